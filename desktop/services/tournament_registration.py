"""Players in an event: registration, corrections, squads, check-in, fixed tables, drops,
re-entry, disqualification, penalties and requested byes.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from database.engine import Database
from database.models.tournament import (
    EventRow,
    MatchRow,
    PenaltyRow,
    PlayerRow,
    RegistrationRow,
    RequestedByeRow,
    RoundRow,
    StageRow,
)
from desktop.services import validation
from desktop.services.tournament_common import (
    REQUESTED_BYE_DEFAULTS,
    MatchView,
    RegistrationError,
    RegistrationRecord,
    RequestedByeRecord,
    T,
    TournamentError,
    _audit,
    _clean,
    _club,
    _discard_draft,
    _discard_draft_after,
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
    event_game_settings,
    match_code,
    name_key,
)
from desktop.services.tournament_context import (
    _apply_effects,
    _check_correction,
    _Context,
    settle_event_status,
)
from desktop.services.venue_codes import codes_for_newcomers

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
    "request_bye",
    "cancel_requested_bye",
    "list_requested_byes",
    "avoid_pair",
    "remove_avoided_pair",
    "list_avoided_pairs",
    "avoided_pair_ids",
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
        raise RegistrationError("{name} is already registered", name=name)
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
        codes_for_newcomers(session, ev.id)
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
        raise RegistrationError("{name}'s squad is locked: their first match has started", name=reg.name)
    game = _game(ev.game)
    if not game.has_squads:
        raise RegistrationError(
            "{game} registrations need no squad: both sides have the same troops", game=game.name()
        )
    try:
        # the event's rules as it plays them: what it stored and the schema's defaults for the rest (never
        # the squad's own settings, which an event that stored nothing would otherwise fall back to)
        settings = event_game_settings(game, ev.game_settings)
        snapshot = squads.snapshot_for_registration(db, squad_id, settings)
    except squads.SquadError as exc:
        raise RegistrationError(getattr(exc, "template", str(exc)), **getattr(exc, "params", {})) from exc
    if snapshot.get("game") != ev.game:
        raise RegistrationError("that squad is for another game ({game})", game=str(snapshot.get("game")))
    if not snapshot.get("legal", False):
        import json

        from desktop.games.catalog_schema import Label

        violations = [v for v in snapshot.get("violations", []) if isinstance(v, dict)]
        text = "; ".join(str(v.get("message", v)) for v in violations) or "not legal"
        # the rules broken, each as the game words it; the desk shows them in its language by rule key
        problems = Label(text, "squad_violations", ev.game, tuple(json.dumps(v) for v in violations))
        raise RegistrationError("the squad breaks the event's rules: {problems}", problems=problems)
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
            raise RegistrationError(
                "{name} has already left the event ({status})", name=reg.name, status=reg.status
            )
        _discard_draft(session, reg.event_id)
        last = _last_published(session, reg.event_id)
        reg.status = "dropped"
        reg.dropped_after_round = last.number if last else 0
        _forfeit_open_match(session, reg, "dropped", who)
        session.flush()
        _settle(session, reg.event_id)
        return _reg_record(reg)


def reenter_player(db: Database, registration_id: int) -> RegistrationRecord:
    """Re-entry (where the event allows it): the player is paired again from the next round."""
    with db.begin() as session:
        reg = _registration(session, registration_id)
        ev = _event(session, reg.event_id)
        if not (ev.options or {}).get("allow_reentry"):
            raise RegistrationError("this event does not allow re-entry")
        if reg.status != "dropped":
            raise RegistrationError("{name} has not dropped", name=reg.name)
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
            raise RegistrationError("{name} is already disqualified", name=reg.name)
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
        _settle(session, reg.event_id)
        return _reg_record(reg)


def add_penalty(
    db: Database,
    registration_id: int,
    kind: str,
    reason: str = "",
    *,
    match_id: int | None = None,
    who: str | None = None,
    void_later: bool = False,
    keep_cut: bool = False,
) -> MatchView | None:
    """A warning, game loss or match loss against a player.  Game and match losses change the given
    match's result (audited); warnings are only recorded.

    A penalty that changes a reported match's result is a correction and checked as one: when it changes
    who goes on in a bracket whose later matches are paired it is refused
    (:class:`~desktop.services.tournament_context.LaterMatchesError`) unless ``void_later``, and when it
    changes the standings a started stage's cut was drawn from
    (:class:`~desktop.services.tournament_context.CutChangedError`) unless ``keep_cut``, as
    :func:`~desktop.services.tournament_results.record_result` says."""
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
                raise TournamentError("{name} does not play match {code}", name=reg.name, code=m.code)
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
        effects = None
        if old["status"] == "reported":  # a correction of its result: checked for what it changes after it
            best_of = _event(session, m.event_id).best_of
            effects = _check_correction(
                session,
                m.id,
                lambda lm: _penalised(lm, kind, side, best_of),
                void_later=void_later,
                keep_cut=keep_cut,
            )
        if kind == "game_loss":
            if side == "a":
                m.game_losses_a += 1
            else:
                m.game_losses_b += 1
            _settle_game_losses(session, m)
        else:
            m.match_loss = "".join(sorted(set(m.match_loss) | {side}))
            if m.kind != T.MatchKind.PLAYED.value:
                m.kind = T.MatchKind.PLAYED.value
            m.status = "reported"
        _touch(m, who)
        discarded = _discard_draft_after(session, m.event_id, m.round_id) if old["status"] == "reported" else None
        session.flush()
        _audit(session, m, who, "correction" if old["status"] == "reported" else "result", old)
        voided, kept = _apply_effects(session, m.id, effects, who)
        status = _settle(session, m.event_id)
        return replace(
            _Context.for_match(session, m).match_view(m),
            draft_discarded=discarded,
            event_status=status,
            event_version=_event(session, m.event_id).version,
            voided_later=voided,
            cut_kept=kept,
        )


def _settle(session: Session, event_id: int) -> str:
    """The event's status after a change to its results (finished once its last round is in)."""
    return settle_event_status(session, event_id)


def _settle_game_losses(session: Session, m: MatchRow) -> None:
    """A game-loss penalty is a game of the match won by the opponent, counted before the games
    played: games that would now come after the match was decided (or beyond its best of) are no
    longer part of it, and once the penalties and the games decide the match, its result stands
    (best of 1: the game loss is the match)."""
    if m.kind != T.MatchKind.PLAYED.value or m.match_loss or m.reg_b_id is None:
        return
    best_of = _event(session, m.event_id).best_of
    played = sorted(m.games, key=lambda g: g.number)
    kept, decided = _games_kept([g.outcome_a for g in played], m.game_losses_a, m.game_losses_b, best_of)
    for g in played[kept:]:
        m.games.remove(g)
    if decided:
        m.status = "reported"


def _games_kept(outcomes: list[str], losses_a: int, losses_b: int, best_of: int) -> tuple[int, bool]:
    """How many of the games played (side a's outcomes, in order) stay part of a match after its game-loss
    penalties (each a game won by the opponent, counted first), and whether they decide it."""
    from desktop.tournament.results import games_to_win

    need = games_to_win(best_of)
    wins_a, wins_b = losses_b, losses_a
    kept = 0
    for outcome in outcomes:
        if wins_a >= need or wins_b >= need or kept + losses_a + losses_b >= best_of:
            break
        kept += 1
        if outcome == T.Outcome.WIN.value:
            wins_a += 1
        elif outcome == T.Outcome.LOSS.value:
            wins_b += 1
    return kept, wins_a >= need or wins_b >= need


def _penalised(lm: Any, kind: str, side: str, best_of: int) -> Any:
    """The logic's match ``lm`` (reported) after a game or match loss against ``side``: what
    :func:`add_penalty` writes, for the correction check before it is written."""
    if kind == "match_loss":
        sides = sorted({s.value for s in lm.match_loss} | {side})
        return replace(lm, kind=T.MatchKind.PLAYED, match_loss=tuple(T.Side(c) for c in sides))
    losses_a = lm.game_losses_a + (side == "a")
    losses_b = lm.game_losses_b + (side == "b")
    lm = replace(lm, game_losses_a=losses_a, game_losses_b=losses_b)
    if lm.kind != T.MatchKind.PLAYED or lm.match_loss or lm.b is None:
        return lm
    kept, _ = _games_kept([str(g.outcome_a) for g in lm.games], losses_a, losses_b, best_of)
    return replace(lm, games=lm.games[:kept])


# --- requested byes -----------------------------------------------------------------------------------


def _bye_settings(ev: EventRow) -> dict[str, Any]:
    return {
        **REQUESTED_BYE_DEFAULTS,
        **{k: v for k, v in (ev.options or {}).items() if k in REQUESTED_BYE_DEFAULTS},
    }


def _swiss_rounds(session: Session, ev: EventRow) -> list[tuple[int, int]]:
    """The round numbers (first, last) of each Swiss stage whose rounds are known now: stages run in
    order and continue the numbering, so a stage after one of unknown length (a bracket) is not."""
    stages = session.scalars(select(StageRow).where(StageRow.event_id == ev.id).order_by(StageRow.position))
    played = dict(
        session.execute(
            select(RoundRow.stage_id, func.count())
            .where(RoundRow.event_id == ev.id)
            .group_by(RoundRow.stage_id)
        ).all()
    )
    out: list[tuple[int, int]] = []
    start = 1
    for st in stages:
        cfg = st.config or {}
        if st.status == "finished":
            count = int(played.get(st.id, 0))
        elif st.kind == "swiss":
            count = int(cfg.get("rounds") or 0)
            if not count:  # not started, no number of rounds given: the default for the field
                players = session.scalar(
                    select(func.count()).where(
                        RegistrationRow.event_id == ev.id, RegistrationRow.status == "registered"
                    )
                )
                count = int(T.suggested_swiss_rounds(max(2, int(players or 0))))
        elif st.kind == "round_robin" and cfg.get("schedule"):
            count = len(cfg["schedule"])
        else:
            break
        if st.kind == "swiss":
            out.append((start, start + count - 1))
        start += count
    return out


def _bye_record(
    session: Session, ev: EventRow, row: RequestedByeRow, discarded: int | None
) -> RequestedByeRecord:
    reg = _registration(session, row.registration_id)
    points = str(_bye_settings(ev)["requested_bye_points"])
    return RequestedByeRecord(row.id, ev.id, reg.id, reg.name, row.round_number, points, discarded)


def _bye_round(session: Session, ev: EventRow, round_number: Any) -> RoundRow | None:
    """Check that round ``round_number`` is still to be paired (a draft at most); returns its draft."""
    if isinstance(round_number, bool) or not isinstance(round_number, int) or round_number < 1:
        raise RegistrationError("a round number is a whole number from 1")
    rounds = session.scalars(
        select(RoundRow).where(RoundRow.event_id == ev.id, RoundRow.number >= round_number)
    ).all()
    if any(r.status != "draft" for r in rounds):
        raise RegistrationError(
            "round {round} is already published: a requested bye for it can no longer change "
            "(undo the round first)",
            round=round_number,
        )
    return next((r for r in rounds if r.number == round_number), None)


def request_bye(
    db: Database, event_id: int, player: int, round_number: int, *, who: str | None = None
) -> RequestedByeRecord:
    """A player asks to sit out round ``round_number`` (of a Swiss stage): that round is paired
    without them and scores them the draw points or nothing (the event's ``requested_bye_points``).
    Refused over the event's ``max_requested_byes`` per player, in the last ``no_requested_byes_last``
    rounds of the Swiss stage, and once the round is published. A draft of that round is discarded
    (pair it again)."""
    who = _who(who)
    with db.begin() as session:
        ev = _event(session, event_id)
        if ev.status == "finished":
            raise RegistrationError("the event is finished")
        reg = _registration(session, player)
        if reg.event_id != ev.id:
            raise RegistrationError("{name} is not registered in this event", name=reg.name)
        if reg.status != "registered":
            raise RegistrationError("{name} has left the event ({status})", name=reg.name, status=reg.status)
        draft = _bye_round(session, ev, round_number)
        settings = _bye_settings(ev)
        stage = next((r for r in _swiss_rounds(session, ev) if r[0] <= round_number <= r[1]), None)
        if stage is None:
            raise RegistrationError(
                "round {round} is not a round of a Swiss stage: only Swiss rounds have requested byes",
                round=round_number,
            )
        last_n = int(settings["no_requested_byes_last"])
        if last_n and round_number > stage[1] - last_n:
            raise RegistrationError(
                "no bye can be requested in the last rounds of the Swiss stage: from round {first} on "
                "(round {round} is one of them)",
                first=max(stage[0], stage[1] - last_n + 1),
                round=round_number,
            )
        mine = session.scalars(select(RequestedByeRow).where(RequestedByeRow.registration_id == reg.id)).all()
        if any(r.round_number == round_number for r in mine):
            raise RegistrationError(
                "{name} has already asked for a bye in round {round}", name=reg.name, round=round_number
            )
        most = int(settings["max_requested_byes"])
        if most == 0:
            raise RegistrationError("this event allows no requested byes")
        if len(mine) >= most:
            raise RegistrationError(
                "{name} has had every requested bye the event allows (at most {max} per player)",
                name=reg.name,
                max=most,
            )
        discarded = None
        if draft is not None:
            discarded = _discard_draft(session, ev.id)
        row = RequestedByeRow(
            event_id=ev.id, registration_id=reg.id, round_number=round_number, created_by=who
        )
        session.add(row)
        session.flush()
        return _bye_record(session, ev, row, discarded)


def cancel_requested_bye(
    db: Database, event_id: int, player: int, round_number: int, *, who: str | None = None
) -> RequestedByeRecord:
    """Take back a requested bye before its round is published (a draft of it is discarded)."""
    _who(who)
    with db.begin() as session:
        ev = _event(session, event_id)
        reg = _registration(session, player)
        if reg.event_id != ev.id:
            raise RegistrationError("{name} is not registered in this event", name=reg.name)
        row = session.scalar(
            select(RequestedByeRow).where(
                RequestedByeRow.registration_id == reg.id, RequestedByeRow.round_number == round_number
            )
        )
        if row is None:
            raise RegistrationError(
                "{name} has not asked for a bye in round {round}", name=reg.name, round=round_number
            )
        draft = _bye_round(session, ev, round_number)
        discarded = _discard_draft(session, ev.id) if draft is not None else None
        record = _bye_record(session, ev, row, discarded)
        session.delete(row)
        session.flush()
        return record


def list_requested_byes(db: Database, event_id: int) -> list[RequestedByeRecord]:
    """The event's requested byes, by round then name."""
    with db.read() as session:
        ev = _event(session, event_id)
        rows = session.scalars(select(RequestedByeRow).where(RequestedByeRow.event_id == ev.id)).all()
        out = [_bye_record(session, ev, r, None) for r in rows]
        return sorted(out, key=lambda r: (r.round_number, name_key(r.name), r.id))


# --- "never pair these two" -----------------------------------------------------------------------------


def _pair_rows(session: Session, event_id: int, a: int, b: int) -> tuple[RegistrationRow, RegistrationRow]:
    if a == b:
        raise RegistrationError("choose two different players")
    ra, rb = _registration(session, a), _registration(session, b)
    if ra.event_id != event_id or rb.event_id != event_id:
        raise RegistrationError("both players must be registered in this event")
    return (ra, rb) if ra.id < rb.id else (rb, ra)


def avoid_pair(db: Database, event_id: int, a: int, b: int, *, who: str | None = None) -> list[tuple[str, str]]:
    """The organiser's "never pair these two" (family, one car): the Swiss pairing keeps registrations
    ``a`` and ``b`` apart from the next pairing on, whenever any pairing can. A draft round is
    discarded (pair it again). Returns the event's pairs (names)."""
    from database.models.tournament import AvoidedPairRow

    who = _who(who)
    with db.begin() as session:
        _event(session, event_id)
        ra, rb = _pair_rows(session, event_id, a, b)
        exists = session.scalar(
            select(AvoidedPairRow.id).where(AvoidedPairRow.reg_a_id == ra.id, AvoidedPairRow.reg_b_id == rb.id)
        )
        if exists is None:
            session.add(AvoidedPairRow(event_id=event_id, reg_a_id=ra.id, reg_b_id=rb.id, created_by=who))
            _discard_draft(session, event_id)
        session.flush()
        return _avoided_names(session, event_id)


def remove_avoided_pair(db: Database, event_id: int, a: int, b: int) -> list[tuple[str, str]]:
    """Take back a "never pair these two" (a draft round is discarded). Returns the event's pairs."""
    from database.models.tournament import AvoidedPairRow

    with db.begin() as session:
        _event(session, event_id)
        ra, rb = _pair_rows(session, event_id, a, b)
        row = session.scalars(
            select(AvoidedPairRow).where(AvoidedPairRow.reg_a_id == ra.id, AvoidedPairRow.reg_b_id == rb.id)
        ).first()
        if row is None:
            raise RegistrationError("{a} and {b} are not kept apart: they may already be paired", a=ra.name, b=rb.name)
        session.delete(row)
        _discard_draft(session, event_id)
        session.flush()
        return _avoided_names(session, event_id)


def list_avoided_pairs(db: Database, event_id: int) -> list[tuple[str, str]]:
    """The event's "never pair these two" pairs, as players' names."""
    with db.read() as session:
        _event(session, event_id)
        return _avoided_names(session, event_id)


def avoided_pair_ids(db: Database, event_id: int) -> list[tuple[int, int]]:
    """The event's "never pair these two" pairs, as registration ids (the lower first)."""
    from database.models.tournament import AvoidedPairRow

    with db.read() as session:
        rows = session.execute(
            select(AvoidedPairRow.reg_a_id, AvoidedPairRow.reg_b_id)
            .where(AvoidedPairRow.event_id == event_id)
            .order_by(AvoidedPairRow.id)
        )
        return [(int(x), int(y)) for x, y in rows]


def _avoided_names(session: Session, event_id: int) -> list[tuple[str, str]]:
    from database.models.tournament import AvoidedPairRow

    rows = session.scalars(
        select(AvoidedPairRow).where(AvoidedPairRow.event_id == event_id).order_by(AvoidedPairRow.id)
    ).all()
    names = {
        r.id: r.name
        for r in session.scalars(select(RegistrationRow).where(RegistrationRow.event_id == event_id))
    }
    return [(names.get(r.reg_a_id, "?"), names.get(r.reg_b_id, "?")) for r in rows]
