"""The colour digit on the first phase's face by exchanges of partners (swiss_cost.colour_exchanges,
exact only when it meets the count bound) against the solver's colour phase, exhaustive search and
the count bound's brute force."""

from __future__ import annotations

import itertools
from dataclasses import replace

import numpy as np
import pytest
from hypothesis import given, settings
from test_pairing_fast import colour_split_bits, objective, simulated
from test_swiss_pairing import check_partition, exhaustive_best, fields, perfect_matchings

from desktop.tournament import swiss, swiss_cost
from desktop.tournament.swiss import FIRST, SECOND, SwissEntrant, pair_swiss, swiss_digits


def brute_colour_minimum(code: list[int], strong: list[bool]) -> int:
    vec = swiss_cost.SwissVectors(
        n=len(code),
        nv=len(code),
        scores=np.zeros(len(code), dtype=np.int64),
        places=np.zeros(len(code), dtype=np.int64),
        floated=np.zeros(len(code), dtype=bool),
        club=np.full(len(code), -1, dtype=np.int64),
        club_members=(),
        byecost=np.zeros(0, dtype=np.int64),
        rematch_codes=np.zeros(0, dtype=np.int64),
        wish=np.asarray(code, dtype=np.int64),
        strength=np.asarray([0 if c == 0 else 2 if s else 1 for c, s in zip(code, strong, strict=True)]),
        balance=True,
    )
    colour = swiss_cost.colour_matrix(vec)
    return min(sum(int(colour[a, b]) for a, b in m) for m in perfect_matchings(list(range(len(code)))))


def test_the_count_bound_is_the_fewest_conflicts_of_any_pairing_of_the_set() -> None:
    """Every multiset of up to eight wishes (none, weak or strong first, weak or strong second):
    the bound equals the exhaustive minimum over all pairings of the set."""
    kinds = [(0, False), (FIRST, False), (FIRST, True), (SECOND, False), (SECOND, True)]
    checked = 0
    for size in (2, 4, 6, 8):
        for combo in itertools.combinations_with_replacement(kinds, size):
            code = [c for c, _ in combo]
            strong = [s and c != 0 for c, s in combo]
            got = swiss_cost.colour_lower_bound(np.asarray(code), np.asarray(strong))
            assert got == brute_colour_minimum(code, strong), combo
            checked += 1
    assert checked > 700


def narrowed(ents: list[SwissEntrant], monkeypatch: pytest.MonkeyPatch, *, exchanges: bool) -> swiss.SwissRound:
    """The round with the phase narrowed to the eight upper digits' bits: the colour digit is split
    off (as at 4,096 players when the chained bounds are not tight), decided by exchanges or by the
    solver's colour phase."""
    bits = colour_split_bits(ents)
    assert bits is not None
    with monkeypatch.context() as m:
        m.setattr(swiss, "PHASE_BITS", bits[1])
        m.setattr(swiss, "CHAINED_BOUNDS", False)
        m.setattr(swiss, "COLOUR_EXCHANGES", exchanges)
        return pair_swiss(ents, balance_colours=True)


@settings(max_examples=150, deadline=None)
@given(fields(min_n=2, max_n=10))
def test_exchanges_on_the_face_are_exhaustively_optimal(ents: list[SwissEntrant]) -> None:
    bits = colour_split_bits(ents)
    if bits is None or bits[0] == bits[1]:
        return  # no quick pairing, or no colour conflict possible: nothing split off
    with pytest.MonkeyPatch.context() as mp:
        r = narrowed(ents, mp, exchanges=True)
    check_partition(ents, r)
    assert objective(r) == exhaustive_best(swiss_digits(ents, balance_colours=True))


def spied(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int]]:
    """(components of the face, components left to the solver) of each call of the exchanges."""
    calls: list[tuple[int, int]] = []
    real = swiss_cost.colour_exchanges

    def spy(*args: object) -> tuple[np.ndarray, list[int]]:
        out = real(*args)  # type: ignore[arg-type]
        labels = args[2]
        assert isinstance(labels, np.ndarray)
        calls.append((int(labels.max()) + 1, len(out[1])))
        return out

    monkeypatch.setattr(swiss_cost, "colour_exchanges", spy)
    return calls


@pytest.mark.parametrize("n, rounds, seed", [(40, 3, 1), (101, 5, 2), (301, 3, 2), (512, 5, 4), (1024, 7, 1)])
def test_exchanges_give_the_colour_phase_objective_on_simulated_events(
    n: int, rounds: int, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Simulated events (the benchmark's model, even and odd fields): the same objective as the
    solver's colour phase, whether the exchanges settled every component of the face, some of
    them (the solver the others) or none."""
    ents = simulated(n, rounds, seed)
    solver = narrowed(ents, monkeypatch, exchanges=False)
    calls = spied(monkeypatch)
    fast = narrowed(ents, monkeypatch, exchanges=True)
    check_partition(ents, fast)
    assert len(calls) == 1
    assert objective(fast) == objective(solver)


def test_some_components_settled_by_exchanges_the_others_by_the_solver(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """1,024 players after 7 rounds (seed 1): the exchanges meet the count bound on some components
    of the face and not on others; the solver decides only those, and the objective is the solver's."""
    ents = simulated(1024, 7, 1)
    solver = narrowed(ents, monkeypatch, exchanges=False)
    calls = spied(monkeypatch)
    fast = narrowed(ents, monkeypatch, exchanges=True)
    [(components, left)] = calls
    assert 0 < left < components
    assert objective(fast) == objective(solver)


def test_big_score_groups_meet_the_count_bound_without_the_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    """512 players after 5 rounds (score groups of dozens, a dense face): the exchanges meet the
    count bound everywhere, so the solver's colour phase is not run, and the objective is the
    solver's."""
    ents = simulated(512, 5, 4)
    solver = narrowed(ents, monkeypatch, exchanges=False)
    calls = spied(monkeypatch)
    monkeypatch.setattr(swiss.LexSolver, "phase", None)  # the solver's colour phase may not run
    monkeypatch.setattr(swiss.LexSolver, "last_phase_on", None)
    fast = narrowed(ents, monkeypatch, exchanges=True)
    assert [left for _, left in calls] == [0]
    assert objective(fast) == objective(solver)


def test_exchanges_that_miss_the_bound_leave_it_to_the_solver(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the count bound made unreachable every component is left to the solver: the same
    optimum."""
    ents = simulated(120, 5, 9)
    solver = narrowed(ents, monkeypatch, exchanges=False)
    monkeypatch.setattr(swiss_cost, "colour_lower_bound", lambda code, strong: -1)
    calls = spied(monkeypatch)
    fast = narrowed(ents, monkeypatch, exchanges=True)
    [(components, left)] = calls
    assert left == components
    assert objective(fast) == objective(solver)


def test_an_exchange_never_makes_two_pairs_cross_one_blossom() -> None:
    """Pairs (0 1), (2 3), (4 5); (0 1) and (2 3) both have a colour conflict, and 4 and 5 may
    only meet each other.  With a blossom {0, 1, 4} (crossed once, by (4 5)) either exchange of (0 1) and (2 3) would make both new pairs
    cross it, leaving the face: refused.  Without the blossom the exchange is made."""
    colour = np.zeros((6, 6), dtype=np.int8)
    colour[0, 1] = colour[1, 0] = colour[2, 3] = colour[3, 2] = 1
    valid = ~np.eye(6, dtype=bool)
    valid[4:, :] = valid[:, 4:] = False
    valid[4, 5] = valid[5, 4] = True
    for blossom, expected in (([0, 1, 4], 2), ([], 0)):
        a, b = np.array([0, 2, 4]), np.array([1, 3, 5])
        cost = colour[a, b].astype(np.int64)
        member = np.zeros((len(blossom) and 1, 6), dtype=bool)
        member[:, blossom] = True
        swiss_cost._exchange(a, b, cost, colour, valid, member)
        assert int(cost.sum()) == expected
        assert int(colour[a, b].sum()) == expected


def test_no_phase_follows_the_last_phase_on_components() -> None:
    """After last_phase_on the face of the kept components is not derived: a further phase is
    refused rather than solved on a wrong face."""
    ents = simulated(60, 3, 5)
    vec = swiss_cost.swiss_vectors(ents, balance_colours=True)
    solver = swiss.LexSolver(vec.nv)
    shifts, _ = swiss_cost.tight_layout([0, 0, 30, 3000, 30, 2000, 100, 0, 0])
    mate = solver.phase_weights(swiss_cost.internal_weights(replace(vec, balance=False), shifts))
    valid, _ = solver.face()
    labels = swiss.connected_labels(valid)
    colour = swiss.Digit("colour_conflicts", swiss_cost.colour_matrix(vec), bound=vec.nv)
    solver.last_phase_on(colour, np.asarray(mate), labels, [0])
    with pytest.raises(ValueError):
        solver.phase([colour])
