"""Computer players for Toy Battle. Every player decides from its own :class:`PlayerView` only.

- :class:`RandomPlayer`: a uniformly random legal decision.
- :class:`GreedyPlayer`: one ply - tries every decision (finishing its own turn greedily when the
  decision leads to more of its own decisions) on one sampled determinization, and keeps the one
  with the best static evaluation.
- :class:`MctsPlayer`: single-observer information-set Monte Carlo tree search: each iteration samples
  the hidden information (opponent rack, both reserve orders, removed troops, the generator) from the
  view, descends one shared tree over the decisions legal in that sample, then plays the game out
  at random (taking an enemy HQ whenever a playout can). Budget: playouts (Hard: a fixed number, so
  that a seed gives the same decisions on any machine, however loaded), optionally capped by seconds.

``make_player(level, seed)`` builds one by level: ``easy``, ``normal``, ``hard`` (the UI's levels) or
``random``, ``greedy``, ``mcts``.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from .engine import (
    CAPN,
    K_SKIP,
    K_USE,
    P_BASE,
    P_EFFECT,
    P_MAIN,
    P_OVER,
    Action,
    Board,
    Game,
    GameState,
    Options,
    PlayerView,
    view,
)
from .terrain import Terrain

Code = tuple[int, int, int]

LEVELS = ("easy", "normal", "hard")
KINDS = ("random", "greedy", "mcts")


class Player(Protocol):
    name: str

    def choose(self, view: PlayerView) -> Action: ...


# =====================================================================================================
# Evaluation
# =====================================================================================================

WIN_SCORE = 1_000_000.0
# value of having one's connected frontier at a given distance from the enemy HQ (0 = can place on it)
_DANGER = (0.0, 110.0, 45.0, 25.0, 15.0, 8.0, 4.0, 2.0, 1.0) + (0.0,) * 100


def evaluate(s: GameState, p: int) -> float:
    """Static evaluation of ``s`` for colour ``p`` (higher is better; about 100 per medal).

    Uses the racks held in ``s``: players call it on determinizations sampled from their own view.
    """
    if s.phase == P_OVER:
        return WIN_SCORE if s.winner == p else -WIN_SCORE
    q = 1 - p
    B = s.B
    own_p = s.own[p]
    own_q = s.own[q]
    mover = s.to_move
    score = 100.0 * (s.medals[p] - s.medals[q])
    # where each player could place next (their actual, non-blocked rack troops), and where the extra
    # troop of a Cap'n placed next could go (two moves deep: Cap'n extends the reach, the extra troop
    # lands beyond it - on the enemy HQ, or on a region's last base)
    masks_p = s._pmasks(p)
    masks_q = s._pmasks(q)
    reach_p = 0
    for m in masks_p:
        reach_p |= m
    reach_q = 0
    for m in masks_q:
        reach_q |= m
    hq_p = B.hq_mask[p]
    hq_q = B.hq_mask[q]
    capn_p = _capn_reach(s, p, masks_p)
    capn_q = _capn_reach(s, q, masks_q)
    # (a Cap'n route counts less than a direct reach: on a sampled rack it needs two right guesses)
    if reach_p & hq_q:
        score += 5000.0 if mover == p else 250.0
    elif capn_p & hq_q and _extra_fits(s, p, capn_p & hq_q):
        score += 3000.0 if mover == p else 200.0
    if reach_q & hq_p:
        score -= 5000.0 if mover == q else 250.0
    elif capn_q & hq_p and _extra_fits(s, q, capn_q & hq_p):
        score -= 3000.0 if mover == q else 200.0
    reach_p |= capn_p
    reach_q |= capn_q
    claimed = s.claimed
    gain_p: dict[int, int] = {}
    gain_q: dict[int, int] = {}
    for r, m in enumerate(B.rmask):
        if claimed[r] >= 0:
            continue
        size = m.bit_count()
        mine = (own_p & m).bit_count()
        theirs = (own_q & m).bit_count()
        med = B.rmedals[r]
        if theirs == 0 and mine:
            f = mine / size
            score += 30.0 * med * f * f
        elif mine == 0 and theirs:
            f = theirs / size
            score -= 30.0 * med * f * f
        need = m & ~own_p
        if need.bit_count() == 1 and need & reach_p:
            gain_p[need] = gain_p.get(need, 0) + med
        need = m & ~own_q
        if need.bit_count() == 1 and need & reach_q:
            gain_q[need] = gain_q.get(need, 0) + med
    best_p, second_p = _two_best(gain_p)
    best_q, second_q = _two_best(gain_q)
    target = B.target
    # the mover takes its best region now; the other player, threatening two regions on different
    # bases, keeps the second one whatever the mover blocks (a double medal threat)
    if mover == p:
        if best_p and s.medals[p] + best_p >= target:
            score += 5000.0
        score += 70.0 * best_p - 25.0 * best_q - 45.0 * second_q
        if second_q and s.medals[q] + second_q >= target:
            score -= 2500.0
    else:
        if best_q and s.medals[q] + best_q >= target:
            score -= 5000.0
        score += 25.0 * best_p + 45.0 * second_p - 70.0 * best_q
        if second_p and s.medals[p] + second_p >= target:
            score += 2500.0
    score += 4.0 * (own_p.bit_count() - own_q.bit_count())
    # strong troops on top are hard to cover (1.2 a point of strength, Kwak counting 0.5)
    tm = s.tm
    p8 = p * 8
    q8 = 8 - p8
    tops = 0.5 * (tm[p8].bit_count() - tm[q8].bit_count())
    for t in range(1, 8):
        tops += t * (tm[p8 + t].bit_count() - tm[q8 + t].bit_count())
    score += 1.2 * tops
    conn_p = B._conn[p].get(own_p)
    if conn_p is None:
        conn_p = B.connected_targets(p, own_p)
    conn_q = B._conn[q].get(own_q)
    if conn_q is None:
        conn_q = B.connected_targets(q, own_q)
    rings = _rings(B)
    score += _DANGER[_nearest(conn_p, rings[q])] - _DANGER[_nearest(conn_q, rings[p])]
    score += 3.0 * s.rack_n[p] - 2.0 * s.rack_n[q]
    score += 0.5 * (len(s.reserve[p]) - len(s.reserve[q]))
    if s.medals[p] == s.medals[q]:
        score += _tempo(s, p)
    return score


_RINGS: dict[Board, tuple[tuple[int, ...], tuple[int, ...]]] = {}


def _rings(B: Board) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """For each colour, the masks of the nodes at distance 0, 1, 2... from its HQs (cached per board)."""
    got = _RINGS.get(B)
    if got is None:
        out = []
        for p in (0, 1):
            dist = B.dist_to_hq[p]
            far = max(d for d in dist if d < 99)
            out.append(tuple(sum(1 << i for i, d in enumerate(dist) if d == k) for k in range(far + 1)))
        got = _RINGS[B] = (out[0], out[1])
    return got


def _nearest(conn: int, rings: tuple[int, ...]) -> int:
    """The distance of the nearest node of ``conn`` from the HQs ``rings`` are measured from (9 if none)."""
    for d, ring in enumerate(rings):
        if conn & ring:
            return d
    return 9


def _two_best(gains: dict[int, int]) -> tuple[int, int]:
    """The largest and the second largest medal gains (regions completed on different bases)."""
    best = second = 0
    for g in gains.values():
        if g > best:
            best, second = g, best
        elif g > second:
            second = g
    return best, second


def _capn_reach(s: GameState, p: int, masks: list[int]) -> int:
    """Nodes where p's extra troop could go this turn after placing Cap'n (and Cap'n from Cap'n, while
    p holds more of them): the nodes next to the places Cap'n may take. 0 without a Cap'n to place or
    without another troop to place after it."""
    first = masks[CAPN]
    if not first:
        return 0
    p8 = p * 8
    spare = s.rack_n[p] - s.blocked_n[p] - 1  # troops left to place after the first Cap'n
    if spare <= 0:
        return 0
    B = s.B
    adj = B.adj
    metal = B.metal_mask
    more_capn = s.rack[p8 + CAPN] - s.blocked[p8 + CAPN] - 1
    level = first & B.base_mask & ~metal  # Cap'n's effect does not apply on Station Metal-X
    if more_capn > 0 and spare > 1:
        q8 = 8 - p8
        tm = s.tm
        stronger = 0  # enemy tops that a Cap'n (strength 2) cannot cover
        for t in range(CAPN, 8):
            stronger |= tm[q8 + t]
        capn_ok = B.allowed[CAPN] & B.base_mask & ~metal & ~stronger
    else:
        capn_ok = 0
    reach = 0
    seen = level
    while level:
        nxt = 0
        m = level
        while m:
            low = m & -m
            nxt |= adj[low.bit_length() - 1]
            m ^= low
        reach |= nxt
        if more_capn <= 0 or spare <= 1:
            break
        more_capn -= 1
        spare -= 1
        level = nxt & capn_ok & ~seen
        seen |= level
    return reach


def _extra_fits(s: GameState, p: int, nodes: int) -> bool:
    """Whether p holds a placeable troop besides one Cap'n that the value restrictions let onto ``nodes``."""
    p8 = p * 8
    allowed = s.B.allowed
    rack = s.rack
    blocked = s.blocked
    for t in range(8):
        free = rack[p8 + t] - blocked[p8 + t] - (1 if t == CAPN else 0)
        if free > 0 and allowed[t] & nodes:
            return True
    return False


def _tempo(s: GameState, p: int) -> float:
    """With the medals level, the player who first cannot act (no troop left to draw or place) loses
    the tie-break. Actions left: one per rack troop, one and a half per reserve troop (a draw brings
    two). The player to move spends first, so needs a strictly longer supply; this matters more the
    closer the supplies are to running out."""
    q = 1 - p
    a_p = s.rack_n[p] + 1.5 * len(s.reserve[p])
    a_q = s.rack_n[q] + 1.5 * len(s.reserve[q])
    lead = a_p - a_q + (-0.5 if s.to_move == p else 0.5)
    if lead > 1.0:
        lead = 1.0
    elif lead < -1.0:
        lead = -1.0
    low = a_p if a_p < a_q else a_q
    return 80.0 * lead * 4.0 / (4.0 + low)


CAPN_BONUS = 15.0


def settled_value(s: GameState, p: int, work: list[int] | None = None) -> float:
    """Evaluate ``s`` for ``p`` after resolving the mover's pending optional effects cheaply.

    ``s`` is changed in place. Draw-like effects are taken, choices among a few options go to the best
    evaluation, and a pending Cap'n counts as a fixed bonus (its extra placement is searched, not
    guessed, when the tree reaches it). ``work[0]``, if given, grows by the evaluations made.
    """
    for _ in range(6):
        ph = s.phase
        if ph != P_EFFECT and ph != P_BASE:
            break
        mover = s.to_move
        if ph == P_EFFECT and s.pend_t == CAPN:
            bonus = CAPN_BONUS if mover == p else -CAPN_BONUS
            if work is not None:
                work[0] += 1
            return evaluate(s, p) + bonus
        codes = s.codes()
        use = None
        for c in codes:
            if c[0] == K_USE:
                use = c
                break
        if use is not None:
            s.apply_code(use)
            continue
        best_c = codes[-1]
        best_v = -math.inf
        for c in codes:
            if c[0] == K_SKIP:
                continue
            s2 = s.copy()
            s2.apply_code(c)
            v = evaluate(s2, mover)
            if work is not None:
                work[0] += 1
            if v > best_v:
                best_v = v
                best_c = c
        s.apply_code(best_c)
    if work is not None:
        work[0] += 1
    return evaluate(s, p)


# =====================================================================================================
# Players
# =====================================================================================================


class RandomPlayer:
    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.rnd = random.Random(seed)

    def choose(self, view: PlayerView) -> Action:
        acts = view.legal_actions()
        if not acts:
            raise ValueError("no decision to take")
        return acts[self.rnd.randrange(len(acts))]


class GreedyPlayer:
    """One ply with a static evaluation; ``noise`` is the chance of a random decision instead."""

    name = "greedy"

    def __init__(self, seed: int | None = None, noise: float = 0.0, depth: int = 3) -> None:
        self.rnd = random.Random(seed)
        self.noise = noise
        self.depth = depth

    def choose(self, view: PlayerView) -> Action:
        state = view.determinize(self.rnd)
        codes = state.codes()
        if not codes:
            raise ValueError("no decision to take")
        if len(codes) == 1:
            return state.code_to_action(codes[0])
        if self.noise and self.rnd.random() < self.noise:
            return state.code_to_action(codes[self.rnd.randrange(len(codes))])
        p = view.player
        best: list[Code] = []
        best_value = -math.inf
        for c in codes:
            value = self._value(state, c, p, self.depth)
            if value > best_value + 1e-9:
                best_value = value
                best = [c]
            elif abs(value - best_value) <= 1e-9:
                best.append(c)
        return state.code_to_action(best[self.rnd.randrange(len(best))])

    def _value(self, state: GameState, code: Code, p: int, depth: int) -> float:
        s = state.copy()
        s.apply_code(code)
        if s.phase != P_OVER and s.to_move == p and s.phase != P_MAIN and depth > 0:
            # our own follow-up decision in the same turn (an effect): take the best of them
            # (a win now is worth a little more than the same win a decision later)
            return max(self._value(s, c, p, depth - 1) for c in s.codes()) - 1.0
        return evaluate(s, p)


@dataclass
class _Node:
    player: int  # who made the decision leading here
    n: int = 0
    w: float = 0.0
    avail: int = 0
    children: dict[Code, _Node] | None = None
    priors: dict[Code, float] | None = None


class MctsPlayer:
    """Single-observer ISMCTS over sampled determinizations.

    Each iteration samples the hidden information from the view, descends one shared tree over the
    decisions legal in that sample (UCB1 with availability counts), adds one node, and scores it by a
    short playout: ``rollout_depth`` random decisions (an HQ win is always taken), then the static
    evaluation squashed to a win chance (``rollout_depth=None``: play out to the end). Children are
    added best-first by their one-ply evaluation, and only ``1 + widening * sqrt(visits)`` of them
    at a node (progressive widening), so the opponent's strongest replies are looked at first.

    ``playouts``: iterations per decision (None: unlimited); ``time_limit``: seconds per decision
    (None: unlimited); at least one of them must be set. Only a playout budget without a time limit
    makes the decisions independent of the machine and its load (the same seed, the same decisions).
    ``turn_share``: with a playout budget, the later decisions of a turn (an effect's use or skip,
    Jumbo's target, Cap'n's extra troop, a special base's choice) share ``turn_share`` times the budget
    between them, each getting what its predecessors left, at least ``min_playouts``; so that a whole
    move stays within about 1.2 budgets (None: every decision gets the whole budget).
    ``eval_scale``: evaluation points a logit when a leaf's evaluation becomes a win chance (150: a
    medal's 100 points are a 66% chance; at 60, used before, any position a few hundred points down read
    as lost, and the search could not tell a move that blocks the direct threat from one that does not).
    ``max_evaluations``: the search also stops after this many static evaluations (scaled like the
    playouts for the later decisions of a turn). A playout's cost is mostly its evaluations, and their
    number varies threefold between positions (many troops and targets, Castle Field's choices), so
    this bounds the time of the costly decisions, again by counting, not by a clock.
    """

    name = "mcts"

    def __init__(self, seed: int | None = None, playouts: int | None = 1000, time_limit: float | None = None,
                 exploration: float = 0.15, progress: Callable[[int], None] | None = None,
                 rollout_depth: int | None = 0, eval_scale: float = 150.0, widening: float = 1.0,
                 turn_share: float | None = None, min_playouts: int = 50,
                 max_evaluations: int | None = None) -> None:
        if playouts is None and time_limit is None:
            raise ValueError("give a playout budget, a time budget, or both")
        self.rnd = random.Random(seed)
        self.playouts = playouts
        self.time_limit = time_limit
        self.c = exploration
        self.progress = progress
        self.rollout_depth = rollout_depth
        self.eval_scale = eval_scale
        self.widening = widening
        self.turn_share = turn_share
        self.min_playouts = min_playouts
        self.max_evaluations = max_evaluations
        self._turn_left: int | None = None  # playouts left for the later decisions of this turn
        self.last_iterations = 0
        self.last_evaluations = 0
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True

    def choose(self, view: PlayerView) -> Action:
        self.cancelled = False
        later = view.phase != P_MAIN  # not the first decision of the turn
        if not later:
            self._turn_left = None
        rnd = self.rnd
        first = view.determinize(rnd)
        codes = first.codes()
        if not codes:
            raise ValueError("no decision to take")
        to_action = first.code_to_action
        if len(codes) == 1:
            self.last_iterations = 0
            return to_action(codes[0])
        me = view.player
        for c in codes:  # a decision that wins at once needs no search
            s2 = first.copy()
            s2.apply_code(c)
            if s2.phase == P_OVER and s2.winner == me:
                self.last_iterations = 0
                return to_action(c)
        root = _Node(player=1 - me)
        randbelow = rnd._randbelow  # type: ignore[attr-defined]
        c_param = self.c
        widening = self.widening
        depth = self.rollout_depth
        scale = self.eval_scale
        log = math.log
        sqrt = math.sqrt
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        budget = self.playouts if self.playouts is not None else 1 << 60
        shared = later and self.playouts is not None and self.turn_share is not None
        left = 0  # the later decisions' playouts left (only when shared)
        if shared:
            assert self.turn_share is not None
            left = self._turn_left if self._turn_left is not None else round(budget * self.turn_share)
            budget = max(self.min_playouts, min(budget, left))
        work = [0]  # evaluations made (the priors of new children, the leaves): the search's real cost
        if self.max_evaluations is None:
            work_budget = 1 << 60
        elif self.playouts is None:
            work_budget = self.max_evaluations
        else:
            work_budget = round(self.max_evaluations * budget / self.playouts)
        it = 0
        while it < budget and work[0] < work_budget:
            if deadline is not None and it & 3 == 0 and it > 0 and time.perf_counter() > deadline:
                break
            if self.cancelled:
                break
            it += 1
            s = first if it == 1 else view.determinize(rnd)
            node = root
            path = [root]
            while s.phase != P_OVER:
                legal = s.codes()
                children = node.children
                if children is None:
                    children = node.children = {}
                    node.priors = {}
                present = []
                for c in legal:
                    ch = children.get(c)
                    if ch is not None:
                        ch.avail += 1
                        present.append(c)
                if len(present) < len(legal) and len(present) < 1 + widening * sqrt(node.n):
                    # add the best untried decision (by its one-ply evaluation)
                    priors = node.priors
                    assert priors is not None
                    mover = s.to_move
                    best_c = None
                    best_p = -math.inf
                    for c in legal:
                        if c in children:
                            continue
                        pv = priors.get(c)
                        if pv is None:
                            s2 = s.copy()
                            s2.apply_code(c)
                            pv = priors[c] = settled_value(s2, mover, work) + rnd.random() * 1e-3
                        if pv > best_p:
                            best_p = pv
                            best_c = c
                    assert best_c is not None
                    child = _Node(player=mover, avail=1)
                    children[best_c] = child
                    s.apply_code(best_c)
                    path.append(child)
                    break
                best_c = present[0]
                best_v = -1.0
                for c in present:
                    ch = children[c]
                    v = ch.w / ch.n + c_param * sqrt(log(ch.avail) / ch.n)
                    if v > best_v:
                        best_v = v
                        best_c = c
                node = children[best_c]
                s.apply_code(best_c)
                path.append(node)
            if depth is None:
                v0 = 1.0 if _playout(s, randbelow) == 0 else 0.0
            else:
                v0 = _short_playout(s, randbelow, depth, scale, work)
            for nd in path:
                nd.n += 1
                nd.w += v0 if nd.player == 0 else 1.0 - v0
            if self.progress is not None and it & 63 == 0:
                self.progress(it)
        self.last_iterations = it
        self.last_evaluations = work[0]
        if shared:
            self._turn_left = max(0, left - it)
        assert root.children
        best = max(root.children.items(), key=lambda kv: (kv[1].n, kv[1].w / kv[1].n))
        return to_action(best[0])


def _playout(s: GameState, randbelow: Callable[[int], int]) -> int:
    """Play ``s`` (in place) to the end; returns the winner's colour index."""
    B = s.B
    hq = B.hq_mask
    while s.phase != P_OVER:
        if s.phase == P_MAIN:
            p = s.to_move
            masks = s._pmasks(p)
            target = hq[1 - p]
            win = None
            for t in range(8):
                if masks[t] & target:
                    win = t
                    break
            if win is not None:
                return p  # placing on the enemy HQ wins at once
        s.apply_code(s.random_code(randbelow))
    return s.winner


def _short_playout(s: GameState, randbelow: Callable[[int], int], depth: int, scale: float,
                   work: list[int] | None = None) -> float:
    """Up to ``depth`` random decisions, then the evaluation as Blue's chance to win (0..1)."""
    hq = s.B.hq_mask
    for _ in range(depth):
        if s.phase == P_OVER:
            break
        if s.phase == P_MAIN:
            p = s.to_move
            masks = s._pmasks(p)
            target = hq[1 - p]
            for t in range(8):
                if masks[t] & target:
                    return 1.0 if p == 0 else 0.0
        s.apply_code(s.random_code(randbelow))
    if s.phase == P_OVER:
        return 1.0 if s.winner == 0 else 0.0
    x = settled_value(s, 0, work) / scale
    if s.phase == P_OVER:
        return 1.0 if s.winner == 0 else 0.0
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


# =====================================================================================================
# Factory
# =====================================================================================================

# Hard's budget: playouts, not seconds, so that its strength does not depend on the machine's load and
# a seeded game replays exactly. Sized to about 1 s a move (the turn's main decision gets the budget, its
# later decisions share a fifth of it) on an idle 2-core machine of 2026; tests/benchmarks/toybattle_speed.py
# and toybattle_app.py check the time, toybattle_strength.py the strength.
DEFAULT_HARD_PLAYOUTS = 1600
HARD_TURN_SHARE = 0.2
HARD_MAX_EVALUATIONS = 14_000


def make_player(level: str, seed: int | None = None, **kwargs: object) -> Player:
    """A computer player by level (easy / normal / hard) or kind (random / greedy / mcts).

    Hard and mcts take MctsPlayer's options; another ``playouts`` scales the evaluation budget with it
    (unless ``max_evaluations`` is given too), so that ``mcts:5000`` searches 5,000 playouts."""
    if level == "random":
        return RandomPlayer(seed)
    if level == "easy":
        return GreedyPlayer(seed, noise=0.5, depth=1)
    if level in ("normal", "greedy"):
        return GreedyPlayer(seed, **kwargs)  # type: ignore[arg-type]
    if level in ("hard", "mcts"):
        opts: dict[str, object] = {"playouts": DEFAULT_HARD_PLAYOUTS, "time_limit": None,
                                   "turn_share": HARD_TURN_SHARE, "max_evaluations": HARD_MAX_EVALUATIONS}
        opts.update(kwargs)
        playouts = opts["playouts"]
        if "max_evaluations" not in kwargs and isinstance(playouts, int):
            opts["max_evaluations"] = HARD_MAX_EVALUATIONS * playouts // DEFAULT_HARD_PLAYOUTS
        return MctsPlayer(seed, **opts)  # type: ignore[arg-type]
    raise ValueError(f"unknown player level {level!r}; use one of easy, normal, hard, random, greedy, mcts")


# =====================================================================================================
# Playing a whole game between two players
# =====================================================================================================


def play_game(blue: Player, red: Player, terrain: Terrain | str, seed: int = 0, options: Options | None = None,
              on_decision: Callable[[Game, Action], None] | None = None) -> Game:
    """Play a complete game; each player sees only its own view. Returns the finished :class:`Game`."""
    game = Game(terrain, seed, options, players={"blue": blue.name, "red": red.name})
    seats = (blue, red)
    while not game.state.over:
        p = game.state.to_move
        action = seats[p].choose(view(game.state, p))
        game.play(action)
        if on_decision is not None:
            on_decision(game, action)
    return game


def play_match(player_a: str | Player, player_b: str | Player, *, terrain: Terrain | str = "random", seed: int = 0,
               colour_a: str = "blue", options: Options | None = None) -> tuple[dict[str, object], Game]:
    """One computer game for tournaments and demos: side "a" plays ``colour_a``.

    Players are given by level/kind (see :func:`make_player`) or as player objects. ``terrain`` may be
    "random" (chosen from the seed among the shipped terrains). Returns the registry-style result
    (``winner`` "a"/"b", ``ended``, ``medals_a``, ``medals_b``, ``terrain``, ``colour_a``, ``turns``)
    and the finished game (its ``log`` replays it).
    """
    from .engine import match_result, result
    from .terrain import load_builtin_terrains

    if colour_a not in ("blue", "red"):
        raise ValueError("colour_a must be 'blue' or 'red'")
    if isinstance(terrain, str):
        terrains = load_builtin_terrains()
        if terrain == "random":
            terrain = terrains[random.Random(seed).choice(sorted(terrains))]
        else:
            terrain = terrains[terrain]
    a = make_player(player_a, seed * 2 + 1) if isinstance(player_a, str) else player_a
    b = make_player(player_b, seed * 2 + 2) if isinstance(player_b, str) else player_b
    blue, red = (a, b) if colour_a == "blue" else (b, a)
    game = play_game(blue, red, terrain, seed, options)
    return match_result(result(game.state), colour_a), game
