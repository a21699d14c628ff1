"""The first phase of a big field block by block (desktop.tournament.swiss_blocks) against the
complete matrix: the same weights (swiss_cost.weight_range), the same optimum, with and without
colours, when the blocks' duals prove it and when blocks must be merged first."""

from __future__ import annotations

import random

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_pairing_fast import objective, simulated
from test_swiss_pairing import check_partition, fields

from desktop.tournament import swiss, swiss_blocks, swiss_cost
from desktop.tournament.swiss import SwissEntrant, pair_swiss

SHIFTS = [6 * k for k in range(8, -1, -1)]


def ranked(ents: list[SwissEntrant]) -> list[SwissEntrant]:
    return sorted(ents, key=lambda e: -e.score)


@settings(max_examples=150)
@given(fields(min_n=1, max_n=14), st.booleans(), st.integers(0, 10**6))
def test_weight_ranges_equal_the_complete_weights(ents: list[SwissEntrant], colours: bool, seed: int) -> None:
    vec = swiss_cost.swiss_vectors(ranked(ents), balance_colours=colours)
    full = swiss_cost.internal_weights(vec, SHIFTS)
    sparse = swiss_cost.sparse_terms(vec, SHIFTS)
    rng = random.Random(seed)
    for _ in range(6):
        lo, hi = sorted(rng.randrange(vec.nv + 1) for _ in range(2))
        clo, chi = sorted(rng.randrange(vec.nv + 1) for _ in range(2))
        got = swiss_cost.weight_range(vec, SHIFTS, (lo, hi), (clo, chi), sparse)
        assert np.array_equal(got, full[lo:hi, clo:chi])


@pytest.mark.parametrize("n, rounds, seed", [(97, 4, 1), (300, 5, 2)])
def test_weight_ranges_equal_the_complete_weights_on_simulated_events(n: int, rounds: int, seed: int) -> None:
    """Rematches, clubs, floats, the bye vertex and colours: every block of rows and columns."""
    for colours in (False, True):
        vec = swiss_cost.swiss_vectors(simulated(n, rounds, seed), balance_colours=colours)
        full = swiss_cost.internal_weights(vec, SHIFTS)
        sparse = swiss_cost.sparse_terms(vec, SHIFTS)
        cuts = [0, 1, 13, vec.n // 2, vec.n - 1, vec.n, vec.nv]
        for lo in cuts:
            for hi in cuts:
                if lo <= hi:
                    got = swiss_cost.weight_range(vec, SHIFTS, (lo, hi), (0, vec.nv), sparse)
                    assert np.array_equal(got, full[lo:hi])
                    got = swiss_cost.weight_range(vec, SHIFTS, (lo, hi), (lo, hi), sparse)
                    assert np.array_equal(got, full[lo:hi, lo:hi])


def by_blocks(
    ents: list[SwissEntrant],
    colours: bool,
    monkeypatch: pytest.MonkeyPatch,
    *,
    min_block: int = 16,
    cuts: bool = False,
) -> tuple[swiss.SwissRound, list[swiss_blocks.FirstPhase | None]]:
    """The round with blocks tried from 2 vertices on (blocks of at least ``min_block``), and what
    the blocks answered; ``cuts``: also at the places no optimal pairing crosses
    (swiss.INDEPENDENT_CUTS; off: the blocks' duals alone, as these tests pin them)."""
    answers: list[swiss_blocks.FirstPhase | None] = []
    real = swiss_blocks.first_phase

    def spy(*args: object, **kwargs: object) -> swiss_blocks.FirstPhase | None:
        out = real(*args, **kwargs)  # type: ignore[arg-type]
        answers.append(out)
        return out

    with monkeypatch.context() as m:
        m.setattr(swiss_blocks, "BLOCKS_FROM", 2)
        m.setattr(swiss_blocks, "MIN_BLOCK", min_block)
        m.setattr(swiss_blocks, "first_phase", spy)
        m.setattr(swiss, "INDEPENDENT_CUTS", cuts)
        return pair_swiss(ents, balance_colours=colours), answers


def complete(ents: list[SwissEntrant], colours: bool, monkeypatch: pytest.MonkeyPatch) -> swiss.SwissRound:
    with monkeypatch.context() as m:
        m.setattr(swiss, "BLOCKS", False)
        return pair_swiss(ents, balance_colours=colours)


@pytest.mark.parametrize("n, rounds, seed", [(120, 3, 1), (257, 5, 2), (512, 6, 3), (700, 7, 4)])
@pytest.mark.parametrize("colours", [False, True])
def test_blocks_give_the_complete_matrix_optimum(
    n: int, rounds: int, seed: int, colours: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    ents = simulated(n, rounds, seed)
    blocked, answers = by_blocks(ents, colours, monkeypatch)
    check_partition(ents, blocked)
    assert objective(blocked) == objective(complete(ents, colours, monkeypatch))
    assert len(answers) == 1


def test_a_big_field_is_paired_by_proven_blocks(monkeypatch: pytest.MonkeyPatch) -> None:
    """1,024 players after 7 rounds (the benchmark's model and seed): four blocks, proven optimal by
    their duals (no complete matrix), the complete matrix's objective, with and without colours."""
    ents = simulated(1024, 7, 2024)
    for colours in (False, True):
        blocked, answers = by_blocks(ents, colours, monkeypatch, min_block=64)
        [first] = answers
        assert first is not None and first.blocks == 4
        assert objective(blocked) == objective(complete(ents, colours, monkeypatch))


def test_blocks_whose_duals_prove_nothing_leave_it_to_the_complete_matrix(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """400 players after 5 rounds: odd score groups in two blocks float a player each, and their
    duals leave a pair between the blocks with a negative reduced cost (a float costs the same
    unequal pair whichever block it goes to): not proven, so the complete matrix decides."""
    ents = simulated(400, 5, 6)
    for colours in (False, True):
        blocked, answers = by_blocks(ents, colours, monkeypatch, min_block=64)
        assert answers == [None]
        assert objective(blocked) == objective(complete(ents, colours, monkeypatch))


def test_blocks_are_whole_even_score_groups() -> None:
    """Cuts fall between two score groups of even sizes only, every block is even and at least
    MIN_BLOCK, and the bye vertex is in the last block."""
    rng = random.Random(4)
    for n in (300, 301, 999):
        scores = sorted((rng.randrange(12) for _ in range(n)), reverse=True)
        ents = [SwissEntrant(i, score=s) for i, s in enumerate(scores)]
        vec = swiss_cost.swiss_vectors(ents)
        got = swiss_blocks.blocks(vec)
        assert got is not None
        assert got[0][0] == 0 and got[-1][1] == vec.nv
        sizes = {s: scores.count(s) for s in set(scores)}
        for (lo, hi), (nxt, _) in zip(got, got[1:], strict=False):
            assert hi == nxt
            assert (hi - lo) % 2 == 0 and hi - lo >= swiss_blocks.MIN_BLOCK
            assert scores[hi - 1] != scores[hi]
            assert sizes[scores[hi - 1]] % 2 == 0 and sizes[scores[hi]] % 2 == 0


@pytest.mark.parametrize("colours", [False, True])
def test_blocks_joined_by_a_negative_pair_are_merged_and_proven(
    colours: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """400 players after 5 rounds (seed 4), blocks of at least 16: a pair between two of the three
    blocks has a negative reduced cost, the two are solved as one, and the proof then holds without
    the complete matrix; the complete matrix's objective."""
    ents = simulated(400, 5, 4)
    blocked, answers = by_blocks(ents, colours, monkeypatch, min_block=16)
    [first] = answers
    assert first is not None and first.merges >= 1 and first.blocks >= 2
    check_partition(ents, blocked)
    assert objective(blocked) == objective(complete(ents, colours, monkeypatch))


def test_merging_joins_every_block_between_the_two_ends_of_a_span() -> None:
    ranges = [(0, 10), (10, 20), (20, 40), (40, 50), (50, 60)]
    assert swiss_blocks._merged(ranges, {(1, 3)}) == [(0, 10), (10, 50), (50, 60)]
    assert swiss_blocks._merged(ranges, {(0, 1), (3, 4)}) == [(0, 20), (20, 40), (40, 60)]
    assert swiss_blocks._merged(ranges, {(0, 2), (1, 4)}) == [(0, 60)]


@pytest.mark.parametrize("seed", [7, 8])
def test_balanced_duals_prove_blocks_whose_solver_duals_do_not(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """1,024 players after 7 rounds with colours, blocks of at least 16: the solver's own block duals
    put a pair-down's whole cost on one side and leave a pair between blocks negative (every merge
    then ends in one block); with each pair-down's dual moved towards the middle the three blocks
    are proven as they are, with the complete matrix's objective."""
    ents = simulated(1024, 7, seed)
    monkeypatch.setattr(swiss_blocks, "BALANCE", False)
    _, unbalanced = by_blocks(ents, True, monkeypatch, min_block=16)
    assert unbalanced == [None]
    monkeypatch.setattr(swiss_blocks, "BALANCE", True)
    blocked, answers = by_blocks(ents, True, monkeypatch, min_block=16)
    [first] = answers
    assert first is not None and first.blocks == 3 and first.merges == 0
    check_partition(ents, blocked)
    assert objective(blocked) == objective(complete(ents, True, monkeypatch))


@pytest.mark.parametrize("n, rounds, seed", [(300, 5, 2), (512, 6, 3), (1024, 7, 7)])
def test_balancing_keeps_an_optimal_dual_of_the_block(n: int, rounds: int, seed: int) -> None:
    """After :func:`swiss_blocks._balance` the block's dual is still feasible (no negative reduced
    cost), every matched pair is tight, every blossom of positive dual is crossed once by the
    matching, and the reduced costs it kept up to date equal those computed afresh."""
    from desktop.tournament.dense import max_weight_perfect_matching_dense

    ents = simulated(n, rounds, seed)
    vec = swiss_cost.swiss_vectors(ents, balance_colours=True)
    shifts = [5 * k for k in range(8, -1, -1)]
    sparse = swiss_cost.sparse_terms(vec, shifts)
    lo, hi = 0, vec.nv
    weights = swiss_cost.weight_range(vec, shifts, (lo, hi), (lo, hi), sparse)
    res = max_weight_perfect_matching_dense(weights.copy(), check_weights=False, internal=True, full=True)
    dual = res.dual.copy()
    blossoms = [[b.vertices, int(b.dual)] for b in res.blossoms if b.dual > 0]
    rc = res.reduced_costs(consume=True)
    before = dual.copy()
    player = np.arange(lo, hi) < vec.n
    swiss_blocks._balance(vec.scores[np.minimum(np.arange(lo, hi), vec.n - 1)], player, res.mate, dual, blossoms, rc)
    assert not np.array_equal(before, dual)  # something was moved
    fresh = np.add.outer(dual, dual) - weights * res.scale
    for verts, z in blossoms:
        assert z >= 0
        fresh[np.ix_(verts, verts)] += 2 * z
        if z > 0:
            inside = np.zeros(hi - lo, dtype=bool)
            inside[verts] = True
            assert int((inside & ~inside[res.mate]).sum()) == 1
    np.fill_diagonal(fresh, 0)
    np.fill_diagonal(rc, 0)
    assert np.array_equal(fresh, rc)
    assert fresh.min() >= 0
    assert (fresh[np.arange(hi - lo), res.mate] == 0).all()
