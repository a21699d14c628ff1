"""``simulate``: the fast path for random players, worker processes, per-game dispatch."""

from __future__ import annotations

import argparse
import dataclasses
import sys
import types

import pytest

from desktop.cli import simulate as simulate_cli
from desktop.games import registry
from desktop.games.toybattle import simulate
from desktop.games.toybattle.engine import P_OVER, apply, new_game, result, view
from desktop.games.toybattle.players import make_player
from desktop.games.toybattle.terrain import load_builtin_terrains


def test_fast_seats_play_the_same_game_as_random_players() -> None:
    """The fast path draws the same decisions a RandomPlayer with the same seed takes."""
    terrain = load_builtin_terrains()["station"]
    for seed in range(1, 6):
        fast = simulate._play_toybattle((simulate._fast_seat("random", 11), simulate._fast_seat("random", 12)),
                                        (True, True), terrain, seed, None)
        players = (make_player("random", 11), make_player("random", 12))
        state = new_game(terrain, seed)
        while state.phase != P_OVER:
            state, _ = apply(state, players[state.to_move].choose(view(state, state.to_move)))
        assert result(fast) == result(state)


def test_mixed_seats_fast_and_viewed() -> None:
    stats = simulate.simulate_toybattle(4, ("random", "greedy"), terrain="castle", seed=2)
    assert sum(stats["wins"].values()) == 4 and stats["wins"]["B:greedy"] >= 3


def test_worker_processes_give_the_same_counts() -> None:
    one = simulate.simulate_toybattle(60, ("random", "random"), seed=5, workers=1)
    two = simulate.simulate_toybattle(60, ("random", "random"), seed=5, workers=2)
    for key in ("wins", "wins_by_reason", "wins_by_colour", "mean_turns"):
        assert one[key] == two[key]


def test_another_game_dispatches_to_its_module(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []

    class Module:
        @staticmethod
        def add_arguments(parser: argparse.ArgumentParser) -> None:
            pass

        @staticmethod
        def run(args: argparse.Namespace) -> int:
            calls.append(args.game)
            return 0

    monkeypatch.setitem(sys.modules, "fake_simulation", types.SimpleNamespace(SIMULATION=Module))
    game = dataclasses.replace(registry.get("helix"), key="helix2", simulate="fake_simulation:SIMULATION")
    with registry.registered(game):
        assert simulate_cli.run(argparse.Namespace(game="helix2")) == 0
    assert calls == ["helix2"]
