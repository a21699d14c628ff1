"""Saved games' refusals in the interface's language (Qt side of :mod:`desktop.ui.play.saves`).

The loader and the games' checks (no Qt) raise :class:`~desktop.games.saves.SaveProblem`: an English
template with ``{named}`` parameters, some of which name a part of the save (:class:`~desktop.games.saves.
Part`). Both are translated in the "SavedGames" context; :data:`STRINGS` marks every one of them for
lupdate (``tests/reliability/test_saved_games_loader.py`` checks that the list is complete: add a new
template here). Catalog problems a refusal carries are shown through the catalog's own texts.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.ui.errors import box_text  # noqa: F401 (the play screens call it from here)

CONTEXT = "SavedGames"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name lupdate looks for
    return text


STRINGS = (
    QT_TRANSLATE_NOOP("SavedGames", '{where} must be text'),
    QT_TRANSLATE_NOOP("SavedGames", '{where} is longer than {n} characters'),
    QT_TRANSLATE_NOOP("SavedGames", '{where} must be one line'),
    QT_TRANSLATE_NOOP("SavedGames", '{where} holds an invisible or control character (U+{code}), which is not allowed'),
    QT_TRANSLATE_NOOP("SavedGames", '{where} must not be empty'),
    QT_TRANSLATE_NOOP("SavedGames", '{where} must be a list of {n} names'),
    QT_TRANSLATE_NOOP("SavedGames", '{where} must be a key of at most {n} characters'),
    QT_TRANSLATE_NOOP("SavedGames", '{where} must be a whole number from {min} to {max}, not {value}'),
    QT_TRANSLATE_NOOP("SavedGames", '{where} must be an object'),
    QT_TRANSLATE_NOOP("SavedGames", "{where} is outside the catalog's bounds"),
    QT_TRANSLATE_NOOP("SavedGames", 'the file holds more than {n} values'),
    QT_TRANSLATE_NOOP("SavedGames", 'a text in the file ({field}) is longer than {n} characters'),
    QT_TRANSLATE_NOOP("SavedGames", 'a number in the file ({field}) is far too big: {value}'),
    QT_TRANSLATE_NOOP("SavedGames", 'a number in the file ({field}) is not finite'),
    QT_TRANSLATE_NOOP("SavedGames", 'the file holds a value that is not plain data ({field})'),
    QT_TRANSLATE_NOOP("SavedGames", 'a field name in the file ({field}) is not a short text'),
    QT_TRANSLATE_NOOP("SavedGames", 'the player names'),
    QT_TRANSLATE_NOOP("SavedGames", 'a figure of the squads'),
    QT_TRANSLATE_NOOP("SavedGames", 'a power of the squads'),
    QT_TRANSLATE_NOOP("SavedGames", 'an effect of the squads'),
    QT_TRANSLATE_NOOP("SavedGames", 'the saved shots'),
    QT_TRANSLATE_NOOP("SavedGames", 'the saved game has no set-up'),
    QT_TRANSLATE_NOOP("SavedGames", '{where} must be two lists'),
    QT_TRANSLATE_NOOP("SavedGames", '{where} must be a list of actions'),
    QT_TRANSLATE_NOOP("SavedGames", 'the helix names'),
    QT_TRANSLATE_NOOP("SavedGames", 'a glyph of the helixes'),
    QT_TRANSLATE_NOOP("SavedGames", 'a terrain of the battle'),
    QT_TRANSLATE_NOOP("SavedGames", 'the pieces'),
    QT_TRANSLATE_NOOP("SavedGames", 'the round'),
    QT_TRANSLATE_NOOP("SavedGames", 'the round limit'),
    QT_TRANSLATE_NOOP("SavedGames", 'the battle needs two helixes of 6 glyphs'),
    QT_TRANSLATE_NOOP("SavedGames", '{where} must be a list'),
    QT_TRANSLATE_NOOP("SavedGames", 'the rules of the battle must be an object'),
    QT_TRANSLATE_NOOP("SavedGames", 'a battle of these helixes can go on for ever: it needs a round limit'),
    QT_TRANSLATE_NOOP("SavedGames", 'the gold glyphs'),
    QT_TRANSLATE_NOOP("SavedGames", 'a helix holds {count} gold glyphs; at most {n} are allowed'),
    QT_TRANSLATE_NOOP("SavedGames", "the saved game's summary must be an object"),
    QT_TRANSLATE_NOOP("SavedGames", '{where} must be two whole numbers'),
    QT_TRANSLATE_NOOP("SavedGames", 'the seats'),
    QT_TRANSLATE_NOOP("SavedGames", 'the terrain'),
    QT_TRANSLATE_NOOP("SavedGames", 'the turn'),
    QT_TRANSLATE_NOOP("SavedGames", "the game's settings"),
    QT_TRANSLATE_NOOP("SavedGames", '{where} must map the colours to names'),
    QT_TRANSLATE_NOOP("SavedGames", 'the games of the match'),
    QT_TRANSLATE_NOOP("SavedGames", 'the file is larger than {n} MB'),
    QT_TRANSLATE_NOOP("SavedGames", 'this file is not a saved game'),
    QT_TRANSLATE_NOOP("SavedGames", 'this file is a saved game of another game'),
    QT_TRANSLATE_NOOP("SavedGames", 'this file is not a saved match'),
    QT_TRANSLATE_NOOP("SavedGames", '{where} must be a list of at most {n} results'),
    QT_TRANSLATE_NOOP("SavedGames", 'the colour of player A'),
    QT_TRANSLATE_NOOP("SavedGames", 'the file could not be read: {reason}'),
    QT_TRANSLATE_NOOP("SavedGames", 'the file is not text (UTF-8)'),
    QT_TRANSLATE_NOOP("SavedGames", 'the file is nested too deeply'),
    QT_TRANSLATE_NOOP("SavedGames", 'the file is not valid JSON'),
    QT_TRANSLATE_NOOP("SavedGames", 'this file is not a list of recent games'),
    QT_TRANSLATE_NOOP("SavedGames", 'a result of the match cannot be scored: {reason}'),
    QT_TRANSLATE_NOOP("SavedGames", 'this game was saved by a newer version of Toybox Arena (format {n}); this app reads format {m}'),
    QT_TRANSLATE_NOOP("SavedGames", 'the file does not say which format it was saved in; this app reads format {m}'),
    QT_TRANSLATE_NOOP("SavedGames", 'the file names format {n}, which no version of Toybox Arena wrote; this app reads format {m}'),
    QT_TRANSLATE_NOOP("SavedGames", '{where} must map the colours to who plays them'),
    QT_TRANSLATE_NOOP("SavedGames", '{where} must be one of {choices}, not {value}'),
    QT_TRANSLATE_NOOP("SavedGames", '{where} is {shown}, but the saved moves reach turn {actual}'),
    QT_TRANSLATE_NOOP("SavedGames", 'the saved moves cannot be replayed: {reason}'),
    QT_TRANSLATE_NOOP("SavedGames", "the saved game's summary (pieces {shown_pieces}, round {shown_round}) is not what its moves give (pieces {pieces}, round {round})"),
    QT_TRANSLATE_NOOP("SavedGames", '{where} does not match the saved moves'),
    QT_TRANSLATE_NOOP("SavedGames", '{where} cannot be played again (step {n}): {reason}'),
    QT_TRANSLATE_NOOP("SavedGames", 'the list of who made each move'),
    QT_TRANSLATE_NOOP("SavedGames", 'the moves taken back'),
    QT_TRANSLATE_NOOP("SavedGames", 'the game it holds cannot be described: {reason}'),
    QT_TRANSLATE_NOOP("SavedGames", 'the saved shots end differently on this build; the game cannot be restored exactly'),
    QT_TRANSLATE_NOOP("SavedGames", 'the opponent'),
    QT_TRANSLATE_NOOP("SavedGames", 'the colour'),
    QT_TRANSLATE_NOOP("SavedGames", 'who starts'),
    QT_TRANSLATE_NOOP("SavedGames", '{where} is named {shown}, but the game is played on {actual}'),
)


def message(exc: BaseException) -> str:
    """What to show for a refused save: its template translated and filled in (parts translated too),
    then the catalog problems it carries; the English message when the template does not fit."""
    template = getattr(exc, "template", None)
    if not isinstance(template, str):
        return str(exc)
    params: dict[str, Any] = {}
    for name, value in (getattr(exc, "params", None) or {}).items():
        params[name] = QCoreApplication.translate(CONTEXT, value) if _is_part(value) else value
    text = None
    for t in (QCoreApplication.translate(CONTEXT, template), template):
        try:
            text = t.format(**params)
            break
        except (KeyError, IndexError, ValueError, AttributeError):
            continue
    if text is None:
        text = str(exc)
    text = text[:1].upper() + text[1:]
    problems = getattr(exc, "problems", ()) or ()
    if problems:
        from desktop.games.catalog_schema import get_kind
        from desktop.ui.catalog.values import problem_line

        try:
            spec = get_kind(exc.kind) if getattr(exc, "kind", None) else None  # type: ignore[attr-defined]
        except KeyError:
            spec = None
        text += "\n" + "\n".join(problem_line(p, spec) for p in list(problems)[:4])
    return text


def _is_part(value: Any) -> bool:
    from desktop.games.saves import Part

    return isinstance(value, Part)


def templates() -> list[str]:
    """Every literal template and part in the loader and the games' checks (for the completeness test)."""
    root = Path(__file__).resolve().parents[2]
    files = [
        root / "games" / "saves.py",
        *sorted((root / "games").glob("*/saves.py")),
        root / "ui" / "play" / "saves.py",
    ]
    found: list[str] = []
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""
            first = node.args[0]
            if name in ("SaveProblem", "Part", "template") and isinstance(first, ast.Constant):
                if isinstance(first.value, str) and first.value not in found:
                    found.append(first.value)
    return found
