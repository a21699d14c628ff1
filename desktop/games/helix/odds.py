"""Exact odds of the classic Battle Helix battle (no terrain): a small stochastic game, solved.

A state is (pieces of A, pieces of B, who attacks). In each state the Attacker calls the colour that
is best for them (A maximises A's chance, B minimises it); both roll (36 equally likely pairs); the
round, its bomb rolls (each 1/6) and the end follow :mod:`desktop.games.helix.engine` exactly (the
same :func:`~desktop.games.helix.engine.act`, with every rules option that matters to a classic
battle). The game is solved by policy iteration: for a policy, the chances solve one linear system
``(I - P) v = r``, exactly, with numpy only (:mod:`desktop.games.helix.levels`: a block LU in the
order of the pieces left); a policy step that changes a few calls is solved from the last factor by
the Woodbury identity. The policy is improved until no call changes. Each solve is checked: its
residual times the longest expected battle (the bound of its error) is at most 1e-12, and the
expected rounds left, solved alongside, prove that every battle ends. The start chance includes the
initiative roll (ties roll again). A matchup in which some state can never end (no swords reachable)
falls back to value iteration to 1e-12; then A's and B's chances need not add up to 1 (the rest is a
battle that never ends).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, NamedTuple

import numpy as np

from . import levels
from .engine import COLOURS, Face, Glyph, Rules, act, as_helix, bomb_rolls, next_attacker

TOLERANCE = 1e-12
_KEEP_FLOATS = 10_000_000  # a factor kept for policy steps holds at most this many numbers (80 MB)
FaceKey = tuple[int, int, int, int]
HelixKey = tuple[tuple[FaceKey, FaceKey], ...]


def _face_key(f: Face) -> FaceKey:
    return (f.number, f.swords, f.stars, f.bombs)


def helix_key(glyphs: Sequence[Any]) -> HelixKey:
    """What of a helix matters to the odds (numbers and symbols, in slot order)."""
    return tuple((_face_key(g.black), _face_key(g.white)) for g in as_helix(glyphs))


def _faces(key: HelixKey) -> list[Glyph]:
    return [
        Glyph(str(i), str(i), "", Face(b[0], b[1], b[2], b[3]), Face(w[0], w[1], w[2], w[3]))
        for i, (b, w) in enumerate(key)
    ]


@dataclass(frozen=True)
class Solution:
    """A's chance from every state of a battle started with ``pieces`` each."""

    pieces: int  # the largest piece count of the states (the start, or more without the star cap)
    start: int
    value_a: np.ndarray  # [a, b, attacker] -> A's chance (a, b in 0..pieces)
    value_b: np.ndarray  # B's chance (== 1 - value_a unless some battle never ends)
    policy: np.ndarray  # [a, b, attacker] -> 0 black / 1 white: the Attacker's best call
    call_a: np.ndarray  # [a, b, attacker, colour] -> A's chance after that call
    initiative: tuple[float, float]  # chance that A / B attacks first
    iterations: int
    exact: bool  # solved by the linear system (else value iteration)

    def _check(self, a: int, b: int) -> None:
        if not (0 <= a <= self.pieces and 0 <= b <= self.pieces):
            raise ValueError(f"pieces must be between 0 and {self.pieces}")

    def chance(
        self, a: int | None = None, b: int | None = None, attacker: int | None = None
    ) -> tuple[float, float]:
        """(A's chance, B's chance) from ``a`` and ``b`` pieces; ``attacker`` None: initiative first."""
        a = self.start if a is None else a
        b = self.start if b is None else b
        self._check(a, b)
        if attacker is None:
            pa, pb = self.initiative
            return (
                float(pa * self.value_a[a, b, 0] + pb * self.value_a[a, b, 1]),
                float(pa * self.value_b[a, b, 0] + pb * self.value_b[a, b, 1]),
            )
        return float(self.value_a[a, b, attacker]), float(self.value_b[a, b, attacker])

    def best_call(self, a: int, b: int, attacker: int) -> str:
        self._check(a, b)
        return COLOURS[int(self.policy[a, b, attacker])]

    def call_chances(self, a: int, b: int, attacker: int) -> dict[str, float]:
        """The Attacker's own chance after calling each colour."""
        self._check(a, b)
        out = {}
        for c, colour in enumerate(COLOURS):
            va = float(self.call_a[a, b, attacker, c])
            out[colour] = va if attacker == 0 else 1.0 - va
        return out


# =====================================================================================================
# Building the transition system
# =====================================================================================================


def _paths(
    ga: list[Glyph], gb: list[Glyph], colour: str, rules: Rules
) -> tuple[float, list[tuple[float, int, tuple]]]:
    """(tie probability, [(probability, winner, acts)]) of one round after ``colour`` is called."""
    tie = 0.0
    merged: dict[tuple[int, tuple], float] = {}
    helixes = (ga, gb)
    for x, y in itertools.product(range(6), range(6)):
        na, nb = ga[x].face(colour).number, gb[y].face(colour).number
        if na == nb:
            tie += 1 / 36
            continue
        w = 0 if na > nb else 1
        face = (ga[x] if w == 0 else gb[y]).face(colour)
        first = (face.swords, face.stars, False)
        k = bomb_rolls(face, rules)
        for rolls in itertools.product(range(6), repeat=k):
            acts = [first]
            for r in rolls:
                g = helixes[w][r]
                acts.append((g.black.swords + g.white.swords, g.black.stars + g.white.stars, g.shows_bomb))
            key = (w, tuple(acts))
            merged[key] = merged.get(key, 0.0) + (1 / 36) * (1 / 6) ** k
    return tie, [(p, w, acts) for (w, acts), p in merged.items()]


def _checks(count: int, rules: Rules) -> list[bool]:
    """Which of a path's ``count`` acts (the face, then its bomb rolls) end with the end check."""
    defer = count > 1 and rules.bomb_roll == "always"
    return [not defer or i == count - 1 for i in range(count)]


def _outcome(a: int, b: int, w: int, acts: tuple, rules: Rules, start: int) -> tuple[int, int, int | None]:
    pieces = [a, b]
    for (swords, stars, blast), check in zip(acts, _checks(len(acts), rules), strict=True):
        loser = act(pieces, w, swords, stars, blast, rules, start, check)
        if loser is not None:
            return pieces[0], pieces[1], loser
    return pieces[0], pieces[1], None


def outcome_arrays(
    a: np.ndarray, b: np.ndarray, w: int, acts: tuple, rules: Rules, start: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """:func:`_outcome` for arrays of piece counts at once (loser -1: the battle goes on)."""
    pieces = [a.astype(np.int64), b.astype(np.int64)]
    loser = np.full(len(a), -1, dtype=np.int64)
    o = 1 - w
    cap = start if rules.star_cap else 10**9
    for (swords, stars, blast), check in zip(acts, _checks(len(acts), rules), strict=True):
        alive = loser < 0
        caught = blast and rules.blast != "off"
        if swords:
            pieces[o] = np.where(alive, np.maximum(0, pieces[o] - swords), pieces[o])
            if caught:
                pieces[w] = np.where(alive, np.maximum(0, pieces[w] - swords), pieces[w])
        if check and rules.end_check == "swords":
            loser = np.where(alive, _loser_arrays(pieces, w, rules), loser)
            alive = loser < 0
        if stars:
            pieces[w] = np.where(alive, np.maximum(pieces[w], np.minimum(cap, pieces[w] + stars)), pieces[w])
            if caught and rules.blast == "mirror":
                pieces[o] = np.where(alive, np.minimum(cap, pieces[o] + stars), pieces[o])
        if check:
            loser = np.where(alive, _loser_arrays(pieces, w, rules), loser)
    return pieces[0], pieces[1], loser


def _loser_arrays(pieces: list[np.ndarray], w: int, rules: Rules) -> np.ndarray:
    both = (pieces[0] == 0) & (pieces[1] == 0)
    both_loser = w if rules.both_out == "performer_loses" else 1 - w
    return np.where(both, both_loser, np.where(pieces[1 - w] == 0, 1 - w, np.where(pieces[w] == 0, w, -1)))


def outcome_matrix(
    a: np.ndarray,
    b: np.ndarray,
    winners: np.ndarray,
    acts: np.ndarray,
    rules: Rules,
    start: int,
    lengths: np.ndarray | None = None,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """:func:`outcome_arrays` for many paths at once: ``winners[p]`` and ``acts[p, k] = (swords, stars,
    blast)`` (padded with no-op acts) against every (a, b): arrays [path, cell]. ``lengths[p]``: how many
    acts of path p are real (the face and its bomb rolls; needed when ``bomb_roll`` is "always", where
    only a path's last act ends with the end check); without it every act counts."""
    paths = len(winners)
    w = winners[:, None].astype(np.int32)  # (int32 throughout: half the memory traffic)
    acts = acts.astype(np.int32)
    a_is_w = w == 0
    pa = np.broadcast_to(a, (paths, len(a))).astype(np.int32)
    pb = np.broadcast_to(b, (paths, len(b))).astype(np.int32)
    loser = np.full((paths, len(a)), -1, dtype=np.int32)
    cap = start if rules.star_cap else 10**9
    both_loser = w if rules.both_out == "performer_loses" else 1 - w

    def lost(pa: np.ndarray, pb: np.ndarray) -> np.ndarray:
        both = (pa == 0) & (pb == 0)
        other_out = np.where(a_is_w, pb == 0, pa == 0)
        self_out = np.where(a_is_w, pa == 0, pb == 0)
        return np.where(both, both_loser, np.where(other_out, 1 - w, np.where(self_out, w, -1)))

    count = np.full(paths, acts.shape[1]) if lengths is None else np.asarray(lengths)
    defer = (count > 1) & (rules.bomb_roll == "always")
    for k in range(acts.shape[1]):
        swords, stars = acts[:, k, 0][:, None], acts[:, k, 1][:, None]
        caught = (acts[:, k, 2][:, None] > 0) & (rules.blast != "off")
        check = (~defer | (k >= count - 1))[:, None]  # (past a path's last act: no-op acts, loser known)
        alive = loser < 0
        hit_a = np.where(a_is_w, np.where(caught, swords, 0), swords) * alive
        hit_b = np.where(a_is_w, swords, np.where(caught, swords, 0)) * alive
        pa = np.maximum(0, pa - hit_a)
        pb = np.maximum(0, pb - hit_b)
        if rules.end_check == "swords":
            loser = np.where(alive & check, lost(pa, pb), loser)
            alive = loser < 0
        mirror = caught & (rules.blast == "mirror")
        give_a = np.where(a_is_w, stars, np.where(mirror, stars, 0)) * alive
        give_b = np.where(a_is_w, np.where(mirror, stars, 0), stars) * alive
        pa = np.where(give_a > 0, np.maximum(pa, np.minimum(cap, pa + give_a)), pa)
        pb = np.where(give_b > 0, np.maximum(pb, np.minimum(cap, pb + give_b)), pb)
        loser = np.where(alive & check, lost(pa, pb), loser)
    return pa, pb, loser


@lru_cache(maxsize=64)
def _path_arrays(
    ka: HelixKey, kb: HelixKey, colour: str, rules: Rules
) -> tuple[float, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(tie probability, probabilities, winners, acts[path, k, 3], lengths[path]) of one called colour."""
    tie, paths = _paths(_faces(ka), _faces(kb), colour, rules)
    depth = max((len(acts) for _p, _w, acts in paths), default=1)
    probs = np.array([p for p, _w, _a in paths], dtype=float)
    winners = np.array([w for _p, w, _a in paths], dtype=np.int64)
    acts = np.zeros((len(paths), depth, 3), dtype=np.int64)
    for i, (_p, _w, path_acts) in enumerate(paths):
        for k, (sw, st, bl) in enumerate(path_acts):
            acts[i, k] = (sw, st, int(bl))
    return tie, probs, winners, acts, np.array([len(a) for _p, _w, a in paths], dtype=np.int64)


class _System(NamedTuple):
    """The transitions of both calls: the arrays of all of them (colour 0's first), and of each colour
    views into those (no copy)."""

    per_colour: tuple[tuple[np.ndarray, ...], ...]  # per colour (rows, cols, probabilities, A's, B's wins)
    rows: np.ndarray
    cols: np.ndarray
    vals: np.ndarray
    tag: np.ndarray  # the colour of every transition


Outcomes = tuple[int, list[Any]]  # n, per colour (a, b, loser) of every path and cell (None: no paths)


def _outcomes(
    ka: HelixKey, kb: HelixKey, colour: str, rules: Rules, n: int, before: Outcomes | None, c: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """:func:`outcome_matrix` of every path of ``colour`` against the cells (a, b), a, b in 1..n (a-major),
    with the star cap at n; ``before``: those of a smaller battle (colour index ``c``), taken over for
    the cells that no path's stars take to its cap: there the cap changes nothing, so the outcomes are
    those of any cap (a count never goes above max(a, b) plus all the stars of the path)."""
    _tie, _probs, winners, acts, lengths = _path_arrays(ka, kb, colour, rules)
    grid_a = np.repeat(np.arange(1, n + 1), n)
    grid_b = np.tile(np.arange(1, n + 1), n)
    if before is None or before[0] >= n:
        return outcome_matrix(grid_a, grid_b, winners, acts, rules, n, lengths)
    n0, old = before[0], before[1][c]
    stars = int(np.max(np.sum(acts[:, :, 1], axis=1), initial=0))
    m = n0 - stars if rules.star_cap else n0  # (without the cap the outcomes do not depend on n)
    if m < 1:
        return outcome_matrix(grid_a, grid_b, winners, acts, rules, n, lengths)
    new = (grid_a > m) | (grid_b > m)
    fresh = outcome_matrix(grid_a[new], grid_b[new], winners, acts, rules, n, lengths)
    out = []
    for part, kept in zip(fresh, old, strict=True):
        full = np.empty((len(winners), n, n), dtype=part.dtype)
        full[:, :m, :m] = kept.reshape(len(winners), n0, n0)[:, :m, :m]
        flat = full.reshape(len(winners), n * n)
        flat[:, new] = part
        out.append(flat)
    return out[0], out[1], out[2]


@lru_cache(maxsize=4)
def _system(ka: HelixKey, kb: HelixKey, n: int, rules: Rules) -> tuple[_System, np.ndarray]:
    """Sparse transitions per colour over the states (a, b, att), a, b in 1..n (without the star cap
    a figure that would go above n stays at n: the battle is cut off there)."""
    system, att_of, _paths_out = _build_system(ka, kb, n, rules)
    return system, att_of


def _build_system(
    ka: HelixKey, kb: HelixKey, n: int, rules: Rules, before: Outcomes | None = None
) -> tuple[_System, np.ndarray, Outcomes]:
    """:func:`_system`, and the outcomes of its paths (:func:`_outcomes`; ``before``: those of a
    smaller battle, taken over where they hold)."""
    size = 2 * n * n
    cells = n * n
    a_of = np.repeat(np.arange(1, n + 1), 2 * n)
    b_of = np.tile(np.repeat(np.arange(1, n + 1), 2), n)
    att_of = np.tile(np.array([0, 1]), n * n)
    rows: list[np.ndarray] = []
    cols: list[np.ndarray] = []
    vals: list[np.ndarray] = []
    counts = []
    rewards = []
    outcomes: list[Any] = [None] * len(COLOURS)  # (None: a colour without paths)
    for c, colour in enumerate(COLOURS):
        tie, probs, winners, acts, _lengths = _path_arrays(ka, kb, colour, rules)
        first = len(rows)
        if tie:
            nxt = np.array([next_attacker(t, None, rules) for t in (0, 1)])[att_of]
            rows.append(np.arange(size))
            cols.append(((a_of - 1) * n + (b_of - 1)) * 2 + nxt)
            vals.append(np.full(size, tie))
        win_a = np.zeros(size)
        win_b = np.zeros(size)
        if len(probs):
            outcomes[c] = na, nb, loser = _outcomes(ka, kb, colour, rules, n, before, c)
            na, nb = np.minimum(na, n), np.minimum(nb, n)
            alive = loser < 0
            p_idx, cell = np.nonzero(alive)
            target = (((na - 1) * n + (nb - 1)) * 2 + winners[:, None])[alive].astype(np.int64)
            for att in (0, 1):  # the same outcomes whoever attacked
                rows.append(cell * 2 + att)
                cols.append(target)
                vals.append(probs[p_idx])
            per_cell_a = probs @ (loser == 1)
            per_cell_b = probs @ (loser == 0)
            win_a = np.repeat(per_cell_a, 2)
            win_b = np.repeat(per_cell_b, 2)
            assert len(per_cell_a) == cells
        counts.append(sum(len(r) for r in rows[first:]))
        rewards.append((win_a, win_b))
    all_rows, all_cols, all_vals = np.concatenate(rows), np.concatenate(cols), np.concatenate(vals)
    tag = np.repeat(np.arange(len(COLOURS), dtype=np.int64), counts)
    ends = np.cumsum([0, *counts])
    per_colour = tuple(
        (all_rows[e0:e1], all_cols[e0:e1], all_vals[e0:e1], win_a, win_b)
        for e0, e1, (win_a, win_b) in zip(ends[:-1], ends[1:], rewards, strict=True)
    )
    return _System(per_colour, all_rows, all_cols, all_vals, tag), att_of, (n, outcomes)


def _initiative(ka: HelixKey, kb: HelixKey) -> tuple[float, float]:
    ta = [b[0] + w[0] for b, w in ka]
    tb = [b[0] + w[0] for b, w in kb]
    pa = sum(1 for x in ta for y in tb if x > y) / 36
    pb = sum(1 for x in ta for y in tb if y > x) / 36
    if pa + pb == 0:
        return 0.5, 0.5
    return pa / (pa + pb), pb / (pa + pb)


# =====================================================================================================
# Solving
# =====================================================================================================


def _improve(q: np.ndarray, policy: np.ndarray, att_of: np.ndarray) -> np.ndarray:
    """A maximises A's chance, B minimises it; a call changes only for a real gain."""
    cur = q[np.arange(len(policy)), policy]
    best_a = np.argmax(q, axis=1)
    best_b = np.argmin(q, axis=1)
    best = np.where(att_of == 0, best_a, best_b)
    gain = np.abs(q[np.arange(len(policy)), best] - cur)
    return np.where(gain > 1e-13, best, policy)


class _Transitions:
    """The transitions of both calls over the states of one battle size, for numpy-only solves."""

    def __init__(self, system: _System, att_of: np.ndarray, n: int) -> None:
        self.n = n
        self.size = len(att_of)
        self.att_of = att_of
        self.per_colour = [(r, c, v) for r, c, v, _wa, _wb in system.per_colour]
        self.rew_a = [sys_c[3] for sys_c in system.per_colour]
        self.rew_b = [sys_c[4] for sys_c in system.per_colour]
        self.rows, self.cols, self.vals, self.tag = system.rows, system.cols, system.vals, system.tag
        self.band = levels.BandSystem(levels.layout(n), self.rows, self.cols)

    def after(self, v: np.ndarray, rewards: list[np.ndarray]) -> np.ndarray:
        """[state, colour] -> the chance after calling that colour, given the chances ``v``."""
        return np.stack(
            [
                np.bincount(r, weights=p * v[c], minlength=self.size).astype(float, copy=False) + rew
                for (r, c, p), rew in zip(self.per_colour, rewards, strict=True)
            ],
            axis=1,
        )

    def weights(self, policy: np.ndarray) -> np.ndarray:
        """The probability of every transition that ``policy`` keeps (0 for those of the other call)."""
        return np.where(self.tag == policy[self.rows], self.vals, 0.0)

    def step(self, weights: np.ndarray, x: np.ndarray) -> np.ndarray:
        """``P x`` for the transitions with ``weights`` (``x`` [state] or [state, column])."""
        if x.ndim == 1:
            return np.bincount(self.rows, weights=weights * x[self.cols], minlength=self.size)
        return np.stack([self.step(weights, x[:, j]) for j in range(x.shape[1])], axis=1)

    def factor(
        self, policy: np.ndarray, reuse: levels.TwistFactor | None = None
    ) -> tuple[tuple[levels.TwistFactor, np.ndarray, np.ndarray] | None, np.ndarray, np.ndarray] | None:
        """Factor ``I - P`` of ``policy`` and solve it: ((the factor, the policy, its weights), A's
        chance from every state, the expected rounds left); None when some battle never ends under
        the policy (or the solve does not check). A big battle, whose factor would hold more than
        ``_KEEP_FLOATS`` numbers, is solved without keeping it (the first item is then None).
        The factor is eliminated from both ends (:meth:`levels.BandSystem.factor_both_ends`);
        ``reuse``: the factor of the last chart point, whose bottom and top levels are taken over
        where this matrix has the same rows; the factor is kept resumable when that fits in
        ``_KEEP_FLOATS`` too."""
        weights = self.weights(policy)
        r_a = np.where(policy == 0, self.rew_a[0], self.rew_a[1])
        rhs = np.stack([r_a, np.ones(self.size)], axis=1)
        if self.band.memory(keep=True) > _KEEP_FLOATS:
            x = self.band.solve_once(weights, rhs)
            done = None if x is None else self._checked(weights, rhs, x)
            return None if done is None else (None, done[0], done[1])
        resumable = self.band.memory(keep=True, updates=True) <= _KEEP_FLOATS
        factor = self.band.factor_both_ends(weights, reuse=reuse, resumable=resumable)
        done = None if factor is None else self._refined(weights, rhs, factor.solve)
        if done is None and reuse is not None:
            return self.factor(policy)  # (what is taken over is exact; a fresh factor decides anyway)
        return None if done is None else ((factor, policy, weights), done[0], done[1])  # type: ignore[return-value]

    def low_rank(
        self, policy: np.ndarray, factored: tuple[levels.TwistFactor, np.ndarray, np.ndarray]
    ) -> tuple[np.ndarray, np.ndarray] | None:
        """Solve ``policy`` from the factor of a policy that differs in a few calls: the changed rows
        are a low-rank update of that matrix, so the Woodbury identity gives an inverse of this one,
        refined against the exact matrix as in :meth:`factor`; None when too many calls differ to
        pay, or when the result does not check."""
        factor, base_policy, base_weights = factored
        changed = np.nonzero(policy != base_policy)[0]
        k = len(changed)
        if k > 2 * self.n:
            return None
        weights = self.weights(policy)
        r_a = np.where(policy == 0, self.rew_a[0], self.rew_a[1])
        rhs = np.stack([r_a, np.ones(self.size)], axis=1)
        local = np.full(self.size, -1, dtype=np.int64)
        local[changed] = np.arange(k)
        sel = np.nonzero(local[self.rows] >= 0)[0]
        # (I - P_new) - (I - P_base) = e_changed @ delta (its rows are the changed states)
        delta = np.zeros((k, self.size))
        np.add.at(delta, (local[self.rows[sel]], self.cols[sel]), base_weights[sel] - weights[sel])
        unit = np.zeros((self.size, k))
        unit[changed, np.arange(k)] = 1.0
        both = factor.solve(np.hstack([unit, rhs]))  # one pass for the update and the first solve
        y_unit, y_rhs = both[:, :k], both[:, k:]
        with np.errstate(all="ignore"):
            try:
                capacitance = np.linalg.inv(np.eye(k) + delta @ y_unit)
            except np.linalg.LinAlgError:
                return None

        def correct(y: np.ndarray) -> np.ndarray:
            with np.errstate(all="ignore"):
                return y - y_unit @ (capacitance @ (delta @ y))

        first = correct(y_rhs)
        return self._refined(weights, rhs, lambda r: first if r is rhs else correct(factor.solve(r)))

    def _refined(
        self, weights: np.ndarray, rhs: np.ndarray, inverse: Any
    ) -> tuple[np.ndarray, np.ndarray] | None:
        """Iterative refinement of ``(I - P) x = rhs`` with an approximate ``inverse``, then checked."""
        x = inverse(rhs)
        best = np.inf
        r: np.ndarray | None = None  # the residual of x, once worked out
        for _ in range(12):
            if not np.all(np.isfinite(x)):
                return None
            r = rhs - (x - self.step(weights, x))
            longest = max(1.0, float(np.max(np.abs(x[:, 1]))))
            size = max(
                float(np.max(np.abs(r[:, 0]))) * longest / TOLERANCE,
                float(np.max(np.abs(r[:, 1]))) / (1e-9 * longest),
            )
            if size <= 1.0 or size >= best:  # within the check, or no longer improving
                break
            best = size
            x = x + inverse(r)
            r = None
        return self._checked(weights, rhs, x, r)

    def _checked(
        self, weights: np.ndarray, rhs: np.ndarray, x: np.ndarray, residual: np.ndarray | None = None
    ) -> tuple[np.ndarray, np.ndarray] | None:
        """(A's chances, expected rounds left) if ``x`` solves ``(I - P) x = [r_a, 1]``; else None. The
        rounds prove that every battle ends: a set of states that is never left and never ends makes
        that system inconsistent, with a residual of at least 1 in the 2-norm whatever ``x``. With
        the rounds left at most T, the chances are off by at most T times their residual (``residual``:
        ``rhs - (I - P) x`` when already worked out)."""
        if not np.all(np.isfinite(x)):
            return None
        residual = np.abs(x - self.step(weights, x) - rhs if residual is None else residual)
        rounds = x[:, 1]
        longest = max(1.0, float(np.max(rounds)))
        if (
            np.max(residual[:, 0]) * longest > TOLERANCE
            or np.max(residual[:, 1]) > 1e-9 * longest
            or np.min(rounds) < 1.0 - 1e-9
        ):
            return None  # singular (some battle never ends), or too ill-conditioned to trust
        return x[:, 0], rounds

    def value_iteration(self, rewards: list[np.ndarray], maximiser: int) -> np.ndarray:
        v = np.zeros(self.size)
        for _ in range(1_000_000):
            q = self.after(v, rewards)
            new = np.where(self.att_of == maximiser, q.max(axis=1), q.min(axis=1))
            if np.max(np.abs(new - v)) < TOLERANCE * 1e-2:
                return new
            v = new
        return v  # pragma: no cover


_CACHE: dict[tuple[Any, ...], Solution] = {}
_CACHE_SIZE = 512


class _Chain:
    """What one chart point hands on to the next besides its solution: its last factor (the next
    battle's factor shares its bottom levels, and its top levels seen from the star cap), and the
    outcomes of its paths (:func:`_outcomes`: the same for the cells that stay clear of the cap)."""

    factor: levels.TwistFactor | None = None
    outcomes: Outcomes | None = None


def _solve_keys(
    ka: HelixKey,
    kb: HelixKey,
    start: int,
    rules: Rules,
    hint: Solution | None = None,
    chain: _Chain | None = None,
) -> Solution:
    """Cached :func:`_solve_impl`; ``hint`` (the solution for fewer pieces) and ``chain`` only speed it
    up."""
    key = (ka, kb, start, rules)
    sol = _CACHE.get(key)
    if sol is None:
        levels.single_threaded_blas()
        sol = _solve_impl(ka, kb, start, rules, hint, chain)
        if len(_CACHE) >= _CACHE_SIZE:
            _CACHE.pop(next(iter(_CACHE)))
        _CACHE[key] = sol
    return sol


_solve_keys.cache_clear = _CACHE.clear  # type: ignore[attr-defined]


def clear_caches() -> None:
    """Forget every solution and transition table (benchmarks measure cold solves)."""
    _CACHE.clear()
    _system.cache_clear()
    _path_arrays.cache_clear()


def _grown(table: np.ndarray, n: int, dtype: Any = np.int64) -> np.ndarray:
    """A per-state table over 1..n pieces from one over fewer (the policy of the last chart point, as
    the first guess for this one). Below the diagonal (a + b <= n) a state keeps its own piece counts:
    no star reaches the cap there, so its rounds are those of the smaller battle. Above it, a count in
    the upper half is moved down by the growth, so that the room below the star cap stays put (a count
    in the lower half keeps its distance to 0, near which the battle ends)."""
    m = table.shape[0] - 1
    a = np.arange(n + 1)[:, None]
    b = np.arange(n + 1)[None, :]
    top = a + b > n
    half = (n + 1) // 2
    from_a = np.where(top & (a > half), np.maximum(1, a - (n - m)), np.minimum(a, m))
    from_b = np.where(top & (b > half), np.maximum(1, b - (n - m)), np.minimum(b, m))
    return table[from_a, from_b][1:, 1:, :].reshape(-1).astype(dtype)


def _solve_impl(
    ka: HelixKey, kb: HelixKey, start: int, rules: Rules, hint: Solution | None, chain: _Chain | None = None
) -> Solution:
    """Solve on the states a, b in 1..n: n is the start (stars never go above it), or twice the start
    without the star cap (then the battle is cut off there and the result is marked inexact)."""
    n = start if rules.star_cap else 2 * start
    if chain is None:
        system, att_of = _system(ka, kb, n, rules)
    else:
        system, att_of, chain.outcomes = _build_system(ka, kb, n, rules, chain.outcomes)
    size = 2 * n * n
    tr = _Transitions(system, att_of, n)
    if hint is not None and hint.policy.shape[0] - 1 <= n:
        policy = _grown(hint.policy, n)
    else:  # start from the call that wins the round more often for the Attacker
        policy = np.zeros(size, dtype=np.int64)
        ga, gb = _faces(ka), _faces(kb)
        for att in (0, 1):
            own, other = (ga, gb) if att == 0 else (gb, ga)
            win = [sum(x.face(c).number > y.face(c).number for x in own for y in other) for c in COLOURS]
            policy[att_of == att] = int(win[1] > win[0])
    exact = True
    v = np.zeros(size)
    q = np.zeros((size, 2))
    iterations = 0
    factored: tuple[levels.TwistFactor, np.ndarray, np.ndarray] | None = None
    for iterations in range(1, 101):  # noqa: B007
        # a policy step changes a few calls: a low-rank update of the last factor solves it exactly
        solved = None if factored is None else tr.low_rank(policy, factored)
        if solved is None:
            done = tr.factor(policy, reuse=None if chain is None else chain.factor)
            if done is None:
                exact = False
                break
            factored, solved = done[0], (done[1], done[2])
            if chain is not None:
                chain.factor = None if factored is None else factored[0]
        v = solved[0]
        q = tr.after(v, tr.rew_a)
        new_policy = _improve(q, policy, att_of)
        if np.array_equal(new_policy, policy):
            break
        policy = new_policy
    if exact:
        va = np.clip(v, 0.0, 1.0)
        vb = 1.0 - va
    else:
        va = tr.value_iteration(tr.rew_a, maximiser=0)
        vb = tr.value_iteration(tr.rew_b, maximiser=1)
    if not (exact and np.array_equal(va, v)):  # (else the last step's chances after each call hold)
        q = tr.after(va, tr.rew_a)
    if not exact:
        policy = np.where(att_of == 0, np.argmax(q, axis=1), np.argmin(q, axis=1))
    full_a = np.zeros((n + 1, n + 1, 2))
    full_b = np.zeros((n + 1, n + 1, 2))
    full_pol = np.zeros((n + 1, n + 1, 2), dtype=np.int8)
    full_q = np.zeros((n + 1, n + 1, 2, 2))
    full_a[1:, 0, :] = 1.0  # B has no pieces: A has won
    full_b[0, 1:, :] = 1.0
    full_a[1:, 1:, :] = va.reshape(n, n, 2)
    full_b[1:, 1:, :] = vb.reshape(n, n, 2)
    full_pol[1:, 1:, :] = policy.reshape(n, n, 2)
    full_q[1:, 1:, :, :] = q.reshape(n, n, 2, 2)
    for arr in (full_a, full_b, full_pol, full_q):
        arr.setflags(write=False)
    exact = exact and rules.star_cap
    return Solution(n, start, full_a, full_b, full_pol, full_q, _initiative(ka, kb), iterations, exact)


def solve(
    helix_a: Sequence[Any], helix_b: Sequence[Any], pieces: int = 25, rules: Rules | None = None
) -> Solution:
    """Solve the battle of ``helix_a`` (player A) against ``helix_b`` started with ``pieces`` each."""
    if isinstance(pieces, bool) or not isinstance(pieces, int) or not 1 <= pieces <= 200:
        raise ValueError("pieces must be a whole number from 1 to 200")
    return _solve_keys(helix_key(helix_a), helix_key(helix_b), pieces, _classic(rules or Rules()))


def _classic(rules: Rules) -> Rules:
    """Only the options that matter to a classic battle (so that the cache is shared)."""
    return Rules(
        double_bomb_once=rules.double_bomb_once,
        blast=rules.blast,
        tie_attacker=rules.tie_attacker,
        both_out=rules.both_out,
        star_cap=rules.star_cap,
        end_check=rules.end_check,
        bomb_roll=rules.bomb_roll,
    )


def win_chance(
    helix_a: Sequence[Any],
    helix_b: Sequence[Any],
    pieces: int = 25,
    now: tuple[int, int] | None = None,
    attacker: int | None = None,
    rules: Rules | None = None,
) -> tuple[float, float]:
    """(A's chance, B's chance) of beating the other, from the start or from ``now`` = (a, b)."""
    sol = solve(helix_a, helix_b, pieces, rules)
    a, b = now if now is not None else (pieces, pieces)
    return sol.chance(a, b, attacker)


def chart(
    helix_a: Sequence[Any], helix_b: Sequence[Any], max_pieces: int = 50, rules: Rules | None = None
) -> list[float]:
    """A's start chance (initiative included) for every starting piece count 1..max_pieces. Each piece
    count starts from the last one's calls (:func:`_grown`) and resumes its factor from both ends
    (:class:`_Chain`): the same numbers as solving each on its own, in a fraction of the time."""
    ka, kb, r = helix_key(helix_a), helix_key(helix_b), _classic(rules or Rules())
    out = []
    hint = None
    chain = _Chain()
    for n in range(1, max_pieces + 1):
        sol = _solve_keys(ka, kb, n, r, hint, chain)
        hint = sol
        out.append(sol.chance()[0])
    return out
