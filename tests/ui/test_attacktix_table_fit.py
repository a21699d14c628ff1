"""Issue 28's second pass on the Attacktix table: what a person follows at 1024×700 (squad lists that wrap
instead of scrolling sideways, the computer's turn in players' words, short labels at small scale), the
powers' pushes animated like shots, and a figure moved from the keyboard."""

from __future__ import annotations

import pytest

from desktop.ui.games.attacktix.board import AttacktixBoard
from desktop.ui.play.worker import ComputerMover

HOT_SEAT = {
    "seats": ["person", "person"],
    "seed": 3,
    "names": ["Blue", "Red"],
    "options": {"first_player": "a", "steady_hand": 100},
}


@pytest.fixture
def board(qtbot):  # type: ignore[no-untyped-def]
    w = AttacktixBoard(None)
    w.set_animation_speed("off", remember=False)
    qtbot.addWidget(w)
    w.resize(1024, 700)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.shutdown()
    ComputerMover.wait_all(10_000)


def test_the_squad_lists_wrap_their_lines_at_1024_instead_of_scrolling_sideways(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.resize(900, 640)  # the board's share of a 1024×700 main window
    board.start(dict(HOT_SEAT, names=["Blue Thunderbolts of the North", "Red"]))
    qtbot.wait(50)
    for lst in board.side_lists:
        assert lst.count() > 3
        assert not lst.horizontalScrollBar().isVisible()
        room = lst.viewport().width()
        for i in range(lst.count()):
            rect = lst.visualItemRect(lst.item(i))
            assert rect.right() <= room + 1, lst.item(i).text()


def test_the_computers_turn_is_named_in_players_words(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.set_animation_speed("normal", remember=False)
    titles: list[str] = []
    board.title_changed.connect(titles.append)
    board.start(dict(HOT_SEAT, seats=["easy", "person"], names=["Robo", "Ann"]))
    qtbot.waitUntil(lambda: any("Robo" in t for t in titles), timeout=5_000)
    title = next(t for t in titles if "Robo" in t)
    assert "(computer)" not in title
    assert title == "Robo's turn: the computer is moving for them"
