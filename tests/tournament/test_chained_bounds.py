"""The fast path's bounds from a pairing that floats as few players as parity allows
(swiss_cost.parity_mate, digit_lower_bounds, chained_bounds): they bound the optimum, the pairing is
a perfect matching, and with them the colour digit of a big field fits the one phase (issue 27)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_pairing_fast import objective
from test_swiss_pairing import check_partition, exhaustive_best, fields

from desktop.tournament import lexmatch, swiss, swiss_cost
from desktop.tournament.swiss import SwissEntrant, pair_swiss, swiss_digits


def quick(ents: list[SwissEntrant], colours: bool) -> tuple[swiss_cost.SwissVectors, list[int] | None]:
    vec = swiss_cost.swiss_vectors(ents, balance_colours=colours)
    return vec, swiss_cost.parity_mate(ents, vec)


@settings(max_examples=300)
@given(fields(min_n=1, max_n=10), st.booleans())
def test_chained_bounds_and_lower_bounds_hold_for_the_optimum(ents: list[SwissEntrant], colours: bool) -> None:
    vec, mate = quick(ents, colours)
    best = exhaustive_best(swiss_digits(ents, balance_colours=colours))
    lower = swiss_cost.digit_lower_bounds(vec)
    # No bye costs less than the least bye digit; when the optimum has no rematch and its bye has it
    # (its player is in that group), the unequal pairs' and bye rank's bounds hold, and the squared
    # differences' when the unequal pairs meet theirs.
    assert lower[1] <= best[1]
    if best[0] == 0 and best[1] == lower[1]:
        assert lower[2] <= best[2]
        assert lower[7] <= best[7]
        if best[2] == lower[2]:
            assert lower[3] <= best[3]
    if mate is None:
        return
    assert sorted(mate) == list(range(vec.nv)) and all(mate[mate[v]] == v for v in range(vec.nv))
    totals = swiss_cost.mate_totals(vec, mate)
    bounds = swiss_cost.chained_bounds(vec, totals, swiss_cost.digit_maxima(vec))
    if bounds is None:
        return
    assert all(b >= t for b, t in zip(bounds, best, strict=True)), (bounds, best, totals)


def loose_bits(ents: list[SwissEntrant], colours: bool) -> int | None:
    """Bits of the quick pairing's layout (None: no quick pairing, no bounds)."""
    vec = swiss_cost.swiss_vectors(ents, balance_colours=colours)
    mate0 = swiss_cost.greedy_mate(ents, vec)
    if mate0 is None:
        return None
    bounds = swiss_cost.one_phase_bounds(vec, swiss_cost.mate_totals(vec, mate0), swiss_cost.digit_maxima(vec))
    return None if bounds is None else swiss_cost.tight_layout(bounds)[1]


@settings(max_examples=250, deadline=None)
@given(fields(min_n=2, max_n=10), st.booleans())
def test_the_fast_path_with_chained_bounds_is_exhaustively_optimal(ents: list[SwissEntrant], colours: bool) -> None:
    """The phase narrowed just below the quick pairing's layout, so that the chained bounds are
    taken (one phase when they fit, else the colour digit split off or the general path): the
    exhaustive optimum."""
    bits = loose_bits(ents, colours)
    if bits is None or bits == 0:
        return
    used: list[object] = []
    real = swiss_cost.chained_bounds

    def spy(*args: object) -> object:
        out = real(*args)  # type: ignore[arg-type]
        used.append(out)
        return out

    with pytest.MonkeyPatch.context() as m:
        m.setattr(swiss, "PHASE_BITS", bits - 1)
        m.setattr(swiss_cost, "chained_bounds", spy)
        r = pair_swiss(ents, balance_colours=colours)
    check_partition(ents, r)
    assert objective(r) == exhaustive_best(swiss_digits(ents, balance_colours=colours))
    if swiss_cost.parity_mate(ents, swiss_cost.swiss_vectors(ents, balance_colours=colours)) is not None:
        assert len(used) == 1


def test_the_fewest_floats_pairing_meets_the_parity_bounds_on_score_groups() -> None:
    """Groups of 5, 4, 3 and 6 players (no meetings): the odd groups (5 and 3) float one player
    between them (one unequal pair, 2 points apart), the lowest-ranked of the upper group first."""
    scores = [6] * 5 + [5] * 4 + [4] * 3 + [3] * 6
    ents = [SwissEntrant(i, score=s) for i, s in enumerate(scores)]
    vec, mate = quick(ents, False)
    assert mate is not None
    assert mate[4] in range(9, 12)  # the lowest-ranked 6-pointer meets a 4-pointer
    totals = swiss_cost.mate_totals(vec, mate)
    assert totals[2:4] == [1, 4]
    assert swiss_cost.digit_lower_bounds(vec)[2:4] == [1, 4]
    bounds = swiss_cost.chained_bounds(vec, totals, swiss_cost.digit_maxima(vec))
    assert bounds is not None and bounds[2:4] == [1, 4]


def drawn_field(n: int, rounds: int, seed: int) -> list[SwissEntrant]:
    """A field after ``rounds`` rounds of 3 points a win and 1 a draw (many score groups, odd and
    even), clubs, a few players who floated last round, colours at random."""
    rng = random.Random(seed)
    rows = []
    for i in range(n):
        points = sum(rng.choice([0, 0, 1, 3, 3]) for _ in range(rounds))
        colours = tuple(rng.choice([swiss.FIRST, swiss.SECOND]) for _ in range(rounds))
        rows.append((points, i, colours))
    rows.sort(key=lambda r: -r[0])
    return [
        SwissEntrant(i, score=s, club=f"c{i % 500}", colours=c, floated_down_last=rng.random() < 0.05)
        for s, i, c in rows
    ]


def test_a_thousand_coloured_players_fit_one_phase_with_chained_bounds() -> None:
    """Issue 27: 1,024 players after nine rounds with colours need 55 bits from the quick pairing's
    bounds (the colour digit then a second phase on the first phase's face); the chained bounds fit
    the nine digits in one phase, with the same optimum as the two phases."""
    ents = drawn_field(1024, 9, 1)
    vec = swiss_cost.swiss_vectors(ents, balance_colours=True)
    maxima = swiss_cost.digit_maxima(vec)
    mate0 = swiss_cost.greedy_mate(ents, vec)
    assert mate0 is not None
    loose = swiss_cost.one_phase_bounds(vec, swiss_cost.mate_totals(vec, mate0), maxima)
    assert loose is not None and swiss_cost.tight_layout(loose)[1] > lexmatch.PHASE_BITS
    mate1 = swiss_cost.parity_mate(ents, vec)
    assert mate1 is not None
    tight = swiss_cost.chained_bounds(vec, swiss_cost.mate_totals(vec, mate1), maxima)
    assert tight is not None
    assert swiss_cost.tight_layout([min(a, b) for a, b in zip(loose, tight, strict=True)])[1] <= lexmatch.PHASE_BITS
    r = pair_swiss(ents, balance_colours=True)
    assert r.phases == 1
    check_partition(ents, r)
    swiss.CHAINED_BOUNDS = False
    try:
        two = pair_swiss(ents, balance_colours=True)
    finally:
        swiss.CHAINED_BOUNDS = True
    assert two.phases == 2
    assert objective(r) == objective(two)


def test_a_player_who_met_everyone_left_in_the_group_takes_a_partner_from_an_earlier_pair() -> None:
    rng = random.Random(2)
    ids = list(range(6))
    met = {(4, 5), (3, 5), (2, 5)}  # 5 has met 2, 3 and 4: the top-down greedy leaves it with 4
    ents = [
        SwissEntrant(i, score=3, opponents=frozenset(b if a == i else a for a, b in met if i in (a, b)))
        for i in ids
    ]
    rng.shuffle(ents)
    ents.sort(key=lambda e: e.id)
    vec, mate = quick(ents, False)
    assert mate is not None
    assert swiss_cost.mate_totals(vec, mate)[0] == 0


def test_a_group_of_two_who_have_met_floats_both_players() -> None:
    """Scores 6 (three players), 4 (two who have met), 2 (three): the two 4-pointers must both pair
    outside their group, one with a 6-pointer and one with a 2-pointer (two unequal pairs, squared
    differences 4 + 4), and the lower bounds say so (the quick pairing used to fail there)."""
    scores = [6, 6, 6, 4, 4, 2, 2, 2]
    ents = [SwissEntrant(i, score=s) for i, s in enumerate(scores)]
    ents[3] = SwissEntrant(3, score=4, opponents=frozenset({4}))
    ents[4] = SwissEntrant(4, score=4, opponents=frozenset({3}))
    vec, mate = quick(ents, False)
    assert swiss_cost.float_demands(vec) == [0, 1, 1, 2]
    assert mate is not None
    totals = swiss_cost.mate_totals(vec, mate)
    assert totals[:4] == [0, 0, 2, 8]
    assert swiss_cost.digit_lower_bounds(vec)[:4] == [0, 0, 2, 8]
    assert {scores[mate[3]], scores[mate[4]]} == {6, 2}
