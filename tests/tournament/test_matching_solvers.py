"""The matching solvers against brute force and networkx, with their optimality certificates."""

from __future__ import annotations

import itertools
import random

import networkx as nx
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.tournament.dense import max_weight_perfect_matching_dense
from desktop.tournament.matching import NoPerfectMatchingError, max_weight_perfect_matching, reduced_costs_ok


def brute_force(n: int, weights: dict[tuple[int, int], int]) -> int | None:
    """Best perfect-matching weight by trying every perfect matching (None: there is none)."""
    best: int | None = None

    def rec(rest: list[int], acc: int) -> None:
        nonlocal best
        if not rest:
            best = acc if best is None or acc > best else best
            return
        a = rest[0]
        for i in range(1, len(rest)):
            b = rest[i]
            w = weights.get((a, b), weights.get((b, a)))
            if w is not None:
                rec(rest[1:i] + rest[i + 1 :], acc + w)

    rec(list(range(n)), 0)
    return best


@st.composite
def graphs(draw: st.DrawFn, max_n: int = 10) -> tuple[int, dict[tuple[int, int], int]]:
    n = 2 * draw(st.integers(1, max_n // 2))
    density = draw(st.sampled_from([0.3, 0.6, 1.0]))
    scale = draw(st.sampled_from([1, 5, 1000, 10**15]))
    weights: dict[tuple[int, int], int] = {}
    for u, v in itertools.combinations(range(n), 2):
        if draw(st.floats(0, 1)) < density:
            weights[(u, v)] = draw(st.integers(-20, 20)) * scale + draw(st.integers(-3, 3))
    return n, weights


@settings(max_examples=300)
@given(graphs())
def test_sparse_solver_matches_brute_force(g: tuple[int, dict[tuple[int, int], int]]) -> None:
    n, weights = g
    expected = brute_force(n, weights)
    edges = [(u, v, w) for (u, v), w in weights.items()]
    if expected is None:
        with pytest.raises(NoPerfectMatchingError):
            max_weight_perfect_matching(n, edges)
        return
    for warm in (True, False):
        r = max_weight_perfect_matching(n, edges, warm_start=warm)
        assert r.weight == expected
        assert all(r.mate[r.mate[v]] == v for v in range(n))
        assert reduced_costs_ok(r, edges)


@settings(max_examples=300)
@given(graphs(max_n=12))
def test_dense_solver_matches_brute_force(g: tuple[int, dict[tuple[int, int], int]]) -> None:
    n, weights = g
    w = np.zeros((n, n), dtype=np.int64)
    valid = np.zeros((n, n), dtype=bool)
    for (u, v), x in weights.items():
        if abs(x) >= 1 << 50:
            x = x % (1 << 50)
            weights[(u, v)] = x
        w[u, v] = w[v, u] = x
        valid[u, v] = valid[v, u] = True
    expected = brute_force(n, weights)
    if expected is None:
        with pytest.raises(NoPerfectMatchingError):
            max_weight_perfect_matching_dense(w, valid)
        return
    r = max_weight_perfect_matching_dense(w, valid)
    mate = r.mate.tolist()
    assert all(mate[mate[v]] == v and mate[v] != v and valid[v, mate[v]] for v in range(n))
    assert sum(int(w[v, mate[v]]) for v in range(n) if v < mate[v]) == expected
    rc = r.reduced_costs(4 * w)
    assert (rc[valid] >= 0).all(), "dual solution infeasible"
    assert all(rc[v, mate[v]] == 0 for v in range(n)), "a matched pair is not tight"
    assert all(b.dual > 0 for b in r.blossoms)


@pytest.mark.parametrize("seed", range(4))
def test_both_solvers_agree_with_networkx_on_larger_graphs(seed: int) -> None:
    rng = random.Random(seed)
    n = 60
    edges = []
    for u in range(n):
        for v in range(u + 1, n):
            if rng.random() < 0.4:
                edges.append((u, v, rng.randint(-100, 100)))
    present = {(u, v) for u, v, _ in edges}
    for u in range(0, n, 2):  # guarantee a perfect matching
        if (u, u + 1) not in present:
            edges.append((u, u + 1, -1000))
    g = nx.Graph()
    g.add_weighted_edges_from(edges)
    ref = nx.max_weight_matching(g, maxcardinality=True)
    ref_weight = sum(g[u][v]["weight"] for u, v in ref)
    assert max_weight_perfect_matching(n, edges).weight == ref_weight
    w = np.zeros((n, n), dtype=np.int64)
    valid = np.zeros((n, n), dtype=bool)
    for u, v, x in edges:
        w[u, v] = w[v, u] = x
        valid[u, v] = valid[v, u] = True
    r = max_weight_perfect_matching_dense(w, valid)
    assert sum(int(w[v, r.mate[v]]) for v in range(n) if v < r.mate[v]) == ref_weight


def test_odd_and_empty_graphs() -> None:
    assert max_weight_perfect_matching(0, []).mate == ()
    with pytest.raises(NoPerfectMatchingError):
        max_weight_perfect_matching(3, [(0, 1, 1), (1, 2, 1)])
    with pytest.raises(NoPerfectMatchingError):
        max_weight_perfect_matching_dense(np.zeros((3, 3), dtype=np.int64))
    with pytest.raises(NoPerfectMatchingError):
        max_weight_perfect_matching(4, [(0, 1, 1), (0, 2, 1), (0, 3, 1)])


def test_reduced_costs_written_over_the_solvers_weights_equal_the_ones_computed_apart() -> None:
    from desktop.tournament.dense import max_weight_perfect_matching_dense

    rng = np.random.default_rng(4)
    for n in (6, 20, 64):
        w = rng.integers(-50, 50, size=(n, n))
        w = np.triu(w, 1)
        w = w + w.T
        res = max_weight_perfect_matching_dense(4 * w, internal=True)
        apart = res.reduced_costs()
        over = res.reduced_costs(consume=True)
        assert np.array_equal(apart, over)
        assert res.scaled is None  # the weights are gone: they hold the reduced costs now
        assert (over[~np.eye(n, dtype=bool)] >= 0).all()


@pytest.mark.parametrize("seed", range(6))
def test_least_slack_between_many_blossoms_in_one_pass_chooses_as_blossom_by_blossom(seed: int) -> None:
    """The dual step's least slack between S blossoms, found in one pass when there are many,
    picks the same pair as one blossom at a time (so the matching is the same, ties included)."""
    from desktop.tournament import dense

    rng = np.random.default_rng(seed)
    n = 80
    w = rng.integers(0, 100, size=(n, n)) * 4  # the warm start leaves work: dual steps between blossoms
    w = np.triu(w, 1)
    w = w + w.T
    mates = []
    for few in (10**9, 0):
        old = dense.FEW_BLOSSOMS
        dense.FEW_BLOSSOMS = few
        try:
            mates.append(dense.max_weight_perfect_matching_dense(w).mate.tolist())
        finally:
            dense.FEW_BLOSSOMS = old
    assert mates[0] == mates[1]
