"""Rounds: pairing the next round of the current stage, swaps in a draft, publishing.

Stages run in order.  A stage starts when the previous one is finished: its players are everybody
(first stage, by seed: rating, then registration order), the previous stage's top N (a cut; a
qualifier who dropped is replaced by the next), or the crossed top two of each pool.  Swiss stages
pair with :func:`desktop.tournament.pair_swiss`, round robins follow Berger tables per pool, and
elimination stages play the matches of the bracket that are ready.
"""

from __future__ import annotations

import string
from collections.abc import Sequence
from typing import Any

from sqlalchemy import insert, select
from sqlalchemy.orm import Session

from database.engine import Database
from database.models.base import utcnow
from database.models.tournament import MatchRow, RegistrationRow, RoundRow, StageRow
from desktop import collector
from desktop.services.errors import ConflictError
from desktop.services.tournament_common import (
    REQUESTED_BYE_DEFAULTS,
    PairingError,
    RoundView,
    _discard_draft,
    _event,
    _match_state,
    _tiebreaks,
    _unplayed,
    current_who,
    match_code,
    normalise_code,
)
from desktop.services.tournament_context import (
    _all_matches,
    _Context,
    _replay_bracket,
    _round_views,
    _stage_finished,
    reported_logic_matches,
)
from desktop.tournament import (
    Match,
    MatchKind,
    Pairing,
    Tiebreak,
    assign_tables,
    compute_standings,
    crossed_pairs,
    default_tiebreaks,
    draw_cut,
    entrants_from_history,
    pair_first_round,
    pair_swiss,
    pool_schedule,
    split_pools,
    suggested_swiss_rounds,
    swap_players,
    top_cut,
)
from desktop.tournament.elimination import PENDING
from desktop.tournament.forced import pair_around
from desktop.tournament.results import REQUESTED_BYE, REQUESTED_BYE_DRAW
from desktop.tournament.standings import Entrant, seed_order
from desktop.tournament.swiss import FIRST, SECOND, with_avoidance

# --- stage helpers -----------------------------------------------------------------------------------


def _active(ctx: _Context) -> list[RegistrationRow]:
    """The players to pair. Before round 1 is published, once check-in has started (someone is
    checked in), only the checked-in players."""
    regs = [r for r in ctx.regs.values() if r.status == "registered"]
    started = any(r.status != "draft" for r in ctx.rounds.values())
    if not started and any(r.checked_in for r in regs):
        return [r for r in regs if r.checked_in]
    return regs


def _seed_order(regs: Sequence[RegistrationRow]) -> list[int]:
    return seed_order({r.id: r.rating for r in regs})


def _stage_standings(
    ctx: _Context, logic: Sequence[Match], players: Sequence[int], stage: StageRow
) -> list[int]:
    tbs: Sequence[Tiebreak] = _tiebreaks(ctx.ev, stage.kind)
    if stage.kind == "round_robin" and not ctx.ev.tiebreaks:
        tbs = default_tiebreaks("round_robin")
    entrants = [Entrant(p, dropped=ctx.regs[p].status != "registered") for p in players]
    mine = [m for m in logic if all(p in set(players) for p in m.players())]
    rows = compute_standings(
        entrants,
        mine,
        scoring=ctx.scoring,
        best_of=ctx.ev.best_of,
        tiebreaks=tbs,
        seed=ctx.ev.seed,
        unplayed=_unplayed(ctx.ev),
    )
    return [r.player for r in rows]


def _start_stage(
    session: Session, ctx: _Context, stage: StageRow, logic: Sequence[Match], rows: Sequence[MatchRow]
) -> None:
    """Fix the stage's players (and schedule or bracket) when it starts."""
    cfg = dict(stage.config or {})
    stages = sorted(ctx.stages.values(), key=lambda s: s.position)
    prev = next((s for s in reversed(stages) if s.position < stage.position), None)
    if prev is None:
        players = _seed_order(_active(ctx))
    else:
        prev_logic = [m for m in logic if m.stage == prev.position]
        # The stage's players when it started, plus its late entries (they played in it too).
        prev_players = list((prev.config or {}).get("players") or [])
        known = set(prev_players)
        for m in prev_logic:
            for p in m.players():
                if p not in known:
                    known.add(p)
                    prev_players.append(p)
        if cfg.get("crossed"):
            pools = (prev.config or {}).get("pool_members") or []
            if len(pools) < 2:
                raise PairingError("crossed playoffs need a previous stage played in pools")
            ranked = [_stage_standings(ctx, prev_logic, pool, prev) for pool in pools]
            ranked = [[p for p in pool if ctx.regs[p].status == "registered"] for pool in ranked]
            try:
                cfg["pairs"] = [list(p) for p in crossed_pairs(ranked)]
            except ValueError as exc:
                raise PairingError("each pool needs at least two players for crossed playoffs") from exc
            players = [p for pair in cfg["pairs"] for p in pair]
        else:
            ranking = _stage_standings(ctx, prev_logic, prev_players, prev)
            dropped = {p for p in ranking if ctx.regs[p].status != "registered"}
            size = cfg.get("cut") or len(ranking)
            if size < 2:
                raise PairingError("the cut keeps fewer than two players")
            if stage.kind.endswith("elimination"):
                try:  # the logic's cut: a dropped qualifier's place goes to the next of the standings
                    cut = draw_cut(
                        ranking,
                        size,
                        dropped,
                        kind=stage.kind,
                        third_place=bool(cfg.get("third_place")),
                        grand_final_reset=bool(cfg.get("grand_final_reset", True)),
                    )
                except ValueError as exc:
                    raise PairingError("a stage needs at least two players") from exc
                players = list(cut.seeds)
                cfg["replaced"] = [list(r) for r in cut.replaced]
            else:
                players = top_cut(ranking, size, dropped)
    if len(players) < 2:
        raise PairingError("a stage needs at least two players")
    cfg["players"] = players
    if stage.kind == "swiss":
        cfg["rounds"] = int(cfg.get("rounds") or suggested_swiss_rounds(len(players)))
    elif stage.kind == "round_robin":
        k = min(int(cfg.get("pools") or 1), max(1, len(players) // 2))
        pools = split_pools(players, k)
        cfg["pool_members"] = pools
        sched = pool_schedule(pools, double=bool(cfg.get("double")))
        pool_of = {p: i for i, pool in enumerate(pools) for p in pool}
        cfg["schedule"] = [[[a, b, pool_of[a]] for a, b in rnd] for rnd in sched]
    elif not cfg.get("pairs"):
        cfg["seeds"] = players
    stage.config = cfg
    stage.status = "running"
    session.flush()
    del rows


def _cut_not_played(ctx: _Context, stage: StageRow) -> bool:
    """A bracket after an earlier stage whose first round was never published (its draft was
    discarded, e.g. by a drop): the cut is drawn again from the current standings and drops."""
    return (
        stage.status == "running"
        and stage.position > 1
        and stage.kind.endswith("elimination")
        and not any(r.stage_id == stage.id for r in ctx.rounds.values())
    )


# --- pairing -------------------------------------------------------------------------------------------


def _new_match(
    ev_id: int,
    rnd: RoundRow,
    table: int | None,
    a: int,
    b: int | None,
    kind: MatchKind = MatchKind.PLAYED,
    **extra: Any,
) -> dict[str, Any]:
    """A new match's column values (a row of the round's one bulk insert: :func:`_write_pairs`)."""
    slot: str | int = table if table is not None else (f"B{a}" if kind is MatchKind.BYE else f"X{a}")
    status = (
        "pending" if kind is MatchKind.PLAYED and "status" not in extra else extra.pop("status", "reported")
    )
    return dict(
        event_id=ev_id,
        round_id=rnd.id,
        table_no=table,
        code=match_code(ev_id, rnd.number, slot),
        reg_a_id=a,
        reg_b_id=b,
        kind=kind.value,
        status=status,
        **extra,
    )


def _requested_byes(ctx: _Context, number: int) -> dict[int, str]:
    """Registration id -> the logic's reason (how it scores) of each requested bye in round ``number``."""
    from database.models.tournament import RequestedByeRow

    points = (ctx.ev.options or {}).get(
        "requested_bye_points", REQUESTED_BYE_DEFAULTS["requested_bye_points"]
    )
    reason = REQUESTED_BYE_DRAW if points == "draw" else REQUESTED_BYE
    rows = ctx.session.scalars(
        select(RequestedByeRow.registration_id).where(
            RequestedByeRow.event_id == ctx.ev.id, RequestedByeRow.round_number == number
        )
    )
    return {int(r): reason for r in rows}


def _avoided_pairs(ctx: _Context) -> list[tuple[int, int]]:
    """The event's "never pair these two" pairs (registration ids)."""
    from database.models.tournament import AvoidedPairRow

    rows = ctx.session.execute(
        select(AvoidedPairRow.reg_a_id, AvoidedPairRow.reg_b_id).where(AvoidedPairRow.event_id == ctx.ev.id)
    )
    return [(int(a), int(b)) for a, b in rows]


def _swiss_round(
    ctx: _Context,
    stage: StageRow,
    logic: Sequence[Match],
    number: int,
    forced: Sequence[tuple[int, int]] = (),
    bye: int | None = None,
) -> tuple[list, dict[str, Any]]:
    """The round's pairs (a, b, extra) and report. ``forced``/``bye``: pairs and a bye made by hand
    (the rest is paired around them); players with a requested bye for the round sit it out."""
    cfg = stage.config or {}
    stage_players = set(cfg.get("players") or [])
    active = [r for r in _active(ctx) if r.id in stage_players or stage.position == 1]
    asked = {p: why for p, why in _requested_byes(ctx, number).items() if p in {r.id for r in active}}
    active = [r for r in active if r.id not in asked]
    stage_logic = [m for m in logic if m.stage == stage.position]
    options = ctx.ev.options or {}
    clubs = {r.id: (r.club or None) for r in ctx.regs.values()} if options.get("club_avoidance", True) else {}
    colours = bool(options.get("balance_colours"))
    avoided = _avoided_pairs(ctx)
    first = not any(m.round < number for m in stage_logic if m.kind is not MatchKind.NO_OPPONENT)
    active_ids = {r.id for r in active}
    if first:
        ranking = _seed_order(active)
        ents = with_avoidance(
            entrants_from_history(ranking, stage_logic, scoring=ctx.scoring, clubs=clubs, best_of=ctx.ev.best_of),
            avoided,
        )
        method = (ctx.ev.options or {}).get("first_round", "seed")
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
        pairs.append((rnd.bye, None, {"kind": MatchKind.BYE}))
    for p, why in sorted(asked.items()):
        pairs.append((p, None, {"kind": MatchKind.NO_OPPONENT, "reason": why}))
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


def _round_robin_round(ctx: _Context, stage: StageRow, number_in_stage: int) -> tuple[list, dict[str, Any]]:
    sched = (stage.config or {}).get("schedule") or []
    pairs: list[tuple[int, int | None, dict[str, Any]]] = []
    for a, b, pool in sched[number_in_stage - 1]:
        gone_a = ctx.regs[a].status != "registered"
        gone_b = ctx.regs[b].status != "registered"
        if gone_a and gone_b:
            continue
        if gone_a or gone_b:
            pairs.append(
                (
                    a,
                    b,
                    {
                        "kind": MatchKind.FORFEIT,
                        "winner": "b" if gone_a else "a",
                        "reason": "dropped",
                        "pool": pool,
                    },
                )
            )
        else:
            pairs.append((a, b, {"pool": pool}))
    return pairs, {"schedule_round": number_in_stage}


def _elimination_round(
    ctx: _Context, stage: StageRow, logic: Sequence[Match], rows: Sequence[MatchRow]
) -> tuple[list, dict[str, Any]]:
    stage_logic = [m for m in logic if m.stage == stage.position]
    b = _replay_bracket(ctx, stage, stage_logic, rows)
    taken = {m.bracket_slot for m in rows if m.bracket_slot and ctx.rounds[m.round_id].stage_id == stage.id}
    pairs: list[tuple[int, int | None, dict[str, Any]]] = []
    for mid in b.ready():
        if mid in taken:
            continue
        x, y = b.participants(mid)
        assert isinstance(x, int) and isinstance(y, int) and x != PENDING and y != PENDING
        hi = b.higher_seed(mid)
        a, c = (x, y) if hi == x else (y, x)
        extra: dict[str, Any] = {"bracket_slot": mid, "higher_seed": "a"}
        gone_a = ctx.regs[a].status != "registered"
        gone_c = ctx.regs[c].status != "registered"
        if gone_a or gone_c:
            extra.update(kind=MatchKind.FORFEIT, winner="b" if gone_a else "a", reason="walkover")
        pairs.append((a, c, extra))
    if not pairs:
        raise PairingError("no bracket match is ready: enter the missing results first")
    return pairs, {"bracket": [p[2]["bracket_slot"] for p in pairs]}


def _fingerprint(session: Session, event_id: int) -> tuple[Any, ...]:
    """What a pairing depends on, in a few aggregate queries: if it is the same inside the write
    transaction as when the pairing was computed, the precomputed pairing is still right."""
    from sqlalchemy import func

    from database.models.tournament import (
        AvoidedPairRow,
        EventRow,
        PenaltyRow,
        RequestedByeRow,
        ResultAuditRow,
    )

    def agg(model: Any, *cols: Any) -> tuple[Any, ...]:
        return tuple(session.execute(select(*cols).where(model.event_id == event_id)).one())

    return (
        session.scalar(select(EventRow.version).where(EventRow.id == event_id)),
        agg(RegistrationRow, func.count(), func.coalesce(func.sum(RegistrationRow.version), 0)),
        agg(
            MatchRow,
            func.count(),
            func.coalesce(func.max(MatchRow.id), 0),
            func.coalesce(func.sum(MatchRow.version), 0),
        ),
        agg(
            RoundRow,
            func.count(),
            func.coalesce(func.max(RoundRow.id), 0),
            func.coalesce(func.sum(RoundRow.version), 0),
        ),
        agg(ResultAuditRow, func.count(), func.coalesce(func.max(ResultAuditRow.id), 0)),
        agg(PenaltyRow, func.count(), func.coalesce(func.max(PenaltyRow.id), 0)),
        agg(
            RequestedByeRow,
            func.count(),
            func.coalesce(func.max(RequestedByeRow.id), 0),
            func.coalesce(func.sum(RequestedByeRow.version), 0),
        ),
        agg(AvoidedPairRow, func.count(), func.coalesce(func.max(AvoidedPairRow.id), 0)),
        tuple(
            session.execute(
                select(StageRow.id, StageRow.status)
                .where(StageRow.event_id == event_id)
                .order_by(StageRow.id)
            )
        ),
    )


def _precompute(db: Database, event_id: int) -> tuple[tuple[Any, ...], int, int, list, dict[str, Any]] | None:
    """The next Swiss round's pairing, computed in a plain read before the write transaction (the
    solver must not hold the write lock). None when the next step is not a plain Swiss round."""
    with db.read() as session:
        ctx = _Context.load(session, event_id, read_only=True)
        if any(r.status == "draft" for r in ctx.rounds.values()):
            return None
        matches, games = _all_matches(session, event_id, results=False)
        if any(m.status == "pending" for m in matches):
            return None
        logic = reported_logic_matches(ctx, matches, games)
        stage = next(
            (st for st in sorted(ctx.stages.values(), key=lambda s: s.position) if st.status != "finished"),
            None,
        )
        if stage is None or stage.kind != "swiss" or stage.status != "running":
            return None
        if _stage_finished(ctx, stage, logic, matches):
            return None
        number = max((r.number for r in ctx.rounds.values()), default=0) + 1
        pairs, report = _swiss_round(ctx, stage, logic, number)
        return _fingerprint(session, event_id), stage.id, number, pairs, report


def pair_next_round(db: Database, event_id: int) -> RoundView:
    """Pair the next round (a draft: swaps are possible until it is published).

    A Swiss round's solver runs before the write transaction (in a read); the write checks that
    nothing it depends on changed meanwhile (else it pairs again inside).  When nothing changed,
    the write takes the precomputed round as it is: the read found no draft, no match without a
    result, and the stage running and not finished, and all of that is in the fingerprint."""
    with collector.paused():
        return _pair_next_round(db, event_id)


def _pair_next_round(db: Database, event_id: int) -> RoundView:
    pre = _precompute(db, event_id)
    with db.begin() as session:
        if pre is not None and _fingerprint(session, event_id) != pre[0]:
            pre = None  # something changed since: compute again, now under the lock
        # writing the precomputed round changes no registration: they are read as plain rows
        ctx = _Context.load(session, event_id, read_only=pre is not None)
        number = max((r.number for r in ctx.rounds.values()), default=0) + 1
        if pre is not None and pre[2] == number and pre[1] in ctx.stages:
            return _pair_stage_round(session, ctx, ctx.stages[pre[1]], (), (), pre)
        if pre is not None:
            ctx = _Context.load(session, event_id)
        if any(r.status == "draft" for r in ctx.rounds.values()):
            raise PairingError("the last round is still a draft: publish it (or discard it) first")
        matches, games = _all_matches(session, event_id, results=False)
        open_matches = [m for m in matches if m.status == "pending"]
        if open_matches:
            number = max(ctx.rounds[m.round_id].number for m in open_matches)
            raise PairingError(
                "round {n} still has {k} match(es) without a result", n=number, k=len(open_matches)
            )
        logic = reported_logic_matches(ctx, matches, games)
        stages = sorted(ctx.stages.values(), key=lambda s: s.position)
        stage = None
        for st in stages:
            if st.status == "finished":
                continue
            if st.status == "pending" or _cut_not_played(ctx, st):
                _start_stage(session, ctx, st, logic, matches)
            if _stage_finished(ctx, st, logic, matches):
                st.status = "finished"
                session.flush()
                continue
            stage = st
            break
        if stage is None:
            # Committed (the event is marked finished), then reported to the caller below.
            ctx.ev.status = "finished"
            view = None
        else:
            view = _pair_stage_round(session, ctx, stage, logic, matches, pre)
    if view is None:
        raise PairingError("every stage is finished: the event is over")
    return view


def _pair_stage_round(
    session: Session,
    ctx: _Context,
    stage: StageRow,
    logic: Sequence[Match],
    matches: Sequence[Any],
    pre: tuple[tuple[Any, ...], int, int, list, dict[str, Any]] | None = None,
) -> RoundView:
    event_id = ctx.ev.id
    number = max((r.number for r in ctx.rounds.values()), default=0) + 1
    in_stage = sum(1 for r in ctx.rounds.values() if r.stage_id == stage.id) + 1
    if stage.kind == "swiss" and pre is not None and pre[1] == stage.id and pre[2] == number:
        pairs, report = pre[3], pre[4]
    elif stage.kind == "swiss":
        pairs, report = _swiss_round(ctx, stage, logic, number)
    elif stage.kind == "round_robin":
        pairs, report = _round_robin_round(ctx, stage, in_stage)
    else:
        pairs, report = _elimination_round(ctx, stage, logic, matches)
    rnd = RoundRow(stage_id=stage.id, event_id=event_id, number=number, status="draft", report=report)
    session.add(rnd)
    session.flush()
    _write_pairs(session, ctx, rnd, pairs, report)
    ctx.ev.status = "running"
    session.flush()
    ctx.add_round(rnd)  # the event as read at the start of this write, and the new round
    matches_now, games = _all_matches(session, event_id, rnd.id)
    return next(v for v in _round_views(ctx, matches_now, games) if v.id == rnd.id)


def _write_pairs(
    session: Session, ctx: _Context, rnd: RoundRow, pairs: Sequence[tuple[Any, ...]], report: dict[str, Any]
) -> None:
    """The round's matches from its pairs (tables: the top pairings first, fixed tables kept)."""
    event_id = ctx.ev.id
    if rnd.report is not report:
        rnd.report = report
    fixed = {r.id: r.fixed_table for r in ctx.regs.values() if r.fixed_table}
    tabled = [
        (a, b)
        for a, b, extra in pairs
        if b is not None and extra.get("kind", MatchKind.PLAYED) is MatchKind.PLAYED
    ]
    tables, warnings = assign_tables(tabled, fixed)
    table_of = {(t.a, t.b): t.table for t in tables}
    if warnings:
        rnd.report = {**report, "table_warnings": warnings}
    rows = []
    for a, b, extra in pairs:
        extra = dict(extra)
        kind = extra.pop("kind", MatchKind.PLAYED)
        table = table_of.get((a, b)) if b is not None else None
        rows.append(_new_match(event_id, rnd, table, a, b, kind, **extra))
    session.flush()
    if rows:
        # One bulk insert (the column defaults as for ORM objects): 512 ORM objects took several
        # times as long to flush.
        session.execute(insert(MatchRow), rows)


def _round_view(session: Session, event_id: int, round_id: int) -> RoundView:
    ctx = _Context.load(session, event_id)
    matches, games = _all_matches(session, event_id, round_id)
    return next(v for v in _round_views(ctx, matches, games) if v.id == round_id)


def _round(session: Session, round_id: int) -> RoundRow:
    rnd = session.get(RoundRow, round_id)
    if rnd is None:
        raise PairingError("there is no round {round}", round=round_id)
    return rnd


def publish_round(db: Database, round_id: int) -> RoundView:
    """Publish a draft round: its pairings are final and its players' squads are locked."""
    with db.begin() as session:
        rnd = _round(session, round_id)
        if rnd.status != "draft":
            raise PairingError("round {n} is already published", n=rnd.number)
        rnd.status = "published"
        rnd.published_at = utcnow()
        ms = session.scalars(select(MatchRow).where(MatchRow.round_id == rnd.id)).all()
        ids = {m.reg_a_id for m in ms} | {m.reg_b_id for m in ms if m.reg_b_id is not None}
        for reg in session.scalars(select(RegistrationRow).where(RegistrationRow.id.in_(ids))):
            if not reg.squad_locked:
                reg.squad_locked = True
        first = not session.scalars(
            select(RoundRow.id).where(
                RoundRow.event_id == rnd.event_id, RoundRow.status != "draft", RoundRow.id != rnd.id
            )
        ).first()
        if first:  # check-in had started: who is not checked in is absent (a late entry if they come)
            regs = session.scalars(
                select(RegistrationRow).where(
                    RegistrationRow.event_id == rnd.event_id, RegistrationRow.status == "registered"
                )
            ).all()
            if any(r.checked_in for r in regs):
                for reg in regs:
                    if not reg.checked_in and reg.id not in ids:
                        reg.status = "absent"
                        reg.dropped_after_round = 0
        session.flush()
        return _round_view(session, rnd.event_id, rnd.id)


def undo_round(db: Database, event_id: int, *, force: bool = False, who: str | None = None) -> dict[str, Any]:
    """Take back the last published round so that it can be paired again (a draft after it is
    discarded too). Refused while it has results, unless ``force``: then its results go with it,
    kept in the event's record (``options["undone_rounds"]``: who, when, every result). Undoing
    round 1 brings back the players marked absent at its publication."""
    who = who or current_who()
    with db.begin() as session:
        ev = _event(session, event_id)
        rounds = session.scalars(
            select(RoundRow).where(RoundRow.event_id == event_id).order_by(RoundRow.number.desc())
        ).all()
        drafts = [r for r in rounds if r.status == "draft"]
        published = [r for r in rounds if r.status != "draft"]
        if not published:
            raise PairingError("no round is published yet: there is nothing to undo")
        last = published[0]
        ms = session.scalars(select(MatchRow).where(MatchRow.round_id == last.id)).all()
        with_results = [
            m
            for m in ms
            if m.status == "reported" and m.kind not in (MatchKind.BYE.value, MatchKind.NO_OPPONENT.value)
        ]
        if with_results and not force:
            raise PairingError(
                "round {n} already has results ({k}): undo it with force (--force) to delete them with the "
                "round (they are kept in the event's record)",
                n=last.number,
                k=len(with_results),
            )
        record = {
            "round": last.number,
            "at": utcnow().isoformat(timespec="seconds"),
            "who": who,
            "results": [{"code": m.code, **_match_state(m)} for m in with_results],
        }
        options = dict(ev.options or {})
        options["undone_rounds"] = [*options.get("undone_rounds", []), record]
        ev.options = options
        for d in drafts:
            session.delete(d)
        stage = session.get(StageRow, last.stage_id)
        session.delete(last)
        session.flush()
        if last.number == 1:
            for reg in session.scalars(
                select(RegistrationRow).where(
                    RegistrationRow.event_id == event_id, RegistrationRow.status == "absent"
                )
            ):
                reg.status = "registered"
                reg.dropped_after_round = None
        if stage is not None and stage.status == "finished":
            stage.status = "running"
        if not session.scalars(select(RoundRow.id).where(RoundRow.event_id == event_id)).first():
            ev.status = "draft"
        elif ev.status == "finished":
            ev.status = "running"
        session.flush()
        return {"round": last.number, "results_deleted": len(with_results), "drafts_discarded": len(drafts)}


def repair_round(db: Database, round_id: int) -> None:
    """Discard a draft round (pair it again with :func:`pair_next_round`)."""
    with db.begin() as session:
        rnd = _round(session, round_id)
        if rnd.status != "draft":
            raise PairingError("round {n} is published; it cannot be discarded", n=rnd.number)
        session.delete(rnd)


def swap_pairing(db: Database, round_id: int, player: int, other: int) -> tuple[RoundView, list[str]]:
    """Swap two players (registration ids) in a draft round; returns the round and warnings about
    rematches and same-club pairs (the swap is made anyway)."""
    with db.begin() as session:
        rnd = _round(session, round_id)
        if rnd.status != "draft":
            raise PairingError("only a draft round can be changed")
        stage = session.get(StageRow, rnd.stage_id)
        if stage is not None and stage.kind != "swiss":
            raise PairingError("only Swiss pairings can be swapped")
        ms = list(session.scalars(select(MatchRow).where(MatchRow.round_id == rnd.id)))
        pairings = [Pairing(m.reg_a_id, m.reg_b_id) for m in ms if m.reg_b_id is not None]
        bye_match = next((m for m in ms if m.kind == MatchKind.BYE.value), None)
        bye = bye_match.reg_a_id if bye_match else None
        ctx = _Context.load(session, rnd.event_id)
        earlier = session.scalars(
            select(MatchRow).where(MatchRow.event_id == rnd.event_id, MatchRow.round_id != rnd.id)
        ).all()
        opponents: dict[int, set[int]] = {}
        history: dict[int, list[tuple[int, int]]] = {}  # player -> (round, colour) of played games
        number_of = {r.id: r.number for r in ctx.rounds.values()}
        for m in earlier:
            if m.reg_b_id is not None:
                opponents.setdefault(m.reg_a_id, set()).add(m.reg_b_id)
                opponents.setdefault(m.reg_b_id, set()).add(m.reg_a_id)
                if m.kind == MatchKind.PLAYED.value and ctx.rounds[m.round_id].status != "draft":
                    history.setdefault(m.reg_a_id, []).append((number_of[m.round_id], FIRST))
                    history.setdefault(m.reg_b_id, []).append((number_of[m.round_id], SECOND))
        balance = bool((ctx.ev.options or {}).get("balance_colours"))
        try:
            res = swap_players(
                pairings,
                bye,
                player,
                other,
                opponents={k: frozenset(v) for k, v in opponents.items()},
                clubs={r.id: (r.club or None) for r in ctx.regs.values()},
                colours={p: [c for _, c in sorted(cs)] for p, cs in history.items()} if balance else None,
                ranking=[x for pr in pairings for x in (pr.a, pr.b)] if balance else None,
            )
        except (KeyError, ValueError) as exc:
            raise PairingError("cannot swap: {reason}", reason=str(exc)) from exc
        pair_rows = [m for m in ms if m.reg_b_id is not None]
        # Codes follow the match: a pair that the swap left together keeps its row and its code (wherever
        # its table goes); a new pair takes a row of a broken one and a code never printed for this round.
        by_pair = {frozenset((m.reg_a_id, m.reg_b_id)): m for m in pair_rows}
        wanted = {frozenset((p.a, p.b)) for p in res.pairings}
        spare = [m for m in pair_rows if frozenset((m.reg_a_id, m.reg_b_id)) not in wanted]
        changed: list[MatchRow] = []
        ordered: list[MatchRow] = []
        for p in res.pairings:
            row = by_pair.get(frozenset((p.a, p.b)))
            if row is None:
                row = spare.pop(0)
                changed.append(row)
            row.reg_a_id, row.reg_b_id = p.a, p.b
            ordered.append(row)
        pair_rows = ordered
        if bye_match is not None and res.bye is not None and res.bye != bye_match.reg_a_id:
            bye_match.reg_a_id = res.bye
            bye_match.code = match_code(ctx.ev.id, rnd.number, f"B{res.bye}")  # the code names the bye
        retired = _retable(session, ctx, rnd, pair_rows, changed)
        names = {r.id: r.name for r in ctx.regs.values()}
        warnings = []
        for p in res.rematches:
            warnings.append(f"rematch: {names[p.a]} v {names[p.b]}")
        for p in res.same_club:
            warnings.append(f"same club ({ctx.regs[p.a].club}): {names[p.a]} v {names[p.b]}")
        report = dict(rnd.report or {})
        now = {frozenset((p.a, p.b)) for p in res.pairings}
        if "forced_pairs" in report:  # pairs made by hand that the swap broke are no longer forced
            report["forced_pairs"] = [fp for fp in report["forced_pairs"] if frozenset(fp) in now]
            if not report["forced_pairs"]:
                del report["forced_pairs"]
        if report.get("forced_bye") is not None and report["forced_bye"] != res.bye:
            del report["forced_bye"]
        rnd.report = {
            **report,
            "retired_codes": sorted({*report.get("retired_codes", []), *retired}),
            "swaps": [*report.get("swaps", []), [player, other]],
            "warnings": [*report.get("warnings", []), *warnings],
            # the whole round after the swap (the logic's round report), not only the swapped tables
            "rematches": [[names[p.a], names[p.b]] for p in res.round_rematches],
            "same_club": [[names[p.a], names[p.b]] for p in res.round_same_club],
            "bye": names.get(res.bye, "") if res.bye is not None else "",
        }
        session.flush()
        return _round_view(session, rnd.event_id, rnd.id), warnings


def _retable(
    session: Session, ctx: _Context, rnd: RoundRow, rows: Sequence[MatchRow], changed: Sequence[MatchRow] = ()
) -> list[str]:
    """Number the tables again after a swap: a player fixed to a table keeps it; the others keep the
    pairing order ``rows`` is in (best first, the order the draft was made in). Codes follow the match: a
    row in ``changed`` (its players are new) gets a code never used for this round's draft (the table's,
    or the table's with a letter), so that a slip printed before the swap cannot open another match; the
    other rows keep theirs. Returns the codes taken out of use."""
    ordered = [m for m in rows if m.kind == MatchKind.PLAYED.value]
    fixed = {r.id: r.fixed_table for r in ctx.regs.values() if r.fixed_table}
    tables, _ = assign_tables([(m.reg_a_id, m.reg_b_id) for m in ordered], fixed)
    table_of = {(t.a, t.b): t.table for t in tables}
    for m in ordered:
        m.table_no = table_of[(m.reg_a_id, m.reg_b_id)]
    renew = [m for m in changed if m.kind == MatchKind.PLAYED.value]
    if not renew:
        return []
    retired = [m.code for m in renew]
    never = set(retired) | set((rnd.report or {}).get("retired_codes", []))
    for m in renew:  # codes are unique: step aside first
        m.code = f"swap-{m.id}"
    session.flush()
    in_use = {m.code for m in rows}
    for m in renew:
        for suffix in ("", *string.ascii_uppercase):
            code = match_code(ctx.ev.id, rnd.number, f"{m.table_no}{suffix}")
            if code not in never and code not in in_use:
                break
        m.code = code
        in_use.add(code)
    session.flush()
    return retired


# --- pairing by hand -----------------------------------------------------------------------------------


def _hand_round(session: Session, round_id: int, expected_version: int | None) -> tuple[RoundRow, StageRow]:
    rnd = _round(session, round_id)
    if rnd.status != "draft":
        raise PairingError("round {n} is published: only a draft round can be paired by hand", n=rnd.number)
    stage = session.get(StageRow, rnd.stage_id)
    if stage is None or stage.kind != "swiss":
        raise PairingError(
            "only a Swiss round can be paired by hand (brackets and round robins follow their draw)"
        )
    if expected_version is not None and rnd.version != expected_version:
        raise ConflictError(f"round {rnd.number}", "", "an unknown time", "another pairing", rnd.version)
    return rnd, stage


def _in_draft(session: Session, ctx: _Context, rnd: RoundRow, player: int) -> str:
    """The player's name, once they are checked to be paired (or to hold the bye) in the draft."""
    reg = ctx.regs.get(player)
    if reg is None:
        raise PairingError("there is no player {player} in this event", player=player)
    there = session.scalar(
        select(MatchRow.id).where(
            MatchRow.round_id == rnd.id,
            MatchRow.kind.in_((MatchKind.PLAYED.value, MatchKind.BYE.value)),
            (MatchRow.reg_a_id == player) | (MatchRow.reg_b_id == player),
        )
    )
    if there is None:
        if player in _requested_byes(ctx, rnd.number):
            raise PairingError(
                "{name} asked for a bye in round {round}: cancel the request to pair them",
                name=reg.name,
                round=rnd.number,
            )
        raise PairingError("{name} is not paired in round {round}'s draft", name=reg.name, round=rnd.number)
    return reg.name


Hand = tuple[list[tuple[int, int]], int | None]


def _by_hand(db: Database, round_id: int, expected_version: int | None, change: Any) -> RoundView:
    """Pair a draft again with the organiser's change to its forced pairs and bye (``change(session,
    ctx, rnd, forced, bye) -> (forced, bye)``); the rest is paired around them. The solver runs in a
    read before the write transaction, as for :func:`pair_next_round`."""

    def compute(session: Session) -> tuple[list, dict[str, Any]]:
        rnd, stage = _hand_round(session, round_id, expected_version)
        ctx = _Context.load(session, rnd.event_id)
        report = rnd.report or {}
        forced = [(int(a), int(b)) for a, b in report.get("forced_pairs", [])]
        bye = report.get("forced_bye")
        forced, bye = change(session, ctx, rnd, forced, bye)
        matches, games = _all_matches(session, rnd.event_id)
        logic = reported_logic_matches(ctx, matches, games)
        try:
            return _swiss_round(ctx, stage, logic, rnd.number, forced, bye)
        except ValueError as exc:
            raise PairingError("cannot pair by hand: {reason}", reason=str(exc)) from exc

    with db.read() as session:
        event_id = _round(session, round_id).event_id
        pre = _fingerprint(session, event_id), *compute(session)
    with db.begin() as session:
        if _fingerprint(session, event_id) == pre[0]:
            _hand_round(session, round_id, expected_version)
            pairs, report = pre[1], pre[2]
        else:  # something changed since: compute again, now under the lock
            pairs, report = compute(session)
        rnd = _round(session, round_id)
        ctx = _Context.load(session, event_id)
        printed = {m.code: frozenset((m.reg_a_id, m.reg_b_id)) for m in session.scalars(
            select(MatchRow).where(MatchRow.round_id == rnd.id, MatchRow.kind == MatchKind.PLAYED.value)
        )}
        retired = list((rnd.report or {}).get("retired_codes", []))
        for m in session.scalars(select(MatchRow).where(MatchRow.round_id == rnd.id)).all():
            session.delete(m)
        session.flush()
        _write_pairs(session, ctx, rnd, pairs, {**report, **({"retired_codes": retired} if retired else {})})
        _codes_follow_the_match(session, ctx, rnd, printed, retired)
        return _round_view(session, event_id, rnd.id)


def _codes_follow_the_match(
    session: Session, ctx: _Context, rnd: RoundRow, printed: dict[str, frozenset[int]], retired: Sequence[str]
) -> None:
    """After a draft is paired again (by hand): a pair that was in the draft before keeps the code printed
    for it; a new pair never gets a code printed before for another pair of this round (the table's code
    with a letter instead), so that a slip of the earlier draft cannot open another match."""
    rows = list(session.scalars(
        select(MatchRow).where(MatchRow.round_id == rnd.id, MatchRow.kind == MatchKind.PLAYED.value)
    ))
    code_of = {pair: code for code, pair in printed.items()}
    never = set(printed) | set(retired)
    want: dict[int, str] = {}
    for m in rows:
        pair = frozenset((m.reg_a_id, m.reg_b_id))
        if pair in code_of:
            want[m.id] = code_of[pair]
        elif m.code in never:
            want[m.id] = ""  # a fresh code, below
    if not want:
        return
    moving = [m for m in rows if m.id in want and want[m.id] != m.code]
    for m in moving:  # codes are unique: step aside first
        m.code = f"swap-{m.id}"
    session.flush()
    in_use = {m.code for m in rows}
    for m in moving:
        code = want[m.id]
        if not code:
            for suffix in ("", *string.ascii_uppercase):
                code = match_code(ctx.ev.id, rnd.number, f"{m.table_no}{suffix}")
                if code not in never and code not in in_use:
                    break
        m.code = code
        in_use.add(code)
    gone = sorted(set(printed) - in_use)
    if gone:
        rnd.report = {**(rnd.report or {}), "retired_codes": sorted({*retired, *gone})}
    session.flush()


def pair_players(
    db: Database,
    round_id: int,
    a: int,
    b: int,
    *,
    expected_version: int | None = None,
    expect_version: int | None = None,
) -> RoundView:
    """Pair players ``a`` and ``b`` (registration ids) by hand in a draft Swiss round; the rest of the
    round is paired again by the solver around every pair made by hand so far (a player paired by
    hand again leaves their earlier hand-made pair; swaps made before are replaced). A rematch or a
    same-club pair is allowed and reported. ``expected_version`` (or ``expect_version``): the round's
    version as read, refused when someone changed the draft since."""
    version = expected_version if expected_version is not None else expect_version

    def change(session: Session, ctx: _Context, rnd: RoundRow, forced: list, bye: int | None) -> Hand:
        if a == b:
            name = ctx.regs[a].name if a in ctx.regs else str(a)
            raise PairingError("{name} cannot be paired with themselves", name=name)
        _in_draft(session, ctx, rnd, a)
        _in_draft(session, ctx, rnd, b)
        kept = [p for p in forced if a not in p and b not in p]
        return [*kept, (a, b)], (None if bye in (a, b) else bye)

    return _by_hand(db, round_id, version, change)


def give_bye(db: Database, round_id: int, player: int, *, expected_version: int | None = None) -> RoundView:
    """Give the round's bye to ``player`` by hand in a draft Swiss round (an odd field); the rest is
    paired again around it (and around the pairs made by hand)."""

    def change(session: Session, ctx: _Context, rnd: RoundRow, forced: list, bye: int | None) -> Hand:
        name = _in_draft(session, ctx, rnd, player)
        paired = session.scalars(
            select(MatchRow).where(
                MatchRow.round_id == rnd.id,
                MatchRow.kind.in_((MatchKind.PLAYED.value, MatchKind.BYE.value)),
            )
        ).all()
        if not any(m.kind == MatchKind.BYE.value for m in paired):
            raise PairingError(
                "round {round} has no bye: an even number of players is paired (cannot give {name} the bye)",
                round=rnd.number,
                name=name,
            )
        return [p for p in forced if player not in p], player

    return _by_hand(db, round_id, expected_version, change)


def discard_draft(db: Database, event_id: int) -> int | None:
    """Discard the event's draft round, if any; returns its number."""
    with db.begin() as session:
        _event(session, event_id)
        return _discard_draft(session, event_id)


__all__ = [
    "match_code",
    "normalise_code",
    "pair_next_round",
    "publish_round",
    "repair_round",
    "swap_pairing",
    "discard_draft",
    "pair_players",
    "give_bye",
    "current_who",
]
