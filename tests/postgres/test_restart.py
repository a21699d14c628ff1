"""A server restart in the middle of a load: nothing lost, nothing recorded twice (each match's audit
trail shows one entry), and a desk's change feed reports the connection lost and back."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import server_url
from support import published_event

from database.engine import Database
from desktop.services import tournament as svc

pytestmark = pytest.mark.reliability
ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "tools" / "pg_test_server.sh"
DESK = Path(__file__).resolve().parent / "desk.py"
PORT = "55466"


@pytest.fixture
def own_server(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    server_url()  # skips (or fails in CI) like every PostgreSQL test when no server is configured
    folder = Path(f"/tmp/toybox-restart-{os.getpid()}")
    env = {**os.environ, "TOYBOX_ARENA_TEST_POSTGRES_PORT": PORT}
    done = subprocess.run(
        ["bash", str(SCRIPT), "start", str(folder)], capture_output=True, text=True, env=env
    )
    assert done.returncode == 0, done.stderr[-2000:]
    url = done.stdout.strip().splitlines()[-1]

    def restart() -> None:
        r = subprocess.run(
            ["bash", str(SCRIPT), "restart", str(folder)], capture_output=True, text=True, env=env
        )
        assert r.returncode == 0, r.stderr[-2000:]

    yield url, restart
    subprocess.run(["bash", str(SCRIPT), "stop", str(folder)], capture_output=True, env=env)


def test_a_server_restart_mid_load_loses_nothing_and_duplicates_nothing(own_server, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import changes

    url, restart = own_server
    db = Database.open(url)
    event_id, ids = published_event(db, 240, name="Restart Open")
    feed = changes.open_feed(db)
    flag = tmp_path / "go"
    desks = [
        subprocess.Popen(
            [sys.executable, str(DESK), "enter-once", url, ",".join(map(str, ids[i::2])), str(flag)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for i in range(2)
    ]
    for p in desks:  # every desk has opened the database
        assert p.stdout is not None and p.stdout.readline().strip() == "ready"
    flag.touch()
    time.sleep(0.4)  # the desks are writing
    restart()
    states = []
    t0 = time.monotonic()
    while time.monotonic() - t0 < 15 and not (False in states and states[-1] is True):
        feed.poll(0.2)
        states.append(feed.connected)
    outs = []
    for p in desks:
        out, err = p.communicate(timeout=180)
        assert p.returncode == 0, err[-2000:]
        outs.append(json.loads(out.strip().splitlines()[-1]))
    feed.close()
    assert all(o["ok"] is not None for o in outs)
    assert all(o["n_refused"] == 0 for o in outs), outs
    db.engine.dispose()
    view = svc.load_event(db, event_id)
    reported = {m.id for r in view.rounds for m in r.matches if m.status == "reported"}
    assert set(ids) <= reported, "lost results"
    counts = {mid: len(svc.result_history(db, mid)) for mid in ids}
    assert set(counts.values()) == {1}, {m: c for m, c in counts.items() if c != 1}
    assert False in states and states[-1] is True, "the feed saw the connection go and come back"
    db.close()
