"""Standings (of the event, of a stage, after a round) and the whole event in one read."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from desktop.services.tournament_common import (
    EventView,
    StandingLine,
    StandingsView,
    T,
    TournamentError,
    _detail,
    _reg_record,
    _tiebreaks,
    _unplayed,
)
from desktop.services.tournament_context import (
    _all_matches,
    _Context,
    _replay_bracket,
    _round_views,
    reported_logic_matches,
    stale_corrected,
    stale_described,
)

if TYPE_CHECKING:  # SQLAlchemy only for type checkers: the ranking runs on any rows (publish_read)
    from database.engine import Database
    from database.models.tournament import GameResultRow, MatchRow, StageRow
    from desktop.tournament import Match

__all__ = [
    "event_ranking",
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


def _last_played_round(logic: Sequence[Match]) -> int:
    """The last round with a played result (a round of only byes and missed rounds does not count:
    its byes are there from its publication)."""
    return max((m.round for m in logic if m.kind is T.MatchKind.PLAYED or m.b is not None), default=0)


def _standings_view(
    ctx: _Context,
    matches: Sequence[MatchRow],
    games: Mapping[int, Sequence[GameResultRow]],
    stage: StageRow | None = None,
    after_round: int | None = None,
) -> StandingsView:
    """One stage's standings, or (``stage`` None) the event's ranking (:func:`_event_ranking`)."""
    if stage is None:
        return _event_ranking(ctx, matches, games, after_round)
    return _stage_view(ctx, matches, games, stage, after_round)


def _stage_view(
    ctx: _Context,
    matches: Sequence[MatchRow],
    games: Mapping[int, Sequence[GameResultRow]],
    stage: StageRow,
    after_round: int | None = None,
    everything: Sequence[Match] | None = None,
) -> StandingsView:
    """The standings of one stage after round ``after_round`` (None: after its last round with a
    played result; a later round's byes wait for that round's first result).  ``everything``: the
    event's reported logic matches when the caller has them already."""
    if everything is None:
        logic = reported_logic_matches(ctx, matches, games, stage.id)
    else:
        logic = [m for m in everything if m.stage == stage.position]
    after = after_round if after_round is not None else _last_played_round(logic)
    logic = [m for m in logic if m.round <= after]
    tbs = _tiebreaks(ctx.ev, stage.kind)
    if stage.kind == "round_robin" and not ctx.ev.tiebreaks:
        tbs = T.default_tiebreaks("round_robin")
    entrants = [  # a player absent from round 1 (never checked in) never took part: not listed
        T.Entrant(r.id, dropped=r.status != "registered", disqualified=r.status == "disqualified")
        for r in ctx.regs.values()
        if r.status != "absent"
    ]
    if stage.position != 1:
        involved = {p for m in logic for p in m.players()}
        entrants = [e for e in entrants if e.id in involved]
    rows = T.compute_standings(
        entrants,
        logic,
        scoring=ctx.scoring,
        best_of=ctx.ev.best_of,
        tiebreaks=tbs,
        seed=ctx.ev.seed,
        unplayed=_unplayed(ctx.ev),
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
    stale: tuple[str, ...] = ()
    corrected: tuple[str, ...] = ()
    if stage.kind.endswith("elimination"):
        lines = _bracket_places(ctx, stage, logic, matches, lines, games, after)
        if (stage.config or {}).get("seeds") or (stage.config or {}).get("pairs"):
            replayed = _replay_bracket(ctx, stage, logic, matches)
            stale = stale_described(ctx, replayed, stage, matches)
            corrected = stale_corrected(ctx, replayed, stage, matches)
    if not logic:  # before round 1: by seed (the order round 1 is paired in), not in the last-resort draw
        from desktop.tournament.standings import seed_order  # (numpy: not loaded to enter a result)

        seeds = seed_order({ln.registration_id: ctx.regs[ln.registration_id].rating for ln in lines})
        place = {p: i for i, p in enumerate(seeds)}
        order = sorted(lines, key=lambda ln: place[ln.registration_id])
        lines = tuple(replace(ln, rank=i + 1, separated_by="") for i, ln in enumerate(order))
    lines = _disqualified_last(lines)
    info = tuple((t.value, T.TIEBREAKS[t].name, T.TIEBREAKS[t].definition) for t in tbs)
    return StandingsView(ctx.ev.id, stage.position, _last_played_round(logic), lines, info, stale, corrected)


def _disqualified_last(lines: Sequence[StandingLine]) -> tuple[StandingLine, ...]:
    """Disqualified players after the ranked ones, without a place (rank 0)."""
    if not any(ln.disqualified for ln in lines):
        return tuple(lines)
    ranked = [ln for ln in lines if not ln.disqualified]
    return tuple(
        [replace(ln, rank=i + 1) for i, ln in enumerate(ranked)]
        + [replace(ln, rank=0, separated_by="") for ln in lines if ln.disqualified]
    )


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
    return [ln.registration_id for ln in _stage_view(ctx, matches, games, prev, after_round).lines]


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
    if not (stage.config or {}).get("seeds") and not (stage.config or {}).get("pairs"):
        return lines
    bracket = _replay_bracket(ctx, stage, logic, matches)
    if not bracket.is_complete():
        return lines
    previous = _previous_order(ctx, stage, matches, games or {}, after_round)
    place = {p: i for i, (p, _mid) in enumerate(T.bracket_standing(bracket, previous))}
    ordered = sorted(lines, key=lambda ln: (place.get(ln.registration_id, len(place) + 1), ln.rank))
    return tuple(replace(ln, rank=i + 1, separated_by="") for i, ln in enumerate(ordered))


def _event_ranking(
    ctx: _Context,
    matches: Sequence[MatchRow],
    games: Mapping[int, Sequence[GameResultRow]],
    after_round: int | None = None,
) -> StandingsView:
    """The one ranking of the whole event, for every view (page, venue screen, CLI, PDF, export).

    A single Swiss or round-robin stage: its standings.  Several stages, or a bracket: the logic's
    ``event_standing`` (the final stage's places, then the players eliminated earlier by the stage
    they reached, then everyone else by the previous stage), and each line shows the figures of
    the standings that placed it: a player placed by a non-bracket stage has that stage's points,
    record and tiebreakers (the values that decided the order, not totals over every stage); a
    player placed by a bracket has the figures of the stage before it (the bracket's seeding: for
    an event that is one bracket, the bracket's own).  The tiebreakers listed are those of the
    stages whose figures are shown.  ``after_round`` None: after the event's last round with a
    played result (a later round's byes wait for that round's first result)."""
    everything = reported_logic_matches(ctx, matches, games)
    after = after_round if after_round is not None else _last_played_round(everything)
    stages = sorted(ctx.stages.values(), key=lambda s: s.position)
    first = _stage_view(ctx, matches, games, stages[0], after, everything)
    orders = []
    views = []
    stale: tuple[str, ...] = ()
    corrected: tuple[str, ...] = ()
    for st in stages:
        cfg = st.config or {}
        if st.status == "pending" or not cfg.get("players"):
            break
        view = first if st is stages[0] else _stage_view(ctx, matches, games, st, after, everything)
        bracket = None
        if st.kind.endswith("elimination") and (cfg.get("seeds") or cfg.get("pairs")):
            logic = [m for m in everything if m.stage == st.position and m.round <= after]
            bracket = _replay_bracket(ctx, st, logic, matches)
            stale += stale_described(ctx, bracket, st, matches)
            corrected += stale_corrected(ctx, bracket, st, matches)
            players = list(cfg.get("seeds") or cfg.get("players") or [])
        else:
            players = [ln.registration_id for ln in view.lines]
        orders.append(T.StageOrder(players, bracket))
        views.append(view)
    if not orders or (len(orders) == 1 and orders[0].bracket is None):
        return replace(first, stage=None, after_round=first.after_round if orders else 0)
    lines_of = [{ln.registration_id: ln for ln in v.lines} for v in views]
    out: list[StandingLine] = []
    shown: list[int] = []  # the stages whose figures are shown
    previous_source = None
    for place in T.event_standing(orders):
        k = place.stage
        by_bracket = orders[k].bracket is not None
        source = k - 1 if by_bracket and k > 0 else k
        line = lines_of[source].get(place.player) or lines_of[k].get(place.player)
        if line is None:  # pragma: no cover - every stage player is in its stage's standings
            continue
        same_group = not by_bracket and previous_source == (k, False)
        bracket = orders[k].bracket
        reached = bracket.reached(place.player, place.eliminated_in) if bracket is not None else stages[k].kind
        out.append(
            replace(
                line,
                rank=len(out) + 1,
                separated_by=line.separated_by if same_group else "",
                reached=reached,
            )
        )
        previous_source = (k, by_bracket)
        if source not in shown:
            shown.append(source)
    info: list[tuple[str, str, str]] = []
    for source in sorted(shown):
        info += [t for t in views[source].tiebreaks if t[0] not in {i[0] for i in info}]
    label = _last_played_round([m for m in everything if m.round <= after])
    return StandingsView(ctx.ev.id, None, label, _disqualified_last(out), tuple(info), stale, corrected)


def event_ranking(db: Database, event_id: int, after_round: int | None = None) -> StandingsView:
    """The one ranking of the whole event that every view shows (the page's whole-event standings,
    the venue screen, ``event standings``, the printed standings and final report, the export):
    see :func:`_event_ranking`.  ``after_round``: after that round (default: after the last round
    with a played result)."""
    return standings(db, event_id, None, after_round)


def standings(
    db: Database, event_id: int, stage: int | None = None, after_round: int | None = None
) -> StandingsView:
    """Standings of one stage (by position), or with ``stage`` None the event's ranking
    (:func:`event_ranking`), after the last round with a played result (or after round
    ``after_round``: the results of the rounds up to it)."""
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
        ctx.logic_kept = {}  # the rounds' views build each reported match's logic once; the ranking reuses it
        matches, games = _all_matches(session, event_id)
        rounds = _round_views(ctx, matches, games)
        return EventView(
            detail=_detail(session, ctx.ev),
            registrations=tuple(_reg_record(r) for r in sorted(ctx.regs.values(), key=lambda r: r.id)),
            rounds=rounds,
            standings=_event_ranking(ctx, matches, games),  # the one ranking every view shows
        )
