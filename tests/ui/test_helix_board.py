"""The Battle Helix board (pytest-qt): set-up dialog, calls by button and key, computer, undo, terrain,
chart, save/load, game over, rematch, and the fit at three window sizes in both languages."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from desktop.games.helix import odds
from desktop.games.helix.engine import Game, shipped_glyphs
from desktop.ui.games import board_class
from desktop.ui.games.helix.board import HelixBoard
from desktop.ui.games.helix.setup import SetupDialog
from desktop.ui.games.helix.widgets import GlyphView
from desktop.ui.play.worker import Background

GLYPHS = [g.to_dict() for g in shipped_glyphs().values()]


@pytest.fixture
def board(db, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setattr(GlyphView, "ANIMATION_MS", 0)
    monkeypatch.setattr(HelixBoard, "COMPUTER_DELAY_MS", 0)
    w = HelixBoard(db)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.background.cancel()
    Background.wait(10_000)


def start(
    w: HelixBoard, opponent: str = "person", terrain: bool = False, seed: int = 5, pieces: int = 25
) -> None:
    w.start(
        {
            "helixes": [GLYPHS[:6], GLYPHS[6:12]],
            "names": ["Ann", "Bo"],
            "pieces": pieces,
            "seed": seed,
            "opponent": opponent,
            "terrain_mode": terrain,
        }
    )


def settle(qtbot, w: HelixBoard) -> None:  # type: ignore[no-untyped-def]
    def idle() -> bool:
        QApplication.processEvents()
        return not w.background.busy() and not w._computer_timer.isActive()

    qtbot.waitUntil(idle, timeout=20_000)


def person_turn(qtbot, w: HelixBoard) -> None:  # type: ignore[no-untyped-def]
    settle(qtbot, w)
    assert w.game is not None


def test_registered_in_boards():
    assert board_class("helix") is HelixBoard
    assert HelixBoard.game_key == "helix"


def test_hot_seat_calls_by_button_and_key(qtbot, board):  # type: ignore[no-untyped-def]
    start(board)
    settle(qtbot, board)
    g = board.game
    attacker = g.state.attacker
    assert board.black_button.isEnabled() and board.white_button.isEnabled()
    assert board.names[attacker] in board.title() and "B / W" in board.title()
    with qtbot.waitSignal(board.state_changed):
        qtbot.mouseClick(board.black_button, Qt.MouseButton.LeftButton)
    assert g.log == [("call", "black")]
    board.setFocus()
    with qtbot.waitSignal(board.state_changed):
        qtbot.keyClick(board, Qt.Key.Key_W)
    assert g.log[-1] == ("call", "white")
    assert board.log.count() >= 3  # initiative + two rounds
    assert "Round 2" in board.log.item(board.log.count() - 1).text()
    # the rolled glyphs are shown with the called colour marked
    rnd = [e for e in g.events if e["type"] == "round"][-1]
    for side in (0, 1):
        assert board.panels[side].glyph.glyph == g.setup.helixes[side][rnd["rolls"][side]]
        assert board.panels[side].glyph.highlight == "white"
        assert board.panels[side].bar.value() == g.state.pieces[side]
    # hot-seat: undo takes back the last call, redo plays it again (same dice)
    before = g.state.to_dict()
    assert board.can_undo()
    board.undo()
    assert board.game.log == [("call", "black")]
    assert board.can_redo()
    board.redo()
    assert board.game.state.to_dict() == before


def test_against_the_computer_undo_takes_back_your_own_call(qtbot, board):  # type: ignore[no-untyped-def]
    start(board, opponent="hard", seed=8)
    for _ in range(12):
        settle(qtbot, board)
        s = board.game.state
        if s.over:
            break
        if board.seats[s.to_move] == "person":
            board.call("black")
    settle(qtbot, board)
    g = board.game
    persons = [i for i, a in enumerate(board.actors) if board.seats[a] == "person"]
    assert persons, "the person made at least one call"
    last = persons[-1]
    board.undo()
    settle(qtbot, board)
    assert len(board.game.log) == last
    assert board.game.state.to_move == 0 or board.game.state.phase != "call"
    assert board.seats[board.game.state.to_move] == "person"
    # the computer's calls are the Hard player's exact best calls
    sol = odds.solve(g.setup.helixes[0], g.setup.helixes[1], 25)
    replay = Game(g.setup)
    for action, actor in zip(g.log, board.actors + [1] * 100, strict=False):
        if actor == 1 and action[0] == "call":
            s = replay.state
            assert action[1] == sol.best_call(s.pieces[0], s.pieces[1], s.attacker)
        replay.play(action)


def test_calls_are_refused_while_the_computer_moves(qtbot, board):  # type: ignore[no-untyped-def]
    start(board, opponent="easy", seed=3)
    settle(qtbot, board)
    s = board.game.state
    if board.seats[s.to_move] == "person":
        board.call("black")
    n = len(board.game.log)
    board._thinking = True  # pretend the computer is thinking
    board.call("white")
    assert len(board.game.log) == n or board.seats[board.game.state.to_move] != "person"
    board._thinking = False


def test_chart_follows_the_exact_chance(qtbot, board):  # type: ignore[no-untyped-def]
    start(board, seed=2, pieces=10)
    settle(qtbot, board)
    for colour in ("black", "white", "black"):
        if board.game.state.over:
            break
        board.call(colour)
    settle(qtbot, board)
    points = board.chance_points()
    g = board.game
    sol = odds.solve(g.setup.helixes[0], g.setup.helixes[1], 10)
    assert points[0] == (0, *sol.chance())
    assert len(points) == 1 + g.state.round
    assert "Win chance" in board.chart.plot.plotItem.titleLabel.text
    assert "ignoring terrain" not in board.chart.plot.plotItem.titleLabel.text
    a, b = g.state.pieces
    if not g.state.over:
        assert points[-1][1] == pytest.approx(sol.chance(a, b, g.state.attacker)[0])
        assert f"{100 * points[-1][1]:.1f}" in board.panels[0].chance.text()


def test_terrain_mode_move_by_clicking_a_space(qtbot, board):  # type: ignore[no-untyped-def]
    start(board, terrain=True, seed=5)
    settle(qtbot, board)
    g = board.game
    assert board.terrain_view.isVisible() and g.state.terrain is not None
    assert "ignoring terrain" in board.chart.plot.plotItem.titleLabel.text
    for _ in range(40):
        s = g.state
        if s.over or s.phase == "move":
            break
        if s.phase == "call":
            board.call("black")
        elif s.phase == "terrain":
            board.terrain_choice.setCurrentIndex(0)
            qtbot.mouseClick(board.terrain_go, Qt.MouseButton.LeftButton)
        elif s.phase == "place":
            board._space_clicked(s.choices[0])
        settle(qtbot, board)
    s = g.state
    assert s.phase == "move"
    target = s.choices[0]
    assert set(board.terrain_view.choices) == set(s.choices)
    view = board.terrain_view
    view.fitInView(view.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
    centre = view.space_centre(target)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(int(centre.x()), int(centre.y())))
    assert g.log[-1] == ("move", target)
    assert g.state.positions[s.to_move if s.to_move is not None else 0] == target or g.state.phase == "call"


def test_save_load_and_bad_files(qtbot, board):  # type: ignore[no-untyped-def]
    start(board, opponent="normal", seed=4)
    settle(qtbot, board)
    for _ in range(3):
        if board.seats[board.game.state.to_move] == "person":
            board.call("white")
        settle(qtbot, board)
    saved = board.save_state()
    import json

    saved = json.loads(json.dumps(saved))  # JSON-serialisable
    assert saved["game"] == "helix"
    text = HelixBoard.describe_state(saved)
    assert "Ann" in text and "Bo" in text and "round" in text
    before = board.game.state.to_dict()
    for bad in [
        {},
        {"game": "toybattle"},
        {**saved, "version": 99},
        {**saved, "seats": ["person"]},
        {**saved, "battle": {"setup": {"helixes": []}}},
        {**saved, "battle": {**saved["battle"], "actions": [["call", "purple"]]}},
    ]:
        with pytest.raises(ValueError):
            board.load_state(bad)
        assert board.game.state.to_dict() == before  # untouched
    other = HelixBoard(board.db)
    qtbot.addWidget(other)
    other.load_state(saved)
    assert other.game.state.to_dict() == before and other.seats == board.seats
    assert other.log.count() == board.log.count()
    other.background.cancel()


def test_game_over_signal_and_rematch(qtbot, board):  # type: ignore[no-untyped-def]
    start(board, seed=6, pieces=2)
    settle(qtbot, board)
    got = []
    board.game_finished.connect(got.append)
    for _ in range(300):
        if board.game.state.over:
            break
        board.call("black")
    assert board.game.state.over and not board.in_progress()
    assert len(got) == 1
    info = got[0]
    assert info["winner"] in ("Ann", "Bo") and info["reason"] and len(info["lines"]) >= 3
    assert info["result"]["ended"] == "pieces"
    old_seed = board.game.setup.seed
    board.rematch()
    assert board.in_progress() and board.game.setup.seed != old_seed
    assert board.game.setup.names == ("Ann", "Bo") and board.game.setup.pieces == 2


def test_setup_dialog_builds_a_battle(qtbot, db, monkeypatch):  # type: ignore[no-untyped-def]
    from desktop.services import squads as svc
    from desktop.ui.games.helix import data

    glyphs = data.glyphs(db)
    svc.save_squad(db, kind="helix.helix", name="Tidal", data={"slots": [g.key for g in glyphs[:6]]})
    saved = [("Tidal", data.load_helix(db, svc.list_squads(db, game="helix")[0].id)[0].glyphs)]
    d = SetupDialog(saved, glyphs, True)
    qtbot.addWidget(d)
    assert d.pickers[0].source.currentText() == "Tidal"
    # building a helix here: too many gold glyphs is refused with a message
    gold = [g for g in glyphs if g.gold]
    for combo, g in zip(d.pickers[1].slots, gold * 2, strict=False):
        combo.setCurrentIndex(combo.findData(g.key))
    assert d.pickers[1].source.currentText() == "Built here"
    d.buttons_ok = d.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(d.buttons_ok, Qt.MouseButton.LeftButton)
    assert d.result() == 0 and "gold" in d.error.text()
    plain = [g for g in glyphs if not g.gold]
    for combo, g in zip(d.pickers[1].slots, plain, strict=False):
        combo.setCurrentIndex(combo.findData(g.key))
    d.pieces.setValue(12)
    d.terrain.setChecked(True)
    d.opponent.setCurrentIndex(d.opponent.findData("normal"))
    d.options["blast"].setCurrentIndex(d.options["blast"].findData("mirror"))
    d.round_limit.setValue(50)
    qtbot.mouseClick(d.buttons_ok, Qt.MouseButton.LeftButton)
    assert d.result() == 1
    setup = d.setup()
    assert setup["pieces"] == 12 and setup["terrain_mode"] and setup["opponent"] == "normal"
    assert setup["rules"]["blast"] == "mirror" and setup["rules"]["round_limit"] == 50
    assert setup["helix_names"][0] == "Tidal"
    assert [g["key"] for g in setup["helixes"][1]] == [g.key for g in plain[:6]]
    assert d.seed.value() > 0


def test_new_game_through_the_dialog(qtbot, board, monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setattr(SetupDialog, "exec", lambda self: SetupDialog.DialogCode.Rejected)
    assert board.new_game() is False and board.game is None
    monkeypatch.setattr(SetupDialog, "exec", lambda self: SetupDialog.DialogCode.Accepted)
    assert board.new_game() is True and board.in_progress()


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)])
def test_board_fits(qtbot, board, lang, size):  # type: ignore[no-untyped-def]
    from desktop.ui import i18n

    assert i18n.install(lang)
    try:
        board.retranslate()
        start(board, terrain=True, opponent="hard")
        settle(qtbot, board)
        board.resize(*size)
        QApplication.processEvents()
        assert board.minimumSizeHint().width() <= size[0]
        assert board.minimumSizeHint().height() <= size[1]
        for w in (
            board.black_button,
            board.white_button,
            *board.panels,
            board.terrain_view,
            board.log,
            board.chart,
        ):
            top_left = w.mapTo(board, QPoint(0, 0))
            assert top_left.x() >= 0 and top_left.x() + w.width() <= size[0] + 1, w
            assert top_left.y() >= 0 and top_left.y() + w.height() <= size[1] + 1, w
        for b in (board.black_button, board.white_button):
            assert b.width() >= b.sizeHint().width() - 2
        if lang == "uk":
            assert any("а" <= ch <= "я" for ch in board.black_button.text().lower())
    finally:
        i18n.install("en")
        board.retranslate()


def test_b_and_w_call_from_the_first_round_without_a_click_into_the_board(qtbot, db, monkeypatch):  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QLineEdit, QPushButton, QVBoxLayout, QWidget

    monkeypatch.setattr(GlyphView, "ANIMATION_MS", 0)
    window = QWidget()
    qtbot.addWidget(window)
    lay = QVBoxLayout(window)
    outside = QPushButton("elsewhere in the window")  # the focus sits outside the board
    field = QLineEdit()
    board = HelixBoard(db)
    lay.addWidget(outside)
    lay.addWidget(field)
    lay.addWidget(board)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    try:
        start(board)
        settle(qtbot, board)
        window.activateWindow()
        outside.setFocus()
        QApplication.processEvents()
        assert not board.isAncestorOf(QApplication.focusWidget())
        with qtbot.waitSignal(board.state_changed, timeout=3000):
            qtbot.keyClick(outside, Qt.Key.Key_B)
        assert board.game.log == [("call", "black")]
        settle(qtbot, board)
        # a text field keeps its letters
        field.setFocus()
        qtbot.keyClick(field, Qt.Key.Key_W)
        assert field.text() == "w" and board.game.log == [("call", "black")]
        # no Ctrl: the frame's shortcuts (Ctrl+…) stay theirs
        assert all(not (sc.key()[0].keyboardModifiers()) for sc in board.call_shortcuts)
    finally:
        board.background.cancel()
        Background.wait(10_000)


def test_piece_counts_are_not_painted_over_the_coloured_bar(qtbot, board):  # type: ignore[no-untyped-def]
    start(board, pieces=12)
    settle(qtbot, board)
    for side in (0, 1):
        panel = board.panels[side]
        # black text on the dark blue chunk was unreadable: the count is a label in the palette's colours
        assert not panel.bar.isTextVisible()
        assert panel.pieces.text().startswith("12 piece") and panel.pieces.isVisible()


def test_chart_round_axis_has_only_whole_numbers(qtbot, board):  # type: ignore[no-untyped-def]
    axis = board.chart.plot.getAxis("bottom")
    for lo, hi, size in ((0, 1, 400), (0, 2, 400), (0, 3, 300), (0, 7, 500), (0, 140, 400)):
        levels = axis.tickValues(lo, hi, size)
        values = [v for _spacing, vs in levels for v in vs]
        assert values and all(float(v).is_integer() for v in values), (lo, hi, values)


def test_the_win_chance_is_written_as_the_language_writes_numbers(qtbot, board):  # type: ignore[no-untyped-def]
    import re

    from desktop.ui import i18n

    assert i18n.install("uk")
    try:
        start(board, seed=2, pieces=10)
        settle(qtbot, board)
        board._refresh_panels()
        text = board.panels[0].chance.text()
        assert re.search(r"\d+,\d %$", text) and "." not in text, text  # 40,6 %, not 40.6 %
    finally:
        i18n.install("en")
    board._refresh_panels()
    assert re.search(r"\d+\.\d %$", board.panels[0].chance.text())
