"""After a top-4 cut, the page's "Whole event" standings and the venue screen rank the event as the
command line, the PDF and the export do (bracket places first): they used to show the Swiss order, with
the 3rd-place winner 2nd and the finalist 3rd."""

from __future__ import annotations

from desktop.services import tournament as svc


def _result(winner: str) -> dict[str, object]:
    # a medal-target win needs the winner to have more medals; a troop on the HQ wins with any
    return {"winner": winner, "ended": "medals" if winner == "a" else "hq", "medals_a": 3 if winner == "a" else 1,
            "medals_b": 1}


def _play_round(db, ev: int, winner) -> None:  # type: ignore[no-untyped-def]
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    for m in rnd.matches:
        if m.status == "pending":
            svc.record_result(db, m.id, [_result("a" if winner(m) == m.a else "b")])


def _swiss_and_cut(db) -> int:  # type: ignore[no-untyped-def]
    stages = (svc.StageSpec("swiss", rounds=3), svc.StageSpec("single_elimination", cut=4, third_place=True))
    ev = svc.create_event(db, svc.EventSpec(name="Cut", game="toybattle", stages=stages)).summary.id
    regs = [svc.register_player(db, ev, f"P{i:02d}", rating=2000 - 10 * i).id for i in range(8)]
    upsets = {frozenset((regs[0], regs[4])), frozenset((regs[2], regs[7])), frozenset((regs[1], regs[6]))}

    def swiss_winner(m):  # type: ignore[no-untyped-def]
        lo, hi = min(m.a, m.b), max(m.a, m.b)
        return hi if frozenset((lo, hi)) in upsets else lo

    for _ in range(3):
        _play_round(db, ev, swiss_winner)
    for _ in range(2):  # the bracket: the lower seed wins every match, so the bracket reorders the top 4
        _play_round(db, ev, lambda m: max(m.a, m.b))
    return ev


def test_whole_event_standings_and_the_venue_screen_follow_the_bracket(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    ev = _swiss_and_cut(page.db)
    expected = [ln.registration_id for ln in svc.event_ranking(page.db, ev).lines]
    swiss_order = [ln.registration_id for ln in svc.standings(page.db, ev, stage=1).lines]
    assert expected[:4] != swiss_order[:4]  # the bracket did reorder the top 4
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(ev)
    idle()
    tab = page.standings_tab
    tab.stage.setCurrentIndex(tab.stage.findData(None))
    tab.refresh()
    shown = [row.player for row in tab.model._rows]
    assert shown == expected
    venue = page.open_venue()
    venue.toggle_mode()  # the standings
    text = venue.body.text()
    names = {r.id: r.name for r in svc.list_registrations(page.db, ev)}
    positions = [text.index(f">{names[pid]}<") for pid in expected]
    assert positions == sorted(positions)
    venue.close()
