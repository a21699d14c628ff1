"""What every saved game must be before a board replays it (pure: no Qt, no SQL).

A saved game is a file anyone can edit. :func:`check_tree` bounds the document as a whole (how many
values, how long a text, how big a number; no NaN or infinity anywhere), :func:`check_name` and
:func:`check_catalog_item` are what each game's own check (``GameInfo.saved_game_check``, a function
``check(data)`` in ``desktop/games/<game>/saves.py``) uses on its parts: names get the limits of
registrations (:data:`desktop.validation.NAME_MAX`), the catalog data a save carries (figures, glyphs,
terrains) the bounds of its catalog kind. A refusal is a :class:`SaveProblem`: an English ``template``
with named ``params`` (the UI translates it, ``desktop/ui/play/save_strings.py``) and, for catalog data,
the catalog's own ``problems``.

The loader that reads the files and calls these checks is ``desktop/ui/play/saves.py``.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from desktop.validation import KEY_MAX, NAME_MAX, TEXT_MAX, quote_value, text_problem

__all__ = [
    "SaveProblem",
    "MAX_VALUES",
    "MAX_INT",
    "check_tree",
    "check_name",
    "check_names",
    "check_key",
    "check_int",
    "check_catalog_item",
]

MAX_VALUES = 1_000_000
"""At most this many values (objects, lists, texts, numbers) in one saved game."""
MAX_INT = 2**64
"""No whole number in a save is this big (seeds and generator states are 64-bit)."""
MAX_TEXT = TEXT_MAX
"""No text in a save is longer (a catalog description is the longest text a game carries)."""


def template(text: str) -> str:
    """Marks a message template chosen by a function (desktop/ui/play/save_strings.py lists them all)."""
    return text


class Part(str):
    """A part of a saved game named in a message ("the player names"): English, translated by the UI in
    the same context as the templates (desktop/ui/play/save_strings.py lists every part the checks name)."""

    __slots__ = ()


class SaveProblem(ValueError):
    """A saved game refused: ``template`` (English, ``{named}`` placeholders) + ``params``; ``message``
    is the English text. ``problems`` are catalog problems of the item ``kind`` (when the refusal is
    about catalog data the save carries)."""

    def __init__(
        self, template: str, /, *, problems: Sequence[Any] = (), kind: str | None = None, **params: Any
    ) -> None:
        self.template = template
        self.params = dict(params)
        self.problems = tuple(problems)
        self.kind = kind
        text = template.format(**params) if params else template
        if self.problems:
            text += ": " + "; ".join(str(p) for p in self.problems[:3])
        self.message = text
        super().__init__(text)


def check_tree(data: Any, *, max_values: int = MAX_VALUES, max_text: int = MAX_TEXT) -> None:
    """The whole document: at most ``max_values`` values, no text longer than ``max_text``, no whole
    number of ``MAX_INT`` or more, no NaN or infinity, no key that is not text. Iterative, and it stops at
    the first problem: a 10 MB name costs one ``len``."""
    stack: list[tuple[Any, str]] = [(data, "-")]
    seen = 0
    while stack:
        value, where = stack.pop()
        seen += 1
        if seen > max_values:
            raise SaveProblem("the file holds more than {n} values", n=max_values)
        if isinstance(value, bool) or value is None:
            continue
        if isinstance(value, str):
            if len(value) > max_text:
                raise SaveProblem("a text in the file ({field}) is longer than {n} characters",
                                  field=where, n=max_text)
        elif isinstance(value, int):
            if not -MAX_INT < value < MAX_INT:
                raise SaveProblem("a number in the file ({field}) is far too big: {value}",
                                  field=where, value=quote_value(value))
        elif isinstance(value, float):
            if not math.isfinite(value):
                raise SaveProblem("a number in the file ({field}) is not finite", field=where)
        elif isinstance(value, Mapping):
            for k, v in value.items():
                if not isinstance(k, str) or len(k) > KEY_MAX:
                    raise SaveProblem("a field name in the file ({field}) is not a short text",
                                      field=quote_value(k, 40))
                stack.append((v, k))
        elif isinstance(value, list | tuple):
            stack.extend((v, where) for v in value)
        else:
            raise SaveProblem("the file holds a value that is not plain data ({field})", field=where)


def check_name(value: Any, where: str, *, required: bool = False) -> str:
    """A player's (or a piece's, a terrain's) name as registrations take it: text, one line, at most
    ``NAME_MAX`` characters, no control or invisible characters. Returns it."""
    if value is None and not required:
        return ""
    if not isinstance(value, str):
        raise SaveProblem("{where} must be text", where=where)
    if len(value) > NAME_MAX:
        raise SaveProblem("{where} is longer than {n} characters", where=where, n=NAME_MAX)
    if any(ch in value for ch in "\n\r"):
        raise SaveProblem("{where} must be one line", where=where)
    problem = text_problem(value, maximum=NAME_MAX)
    if problem is not None:
        raise SaveProblem(
            "{where} holds an invisible or control character (U+{code}), which is not allowed",
            where=where, code=problem[1].get("code", "?"),
        )
    if required and not value.strip():
        raise SaveProblem("{where} must not be empty", where=where)
    return value


def check_names(value: Any, where: str, count: int = 2) -> list[str]:
    """A list of exactly ``count`` names."""
    if not isinstance(value, list) or len(value) != count:
        raise SaveProblem("{where} must be a list of {n} names", where=where, n=count)
    return [check_name(v, where) for v in value]


def check_key(value: Any, where: str, *, required: bool = True) -> str:
    """A key or code (a catalog key, a seat, a colour): text of at most ``KEY_MAX`` characters."""
    if value is None and not required:
        return ""
    if not isinstance(value, str) or len(value) > KEY_MAX or (required and not value):
        raise SaveProblem("{where} must be a key of at most {n} characters", where=where, n=KEY_MAX)
    return value


def check_int(value: Any, where: str, minimum: int, maximum: int) -> int:
    """A whole number from ``minimum`` to ``maximum``."""
    if isinstance(value, bool) or not isinstance(value, int) or not minimum <= value <= maximum:
        raise SaveProblem(
            "{where} must be a whole number from {min} to {max}, not {value}",
            where=where, min=minimum, max=maximum, value=quote_value(value),
        )
    return value


def check_catalog_item(kind: str, item: Any, where: str, *, fields_only: bool = True) -> None:
    """Catalog data carried by a save (a figure, a glyph, a terrain) within its kind's bounds: every field
    the kind declares that the item holds is checked as the catalog checks it (``fields_only``), or the
    whole item as the catalog validates it (its own rules included, references not resolved)."""
    from desktop.games.catalog_schema import check_field, get_kind

    if not isinstance(item, Mapping):
        raise SaveProblem("{where} must be an object", where=where)
    spec = get_kind(kind)
    problems: list[Any]
    if fields_only:
        problems = []
        for f in spec.fields:
            if f.key in item and f.type != "ref":
                problems.extend(p for p in check_field(f, item[f.key]) if p.is_error)
    else:
        problems = [p for p in spec.validate(item) if p.is_error]
    if problems:
        raise SaveProblem("{where} is outside the catalog's bounds", where=where, problems=problems, kind=kind)
