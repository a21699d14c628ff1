"""Review s9, item 5: the head-to-head tiebreaker has a value the standings show: the match points a tied
player scored against the other players of its tie, for the players of a tie it applied to (every tied
player had met every other); nothing for anyone else. The fast standings and the reference agree."""

from __future__ import annotations

from desktop.tournament import standings_reference as ref
from desktop.tournament.results import Game, Match, MatchKind, Outcome
from desktop.tournament.standings import IncrementalStandings, Tiebreak, compute_standings

W, L = Outcome.WIN, Outcome.LOSS
H2H = Tiebreak.HEAD_TO_HEAD
ORDER = [Tiebreak.HEAD_TO_HEAD, Tiebreak.SECONDARY]


def played(r: int, a: int, b: int, outcome: Outcome, sa: float, sb: float) -> Match:
    return Match(r, a, b, MatchKind.PLAYED, (Game(outcome, sa, sb),))


def _h2h(rows) -> dict[int, int]:  # type: ignore[no-untyped-def]
    return {r.player: r.tiebreaks[H2H] for r in rows if H2H in r.tiebreaks}


def _both(players: list[int], matches: list[Match]):  # type: ignore[no-untyped-def]
    fast = compute_standings(players, matches, tiebreaks=ORDER)
    slow = ref.compute_standings(players, matches, tiebreaks=ORDER)
    assert [dict(r.tiebreaks) for r in fast] == [dict(r.tiebreaks) for r in slow]
    return fast


def test_a_tie_decided_head_to_head_shows_each_players_points_against_the_other() -> None:
    pair = [
        played(1, 1, 2, L, 0, 1),
        played(2, 1, 3, W, 9, 0),
        played(2, 2, 4, L, 0, 1),
        played(1, 3, 4, L, 0, 1),
    ]
    rows = _both([1, 2, 3, 4], pair)
    assert [r.player for r in rows if r.points == 3] == [2, 1]
    assert _h2h(rows) == {2: 3, 1: 0}  # 2 beat 1; player 4 (6 points) and 3 (0) were tied with nobody
    assert next(r for r in rows if r.player == 1).separated_by is H2H
    assert len(next(r for r in rows if r.player == 2).tiebreaks) == 3  # secondary, lot, head-to-head


def test_a_tie_whose_players_did_not_all_meet_shows_no_head_to_head() -> None:
    partial = [
        played(1, 1, 2, W, 1, 0),
        played(2, 2, 3, W, 2, 0),
        played(3, 3, 4, W, 9, 0),
        played(3, 1, 4, L, 0, 0),
    ]
    rows = _both([1, 2, 3, 4], partial)
    assert _h2h(rows) == {}
    assert all(H2H not in dict(r.tiebreaks) for r in rows)


def test_a_circle_of_three_shows_their_equal_head_to_head_and_the_next_tiebreaker_decides() -> None:
    cycle = [played(1, 1, 2, W, 1, 0), played(2, 2, 3, W, 1, 0), played(3, 3, 1, W, 5, 0)]
    rows = _both([1, 2, 3], cycle)
    assert _h2h(rows) == {1: 3, 2: 3, 3: 3}
    assert rows[1].separated_by is Tiebreak.SECONDARY


def test_the_live_standings_show_the_head_to_head_as_a_fresh_computation() -> None:
    ms = [
        played(1, 1, 2, L, 0, 1),
        played(2, 1, 3, W, 9, 0),
        played(2, 2, 4, L, 0, 1),
        played(1, 3, 4, L, 0, 1),
    ]
    live = IncrementalStandings([1, 2, 3, 4], ms[:3], tiebreaks=ORDER)
    live.set_match(ms[3])
    assert _h2h(live.standings()) == _h2h(compute_standings([1, 2, 3, 4], ms, tiebreaks=ORDER)) == {2: 3, 1: 0}
