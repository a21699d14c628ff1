"""Standings, second pass: virtual opponents for unplayed rounds, disqualified players after the
ranked ones, the order before round 1, standings after round N, the incremental update, and the
numpy standings equal to the plain-Python reference on random events."""

from __future__ import annotations

from fractions import Fraction as F

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.tournament import standings_reference as ref
from desktop.tournament.results import Game, Match, MatchKind, Outcome, Scoring, Side
from desktop.tournament.standings import (
    Entrant,
    IncrementalStandings,
    Tiebreak,
    Unplayed,
    compute_standings,
    last_reported_round,
    standings_by_round,
)

W, D, L = Outcome.WIN, Outcome.DRAW, Outcome.LOSS
BU = [Tiebreak.BUCHHOLZ, Tiebreak.BUCHHOLZ_CUT1, Tiebreak.MEDIAN_BUCHHOLZ, Tiebreak.SONNEBORN_BERGER]


def played(r: int, a: int, b: int, outcome: Outcome, sa: float = 0, sb: float = 0) -> Match:
    return Match(r, a, b, MatchKind.PLAYED, (Game(outcome, sa, sb),))


def by_player(rows: list) -> dict:  # type: ignore[type-arg]
    return {r.player: r for r in rows}


def test_a_bye_and_one_win_no_longer_give_buchholz_zero() -> None:
    # Issue 10: player 1 had the round-1 bye and beat player 2 (0 points) in round 2: Buchholz 0.
    ms = [
        Match(1, 1, None, MatchKind.BYE),
        played(1, 2, 3, L),
        played(2, 1, 2, W),
        Match(2, 3, None, MatchKind.BYE),
    ]
    rows = by_player(compute_standings([1, 2, 3], ms, tiebreaks=BU))
    # Virtual opponent of round 1 (of 2): 0 before + (3 - 3) + 1 x (2 - 1) = 1.
    assert rows[1].tiebreaks[Tiebreak.BUCHHOLZ] == 1
    assert rows[1].tiebreaks[Tiebreak.SONNEBORN_BERGER] == 1  # the bye is a win against it
    # Leaving unplayed rounds out is the event option (the old behaviour).
    omit = by_player(compute_standings([1, 2, 3], ms, tiebreaks=BU, unplayed=Unplayed.OMIT))
    assert omit[1].tiebreaks[Tiebreak.BUCHHOLZ] == 0


def test_forfeits_and_no_opponent_losses_count_virtual_opponents() -> None:
    ms = [
        Match(1, 1, 2, MatchKind.FORFEIT, winner=Side.A),
        played(1, 3, 4, W),
        Match(2, 1, 3, MatchKind.PLAYED, (Game(D),)),
        Match(2, 2, None, MatchKind.NO_OPPONENT),
        played(2, 4, 5, W),
        Match(1, 5, None, MatchKind.BYE),
    ]
    rows = by_player(compute_standings([1, 2, 3, 4, 5], ms, tiebreaks=BU))
    # Points: 1 = 4, 2 = 0, 3 = 4, 4 = 3, 5 = 3.  n = 2 rounds.
    # 1: forfeit win in round 1 -> virtual 0 + (3 - 3) + 1 x 1 = 1; round 2 drew 3 (4) -> 5.
    assert rows[1].tiebreaks[Tiebreak.BUCHHOLZ] == 5
    # 2: forfeit loss in round 1 -> 0 + (3 - 0) + 1 = 4; no-opponent loss round 2 -> 0 + 3 + 0 = 3.
    assert rows[2].tiebreaks[Tiebreak.BUCHHOLZ] == 7
    assert rows[2].tiebreaks[Tiebreak.SONNEBORN_BERGER] == 0
    # 1's Sonneborn-Berger: the forfeit win (virtual 1) plus half of drawn 3's 4 points.
    assert rows[1].tiebreaks[Tiebreak.SONNEBORN_BERGER] == 3
    omit = by_player(compute_standings([1, 2, 3, 4, 5], ms, tiebreaks=BU, unplayed="omit"))
    assert omit[1].tiebreaks[Tiebreak.BUCHHOLZ] == 0 + 4  # the forfeit's opponent counts as played
    assert omit[2].tiebreaks[Tiebreak.BUCHHOLZ] == 4


def test_disqualified_players_come_after_the_ranked_ones_without_a_place() -> None:
    ms = [played(1, 1, 2, W), played(1, 3, 4, W), played(2, 1, 3, W), played(2, 2, 4, W)]
    ents = [Entrant(1, disqualified=True, dropped=True), Entrant(2), Entrant(3), Entrant(4)]
    rows = compute_standings(ents, ms)
    # 1 has the most points (6) but is disqualified: listed last.
    assert rows[-1].player == 1 and rows[2].player == 4
    assert [r.place for r in rows] == [1, 2, 3, None]
    assert rows[-1].disqualified and not rows[-1].ranked
    assert [r.rank for r in rows] == [1, 2, 3, 4]
    assert rows[-1].separated_by is None
    # Still an opponent for everyone's tiebreakers: 3's OMW% counts 1's 6 points.
    assert by_player(rows)[3].tiebreaks[Tiebreak.OMW] == (F(6, 6) + F(1, 3)) / 2


def test_before_round_one_players_are_listed_by_seed_or_name_not_the_random_draw() -> None:
    seeds = [5, 3, 8, 1, 2, 7, 4, 6]
    rows = compute_standings(list(range(1, 9)), [], seed=11, initial_order=seeds)
    assert [r.player for r in rows] == seeds
    assert all(r.separated_by is None for r in rows)
    # Today's behaviour without an order: the seeded random draw (differs from the seeds here).
    assert [r.player for r in compute_standings(list(range(1, 9)), [], seed=11)] != seeds


def test_standings_after_round_n_and_the_round_they_are_after() -> None:
    ms = [
        played(1, 1, 2, W),
        played(1, 3, 4, W),
        played(2, 1, 3, L),
        played(2, 2, 4, W),
        Match(3, 1, None, MatchKind.BYE),
    ]
    after1 = by_player(compute_standings([1, 2, 3, 4], ms, after_round=1))
    assert after1[1].points == 3 and after1[3].points == 3 and after1[2].points == 0
    by_round = standings_by_round([1, 2, 3, 4], ms)
    assert sorted(by_round) == [1, 2, 3]
    assert [r.player for r in by_round[1]] == [
        r.player for r in compute_standings([1, 2, 3, 4], ms, after_round=1)
    ]
    # Round 3 has only the bye so far: the standings are "after round 2".
    assert last_reported_round(ms) == 2
    assert last_reported_round([]) == 0


def test_incremental_update_equals_a_full_recompute() -> None:
    ms = [played(1, 1, 2, W), played(1, 3, 4, D), played(2, 1, 3, W), played(2, 2, 4, L)]
    ms = [Match(m.round, m.a, m.b, m.kind, m.games, id=i + 1) for i, m in enumerate(ms)]
    inc = IncrementalStandings([1, 2, 3, 4], ms)
    corrected = Match(2, 1, 3, MatchKind.PLAYED, (Game(L, 1, 3),), id=3)
    inc.set_match(corrected)
    new = [*ms[:2], corrected, ms[3]]
    expect = compute_standings([1, 2, 3, 4], new)
    got = inc.standings()
    assert [(r.player, r.points, dict(r.tiebreaks)) for r in got] == [
        (r.player, r.points, dict(r.tiebreaks)) for r in expect
    ]
    inc.remove_match(corrected)
    assert [r.player for r in inc.standings()] == [
        r.player for r in compute_standings([1, 2, 3, 4], [*ms[:2], ms[3]])
    ]


@st.composite
def events(draw: st.DrawFn) -> tuple[list[Entrant], list[Match]]:
    n = draw(st.integers(2, 9))
    players = list(range(1, n + 1))
    matches: list[Match] = []
    gone: set[int] = set()
    for r in range(1, draw(st.integers(1, 4)) + 1):
        here = [p for p in draw(st.permutations(players)) if p not in gone]
        for i in range(0, len(here) - 1, 2):
            a, b = here[i], here[i + 1]
            kind = draw(st.sampled_from(["played", "played", "played", "forfeit", "double", "id", "bo3"]))
            if kind == "forfeit":
                matches.append(Match(r, a, b, MatchKind.FORFEIT, winner=draw(st.sampled_from(list(Side)))))
            elif kind == "double":
                matches.append(Match(r, a, b, MatchKind.DOUBLE_LOSS))
            elif kind == "id":
                matches.append(Match(r, a, b, MatchKind.INTENTIONAL_DRAW))
            elif kind == "bo3":
                games = tuple(
                    Game(draw(st.sampled_from([W, D, L])), draw(st.integers(0, 5)), draw(st.integers(0, 5)))
                    for _ in range(draw(st.integers(1, 2)))
                )
                matches.append(Match(r, a, b, MatchKind.PLAYED, games))
            else:
                matches.append(
                    played(
                        r,
                        a,
                        b,
                        draw(st.sampled_from([W, D, L])),
                        draw(st.integers(0, 9)),
                        draw(st.integers(0, 9)),
                    )
                )
        if len(here) % 2:
            kind = draw(st.sampled_from([MatchKind.BYE, MatchKind.NO_OPPONENT]))
            matches.append(Match(r, here[-1], None, kind))
        if draw(st.booleans()) and len(players) - len(gone) > 2:
            gone.add(draw(st.sampled_from(sorted(set(players) - gone))))
    dq = draw(st.sets(st.sampled_from(players), max_size=2))
    ents = [Entrant(p, dropped=p in gone or p in dq, disqualified=p in dq) for p in players]
    return ents, matches


@settings(max_examples=200, derandomize=True)
@given(
    events(),
    st.lists(st.sampled_from(list(Tiebreak)), max_size=6, unique=True),
    st.sampled_from(list(Unplayed)),
    st.sampled_from([Scoring(), Scoring(2, 1, 0, 2), Scoring(3, 1, 0, 1)]),
    st.integers(0, 3),
    st.one_of(st.none(), st.integers(1, 4)),
)
def test_numpy_standings_equal_the_reference(
    ev: tuple[list[Entrant], list[Match]],
    order: list[Tiebreak],
    unplayed: Unplayed,
    scoring: Scoring,
    seed: int,
    after: int | None,
) -> None:
    ents, matches = ev
    kw = dict(scoring=scoring, best_of=3, tiebreaks=order, seed=seed, unplayed=unplayed, after_round=after)
    fast = compute_standings(ents, matches, **kw)  # type: ignore[arg-type]
    slow = ref.compute_standings(ents, matches, **kw)  # type: ignore[arg-type]
    assert [r.player for r in fast] == [r.player for r in slow]
    for a, b in zip(fast, slow, strict=True):
        assert (a.rank, a.place, a.points, a.separated_by, a.dropped, a.disqualified) == (
            b.rank,
            b.place,
            b.points,
            b.separated_by,
            b.dropped,
            b.disqualified,
        )
        assert a.record == b.record
        assert dict(a.tiebreaks) == dict(b.tiebreaks)
