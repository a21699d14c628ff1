"""What changed in an event since a desk last read it: cheap queries for the Tournaments page's live
refresh (issue 16).

A desk keeps the versions of what it shows (:func:`event_versions`: the event, its rounds, matches and
registrations — every one of them a ``version_id_col`` row, bumped by each write). When the change feed
(desktop/services/changes.py) says that something of the event changed elsewhere, :func:`changes_since`
compares those versions with the database's (one small query per kind: ids and versions only) and
returns, as views, only the matches and registrations that are new or changed, the ids of those that
went away, and the rounds as they are now. The page then refreshes only those rows.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from sqlalchemy import select

from database.engine import Database
from database.models.tournament import EventRow, GameResultRow, MatchRow, RegistrationRow, RoundRow, StageRow
from desktop.services import tournament as core

try:  # the tournament services split by use case
    from desktop.services.tournament_common import _reg_record  # type: ignore[attr-defined]
    from desktop.services.tournament_context import _Context  # type: ignore[import-not-found]
except ImportError:  # all in desktop.services.tournament
    from desktop.services.tournament import _Context, _reg_record

__all__ = ["EventVersions", "EventChanges", "LiveRound", "event_versions", "changes_since"]


@dataclass(frozen=True)
class LiveRound:
    id: int
    number: int
    stage: int
    stage_kind: str
    status: str
    version: int


@dataclass(frozen=True)
class EventVersions:
    """The versions of everything a desk shows about one event (id -> version)."""

    event: int
    rounds: Mapping[int, int] = field(default_factory=dict)
    matches: Mapping[int, int] = field(default_factory=dict)
    registrations: Mapping[int, int] = field(default_factory=dict)


@dataclass(frozen=True)
class EventChanges:
    versions: EventVersions
    """The versions now (keep them for the next call)."""
    event_changed: bool
    """The event's own settings changed (name, scoring, stages...)."""
    rounds: tuple[LiveRound, ...]
    """Every round of the event now, by number."""
    rounds_changed: bool
    """A round was paired, published, discarded, undone or its draft changed."""
    matches: tuple[core.MatchView, ...]
    """Matches that are new or changed since the known versions."""
    removed_matches: tuple[int, ...]
    registrations: tuple[core.RegistrationRecord, ...]
    """Registrations that are new or changed since the known versions."""
    removed_registrations: tuple[int, ...]
    too_many: bool = False
    """More than ``limit`` matches changed: reading the whole event again is cheaper."""

    @property
    def empty(self) -> bool:
        return not (
            self.event_changed
            or self.rounds_changed
            or self.matches
            or self.removed_matches
            or self.registrations
            or self.removed_registrations
            or self.too_many
        )


def _versions(session: object, event_id: int) -> EventVersions:
    ev_version = session.scalar(select(EventRow.version).where(EventRow.id == event_id))  # type: ignore[attr-defined]
    if ev_version is None:
        raise core.EventNotFoundError("there is no event {event}", event=event_id)
    rows = session.execute  # type: ignore[attr-defined]
    return EventVersions(
        int(ev_version),
        dict(rows(select(RoundRow.id, RoundRow.version).where(RoundRow.event_id == event_id)).all()),
        dict(rows(select(MatchRow.id, MatchRow.version).where(MatchRow.event_id == event_id)).all()),
        dict(
            rows(
                select(RegistrationRow.id, RegistrationRow.version).where(
                    RegistrationRow.event_id == event_id
                )
            ).all()
        ),
    )


def event_versions(db: Database, event_id: int) -> EventVersions:
    """The versions of the event, its rounds, matches and registrations (ids and versions only)."""
    with db.read() as session:
        return _versions(session, event_id)


def _diff(known: Mapping[int, int], now: Mapping[int, int]) -> tuple[list[int], list[int]]:
    changed = [i for i, v in now.items() if known.get(i) != v]
    removed = [i for i in known if i not in now]
    return sorted(changed), sorted(removed)


def changes_since(db: Database, event_id: int, known: EventVersions, *, limit: int = 400) -> EventChanges:
    """What changed in the event since ``known`` (see the module docstring), in one short read."""
    with db.read() as session:
        now = _versions(session, event_id)
        match_ids, removed_matches = _diff(known.matches, now.matches)
        # A round written again (a draft paired by hand, a swap) may delete its matches and create new
        # ones under the same ids (SQLite reuses them) at version 1: every match of a round whose
        # version moved is read again.
        moved = [rid for rid, v in now.rounds.items() if rid in known.rounds and known.rounds[rid] != v]
        if moved:
            again = session.scalars(select(MatchRow.id).where(MatchRow.round_id.in_(moved))).all()
            match_ids = sorted(set(match_ids) | set(again))
        reg_ids, removed_regs = _diff(known.registrations, now.registrations)
        rounds_changed = dict(known.rounds) != dict(now.rounds)
        stages = {
            s.id: (s.position, s.kind)
            for s in session.execute(
                select(StageRow.id, StageRow.position, StageRow.kind).where(StageRow.event_id == event_id)
            )
        }
        rounds = tuple(
            LiveRound(r.id, r.number, stages[r.stage_id][0], stages[r.stage_id][1], r.status, r.version)
            for r in session.execute(
                select(RoundRow.id, RoundRow.number, RoundRow.stage_id, RoundRow.status, RoundRow.version)
                .where(RoundRow.event_id == event_id)
                .order_by(RoundRow.number)
            )
        )
        too_many = len(match_ids) > limit
        views: list[core.MatchView] = []
        regs: list[core.RegistrationRecord] = []
        if (match_ids and not too_many) or reg_ids:
            ctx = _Context.load(session, event_id)
            regs = [_reg_record(ctx.regs[i]) for i in reg_ids if i in ctx.regs]
            if match_ids and not too_many:
                mt, gt = MatchRow.__table__, GameResultRow.__table__
                games: dict[int, list[object]] = {}
                for g in session.execute(
                    select(
                        gt.c.match_id,
                        gt.c.number,
                        gt.c.result,
                        gt.c.outcome_a,
                        gt.c.secondary_a,
                        gt.c.secondary_b,
                    )
                    .where(gt.c.match_id.in_(match_ids))
                    .order_by(gt.c.match_id, gt.c.number)
                ):
                    games.setdefault(g.match_id, []).append(g)
                for m in session.execute(select(mt).where(mt.c.id.in_(match_ids)).order_by(mt.c.id)):
                    if m.round_id in ctx.rounds:
                        views.append(ctx.match_view(m, games.get(m.id, ())))  # type: ignore[arg-type]
        return EventChanges(
            versions=now,
            event_changed=known.event != now.event,
            rounds=rounds,
            rounds_changed=rounds_changed,
            matches=tuple(views),
            removed_matches=tuple(removed_matches),
            registrations=tuple(regs),
            removed_registrations=tuple(removed_regs),
            too_many=too_many,
        )
