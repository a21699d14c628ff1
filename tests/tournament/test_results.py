"""Match points from outcomes: scoring, best of 3, penalties, special results, elimination draws."""

from __future__ import annotations

import pytest

from desktop.tournament.results import (
    Game,
    Match,
    MatchKind,
    Outcome,
    Scoring,
    Side,
    late_entry_matches,
    score_match,
    validate_games,
)

W, D, L = Outcome.WIN, Outcome.DRAW, Outcome.LOSS


def test_default_scoring() -> None:
    s = Scoring()
    assert (s.win, s.draw, s.loss, s.bye) == (3, 1, 0, 3)
    custom = Scoring(2, 1, 0, 1)
    m = score_match(Match(1, 1, None, MatchKind.BYE), custom)
    assert m.points_a == 1 and m.outcome_a is W and not m.real_opponents
    with pytest.raises(ValueError):
        Scoring(win=0)
    with pytest.raises(ValueError):
        Scoring(draw=-1)


def test_best_of_three() -> None:
    m = Match(1, 1, 2, games=(Game(W, 5, 2), Game(L, 1, 6), Game(W, 4, 3)))
    s = score_match(m, Scoring(), best_of=3)
    assert (s.outcome_a, s.points_a, s.points_b) == (W, 3, 0)
    assert (s.games_won_a, s.games_won_b, s.secondary_a, s.secondary_b) == (2, 1, 10, 11)
    level = score_match(Match(1, 1, 2, games=(Game(W), Game(L))), Scoring(), best_of=3)
    assert level.outcome_a is D and level.points_a == level.points_b == 1
    assert validate_games([Game(W), Game(W), Game(L)], 3)
    assert validate_games([Game(W), Game(W)], 1)
    assert not validate_games([Game(W), Game(L), Game(D)], 3)
    assert validate_games([], 2)


def test_time_called_draw_goes_to_the_higher_seed_in_elimination() -> None:
    drawn = (Game(D, 300, 300),)
    swiss = score_match(Match(1, 1, 2, games=drawn), Scoring())
    assert swiss.outcome_a is D
    elim = score_match(Match(1, 1, 2, games=drawn, elimination=True, higher_seed=Side.B), Scoring())
    assert elim.outcome_b is W and elim.decided_by_seed


def test_concession_penalties_and_special_kinds() -> None:
    conceded = score_match(Match(1, 1, 2, games=(Game(W),), winner=Side.B, reason="concession"), Scoring())
    assert conceded.outcome_b is W
    game_loss = score_match(Match(1, 1, 2, games=(Game(W),), game_losses_a=2), Scoring(), best_of=3)
    assert game_loss.outcome_b is W and game_loss.games_won_b == 2
    both = score_match(Match(1, 1, 2, games=(Game(W),), match_loss=(Side.A, Side.B)), Scoring())
    assert both.outcome_a is L and both.outcome_b is L
    forfeit = score_match(Match(1, 1, 2, MatchKind.FORFEIT, winner=Side.A), Scoring(), best_of=3)
    assert forfeit.points_a == 3 and forfeit.games_won_a == 2 and forfeit.forfeit_winner is Side.A
    assert forfeit.real_opponents
    dl = score_match(Match(1, 1, 2, MatchKind.DOUBLE_LOSS), Scoring())
    assert dl.points_a == dl.points_b == 0
    idraw = score_match(Match(1, 1, 2, MatchKind.INTENTIONAL_DRAW), Scoring())
    assert idraw.points_a == idraw.points_b == 1
    with pytest.raises(ValueError):
        score_match(Match(1, 1, 2, MatchKind.FORFEIT), Scoring())
    with pytest.raises(ValueError):
        score_match(Match(1, 1, None, MatchKind.PLAYED), Scoring())


def test_late_entry_losses() -> None:
    ms = late_entry_matches(7, [1, 2])
    assert [m.round for m in ms] == [1, 2]
    s = score_match(ms[0], Scoring())
    assert s.outcome_a is L and s.points_a == 0 and not s.real_opponents
