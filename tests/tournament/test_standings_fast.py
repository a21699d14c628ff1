"""The bulk standings path (side entries built with numpy, the common case recognised at once)
against the plain-Python reference and against match-by-match entry, on random events that mix
every kind of match, penalties, concessions, empty and three-game matches and inexact secondary
scores."""

from __future__ import annotations

import gc
from dataclasses import astuple, replace

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.tournament import standings_reference as ref
from desktop.tournament.results import Game, Match, MatchKind, Outcome, Scoring, Side
from desktop.tournament.standings import (
    Entrant,
    IncrementalStandings,
    Tiebreak,
    Unplayed,
    _entries_bulk,
    _side_entries,
    compute_standings,
)

W, D, L = Outcome.WIN, Outcome.DRAW, Outcome.LOSS
SECONDARY = st.sampled_from([0, 1, 2.5, 0.1, 0.2, 0.3, 7, 1e-9, 3.3])


@st.composite
def mixed_events(draw: st.DrawFn) -> tuple[list[Entrant], list[Match]]:
    n = draw(st.integers(2, 12))
    players = list(range(10, 10 + n))
    matches: list[Match] = []
    for r in range(1, draw(st.integers(1, 5)) + 1):
        here = list(draw(st.permutations(players)))
        for i in range(0, len(here) - 1, 2):
            a, b = here[i], here[i + 1]
            kind = draw(
                st.sampled_from(
                    ["plain"] * 6 + ["empty", "bo3", "concede", "game_loss", "match_loss", "elim", "other"]
                )
            )
            games = tuple(
                Game(draw(st.sampled_from([W, D, L])), draw(SECONDARY), draw(SECONDARY))
                for _ in range(draw(st.integers(1, 3)) if kind == "bo3" else 1)
            )
            if kind in ("plain", "bo3"):
                matches.append(Match(r, a, b, MatchKind.PLAYED, games))
            elif kind == "empty":
                matches.append(Match(r, a, b, MatchKind.PLAYED, ()))
            elif kind == "concede":
                matches.append(
                    Match(r, a, b, MatchKind.PLAYED, games, winner=draw(st.sampled_from(list(Side))))
                )
            elif kind == "game_loss":
                matches.append(Match(r, a, b, MatchKind.PLAYED, games, game_losses_a=1))
            elif kind == "match_loss":
                matches.append(Match(r, a, b, MatchKind.PLAYED, games, match_loss=(Side.B,)))
            elif kind == "elim":
                matches.append(Match(r, a, b, MatchKind.PLAYED, games, elimination=True))
            else:
                k = draw(
                    st.sampled_from([MatchKind.FORFEIT, MatchKind.DOUBLE_LOSS, MatchKind.INTENTIONAL_DRAW])
                )
                winner = Side.A if k is MatchKind.FORFEIT else None
                matches.append(Match(r, a, b, k, winner=winner))
        if len(here) % 2:
            matches.append(
                Match(r, here[-1], None, draw(st.sampled_from([MatchKind.BYE, MatchKind.NO_OPPONENT])))
            )
    dq = draw(st.sets(st.sampled_from(players), max_size=1))
    ents = [Entrant(p, disqualified=p in dq) for p in players]
    return ents, matches


@settings(max_examples=150)
@given(mixed_events(), st.sampled_from([Scoring(), Scoring(2, 1, 0, 2)]), st.sampled_from([1, 3]))
def test_bulk_side_entries_equal_match_by_match_scoring(
    ev: tuple[list[Entrant], list[Match]], scoring: Scoring, best_of: int
) -> None:
    _, matches = ev
    E, S, first = _entries_bulk(matches, scoring, best_of)
    row = 0
    for k, m in enumerate(matches):
        assert first[k] == row
        a, b, sec = _side_entries(m, scoring, best_of)
        assert E[row].tolist() == a
        assert S[row].tolist() == [sec[0], sec[1]]  # the same floating-point sums, bit for bit
        row += 1
        if b:
            assert E[row].tolist() == b
            assert S[row].tolist() == [sec[1], sec[0]]
            row += 1
    assert row == E.shape[0]


@settings(max_examples=150)
@given(
    mixed_events(),
    st.lists(st.sampled_from(list(Tiebreak)), max_size=5, unique=True),
    st.sampled_from(list(Unplayed)),
    st.integers(0, 5),
)
def test_bulk_standings_equal_the_reference_and_match_by_match_entry(
    ev: tuple[list[Entrant], list[Match]], order: list[Tiebreak], unplayed: Unplayed, seed: int
) -> None:
    ents, matches = ev
    kw = dict(scoring=Scoring(), best_of=3, tiebreaks=order, seed=seed, unplayed=unplayed)
    fast = compute_standings(ents, matches, **kw)  # type: ignore[arg-type]
    slow = ref.compute_standings(ents, matches, **kw)  # type: ignore[arg-type]
    one_by_one = IncrementalStandings(ents, (), best_of=3, tiebreaks=order, seed=seed, unplayed=unplayed)
    for m in matches:
        one_by_one.set_match(m)
    single = one_by_one.standings()
    for rows in (slow, single):
        assert [r.player for r in fast] == [r.player for r in rows]
        for a, b in zip(fast, rows, strict=True):
            assert (a.rank, a.place, a.points, a.separated_by) == (b.rank, b.place, b.points, b.separated_by)
            assert astuple(a.record) == astuple(b.record)
            assert dict(a.tiebreaks) == dict(b.tiebreaks)


def test_the_collector_is_running_again_afterwards_and_a_disabled_one_stays_disabled() -> None:
    ms = [Match(1, 1, 2, MatchKind.PLAYED, (Game(W),))]
    assert gc.isenabled()
    compute_standings([1, 2], ms)
    assert gc.isenabled()
    gc.disable()
    try:
        compute_standings([1, 2], ms)
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_an_unknown_player_is_refused_in_bulk_as_one_by_one() -> None:
    ms = [Match(1, 1, 2, MatchKind.PLAYED, (Game(W),)), Match(2, 1, 99, MatchKind.PLAYED, (Game(L),))]
    for build in (lambda: IncrementalStandings([1, 2], ms), lambda: compute_standings([1, 2], ms)):
        try:
            build()
        except KeyError as e:
            assert "99" in str(e)
        else:  # pragma: no cover - the test fails
            raise AssertionError("an unknown player was accepted")


def test_large_event_in_bulk_equals_the_reference() -> None:
    """Several hundred players: the numpy paths (one denominator, sorted opponent lists) at a scale
    where they are taken, against the reference."""
    from desktop.tournament.simulation import simulate_swiss

    ev = simulate_swiss(300, 6, seed=9)
    ents = [Entrant(p.id) for p in ev.players]
    tbs = [Tiebreak.OMW, Tiebreak.OOMW, Tiebreak.BUCHHOLZ, Tiebreak.SONNEBORN_BERGER, Tiebreak.SECONDARY]
    fast = compute_standings(ents, ev.matches, tiebreaks=tbs, seed=4)
    slow = ref.compute_standings(ents, ev.matches, tiebreaks=tbs, seed=4)
    assert [r.player for r in fast] == [r.player for r in slow]
    assert all(dict(a.tiebreaks) == dict(b.tiebreaks) for a, b in zip(fast, slow, strict=True))
    assert np.array_equal([r.points for r in fast], [r.points for r in slow])


@settings(max_examples=60)
@given(mixed_events(), st.integers(0, 3))
def test_sparse_and_dense_player_ids_give_the_same_standings(
    ev: tuple[list[Entrant], list[Match]], seed: int
) -> None:
    """Ids far apart (looked up by sorting) and close together (a lookup table), byes included:
    the same standings up to the renaming (the random draw is taken over the sorted ids, which
    the renaming keeps in order)."""
    ents, matches = ev
    big = 100_003

    def far(p: int | None) -> int | None:
        return None if p is None else p * big

    ents_far = [Entrant(far(e.id), e.dropped, e.disqualified) for e in ents]  # type: ignore[arg-type]
    matches_far = [replace(m, a=far(m.a), b=far(m.b)) for m in matches]
    order = [Tiebreak.OMW, Tiebreak.BUCHHOLZ, Tiebreak.SONNEBORN_BERGER]
    near = compute_standings(ents, matches, tiebreaks=order, seed=seed)
    spread = compute_standings(ents_far, matches_far, tiebreaks=order, seed=seed)
    assert [far(r.player) for r in near] == [r.player for r in spread]
    assert [dict(r.tiebreaks) for r in near] == [dict(r.tiebreaks) for r in spread]
    assert [r.record.opponents for r in spread] == [tuple(far(o) for o in r.record.opponents) for r in near]


def test_a_refresh_whose_changed_players_have_no_real_opponent() -> None:
    """Regression: after a corrected bye only its player's record is rebuilt, and that player has
    no real opponent (the opponents lists were built from an empty selection and failed)."""
    ms = [
        Match(1, 1, 2, MatchKind.PLAYED, (Game(W),), id=1),
        Match(1, 3, None, MatchKind.BYE, id=2),
    ]
    inc = IncrementalStandings([1, 2, 3], ms)
    inc.standings()
    inc.set_match(Match(1, 3, None, MatchKind.NO_OPPONENT, id=2))
    rows = {r.player: r for r in inc.standings()}
    assert rows[3].record.opponents == () and rows[3].points == 0
    fresh = {
        r.player: r
        for r in compute_standings([1, 2, 3], [ms[0], Match(1, 3, None, MatchKind.NO_OPPONENT, id=2)])
    }
    assert [astuple(rows[p].record) for p in (1, 2, 3)] == [astuple(fresh[p].record) for p in (1, 2, 3)]


def test_a_store_built_in_bulk_takes_corrections_removals_and_new_matches() -> None:
    """Matches with distinct ids are stored unkeyed at first; corrections in place, removals and
    new matches afterwards give the fresh standings each time."""
    ms = [
        Match(1, 1, 2, MatchKind.PLAYED, (Game(W, 3, 1),), id=10),
        Match(1, 3, 4, MatchKind.PLAYED, (Game(D, 2, 2),), id=11),
        Match(2, 1, 3, MatchKind.PLAYED, (Game(L, 0, 4),), id=12),
        Match(2, 2, 4, MatchKind.PLAYED, (Game(W, 5, 0),), id=13),
    ]
    inc = IncrementalStandings([1, 2, 3, 4], ms, tiebreaks=list(Tiebreak))
    assert inc.matches() == ms
    current = list(ms)

    def same() -> None:
        got = inc.standings()
        fresh = compute_standings([1, 2, 3, 4], current, tiebreaks=list(Tiebreak))
        assert [(r.player, astuple(r.record), dict(r.tiebreaks)) for r in got] == [
            (r.player, astuple(r.record), dict(r.tiebreaks)) for r in fresh
        ]

    same()
    current[2] = replace(ms[2], games=(Game(W, 4, 0),))
    inc.set_match(current[2])  # in place: same players, same slot
    same()
    inc.remove_match(current[1])
    del current[1]
    same()
    current.append(Match(3, 1, 4, MatchKind.PLAYED, (Game(D, 1, 1),), id=14))
    inc.set_match(current[-1])
    same()
    assert sorted(m.id for m in inc.matches()) == [10, 12, 13, 14]  # type: ignore[type-var]
