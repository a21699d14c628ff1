"""A finished game stays finished (review 9, item 6): once a game is over, the frame's Undo and Redo are
off and do nothing on every board, so a finished game against the computer is not reopened, no autosave is
written again and it is listed once in the recent games."""

from __future__ import annotations

import json
import random

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop.games.helix.engine import legal_actions as helix_legal
from desktop.games.helix.engine import shipped_glyphs
from desktop.games.toybattle.engine import Game, position
from desktop.ui.games.helix.board import HelixBoard
from desktop.ui.games.helix.widgets import GlyphView
from desktop.ui.play.frame import PlayFrame, autosave_path, may_step, play_dir
from desktop.ui.play.worker import Background, ComputerMover


@pytest.fixture
def frame(qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Close)
    monkeypatch.setattr(GlyphView, "ANIMATION_MS", 0)
    monkeypatch.setattr(HelixBoard, "COMPUTER_DELAY_MS", 0)
    f = PlayFrame(None)
    qtbot.addWidget(f)
    f.resize(1024, 700)
    f.show()
    qtbot.waitExposed(f)
    yield f
    for b in f.boards.values():
        getattr(b, "shutdown", lambda: None)()
    ComputerMover.wait_all(10_000)
    Background.wait(10_000)


def recent_count() -> int:
    path = play_dir() / "recent.json"
    return len(json.loads(path.read_text(encoding="utf-8"))) if path.exists() else 0


def assert_stays_finished(frame: PlayFrame, board, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert not board.in_progress()
    assert not autosave_path(board.game_key).exists()
    assert recent_count() == 1
    assert not frame.act_undo.isEnabled() and not frame.act_redo.isEnabled()
    assert not may_step(board, "can_undo")
    frame.act_undo.trigger()  # the key, the menu, the tool button: nothing happens
    frame.undo()
    qtbot.wait(50)
    assert not board.in_progress()
    assert frame.hosts[board.game_key].overlay.isVisible()
    assert not autosave_path(board.game_key).exists()
    assert recent_count() == 1


def test_a_toy_battle_game_won_against_the_computer_cannot_be_undone(qtbot, frame: PlayFrame) -> None:  # type: ignore[no-untyped-def]
    board = frame.open_board("toybattle")
    board.animation_ms = 0
    board.start({"terrain": "caribbean", "opponent": "easy", "colour": "blue", "first": "blue", "seed": 3})
    stacks = {b: [("blue", k)] for b, k in ((11, "skully"), (12, "skully"), (17, "star"), (20, "star"))}
    state = position("caribbean", board=stacks, racks={"blue": ["roxy", "star"], "red": []},
                     reserves={"blue": ["kwak"], "red": ["kwak", "kwak"]})  # red can only draw
    game = Game(state.terrain, 0, state.options, players={"blue": "person", "red": "easy"})
    game.state, game.history = state, [state]
    board._begin(game)
    board.pick_troop("star")  # one turn of the person's before the win: the turn Undo would take back
    board.click_node(11)
    while board.human_to_act() and board.game.state.pending() is not None:
        board.skip()
    qtbot.waitUntil(lambda: board.human_to_act() or not board.in_progress(), timeout=20_000)
    assert board.in_progress() and frame.current_board() is board and frame.act_undo.isEnabled()
    board.pick_troop("roxy")
    board.click_node(41)  # the red HQ: Blue wins
    assert board.game.state.over and board.can_undo()  # the board alone would take it back
    assert_stays_finished(frame, board, qtbot)


def test_a_helix_battle_lost_to_the_computer_cannot_be_undone(qtbot, frame: PlayFrame) -> None:  # type: ignore[no-untyped-def]
    glyphs = [g.to_dict() for g in shipped_glyphs().values()]
    board = frame.start(
        "helix",
        {"helixes": [glyphs[:6], glyphs[6:12]], "names": ["Ann", "Computer"], "pieces": 2, "seed": 9,
         "opponent": "easy"},
    )
    rng = random.Random(2)
    qtbot.waitUntil(lambda: board.game.state.over or (
        board.seats[board.game.state.to_move] == "person" and not board._thinking), timeout=20_000)
    for _ in range(400):
        s = board.game.state
        if s.over:
            break
        if board.seats[s.to_move] == "person" and not board._thinking:
            board._act(rng.choice(helix_legal(board.game)))
        else:
            qtbot.wait(10)
    qtbot.waitUntil(lambda: board.game.state.over, timeout=20_000)
    qtbot.wait(50)
    assert board.can_undo()  # the board alone would take it back
    assert_stays_finished(frame, board, qtbot)
