"""The whole event as JSON-ready data."""

from __future__ import annotations

from dataclasses import asdict
from typing import Any

from sqlalchemy import select

from database.engine import Database
from database.models.base import utcnow
from database.models.tournament import PenaltyRow, RequestedByeRow, ResultAuditRow
from desktop.services.tournament_common import _detail, _reg_record
from desktop.services.tournament_context import _all_matches, _Context, _round_views
from desktop.services.tournament_standings import _event_ranking

__all__ = [
    "EXPORT_FORMAT",
    "export_event",
]


EXPORT_FORMAT = "toybox-arena-event"


def export_event(db: Database, event_id: int) -> dict[str, Any]:
    """The whole event as JSON-ready data: settings, stages, players with squad snapshots, rounds,
    matches with every game's result, penalties, the audit trail and the standings."""
    with db.read() as session:
        ctx = _Context.load(session, event_id)
        ev = ctx.ev
        matches, games = _all_matches(session, event_id)
        detail = _detail(session, ev)
        st = _event_ranking(ctx, matches, games)  # the one ranking every view shows
        penalties = session.scalars(
            select(PenaltyRow).where(PenaltyRow.event_id == event_id).order_by(PenaltyRow.id)
        )
        byes = session.scalars(
            select(RequestedByeRow).where(RequestedByeRow.event_id == event_id).order_by(RequestedByeRow.id)
        )
        audit = session.scalars(
            select(ResultAuditRow).where(ResultAuditRow.event_id == event_id).order_by(ResultAuditRow.id)
        )
        return {
            "format": EXPORT_FORMAT,
            "version": 1,
            "exported_at": utcnow().isoformat(timespec="seconds"),
            "event": {
                "id": ev.id,
                "name": ev.name,
                "date": ev.date,
                "venue": ev.venue,
                "organiser": ev.organiser,
                "game": ev.game,
                "game_settings": dict(ev.game_settings or {}),
                "best_of": ev.best_of,
                "round_minutes": ev.round_minutes,
                "scoring": dict(ev.scoring or {}),
                "tiebreaks": list(ev.tiebreaks or ()),
                "options": dict(ev.options or {}),
                "seed": ev.seed,
                "status": ev.status,
            },
            "stages": [dict(s) for s in detail.stages],
            "registrations": [
                {
                    **asdict(_reg_record(r)),
                    "squad_snapshot": r.squad_snapshot,
                }
                for r in sorted(ctx.regs.values(), key=lambda r: r.id)
            ],
            "rounds": [
                {
                    "number": rv.number,
                    "stage": rv.stage,
                    "status": rv.status,
                    "report": rv.report,
                    "matches": [
                        {
                            **{k: v for k, v in asdict(mv).items() if k != "games"},
                            "games": [asdict(g) for g in mv.games],
                        }
                        for mv in rv.matches
                    ],
                }
                for rv in _round_views(ctx, matches, games)
            ],
            "penalties": [
                {
                    "registration_id": p.registration_id,
                    "match_id": p.match_id,
                    "round": p.round_number,
                    "kind": p.kind,
                    "reason": p.reason,
                    "at": p.created_at.isoformat(timespec="seconds"),
                    "by": p.created_by,
                }
                for p in penalties
            ],
            "requested_byes": [
                {
                    "registration_id": b.registration_id,
                    "round": b.round_number,
                    "at": b.created_at.isoformat(timespec="seconds"),
                    "by": b.created_by,
                }
                for b in byes
            ],
            "audit": [
                {
                    "match_id": a.match_id,
                    "at": a.at.isoformat(timespec="seconds"),
                    "who": a.who,
                    "action": a.action,
                    "old": a.old,
                    "new": a.new,
                }
                for a in audit
            ],
            "standings": {
                "tiebreaks": [list(t) for t in st.tiebreaks],
                "lines": [asdict(line) for line in st.lines],
            },
        }
