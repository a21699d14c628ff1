"""The one validation module every entry point uses (catalog, squads, CSV, results, registration, forms).

Pure Python (no Qt, no SQL), so that the rules engines' schemas, the services and the UI forms check
text the same way:

- every text field has a length limit (:data:`LIMITS`);
- control characters (Unicode category Cc, except tab/newline in multi-line text), format characters
  (Cf: zero-width spaces, bidirectional overrides...) and lone surrogates are refused;
- names are stored in Unicode NFC, with runs of white space collapsed;
- JSON documents are parsed with a nesting limit (:func:`load_json`), so a hostile file is refused
  with a reason instead of raising RecursionError.

Each check returns the cleaned value or raises :class:`TextProblem` (``field``, English ``template`` and
``params``, like the catalog's ``Problem``), which the services turn into their own errors.
"""

from __future__ import annotations

import json
import math
import unicodedata
from collections.abc import Mapping
from typing import Any

__all__ = [
    "LIMITS",
    "NAME_MAX",
    "TEXT_MAX",
    "WHO_MAX",
    "KEY_MAX",
    "JSON_MAX_DEPTH",
    "TextProblem",
    "text_problem",
    "clean_name",
    "clean_text",
    "strip_invisible",
    "load_json",
    "json_depth",
    "check_json_value",
    "quote_value",
    "shorten_text",
    "QUOTE_MAX",
]

NAME_MAX = 200
"""Names: players, clubs, events, venues, squads, catalog item names."""
TEXT_MAX = 2000
"""Free text: notes, reasons, descriptions, catalog text fields."""
WHO_MAX = 100
"""A scorekeeper's name in the audit trail (the column is 100 characters)."""
KEY_MAX = 64
"""Catalog keys, codes, identifiers."""
EMAIL_MAX = 254
RESULT_TEXT_MAX = 200
"""A free-text field of a game result (terrain names...)."""
JSON_MAX_DEPTH = 32
"""Deepest nesting accepted in a JSON document (catalog, squads, saved games, --game)."""
JSON_MAX_BYTES = 64 * 1024 * 1024

LIMITS = {
    "name": NAME_MAX,
    "text": TEXT_MAX,
    "who": WHO_MAX,
    "key": KEY_MAX,
    "email": EMAIL_MAX,
    "result_text": RESULT_TEXT_MAX,
}

_ALLOWED_MULTILINE = {"\n", "\t", "\r"}

QUOTE_MAX = 80
"""At most this many characters of a value from a user or a file are quoted in a message."""


def shorten_text(text: str, limit: int = QUOTE_MAX) -> str:
    """``text`` itself when short, else its first ``limit`` characters, an ellipsis and its length."""
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text):,} characters)"


def quote_value(value: Any, limit: int = QUOTE_MAX) -> str:
    """``repr(value)`` for a message, cut to about ``limit`` characters: a 10 MB name in a file is
    quoted as its first characters, an ellipsis and its length, never whole. Every message that quotes
    a value from a user or a file goes through here (the cost does not grow with the value)."""
    if isinstance(value, str | bytes | bytearray):
        if len(value) <= limit:
            return repr(value if not isinstance(value, bytearray) else bytes(value))
        head = value[:limit] if not isinstance(value, bytearray) else bytes(value[:limit])
        return f"{head!r}… ({len(value):,} characters)"
    if isinstance(value, int) and not isinstance(value, bool):
        if value.bit_length() > 256:  # str() of a huge int is slow and huge: say how big it is
            return f"a number of about {int(value.bit_length() * 0.30103) + 1:,} digits"
        return str(value)
    import reprlib

    text = reprlib.repr(value)  # bounded work for containers of any size
    return text if len(text) <= limit else text[:limit] + "…"


class TextProblem(ValueError):
    """A value refused by the validation rules. ``template``/``params`` are English with named
    parameters (``message`` is the formatted text); ``field`` names the field."""

    def __init__(self, field: str, template: str, **params: Any) -> None:
        self.field = field
        self.template = template
        self.params = params
        self.message = template.format(**params) if params else template
        super().__init__(self.message)


def _bad_character(value: str, multiline: bool) -> str | None:
    for ch in value:
        if multiline and ch in _ALLOWED_MULTILINE:
            continue
        cat = unicodedata.category(ch)
        if cat in ("Cc", "Cf", "Cs"):
            return ch
    return None


def text_problem(
    value: Any, *, maximum: int = NAME_MAX, multiline: bool = False, required: bool = False
) -> tuple[str, dict[str, Any]] | None:
    """The problem of a text value as (template, params), or None; for schemas that collect problems."""
    if not isinstance(value, str):
        return ("must be text", {})
    if len(value) > maximum:
        return ("is longer than {n} characters", {"n": maximum})
    bad = _bad_character(value, multiline)
    if bad is not None:
        return (
            "holds an invisible or control character (U+{code}), which is not allowed",
            {"code": f"{ord(bad):04X}"},
        )
    if required and not value.strip():
        return ("must not be empty", {})
    return None


def strip_invisible(value: str) -> str:
    """``value`` in NFC without format characters (zero-width spaces, joiners, direction marks):
    how names compare for duplicates."""
    value = unicodedata.normalize("NFC", value)
    return "".join(ch for ch in value if unicodedata.category(ch) != "Cf")


def clean_text(
    value: Any,
    field: str,
    *,
    maximum: int = TEXT_MAX,
    required: bool = False,
    multiline: bool = True,
    what: str | None = None,
) -> str:
    """Free text: NFC, surrounding white space stripped, length limit, no control/format characters."""
    what = what or field
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise TextProblem(field, "{what} must be text", what=what)
    # The limit is checked on the raw value first so that a huge input costs nothing more.
    if len(value) > maximum * 4:
        raise TextProblem(field, "{what} is longer than {n} characters", what=what, n=maximum)
    value = unicodedata.normalize("NFC", value).strip()
    if len(value) > maximum:
        raise TextProblem(field, "{what} is longer than {n} characters", what=what, n=maximum)
    bad = _bad_character(value, multiline)
    if bad is not None:
        raise TextProblem(
            field,
            "{what} holds an invisible or control character (U+{code}), which is not allowed",
            what=what,
            code=f"{ord(bad):04X}",
        )
    if required and not value:
        raise TextProblem(field, "{what} must not be empty", what=what)
    return value


def clean_name(
    value: Any,
    field: str = "name",
    *,
    maximum: int = NAME_MAX,
    required: bool = True,
    what: str | None = None,
) -> str:
    """A name: one line, NFC, white space collapsed, length limit, no control/format characters,
    not only blanks."""
    what = what or field
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise TextProblem(field, "{what} must be text", what=what)
    if len(value) > maximum * 4:
        raise TextProblem(field, "{what} is longer than {n} characters", what=what, n=maximum)
    if any(ch in value for ch in "\n\r"):
        raise TextProblem(field, "{what} must be one line", what=what)
    bad = _bad_character(value.replace("\t", " "), multiline=False)
    if bad is not None:
        raise TextProblem(
            field,
            "{what} holds an invisible or control character (U+{code}), which is not allowed",
            what=what,
            code=f"{ord(bad):04X}",
        )
    value = " ".join(unicodedata.normalize("NFC", value).split())
    if len(value) > maximum:
        raise TextProblem(field, "{what} is longer than {n} characters", what=what, n=maximum)
    if required and not value:
        raise TextProblem(field, "{what} must not be empty", what=what)
    return value


def json_depth(value: Any, limit: int = JSON_MAX_DEPTH) -> int:
    """Nesting depth of a parsed JSON value (stops counting past ``limit``), without recursion."""
    deepest = 0
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, dict):
            deepest = max(deepest, d)
            if d > limit:
                return d
            stack.extend((x, d + 1) for x in v.values())
        elif isinstance(v, list):
            deepest = max(deepest, d)
            if d > limit:
                return d
            stack.extend((x, d + 1) for x in v)
    return deepest


def _prescan_depth(text: str, limit: int) -> int | None:
    """The position where ``text`` nests deeper than ``limit`` (brackets outside strings), or None."""
    depth = 0
    in_string = False
    escaped = False
    for i, ch in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
            continue
        if ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > limit:
                return i
        elif ch in "]}":
            depth -= 1
    return None


def _no_constants(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def load_json(text: str | bytes, *, max_depth: int = JSON_MAX_DEPTH) -> Any:
    """Parse JSON, refusing (ValueError with a reason) a document nested deeper than ``max_depth``,
    NaN/Infinity, and anything the parser itself refuses. Never raises RecursionError."""
    if isinstance(text, bytes | bytearray):
        if len(text) > JSON_MAX_BYTES:
            raise ValueError(f"is larger than {JSON_MAX_BYTES // (1024 * 1024)} MB")
        text = bytes(text).decode("utf-8-sig")
    elif len(text) > JSON_MAX_BYTES:
        raise ValueError(f"is larger than {JSON_MAX_BYTES // (1024 * 1024)} MB")
    try:
        value = json.loads(text, parse_constant=_no_constants)
    except RecursionError:
        value = None
        deep = True
    else:
        deep = json_depth(value, max_depth) > max_depth
    if deep:
        pos = _prescan_depth(text, max_depth)
        where = f" (line {text.count(chr(10), 0, pos) + 1})" if pos is not None else ""
        raise ValueError(f"is nested more than {max_depth} levels deep{where}")
    return value


def check_json_value(value: Any) -> bool:
    """True when ``value`` is plain JSON data with finite numbers (no NaN or Infinity)."""
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, float) and not math.isfinite(v):
            return False
        if isinstance(v, Mapping):
            stack.extend(v.values())
        elif isinstance(v, list | tuple):
            stack.extend(v)
    return True
