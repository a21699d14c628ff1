"""The Play page's frame (pytest-qt): landing, turn title, menus, autosave and resume, quit check, game over."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QMessageBox

from desktop.games.toybattle.engine import Game, legal_actions, position
from desktop.ui.games.toybattle.board import ToyBattlePlayWidget
from desktop.ui.play import frame as frame_mod
from desktop.ui.play.frame import PlayFrame, autosave_path, read_recent
from desktop.ui.play.worker import ComputerMover


@pytest.fixture
def frame(qtbot):  # type: ignore[no-untyped-def]
    f = PlayFrame(None)
    qtbot.addWidget(f)
    f.resize(1280, 800)
    f.show()
    qtbot.waitExposed(f)
    yield f
    for b in f.boards.values():
        b.mover.cancel()
    ComputerMover.wait_all(10_000)


@pytest.fixture
def window(ctx, qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui.main_window import MainWindow

    win = MainWindow(ctx)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    yield win
    page = win._pages.get("play")
    if page is not None:
        for b in page.frame.boards.values():
            b.mover.cancel()
    ComputerMover.wait_all(10_000)


@pytest.fixture(autouse=True)
def _answer_close(monkeypatch):  # type: ignore[no-untyped-def]
    """pytest-qt closes the windows before fixtures end; closing mid-game asks: answer "Close"."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Close)


def toybattle(f: PlayFrame) -> ToyBattlePlayWidget:
    board = f.open_board("toybattle")
    assert isinstance(board, ToyBattlePlayWidget)
    board.animation_ms = 0
    return board


def hotseat_station(f: PlayFrame) -> ToyBattlePlayWidget:
    board = toybattle(f)
    board.start({"terrain": "station", "opponent": "person", "first": "blue", "seed": 77})
    return board


def test_landing_shows_three_games_with_art_and_no_resume_at_first(frame: PlayFrame) -> None:
    assert frame.stack.currentWidget() is frame.landing
    cards = frame.landing.cards
    assert set(cards) == {"attacktix", "helix", "toybattle"}
    for card in cards.values():
        assert not card.art.pixmap().isNull()  # the game's art from the icon set
        assert not card.resume_button.isVisible()
    assert cards["toybattle"].button.isEnabled()
    assert not frame.landing.offer.isVisible()
    assert frame.landing.recent.count() == 0 and frame.landing.recent_empty.isVisible()  # "No games yet."


def test_turn_title_says_who_and_what(qtbot, frame: PlayFrame) -> None:  # type: ignore[no-untyped-def]
    board = hotseat_station(frame)
    host = frame.hosts["toybattle"]
    assert host.title.text() == "Pass to Blue"
    board.reveal()
    assert host.title.text() == "Blue: draw or place a troop"
    troop = board.bottom_bar.buttons[0].troop
    board.pick_troop(troop)
    assert host.title.text().startswith("Blue: click a lit base")
    # Jumbo's question names the choice
    stacks = {11: [("blue", "skully")], 14: [("blue", "skully")], 18: [("red", "roxy")], 12: [("red", "capn")]}
    state = position("jungle", board=stacks, racks={"blue": ["jumbo", "star"], "red": ["roxy"]},
                     reserves={"red": ["star"]})
    game = Game(state.terrain, 0, state.options, players={"blue": "person", "red": "person"})
    game.state, game.history = state, [state]
    board.seats = {"blue": "person", "red": "person"}
    board._begin(game)
    board.reveal()
    board.pick_troop("jumbo")
    board.click_node(15)
    assert host.title.text() == "Blue: choose a base for Jumbo or skip"


def test_the_active_players_bar_is_lit(qtbot, frame: PlayFrame) -> None:  # type: ignore[no-untyped-def]
    board = toybattle(frame)
    board.start({"terrain": "castle", "opponent": "person", "first": "red", "seed": 5})
    board.reveal()
    assert board.bottom_bar.colour == "red" and board.bottom_bar.active
    assert not board.top_bar.active


def test_autosave_after_every_turn_and_resume_on_the_next_start(qtbot, frame: PlayFrame) -> None:  # type: ignore[no-untyped-def]
    board = hotseat_station(frame)
    path = autosave_path("toybattle")
    assert path.exists()  # saved from the first moment
    for _ in range(5):
        board.play(legal_actions(board.game.state)[0])
        saved = json.loads(path.read_text(encoding="utf-8"))
        assert len(saved["actions"]) == len(board.game.actions)
    state = board.game.state
    # "the next start": a new frame (as after quitting) offers the game
    other = PlayFrame(None)
    qtbot.addWidget(other)
    other.show()
    assert other.landing.offer.isVisible()
    assert other.landing.offer_text.text() == f"Resume your game: Toy Battle (Station Metal-X, turn {state.turn})?"
    assert other.landing.cards["toybattle"].resume_button.isVisible()
    qtbot.mouseClick(other.landing.offer_yes, Qt.MouseButton.LeftButton)
    resumed = other.boards["toybattle"]
    assert resumed.game.state == state and other.current_key() == "toybattle"
    resumed.mover.cancel()


def test_the_main_window_offers_the_unfinished_game_at_start(qtbot, ctx) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.main_window import MainWindow

    f = PlayFrame(None)
    qtbot.addWidget(f)
    board = hotseat_station(f)
    board.play(legal_actions(board.game.state)[0])
    state = board.game.state
    win = MainWindow(ctx)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    box = win.offer_resume()
    assert box is not None and box.text() == f"Resume your game: Toy Battle (Station Metal-X, turn {state.turn})?"
    box.button(QMessageBox.StandardButton.Yes).click()
    page = win._pages["play"]
    assert win.current_key() == "play" and page.frame.boards["toybattle"].game.state == state


def test_autosave_is_removed_at_game_over_and_the_overlay_shows_the_result(qtbot, frame: PlayFrame) -> None:  # type: ignore[no-untyped-def]
    board = toybattle(frame)
    board.start({"terrain": "caribbean", "opponent": "person", "seed": 3})
    assert autosave_path("toybattle").exists()
    stacks = {b: [("blue", k)] for b, k in ((11, "skully"), (12, "skully"), (17, "star"), (20, "star"))}
    state = position("caribbean", board=stacks, racks={"blue": ["roxy"], "red": ["roxy"]})
    game = Game(state.terrain, 0, state.options, players={"blue": "person", "red": "person"})
    game.state, game.history = state, [state]
    board.seats = {"blue": "person", "red": "person"}
    board._begin(game)
    board.reveal()
    board.pick_troop("roxy")
    board.click_node(41)
    assert board.game.state.over
    overlay = frame.hosts["toybattle"].overlay
    assert overlay.isVisible()
    assert overlay.heading.text() == "Blue wins!"
    assert "HQ" in overlay.reason.text()
    assert "Blue: " in overlay.lines.text() and "Red: " in overlay.lines.text() and "Turns played" in overlay.lines.text()
    assert overlay.geometry() == frame.hosts["toybattle"].board_area.rect()  # over the whole (dimmed) board
    assert not autosave_path("toybattle").exists()
    assert read_recent()[0]["game"] == "toybattle"
    # Rematch starts a new game and the overlay goes
    qtbot.mouseClick(overlay.rematch_button, Qt.MouseButton.LeftButton)
    assert not overlay.isVisible() and board.in_progress() and board.game.actions == []


def test_menus_act_on_the_play_page(qtbot, window, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    page = window.show_page("play")
    f = page.frame
    file_texts = [a.text() for a in window.menu_file.actions()]
    assert {"&New game…", "&Save game…", "&Load game…"} <= set(file_texts)
    edit = window.menu_edit.actions()
    assert edit == [f.act_undo, f.act_redo]
    assert window.act_undo.shortcut().isEmpty()  # one action per key
    board = toybattle(f)
    board.start({"terrain": "castle", "opponent": "easy", "colour": "blue", "first": "blue", "seed": 12})
    board.pick_troop(board.bottom_bar.buttons[0].troop)
    board.click_node(11)
    while board.human_to_act():
        board.skip()
    qtbot.waitUntil(lambda: not board.mover.busy and not board._waiting, timeout=20_000)
    played = list(board.game.actions)
    assert f.act_undo.isEnabled() and not f.act_redo.isEnabled()
    f.act_undo.trigger()
    assert board.game.actions == [] and f.act_redo.isEnabled()
    f.act_redo.trigger()
    assert board.game.actions == played
    # File → Save game / Load game
    target = tmp_path / "saved.json"
    monkeypatch.setattr(frame_mod.QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    f.act_save.trigger()
    assert json.loads(target.read_text(encoding="utf-8"))["game"] == "toybattle"
    board.play(legal_actions(board.game.state)[0])
    monkeypatch.setattr(frame_mod.QFileDialog, "getOpenFileName", lambda *a, **k: (str(target), ""))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    f.act_load.trigger()
    assert board.game.actions == played
    # on another page the Edit menu is the undo group's again
    window.show_page("catalog")
    assert window.menu_edit.actions() == [window.act_undo, window.act_redo]
    assert not window.act_undo.shortcut().isEmpty()


def test_a_bad_file_is_refused_and_the_game_goes_on(qtbot, frame: PlayFrame, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)  # replace it
    board = hotseat_station(frame)
    board.play(legal_actions(board.game.state)[0])
    before = board.game.state
    for content in ("not json", json.dumps([1, 2]), json.dumps({"game": "chess"}),
                    json.dumps({"game": "toybattle", "format": "toybattle-log/1", "terrain": "castle", "seed": 1,
                                "actions": [{"kind": "teleport"}]})):
        bad = tmp_path / "bad.json"
        bad.write_text(content, encoding="utf-8")
        with pytest.raises(ValueError):
            frame.load_game_from(bad)
        assert board.game.state == before


def test_a_malformed_autosave_is_moved_aside_not_offered(qtbot, frame: PlayFrame) -> None:  # type: ignore[no-untyped-def]
    path = autosave_path("toybattle")
    path.write_text("{half a fi", encoding="utf-8")
    frame.landing.refresh()
    assert not frame.landing.offer.isVisible()
    assert not path.exists() and len(list(path.parent.glob(path.name + ".bad-*"))) == 1


def test_quit_mid_game_asks_and_cancel_keeps_the_window(qtbot, window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    page = window.show_page("play")
    board = toybattle(page.frame)
    board.start({"terrain": "station", "opponent": "person", "seed": 9})
    asked: list[str] = []

    def cancel(parent, title, text, *a, **k):  # type: ignore[no-untyped-def]
        asked.append(text)
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", cancel)
    window.act_quit.trigger()
    assert asked and "Station Metal-X" in asked[0]
    assert window.isVisible()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Close)
    window.act_quit.trigger()
    assert not window.isVisible()
    assert autosave_path("toybattle").exists()  # offered next time


def test_no_question_when_no_game_is_running(qtbot, window, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    window.show_page("play")
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: pytest.fail("asked without a game"))
    window.close()
    assert not window.isVisible()


def test_new_game_offers_the_saved_setups(qtbot, ctx, db) -> None:  # type: ignore[no-untyped-def]
    from desktop.games.toybattle.setup_kind import SETUP_KIND, ToyBattleSetup
    from desktop.services.squads import save_squad

    setup = ToyBattleSetup(terrain="station", colour="red", opponent="person", beginner=True)
    save_squad(db, SETUP_KIND, "Station practice", setup.to_data())
    f = PlayFrame(ctx)
    qtbot.addWidget(f)
    f.show()
    chosen: list[str] = []

    def choose() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog.select_saved("Station practice")
        chosen.append(dialog.terrain.currentData())
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    QTimer.singleShot(100, choose)
    assert f.new_game("toybattle")
    board = f.boards["toybattle"]
    assert chosen == ["station"]
    assert board.game.terrain.key == "station" and board.game.options.beginner and board.hotseat
    board.mover.cancel()


def test_start_without_a_dialog_uses_the_setup_and_names(qtbot, frame: PlayFrame) -> None:  # type: ignore[no-untyped-def]
    board = toybattle(frame)
    frame.start("toybattle", {"terrain": "pool", "opponent": "person", "first": "red", "seed": 4,
                              "names": {"blue": "Ann", "red": "Bo"}})
    board.reveal()
    assert board.game.terrain.key == "pool" and board.game.seed == 4
    assert frame.hosts["toybattle"].title.text() == "Bo: draw or place a troop"
    with pytest.raises(ValueError):
        board.start({"terrain": "nowhere"})
    assert board.game.terrain.key == "pool"
