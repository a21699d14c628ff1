"""Scoring of each game's result through the registry."""

from __future__ import annotations

import pytest

from desktop.games.registry import GAMES, Outcome, ResultError, get

W, D, L = Outcome.WIN, Outcome.DRAW, Outcome.LOSS


def test_three_games_with_names_in_both_languages() -> None:
    assert set(GAMES) == {"attacktix", "helix", "toybattle"}
    for game in GAMES.values():
        assert game.name("en") and game.name("uk") and game.name("en") != game.name("uk")
        assert game.time_called_reason in game.end_reasons
        keys = [f.key for f in game.result_fields]
        assert keys[:2] == ["winner", "ended"]


def test_unknown_game_is_named() -> None:
    with pytest.raises(KeyError, match="chess"):
        get("chess")


# --- Toy Battle ---------------------------------------------------------------------------------


def tb(**kw):  # type: ignore[no-untyped-def]
    base = {"winner": "a", "ended": "hq", "medals_a": 0, "medals_b": 0}
    base.update(kw)
    return get("toybattle").score_result(base)


def test_toybattle_hq_win_with_fewer_medals_is_a_win() -> None:
    r = tb(winner="a", ended="hq", medals_a=1, medals_b=5)
    assert (r.outcome_a, r.outcome_b) == (W, L)
    assert (r.secondary_a, r.secondary_b) == (1, 5)


def test_toybattle_medal_win_for_b() -> None:
    r = tb(winner="b", ended="medals", medals_a=3, medals_b=7)
    assert (r.outcome_a, r.outcome_b) == (L, W)


def test_toybattle_time_called_more_medals_wins_equal_is_draw() -> None:
    r = tb(winner="", ended="time_called", medals_a=4, medals_b=2)
    assert (r.outcome_a, r.outcome_b) == (W, L)
    r = tb(winner="", ended="time_called", medals_a=3, medals_b=3)
    assert (r.outcome_a, r.outcome_b) == (D, D)


def test_toybattle_time_called_winner_must_match_medals() -> None:
    with pytest.raises(ResultError) as err:
        tb(winner="b", ended="time_called", medals_a=4, medals_b=2)
    assert err.value.field == "winner"


def test_toybattle_end_medals_winner_has_more_medals() -> None:
    with pytest.raises(ResultError):
        tb(winner="a", ended="end_medals", medals_a=1, medals_b=2)
    r = tb(winner="a", ended="end_tiebreak", medals_a=2, medals_b=2)
    assert r.outcome_a == W


def test_toybattle_finished_game_needs_winner() -> None:
    with pytest.raises(ResultError, match="winner"):
        tb(winner="", ended="hq")


def test_toybattle_field_validation() -> None:
    with pytest.raises(ResultError) as err:
        tb(ended="sudden_death")
    assert err.value.field == "ended"
    with pytest.raises(ResultError) as err:
        tb(medals_a=-1)
    assert err.value.field == "medals_a"
    with pytest.raises(ResultError) as err:
        tb(medals_b="3")
    assert err.value.field == "medals_b"


# --- Attacktix -----------------------------------------------------------------------------------


def ax(**kw):  # type: ignore[no-untyped-def]
    base = {"winner": "a", "ended": "last_figure", "points_destroyed_a": 100, "points_destroyed_b": 40}
    base.update(kw)
    return get("attacktix").score_result(base)


def test_attacktix_last_figure() -> None:
    r = ax()
    assert (r.outcome_a, r.outcome_b, r.secondary_a, r.secondary_b) == (W, L, 100, 40)


def test_attacktix_time_called_points_destroyed_decide() -> None:
    assert ax(winner="", ended="time_called", points_destroyed_a=30, points_destroyed_b=60).outcome_b == W
    r = ax(winner="", ended="time_called", points_destroyed_a=50, points_destroyed_b=50)
    assert (r.outcome_a, r.outcome_b) == (D, D)


def test_attacktix_double_knockout_is_a_draw() -> None:
    r = ax(winner="", ended="double_knockout", points_destroyed_a=100, points_destroyed_b=100)
    assert (r.outcome_a, r.outcome_b) == (D, D)
    with pytest.raises(ResultError):
        ax(winner="a", ended="double_knockout")


# --- Battle Helix --------------------------------------------------------------------------------


def bh(**kw):  # type: ignore[no-untyped-def]
    base = {"winner": "b", "ended": "pieces", "pieces_left_a": 0, "pieces_left_b": 7}
    base.update(kw)
    return get("helix").score_result(base)


def test_helix_pieces_win() -> None:
    r = bh()
    assert (r.outcome_a, r.outcome_b, r.secondary_a, r.secondary_b) == (L, W, 0, 7)


def test_helix_pieces_win_leaves_loser_empty() -> None:
    with pytest.raises(ResultError):
        bh(winner="b", pieces_left_a=3)


def test_helix_time_called() -> None:
    assert bh(winner="", ended="time_called", pieces_left_a=9, pieces_left_b=4).outcome_a == W
    r = bh(winner="", ended="time_called", pieces_left_a=5, pieces_left_b=5)
    assert (r.outcome_a, r.outcome_b) == (D, D)


def test_outcome_opposite() -> None:
    assert W.opposite() is L and L.opposite() is W and D.opposite() is D


def test_attached_modules_are_what_the_registry_names() -> None:
    for game in GAMES.values():
        catalog = game.module("catalog")
        assert catalog is not None and catalog.KINDS, game.key
        assert all(kind.key.startswith(game.key + ".") for kind in catalog.KINDS)
    assert get("attacktix").module("squad").check is not None
    assert get("helix").module("squad").check is not None
    assert get("toybattle").squad_module is None  # both sides have the same 24 troops
    engine = get("toybattle").module("engine")
    players = get("toybattle").module("players")
    assert engine is not None and hasattr(engine, "new_game") and hasattr(engine, "apply")
    assert players is not None and hasattr(players, "make_player")
    # Games whose engines arrive later say so by returning None, not by failing.
    helix_players = get("helix").module("players")
    assert helix_players is not None and hasattr(helix_players, "play_tournament_game")
    assert hasattr(get("helix").module("engine"), "result")
    ax_engine, ax_players = get("attacktix").module("engine"), get("attacktix").module("players")
    assert ax_engine is not None and hasattr(ax_engine, "new_game") and hasattr(ax_engine, "apply")
    assert ax_players is not None and hasattr(ax_players, "play_tournament_game")


def test_toybattle_engine_result_scores_through_the_registry() -> None:
    engine = get("toybattle").module("engine")
    players = get("toybattle").module("players")
    result, _game = players.play_match("greedy", "random", terrain="castle", seed=7, colour_a="blue")
    scored = get("toybattle").score_result(result)
    assert {scored.outcome_a, scored.outcome_b} in ({W, L}, {D})
    assert scored.secondary_a == result["medals_a"] and scored.secondary_b == result["medals_b"]
    assert engine is not None
