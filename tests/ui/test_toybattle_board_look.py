"""The Toy Battle board's look (issue 13): regions, medals, stacks, the why-not icon, animations, speed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from desktop.games.toybattle.engine import Game, position
from desktop.games.toybattle.terrain import load_builtin_terrains
from desktop.ui.games.toybattle.board import StackPopup, ToyBattlePlayWidget
from desktop.ui.games.toybattle.scene import medal_clearance
from desktop.ui.games.toybattle.setup import GameSettings
from desktop.ui.play.worker import ComputerMover


@pytest.fixture
def board(qtbot):  # type: ignore[no-untyped-def]
    w = ToyBattlePlayWidget(None)
    w.animation_ms = 0
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.mover.cancel()
    ComputerMover.wait_all(10_000)


def use_position(w: ToyBattlePlayWidget, state, seats: dict[str, str]) -> Game:  # type: ignore[no-untyped-def]
    game = Game(state.terrain, 0, state.options, players=seats)
    game.state, game.history = state, [state]
    w.seats = dict(seats)
    w._begin(game)
    return game


@pytest.mark.parametrize("key", sorted(load_builtin_terrains()))
def test_medal_counts_stay_clear_of_the_bases(key: str) -> None:
    """Station Metal-X's coins crowded its bases: every badge keeps clear of every base's rings and icon."""
    assert medal_clearance(load_builtin_terrains()[key]) >= -4.0


def test_every_region_is_outlined_from_the_start(board: ToyBattlePlayWidget) -> None:
    board.start_game(GameSettings(terrain="station", opponent="person", seed=2))
    terrain = board.game.terrain
    assert set(board.scene.areas) == {r.id for r in terrain.regions}
    for area in board.scene.areas.values():
        assert area.claimed_by is None and not area.outline.isEmpty()
        for b in area.region.bases:  # the outline goes round its bases
            assert area.outline.contains(board.scene.nodes[b].scenePos())


def test_stacks_are_layered_and_listed_on_click(qtbot, board: ToyBattlePlayWidget) -> None:  # type: ignore[no-untyped-def]
    stacks = {13: [("blue", "kwak"), ("red", "skully"), ("blue", "roxy")]}
    state = position("caribbean", board=stacks, racks={"blue": ["star"], "red": ["roxy"]})
    use_position(board, state, {"blue": "person", "red": "easy"})
    assert board.scene.nodes[13].stack == stacks[13]
    board.view.fit()
    pos = board.view.node_position(13)
    qtbot.mouseClick(board.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(int(pos.x()), int(pos.y())))
    popup = board.stack_popup
    assert isinstance(popup, StackPopup) and popup.isVisible()
    assert popup.rows == ["Blue Roxy", "Red Skully", "Blue Kwak"]  # top first
    popup.close()


def test_why_not_tooltip_uses_the_icon_not_a_missing_glyph(board: ToyBattlePlayWidget) -> None:
    board.start_game(GameSettings(terrain="castle", colour="blue", opponent="easy", first="blue", seed=12))
    board.pick_troop(board.bottom_bar.buttons[0].troop)
    tip = board.scene.tooltip_for(18)
    assert "⛔" not in tip and "not-allowed.svg" in tip and "Not connected" in tip


def test_a_placed_troop_slides_and_the_base_waits_for_it(qtbot, board: ToyBattlePlayWidget) -> None:  # type: ignore[no-untyped-def]
    board.animation_ms = 300
    board.start_game(GameSettings(terrain="castle", colour="blue", opponent="person", first="blue", seed=12))
    board.reveal()
    troop = board.bottom_bar.buttons[0].troop
    board.pick_troop(troop)
    board.click_node(11)
    assert board.game.state.top_of(11) == ("blue", troop)  # the state is at once the new one
    assert board.animator.running() and board.animator.pieces
    assert board.scene.nodes[11].hold == []  # still drawn empty while the troop flies
    assert board.human_to_act() or board.cover.isVisible()  # input is not blocked
    qtbot.waitUntil(lambda: not board.animator.running(), timeout=3000)
    assert board.scene.nodes[11].hold is None and not board.animator.pieces


def test_speed_off_never_animates_and_is_kept(qtbot, board: ToyBattlePlayWidget) -> None:  # type: ignore[no-untyped-def]
    board.set_animation_speed("off")
    assert board.animation_ms == 0 and board.speed.currentData() == "off"
    board.start_game(GameSettings(terrain="castle", colour="blue", opponent="person", first="blue", seed=12))
    board.reveal()
    board.pick_troop(board.bottom_bar.buttons[0].troop)
    board.click_node(11)
    assert not board.animator.running() and board.scene.nodes[11].hold is None
    other = ToyBattlePlayWidget(None)
    qtbot.addWidget(other)
    assert other.animation_ms == 0 and other.speed.currentData() == "off"  # remembered
    other.set_animation_speed("slow")
    assert other.animation_ms == 800


def _claim_position():  # type: ignore[no-untyped-def]
    """A position where Blue claims a region by placing Roxy (found among the shipped terrains)."""
    from desktop.games.toybattle.engine import Action, apply, legal_actions

    for key in ("castle", "pool", "caribbean", "station", "clouds"):
        terrain = load_builtin_terrains()[key]
        for region in terrain.regions:
            for last in region.bases:
                others = [b for b in region.bases if b != last]
                kinds = ["skully", "star", "hook", "kwak", "capn", "jumbo"]
                if len(others) > len(kinds):
                    continue
                stacks = {b: [("blue", kinds[i])] for i, b in enumerate(others)}
                try:
                    state = position(key, board=stacks, racks={"blue": ["roxy"], "red": ["roxy"]},
                                     reserves={"blue": ["xb42"], "red": ["star"]})
                except ValueError:
                    continue
                a = Action("place", "roxy", last)
                if a in legal_actions(state):
                    after, _ = apply(state, a)
                    if not after.over and after.medals_of("blue") == region.medals:
                        return state, last, region
    raise AssertionError("no claiming position found")


def test_a_claimed_medal_flies_to_the_bar(qtbot, board: ToyBattlePlayWidget) -> None:  # type: ignore[no-untyped-def]
    state, node, region = _claim_position()
    use_position(board, state, {"blue": "person", "red": "person"})
    board.reveal()
    board.animation_ms = 200
    board.pick_troop("roxy")
    board.click_node(node)
    assert board.game.state.medals_of("blue") == region.medals
    medals = [p for p in board.animator.pieces if p.medals]
    assert medals and medals[0].medals == region.medals and medals[0].colour == "blue"
    qtbot.waitUntil(lambda: not board.animator.running(), timeout=3000)
    counter = board.bottom_bar.medal_counter if board.bottom_bar.colour == "blue" else board.top_bar.medal_counter
    assert counter.count == region.medals


def test_the_app_s_hard_player_searches_a_playout_budget_without_a_clock(board: ToyBattlePlayWidget, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Hard's strength must not depend on the machine's load: the board starts it with its playout
    budget and gives it no time limit, for the first decision of a reply and for the later ones."""
    from desktop.games.toybattle.players import DEFAULT_HARD_PLAYOUTS

    board.start_game(GameSettings(terrain="castle", colour="blue", opponent="hard", first="red", seed=5))
    board.mover.cancel()
    started: list[tuple[int | None, float | None]] = []
    monkeypatch.setattr(board.mover, "start", lambda player, view: started.append((player.playouts,
                                                                                     player.time_limit)))
    board.mover.busy = False
    board._maybe_start_computer()  # the reply's first decision
    board._maybe_start_computer()  # an effect of the same reply
    assert started == [(DEFAULT_HARD_PLAYOUTS, None)] * 2
