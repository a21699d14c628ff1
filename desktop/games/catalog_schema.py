"""Catalog kinds, declared once: fields, validation, shipped data (pure: no Qt, no SQL).

Every game's ``catalog`` module (named by :mod:`desktop.games.registry`) exports ``KINDS``, a tuple of
:class:`KindSpec`. An item of a kind is a plain JSON-compatible ``dict`` mapping field keys to values;
the field named by ``KindSpec.key_field`` identifies it within its kind, ``KindSpec.name_field`` names
it for people. Alongside its data an item carries ``placeholders``: the keys of the fields whose value
was not given by a published source (so that owners can correct them).

Validation is pure too: ``KindSpec.validate(item, catalog)`` returns :class:`Problem` values (never
raises) so that an editor can validate as the user types; ``catalog`` is a :class:`CatalogView` that
answers "does this referenced item exist?" and "is this key already used?".

The export/import file format (``toybox-arena-catalog`` version 1)::

    {"format": "toybox-arena-catalog", "version": 1,
     "items": [{"kind": "attacktix.figure", "data": {...}, "placeholders": ["mass"], "archived": false}]}
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import json
import math
from collections.abc import Callable, Collection, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Protocol

FILE_FORMAT = "toybox-arena-catalog"
FILE_VERSION = 1

FIELD_TYPES = ("text", "int", "float", "bool", "choice", "multichoice", "ref", "list", "json")
SEVERITIES = ("error", "warning")


class Label(str):
    """A problem parameter that names a part of the catalog: the UI shows it translated.

    ``role`` says what it names: "kind" (``key`` is the kind's key: the UI shows the kind's label) or
    "choices" (``key`` is the field key, ``parts`` the English labels of its choices: the UI lists them
    translated). It is a ``str`` (the English text), so :attr:`Problem.message` formats it like any value.
    """

    role: str
    key: str
    parts: tuple[str, ...]

    def __new__(cls, text: str, role: str, key: str, parts: tuple[str, ...] = ()) -> Label:
        obj = super().__new__(cls, text)
        obj.role = role
        obj.key = key
        obj.parts = tuple(parts)
        return obj

    def __reduce__(self) -> tuple[Any, ...]:
        return (Label, (str(self), self.role, self.key, self.parts))


@dataclass(frozen=True)
class Problem:
    """One thing wrong with an item. ``field`` is a field key ("" for the whole item).

    ``template`` is an English ``str.format`` text with named placeholders, ``params`` their values:
    ``Problem("mass", "must be at least {min}", params={"min": 1})``. :attr:`message` is the English text.
    Templates are written literally at each ``Problem(...)`` call of the pure catalog modules, so that the
    UI can mark them for translation (``desktop/ui/catalog/problem_strings_gen.py`` reads them) and show
    ``translate("CatalogProblems", template).format(**params)``; a parameter naming a kind or choices is
    a :class:`Label`, which the UI translates too.

    ``location`` pin-points a part of a structured field so that an editor can highlight it, e.g.
    ``("node", 12)`` or ``("region", 3)`` for a Toy Battle terrain, ``("space", 4)`` for a Helix terrain,
    ``("slot", 7)`` for an Attacktix wheel.
    """

    field: str
    template: str
    severity: str = "error"
    location: tuple[str | int, ...] = ()
    params: Mapping[str, Any] = dataclasses.field(default_factory=dict, hash=False)

    @property
    def message(self) -> str:
        """The English text (the template with its parameters filled in)."""
        return format_message(self.template, self.params)

    @property
    def is_error(self) -> bool:
        return self.severity == "error"

    def __str__(self) -> str:
        where = f"{self.field}: " if self.field else ""
        return f"{where}{self.message}"


class ProblemError(ValueError):
    """A value refused by a parse that raises (a game's rules settings): its :class:`Problem` (a literal
    template at the ``Problem(...)`` call, translated by the UI like any other) is ``problem``; ``str()``
    is ``"field: message"`` (``message`` alone without a field), the English text it always had."""

    def __init__(self, problem: Problem) -> None:
        self.problem = problem
        super().__init__(str(problem))


def format_message(template: str, params: Mapping[str, Any]) -> str:
    """``template.format(**params)``; a template that does not fit its parameters is shown as it is."""
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError, AttributeError):
        return template


@dataclass(frozen=True)
class FieldSpec:
    """One field of a kind. ``label``/``help`` are English (the UI translates them).

    Types: ``text``, ``int``, ``float``, ``bool``, ``choice`` (one of ``choices``), ``multichoice``
    (a list of distinct ``choices``), ``ref`` (the key of an item of ``ref_kind``), ``list`` (a list of
    ``item_type`` values: "int", "text", "choice" with ``choices``, or "ref" with ``ref_kind``; length
    between ``min_items`` and ``max_items``), ``json`` (a structured value checked by the kind's own
    validator, e.g. a terrain graph).
    ``None`` is the empty value of every type; ``required`` fields must not be empty.
    """

    key: str
    label: str
    type: str
    choices: tuple[str, ...] = ()
    min: float | None = None
    max: float | None = None
    step: float | None = None
    required: bool = False
    unique: bool = False
    ref_kind: str | None = None
    placeholder_allowed: bool = True
    help: str = ""
    default: Any = None
    item_type: str | None = None
    min_items: int | None = None
    max_items: int | None = None
    unit: str = ""
    choice_labels: Mapping[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.type not in FIELD_TYPES:
            raise ValueError(f"field {self.key}: unknown type {self.type!r}")
        if self.type == "ref" and not self.ref_kind:
            raise ValueError(f"field {self.key}: a ref needs ref_kind")

    def choice_label(self, value: str) -> str:
        return self.choice_labels.get(value, value)

    @property
    def refs(self) -> str | None:
        """The kind this field refers to (for ``ref`` fields and lists of refs), else None."""
        if self.type == "ref" or (self.type == "list" and self.item_type == "ref"):
            return self.ref_kind
        return None


class CatalogView(Protocol):
    """What validation needs to know about the rest of the catalog."""

    def get(self, kind: str, key: str) -> Mapping[str, Any] | None: ...

    def keys(self, kind: str) -> Collection[str]: ...

    def items(self, kind: str) -> Iterable[Mapping[str, Any]]: ...


class MemoryCatalog:
    """A :class:`CatalogView` over plain dicts: ``{kind: {key: data}}``."""

    def __init__(self, items: Mapping[str, Mapping[str, Mapping[str, Any]]] | None = None) -> None:
        self._items: dict[str, dict[str, Mapping[str, Any]]] = {k: dict(v) for k, v in (items or {}).items()}

    def get(self, kind: str, key: str) -> Mapping[str, Any] | None:
        return self._items.get(kind, {}).get(key)

    def keys(self, kind: str) -> Collection[str]:
        return self._items.get(kind, {}).keys()

    def items(self, kind: str) -> Iterable[Mapping[str, Any]]:
        return self._items.get(kind, {}).values()

    def put(self, kind: str, key: str, data: Mapping[str, Any]) -> None:
        self._items.setdefault(kind, {})[key] = data

    def remove(self, kind: str, key: str) -> None:
        self._items.get(kind, {}).pop(key, None)

    def kinds(self) -> list[str]:
        return list(self._items)


EMPTY_CATALOG = MemoryCatalog()

Validator = Callable[[Mapping[str, Any], CatalogView], list[Problem]]


@dataclass(frozen=True)
class KindSpec:
    """A kind of catalog item, e.g. ``attacktix.figure``."""

    key: str
    game: str
    label: str
    plural: str
    key_field: str
    name_field: str
    fields: tuple[FieldSpec, ...]
    validator: Validator | None = None
    columns: tuple[str, ...] = ()  # fields shown as columns in a list (defaults: key, name)
    help: str = ""
    published: bool = False  # shipped items of this kind come from a published source
    # References held inside structured (json) fields, e.g. species named by a Helix terrain's spaces:
    # extra_references(item) -> [(field, kind, key)], rename_extra(item, kind, old, new) -> item copy.
    extra_references: Callable[[Mapping[str, Any]], list[tuple[str, str, str]]] | None = None
    rename_extra: Callable[[Mapping[str, Any], str, str, str], dict[str, Any]] | None = None
    # Items the game's rules play whatever the catalog holds (Toy Battle's eight troop types): deleting one
    # is refused, saying so.
    rules_keys: tuple[str, ...] = ()
    # The fields of those items whose values the rules play as their own (the catalog's are not read): the
    # Catalog form shows them read-only, saying so.
    rules_fields: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        keys = [f.key for f in self.fields]
        if len(set(keys)) != len(keys):
            raise ValueError(f"kind {self.key}: duplicate field keys")
        if self.key_field not in keys or self.name_field not in keys:
            raise ValueError(f"kind {self.key}: key_field and name_field must be fields")
        if not set(self.rules_fields) <= set(keys):
            raise ValueError(f"kind {self.key}: rules_fields must be fields")

    @functools.cached_property
    def field_keys(self) -> tuple[str, ...]:
        return tuple(f.key for f in self.fields)

    def field(self, key: str) -> FieldSpec:
        for f in self.fields:
            if f.key == key:
                return f
        raise KeyError(f"{self.key} has no field {key!r}")

    def has_field(self, key: str) -> bool:
        return any(f.key == key for f in self.fields)

    def list_columns(self) -> tuple[str, ...]:
        return self.columns or (self.key_field, self.name_field)

    def item_key(self, item: Mapping[str, Any]) -> str:
        value = item.get(self.key_field)
        return "" if value is None else str(value)

    def item_name(self, item: Mapping[str, Any]) -> str:
        value = item.get(self.name_field)
        return "" if value is None else str(value)

    def blank(self) -> dict[str, Any]:
        """A new item with every field at its default (what "New" in an editor starts from)."""
        return {f.key: _copy_json(f.default) for f in self.fields}

    def normalized(self, item: Mapping[str, Any]) -> dict[str, Any]:
        """The item with every field present (missing ones at their default), in field order."""
        out = {
            f.key: _copy_json(item[f.key]) if f.key in item else _copy_json(f.default) for f in self.fields
        }
        for k, v in item.items():  # unknown fields are kept so that validation can name them
            if k not in out:
                out[k] = v
        return out

    def references(self, item: Mapping[str, Any]) -> list[tuple[str, str, str]]:
        """Every (field key, referenced kind, referenced key) the item names."""
        out: list[tuple[str, str, str]] = []
        for f in self.fields:
            kind = f.refs
            if kind is None:
                continue
            value = item.get(f.key)
            if f.type == "ref" and isinstance(value, str) and value:
                out.append((f.key, kind, value))
            elif f.type == "list" and isinstance(value, list):
                out.extend((f.key, kind, v) for v in value if isinstance(v, str) and v)
        if self.extra_references is not None:
            try:
                out.extend(self.extra_references(item))
            except (TypeError, ValueError, KeyError, AttributeError):
                pass
        return out

    def referenced_kinds(self) -> set[str]:
        """Kinds this kind's plain ref fields point at (structured references not included)."""
        return {f.refs for f in self.fields if f.refs}

    def with_renamed_reference(
        self, item: Mapping[str, Any], kind: str, old: str, new: str
    ) -> dict[str, Any]:
        """A copy of the item with references to ``kind``/``old`` pointing at ``new``."""
        out = dict(item)
        for f in self.fields:
            if f.refs != kind:
                continue
            value = out.get(f.key)
            if f.type == "ref" and value == old:
                out[f.key] = new
            elif f.type == "list" and isinstance(value, list):
                out[f.key] = [new if v == old else v for v in value]
        if self.rename_extra is not None:
            out = self.rename_extra(out, kind, old, new)
        return out

    def validate(
        self,
        item: Mapping[str, Any],
        catalog: CatalogView = EMPTY_CATALOG,
        original_key: str | None = None,
    ) -> list[Problem]:
        """Every problem of ``item``: field types and ranges, references, uniqueness, kind rules.

        ``original_key`` is the key the item has in the catalog while it is being edited (so that it
        does not collide with itself); None for a new item.
        """
        if not isinstance(item, Mapping):
            return [Problem("", "an item must be an object of fields")]
        problems: list[Problem] = []
        known = set(self.field_keys)
        for k in item:
            if k not in known:
                problems.append(
                    Problem(
                        str(k),
                        "unknown field {field!r} for {kind}",
                        params={"field": str(k), "kind": self.kind_param()},
                    )
                )
        for f in self.fields:
            problems.extend(check_field(f, item.get(f.key), catalog))
        key = item.get(self.key_field)
        if isinstance(key, str):
            if key != key.strip():
                problems.append(Problem(self.key_field, "must not start or end with spaces"))
            if key != original_key and key in catalog.keys(self.key):
                problems.append(
                    Problem(
                        self.key_field,
                        "{key!r} is already used by another {kind}",
                        params={"key": key, "kind": self.kind_param()},
                    )
                )
        for f in self.fields:
            if not f.unique or f.key == self.key_field:
                continue
            value = item.get(f.key)
            if value is None or value == "":
                continue
            for other in catalog.items(self.key):
                other_key = self.item_key(other)
                if other_key in (original_key, key):
                    continue
                if other.get(f.key) == value:
                    problems.append(
                        Problem(
                            f.key,
                            "{value!r} is already used by {other}",
                            params={"value": value, "other": other_key},
                        )
                    )
                    break
        if self.validator is not None and not any(p.is_error and p.field == "" for p in problems):
            try:
                problems.extend(self.validator(item, catalog))
            except (TypeError, ValueError, KeyError, AttributeError):  # badly typed structure
                # Python's own words ("unhashable type: 'list'") would stay English on every screen
                problems.append(Problem("", "cannot be checked: a value in it has the wrong type"))
        return problems

    def kind_param(self) -> Label:
        """This kind as a problem parameter (English: its label in lower case)."""
        return Label(self.label.lower(), "kind", self.key)

    def errors(
        self, item: Mapping[str, Any], catalog: CatalogView = EMPTY_CATALOG, original_key: str | None = None
    ) -> list[Problem]:
        return [p for p in self.validate(item, catalog, original_key) if p.is_error]


def _copy_json(value: Any) -> Any:
    if isinstance(value, (dict, list)):
        return json.loads(json.dumps(value))
    return value


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value: Any) -> bool:
    return (
        isinstance(value, (int, float))
        and not isinstance(value, bool)
        and not (isinstance(value, float) and not math.isfinite(value))
    )


def _check_range(f: FieldSpec, value: float, entry: int | None = None) -> list[Problem]:
    """Range and step checks of a number (``entry``: its 1-based position in a list field)."""
    out = []
    if f.min is not None and value < f.min:
        if entry is None:
            out.append(Problem(f.key, "must be at least {min}", params={"min": _fmt(f.min)}))
        else:
            out.append(
                Problem(
                    f.key, "entry {entry} must be at least {min}", params={"entry": entry, "min": _fmt(f.min)}
                )
            )
    if f.max is not None and value > f.max:
        if entry is None:
            out.append(Problem(f.key, "must be at most {max}", params={"max": _fmt(f.max)}))
        else:
            out.append(
                Problem(
                    f.key, "entry {entry} must be at most {max}", params={"entry": entry, "max": _fmt(f.max)}
                )
            )
    if f.step and not out:
        base = f.min or 0
        ratio = (value - base) / f.step
        if abs(ratio - round(ratio)) > 1e-9:
            if entry is None:
                out.append(Problem(f.key, "must be a multiple of {step}", params={"step": _fmt(f.step)}))
            else:
                out.append(
                    Problem(
                        f.key,
                        "entry {entry} must be a multiple of {step}",
                        params={"entry": entry, "step": _fmt(f.step)},
                    )
                )
    return out


def _choices(f: FieldSpec) -> Label:
    """The field's choices as a problem parameter (English: the values, comma-separated)."""
    return Label(", ".join(f.choices), "choices", f.key, tuple(f.choice_label(c) for c in f.choices))


def _ref_kind(f: FieldSpec) -> Label:
    return Label(f.ref_kind or "", "kind", f.ref_kind or "")


def _fmt(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else str(x)


def _text_problems(f: FieldSpec, value: str, entry: int | None = None) -> list[Problem]:
    """The one validation module's rules (desktop.validation): a length limit, no control or format
    characters; names and keys are one line."""
    from desktop import validation

    one_line = f.key in ("name", "code", "key") or f.unique
    limit = validation.NAME_MAX if one_line else validation.TEXT_MAX
    if len(value) > limit:
        if entry is not None:
            return [Problem(f.key, "entry {entry} is longer than {n} characters", params={"entry": entry, "n": limit})]
        return [Problem(f.key, "is longer than {n} characters", params={"n": limit})]
    found = validation.text_problem(value, maximum=limit, multiline=not one_line)
    if found is None:
        return []
    code = found[1].get("code", "")
    if entry is not None:
        return [
            Problem(
                f.key,
                "entry {entry} holds an invisible or control character (U+{code}), which is not allowed",
                params={"entry": entry, "code": code},
            )
        ]
    return [Problem(f.key, "holds an invisible or control character (U+{code}), which is not allowed", params={"code": code})]


def check_field(f: FieldSpec, value: Any, catalog: CatalogView = EMPTY_CATALOG) -> list[Problem]:
    """Type, range, choice and reference checks of one field value."""
    if value is None or (value == "" and f.type in ("text", "choice", "ref")):
        return [Problem(f.key, "is required")] if f.required else []
    t = f.type
    if t == "text":
        if not isinstance(value, str):
            return [Problem(f.key, "must be text")]
        return _text_problems(f, value)
    if t == "int":
        if not _is_int(value):
            return [Problem(f.key, "must be a whole number")]
        return _check_range(f, value)
    if t == "float":
        if not _is_number(value):
            return [Problem(f.key, "must be a number")]
        return _check_range(f, value)
    if t == "bool":
        return [] if isinstance(value, bool) else [Problem(f.key, "must be true or false")]
    if t == "choice":
        if not isinstance(value, str) or value not in f.choices:
            return [Problem(f.key, "must be one of {choices}", params={"choices": _choices(f)})]
        return []
    if t == "multichoice":
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            return [Problem(f.key, "must be a list of choices")]
        bad = [v for v in value if v not in f.choices]
        if bad:
            return [
                Problem(
                    f.key,
                    "unknown choice {choice!r}; choose from {choices}",
                    params={"choice": bad[0], "choices": _choices(f)},
                )
            ]
        if len(set(value)) != len(value):
            return [Problem(f.key, "lists a choice twice")]
        return []
    if t == "ref":
        if not isinstance(value, str):
            return [Problem(f.key, "must be the key of an item")]
        assert f.ref_kind is not None
        if catalog is not EMPTY_CATALOG and catalog.get(f.ref_kind, value) is None:
            return [
                Problem(
                    f.key,
                    "refers to {key!r}, which is not in the catalog ({kind})",
                    params={"key": value, "kind": _ref_kind(f)},
                )
            ]
        return []
    if t == "list":
        if not isinstance(value, list):
            return [Problem(f.key, "must be a list")]
        out: list[Problem] = []
        if f.min_items is not None and len(value) < f.min_items:
            out.append(Problem(f.key, "needs at least {n} entries", params={"n": f.min_items}))
        if f.max_items is not None and len(value) > f.max_items:
            out.append(Problem(f.key, "takes at most {n} entries", params={"n": f.max_items}))
        for i, v in enumerate(value):
            entry = {"entry": i + 1}
            it = f.item_type or "text"
            if it == "int":
                if not _is_int(v):
                    out.append(Problem(f.key, "entry {entry} must be a whole number", params=entry))
                else:
                    out.extend(_check_range(f, v, i + 1))
            elif it == "float":
                if not _is_number(v):
                    out.append(Problem(f.key, "entry {entry} must be a number", params=entry))
                else:
                    out.extend(_check_range(f, v, i + 1))
            elif it == "choice":
                if v not in f.choices:
                    out.append(
                        Problem(
                            f.key,
                            "entry {entry} must be one of {choices}",
                            params={**entry, "choices": _choices(f)},
                        )
                    )
            elif it == "ref":
                if not isinstance(v, str):
                    out.append(Problem(f.key, "entry {entry} must be the key of an item", params=entry))
                elif catalog is not EMPTY_CATALOG and f.ref_kind and catalog.get(f.ref_kind, v) is None:
                    out.append(
                        Problem(
                            f.key,
                            "refers to {key!r}, which is not in the catalog ({kind})",
                            params={"key": v, "kind": _ref_kind(f)},
                        )
                    )
            elif not isinstance(v, str):
                out.append(Problem(f.key, "entry {entry} must be text", params=entry))
            else:
                out.extend(_text_problems(f, v, i + 1))
        return out
    if t == "json":
        try:
            json.dumps(value, allow_nan=False)
        except (TypeError, ValueError):
            return [Problem(f.key, "must be plain data (objects, lists, text, numbers)")]
        return []
    return []


# --- all kinds ------------------------------------------------------------------------------------


@cache
def _kinds() -> tuple[KindSpec, ...]:
    from desktop.games.registry import GAMES

    out: list[KindSpec] = []
    for game in GAMES.values():
        if not game.catalog_module:
            continue
        module = importlib.import_module(game.catalog_module)
        out.extend(module.KINDS)
    return tuple(out)


def all_kinds() -> tuple[KindSpec, ...]:
    """Every kind of every registered game, in registry order."""
    return _kinds()


def kinds_by_key() -> dict[str, KindSpec]:
    return {k.key: k for k in _kinds()}


def get_kind(key: str) -> KindSpec:
    for k in _kinds():
        if k.key == key:
            return k
    raise KeyError(f"unknown catalog kind {key!r}; known kinds: {', '.join(k.key for k in _kinds())}")


def kind_order(key: str) -> int:
    for i, k in enumerate(_kinds()):
        if k.key == key:
            return i
    return len(_kinds())


# --- shipped data ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class ShippedItem:
    kind: str
    data: Mapping[str, Any]
    placeholders: tuple[str, ...] = ()

    @property
    def key(self) -> str:
        return get_kind(self.kind).item_key(self.data)


def resources_catalog_dir() -> Path:
    import resources

    return Path(resources.__file__).resolve().parent / "catalog"


def read_item_file(path: Path, kind: str | None = None) -> list[ShippedItem]:
    """Read one shipped file: either a list of ``{"kind"?, "data", "placeholders"}`` records, an object
    ``{"kind": ..., "items": [...]}``, or (``kind`` given) one bare item's data."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    if isinstance(raw, dict) and "items" in raw:
        default_kind = raw.get("kind", kind)
        records = raw["items"]
    elif isinstance(raw, list):
        default_kind = kind
        records = raw
    else:
        if kind is None:
            raise ValueError(f"{path}: a bare item file needs a kind")
        return [ShippedItem(kind, raw, ())]
    out = []
    for rec in records:
        k = rec.get("kind", default_kind)
        if k is None:
            raise ValueError(f"{path}: an item has no kind")
        out.append(ShippedItem(k, rec["data"], tuple(rec.get("placeholders", ()))))
    return out


@cache
def _shipped() -> tuple[ShippedItem, ...]:
    from desktop.games.registry import GAMES

    out: list[ShippedItem] = []
    for game in GAMES.values():
        if not game.catalog_module:
            continue
        module = importlib.import_module(game.catalog_module)
        loader = getattr(module, "shipped_items", None)
        if loader is not None:
            out.extend(loader())
    return tuple(out)


def shipped_items(kind: str | None = None) -> list[ShippedItem]:
    """The items shipped in resources/catalog (read once per process)."""
    return [s for s in _shipped() if kind is None or s.kind == kind]


def iter_shipped_data(kind: str) -> Iterator[dict[str, Any]]:
    for s in shipped_items(kind):
        yield _copy_json(dict(s.data))


# --- the published JSON schema of the export file --------------------------------------------------


def _field_schema(f: FieldSpec) -> dict[str, Any]:
    t = f.type
    s: dict[str, Any]
    if t == "text" or t == "ref":
        s = {"type": "string"}
    elif t == "int":
        s = {"type": "integer"}
    elif t == "float":
        s = {"type": "number"}
    elif t == "bool":
        s = {"type": "boolean"}
    elif t == "choice":
        s = {"enum": list(f.choices)}
    elif t == "multichoice":
        s = {"type": "array", "items": {"enum": list(f.choices)}, "uniqueItems": True}
    elif t == "list":
        it = f.item_type or "text"
        items: dict[str, dict[str, Any]] = {
            "int": {"type": "integer"},
            "float": {"type": "number"},
            "choice": {"enum": list(f.choices)},
        }
        item: dict[str, Any] = items.get(it, {"type": "string"})
        if it in ("int", "float"):
            if f.min is not None:
                item["minimum"] = f.min
            if f.max is not None:
                item["maximum"] = f.max
        s = {"type": "array", "items": item}
        if f.min_items is not None:
            s["minItems"] = f.min_items
        if f.max_items is not None:
            s["maxItems"] = f.max_items
    else:
        s = {}
    if t in ("int", "float"):
        if f.min is not None:
            s["minimum"] = f.min
        if f.max is not None:
            s["maximum"] = f.max
    if f.ref_kind and f.refs:
        s["x-ref-kind"] = f.ref_kind
    desc = f.label + (f" — {f.help}" if f.help else "")
    s = {"description": desc, **s}
    if not f.required:
        s = {
            "description": desc,
            "anyOf": [{k: v for k, v in s.items() if k != "description"}, {"type": "null"}],
        }
    return s


def json_schema() -> dict[str, Any]:
    """The JSON schema (draft 2020-12) of the catalog export/import file, built from the kinds."""
    variants = []
    for k in all_kinds():
        props = {f.key: _field_schema(f) for f in k.fields}
        variants.append(
            {
                "title": k.label,
                "type": "object",
                "properties": {
                    "kind": {"const": k.key},
                    "data": {
                        "type": "object",
                        "properties": props,
                        "required": [f.key for f in k.fields if f.required],
                        "additionalProperties": False,
                    },
                    "placeholders": {
                        "type": "array",
                        "items": {"enum": list(k.field_keys)},
                        "uniqueItems": True,
                    },
                    "archived": {"type": "boolean"},
                },
                "required": ["kind", "data"],
                "additionalProperties": False,
            }
        )
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://toybox-arena.invalid/catalog_schema.json",
        "title": "Toybox Arena catalog file",
        "description": "Catalog items exported by Toybox Arena; placeholders lists the fields of an item "
        "whose value is not from a published source.",
        "type": "object",
        "properties": {
            "format": {"const": FILE_FORMAT},
            "version": {"const": FILE_VERSION},
            "items": {"type": "array", "items": {"oneOf": variants}},
        },
        "required": ["format", "version", "items"],
        "additionalProperties": False,
    }


def json_schema_text() -> str:
    return json.dumps(json_schema(), indent=1, ensure_ascii=False, sort_keys=False) + "\n"
