"""The read behind ``event publish`` (issue 26): the whole event as the published pages show it, in one
transaction of a few Core queries (one per table: the event, its stages, registrations, rounds,
matches, the games' outcomes, the current round's clock), with no ORM objects (no mapper set-up, no
identity map, no result fields decoded: the pages show match points, not games).

The standings are the event's one ranking (:func:`~desktop.services.tournament_standings._event_ranking`,
what ``event_ranking`` and ``load_event`` return) computed on these rows, and each reported match's
logic is built once and shared by its view and the ranking, as in ``load_event``. The views are those
of ``load_event`` except that a match view carries no games (``games`` is empty) and a draft round none
of its matches (the pages never show a draft). ``tests/web/test_web_publish_bulk_read.py`` pins the
published site to the one built from the services' full read (:func:`desktop.web.site.load_site`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import select

from database.engine import Database
from database.models.tournament import (
    EventRow,
    GameResultRow,
    MatchRow,
    RegistrationRow,
    RoundClockRow,
    RoundRow,
    StageRow,
)
from desktop.services.tournament_common import (
    EventDetail,
    EventNotFoundError,
    EventSummary,
    EventView,
    MatchView,
    RoundView,
    T,
    _reg_record,
    match_view_of,
)
from desktop.services.tournament_context import _Context
from desktop.services.tournament_standings import _event_ranking

__all__ = ["read_event"]


def read_event(db: Database, event_id: int) -> tuple[EventView, Any | None]:
    """The event for publishing, and its current round's clock (a
    :class:`~desktop.services.tournament_clock.ClockView`; None before a round is published)."""
    et, st, rt, nt, mt, gt = (
        t.__table__ for t in (EventRow, StageRow, RegistrationRow, RoundRow, MatchRow, GameResultRow)
    )
    with db.engine.connect() as conn, conn.begin():
        ev = conn.execute(select(et).where(et.c.id == event_id)).first()
        if ev is None:
            raise EventNotFoundError("there is no event {event}", event=event_id)
        stages = {s.id: s for s in conn.execute(select(st).where(st.c.event_id == event_id))}
        regs = {r.id: r for r in conn.execute(select(rt).where(rt.c.event_id == event_id))}
        rounds = {r.id: r for r in conn.execute(select(nt).where(nt.c.event_id == event_id))}
        matches = list(conn.execute(select(mt).where(mt.c.event_id == event_id).order_by(mt.c.id)))
        games: dict[int, list[Any]] = {}
        q = (
            select(gt.c.match_id, gt.c.outcome_a, gt.c.secondary_a, gt.c.secondary_b)
            .join(mt, mt.c.id == gt.c.match_id)
            .where(mt.c.event_id == event_id, mt.c.status == "reported")
            .order_by(gt.c.match_id, gt.c.number)
        )
        for g in conn.execute(q):
            games.setdefault(g.match_id, []).append(g)
        published = [r for r in rounds.values() if r.status != "draft"]
        current = max(published, key=lambda r: r.number, default=None)
        clock_row = None
        if current is not None:
            ct = RoundClockRow.__table__
            clock_row = conn.execute(select(ct).where(ct.c.round_id == current.id)).first()
    ctx = _Context.of_rows(ev, regs, stages, rounds)
    ctx.logic_kept = {}  # each reported match's logic, built for its view, is reused by the ranking
    views = _round_views(ctx, matches, games)
    view = EventView(
        detail=_detail(ev, stages.values(), regs, rounds.values()),
        registrations=tuple(_reg_record(r) for r in sorted(regs.values(), key=lambda r: r.id)),
        rounds=views,
        standings=_event_ranking(ctx, matches, games),
    )
    clock = None
    if current is not None:
        from desktop.services.tournament_clock import _view

        clock = _view(ev, current, clock_row)
    return view, clock


def _detail(ev: Any, stages: Any, regs: dict[int, Any], rounds: Any) -> EventDetail:
    """As ``tournament_common._detail`` builds it, from the rows already read."""
    summary = EventSummary(
        ev.id,
        ev.name,
        ev.date,
        ev.game,
        ev.status,
        len(regs),
        max((r.number for r in rounds), default=0),
        ev.version,
    )
    return EventDetail(
        summary=summary,
        venue=ev.venue,
        organiser=ev.organiser,
        game_settings=dict(ev.game_settings or {}),
        best_of=ev.best_of,
        round_minutes=ev.round_minutes,
        scoring=dict(ev.scoring or {}),
        tiebreaks=tuple(ev.tiebreaks or ()),
        options=dict(ev.options or {}),
        seed=ev.seed,
        stages=tuple(
            {"id": s.id, "position": s.position, "kind": s.kind, "status": s.status, **(s.config or {})}
            for s in sorted(stages, key=lambda s: s.position)
        ),
    )


def _round_views(ctx: _Context, matches: Sequence[Any], games: dict[int, list[Any]]) -> tuple[RoundView, ...]:
    """Every round in number order with its matches by table (``tournament_context._round_views``'s
    order), each match's points scored by the logic."""
    by_round: dict[int, list[Any]] = {}
    for m in matches:
        by_round.setdefault(m.round_id, []).append(m)
    names = {r.id: r.name for r in ctx.regs.values()}
    scoring, best_of, kept = ctx.scoring, ctx.ev.best_of, ctx.logic_kept
    assert kept is not None
    views = []
    for rnd in sorted(ctx.rounds.values(), key=lambda r: r.number):
        stage = ctx.stages[rnd.stage_id]
        out: list[MatchView] = []
        if rnd.status != "draft":
            ms = sorted(by_round.get(rnd.id, []), key=lambda m: (m.table_no is None, m.table_no or 0, m.id))
            for m in ms:
                score = None
                if m.status == "reported":
                    lm = ctx.logic_match(
                        m,
                        [T.Game(T.Outcome(g.outcome_a), g.secondary_a, g.secondary_b) for g in games.get(m.id, ())],
                    )
                    kept[m.id] = lm
                    score = T.score_match(lm, scoring, best_of)
                out.append(
                    match_view_of(
                        m,
                        round_number=rnd.number,
                        a_name=names[m.reg_a_id],
                        b_name=names.get(m.reg_b_id, "") if m.reg_b_id is not None else "",
                        games=(),
                        score=score,
                    )
                )
        views.append(
            RoundView(rnd.id, rnd.number, stage.position, stage.kind, rnd.status, tuple(out), dict(rnd.report or {}), rnd.version)
        )
    return tuple(views)
