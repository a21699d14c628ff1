"""A numpy batch simulator of classic Battle Helix battles between Hard players (the fast path).

It plays many battles at once, one SplitMix64 generator per battle advanced with exactly the
arithmetic of :mod:`desktop.games.rng`, and applies the round, bomb and end rules of
:mod:`desktop.games.helix.engine` on arrays, with every Attacker calling the exact best colour (the
Hard player's call). Tests prove that each battle ends exactly as the plain engine plays it with two
:class:`~desktop.games.helix.players.HardPlayer`\\ s: same winner, pieces, rounds and generator state.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from desktop.games import rng as _rng

from . import odds
from .engine import COLOURS, INITIATIVE_TIE_LIMIT, Rules, as_helix, bomb_rolls

U64 = np.uint64
_LOW32 = U64(0xFFFFFFFF)


def _next(state: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    state = state + U64(_rng.GAMMA)
    z = state.copy()
    z = (z ^ (z >> U64(30))) * U64(_rng.MIX1)
    z = (z ^ (z >> U64(27))) * U64(_rng.MIX2)
    return state, z ^ (z >> U64(31))


def _roll(state: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(new states, values 0..5): ``(z * 6) >> 64`` computed on 32-bit halves."""
    state, z = _next(state)
    hi, lo = z >> U64(32), z & _LOW32
    value = (hi * U64(6) + ((lo * U64(6)) >> U64(32))) >> U64(32)
    return state, value.astype(np.int64)


def seed_states(seeds: np.ndarray) -> np.ndarray:
    return np.asarray(seeds, dtype=np.int64).astype(U64) * U64(_rng.SEED_MUL) + U64(_rng.SEED_ADD)


@dataclass
class BatchResult:
    winner: np.ndarray  # 0 / 1, -1 for no winner (time called with equal pieces)
    ended_by_pieces: np.ndarray  # bool
    pieces: np.ndarray  # [games, 2]
    rounds: np.ndarray
    first_attacker: np.ndarray
    rng: np.ndarray  # final generator states


def _act(
    pa: np.ndarray,
    pb: np.ndarray,
    w: np.ndarray,
    swords: np.ndarray,
    stars: np.ndarray,
    blast: np.ndarray,
    rules: Rules,
    start: int,
    check: np.ndarray | None = None,
) -> np.ndarray:
    """:func:`engine.act` on arrays, in place on ``pa``/``pb``; returns the loser (-1: none). ``check``:
    where the end is checked after this act (False: later, after a bomb roll of the same face)."""
    if check is None:
        check = np.ones(len(w), dtype=bool)
    caught = blast & (rules.blast != "off")
    a_is_w = w == 0
    # the other player loses the swords; the winner too when caught
    pa -= np.minimum(pa, np.where(a_is_w, np.where(caught, swords, 0), swords))
    pb -= np.minimum(pb, np.where(a_is_w, swords, np.where(caught, swords, 0)))
    loser = np.full(len(w), -1, dtype=np.int64)
    if rules.end_check == "swords":
        loser = np.where(check, _loser(pa, pb, w, rules), -1)
        alive = loser < 0
    else:
        alive = np.ones(len(w), dtype=bool)
    cap = start if rules.star_cap else 10**9
    give_a = np.where(a_is_w, stars, np.where(caught & (rules.blast == "mirror"), stars, 0)) * alive
    give_b = np.where(a_is_w, np.where(caught & (rules.blast == "mirror"), stars, 0), stars) * alive
    pa[:] = np.where(give_a > 0, np.maximum(pa, np.minimum(cap, pa + give_a)), pa)
    pb[:] = np.where(give_b > 0, np.maximum(pb, np.minimum(cap, pb + give_b)), pb)
    return np.where(alive & check, _loser(pa, pb, w, rules), loser)


def _loser(pa: np.ndarray, pb: np.ndarray, w: np.ndarray, rules: Rules) -> np.ndarray:
    both = (pa == 0) & (pb == 0)
    both_loser = w if rules.both_out == "performer_loses" else 1 - w
    other_out = np.where(w == 0, pb == 0, pa == 0)
    self_out = np.where(w == 0, pa == 0, pb == 0)
    return np.where(both, both_loser, np.where(other_out, 1 - w, np.where(self_out, w, -1)))


def simulate_hard(
    helix_a: Sequence[Any],
    helix_b: Sequence[Any],
    seeds: Sequence[int] | np.ndarray,
    pieces: int = 25,
    rules: Rules | None = None,
) -> BatchResult:
    """Classic battles with both Attackers calling the exact best colour, one per seed."""
    rules = rules or Rules()
    ha, hb = as_helix(helix_a), as_helix(helix_b)
    sol = odds.solve(ha, hb, pieces, rules)
    policy = np.asarray(sol.policy, dtype=np.int64)  # [a, b, attacker]
    helixes = (ha, hb)
    # tables [side, colour, slot]
    number = np.array([[[g.face(c).number for g in h] for c in COLOURS] for h in helixes])
    swords = np.array([[[g.face(c).swords for g in h] for c in COLOURS] for h in helixes])
    stars = np.array([[[g.face(c).stars for g in h] for c in COLOURS] for h in helixes])
    bombs = np.array([[[bomb_rolls(g.face(c), rules) for g in h] for c in COLOURS] for h in helixes])
    # bomb roll tables [side, slot]
    b_sw = np.array([[g.black.swords + g.white.swords for g in h] for h in helixes])
    b_st = np.array([[g.black.stars + g.white.stars for g in h] for h in helixes])
    b_blast = np.array([[g.shows_bomb for g in h] for h in helixes])
    total = np.array([[g.total for g in h] for h in helixes])

    games = len(seeds)
    state = seed_states(np.asarray(seeds))
    attacker = np.full(games, -1, dtype=np.int64)
    # initiative
    todo = np.arange(games)
    ties = 0
    while len(todo):
        st_, ra = _roll(state[todo])
        st_, rb = _roll(st_)
        state[todo] = st_
        ta, tb = total[0][ra], total[1][rb]
        decided = ta != tb
        attacker[todo[decided]] = np.where(ta[decided] > tb[decided], 0, 1)
        todo = todo[~decided]
        ties += 1
        if ties >= INITIATIVE_TIE_LIMIT and len(todo):
            st_, r = _roll(state[todo])
            state[todo] = st_
            attacker[todo] = r % 2
            break
    first = attacker.copy()
    pa = np.full(games, pieces, dtype=np.int64)
    pb = np.full(games, pieces, dtype=np.int64)
    rounds = np.zeros(games, dtype=np.int64)
    winner = np.full(games, -1, dtype=np.int64)
    by_pieces = np.zeros(games, dtype=bool)
    active = np.arange(games)
    limit = rules.round_limit
    tie_next = rules.tie_attacker == "defender"
    while len(active):
        a, b, att = pa[active], pb[active], attacker[active]
        colour = policy[a, b, att]
        st_, ra = _roll(state[active])
        st_, rb = _roll(st_)
        na, nb = number[0, colour, ra], number[1, colour, rb]
        tie = na == nb
        w = np.where(na > nb, 0, 1)
        slot = np.where(w == 0, ra, rb)
        sw = swords[w, colour, slot] * ~tie
        stv = stars[w, colour, slot] * ~tie
        nbomb = bombs[w, colour, slot] * ~tie
        # "always": a face with a bomb has its end checked once, after its last bomb roll
        defer = (nbomb > 0) & (rules.bomb_roll == "always")
        loser = _act(a, b, w, sw, stv, np.zeros(len(active), dtype=bool), rules, pieces, ~defer)
        loser = np.where(tie, -1, loser)
        for _ in range(int(nbomb.max(initial=0))):
            rolling = (nbomb > 0) & (loser < 0)
            nbomb = nbomb - 1
            if not rolling.any():
                break
            idx = np.nonzero(rolling)[0]
            st_r, r = _roll(st_[idx])
            st_[idx] = st_r
            wi = w[idx]
            ai, bi = a[idx], b[idx]
            check = ~defer[idx] | (nbomb[idx] == 0)
            li = _act(ai, bi, wi, b_sw[wi, r], b_st[wi, r], b_blast[wi, r], rules, pieces, check)
            a[idx], b[idx] = ai, bi
            loser[idx] = li
        state[active] = st_
        pa[active], pb[active] = a, b
        rounds[active] += 1
        attacker[active] = np.where(tie, np.where(tie_next, 1 - att, att), w)
        over = loser >= 0
        winner[active[over]] = 1 - loser[over]
        by_pieces[active[over]] = True
        if limit:
            timed = ~over & (rounds[active] >= limit)
            ti = active[timed]
            winner[ti] = np.where(pa[ti] > pb[ti], 0, np.where(pb[ti] > pa[ti], 1, -1))
            over |= timed
        active = active[~over]
    return BatchResult(winner, by_pieces, np.stack([pa, pb], axis=1), rounds, first, state)
