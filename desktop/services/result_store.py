"""The storage of a match result on the hot path (one result entry = one short transaction).

A scorekeeper's result entry is the write several desks do hundreds of times a round, so it runs on
SQLAlchemy Core with prepared statement objects instead of the ORM (issue 9 and 16 speed targets):

1. one ``SELECT`` of the match joined with its round, stage, event version and both players' names;
2. the event's settings (game, best of, scoring) from a cache keyed by the event's id, version and
   creation time (:func:`event_info`; read again only when the event changed);
3. ``UPDATE matches ... WHERE id = :id AND version = :v RETURNING version``: the version check and the
   version bump in one statement (a racing edit on a server finds the version moved and loses);
4. ``DELETE`` of the old games ``RETURNING`` them (for the audit trail), ``INSERT`` of the new ones
   and of the audit entry; on PostgreSQL the change notification (``database.postgres.notify``).

The transaction is :meth:`Database.write` with ``shared=True``: ``BEGIN IMMEDIATE`` on SQLite, a
shared advisory lock on PostgreSQL (result writes run side by side; pairing, publishing and imports,
which take the lock exclusively, still run alone). Validation and scoring happen before any write.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

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

__all__ = [
    "EventInfo",
    "event_info",
    "load_match",
    "replace_result",
    "state_of",
    "Written",
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


def event_info(db_memo: dict[object, object], conn: Connection, rec: Any) -> EventInfo | None:
    """The event of ``rec`` (a row of :func:`load_match`), cached per database by (id, version, creation
    time): a changed event (its version moved) or a new event that reuses a deleted one's id is read
    again. None when the event is gone."""
    cache = db_memo.setdefault(_CACHE_KEY, {})
    assert isinstance(cache, dict)
    key = (rec.event_id, rec.event_version, rec.event_created_at)
    info = cache.get(key)
    if info is not None:
        return info  # type: ignore[no-any-return]
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


def load_match(conn: Connection, match_id: int) -> Any | None:
    """The match ``match_id`` with ``round_number``, ``round_status``, ``stage_position``,
    ``stage_kind``, ``event_version``, ``event_created_at``, ``name_a`` and ``name_b``; None when
    there is no such match."""
    return conn.execute(_LOAD_MATCH, {"match_id": match_id}).first()


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


def replace_result(
    conn: Connection,
    rec: Any,
    *,
    kind: str,
    winner: str,
    reason: str,
    status: str,
    started: bool,
    who: str,
    action: str,
    games: Sequence[tuple[dict[str, Any], str, float, float]],
) -> Written | None:
    """Write the match's new result over ``rec`` (the row as read in this transaction): bump the
    version if it is still ``rec.version`` (else None: someone else's write won, nothing was
    written), replace its games (result, outcome of side a, secondary scores) and add the audit
    entry. The caller validated everything before."""
    now = utcnow()
    bumped = conn.execute(
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
        return None
    old = sorted(conn.execute(_DELETE_GAMES, {"match_id": rec.id}).all(), key=lambda g: g[0])
    old_games = tuple(dict(g[1] or {}) for g in old)
    if games:
        conn.execute(
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
    new = {
        "kind": kind,
        "status": status,
        "winner": winner,
        "reason": reason,
        "game_losses_a": rec.game_losses_a,
        "game_losses_b": rec.game_losses_b,
        "match_loss": rec.match_loss,
        "games": [dict(g[0]) for g in games],
    }
    conn.execute(
        _INSERT_AUDIT,
        {
            "event_id": rec.event_id,
            "match_id": rec.id,
            "at": now,
            "who": who,
            "action": action,
            "old": state_of(rec, old_games),
            "new": new,
        },
    )
    return Written(int(bumped[0]), now, old_games)
