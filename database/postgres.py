"""PostgreSQL specifics of the database handle (several desks sharing one server).

Write transactions are serialised by one transaction-scoped advisory lock, the PostgreSQL counterpart
of SQLite's ``BEGIN IMMEDIATE``: the services read, check versions and write inside one transaction
and were written for one writer at a time, so a second desk waits for the first desk's commit and
then sees its rows (a stale edit is refused by the version check, a second pairing finds the draft).
The lock goes with the transaction, also when a desk is killed mid-write (the server ends its
session). Reads never take it.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from datetime import date, datetime
from decimal import Decimal
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, event, inspect, text
from sqlalchemy.engine import make_url

WRITE_LOCK_KEY = 0x70_79_41_72  # "pyAr": the one write lock of a Toybox Arena database
MIGRATION_LOCK_KEY = WRITE_LOCK_KEY + 1
LOCK_TIMEOUT_MS = 60_000


def is_postgres_url(url: str) -> bool:
    from sqlalchemy.engine import make_url

    try:
        return make_url(url).get_backend_name() == "postgresql"
    except Exception:  # noqa: BLE001 - not a URL at all: not PostgreSQL
        return False


def install_postgres_hooks(engine: Engine, write_option: str) -> None:
    """Take the write lock at the start of every write transaction (``write_option`` set)."""

    @event.listens_for(engine, "begin")
    def _on_begin(conn) -> None:  # type: ignore[no-untyped-def]
        if conn.get_execution_options().get(write_option):
            conn.exec_driver_sql(f"SET LOCAL lock_timeout = {int(LOCK_TIMEOUT_MS)}")
            conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({WRITE_LOCK_KEY})")


# --- backups: pg_dump where it is installed and matches the server, else a JSON export -------------

EXPORT_FORMAT = "toybox-arena-postgresql-export"


def export_json(conn: Connection, target: Path) -> Path:
    """Every table's rows (every event, the catalog, squads...) as one JSON file, written atomically."""
    tables = [t for t in inspect(conn).get_table_names() if not t.startswith("pg_")]
    doc: dict[str, Any] = {
        "format": EXPORT_FORMAT,
        "version": 1,
        "schema": [str(r) for r in conn.execute(text("SELECT version_num FROM alembic_version")).scalars()]
        if "alembic_version" in tables
        else [],
        "tables": {},
    }
    for t in sorted(tables):
        result = conn.execute(text(f'SELECT * FROM "{t}"'))
        cols = list(result.keys())
        doc["tables"][t] = {"columns": cols, "rows": [list(r) for r in result]}
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(target.name + ".part")
    with tmp.open("w", encoding="utf-8") as fh:
        json.dump(doc, fh, ensure_ascii=False, default=_json_default)
        fh.flush()
        os.fsync(fh.fileno())
    tmp.replace(target)
    return target


def _json_default(value: Any) -> Any:
    if isinstance(value, datetime | date):
        return value.isoformat()
    if isinstance(value, Decimal):
        return str(value)
    if isinstance(value, bytes | memoryview):
        return bytes(value).hex()
    return str(value)


def pg_dump(url: str, target: Path, *, timeout: float = 300) -> Path | None:
    """``pg_dump`` (custom format) of the database into ``target``; None when pg_dump is not installed
    or cannot dump this server (an older pg_dump refuses a newer server)."""
    exe = shutil.which("pg_dump")
    if exe is None:
        return None
    u = make_url(url)
    env = dict(os.environ)
    if u.password:
        env["PGPASSWORD"] = str(u.password)
    args = [exe, "--format=custom", "--no-owner", f"--file={target}.part"]
    if u.host:
        args.append(f"--host={u.host}")
    if u.port:
        args.append(f"--port={u.port}")
    if u.username:
        args.append(f"--username={u.username}")
    args.append(str(u.database or ""))
    try:
        done = subprocess.run(args, env=env, capture_output=True, timeout=timeout, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired):
        Path(f"{target}.part").unlink(missing_ok=True)
        return None
    if done.returncode != 0:
        Path(f"{target}.part").unlink(missing_ok=True)
        return None
    Path(f"{target}.part").replace(target)
    return target


def backup(engine: Engine, url: str, target: Path) -> Path:
    """File → Back up database… on a server: a pg_dump when ``target`` ends in .dump and pg_dump can do
    it, else the JSON export (the returned path says which was written)."""
    target = Path(target)
    if target.suffix == ".dump":
        dumped = pg_dump(url, target)
        if dumped is not None:
            return dumped
        target = target.with_suffix(".json")
    with engine.connect() as conn:
        conn.exec_driver_sql("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")  # one consistent snapshot
        return export_json(conn, target)


def backup_folder() -> Path:
    from desktop.paths import data_dir

    return data_dir() / "backups"


def migrate_shared(
    engine: Engine, url: str, *, seed: bool, write_option: str, known: frozenset[str]
) -> tuple[bool, tuple[str, ...], Path | None, tuple[str, ...]]:
    """Migrate a shared server: one desk at a time under an advisory lock, after an export.

    Returns (created, migrated_from, export path, unknown revisions). A desk that waited for the lock
    finds the schema already migrated and does nothing. Unknown (newer) revisions are returned, not
    migrated: the caller refuses them."""
    from database import migrations

    with engine.execution_options(**{write_option: True}).begin() as conn:
        conn.exec_driver_sql(f"SELECT pg_advisory_xact_lock({MIGRATION_LOCK_KEY})")
        current = migrations.current_revisions(conn)
        unknown = tuple(r for r in current if r not in known)
        if unknown or migrations.is_up_to_date(current):
            return False, (), None, unknown
        exported = None
        if current:
            stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
            exported = export_json(
                conn, backup_folder() / f"{make_url(url).database}.pre-migration-{stamp}.json"
            )
        migrations.upgrade(conn)
        created = not current
        if created and seed:
            from sqlalchemy.orm import Session

            from database.seed import seed_all

            with Session(bind=conn) as session:
                seed_all(session)
                session.flush()
        return created, current, exported, ()
