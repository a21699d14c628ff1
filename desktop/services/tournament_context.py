"""Reading one event: :class:`_Context` (its registrations, stages and rounds with a handful of
queries), every match as light rows, the logic's matches and the round views.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from desktop.services.errors import template
from desktop.services.tournament_common import (
    GameView,
    MatchView,
    RestView,
    ResultEntryError,
    RoundView,
    T,
    _event,
    _match_state,
    _scoring,
    _sides,
    match_view_of,
)

if TYPE_CHECKING:  # SQLAlchemy is imported where a query runs: the views and the ranking run on any rows
    from sqlalchemy.orm import Session

    from database.models.tournament import (
        EventRow,
        GameResultRow,
        MatchRow,
        RegistrationRow,
        RoundRow,
        StageRow,
    )
    from desktop.tournament import Game, Match, MatchKind, Scoring


_GAMES: dict[tuple[Any, ...], Game] = {}
_GAMES_KEPT = 4096


def shared_game(outcome_a: str, secondary_a: Any, secondary_b: Any) -> Game:
    """The logic's game of a stored game.  A game is a value, and an event's games take few distinct
    values (an outcome and two small scores): one object each, shared by every match that holds it, so
    that reading a 1,024-player event builds dozens of games, not 7,168, and the page keeps dozens."""
    key = (outcome_a, type(secondary_a), secondary_a, type(secondary_b), secondary_b)
    game = _GAMES.get(key)
    if game is None:
        game = T.Game(T.Outcome(outcome_a), secondary_a, secondary_b)
        if len(_GAMES) < _GAMES_KEPT:
            _GAMES[key] = game
    return game


@functools.cache
def _kinds() -> dict[str, MatchKind]:
    return {k.value: k for k in T.MatchKind}


class _Context:
    """Everything about one event needed to build views, read with a handful of queries."""

    def __init__(
        self, session: Session, ev: EventRow, match: MatchRow | None = None, *, read_only: bool = False
    ) -> None:
        from sqlalchemy import select

        from database.models.tournament import RegistrationRow, RoundRow, StageRow

        self.session = session
        self.ev = ev
        if match is None:
            stages = select(StageRow).where(StageRow.event_id == ev.id)
            rounds = select(RoundRow).where(RoundRow.event_id == ev.id)
            if read_only:  # the registrations as plain rows (same attributes): a read changes none
                rt = RegistrationRow.__table__
                rows: Any = session.execute(select(rt).where(rt.c.event_id == ev.id))
            else:
                rows = session.scalars(select(RegistrationRow).where(RegistrationRow.event_id == ev.id))
            self.regs: dict[int, RegistrationRow] = {r.id: r for r in rows}
            self.stages: dict[int, StageRow] = {s.id: s for s in session.scalars(stages)}
            self.rounds: dict[int, RoundRow] = {r.id: r for r in session.scalars(rounds)}
        else:  # one match's view: only its players, round and stage (a result entry stays quick)
            ids = [i for i in (match.reg_a_id, match.reg_b_id) if i is not None]
            rnd = session.get(RoundRow, match.round_id)  # usually in the identity map already
            assert rnd is not None
            stage = session.get(StageRow, rnd.stage_id)
            assert stage is not None
            self.regs = {
                r.id: r for r in session.scalars(select(RegistrationRow).where(RegistrationRow.id.in_(ids)))
            }
            self.stages = {stage.id: stage}
            self.rounds = {rnd.id: rnd}
        self._index()

    def _index(self) -> None:
        # round id -> (number, stage position, elimination?) without ORM attribute access per match
        self._round_info: dict[int, tuple[int, int, bool]] = {
            r.id: (
                r.number,
                self.stages[r.stage_id].position,
                self.stages[r.stage_id].kind.endswith("elimination"),
            )
            for r in self.rounds.values()
        }
        self._names = {r.id: r.name for r in self.regs.values()}
        self.logic_kept: dict[int, Match] | None = None
        """When a dict (a read of the whole event: load_event), the logic's match of each reported match
        that ``match_view`` built, by match id, so that the ranking of the same read reuses it rather
        than building it again (rows read once are not changed within that read)."""

    def add_round(self, rnd: RoundRow) -> None:
        """A round written after this context was read (its stage is one of the context's)."""
        stage = self.stages[rnd.stage_id]
        self.rounds[rnd.id] = rnd
        self._round_info[rnd.id] = (rnd.number, stage.position, stage.kind.endswith("elimination"))

    @functools.cached_property
    def scoring(self) -> Scoring:
        """The event's scoring (built on first use: a refused result never loads the logic)."""
        return _scoring(self.ev)

    @classmethod
    def of_rows(cls, ev: Any, regs: dict[int, Any], stages: dict[int, Any], rounds: dict[int, Any]) -> _Context:
        """The context of rows read elsewhere, without a session (``publish_read``: Core rows with the
        tables' columns); enough for match views and the standings, not for what queries more."""
        self = cls.__new__(cls)
        self.session = None  # type: ignore[assignment]
        self.ev, self.regs, self.stages, self.rounds = ev, regs, stages, rounds
        self._index()
        return self

    @classmethod
    def load(cls, session: Session, event_id: int, *, read_only: bool = False) -> _Context:
        """The event's context; ``read_only``: for a read that changes nothing, its 1,000 registrations
        as plain rows rather than ORM objects (a third of the time and memory of reading them)."""
        return cls(session, _event(session, event_id), read_only=read_only)

    @classmethod
    def for_match(cls, session: Session, m: MatchRow) -> _Context:
        """Enough of the event to build ``m``'s view (not the whole event)."""
        return cls(session, _event(session, m.event_id), m)

    def logic_match(self, m: MatchRow, games: Sequence[Game] | None = None) -> Match:
        number, position, elimination = self._round_info[m.round_id]
        if games is None:
            games = [shared_game(g.outcome_a, g.secondary_a, g.secondary_b) for g in m.games]
        ml = m.match_loss
        return T.Match(
            number,
            m.reg_a_id,
            m.reg_b_id,
            _kinds().get(m.kind) or T.MatchKind(m.kind),
            tuple(games),
            _sides().get(m.winner),
            m.game_losses_a,
            m.game_losses_b,
            tuple(T.Side(c) for c in ml) if ml else (),
            elimination,
            T.Side.B if m.higher_seed == "b" else T.Side.A,
            m.reason,
            m.id,
            position,
        )

    def match_view(self, m: MatchRow, games: Sequence[GameResultRow] | None = None) -> MatchView:
        number = self._round_info[m.round_id][0]
        rows = list(m.games) if games is None else list(games)
        gviews = tuple(
            GameView(g.number, dict(g.result), g.outcome_a, g.secondary_a, g.secondary_b) for g in rows
        )
        score = None
        if m.status == "reported":
            lm = self.logic_match(m, [shared_game(g.outcome_a, g.secondary_a, g.secondary_b) for g in rows])
            if self.logic_kept is not None:
                self.logic_kept[m.id] = lm
            score = T.score_match(lm, self.scoring, self.ev.best_of)
        names = self._names
        return match_view_of(
            m,
            round_number=number,
            a_name=names[m.reg_a_id],
            b_name=names.get(m.reg_b_id, "") if m.reg_b_id is not None else "",
            games=gviews,
            score=score,
        )


_VIEW_ONLY = frozenset({"code", "table_no", "updated_at", "updated_by", "version", "started", "pool"})
"""Match columns that only a match's view shows (not read for the logic: ``_all_matches(results=False)``)."""


def _all_matches(
    session: Session, event_id: int, round_id: int | None = None, *, results: bool = True
) -> tuple[list[Any], dict[int, list[Any]]]:
    """Every match of the event (or of one round) and its games as light read-only rows (Core, not
    ORM objects: loading a 1,000-player event stays fast and small).  ``results=False``: what the
    logic's matches need: the games without their result fields (no JSON decoded), the matches
    without what only their views show (code, table, when and by whom last changed, version)."""
    from sqlalchemy import select

    from database.models.tournament import GameResultRow, MatchRow

    mt = MatchRow.__table__
    gt = GameResultRow.__table__
    where = [mt.c.event_id == event_id]
    if round_id is not None:
        where.append(mt.c.round_id == round_id)
    columns = [mt] if results else [c for c in mt.c if c.key not in _VIEW_ONLY]
    matches = list(session.execute(select(*columns).where(*where).order_by(mt.c.id)))
    games: dict[int, list[Any]] = {}
    cols = [gt.c.match_id, gt.c.number, gt.c.outcome_a, gt.c.secondary_a, gt.c.secondary_b]
    if results:
        cols.insert(2, gt.c.result)
    q = (
        select(*cols)
        .join(mt, mt.c.id == gt.c.match_id)
        .where(*where)
        .order_by(gt.c.match_id, gt.c.number)
    )
    for g in session.execute(q):
        games.setdefault(g.match_id, []).append(g)
    return matches, games


def reported_logic_matches(
    ctx: _Context,
    matches: Iterable[MatchRow],
    games: Mapping[int, Sequence[GameResultRow]],
    stage_id: int | None = None,
) -> list[Match]:
    out = []
    for m in matches:
        if m.status != "reported":
            continue
        if stage_id is not None and ctx.rounds[m.round_id].stage_id != stage_id:
            continue
        if ctx.rounds[m.round_id].status == "draft":
            continue
        kept = ctx.logic_kept.get(m.id) if ctx.logic_kept is not None else None
        if kept is not None:
            out.append(kept)
            continue
        gs = [shared_game(g.outcome_a, g.secondary_a, g.secondary_b) for g in games.get(m.id, ())]
        out.append(ctx.logic_match(m, gs))
    return out


def round_rests(ctx: _Context, stage: StageRow, number: int, playing: Iterable[int]) -> tuple[RestView, ...]:
    """Round ``number``'s byes in a round-robin ``stage`` (none in other stages): each pool member with no
    match in the round (``playing``: the players of its matches) who was still in the event then (a player
    who dropped after an earlier round sits out nothing). They score nothing (the logic's
    :func:`~desktop.tournament.roundrobin.sitting_out`)."""
    if stage.kind != "round_robin":
        return ()
    pools = (stage.config or {}).get("pool_members") or ()
    many = len(pools) > 1
    out = []
    for p, pool in T.sitting_out(pools, playing):
        reg = ctx.regs.get(p)
        if reg is None:
            continue
        left = reg.dropped_after_round if reg.status != "registered" else None
        if reg.status != "registered" and (left is None or left < number):
            continue
        out.append(RestView(p, reg.name, pool if many else None))
    return tuple(out)


def _round_views(
    ctx: _Context, matches: Sequence[MatchRow], games: Mapping[int, Sequence[GameResultRow]]
) -> tuple[RoundView, ...]:
    by_round: dict[int, list[MatchRow]] = {}
    for m in matches:
        by_round.setdefault(m.round_id, []).append(m)
    views = []
    for rnd in sorted(ctx.rounds.values(), key=lambda r: r.number):
        stage = ctx.stages[rnd.stage_id]
        ms = sorted(by_round.get(rnd.id, []), key=lambda m: (m.table_no is None, m.table_no or 0, m.id))
        views.append(
            RoundView(
                rnd.id,
                rnd.number,
                stage.position,
                stage.kind,
                rnd.status,
                tuple(ctx.match_view(m, games.get(m.id, ())) for m in ms),
                dict(rnd.report or {}),
                rnd.version,
                round_rests(
                    ctx, stage, rnd.number, (p for m in ms for p in (m.reg_a_id, m.reg_b_id) if p is not None)
                ),
            )
        )
    return tuple(views)


# --- an event's stages: over, and the event finished -------------------------------------------------


def _bracket(stage: StageRow) -> Any:
    cfg = stage.config or {}
    if cfg.get("pairs"):
        return T.Bracket.from_pairs([tuple(p) for p in cfg["pairs"]], third_place=bool(cfg.get("third_place")))
    seeds = list(cfg.get("seeds") or [])
    if stage.kind == "double_elimination":
        return T.Bracket.double_elimination(seeds, grand_final_reset=bool(cfg.get("grand_final_reset", True)))
    return T.Bracket.single(seeds, third_place=bool(cfg.get("third_place")))


def _replay_bracket(
    ctx: _Context, stage: StageRow, logic: Sequence[Match], rows: Sequence[MatchRow]
) -> Any:
    """The stage's bracket with its recorded winners (``logic``: the stage's reported matches, up to
    the round the caller looks at).  Never raises: a match that no longer fits the bracket (its
    players were paired on a result corrected since) is left out, with the matches after it, and
    listed in the bracket's ``stale`` (see :func:`bracket_problem`)."""
    b = _bracket(stage)
    played: dict[str, tuple[int | None, int | None, int | None]] = {}
    for m in rows:
        if m.bracket_slot and m.round_id in ctx.rounds and ctx.rounds[m.round_id].stage_id == stage.id:
            played[m.bracket_slot] = (m.reg_a_id, m.reg_b_id, None)
    slot_of = {m.id: m.bracket_slot for m in rows if m.bracket_slot}
    for lm in logic:
        slot = slot_of.get(lm.id or -1)
        if not slot or slot not in played:
            continue
        w = T.score_match(lm, ctx.scoring, ctx.ev.best_of).winner
        if w is not None:
            played[slot] = (lm.a, lm.b, lm.a if w.value == "a" else lm.b)
    b.replay(played)
    return b


def stale_described(ctx: _Context, bracket: Any, stage: StageRow, rows: Sequence[Any]) -> tuple[str, ...]:
    """The bracket's matches that no longer fit it (``bracket.stale``) as "code (A – B)"."""
    if not bracket.stale:
        return ()
    names = {r.id: r.name for r in ctx.regs.values()}
    by_slot = {
        m.bracket_slot: m
        for m in rows
        if m.bracket_slot and m.round_id in ctx.rounds and ctx.rounds[m.round_id].stage_id == stage.id
    }
    out = []
    for slot in bracket.stale:
        m = by_slot.get(slot)
        if m is not None:
            code = getattr(m, "code", "") or slot
            out.append(f"{code} ({names.get(m.reg_a_id, '?')} – {names.get(m.reg_b_id, '?')})")
    return tuple(out)


def stale_corrected(ctx: _Context, bracket: Any, stage: StageRow, rows: Sequence[Any]) -> tuple[str, ...]:
    """The reported matches whose result was corrected after the bracket's ``stale`` matches were paired on
    it, as "code (A – B)": the results to enter again (voiding the stale ones).  For each stale match that
    the bracket reached without going through another stale one, the matches feeding it whose winner (or
    loser) is no longer a player it was paired with; for a grand-final reset no longer called for, the grand
    final."""
    if not bracket.stale:
        return ()
    names = {r.id: r.name for r in ctx.regs.values()}
    by_slot = {
        m.bracket_slot: m
        for m in rows
        if m.bracket_slot and m.round_id in ctx.rounds and ctx.rounds[m.round_id].stage_id == stage.id
    }
    stale = set(bracket.stale)
    causes: list[str] = []
    for slot in bracket.stale:
        m = by_slot.get(slot)
        bm = bracket.matches.get(slot)
        if m is None or bm is None:
            continue
        if bm.bracket == "GF2":
            feeders = ["GF"]
        else:
            paired = {m.reg_a_id, m.reg_b_id}
            feeders = []
            for kind, src in bm.sources:
                if kind not in ("winner", "loser") or src in stale:
                    continue
                player = bracket.winner_of(src) if kind == "winner" else bracket.loser_of(src)
                if player not in paired:
                    feeders.append(str(src))
        for src in feeders:
            f = by_slot.get(src)
            if f is None:
                continue
            text = f"{getattr(f, 'code', '') or src} ({names.get(f.reg_a_id, '?')} – {names.get(f.reg_b_id, '?')})"
            if text not in causes:
                causes.append(text)
    return tuple(causes)


def _stage_finished(ctx: _Context, stage: StageRow, logic: Sequence[Match], rows: Sequence[MatchRow]) -> bool:
    cfg = stage.config or {}
    played = sum(1 for r in ctx.rounds.values() if r.stage_id == stage.id)
    if stage.kind == "swiss":
        return played >= int(cfg.get("rounds") or 0)
    if stage.kind == "round_robin":
        return played >= len(cfg.get("schedule") or [])
    return _replay_bracket(ctx, stage, [m for m in logic if m.stage == stage.position], rows).is_complete()


def _event_complete(session: Session, ctx: _Context) -> bool:
    """Every round of the event's last stage is published and has its result, and that stage is
    over (its rounds played, or its bracket decided)."""
    stages = sorted(ctx.stages.values(), key=lambda s: s.position)
    if not stages:
        return False
    last = stages[-1]
    if not any(r.stage_id == last.id for r in ctx.rounds.values()):
        return False
    if any(r.status == "draft" for r in ctx.rounds.values()):
        return False
    matches, games = _all_matches(session, ctx.ev.id, results=False)
    if any(m.status == "pending" for m in matches):
        return False
    return _stage_finished(ctx, last, reported_logic_matches(ctx, matches, games), matches)


def settle_event_status(session: Session, event_id: int) -> str:
    """The one place that decides whether a started event is finished, after anything that changes a
    result (a result, a correction, a cleared result, a penalty, a drop): the last round of its last
    stage complete -> ``finished``; a change that reopens it -> ``running`` again. Returns the status."""
    session.flush()
    ctx = _Context.load(session, event_id)
    ev = ctx.ev
    if ev.status not in ("running", "finished"):
        return ev.status
    status = "finished" if _event_complete(session, ctx) else "running"
    if ev.status != status:
        ev.status = status
        session.flush()
    return status


# --- what a correction changes after it: the bracket's later matches, the cut -----------------------


def _cut_players(ctx: _Context, prev: StageRow, stage: StageRow, logic: Sequence[Match]) -> list[Any]:
    """The players ``stage`` would take from ``prev`` on these results: the bracket's seeds (or a crossed
    playoff's pairs), as tournament_rounds._start_stage draws them, with today's drops."""
    tbs = T.default_tiebreaks("round_robin") if prev.kind == "round_robin" and not ctx.ev.tiebreaks else None
    from desktop.services.tournament_common import _tiebreaks, _unplayed

    tbs = tbs or _tiebreaks(ctx.ev, prev.kind)
    cfg = stage.config or {}
    prev_logic = [m for m in logic if m.stage == prev.position]
    prev_players = list((prev.config or {}).get("players") or [])
    known = set(prev_players)
    for m in prev_logic:
        for p in m.players():
            if p not in known:
                known.add(p)
                prev_players.append(p)

    def ranking(players: Sequence[int]) -> list[int]:
        mine = [m for m in prev_logic if all(p in set(players) for p in m.players())]
        entrants = [T.Entrant(p, dropped=ctx.regs[p].status != "registered") for p in players]
        rows = T.compute_standings(
            entrants,
            mine,
            scoring=ctx.scoring,
            best_of=ctx.ev.best_of,
            tiebreaks=tbs,
            seed=ctx.ev.seed,
            unplayed=_unplayed(ctx.ev),
        )
        return [r.player for r in rows]

    if cfg.get("crossed"):
        pools = [ranking(pool) for pool in (prev.config or {}).get("pool_members") or []]
        pools = [[p for p in pool if ctx.regs[p].status == "registered"] for pool in pools]
        try:
            return [list(p) for p in T.crossed_pairs(pools)]
        except ValueError:
            return []
    order = ranking(prev_players)
    dropped = {p for p in order if ctx.regs[p].status != "registered"}
    return T.top_cut(order, int(cfg.get("cut") or len(order)), dropped) if len(order) >= 2 else []


class CorrectionEffects:
    """What changing one match's result does to what was paired after it.

    ``later``: the bracket's matches (rows, in play order) that were paired on its old result and
    no longer fit (someone else goes on), with every match after them; ``cut``: the started stage
    whose cut this result decided and that the new result would draw differently (None: unchanged)."""

    def __init__(self, later: Sequence[Any], cut: StageRow | None, names: Mapping[int, str]) -> None:
        self.later = list(later)
        self.cut = cut
        self._names = names

    def describe(self) -> str:
        """The later matches as "code (A – B)", comma-separated: names and codes only, no words to
        translate."""
        return ", ".join(
            f"{m.code} ({self._names.get(m.reg_a_id, '?')} – {self._names.get(m.reg_b_id, '?')})"
            for m in self.later
        )


def correction_effects(session: Session, match_id: int, change: Any) -> CorrectionEffects:
    """What a correction of match ``match_id`` does after it: ``change(old logic match)`` is the
    match with its new result (None: the result cleared).  Reads the event in ``session``."""
    from dataclasses import replace as _replace

    from database.models.tournament import MatchRow

    row = session.get(MatchRow, match_id)
    assert row is not None
    ctx = _Context.load(session, row.event_id)
    matches, games = _all_matches(session, row.event_id)
    everything = reported_logic_matches(ctx, matches, games)
    old = next((m for m in everything if m.id == match_id), None)
    if old is None:
        old = _replace(ctx.logic_match(row, []), kind=T.MatchKind.PLAYED)
    new = change(old)
    changed = [m for m in everything if m.id != match_id] + ([new] if new is not None else [])
    stage = ctx.stages[ctx.rounds[row.round_id].stage_id]
    later: list[Any] = []
    if row.bracket_slot:
        stage_logic = [m for m in changed if m.stage == stage.position]
        bracket = _replay_bracket(ctx, stage, stage_logic, matches)
        stale = set(bracket.stale)
        order = {mid: i for i, mid in enumerate(bracket.order)}
        later = sorted(
            (
                m
                for m in matches
                if m.bracket_slot in stale
                and m.id != match_id
                and ctx.rounds[m.round_id].stage_id == stage.id
                and ctx.rounds[m.round_id].status != "draft"
            ),
            key=lambda m: order.get(m.bracket_slot, 0),
        )
    cut = None
    following = [s for s in ctx.stages.values() if s.position == stage.position + 1]
    if following and not stage.kind.endswith("elimination"):
        nxt = following[0]
        started = any(r.stage_id == nxt.id and r.status != "draft" for r in ctx.rounds.values())
        if started and _cut_players(ctx, stage, nxt, everything) != _cut_players(ctx, stage, nxt, changed):
            cut = nxt
    return CorrectionEffects(later, cut, {r.id: r.name for r in ctx.regs.values()})


# --- a correction (a result, a special result, a cleared result, a penalty) checked for what it changes
# after it: refused unless confirmed, then applied (the later matches voided, the kept cut audited) --------


class LaterMatchesError(ResultEntryError):
    """A correction that changes who goes on in a bracket whose later matches were paired on the old
    result: ``matches`` names them ("code (A – B)", comma-separated); ``void_later`` voids them."""


class CutChangedError(ResultEntryError):
    """A correction that changes the standings the next stage's cut was drawn from: ``stage`` is that
    stage's position; ``keep_cut`` records it anyway (the bracket keeps its seeds, audited)."""


LATER_MATCHES = template(
    "this correction changes who goes on in the bracket, but later matches were paired on the old result: "
    "{matches}. Void them with this correction (--void-later: they are deleted, their results kept in the "
    "event's record, and the bracket pairs them again), or leave this result as it is"
)
CUT_CHANGED = template(
    "this correction changes the standings that stage {stage}'s cut was drawn from: the bracket was seeded "
    "on the old result and keeps its seeds. Confirm to keep them (--keep-cut; the audit trail records it), "
    "or undo stage {stage}'s rounds to draw the cut again"
)


def _check_correction(
    session: Session, match_id: int, change: Any, *, void_later: bool, keep_cut: bool
) -> Any:
    """Refuse a correction whose consequences after it were not confirmed (see :class:`LaterMatchesError`
    and :class:`CutChangedError`); returns the effects (None when nothing after the match can change: a
    Swiss or round-robin match with no later stage started, the common case, costs one query)."""
    from database.models.tournament import MatchRow

    row = session.get(MatchRow, match_id)
    assert row is not None
    if not row.bracket_slot and not _later_stage_started(session, row):
        return None
    effects = correction_effects(session, match_id, change)
    if effects.later and not void_later:
        raise LaterMatchesError(LATER_MATCHES, "", None, matches=effects.describe())
    if effects.cut is not None and not keep_cut:
        raise CutChangedError(CUT_CHANGED, "", None, stage=effects.cut.position)
    return effects


def _later_stage_started(session: Session, row: MatchRow) -> bool:
    from sqlalchemy import select

    from database.models.tournament import RoundRow, StageRow

    rnd = session.get(RoundRow, row.round_id)
    stage = session.get(StageRow, rnd.stage_id) if rnd is not None else None
    if stage is None:
        return False
    later = session.scalar(
        select(RoundRow.id)
        .join(StageRow, StageRow.id == RoundRow.stage_id)
        .where(
            RoundRow.event_id == row.event_id,
            RoundRow.status != "draft",
            StageRow.position > stage.position,
        )
        .limit(1)
    )
    return later is not None


def _apply_effects(
    session: Session, match_id: int, effects: Any, who: str
) -> tuple[tuple[str, ...], int | None]:
    """After a confirmed correction: void the later bracket matches (see :func:`_void_later`) and
    record in the match's audit trail what the correction did after it."""
    from database.models.tournament import MatchRow, ResultAuditRow

    if effects is None:
        return (), None
    m = session.get(MatchRow, match_id)
    assert m is not None
    voided: tuple[str, ...] = ()
    if effects.later:
        voided = _void_later(session, m, effects, who)
        session.add(
            ResultAuditRow(
                event_id=m.event_id,
                match_id=m.id,
                who=who,
                action="voided_later",
                old={},
                new={"voided": list(voided)},
            )
        )
    kept = None
    if effects.cut is not None:
        kept = int(effects.cut.position)
        session.add(
            ResultAuditRow(
                event_id=m.event_id,
                match_id=m.id,
                who=who,
                action="cut_kept",
                old={},
                new={"cut_stage": kept},
            )
        )
    session.flush()
    return voided, kept


def _void_later(session: Session, m: MatchRow, effects: Any, who: str) -> tuple[str, ...]:
    """Delete the bracket's later matches paired on a corrected result, their results kept in the
    event's record (``options["voided_matches"]``, like an undone round's).  A round left without a match
    goes with every later round of the stage (the bracket pairs them again in order)."""
    from sqlalchemy import select

    from database.models.base import utcnow
    from database.models.tournament import MatchRow, RoundRow, StageRow

    rnd = session.get(RoundRow, m.round_id)
    assert rnd is not None
    stage_rounds = {
        r.id: r
        for r in session.scalars(
            select(RoundRow).where(RoundRow.event_id == m.event_id, RoundRow.stage_id == rnd.stage_id)
        )
    }
    matches = {
        x.id: x for x in session.scalars(select(MatchRow).where(MatchRow.round_id.in_(list(stage_rounds))))
    }
    gone = {x.id for x in effects.later}
    while True:
        left: dict[int, int] = {}
        for x in matches.values():
            if x.id not in gone:
                left[x.round_id] = left.get(x.round_id, 0) + 1
        empty = [r.number for r in stage_rounds.values() if not left.get(r.id)]
        if not empty:
            break
        first = min(empty)
        more = {x.id for x in matches.values() if stage_rounds[x.round_id].number > first} - gone
        if not more:
            break
        gone |= more
    names = effects._names
    ordered = sorted(
        (matches[i] for i in gone), key=lambda x: (stage_rounds[x.round_id].number, x.table_no or 0)
    )
    described = tuple(
        f"{x.code} ({names.get(x.reg_a_id, '?')} – {names.get(x.reg_b_id, '?')})" for x in ordered
    )
    ev = _event(session, m.event_id)
    record = {
        "at": utcnow().isoformat(timespec="seconds"),
        "who": who,
        "correction": m.code,
        "results": [{"code": x.code, **_match_state(x)} for x in ordered if x.status == "reported"],
        "matches": list(described),
    }
    options = dict(ev.options or {})
    options["voided_matches"] = [*options.get("voided_matches", []), record]
    ev.options = options
    for x in ordered:
        session.delete(x)
    session.flush()
    for r in stage_rounds.values():
        if r.status != "draft" and not session.scalar(
            select(MatchRow.id).where(MatchRow.round_id == r.id).limit(1)
        ):
            session.delete(r)
    stage = session.get(StageRow, rnd.stage_id)
    if stage is not None and stage.status == "finished":
        stage.status = "running"
    session.flush()
    return described
