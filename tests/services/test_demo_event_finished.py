"""A demo event whose every round is played is finished when it is built, as an event whose last result
is entered at the desk is (review s8, item 3)."""

from __future__ import annotations

from desktop.services import tournament as svc
from desktop.services.tournament_demo import build_demo


def test_a_demo_event_with_every_result_entered_is_finished(db) -> None:  # type: ignore[no-untyped-def]
    demo = build_demo(db, game="toybattle", players=10, rounds=3, seed=7)
    summary = next(e for e in svc.list_events(db) if e.id == demo.event_id)
    assert summary.status == "finished"
    assert svc.get_event(db, demo.event_id).summary.status == "finished"
