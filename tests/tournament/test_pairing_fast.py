"""The fast Swiss path (one phase, weights from per-player vectors; later phases per component)
against the reference definitions: the digit matrices, the general two-phase path, exhaustive
search and networkx."""

from __future__ import annotations

import random

import networkx as nx
import numpy as np
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from test_swiss_pairing import check_partition, exhaustive_best, fields

from desktop.tournament import lexmatch, swiss, swiss_cost
from desktop.tournament.lexmatch import layout
from desktop.tournament.simulation import simulate_swiss
from desktop.tournament.standings import Entrant, compute_standings
from desktop.tournament.swiss import (
    SWISS_CRITERIA,
    SwissEntrant,
    entrants_from_history,
    pair_swiss,
    swiss_digit_matrices,
    swiss_digits,
)


def shuffled(ents: list[SwissEntrant], seed: int) -> list[SwissEntrant]:
    out = list(ents)
    random.Random(seed).shuffle(out)
    return out


def objective(r: swiss.SwissRound) -> tuple[int, ...]:
    return tuple(r.objective[k] for k in SWISS_CRITERIA)


def general_path(
    ents: list[SwissEntrant], colours: bool, monkeypatch: pytest.MonkeyPatch
) -> swiss.SwissRound:
    with monkeypatch.context() as m:
        m.setattr(swiss, "FAST_PATH", False)
        return pair_swiss(ents, balance_colours=colours)


@settings(max_examples=200)
@given(fields(min_n=1, max_n=14), st.booleans(), st.booleans(), st.integers(0, 10**6))
def test_weights_and_pair_values_equal_the_digit_matrices(
    ents: list[SwissEntrant], colours: bool, shuffle: bool, seed: int
) -> None:
    if shuffle:
        ents = shuffled(ents, seed)  # not in score order: the general construction
    mats = swiss_digit_matrices(ents, balance_colours=colours)
    vec = swiss_cost.swiss_vectors(ents, balance_colours=colours)
    nv = mats[0].shape[0]
    assert vec.nv == nv
    shifts = [6 * k for k in range(8, -1, -1)]
    expected = np.zeros((nv, nv), dtype=np.int64)
    for m, s in zip(mats, shifts, strict=True):
        expected += m.astype(np.int64) * (np.int64(-4) << np.int64(s))
    np.fill_diagonal(expected, 0)
    assert np.array_equal(swiss_cost.internal_weights(vec, shifts), expected)
    us, vs = np.triu_indices(nv, 1)
    values = swiss_cost.pair_values(vec, us, vs)
    for k, m in enumerate(mats):
        assert np.array_equal(values[k], m[us, vs]), SWISS_CRITERIA[k]
        assert swiss_cost.digit_maxima(vec)[k] >= int(m.max())


@settings(max_examples=200)
@given(fields(min_n=1, max_n=10), st.booleans())
def test_the_fast_path_is_exhaustively_optimal_and_agrees_with_the_general_path(
    ents: list[SwissEntrant], colours: bool
) -> None:
    fast = pair_swiss(ents, balance_colours=colours)
    check_partition(ents, fast)
    digits = swiss_digits(ents, balance_colours=colours)
    assert objective(fast) == exhaustive_best(digits)
    swiss.FAST_PATH = False
    try:
        slow = pair_swiss(ents, balance_colours=colours)
    finally:
        swiss.FAST_PATH = True
    assert objective(fast) == objective(slow)


def test_bounds_hold_for_the_optimum_on_random_fields() -> None:
    """The one-phase bounds (from the quick pairing) are at least the optimum's totals."""
    rng = random.Random(5)
    checked = 0
    for _ in range(300):
        n = rng.randint(2, 9)
        ents = [
            SwissEntrant(
                id=i,
                score=rng.choice([0, 1, 3, 6, 9, 12, 15]),
                club=rng.choice(["A", "B", None]),
                had_bye=rng.random() < 0.3,
                floated_down_last=rng.random() < 0.3,
            )
            for i in range(n)
        ]
        ents.sort(key=lambda e: -e.score)
        vec = swiss_cost.swiss_vectors(ents)
        mate0 = swiss_cost.greedy_mate(ents, vec)
        assert mate0 is not None  # no previous meetings: the quick pairing always succeeds
        bounds = swiss_cost.one_phase_bounds(
            vec, swiss_cost.mate_totals(vec, mate0), swiss_cost.digit_maxima(vec)
        )
        assert bounds is not None
        best = exhaustive_best(swiss_digits(ents))
        assert all(b >= t for b, t in zip(bounds, best, strict=True)), (bounds, best)
        checked += 1
    assert checked == 300


def test_no_quick_pairing_falls_back_to_the_general_path() -> None:
    """Four players who have all met: the quick pairing fails, the general path still finds the
    fewest rematches."""
    ids = [1, 2, 3, 4]
    ents = [SwissEntrant(i, score=3, opponents=frozenset(set(ids) - {i})) for i in ids]
    vec = swiss_cost.swiss_vectors(ents)
    assert swiss_cost.greedy_mate(ents, vec) is None
    r = pair_swiss(ents)
    assert r.objective["rematches"] == 2
    assert r.phases == 2


def simulated(n: int, rounds: int, seed: int) -> list[SwissEntrant]:
    ev = simulate_swiss(n, rounds, seed=seed)
    rows = compute_standings([Entrant(p.id) for p in ev.players], ev.matches, seed=seed)
    return entrants_from_history(
        [r.player for r in rows], ev.matches, clubs={p.id: p.club for p in ev.players}
    )


def networkx_objective(ents: list[SwissEntrant], colours: bool) -> tuple[int, int]:
    digits = swiss_digits(ents, balance_colours=colours)
    g = nx.Graph()
    g.add_weighted_edges_from(lexmatch.full_graph_edges(digits))
    ref = nx.max_weight_matching(g, maxcardinality=True)
    mate = [0] * digits[0].matrix.shape[0]
    for u, v in ref:
        mate[u], mate[v] = v, u
    return lexmatch.combined_objective(digits, mate), len(ref)


def our_objective(ents: list[SwissEntrant], r: swiss.SwissRound, colours: bool) -> int:
    digits = swiss_digits(ents, balance_colours=colours)
    idx = {e.id: i for i, e in enumerate(ents)}
    nv = digits[0].matrix.shape[0]
    ours = [0] * nv
    for p in r.pairings:
        ours[idx[p.a]], ours[idx[p.b]] = idx[p.b], idx[p.a]
    if r.bye is not None:
        ours[idx[r.bye]], ours[nv - 1] = nv - 1, idx[r.bye]
    return lexmatch.combined_objective(digits, ours)


@settings(max_examples=12, deadline=None)
@given(st.integers(20, 90), st.integers(2, 6), st.integers(0, 10**6), st.booleans())
def test_the_fast_path_equals_networkx_on_random_events(
    n: int, rounds: int, seed: int, colours: bool
) -> None:
    ents = simulated(n, rounds, seed)
    r = pair_swiss(ents, balance_colours=colours)
    value, _ = networkx_objective(ents, colours)
    assert our_objective(ents, r, colours) == value


@pytest.mark.parametrize(("n", "rounds", "seed"), [(150, 5, 11), (257, 6, 12)])
def test_typical_fields_take_the_one_phase_path(n: int, rounds: int, seed: int, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    ents = simulated(n, rounds, seed)
    fast = pair_swiss(ents)
    assert fast.phases == 1
    slow = general_path(ents, False, monkeypatch)
    assert slow.phases == 2
    assert objective(fast) == objective(slow)


@pytest.mark.parametrize(("n", "rounds", "seed"), [(96, 5, 2), (130, 6, 3), (201, 7, 4)])
def test_later_phases_by_component_equal_one_complete_solve(
    n: int, rounds: int, seed: int, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """The general path's second phase, solved per component of the face (with the early exit),
    gives the optimum of the second phase solved on the whole face."""
    ents = simulated(n, rounds, seed)
    got = []
    for split in (True, False):
        monkeypatch.setattr(lexmatch, "COMPONENTS", split)
        got.append(objective(general_path(ents, True, monkeypatch)))
    assert got[0] == got[1]


def test_one_phase_layout_fits_the_benchmark_scale() -> None:
    """4,096 players after nine rounds (scores up to 27, big score groups) still fit one phase."""
    rng = random.Random(3)
    n = 4096
    scores = sorted((sum(rng.random() < 0.5 for _ in range(9)) * 3 for _ in range(n)), reverse=True)
    ents = [SwissEntrant(i, score=s, club=f"c{rng.randrange(600)}") for i, s in enumerate(scores)]
    vec = swiss_cost.swiss_vectors(ents)
    mate0 = swiss_cost.greedy_mate(ents, vec)
    assert mate0 is not None
    bounds = swiss_cost.one_phase_bounds(
        vec, swiss_cost.mate_totals(vec, mate0), swiss_cost.digit_maxima(vec)
    )
    assert bounds is not None
    assert layout(bounds)[2] <= lexmatch.PHASE_BITS


def colour_split_bits(ents: list[SwissEntrant]) -> tuple[int, int] | None:
    """(bits of the one-phase layout with the colour digit, bits without it), None when the
    quick pairing gives no bounds."""
    vec = swiss_cost.swiss_vectors(ents, balance_colours=True)
    mate0 = swiss_cost.greedy_mate(ents, vec)
    if mate0 is None:
        return None
    bounds = swiss_cost.one_phase_bounds(vec, swiss_cost.mate_totals(vec, mate0), swiss_cost.digit_maxima(vec))
    if bounds is None:
        return None
    with_colour = swiss_cost.tight_layout(bounds)[1]
    return with_colour, swiss_cost.tight_layout([*bounds[:8], 0])[1]


@settings(max_examples=200)
@given(fields(min_n=2, max_n=10))
def test_the_colour_phase_after_a_colourless_first_phase_is_exhaustively_optimal(
    ents: list[SwissEntrant],
) -> None:
    """When the nine digits are too wide for one phase, the fast path solves the colour digit as a
    second phase on the first phase's face: forced here by narrowing the phase to the bits of the
    eight upper digits."""
    bits = colour_split_bits(ents)
    if bits is None or bits[0] == bits[1]:
        return  # no quick pairing, or no colour conflict possible: nothing to split
    old = swiss.PHASE_BITS
    swiss.PHASE_BITS = bits[1]
    swiss.CHAINED_BOUNDS = False  # the quick pairing's bounds, which the narrowed phase splits
    try:
        r = pair_swiss(ents, balance_colours=True)
    finally:
        swiss.PHASE_BITS = old
        swiss.CHAINED_BOUNDS = True
    check_partition(ents, r)
    assert objective(r) == exhaustive_best(swiss_digits(ents, balance_colours=True))


@settings(max_examples=8, deadline=None)
@given(st.integers(20, 90), st.integers(2, 6), st.integers(0, 10**6))
def test_the_colour_phase_equals_networkx_on_random_events(n: int, rounds: int, seed: int) -> None:
    ents = simulated(n, rounds, seed)
    bits = colour_split_bits(ents)
    assume(bits is not None)  # a field whose quick pairing fails has no fast path to split
    old = swiss.PHASE_BITS
    swiss.PHASE_BITS = bits[1]
    swiss.CHAINED_BOUNDS = False  # the quick pairing's bounds, which the narrowed phase splits
    try:
        r = pair_swiss(ents, balance_colours=True)
    finally:
        swiss.PHASE_BITS = old
        swiss.CHAINED_BOUNDS = True
    value, _ = networkx_objective(ents, True)
    assert our_objective(ents, r, True) == value


def coloured_field(n: int, rounds: int, seed: int) -> list[SwissEntrant]:
    """A field after ``rounds`` Toy Battle rounds: scores of 3 a win, big score groups, clubs, and
    each player's colours alternating or not at random."""
    rng = random.Random(seed)
    rows = []
    for i in range(n):
        wins = sum(rng.random() < 0.5 for _ in range(rounds))
        colours = tuple(rng.choice([swiss.FIRST, swiss.SECOND]) for _ in range(rounds))
        rows.append((wins * 3, i, colours))
    rows.sort(key=lambda r: -r[0])
    return [SwissEntrant(i, score=s, club=f"c{i % 300}", colours=c) for s, i, c in rows]


def test_a_thousand_players_with_colour_balancing_take_the_one_phase_path() -> None:
    """Issue 27: with colours, 1,024 players needed 55 bits (digits bounded at 0 still took one bit
    each, the bye one its largest entry) and lost the one-phase path."""
    ents = coloured_field(1024, 7, 7)
    r = pair_swiss(ents, balance_colours=True)
    assert r.phases == 1
    check_partition(ents, r)
    bits = colour_split_bits(ents)
    assert bits is not None and bits[1] < bits[0] <= lexmatch.PHASE_BITS


def test_tight_layout_gives_no_bits_to_digits_bounded_at_zero() -> None:
    assert swiss_cost.tight_layout([0, 0, 5, 0, 1]) == ([4, 4, 1, 1, 0], 4)
    assert swiss_cost.tight_layout([3, 0]) == ([0, 0], 2)


def test_the_colour_matrix_equals_the_digit_matrices_colour_digit() -> None:
    rng = random.Random(11)
    for n in (1, 2, 7, 30):
        ents = [
            SwissEntrant(i, colours=tuple(rng.choice([swiss.FIRST, swiss.SECOND]) for _ in range(rng.randint(0, 3))))
            for i in range(n)
        ]
        vec = swiss_cost.swiss_vectors(ents, balance_colours=True)
        assert np.array_equal(swiss_cost.colour_matrix(vec), swiss_digit_matrices(ents, balance_colours=True)[8])
