"""Issue 25: a write that waits for another desk says so within a second and can be cancelled
(``database.waiting``); the command line prints the notice on stderr and Ctrl-C cancels."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from support import sqlite_url

from database import waiting
from database.engine import Database, DatabaseWaitCancelled
from desktop.services import tournament as svc

pytestmark = pytest.mark.reliability


def _names(path: Path) -> list[str]:
    con = sqlite3.connect(str(path))
    try:
        return sorted(r[0] for r in con.execute("SELECT name FROM events"))
    finally:
        con.close()


def test_a_waiting_write_is_announced_within_a_second_and_can_be_cancelled(db: Database, db_path: Path) -> None:
    calls: list[float] = []

    def notice(location: str, waited: float) -> bool:
        assert location == str(db_path)
        calls.append(waited)
        return len(calls) < 3  # the third notice: the user presses Cancel

    holder = sqlite3.connect(str(db_path), timeout=1, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another desk is writing
    old = waiting.set_notice(notice)
    start = time.monotonic()
    try:
        with pytest.raises(DatabaseWaitCancelled, match="waited for another desk; nothing was written"):
            svc.create_event(db, svc.EventSpec(name="Waited", game="toybattle"))
    finally:
        waiting.set_notice(old)
        holder.rollback()
        holder.close()
    assert len(calls) == 3 and calls[0] < 1.0 and calls == sorted(calls)
    assert time.monotonic() - start < 2.5  # cancelled at once, not after the whole busy timeout
    assert "Waited" not in _names(db_path)
    svc.create_event(db, svc.EventSpec(name="After", game="toybattle"))  # the lock is free again
    assert "After" in _names(db_path)


def test_a_write_that_waits_goes_through_when_the_other_desk_finishes(db: Database, db_path: Path) -> None:
    calls: list[float] = []
    holder = sqlite3.connect(str(db_path), timeout=1, isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN IMMEDIATE")
    old = waiting.set_notice(lambda _loc, waited: calls.append(waited) or True)
    try:
        import threading

        threading.Timer(1.2, lambda: (holder.rollback(), holder.close())).start()
        svc.create_event(db, svc.EventSpec(name="Patient", game="toybattle"))
    finally:
        waiting.set_notice(old)
    assert calls and calls[0] < 1.0
    assert "Patient" in _names(db_path)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_the_cli_says_it_waits_for_another_desk_and_ctrl_c_cancels(db: Database, db_path: Path) -> None:
    db.close()
    holder = sqlite3.connect(str(db_path), timeout=1, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    proc = subprocess.Popen(
        [sys.executable, "-m", "desktop", "--database", sqlite_url(db_path), "event", "create", "Queued", "--game", "toybattle"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)},
    )
    try:
        assert proc.stderr is not None
        line = proc.stderr.readline()  # long before the 25 s the write would wait
        assert "waiting for another desk" in line and "Ctrl-C" in line, line
        proc.send_signal(signal.SIGINT)
        _out, rest = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        holder.rollback()
        holder.close()
    assert proc.returncode == 130, rest
    assert "Traceback" not in rest and len(rest.strip().splitlines()) == 1, rest
    assert "Queued" not in _names(db_path)
