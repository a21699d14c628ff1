"""Requested byes in the logic: a round without an opponent that scores the draw points or nothing,
and does not count as the pairing's bye."""

from __future__ import annotations

from desktop.tournament import Game, Outcome, Scoring, compute_standings, score_match
from desktop.tournament.results import REQUESTED_BYE, REQUESTED_BYE_DRAW, Match, MatchKind
from desktop.tournament.swiss import entrants_from_history


def test_a_requested_bye_scores_the_draw_points_or_nothing() -> None:
    sc = Scoring(3, 1, 0, 3)
    draw = score_match(Match(1, 7, None, MatchKind.NO_OPPONENT, reason=REQUESTED_BYE_DRAW), sc)
    assert (draw.outcome_a, draw.points_a, draw.real_opponents) == (Outcome.DRAW, 1, False)
    zero = score_match(Match(1, 7, None, MatchKind.NO_OPPONENT, reason=REQUESTED_BYE), Scoring(3, 1, 1, 3))
    assert (zero.outcome_a, zero.points_a) == (Outcome.LOSS, 0)  # zero even where a loss scores 1
    late = score_match(Match(1, 7, None, MatchKind.NO_OPPONENT, reason="late_entry"), Scoring(3, 1, 1, 3))
    assert late.points_a == 1  # a late entry's missed round is the loss it always was


def test_standings_count_a_requested_draw_bye_as_a_draw_not_a_bye() -> None:
    ms = [
        Match(1, 1, 2, MatchKind.PLAYED, (Game(Outcome.WIN),)),
        Match(1, 3, None, MatchKind.NO_OPPONENT, reason=REQUESTED_BYE_DRAW),
    ]
    rows = {r.player: r for r in compute_standings([1, 2, 3], ms)}
    assert (rows[3].points, rows[3].record.draws, rows[3].record.byes) == (1, 1, 0)
    assert [r.player for r in compute_standings([1, 2, 3], ms)] == [1, 3, 2]


def test_a_requested_bye_leaves_the_player_eligible_for_the_pairing_bye() -> None:
    ms = [
        Match(1, 1, 2, MatchKind.PLAYED, (Game(Outcome.WIN),)),
        Match(1, 3, None, MatchKind.NO_OPPONENT, reason=REQUESTED_BYE),
        Match(1, 4, None, MatchKind.BYE),
    ]
    ents = {e.id: e for e in entrants_from_history([1, 2, 3, 4], ms)}
    assert ents[3].bye_eligible and not ents[4].bye_eligible
    assert ents[3].opponents == frozenset()
