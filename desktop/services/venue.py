"""The venue web's use cases (issue 26): players' personal codes, check-in and result reports from
their phones, and the organiser's decision on reports.

- Codes: 10 characters of a 32-letter alphabet without look-alikes (50 bits), one per registration,
  unique. A wrong code tried for a player counts against that player; after :data:`desktop.services.venue.MAX_FAILURES` the
  player is locked out until the organiser issues a new code (the desk sees who is locked).
- A report is the games as the game's own result fields, and the version of the match the player saw.
  It counts when the opponent reports the same games (then it is recorded as a result, through the
  same path as a desk's entry, with the same version check) or when the organiser accepts it. A result
  entered at the desk always wins: a report whose match got a result or changed since the player saw
  it is refused, with the current result.
"""

from __future__ import annotations

import hmac
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select

from database.engine import Database
from database.models.tournament import (
    EventRow,
    MatchRow,
    RegistrationRow,
    RoundRow,
    VenueCodeRow,
    VenueReportRow,
)
from desktop.services.errors import ServiceError, template
from desktop.services.venue_codes import (
    CODE_ALPHABET,
    CODE_LENGTH,
    codes_for_all,
    unique_code,
)

__all__ = [
    "CODE_ALPHABET",
    "CODE_LENGTH",
    "MAX_FAILURES",
    "PlayerCode",
    "ReportView",
    "ReportOutcome",
    "VenueError",
    "CodeRefusedError",
    "ReportRefusedError",
    "issue_codes",
    "reissue_code",
    "player_codes",
    "normalise_code",
    "sign_in",
    "check_in_by_code",
    "report_result",
    "waiting_reports",
    "accept_report",
]

MAX_FAILURES = 5


class VenueError(ServiceError):
    """A venue web action that cannot be done."""


class CodeRefusedError(VenueError):
    """A wrong code (``locked`` False) or a player locked out after too many wrong codes."""

    def __init__(self, template_: str, /, locked: bool, **params: Any) -> None:
        super().__init__(template_, **params)
        self.locked = locked


class ReportRefusedError(VenueError):
    """A report on a match that got a result or changed since the player saw it; ``current`` is the
    match as it is now (a :class:`~desktop.services.tournament_common.MatchView`)."""

    def __init__(self, template_: str, /, current: Any, **params: Any) -> None:
        super().__init__(template_, **params)
        self.current = current


WRONG_CODE = template("that is not {name}'s code")
LATE = template("the match already has a result or changed since you saw it: it now reads {result}")
LOCKED = template("{name} is locked out of the venue web after {n} wrong codes: issue a new code")


@dataclass(frozen=True)
class PlayerCode:
    registration_id: int
    name: str
    code: str
    failures: int
    locked: bool


@dataclass(frozen=True)
class ReportView:
    id: int
    match_id: int
    match_code: str
    round: int
    table: int | None
    registration_id: int
    name: str
    side: str
    games: tuple[dict[str, Any], ...]
    match_version: int
    status: str
    disagreement: bool
    """The opponent reported something else (the organiser decides)."""


@dataclass(frozen=True)
class ReportOutcome:
    report_id: int
    counted: bool
    """Both players reported the same: the result is recorded."""
    disagreement: bool
    match: Any


def normalise_code(text: str) -> str:
    """A code as typed: case and spaces, dashes ignored; at most 64 characters read."""
    return "".join(ch for ch in text[:64].upper() if ch.isalnum())


def _view(row: VenueCodeRow, name: str) -> PlayerCode:
    return PlayerCode(row.registration_id, name, row.code, row.failures, row.locked)


def issue_codes(db: Database, event_id: int) -> list[PlayerCode]:
    """A code for every player of the event who has none yet; every player's code, by name."""
    from desktop.services.tournament_common import _event

    with db.begin() as session:
        _event(session, event_id)
        regs, codes = codes_for_all(session, event_id)
        return sorted((_view(codes[r.id], r.name) for r in regs), key=lambda c: c.name.casefold())


def player_codes(db: Database, event_id: int) -> list[PlayerCode]:
    with db.read() as session:
        rows = session.execute(
            select(VenueCodeRow, RegistrationRow.name)
            .join(RegistrationRow, RegistrationRow.id == VenueCodeRow.registration_id)
            .where(VenueCodeRow.event_id == event_id)
        ).all()
        return sorted((_view(c, name) for c, name in rows), key=lambda c: c.name.casefold())


def reissue_code(db: Database, registration_id: int) -> PlayerCode:
    """A new code for a player (lost, or locked out): the old one stops working, the lock is lifted."""
    from desktop.services.tournament_common import RegistrationError

    with db.begin() as session:
        reg = session.get(RegistrationRow, registration_id)
        if reg is None:
            raise RegistrationError("there is no registration {id}", id=registration_id)
        row = session.get(VenueCodeRow, registration_id)
        if row is None:
            row = VenueCodeRow(registration_id=reg.id, event_id=reg.event_id, code="")
            session.add(row)
        row.code = unique_code(session)
        row.failures = 0
        row.locked = False
        session.flush()
        return _view(row, reg.name)


def sign_in(db: Database, event_id: int, registration_id: int, code: str) -> int:
    """The player ``registration_id`` of event ``event_id`` if ``code`` is theirs; a wrong code counts
    against the player, and :data:`desktop.services.venue.MAX_FAILURES` of them lock the player out."""
    typed = normalise_code(code)
    with db.begin() as session:
        reg = session.get(RegistrationRow, registration_id)
        row = session.get(VenueCodeRow, registration_id)
        if reg is None or reg.event_id != event_id or row is None:
            raise CodeRefusedError(WRONG_CODE, locked=False, name=reg.name if reg is not None else "?")
        if row.locked:
            raise CodeRefusedError(LOCKED, locked=True, name=reg.name, n=row.failures)
        if hmac.compare_digest(row.code.encode(), typed.encode()):
            if row.failures:
                row.failures = 0
            return reg.id
        row.failures += 1
        row.locked = row.failures >= MAX_FAILURES
        failures, locked, name = row.failures, row.locked, reg.name
    # the count is committed before the refusal is raised
    if locked:
        raise CodeRefusedError(LOCKED, locked=True, name=name, n=failures)
    raise CodeRefusedError(WRONG_CODE, locked=False, name=name)


def check_in_by_code(db: Database, registration_id: int) -> Any:
    """Check a signed-in player in (the desk's check-in, so its column shows it at once)."""
    from desktop.services import tournament as svc

    return svc.check_in(db, registration_id, True)


def _same(a: Sequence[Mapping[str, Any]], b: Sequence[Mapping[str, Any]]) -> bool:
    return json.dumps(list(a), sort_keys=True) == json.dumps(list(b), sort_keys=True)


def _check_games(game_key: str, best_of: int, games: Sequence[Mapping[str, Any]]) -> None:
    """Each game through the game's result schema and scorer (as the desk's entry checks it)."""
    from desktop.games import registry
    from desktop.games.contracts import ResultError
    from desktop.services.tournament_common import ResultEntryError

    if not 1 <= len(games) <= best_of:
        raise ResultEntryError("a match is 1 to {n} games, not {count}", n=best_of, count=len(games))
    info = registry.GAMES[game_key]
    for i, g in enumerate(games, 1):
        try:
            info.score_result(g)
        except ResultError as exc:
            raise ResultEntryError(
                "game {n}: {field} {reason}", field_name=exc.field, game=i, n=i, field=exc.field, reason=exc.message
            ) from None


def report_result(
    db: Database,
    registration_id: int,
    match_id: int,
    games: Sequence[Mapping[str, Any]],
    seen_version: int,
) -> ReportOutcome:
    """A player's report of their match. Refused (:class:`ReportRefusedError`, with the match as it is
    now) when the match has a result or changed since version ``seen_version``. When the opponent's
    waiting report holds the same games, the result is recorded ("reported by <both> from the venue
    web" in the audit trail) with the version check of every result entry."""
    from desktop.services import tournament as svc
    from desktop.services.tournament_common import EventNotFoundError

    games = [dict(g) for g in games]
    with db.begin() as session:
        match = session.get(MatchRow, match_id)
        reg = session.get(RegistrationRow, registration_id)
        if match is None or reg is None or registration_id not in (match.reg_a_id, match.reg_b_id):
            raise VenueError("that is not your match")
        rnd = session.get(RoundRow, match.round_id)
        if rnd is None or rnd.status == "draft" or match.reg_b_id is None:
            raise VenueError("that is not your match")
        ev = session.get(EventRow, reg.event_id)
        if ev is None:  # pragma: no cover - a registration always has its event
            raise EventNotFoundError("there is no event {id}", id=reg.event_id)
        game_key, best_of = ev.game, ev.best_of
        stale = match.status == "reported" or match.version != seen_version
        side = "a" if match.reg_a_id == registration_id else "b"
        if not stale:
            _check_games(game_key, best_of, games)
            for old in session.scalars(
                select(VenueReportRow).where(
                    VenueReportRow.match_id == match_id,
                    VenueReportRow.registration_id == registration_id,
                    VenueReportRow.status == "waiting",
                )
            ):
                old.status = "replaced"
            row = VenueReportRow(
                event_id=reg.event_id,
                match_id=match_id,
                registration_id=registration_id,
                side=side,
                games=games,
                match_version=seen_version,
                status="waiting",
            )
            session.add(row)
            session.flush()
            report_id = row.id
            other = session.scalars(
                select(VenueReportRow).where(
                    VenueReportRow.match_id == match_id,
                    VenueReportRow.registration_id != registration_id,
                    VenueReportRow.status == "waiting",
                    VenueReportRow.match_version == seen_version,
                )
            ).first()
            other_id = other.id if other is not None else None
            agree = other is not None and _same(other.games, games)
            other_reg = session.get(RegistrationRow, other.registration_id) if other is not None else None
            names = (reg.name, other_reg.name if other_reg is not None else "")
    if stale:
        current = svc.get_match(db, match_id)
        raise ReportRefusedError(
            LATE,
            current=current,
            result=_result_text(current),
        )
    if not agree:
        return ReportOutcome(report_id, False, other_id is not None, svc.get_match(db, match_id))
    who = _who_text(f"{names[1]} and {names[0]}", " (venue web)")
    try:
        mv = svc.record_result(db, match_id, games, who=who, expected_version=seen_version)
    except svc.StaleResultError:
        current = svc.get_match(db, match_id)
        _decide(db, [report_id, other_id], "refused", "")
        raise ReportRefusedError(
            LATE,
            current=current,
            result=_result_text(current),
        ) from None
    _decide(db, [report_id, other_id], "counted", "both players")
    return ReportOutcome(report_id, True, False, mv)


def _who_text(names: str, tail: str) -> str:
    """The audit trail's "who" (at most :data:`~desktop.validation.WHO_MAX` characters): the names cut
    so that the tail ("(venue web)", who accepted) always shows."""
    from desktop.validation import WHO_MAX

    room = max(10, WHO_MAX - len(tail))
    if len(names) > room:
        names = names[: room - 1] + "…"
    return (names + tail)[:WHO_MAX]


def _result_text(mv: Any) -> str:
    if mv.status != "reported":
        return "no result"
    return f"{mv.points_a}-{mv.points_b}"


def _decide(db: Database, ids: Sequence[int | None], status: str, who: str) -> None:
    with db.begin() as session:
        for rid in ids:
            if rid is None:
                continue
            row = session.get(VenueReportRow, rid)
            if row is not None:
                row.status = status
                row.decided_by = who[:100]


def waiting_reports(db: Database, event_id: int) -> list[ReportView]:
    """Reports that wait for the opponent or the organiser, by round and table; ``disagreement``
    marks the matches whose two players reported different things."""
    with db.read() as session:
        rows = session.execute(
            select(VenueReportRow, MatchRow, RoundRow.number, RegistrationRow.name)
            .join(MatchRow, MatchRow.id == VenueReportRow.match_id)
            .join(RoundRow, RoundRow.id == MatchRow.round_id)
            .join(RegistrationRow, RegistrationRow.id == VenueReportRow.registration_id)
            .where(VenueReportRow.event_id == event_id, VenueReportRow.status == "waiting")
        ).all()
        by_match: dict[int, list[Any]] = {}
        for rep, _m, _n, _name in rows:
            by_match.setdefault(rep.match_id, []).append(rep)
        out = [
            ReportView(
                rep.id,
                m.id,
                m.code,
                number,
                m.table_no,
                rep.registration_id,
                name,
                rep.side,
                tuple(rep.games),
                rep.match_version,
                rep.status,
                any(not _same(o.games, rep.games) for o in by_match[m.id] if o.id != rep.id),
            )
            for rep, m, number, name in rows
            if m.status != "reported" and m.version == rep.match_version
        ]
        return sorted(out, key=lambda r: (r.round, r.table if r.table is not None else 1 << 30, r.id))


def accept_report(db: Database, report_id: int, who: str) -> Any:
    """The organiser accepts a waiting report: recorded as the match's result ("reported by <player>
    from the venue web, accepted by <who>"), refused like any stale entry when the match changed since
    the player saw it."""
    from desktop.services import tournament as svc

    with db.read() as session:
        rep = session.get(VenueReportRow, report_id)
        if rep is None or rep.status != "waiting":
            raise VenueError("there is no waiting report {id}", id=report_id)
        match_id, games, version = rep.match_id, list(rep.games), rep.match_version
        reg = session.get(RegistrationRow, rep.registration_id)
        name = reg.name if reg is not None else "?"
    by = _who_text(name, f" (venue web), accepted by {(who or 'the organiser')[:40]}")
    mv = svc.record_result(db, match_id, games, who=by, expected_version=version)
    _decide(db, [report_id], "counted", who or "the organiser")
    return mv
