"""Organiser's swaps, second pass (issue 10): the round's rematch report after a swap, and a swapped
Toy Battle pair gets its colours allocated again."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.tournament.swiss import FIRST, SECOND, Pairing, round_report, swap_players


def test_a_swap_into_a_rematch_fills_the_rounds_rematch_report() -> None:
    pairings = [Pairing(1, 2), Pairing(3, 4), Pairing(5, 6)]
    opponents = {1: frozenset({3}), 3: frozenset({1}), 5: frozenset({6}), 6: frozenset({5})}
    assert round_report(pairings, opponents=opponents).rematches == (Pairing(5, 6),)
    res = swap_players(pairings, None, 2, 3, opponents=opponents)
    assert res.pairings[0] == Pairing(1, 3)
    assert res.rematches == (Pairing(1, 3),)  # the warning, for the swapped tables
    # The round's report: every rematch of the round after the swap, not only the new one.
    assert set(res.round_rematches) == {Pairing(1, 3), Pairing(5, 6)}
    assert any("rematch" in w for w in res.warnings)


def test_a_swapped_toy_battle_pair_gets_its_colours_again() -> None:
    pairings = [Pairing(1, 2), Pairing(3, 4)]
    colours = {1: (SECOND,), 2: (FIRST, SECOND), 3: (FIRST, FIRST), 4: (SECOND,)}
    # Without colour histories the incoming player takes the old side: 3 would play Blue a third
    # time.
    plain = swap_players(pairings, None, 1, 3)
    assert plain.pairings == (Pairing(3, 2), Pairing(1, 4))
    res = swap_players(pairings, None, 1, 3, colours=colours, ranking=[1, 2, 3, 4])
    # 3 must get Red back (two Blues in a row), so 2 (balanced, last Red) takes Blue; 1 and 4 both
    # need Blue after one Red: the higher-ranked player 1 gets it.
    assert res.pairings == (Pairing(2, 3), Pairing(1, 4))
    assert set(res.recoloured) == {Pairing(2, 3), Pairing(1, 4)}


@settings(max_examples=100, derandomize=True)
@given(st.integers(2, 8), st.data())
def test_swaps_keep_everyone_once_and_report_every_rematch(n: int, data: st.DataObject) -> None:
    ids = list(range(1, 2 * n + 1))
    order = data.draw(st.permutations(ids))
    pairings = [Pairing(order[i], order[i + 1]) for i in range(0, len(order), 2)]
    p, q = data.draw(st.lists(st.sampled_from(ids), min_size=2, max_size=2, unique=True))
    met = data.draw(st.lists(st.tuples(st.sampled_from(ids), st.sampled_from(ids)), max_size=6))
    opponents: dict[int, set[int]] = {}
    for a, b in met:
        if a != b:
            opponents.setdefault(a, set()).add(b)
            opponents.setdefault(b, set()).add(a)
    opp = {k: frozenset(v) for k, v in opponents.items()}
    colours = {i: tuple(data.draw(st.lists(st.sampled_from([FIRST, SECOND]), max_size=3))) for i in ids}
    res = swap_players(pairings, None, p, q, opponents=opp, colours=colours, ranking=ids)
    assert sorted(x for pr in res.pairings for x in (pr.a, pr.b)) == ids
    expect = {frozenset((pr.a, pr.b)) for pr in res.pairings if pr.b in opp.get(pr.a, frozenset())}
    assert {frozenset((pr.a, pr.b)) for pr in res.round_rematches} == expect
