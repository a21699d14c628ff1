"""The whole event as JSON-ready data."""

from __future__ import annotations

import csv
import io
from dataclasses import asdict
from pathlib import Path
from typing import Any

from sqlalchemy import select

from database.engine import Database
from database.models.base import utcnow
from database.models.tournament import AvoidedPairRow, PenaltyRow, RequestedByeRow, ResultAuditRow
from desktop.services.tournament_common import TournamentError, _detail, _reg_record
from desktop.services.tournament_context import _all_matches, _Context, _round_views
from desktop.services.tournament_standings import _event_ranking, load_event

__all__ = [
    "CSV_KINDS",
    "EXPORT_FORMAT",
    "export_csv",
    "export_event",
    "write_csv",
]


EXPORT_FORMAT = "toybox-arena-event"


def export_event(db: Database, event_id: int) -> dict[str, Any]:
    """The whole event as JSON-ready data: settings, stages, players with squad snapshots, rounds,
    matches with every game's result and a round robin's byes ("rests": players with no game that round,
    scoring nothing), penalties, requested byes, the "never pair these two" pairs
    (registration ids, the lower first), the audit trail and the standings."""
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
        avoided = session.scalars(
            select(AvoidedPairRow).where(AvoidedPairRow.event_id == event_id).order_by(AvoidedPairRow.id)
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
                    # a round robin's byes: who had no game this round (it scores nothing; not a match)
                    "rests": [asdict(r) for r in rv.rests],
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
            "avoided_pairs": [
                {
                    "a": p.reg_a_id,
                    "b": p.reg_b_id,
                    "at": p.created_at.isoformat(timespec="seconds"),
                    "by": p.created_by,
                }
                for p in avoided
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


# --- CSV: what organisers paste into a spreadsheet or a federation's form --------------------------------

CSV_KINDS = ("standings", "pairings", "players")
"""What :func:`export_csv` writes: the event's ranking, every round's pairings, the registered players."""


def _result_text(m: Any) -> str:
    if m.status != "reported" or m.points_a is None:
        return ""
    if m.b is None or m.points_b is None:
        return str(m.points_a)
    return f"{m.points_a}-{m.points_b}"


_FORMULA = ("=", "+", "-", "@", "\t", "\r")


def _text(value: str) -> str:
    """A name, club or squad as a spreadsheet shows it: plain text, never a formula (a leading "=", "+",
    "-" or "@" gets an apostrophe before it, as spreadsheets themselves mark text)."""
    return f"'{value}" if value.startswith(_FORMULA) else value


def export_csv(db: Database, event_id: int, what: str) -> str:
    """The event's ``what`` (one of :data:`CSV_KINDS`) as CSV text: a header line of stable English column
    keys (for spreadsheets and scripts), then one line per place, match or player. Standings are the one
    event ranking (:func:`event_ranking`: the places every view shows), its tiebreakers raw as in the JSON
    (a fraction as a decimal, 0.4815, where the sheets print a percentage, for a spreadsheet to compute
    with) and, last, how far each player went after a cut (``reached``: the JSON's key, a
    :meth:`desktop.tournament.elimination.Bracket.reached` key or the stage kind that placed the player;
    empty in a one-stage event); pairings list every round's matches
    in round and table order, a bye and a requested bye included (a round robin's bye, a player without a
    game that round: kind "bye", result 0); players are in registration order. Text
    from users is never a formula to a spreadsheet (:func:`_text`)."""
    if what not in CSV_KINDS:
        raise TournamentError(
            "unknown CSV export {what!r}; known: {known}", what=what, known=", ".join(CSV_KINDS)
        )
    view = load_event(db, event_id)
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    if what == "standings":
        st = view.standings
        keys = [k for k, _n, _d in st.tiebreaks]
        header = ["place", "name", "club", "points", "wins", "draws", "losses", "byes", *keys, "status"]
        w.writerow([*header, "reached"])
        for line in st.lines:
            status = "disqualified" if line.disqualified else "dropped" if line.dropped else ""
            w.writerow(
                [
                    line.rank,
                    _text(line.name),
                    _text(line.club),
                    line.points,
                    line.wins,
                    line.draws,
                    line.losses,
                    line.byes,
                    *(line.tiebreaks.get(k, "") for k in keys),
                    status,
                    line.reached,
                ]
            )
    elif what == "pairings":
        w.writerow(
            ["round", "stage", "status", "table", "code", "first_player", "second_player", "kind", "result"]
        )
        for rv in view.rounds:
            ms = sorted(rv.matches, key=lambda m: (m.table is None, m.table or 0, m.kind, m.a_name))
            for m in ms:
                kind = m.kind
                if kind == "no_opponent" and str(m.reason).startswith("requested_bye"):
                    kind = "requested_bye"
                w.writerow(
                    [
                        rv.number,
                        rv.stage,
                        rv.status,
                        "" if m.table is None else m.table,
                        m.code,
                        _text(m.a_name),
                        _text(m.b_name) if m.b is not None else "",
                        kind,
                        _result_text(m),
                    ]
                )
            for r in rv.rests:  # a round robin's bye: no game, no table, no points
                w.writerow([rv.number, rv.stage, rv.status, "", "", _text(r.name), "", "bye", r.points])
    else:
        w.writerow(["number", "name", "club", "rating", "status", "checked_in", "squad"])
        for i, r in enumerate(view.registrations, 1):
            w.writerow(
                [
                    i,
                    _text(r.name),
                    _text(r.club),
                    "" if r.rating is None else r.rating,
                    r.status,
                    "yes" if r.checked_in else "no",
                    _text(r.squad_summary),
                ]
            )
    return out.getvalue()


def write_csv(db: Database, event_id: int, what: str, path: str | Path) -> int:
    """Write :func:`export_csv` to ``path`` whole or not at all (never through a link, a FIFO or a
    device: :func:`desktop.services.files.write_text_atomic`); returns the bytes written. UTF-8 with a
    byte-order mark, so that a spreadsheet opens Cyrillic names as they are."""
    from desktop.services.files import write_text_atomic

    text = "\ufeff" + export_csv(db, event_id, what)
    write_text_atomic(path, text)
    return len(text.encode("utf-8"))
