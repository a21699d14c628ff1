"""The page's "Whole event" standings after a cut show every figure as the event's ranking has it (as the
command line, the CSV, the PDF and the venue web do): the secondary score (medals) read "11.0000" there
while every other view, and the page's own stage standings, read "11" (found by the 16-player run)."""

from __future__ import annotations

from desktop.services import tournament as svc


def _play_round(db, ev: int) -> None:  # type: ignore[no-untyped-def]
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    for m in rnd.matches:
        if m.status == "pending":
            medals = 1 + (m.a + m.b) % 4
            svc.record_result(db, m.id, [{"winner": "a", "ended": "hq", "medals_a": medals, "medals_b": 0}])


def test_whole_event_standings_show_the_rankings_own_figures(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    stages = (svc.StageSpec("swiss", rounds=2), svc.StageSpec("single_elimination", cut=4))
    ev = svc.create_event(page.db, svc.EventSpec(name="Cut", game="toybattle", stages=stages)).summary.id
    for i in range(8):
        svc.register_player(page.db, ev, f"P{i}", rating=2000 - i)
    for _ in range(4):
        _play_round(page.db, ev)
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(ev)
    idle()
    tab = page.standings_tab
    tab.stage.setCurrentIndex(tab.stage.findData(None))  # "Whole event"
    tab.refresh()
    ranking = svc.event_ranking(page.db, ev)
    keys = [c.key for c in tab.model.columns()]
    for key in ("secondary", "omw", "oomw"):
        assert key in keys
    col = keys.index("secondary")
    shown = [tab.model.index(row, col).data() for row in range(tab.model.rowCount())]
    assert shown == [ln.tiebreaks["secondary"] for ln in ranking.lines]
    omw = keys.index("omw")
    shown_omw = [tab.model.index(row, omw).data() for row in range(tab.model.rowCount())]
    assert shown_omw == [f"{float(ln.tiebreaks['omw']) * 100:.2f}" for ln in ranking.lines]
