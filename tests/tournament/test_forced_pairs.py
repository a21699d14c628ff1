"""Manual pairing in the logic: forced pairs and a forced bye, the rest paired around them."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.tournament.forced import check_forced, pair_around
from desktop.tournament.swiss import FIRST, SECOND, Pairing, SwissEntrant, pair_first_round, pair_swiss


def E(pid: int, score: int = 0, opp: tuple[int, ...] = (), **kw: object) -> SwissEntrant:  # noqa: N802
    return SwissEntrant(pid, score, frozenset(opp), **kw)  # type: ignore[arg-type]


def pairs_of(r) -> set[frozenset[int]]:  # type: ignore[no-untyped-def]
    return {frozenset((p.a, p.b)) for p in r.pairings}


def everyone_once(ents, r) -> None:  # type: ignore[no-untyped-def]
    seen = [x for p in r.pairings for x in (p.a, p.b)] + ([r.bye] if r.bye is not None else [])
    assert sorted(seen) == sorted(e.id for e in ents)


# --- scenarios ---------------------------------------------------------------------------------------


def test_a_forced_pair_is_kept_and_the_rest_is_paired_by_the_solver() -> None:
    ents = [E(1, 6), E(2, 6), E(3, 3), E(4, 3), E(5, 0), E(6, 0)]
    plain = pair_swiss(ents)
    assert pairs_of(plain) == {frozenset(p) for p in ((1, 2), (3, 4), (5, 6))}
    r = pair_around(ents, [(1, 3)])
    assert frozenset((1, 3)) in pairs_of(r)
    everyone_once(ents, r)
    rest = [e for e in ents if e.id not in (1, 3)]
    assert pairs_of(r) - {frozenset((1, 3))} == pairs_of(pair_swiss(rest))
    assert pairs_of(r) == {frozenset(p) for p in ((1, 3), (2, 4), (5, 6))}
    # table order: by the higher score, then the higher rank
    assert [(p.a, p.b) for p in r.pairings] == [(1, 3), (2, 4), (5, 6)]


def test_a_forced_rematch_is_reported_not_refused() -> None:
    ents = [E(1, 3, (2,)), E(2, 3, (1,)), E(3, 0, (4,)), E(4, 0, (3,))]
    r = pair_around(ents, [(1, 2)])
    assert r.rematches == (Pairing(1, 2), Pairing(3, 4))
    assert "rematch: 1 v 2" in r.warnings


def test_same_club_of_a_forced_pair_is_reported() -> None:
    ents = [E(1, club="K"), E(2, club="K"), E(3), E(4)]
    r = pair_around(ents, [(2, 1)])
    assert Pairing(1, 2) in r.same_club and Pairing(1, 2) in r.pairings  # higher-ranked is side a


def test_a_forced_bye_replaces_the_solvers_bye() -> None:
    ents = [E(1, 6), E(2, 3), E(3, 3), E(4, 0), E(5, 0)]
    assert pair_swiss(ents).bye in (4, 5)
    r = pair_around(ents, bye=1)
    assert r.bye == 1
    everyone_once(ents, r)
    assert pairs_of(r) == pairs_of(pair_swiss([e for e in ents if e.id != 1]))


def test_forced_pairs_with_an_odd_rest_leave_the_bye_to_the_solver() -> None:
    ents = [E(1, 6), E(2, 3), E(3, 3), E(4, 0), E(5, 0)]
    r = pair_around(ents, [(4, 5)])
    assert frozenset((4, 5)) in pairs_of(r) and r.bye is not None and r.bye not in (4, 5)
    everyone_once(ents, r)


def test_forced_pair_and_bye_together() -> None:
    ents = [E(i, 9 - i) for i in range(1, 8)]
    r = pair_around(ents, [(1, 7), (2, 6)], bye=3)
    assert {frozenset((1, 7)), frozenset((2, 6))} <= pairs_of(r) and r.bye == 3
    assert pairs_of(r) == {frozenset(p) for p in ((1, 7), (2, 6), (4, 5))}


def test_round_one_forced_pair_keeps_the_fold_for_the_rest() -> None:
    ents = [E(i) for i in range(1, 9)]
    assert pairs_of(pair_first_round(ents)) == {frozenset(p) for p in ((1, 5), (2, 6), (3, 7), (4, 8))}
    r = pair_around(ents, [(1, 2)], first_round=True)
    rest = [e for e in ents if e.id not in (1, 2)]
    assert pairs_of(r) == {frozenset((1, 2))} | pairs_of(pair_first_round(rest))
    assert r.pairings[0] == Pairing(1, 2)  # seed 1's table stays table 1


def test_round_one_random_draw_keeps_its_table_order_and_puts_forced_pairs_after() -> None:
    ents = [E(i) for i in range(1, 9)]
    r = pair_around(ents, [(1, 2)], first_round=True, method="random", seed=5)
    rest = [e for e in ents if e.id not in (1, 2)]
    assert list(r.pairings[:3]) == list(pair_first_round(rest, method="random", seed=5).pairings)
    assert r.pairings[3] == Pairing(1, 2)


def test_colours_of_a_forced_pair_follow_the_colour_rule() -> None:
    ents = [E(1, 3, colours=(FIRST, FIRST)), E(2, 3, colours=(SECOND, SECOND)), E(3), E(4)]
    r = pair_around(ents, [(1, 2)], balance_colours=True)
    assert Pairing(2, 1) in r.pairings  # 1 has had the first colour twice: 2 takes it


def test_nothing_forced_is_the_plain_solver() -> None:
    ents = [E(1, 3), E(2, 3), E(3, 0)]
    assert pair_around(ents) == pair_swiss(ents)


@pytest.mark.parametrize(
    ("forced", "bye", "words"),
    [
        ([(1, 1)], None, "themselves"),
        ([(1, 9)], None, "not in the pairing field"),
        ([(1, 2), (2, 3)], None, "two forced pairs"),
        ([(1, 2)], 2, "both be paired and have the bye"),
        ([], 9, "not in the pairing field"),
    ],
)
def test_impossible_requests_are_refused(forced, bye, words) -> None:  # type: ignore[no-untyped-def]
    ents = [E(i) for i in range(1, 6)]
    with pytest.raises(ValueError, match=words):
        pair_around(ents, forced, bye)


def test_a_forced_bye_in_an_even_field_is_refused() -> None:
    with pytest.raises(ValueError, match="even field has no bye"):
        check_forced([E(1), E(2)], (), 1)


# --- property ----------------------------------------------------------------------------------------


@st.composite
def forced_fields(draw: st.DrawFn) -> tuple[list[SwissEntrant], list[tuple[int, int]], int | None, bool]:
    n = draw(st.integers(2, 14))
    ids = draw(st.lists(st.integers(1, 300), min_size=n, max_size=n, unique=True))
    pairs_all = list(itertools.combinations(ids, 2))
    met = set(draw(st.lists(st.sampled_from(pairs_all), max_size=2 * n, unique=True)))
    ents = []
    for pid in ids:
        opp = frozenset(q for a, b in met for q in (a, b) if pid in (a, b) and q != pid)
        ents.append(
            SwissEntrant(
                pid,
                draw(st.sampled_from([0, 1, 3, 4, 6])),
                opp,
                club=draw(st.sampled_from(["A", "B", None])),
                had_bye=draw(st.booleans()),
                colours=tuple(draw(st.lists(st.sampled_from([FIRST, SECOND]), max_size=3))),
            )
        )
    ents.sort(key=lambda e: -e.score)
    order = draw(st.permutations(ids))
    k = draw(st.integers(0, n // 2))
    forced = [(order[2 * i], order[2 * i + 1]) for i in range(k)]
    left = order[2 * k :]
    bye = draw(st.sampled_from(left)) if n % 2 == 1 and left and draw(st.booleans()) else None
    return ents, forced, bye, draw(st.booleans())


@settings(max_examples=300)
@given(forced_fields(), st.booleans())
def test_forced_pairs_are_always_present_and_nobody_is_paired_twice(case, first) -> None:  # type: ignore[no-untyped-def]
    ents, forced, bye, colours = case
    r = pair_around(ents, forced, bye, balance_colours=colours, first_round=first)
    got = pairs_of(r)
    assert {frozenset(p) for p in forced} <= got
    seen = [x for p in r.pairings for x in (p.a, p.b)]
    assert len(seen) == len(set(seen)), "nobody is paired twice"
    everyone_once(ents, r)
    assert r.bye not in seen
    if bye is not None:
        assert r.bye == bye
    assert (r.bye is not None) == (len(ents) % 2 == 1)
    # the rest is exactly what the solver makes of it
    fixed = {p for pair in forced for p in pair} | ({bye} if bye is not None else set())
    rest = [e for e in ents if e.id not in fixed]
    solo = (
        pair_first_round(rest, balance_colours=colours)
        if first
        else pair_swiss(rest, balance_colours=colours)
    )
    assert got - {frozenset(p) for p in forced} == pairs_of(solo)
