"""Issue 9's standing tests that SQLite-specific checks kept off PostgreSQL, on a real server:
kill -9 mid-write with row checks (PRAGMA integrity_check is SQLite's), every bad input through the
services leaving every row as it was, migrations (an older schema upgraded with its rows, after an
export, one desk at a time; a newer schema refused). The conflict and load tests of
tests/reliability/test_standing.py run here too through their ``postgresql`` parameter."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import time
from pathlib import Path

import pytest
from conftest import create_database, drop_database, pg_rows, server_url, with_database
from support import RESULT, published_event, spawn, worker

from database.engine import Database
from desktop.services import tournament as svc

pytestmark = pytest.mark.reliability

FIXTURES = Path(__file__).resolve().parents[1] / "reliability" / "fixtures"


def _row_checks(url: str, event_id: int) -> set[int]:
    """The rows are whole: every reported match has its games and exactly one audit entry, no pending
    match has games, nothing points at a missing row. Returns the reported played matches."""
    from sqlalchemy import create_engine, text

    engine = create_engine(url)
    try:
        with engine.connect() as conn:
            rows = conn.execute(
                text(
                    "SELECT m.id, m.status, m.version, count(g.id) FROM matches m "
                    "LEFT JOIN game_results g ON g.match_id = m.id WHERE m.event_id = :e "
                    "AND m.kind = 'played' AND m.reg_b_id IS NOT NULL GROUP BY m.id"
                ),
                {"e": event_id},
            ).all()
            orphans = conn.execute(
                text(
                    "SELECT count(*) FROM game_results g LEFT JOIN matches m ON m.id = g.match_id WHERE m.id IS NULL"
                )
            ).scalar_one()
    finally:
        engine.dispose()
    assert orphans == 0
    reported = {mid for mid, status, _v, _n in rows if status == "reported"}
    for mid, status, _version, games in rows:
        if status == "reported":
            assert games == 1, f"match {mid}: {games} games"
        else:
            assert games == 0, f"pending match {mid} has {games} games"
    return reported


def _wait_for_killed_sessions(url: str) -> None:
    """A COMMIT the killed desk sent may still be finishing on the server: wait until its session ends."""
    from sqlalchemy import create_engine, text

    engine = create_engine(url)
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            with engine.connect() as conn:
                busy = conn.execute(
                    text(
                        "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                        "AND pid <> pg_backend_pid() AND state IN ('active', 'idle in transaction')"
                    )
                ).scalar_one()
            if not busy:
                return
            time.sleep(0.02)
    finally:
        engine.dispose()


def test_crash_kill_9_at_random_moments_loses_nothing_on_postgresql(pg_db: Database) -> None:
    # 1,000 matches: enough that 8 kills (each at most 0.3 s after the first write) never run out of
    # unrecorded matches however fast the result path gets (with 150 the worker finished them all)
    event_id, ids = published_event(pg_db, 2000, name="Crash Open")
    rng = random.Random(16)
    done: set[int] = set()
    for _kill in range(8):
        todo = [m for m in ids if m not in done]
        proc = spawn("crash", pg_db.url, ",".join(map(str, todo)))
        assert proc.stdout is not None
        first = proc.stdout.readline()  # writing has begun
        time.sleep(rng.random() * 0.3)
        os.kill(proc.pid, signal.SIGKILL)
        out, _err = proc.communicate(timeout=60)
        returned = {int(line) for line in (first + out).split()}
        assert proc.returncode == -signal.SIGKILL
        _wait_for_killed_sessions(pg_db.url)
        recorded = _row_checks(pg_db.url, event_id)
        assert returned <= recorded, f"lost: {sorted(returned - recorded)[:5]}"
        done |= recorded
    assert 8 <= len(done) < len(ids), "each kill came mid-writing"
    for mid in sorted(done)[:30]:
        assert len(svc.result_history(pg_db, mid)) == 1, "each result recorded exactly once"
    # the killed desks left no lock behind: a write goes through at once
    t = time.perf_counter()
    svc.record_result(pg_db, next(m for m in ids if m not in done), [RESULT], who="after")
    assert time.perf_counter() - t < 5


def test_every_bad_input_through_the_services_on_postgresql(pg_db: Database) -> None:
    from test_inputs import _service_cases

    from desktop.services.errors import ServiceError

    event_id, ids = published_event(pg_db, 6, name="Input Open")
    reg_id = svc.list_registrations(pg_db, event_id)[0].id
    accepted = []
    before = pg_rows(pg_db.url)
    for label, call in _service_cases(pg_db, event_id, ids[0], reg_id).items():
        t = time.perf_counter()
        try:
            call()
        except (ServiceError, ValueError) as exc:
            assert str(exc), label
        else:
            accepted.append(label)
        assert time.perf_counter() - t < 5, f"{label} took too long"
    assert accepted == []
    assert pg_rows(pg_db.url) == before, "a bad input changed the database"


def _copy_fixture_into(url: str, fixture: Path) -> dict[str, int]:
    """A PostgreSQL database at the fixture's revisions holding the fixture's rows."""
    from sqlalchemy import Boolean, MetaData, create_engine, text
    from sqlalchemy.types import JSON

    from database import migrations

    src = sqlite3.connect(str(fixture))
    src.row_factory = sqlite3.Row
    revisions = [r[0] for r in src.execute("SELECT version_num FROM alembic_version")]
    engine = create_engine(url)
    counts = {}
    try:
        with engine.begin() as conn:
            for rev in revisions:
                migrations.upgrade(conn, rev)
            meta = MetaData()
            meta.reflect(conn)
            for table in reversed(meta.sorted_tables):  # rows a migration itself wrote: the fixture's instead
                if table.name != "alembic_version":
                    conn.execute(table.delete())
            for table in meta.sorted_tables:
                if table.name == "alembic_version":
                    continue
                rows = [dict(r) for r in src.execute(f'SELECT * FROM "{table.name}"')]
                for row in rows:
                    for col in table.columns:
                        v = row.get(col.name)
                        if v is not None and isinstance(col.type, Boolean):
                            row[col.name] = bool(v)
                        elif isinstance(v, str) and isinstance(col.type, JSON):
                            row[col.name] = json.loads(v)
                if rows:
                    conn.execute(table.insert(), rows)
                counts[table.name] = len(rows)
                if "id" in table.columns and rows:
                    conn.execute(
                        text(
                            f"SELECT setval(pg_get_serial_sequence('\"{table.name}\"', 'id'), max(id)) FROM \"{table.name}\""
                        )
                    )
    finally:
        engine.dispose()
        src.close()
    return counts


def test_an_older_schema_upgrades_with_its_rows_after_an_export(empty_pg_url: str, tmp_path: Path) -> None:
    counts = _copy_fixture_into(empty_pg_url, FIXTURES / "at_0004_tournament.sqlite3")
    assert counts["events"] and counts["matches"] and counts["catalog_items"]
    before = pg_rows(empty_pg_url)
    db = Database.open(empty_pg_url)
    try:
        from database import migrations

        assert migrations.is_up_to_date(db.schema_revisions())
        assert db.report is not None and db.report.backup_path is not None
        export = json.loads(db.report.backup_path.read_text("utf-8"))
        assert export["format"] == "toybox-arena-postgresql-export"
        for table, rows in before.items():
            if table != "alembic_version":
                assert len(export["tables"][table]["rows"]) == len(rows), table
        after = pg_rows(empty_pg_url)
        for table, rows in before.items():
            if table == "alembic_version":
                continue
            assert len(after[table]) >= len(rows), f"{table}: rows lost in the upgrade"
        events = svc.list_events(db)
        assert len(events) == counts["events"]
    finally:
        db.close()
    db = Database.open(empty_pg_url)  # a second start: nothing to do, no second export
    assert db.report is not None and db.report.backup_path is None
    db.close()


def test_four_desks_opening_a_new_server_at_once_migrate_and_seed_it_once(empty_pg_url: str) -> None:
    code = (
        "import sys, json; from database.engine import Database; db = Database.open(sys.argv[1]); "
        "print(json.dumps({'created': db.report.created})); db.close()"
    )
    import subprocess
    import sys

    procs = [
        subprocess.Popen(
            [sys.executable, "-c", code, empty_pg_url],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(4)
    ]
    outs = [p.communicate(timeout=120) for p in procs]
    assert all(p.returncode == 0 for p in procs), [e[-800:] for _o, e in outs]
    created = [json.loads(o)["created"] for o, _e in outs]
    assert created.count(True) == 1, created
    seeded = pg_rows(empty_pg_url)
    db_url = with_database(server_url(), f"toybox_single_{os.getpid()}")
    create_database(server_url(), db_url.rsplit("/", 1)[1])
    try:
        Database.open(db_url).close()
        single = pg_rows(db_url)
    finally:
        drop_database(server_url(), db_url.rsplit("/", 1)[1])
    assert {t: len(r) for t, r in seeded.items()} == {t: len(r) for t, r in single.items()}, "seeded once"


def test_a_newer_schema_is_refused_with_a_clear_message_and_left_alone(pg_url: str) -> None:
    from sqlalchemy import create_engine, text

    from database.engine import NewerSchemaError

    engine = create_engine(pg_url)
    with engine.begin() as conn:
        conn.execute(text("INSERT INTO alembic_version (version_num) VALUES ('0099_future')"))
    engine.dispose()
    before = pg_rows(pg_url)
    with pytest.raises(NewerSchemaError) as info:
        Database.open(pg_url)
    assert "newer version of Toybox Arena" in info.value.message and "0099_future" in info.value.message
    assert pg_rows(pg_url) == before
    done = worker("enter", pg_url, "1")  # a desk of this version refuses it too, in one clear line
    assert done.returncode != 0 and "newer version" in done.stderr


def test_back_up_database_writes_every_table(pg_db: Database, tmp_path: Path) -> None:
    from desktop.services.database import backup_database

    published_event(pg_db, 8, name="Backup Open")
    target = backup_database(pg_db, tmp_path / "backup.json")
    doc = json.loads(target.read_text("utf-8"))
    rows = pg_rows(pg_db.url)
    assert {t: len(doc["tables"][t]["rows"]) for t in rows} == {t: len(r) for t, r in rows.items()}
    assert not list(tmp_path.glob("*.part"))
