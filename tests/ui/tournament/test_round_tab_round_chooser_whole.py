"""The Round tab's round chooser shows its round whole ("2 — Swiss, published"): it took its width when
first shown, before the event had a round, and kept those 54 px (found by the 16-player run, in
Ukrainian at 1024x700: "2 — Швейцарська система, оприлюднено")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionComboBox

from desktop.services import tournament as svc


def _text_fits(combo) -> bool:  # type: ignore[no-untyped-def]
    opt = QStyleOptionComboBox()
    combo.initStyleOption(opt)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, opt, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    return field.width() >= combo.fontMetrics().horizontalAdvance(combo.currentText())


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_round_chooser_shows_its_round_whole(ctx, qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import i18n
    from desktop.ui.pages.tournaments import TournamentsPage

    ev = svc.create_event(
        ctx.db, svc.EventSpec(name="Club night", game="toybattle", stages=(svc.StageSpec("swiss", rounds=3),))
    ).summary.id
    for i in range(6):
        svc.register_player(ctx.db, ev, f"P{i}")
    try:
        assert i18n.install(lang)
        ctx.lang = lang
        page = TournamentsPage(ctx)
        qtbot.addWidget(page)
        page.resize(1024 - 170, 700)
        page.show()
        qtbot.waitExposed(page)
        with qtbot.waitSignal(page.event_loaded, timeout=20000):
            page.select_event(ev)
        qtbot.waitUntil(lambda: page.busy == 0, timeout=20000)
        tab = page.round_tab
        page.tabs.setCurrentWidget(tab)  # shown while the event has no round yet
        QApplication.processEvents()
        with qtbot.waitSignal(page.event_loaded, timeout=30000):
            qtbot.mouseClick(tab.pair_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: page.busy == 0, timeout=20000)
        with qtbot.waitSignal(page.event_loaded, timeout=30000):
            qtbot.mouseClick(tab.publish_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: page.busy == 0, timeout=20000)
        QApplication.processEvents()
        assert tab.round_combo.currentData() == 1
        assert _text_fits(tab.round_combo), (tab.round_combo.currentText(), tab.round_combo.width())
    finally:
        i18n.install("en")
        ctx.lang = "en"
