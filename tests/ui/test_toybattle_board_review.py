"""Review of the Toy Battle board as a player uses it: translations, layout, keyboard, regions, feedback."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from desktop.games.toybattle.engine import Game, position
from desktop.ui.games.toybattle.board import TileButton, ToyBattlePlayWidget
from desktop.ui.games.toybattle.setup import GameSettings
from desktop.ui.play.worker import ComputerMover

ROOT = Path(__file__).resolve().parents[2]
BOARD_FILES = sorted((ROOT / "desktop" / "ui" / "play").glob("toybattle*.py"))


def _literal(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


@pytest.mark.parametrize("path", BOARD_FILES, ids=lambda p: p.name)
def test_every_translated_text_and_context_is_literal(path: Path) -> None:
    """lupdate only finds translate("Context", "text") / self.tr("text") written literally: a context held
    in a variable (as the board once had) leaves every such text English in Ukrainian."""
    bad = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        name = node.func.attr
        if name == "translate":
            ok = len(node.args) >= 2 and _literal(node.args[0]) and _literal(node.args[1])
        elif name == "tr":
            ok = len(node.args) >= 1 and _literal(node.args[0])
        else:
            continue
        if not ok:
            bad.append(node.lineno)
    assert not bad, f"{path.name}: non-literal translate()/tr() at lines {bad}"


# ------------------------------------------------------------------ the board in the main window


@pytest.fixture
def window(ctx, qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui.main_window import MainWindow

    win = MainWindow(ctx)
    qtbot.addWidget(win)
    win.resize(1024, 700)
    win.show()
    qtbot.waitExposed(win)
    yield win
    board = win._pages["play"].boards.get("toybattle") if "play" in win._pages else None
    if board is not None:
        board.mover.cancel()
    ComputerMover.wait_all(10_000)


@pytest.fixture(autouse=True)
def _close_mid_game(monkeypatch):  # type: ignore[no-untyped-def]
    """Closing the window mid-game asks first; pytest-qt closes it before fixtures end: answer "Close"."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Close)


def key(win, qtbot, k, mods=Qt.KeyboardModifier.NoModifier) -> None:  # type: ignore[no-untyped-def]
    """A key press in the active main window, focus on the sidebar (window shortcuts need an active window)."""
    win.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    win.sidebar.setFocus()
    QTest.keyClick(win.sidebar, k, mods)


def open_board(win, qtbot) -> ToyBattlePlayWidget:  # type: ignore[no-untyped-def]
    page = win.show_page("play")
    board = page.open_board("toybattle")
    board.auto_setup = False
    board.animation_ms = 0
    qtbot.waitExposed(board)
    return board


def test_shortcuts_work_from_the_sidebar_and_do_not_clash_with_the_window(window, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    board = open_board(window, qtbot)
    board.start_game(GameSettings(terrain="castle", colour="blue", opponent="easy", first="blue", seed=12))
    loads: list[int] = []
    opened: list[int] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (loads.append(1), ("", ""))[1])
    window.act_open.triggered.disconnect()
    window.act_open.triggered.connect(lambda: opened.append(1))
    # number keys pick the rack's troops in order; Esc puts the troop back
    rack = [b.troop for b in board.bottom_bar.buttons]
    key(window, qtbot, Qt.Key.Key_2)
    assert board.selected == rack[1]
    assert any(item.mark == "target" for item in board.scene.nodes.values())
    key(window, qtbot, Qt.Key.Key_Escape)
    assert board.selected is None
    key(window, qtbot, Qt.Key.Key_1)
    assert board.selected == rack[0]
    board.click_node(11)
    while board.human_to_act():
        board.skip()
    qtbot.waitUntil(lambda: not board.mover.busy and not board._waiting, timeout=20_000)
    # Ctrl+Z is Edit → Undo, acting on the board (the window's own Undo gives up the key on this page)
    assert board.game.actions
    played = list(board.game.actions)
    frame = window.page("play").frame
    assert frame.act_undo in window.menu_edit.actions() and frame.act_undo.isEnabled()
    assert window.act_undo.shortcut().isEmpty()
    key(window, qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert board.game.actions == []
    key(window, qtbot, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert board.game.actions == played
    # Ctrl+O stays the window's "Open database…"; File → Load game is Ctrl+L
    key(window, qtbot, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert opened == [1] and loads == []
    key(window, qtbot, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert loads == [1]
    # Ctrl+N is File → New game: (after asking about the running game) the set-up dialog
    seen: list[str] = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)

    def close_dialog() -> None:
        modal = QApplication.activeModalWidget()
        seen.append(type(modal).__name__)
        modal.reject()

    QTimer.singleShot(200, close_dialog)
    key(window, qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert seen == ["SetupDialog"]
    assert board.game.actions == played  # cancelled: the game goes on


def test_shortcuts_sleep_while_another_page_is_shown(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    board = open_board(window, qtbot)
    board.start_game(GameSettings(terrain="castle", colour="blue", opponent="easy", first="blue", seed=12))
    calls: list[int] = []
    board.new_game = lambda parent=None: calls.append(1) or False  # type: ignore[method-assign]
    window.show_page("catalog")
    key(window, qtbot, Qt.Key.Key_1)
    key(window, qtbot, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert board.selected is None and calls == []


def test_enter_uses_the_pending_effect(qtbot) -> None:  # type: ignore[no-untyped-def]
    w = ToyBattlePlayWidget(None)
    w.auto_setup = False
    w.animation_ms = 0
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    state = position("caribbean", racks={"blue": ["star", "roxy"], "red": ["roxy"]},
                     reserves={"blue": ["hook"], "red": ["star"]})
    game = Game(state.terrain, 0, state.options, players={"blue": "person", "red": "person"})
    game.state = state
    game.history = [state]
    w.seats = {"blue": "person", "red": "person"}
    w._begin(game)
    w.reveal()
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    QTest.keyClick(w, Qt.Key.Key_1)  # Star, the first tile
    assert w.selected == "star"
    w.click_node(13)
    assert w.game.state.pending() == ("star", 13)
    QTest.keyClick(w, Qt.Key.Key_Return)
    assert w.game.state.rack_of("blue") == {"roxy": 1, "hook": 1}


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)])
def test_rack_tiles_stay_square_and_counts_readable_at_every_size(window, qtbot, size) -> None:  # type: ignore[no-untyped-def]
    board = open_board(window, qtbot)
    window.resize(*size)
    state = position("pool", racks={"blue": ["kwak", "skully", "capn", "jumbo", "hook", "xb42", "star", "roxy"],
                                    "red": ["kwak", "skully", "capn", "jumbo", "hook", "xb42", "star", "roxy"]})
    game = Game(state.terrain, 0, state.options, players={"blue": "person", "red": "easy"})
    game.state = state
    game.history = [state]
    board.seats = {"blue": "person", "red": "easy"}
    board._begin(game)
    qtbot.wait(50)
    tiles = board.bottom_bar.buttons
    assert len(tiles) == 8
    for t in tiles:
        r = t.tile_rect()
        assert r.width() == r.height() >= 28, (size, t.size())
    backs = board.top_bar.backs
    assert backs.width() >= backs.minimumSizeHint().width()
    for label in (board.bottom_bar.reserve, board.top_bar.reserve):
        assert label.width() >= label.sizeHint().width()
    discard = board.bottom_bar.discard
    assert discard.width() >= discard.sizeHint().width()
    assert board.bottom_bar.draw_button.width() >= board.bottom_bar.draw_button.sizeHint().width()


def test_rebuilt_rack_tiles_never_pop_up_as_windows(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Rack tiles are rebuilt on every refresh; discarded ones used to appear as stray top-level windows
    (and steal the focus) when two refreshes came in a row."""
    board = open_board(window, qtbot)
    board.start_game(GameSettings(terrain="castle", colour="blue", opponent="easy", first="blue", seed=12))
    for _ in range(3):
        board.refresh()
        board.pick_index(0)
        board.refresh()
    qtbot.wait(20)
    strays = [w for w in QApplication.topLevelWidgets() if w.isVisible() and isinstance(w, TileButton)]
    assert strays == []
