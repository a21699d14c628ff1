"""Computer players: legal decisions from their own view only, budgets, obvious tactics, levels."""

from __future__ import annotations

import random
import time

import pytest

from desktop.games.toybattle.engine import Action, Game, legal_actions, position, view
from desktop.games.toybattle.players import (
    GreedyPlayer,
    MctsPlayer,
    RandomPlayer,
    evaluate,
    make_player,
    play_game,
    play_match,
)


@pytest.mark.parametrize("level", ["random", "greedy", "easy", "normal"])
def test_players_always_choose_a_legal_decision(level: str) -> None:
    for seed, terrain in enumerate(["castle", "pool", "jungle", "battlefield"]):
        game = Game(terrain, seed)
        players = (make_player(level, seed), make_player(level, seed + 100))
        while not game.state.over:
            p = game.state.to_move
            action = players[p].choose(view(game.state, p))
            assert action in legal_actions(game.state)
            game.play(action)


def test_mcts_plays_whole_games_legally_and_respects_its_playout_budget() -> None:
    for seed, terrain in enumerate(["clouds", "cemetery", "station"]):
        mcts = MctsPlayer(seed, playouts=40)
        game = play_game(mcts, RandomPlayer(seed), terrain, seed)
        assert game.state.over
        assert mcts.last_iterations in (0, 40)


def test_mcts_respects_its_time_budget() -> None:
    mcts = MctsPlayer(1, playouts=None, time_limit=0.2)
    s = Game("castle", 3).state
    t0 = time.perf_counter()
    action = mcts.choose(view(s, s.to_move))
    assert time.perf_counter() - t0 < 1.0
    assert action in legal_actions(s)
    assert mcts.last_iterations > 5
    with pytest.raises(ValueError):
        MctsPlayer(1, playouts=None, time_limit=None)


def test_players_decide_from_the_view_only() -> None:
    # two states that differ only in what Blue cannot know give Blue the same view and the same decision
    s = Game("cemetery", 8).state
    p = s.to_move
    other = view(s, p).determinize(random.Random(99))
    assert other.to_dict() != s.to_dict()
    assert view(other, p) == view(s, p)
    for make in (lambda: GreedyPlayer(5), lambda: MctsPlayer(5, playouts=60), lambda: RandomPlayer(5)):
        assert make().choose(view(s, p)) == make().choose(view(other, p))


def test_every_player_takes_an_open_enemy_hq() -> None:
    board = {b: [("blue", k)] for b, k in ((11, "skully"), (12, "skully"), (17, "star"), (20, "star"))}
    s = position("caribbean", board=board, racks={"blue": ["capn", "roxy", "jumbo"], "red": ["roxy", "kwak"]},
                 reserves={"blue": ["hook"], "red": ["hook"]})
    win = Action("place", None, 41)
    for player in (GreedyPlayer(1), MctsPlayer(1, playouts=200)):
        a = player.choose(view(s, "blue"))
        assert a.kind == "place" and a.node == win.node


def test_search_players_block_a_threat_on_their_hq() -> None:
    # Red stands next to Blue's HQ 1 (via 11, connected through 12-17-20); Blue must cover 11 with Roxy
    board = {20: [("red", "skully")], 17: [("red", "skully")], 12: [("red", "star")], 11: [("red", "capn")]}
    s = position("caribbean", board=board, racks={"blue": ["roxy", "skully"], "red": ["roxy", "hook"]},
                 reserves={"blue": ["jumbo"], "red": ["hook"]})
    for player in (GreedyPlayer(2), MctsPlayer(2, playouts=300)):
        a = player.choose(view(s, "blue"))
        assert a == Action("place", "roxy", 11) or a == Action("place", "roxy", 12), a


def test_evaluation_is_symmetric_in_sign_for_terminal_states() -> None:
    s = Game("castle", 1).state
    assert abs(evaluate(s, 0)) < 10_000
    board = {b: [("blue", "skully")] for b in (11, 13)}
    s = position("caribbean", board=board, racks={"blue": ["roxy"], "red": ["roxy"]}, medals={"blue": 4})
    from desktop.games.toybattle.engine import apply

    s2, _ = apply(s, Action("place", "roxy", 14))
    assert s2.over and evaluate(s2, 0) > 0 > evaluate(s2, 1)


def test_make_player_levels() -> None:
    assert isinstance(make_player("random", 1), RandomPlayer)
    assert isinstance(make_player("easy", 1), GreedyPlayer) and make_player("easy", 1).noise > 0
    assert isinstance(make_player("normal", 1), GreedyPlayer)
    hard = make_player("hard", 1)
    assert isinstance(hard, MctsPlayer) and hard.playouts and hard.time_limit is None
    assert isinstance(make_player("mcts", 1, playouts=10, time_limit=None), MctsPlayer)
    with pytest.raises(ValueError):
        make_player("grandmaster", 1)


def test_greedy_beats_random() -> None:
    wins = 0
    for g in range(6):
        greedy, rnd = GreedyPlayer(g), RandomPlayer(g)
        blue, red = (greedy, rnd) if g % 2 == 0 else (rnd, greedy)
        state = play_game(blue, red, ["castle", "pool", "clouds"][g % 3], 40 + g).state
        wins += (state.winner == 0) == (g % 2 == 0)
    assert wins >= 5


def test_play_match_gives_a_registry_result() -> None:
    from desktop.games.registry import get

    res, game = play_match("greedy", "random", terrain="random", seed=4, colour_a="red")
    assert res["colour_a"] == "red" and res["winner"] in ("a", "b")
    assert res["terrain"] == game.terrain.key and res["turns"] == game.state.turns_played
    assert res["winner"] == "a"  # greedy beats random here
    scored = get("toybattle").score_result(res)
    assert scored.outcome_a.value == "win" and scored.secondary_a == res["medals_a"]
    again, _ = play_match("greedy", "random", terrain="random", seed=4, colour_a="red")
    assert again == res
    assert game.log.replay() == game.state
