"""Toy Battle for a new user (issue 23): keyboard play (the arrow keys move a cursor over the lit bases,
Enter plays there, Esc cancels, effects likewise), the hot-seat "Pass to …" screen with the players' names
(also in tournament matches), and a game-over card without the gold medal for a loss or a draw."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop.games.toybattle.engine import Action, Game, position
from desktop.ui.games.toybattle.board import ToyBattlePlayWidget
from desktop.ui.games.toybattle.match import ADAPTER
from desktop.ui.games.toybattle.scene import step_cursor
from desktop.ui.play.frame import GameOverOverlay, PlayFrame, result_look
from desktop.ui.play.worker import ComputerMover


@pytest.fixture
def board(qtbot):  # type: ignore[no-untyped-def]
    w = ToyBattlePlayWidget(None)
    w.animation_ms = 0
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    yield w
    w.mover.cancel()
    ComputerMover.wait_all(10_000)


def use_position(w: ToyBattlePlayWidget, state, seats: dict[str, str]) -> Game:  # type: ignore[no-untyped-def]
    game = Game(state.terrain, 0, state.options, players=seats)
    game.state, game.history = state, [state]
    w.seats = dict(seats)
    w._begin(game)
    return game


def lit(w: ToyBattlePlayWidget, kind: str) -> set[int]:
    return {nid for nid, item in w.scene.nodes.items() if item.mark == kind}


def ringed(w: ToyBattlePlayWidget) -> list[int]:
    return [nid for nid, item in w.scene.nodes.items() if item.cursor]


def test_step_cursor_goes_to_the_nearest_base_that_way_and_wraps_round() -> None:
    pos = {1: (0.0, 0.0), 2: (100.0, 0.0), 3: (200.0, 10.0), 4: (100.0, 100.0), 5: (0.0, 300.0)}
    cands = [1, 2, 3, 4, 5]
    assert step_cursor(pos, cands, None, 0, 0) == 1  # the first in reading order
    assert step_cursor(pos, cands, 1, 1, 0) == 2
    assert step_cursor(pos, cands, 2, 1, 0) == 3
    assert step_cursor(pos, cands, 3, 1, 0) == 1  # past the last: round to the farthest back
    assert step_cursor(pos, cands, 2, 0, 1) == 4  # straight down before the diagonals
    assert step_cursor(pos, cands, 4, 0, 1) == 5
    assert step_cursor(pos, cands, 4, 0, -1) == 2
    assert step_cursor(pos, [2, 4], 1, 1, 0) == 2  # a cursor on a base no longer lit starts again
    assert step_cursor(pos, [], 1, 1, 0) is None


def test_arrow_keys_choose_a_lit_base_and_enter_places_the_troop_there(qtbot, board) -> None:  # type: ignore[no-untyped-def]
    w = board
    state = position("castle", racks={"blue": ["star", "roxy"], "red": ["roxy"]}, reserves={"blue": ["hook"]})
    use_position(w, state, {"blue": "person", "red": "person"})
    w.reveal()
    assert ringed(w) == [] and not w.keys_hint.isVisible()
    QTest.keyClick(w, Qt.Key.Key_2)  # the second tile of the rack
    picked = w.selected
    targets = lit(w, "target")
    assert picked and len(targets) >= 2
    assert ringed(w) == [w.cursor] and w.cursor in targets  # the cursor starts on a lit base
    assert w.keys_hint.isVisible() and "arrows" in w.keys_hint.text()
    seen = {w.cursor}
    for k in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Right, Qt.Key.Key_Left, Qt.Key.Key_Up):
        QTest.keyClick(w, k)
        assert w.cursor in targets and ringed(w) == [w.cursor]
        seen.add(w.cursor)
    assert len(seen) > 1  # it moved
    QTest.keyClick(w, Qt.Key.Key_Right)
    where = w.cursor
    QTest.keyClick(w, Qt.Key.Key_Return)
    assert w.game.actions[-1] == Action("place", picked, where)
    assert w.game.state.top_of(where) == ("blue", picked)


def test_esc_puts_the_troop_back_and_the_cursor_goes(qtbot, board) -> None:  # type: ignore[no-untyped-def]
    w = board
    state = position("castle", racks={"blue": ["star", "roxy"], "red": ["roxy"]})
    use_position(w, state, {"blue": "person", "red": "person"})
    w.reveal()
    QTest.keyClick(w, Qt.Key.Key_1)
    assert w.selected and w.cursor is not None
    QTest.keyClick(w, Qt.Key.Key_Escape)
    assert w.selected is None and w.cursor is None and ringed(w) == []
    QTest.keyClick(w, Qt.Key.Key_Right)  # no lit base: the arrows do nothing
    assert w.cursor is None and w.game.actions == []


def test_effect_bases_are_chosen_with_the_arrows_and_enter_and_esc_skips_an_effect(qtbot, board) -> None:  # type: ignore[no-untyped-def]
    w = board
    stacks = {11: [("blue", "skully")], 14: [("blue", "skully")], 18: [("red", "roxy")], 12: [("red", "capn")]}
    state = position("jungle", board=stacks, racks={"blue": ["jumbo", "star"], "red": ["roxy"]},
                     reserves={"red": ["star"]})
    use_position(w, state, {"blue": "person", "red": "person"})
    w.reveal()
    w.pick_troop("jumbo")
    w.click_node(15)
    assert w.game.state.pending() == ("jumbo", 15)
    assert lit(w, "source") == {12, 18} and w.cursor in {12, 18}
    QTest.keyClick(w, Qt.Key.Key_Right)
    QTest.keyClick(w, Qt.Key.Key_Left)
    chosen = w.cursor
    assert chosen in {12, 18}
    QTest.keyClick(w, Qt.Key.Key_Enter)  # Jumbo discards the troop under the cursor
    assert w.game.actions[-1] == Action("discard", None, chosen)
    assert w.game.state.pending() == ("push_adjacent_enemy", 15)
    # Volcanic Jungle: the enemy troop, then where it goes, both from the keyboard
    assert w.cursor in lit(w, "source")
    QTest.keyClick(w, Qt.Key.Key_Return)
    assert w.jungle_source is not None and w.cursor in lit(w, "dest")
    QTest.keyClick(w, Qt.Key.Key_Escape)  # Esc first puts the chosen troop back...
    assert w.jungle_source is None and w.game.state.pending() == ("push_adjacent_enemy", 15)
    QTest.keyClick(w, Qt.Key.Key_Escape)  # ...then skips the effect
    assert w.game.actions[-1].kind == "skip"
    assert w.game.state.pending() is None


def test_the_hot_seat_pass_screen_names_the_players(qtbot, board) -> None:  # type: ignore[no-untyped-def]
    w = board
    w.start({"terrain": "castle", "opponent": "person", "first": "red", "seed": 5,
             "names": {"blue": "Olena", "red": "Taras"}})
    assert w.cover.isVisible()
    assert w.cover_label.text() == "Pass to Taras"
    assert w.cover_button.text() == "I am Taras: show my rack"
    QTest.keyClick(w, Qt.Key.Key_Return)  # Enter is the cover's button too
    assert not w.cover.isVisible() and w.revealed == "red"
    w.start({"terrain": "castle", "opponent": "person", "first": "red", "seed": 5})
    assert w.cover_label.text() == "Pass to Red"  # without names, the colour


def test_a_tournament_match_passes_the_board_by_the_players_names(qtbot, board) -> None:  # type: ignore[no-untyped-def]
    w = board
    mv = SimpleNamespace(id=7, event_id=1, round=1, a_name="Olena", b_name="Taras", a=1, b=2)
    assert ADAPTER.start(w, mv, {"terrain": "castle"}, 1, "red") == "blue"
    assert w.cover_label.text() == "Pass to Taras"
    w.reveal()
    assert w.title().startswith("Taras")


def test_the_game_over_card_shows_the_gold_medal_only_for_a_win() -> None:
    assert result_look([{"seat": "person"}, {"seat": "normal"}], 0) == "win"
    assert result_look([{"seat": "person"}, {"seat": "normal"}], 1) == "loss"
    assert result_look([{"seat": "normal"}, {"seat": "person"}], 0) == "loss"
    assert result_look([{"seat": "person"}, {"seat": "person"}], 1) == "win"  # hot-seat: someone won
    assert result_look([{"seat": "person"}, {"seat": "normal"}], None) == "draw"


def test_losing_to_the_computer_shows_no_gold_medal(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Close)
    frame = PlayFrame(None)
    qtbot.addWidget(frame)
    frame.resize(1024, 700)
    frame.show()
    try:
        w = frame.open_board("toybattle")
        w.animation_ms = 0
        stacks = {b: [("blue", k)] for b, k in ((11, "skully"), (12, "skully"), (17, "star"), (20, "star"))}
        state = position("caribbean", board=stacks, racks={"blue": ["roxy"], "red": ["roxy"]})
        use_position(w, state, {"blue": "normal", "red": "person"})  # you are red; blue is the computer
        w.mover.cancel()
        w.play(Action("place", "roxy", 41))  # the computer's winning move
        overlay: GameOverOverlay = frame.hosts["toybattle"].overlay
        assert overlay.isVisible() and overlay.look == "loss"
        assert not overlay.medal.isVisible()
        assert overlay.heading.text() == "You lost: Blue wins"
        assert "#c9a227" not in overlay.card.styleSheet()  # no gold frame either
        # a win keeps its medal
        use_position(w, state, {"blue": "person", "red": "normal"})
        w.play(Action("place", "roxy", 41))
        assert overlay.look == "win" and overlay.medal.isVisible() and overlay.heading.text() == "Blue wins!"
    finally:
        frame.shutdown()
        ComputerMover.wait_all(10_000)
