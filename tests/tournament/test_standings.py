"""Standings: every tiebreaker on a hand-computed example (byes, a dropped player), head-to-head
rules, defaults and the total order."""

from __future__ import annotations

from fractions import Fraction as F

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.tournament.results import Game, Match, MatchKind, Outcome, Scoring, Side
from desktop.tournament.standings import (
    TIEBREAKS,
    Entrant,
    Tiebreak,
    Unplayed,
    compute_standings,
    default_tiebreaks,
    random_order,
)

W, D, L = Outcome.WIN, Outcome.DRAW, Outcome.LOSS


def played(r: int, a: int, b: int, outcome: Outcome, sa: float, sb: float) -> Match:
    return Match(r, a, b, MatchKind.PLAYED, (Game(outcome, sa, sb),))


# Six players, three rounds; player 6 drops after round 2, player 2 has the round-3 bye.
EXAMPLE = [
    played(1, 1, 2, W, 10, 4),
    played(1, 3, 4, D, 5, 5),
    played(1, 5, 6, W, 7, 2),
    played(2, 1, 3, W, 8, 6),
    played(2, 2, 5, D, 4, 4),
    played(2, 4, 6, W, 6, 1),
    played(3, 1, 4, L, 5, 7),
    played(3, 3, 5, W, 9, 2),
    Match(3, 2, None, MatchKind.BYE),
]
ENTRANTS = [Entrant(1), Entrant(2), Entrant(3), Entrant(4), Entrant(5), Entrant(6, dropped=True)]
ALL = [t for t in Tiebreak if t not in (Tiebreak.RANDOM, Tiebreak.HEAD_TO_HEAD)]


@pytest.fixture
def rows() -> dict[int, object]:
    table = compute_standings(ENTRANTS, EXAMPLE, tiebreaks=ALL, unplayed=Unplayed.OMIT)
    return {r.player: r for r in table}


@pytest.fixture
def virtual_rows() -> dict[int, object]:
    table = compute_standings(ENTRANTS, EXAMPLE, tiebreaks=ALL)
    return {r.player: r for r in table}


def test_points_and_order() -> None:
    table = compute_standings(ENTRANTS, EXAMPLE)
    assert [(r.player, r.points) for r in table] == [(4, 7), (1, 6), (3, 4), (2, 4), (5, 4), (6, 0)]
    assert [r.rank for r in table] == [1, 2, 3, 4, 5, 6]
    assert table[-1].dropped
    assert table[3].separated_by is Tiebreak.OMW
    assert table[0].record.wins == 2 and table[0].record.draws == 1


def test_omw_floor_byes_and_dropped_opponents(rows: dict) -> None:  # type: ignore[type-arg]
    # MW%: 1 = 6/9, 2 = 4/9 (the bye counts as a round), 3 = 4/9, 4 = 7/9, 5 = 4/9, 6 = 0 -> 1/3.
    expect = {1: F(5, 9), 2: F(5, 9), 3: F(17, 27), 4: F(13, 27), 5: F(11, 27), 6: F(11, 18)}
    for pid, value in expect.items():
        assert rows[pid].tiebreaks[Tiebreak.OMW] == value, pid
    # Player 2's bye is not an opponent: only 1 and 5 count.
    assert rows[2].record.opponents == (1, 5)


def test_oomw(rows: dict) -> None:  # type: ignore[type-arg]
    omw = {1: F(5, 9), 2: F(5, 9), 3: F(17, 27), 4: F(13, 27), 5: F(11, 27), 6: F(11, 18)}
    opponents = {1: [2, 3, 4], 2: [1, 5], 3: [4, 1, 5], 4: [3, 6, 1], 5: [6, 2, 3], 6: [5, 4]}
    for pid, opps in opponents.items():
        assert rows[pid].tiebreaks[Tiebreak.OOMW] == sum(omw[o] for o in opps) / len(opps)
    assert rows[1].tiebreaks[Tiebreak.OOMW] == F(5, 9)


def test_game_win_percentages(rows: dict) -> None:  # type: ignore[type-arg]
    gw = {1: F(2, 3), 2: F(4, 9), 3: F(4, 9), 4: F(7, 9), 5: F(4, 9), 6: F(1, 3)}
    for pid, value in gw.items():
        assert rows[pid].tiebreaks[Tiebreak.GW] == value, pid
    assert rows[1].tiebreaks[Tiebreak.OGW] == F(5, 9)
    assert rows[6].tiebreaks[Tiebreak.OGW] == (gw[5] + gw[4]) / 2


def test_buchholz_family_and_sonneborn_berger_leaving_unplayed_rounds_out(rows: dict) -> None:  # type: ignore[type-arg]
    bu = {1: 15, 2: 10, 3: 17, 4: 10, 5: 8, 6: 11}
    cut1 = {1: 11, 2: 6, 3: 13, 4: 10, 5: 8, 6: 7}
    median = {1: 4, 2: 0, 3: 6, 4: 4, 5: 4, 6: 0}
    sb = {1: 8, 2: 2, 3: F(15, 2), 4: 8, 5: 2, 6: 0}
    for pid in bu:
        assert rows[pid].tiebreaks[Tiebreak.BUCHHOLZ] == bu[pid], pid
        assert rows[pid].tiebreaks[Tiebreak.BUCHHOLZ_CUT1] == cut1[pid], pid
        assert rows[pid].tiebreaks[Tiebreak.MEDIAN_BUCHHOLZ] == median[pid], pid
        assert rows[pid].tiebreaks[Tiebreak.SONNEBORN_BERGER] == sb[pid], pid


def test_buchholz_family_and_sonneborn_berger_with_virtual_opponents(virtual_rows: dict) -> None:  # type: ignore[type-arg]
    # Player 2's round-3 bye: a virtual opponent with 2's points before round 3 (0 + 1), plus
    # win - bye points (3 - 3), plus draw x (3 - 3) = 1.  Player 6 missed round 3 (dropped):
    # 0 + (3 - 0) + 0 = 3.  Everyone else played every round.
    bu = {1: 15, 2: 11, 3: 17, 4: 10, 5: 8, 6: 14}
    cut1 = {1: 11, 2: 10, 3: 13, 4: 10, 5: 8, 6: 11}
    median = {1: 4, 2: 4, 3: 6, 4: 4, 5: 4, 6: 4}
    sb = {1: 8, 2: 3, 3: F(15, 2), 4: 8, 5: 2, 6: 0}
    for pid in bu:
        assert virtual_rows[pid].tiebreaks[Tiebreak.BUCHHOLZ] == bu[pid], pid
        assert virtual_rows[pid].tiebreaks[Tiebreak.BUCHHOLZ_CUT1] == cut1[pid], pid
        assert virtual_rows[pid].tiebreaks[Tiebreak.MEDIAN_BUCHHOLZ] == median[pid], pid
        assert virtual_rows[pid].tiebreaks[Tiebreak.SONNEBORN_BERGER] == sb[pid], pid


def test_secondary_sum_and_margin(rows: dict) -> None:  # type: ignore[type-arg]
    total = {1: 23, 2: 8, 3: 20, 4: 18, 5: 13, 6: 3}
    margin = {1: 6, 2: -6, 3: 5, 4: 7, 5: -2, 6: -10}
    for pid in total:
        assert rows[pid].tiebreaks[Tiebreak.SECONDARY] == total[pid]
        assert rows[pid].tiebreaks[Tiebreak.SECONDARY_MARGIN] == margin[pid]


def test_head_to_head_only_when_everyone_met() -> None:
    # Round robin of three, a cycle: all on 3 points, head-to-head cannot split them.
    cycle = [played(1, 1, 2, W, 1, 0), played(2, 2, 3, W, 1, 0), played(3, 3, 1, W, 5, 0)]
    table = compute_standings([1, 2, 3], cycle, tiebreaks=[Tiebreak.HEAD_TO_HEAD, Tiebreak.SECONDARY])
    assert table[0].player == 3  # secondary decides (5 medals)
    assert table[0].separated_by is None and table[1].separated_by is Tiebreak.SECONDARY
    # Two tied players who met: the winner of their match goes first even with less secondary.
    pair = [
        played(1, 1, 2, L, 0, 1),
        played(2, 1, 3, W, 9, 0),
        played(2, 2, 4, L, 0, 1),
        played(1, 3, 4, L, 0, 1),
    ]
    table = compute_standings([1, 2, 3, 4], pair, tiebreaks=[Tiebreak.HEAD_TO_HEAD, Tiebreak.SECONDARY])
    tied = [r.player for r in table if r.points == 3]
    assert tied == [2, 1]
    # Three tied players where one pair never met: no head-to-head, secondary decides.
    partial = [
        played(1, 1, 2, W, 1, 0),
        played(2, 2, 3, W, 2, 0),
        played(3, 3, 4, W, 9, 0),
        played(3, 1, 4, L, 0, 0),
    ]
    table = compute_standings([1, 2, 3, 4], partial, tiebreaks=[Tiebreak.HEAD_TO_HEAD, Tiebreak.SECONDARY])
    assert [r.player for r in table if r.points == 3][0] == 3


def test_defaults_and_definitions() -> None:
    assert default_tiebreaks("swiss") == (Tiebreak.OMW, Tiebreak.OOMW, Tiebreak.SECONDARY)
    assert default_tiebreaks("round_robin") == (Tiebreak.HEAD_TO_HEAD, Tiebreak.SECONDARY)
    assert set(TIEBREAKS) == set(Tiebreak)
    for info in TIEBREAKS.values():
        assert info.name and info.short and len(info.definition) > 20


def test_random_last_resort_is_seeded_and_stable() -> None:
    a = compute_standings(list(range(1, 9)), [], seed=5)
    b = compute_standings(list(range(1, 9)), [], seed=5)
    c = compute_standings(list(range(1, 9)), [], seed=6)
    assert [r.player for r in a] == [r.player for r in b]
    assert [r.player for r in a] != [r.player for r in c]
    assert all(r.separated_by in (None, Tiebreak.RANDOM) for r in a)
    assert sorted(random_order([3, 1, 2], 0).values()) == [0, 1, 2]


def test_special_results_count_as_the_spec_says() -> None:
    ms = [
        Match(1, 1, 2, MatchKind.FORFEIT, winner=Side.B, reason="no_show"),
        Match(1, 3, 4, MatchKind.DOUBLE_LOSS),
        Match(1, 5, None, MatchKind.NO_OPPONENT),
        Match(2, 1, 3, MatchKind.INTENTIONAL_DRAW),
        Match(2, 2, 4, MatchKind.PLAYED, (Game(W, 1, 0),), match_loss=(Side.A,)),
        Match(2, 5, None, MatchKind.BYE),
    ]
    rows = {r.player: r for r in compute_standings([1, 2, 3, 4, 5], ms, tiebreaks=[Tiebreak.OMW])}
    assert rows[2].points == 3 and rows[2].record.forfeit_wins == 1
    assert rows[1].points == 1 and rows[3].points == 1
    assert rows[4].points == 3  # the penalty gives 4 the match
    assert rows[5].points == 3 and rows[5].record.opponents == ()
    assert rows[5].tiebreaks[Tiebreak.OMW] == 0


@st.composite
def events(draw: st.DrawFn) -> tuple[list[int], list[Match]]:
    n = draw(st.integers(2, 10))
    players = list(range(1, n + 1))
    matches = []
    for r in range(1, draw(st.integers(1, 4)) + 1):
        order = draw(st.permutations(players))
        for i in range(0, n - 1, 2):
            matches.append(
                played(
                    r, order[i], order[i + 1], draw(st.sampled_from([W, D, L])), draw(st.integers(0, 9)), 0
                )
            )
        if n % 2:
            matches.append(Match(r, order[-1], None, MatchKind.BYE))
    return players, matches


@settings(max_examples=150)
@given(events(), st.permutations(list(Tiebreak)))
def test_standings_are_a_total_order(ev: tuple[list[int], list[Match]], order: list[Tiebreak]) -> None:
    players, matches = ev
    table = compute_standings(players, matches, tiebreaks=order, scoring=Scoring(3, 1, 0, 3))
    assert sorted(r.player for r in table) == players
    assert [r.rank for r in table] == list(range(1, len(players) + 1))
    assert all(a.points >= b.points for a, b in zip(table, table[1:], strict=False))
    # Deterministic: same input, same order.
    again = compute_standings(players, matches, tiebreaks=order, scoring=Scoring(3, 1, 0, 3))
    assert [r.player for r in again] == [r.player for r in table]


def test_unknown_player_in_a_match_is_an_error() -> None:
    with pytest.raises(KeyError):
        compute_standings([1], [played(1, 1, 2, W, 0, 0)])
