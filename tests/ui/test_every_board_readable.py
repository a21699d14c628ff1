"""Every board (each game of the UI list, ``desktop.ui.games.UI_GAMES``) at 1024x700, in English and
Ukrainian, with the light and a dark palette (issue 23's "Done when"), with the checks of
``test_every_page_readable``: no clipped label or cut table heading, no English interface string in the
Ukrainian UI, every label readable on the dark palette. Each board is shown with a game running (the
landing's Quick game: you against the computer on Normal) and with its game-over card.

The renders are written to the test's temporary folder (``board-<lang>-<palette>-<game>-<state>.png``)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox
from test_every_page_readable import (  # the same checks and the same language and palette fixtures
    SIZE,
    _close,
    _settle,
    clipped_labels,
    cut_headings,
    lang,
    look,
    unreadable,
    untranslated,
)

from desktop.ui import games
from desktop.ui.main_window import MainWindow
from desktop.ui.play.worker import ComputerMover

__all__ = ["lang", "look"]  # fixtures, used by name


def _idle(board) -> bool:  # type: ignore[no-untyped-def]
    """No computer move or animation under way (the boards' workers, where they have one)."""
    mover = getattr(board, "mover", None)
    return not bool(getattr(mover, "busy", False)) and not bool(getattr(board, "_waiting", False))


@pytest.mark.parametrize("key", sorted(games.UI_GAMES))
def test_every_board_is_readable_at_1024x700(key, lang, look, ctx, qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Close)
    win = MainWindow(ctx)
    win.resize(*SIZE)
    win.show()
    qtbot.waitExposed(win)
    problems: list[str] = []
    try:
        frame = win.show_page("play").frame
        assert frame.quick_game(key), key
        board = frame.boards[key]
        qtbot.waitUntil(lambda: _idle(board), timeout=30_000)
        host = frame.hosts[key]
        states = [
            ("running", None),
            ("won", {"reason": "", "lines": [], "winner": "Olena", "look": "win"}),
            ("lost", {"reason": "", "lines": [], "winner": "Olena", "look": "loss"}),
            ("draw", {"reason": "", "lines": [], "winner": None, "look": "draw"}),
        ]
        for state, overlay in states:
            if overlay is not None:
                host.overlay.show_result(overlay)
            win.resize(*SIZE)
            _settle()
            win.grab().save(str(tmp_path / f"board-{lang}-{look}-{key}-{state}.png"))
            name = f"{key} ({state})"
            problems += [f"{name}: clipped {p}" for p in clipped_labels(win)]
            problems += [f"{name}: cut heading {p}" for p in cut_headings(win)]
            if lang == "uk":
                problems += [f"{name}: untranslated {t!r}" for t in untranslated(win)]
            if look == "dark":
                problems += [f"{name}: unreadable {p}" for p in unreadable(win)]
    finally:
        frame = win.page("play").frame if hasattr(win, "page") else None
        if frame is not None:
            frame.shutdown()
        ComputerMover.wait_all(10_000)
        _close(win, qtbot)
    assert not problems, "\n".join(problems)
