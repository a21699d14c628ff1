"""A Toy Battle result's end reason must fit its medals (review 9, item 15): the medal target ends the game
at the claim that reaches it, so its winner has more medals; at the end of the game (no move left, or the
turn limit) more medals win and only equal medals go to the tie-break; an HQ win ignores the medals. The
desk shows the refusal in the interface's language."""

from __future__ import annotations

import pytest

from desktop.games.contracts import Outcome, ResultError
from desktop.games.registry import get
from desktop.games.toybattle import game as tb_game

W, L = Outcome.WIN, Outcome.LOSS


def score(**kw: object):  # type: ignore[no-untyped-def]
    return get("toybattle").score_result(kw)


@pytest.mark.parametrize(
    ("winner", "ended", "a", "b", "field", "reason"),
    [
        ("a", "medals", 3, 5, "winner", tb_game.MEDAL_TARGET_WINNER),  # the reviewer's result
        ("b", "medals", 6, 2, "winner", tb_game.MEDAL_TARGET_WINNER),
        ("a", "medals", 4, 4, "winner", tb_game.MEDAL_TARGET_WINNER),
        ("a", "end_medals", 1, 2, "winner", tb_game.END_MEDALS_WINNER),
        ("a", "end_medals", 3, 3, "ended", tb_game.END_MEDALS_EQUAL),
        ("a", "end_tiebreak", 4, 2, "ended", tb_game.END_TIEBREAK_UNEQUAL),
        ("b", "end_tiebreak", 4, 2, "ended", tb_game.END_TIEBREAK_UNEQUAL),
    ],
)
def test_an_end_reason_that_does_not_fit_the_medals_is_refused_naming_the_field(
    winner: str, ended: str, a: int, b: int, field: str, reason: str
) -> None:
    with pytest.raises(ResultError) as refused:
        score(winner=winner, ended=ended, medals_a=a, medals_b=b)
    assert (refused.value.field, refused.value.message) == (field, reason)


@pytest.mark.parametrize(
    ("winner", "ended", "a", "b", "outcome_a"),
    [
        ("a", "medals", 5, 3, W),
        ("b", "medals", 2, 6, L),
        ("a", "end_medals", 4, 1, W),
        ("b", "end_tiebreak", 3, 3, L),
        ("a", "hq", 0, 5, W),  # a troop on the enemy HQ wins whatever the medals
        ("b", "hq", 5, 0, L),
    ],
)
def test_an_end_reason_that_fits_the_medals_is_scored(winner: str, ended: str, a: int, b: int, outcome_a: Outcome) -> None:
    r = score(winner=winner, ended=ended, medals_a=a, medals_b=b)
    assert r.outcome_a == outcome_a and (r.secondary_a, r.secondary_b) == (a, b)


def test_the_refusals_the_rules_give_are_all_marked_for_translation() -> None:
    from desktop.ui.games.toybattle import texts

    assert texts.RESULT_REFUSALS == tb_game.RESULT_REFUSALS


def test_the_desk_refuses_a_medal_win_for_fewer_medals_in_ukrainian(qtbot, db) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import tournament as svc
    from desktop.ui import i18n
    from desktop.ui.errors import error_text

    ev = svc.create_event(db, svc.EventSpec(name="Cup", game="toybattle")).summary.id
    for name in ("Ann", "Bob"):
        svc.register_player(db, ev, name)
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    match = rnd.matches[0]
    bad = {"winner": "a", "ended": "medals", "medals_a": 3, "medals_b": 5}
    with pytest.raises(svc.ResultEntryError) as refused:
        svc.record_result(db, match.id, [bad])
    assert refused.value.message == f"game 1: winner: {tb_game.MEDAL_TARGET_WINNER}"  # the command line's
    assert error_text(refused.value) == f"Game 1: winner: {tb_game.MEDAL_TARGET_WINNER}"
    assert i18n.install("uk")
    try:
        shown = error_text(refused.value)
    finally:
        i18n.install("en")
    assert "медал" in shown and "medal" not in shown, shown
    assert svc.get_match(db, match.id).games == ()
