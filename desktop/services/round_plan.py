"""The pure part of pairing a round, fed with plain rows: who plays, the Swiss pairing problem and its
solve, the round's report, and the new matches' column values with their tables.

Two callers, one logic: :func:`desktop.services.tournament_rounds.pair_next_round` (rows read through
SQLAlchemy: ORM objects or Core rows) and the command line's quick ``event pair``
(:mod:`desktop.cli.quick`: rows read with the standard library's ``sqlite3``). Neither the rows' origin
nor any query is seen here: what a caller reads (the event's context, its logic's matches, the
round's requested byes and the event's avoided pairs) comes in as arguments, and what it writes (the
report, each match's columns) goes out as plain values. No SQLAlchemy, no SQL, no Qt.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from desktop.services.tournament_common import (
    REQUESTED_BYE_DEFAULTS,
    T,
    _tiebreaks,
    _unplayed,
    match_code,
)
from desktop.tournament import (
    assign_tables,
    compute_standings,
    entrants_from_history,
    pair_first_round,
    pair_swiss,
)
from desktop.tournament.forced import pair_around
from desktop.tournament.results import REQUESTED_BYE, REQUESTED_BYE_DRAW
from desktop.tournament.standings import Entrant
from desktop.tournament.standings import seed_order as standings_seed_order
from desktop.tournament.swiss import with_avoidance

if TYPE_CHECKING:
    from desktop.services.tournament_context import _Context
    from desktop.tournament import Match

__all__ = [
    "active",
    "match_columns",
    "requested_bye_reason",
    "round_matches",
    "seed_order",
    "swiss_round",
]


def active(ctx: _Context) -> list[Any]:
    """The players to pair. Before round 1 is published, once check-in has started (someone is
    checked in), only the checked-in players."""
    regs = [r for r in ctx.regs.values() if r.status == "registered"]
    started = any(r.status != "draft" for r in ctx.rounds.values())
    if not started and any(r.checked_in for r in regs):
        return [r for r in regs if r.checked_in]
    return regs


def seed_order(regs: Sequence[Any]) -> list[int]:
    """The registrations in the seed order every "by seed" list shows (:func:`standings.seed_order`)."""
    return standings_seed_order({r.id: r.rating for r in regs})


def requested_bye_reason(ev: Any) -> str:
    """The logic's reason (how it scores) of a requested bye in the event ``ev``."""
    points = (ev.options or {}).get("requested_bye_points", REQUESTED_BYE_DEFAULTS["requested_bye_points"])
    return REQUESTED_BYE_DRAW if points == "draw" else REQUESTED_BYE


def swiss_round(
    ctx: _Context,
    stage: Any,
    logic: Sequence[Match],
    number: int,
    requested: Mapping[int, str],
    avoided: Sequence[tuple[int, int]],
    forced: Sequence[tuple[int, int]] = (),
    bye: int | None = None,
) -> tuple[list, dict[str, Any]]:
    """The round's pairs (a, b, extra) and report. ``requested``: registration id -> reason of each
    requested bye for round ``number`` (those players sit it out); ``avoided``: the event's "never
    pair these two" pairs; ``forced``/``bye``: pairs and a bye made by hand (the rest is paired
    around them)."""
    cfg = stage.config or {}
    stage_players = set(cfg.get("players") or [])
    playing = [r for r in active(ctx) if r.id in stage_players or stage.position == 1]
    playing_ids = {r.id for r in playing}
    asked = {p: why for p, why in requested.items() if p in playing_ids}
    playing = [r for r in playing if r.id not in asked]
    stage_logic = [m for m in logic if m.stage == stage.position]
    options = ctx.ev.options or {}
    clubs = {r.id: (r.club or None) for r in ctx.regs.values()} if options.get("club_avoidance", True) else {}
    colours = bool(options.get("balance_colours"))
    first = not any(m.round < number for m in stage_logic if m.kind is not T.MatchKind.NO_OPPONENT)
    active_ids = {r.id for r in playing}
    if first:
        ranking = seed_order(playing)
        ents = with_avoidance(
            entrants_from_history(ranking, stage_logic, scoring=ctx.scoring, clubs=clubs, best_of=ctx.ev.best_of),
            avoided,
        )
        method = options.get("first_round", "seed")
        if forced or bye is not None:
            rnd = pair_around(
                ents, forced, bye, balance_colours=colours, first_round=True, method=method, seed=ctx.ev.seed
            )
        else:
            rnd = pair_first_round(ents, method=method, seed=ctx.ev.seed, balance_colours=colours)
    else:
        everyone = sorted({p for m in stage_logic for p in m.players()} | active_ids)
        tbs = _tiebreaks(ctx.ev, stage.kind)
        rows = compute_standings(
            [Entrant(p) for p in everyone],
            stage_logic,
            scoring=ctx.scoring,
            best_of=ctx.ev.best_of,
            tiebreaks=tbs,
            seed=ctx.ev.seed,
            unplayed=_unplayed(ctx.ev),
        )
        ranking = [r.player for r in rows if r.player in active_ids]
        ents = with_avoidance(
            entrants_from_history(ranking, stage_logic, scoring=ctx.scoring, clubs=clubs, best_of=ctx.ev.best_of),
            avoided,
        )
        if forced or bye is not None:
            rnd = pair_around(ents, forced, bye, balance_colours=colours)
        else:
            rnd = pair_swiss(ents, balance_colours=colours)
    pairs: list[tuple[int, int | None, dict[str, Any]]] = [(p.a, p.b, {}) for p in rnd.pairings]
    if rnd.bye is not None:
        pairs.append((rnd.bye, None, {"kind": T.MatchKind.BYE}))
    for p, why in sorted(asked.items()):
        pairs.append((p, None, {"kind": T.MatchKind.NO_OPPONENT, "reason": why}))
    names = {r.id: r.name for r in ctx.regs.values()}
    report = {
        "objective": dict(rnd.objective),
        "rematches": [[names[p.a], names[p.b]] for p in rnd.rematches],
        "same_club": [[names[p.a], names[p.b]] for p in rnd.same_club],
        "bye": names.get(rnd.bye, "") if rnd.bye is not None else "",
        "warnings": [f"rematch: {names[p.a]} v {names[p.b]}" for p in rnd.rematches],
    }
    kept_apart = {frozenset(p) for p in avoided}
    never = [[names[p.a], names[p.b]] for p in rnd.pairings if frozenset((p.a, p.b)) in kept_apart]
    if never:  # no pairing could keep them apart
        report["never_pair"] = never
        report["warnings"] += [f"never pair: {a} v {b}" for a, b in never]
    if rnd.bye is not None and bye is None:
        # who else could have had the bye (eligible, on the same points; the five next in line, lowest
        # ranked first): shown with the draft, so that the organiser can give it to another (give_bye)
        score = next(e.score for e in ents if e.id == rnd.bye)
        others = [e.id for e in reversed(ents) if e.score == score and e.bye_eligible and e.id != rnd.bye]
        if others:
            report["bye_candidates"] = [names[p] for p in others[:5]]
    if asked:
        report["requested_byes"] = [names[p] for p in sorted(asked)]
    if forced:
        report["forced_pairs"] = [[a, b] for a, b in forced]
    if bye is not None:
        report["forced_bye"] = bye
    return pairs, report


def match_columns(
    ev_id: int,
    round_id: int,
    round_number: int,
    table: int | None,
    a: int,
    b: int | None,
    kind: Any = None,
    **extra: Any,
) -> dict[str, Any]:
    """A new match's column values (a row of the round's one bulk insert). ``kind``: a
    :class:`~desktop.tournament.MatchKind` (played when None)."""
    played = T.MatchKind.PLAYED
    kind = played if kind is None else kind
    slot: str | int = table if table is not None else (f"B{a}" if kind is T.MatchKind.BYE else f"X{a}")
    status = "pending" if kind is played and "status" not in extra else extra.pop("status", "reported")
    return dict(
        event_id=ev_id,
        round_id=round_id,
        table_no=table,
        code=match_code(ev_id, round_number, slot),
        reg_a_id=a,
        reg_b_id=b,
        kind=kind.value,
        status=status,
        **extra,
    )


def round_matches(
    ctx: _Context, round_id: int, round_number: int, pairs: Sequence[tuple[Any, ...]], report: dict[str, Any]
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The round's report and its matches' column values from its pairs (tables: the top pairings
    first, fixed tables kept). The report is ``report`` itself unless tables could not all be kept
    (then a new dict with ``table_warnings``)."""
    played = T.MatchKind.PLAYED
    fixed = {r.id: r.fixed_table for r in ctx.regs.values() if r.fixed_table}
    tabled = [(a, b) for a, b, extra in pairs if b is not None and extra.get("kind", played) is played]
    tables, warnings = assign_tables(tabled, fixed)
    table_of = {(t.a, t.b): t.table for t in tables}
    if warnings:
        report = {**report, "table_warnings": warnings}
    rows = []
    for a, b, extra in pairs:
        extra = dict(extra)
        kind = extra.pop("kind", played)
        table = table_of.get((a, b)) if b is not None else None
        rows.append(match_columns(ctx.ev.id, round_id, round_number, table, a, b, kind, **extra))
    return report, rows
