"""The logic's games read from the database are shared values (issue 27: a 1,024-player event built and
kept 7,168 game objects of a few dozen distinct values, for every pairing and on the page)."""

from __future__ import annotations

import pytest

from desktop.services import tournament_queries
from desktop.services.tournament_context import shared_game
from desktop.services.tournament_demo import build_demo
from desktop.tournament.results import Game, Outcome


def test_a_game_of_the_same_value_is_one_object_and_keeps_its_numbers_types():
    game = shared_game("win", 3, 1)
    assert game is shared_game("win", 3, 1)
    assert game == Game(Outcome.WIN, 3, 1)
    floats = shared_game("win", 3.0, 1)
    assert type(floats.secondary_a) is float and type(game.secondary_a) is int
    assert shared_game("draw", 2, 2).outcome_a is Outcome.DRAW
    with pytest.raises(ValueError):
        shared_game("maybe", 0, 0)


def test_an_events_matches_share_their_games(db) -> None:  # type: ignore[no-untyped-def]
    demo = build_demo(db, game="toybattle", players=20, rounds=3, seed=5)
    snap = tournament_queries.open_event(db, demo.event_id)
    games = [g for m in snap.history.values() for g in m.games]
    assert len(games) >= 30
    assert len({id(g) for g in games}) == len(set(games)) < len(games)
