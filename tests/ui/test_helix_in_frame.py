"""The Battle Helix board inside the Play frame: turn title, autosave and resume, game over, rematch, menus."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from desktop.games.helix.engine import shipped_glyphs
from desktop.ui.games.helix.board import HelixBoard
from desktop.ui.games.helix.widgets import GlyphView
from desktop.ui.play import frame as frame_module
from desktop.ui.play.frame import PlayFrame, autosave_path, read_autosave
from desktop.ui.play.worker import Background

GLYPHS = [g.to_dict() for g in shipped_glyphs().values()]
SETUP = {
    "helixes": [GLYPHS[:6], GLYPHS[6:12]],
    "names": ["Ann", "Bo"],
    "pieces": 3,
    "seed": 9,
    "opponent": "person",
}


@pytest.fixture
def frame(qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setattr(GlyphView, "ANIMATION_MS", 0)
    monkeypatch.setattr(HelixBoard, "COMPUTER_DELAY_MS", 0)
    f = PlayFrame(None)
    qtbot.addWidget(f)
    f.resize(1280, 800)
    f.show()
    qtbot.waitExposed(f)
    yield f
    for b in f.boards.values():
        getattr(b, "shutdown", lambda: None)()
    Background.wait(10_000)


def settle(qtbot, board: HelixBoard) -> None:  # type: ignore[no-untyped-def]
    def idle() -> bool:
        QApplication.processEvents()
        return not board.background.busy() and not board._computer_timer.isActive()

    qtbot.waitUntil(idle, timeout=20_000)


def test_helix_in_the_frame_autosave_resume_game_over(qtbot, frame):  # type: ignore[no-untyped-def]
    board = frame.start("helix", dict(SETUP))
    assert isinstance(board, HelixBoard)
    settle(qtbot, board)
    host = frame.hosts["helix"]
    assert host.title.text() == board.title() and "B / W" in board.title()
    assert not board.title_label.isVisible() and not board.new_button.isVisible()  # the frame shows them
    board.call("black")
    assert read_autosave("helix") is not None  # autosaved after the turn
    assert frame.act_undo.isEnabled()
    frame.undo()
    assert board.game.log == []
    frame.redo()
    assert len(board.game.log) == 1
    # a new frame offers the unfinished battle and resumes it exactly
    other = PlayFrame(None)
    qtbot.addWidget(other)
    assert "helix" in dict(other.resumable())
    assert other.resume("helix")
    resumed = other.boards["helix"]
    assert resumed.game.state.to_dict() == board.game.state.to_dict()
    resumed.shutdown()
    # play to the end: the overlay shows the result and the autosave is gone
    for _ in range(500):
        if board.game.state.over:
            break
        board.call("white")
    assert board.game.state.over
    assert host.overlay.isVisible()
    assert not autosave_path("helix").exists()
    recent = frame_module.read_recent()
    assert recent and recent[0]["game"] == "helix"
    frame.rematch("helix")
    assert board.in_progress() and not host.overlay.isVisible()
