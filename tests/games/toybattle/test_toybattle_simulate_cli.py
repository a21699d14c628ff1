"""``toybox-arena simulate toybattle``: statistics, JSON output, seeds, errors."""

from __future__ import annotations

import json

import pytest

from desktop.cli import main


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    assert main(["simulate", "toybattle", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_simulate_prints_one_json_object(capsys: pytest.CaptureFixture[str]) -> None:
    stats = run_json(capsys, "--games", "6", "--players", "random,greedy", "--seed", "3")
    assert stats["games"] == 6 and stats["players"] == ["A:random", "B:greedy"]
    assert sum(stats["wins"].values()) == 6
    assert stats["wins"]["B:greedy"] >= 5
    assert sum(sum(r.values()) for r in stats["wins_by_reason"].values()) == 6
    assert set(stats["wins_by_reason"]["B:greedy"]) <= {"hq", "medals", "end_medals", "end_tiebreak"}
    assert sum(stats["wins_by_colour"].values()) == 6
    assert stats["mean_turns"] > 0 and stats["games_per_second"] > 0
    # seeded: the same command gives the same games
    again = run_json(capsys, "--games", "6", "--players", "random,greedy", "--seed", "3")
    assert again["wins"] == stats["wins"] and again["mean_turns"] == stats["mean_turns"]


def test_simulate_table_and_terrain_choice(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "toybattle", "--games", "2", "--players", "mcts:30,random", "--terrain", "pool"]) == 0
    out = capsys.readouterr().out
    assert "A:mcts:30" in out and "games per second" in out and "terrain pool" in out


@pytest.mark.parametrize("players", ["random", "random,wizard", "greedy:50,random"])
def test_simulate_refuses_bad_players(capsys: pytest.CaptureFixture[str], players: str) -> None:
    assert main(["simulate", "toybattle", "--games", "1", "--players", players]) == 2
    assert "simulate:" in capsys.readouterr().err


def test_simulate_refuses_unknown_terrain(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "toybattle", "--games", "1", "--terrain", "moon"]) == 2
    assert "unknown terrain" in capsys.readouterr().err
