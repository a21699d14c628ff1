"""Bounds of every number that enters through the command line, checked while the arguments are parsed.

A number that is out of range, not a whole number, or absurdly long is refused as a usage error (one
line, exit status 2) before any work starts: no OverflowError from the database driver, no run that
never ends. Each type here is an ``argparse`` ``type=`` callable; :func:`bounded_int` is the one for a
plain number. Every such callable carries ``numeric_bounds`` (``(low, high)`` or None) so that the
tests can list every numeric option of every verb and try huge, negative and garbage values on each.

Standard library only: the parsers of every verb import this module (see desktop/cli/__init__.py).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import Any

__all__ = [
    "ID_MAX",
    "REF_MAX_CHARS",
    "bounded_int",
    "id_number",
    "reference",
    "int_list",
    "player_pair",
    "quote",
]

ID_MAX = 2**63 - 1
"""The largest id, version or seed a database row can hold (a signed 64-bit integer)."""
REF_MAX_CHARS = 800
"""An EVENT/PLAYER/MATCH argument (an id, a code or a name): longer is no name the app could store."""
QUOTE_MAX = 80


def quote(value: object, limit: int = QUOTE_MAX) -> str:
    """``repr`` of a value from the user, cut to about ``limit`` characters (for messages)."""
    from desktop.validation import quote_value

    return quote_value(value, limit)


def _parse_whole(text: str, low: int, high: int, what: str) -> int:
    """``text`` as a whole number from ``low`` to ``high``; ``what`` starts the message ("" when argparse
    names the option itself)."""
    t = text.strip()
    digits = t[1:] if t[:1] in "+-" else t
    head = f"{what} must be" if what else "must be"
    # The length is checked before int(): a number of thousands of digits costs nothing to refuse.
    if (
        not digits
        or not (digits.isascii() and digits.isdigit())
        or len(digits.lstrip("0")) > len(str(max(abs(low), abs(high))))
    ):
        raise argparse.ArgumentTypeError(f"{head} a whole number from {low} to {high}, not {quote(t)}")
    value = int(t)
    if not low <= value <= high:
        raise argparse.ArgumentTypeError(f"{head} a whole number from {low} to {high}, not {value}")
    return value


def bounded_int(low: int, high: int, what: str = "") -> Callable[[str], int]:
    """An argparse type: a whole number (ASCII digits, optional sign) from ``low`` to ``high``
    (``what``: the subject of the message when argparse does not name the option, e.g. a positional)."""

    def parse(text: str) -> int:
        return _parse_whole(text, low, high, "" if what.startswith("-") else what)

    parse.numeric_bounds = (low, high)  # type: ignore[attr-defined]
    parse.__name__ = "whole number"  # argparse names the type in its own messages
    return parse


def id_number(what: str = "the id") -> Callable[[str], int]:
    """An argparse type: a database id (1 to :data:`ID_MAX`)."""
    return bounded_int(1, ID_MAX, what)


def reference(what: str) -> Callable[[str], str]:
    """An argparse type for an EVENT, PLAYER or MATCH argument: an id, a code or a name, kept as text.

    All digits means an id, which must fit a database row (1 to :data:`ID_MAX`); any text is at most
    :data:`REF_MAX_CHARS` characters."""

    def parse(text: str) -> str:
        if len(text) > REF_MAX_CHARS:
            raise argparse.ArgumentTypeError(
                f"{what} is an id or a name of at most {REF_MAX_CHARS} characters, not {quote(text)}"
            )
        t = text.strip()
        if t.isascii() and t.isdigit() and (len(t.lstrip("0")) > len(str(ID_MAX)) or int(t) > ID_MAX):
            raise argparse.ArgumentTypeError(f"an id is a whole number up to {ID_MAX}, not {quote(t)}")
        return text

    parse.numeric_bounds = (0, ID_MAX)  # type: ignore[attr-defined]
    parse.__name__ = "id or name"
    return parse


def int_list(
    count: int, low: int, high: int, what: str, example: str, names: str = ""
) -> Callable[[str], tuple[int, ...]]:
    """An argparse type: ``count`` whole numbers separated by commas, each from ``low`` to ``high``."""

    def parse(text: str) -> tuple[int, ...]:
        if len(text) > 40 * count:
            raise argparse.ArgumentTypeError(f"{what} looks like {example}{names}, not {quote(text)}")
        parts = text.split(",")
        if len(parts) != count:
            raise argparse.ArgumentTypeError(f"{what} has {count} numbers{names}, like {example}")
        return tuple(_parse_whole(p, low, high, "each number") for p in parts)

    parse.numeric_bounds = (low, high)  # type: ignore[attr-defined]
    parse.__name__ = "list of numbers"
    return parse


def player_pair(budget_max: int, what: str = "the budget") -> Callable[[str], str]:
    """An argparse type for ``--players A,B`` of ``simulate``: two player specs, each a name or
    ``NAME:N`` whose N is a whole number from 1 to ``budget_max`` (the names are checked later)."""

    def parse(text: str) -> str:
        if len(text) > 200:
            raise argparse.ArgumentTypeError(f"--players is two players like easy,hard, not {quote(text)}")
        parts = [p.strip() for p in text.split(",")]
        for p in parts:
            _name, sep, budget = p.partition(":")
            b = budget.strip()
            if sep and (b[1:] if b[:1] in "+-" else b).isdigit():  # other text: refused by name later
                _parse_whole(b, 1, budget_max, f"{what} of {quote(p, 20)}")
        return text

    parse.numeric_bounds = (1, budget_max)  # type: ignore[attr-defined]
    parse.__name__ = "two players"
    return parse


def numeric_actions(parser: argparse.ArgumentParser) -> list[tuple[str, argparse.Action, Any]]:
    """Every (command, action) of ``parser`` and its sub-parsers whose type carries bounds or is a
    bare ``int``/``float`` (which has none): for the tests."""
    out: list[tuple[str, argparse.Action, Any]] = []
    stack: list[tuple[str, argparse.ArgumentParser]] = [(parser.prog, parser)]
    while stack:
        prog, p = stack.pop()
        for action in p._actions:
            if isinstance(action, argparse._SubParsersAction):
                for name, child in action.choices.items():
                    stack.append((f"{prog} {name}", child))
                continue
            t = action.type
            if t in (int, float) or hasattr(t, "numeric_bounds"):
                out.append((prog, action, t))
    return out
