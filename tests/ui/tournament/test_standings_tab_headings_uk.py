"""The Standings tab's column headings stay whole after a switch to Ukrainian: the columns were sized once,
for the English headings, so "Місце" (Rank) was cut off at 1024x700 (found by the 16-player run)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.services.tournament_demo import build_demo


def test_standings_headings_are_whole_after_switching_to_ukrainian(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import i18n
    from desktop.ui.pages.tournaments import TournamentsPage

    event_id = build_demo(ctx.db, game="toybattle", players=16, rounds=2, seed=3, play=True).event_id
    page = TournamentsPage(ctx)
    qtbot.addWidget(page)
    page.resize(1024 - 170, 700)
    page.show()
    qtbot.waitExposed(page)
    with qtbot.waitSignal(page.event_loaded, timeout=20000):
        page.select_event(event_id)
    qtbot.waitUntil(lambda: page.busy == 0, timeout=20000)
    tab = page.standings_tab
    page.tabs.setCurrentWidget(tab)
    assert tab.model.rowCount() == 16
    try:
        assert i18n.install("uk")
        ctx.lang = "uk"
        page.retranslate()
        header = tab.view.horizontalHeader()
        for col in range(tab.model.columnCount() - 1):
            text = tab.model.headerData(col, Qt.Orientation.Horizontal)
            assert header.sectionSize(col) >= header.sectionSizeHint(col), text
    finally:
        i18n.install("en")
        ctx.lang = "en"
        page.retranslate()
    qtbot.waitUntil(lambda: page.busy == 0, timeout=20000)
