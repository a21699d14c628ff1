"""Live changes: tells a desk that results, pairings or the clock changed elsewhere.

``open_feed(db)`` gives a :class:`ChangeFeed`; ``feed.poll(timeout)`` blocks up to ``timeout`` seconds
and returns a :class:`Change` (which topics, which events) or None. It is meant to run off the UI
thread (desktop/ui/live.py runs it in a QThread) and never raises for a lost server: it reports
``connected = False`` and reconnects by itself.

- SQLite: ``PRAGMA data_version`` on a connection of its own, polled every ``interval`` seconds (one
  cheap pragma; it changes only when another connection committed). When it changed, small
  fingerprints per topic and event (counts and version sums, grouped by event) say what changed and
  in which events.
- PostgreSQL: ``LISTEN toybox_changes``; every write transaction sends ``NOTIFY toybox_changes``
  with its topics and events (database/postgres.py, delivered only when that transaction commits).

Topics: ``results`` (match results), ``pairings`` (rounds and their matches), ``clock`` (round clocks),
``players`` (registrations), ``events`` (an event's settings).
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from database.engine import Database
from database.postgres import NOTIFY_CHANNEL

TOPICS = ("results", "pairings", "clock", "players", "events")

__all__ = ["TOPICS", "Change", "ChangeFeed", "open_feed"]


@dataclass(frozen=True)
class Change:
    topics: frozenset[str]
    event_ids: frozenset[int] = field(default_factory=frozenset)
    """The events concerned; empty when unknown (then any event may have changed)."""

    def concerns(self, event_id: int | None) -> bool:
        return not self.event_ids or event_id is None or event_id in self.event_ids


class ChangeFeed:
    """The common interface of the SQLite and PostgreSQL feeds."""

    connected: bool = True

    def poll(self, timeout: float) -> Change | None:  # pragma: no cover - interface
        raise NotImplementedError

    def close(self) -> None:  # pragma: no cover - interface
        pass


# --- SQLite --------------------------------------------------------------------------------------

_FINGERPRINTS = {
    # topic -> queries of (event id, ...aggregates) rows: what changed, and in which events
    "results": (
        "SELECT event_id, count(*), coalesce(sum(version), 0) FROM matches WHERE status = 'reported' "
        "GROUP BY event_id",
        # the venue web's reports (issue 26): a report waiting for the organiser is news at the desk
        "SELECT event_id, count(*), coalesce(max(id), 0) FROM venue_reports WHERE status = 'waiting' "
        "GROUP BY event_id",
    ),
    "pairings": (
        "SELECT event_id, count(*), coalesce(sum(version), 0) FROM rounds GROUP BY event_id",
        "SELECT event_id, count(*) FROM matches GROUP BY event_id",
    ),
    "clock": (
        "SELECT r.event_id, count(*), coalesce(sum(c.version), 0) FROM round_clocks c "
        "JOIN rounds r ON r.id = c.round_id GROUP BY r.event_id",
    ),
    "players": (
        "SELECT event_id, count(*), coalesce(sum(version), 0) FROM registrations GROUP BY event_id",
        "SELECT event_id, count(*), coalesce(sum(version), 0) FROM venue_codes GROUP BY event_id",
        "SELECT event_id, count(*), coalesce(max(id), 0) FROM avoided_pairs GROUP BY event_id",
    ),
    "events": ("SELECT id, version FROM events",),
}


def _changed_events(old: dict[int, Any] | None, new: dict[int, Any] | None) -> set[int] | None:
    """The events whose fingerprint differs (None: unknown, any event may have changed)."""
    if old is None or new is None:
        return None if old != new else set()
    return {e for e in old.keys() | new.keys() if old.get(e) != new.get(e)}


class SQLiteFeed(ChangeFeed):
    def __init__(self, path: str, interval: float = 0.25) -> None:
        self.path = path
        self.interval = interval
        self._con: sqlite3.Connection | None = None
        self._immutable = False
        self._stamp: tuple[object, ...] = ()
        self._version: int | None = None
        self._prints: dict[str, Any] = {}
        self.connected = True
        self._connect()

    def _connect(self) -> None:
        from pathlib import Path

        from database.engine import connect_read_only

        # mode=ro, or immutable when no -shm can exist (a read-only folder nobody writes to now):
        # then PRAGMA data_version never moves, and the file's own stamp says when to look again
        self._con, self._immutable = connect_read_only(Path(self.path), 1.0, check_same_thread=False)
        self._con.isolation_level = None  # autocommit: every pragma sees the latest commit
        self._stamp = self._file_stamp()
        self._version = self._data_version()
        self._prints = self._fingerprints()

    def _file_stamp(self) -> tuple[object, ...]:
        import os

        out: list[object] = []
        for suffix in ("", "-wal", "-shm"):
            try:
                st = os.stat(self.path + suffix)
                out.append((st.st_mtime_ns, st.st_size, st.st_ino))
            except OSError:
                out.append(None)
        return tuple(out)

    def _data_version(self) -> int:
        assert self._con is not None
        return int(self._con.execute("PRAGMA data_version").fetchone()[0])

    def _fingerprints(self) -> dict[str, dict[int, Any] | None]:
        assert self._con is not None
        out: dict[str, dict[int, Any] | None] = {}
        for topic, queries in _FINGERPRINTS.items():
            per_event: dict[int, Any] | None = {}
            try:
                for sql in queries:
                    for row in self._con.execute(sql):
                        assert per_event is not None
                        per_event[int(row[0])] = per_event.get(int(row[0]), ()) + tuple(row[1:])
            except sqlite3.Error:
                per_event = None
            out[topic] = per_event
        return out

    def poll(self, timeout: float) -> Change | None:
        deadline = time.monotonic() + timeout
        while True:
            try:
                if self._con is None:
                    self._connect()
                if self._immutable and self._file_stamp() != self._stamp:
                    before = self._prints
                    self.close()  # the file changed under an immutable connection: look afresh
                    self._connect()
                    self._prints, self._version = before, None  # compared below with what it holds now
                version = self._data_version()
                self.connected = True
                if version != self._version:
                    self._version = version
                    prints = self._fingerprints()
                    topics: set[str] = set()
                    events: set[int] = set()
                    unknown = False
                    for t in TOPICS:
                        changed = _changed_events(self._prints.get(t), prints.get(t))
                        if changed is None:
                            topics.add(t)
                            unknown = True
                        elif changed:
                            topics.add(t)
                            events |= changed
                    self._prints = prints
                    if topics:
                        return Change(frozenset(topics), frozenset() if unknown else frozenset(events))
            except sqlite3.Error:
                self.connected = False
                self.close()
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            time.sleep(min(self.interval, left))

    def close(self) -> None:
        if self._con is not None:
            try:
                self._con.close()
            except sqlite3.Error:
                pass
            self._con = None


# --- PostgreSQL ----------------------------------------------------------------------------------


class PostgresFeed(ChangeFeed):
    def __init__(self, url: str, reconnect_every: float = 0.5) -> None:
        from sqlalchemy.engine import make_url

        u = make_url(url)
        self._params: dict[str, Any] = {
            "host": u.host or None,
            "port": u.port or None,
            "dbname": u.database or None,
            "user": u.username or None,
            "password": u.password or None,
            **{k: v for k, v in u.query.items() if isinstance(v, str)},
        }
        self._params = {k: v for k, v in self._params.items() if v is not None}
        self.reconnect_every = reconnect_every
        self._conn: Any = None
        self._lock = threading.Lock()
        self.connected = False
        self._connect()

    def _connect(self) -> bool:
        import psycopg

        try:
            conn = psycopg.connect(autocommit=True, connect_timeout=3, **self._params)
            conn.execute(f"LISTEN {NOTIFY_CHANNEL}")
        except psycopg.Error:
            self.connected = False
            return False
        was_lost = self._conn is None and getattr(self, "_had_connection", False)
        self._conn = conn
        self._had_connection = True
        self.connected = True
        self._missed = was_lost  # changes may have happened while the server was away
        return True

    def poll(self, timeout: float) -> Change | None:
        import psycopg

        deadline = time.monotonic() + timeout
        if self._conn is None:
            while not self._connect():
                left = deadline - time.monotonic()
                if left <= 0:
                    return None
                time.sleep(min(self.reconnect_every, left))
            if self._missed:
                self._missed = False
                return Change(frozenset(TOPICS))
        topics: set[str] = set()
        events: set[int] = set()
        unknown_event = False
        try:
            left = max(0.0, deadline - time.monotonic())
            for n in self._conn.notifies(timeout=left, stop_after=1):
                self._merge(n.payload, topics, events)
                if not events:
                    unknown_event = True
            # and whatever else is already waiting
            for n in self._conn.notifies(timeout=0.01):
                self._merge(n.payload, topics, events)
        except psycopg.Error:
            self._drop()
            return None
        if not topics:
            return None
        return Change(frozenset(topics), frozenset() if unknown_event else frozenset(events))

    @staticmethod
    def _merge(payload: str, topics: set[str], events: set[int]) -> None:
        try:
            doc = json.loads(payload)
            topics.update(t for t in doc.get("t", ()) if t in TOPICS)
            events.update(int(e) for e in doc.get("e", ()))
        except (ValueError, TypeError, AttributeError):
            topics.update(TOPICS)

    def _drop(self) -> None:
        self.connected = False
        conn, self._conn = self._conn, None
        if conn is not None:
            try:
                conn.close()
            except Exception:  # noqa: BLE001 - already broken
                pass

    def close(self) -> None:
        self._drop()


def open_feed(db: Database, *, interval: float = 0.25) -> ChangeFeed:
    """The change feed of this database (see the module docstring)."""
    if db.is_postgres:
        return PostgresFeed(db.url)
    if db.path is None:
        raise ValueError("only a database file or a PostgreSQL server has a change feed")
    return SQLiteFeed(str(db.path), interval=interval)
