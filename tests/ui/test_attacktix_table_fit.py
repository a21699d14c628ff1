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


def _thunderclap_for_red(w: AttacktixBoard) -> list[dict]:  # type: ignore[type-arg]
    """A Thunderclap choice put in front of Red by hand (the engine's tests cover how it arises)."""
    s = w.game.state
    blue = s.in_play(0)
    s.pending.append(
        {
            "player": 1,
            "kind": "move_targets",
            "fig": s.in_play(1)[0]["id"],
            "power": "thunderclap",
            "action": "move_figures",
            "options": [f["id"] for f in blue],
            "count": 3,
            "distance": 4.0,
            "turn_wheels": False,
            "may_leave_arena": False,
        }
    )
    s.in_play(1)[0]["zone"] = "falling"
    w._refresh()
    return blue


def test_a_powers_push_slides_the_figures_on_the_table_like_a_shot(board, qtbot) -> None:  # type: ignore[no-untyped-def]
    board.start(dict(HOT_SEAT))
    board.set_animation_speed("normal", remember=False)
    blue = _thunderclap_for_red(board)
    f = dict(blue[1])
    arena = board.arena
    arena.push[f["id"]] = (f["x"] + 3.0, f["y"] + 2.0)
    arena.push_options = [g["id"] for g in blue]
    board._confirm_push()
    g = board.game.state.fig(f["id"])
    assert (g["x"], g["y"]) != (f["x"], f["y"])
    assert arena.animating()  # the push plays on the table, not at once
    arena.elapsed_ms = lambda: 0.0
    assert arena.shown_figures()[f["id"]] == pytest.approx((f["x"], f["y"]))
    duration = arena._anim["duration"]
    arena.elapsed_ms = lambda: duration * 500.0  # half way (at Normal speed)
    x, y = arena.shown_figures()[f["id"]]
    assert 0.1 < abs(x - f["x"]) < abs(g["x"] - f["x"]) - 0.1
    arena.elapsed_ms = lambda: duration * 1000.0
    assert arena.shown_figures()[f["id"]] == pytest.approx((g["x"], g["y"]))
    del arena.elapsed_ms
    with qtbot.waitSignal(arena.animation_finished, timeout=5_000):
        pass
    assert not arena.animating()


def test_a_figure_coming_back_into_play_slides_in_from_its_owners_edge(board) -> None:  # type: ignore[no-untyped-def]
    board.start(dict(HOT_SEAT))
    s = board.game.state
    f = s.in_play(1)[0]
    before = s.copy()
    before.fig(f["id"])["zone"] = "backup"
    slides = board._slides([{"kind": "placed", "fig": f["id"], "x": f["x"], "y": f["y"], "slot": 0}], before)
    start, end = slides[f["id"]]
    assert end == (f["x"], f["y"]) and start[1] > s.options.arena_size  # Red's edge is the far one
    board.arena.animate_slides(slides, s, 1.0)
    board.arena.elapsed_ms = lambda: 0.0
    assert board.arena.shown_figures()[f["id"]][1] > s.options.arena_size
