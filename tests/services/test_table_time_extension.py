"""Issue 24, organisers' expectations: per-table time extensions. One table given extra time (a judge's
ruling) ends later than the round: result entry counts "time called" for it from its own end, every
desk sees the extra time through the round's clock."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from database.engine import Database
from desktop.services import tournament as svc
from desktop.services import tournament_clock as clk

RESULT = {"winner": "a", "ended": "hq", "medals_a": 3, "medals_b": 1}
CALLED = {**RESULT, "ended": "time_called"}


@pytest.fixture
def now(monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    t = {"now": datetime(2025, 6, 1, 10, 0, 0)}
    monkeypatch.setattr(clk, "utcnow", lambda: t["now"])
    return t


@pytest.fixture
def event(db):  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="Extra time", game="toybattle", round_minutes=50)).summary.id
    for n in ("Ann", "Ben", "Cid", "Dee", "Eve"):
        svc.register_player(db, ev, n)
    rv = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    played = [m.id for m in rv.matches if m.b is not None]
    bye = next(m.id for m in rv.matches if m.b is None)
    return ev, played, bye


def test_a_table_given_extra_time_is_up_at_its_own_end(db, event, now) -> None:  # type: ignore[no-untyped-def]
    ev, (extended, other), _bye = event
    clk.start_clock(db, ev)
    view = svc.extend_table(db, extended, 10)
    assert view.extensions == {extended: 600} and view.remaining_seconds == 50 * 60
    assert view.table_remaining(extended) == 60 * 60 and view.table_remaining(other) == 50 * 60
    now["now"] += timedelta(minutes=55)  # the round's time is up, the extended table has 5 minutes
    view = clk.clock(db, ev)
    assert view.time_up and view.table_time_up(other) and not view.table_time_up(extended)
    assert svc.record_result(db, other, [CALLED]).status == "reported"  # no confirmation: its time is up
    with pytest.raises(svc.ResultEntryError, match=r"time is not up yet \(5 min left"):
        svc.record_result(db, extended, [CALLED])
    # without "ended" the extended table's game is not taken for time called before its own end
    no_end = {k: v for k, v in RESULT.items() if k != "ended"}
    with pytest.raises(svc.ResultEntryError):
        svc.record_result(db, extended, [no_end])
    now["now"] += timedelta(minutes=5)
    mv = svc.record_result(db, extended, [no_end])
    assert mv.games[0].result["ended"] == "time_called"


def test_extra_time_adds_up_is_taken_back_and_every_desk_sees_it(db, event, now) -> None:  # type: ignore[no-untyped-def]
    ev, (table, _other), _bye = event
    clk.start_clock(db, ev)
    svc.extend_table(db, table, 5)
    second = Database.open(db.url)  # another desk
    try:
        assert svc.extend_table(second, table, 3).extensions == {table: 8 * 60}
    finally:
        second.close()
    assert clk.clock(db, ev).extensions == {table: 8 * 60}
    assert svc.extend_table(db, table, -8).extensions == {}


def test_extra_time_is_refused_for_a_bye_and_for_nonsense(db, event, now) -> None:  # type: ignore[no-untyped-def]
    ev, (table, _other), bye = event
    with pytest.raises(svc.TournamentError, match="no result to enter"):
        svc.extend_table(db, bye, 5)
    with pytest.raises(svc.TournamentError, match="not 0"):
        svc.extend_table(db, table, 0)
    with pytest.raises(svc.TournamentError, match="not 0"):
        svc.extend_table(db, table, -5)  # no extra time to take back
