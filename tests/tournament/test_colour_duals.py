"""The solver's warm start from each score group's colour duals (swiss_cost.colour_duals, the dense
solver's ``dual``): the duals are each group's optimal colour dual, any starting duals give the
dense solver's optimum, and the pairing with colours keeps the exact optimum (issue 27: 1,024
players with colours within 0.1 s)."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_matching_solvers import brute_force, graphs
from test_pairing_fast import objective, simulated
from test_swiss_pairing import check_partition, exhaustive_best, fields

from desktop.tournament import dense, swiss, swiss_cost
from desktop.tournament.dense import DenseResult, max_weight_perfect_matching_dense
from desktop.tournament.swiss import SwissEntrant, colour_conflict, pair_swiss, swiss_digits

SHIFTS = [6 * k for k in range(8, -1, -1)]
"""A layout whose colour digit is the last, at shift 0 (a conflict weighs -4 internally)."""


def ranked(ents: list[SwissEntrant]) -> list[SwissEntrant]:
    return sorted(ents, key=lambda e: -e.score)


@st.composite
def score_groups(draw: st.DrawFn) -> list[SwissEntrant]:
    """One score group of players with colour histories (no meetings, no clubs)."""
    n = draw(st.integers(1, 12))
    history = st.lists(st.sampled_from([swiss.FIRST, swiss.SECOND]), min_size=0, max_size=4)
    return [SwissEntrant(i, score=3, colours=tuple(draw(history))) for i in range(n)]


@settings(max_examples=300)
@given(score_groups())
def test_a_groups_colour_duals_are_its_optimal_colour_dual(ents: list[SwissEntrant]) -> None:
    """y = -dual / 4 is feasible for every pair of the group (y_u + y_v at most their conflicts) and
    sums to the fewest conflicts of any pairing of the group (the count bound): an optimal dual."""
    vec = swiss_cost.swiss_vectors(ents, balance_colours=True)
    duals = swiss_cost.colour_duals(vec, SHIFTS)
    assert duals is not None and duals.shape == (vec.nv,)
    y = -duals[: vec.n] / 4
    for u, v in itertools.combinations(range(vec.n), 2):
        assert y[u] + y[v] <= colour_conflict(ents[u].colours, ents[v].colours)
    code = np.where(vec.strength > 0, vec.wish, 0)
    if vec.n % 2 == 0:
        assert y.sum() == swiss_cost.colour_lower_bound(code, vec.strength == 2)
    assert (duals % 2 == 0).all()


def test_colour_duals_need_colours_and_the_ranking_order() -> None:
    ents = [SwissEntrant(1, score=0, colours=(1,)), SwissEntrant(2, score=3, colours=(1,))]
    assert swiss_cost.colour_duals(swiss_cost.swiss_vectors(ents, balance_colours=True), SHIFTS) is None
    assert swiss_cost.colour_duals(swiss_cost.swiss_vectors(ents[::-1], balance_colours=False), SHIFTS) is None


def test_a_surplus_of_strong_wishes_pairs_its_weak_players_with_strong_ones() -> None:
    """Six players due the first colour (four must have it, two merely alternate) and none due the
    second: the strong ones' dual is a whole conflict, the weak ones' none (the optimum: two strong
    with weak at 1 each, two strong together at 2: total 4)."""
    strong, weak = (swiss.SECOND,), (swiss.FIRST, swiss.SECOND)
    ents = [SwissEntrant(i, score=3, colours=strong if i < 4 else weak) for i in range(6)]
    vec = swiss_cost.swiss_vectors(ents, balance_colours=True)
    duals = swiss_cost.colour_duals(vec, SHIFTS)
    assert duals is not None
    assert (-duals / 4).tolist() == [1, 1, 1, 1, 0, 0]


@settings(max_examples=300)
@given(graphs(max_n=10), st.integers(0, 2**32))
def test_any_starting_duals_give_the_dense_solvers_optimum(
    g: tuple[int, dict[tuple[int, int], int]], seed: int
) -> None:
    """Starting duals infeasible, too low, odd or random: the warm start makes them feasible, and
    the optimum and its certificate are those of brute force."""
    n, weights = g
    w = np.zeros((n, n), dtype=np.int64)
    valid = np.zeros((n, n), dtype=bool)
    for (u, v), x in weights.items():
        x = x % (1 << 40) if abs(x) >= 1 << 40 else x
        weights[(u, v)] = x
        w[u, v] = w[v, u] = x
        valid[u, v] = valid[v, u] = True
    expected = brute_force(n, weights)
    start = np.random.default_rng(seed).integers(-(1 << 44), 1 << 44, size=n)
    if expected is None:
        with pytest.raises(dense.NoPerfectMatchingError):
            max_weight_perfect_matching_dense(4 * w, valid, internal=True, dual=start)
        return
    r = max_weight_perfect_matching_dense(4 * w, valid, internal=True, dual=start)
    mate = r.mate.tolist()
    assert all(mate[mate[v]] == v and mate[v] != v and valid[v, mate[v]] for v in range(n))
    assert sum(int(w[v, mate[v]]) for v in range(n) if v < mate[v]) == expected
    rc = r.reduced_costs(4 * w)
    assert (rc[valid] >= 0).all()
    assert all(rc[v, mate[v]] == 0 for v in range(n))


def test_starting_duals_are_for_internal_weights_only() -> None:
    with pytest.raises(ValueError):
        max_weight_perfect_matching_dense(np.zeros((2, 2), dtype=np.int64), dual=np.zeros(2, dtype=np.int64))


def spy_warm_starts(m: pytest.MonkeyPatch) -> list[str]:
    """Which warm start each dense solve took."""
    seen: list[str] = []
    hinted, plain = dense._DenseSolver._warm_start_hinted, dense._DenseSolver._warm_start_rows

    def spy_hinted(self: dense._DenseSolver, hint: np.ndarray) -> None:
        seen.append("colour duals")
        hinted(self, hint)

    def spy_plain(self: dense._DenseSolver, masked: np.ndarray) -> None:
        seen.append("generic")
        plain(self, masked)

    m.setattr(dense._DenseSolver, "_warm_start_hinted", spy_hinted)
    m.setattr(dense._DenseSolver, "_warm_start_rows", spy_plain)
    return seen


def paired_with_and_without(ents: list[SwissEntrant]) -> tuple[swiss.SwissRound, swiss.SwissRound, list[str], bool]:
    """The round with colours from the colour duals and without them, the warm starts the first
    took, and whether it made colour duals."""
    made: list[bool] = []
    real = swiss_cost.colour_duals

    def spy(*args: object) -> object:
        out = real(*args)  # type: ignore[arg-type]
        made.append(out is not None)
        return out

    with pytest.MonkeyPatch.context() as m:
        seen = spy_warm_starts(m)
        m.setattr(swiss_cost, "colour_duals", spy)
        r = pair_swiss(ents, balance_colours=True)
        first = list(seen)
        m.setattr(swiss, "COLOUR_DUALS", False)
        off = pair_swiss(ents, balance_colours=True)
    return r, off, first, any(made)


@settings(max_examples=250, deadline=None)
@given(fields(min_n=2, max_n=10))
def test_the_pairing_from_colour_duals_is_exhaustively_optimal(ents: list[SwissEntrant]) -> None:
    """Ranked fields with colours (meetings, clubs, byes, floats): the exhaustive optimum's totals,
    from the colour duals whenever they are made, and the same without them."""
    r, off, seen, made = paired_with_and_without(ents)
    check_partition(ents, r)
    assert objective(r) == exhaustive_best(swiss_digits(ents, balance_colours=True))
    assert objective(off) == objective(r)
    if made:
        assert seen[0] == "colour duals"


@settings(max_examples=200, deadline=None)
@given(fields(min_n=2, max_n=10))
def test_fields_without_meetings_are_paired_from_colour_duals_at_the_optimum(ents: list[SwissEntrant]) -> None:
    """The new path forced: with no meeting the quick pairing always gives one-phase bounds, so the
    colour digit is in the one phase and the solver starts from the colour duals."""
    ents = [SwissEntrant(**{**e.__dict__, "opponents": frozenset()}) for e in ents]
    r, off, seen, made = paired_with_and_without(ents)
    assert made and seen[0] == "colour duals" and r.phases == 1
    check_partition(ents, r)
    assert objective(r) == exhaustive_best(swiss_digits(ents, balance_colours=True))
    assert objective(off) == objective(r)


@pytest.mark.parametrize("n, rounds, seed", [(300, 5, 3), (1024, 7, 2027)])
def test_colour_duals_leave_few_players_free_after_the_warm_start_and_the_same_optimum(
    n: int, rounds: int, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Simulated events with colours: from the colour duals only the odd groups' floats are left
    to the solver's stages (1,024 players, seed 2027, the benchmark's slowest: 214 free after the
    generic warm start, 14 after this one), and the optimum is the same."""
    ents = simulated(n, rounds, seed)
    free: dict[bool, int] = {}
    results = {}
    real = dense._DenseSolver.warm_start

    def spy(self: dense._DenseSolver) -> None:
        real(self)
        if self.n >= n:
            free[use] = self.free_after_warm

    monkeypatch.setattr(dense._DenseSolver, "warm_start", spy)
    for use in (False, True):
        monkeypatch.setattr(swiss, "COLOUR_DUALS", use)
        results[use] = pair_swiss(ents, balance_colours=True)
        assert results[use].phases == 1
    assert objective(results[True]) == objective(results[False])
    starts = np.flatnonzero(np.r_[True, np.diff([e.score for e in ents]) != 0])
    odd_groups = int((np.diff(np.r_[starts, len(ents)]) % 2).sum())
    assert free[True] <= odd_groups + 4 < free[False]


def test_a_complete_graph_solve_keeps_no_pair_mask(monkeypatch: pytest.MonkeyPatch) -> None:
    """The blocks of a big field are complete graphs: their solver keeps no n x n mask of valid
    pairs beside the weights (13 MB at 3,672 vertices), and finds the same optimum as with one."""
    rng = np.random.default_rng(5)
    n = 200
    w = rng.integers(-40, 40, size=(n, n)) * 4
    w = np.triu(w, 1)
    w = w + w.T
    masks: list[int] = []
    real = dense._DenseSolver.run

    def spy(self: dense._DenseSolver) -> None:
        masks.append(self.valid.size)
        real(self)

    monkeypatch.setattr(dense._DenseSolver, "run", spy)
    bare = max_weight_perfect_matching_dense(w.copy(), check_weights=False, internal=True, full=True)
    masked = max_weight_perfect_matching_dense(w.copy(), np.ones((n, n), dtype=bool), internal=True)
    assert masks == [0, n * n]

    def weight(r: DenseResult) -> int:
        return sum(int(w[v, r.mate[v]]) for v in range(n) if v < r.mate[v])

    assert weight(bare) == weight(masked)
    assert (bare.reduced_costs()[~np.eye(n, dtype=bool)] >= 0).all()
