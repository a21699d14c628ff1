"""Places between score groups that no optimal pairing crosses (swiss_cost.independent_cuts), proven
from the first four digits' lower bounds, and the blocks of a big field cut there too (issue 27: one
4,096-player pairing adds at most 64 MB; on a field of odd groups one after another the blocks'
duals found no place to cut, and one block held 3,672 of the 4,096 vertices: 134 MB)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from test_pairing_fast import objective, simulated
from test_swiss_blocks import by_blocks, complete
from test_swiss_pairing import check_partition, fields, perfect_matchings

from desktop.tournament import swiss, swiss_blocks, swiss_cost
from desktop.tournament.swiss import SwissEntrant, pair_swiss, swiss_digits


def cuts_of(ents: list[SwissEntrant], colours: bool = False) -> list[int]:
    vec = swiss_cost.swiss_vectors(ents, balance_colours=colours)
    mate = swiss_cost.parity_mate(ents, vec)
    return [] if mate is None else swiss_cost.independent_cuts(vec, swiss_cost.mate_totals(vec, mate))


@settings(max_examples=300, deadline=None)
@given(fields(min_n=2, max_n=10))
def test_no_optimal_pairing_crosses_an_independent_cut(ents: list[SwissEntrant]) -> None:
    """Every perfect matching of the field (the bye vertex last) with the optimum's totals, by
    exhaustive search: none has a pair from above a cut to below it."""
    cuts = cuts_of(ents)
    if not cuts:
        return
    digits = swiss_digits(ents)
    nv = digits[0].matrix.shape[0]
    assert all(0 < c < len(ents) for c in cuts)
    totals = {}
    for m in perfect_matchings(list(range(nv))):
        totals[tuple(m)] = tuple(sum(int(d.matrix[a, b]) for a, b in m) for d in digits)
    best = min(totals.values())
    for m, t in totals.items():
        if t == best:
            assert not any(a < c <= b for a, b in m for c in cuts), (m, cuts)


def test_cuts_fall_outside_the_spans_of_consecutive_odd_groups() -> None:
    """Groups of 3, 4, 5, 2, 3, 3 and 2 players, no meetings: the odd groups float into one another,
    the first 3 with the 5 and the two 3s together, so no optimal pairing crosses the places below
    the 5, below the 2 after it and below the second 3 (positions 12, 14 and 20)."""
    sizes = [3, 4, 5, 2, 3, 3, 2]
    ents = []
    for g, size in enumerate(sizes):
        ents += [SwissEntrant(len(ents), score=30 - 3 * g) for _ in range(size)]
    assert cuts_of(ents) == [12, 14, 20]


def test_no_cut_without_the_bounds_met() -> None:
    """A quick pairing with more unequal pairs than parity needs proves nothing."""
    ents = [SwissEntrant(i, score=3 if i < 4 else 0) for i in range(8)]
    vec = swiss_cost.swiss_vectors(ents)
    worse = [4, 5, 6, 7, 0, 1, 2, 3]  # every pair unequal
    assert swiss_cost.independent_cuts(vec, swiss_cost.mate_totals(vec, worse)) == []
    assert swiss_cost.independent_cuts(vec, swiss_cost.mate_totals(vec, [1, 0, 3, 2, 5, 4, 7, 6])) == [4]


def test_no_cut_when_the_odd_groups_are_not_paired_consecutively() -> None:
    """Four players of four scores (four odd groups): a pairing of the first with the last has the
    fewest unequal pairs but more squared differences than the consecutive one, so it proves no
    place; the consecutive pairing proves the place between the two pairs."""
    ents = [SwissEntrant(i, score=12 - 3 * i) for i in range(4)]
    vec = swiss_cost.swiss_vectors(ents)
    nested = swiss_cost.mate_totals(vec, [3, 2, 1, 0])
    assert nested[2] == swiss_cost.digit_lower_bounds(vec)[2]
    assert swiss_cost.independent_cuts(vec, nested) == []
    assert swiss_cost.independent_cuts(vec, swiss_cost.mate_totals(vec, [1, 0, 3, 2])) == [2]


def chain_of_odd_groups() -> list[SwissEntrant]:
    """Score groups whose odd sizes follow one another, so that no two groups of even sizes meet (no
    place for the blocks' duals to cut), with colours: 362 players."""
    sizes = [3, 45, 37, 71, 59, 91, 33, 7, 9, 5, 2]
    ents = []
    for g, size in enumerate(sizes):
        for _ in range(size):
            k = len(ents)
            colours = (swiss.FIRST, swiss.SECOND, swiss.FIRST)[: 1 + k % 3] if k % 5 else (swiss.SECOND,)
            ents.append(SwissEntrant(k, score=3 * (len(sizes) - g), colours=colours, club=f"c{k % 40}"))
    return ents


def test_a_chain_of_odd_groups_is_cut_into_blocks_with_the_complete_matrix_optimum(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Without the cuts the field is one block (the complete matrix: no place between two even
    groups); with them, blocks of the odd groups paired first with second, third with fourth...,
    and the same optimum as the complete matrix, with and without colours."""
    ents = chain_of_odd_groups()
    vec = swiss_cost.swiss_vectors(ents)
    monkeypatch.setattr(swiss_blocks, "MIN_BLOCK", 16)
    assert swiss_blocks.blocks(vec) == [(0, vec.nv)]
    cuts = cuts_of(ents)
    assert cuts == [48, 156, 306, 346, 360]
    ranges = swiss_blocks.blocks(vec, cuts)
    assert ranges is not None and max(hi - lo for lo, hi in ranges) == 150
    for colours in (False, True):
        blocked, answers = by_blocks(ents, colours, monkeypatch, cuts=True)
        [first] = answers
        assert first is not None and first.blocks == len(ranges)
        check_partition(ents, blocked)
        assert objective(blocked) == objective(complete(ents, colours, monkeypatch))
        _, without = by_blocks(ents, colours, monkeypatch, cuts=False)
        assert without == [None]


@settings(max_examples=150, deadline=None)
@given(fields(min_n=2, max_n=10))
def test_blocks_with_independent_cuts_are_exhaustively_optimal(ents: list[SwissEntrant]) -> None:
    """Small fields by blocks from 2 vertices on (blocks of at least 2), cut at the independent
    places too: the exhaustive optimum, with and without colours."""
    from test_swiss_pairing import exhaustive_best

    for colours in (False, True):
        with pytest.MonkeyPatch.context() as m:
            m.setattr(swiss_blocks, "BLOCKS_FROM", 2)
            m.setattr(swiss_blocks, "MIN_BLOCK", 2)
            r = pair_swiss(ents, balance_colours=colours)
        check_partition(ents, r)
        assert objective(r) == exhaustive_best(swiss_digits(ents, balance_colours=colours))


@pytest.mark.parametrize("n, rounds, seed", [(600, 6, 11)])
def test_simulated_events_by_cut_blocks_have_the_complete_matrix_optimum(
    n: int, rounds: int, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    ents = simulated(n, rounds, seed)
    for colours in (False, True):
        blocked, answers = by_blocks(ents, colours, monkeypatch, cuts=True)
        assert answers and answers[0] is not None
        assert objective(blocked) == objective(complete(ents, colours, monkeypatch))


def test_the_colour_phase_after_cut_blocks_keeps_the_complete_matrix_optimum(monkeypatch: pytest.MonkeyPatch) -> None:
    """The colour digit split off (one bit less than the one phase needs): the first phase by blocks
    cut at the independent places gives the face (no pair across a cut is on it), and the colour
    phase on that face has the complete matrix's optimum."""
    ents = chain_of_odd_groups()
    vec = swiss_cost.swiss_vectors(ents, balance_colours=True)
    mate = swiss_cost.parity_mate(ents, vec)
    assert mate is not None
    maxima = swiss_cost.digit_maxima(vec)
    bounds = swiss_cost.chained_bounds(vec, swiss_cost.mate_totals(vec, mate), maxima)
    assert bounds is not None
    _, bits = swiss_cost.tight_layout(bounds)
    monkeypatch.setattr(swiss, "PHASE_BITS", bits - 1)
    monkeypatch.setattr(swiss_blocks, "MIN_BLOCK", 16)
    blocked, answers = by_blocks(ents, True, monkeypatch, cuts=True)
    [first] = answers
    assert first is not None and first.valid is not None
    assert blocked.phases == 2
    for c in cuts_of(ents):
        assert not first.valid[:c, c:].any()
    assert objective(blocked) == objective(complete(ents, True, monkeypatch))
