"""Regression tests of issue 9's defects, one or more per numbered defect (each failed before the fix)."""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from sqlalchemy import text
from support import RESULT, published_event, spawn, sqlite_url

from database.engine import Database, DatabaseOpenError
from desktop.services import tournament as svc

pytestmark = pytest.mark.reliability


def _cli(*args: str, home: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    if home is not None:
        env["TOYBOX_ARENA_HOME"] = str(home)
    return subprocess.run(
        [sys.executable, "-c", "import sys; from desktop.cli import main; sys.exit(main())", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )


# 1. concurrent writers wait instead of being refused -----------------------------------------------


def test_1_concurrent_writers_all_recorded(db: Database, tmp_path: Path) -> None:
    event_id, ids = published_event(db, 240)
    flag = tmp_path / "go"
    chunks = [ids[i::4] for i in range(4)]
    procs = [spawn("enter", db.url, ",".join(map(str, c)), str(flag)) for c in chunks]
    time.sleep(1.0)
    flag.touch()
    results = [json.loads(p.communicate(timeout=120)[0]) for p in procs]
    refused = [r for res in results for r in res["refused"]]
    assert refused == []
    view = svc.load_event(db, event_id)
    assert sum(1 for m in view.rounds[0].matches if m.status == "reported" and m.kind == "played") == len(ids)


def test_1_write_transactions_take_the_lock_up_front(db: Database) -> None:
    seen: list[str] = []
    from sqlalchemy import event

    @event.listens_for(db.engine, "before_cursor_execute")
    def _log(conn, cursor, statement, *args):  # type: ignore[no-untyped-def]
        seen.append(statement)

    with db.begin() as session:
        session.execute(text("SELECT 1"))
    with db.read() as session:
        session.execute(text("SELECT 1"))
    begins = [s for s in seen if s.startswith("BEGIN")]
    assert begins == ["BEGIN IMMEDIATE", "BEGIN"]


# 2. every result write bumps the version; a stale correction is refused ------------------------------


def test_2_games_only_correction_bumps_the_version(db: Database) -> None:
    from desktop.services.errors import ConflictError

    _, ids = published_event(db, 8)
    mid = ids[0]
    first = svc.record_result(db, mid, [RESULT], who="judge")
    second = svc.record_result(db, mid, [dict(RESULT, medals_b=2)], who="judge")
    assert second.version > first.version
    with pytest.raises(ConflictError) as caught:
        svc.record_result(db, mid, [dict(RESULT, medals_b=0)], who="judge", expected_version=first.version)
    err = caught.value
    assert err.who == "judge" and "games a" in err.current and err.version == second.version
    assert "was changed by judge at" in err.message
    cleared = svc.clear_result(db, mid, who="judge")
    assert cleared.version > second.version
    with pytest.raises(svc.StaleResultError):
        svc.clear_result(db, mid, who="judge", expected_version=second.version)


def test_2_racing_corrections_exactly_one_wins(db: Database, tmp_path: Path) -> None:
    _, ids = published_event(db, 8)
    for n, mid in enumerate(ids[:3]):
        v = svc.record_result(db, mid, [RESULT], who="first desk").version
        flag = tmp_path / f"go{n}"
        procs = [
            spawn("correct", db.url, str(mid), str(v), "desk A", "b", str(flag)),
            spawn("correct", db.url, str(mid), str(v), "desk B", "b", str(flag)),
        ]
        time.sleep(1.0)
        flag.touch()
        out = [json.loads(p.communicate(timeout=120)[0]) for p in procs]
        winners = [o for o in out if o["won"]]
        losers = [o for o in out if not o["won"]]
        assert len(winners) == 1 and len(losers) == 1, out
        assert losers[0]["who"] in ("desk A", "desk B") and "was changed by desk" in losers[0]["error"]


# 3. database errors: one clear line, exit 1 -----------------------------------------------------------


def test_3_cli_bad_database_url_is_one_line(tmp_path: Path) -> None:
    for url in ("nonsense", "foo://x", "sqlite://", "sqlite:///:memory:", "postgresql+nodriver://u@h/db"):
        res = _cli("--database", url, "event", "list", home=tmp_path)
        assert res.returncode == 1, (url, res.stderr)
        lines = [ln for ln in res.stderr.splitlines() if ln.strip()]
        assert len(lines) == 1 and "Traceback" not in res.stderr, (url, res.stderr)


def test_3_cli_locked_database_is_one_line(db: Database, db_path: Path, tmp_path: Path) -> None:
    event_id, ids = published_event(db, 4)
    db.close()
    holder = sqlite3.connect(str(db_path), timeout=1, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        env = {"TOYBOX_ARENA_BUSY_TIMEOUT_MS": "200"}
        res = subprocess.run(
            [
                sys.executable,
                "-c",
                "import sys; from desktop.cli import main; sys.exit(main())",
                "--database",
                sqlite_url(db_path),
                "event",
                "result",
                str(event_id),
                str(ids[0]),
                "--game",
                "winner=a,ended=hq,medals_a=3,medals_b=1",
            ],
            capture_output=True,
            text=True,
            timeout=120,
            env={**os.environ, **env},
        )
    finally:
        holder.rollback()
        holder.close()
    assert res.returncode == 1, res.stderr
    # one line, after the notice that it waits for another desk (issue 25)
    lines = [ln for ln in res.stderr.strip().splitlines() if "waiting for another desk" not in ln]
    assert "Traceback" not in res.stderr and len(lines) == 1, res.stderr
    assert "locked" in res.stderr or "busy" in res.stderr


def test_3_service_database_failure_becomes_a_service_error(db: Database, db_path: Path) -> None:
    from desktop.services.errors import DatabaseUnavailableError, service_error_for

    _, ids = published_event(db, 4)
    holder = sqlite3.connect(str(db_path), timeout=1, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    quick = Database.open(db.url, busy_timeout_ms=100)
    try:
        with pytest.raises(Exception) as caught:
            svc.record_result(quick, ids[0], [RESULT])
    finally:
        holder.rollback()
        holder.close()
        quick.close()
    err = service_error_for(caught.value)
    assert isinstance(err, DatabaseUnavailableError) and "nothing was written" in err.message
    assert svc.get_match(db, ids[0]).status == "pending"


# 4. a failed open removes only what it created -------------------------------------------------------


def test_4_fifo_is_refused_and_left_alone(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.sqlite3"
    os.mkfifo(fifo)
    code = (
        "import sys\nfrom database.engine import Database, DatabaseOpenError\n"
        f"try:\n    Database.open({sqlite_url(fifo)!r})\nexcept DatabaseOpenError as e:\n    print('refused', e)\n"
    )
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert "refused" in res.stdout, res.stdout + res.stderr
    assert stat.S_ISFIFO(fifo.lstat().st_mode)


def test_4_a_pre_existing_empty_file_is_not_removed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from database import migrations

    path = tmp_path / "mine.sqlite3"
    path.write_bytes(b"")

    def boom(*_a, **_k):  # type: ignore[no-untyped-def]
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(migrations, "upgrade", boom)
    monkeypatch.setattr(migrations, "create_at_head", boom)  # a new database is created from the models
    with pytest.raises(RuntimeError):
        Database.open(sqlite_url(path))
    assert path.exists()
    fresh = tmp_path / "new.sqlite3"
    with pytest.raises(RuntimeError):
        Database.open(sqlite_url(fresh))
    assert not fresh.exists()  # the app created it: it may remove it


# 5. ?, # and %xx in file names ---------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["what?.sqlite3", "no#1.sqlite3", "a%41b.sqlite3", "sp ace&x=1.sqlite3"])
def test_5_odd_file_names_open_that_very_file(tmp_path: Path, name: str) -> None:
    from desktop.services.database import database_url_for_file, open_database

    path = tmp_path / name
    db = open_database(database_url_for_file(path))
    try:
        assert db.path == path
        svc.create_event(db, svc.EventSpec(name="Here", game="toybattle"))
    finally:
        db.close()
    assert path.exists() and path.stat().st_size > 0
    assert sorted(p.name for p in tmp_path.iterdir() if p.suffix == ".sqlite3") == [name]


def test_5_default_database_in_a_folder_with_odd_characters(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "data?x#y%41"
    monkeypatch.setenv("TOYBOX_ARENA_HOME", str(home))
    db = Database.open()
    try:
        assert db.path == home / "toybox-arena.sqlite3"
    finally:
        db.close()
    assert (home / "toybox-arena.sqlite3").stat().st_size > 0


# 9. minor ---------------------------------------------------------------------------------------------


def test_9_failed_migration_says_what_to_do_and_writes_one_backup(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from database import migrations
    from database.engine import MigrationFailedError

    path = tmp_path / "old.sqlite3"
    db = Database.open(sqlite_url(path))
    db.close()
    con = sqlite3.connect(str(path))
    con.execute(
        "UPDATE alembic_version SET version_num = '0004_tournament' WHERE version_num = '0007_avoided_pairs'"
    )
    con.commit()
    con.close()

    def boom(*_a, **_k):  # type: ignore[no-untyped-def]
        raise RuntimeError("table events already exists")

    monkeypatch.setattr(migrations, "upgrade", boom)
    for _ in range(3):
        with pytest.raises(MigrationFailedError) as caught:
            Database.open(sqlite_url(path))
        assert (
            "left as it was" in caught.value.message
            and "A copy from before the upgrade is at" in caught.value.message
        )
    backups = [p for p in tmp_path.iterdir() if "pre-migration" in p.name]
    assert len(backups) == 1


@pytest.mark.parametrize("url", ["sqlite://", "sqlite:///:memory:", "sqlite:///file:x?mode=memory&uri=true"])
def test_9_memory_databases_are_refused(url: str) -> None:
    from desktop.services.database import open_database

    with pytest.raises(DatabaseOpenError, match="vanish"):
        open_database(url)


@pytest.mark.skipif(os.geteuid() == 0, reason="root can write to any folder")
def test_9_read_only_folder_opens_read_only(tmp_path: Path) -> None:
    from desktop.services.errors import ServiceError

    folder = tmp_path / "ro"
    folder.mkdir()
    path = folder / "db.sqlite3"
    db = Database.open(sqlite_url(path))
    svc.create_event(db, svc.EventSpec(name="Kept", game="toybattle"))
    db.close()
    for p in folder.iterdir():
        if p != path:
            p.unlink()
    folder.chmod(0o555)
    try:
        ro = Database.open(sqlite_url(path))
        assert ro.read_only
        assert [e.name for e in svc.list_events(ro)] == ["Kept"]
        with pytest.raises(ServiceError, match="read-only"):
            try:
                svc.create_event(ro, svc.EventSpec(name="Lost", game="toybattle"))
            except DatabaseOpenError as exc:
                from desktop.services.errors import service_error_for

                raise service_error_for(exc) from exc  # type: ignore[misc]
        ro.close()
    finally:
        folder.chmod(0o755)


# 10. synchronous = FULL ------------------------------------------------------------------------------


def test_10_every_connection_is_synchronous_full(db: Database) -> None:
    with db.read() as s:
        assert s.execute(text("PRAGMA synchronous")).scalar_one() == 2
    with db.begin() as s:
        assert s.execute(text("PRAGMA synchronous")).scalar_one() == 2


def test_1_the_pairing_solver_runs_outside_the_write_transaction(
    db: Database, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from desktop.services import round_plan as tp  # the pure part of pairing, where the solver is called

    event_id, ids = published_event(db, 16)
    for mid in ids:
        svc.record_result(db, mid, [RESULT])
    lock_free: list[bool] = []
    real = tp.pair_swiss

    def spy(*args, **kwargs):  # type: ignore[no-untyped-def]
        other = sqlite3.connect(str(db_path), timeout=0, isolation_level=None)
        try:
            other.execute("BEGIN IMMEDIATE")
            other.execute("ROLLBACK")
            lock_free.append(True)
        except sqlite3.OperationalError:
            lock_free.append(False)
        finally:
            other.close()
        return real(*args, **kwargs)

    monkeypatch.setattr(tp, "pair_swiss", spy)
    rv = svc.pair_next_round(db, event_id)
    assert rv.number == 2 and len(rv.matches) == 8
    assert lock_free == [True]
