"""The round robin's head-to-head column on the Standings tab (review 9b, item 12e): its cells are blank
for a player whose place it did not decide and a number of match points for the tied ones; the paper has a
legend, the desk had only the tiebreaker's definition. Its header tooltip now also says how to read the
cells, in English and Ukrainian; the other columns' tooltips are as before."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop.services import tournament as svc


def _page(ctx, qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui.pages.tournaments import TournamentsPage

    ev = svc.create_event(
        ctx.db,
        svc.EventSpec(
            name="League", game="toybattle", stages=(svc.StageSpec("round_robin"),),
            tiebreaks=("head_to_head", "secondary"),
        ),
    )
    for i, n in enumerate(["Zoe", "Ada", "Mia", "Bob"]):
        svc.register_player(ctx.db, ev.summary.id, n, rating=1600 - i)
    page = TournamentsPage(ctx)
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    qtbot.waitUntil(lambda: page.snapshot is not None and page.busy == 0, timeout=30000)
    page.tabs.setCurrentWidget(page.standings_tab)
    page.standings_tab.refresh()
    return page


def _tips(page) -> dict[str, str]:  # type: ignore[no-untyped-def]
    m = page.standings_tab.view.model()
    h = Qt.Orientation.Horizontal
    return {
        m.headerData(c, h): m.headerData(c, h, Qt.ItemDataRole.ToolTipRole) or "" for c in range(m.columnCount())
    }


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_head_to_head_header_says_how_to_read_its_cells(ctx, qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import i18n

    i18n.install(lang)
    try:
        page = _page(ctx, qtbot)
        tips = _tips(page)
    finally:
        i18n.install("en")
    if lang == "en":
        tip = tips["Head-to-head"]
        assert tip.startswith("Head-to-head\nMatch points scored in the matches among the tied players"), tip
        assert "A blank cell: head-to-head did not decide this player's place" in tip, tip
        assert "blank" not in tips["W-D-L"] and "blank" not in tips.get("Medals", "")
    else:
        tip = tips["Особиста зустріч"]
        assert tip.startswith("Особиста зустріч\n") and "Порожня клітинка" in tip, tip
        assert "blank" not in tip
