"""The organiser's "never pair these two" (family, one car) in the Swiss pairing: a constraint above
every other criterion whenever a pairing can keep it, with the solver still exactly optimal (checked
against every possible pairing on small fields)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.tournament.swiss import (
    FIRST_ROUND_CRITERIA,
    SWISS_CRITERIA,
    SwissEntrant,
    first_round_digits,
    pair_first_round,
    pair_swiss,
    swiss_digits,
    with_avoidance,
)


def _matchings(vs: Sequence[int]) -> Iterator[list[tuple[int, int]]]:
    if not vs:
        yield []
        return
    for i in range(1, len(vs)):
        for rest in _matchings([*vs[1:i], *vs[i + 1 :]]):
            yield [(vs[0], vs[i]), *rest]


def _best(digits) -> tuple[int, ...]:  # type: ignore[no-untyped-def]
    n = digits[0].matrix.shape[0]
    return min(tuple(sum(int(d.matrix[a, b]) for a, b in m) for d in digits) for m in _matchings(list(range(n))))


def _pairs_of(r) -> set[frozenset[int]]:  # type: ignore[no-untyped-def]
    return {frozenset((p.a, p.b)) for p in r.pairings}


@st.composite
def fields_with_avoidance(draw: st.DrawFn) -> tuple[list[SwissEntrant], list[tuple[int, int]]]:
    n = draw(st.integers(2, 9))
    scores = draw(st.sampled_from([[0, 3], [0, 3, 6], [0, 1, 3]]))
    ents = [
        SwissEntrant(
            id=i + 1,
            score=draw(st.sampled_from(scores)),
            club=draw(st.sampled_from(["A", "B", None])),
            had_bye=draw(st.booleans()),
        )
        for i in range(n)
    ]
    met = draw(st.lists(st.sampled_from(list(itertools.combinations(range(1, n + 1), 2))), max_size=n))
    opp: dict[int, set[int]] = {e.id: set() for e in ents}
    for a, b in met:
        opp[a].add(b)
        opp[b].add(a)
    ents = [SwissEntrant(**{**e.__dict__, "opponents": frozenset(opp[e.id])}) for e in ents]
    ents.sort(key=lambda e: -e.score)
    avoid = draw(st.lists(st.sampled_from(list(itertools.combinations(range(1, n + 1), 2))), max_size=3))
    return ents, avoid


@settings(max_examples=150, deadline=None)
@given(fields_with_avoidance(), st.booleans())
def test_never_pair_keeps_later_rounds_exactly_optimal(field, colours: bool) -> None:  # type: ignore[no-untyped-def]
    ents, avoid = field
    marked = with_avoidance(ents, avoid)
    r = pair_swiss(marked, balance_colours=colours)
    assert tuple(r.objective[k] for k in SWISS_CRITERIA) == _best(swiss_digits(marked, balance_colours=colours))
    # a pair to avoid is paired only when no pairing without rematches and such pairs exists
    clash = _pairs_of(r) & {frozenset(p) for p in avoid}
    if clash:
        assert r.objective["rematches"] > 0


@settings(max_examples=150, deadline=None)
@given(fields_with_avoidance())
def test_never_pair_keeps_round_one_exactly_optimal(field) -> None:  # type: ignore[no-untyped-def]
    ents, avoid = field
    ents = [SwissEntrant(id=e.id, club=e.club) for e in ents]
    marked = with_avoidance(ents, avoid)
    r = pair_first_round(marked)
    assert tuple(r.objective[k] for k in FIRST_ROUND_CRITERIA) == _best(first_round_digits(marked))


def test_round_one_splits_a_family_the_fold_would_pair() -> None:
    # seeds 1-4: the fold pairs 1-3 and 2-4; 1 and 3 are never to meet
    ents = [SwissEntrant(id=i) for i in (1, 2, 3, 4)]
    assert frozenset((1, 3)) in _pairs_of(pair_first_round(ents))
    r = pair_first_round(with_avoidance(ents, [(1, 3)]))
    assert frozenset((1, 3)) not in _pairs_of(r)


def test_round_one_puts_a_family_before_the_bye_to_the_lowest_seed() -> None:
    ents = [SwissEntrant(id=1, club="C"), SwissEntrant(id=2, club="C"), SwissEntrant(id=3, club="C")]
    r = pair_first_round(with_avoidance(ents, [(1, 2)]))
    assert frozenset((1, 2)) not in _pairs_of(r) and r.bye is not None


def test_a_later_round_splits_a_family_that_would_meet_on_points() -> None:
    ents = [SwissEntrant(id=1, score=3), SwissEntrant(id=2, score=3), SwissEntrant(id=3), SwissEntrant(id=4)]
    assert frozenset((1, 2)) in _pairs_of(pair_swiss(ents))
    r = pair_swiss(with_avoidance(ents, [(2, 1)]))
    assert frozenset((1, 2)) not in _pairs_of(r) and r.objective["rematches"] == 0
    assert not r.rematches  # not reported as a rematch


def test_an_unavoidable_pair_is_paired_and_said() -> None:
    ents = [SwissEntrant(id=1, score=3), SwissEntrant(id=2)]
    r = pair_swiss(with_avoidance(ents, [(1, 2)]))
    assert _pairs_of(r) == {frozenset((1, 2))} and r.warnings == ("never pair: 1 v 2",)
