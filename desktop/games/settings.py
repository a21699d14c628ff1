"""One declared settings schema per game.

A game's settings (an event's game settings, the options of a new game on the desktop, the squad rules an
event imposes) are declared once, as a tuple of :class:`Setting`. Everything else is generated from or
checked against that declaration: the set-up dialogs and the event dialog build their rows from it,
``event create --setting KEY=VALUE`` parses with it, and the services refuse stored settings that do not
fit it (:func:`check`), naming the setting.

Labels and help texts are English; the UI translates them (they are collected for translation from
every game's schema, see ``desktop/ui/games/strings_gen.py``).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

Kind = Literal["bool", "int", "float", "choice", "text"]

#: where a setting applies: an event's game settings, a game set up on the desktop, or both
Scope = Literal["event", "setup"]


@dataclass(frozen=True)
class Setting:
    """One setting of a game: its key, type, default, bounds or choices, English label and help."""

    key: str
    kind: Kind
    default: Any
    label: str
    help: str = ""
    minimum: float | None = None
    maximum: float | None = None
    choices: tuple[str, ...] = ()
    #: English names of the choices, in the order of ``choices`` (the values themselves when empty)
    choice_labels: tuple[str, ...] = ()
    #: ``None`` is a valid value (shown as ``none_label``, e.g. "no limit")
    optional: bool = False
    none_label: str = ""
    #: shown under "Advanced" in the set-up dialogs
    advanced: bool = False
    scopes: frozenset[str] = field(default_factory=lambda: frozenset({"event", "setup"}))
    #: the longest text of a "text" setting
    max_length: int = 200

    def choice_label(self, value: str) -> str:
        if self.choice_labels and value in self.choices:
            return self.choice_labels[self.choices.index(value)]
        return value

    def describe_bounds(self) -> str:
        if self.kind in ("int", "float"):
            lo = _number_text(self.minimum)
            hi = _number_text(self.maximum)
            return f"{lo} to {hi}"
        if self.kind == "choice":
            return ", ".join(self.choices)
        if self.kind == "bool":
            return "yes or no"
        return f"text of at most {self.max_length} characters"


def _number_text(value: float | None) -> str:
    if value is None:
        return "any"
    if float(value).is_integer():
        return str(int(value))
    return str(value)


class SettingError(ValueError):
    """A setting value that does not fit its game's schema; ``key`` names the setting."""

    def __init__(self, key: str, message: str) -> None:
        super().__init__(f"{key}: {message}")
        self.key = key
        self.message = message


Schema = tuple[Setting, ...]


def _quote(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "…"


def coerce(setting: Setting, value: Any) -> Any:
    """``value`` as the setting's type, or :class:`SettingError`. Accepts the JSON types only (no
    strings for numbers or booleans: that is :func:`parse`'s job)."""
    key = setting.key
    if value is None:
        if setting.optional:
            return None
        raise SettingError(key, "is required")
    if setting.kind == "bool":
        if not isinstance(value, bool):
            raise SettingError(key, f"must be yes or no (true or false), not {_quote(value)}")
        return value
    if setting.kind in ("int", "float"):
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise SettingError(key, f"must be a number, not {_quote(value)}")
        if setting.kind == "int":
            if isinstance(value, float):
                if not value.is_integer():
                    raise SettingError(key, f"must be a whole number, not {_quote(value)}")
                value = int(value)
        else:
            if not math.isfinite(value):
                raise SettingError(key, f"must be a finite number, not {_quote(value)}")
            value = float(value)
        if setting.minimum is not None and value < setting.minimum:
            raise SettingError(key, f"must be at least {_number_text(setting.minimum)}")
        if setting.maximum is not None and value > setting.maximum:
            raise SettingError(key, f"must be at most {_number_text(setting.maximum)}")
        return value
    if setting.kind == "choice":
        if not isinstance(value, str) or value not in setting.choices:
            raise SettingError(key, f"must be one of {', '.join(setting.choices)}, not {_quote(value)}")
        return value
    if not isinstance(value, str):
        raise SettingError(key, f"must be text, not {_quote(value)}")
    if len(value) > setting.max_length:
        raise SettingError(key, f"must be at most {setting.max_length} characters long")
    return value


def parse(setting: Setting, text: str) -> Any:
    """A value typed by a person (``--setting key=value`` on the command line) as the setting's type."""
    raw = text.strip()
    if setting.optional and raw.lower() in ("", "none", "null", "no limit"):
        return None
    if setting.kind == "bool":
        low = raw.lower()
        if low in ("1", "true", "yes", "on", "y"):
            return True
        if low in ("0", "false", "no", "off", "n"):
            return False
        raise SettingError(setting.key, f"must be yes or no, not {_quote(raw)}")
    if setting.kind == "int":
        if len(raw) > 12 or not raw.lstrip("+-").isdigit():
            raise SettingError(setting.key, f"must be a whole number from {setting.describe_bounds()}, not {_quote(raw)}")
        return coerce(setting, int(raw))
    if setting.kind == "float":
        try:
            number = float(raw) if len(raw) <= 24 else math.nan
        except ValueError:
            number = math.nan
        if not math.isfinite(number):
            raise SettingError(setting.key, f"must be a number from {setting.describe_bounds()}, not {_quote(raw)}")
        return coerce(setting, number)
    return coerce(setting, raw)


def by_key(schema: Iterable[Setting]) -> dict[str, Setting]:
    return {s.key: s for s in schema}


def defaults(schema: Iterable[Setting], scope: str | None = None) -> dict[str, Any]:
    return {s.key: s.default for s in schema if scope is None or scope in s.scopes}


def problems(schema: Iterable[Setting], values: Mapping[str, Any], scope: str | None = None) -> list[SettingError]:
    """Every way ``values`` does not fit the schema (unknown keys and bad values), in schema order."""
    known = by_key(s for s in schema if scope is None or scope in s.scopes)
    out: list[SettingError] = []
    if not isinstance(values, Mapping):
        return [SettingError("settings", "must be a set of key = value pairs")]
    for key in values:
        if key not in known:
            shown = key if isinstance(key, str) and len(key) <= 40 else _quote(key)
            out.append(SettingError(str(shown), f"is not a setting of this game (known: {', '.join(known)})"))
    for key, setting in known.items():
        if key in values:
            try:
                coerce(setting, values[key])
            except SettingError as exc:
                out.append(exc)
    return out


def check(schema: Iterable[Setting], values: Mapping[str, Any], scope: str | None = None) -> dict[str, Any]:
    """``values`` completed with the defaults, every value of its setting's type; the first problem
    raises :class:`SettingError` naming the setting."""
    schema = tuple(schema)
    found = problems(schema, values, scope)
    if found:
        raise found[0]
    out = defaults(schema, scope)
    for key, setting in by_key(s for s in schema if scope is None or scope in s.scopes).items():
        if key in values:
            out[key] = coerce(setting, values[key])
    return out


def repair(
    schema: Iterable[Setting], values: Mapping[str, Any], scope: str | None = None
) -> tuple[dict[str, Any], list[SettingError]]:
    """What an organiser's "repair" stores: every value that fits is kept, every one that does not (and
    every unknown key) is replaced by the default or dropped; the problems say what changed."""
    schema = tuple(schema)
    found = problems(schema, values if isinstance(values, Mapping) else {}, scope)
    if not isinstance(values, Mapping):
        found = problems(schema, {}, scope) + [SettingError("settings", "must be a set of key = value pairs")]
        values = {}
    out = defaults(schema, scope)
    for key, setting in by_key(s for s in schema if scope is None or scope in s.scopes).items():
        if key in values:
            try:
                out[key] = coerce(setting, values[key])
            except SettingError:
                pass
    return out, found
