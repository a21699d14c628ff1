"""The start-up "resume" question and the quit question name each unfinished game with its game's name, offer
every one of them, and avoid a declined colour ("Синій – Червоний", not "Синій проти Червоний")
(review s8, item 12)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop.games.helix.engine import shipped_glyphs
from desktop.ui import i18n
from desktop.ui.games.helix.board import HelixBoard
from desktop.ui.games.helix.widgets import GlyphView
from desktop.ui.play.frame import PlayFrame
from desktop.ui.play.worker import Background, ComputerMover

GLYPHS = [g.to_dict() for g in shipped_glyphs().values()]
HELIX = {"helixes": [GLYPHS[:6], GLYPHS[6:12]], "names": ["Ann", "Bo"], "pieces": 3, "seed": 9, "opponent": "person"}
ATTACKTIX = {
    "seats": ["person", "person"],
    "seed": 3,
    "names": ["Синій", "Червоний"],
    "options": {"first_player": "a", "steady_hand": 100},
}
TOYBATTLE = {"terrain": "station", "opponent": "person", "first": "blue", "seed": 77}


@pytest.fixture
def uk(qtbot):  # type: ignore[no-untyped-def]
    assert i18n.install("uk")
    yield
    i18n.install("en")


@pytest.fixture(autouse=True)
def _answer_close(monkeypatch):  # type: ignore[no-untyped-def]
    """pytest-qt closes the windows at the end; closing mid-game asks: answer "Close"."""
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Close)


def _three_games(qtbot, monkeypatch) -> PlayFrame:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(GlyphView, "ANIMATION_MS", 0)
    monkeypatch.setattr(HelixBoard, "COMPUTER_DELAY_MS", 0)
    frame = PlayFrame(None)
    qtbot.addWidget(frame)
    frame.ctx = SimpleNamespace(lang="uk", show_status=lambda *a: None)  # the app's language
    frame.start("attacktix", dict(ATTACKTIX)).animation_speed = 0
    frame.start("helix", dict(HELIX))
    frame.start("toybattle", dict(TOYBATTLE))
    for key in ("attacktix", "helix", "toybattle"):
        frame.autosave(key)
    return frame


def _stop(frame: PlayFrame) -> None:
    for b in frame.boards.values():
        getattr(b, "shutdown", lambda: None)()
    ComputerMover.wait_all(10_000)
    Background.wait(10_000)


def test_start_up_offers_every_unfinished_game_by_its_game_name(qtbot, ctx, uk, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.main_window import MainWindow

    _stop(_three_games(qtbot, monkeypatch))  # the last session: three games left unfinished
    ctx.lang = "uk"
    win = MainWindow(ctx)
    qtbot.addWidget(win)
    box = win.offer_resume()
    assert box is not None
    text = box.text()
    assert "Аттактікс (Синій – Червоний, хід 1)" in text and "проти" not in text
    assert "Бойова спіраль (Ann 3 – 3 Bo, раунд 0)" in text
    assert "Битва іграшок (Станція Metal-X, хід 1)" in text
    buttons = {b.text(): b for b in box.buttons()}
    assert {"Аттактікс", "Бойова спіраль", "Битва іграшок"} <= set(buttons)
    buttons["Бойова спіраль"].click()
    page = win._pages["play"]
    assert win.current_key() == "play" and page.frame.current_key() == "helix"
    assert page.frame.boards["helix"].game is not None
    _stop(page.frame)


def test_one_unfinished_game_is_offered_with_its_game_name(qtbot, ctx, uk, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.main_window import MainWindow

    frame = PlayFrame(None)
    qtbot.addWidget(frame)
    frame.start("attacktix", dict(ATTACKTIX)).animation_speed = 0
    frame.autosave("attacktix")
    _stop(frame)
    ctx.lang = "uk"
    win = MainWindow(ctx)
    qtbot.addWidget(win)
    box = win.offer_resume()
    assert box is not None and box.text() == "Продовжити вашу гру: Аттактікс (Синій – Червоний, хід 1)?"


def test_quitting_names_every_unfinished_game(qtbot, uk, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    frame = _three_games(qtbot, monkeypatch)
    asked: list[str] = []

    def question(_parent, _title, text, *_a, **_k):  # type: ignore[no-untyped-def]
        asked.append(text)
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", question)
    assert frame.confirm_close() is False
    assert asked and all(
        name in asked[0] for name in ("Аттактікс (", "Бойова спіраль (", "Битва іграшок (Станція Metal-X")
    )
    assert asked[0].startswith("Ці ігри не закінчено:")
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Close)
    _stop(frame)
