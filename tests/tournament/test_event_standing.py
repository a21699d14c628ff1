"""The event's standing across stages (issue 10): bracket places first, then players eliminated
earlier by the stage and round they reached, then everyone else by the previous stage; the cut
redrawn after a drop until it is published; bracket options refused."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.tournament.elimination import Bracket, crossed_pairs
from desktop.tournament.event_standing import (
    StageOrder,
    bracket_standing,
    check_bracket_options,
    draw_cut,
    event_standing,
    make_bracket,
)


def play(b: Bracket, results: list[tuple[str, int]]) -> Bracket:
    for mid, w in results:
        b.record(mid, w)
    return b


def players(rows: list) -> list[int]:  # type: ignore[type-arg]
    return [r.player for r in rows]


def test_three_player_single_elimination_lists_the_champion_first() -> None:
    # Seed 1 has the bye; 3 beats 2, then 3 beats 1 in the final.  (Ranking by match points put
    # the champion 2nd: 1 had the bye's points.)
    b = play(Bracket.single([1, 2, 3]), [("W1-1", 3), ("W2-0", 3)])
    rows = event_standing([StageOrder([1, 2, 3], b)])
    assert players(rows) == [3, 1, 2]
    assert [r.place for r in rows] == [1, 2, 3]
    assert rows[1].eliminated_in == "W2-0" and rows[0].eliminated_in == ""


def test_swiss_then_top_eight_ranks_by_the_round_reached_then_the_swiss_standing() -> None:
    swiss = list(range(1, 13))  # the Swiss standings, best first
    cut = draw_cut(swiss, 8)
    b = cut.bracket
    assert [b.participants(f"W1-{i}") for i in range(4)] == [(1, 8), (4, 5), (2, 7), (3, 6)]
    play(b, [("W1-0", 8), ("W1-1", 4), ("W1-2", 2), ("W1-3", 6), ("W2-0", 4), ("W2-1", 6), ("W3-0", 4)])
    rows = event_standing([StageOrder(swiss), StageOrder(cut.seeds, b)])
    # Champion 4, finalist 6, semi-final losers 2 and 8 by the Swiss standing, quarter-final
    # losers 1, 3, 5, 7 likewise, then the players who missed the cut.
    assert players(rows) == [4, 6, 2, 8, 1, 3, 5, 7, 9, 10, 11, 12]
    assert [r.stage for r in rows] == [1] * 8 + [0] * 4


def test_crossed_playoffs_order_losing_semi_finalists_by_the_pool_stage() -> None:
    # 9 players in pools of 5 and 4 (a pool's bye scores nothing).  Pool A: 10 (12 pts), 11 (9),
    # 12, 13, 14; pool B: 20 (6), 21 (6), 22, 23.  Crossed: A1-B2 (10 v 21), B1-A2 (20 v 11).
    pools = [[10, 11, 12, 13, 14], [20, 21, 22, 23]]
    combined = [10, 11, 20, 21, 12, 22, 13, 23, 14]  # the pool stage's standings over all players
    pairs = crossed_pairs(pools)
    assert pairs == [(10, 21), (20, 11)]
    b = play(Bracket.from_pairs(pairs), [("W1-0", 10), ("W1-1", 20), ("W2-0", 10)])
    rows = event_standing([StageOrder(combined), StageOrder([p for pr in pairs for p in pr], b)])
    # Today 21 (6 points, second of its pair) was placed above 11 (9 points) by pair order.
    assert players(rows) == [10, 20, 11, 21, 12, 22, 13, 23, 14]
    # The bracket alone still ranks by its own seeding when it has no previous stage.
    assert [p for p, _ in bracket_standing(b)][:2] == [10, 20]


def test_third_place_match_decides_three_and_four() -> None:
    b = play(
        Bracket.single([1, 2, 3, 4], third_place=True), [("W1-0", 4), ("W1-1", 2), ("W2-0", 4), ("3P", 3)]
    )
    assert players(event_standing([StageOrder([1, 2, 3, 4]), StageOrder([1, 2, 3, 4], b)])) == [4, 2, 3, 1]
    # While the final and the third-place match are pending, the finalists come first.
    b2 = play(Bracket.single([1, 2, 3, 4], third_place=True), [("W1-0", 4), ("W1-1", 2)])
    order = [p for p, _ in bracket_standing(b2, [1, 2, 3, 4])]
    assert order == [2, 4, 1, 3]


def test_double_elimination_places_by_the_round_of_elimination() -> None:
    b = Bracket.double_elimination(list(range(1, 9)), grand_final_reset=False)
    rng = random.Random(3)
    while b.champion() is None:
        mid = b.ready()[0]
        b.record(mid, rng.choice(b.participants(mid)))  # type: ignore[arg-type]
    rows = bracket_standing(b, list(range(1, 9)))
    assert rows[0][0] == b.champion()
    # Eliminated later = placed higher: the elimination rounds never increase down the list.
    levels = [(b.matches[mid].bracket == "GF", b.matches[mid].round) for _, mid in rows[1:]]
    assert levels == sorted(levels, reverse=True)


def test_a_bracket_in_play_lists_the_players_still_in_first() -> None:
    b = play(Bracket.single(list(range(1, 9))), [("W1-0", 8), ("W1-1", 5)])
    order = [p for p, _ in bracket_standing(b, list(range(1, 9)))]
    assert set(order[:6]) == {2, 3, 5, 6, 7, 8} and set(order[6:]) == {1, 4}
    assert order[:2] == [5, 8]  # already through to round 2, by the previous standing


def test_disqualified_players_are_listed_last_without_a_place() -> None:
    b = play(Bracket.single([1, 2, 3, 4]), [("W1-0", 1), ("W1-1", 2), ("W2-0", 1)])
    rows = event_standing([StageOrder([1, 2, 3, 4, 5, 6]), StageOrder([1, 2, 3, 4], b)], disqualified={1})
    assert players(rows) == [2, 3, 4, 5, 6, 1]
    assert [r.place for r in rows] == [1, 2, 3, 4, 5, None]
    assert rows[-1].disqualified


def test_a_drop_before_the_cut_is_published_brings_in_the_next_player_and_redraws() -> None:
    standings = [11, 12, 13, 14, 15, 16]
    first = draw_cut(standings, 4)
    assert first.seeds == (11, 12, 13, 14)
    again = draw_cut(standings, 4, dropped={12})
    assert again.seeds == (11, 13, 14, 15) and again.replaced == ((12, 15),)
    assert 12 not in {p for mid in again.bracket.order for p in again.bracket.participants(mid)}
    assert again.bracket.participants("W1-0") == (11, 15)
    # Once its first round is published the bracket stays as drawn (a drop is a walkover).
    kept = draw_cut(standings, 4, dropped={12}, published=first.seeds)
    assert kept.seeds == first.seeds and kept.replaced == ()


def test_third_place_with_double_elimination_is_refused() -> None:
    with pytest.raises(ValueError, match="third-place"):
        check_bracket_options("double_elimination", third_place=True)
    with pytest.raises(ValueError, match="third-place"):
        make_bracket("double_elimination", [1, 2, 3, 4], third_place=True)
    with pytest.raises(ValueError, match="allowed"):
        check_bracket_options("swiss")
    check_bracket_options("single_elimination", third_place=True)


@settings(max_examples=120, derandomize=True)
@given(
    st.integers(2, 12),
    st.sampled_from(["single", "single3", "double", "double_reset"]),
    st.integers(0, 10_000),
    st.integers(0, 40),
)
def test_event_standing_is_a_permutation_ordered_by_how_far_players_got(
    n: int, kind: str, seed: int, steps: int
) -> None:
    rng = random.Random(seed)
    prev = list(range(1, n + 4))
    rng.shuffle(prev)
    seeds = prev[:n]
    if kind.startswith("single"):
        b = Bracket.single(seeds, third_place=kind == "single3")
    else:
        b = Bracket.double_elimination(seeds, grand_final_reset=kind == "double_reset")
    for _ in range(steps):
        ready = b.ready()
        if not ready:
            break
        mid = ready[0]
        b.record(mid, rng.choice(b.participants(mid)))  # type: ignore[arg-type]
    rows = event_standing([StageOrder(prev), StageOrder(seeds, b)])
    assert sorted(players(rows)) == sorted(prev)
    assert players(rows)[n:] == [p for p in prev if p not in seeds]
    if b.is_complete():
        assert rows[0].player == b.champion()
        if not b.double and "3P" not in b.matches:
            assert players(rows)[:n] == [p.player for p in b.placements()] or n < 2
