"""The helix builder's odds panel: exact chances against the saved helixes, sorting, chart, cache."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop.games.helix import helix as hx
from desktop.games.helix import odds
from desktop.services import squads as svc
from desktop.ui.games.helix import data as hx_data
from desktop.ui.games.helix.odds_panel import HelixOddsPanel
from desktop.ui.play.worker import Background


@pytest.fixture
def saved(db):  # type: ignore[no-untyped-def]
    glyphs = [g for g in hx_data.glyphs(db) if not g.gold]
    helixes = {"Alpha": glyphs[0:6], "Beta": glyphs[6:12], "Gamma": glyphs[3:9]}
    for name, gs in helixes.items():
        svc.save_squad(db, kind=hx.SQUAD_KIND, name=name, data={"slots": [g.key for g in gs]})
    return helixes


def wait(qtbot, panel: HelixOddsPanel) -> None:  # type: ignore[no-untyped-def]
    def idle() -> bool:
        QApplication.processEvents()
        return not panel._timer.isActive() and not panel.background.busy()

    qtbot.waitUntil(idle, timeout=30_000)
    QApplication.processEvents()


def test_table_of_exact_chances_sortable_and_cached(qtbot, qtmodeltester, db, saved):  # type: ignore[no-untyped-def]
    panel = HelixOddsPanel()
    panel.DEBOUNCE_MS = 0
    qtbot.addWidget(panel)
    panel.set_database(db)
    panel.set_helix(hx.Helix.of(saved["Alpha"]))
    wait(qtbot, panel)
    names = [r[0] for r in panel.model.rows]
    assert names == ["Beta", "Gamma"]  # every other saved helix (not itself)
    for name, mine, theirs in panel.model.rows:
        exact = odds.win_chance(saved["Alpha"], saved[name], 25)
        assert mine == pytest.approx(exact[0], abs=1e-12) and theirs == pytest.approx(exact[1], abs=1e-12)
    qtmodeltester.check(panel.model)
    # sortable: by this helix's chance, both ways
    panel.table.sortByColumn(1, Qt.SortOrder.AscendingOrder)
    shown = [panel.proxy.index(r, 1).data(Qt.ItemDataRole.UserRole) for r in range(2)]
    assert shown == sorted(shown)
    panel.table.sortByColumn(1, Qt.SortOrder.DescendingOrder)
    shown = [panel.proxy.index(r, 1).data(Qt.ItemDataRole.UserRole) for r in range(2)]
    assert shown == sorted(shown, reverse=True)
    assert panel.proxy.index(0, 1).data().endswith("%")
    # the chart of the selected opponent: chance against starting pieces 1..50
    panel.table.selectRow(1)
    wait(qtbot, panel)
    row = panel.proxy.mapToSource(panel.table.currentIndex()).row()
    opponent = panel.model.rows[row][0]
    assert panel.chart_values == pytest.approx(odds.chart(saved["Alpha"], saved[opponent], 50), abs=1e-12)
    assert opponent in panel.plot.plotItem.titleLabel.text
    # cached per pair: the same helix again starts no work
    jobs = panel.pair_jobs
    panel.set_helix(hx.Helix.of(saved["Alpha"]))
    panel.refresh()
    assert panel.pair_jobs == jobs
    assert all(r[1] is not None for r in panel.model.rows)
    # another piece count is another pair of odds
    panel.pieces.setValue(10)
    wait(qtbot, panel)
    assert panel.model.rows[0][1] == pytest.approx(odds.win_chance(saved["Alpha"], saved["Beta"], 10)[0])


def test_incomplete_helix_shows_a_hint(qtbot, db, saved):  # type: ignore[no-untyped-def]
    panel = HelixOddsPanel()
    panel.DEBOUNCE_MS = 0
    qtbot.addWidget(panel)
    panel.set_database(db)
    panel.set_helix(hx.Helix.of(list(saved["Alpha"][:5]) + [None]))
    wait(qtbot, panel)
    assert panel.model.rowCount() == 0 and "six" in panel.status.text()


def test_the_squads_page_shows_the_panel_in_the_helix_builder(qtbot, ctx, saved):  # type: ignore[no-untyped-def]
    from desktop.ui.pages.squads import Page

    page = Page(ctx)
    qtbot.addWidget(page)
    editor = page.editors[hx.SQUAD_KIND]
    panel = editor.odds_panel
    panel.DEBOUNCE_MS = 0
    assert panel.db() is ctx.db  # found through the page
    editor.set_state(hx.Helix.of(saved["Beta"]))
    wait(qtbot, panel)
    assert sorted(r[0] for r in panel.model.rows) == ["Alpha", "Gamma"]
    Background.wait(10_000)
