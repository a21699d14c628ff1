"""Issue 24 on PostgreSQL: a correction entered through the server's result path (the shared write
lock, one statement for the write) discards the next round's draft in the same transaction."""

from __future__ import annotations

from desktop.services import tournament as svc
from desktop.services.tournament_queries import open_event


def tb(winner: str) -> dict[str, object]:
    # a medal-target win needs the winner to have more medals; a troop on the HQ wins with any
    return {"winner": winner, "ended": "medals" if winner == "a" else "hq", "medals_a": 3 if winner == "a" else 1,
            "medals_b": 1}


def test_a_correction_on_a_server_discards_the_next_rounds_draft(pg_db) -> None:  # type: ignore[no-untyped-def]
    db = pg_db
    ev = svc.create_event(db, svc.EventSpec(name="Cup", game="toybattle")).summary.id
    for i in range(4):
        svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i)
    r1 = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    for m in r1.matches:
        svc.record_result(db, m.id, [tb("a")])
    assert svc.pair_next_round(db, ev).status == "draft"
    mv = svc.record_result(db, r1.matches[0].id, [tb("b")])
    assert mv.draft_discarded == 2 and mv.points_b == 3
    assert not any(r.status == "draft" for r in open_event(db, ev).rounds)
    assert svc.get_match(db, r1.matches[0].id).points_b == 3  # the correction itself was committed
    assert svc.pair_next_round(db, ev).number == 2
