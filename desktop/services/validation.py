"""Validation the services share: the pure text and JSON rules of :mod:`desktop.validation` (one
module for every entry point) plus the checks that need the game registry (a game result's fields).

Every service calls these before its write transaction starts.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.validation import (
    EMAIL_MAX,
    JSON_MAX_DEPTH,
    KEY_MAX,
    LIMITS,
    NAME_MAX,
    RESULT_TEXT_MAX,
    TEXT_MAX,
    WHO_MAX,
    TextProblem,
    check_json_value,
    clean_name,
    clean_text,
    json_depth,
    load_json,
    quote_value,
    strip_invisible,
    text_problem,
)

__all__ = [
    "EMAIL_MAX",
    "JSON_MAX_DEPTH",
    "KEY_MAX",
    "LIMITS",
    "NAME_MAX",
    "RATING_RANGE",
    "RESULT_TEXT_MAX",
    "TEXT_MAX",
    "WHO_MAX",
    "TextProblem",
    "check_json_value",
    "clean_name",
    "clean_text",
    "clean_who",
    "check_rating",
    "check_result_fields",
    "json_depth",
    "load_json",
    "parse_rating",
    "quote_value",
    "strip_invisible",
    "text_problem",
]

RATING_RANGE = (0, 10_000)


def clean_who(value: Any) -> str:
    """A scorekeeper's name for the audit trail."""
    return clean_name(value, "who", maximum=WHO_MAX, what="The scorekeeper's name")


def check_rating(value: Any, field: str = "rating") -> int | None:
    """A rating: None, or a whole number within :data:`RATING_RANGE` (bools refused)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int):
        raise TextProblem(field, "the rating must be a whole number")
    low, high = RATING_RANGE
    if not low <= value <= high:
        raise TextProblem(field, "the rating must be between {low} and {high}", low=low, high=high)
    return value


def parse_rating(text: str, field: str = "rating") -> int | None:
    """A rating written as text: ASCII digits only (no sign, no ``_``, no other scripts' digits)."""
    t = text.strip()
    if not t:
        return None
    if not (t.isascii() and t.isdigit()):
        raise TextProblem(field, "rating {value} is not a whole number", value=quote_value(t))
    if len(t.lstrip("0")) > len(str(RATING_RANGE[1])):  # before int(): thousands of digits cost nothing
        low, high = RATING_RANGE
        raise TextProblem(field, "the rating must be between {low} and {high}", low=low, high=high)
    return check_rating(int(t), field)


def check_result_fields(game: Any, result: Mapping[str, Any], number: int = 1) -> dict[str, Any]:
    """A game result with only the game's own fields, each of a plain JSON type and text within its
    limit; an unknown field is refused (``TextProblem`` naming it)."""
    if not isinstance(result, Mapping):
        raise TextProblem("game", "game {number}: a result is an object of fields", number=number)
    known = {f.key: f for f in game.result_fields}
    out: dict[str, Any] = {}
    for key, value in result.items():
        if not isinstance(key, str) or key not in known:
            raise TextProblem(
                str(key)[:40],
                "game {number}: {key!r} is not a result field of {game_key}; the fields are {fields}",
                number=number,
                key=str(key)[:40],
                game_key=game.key,
                fields=", ".join(known),
            )
        f = known[key]
        if isinstance(value, str):
            limit = RESULT_TEXT_MAX if f.kind == "text" else KEY_MAX
            problem = text_problem(value, maximum=limit)
            if problem is not None:
                template, params = problem
                raise TextProblem(key, "game {number}: {key} " + template, number=number, key=key, **params)
        elif value is not None and not isinstance(value, bool | int | float):
            raise TextProblem(key, "game {number}: {key} must be a single value", number=number, key=key)
        if isinstance(value, float) and not check_json_value(value):
            raise TextProblem(key, "game {number}: {key} must be a finite number", number=number, key=key)
        out[key] = value
    return out
