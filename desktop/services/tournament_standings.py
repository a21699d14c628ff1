"""Standings (of the event, of a stage, after a round) and the whole event in one read."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from database.engine import Database
from database.models.tournament import GameResultRow, MatchRow, StageRow
from desktop.services.tournament_common import (
    EventView,
    StandingLine,
    StandingsView,
    T,
    TournamentError,
    _detail,
    _reg_record,
    _tiebreaks,
    name_key,
)
from desktop.services.tournament_context import _all_matches, _Context, _round_views, reported_logic_matches

if TYPE_CHECKING:
    from desktop.tournament import Match

__all__ = [
    "standings",
    "standings_by_round",
    "load_event",
]


def _fmt(value: Any) -> str:
    from fractions import Fraction

    if isinstance(value, Fraction):
        return f"{float(value):.4f}"
    if isinstance(value, float):
        return f"{value:g}"
    return str(value)


def _standings_view(
    ctx: _Context,
    matches: Sequence[MatchRow],
    games: Mapping[int, Sequence[GameResultRow]],
    stage: StageRow | None = None,
    after_round: int | None = None,
) -> StandingsView:
    logic = reported_logic_matches(ctx, matches, games, stage.id if stage else None)
    if after_round is not None:
        logic = [m for m in logic if m.round <= after_round]
    tbs = _tiebreaks(ctx.ev, stage.kind if stage is not None else None)
    if stage is not None and stage.kind == "round_robin" and not ctx.ev.tiebreaks:
        tbs = T.default_tiebreaks("round_robin")
    entrants = [
        T.Entrant(r.id, dropped=r.status != "registered", disqualified=r.status == "disqualified")
        for r in ctx.regs.values()
    ]
    if stage is not None:
        involved = {p for m in logic for p in m.players()}
        entrants = [e for e in entrants if e.id in involved or stage.position == 1]
    rows = T.compute_standings(
        entrants, logic, scoring=ctx.scoring, best_of=ctx.ev.best_of, tiebreaks=tbs, seed=ctx.ev.seed
    )
    lines = tuple(
        StandingLine(
            r.rank,
            r.player,
            ctx.regs[r.player].name,
            ctx.regs[r.player].club,
            r.points,
            r.record.wins,
            r.record.draws,
            r.record.losses,
            r.record.byes,
            {t.value: _fmt(v) for t, v in r.tiebreaks.items() if t in tbs},
            r.dropped,
            r.disqualified,
            r.separated_by.value if r.separated_by else "",
        )
        for r in rows
    )
    if stage is not None and stage.kind.endswith("elimination"):
        lines = _bracket_places(ctx, stage, logic, matches, lines, games, after_round)
    elif stage is None and logic:
        lines = _event_places(ctx, matches, games, lines, after_round)
    from dataclasses import replace

    if not logic:  # before round 1: by seed (rating, then name), not in the last-resort draw order
        order = sorted(lines, key=lambda ln: (-(ctx.regs[ln.registration_id].rating or 0), name_key(ln.name)))
        lines = tuple(replace(ln, rank=i + 1, separated_by="") for i, ln in enumerate(order))
    if any(ln.disqualified for ln in lines):  # disqualified players after the ranked ones, unranked
        ranked = [ln for ln in lines if not ln.disqualified]
        lines = tuple(
            [replace(ln, rank=i + 1) for i, ln in enumerate(ranked)]
            + [replace(ln, rank=0, separated_by="") for ln in lines if ln.disqualified]
        )
    # "after round N": the last round with a played result (a round of only the bye does not count)
    after = max((m.round for m in logic if m.kind is T.MatchKind.PLAYED or m.b is not None), default=0)
    info = tuple((t.value, T.TIEBREAKS[t].name, T.TIEBREAKS[t].definition) for t in tbs)
    return StandingsView(ctx.ev.id, stage.position if stage else None, after, lines, info)


def _previous_order(
    ctx: _Context,
    stage: StageRow,
    matches: Sequence[MatchRow],
    games: Mapping[int, Sequence[GameResultRow]],
    after_round: int | None,
) -> list[int] | None:
    """The standing of the stage before ``stage`` (None for the first stage: its seeds decide)."""
    prev = max(
        (s for s in ctx.stages.values() if s.position < stage.position),
        key=lambda s: s.position,
        default=None,
    )
    if prev is None:
        return None
    return [ln.registration_id for ln in _standings_view(ctx, matches, games, prev, after_round).lines]


def _bracket_places(
    ctx: _Context,
    stage: StageRow,
    logic: Sequence[Match],
    matches: Sequence[MatchRow],
    lines: tuple[StandingLine, ...],
    games: Mapping[int, Sequence[GameResultRow]] | None = None,
    after_round: int | None = None,
) -> tuple[StandingLine, ...]:
    """A finished elimination stage ranks by the bracket (the logic's ``bracket_standing``): champion,
    runner-up, third-place match, then by the round of elimination and, within a round, by the
    previous stage's standing (the seeds for a first stage), never by the bracket's pair order."""
    from dataclasses import replace

    from desktop.services.tournament_rounds import _replay_bracket

    if not (stage.config or {}).get("seeds") and not (stage.config or {}).get("pairs"):
        return lines
    bracket = _replay_bracket(ctx, stage, logic, matches)
    if not bracket.is_complete():
        return lines
    previous = _previous_order(ctx, stage, matches, games or {}, after_round)
    place = {p: i for i, (p, _mid) in enumerate(T.bracket_standing(bracket, previous))}
    ordered = sorted(lines, key=lambda ln: (place.get(ln.registration_id, len(place) + 1), ln.rank))
    return tuple(replace(ln, rank=i + 1, separated_by="") for i, ln in enumerate(ordered))


def _event_places(
    ctx: _Context,
    matches: Sequence[MatchRow],
    games: Mapping[int, Sequence[GameResultRow]],
    lines: tuple[StandingLine, ...],
    after_round: int | None,
) -> tuple[StandingLine, ...]:
    """The event's standing over several stages or a bracket (the logic's ``event_standing``): the
    final stage's places, then the players eliminated earlier by the stage they reached, then
    everyone else by the previous stage. A single non-bracket stage keeps its own standing."""
    from dataclasses import replace

    from desktop.services.tournament_rounds import _replay_bracket

    stages = sorted(ctx.stages.values(), key=lambda s: s.position)
    if len(stages) < 2 and not stages[0].kind.endswith("elimination"):
        return lines
    orders = []
    for st in stages:
        cfg = st.config or {}
        if st.status == "pending" or not cfg.get("players"):
            break
        bracket = None
        if st.kind.endswith("elimination") and (cfg.get("seeds") or cfg.get("pairs")):
            logic = reported_logic_matches(ctx, matches, games, st.id)
            if after_round is not None:
                logic = [m for m in logic if m.round <= after_round]
            bracket = _replay_bracket(ctx, st, logic, matches)
            players = [p for p in cfg.get("seeds") or cfg.get("players") or []]
        else:
            players = [
                ln.registration_id for ln in _standings_view(ctx, matches, games, st, after_round).lines
            ]
        orders.append(T.StageOrder(players, bracket))
    if not orders or (len(orders) == 1 and orders[0].bracket is None):
        return lines
    places = T.event_standing(orders)
    order = {p.player: i for i, p in enumerate(places)}
    ordered = sorted(lines, key=lambda ln: (order.get(ln.registration_id, len(order)), ln.rank))
    return tuple(replace(ln, rank=i + 1, separated_by="") for i, ln in enumerate(ordered))


def standings(
    db: Database, event_id: int, stage: int | None = None, after_round: int | None = None
) -> StandingsView:
    """Standings of the event (or of one stage, by position), after every reported result (or
    after round ``after_round``: the results of the rounds up to it)."""
    with db.read() as session:
        ctx = _Context.load(session, event_id)
        st = None
        if stage is not None:
            st = next((s for s in ctx.stages.values() if s.position == stage), None)
            if st is None:
                raise TournamentError("the event has no stage {stage}", stage=stage)
        if after_round is not None:
            played = max((r.number for r in ctx.rounds.values() if r.status != "draft"), default=0)
            if not 0 <= after_round <= played:
                raise TournamentError(
                    "round {n} is not played yet: the standings exist after rounds 0 to {played}",
                    n=after_round,
                    played=played,
                )
        matches, games = _all_matches(session, event_id)
        return _standings_view(ctx, matches, games, st, after_round)


def standings_by_round(db: Database, event_id: int) -> list[StandingsView]:
    """The standings after each published round (1, 2, ...): the page's standing-by-round chart."""
    with db.read() as session:
        ctx = _Context.load(session, event_id)
        played = max((r.number for r in ctx.rounds.values() if r.status != "draft"), default=0)
        matches, games = _all_matches(session, event_id)
        return [_standings_view(ctx, matches, games, None, n) for n in range(1, played + 1)]


def load_event(db: Database, event_id: int) -> EventView:
    """Everything about an event in one read: settings, registrations, rounds with matches and
    results, standings."""
    with db.read() as session:
        ctx = _Context.load(session, event_id)
        matches, games = _all_matches(session, event_id)
        return EventView(
            detail=_detail(session, ctx.ev),
            registrations=tuple(_reg_record(r) for r in sorted(ctx.regs.values(), key=lambda r: r.id)),
            rounds=_round_views(ctx, matches, games),
            standings=_standings_view(ctx, matches, games),
        )
