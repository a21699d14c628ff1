"""The result entry's hot path (issue 9 and 16 speed targets) keeps every guarantee.

- ``Database.write()``: a Core write transaction with the same lock as ``begin()``; on PostgreSQL a
  result write (``shared=True``) runs beside other result writes but never beside a pairing, a
  publish or an import (those take the lock exclusively).
- SQLite writers line up in a queue (an advisory lock on ``<database>-writers``) before
  ``BEGIN IMMEDIATE``, and fall back to SQLite's own wait when the queue cannot be used.
"""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

import pytest
from sqlalchemy import text

from database.engine import Database

POSTGRES_ENV = "TOYBOX_ARENA_TEST_POSTGRES_URL"


def _pg_db() -> Database:
    url = os.environ.get(POSTGRES_ENV)
    if not url:
        pytest.skip(f"{POSTGRES_ENV} is not set")
    return Database.open(url)


def _hold(ctx, entered: threading.Event, release: threading.Event) -> None:  # type: ignore[no-untyped-def]
    with ctx as handle:
        if hasattr(handle, "execute"):
            handle.execute(text("SELECT 1"))
        entered.set()
        release.wait(10)


def test_result_writes_share_the_server_lock_but_wait_for_an_exclusive_writer() -> None:
    db = _pg_db()
    other = Database.open(db.url)  # another desk
    try:
        entered_a, release_a = threading.Event(), threading.Event()
        a = threading.Thread(target=_hold, args=(db.write(shared=True), entered_a, release_a))
        a.start()
        assert entered_a.wait(10)
        # a second result write (another desk) is not held up by the first one
        entered_b, release_b = threading.Event(), threading.Event()
        b = threading.Thread(target=_hold, args=(other.write(shared=True), entered_b, release_b))
        b.start()
        assert entered_b.wait(5), "a result write waited for another result write"
        # an exclusive write (pairing, publishing...) waits for both
        entered_c, release_c = threading.Event(), threading.Event()
        c = threading.Thread(target=_hold, args=(other.begin(), entered_c, release_c))
        c.start()
        assert not entered_c.wait(0.5), "an exclusive write ran beside result writes"
        release_a.set()
        release_b.set()
        assert entered_c.wait(10)
        # ... and a result write waits for an exclusive one
        entered_d, release_d = threading.Event(), threading.Event()
        d = threading.Thread(target=_hold, args=(db.write(shared=True), entered_d, release_d))
        d.start()
        assert not entered_d.wait(0.5), "a result write ran beside an exclusive write"
        release_c.set()
        assert entered_d.wait(10)
        release_d.set()
        for t in (a, b, c, d):
            t.join(10)
    finally:
        other.close()
        db.close()


def test_sqlite_writers_queue_up_and_each_waits_for_the_other(db: Database) -> None:
    other = Database.open(db.url)  # another desk on the same file
    try:
        entered, release = threading.Event(), threading.Event()
        holder = threading.Thread(target=_hold, args=(db.write(), entered, release))
        holder.start()
        assert entered.wait(10)
        queue_file = Path(str(db.path) + "-writers")
        assert queue_file.is_file()
        done: list[float] = []

        def second() -> None:
            with other.begin() as session:
                session.execute(text("SELECT 1"))
                done.append(time.monotonic())

        t = threading.Thread(target=second)
        t.start()
        time.sleep(0.3)
        assert not done, "a second writer ran while the first held the write lock"
        released_at = time.monotonic()
        release.set()
        t.join(10)
        holder.join(10)
        assert done and done[0] >= released_at
        assert done[0] - released_at < 0.5  # the queue wakes the waiter at once (no 100 ms sleeps)
    finally:
        other.close()


def test_a_queue_file_that_is_not_a_regular_file_is_left_alone_and_writes_still_work(
    tmp_path: Path,
) -> None:
    path = tmp_path / "desk.sqlite3"
    fifo = Path(str(path) + "-writers")
    os.mkfifo(fifo)
    db = Database.open(f"sqlite:///{path}")
    try:
        with db.write() as conn:
            conn.execute(text("CREATE TABLE t (x INTEGER)"))
            conn.execute(text("INSERT INTO t VALUES (1)"))
        with db.begin() as session:
            session.execute(text("INSERT INTO t VALUES (2)"))
        with db.read() as session:
            assert session.execute(text("SELECT count(*) FROM t")).scalar() == 2
    finally:
        db.close()
    assert fifo.is_fifo()


def test_a_failed_core_write_leaves_nothing(db: Database) -> None:
    with db.write() as conn:
        conn.execute(text("CREATE TABLE t (x INTEGER)"))
    with pytest.raises(RuntimeError):
        with db.write() as conn:
            conn.execute(text("INSERT INTO t VALUES (1)"))
            raise RuntimeError("refused half-way")
    with db.read() as session:
        assert session.execute(text("SELECT count(*) FROM t")).scalar() == 0


def test_core_writes_run_with_synchronous_full(db: Database) -> None:
    with db.write() as conn:
        assert conn.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
