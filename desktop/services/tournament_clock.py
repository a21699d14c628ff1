"""The round clock: start, pause, resume and extend the current round's time.

Stored in the database (``round_clocks``, versioned like matches), so every desk and the page see the
same clock. Once time is up, result entry defaults ``ended`` to ``time_called``; a ``time_called``
result entered before time is up needs a confirmation; a no-show counts only after the event's
no-show minutes from the clock's start.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from desktop.services.errors import ConflictError
from desktop.services.tournament_common import TournamentError, _event, _who

if TYPE_CHECKING:  # SQLAlchemy where a query runs: the clock's view serves publishing's stdlib read too
    from sqlalchemy.orm import Session

    from database.engine import Database
    from database.models.tournament import EventRow, RoundClockRow, RoundRow

__all__ = [
    "ClockView",
    "clock",
    "start_clock",
    "pause_clock",
    "resume_clock",
    "extend_clock",
    "extend_table",
    "extend_table_at",
    "table_extensions",
    "clock_for_round",
]


@dataclass(frozen=True)
class ClockView:
    event_id: int
    round: int
    round_id: int
    minutes: int
    started_at: str
    """ISO time (UTC) the clock started, "" before it starts."""
    running: bool
    paused: bool
    elapsed_seconds: int
    remaining_seconds: int
    time_up: bool
    version: int
    extensions: Mapping[int, int] = field(default_factory=dict)
    """Extra seconds of single tables (match id -> seconds, :func:`extend_table`): a table's time is up
    that much after the round's."""

    def table_remaining(self, match_id: int) -> int:
        """The seconds left for one table (its extra time included)."""
        return self.remaining_seconds + int(self.extensions.get(match_id, 0))

    def table_time_up(self, match_id: int) -> bool:
        return bool(self.started_at) and self.table_remaining(match_id) <= 0


def utcnow() -> datetime:
    """The time now as the database stores it (``database.models.base.utcnow``, without importing the
    models); the tests set it."""
    return datetime.now(UTC).replace(tzinfo=None)


def _current_round(session: Session, event_id: int) -> RoundRow:
    from sqlalchemy import select

    from database.models.tournament import RoundRow

    rnd = session.scalars(
        select(RoundRow)
        .where(RoundRow.event_id == event_id, RoundRow.status != "draft")
        .order_by(RoundRow.number.desc())
    ).first()
    if rnd is None:
        raise TournamentError("no round is published yet: the clock starts with a published round")
    return rnd


def _elapsed(c: RoundClockRow, now: datetime) -> int:
    if c.started_at is None:
        return 0
    end = c.paused_at or now
    return max(0, int((end - c.started_at).total_seconds()) - int(c.paused_seconds or 0))


def table_extensions(report: Mapping[str, object] | None) -> dict[int, int]:
    """The tables' extra time kept with their round (``rounds.report``): match id -> seconds."""
    raw = (report or {}).get("table_extensions") or {}
    out: dict[int, int] = {}
    if isinstance(raw, Mapping):
        for key, value in raw.items():
            try:
                out[int(key)] = int(value)  # type: ignore[call-overload]
            except (TypeError, ValueError):
                continue
    return out


def _view(ev: EventRow, rnd: RoundRow, c: RoundClockRow | None, now: datetime | None = None) -> ClockView:
    now = now or utcnow()
    extensions = table_extensions(rnd.report)
    if c is None:
        total = int(ev.round_minutes) * 60
        return ClockView(
            ev.id, rnd.number, rnd.id, int(ev.round_minutes), "", False, False, 0, total, False, 0, extensions
        )
    total = int(c.minutes) * 60 + int(c.extra_seconds or 0)
    elapsed = _elapsed(c, now)
    started = c.started_at is not None
    return ClockView(
        ev.id,
        rnd.number,
        rnd.id,
        int(c.minutes),
        c.started_at.isoformat(timespec="seconds") if c.started_at else "",
        started and c.paused_at is None,
        c.paused_at is not None,
        elapsed,
        total - elapsed,
        started and elapsed >= total,
        c.version,
        extensions,
    )


def clock_for_round(session: Session, round_id: int) -> tuple[RoundClockRow | None, datetime]:
    """The stored clock of a round (None when it never started) and the time now (for the results)."""
    from sqlalchemy import select

    from database.models.tournament import RoundClockRow

    return session.scalar(select(RoundClockRow).where(RoundClockRow.round_id == round_id)), utcnow()


def clock_state(session: Session, ev: EventRow, rnd: RoundRow) -> ClockView:
    c, now = clock_for_round(session, rnd.id)
    return _view(ev, rnd, c, now)


def clock(db: Database, event_id: int) -> ClockView:
    """The current round's clock."""
    with db.read() as session:
        ev = _event(session, event_id)
        rnd = _current_round(session, event_id)
        return clock_state(session, ev, rnd)


def _change(db: Database, event_id: int, who: str | None, expected_version: int | None, fn) -> ClockView:  # type: ignore[no-untyped-def]
    from sqlalchemy import select

    from database.models.tournament import RoundClockRow

    who = _who(who)
    with db.begin() as session:
        ev = _event(session, event_id)
        rnd = _current_round(session, event_id)
        c = session.scalar(select(RoundClockRow).where(RoundClockRow.round_id == rnd.id))
        if expected_version is not None and (c.version if c else 0) != expected_version:
            at = c.updated_at.isoformat(sep=" ", timespec="seconds") + " UTC" if c else "?"
            current = _view(ev, rnd, c)
            raise ConflictError(
                f"the clock of round {rnd.number}",
                c.updated_by if c else "",
                at,
                f"{current.remaining_seconds // 60} minutes left",
                current.version,
            )
        now = utcnow()
        c = fn(session, ev, rnd, c, now)
        c.updated_by = who
        c.updated_at = now
        session.flush()
        return _view(ev, rnd, c, now)


def start_clock(
    db: Database,
    event_id: int,
    minutes: int | None = None,
    *,
    who: str | None = None,
    expected_version: int | None = None,
) -> ClockView:
    """Start the current round's clock (``minutes``: the event's round time by default)."""
    if minutes is not None and not 1 <= minutes <= 1440:
        raise TournamentError("a round lasts from 1 to 1440 minutes")

    def fn(session, ev, rnd, c, now):  # type: ignore[no-untyped-def]
        if c is not None and c.started_at is not None:
            raise TournamentError("the clock of round {n} is already started", n=rnd.number)
        if c is None:
            from database.models.tournament import RoundClockRow

            c = RoundClockRow(round_id=rnd.id, minutes=minutes or ev.round_minutes)
            session.add(c)
        elif minutes:
            c.minutes = minutes
        c.started_at = now
        c.paused_at = None
        c.paused_seconds = 0
        c.extra_seconds = 0
        return c

    return _change(db, event_id, who, expected_version, fn)


def pause_clock(
    db: Database, event_id: int, *, who: str | None = None, expected_version: int | None = None
) -> ClockView:
    def fn(session, ev, rnd, c, now):  # type: ignore[no-untyped-def]
        if c is None or c.started_at is None:
            raise TournamentError("the clock of round {n} has not started", n=rnd.number)
        if c.paused_at is not None:
            raise TournamentError("the clock is already paused")
        c.paused_at = now
        return c

    return _change(db, event_id, who, expected_version, fn)


def resume_clock(
    db: Database, event_id: int, *, who: str | None = None, expected_version: int | None = None
) -> ClockView:
    def fn(session, ev, rnd, c, now):  # type: ignore[no-untyped-def]
        if c is None or c.paused_at is None:
            raise TournamentError("the clock is not paused")
        c.paused_seconds = int(c.paused_seconds or 0) + int((now - c.paused_at).total_seconds())
        c.paused_at = None
        return c

    return _change(db, event_id, who, expected_version, fn)


def extend_clock(
    db: Database, event_id: int, minutes: int, *, who: str | None = None, expected_version: int | None = None
) -> ClockView:
    """Add time to the current round (a negative number takes it away)."""
    if not -600 <= minutes <= 600 or minutes == 0:
        raise TournamentError("extend by -600 to 600 minutes (not 0)")

    def fn(session, ev, rnd, c, now):  # type: ignore[no-untyped-def]
        if c is None or c.started_at is None:
            raise TournamentError("the clock of round {n} has not started", n=rnd.number)
        c.extra_seconds = int(c.extra_seconds or 0) + minutes * 60
        return c

    return _change(db, event_id, who, expected_version, fn)


def extend_table(
    db: Database,
    match_id: int,
    minutes: int,
) -> ClockView:
    """Give one table extra time (a judge's ruling stopped its game): its match's time is up
    ``minutes`` after the round's (a negative number takes extra time back). Kept with its round, so
    every desk sees it; result entry counts "time called" for that table from its own end. Returns the
    round's clock (with every table's extra time). Minutes add up, so two desks giving time at once
    both count (no version check)."""
    if not -600 <= minutes <= 600 or minutes == 0:
        raise TournamentError("extend by -600 to 600 minutes (not 0)")
    from sqlalchemy import select

    from database.models.tournament import EventRow, MatchRow, RoundClockRow, RoundRow

    with db.begin() as session:
        m = session.get(MatchRow, match_id)
        if m is None:
            raise TournamentError("there is no match {match}", match=match_id)
        rnd = session.get(RoundRow, m.round_id)
        ev = session.get(EventRow, m.event_id)
        assert rnd is not None and ev is not None
        if rnd.status == "draft":
            raise TournamentError("round {n} is not published yet", n=rnd.number)
        if m.reg_b_id is None:
            raise TournamentError("a bye or a missed round has no result to enter")
        extensions = table_extensions(rnd.report)
        seconds = extensions.get(match_id, 0) + minutes * 60
        if seconds < 0:
            raise TournamentError("extend by -600 to 600 minutes (not 0)")
        if seconds:
            extensions[match_id] = seconds
        else:
            extensions.pop(match_id, None)
        rnd.report = {**(rnd.report or {}), "table_extensions": {str(k): v for k, v in extensions.items()}}
        session.flush()
        c = session.scalar(select(RoundClockRow).where(RoundClockRow.round_id == rnd.id))
        return _view(ev, rnd, c)


def extend_table_at(db: Database, event_id: int, table: int, minutes: int) -> tuple[int, ClockView]:
    """:func:`extend_table` for the match at ``table`` in the event's current (last published) round:
    what a judge at the venue knows. Returns that match's id and the round's clock."""
    from sqlalchemy import select

    from database.models.tournament import MatchRow

    with db.read() as session:
        _event(session, event_id)
        rnd = _current_round(session, event_id)
        match_id = session.scalar(
            select(MatchRow.id).where(MatchRow.round_id == rnd.id, MatchRow.table_no == table)
        )
        if match_id is None:
            raise TournamentError("round {n} has no table {table}", n=rnd.number, table=table)
    return match_id, extend_table(db, match_id, minutes)
