"""The Results tab's code field says what to type in a hint that is seen whole at 1024x700, in English
and in Ukrainian (the Ukrainian hint was cut after "бланка р…"); the whole sentence is its tooltip too."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionFrame

from desktop.ui import i18n


@pytest.fixture(params=["en", "uk"])
def lang(request, ctx, qtbot):  # type: ignore[no-untyped-def]
    assert i18n.install(request.param)
    ctx.lang = request.param
    yield request.param
    from desktop.ui.tournament import texts

    i18n.install("en")
    ctx.lang = "en"
    texts.set_lang("en")


def test_the_code_fields_hint_is_seen_whole_at_1024(lang, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.services.tournament_demo import build_demo
    from desktop.ui.pages.tournaments import TournamentsPage

    ev = build_demo(ctx.db, game="toybattle", players=12, rounds=2, seed=3).event_id
    page = TournamentsPage(ctx)
    qtbot.addWidget(page)
    page.resize(1024 - 170, 700)  # the window at 1024 less the page list on its left
    page.show()
    qtbot.waitExposed(page)
    try:
        with qtbot.waitSignal(page.event_loaded, timeout=30000):
            page.select_event(ev)
        qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
        page.tabs.setCurrentWidget(page.results_tab)
        for _ in range(5):
            QApplication.processEvents()
        field = page.results_tab.code
        hint = field.placeholderText()
        assert hint and field.text() == ""
        option = QStyleOptionFrame()
        field.initStyleOption(option)
        room = field.style().subElementRect(QStyle.SubElement.SE_LineEditContents, option, field).width()
        room -= 2 * 4 + 4  # the style sheet's padding and the line edit's own margins
        need = field.fontMetrics().horizontalAdvance(hint)
        assert need <= room, (lang, hint, need, room)
        assert field.toolTip() and len(field.toolTip()) > len(hint)  # the whole sentence
    finally:
        qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
