"""Review s9, item 5 (the desk): the Standings tab's head-to-head column shows what the ranking, the paper and
the venue web show (the points each tied player scored against the others of the tie), not nothing."""

from __future__ import annotations


def test_the_standings_tab_shows_the_head_to_head_that_decided_places(page, idle, ctx) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import tournament as svc

    db = ctx.db
    stage = svc.StageSpec(kind="round_robin")
    ev = svc.create_event(db, svc.EventSpec(name="H2H", game="toybattle", stages=(stage,))).summary.id
    ids = [svc.register_player(db, ev, n, rating=2000 - i).id for i, n in enumerate("ABCD")]
    beats = {(ids[0], ids[1]), (ids[1], ids[2]), (ids[2], ids[0]), (ids[0], ids[3]), (ids[3], ids[1]), (ids[2], ids[3])}
    for _ in range(3):
        rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
        for m in rnd.matches:
            won = (m.a, m.b) in beats
            result = {"winner": "a" if won else "b", "ended": "medals", "medals_a": 3 if won else 1, "medals_b": 1 if won else 3}
            svc.record_result(db, m.id, [result])
    page.reload()
    page.select_event(ev)
    idle()
    tab = page.standings_tab
    for data in (None, 1):  # the whole event, and the stage
        tab.stage.setCurrentIndex(tab.stage.findData(data))
        tab.refresh()
        idle()
        keys = [c.key for c in tab.model.columns()]
        col = keys.index("head_to_head")
        names = keys.index("name")
        shown = [
            (tab.model.index(r, names).data(), tab.model.index(r, col).data()) for r in range(tab.model.rowCount())
        ]
        ranking = svc.event_ranking(db, ev)
        assert shown == [(ln.name, ln.tiebreaks["head_to_head"]) for ln in ranking.lines]
        assert [h for _n, h in shown] == ["3", "0", "3", "0"]
