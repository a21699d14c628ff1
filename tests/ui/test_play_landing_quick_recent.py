"""The Play landing for a new user (issue 23): a "Quick game" on every game card (one click, the computer
on Normal, straight to the board), and recent games that are of use: each entry names the opponent and the
result in the current language, a double-click shows a finished game again or resumes an unfinished one,
and an empty list is one short line, not a big empty box."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from desktop.games.toybattle.engine import Game, legal_actions, position
from desktop.ui import games, i18n
from desktop.ui.games.toybattle.board import ToyBattlePlayWidget
from desktop.ui.play.frame import PlayFrame, autosave_path, read_recent
from desktop.ui.play.worker import ComputerMover


@pytest.fixture(autouse=True)
def _answer_close(monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Close)


def _frame(qtbot, ctx=None) -> PlayFrame:  # type: ignore[no-untyped-def]
    f = PlayFrame(ctx)
    qtbot.addWidget(f)
    f.resize(1024, 700)
    f.show()
    qtbot.waitExposed(f)
    return f


@pytest.fixture
def frame(qtbot):  # type: ignore[no-untyped-def]
    f = _frame(qtbot)
    yield f
    f.shutdown()
    ComputerMover.wait_all(10_000)


def _seat_kinds(board) -> list[str]:  # type: ignore[no-untyped-def]
    seats = board.seats
    return sorted(seats.values() if isinstance(seats, dict) else seats)


def _double_click(qtbot, landing, row: int) -> None:  # type: ignore[no-untyped-def]
    view = landing.recent
    rect = view.visualItemRect(view.item(row))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())  # the press a double-click has
    qtbot.mouseDClick(view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def _win_as_blue_against(board: ToyBattlePlayWidget, red: str) -> None:
    """Blue (a person) wins with its next troop: red is a person or a computer level."""
    stacks = {b: [("blue", k)] for b, k in ((11, "skully"), (12, "skully"), (17, "star"), (20, "star"))}
    state = position("caribbean", board=stacks, racks={"blue": ["roxy"], "red": ["roxy"]})
    seats = {"blue": "person", "red": red}
    game = Game(state.terrain, 0, state.options, players=seats)
    game.state, game.history = state, [state]
    board.seats = dict(seats)
    board._begin(game)
    board.reveal()
    board.pick_troop("roxy")
    board.click_node(41)
    assert board.game.state.over


def test_every_game_card_has_a_quick_game_that_opens_the_board_against_the_computer_on_normal(
    qtbot, ctx  # type: ignore[no-untyped-def]
) -> None:
    f = _frame(qtbot, ctx)
    try:
        for key, card in f.landing.cards.items():
            f.show_landing()
            assert card.quick_button.isVisible() and card.quick_button.text() == "Quick game", key
            qtbot.mouseClick(card.quick_button, Qt.MouseButton.LeftButton)
            board = f.boards[key]
            assert f.current_key() == key, key  # straight to the board, no dialog
            assert board.in_progress(), key
            assert _seat_kinds(board) == ["normal", "person"], key  # you against the computer on Normal
            f.boards[key].shutdown()
    finally:
        f.shutdown()
        ComputerMover.wait_all(10_000)


def test_the_quick_battle_helix_game_pits_two_different_sample_helixes() -> None:
    setup = games.ui_game("helix").quick_setup(None)
    assert setup["helixes"][0] != setup["helixes"][1]
    assert all(len(h) == 6 for h in setup["helixes"])
    assert setup["rules"]["round_limit"] > 0  # a battle that could go on for ever is timed


def test_a_game_without_a_quick_set_up_shows_no_quick_game_button(qtbot) -> None:  # type: ignore[no-untyped-def]
    from dataclasses import replace

    plain = replace(games.UI_GAMES["toybattle"], quick=None)
    saved = games.UI_GAMES["toybattle"]
    games.UI_GAMES["toybattle"] = plain
    try:
        f = _frame(qtbot)
        assert not f.landing.cards["toybattle"].quick_button.isVisible()
        assert not f.quick_game("toybattle")
    finally:
        games.UI_GAMES["toybattle"] = saved


def test_an_empty_recent_list_is_one_short_line_not_a_big_box(frame: PlayFrame) -> None:
    landing = frame.landing
    assert read_recent() == []
    assert not landing.recent.isVisible()
    assert landing.recent_empty.isVisible() and landing.recent_empty.text() == "No games yet."
    assert landing.recent_empty.height() < 40


def test_a_recent_game_names_the_opponent_and_the_result_and_follows_the_language(
    qtbot, ctx  # type: ignore[no-untyped-def]
) -> None:
    from desktop.ui.main_window import MainWindow

    win = MainWindow(ctx)
    qtbot.addWidget(win)
    win.resize(1024, 700)
    win.show()
    frame = win.show_page("play").frame
    try:
        board = frame.open_board("toybattle")
        board.animation_ms = 0
        board.start({"terrain": "caribbean", "opponent": "normal", "colour": "blue", "seed": 3})
        _win_as_blue_against(board, "normal")
        frame.show_landing()
        landing = frame.landing
        assert landing.recent.isVisible() and not landing.recent_empty.isVisible()
        assert landing.recent.height() < 4 * landing.recent.sizeHintForRow(0)  # a few entries: a short list
        # this game's entry (an unfinished game of another board, autosaved by a board an earlier test
        # left behind, can be listed too)
        texts = [landing.recent.item(i).text() for i in range(landing.recent.count())]
        row = next((i for i, t in enumerate(texts) if "Toy Battle" in t), None)
        assert row is not None, texts
        text = texts[row]
        assert text.endswith("Toy Battle against the computer (Normal): you won"), text
        win.set_language("uk")  # live, from the View menu: the list is worded again
        uk = landing.recent.item(row).text()
        assert uk[:16] == text[:16]  # the same game, at the same time
        assert uk[16:] == "  Битва іграшок, суперник — комп’ютер (звичайний): ви виграли", uk
        win.set_language("en")
        assert landing.recent.item(row).text() == text
    finally:
        i18n.install("en")
        ctx.lang = "en"
        frame.shutdown()
        ComputerMover.wait_all(10_000)


def test_a_hot_seat_entry_names_both_players_and_the_winner(qtbot, frame: PlayFrame) -> None:  # type: ignore[no-untyped-def]
    board = frame.open_board("toybattle")
    board.animation_ms = 0
    board.start({"terrain": "caribbean", "opponent": "person", "seed": 3})
    _win_as_blue_against(board, "person")
    texts = [frame.landing.recent.item(i).text() for i in range(frame.landing.recent.count())]
    # (another board's unfinished game left by an earlier test may be listed too)
    assert any(t.endswith("Toy Battle: Blue against Red: Blue won") for t in texts), texts


def test_double_click_shows_a_finished_game_again_without_listing_it_twice(
    qtbot, frame: PlayFrame, monkeypatch  # type: ignore[no-untyped-def]
) -> None:
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    board = frame.open_board("toybattle")
    board.animation_ms = 0
    board.start({"terrain": "caribbean", "opponent": "person", "first": "blue", "seed": 3})
    while not board.game.state.over:  # a whole game, played out
        board.play(legal_actions(board.game.state)[0])
    final = board.game.state
    board.start({"terrain": "station", "opponent": "person", "seed": 9})  # another game since
    board.play(legal_actions(board.game.state)[0])
    frame.show_landing()
    assert frame.landing.recent.count() == 1  # the running game is on its board, not offered
    assert frame.landing.recent.item(0).text().endswith(" won")
    _double_click(qtbot, frame.landing, 0)  # replacing the running game is asked (answered yes)
    assert frame.current_key() == "toybattle"
    assert board.game.state == final and not board.in_progress()
    assert frame.hosts["toybattle"].overlay.isVisible()
    assert len(read_recent()) == 1
    assert not frame.act_save.isEnabled()


def test_double_click_resumes_an_unfinished_game(qtbot, frame: PlayFrame) -> None:  # type: ignore[no-untyped-def]
    board = frame.open_board("toybattle")
    board.start({"terrain": "station", "opponent": "person", "first": "blue", "seed": 77})
    for _ in range(3):
        board.play(legal_actions(board.game.state)[0])
    state = board.game.state
    assert autosave_path("toybattle").exists()
    other = _frame(qtbot)  # the next start
    try:
        item = other.landing.recent.item(0)
        assert item.text().startswith("Unfinished: Toy Battle (Station Metal-X"), item.text()
        _double_click(qtbot, other.landing, 0)
        assert other.current_key() == "toybattle" and other.boards["toybattle"].game.state == state
    finally:
        other.shutdown()


def test_a_game_that_does_not_say_who_played_keeps_its_winners_medal_and_its_summary(
    qtbot, frame: PlayFrame  # type: ignore[no-untyped-def]
) -> None:
    from dataclasses import replace

    saved = games.UI_GAMES["toybattle"]
    games.UI_GAMES["toybattle"] = replace(saved, outcome=None)
    try:
        board = frame.open_board("toybattle")
        board.animation_ms = 0
        board.start({"terrain": "caribbean", "opponent": "normal", "colour": "blue", "seed": 3})
        _win_as_blue_against(board, "normal")
        overlay = frame.hosts["toybattle"].overlay
        assert overlay.heading.text() == "Blue wins!" and overlay.medal.isVisible()
        frame.show_landing()
        assert frame.landing.recent.item(0).text().endswith("Toy Battle: Blue wins: A troop reached the enemy HQ")
    finally:
        games.UI_GAMES["toybattle"] = saved
