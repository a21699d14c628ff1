"""Results: entering, correcting and clearing a match's result (audited, version-checked), the
match by its code, its history.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from sqlalchemy import select, text
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from database.engine import Database
from database.models.tournament import EventRow, MatchRow, ResultAuditRow, RoundRow
from desktop.games import registry
from desktop.services import result_store, validation
from desktop.services.tournament_common import (
    SPECIAL_RESULTS,
    TIME_NOT_UP,
    EventNotFoundError,
    GameView,
    MatchView,
    ResultEntryError,
    StaleResultError,
    T,
    TournamentError,
    _audit,
    _check_version,
    _conflict,
    _discard_draft_after,
    _event,
    _game,
    _match,
    _match_state,
    _scoring,
    _sides,
    _touch,
    _who,
    match_view_of,
    normalise_code,
)
from desktop.services.tournament_context import (  # the correction checks, shared with penalties
    CutChangedError,
    LaterMatchesError,
    _apply_effects,
    _check_correction,
    _Context,
    settle_event_status,
)

_log = logging.getLogger(__name__)

__all__ = [
    "score_game",
    "record_result",
    "record_special_result",
    "clear_result",
    "get_match",
    "match_by_code",
    "result_history",
    "LaterMatchesError",
    "CutChangedError",
]


def _apply_clock(
    session: Session,
    ev: EventRow,
    rnd: RoundRow,
    games: list[dict[str, Any]],
    confirm: bool,
    match_id: int | None = None,
) -> list[dict[str, Any]]:
    from desktop.services.tournament_clock import clock_state

    if not any("ended" not in g or g.get("ended") == "time_called" for g in games):
        return games
    view = clock_state(session, ev, rnd)
    if not view.started_at:
        return games
    # a table given extra time (extend_table) is up at its own end
    remaining = view.table_remaining(match_id) if match_id is not None else view.remaining_seconds
    if remaining <= 0:
        return [g if "ended" in g else {**g, "ended": "time_called"} for g in games]
    if any(g.get("ended") == "time_called" for g in games) and not confirm:
        raise ResultEntryError(
            TIME_NOT_UP,
            "ended",
            minutes=max(0, remaining) // 60,
        )
    return games


def _check_no_show(session: Session, ev: EventRow, rnd: RoundRow) -> None:
    from desktop.services.tournament_clock import clock_state

    view = clock_state(session, ev, rnd)
    minutes = int((ev.options or {}).get("no_show_minutes", 10))
    if view.started_at and view.elapsed_seconds < minutes * 60:
        raise ResultEntryError(
            "a no-show counts {minutes} minutes after the round's start ({left} min to go)",
            "kind",
            minutes=minutes,
            left=(minutes * 60 - view.elapsed_seconds + 59) // 60,
        )


def _stale_after_race(db: Database, match_id: int) -> StaleResultError:
    """A server database's version check failed at the UPDATE: read who won the race."""
    with db.read() as session:
        m = session.get(MatchRow, match_id)
        if m is None:
            return StaleResultError(f"match {match_id}", "", "", "deleted", 0)
        return _conflict(m)


def score_game(game: registry.GameInfo, result: Mapping[str, Any], number: int) -> registry.ScoredResult:
    try:
        return game.score_result(result)
    except registry.ResultError as exc:
        from desktop.games.catalog_schema import Label

        # the reason as the game words it; the desk shows it translated ("GameResults" context)
        reason = Label(str(exc), "result", exc.message)
        raise ResultEntryError(
            "game {number}: {reason}", exc.field, number, number=number, reason=reason
        ) from exc
    except (KeyError, TypeError, ValueError) as exc:
        raise ResultEntryError(
            "game {number}: incomplete result ({reason})", "", number, number=number, reason=str(exc)
        ) from exc


def _editable(session: Session, m: MatchRow) -> RoundRow:
    rnd = session.get(RoundRow, m.round_id)
    assert rnd is not None
    if rnd.status == "draft":
        raise ResultEntryError("round {n} is not published yet", n=rnd.number)
    if m.kind in ("bye", "no_opponent"):  # MatchKind.BYE / NO_OPPONENT (no solver import for a refusal)
        raise ResultEntryError("a bye or a missed round has no result to enter")
    return rnd


def record_result(
    db: Database,
    match_id: int,
    games: Sequence[Mapping[str, Any]],
    *,
    concession: str | None = None,
    who: str | None = None,
    expected_version: int | None = None,
    confirm_time_called: bool = False,
    void_later: bool = False,
    keep_cut: bool = False,
) -> MatchView:
    """Enter (or correct) a match's result: one game-specific result dict per game played.

    With a round clock: once time is up a game without ``ended`` ended by ``time_called``; a
    ``time_called`` game entered before time is up needs ``confirm_time_called``.

    Each game is scored through the game registry; the match result follows from the games under
    the event's scoring (a drawn elimination match goes to the higher seed).  ``concession`` ("a" or
    "b") is the side that conceded.  A correction is audited (who, when, old -> new).  With
    ``expected_version`` a stale edit (someone else changed the match since) is refused.

    A correction that changes who goes on in a bracket whose later matches are paired is refused
    (:class:`LaterMatchesError`) unless ``void_later``: those matches are then voided and the bracket
    pairs them again; one that changes the standings a started stage's cut was drawn from is refused
    (:class:`CutChangedError`) unless ``keep_cut`` (the bracket keeps its seeds; audited either way).

    The hot path of a round (desktop/services/result_store.py): one short transaction of a few Core
    statements, the event's settings cached by its version; everything is validated and scored
    before the first write, and the view is built after the commit."""
    who = _who(who)

    def decide(tx: result_store.ResultTransaction) -> Any:
        rec = tx.rec
        if rec is None:
            raise TournamentError("there is no match {match}", match=match_id)
        if expected_version is not None and rec.version != expected_version:
            raise _conflict(tx.session().get(MatchRow, match_id))
        ev = tx.event()
        if ev is None:
            raise EventNotFoundError("there is no event {event}", event=rec.event_id)
        game = _game(ev.game)
        if len(games) > 3:
            raise ResultEntryError("a match has at most 3 games")
        try:  # the one validation module, before anything else (and before the tournament logic loads)
            entered = [validation.check_result_fields(game, r, i + 1) for i, r in enumerate(games)]
        except validation.TextProblem as exc:
            raise ResultEntryError(exc.template, exc.field, None, **exc.params) from exc
        if rec.round_status == "draft":
            raise ResultEntryError("round {n} is not published yet", n=rec.round_number)
        if rec.kind in ("bye", "no_opponent"):  # MatchKind.BYE / NO_OPPONENT (no solver import)
            raise ResultEntryError("a bye or a missed round has no result to enter")
        if not entered and concession is None and not (rec.game_losses_a or rec.game_losses_b):
            raise ResultEntryError("enter at least one game (or a concession)")
        if any("ended" not in g or g.get("ended") == "time_called" for g in entered):  # the clock decides
            s = tx.session()
            ev_row, rnd_row = s.get(EventRow, rec.event_id), s.get(RoundRow, rec.round_id)
            assert ev_row is not None and rnd_row is not None
            entered = _apply_clock(s, ev_row, rnd_row, entered, confirm_time_called, rec.id)
        scored = [score_game(game, dict(r), i + 1) for i, r in enumerate(entered)]
        logic_games = [T.Game(T.Outcome(s.outcome_a.value), s.secondary_a, s.secondary_b) for s in scored]
        problems = T.validate_games(
            logic_games, ev.best_of, game_losses_a=rec.game_losses_a, game_losses_b=rec.game_losses_b
        )
        if problems:
            raise ResultEntryError(problems[0].message, problems[0].field)
        if concession not in (None, "a", "b"):
            raise ResultEntryError("the conceding side is 'a' or 'b'", "concession")
        rows = [
            (dict(r), s.outcome_a.value, s.secondary_a, s.secondary_b)
            for r, s in zip(entered, scored, strict=True)
        ]
        kind = T.MatchKind.PLAYED.value
        winner = {"a": "b", "b": "a"}.get(concession or "", "")
        reason = "concession" if concession else ""
        discarded = effects = None
        if rec.status == "reported":  # a correction: a draft paired on the old result is discarded
            effects = _check_correction(
                tx.session(),
                rec.id,
                lambda old: replace(
                    old,
                    kind=T.MatchKind(kind),
                    games=tuple(logic_games),
                    winner=_sides().get(winner),
                    reason=reason,
                ),
                void_later=void_later,
                keep_cut=keep_cut,
            )
            discarded = _discard_draft_after(tx.session(), rec.event_id, rec.round_id)
        voiding = effects is not None and bool(effects.later)
        written = tx.write(
            kind=kind,
            winner=winner,
            reason=reason,
            status="reported",
            started=True,
            who=who,
            action="correction" if rec.status == "reported" else "result",
            games=rows,
            topics=_RESULTS
            if rec.kind == kind and discarded is None and not voiding
            else _RESULTS_AND_PAIRINGS,
        )
        after = _apply_effects(tx.session(), rec.id, effects, who) if effects is not None else ((), None)
        return rec, ev, kind, winner, reason, written, rows, discarded, after

    try:
        rec, ev, kind, winner, reason, written, rows, discarded, after = result_store.run(
            db, match_id, decide
        )
    except result_store.StaleWrite as exc:  # a server desk's write won the race at the UPDATE
        raise _stale_after_race(db, match_id) from exc
    view = _view_after_write(rec, ev, kind, winner, reason, written.version, rows)
    try:  # the result is committed: nothing failing now may make it look refused (a desk would enter it
        # again); the event's status is settled by the next change or pairing instead
        status, version = _settle_after_result(db, rec.event_id, rec.round_id)
    except Exception:  # noqa: BLE001 - logged; the committed result stands
        _log.warning("the event's status after match %s was not settled", match_id, exc_info=True)
        status, version = None, None
    return replace(
        view,
        draft_discarded=discarded,
        event_status=status,
        event_version=version,
        voided_later=after[0],
        cut_kept=after[1],
    )


def _settle_after_result(db: Database, event_id: int, round_id: int) -> tuple[str | None, int | None]:
    """After a result entered on the hot path: while a match of the same round still waits for its
    result (one statement on a plain connection), nothing can have finished the event (a change that
    reopened it settled it then) and (None, None) says so; else the one decision
    (:func:`~desktop.services.tournament_context.settle_event_status`) in a short write."""
    if db.is_sqlite:  # the pool's DBAPI connection, as the hot path reads (result_store._sqlite_decided)
        raw = db.engine.raw_connection()
        try:
            cur = raw.cursor()
            try:
                waiting = cur.execute(_WAITING_SQL, (round_id,)).fetchone()
            finally:
                cur.close()
        finally:
            raw.close()
    else:
        with db.engine.connect() as conn:
            waiting = conn.execute(_WAITING, {"round_id": round_id}).first()
    if waiting is not None:
        return None, None
    with db.begin() as session:
        return _settle(session, event_id)


_WAITING = text("SELECT 1 FROM matches WHERE round_id = :round_id AND status = 'pending' LIMIT 1")
_WAITING_SQL = "SELECT 1 FROM matches WHERE round_id = ? AND status = 'pending' LIMIT 1"


_RESULTS = frozenset({"results"})
_RESULTS_AND_PAIRINGS = frozenset({"results", "pairings"})


def _view_after_write(
    rec: Any,
    ev: result_store.EventInfo,
    kind: str,
    winner: str,
    reason: str,
    version: int,
    games: Sequence[tuple[dict[str, Any], str, float, float]],
) -> MatchView:
    """The view of a match just written (what ``get_match`` reads back), from the row as read in
    the write's transaction: no second read."""
    lm = T.Match(
        rec.round_number,
        rec.reg_a_id,
        rec.reg_b_id,
        T.MatchKind(kind),
        tuple(T.Game(T.Outcome(oa), sa, sb) for _, oa, sa, sb in games),
        _sides().get(winner),
        rec.game_losses_a,
        rec.game_losses_b,
        tuple(T.Side(c) for c in rec.match_loss) if rec.match_loss else (),
        rec.stage_kind.endswith("elimination"),
        T.Side.B if rec.higher_seed == "b" else T.Side.A,
        reason,
        rec.id,
        rec.stage_position,
    )
    sc = T.score_match(lm, _scoring(ev), ev.best_of)
    return match_view_of(
        rec,
        round_number=rec.round_number,
        a_name=rec.name_a or "",
        b_name=rec.name_b or "",
        games=tuple(GameView(i + 1, dict(r), oa, sa, sb) for i, (r, oa, sa, sb) in enumerate(games)),
        score=sc,
        kind=kind,
        status="reported",
        winner=winner,
        reason=reason,
        version=version,
    )


def record_special_result(
    db: Database,
    match_id: int,
    kind: str,
    *,
    winner: str | None = None,
    who: str | None = None,
    expected_version: int | None = None,
    force: bool = False,
    void_later: bool = False,
    keep_cut: bool = False,
) -> MatchView:
    """A result without games: ``forfeit`` / ``no_show`` (``winner`` wins; a no-show is a loss after
    the event's no-show minutes (the event setting ``no_show_minutes``, counted from the start of the
    round's clock); ``force``: the organiser records it before then), ``double_loss``,
    ``intentional_draw``, ``concession`` (``winner`` is the side that did not concede).  In a bracket a
    forfeit is a walkover.  ``void_later``, ``keep_cut``: as :func:`record_result` says for a correction."""
    who = _who(who)
    if kind not in SPECIAL_RESULTS:
        raise ResultEntryError(f"unknown result kind {kind!r}; use one of {', '.join(SPECIAL_RESULTS)}")
    with db.begin() as session:
        m = _match(session, match_id)
        _check_version(m, expected_version)
        rnd = _editable(session, m)
        if m.reg_b_id is None:
            raise ResultEntryError("this match has only one player")
        if kind == "no_show" and not force:
            _check_no_show(session, _event(session, m.event_id), rnd)
        old = _match_state(m)
        action = "correction" if m.status == "reported" else "result"
        if kind in ("forfeit", "no_show", "concession") and winner not in ("a", "b"):
            raise ResultEntryError("say which side wins ('a' or 'b')", "winner")
        if kind in ("double_loss", "intentional_draw") and winner:
            raise ResultEntryError(
                "a {kind} has no winner; leave the winner out", "winner", kind=kind.replace("_", " ")
            )
        effects = None
        if m.status == "reported" and not (m.bracket_slot and kind in ("double_loss", "intentional_draw")):
            new_kind = {
                "forfeit": T.MatchKind.FORFEIT,
                "no_show": T.MatchKind.FORFEIT,
                "concession": T.MatchKind.PLAYED,
                "double_loss": T.MatchKind.DOUBLE_LOSS,
            }.get(kind, T.MatchKind.INTENTIONAL_DRAW)
            effects = _check_correction(
                session,
                m.id,
                lambda lm: replace(
                    lm,
                    kind=new_kind,
                    games=(),
                    winner=_sides().get(winner or ""),
                    game_losses_a=0,
                    game_losses_b=0,
                    match_loss=(),
                    reason="concession" if kind == "concession" else kind,
                ),
                void_later=void_later,
                keep_cut=keep_cut,
            )
        m.games.clear()
        m.game_losses_a = m.game_losses_b = 0
        m.match_loss = ""
        if kind in ("forfeit", "no_show"):
            m.kind = T.MatchKind.FORFEIT.value
            m.winner = winner or ""
            m.reason = "walkover" if m.bracket_slot and kind == "forfeit" else kind
        elif kind == "concession":
            m.kind = T.MatchKind.PLAYED.value
            m.winner = winner or ""
            m.reason = "concession"
        elif kind == "double_loss":
            if m.bracket_slot:
                raise ResultEntryError("a bracket match needs a winner; a double loss is not possible there")
            m.kind = T.MatchKind.DOUBLE_LOSS.value
            m.winner = ""
            m.reason = kind
        else:
            if m.bracket_slot:
                raise ResultEntryError("an elimination match cannot end in an intentional draw")
            m.kind = T.MatchKind.INTENTIONAL_DRAW.value
            m.winner = ""
            m.reason = kind
        m.status = "reported"
        _touch(m, who)
        discarded = _discard_draft_after(session, m.event_id, m.round_id)
        try:
            session.flush()
        except StaleDataError as exc:
            raise _stale_after_race(db, m.id) from exc
        _audit(session, m, who, action, old)
        voided, kept = _apply_effects(session, m.id, effects, who)
        status, version = _settle(session, m.event_id)
        return replace(
            _Context.for_match(session, m).match_view(m),
            draft_discarded=discarded,
            event_status=status,
            event_version=version,
            voided_later=voided,
            cut_kept=kept,
        )


def clear_result(
    db: Database,
    match_id: int,
    *,
    who: str | None = None,
    expected_version: int | None = None,
    void_later: bool = False,
    keep_cut: bool = False,
) -> MatchView:
    """Remove a match's result (audited).  ``void_later``, ``keep_cut``: as :func:`record_result` says
    for a correction (a cleared bracket match's later matches no longer have their player)."""
    who = _who(who)
    with db.begin() as session:
        m = _match(session, match_id)
        _check_version(m, expected_version)
        _editable(session, m)
        old = _match_state(m)
        effects = None
        if m.status == "reported":
            effects = _check_correction(
                session, m.id, lambda lm: None, void_later=void_later, keep_cut=keep_cut
            )
        m.games.clear()
        m.kind = T.MatchKind.PLAYED.value
        m.winner = ""
        m.reason = ""
        m.game_losses_a = m.game_losses_b = 0
        m.match_loss = ""
        m.status = "pending"
        _touch(m, who)
        discarded = _discard_draft_after(session, m.event_id, m.round_id)
        try:
            session.flush()
        except StaleDataError as exc:
            raise _stale_after_race(db, m.id) from exc
        _audit(session, m, who, "cleared", old)
        voided, kept = _apply_effects(session, m.id, effects, who)
        status, version = _settle(session, m.event_id)
        return replace(
            _Context.for_match(session, m).match_view(m),
            draft_discarded=discarded,
            event_status=status,
            event_version=version,
            voided_later=voided,
            cut_kept=kept,
        )


def _settle(session: Session, event_id: int) -> tuple[str, int]:
    """The event's status after a change to its results, and its version then."""
    status = settle_event_status(session, event_id)
    ev = session.get(EventRow, event_id)
    return status, int(ev.version) if ev is not None else 0


def get_match(db: Database, match_id: int) -> MatchView:
    with db.read() as session:
        m = _match(session, match_id)
        return _Context.for_match(session, m).match_view(m)


def match_by_code(db: Database, code: str) -> MatchView:
    """The match a printed (or scanned) match code identifies."""
    with db.read() as session:
        m = session.scalar(select(MatchRow).where(MatchRow.code == normalise_code(code)))
        if m is None:
            raise TournamentError("no match has the code {code!r}", code=str(code)[:40])
        return _Context.for_match(session, m).match_view(m)


def result_history(db: Database, match_id: int) -> list[dict[str, Any]]:
    """The audit trail of a match: who, when, action, old -> new."""
    with db.read() as session:
        rows = session.scalars(
            select(ResultAuditRow).where(ResultAuditRow.match_id == match_id).order_by(ResultAuditRow.id)
        )
        return [
            {
                "at": r.at.isoformat(timespec="seconds"),
                "who": r.who,
                "action": r.action,
                "old": r.old,
                "new": r.new,
            }
            for r in rows
        ]
