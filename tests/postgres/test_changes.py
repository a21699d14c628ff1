"""desktop/services/changes.py: a desk learns within 2 s that results, pairings or the clock changed
in another process (SQLite: PRAGMA data_version; PostgreSQL: LISTEN/NOTIFY from the writing
transaction); a rolled-back write tells nobody."""

from __future__ import annotations

import time

import pytest
from support import RESULT, published_event, worker

from database.engine import Database
from desktop.services import changes
from desktop.services import tournament as svc

pytestmark = pytest.mark.reliability


@pytest.fixture(params=["sqlite", "postgresql"])
def any_db(request: pytest.FixtureRequest):  # type: ignore[no-untyped-def]
    if request.param == "sqlite":
        yield request.getfixturevalue("db")
    else:
        yield request.getfixturevalue("pg_db")


def _wait(feed: changes.ChangeFeed, topic: str, within: float = 2.0) -> tuple[changes.Change, float]:
    t0 = time.monotonic()
    while time.monotonic() - t0 < within:
        change = feed.poll(0.1)
        if change is not None and topic in change.topics:
            return change, time.monotonic() - t0
    raise AssertionError(f"no {topic} change within {within} s")


def _drain(feed: changes.ChangeFeed) -> None:
    while feed.poll(0.3) is not None:
        pass


def test_a_result_from_another_process_is_seen_within_2_seconds(any_db: Database) -> None:
    event_id, ids = published_event(any_db, 8, name="Live Open")
    feed = changes.open_feed(any_db)
    try:
        _drain(feed)
        t0 = time.monotonic()
        done = worker("enter", any_db.url, str(ids[0]))
        assert done.returncode == 0, done.stderr[-1000:]
        change, _ = _wait(feed, "results")
        assert time.monotonic() - t0 < 2.0 + 10  # the worker's own start-up is not the feed's latency
        assert change.concerns(event_id)
        if any_db.is_postgres:
            assert change.event_ids == frozenset({event_id})
    finally:
        feed.close()


def test_pairings_and_the_clock_are_topics_of_their_own(any_db: Database) -> None:
    from desktop.services import tournament_clock as clock

    event_id, ids = published_event(any_db, 8, name="Clock Open")
    feed = changes.open_feed(any_db)
    try:
        _drain(feed)
        clock.start_clock(any_db, event_id, who="desk")
        change, seconds = _wait(feed, "clock")
        assert seconds < 2.0 and "results" not in change.topics
        for mid in ids:
            svc.record_result(any_db, mid, [RESULT], who="desk")
        _drain(feed)
        svc.pair_next_round(any_db, event_id)
        change, seconds = _wait(feed, "pairings")
        assert seconds < 2.0
    finally:
        feed.close()


def test_a_rolled_back_write_tells_nobody(any_db: Database) -> None:
    _, ids = published_event(any_db, 4, name="Quiet Open")
    feed = changes.open_feed(any_db)
    try:
        _drain(feed)
        from database.models.tournament import MatchRow

        with pytest.raises(RuntimeError), any_db.begin() as session:
            m = session.get(MatchRow, ids[0])
            assert m is not None
            m.updated_by = "about to fail"
            session.flush()  # the change (and on PostgreSQL its NOTIFY) is sent, then rolled back
            raise RuntimeError("the write fails")
        assert feed.poll(0.8) is None
    finally:
        feed.close()
