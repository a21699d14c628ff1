"""A result is committed before the services ask whether it finished the event; a connection lost at that
moment (a server restart) must not turn the recorded result into an error for the desk, which would then
enter it again."""

from __future__ import annotations

import sqlite3

from desktop.services import tournament as svc
from desktop.services import tournament_results


def test_a_connection_lost_after_the_commit_still_returns_the_recorded_result(db, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="Cut", game="toybattle", stages=(svc.StageSpec("swiss", rounds=1),)))
    for name in ("Ada", "Bob"):
        svc.register_player(db, ev.summary.id, name)
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev.summary.id).id)
    match = next(m for m in rnd.matches if m.b is not None)

    def lost(*_a, **_k):  # type: ignore[no-untyped-def]
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(tournament_results, "_settle_after_result", lost)
    view = svc.record_result(db, match.id, [{"winner": "a", "ended": "hq", "medals_a": 1, "medals_b": 0}])
    assert view.status == "reported" and view.event_status is None
    assert svc.get_match(db, match.id).status == "reported"

