"""Round 1 with an odd field: the bye goes to the lowest seed first, and the halves are those of
the rest (issue 24: with 15 players seed 8 counted as top half, so seed 1 met seed 7)."""

from __future__ import annotations

import itertools
import random

import pytest

from desktop.tournament.swiss import SwissEntrant, pair_first_round


def field(n: int, clubs: dict[int, str] | None = None) -> list[SwissEntrant]:
    clubs = clubs or {}
    return [SwissEntrant(i, club=clubs.get(i)) for i in range(1, n + 1)]


@pytest.mark.parametrize("n", [3, 5, 9, 15, 33])
def test_odd_round_one_pairs_the_top_half_of_the_rest_against_its_bottom_half_in_fold_order(n: int) -> None:
    r = pair_first_round(field(n))
    half = (n - 1) // 2
    assert r.bye == n
    assert {(p.a, p.b) for p in r.pairings} == {(s, s + half) for s in range(1, half + 1)}
    assert r.objective["same_half"] == 0 and r.objective["fold_distance"] == 0


def test_fifteen_players_with_a_club_pair_in_the_fold_keep_seed_one_against_the_bottom_half() -> None:
    # 6, 7 and 14 are clubmates: the fold's 7 v 14 must change, inside the halves (1-7 against 8-14).
    r = pair_first_round(field(15, {6: "B", 7: "B", 14: "B"}))
    assert r.bye == 15
    assert r.same_club == ()
    for p in r.pairings:
        assert (p.a <= 7) != (p.b <= 7), p
    assert {p.a: p.b for p in r.pairings}[1] == 8


def top_against_bottom_without_clash_exists(n: int, clubs: dict[int, str]) -> bool:
    half = (n - 1) // 2
    top = range(1, half + 1)
    for perm in itertools.permutations(range(half + 1, 2 * half + 1)):
        if all(clubs.get(a) is None or clubs.get(a) != clubs.get(b) for a, b in zip(top, perm, strict=True)):
            return True
    return False


def test_odd_round_one_keeps_no_club_clash_when_a_top_against_bottom_pairing_avoids_it() -> None:
    checked = 0
    for seed in range(30):
        rng = random.Random(seed)
        n = rng.choice([7, 9, 11, 13])
        clubs = {i: rng.choice("AB") for i in rng.sample(range(1, n + 1), rng.randint(2, n - 1))}
        if not top_against_bottom_without_clash_exists(n, clubs):
            continue  # every top-against-bottom pairing has a clash for this draw
        checked += 1
        r = pair_first_round(field(n, clubs))
        half = (n - 1) // 2
        assert r.bye == n
        assert r.same_club == (), (seed, clubs)
        assert all((p.a <= half) != (p.b <= half) for p in r.pairings), (seed, clubs, r.pairings)
    assert checked >= 20
