"""The storage of a match result on the hot path (one result entry = one short transaction).

A scorekeeper's result entry is the write several desks do hundreds of times a round, so it runs
below the ORM (issue 9 and 16 speed targets): :func:`run` hands the caller's ``decide`` a
:class:`ResultTransaction` with the match as read (``rec``: joined with its round, stage, event
version and both players' names) and the event's settings (:func:`event_info`, cached by the event's
id, version and creation time); ``decide`` validates and scores, then calls ``write`` once: the
version check and bump (``UPDATE matches ... WHERE id = :id AND version = :v``, so that a racing
edit finds the version moved and loses), the old games replaced by the new ones, the audit entry
(old and new), and on PostgreSQL the change notification.

- SQLite (one writer at a time): the match is read and the entry decided *before* the write lock;
  the locked write compares the row again and does only the writes, on the DB-API cursor; if the
  match changed meanwhile, the entry is decided again on the locked path (see the SQLite section).
- PostgreSQL: four short round trips (see its section); the transaction takes the write lock *shared*
  (result writes run side by side; pairing, publishing and imports, which take it exclusively,
  still run alone).
- The locked path (:func:`result_transaction`, :meth:`Database.write` with ``shared=True``): read and
  write in one transaction under the lock (``BEGIN IMMEDIATE`` on SQLite).

Validation and scoring always happen before any write.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from typing import Any, TypeVar

from sqlalchemy import Connection, bindparam, delete, insert, select, update

from database.models.base import utcnow
from database.models.tournament import (
    EventRow,
    GameResultRow,
    MatchRow,
    RegistrationRow,
    ResultAuditRow,
    RoundRow,
    StageRow,
)

_T = TypeVar("_T")

__all__ = [
    "EventInfo",
    "NeedsLock",
    "ResultTransaction",
    "StaleWrite",
    "Written",
    "result_transaction",
    "run",
    "state_of",
]

_m = MatchRow.__table__
_g = GameResultRow.__table__
_e = EventRow.__table__
_r = RoundRow.__table__
_s = StageRow.__table__
_a = ResultAuditRow.__table__
_ra = RegistrationRow.__table__.alias("reg_a")
_rb = RegistrationRow.__table__.alias("reg_b")

_LOAD_MATCH = (
    select(
        _m,
        _r.c.number.label("round_number"),
        _r.c.status.label("round_status"),
        _s.c.position.label("stage_position"),
        _s.c.kind.label("stage_kind"),
        _e.c.version.label("event_version"),
        _e.c.created_at.label("event_created_at"),
        _ra.c.name.label("name_a"),
        _rb.c.name.label("name_b"),
    )
    .select_from(
        _m.join(_r, _r.c.id == _m.c.round_id)
        .join(_s, _s.c.id == _r.c.stage_id)
        .join(_e, _e.c.id == _m.c.event_id)
        .outerjoin(_ra, _ra.c.id == _m.c.reg_a_id)
        .outerjoin(_rb, _rb.c.id == _m.c.reg_b_id)
    )
    .where(_m.c.id == bindparam("match_id"))
)

_LOAD_EVENT = select(
    _e.c.id,
    _e.c.version,
    _e.c.created_at,
    _e.c.game,
    _e.c.best_of,
    _e.c.round_minutes,
    _e.c.scoring,
    _e.c.options,
).where(_e.c.id == bindparam("event_id"))

_BUMP = (
    update(_m)
    .where(_m.c.id == bindparam("match_id"), _m.c.version == bindparam("expected"))
    .values(
        kind=bindparam("new_kind"),
        winner=bindparam("new_winner"),
        reason=bindparam("new_reason"),
        status=bindparam("new_status"),
        started=bindparam("new_started"),
        updated_by=bindparam("who"),
        updated_at=bindparam("now"),
        version=_m.c.version + 1,
    )
    .returning(_m.c.version)
)

_DELETE_GAMES = delete(_g).where(_g.c.match_id == bindparam("match_id")).returning(_g.c.number, _g.c.result)

_INSERT_GAME = insert(_g)
_INSERT_AUDIT = insert(_a)


@dataclass(frozen=True, slots=True)
class EventInfo:
    """What a result entry needs of its event; it changes only with the event's version."""

    id: int
    version: int
    created_at: datetime | None
    game: str
    best_of: int
    round_minutes: int
    scoring: Mapping[str, Any]
    options: Mapping[str, Any]


_CACHE_KEY = "result_store.events"
_CACHE_SIZE = 64


def cached_event(db_memo: dict[object, object], rec: Any) -> EventInfo | None:
    """The event of ``rec`` if it is in the cache of :func:`event_info` (no database access)."""
    cache = db_memo.get(_CACHE_KEY)
    if not cache:
        return None
    return cache.get((rec.event_id, rec.event_version, rec.event_created_at))  # type: ignore[attr-defined, no-any-return]


def event_info(db_memo: dict[object, object], conn: Connection, rec: Any) -> EventInfo | None:
    """The event of ``rec`` (a row of :func:`load_match`), cached per database by (id, version, creation
    time): a changed event (its version moved) or a new event that reuses a deleted one's id is read
    again. None when the event is gone."""
    info = cached_event(db_memo, rec)
    if info is not None:
        return info
    cache = db_memo.setdefault(_CACHE_KEY, {})
    assert isinstance(cache, dict)
    key = (rec.event_id, rec.event_version, rec.event_created_at)
    row = conn.execute(_LOAD_EVENT, {"event_id": rec.event_id}).first()
    if row is None:
        return None
    info = EventInfo(
        row.id,
        row.version,
        row.created_at,
        row.game,
        int(row.best_of),
        int(row.round_minutes),
        dict(row.scoring or {}),
        dict(row.options or {}),
    )
    if (info.id, info.version, info.created_at) != key:  # changed between the two reads: no caching
        return info
    if len(cache) >= _CACHE_SIZE:
        cache.clear()
    cache[key] = info
    return info


def state_of(rec: Any, games: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """The audit trail's picture of a match (the same keys as the ORM path's)."""
    return {
        "kind": rec.kind,
        "status": rec.status,
        "winner": rec.winner,
        "reason": rec.reason,
        "game_losses_a": rec.game_losses_a,
        "game_losses_b": rec.game_losses_b,
        "match_loss": rec.match_loss,
        "games": [dict(g) for g in games],
    }


@dataclass(frozen=True, slots=True)
class Written:
    version: int
    updated_at: datetime
    old_games: tuple[dict[str, Any], ...]


def _new_state(
    rec: Any, kind: str, status: str, winner: str, reason: str, games: Sequence[Any]
) -> dict[str, Any]:
    return {
        "kind": kind,
        "status": status,
        "winner": winner,
        "reason": reason,
        "game_losses_a": rec.game_losses_a,
        "game_losses_b": rec.game_losses_b,
        "match_loss": rec.match_loss,
        "games": [dict(g[0]) for g in games],
    }


class ResultTransaction:
    """One result write: ``rec`` is the match as read in this transaction (None: no such match);
    :meth:`event` its event's settings; :meth:`write` the new result; :meth:`session` an ORM session
    on the same transaction for what is rare (a round clock, the conflict message)."""

    def __init__(self, db: Any, conn: Connection, rec: Any, old_games: list[dict[str, Any]] | None) -> None:
        self.db = db
        self.conn = conn
        self.rec = rec
        self._old_games = old_games
        self._session: Any = None

    def event(self) -> EventInfo | None:
        return event_info(self.db.memo, self.conn, self.rec)

    def session(self) -> Any:
        if self._session is None:
            from sqlalchemy.orm import Session

            self._session = Session(bind=self.conn)
        return self._session

    def write(
        self,
        *,
        kind: str,
        winner: str,
        reason: str,
        status: str,
        started: bool,
        who: str,
        action: str,
        games: Sequence[tuple[dict[str, Any], str, float, float]],
        topics: frozenset[str] = frozenset({"results"}),
    ) -> Written:
        """Write the new result over ``rec``: bump the version if it is still ``rec.version`` (else
        :class:`StaleWrite`: someone else's write won; the transaction is rolled back), replace the
        games (result, outcome of side a, secondary scores) and add the audit entry. Everything was
        validated before."""
        rec = self.rec
        now = utcnow()
        bumped = self.conn.execute(
            _BUMP,
            {
                "match_id": rec.id,
                "expected": rec.version,
                "new_kind": kind,
                "new_winner": winner,
                "new_reason": reason,
                "new_status": status,
                "new_started": started,
                "who": who,
                "now": now,
            },
        ).first()
        if bumped is None:
            raise StaleWrite()
        old = sorted(self.conn.execute(_DELETE_GAMES, {"match_id": rec.id}).all(), key=lambda g: g[0])
        old_games = tuple(dict(g[1] or {}) for g in old)
        if games:
            self.conn.execute(
                _INSERT_GAME,
                [
                    {
                        "match_id": rec.id,
                        "number": i + 1,
                        "result": result,
                        "outcome_a": outcome_a,
                        "secondary_a": secondary_a,
                        "secondary_b": secondary_b,
                        "updated_at": now,
                        "version": 1,
                    }
                    for i, (result, outcome_a, secondary_a, secondary_b) in enumerate(games)
                ],
            )
        self.conn.execute(
            _INSERT_AUDIT,
            {
                "event_id": rec.event_id,
                "match_id": rec.id,
                "at": now,
                "who": who,
                "action": action,
                "old": state_of(rec, old_games),
                "new": _new_state(rec, kind, status, winner, reason, games),
            },
        )
        return Written(int(bumped[0]), now, old_games)


# --- PostgreSQL: four short round trips, every statement prepared ------------------------------------
#
# What limits several desks on one server is the CPU that the desks and the server share, so a result
# entry is few statements and the cheapest client path: psycopg's plain execute on a connection of
# the hot pool, which is in autocommit mode (its pipeline mode costs this desk more CPU than the round
# trips it saves): (1) ``BEGIN`` and the shared write lock in one simple query; (2) the match row with
# its games; the caller validates; (3) one statement that does the whole write (the UPDATE with its
# version check, the games, the audit entry, the NOTIFY); (4) ``COMMIT``. (2) and (3) are prepared by
# psycopg after their first uses on a connection. When the UPDATE finds the version moved (another
# desk's write committed since (2)), the statement fails on purpose, the transaction is rolled back
# and the caller reports the conflict. A match row changes only through its version, so a successful
# UPDATE also proves that the games read in (2) are the ones it replaces (the audit's "old"). The new
# games are written over the old ones by their number (``ON CONFLICT``: one statement cannot delete a
# key and insert it again) and those beyond the new count are deleted.

_PG_MATCH = (
    "SELECT "
    + ", ".join(f"m.{c.name}" for c in _m.columns)
    + ", r.number AS round_number, r.status AS round_status, s.position AS stage_position, "
    "s.kind AS stage_kind, e.version AS event_version, e.created_at AS event_created_at, "
    "ra.name AS name_a, rb.name AS name_b, "
    "(SELECT coalesce(json_agg(g.result ORDER BY g.number), '[]'::json) FROM game_results g "
    "WHERE g.match_id = m.id) AS old_games "
    "FROM matches m JOIN rounds r ON r.id = m.round_id JOIN event_stages s ON s.id = r.stage_id "
    "JOIN events e ON e.id = m.event_id LEFT JOIN registrations ra ON ra.id = m.reg_a_id "
    "LEFT JOIN registrations rb ON rb.id = m.reg_b_id WHERE m.id = %(match_id)s"
)
_PG_WRITE = (  # no row bumped (the version moved): a division by zero aborts it
    "WITH u AS (UPDATE matches SET kind = %(kind)s, winner = %(winner)s, reason = %(reason)s, "
    "status = %(status)s, started = %(started)s, updated_by = %(who)s, updated_at = %(now)s, "
    "version = version + 1 WHERE id = %(match_id)s AND version = %(expected)s RETURNING version), "
    "d AS (DELETE FROM game_results WHERE match_id = %(match_id)s AND number > %(count)s "
    "AND EXISTS (SELECT 1 FROM u)), "
    "g AS (INSERT INTO game_results (match_id, number, result, outcome_a, secondary_a, secondary_b, "
    "updated_at, version) SELECT %(match_id)s, x.number, x.result, x.outcome_a, x.secondary_a, "
    "x.secondary_b, %(now)s, 1 FROM u, json_to_recordset(%(games)s) AS x(number int, result json, "
    "outcome_a text, secondary_a float8, secondary_b float8) "
    "ON CONFLICT (match_id, number) DO UPDATE SET result = excluded.result, outcome_a = excluded.outcome_a, "
    "secondary_a = excluded.secondary_a, secondary_b = excluded.secondary_b, "
    "updated_at = excluded.updated_at, version = game_results.version + 1), "
    'a AS (INSERT INTO result_audit (event_id, match_id, at, who, action, "old", "new") '
    "SELECT %(event_id)s, %(match_id)s, %(now)s, %(who)s, %(action)s, %(old)s, %(new)s FROM u), "
    "n AS (SELECT pg_notify(%(channel)s, %(payload)s) FROM u) "
    "SELECT (SELECT version FROM u), 1 / (SELECT count(*)::int FROM u), (SELECT count(*) FROM n)"
)


def _dbapi_error(conn: Connection, raw: Any, exc: Exception, sql: str) -> Exception:
    """A psycopg error as SQLAlchemy's (what the services and the reconnect logic understand); a
    lost connection is invalidated so that the pool opens a new one."""
    import psycopg
    from sqlalchemy.exc import DBAPIError

    lost = bool(raw.closed or raw.broken)
    if lost:  # as SQLAlchemy does for its own statements: the pool's other connections died too
        fairy = conn.connection
        conn.engine.pool._invalidate(fairy, exc)
        conn.invalidate(exc)
    return DBAPIError.instance(sql, None, exc, psycopg.Error, connection_invalidated=lost)


class _PostgresTransaction(ResultTransaction):
    def write(
        self,
        *,
        kind: str,
        winner: str,
        reason: str,
        status: str,
        started: bool,
        who: str,
        action: str,
        games: Sequence[tuple[dict[str, Any], str, float, float]],
        topics: frozenset[str] = frozenset({"results"}),
    ) -> Written:
        import psycopg
        import psycopg.errors
        from psycopg.types.json import Json

        from database.postgres import NOTIFY_CHANNEL, notify_payload

        rec = self.rec
        now = utcnow()
        old_games = tuple(self._old_games or ())
        params = {
            "match_id": rec.id,
            "expected": rec.version,
            "kind": kind,
            "winner": winner,
            "reason": reason,
            "status": status,
            "started": started,
            "who": who,
            "now": now,
            "count": len(games),
            "games": Json(
                [
                    {
                        "number": i + 1,
                        "result": result,
                        "outcome_a": outcome_a,
                        "secondary_a": secondary_a,
                        "secondary_b": secondary_b,
                    }
                    for i, (result, outcome_a, secondary_a, secondary_b) in enumerate(games)
                ]
            ),
            "event_id": rec.event_id,
            "action": action,
            "old": Json(state_of(rec, old_games)),
            "new": Json(_new_state(rec, kind, status, winner, reason, games)),
            "channel": NOTIFY_CHANNEL,
            "payload": notify_payload(topics, {rec.event_id}),
        }
        raw = self.conn.connection.driver_connection
        try:
            with raw.cursor() as cur:
                cur.execute(_PG_WRITE, params)
                bumped = cur.fetchone()
            raw.commit()  # COMMIT (after an error Database.write rolls back instead)
        except psycopg.errors.DivisionByZero as exc:  # the version moved: another desk's write won
            raise StaleWrite() from exc
        except psycopg.Error as exc:
            raise _dbapi_error(self.conn, raw, exc, _PG_WRITE) from exc
        assert bumped is not None and bumped[0] is not None
        return Written(int(bumped[0]), now, old_games)


class StaleWrite(Exception):
    """The version check failed at the UPDATE: someone else's write won (roll back, say who)."""


class _Retry(Exception):
    pass


def _pg_load(conn: Connection, match_id: int) -> tuple[Any, list[dict[str, Any]]]:
    import psycopg
    from psycopg.rows import namedtuple_row

    from database.postgres import BEGIN_SHARED_SQL

    raw = conn.connection.driver_connection
    try:
        with raw.cursor(row_factory=namedtuple_row) as m:
            m.execute(BEGIN_SHARED_SQL)  # the connection is in autocommit mode: the transaction starts here
            m.execute(_PG_MATCH, {"match_id": match_id})
            rec = m.fetchone()
            games = [] if rec is None else [dict(r or {}) for r in rec.old_games]
    except psycopg.Error as exc:
        raise _dbapi_error(conn, raw, exc, _PG_MATCH) from exc
    return rec, games


@contextmanager
def result_transaction(db: Any, match_id: int) -> Iterator[ResultTransaction]:
    """The write transaction of one result entry for ``match_id`` (see the module docstring).

    ``write`` raises :class:`StaleWrite` when the version check fails; on a server, a pooled connection found dead before anything was sent is replaced
    once, transparently (nothing was written on it)."""
    if not db.is_postgres:
        with db.write(shared=True) as conn:
            yield ResultTransaction(db, conn, conn.execute(_LOAD_MATCH, {"match_id": match_id}).first(), None)
        return
    for attempt in (0, 1):
        try:
            with db.write(shared=True, lock_by_caller=True) as conn:
                try:
                    rec, games = _pg_load(conn, match_id)
                except Exception as exc:
                    if attempt == 0 and getattr(exc, "connection_invalidated", False):
                        raise _Retry() from exc
                    raise
                yield _PostgresTransaction(db, conn, rec, games)
                return
        except _Retry:
            continue


# --- SQLite: decide before the write lock, then one short locked write ------------------------------
#
# SQLite has one writer at a time, so what a result entry does while it holds the write lock is what
# limits several desks together. The match is read first without any lock (a WAL reader blocks no
# one); the caller validates and scores; only then does the write take the lock, read the match row
# again and compare it, column for column, with what the decision was made on. Equal: the decision
# stands and the write goes on (the version bump, the games, the audit entry), on the DB-API cursor
# with SQL prepared once, which costs a fraction of SQLAlchemy's execution path. Different (another
# desk wrote meanwhile), or the decision needs the ORM session (a round clock, the conflict message):
# nothing is written and the whole entry runs again on the locked path (:func:`result_transaction`),
# so every refusal and every write is decided exactly as there.

_SQ_BUMP = (
    "UPDATE matches SET kind = :kind, winner = :winner, reason = :reason, status = :status, "
    "started = :started, updated_by = :who, updated_at = :now, version = version + 1 "
    "WHERE id = :match_id AND version = :expected RETURNING version"
)
_SQ_DELETE_GAMES = "DELETE FROM game_results WHERE match_id = :match_id RETURNING number, result"
_SQ_INSERT_GAME = (
    "INSERT INTO game_results (match_id, number, result, outcome_a, secondary_a, secondary_b, updated_at, "
    "version) VALUES (:match_id, :number, :result, :outcome_a, :secondary_a, :secondary_b, :now, 1)"
)
_SQ_INSERT_AUDIT = (
    'INSERT INTO result_audit (event_id, match_id, at, who, action, "old", "new") VALUES (:event_id, '
    ":match_id, :now, :who, :action, :old, :new)"
)


class _SqliteStatements:
    """The match query as SQL for the DB-API cursor, and the column types' own conversions, so that
    the raw path reads and writes exactly what SQLAlchemy would (made once per database)."""

    def __init__(self, dialect: Any) -> None:
        from collections import namedtuple

        compiled = _LOAD_MATCH.compile(dialect=dialect)
        assert list(compiled.positiontup or ()) == ["match_id"]
        self.match_sql = str(compiled)
        columns = list(_LOAD_MATCH.selected_columns)
        self.record = namedtuple("MatchRecord", [c.key for c in columns])  # type: ignore[misc]
        self.convert = tuple(
            (i, proc)
            for i, c in enumerate(columns)
            if (proc := c.type.dialect_impl(dialect).result_processor(dialect, None)) is not None
        )

        def bind(column: Any) -> Any:
            proc = column.type.dialect_impl(dialect).bind_processor(dialect)
            return proc if proc is not None else (lambda v: v)

        def load(column: Any) -> Any:
            proc = column.type.dialect_impl(dialect).result_processor(dialect, None)
            return proc if proc is not None else (lambda v: v)

        self.time = bind(_m.c.updated_at)
        self.game_json = bind(_g.c.result)
        self.game_json_load = load(_g.c.result)
        self.audit_json = bind(_a.c.old)

    def rec(self, raw: tuple[Any, ...]) -> Any:
        values = list(raw)
        for i, proc in self.convert:
            if values[i] is not None:
                values[i] = proc(values[i])
        return self.record(*values)


def _sqlite_statements(db: Any) -> _SqliteStatements:
    stm = db.memo.get("result_store.sqlite")
    if stm is None:
        stm = db.memo["result_store.sqlite"] = _SqliteStatements(db.engine.dialect)
    return stm  # type: ignore[no-any-return]


class NeedsLock(Exception):
    """A decision made without the write lock cannot stand: run it again on the locked path."""


class _SqliteDecided(ResultTransaction):
    """A result entry decided on the match as read without a lock; :meth:`write` checks under the
    lock that the match is still exactly that (else :class:`NeedsLock`)."""

    def __init__(self, db: Any, stm: _SqliteStatements, raw: tuple[Any, ...] | None) -> None:
        super().__init__(db, None, None if raw is None else stm.rec(raw), None)  # type: ignore[arg-type]
        self._stm = stm
        self._raw = raw

    def event(self) -> EventInfo | None:
        info = cached_event(self.db.memo, self.rec)
        if info is not None:
            return info
        with self.db.engine.connect() as conn:
            return event_info(self.db.memo, conn, self.rec)

    def session(self) -> Any:
        raise NeedsLock()

    def write(
        self,
        *,
        kind: str,
        winner: str,
        reason: str,
        status: str,
        started: bool,
        who: str,
        action: str,
        games: Sequence[tuple[dict[str, Any], str, float, float]],
        topics: frozenset[str] = frozenset({"results"}),
    ) -> Written:
        rec, stm = self.rec, self._stm
        now = utcnow()
        stamp = stm.time(now)
        rows = [
            {
                "match_id": rec.id,
                "number": i + 1,
                "result": stm.game_json(result),
                "outcome_a": outcome_a,
                "secondary_a": secondary_a,
                "secondary_b": secondary_b,
                "now": stamp,
            }
            for i, (result, outcome_a, secondary_a, secondary_b) in enumerate(games)
        ]
        new_state = stm.audit_json(_new_state(rec, kind, status, winner, reason, games))
        with self.db.write(shared=True) as conn:  # the writers' queue, then BEGIN IMMEDIATE
            cur = conn.connection.driver_connection.cursor()
            try:
                if cur.execute(stm.match_sql, (rec.id,)).fetchone() != self._raw:
                    raise NeedsLock()  # another desk wrote since: decide again under the lock
                bumped = cur.execute(
                    _SQ_BUMP,
                    {
                        "match_id": rec.id,
                        "expected": rec.version,
                        "kind": kind,
                        "winner": winner,
                        "reason": reason,
                        "status": status,
                        "started": 1 if started else 0,
                        "who": who,
                        "now": stamp,
                    },
                ).fetchall()
                if not bumped:  # pragma: no cover - the row was just compared under the lock
                    raise NeedsLock()
                old = sorted(
                    cur.execute(_SQ_DELETE_GAMES, {"match_id": rec.id}).fetchall(), key=lambda g: g[0]
                )
                old_games = tuple(dict(stm.game_json_load(g[1]) or {}) for g in old)
                if rows:
                    cur.executemany(_SQ_INSERT_GAME, rows)
                cur.execute(
                    _SQ_INSERT_AUDIT,
                    {
                        "event_id": rec.event_id,
                        "match_id": rec.id,
                        "now": stamp,
                        "who": who,
                        "action": action,
                        "old": stm.audit_json(state_of(rec, old_games)),
                        "new": new_state,
                    },
                )
            finally:
                cur.close()
        return Written(int(bumped[0][0]), now, old_games)


def _sqlite_decided(db: Any, match_id: int) -> _SqliteDecided:
    """The match read without any lock (one statement: its own consistent snapshot)."""
    stm = _sqlite_statements(db)
    conn = db.engine.raw_connection()
    try:
        cur = conn.cursor()
        try:
            raw = cur.execute(stm.match_sql, (match_id,)).fetchone()
        finally:
            cur.close()
    finally:
        conn.close()
    return _SqliteDecided(db, stm, None if raw is None else tuple(raw))


def run(db: Any, match_id: int, decide: Callable[[ResultTransaction], _T]) -> _T:
    """Run one result entry: ``decide(tx)`` validates against ``tx.rec`` and ``tx.event()``, calls
    ``tx.write`` once and returns what it likes. ``decide`` must do nothing else that lasts: on
    SQLite it may be called twice (first decided before the write lock, see above; again on the
    locked path when that decision cannot stand)."""
    if db.is_sqlite and not db.read_only:
        try:
            return decide(_sqlite_decided(db, match_id))
        except NeedsLock:
            pass
    with result_transaction(db, match_id) as tx:
        return decide(tx)
