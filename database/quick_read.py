"""A read-only path to an SQLite database file at head, without SQLAlchemy (the command line's start).

``import sqlalchemy`` alone costs about a quarter of a second here, the ORM models and the revision
check more. A command-line verb that only reads (``event list``) or refuses a malformed result never
needs them when the database is a plain SQLite file this version wrote: :func:`open_at_head` opens it
with the standard library's ``sqlite3``, read-only (``mode=ro`` through a ``file:`` URI that
:meth:`pathlib.Path.as_uri` percent-encodes, so a ``?``, ``#`` or ``%`` in the name cannot open
another file), and only when its ``alembic_version`` holds exactly :data:`database.head.HEAD_REVISIONS`.

Everything else returns ``None`` so that the caller takes the full path (:class:`database.engine.Database`)
with its checks, messages, migrations and read-only handling: another URL form (a query, a driver, a
host, memory, PostgreSQL), a missing, empty, non-regular or foreign file, a folder the app cannot
write to, a schema needing an upgrade or newer than this app, any SQLite error.

One verb also writes this way, ``event pair`` (:func:`write_transaction`): the writers' queue of
:mod:`database.writer_queue`, the engine's pragmas, ``BEGIN IMMEDIATE`` before any read, the schema
checked again under the lock, and the rows as the models' defaults and SQLAlchemy's ``DateTime`` give
them (:data:`MATCH_DEFAULTS`, :data:`SQLITE_TIME_FORMAT`; ``tests/cli/test_cli_quick_pair.py`` compares
every table with the full path's).

Stdlib only: importing this module must stay cheap (``tests/cli/test_cli_quick.py`` checks it).
"""

from __future__ import annotations

import os
import sqlite3
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any
from urllib.parse import unquote

from database.head import HEAD_REVISIONS

__all__ = [
    "SQLITE_HEADER",
    "busy_timeout_ms",
    "sqlite_file_from_url",
    "open_at_head",
    "event_summaries",
    "event_ids_named",
    "event_game",
    "match_row",
    "round_row",
    "clock_started",
    "saved_squads",
    "catalog_items",
    "write_transaction",
    "pairing_fingerprint",
    "requested_byes",
    "avoided_pairs",
    "insert_round",
    "insert_matches",
    "set_round_report",
    "set_event_status",
    "round_written",
]

SQLITE_HEADER = b"SQLite format 3\x00"
BUSY_TIMEOUT_ENV = "TOYBOX_ARENA_BUSY_TIMEOUT_MS"
DEFAULT_BUSY_TIMEOUT_MS = 5000
_PREFIX = "sqlite:///"


def busy_timeout_ms() -> int:
    """$TOYBOX_ARENA_BUSY_TIMEOUT_MS when it is a sensible number, else 5 s (as database.engine)."""
    try:
        value = int(os.environ.get(BUSY_TIMEOUT_ENV, ""))
    except ValueError:
        return DEFAULT_BUSY_TIMEOUT_MS
    return value if 0 < value <= 600_000 else DEFAULT_BUSY_TIMEOUT_MS


def sqlite_file_from_url(url: str) -> Path | None:
    """The file a plain ``sqlite:///PATH`` URL names, read exactly as SQLAlchemy's ``make_url`` reads
    it (the path percent-decoded); None for every other form, which the full path judges."""
    if not isinstance(url, str) or not url.startswith(_PREFIX):
        return None
    rest = url[len(_PREFIX) :]
    if not rest or "?" in rest or "#" in rest or "mode=memory" in url:
        return None
    if any(ord(c) < 0x20 or ord(c) == 0x7F for c in url):
        return None
    database = unquote(rest)
    if database in ("", ":memory:") or "\x00" in database or "mode=memory" in database:
        return None
    return Path(database)


def _folder_writable(path: Path) -> bool:
    folder = path.parent if str(path.parent) else Path(".")
    return os.access(folder, os.W_OK | os.X_OK) and os.access(path, os.W_OK)


def open_at_head(path: Path) -> sqlite3.Connection | None:
    """A read-only connection to ``path`` when it is an SQLite file at this app's head revision, in a
    folder the app can write to (the full path opens other folders read-only, its own way); else None.

    The connection has one read transaction open (one snapshot for every query); close it when done."""
    try:
        st = os.stat(path)
        if not stat.S_ISREG(st.st_mode) or st.st_size == 0 or not _folder_writable(path):
            return None
        with open(path, "rb") as fh:
            if fh.read(len(SQLITE_HEADER)) != SQLITE_HEADER:
                return None
        uri = path.resolve().as_uri() + "?mode=ro"
    except (OSError, ValueError):
        return None
    try:
        con = sqlite3.connect(uri, uri=True, timeout=busy_timeout_ms() / 1000, isolation_level=None)
    except sqlite3.Error:
        return None
    try:
        con.execute("PRAGMA query_only = ON")
        con.execute("BEGIN")
        rows = [r[0] for r in con.execute("SELECT version_num FROM alembic_version")]
    except sqlite3.Error:
        con.close()
        return None
    if len(rows) != len(HEAD_REVISIONS) or frozenset(rows) != HEAD_REVISIONS:
        con.close()
        return None
    return con


# --- the queries (the same rows the services read through the ORM) --------------------------------


def event_summaries(con: sqlite3.Connection) -> list[dict[str, Any]]:
    """Every event as ``desktop.services.tournament.list_events`` summarises it, in the fields' order
    of its ``EventSummary`` (the CLI's tests compare both paths' output)."""
    rows = con.execute(
        """SELECT e.id, e.name, e.date, e.game, e.status,
                  (SELECT count(*) FROM registrations AS r WHERE r.event_id = e.id),
                  (SELECT max(n.number) FROM rounds AS n WHERE n.event_id = e.id),
                  e.version
           FROM events AS e ORDER BY e.id"""
    ).fetchall()
    return [
        {
            "id": int(i),
            "name": name,
            "date": date,
            "game": game,
            "status": status,
            "players": int(players or 0),
            "rounds": int(rounds or 0),
            "version": int(version),
        }
        for i, name, date, game, status, players, rounds, version in rows
    ]


def event_ids_named(con: sqlite3.Connection, event_id: int | None, name: str) -> list[int]:
    """The events an EVENT argument names: the event ``event_id`` when it exists, else those called
    exactly ``name``."""
    if event_id is not None:
        row = con.execute("SELECT id FROM events WHERE id = ?", (event_id,)).fetchone()
        if row is not None:
            return [int(row[0])]
    return [int(r[0]) for r in con.execute("SELECT id FROM events WHERE name = ? ORDER BY id", (name,))]


def event_game(con: sqlite3.Connection, event_id: int) -> str | None:
    row = con.execute("SELECT game FROM events WHERE id = ?", (event_id,)).fetchone()
    return None if row is None else str(row[0])


def match_row(
    con: sqlite3.Connection, *, match_id: int | None = None, code: str | None = None
) -> dict[str, Any] | None:
    """A match's id, event, round, kind and version, by id or by its (normalised) printed code."""
    sql = "SELECT id, event_id, round_id, kind, version FROM matches WHERE "
    if match_id is not None:
        row = con.execute(sql + "id = ?", (match_id,)).fetchone()
    else:
        row = con.execute(sql + "code = ?", (code,)).fetchone()
    if row is None:
        return None
    return {"id": row[0], "event_id": row[1], "round_id": row[2], "kind": row[3], "version": row[4]}


def round_row(con: sqlite3.Connection, round_id: int) -> dict[str, Any] | None:
    row = con.execute("SELECT number, status FROM rounds WHERE id = ?", (round_id,)).fetchone()
    return None if row is None else {"number": row[0], "status": row[1]}


def clock_started(con: sqlite3.Connection, round_id: int) -> bool:
    """Whether the round's clock was started (its time then decides how a game without ``ended`` ended)."""
    row = con.execute("SELECT started_at FROM round_clocks WHERE round_id = ?", (round_id,)).fetchone()
    return row is not None and row[0] is not None


def saved_squads(con: sqlite3.Connection, kind: str) -> list[tuple[str, dict[str, Any]]]:
    """(name, stored data) of every saved squad of ``kind``, as ``desktop.services.squads.saved_squad``
    reads them (a JSON column; an empty one is an empty dict)."""
    rows = con.execute("SELECT name, data FROM squads WHERE kind = ?", (kind,)).fetchall()
    return [(str(name), dict(_json(data) or {})) for name, data in rows]


def catalog_items(con: sqlite3.Connection, kind: str) -> list[tuple[str, str, dict[str, Any], bool, tuple[str, ...]]]:
    """(key, name, data, archived, placeholders) of every catalog item of ``kind``, archived ones
    included, as ``desktop.services.squads.catalog_entries`` reads them."""
    rows = con.execute(
        "SELECT key, name, data, archived, placeholders FROM catalog_items WHERE kind = ?", (kind,)
    ).fetchall()
    return [
        (str(k), n or k, dict(_json(d) or {}), bool(a), tuple(_json(p) or ())) for k, n, d, a, p in rows
    ]


def _json(text: str | None) -> Any:
    import json

    return None if text is None else json.loads(text)


# --- a quick write (``event pair``): the full path's lock, pragmas and transaction, with sqlite3 -----

WRITE_RETRIES = 5
"""As :data:`database.engine.WRITE_RETRIES` (a test keeps them equal): tries at the write lock."""

SQLITE_TIME_FORMAT = "%Y-%m-%d %H:%M:%S.%f"
"""How SQLAlchemy's ``DateTime`` stores a time in SQLite (a test compares both paths' rows)."""

MATCH_DEFAULTS: dict[str, Any] = {
    "table_no": None,
    "kind": "played",
    "status": "pending",
    "winner": "",
    "reason": "",
    "game_losses_a": 0,
    "game_losses_b": 0,
    "match_loss": "",
    "bracket_slot": "",
    "higher_seed": "a",
    "pool": None,
    "started": 0,
    "updated_by": "",
    "version": 1,
}
"""The ``matches`` columns' defaults as the model gives them (``database.models.tournament.MatchRow``;
``updated_at`` is the time of the write). A test checks them against the model."""


def sqlite_now() -> str:
    """The present time as the models' ``utcnow`` stores it in SQLite."""
    from datetime import UTC, datetime

    return datetime.now(UTC).replace(tzinfo=None).strftime(SQLITE_TIME_FORMAT)


def _locked(exc: BaseException) -> bool:
    text = str(exc).lower()
    return "database is locked" in text or "database is busy" in text or "sqlite_busy" in text


@contextmanager
def write_transaction(path: Path) -> Iterator[sqlite3.Connection]:
    """One write transaction on the SQLite file ``path``, as :meth:`database.engine.Database.begin`
    takes it: the writers' queue first (``<database>-writers``, :mod:`database.writer_queue`), then a
    connection with the engine's pragmas (busy timeout, foreign keys, WAL, ``synchronous=FULL``) and
    ``BEGIN IMMEDIATE`` before any read (retried as the engine retries a busy lock). Commits when the
    block ends normally, rolls back on an exception (nothing of it is then written).

    The schema is checked again under the lock: :class:`NotAtHead` when the file is no longer at this
    app's head (another version migrated it meanwhile)."""
    import time

    from database.writer_queue import _WriterQueue

    timeout_ms = busy_timeout_ms()
    queue = _WriterQueue(path, timeout_ms / 1000)
    queued = queue.acquire()
    try:
        # mode=rw: a file gone since the read is not created again (an empty database) but refused
        uri = path.resolve().as_uri() + "?mode=rw"
        con = sqlite3.connect(uri, uri=True, timeout=timeout_ms / 1000, isolation_level=None)
        try:
            con.execute(f"PRAGMA busy_timeout = {int(timeout_ms)}")
            con.execute("PRAGMA foreign_keys = ON")
            con.execute("PRAGMA journal_mode = WAL")
            con.execute("PRAGMA synchronous = FULL")
            for n in range(WRITE_RETRIES):
                try:
                    con.execute("BEGIN IMMEDIATE")
                    break
                except sqlite3.OperationalError as exc:
                    if not _locked(exc) or n == WRITE_RETRIES - 1:
                        raise
                    time.sleep(0.05 * (n + 1))
            try:
                rows = [r[0] for r in con.execute("SELECT version_num FROM alembic_version")]
                if len(rows) != len(HEAD_REVISIONS) or frozenset(rows) != HEAD_REVISIONS:
                    raise NotAtHead(str(path))
                yield con
                con.execute("COMMIT")
            except BaseException:
                if con.in_transaction:
                    con.execute("ROLLBACK")
                raise
        finally:
            con.close()
    finally:
        if queued:
            queue.release()


class NotAtHead(Exception):
    """The file's schema is not this app's head (checked under the write lock)."""


def pairing_fingerprint(con: sqlite3.Connection, event_id: int) -> tuple[Any, ...]:
    """What a pairing depends on, in a few aggregate queries (the full path's
    ``tournament_rounds._fingerprint``, same tables and aggregates): equal inside the write
    transaction to what it was when the round was computed, the round is still right."""

    def agg(sql: str) -> tuple[Any, ...]:
        return tuple(con.execute(sql, (event_id,)).fetchone())

    return (
        next(iter(con.execute("SELECT version FROM events WHERE id = ?", (event_id,)).fetchone() or ()), None),
        agg("SELECT count(*), coalesce(sum(version), 0) FROM registrations WHERE event_id = ?"),
        agg("SELECT count(*), coalesce(max(id), 0), coalesce(sum(version), 0) FROM matches WHERE event_id = ?"),
        agg("SELECT count(*), coalesce(max(id), 0), coalesce(sum(version), 0) FROM rounds WHERE event_id = ?"),
        agg("SELECT count(*), coalesce(max(id), 0) FROM result_audit WHERE event_id = ?"),
        agg("SELECT count(*), coalesce(max(id), 0) FROM penalties WHERE event_id = ?"),
        agg(
            "SELECT count(*), coalesce(max(id), 0), coalesce(sum(version), 0) FROM requested_byes"
            " WHERE event_id = ?"
        ),
        agg("SELECT count(*), coalesce(max(id), 0) FROM avoided_pairs WHERE event_id = ?"),
        tuple(con.execute("SELECT id, status FROM event_stages WHERE event_id = ? ORDER BY id", (event_id,))),
    )


def requested_byes(con: sqlite3.Connection, event_id: int, round_number: int) -> list[int]:
    """The registrations that asked to sit out round ``round_number`` (``tournament_rounds._requested_byes``)."""
    rows = con.execute(
        "SELECT registration_id FROM requested_byes WHERE event_id = ? AND round_number = ?",
        (event_id, round_number),
    )
    return [int(r[0]) for r in rows]


def avoided_pairs(con: sqlite3.Connection, event_id: int) -> list[tuple[int, int]]:
    """The event's "never pair these two" pairs (``tournament_rounds._avoided_pairs``)."""
    rows = con.execute("SELECT reg_a_id, reg_b_id FROM avoided_pairs WHERE event_id = ?", (event_id,))
    return [(int(a), int(b)) for a, b in rows]


def insert_round(con: sqlite3.Connection, stage_id: int, event_id: int, number: int, report_json: str) -> int:
    """A new draft round (the model's defaults: no publication time, version 1); its id."""
    cur = con.execute(
        "INSERT INTO rounds (stage_id, event_id, number, status, report, created_at, published_at, version)"
        " VALUES (?, ?, ?, 'draft', ?, ?, NULL, 1)",
        (stage_id, event_id, number, report_json, sqlite_now()),
    )
    return int(cur.lastrowid or 0)


def insert_matches(con: sqlite3.Connection, rows: list[dict[str, Any]]) -> None:
    """The round's matches (column values as ``round_plan.round_matches`` gives them, the rest the
    model's defaults), in the order given (their ids follow it)."""
    if not rows:
        return
    now = sqlite_now()
    cols = ["event_id", "round_id", "code", "reg_a_id", "reg_b_id", *MATCH_DEFAULTS, "updated_at"]
    values = []
    for row in rows:
        full = {**MATCH_DEFAULTS, "updated_at": now, **row}
        if set(full) - set(cols):
            raise ValueError(f"unknown match columns: {sorted(set(full) - set(cols))}")
        values.append(tuple(full[c] for c in cols))
    con.executemany(
        f"INSERT INTO matches ({', '.join(cols)}) VALUES ({', '.join('?' * len(cols))})", values
    )


def set_round_report(con: sqlite3.Connection, round_id: int, report_json: str) -> None:
    """A round's report changed after its insert (the ORM's second flush: its version goes up)."""
    con.execute("UPDATE rounds SET report = ?, version = version + 1 WHERE id = ?", (report_json, round_id))


def set_event_status(con: sqlite3.Connection, event_id: int, status: str) -> None:
    """An event's status, when it changes (its ``updated_at`` and version with it, as the ORM's update)."""
    con.execute(
        "UPDATE events SET status = ?, updated_at = ?, version = version + 1 WHERE id = ? AND status != ?",
        (status, sqlite_now(), event_id, status),
    )


def round_written(
    con: sqlite3.Connection, round_id: int, round_columns: list[str], match_columns: list[str]
) -> tuple[tuple[Any, ...], list[tuple[Any, ...]]]:
    """A round just written and its matches (by id), read back in the same transaction: the values of
    ``round_columns`` and of ``match_columns`` (the caller's column lists, as publishing reads them)."""
    rnd = con.execute(f"SELECT {', '.join(round_columns)} FROM rounds WHERE id = ?", (round_id,)).fetchone()
    matches = con.execute(
        f"SELECT {', '.join(match_columns)} FROM matches WHERE round_id = ? ORDER BY id", (round_id,)
    ).fetchall()
    return tuple(rnd), matches
