"""Players in an event: registration, corrections, squads, check-in, fixed tables, drops,
re-entry, disqualification and penalties.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from database.engine import Database
from database.models.tournament import EventRow, MatchRow, PenaltyRow, PlayerRow, RegistrationRow, RoundRow
from desktop.services import validation
from desktop.services._lazy_logic import T
from desktop.services.tournament_common import (
    MatchView,
    RegistrationError,
    RegistrationRecord,
    TournamentError,
    _audit,
    _clean,
    _club,
    _discard_draft,
    _event,
    _game,
    _last_published,
    _match,
    _match_state,
    _reg_record,
    _registration,
    _rounds_played,
    _touch,
    _who,
    match_code,
    name_key,
)
from desktop.services.tournament_context import _Context

__all__ = [
    "register_player",
    "update_registration",
    "list_registrations",
    "attach_squad",
    "check_in",
    "check_in_all",
    "set_fixed_table",
    "drop_player",
    "reenter_player",
    "disqualify_player",
    "add_penalty",
]


def _find_or_create_player(
    session: Session, name: str, club: str, rating: int | None, email: str = "", notes: str = ""
) -> PlayerRow:
    club_row = _club(session, club)
    q = select(PlayerRow).where(func.lower(PlayerRow.name) == name.lower())
    q = (
        q.where(PlayerRow.club_id == (club_row.id if club_row else None))
        if club_row
        else q.where(PlayerRow.club_id.is_(None))
    )
    player = session.scalars(q).first()
    if player is None:
        player = PlayerRow(
            name=name, club_id=club_row.id if club_row else None, rating=rating, email=email, notes=notes
        )
        session.add(player)
        session.flush()
    else:
        if rating is not None:
            player.rating = rating
        if email:
            player.email = email
        if notes:
            player.notes = notes
    return player


def _register(
    session: Session,
    ev: EventRow,
    name: str,
    club: str = "",
    rating: int | None = None,
    email: str = "",
    notes: str = "",
    *,
    known_names: set[str] | None = None,
    played: int | None = None,
) -> RegistrationRow:
    """Register (duplicate names refused).  ``known_names`` (name keys already registered, updated
    here) and ``played`` (rounds paired so far) spare the queries when many players are added."""
    if known_names is None:
        existing = session.scalars(
            select(RegistrationRow.name).where(RegistrationRow.event_id == ev.id)
        ).all()
        known_names = {name_key(n) for n in existing}
    key = name_key(name)
    if key in known_names:
        raise RegistrationError(f"{name} is already registered")
    known_names.add(key)
    player = _find_or_create_player(session, name, club, rating, email, notes)
    if played is None:
        played = _rounds_played(session, ev.id)
    reg = RegistrationRow(
        event_id=ev.id, player_id=player.id, name=name, club=club, rating=rating, joined_round=played + 1
    )
    session.add(reg)
    session.flush()
    if played:
        _add_missed_rounds(session, ev, reg, played)
    return reg


def _add_missed_rounds(session: Session, ev: EventRow, reg: RegistrationRow, played: int) -> None:
    """A late entry: each round already paired counts as a loss with no opponent."""
    rounds = session.scalars(select(RoundRow).where(RoundRow.event_id == ev.id, RoundRow.number <= played))
    for rnd in rounds:
        session.add(
            MatchRow(
                event_id=ev.id,
                round_id=rnd.id,
                code=match_code(ev.id, rnd.number, f"L{reg.id}"),
                reg_a_id=reg.id,
                kind=T.MatchKind.NO_OPPONENT.value,
                status="reported",
                reason="late_entry",
            )
        )


def register_player(
    db: Database,
    event_id: int,
    name: str,
    *,
    club: str = "",
    rating: int | None = None,
    email: str = "",
    notes: str = "",
    squad_id: int | None = None,
) -> RegistrationRecord:
    """Register a player (creating the player record as needed).  After round 1 has been published
    this is a late entry: the published rounds count as losses with no opponent.  A draft round is
    discarded, so the player joins the round being paired (pair it again)."""
    name = _clean(name, "The name", required=True)
    club = _clean(club, "The club")
    email = _clean(email, "The e-mail address", validation.EMAIL_MAX)
    notes = _clean(notes, "The notes", validation.TEXT_MAX)
    try:
        rating = validation.check_rating(rating)
    except validation.TextProblem as exc:
        raise RegistrationError(exc.template, **exc.params) from exc
    with db.begin() as session:
        ev = _event(session, event_id)
        if ev.status == "finished":
            raise RegistrationError("the event is finished")
        # A drafted next round is paired again with the newcomer in it (as after a drop).
        _discard_draft(session, ev.id)
        reg = _register(session, ev, name, club, rating, email, notes)
        if squad_id is not None:
            _attach(session, ev, reg, squad_id, db)
        return _reg_record(reg)


_UNCHANGED: Any = object()


def update_registration(
    db: Database,
    registration_id: int,
    *,
    name: str | None = None,
    club: str | None = None,
    rating: Any = _UNCHANGED,
) -> RegistrationRecord:
    """Correct a registration at the desk: its name, club or rating (``rating=None`` clears it). The name
    stays unique in the event (the same comparison as at registration); matches and standings show the
    new name, since they name players through their registration."""
    if name is not None:
        name = _clean(name, "The name", required=True)
    if club is not None:
        club = _clean(club, "The club")
    if rating is not _UNCHANGED:
        try:
            rating = validation.check_rating(rating)
        except validation.TextProblem as exc:
            raise RegistrationError(exc.template, **exc.params) from exc
    with db.begin() as session:
        reg = _registration(session, registration_id)
        ev = _event(session, reg.event_id)
        if ev.status == "finished":
            raise RegistrationError("the event is finished")
        if name is not None and name_key(name) != name_key(reg.name):
            others = session.scalars(
                select(RegistrationRow.name).where(
                    RegistrationRow.event_id == ev.id, RegistrationRow.id != reg.id
                )
            ).all()
            if name_key(name) in {name_key(n) for n in others}:
                raise RegistrationError("{name} is already registered", name=name)
        if name is not None:
            reg.name = name
        if club is not None:
            reg.club = club
        if rating is not _UNCHANGED:
            reg.rating = rating
        session.flush()
        return _reg_record(reg)


def list_registrations(db: Database, event_id: int) -> list[RegistrationRecord]:
    with db.read() as session:
        _event(session, event_id)
        rows = session.scalars(
            select(RegistrationRow).where(RegistrationRow.event_id == event_id).order_by(RegistrationRow.id)
        )
        return [_reg_record(r) for r in rows]


def _attach(session: Session, ev: EventRow, reg: RegistrationRow, squad_id: int, db: Database) -> None:
    from desktop.services import squads

    if reg.squad_locked:
        raise RegistrationError(f"{reg.name}'s squad is locked: their first match has started")
    game = _game(ev.game)
    if game.squad_module is None:
        raise RegistrationError(f"{game.name()} registrations need no squad: both sides have the same troops")
    try:
        settings = dict(ev.game_settings or {}) or None
        snapshot = squads.snapshot_for_registration(db, squad_id, settings)
    except squads.SquadError as exc:
        raise RegistrationError(exc.message if hasattr(exc, "message") else str(exc)) from exc
    if snapshot.get("game") != ev.game:
        raise RegistrationError(f"that squad is for another game ({snapshot.get('game')})")
    if not snapshot.get("legal", False):
        problems = "; ".join(str(v.get("message", v)) for v in snapshot.get("violations", [])) or "not legal"
        raise RegistrationError(f"the squad breaks the event's rules: {problems}")
    reg.squad_id = squad_id
    reg.squad_snapshot = snapshot


def attach_squad(db: Database, registration_id: int, squad_id: int) -> RegistrationRecord:
    """Store a snapshot of a saved squad (validated against the event's rules) on a registration."""
    with db.begin() as session:
        reg = _registration(session, registration_id)
        _attach(session, _event(session, reg.event_id), reg, squad_id, db)
        session.flush()
        return _reg_record(reg)


def check_in(db: Database, registration_id: int, checked_in: bool = True) -> RegistrationRecord:
    """Check a player in (or undo it). Once check-in has started, round 1 pairs only the checked-in
    players; a player absent from round 1 who checks in later joins as a late entry."""
    with db.begin() as session:
        reg = _registration(session, registration_id)
        if reg.status == "absent" and checked_in:
            ev = _event(session, reg.event_id)
            _discard_draft(session, ev.id)
            played = _rounds_played(session, ev.id)
            reg.status = "registered"
            reg.dropped_after_round = None
            reg.joined_round = played + 1
            if played:
                _add_missed_rounds(session, ev, reg, played)
        elif reg.status not in ("registered", "absent"):
            raise RegistrationError("{name} has left the event ({status})", name=reg.name, status=reg.status)
        reg.checked_in = checked_in
        session.flush()
        return _reg_record(reg)


def check_in_all(db: Database, event_id: int, checked_in: bool = True) -> int:
    """Check every registered player in (or out); returns how many changed."""
    with db.begin() as session:
        _event(session, event_id)
        regs = session.scalars(
            select(RegistrationRow).where(
                RegistrationRow.event_id == event_id,
                RegistrationRow.status == "registered",
                RegistrationRow.checked_in.is_(not checked_in),
            )
        ).all()
        for reg in regs:
            reg.checked_in = checked_in
        session.flush()
        return len(regs)


def set_fixed_table(db: Database, registration_id: int, table: int | None) -> RegistrationRecord:
    """Fix a player to a table (accessibility); None removes it."""
    if table is not None and table < 1:
        raise RegistrationError("table numbers start at 1")
    with db.begin() as session:
        reg = _registration(session, registration_id)
        reg.fixed_table = table
        session.flush()
        return _reg_record(reg)


def _forfeit_open_match(session: Session, reg: RegistrationRow, reason: str, who: str) -> None:
    """The player leaves while a published match of theirs has no result: the opponent wins."""
    open_matches = session.scalars(
        select(MatchRow)
        .join(RoundRow, RoundRow.id == MatchRow.round_id)
        .where(
            RoundRow.status != "draft",
            MatchRow.status == "pending",
            (MatchRow.reg_a_id == reg.id) | (MatchRow.reg_b_id == reg.id),
        )
    ).all()
    for m in open_matches:
        old = _match_state(m)
        winner = "b" if m.reg_a_id == reg.id else "a"
        m.kind = T.MatchKind.FORFEIT.value
        m.winner = winner
        m.reason = reason
        m.status = "reported"
        _touch(m, who)
        session.flush()
        _audit(session, m, who, "result", old)


def drop_player(db: Database, registration_id: int, *, who: str | None = None) -> RegistrationRecord:
    """The player leaves from the next round; past results stay.  If a published match of theirs has
    no result yet, the opponent wins it (a win, not a bye).  A draft round is discarded (pair again)."""
    who = _who(who)
    with db.begin() as session:
        reg = _registration(session, registration_id)
        if reg.status != "registered":
            raise RegistrationError(f"{reg.name} has already left the event ({reg.status})")
        _discard_draft(session, reg.event_id)
        last = _last_published(session, reg.event_id)
        reg.status = "dropped"
        reg.dropped_after_round = last.number if last else 0
        _forfeit_open_match(session, reg, "dropped", who)
        session.flush()
        return _reg_record(reg)


def reenter_player(db: Database, registration_id: int) -> RegistrationRecord:
    """Re-entry (where the event allows it): the player is paired again from the next round."""
    with db.begin() as session:
        reg = _registration(session, registration_id)
        ev = _event(session, reg.event_id)
        if not (ev.options or {}).get("allow_reentry"):
            raise RegistrationError("this event does not allow re-entry")
        if reg.status != "dropped":
            raise RegistrationError(f"{reg.name} has not dropped")
        reg.status = "registered"
        reg.dropped_after_round = None
        session.flush()
        return _reg_record(reg)


def disqualify_player(
    db: Database, registration_id: int, reason: str, *, who: str | None = None
) -> RegistrationRecord:
    """Disqualification: the player leaves, past results stay in everyone's tiebreakers, an open
    match is lost; recorded as a penalty."""
    who = _who(who)
    with db.begin() as session:
        reg = _registration(session, registration_id)
        if reg.status == "disqualified":
            raise RegistrationError(f"{reg.name} is already disqualified")
        _discard_draft(session, reg.event_id)
        last = _last_published(session, reg.event_id)
        reg.status = "disqualified"
        if reg.dropped_after_round is None:
            reg.dropped_after_round = last.number if last else 0
        _forfeit_open_match(session, reg, "disqualified", who)
        session.add(
            PenaltyRow(
                event_id=reg.event_id,
                registration_id=reg.id,
                round_number=last.number if last else None,
                kind="disqualification",
                reason=_clean(reason, "The reason", 2000),
                created_by=who,
            )
        )
        session.flush()
        return _reg_record(reg)


def add_penalty(
    db: Database,
    registration_id: int,
    kind: str,
    reason: str = "",
    *,
    match_id: int | None = None,
    who: str | None = None,
) -> MatchView | None:
    """A warning, game loss or match loss against a player.  Game and match losses change the given
    match's result (audited); warnings are only recorded."""
    who = _who(who)
    if kind not in ("warning", "game_loss", "match_loss"):
        raise TournamentError("a penalty is a warning, a game loss or a match loss (disqualify separately)")
    with db.begin() as session:
        reg = _registration(session, registration_id)
        m: MatchRow | None = None
        number = None
        if match_id is not None:
            m = _match(session, match_id)
            if reg.id not in (m.reg_a_id, m.reg_b_id):
                raise TournamentError(f"{reg.name} does not play match {m.code}")
            number = session.get(RoundRow, m.round_id).number  # type: ignore[union-attr]
        elif kind != "warning":
            raise TournamentError("a game or match loss needs the match it applies to")
        session.add(
            PenaltyRow(
                event_id=reg.event_id,
                registration_id=reg.id,
                match_id=match_id,
                round_number=number,
                kind=kind,
                reason=_clean(reason, "The reason", 2000),
                created_by=who,
            )
        )
        if m is None or kind == "warning":
            return None
        old = _match_state(m)
        side = "a" if m.reg_a_id == reg.id else "b"
        if kind == "game_loss":
            if side == "a":
                m.game_losses_a += 1
            else:
                m.game_losses_b += 1
        else:
            m.match_loss = "".join(sorted(set(m.match_loss) | {side}))
            if m.kind != T.MatchKind.PLAYED.value:
                m.kind = T.MatchKind.PLAYED.value
            m.status = "reported"
        _touch(m, who)
        session.flush()
        _audit(session, m, who, "correction" if old["status"] == "reported" else "result", old)
        return _Context.for_match(session, m).match_view(m)
