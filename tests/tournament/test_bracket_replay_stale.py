"""Review 9, item 1 in the logic: a bracket replayed from matches as they were paired never raises; a match
whose players are no longer the bracket's (paired on a result corrected since) is left out with every match
after it; and how far each player went (Bracket.reached)."""

from __future__ import annotations

from desktop.tournament.elimination import Bracket


def test_a_match_paired_on_a_corrected_result_is_stale_with_what_follows_it() -> None:
    b = Bracket.single([1, 2, 3, 4, 5, 6, 7, 8])
    # W1-0 is 1 v 8: 8 won it at first and was paired in W2-0 against 4 (who beat 5); then 1 was entered.
    played = {
        "W1-0": (1, 8, 1),  # corrected: 1 goes on now
        "W1-1": (4, 5, 4),
        "W1-2": (2, 7, 2),
        "W1-3": (3, 6, 3),
        "W2-0": (8, 4, 8),  # paired on the old result
        "W2-1": (2, 3, 2),
        "W3-0": (8, 2, 2),
    }
    assert b.replay(played) == ["W2-0", "W3-0"]
    assert b.stale == ["W2-0", "W3-0"]
    assert b.participants("W2-0") == (1, 4) and b.matches["W2-0"].winner is None
    assert b.ready() == ["W2-0"]  # the way on: pair it again
    assert b.champion() is None


def test_a_consistent_bracket_replays_as_recorded() -> None:
    b = Bracket.single([1, 2, 3, 4])
    assert b.replay({"W1-0": (1, 4, 4), "W1-1": (2, 3, 2), "W2-0": (4, 2, 4)}) == []
    assert b.champion() == 4
    assert [b.reached(p) for p in (4, 2)] == ["champion", "final"]
    assert b.reached(1, "W1-0") == "semi_final"


def test_how_far_a_player_went_names_the_round() -> None:
    b = Bracket.single(list(range(1, 17)), third_place=True)
    assert b.reached(16, "W1-0") == "round_of:16"
    assert b.reached(9, "W2-0") == "quarter_final"
    d = Bracket.double_elimination([1, 2, 3, 4])
    assert d.reached(4, "L1-0") == "losers_round:1"
    assert d.reached(2, "GF") == "grand_final"
    assert d.reached(1) == "winners_round:1"  # still in: the furthest match it is in
