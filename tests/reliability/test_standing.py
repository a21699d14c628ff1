"""Issue 9's standing tests: kill -9 mid-write, two desks correcting one match, and a load of four
desks entering results while an import and a pairing run. Each runs on SQLite and, where
TOYBOX_ARENA_TEST_POSTGRES_URL is set, on that PostgreSQL server too."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import time
from pathlib import Path

import pytest
from support import POSTGRES_ENV, RESULT, bulk_results, published_event, spawn, sqlite_url

from database.engine import Database
from desktop.services import tournament as svc

pytestmark = pytest.mark.reliability


@pytest.fixture(params=["sqlite", "postgresql"])
def any_db(request: pytest.FixtureRequest, db: Database):  # type: ignore[no-untyped-def]
    if request.param == "sqlite":
        yield db
        return
    url = os.environ.get(POSTGRES_ENV)
    if not url:
        pytest.skip(f"{POSTGRES_ENV} is not set")
    from sqlalchemy import create_engine, text

    engine = create_engine(url)
    with engine.begin() as conn:  # a clean schema for this test
        conn.execute(text("DROP SCHEMA public CASCADE"))
        conn.execute(text("CREATE SCHEMA public"))
    engine.dispose()
    server = Database.open(url)
    yield server
    server.close()


def _reported(db: Database, event_id: int) -> dict[int, int]:
    view = svc.load_event(db, event_id)
    return {
        m.id: m.version
        for r in view.rounds
        for m in r.matches
        if m.status == "reported" and m.kind == "played"
    }


def test_crash_kill_9_at_random_moments_loses_nothing(db: Database, db_path: Path) -> None:
    """A writer process is killed with SIGKILL at 20 seeded random moments while it enters results
    (the writers are forked from one process that paid the imports once, so the test stays short)."""
    event_id, ids = published_event(db, 400, name="Crash Open")
    rng = random.Random(9)
    zygote = spawn("zygote", db.url, ",".join(map(str, ids)))
    assert zygote.stdin is not None and zygote.stdout is not None
    seen: set[int] = set()
    calls = 0
    try:
        for _kill in range(20):
            zygote.stdin.write(f"go {calls}\n")
            zygote.stdin.flush()
            line = zygote.stdout.readline()
            assert line.startswith("pid "), line
            pid = int(line.split()[1])
            returned: set[int] = set()
            first = zygote.stdout.readline()  # writing has begun
            returned.add(int(first))
            time.sleep(rng.random() * 0.3)  # a seeded random moment mid-writing
            os.kill(pid, signal.SIGKILL)
            calls += 1
            while (line := zygote.stdout.readline().strip()) != "done":
                returned.add(int(line))  # every call that had returned before the kill
                calls += 1
            con = sqlite3.connect(str(db_path))
            try:
                assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            finally:
                con.close()
            recorded = set(_reported(db, event_id))
            assert returned <= recorded, f"lost: {sorted(returned - recorded)[:5]}"
            seen |= returned
    finally:
        zygote.stdin.close()
        zygote.wait(timeout=60)
    assert len(seen) >= 20


def test_conflict_two_desks_exactly_one_wins(any_db: Database, tmp_path: Path) -> None:
    _, ids = published_event(any_db, 10, name="Conflict Open")
    mid = ids[0]
    version = svc.record_result(any_db, mid, [RESULT], who="head judge").version
    flag = tmp_path / "go"
    procs = [
        spawn("correct", any_db.url, str(mid), str(version), "desk north", "b", str(flag)),
        spawn("correct", any_db.url, str(mid), str(version), "desk south", "b", str(flag)),
    ]
    time.sleep(1.5)
    flag.touch()
    out = [json.loads(p.communicate(timeout=120)[0] or "{}") for p in procs]
    assert sorted(o.get("won") for o in out) == [False, True], out
    loser = next(o for o in out if not o["won"])
    winner_name = "desk north" if loser["who"] == "desk north" else "desk south"
    assert loser["type"] == "StaleResultError"
    assert f"was changed by {winner_name}" in loser["error"] and "it now reads" in loser["error"]
    assert len(svc.result_history(any_db, mid)) == 2


def test_load_four_desks_while_an_import_and_a_pairing_run(any_db: Database, tmp_path: Path) -> None:
    db = any_db
    event_id, ids = published_event(db, 1600, name="Big Open")
    assert len(ids) == 800
    other, other_ids = published_event(db, 1024, name="Pairing Open")
    bulk_results(db, other_ids)
    squads = tmp_path / "squads.json"
    squads.write_text(
        json.dumps(
            {
                "format": "toybox-arena-squads",
                "version": 1,
                "squads": [
                    {
                        "kind": "toybattle.setup",
                        "name": f"Load {i}",
                        "data": {"terrain": "castle", "colour": "red", "opponent": "easy", "beginner": False},
                    }
                    for i in range(20_000)
                ],
            }
        )
    )
    flag = tmp_path / "go"
    desks = [spawn("enter", db.url, ",".join(map(str, ids[i::4])), str(flag)) for i in range(4)]
    importer = spawn("import-squads", db.url, str(squads), str(flag))
    pairer = spawn("pair", db.url, str(other), str(flag))
    time.sleep(2.0)
    flag.touch()
    results = []
    for p in desks:
        out, err = p.communicate(timeout=300)
        assert p.returncode == 0, err[-2000:]
        results.append(json.loads(out))
    imp_out, imp_err = importer.communicate(timeout=300)
    pair_out, pair_err = pairer.communicate(timeout=300)
    assert importer.returncode == 0, imp_err[-2000:]
    assert pairer.returncode == 0, pair_err[-2000:]
    assert json.loads(imp_out)["created"] == 20_000
    assert json.loads(pair_out)["matches"] == 512
    refused = [r for res in results for r in res["refused"]]
    assert refused == [], refused[:5]
    reported = _reported(db, event_id)
    assert set(reported) == set(ids)
    history_counts = {mid: len(svc.result_history(db, mid)) for mid in ids[:50]}
    assert set(history_counts.values()) == {1}, "each result recorded exactly once"


def test_file_url_helper_matches_the_app() -> None:
    from desktop.services.database import database_url_for_file

    assert sqlite_url("/tmp/a?b#c") == database_url_for_file("/tmp/a?b#c")
