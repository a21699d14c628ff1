"""Issue 25: a database in a folder this desk cannot write opens read-only, shows the latest committed
data (the write-ahead log of the desk that writes included), says it is read-only, and refreshes.

The tests run as root, which writes anywhere; the read-only desk is a child process without the
capabilities that let root ignore permissions (``setpriv --bounding-set=-dac_override``)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from support import sqlite_url

from database.engine import Database
from desktop.services import tournament as svc

pytestmark = pytest.mark.reliability

READER = textwrap.dedent(
    """
    import json, sys
    from desktop.services import tournament as svc
    from desktop.services.changes import SQLiteFeed
    from desktop.services.database import describe, open_database

    db = open_database(sys.argv[1])
    feed = SQLiteFeed(str(db.path), interval=0.05)
    def say(**kw):
        print(json.dumps(kw), flush=True)
    say(read_only=db.read_only, describe=describe(db), events=sorted(e.name for e in svc.list_events(db)))
    for line in sys.stdin:
        change = feed.poll(3.0)
        say(events=sorted(e.name for e in svc.list_events(db)), change=sorted(change.topics) if change else None)
    """
)


def _drop_root_powers() -> list[str]:
    setpriv = shutil.which("setpriv")
    if os.geteuid() != 0:
        return []
    if setpriv is None:
        pytest.skip("root without setpriv: cannot make a desk that lacks write access")
    probe = subprocess.run(
        [setpriv, "--bounding-set=-dac_override,-dac_read_search", "true"], capture_output=True
    )
    if probe.returncode != 0:
        pytest.skip("cannot drop the capabilities here")
    return [setpriv, "--bounding-set=-dac_override,-dac_read_search"]


def test_a_read_only_desk_opens_sees_the_write_ahead_log_says_read_only_and_refreshes(tmp_path: Path) -> None:
    prefix = _drop_root_powers()
    folder = tmp_path / "shared"
    folder.mkdir()
    path = folder / "event.sqlite3"
    db = Database.open(sqlite_url(path))
    svc.create_event(db, svc.EventSpec(name="Kept", game="toybattle"))
    db.close()  # the last writer closed: the log is folded into the file, -wal and -shm are gone
    assert not Path(str(path) + "-shm").exists()
    folder.chmod(0o555)
    reader = subprocess.Popen(
        [*prefix, sys.executable, "-c", READER, sqlite_url(path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)},
    )
    organiser = None
    try:
        assert reader.stdout is not None and reader.stdin is not None
        first = reader.stdout.readline()
        assert first, reader.communicate(timeout=30)
        opened = json.loads(first)
        assert opened["read_only"] is True and "read-only" in opened["describe"]
        assert opened["events"] == ["Kept"]
        # the organiser (allowed to write there) enters an event and keeps the database open:
        # the change sits in the write-ahead log, not yet in the file
        organiser = Database.open(sqlite_url(path))
        assert not organiser.read_only
        svc.create_event(organiser, svc.EventSpec(name="Live", game="toybattle"))
        assert Path(str(path) + "-wal").stat().st_size > 0
        reader.stdin.write("again\n")
        reader.stdin.flush()
        seen = json.loads(reader.stdout.readline())
        assert seen["events"] == ["Kept", "Live"]
        assert seen["change"] and "events" in seen["change"]  # the live feed told the page to refresh
        svc.create_event(organiser, svc.EventSpec(name="Later", game="toybattle"))
        reader.stdin.write("again\n")
        reader.stdin.flush()
        seen = json.loads(reader.stdout.readline())
        assert seen["events"] == ["Kept", "Later", "Live"] and "events" in seen["change"]
        reader.stdin.close()
        assert reader.wait(timeout=30) == 0, reader.stderr.read() if reader.stderr else ""
    finally:
        if reader.poll() is None:
            reader.kill()
            reader.wait()
        if organiser is not None:
            organiser.close()
        folder.chmod(0o755)
