"""The Attacktix board writes distances as the interface's language writes numbers (no "4.0 тікс") and says
the score in a sentence a player can read (review s8, item 17)."""

from __future__ import annotations

import pytest

from desktop.ui import i18n
from desktop.ui.games.attacktix.board import AttacktixBoard
from desktop.ui.play.worker import ComputerMover

HOT_SEAT = {
    "seats": ["person", "person"],
    "seed": 3,
    "names": ["Синій", "Червоний"],
    "options": {"first_player": "a", "steady_hand": 100},
}


@pytest.fixture
def uk(qtbot):  # type: ignore[no-untyped-def]
    assert i18n.install("uk")
    yield
    i18n.install("en")


@pytest.fixture
def board(qtbot, uk):  # type: ignore[no-untyped-def]
    w = AttacktixBoard(None)
    w.animation_speed = 40.0
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    yield w
    w.shutdown()
    ComputerMover.wait_all(10_000)


def test_distances_follow_the_language_and_whole_ones_have_no_decimals(uk) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.games.attacktix.toys import tix_text

    assert tix_text(4.0) == "4"
    assert tix_text(3.96) == "4"
    assert tix_text(4.5) == "4,5"
    i18n.install("en")
    assert tix_text(4.5) == "4.5" and tix_text(12.0) == "12"


def test_the_log_says_a_move_in_ukrainian_numbers(board) -> None:  # type: ignore[no-untyped-def]
    board.start(dict(HOT_SEAT))
    s = board.game.state
    fid = s.in_play(0)[0]["id"]
    moved = {"kind": "moved", "fig": fid, "distance": 4.0, "window": {"speed": 6, "colour": "white"}}
    pushed = {"kind": "pushed", "fig": fid, "distance": 2.5}
    lines = board._describe([moved, pushed], s, s)
    assert "переміщується на 4 тікс;" in lines[0] and "4.0" not in lines[0]
    assert "переміщено на 2,5 тікс." in lines[1]


def test_the_score_line_reads_as_points_for_the_opponents_defeated_figures(board) -> None:  # type: ignore[no-untyped-def]
    board.start(dict(HOT_SEAT))
    s = board.game.state
    s.points = [0, 21]
    assert board._side_heading(s, 0).endswith("Рахунок: 0 очок за переможені фігури суперника")
    assert board._side_heading(s, 1).endswith("Рахунок: 21 очко за переможені фігури суперника")
    assert "гравця" not in board._side_heading(s, 0)
