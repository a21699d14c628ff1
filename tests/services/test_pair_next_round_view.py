"""``pair_next_round`` builds the view of the round it wrote from the event it read for the write
(issue 27: it read the whole event a third time); that view is the round as any later read gives it."""

from __future__ import annotations

from sqlalchemy import select

from database.models.tournament import StageRow
from desktop.services import tournament as svc
from desktop.services.tournament_demo import build_demo


def one_more_round(db, event_id: int, rounds: int) -> None:  # type: ignore[no-untyped-def]
    with db.begin() as session:
        stage = session.scalars(select(StageRow).where(StageRow.event_id == event_id)).one()
        stage.config = {**(stage.config or {}), "rounds": rounds + 1}


def test_the_round_pair_next_round_returns_is_the_round_read_again(db) -> None:  # type: ignore[no-untyped-def]
    demo = build_demo(db, game="toybattle", players=41, rounds=3, seed=27)
    one_more_round(db, demo.event_id, 3)
    rv = svc.pair_next_round(db, demo.event_id)
    assert rv.number == 4 and rv.status == "draft"
    assert sum(1 for m in rv.matches if m.b is not None) == 20
    assert [m.kind for m in rv.matches].count("bye") == 1
    again = next(r for r in svc.load_event(db, demo.event_id).rounds if r.id == rv.id)
    assert rv == again
