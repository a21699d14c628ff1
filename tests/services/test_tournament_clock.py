"""The round clock (issue 10): stored, shared by every desk; time up changes result entry."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from desktop.services import tournament as svc
from desktop.services import tournament_clock as clk

RESULT = {"winner": "a", "ended": "hq", "medals_a": 3, "medals_b": 1}


@pytest.fixture
def now(monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    t = {"now": datetime(2025, 6, 1, 10, 0, 0)}
    monkeypatch.setattr(clk, "utcnow", lambda: t["now"])
    return t


@pytest.fixture
def event(db):  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="Clock Open", game="toybattle", round_minutes=50)).summary.id
    for n in ("Ann", "Ben", "Cid", "Dee"):
        svc.register_player(db, ev, n)
    rv = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    return ev, [m.id for m in rv.matches]


def test_start_pause_resume_extend(db, event, now) -> None:  # type: ignore[no-untyped-def]
    ev, _ = event
    assert clk.clock(db, ev).started_at == ""
    v = clk.start_clock(db, ev, who="judge")
    assert v.running and v.remaining_seconds == 50 * 60
    now["now"] += timedelta(minutes=10)
    v = clk.pause_clock(db, ev)
    assert v.paused and v.remaining_seconds == 40 * 60
    now["now"] += timedelta(minutes=5)
    assert clk.clock(db, ev).remaining_seconds == 40 * 60  # paused: the time stands still
    v = clk.resume_clock(db, ev)
    now["now"] += timedelta(minutes=5)
    v = clk.extend_clock(db, ev, 3)
    assert v.remaining_seconds == 38 * 60 and not v.time_up
    with pytest.raises(svc.TournamentError, match="already started"):
        clk.start_clock(db, ev)
    from desktop.services.errors import ConflictError

    with pytest.raises(ConflictError, match="clock of round 1 was changed by .* minutes left"):
        clk.pause_clock(db, ev, expected_version=v.version - 1)


def test_time_called_before_time_is_up_needs_a_confirmation(db, event, now) -> None:  # type: ignore[no-untyped-def]
    ev, ids = event
    clk.start_clock(db, ev)
    now["now"] += timedelta(minutes=20)
    called = {**RESULT, "ended": "time_called"}
    with pytest.raises(svc.ResultEntryError, match="time is not up yet"):
        svc.record_result(db, ids[0], [called])
    assert svc.record_result(db, ids[0], [called], confirm_time_called=True).status == "reported"


def test_once_time_is_up_ended_defaults_to_time_called(db, event, now) -> None:  # type: ignore[no-untyped-def]
    ev, ids = event
    clk.start_clock(db, ev)
    now["now"] += timedelta(minutes=51)
    assert clk.clock(db, ev).time_up
    mv = svc.record_result(db, ids[0], [{k: v for k, v in RESULT.items() if k != "ended"}])
    assert mv.games[0].result["ended"] == "time_called"


def test_no_show_counts_from_the_clock_start(db, event, now) -> None:  # type: ignore[no-untyped-def]
    ev, ids = event
    clk.start_clock(db, ev)
    now["now"] += timedelta(minutes=4)
    with pytest.raises(svc.ResultEntryError, match="counts 10 minutes after"):
        svc.record_special_result(db, ids[0], "no_show", winner="a")
    now["now"] += timedelta(minutes=7)
    assert svc.record_special_result(db, ids[0], "no_show", winner="a").status == "reported"
