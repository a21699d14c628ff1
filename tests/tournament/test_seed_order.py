"""The seed order: rating first (highest first, no rating counts as 0), then registration (lower id
first); the standings before any result list the players in it, the disqualified last without a place."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from desktop.tournament.standings import PlayerRecord, StandingRow, Tiebreak, in_seed_order, seed_order


@given(st.dictionaries(st.integers(1, 10_000), st.one_of(st.none(), st.integers(0, 3000)), max_size=40))
def test_seed_order_is_rating_then_registration(ratings: dict[int, int | None]) -> None:
    order = seed_order(ratings)
    assert sorted(order) == sorted(ratings)
    keys = [(-(ratings[p] or 0), p) for p in order]
    assert keys == sorted(keys)


def test_standings_before_any_result_are_in_seed_order_with_the_disqualified_last() -> None:
    rows = [
        StandingRow(i + 1, p, 0, PlayerRecord(p), {Tiebreak.OMW: Fraction(1, 3)}, separated_by=Tiebreak.RANDOM,
                    disqualified=p == 2, place=None if p == 2 else i + 1)
        for i, p in enumerate((5, 2, 9, 1))
    ]
    out = in_seed_order(rows, {1: None, 2: 1900, 5: 1500, 9: 1500})
    assert [r.player for r in out] == [5, 9, 1, 2]
    assert [r.rank for r in out] == [1, 2, 3, 4]
    assert [r.place for r in out] == [1, 2, 3, None]
    assert all(r.separated_by is None for r in out)
