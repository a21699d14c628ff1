"""Rounds: pairing the next round of the current stage, swaps in a draft, publishing.

Stages run in order.  A stage starts when the previous one is finished: its players are everybody
(first stage, by seed: rating, then registration order), the previous stage's top N (a cut; a
qualifier who dropped is replaced by the next), or the crossed top two of each pool.  Swiss stages
pair with :func:`desktop.tournament.pair_swiss`, round robins follow Berger tables per pool, and
elimination stages play the matches of the bracket that are ready.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from database.engine import Database
from database.models.base import utcnow
from database.models.tournament import MatchRow, RegistrationRow, RoundRow, StageRow
from desktop.services.tournament_common import (
    PairingError,
    RoundView,
    _discard_draft,
    _event,
    _match_state,
    _tiebreaks,
    current_who,
    match_code,
    normalise_code,
)
from desktop.services.tournament_context import _all_matches, _Context, _round_views, reported_logic_matches
from desktop.tournament import (
    Bracket,
    Match,
    MatchKind,
    Pairing,
    Tiebreak,
    assign_tables,
    compute_standings,
    crossed_pairs,
    default_tiebreaks,
    entrants_from_history,
    pair_first_round,
    pair_swiss,
    pool_schedule,
    score_match,
    split_pools,
    suggested_swiss_rounds,
    swap_players,
    top_cut,
)
from desktop.tournament.elimination import PENDING
from desktop.tournament.standings import Entrant

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
    return [r.id for r in sorted(regs, key=lambda r: (-(r.rating or 0), r.id))]


def _stage_standings(
    ctx: _Context, logic: Sequence[Match], players: Sequence[int], stage: StageRow
) -> list[int]:
    tbs: Sequence[Tiebreak] = _tiebreaks(ctx.ev, stage.kind)
    if stage.kind == "round_robin" and not ctx.ev.tiebreaks:
        tbs = default_tiebreaks("round_robin")
    entrants = [Entrant(p, dropped=ctx.regs[p].status != "registered") for p in players]
    mine = [m for m in logic if all(p in set(players) for p in m.players())]
    rows = compute_standings(
        entrants, mine, scoring=ctx.scoring, best_of=ctx.ev.best_of, tiebreaks=tbs, seed=ctx.ev.seed
    )
    return [r.player for r in rows]


def _bracket(stage: StageRow) -> Bracket:
    cfg = stage.config or {}
    if cfg.get("pairs"):
        return Bracket.from_pairs([tuple(p) for p in cfg["pairs"]], third_place=bool(cfg.get("third_place")))
    seeds = list(cfg.get("seeds") or [])
    if stage.kind == "double_elimination":
        return Bracket.double_elimination(seeds, grand_final_reset=bool(cfg.get("grand_final_reset", True)))
    return Bracket.single(seeds, third_place=bool(cfg.get("third_place")))


def _replay_bracket(
    ctx: _Context, stage: StageRow, logic: Sequence[Match], rows: Sequence[MatchRow]
) -> Bracket:
    b = _bracket(stage)
    slot_of = {m.id: m.bracket_slot for m in rows if m.bracket_slot}
    winners: dict[str, int] = {}
    for lm in logic:
        slot = slot_of.get(lm.id or -1)
        if not slot:
            continue
        sc = score_match(lm, ctx.scoring, ctx.ev.best_of)
        w = sc.winner
        if w is not None:
            winners[slot] = lm.a if w.value == "a" else lm.b  # type: ignore[assignment]
    for mid in b.order:
        if mid in winners and b.is_playable(mid):
            b.record(mid, winners[mid])
    return b


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
                raise PairingError(str(exc)) from exc
            players = [p for pair in cfg["pairs"] for p in pair]
        else:
            ranking = _stage_standings(ctx, prev_logic, prev_players, prev)
            dropped = {p for p in ranking if ctx.regs[p].status != "registered"}
            size = cfg.get("cut") or len(ranking)
            if size < 2:
                raise PairingError("the cut keeps fewer than two players")
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


def _stage_finished(ctx: _Context, stage: StageRow, logic: Sequence[Match], rows: Sequence[MatchRow]) -> bool:
    cfg = stage.config or {}
    played = sum(1 for r in ctx.rounds.values() if r.stage_id == stage.id)
    if stage.kind == "swiss":
        return played >= int(cfg.get("rounds") or 0)
    if stage.kind == "round_robin":
        return played >= len(cfg.get("schedule") or [])
    return _replay_bracket(ctx, stage, [m for m in logic if m.stage == stage.position], rows).is_complete()


# --- pairing -------------------------------------------------------------------------------------------


def _new_match(
    ev_id: int,
    rnd: RoundRow,
    table: int | None,
    a: int,
    b: int | None,
    kind: MatchKind = MatchKind.PLAYED,
    **extra: Any,
) -> MatchRow:
    slot: str | int = table if table is not None else (f"B{a}" if kind is MatchKind.BYE else f"X{a}")
    status = (
        "pending" if kind is MatchKind.PLAYED and "status" not in extra else extra.pop("status", "reported")
    )
    return MatchRow(
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


def _swiss_round(
    ctx: _Context, stage: StageRow, logic: Sequence[Match], number: int
) -> tuple[list, dict[str, Any]]:
    cfg = stage.config or {}
    stage_players = set(cfg.get("players") or [])
    active = [r for r in _active(ctx) if r.id in stage_players or stage.position == 1]
    stage_logic = [m for m in logic if m.stage == stage.position]
    clubs = {r.id: (r.club or None) for r in ctx.regs.values()}
    colours = bool((ctx.ev.options or {}).get("balance_colours"))
    first = not any(m.round < number for m in stage_logic if m.kind is not MatchKind.NO_OPPONENT)
    active_ids = {r.id for r in active}
    if first:
        ranking = _seed_order(active)
        ents = entrants_from_history(
            ranking, stage_logic, scoring=ctx.scoring, clubs=clubs, best_of=ctx.ev.best_of
        )
        rnd = pair_first_round(
            ents,
            method=(ctx.ev.options or {}).get("first_round", "seed"),
            seed=ctx.ev.seed,
            balance_colours=colours,
        )
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
        )
        ranking = [r.player for r in rows if r.player in active_ids]
        ents = entrants_from_history(
            ranking, stage_logic, scoring=ctx.scoring, clubs=clubs, best_of=ctx.ev.best_of
        )
        rnd = pair_swiss(ents, balance_colours=colours)
    pairs: list[tuple[int, int | None, dict[str, Any]]] = [(p.a, p.b, {}) for p in rnd.pairings]
    if rnd.bye is not None:
        pairs.append((rnd.bye, None, {"kind": MatchKind.BYE}))
    names = {r.id: r.name for r in ctx.regs.values()}
    report = {
        "objective": dict(rnd.objective),
        "rematches": [[names[p.a], names[p.b]] for p in rnd.rematches],
        "same_club": [[names[p.a], names[p.b]] for p in rnd.same_club],
        "bye": names.get(rnd.bye, "") if rnd.bye is not None else "",
        "warnings": [f"rematch: {names[p.a]} v {names[p.b]}" for p in rnd.rematches],
    }
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

    from database.models.tournament import EventRow, PenaltyRow, ResultAuditRow

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
        ctx = _Context.load(session, event_id)
        if any(r.status == "draft" for r in ctx.rounds.values()):
            return None
        matches, games = _all_matches(session, event_id)
        if any(m.status == "pending" for m in matches):
            return None
        logic = reported_logic_matches(ctx, matches, games)
        stage = next(
            (st for st in sorted(ctx.stages.values(), key=lambda s: s.position) if st.status != "finished"),
            None,
        )
        if stage is None or stage.kind != "swiss" or stage.status == "pending":
            return None
        if _stage_finished(ctx, stage, logic, matches):
            return None
        number = max((r.number for r in ctx.rounds.values()), default=0) + 1
        pairs, report = _swiss_round(ctx, stage, logic, number)
        return _fingerprint(session, event_id), stage.id, number, pairs, report


def pair_next_round(db: Database, event_id: int) -> RoundView:
    """Pair the next round (a draft: swaps are possible until it is published).

    A Swiss round's solver runs before the write transaction (in a read); the write checks that
    nothing it depends on changed meanwhile (else it pairs again inside)."""
    pre = _precompute(db, event_id)
    with db.begin() as session:
        if pre is not None and _fingerprint(session, event_id) != pre[0]:
            pre = None  # something changed since: compute again, now under the lock
        ctx = _Context.load(session, event_id)
        if any(r.status == "draft" for r in ctx.rounds.values()):
            raise PairingError("the last round is still a draft: publish it (or discard it) first")
        matches, games = _all_matches(session, event_id)
        open_matches = [m for m in matches if m.status == "pending"]
        if open_matches:
            number = max(ctx.rounds[m.round_id].number for m in open_matches)
            raise PairingError(f"round {number} still has {len(open_matches)} match(es) without a result")
        logic = reported_logic_matches(ctx, matches, games)
        stages = sorted(ctx.stages.values(), key=lambda s: s.position)
        stage = None
        for st in stages:
            if st.status == "finished":
                continue
            if st.status == "pending":
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
    for a, b, extra in pairs:
        kind = extra.pop("kind", MatchKind.PLAYED)
        table = table_of.get((a, b)) if b is not None else None
        session.add(_new_match(event_id, rnd, table, a, b, kind, **extra))
    ctx.ev.status = "running"
    session.flush()
    return _round_view(session, event_id, rnd.id)


def _round_view(session: Session, event_id: int, round_id: int) -> RoundView:
    ctx = _Context.load(session, event_id)
    matches, games = _all_matches(session, event_id, round_id)
    return next(v for v in _round_views(ctx, matches, games) if v.id == round_id)


def _round(session: Session, round_id: int) -> RoundRow:
    rnd = session.get(RoundRow, round_id)
    if rnd is None:
        raise PairingError(f"there is no round {round_id}")
    return rnd


def publish_round(db: Database, round_id: int) -> RoundView:
    """Publish a draft round: its pairings are final and its players' squads are locked."""
    with db.begin() as session:
        rnd = _round(session, round_id)
        if rnd.status != "draft":
            raise PairingError(f"round {rnd.number} is already published")
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
            raise PairingError(f"round {rnd.number} is published; it cannot be discarded")
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
        for m in earlier:
            if m.reg_b_id is not None:
                opponents.setdefault(m.reg_a_id, set()).add(m.reg_b_id)
                opponents.setdefault(m.reg_b_id, set()).add(m.reg_a_id)
        try:
            res = swap_players(
                pairings,
                bye,
                player,
                other,
                opponents={k: frozenset(v) for k, v in opponents.items()},
                clubs={r.id: (r.club or None) for r in ctx.regs.values()},
            )
        except (KeyError, ValueError) as exc:
            raise PairingError(f"cannot swap: {exc}") from exc
        pair_rows = [m for m in ms if m.reg_b_id is not None]
        for m, p in zip(pair_rows, res.pairings, strict=True):
            m.reg_a_id, m.reg_b_id = p.a, p.b
        if bye_match is not None and res.bye is not None:
            bye_match.reg_a_id = res.bye
        _retable(session, ctx, rnd, pair_rows)
        names = {r.id: r.name for r in ctx.regs.values()}
        warnings = []
        for p in res.rematches:
            warnings.append(f"rematch: {names[p.a]} v {names[p.b]}")
        for p in res.same_club:
            warnings.append(f"same club ({ctx.regs[p.a].club}): {names[p.a]} v {names[p.b]}")
        rnd.report = {
            **(rnd.report or {}),
            "swaps": [*(rnd.report or {}).get("swaps", []), [player, other]],
            "warnings": [*(rnd.report or {}).get("warnings", []), *warnings],
        }
        session.flush()
        return _round_view(session, rnd.event_id, rnd.id), warnings


def _retable(session: Session, ctx: _Context, rnd: RoundRow, rows: Sequence[MatchRow]) -> None:
    """Number the tables again after a swap: a player fixed to a table keeps it; the others keep
    the pairing order (best first, the order the draft was made in).  Codes follow the tables."""
    ordered = sorted((m for m in rows if m.kind == MatchKind.PLAYED.value), key=lambda m: m.id)
    fixed = {r.id: r.fixed_table for r in ctx.regs.values() if r.fixed_table}
    tables, _ = assign_tables([(m.reg_a_id, m.reg_b_id) for m in ordered], fixed)
    table_of = {(t.a, t.b): t.table for t in tables}
    changed = [m for m in ordered if m.table_no != table_of[(m.reg_a_id, m.reg_b_id)]]
    if not changed:
        return
    for m in changed:  # codes are unique: step aside first
        m.code = f"swap-{m.id}"
    session.flush()
    for m in changed:
        m.table_no = table_of[(m.reg_a_id, m.reg_b_id)]
        m.code = match_code(ctx.ev.id, rnd.number, m.table_no)
    session.flush()


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
    "current_who",
]
