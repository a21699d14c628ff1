"""Issue 24: the no-show wait is an event setting (default 10 minutes, 0 to 120, set when the event
is created or later), and the organiser can record a no-show before it is over (``force``)."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from desktop.services import tournament as svc
from desktop.services import tournament_clock as clk


@pytest.fixture
def now(monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    t = {"now": datetime(2025, 6, 1, 10, 0, 0)}
    monkeypatch.setattr(clk, "utcnow", lambda: t["now"])
    return t


def _round(db, **kw):  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="Wait Open", game="toybattle", **kw)).summary.id
    for n in ("Ann", "Ben", "Cid", "Dee"):
        svc.register_player(db, ev, n)
    rv = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    return ev, [m.id for m in rv.matches]


def test_the_default_no_show_wait_is_ten_minutes(db) -> None:  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="Default", game="toybattle"))
    assert ev.options["no_show_minutes"] == 10


def test_the_no_show_wait_set_at_creation_decides_when_a_no_show_counts(db, now) -> None:  # type: ignore[no-untyped-def]
    ev, ids = _round(db, no_show_minutes=3)
    clk.start_clock(db, ev)
    now["now"] += timedelta(minutes=2)
    with pytest.raises(svc.ResultEntryError, match="counts 3 minutes after") as refused:
        svc.record_special_result(db, ids[0], "no_show", winner="a")
    assert refused.value.params == {"minutes": 3, "left": 1}
    now["now"] += timedelta(minutes=1)
    assert svc.record_special_result(db, ids[0], "no_show", winner="a").status == "reported"


def test_a_changed_no_show_wait_applies_to_the_running_round(db, now) -> None:  # type: ignore[no-untyped-def]
    ev, ids = _round(db)
    clk.start_clock(db, ev)
    now["now"] += timedelta(minutes=1)
    with pytest.raises(svc.ResultEntryError, match="counts 10 minutes"):
        svc.record_special_result(db, ids[0], "no_show", winner="b")
    assert svc.update_event(db, ev, {"no_show_minutes": 0}).options["no_show_minutes"] == 0
    assert svc.record_special_result(db, ids[0], "no_show", winner="b").winner == "b"


def test_the_organiser_can_record_a_no_show_before_the_wait_is_over(db, now) -> None:  # type: ignore[no-untyped-def]
    ev, ids = _round(db)
    clk.start_clock(db, ev)
    mv = svc.record_special_result(db, ids[0], "no_show", winner="a", force=True)
    assert (mv.status, mv.kind, mv.reason, mv.points_a) == ("reported", "forfeit", "no_show", 3)


@pytest.mark.parametrize("bad", [-1, 121, "ten", 2.5, True, None])
def test_a_no_show_wait_outside_0_to_120_whole_minutes_is_refused(db, bad) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(svc.TournamentError, match="no-show wait is a whole number of minutes from 0 to 120"):
        svc.create_event(db, svc.EventSpec(name="Bad", game="toybattle", no_show_minutes=bad))
    ev = svc.create_event(db, svc.EventSpec(name="Good", game="toybattle")).summary.id
    with pytest.raises(svc.TournamentError, match="no-show wait") as refused:
        svc.update_event(db, ev, {"no_show_minutes": bad})
    assert refused.value.template == "the no-show wait is a whole number of minutes from 0 to {most}, not {value}"
    assert svc.get_event(db, ev).options["no_show_minutes"] == 10
