"""The Play landing's game cards at 1024x700 in Ukrainian, light and dark: with an unfinished game on a
card its three buttons keep their whole words (Resume on a row of its own), and the amber "Unfinished"
line and the resume offer stay readable on their backgrounds in both palettes."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from desktop.ui import i18n, palette
from desktop.ui.palette import contrast
from desktop.ui.play.frame import GameCard, Landing, PlayFrame
from desktop.ui.play.worker import ComputerMover

READABLE = 4.5


@pytest.fixture(params=["light", "dark"])
def look(request, qtbot):  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    before, style = app.palette(), app.style().name()
    if request.param == "dark":
        app.setStyle("Fusion")
        app.setPalette(palette.dark_palette())
    yield request.param
    app.setPalette(before)
    if app.style().name() != style:
        app.setStyle(style)


@pytest.fixture
def frame(qtbot, monkeypatch, look):  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Close)
    assert i18n.install("uk")
    f = PlayFrame(None)
    qtbot.addWidget(f)
    f.retranslate()
    for card in f.findChildren(GameCard):
        card.retranslate("uk")
        card.set_resume("Аттактікс (Синій – Червоний, хід 1)")
    f.resize(1024 - 170, 700)  # the Play page beside the app's sidebar in a 1024-pixel window
    f.show()
    qtbot.waitExposed(f)
    yield f
    f.shutdown()
    ComputerMover.wait_all(10_000)
    i18n.install("en")


def test_a_card_with_an_unfinished_game_keeps_every_buttons_words_whole(frame) -> None:  # type: ignore[no-untyped-def]
    cards = frame.findChildren(GameCard)
    assert len(cards) == 3
    for card in cards:
        shown = [b for b in card.findChildren(QPushButton) if b.isVisible()]
        assert card.resume_button in shown and len(shown) >= 2
        for button in shown:
            assert button.width() >= button.sizeHint().width(), (card.game_key, button.text())
            left = button.mapTo(card, QPoint(0, 0)).x()
            assert 0 <= left and left + button.width() <= card.width(), (card.game_key, button.text())


def test_the_unfinished_line_and_the_resume_offer_read_on_their_backgrounds(frame, qtbot) -> None:  # type: ignore[no-untyped-def]
    card = frame.findChildren(GameCard)[0]
    shot = card.grab().toImage()
    fill = shot.pixelColor(card.width() // 2, 4)  # inside the card's border, above its art
    ink = card.resume_text.palette().color(QPalette.ColorRole.WindowText)
    assert contrast(ink, fill) >= READABLE, (ink.name(), fill.name())

    landing = frame.findChild(Landing)
    landing.offer.show()
    landing.offer_text.setText("Продовжити вашу гру: Битва іграшок (Проклятий цвинтар, хід 12)?")
    qtbot.waitUntil(lambda: landing.offer.isVisible())
    offer = landing.offer.grab().toImage()
    fill = offer.pixelColor(landing.offer.width() // 2, 3)
    ink = landing.offer_text.palette().color(QPalette.ColorRole.WindowText)
    assert contrast(ink, fill) >= READABLE, (ink.name(), fill.name())
    window = frame.palette().color(QPalette.ColorRole.Window)
    # in the dark palette the offer is not a light slab: it stays on the window's side of mid-grey
    assert (fill.lightness() < 128) == (window.lightness() < 128), (fill.name(), window.name())
