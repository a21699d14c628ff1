"""Players tab → "Never pair these two": two selected players are kept apart by the pairing (stored
through the service); the same two again may be paired again; one player selected is refused."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel

from desktop.services import tournament as svc


def _select(page, names: set[str]) -> None:  # type: ignore[no-untyped-def]
    tab = page.players_tab
    sel = tab.view.selectionModel()
    sel.clearSelection()
    for row in range(tab.proxy.rowCount()):
        index = tab.proxy.index(row, 0)
        if tab.model.record(tab.proxy.mapToSource(index).row()).name in names:
            sel.select(index, QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows)


def test_never_pair_these_two_from_the_players_tab(page, idle, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    ev = svc.create_event(ctx.db, svc.EventSpec(name="Family", game="toybattle")).summary.id
    regs = {n: svc.register_player(ctx.db, ev, n, rating=1600 - i).id for i, n in enumerate("ABCD")}
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(ev)
    idle()
    tab = page.players_tab
    assert tab.never_pair_button.text() == "Never pair these two"
    _select(page, {"A"})
    assert not tab.never_pair_selected()
    _select(page, {"A", "C"})
    assert tab.never_pair_selected()
    idle()
    assert svc.avoided_pair_ids(ctx.db, ev) == [(regs["A"], regs["C"])]
    rnd = svc.pair_next_round(ctx.db, ev)
    assert all({m.a, m.b} != {regs["A"], regs["C"]} for m in rnd.matches)
    _select(page, {"A", "C"})
    assert tab.never_pair_selected()
    idle()
    assert svc.avoided_pair_ids(ctx.db, ev) == []
