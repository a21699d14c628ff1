"""PostgreSQL specifics of the database handle (several desks sharing one server).

Write transactions are serialised by one transaction-scoped advisory lock, the PostgreSQL counterpart
of SQLite's ``BEGIN IMMEDIATE``: the services read, check versions and write inside one transaction
and were written for one writer at a time, so a second desk waits for the first desk's commit and
then sees its rows (a stale edit is refused by the version check, a second pairing finds the draft).
A result entry takes the same lock *shared* (``SHARED_WRITE_OPTION``): it changes one match only
through ``UPDATE ... WHERE version = :v``, so result entries from several desks run side by side,
while a pairing, a publish or an import (exclusive) still runs alone and waits for them.
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
LOCK_BY_CALLER_OPTION = "toybox_lock_by_caller"
LOCK_TIMEOUT_MS = 60_000


def is_postgres_url(url: str) -> bool:
    from sqlalchemy.engine import make_url

    try:
        return make_url(url).get_backend_name() == "postgresql"
    except Exception:  # noqa: BLE001 - not a URL at all: not PostgreSQL
        return False


def install_postgres_hooks(engine: Engine, write_option: str, shared_option: str = "") -> None:
    """Take the write lock at the start of every write transaction (``write_option`` set); shared
    when ``shared_option`` is set too (writes that check their rows' versions themselves)."""

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection, _record) -> None:  # type: ignore[no-untyped-def]
        with dbapi_connection.cursor() as cur:  # a write waits this long for the lock, then fails clearly
            cur.execute(f"SET lock_timeout = {int(LOCK_TIMEOUT_MS)}")
        dbapi_connection.commit()

    @event.listens_for(engine, "begin")
    def _on_begin(conn) -> None:  # type: ignore[no-untyped-def]
        options = conn.get_execution_options()
        if options.get(write_option) and not options.get(LOCK_BY_CALLER_OPTION):
            if shared_option and options.get(shared_option):
                conn.exec_driver_sql(SHARED_LOCK_SQL)
            else:
                conn.exec_driver_sql(_LOCK_SQL)


_LOCK_SQL = f"SELECT pg_advisory_xact_lock({WRITE_LOCK_KEY})"
SHARED_LOCK_SQL = f"SELECT pg_advisory_xact_lock_shared({WRITE_LOCK_KEY})"
"""The shared write lock, for a caller that sends it itself (``lock_by_caller``)."""
BEGIN_SHARED_SQL = f"BEGIN; {SHARED_LOCK_SQL}"
"""A transaction and the shared write lock in one round trip, on an autocommit connection (two
statements: psycopg sends a query without parameters in the simple protocol, which allows that)."""


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
        created = not current
        if created:  # a new database: straight to the head, from the models
            migrations.create_at_head(conn)
        else:
            migrations.upgrade(conn)
        if created and seed:
            from sqlalchemy.orm import Session

            from database.seed import seed_all

            with Session(bind=conn) as session:
                seed_all(session)
                session.flush()
        return created, current, exported, ()


# --- live changes: NOTIFY from the writing transaction ----------------------------------------------

NOTIFY_CHANNEL = "toybox_changes"
_TABLE_TOPICS = {
    "matches": "results",
    "game_results": "results",
    "result_audit": "results",
    "penalties": "results",
    "rounds": "pairings",
    "requested_byes": "pairings",
    "avoided_pairs": "players",  # "never pair these two" (issue 24)
    "round_clocks": "clock",
    "registrations": "players",
    "players": "players",
    "events": "events",
    "event_stages": "events",
    "venue_codes": "players",  # the venue web (issue 26): a code issued, a player locked out
    "venue_reports": "results",  # a result reported from a phone, waiting for the organiser
}
_PAIRING_FIELDS = ("reg_a_id", "reg_b_id", "table", "round_id", "kind")


def changed_topics(new: Any, dirty: Any, deleted: Any) -> tuple[set[str], set[int], bool]:
    """(topics, event ids, whether some change's event is unknown) of one flush's objects."""
    from sqlalchemy import inspect as sa_inspect

    topics: set[str] = set()
    events: set[int] = set()
    unknown = False
    for group, objs in (("new", new), ("dirty", dirty), ("deleted", deleted)):
        for obj in objs:
            table = getattr(obj, "__tablename__", "")
            topic = _TABLE_TOPICS.get(table)
            if topic is None:
                continue
            topics.add(topic)
            if table == "matches":
                if group != "dirty":
                    topics.add("pairings")
                else:
                    state = sa_inspect(obj)
                    if any(
                        f in state.attrs.keys() and state.attrs[f].history.has_changes()
                        for f in _PAIRING_FIELDS
                    ):
                        topics.add("pairings")
            if table == "game_results":
                continue  # its match is part of the same change
            eid = obj.id if table == "events" else getattr(obj, "event_id", None)
            if eid is None:
                unknown = True
            else:
                events.add(int(eid))
    return topics, events, unknown


def notify(conn: Connection, topics: set[str] | frozenset[str], events: set[int] | frozenset[int]) -> None:
    """Send the change notification from a Core write transaction (the ORM sessions send theirs
    from :func:`install_notify`'s hooks); delivered when the transaction commits."""
    conn.exec_driver_sql(_NOTIFY_SQL, {"c": NOTIFY_CHANNEL, "p": notify_payload(topics, events)})


def notify_payload(topics: set[str] | frozenset[str], events: set[int] | frozenset[int]) -> str:
    """The NOTIFY payload desktop/services/changes.py reads: topics and events (none: any event)."""
    return json.dumps({"t": sorted(topics), "e": [] if len(events) > 200 else sorted(events)})


_NOTIFY_SQL = "SELECT pg_notify(%(c)s, %(p)s)"


def install_notify(session_factory: Any) -> None:
    """Every write session sends ``NOTIFY toybox_changes`` (delivered when it commits, dropped when it
    rolls back) with its topics and events, for desktop/services/changes.py."""
    from sqlalchemy import event as sa_event

    @sa_event.listens_for(session_factory, "after_flush")
    def _after_flush(session: Any, _ctx: Any) -> None:
        topics, events, unknown = changed_topics(session.new, session.dirty, session.deleted)
        if topics:
            pending = session.info.setdefault("toybox_changes", [set(), set(), False])
            pending[0] |= topics
            pending[1] |= events
            pending[2] = pending[2] or unknown

    @sa_event.listens_for(session_factory, "before_commit")
    def _before_commit(session: Any) -> None:
        session.flush()  # what commit() would flush, so that its changes are in the one NOTIFY
        pending = session.info.pop("toybox_changes", None)
        if not pending:
            return
        topics, events, unknown = pending
        payload = json.dumps(
            {"t": sorted(topics), "e": [] if unknown or len(events) > 200 else sorted(events)}
        )
        session.connection().execute(text("SELECT pg_notify(:c, :p)"), {"c": NOTIFY_CHANNEL, "p": payload})

    @sa_event.listens_for(session_factory, "after_transaction_end")
    def _end(session: Any, _trans: Any) -> None:
        if _trans.parent is None:
            session.info.pop("toybox_changes", None)
