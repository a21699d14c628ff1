"""The Toy Battle board (pytest-qt): set-up, clicks on rack and terrain, effects, computer, hot-seat, files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialogButtonBox

from desktop.games.toybattle.engine import SKIP, Action, Game, legal_actions, position
from desktop.ui.games.toybattle.board import ToyBattlePlayWidget
from desktop.ui.games.toybattle.setup import GameSettings, SetupDialog
from desktop.ui.play.worker import ComputerMover


@pytest.fixture
def board(qtbot):  # type: ignore[no-untyped-def]
    w = ToyBattlePlayWidget(None)
    w.auto_setup = False
    w.animation_ms = 0
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.mover.cancel()
    ComputerMover.wait_all(10_000)


def click_node(qtbot, w: ToyBattlePlayWidget, node_id: int) -> None:  # type: ignore[no-untyped-def]
    w.view.fit()
    pos = w.view.node_position(node_id)
    qtbot.mouseClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(int(pos.x()), int(pos.y())))


def click_tile(qtbot, w: ToyBattlePlayWidget, troop: str) -> None:  # type: ignore[no-untyped-def]
    tile = next(b for b in w.bottom_bar.buttons if b.troop == troop and b.isEnabled())
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton)


def use_position(w: ToyBattlePlayWidget, state, seats: dict[str, str]) -> Game:  # type: ignore[no-untyped-def]
    """Put a hand-built position on the board (the game starts from it)."""
    game = Game(state.terrain, 0, state.options, players=seats)
    game.state = state
    game.history = [state]
    w.seats = dict(seats)
    w._begin(game)
    return game


def wait_computer(qtbot, w: ToyBattlePlayWidget) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: not w.mover.busy and not w._waiting, timeout=20_000)


def test_play_against_the_computer_by_clicking(qtbot, board: ToyBattlePlayWidget) -> None:  # type: ignore[no-untyped-def]
    w = board
    w.start_game(GameSettings(terrain="castle", colour="blue", opponent="easy", first="blue", seed=12))
    s = w.game.state
    assert s.current_colour == "blue" and w.human_to_act()
    assert w.bottom_bar.colour == "blue" and w.bottom_bar.buttons  # my rack, face up
    assert w.top_bar.backs.isVisible() and w.top_bar.backs.count == 4  # opponent: backs and a count
    troop = w.bottom_bar.buttons[0].troop
    click_tile(qtbot, w, troop)
    assert w.selected == troop
    lit = {nid for nid, item in w.scene.nodes.items() if item.mark == "target"}
    assert lit == {11, 12}  # the bases next to Blue's HQ
    assert "Not connected" in w.scene.tooltip_for(18)  # an unlit base says why
    click_node(qtbot, w, 11)
    placed = w.game.actions[0]
    assert placed == Action("place", troop, 11)
    assert w.game.state.top_of(11) == ("blue", troop)
    assert any("places" in w.log.item(i).text() for i in range(w.log.count()))
    # answer any effect question with skip, then the computer replies in the background
    while w.human_to_act():
        assert w.skip_button.isVisible()
        qtbot.mouseClick(w.skip_button, Qt.MouseButton.LeftButton)
    wait_computer(qtbot, w)
    assert w.game.state.current_colour == "blue" or w.game.state.over
    red_moves = [ev for evs in w.game.events for ev in evs if ev.player == "red" and ev.kind in ("placed", "drawn")]
    assert red_moves, "the computer played Red's turn"
    assert any(line.startswith("Red ") for line in (w.log.item(i).text() for i in range(w.log.count())))
    # undo my turn (and the computer's reply)
    assert w.can_undo() and not w.can_redo()
    played = list(w.game.actions)
    w.undo()
    assert w.game.actions == [] and w.game.state.top_of(11) is None
    # redo plays my turn and the computer's reply again
    assert w.can_redo()
    w.redo()
    assert w.game.actions == played and not w.can_redo()


def test_optional_effect_asks_with_a_skip(qtbot, board: ToyBattlePlayWidget) -> None:  # type: ignore[no-untyped-def]
    w = board
    state = position("caribbean", racks={"blue": ["skully", "roxy"], "red": ["roxy"]},
                     reserves={"blue": ["star", "hook", "kwak"], "red": ["star"]})
    use_position(w, state, {"blue": "person", "red": "person"})
    w.reveal()
    click_tile(qtbot, w, "skully")
    click_node(qtbot, w, 13)
    assert w.game.state.pending() == ("skully", 13)
    assert w.use_button.isVisible() and w.skip_button.isVisible()
    assert "Skully" in w.prompt.text()
    qtbot.mouseClick(w.use_button, Qt.MouseButton.LeftButton)
    assert w.game.state.rack_of("blue") == {"roxy": 1, "star": 1, "hook": 1}
    # the turn passed to Red: the hot-seat cover hides the racks
    assert w.cover.isVisible() and "Red" in w.cover_label.text()
    assert not w.face_up("blue") and not w.face_up("red")
    qtbot.mouseClick(w.cover_button, Qt.MouseButton.LeftButton)
    assert not w.cover.isVisible() and w.bottom_bar.colour == "red" and w.face_up("red")
    assert not w.face_up("blue")
    # the log of a hot-seat game keeps draws private
    texts = [w.log.item(i).text() for i in range(w.log.count())]
    assert any("draws 2" in t for t in texts) and not any("Star" in t and "draws" in t for t in texts)


def test_jumbo_and_jungle_choices_are_clicked_on_the_terrain(qtbot, board: ToyBattlePlayWidget) -> None:  # type: ignore[no-untyped-def]
    w = board
    board_stacks = {11: [("blue", "skully")], 14: [("blue", "skully")], 18: [("red", "roxy")],
                    12: [("red", "capn")]}
    state = position("jungle", board=board_stacks, racks={"blue": ["jumbo", "star"], "red": ["roxy"]},
                     reserves={"red": ["star"]})
    use_position(w, state, {"blue": "person", "red": "normal"})
    click_tile(qtbot, w, "jumbo")
    click_node(qtbot, w, 15)  # next to 12, 14 and 18; a Volcanic Jungle base
    assert w.game.state.pending() == ("jumbo", 15)
    sources = {nid for nid, item in w.scene.nodes.items() if item.mark == "source"}
    assert sources == {12, 18}
    click_node(qtbot, w, 12)  # Jumbo discards Red's Cap'n
    assert w.game.state.discard_of("red") == {"capn": 1}
    assert w.game.state.pending() == ("push_adjacent_enemy", 15)
    click_node(qtbot, w, 18)  # pick the enemy troop...
    dests = {nid for nid, item in w.scene.nodes.items() if item.mark == "dest"}
    assert dests == {15, 17, 21}
    click_node(qtbot, w, 21)  # ...and where it goes
    assert w.game.state.top_of(21) == ("red", "roxy") and w.game.state.top_of(18) is None
    wait_computer(qtbot, w)


def test_game_over_shows_the_reason_and_offers_a_rematch(qtbot, board: ToyBattlePlayWidget) -> None:  # type: ignore[no-untyped-def]
    w = board
    stacks = {b: [("blue", k)] for b, k in ((11, "skully"), (12, "skully"), (17, "star"), (20, "star"))}
    state = position("caribbean", board=stacks, racks={"blue": ["roxy"], "red": ["roxy"]})
    use_position(w, state, {"blue": "person", "red": "easy"})
    click_tile(qtbot, w, "roxy")
    assert w.scene.nodes[41].mark == "target"
    with qtbot.waitSignal(w.game_finished) as finished:
        click_node(qtbot, w, 41)
    assert w.game.state.over and not w.in_progress()
    info = finished.args[0]
    assert info["winner"] == "Blue" and "HQ" in info["reason"]
    assert any("Medals" in line for line in info["lines"]) and any("Turns" in line for line in info["lines"])
    assert w.title().startswith("Game over")
    old_seed = w.game.seed
    w.rematch()
    assert not w.game.state.over and w.game.seed != old_seed and w.game.actions == []
    wait_computer(qtbot, w)


def test_save_and_load_a_game(qtbot, board: ToyBattlePlayWidget, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    w = board
    w.start_game(GameSettings(terrain="cemetery", opponent="person", first="red", seed=33))
    for _ in range(6):
        w.play(legal_actions(w.game.state)[-1])
    path = tmp_path / "game.json"
    w.save_to(path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "toybattle-log/1" and data["seed"] == 33 and len(data["actions"]) == 6
    assert data["game"] == "toybattle"
    assert ToyBattlePlayWidget.describe_state(data) == f"City of Cemetery, turn {w.game.state.turn}" or \
        ToyBattlePlayWidget.describe_state(data).endswith(f", turn {w.game.state.turn}")
    before = w.game.state
    w.start_game(GameSettings(terrain="pool", opponent="person", seed=1))
    w.load_from(path)
    assert w.game.state == before and w.game.terrain.key == "cemetery" and w.hotseat


def test_setup_dialog_starts_the_chosen_game(qtbot, board: ToyBattlePlayWidget) -> None:  # type: ignore[no-untyped-def]
    w = board
    dialog = w.new_game_dialog()
    assert isinstance(dialog, SetupDialog)
    dialog.terrain.setCurrentIndex(dialog.terrain.findData("station"))
    dialog.opponent.setCurrentIndex(dialog.opponent.findData("person"))
    dialog.first.setCurrentIndex(dialog.first.findData("red"))
    dialog.beginner.setChecked(True)
    dialog.seed.setValue(4242)
    assert "Station" in dialog.preview_label.text() or dialog.scene.terrain.key == "station"
    assert dialog.scene.terrain.key == "station"
    qtbot.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)
    g = w.game
    assert g.terrain.key == "station" and g.seed == 4242 and g.options.beginner
    assert g.state.current_colour == "red" and w.hotseat
    # seeded: the same settings give the same game
    settings = GameSettings(terrain="random", opponent="person", seed=4242)
    assert settings.resolved_terrain(list(w.terrains)) == settings.resolved_terrain(list(w.terrains))


def test_board_renders_to_a_png(qtbot, board: ToyBattlePlayWidget, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    w = board
    w.start_game(GameSettings(terrain="pool", opponent="person", first="blue", seed=3))
    w.reveal()
    w.play(legal_actions(w.game.state)[1])
    while w.game.state.current_colour == "blue" and not w.game.state.over:
        w.play(SKIP if SKIP in legal_actions(w.game.state) else legal_actions(w.game.state)[0])
    out = tmp_path / "board.png"
    assert w.grab().save(str(out))
    assert out.stat().st_size > 10_000


def test_board_offers_the_catalog_terrains(qtbot, db) -> None:  # type: ignore[no-untyped-def]
    from desktop.games.toybattle.terrain import load_builtin_terrains
    from desktop.services.catalog import create_item

    mine = load_builtin_terrains()["castle"].to_dict()
    mine.update(key="my_castle", name="My castle", medals_to_win=6, source="custom")
    create_item(db, "toybattle.terrain", mine)
    w = ToyBattlePlayWidget(db)
    qtbot.addWidget(w)
    assert {"castle", "pool", "clouds", "jungle", "cemetery", "caribbean", "station", "battlefield"} <= set(w.terrains)
    assert w.terrains["my_castle"].medals_to_win == 6 and w.terrains["my_castle"].name == "My castle"
    w.start_game(GameSettings(terrain="my_castle", opponent="person", seed=2))
    assert w.game.terrain.key == "my_castle"
