"""The numpy-only exact solver of the Battle Helix odds against plain dense solves (numpy.linalg.solve).

The reference builds the transition matrices of both calls straight from the rules (the scalar
``act`` of the engine, every roll enumerated), solves the game on a small dense system and checks
that its answer is optimal; the solver must agree in every state to 1e-12.
"""

from __future__ import annotations

import dataclasses
import itertools
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from helix_helpers import glyph, helix
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.games.helix import odds
from desktop.games.helix.engine import Face, Glyph, Rules, act, bomb_rolls, shipped_glyphs

ROOT = Path(__file__).resolve().parents[3]
GLYPHS = list(shipped_glyphs().values())


def dense_system(ha, hb, n: int, rules: Rules):
    """(states, P[colour] N x N, r[colour] N: A wins in this round, e[colour]: the battle ends)."""
    states = [(a, b, t) for a in range(1, n + 1) for b in range(1, n + 1) for t in (0, 1)]
    index = {s: i for i, s in enumerate(states)}
    size = len(states)
    cap = n if rules.star_cap else 10**6
    p = np.zeros((2, size, size))
    r = np.zeros((2, size))
    e = np.zeros((2, size))
    for c, colour in enumerate(("black", "white")):
        for i, (a, b, t) in enumerate(states):
            for x, y in itertools.product(range(6), range(6)):
                na, nb = ha[x].face(colour).number, hb[y].face(colour).number
                if na == nb:
                    nt = 1 - t if rules.tie_attacker == "defender" else t
                    p[c, i, index[(a, b, nt)]] += 1 / 36
                    continue
                w = 0 if na > nb else 1
                face = (ha[x] if w == 0 else hb[y]).face(colour)
                k = bomb_rolls(face, rules)
                for rolls in itertools.product(range(6), repeat=k):
                    prob = 1 / 36 / 6**k
                    pieces = [a, b]
                    defer = k > 0 and rules.bomb_roll == "always"  # one end check, after the bomb rolls
                    loser = act(pieces, w, face.swords, face.stars, False, rules, cap, not defer)
                    for i_roll, roll in enumerate(rolls):
                        if loser is not None:
                            break
                        g = (ha, hb)[w][roll]
                        loser = act(
                            pieces,
                            w,
                            g.black.swords + g.white.swords,
                            g.black.stars + g.white.stars,
                            g.shows_bomb,
                            rules,
                            cap,
                            not defer or i_roll == k - 1,
                        )
                    if loser is None:
                        p[c, i, index[(min(pieces[0], n), min(pieces[1], n), w)]] += prob
                    else:
                        e[c, i] += prob
                        r[c, i] += prob if loser == 1 else 0.0
    return states, p, r, e


def dense_reference(ha, hb, n: int, rules: Rules) -> dict[tuple[int, int, int], float] | None:
    """A's chance in every state: value iteration for the calls, then the exact values of those calls
    by numpy.linalg.solve, checked to be optimal (no call gains 1e-12). None when some battle can
    never end under the best calls (the solver then falls back to value iteration, not exact)."""
    states, p, r, _e = dense_system(ha, hb, n, rules)
    size = len(states)
    att = np.array([t for _a, _b, t in states])
    v = np.zeros(size)
    for _ in range(20_000):
        q = np.einsum("cij,j->ic", p, v) + r.T
        new = np.where(att == 0, q.max(axis=1), q.min(axis=1))
        if np.max(np.abs(new - v)) < 1e-14:
            v = new
            break
        v = new
    policy = np.where(att == 0, np.argmax(q, axis=1), np.argmin(q, axis=1))
    for _ in range(50):  # policy iteration on the dense system, from the value iteration's calls
        m = np.eye(size) - p[policy, np.arange(size)]
        if abs(np.linalg.det(m)) < 1e-300 or np.linalg.cond(m) > 1e12:
            return None
        v = np.linalg.solve(m, r[policy, np.arange(size)])
        q = np.einsum("cij,j->ic", p, v) + r.T
        best = np.where(att == 0, np.argmax(q, axis=1), np.argmin(q, axis=1))
        gain = np.abs(q[np.arange(size), best] - q[np.arange(size), policy])
        if np.all(gain <= 1e-12):
            return {s: float(x) for s, x in zip(states, v, strict=True)}
        policy = np.where(gain > 1e-12, best, policy)
    raise AssertionError("the dense policy iteration did not settle")  # pragma: no cover


symbols = st.lists(st.sampled_from(("sword", "star", "bomb")), max_size=3)
glyphs = st.builds(
    lambda bn, bs, wn, ws: Glyph("g", "g", "x", Face.of(bn, bs), Face.of(wn, ws)),
    st.integers(0, 12),
    symbols,
    st.integers(0, 12),
    symbols,
)
helixes = st.lists(glyphs, min_size=6, max_size=6) | st.lists(st.sampled_from(GLYPHS), min_size=6, max_size=6)
rules_options = st.builds(
    Rules,
    double_bomb_once=st.booleans(),
    blast=st.sampled_from(("swords", "mirror", "off")),
    tie_attacker=st.sampled_from(("defender", "attacker")),
    both_out=st.sampled_from(("performer_loses", "performer_wins")),
    end_check=st.sampled_from(("action", "swords")),
)


@pytest.mark.parametrize(
    "rules",
    [
        Rules(bomb_roll="always"),
        Rules(bomb_roll="always", blast="mirror", end_check="swords", double_bomb_once=False),
    ],
)
def test_solver_equals_a_dense_solve_when_a_bomb_is_rolled_before_the_end_check(rules):
    bombs = [g for g in GLYPHS if g.shows_bomb]
    for ha, hb, n in ((GLYPHS[:6], GLYPHS[6:12], 5), (GLYPHS[12:18], [*bombs, *GLYPHS[:2]][:6], 4)):
        odds._solve_keys.cache_clear()
        ref = dense_reference(ha, hb, n, rules)
        assert ref is not None
        sol = odds.solve(ha, hb, n, rules)
        assert sol.exact
        for (a, b, t), value in ref.items():
            assert sol.value_a[a, b, t] == pytest.approx(value, abs=1e-12)


@settings(max_examples=60)
@given(helixes, helixes, st.integers(1, 6), rules_options)
def test_solver_equals_a_dense_solve_in_every_state(ha, hb, n, rules):
    odds._solve_keys.cache_clear()
    ref = dense_reference(ha, hb, n, rules)
    sol = odds.solve(ha, hb, n, rules)
    if ref is None:
        return  # some battle never ends: not a linear system to compare with
    assert sol.exact
    for (a, b, t), value in ref.items():
        assert sol.value_a[a, b, t] == pytest.approx(value, abs=1e-12)
        assert sol.value_a[a, b, t] + sol.value_b[a, b, t] == pytest.approx(1.0, abs=1e-12)
        calls = sol.call_chances(a, b, t)
        mine = value if t == 0 else 1.0 - value
        assert max(calls.values()) == pytest.approx(mine, abs=1e-12)  # the best call is taken


@settings(max_examples=40)
@given(helixes, helixes, st.integers(2, 9), st.integers(0, 2**32 - 1))
def test_factor_and_low_rank_updates_equal_dense_solves(ha, hb, n, seed):
    """Any policy, and a policy with a few calls changed (the Woodbury update of the first factor),
    against numpy.linalg.solve of the same dense matrix, for several right-hand sides at once."""
    rules = Rules()
    ka, kb = odds.helix_key(ha), odds.helix_key(hb)
    system, att_of = odds._system(ka, kb, n, rules)
    tr = odds._Transitions(system, att_of, n)
    _states, p, r, _e = dense_system(ha, hb, n, rules)
    rng = np.random.default_rng(seed)
    policy = rng.integers(0, 2, tr.size)
    m = np.eye(tr.size) - p[policy, np.arange(tr.size)]
    if np.linalg.cond(m) > 1e10:
        assert tr.factor(policy) is None  # some battle never ends under this policy: refused
        return
    done = tr.factor(policy)
    assert done is not None
    factored, v, rounds = done
    assert v == pytest.approx(np.linalg.solve(m, r[policy, np.arange(tr.size)]), abs=1e-12)
    assert rounds == pytest.approx(np.linalg.solve(m, np.ones(tr.size)), rel=1e-9)
    rhs = rng.random((tr.size, 3))
    assert factored[0].solve(rhs) == pytest.approx(np.linalg.solve(m, rhs), abs=1e-11)
    changed = policy.copy()
    flip = rng.choice(tr.size, size=min(tr.size, int(rng.integers(1, 2 * n + 1))), replace=False)
    changed[flip] ^= 1
    m2 = np.eye(tr.size) - p[changed, np.arange(tr.size)]
    solved = tr.low_rank(changed, factored)
    if np.linalg.cond(m2) > 1e10:
        assert solved is None
        return
    assert solved is not None
    assert solved[0] == pytest.approx(np.linalg.solve(m2, r[changed, np.arange(tr.size)]), abs=1e-12)


def test_the_band_solver_is_exact_on_a_large_battle():
    """50 v 50 (5,000 states): the exact answer satisfies its own equations to the last digits."""
    a, b = tuple(GLYPHS[:6]), tuple(GLYPHS[6:12])
    sol = odds.solve(a, b, 50)
    assert sol.exact
    system, att_of = odds._system(odds.helix_key(a), odds.helix_key(b), 50, odds._classic(Rules()))
    tr = odds._Transitions(system, att_of, 50)
    v = sol.value_a[1:, 1:, :].reshape(-1)
    q = tr.after(v, tr.rew_a)
    best = np.where(att_of == 0, q.max(axis=1), q.min(axis=1))
    assert np.max(np.abs(best - v)) < 1e-13  # the Bellman equations of the game hold


def test_a_battle_without_the_star_cap_is_solved_and_marked_inexact():
    """Regression: without the star cap a figure could pass the states solved and the solve crashed
    (an index past the matrix); now it is cut off at twice the start and reported as inexact."""
    a, b = tuple(GLYPHS[:6]), tuple(GLYPHS[6:12])
    sol = odds.solve(a, b, 5, Rules(star_cap=False))
    assert not sol.exact and sol.pieces == 10
    ca, cb = sol.chance()
    assert 0.0 < ca < 1.0 and ca + cb == pytest.approx(1.0, abs=1e-9)


def test_a_call_that_never_ends_the_battle_is_not_taken_blindly():
    """Black has no swords on either side: a policy calling black somewhere never ends there; the
    solver refuses such a policy's matrix and still finds the exact answer of the best calls."""
    ha = helix(
        glyph(9, ["star"], 8, ["sword"]), glyph(2, [], 5, ["sword", "sword"]), glyph(6, [], 3, ["sword"])
    )
    hb = helix(glyph(7, ["star"], 6, ["sword"]), glyph(4, [], 9, ["sword"]), glyph(1, [], 4, []))
    for n in (1, 3, 5):
        ref = dense_reference(ha, hb, n, Rules())
        sol = odds.solve(ha, hb, n)
        assert ref is not None
        for (a, b, t), value in ref.items():
            assert sol.value_a[a, b, t] == pytest.approx(value, abs=1e-12)


def test_the_odds_run_without_scipy():
    """Issue 17: SciPy is not installed with the app; the odds must not need it."""
    code = (
        "import sys; sys.modules['scipy'] = None\n"
        "from desktop.games.helix import odds\n"
        "from desktop.games.helix.engine import shipped_glyphs\n"
        "g = list(shipped_glyphs().values())\n"
        "s = odds.solve(g[:6], g[6:12], 25)\n"
        "assert s.exact and 0 < s.chance()[0] < 1\n"
        "print(len(odds.chart(g[:6], g[6:12], 8)))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "8"


def test_blas_runs_on_one_thread_once_a_solve_ran_in_a_worker_thread():
    """The odds run off the UI thread: the one-thread BLAS limit must hold there (a limit set and
    restored around each solve is ignored by threadpoolctl outside the thread that set it first)."""
    pytest.importorskip("threadpoolctl")
    code = (
        "import threading, threadpoolctl\n"
        "from desktop.games.helix import odds\n"
        "from desktop.games.helix.engine import shipped_glyphs\n"
        "g = list(shipped_glyphs().values())\n"
        "seen = []\n"
        "def job():\n"
        "    odds.solve(g[:6], g[6:12], 4)\n"
        "    seen.extend(i['num_threads'] for i in threadpoolctl.threadpool_info() if i['user_api'] == 'blas')\n"
        "t = threading.Thread(target=job); t.start(); t.join()\n"
        "main = [i['num_threads'] for i in threadpoolctl.threadpool_info() if i['user_api'] == 'blas']\n"
        "print(set(seen) | set(main))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() in ("{1}", "set()")  # set(): no BLAS library seen by threadpoolctl


def test_a_big_battle_is_solved_without_keeping_the_factor(monkeypatch):
    """Over the memory bound the solve keeps no factor (no low-rank policy steps): same answer."""
    a, b = tuple(GLYPHS[:6]), tuple(GLYPHS[6:12])
    kept = odds.solve(a, b, 14)
    odds.clear_caches()
    monkeypatch.setattr(odds, "_KEEP_FLOATS", 0)
    streamed = odds.solve(a, b, 14)
    odds.clear_caches()
    assert streamed.exact
    assert np.max(np.abs(streamed.value_a - kept.value_a)) < 1e-12
    assert np.array_equal(streamed.policy, kept.policy)


def _same_factor(x, y) -> bool:
    """Two factors hold the same numbers, to the last bit."""
    if isinstance(x, odds.levels.TwistFactor):
        return _same_factor(x.bottom, y.bottom) and _same_factor(x.top, y.top)
    return all(
        len(p) == len(q) and all(np.array_equal(u, v) for u, v in zip(p, q, strict=True))
        for p, q in ((x.inverses, y.inverses), (x.uppers, y.uppers), (x.lowers, y.lowers))
    )


@settings(max_examples=30)
@given(helixes, helixes, st.integers(3, 14), st.integers(0, 2**32 - 1))
def test_a_factor_resumed_from_a_smaller_battle_equals_a_fresh_one(ha, hb, n, seed):
    """The factor of n + 1 pieces resumed from the factor of n pieces (the chart's way), bottom up or
    from both ends, holds the same numbers as one eliminated afresh, whatever the policies: where
    their rows differ, less is taken over. A factor of other helixes is no help, and changes nothing
    either. The factor from both ends solves as numpy.linalg.solve does."""
    rules = Rules()
    ka, kb = odds.helix_key(ha), odds.helix_key(hb)
    rng = np.random.default_rng(seed)
    small = odds._Transitions(*odds._system(ka, kb, n, rules), n)
    big = odds._Transitions(*odds._system(ka, kb, n + 1, rules), n + 1)
    other = odds._Transitions(*odds._system(kb, ka, n, rules), n)
    table = np.zeros((n + 1, n + 1, 2), dtype=np.int64)
    table[1:, 1:, :] = rng.integers(0, 2, (n, n, 2))
    policy = odds._grown(table, n + 1)
    flip = rng.random(big.size) < rng.choice([0.0, 0.0, 0.01, 0.1])
    policy = np.where(flip, 1 - policy, policy)
    weights = big.weights(policy)
    for method in ("factor", "factor_both_ends"):
        old = getattr(small.band, method)(small.weights(table[1:, 1:, :].reshape(-1)), resumable=True)
        fresh = getattr(big.band, method)(weights, resumable=True)
        resumed = getattr(big.band, method)(weights, reuse=old, resumable=True)
        assert (fresh is None) == (resumed is None) or old is None
        if fresh is None or resumed is None:
            continue
        assert _same_factor(fresh, resumed)
        stranger = getattr(other.band, method)(other.weights(table[1:, 1:, :].reshape(-1)), resumable=True)
        if stranger is not None:
            assert _same_factor(fresh, getattr(big.band, method)(weights, reuse=stranger))
    m = np.eye(big.size)
    np.add.at(m, (big.rows, big.cols), -weights)
    if fresh is not None and np.linalg.cond(m) < 1e10:
        rhs = rng.random((big.size, 3))
        assert fresh.solve(rhs) == pytest.approx(np.linalg.solve(m, rhs), abs=1e-11)


@settings(max_examples=40)
@given(helixes, helixes, st.integers(1, 12), st.integers(1, 4), rules_options, st.booleans())
def test_outcomes_taken_over_from_a_smaller_battle_change_no_bit(ha, hb, n0, grow, rules, cap):
    """The chart builds each piece count's transitions from the outcomes of the last one, for the cells
    that no path's stars take to the cap: the same arrays as built afresh, to the last bit."""
    rules = odds._classic(dataclasses.replace(rules, star_cap=cap))
    ka, kb = odds.helix_key(ha), odds.helix_key(hb)
    n = n0 + grow
    before = odds._build_system(ka, kb, n0, rules)[2]
    fresh, att_fresh, out_fresh = odds._build_system(ka, kb, n, rules)
    taken, att_taken, out_taken = odds._build_system(ka, kb, n, rules, before)
    assert np.array_equal(att_fresh, att_taken)
    for x, y in zip(fresh[1:], taken[1:], strict=True):
        assert x.dtype == y.dtype and np.array_equal(x, y)
    for x, y in zip(fresh.per_colour, taken.per_colour, strict=True):
        assert all(u.dtype == v.dtype and np.array_equal(u, v) for u, v in zip(x, y, strict=True))
    assert out_fresh[0] == out_taken[0] == n
    for x, y in zip(out_fresh[1], out_taken[1], strict=True):
        assert (x is None) == (y is None)
        assert x is None or all(
            u.dtype == v.dtype and np.array_equal(u, v) for u, v in zip(x, y, strict=True)
        )


def _in_own_order(m, arr: np.ndarray) -> np.ndarray:
    """A mirror's entries (of its band system's arrays) in its own order of the levels: what the
    mirror used to copy."""
    eb, total = m.entry_bounds, int(m.entry_bounds[-1])
    idx = [np.arange(total - eb[k + 1], total - eb[k]) for k in range(m.levels)]
    return arr[np.concatenate([np.zeros(0, np.int64), *idx])]


def _copied_resumable(m, old, grouped: np.ndarray) -> int:
    """:meth:`resumable_levels` of a mirror as it was with its own copies of the entries."""
    ob = old.band
    if old.updates is None or (ob.down, ob.up) != (m.down, m.up):
        return 0
    k = min(ob.levels, m.levels)
    size_diff = np.nonzero(ob.sizes[:k] != m.sizes[:k])[0]
    same_sizes = int(size_diff[0]) if len(size_diff) else k
    row_diff = np.nonzero(
        (ob.width[:k] != m.width[:k]) | (ob.entry_bounds[1 : k + 1] != m.entry_bounds[1 : k + 1])
    )[0]
    same_rows = min(same_sizes, int(row_diff[0]) if len(row_diff) else k)
    e = int(m.entry_bounds[same_rows])
    entry_diff = np.nonzero(
        (_in_own_order(ob, ob.local)[:e] != _in_own_order(m, m.local)[:e])
        | (_in_own_order(ob, old.grouped)[:e] != _in_own_order(m, grouped)[:e])
    )[0]
    if len(entry_diff):
        same_rows = int(np.searchsorted(m.entry_bounds, entry_diff[0], side="right")) - 1
    return max(0, min(same_rows - m.down, same_sizes - m.down - m.up, len(old.inverses), old.clean - m.down))


@settings(max_examples=30)
@given(helixes, helixes, st.integers(2, 14), st.integers(0, 2**32 - 1))
def test_a_mirror_reads_its_band_systems_entries_as_its_own_copies_did(ha, hb, n, seed):
    """The mirror reads the band system's arrays of the entries from the end: each of its blocks is the
    band system's block turned round, to the last bit, and it finds as many levels to take over from
    the last piece count's factor as its own copies of the entries (in its order) did."""
    rules = Rules()
    ka, kb = odds.helix_key(ha), odds.helix_key(hb)
    rng = np.random.default_rng(seed)
    small = odds._Transitions(*odds._system(ka, kb, n, rules), n)
    big = odds._Transitions(*odds._system(ka, kb, n + 1, rules), n + 1)
    table = np.zeros((n + 1, n + 1, 2), dtype=np.int64)
    table[1:, 1:, :] = rng.integers(0, 2, (n, n, 2))
    policy = odds._grown(table, n + 1)
    flip = rng.random(big.size) < rng.choice([0.0, 0.0, 0.01, 0.1])
    policy = np.where(flip, 1 - policy, policy)
    band, mirror = big.band, big.band.mirror()
    grouped = big.weights(policy)[band.perm]
    for i in range(mirror.levels):
        turned = band._block(band.levels - 1 - i, grouped, np.float64)[::-1, ::-1]
        assert np.array_equal(mirror._block(i, grouped, np.float64), turned)
    old = small.band.factor_both_ends(small.weights(table[1:, 1:, :].reshape(-1)), resumable=True)
    if old is not None:
        assert mirror.resumable_levels(old.top, grouped) == _copied_resumable(mirror, old.top, grouped)


def test_a_chart_takes_over_both_ends_of_each_factor_and_equals_solves_of_their_own(monkeypatch):
    """The chart hands each piece count's factor on to the next one: its bottom and top levels are
    taken over, and every point is what a solve of its own gives (no factor taken over), to the last bit."""
    a, b = tuple(GLYPHS[:6]), tuple(GLYPHS[6:12])
    ka, kb, rules = odds.helix_key(a), odds.helix_key(b), odds._classic(Rules())
    taken: list[tuple[int, int]] = []
    resumable = odds.levels._Levels.resumable_levels

    def spy(band, old, grouped):
        k = resumable(band, old, grouped)
        taken.append((band.levels, k))
        return k

    monkeypatch.setattr(odds.levels._Levels, "resumable_levels", spy)
    odds.clear_caches()
    chart = odds.chart(a, b, 20)
    chained = [odds._CACHE[(ka, kb, n, rules)] for n in range(1, 21)]
    odds.clear_caches()
    assert sum(k for _levels, k in taken[-10:]) > sum(levels for levels, _k in taken[-10:]) / 4  # (each)
    hint = None
    for n in range(1, 21):
        own = odds._solve_impl(ka, kb, n, rules, hint)
        hint = own
        mine = chained[n - 1]
        assert np.array_equal(own.value_a, mine.value_a) and np.array_equal(own.policy, mine.policy)
        assert own.exact and mine.exact and chart[n - 1] == own.chance()[0]


@settings(max_examples=25)
@given(helixes, helixes, st.integers(2, 9), rules_options, st.booleans())
def test_a_chart_equals_solves_of_their_own_whatever_the_rules(ha, hb, m, rules, star_cap):
    """Any helixes and rules (also without the star cap, whose battles grow by two pieces a point, and
    battles that never end): the chart's points are the solutions of their own, to the last bit."""
    rules = odds._classic(dataclasses.replace(rules, star_cap=star_cap))
    ka, kb = odds.helix_key(ha), odds.helix_key(hb)
    odds.clear_caches()
    chart = odds.chart(ha, hb, m, rules)
    chained = [odds._CACHE[(ka, kb, n, rules)] for n in range(1, m + 1)]
    odds.clear_caches()
    hint = None
    for n in range(1, m + 1):
        own = odds._solve_impl(ka, kb, n, rules, hint)
        hint = own
        assert np.array_equal(own.value_a, chained[n - 1].value_a)
        assert np.array_equal(own.policy, chained[n - 1].policy) and own.exact == chained[n - 1].exact
        assert chart[n - 1] == own.chance()[0]
