"""The strength benchmark's generic ISMCTS opponent and its Wilson bound (tests/benchmarks/toybattle_strength.py)."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType

import pytest

from desktop.games.toybattle.engine import Game, view
from desktop.games.toybattle.players import RandomPlayer, play_game


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "toybattle_strength.py"
    spec = importlib.util.spec_from_file_location("toybattle_strength_bench", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_wilson_lower_bound_matches_the_targets(bench: ModuleType) -> None:
    assert bench.wilson_lower(75, 100) == pytest.approx(0.6570, abs=5e-4)
    assert bench.wilson_lower(60, 100) == pytest.approx(0.5020, abs=5e-4)
    assert bench.wilson_lower(0, 10) == pytest.approx(0.0, abs=1e-12)
    assert bench.wilson_lower(10, 10) == pytest.approx(0.7225, abs=5e-4)


def test_ismcts_opponent_decides_from_its_view_only(bench: ModuleType) -> None:
    s = Game("cemetery", 8).state
    p = s.to_move
    other = view(s, p).determinize(random.Random(99))
    assert other.to_dict() != s.to_dict() and view(other, p) == view(s, p)
    assert bench.IsmctsPlayer(5, 80).choose(view(s, p)) == bench.IsmctsPlayer(5, 80).choose(view(other, p))


def test_ismcts_opponent_plays_legal_whole_games_and_beats_random(bench: ModuleType) -> None:
    wins = 0
    for g, terrain in enumerate(("station", "pool", "clouds", "battlefield")):
        ismcts, rnd = bench.IsmctsPlayer(g, 50), RandomPlayer(g)
        blue, red = (ismcts, rnd) if g % 2 == 0 else (rnd, ismcts)
        game = play_game(blue, red, terrain, 30 + g)
        assert game.state.over and game.log.replay() == game.state
        wins += game.state.winner == g % 2
    assert wins >= 3, wins
