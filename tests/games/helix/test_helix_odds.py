"""Exact Battle Helix odds: against an independent value iteration, Monte Carlo, identical and dominating."""

from __future__ import annotations

import itertools
import math
import random

import numpy as np
import pytest
from helix_helpers import glyph, helix
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.games.helix import odds
from desktop.games.helix.engine import Face, Game, Glyph, Rules, Setup, act, bomb_rolls, shipped_glyphs

GLYPHS = list(shipped_glyphs().values())
A, B = tuple(GLYPHS[:6]), tuple(GLYPHS[6:12])


def reference(ha, hb, n: int, rules: Rules) -> dict[tuple[int, int, int], float]:
    """A's chance by plain value iteration over dicts, written from the rules (slow, for small n)."""
    states = [(a, b, t) for a in range(1, n + 1) for b in range(1, n + 1) for t in (0, 1)]
    v = dict.fromkeys(states, 0.0)

    def after(a, b, t, colour, v):
        total = 0.0
        for x, y in itertools.product(range(6), range(6)):
            na, nb = ha[x].face(colour).number, hb[y].face(colour).number
            if na == nb:
                nt = 1 - t if rules.tie_attacker == "defender" else t
                total += v[(a, b, nt)] / 36
                continue
            w = 0 if na > nb else 1
            face = (ha[x] if w == 0 else hb[y]).face(colour)
            k = bomb_rolls(face, rules)
            for rolls in itertools.product(range(6), repeat=k):
                p = 1 / 36 / 6**k
                pieces = [a, b]
                # bomb_roll "always": the face and its bomb rolls first, one end check after the last
                defer = k > 0 and rules.bomb_roll == "always"
                loser = act(pieces, w, face.swords, face.stars, False, rules, n, not defer)
                for i, r in enumerate(rolls):
                    if loser is not None:
                        break
                    g = (ha, hb)[w][r]
                    loser = act(
                        pieces,
                        w,
                        g.black.swords + g.white.swords,
                        g.black.stars + g.white.stars,
                        g.shows_bomb,
                        rules,
                        n,
                        not defer or i == k - 1,
                    )
                if loser is None:
                    total += p * v[(pieces[0], pieces[1], w)]
                elif loser == 1:
                    total += p
        return total

    for _ in range(20000):
        new = {}
        for a, b, t in states:
            qs = [after(a, b, t, c, v) for c in ("black", "white")]
            new[(a, b, t)] = max(qs) if t == 0 else min(qs)
        delta = max(abs(new[s] - v[s]) for s in states)
        v = new
        if delta < 1e-13:
            break
    return v


@pytest.mark.parametrize(
    "rules",
    [
        Rules(),
        Rules(blast="mirror", tie_attacker="attacker"),
        Rules(double_bomb_once=False, end_check="swords"),
        Rules(both_out="performer_wins"),
        Rules(bomb_roll="always"),
        Rules(bomb_roll="always", blast="mirror", double_bomb_once=False, end_check="swords"),
    ],
)
def test_solver_matches_an_independent_value_iteration(rules):
    n = 4
    sol = odds.solve(A, B, n, rules)
    ref = reference(A, B, n, rules)
    for (a, b, t), value in ref.items():
        assert sol.value_a[a, b, t] == pytest.approx(value, abs=1e-10)
    assert sol.exact


symbols = st.lists(st.sampled_from(("sword", "star", "bomb")), max_size=3)
glyphs = st.builds(
    lambda bn, bs, wn, ws: Glyph("g", "g", "x", Face.of(bn, bs), Face.of(wn, ws)),
    st.integers(0, 12),
    symbols,
    st.integers(0, 12),
    symbols,
)


@settings(max_examples=15)
@given(st.lists(glyphs, min_size=6, max_size=6), st.lists(glyphs, min_size=6, max_size=6), st.integers(1, 3))
def test_solver_matches_reference_on_random_helixes(ha, hb, n):
    sol = odds.solve(ha, hb, n)
    ref = reference(ha, hb, n, Rules())
    for (a, b, t), value in ref.items():
        assert sol.value_a[a, b, t] == pytest.approx(value, abs=1e-9)


@settings(max_examples=60)
@given(
    st.integers(0, 3),
    st.integers(0, 3),
    st.integers(0, 2),
    st.booleans(),
    st.integers(1, 12),
    st.sampled_from(("swords", "mirror", "off")),
    st.sampled_from(("action", "swords")),
    st.sampled_from(("after_end_check", "always")),
)
def test_array_outcomes_equal_the_scalar_rules(s1, t1, s2, blast, n, blast_rule, end_check, bomb_roll):
    rules = Rules(blast=blast_rule, end_check=end_check, bomb_roll=bomb_roll)
    acts = ((s1, t1, False), (s2, t1, blast))
    grid_a = np.repeat(np.arange(1, n + 1), n)
    grid_b = np.tile(np.arange(1, n + 1), n)
    winners = np.array([0, 1])
    packed = np.array([[(s1, t1, 0), (s2, t1, int(blast))]] * 2)
    ma, mb, ml = odds.outcome_matrix(grid_a, grid_b, winners, packed, rules, n, np.array([2, 2]))
    for w in (0, 1):
        na, nb, loser = odds.outcome_arrays(grid_a, grid_b, w, acts, rules, n)
        assert (ma[w] == na).all() and (mb[w] == nb).all() and (ml[w] == loser).all()
        for i in range(n * n):
            assert (int(na[i]), int(nb[i]), int(loser[i])) == _scalar(
                int(grid_a[i]), int(grid_b[i]), w, acts, rules, n
            )


def _scalar(a, b, w, acts, rules, n):
    pieces = [a, b]
    defer = len(acts) > 1 and rules.bomb_roll == "always"
    for i, (swords, stars, blast) in enumerate(acts):
        loser = act(pieces, w, swords, stars, blast, rules, n, not defer or i == len(acts) - 1)
        if loser is not None:
            return pieces[0], pieces[1], loser
    return pieces[0], pieces[1], -1


def test_identical_helixes_give_one_half():
    for n in (1, 7, 25):
        ca, cb = odds.solve(A, A, n).chance()
        assert ca == pytest.approx(0.5, abs=1e-12) and cb == pytest.approx(0.5, abs=1e-12)


def test_a_dominating_helix_wins_with_probability_one():
    strong = helix(glyph(12, ["sword"], 12, ["sword"]), glyph(9, ["sword", "star"], 8, ["sword"]))
    weak = helix(glyph(0, ["sword"], 0, ["sword", "star"]), glyph(7, ["sword"], 7, []))
    for n in (1, 10, 25):
        sol = odds.solve(strong, weak, n)
        assert sol.chance()[0] == pytest.approx(1.0, abs=1e-12)
        assert np.all(np.abs(sol.value_a[1:, 1:, :] - 1.0) < 1e-12)


def test_mid_battle_states_and_best_call():
    sol = odds.solve(A, B, 25)
    assert sol.chance(5, 0, 0) == (1.0, 0.0)
    assert sol.chance(0, 5, 1) == (0.0, 1.0)
    for a, b, t in [(1, 25, 0), (12, 9, 1), (25, 25, 0)]:
        ca, cb = sol.chance(a, b, t)
        assert ca + cb == pytest.approx(1.0, abs=1e-12)
        calls = sol.call_chances(a, b, t)
        best = sol.best_call(a, b, t)
        assert calls[best] == pytest.approx(max(calls.values()), abs=1e-12)
        assert calls[best] == pytest.approx(ca if t == 0 else cb, abs=1e-12)
    with pytest.raises(ValueError):
        sol.chance(26, 1, 0)
    # the start includes the initiative roll
    pa, pb = sol.initiative
    assert sol.chance()[0] == pytest.approx(pa * sol.value_a[25, 25, 0] + pb * sol.value_a[25, 25, 1])
    assert odds.win_chance(A, B, 25, now=(12, 9), attacker=1) == sol.chance(12, 9, 1)


def test_a_battle_that_can_never_end_falls_back_and_reports_it():
    blank = helix(glyph(3, [], 3, []))
    sol = odds.solve(blank, helix(glyph(1, [], 1, [])), 5)
    assert not sol.exact and sol.chance() == (0.0, 0.0)


def test_monte_carlo_cross_check():
    """20,000 battles of the engine with both Attackers calling the solver's best colour."""
    n = 6
    sol = odds.solve(A, B, n)
    expected = sol.chance()[0]
    wins = 0
    games = 20_000
    rng = random.Random(20240601)
    for _ in range(games):
        g = Game(Setup((A, B), n, rng.getrandbits(48)))
        s = g.state
        while not s.over:
            g.play(("call", sol.best_call(s.pieces[0], s.pieces[1], s.attacker)))
        wins += s.winner == 0
    se = math.sqrt(expected * (1 - expected) / games)
    assert abs(wins / games - expected) < 3 * se, (wins / games, expected, se)


def test_chart_is_the_start_chance_of_each_piece_count():
    c = odds.chart(A, B, 12)
    assert len(c) == 12
    assert c[6] == pytest.approx(odds.solve(A, B, 7).chance()[0], abs=1e-15)
    assert all(0.0 <= x <= 1.0 for x in c)
