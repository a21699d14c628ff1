"""A finished game kept in the recent list is a saved game like any other: before a double-click shows it
again it passes the one loader's checks (desktop.ui.play.saves.check_game); a tampered one is refused with a
message and the board is left as it was."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop.games.toybattle.engine import legal_actions
from desktop.ui.play.frame import PlayFrame, play_dir, read_recent
from desktop.ui.play.worker import ComputerMover


@pytest.fixture
def frame(qtbot):  # type: ignore[no-untyped-def]
    f = PlayFrame(None)
    qtbot.addWidget(f)
    f.resize(1024, 700)
    f.show()
    yield f
    f.shutdown()
    ComputerMover.wait_all(10_000)


def _finish_a_game(frame: PlayFrame) -> None:
    board = frame.open_board("toybattle")
    board.animation_ms = 0
    board.start({"terrain": "caribbean", "opponent": "person", "first": "blue", "seed": 3})
    while not board.game.state.over:
        board.play(legal_actions(board.game.state)[0])


def test_the_recent_list_keeps_who_played_the_result_and_the_game(frame: PlayFrame) -> None:
    _finish_a_game(frame)
    entry = read_recent()[0]
    assert [p["seat"] for p in entry["players"]] == ["person", "person"]
    assert entry["winner"] in (0, 1, None)
    assert isinstance(entry["state"], dict) and entry["state"]["game"] == "toybattle"


def test_a_tampered_finished_game_is_refused_with_a_message(frame: PlayFrame, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    _finish_a_game(frame)
    path = play_dir() / "recent.json"
    entries = json.loads(path.read_text("utf-8"))
    entries[0]["state"]["turn"] = 10**9  # past any turn limit
    path.write_text(json.dumps(entries), encoding="utf-8")
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, _t, text, *a, **k: said.append(text))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    board = frame.boards["toybattle"]
    before = board.game.state
    assert frame.replay(read_recent()[0]) is False
    assert said and "turn" in said[0]
    assert board.game.state == before
