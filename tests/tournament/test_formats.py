"""Brackets (single/double elimination), cuts, crossed playoffs, round robin, pools, tables."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.tournament import suggested_swiss_rounds
from desktop.tournament.elimination import (
    PENDING,
    Bracket,
    bracket_order,
    crossed_pairs,
    crossed_playoff,
    top_cut,
)
from desktop.tournament.roundrobin import berger_rounds, pool_schedule, rounds_needed, split_pools
from desktop.tournament.tables import assign_tables


def test_bracket_order_pattern() -> None:
    assert bracket_order(2) == [1, 2]
    assert bracket_order(4) == [1, 4, 2, 3]
    assert bracket_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]
    order16 = bracket_order(16)
    assert [tuple(order16[i : i + 2]) for i in range(0, 16, 2)][:2] == [(1, 16), (8, 9)]
    for size in (2, 4, 8, 16, 32):
        o = bracket_order(size)
        assert sorted(o) == list(range(1, size + 1))
        assert all(o[i] + o[i + 1] == size + 1 for i in range(0, size, 2))
    with pytest.raises(ValueError):
        bracket_order(6)


def play_out(b: Bracket, rng: random.Random, *, favour_seed: bool = False) -> None:
    for _ in range(200):
        ready = b.ready()
        if not ready:
            return
        mid = ready[0]
        a, c = b.participants(mid)
        assert isinstance(a, int) and isinstance(c, int)
        winner = b.higher_seed(mid) if favour_seed else rng.choice([a, c])
        b.record(mid, winner)


@pytest.mark.parametrize("n", [2, 3, 5, 8, 11, 16])
def test_single_elimination_byes_and_advancement(n: int) -> None:
    players = list(range(100, 100 + n))
    b = Bracket.single(players)
    first = [m for m in b.order if m.startswith("W1-")]
    byes = [mid for mid in first if None in b.participants(mid)]
    assert len(byes) == len(b.seeds) - n
    # Byes go to the top seeds.
    advanced = {b.winner_of(mid) for mid in byes}
    assert advanced == set(players[: len(byes)])
    play_out(b, random.Random(n), favour_seed=True)
    assert b.is_complete() and b.champion() == players[0]
    places = b.placements()
    assert [p.player for p in places][:2] == [players[0], players[1]] or n == 2
    assert sorted(p.player for p in places) == players
    assert [p.place for p in places] == list(range(1, n + 1))


@settings(max_examples=60)
@given(st.integers(2, 20), st.integers(0, 10_000), st.booleans())
def test_brackets_advance_exactly_the_winners(n: int, seed: int, third: bool) -> None:
    rng = random.Random(seed)
    players = list(range(1, n + 1))
    b = Bracket.single(players, third_place=third)
    play_out(b, rng)
    assert b.is_complete()
    losses = Counter()
    for mid in b.order:
        if b.is_playable(mid) and b.matches[mid].bracket == "W":
            losses[b.loser_of(mid)] += 1
    champion = b.champion()
    assert losses[champion] == 0
    assert all(losses[p] == 1 for p in players if p != champion), "everyone else lost exactly once"
    places = b.placements()
    assert places[0].player == champion
    assert len({p.player for p in places}) == n


@settings(max_examples=60)
@given(st.integers(2, 20), st.integers(0, 10_000), st.booleans())
def test_double_elimination_needs_two_losses(n: int, seed: int, reset: bool) -> None:
    rng = random.Random(seed)
    players = list(range(1, n + 1))
    b = Bracket.double_elimination(players, grand_final_reset=reset)
    play_out(b, rng)
    assert b.is_complete(), b.ready()
    losses: Counter[int] = Counter()
    for mid in b.order:
        if b.is_playable(mid) and b.matches[mid].winner is not None:
            losses[b.loser_of(mid)] += 1
    champion = b.champion()
    assert champion is not None
    assert losses[champion] <= (1 if reset else 1)
    for p in players:
        if p != champion:
            assert losses[p] >= 1
            if not reset:
                assert losses[p] <= 2
    # Everybody but the champion lost twice, except the grand-final loser without a reset.
    twice = [p for p in players if p != champion and losses[p] < 2]
    assert len(twice) <= 1
    assert sorted(x.player for x in b.placements()) == players


def test_double_elimination_reset() -> None:
    b = Bracket.double_elimination([1, 2, 3, 4])
    for mid, w in [("W1-0", 1), ("W1-1", 2), ("L1-0", 4), ("W2-0", 1), ("L2-0", 2)]:
        b.record(mid, w)
    assert b.participants("GF") == (1, 2)
    assert b.participants("GF2") == (PENDING, PENDING)
    b.record("GF", 2)
    assert b.participants("GF2") == (1, 2) and b.champion() is None
    b.record("GF2", 2)
    assert b.champion() == 2
    assert [p.player for p in b.placements()] == [2, 1, 4, 3]
    # Without the losers-bracket champion winning, no reset is played.
    b2 = Bracket.double_elimination([1, 2, 3, 4])
    for mid, w in [("W1-0", 1), ("W1-1", 2), ("L1-0", 4), ("W2-0", 1), ("L2-0", 2), ("GF", 1)]:
        b2.record(mid, w)
    assert b2.participants("GF2") == (None, None) and b2.champion() == 1


def test_third_place_match_and_previous_standing() -> None:
    b = Bracket.single([1, 2, 3, 4], third_place=True)
    for mid, w in [("W1-0", 4), ("W1-1", 2), ("W2-0", 4), ("3P", 3)]:
        b.record(mid, w)
    assert [p.player for p in b.placements()] == [4, 2, 3, 1]
    plain = Bracket.single([1, 2, 3, 4])
    for mid, w in [("W1-0", 4), ("W1-1", 3), ("W2-0", 4)]:
        plain.record(mid, w)
    # Places 3+ by previous standing (seed): seed 1 before seed 2.
    assert [p.player for p in plain.placements()] == [4, 3, 1, 2]


def test_cut_and_crossed_playoffs() -> None:
    ranking = [11, 12, 13, 14, 15, 16, 17, 18, 19, 20]
    seeds = top_cut(ranking, 8, dropped={13})
    assert seeds == [11, 12, 14, 15, 16, 17, 18, 19]
    b = Bracket.single(seeds)
    assert [b.participants(f"W1-{i}") for i in range(4)] == [(11, 19), (15, 16), (12, 18), (14, 17)]
    assert crossed_pairs([[1, 2, 3], [4, 5, 6]]) == [(1, 5), (4, 2)]
    four = crossed_pairs([[1, 2], [3, 4], [5, 6], [7, 8]])
    assert four == [(1, 4), (5, 8), (3, 2), (7, 6)]
    assert crossed_pairs([[1, 2], [3, 4], [5, 6]]) == [(1, 4), (3, 6), (5, 2)]
    po = crossed_playoff([[1, 2], [3, 4]])
    assert po.participants("W1-0") == (1, 4) and po.participants("W1-1") == (3, 2)
    po.record("W1-0", 4)
    po.record("W1-1", 3)
    assert po.participants("W2-0") == (4, 3)


def test_round_robin_everyone_meets_once() -> None:
    for n in range(2, 13):
        rounds = berger_rounds(list(range(n)))
        assert len(rounds) == rounds_needed(n)
        pairs = Counter(frozenset(p) for r in rounds for p in r)
        assert len(pairs) == n * (n - 1) // 2 and set(pairs.values()) == {1}
        for r in rounds:
            seen = [x for p in r for x in p]
            assert len(seen) == len(set(seen)) and len(seen) >= n - 1
        double = berger_rounds(list(range(n)), double=True)
        assert len(double) == rounds_needed(n, double=True)
        ordered = Counter(p for r in double for p in r)
        assert all(ordered[(a, b)] == 1 for a, b in itertools.permutations(range(n), 2))


def test_pools_are_even_and_snake_seeded() -> None:
    pools = split_pools(list(range(1, 11)), 3)
    assert pools == [[1, 6, 7], [2, 5, 8], [3, 4, 9, 10]]
    for n in range(3, 30):
        for k in range(1, min(n, 6) + 1):
            sizes = [len(p) for p in split_pools(list(range(n)), k)]
            assert max(sizes) - min(sizes) <= 1 and sum(sizes) == n
    sched = pool_schedule([[1, 2, 3], [4, 5, 6, 7]])
    assert len(sched) == 3
    with pytest.raises(ValueError):
        split_pools([1, 2], 3)


def test_tables_top_boards_and_fixed_players() -> None:
    tables, warnings = assign_tables([(1, 2), (3, 4), (5, 6)], {5: 1})
    assert [(t.table, t.a) for t in tables] == [(1, 5), (2, 1), (3, 3)]
    assert warnings == []
    tables, warnings = assign_tables([(1, 2), (3, 4)], {1: 7, 2: 8, 3: 7})
    assert {t.a: t.table for t in tables} == {1: 7, 3: 1}
    assert len(warnings) == 2


def test_suggested_rounds() -> None:
    assert [suggested_swiss_rounds(n) for n in (1, 2, 8, 9, 1000)] == [1, 1, 3, 4, 10]
