"""Battle Helix computer players, the batch simulator (equal to the engine), simulate helix, registry."""

from __future__ import annotations

import json
import random

import numpy as np
import pytest
from helix_helpers import glyph, helix, line_terrain, setup

from desktop.cli import main
from desktop.games import registry
from desktop.games.helix import fast, odds
from desktop.games.helix.engine import Game, Rules, Setup, as_helix, shipped_glyphs, shipped_terrains
from desktop.games.helix.players import (
    EasyPlayer,
    HardPlayer,
    NormalPlayer,
    make_player,
    play_game,
    play_match,
    play_tournament_game,
    sample_helix,
    space_scores,
)

GLYPHS = list(shipped_glyphs().values())
A, B = as_helix(GLYPHS[:6]), as_helix(GLYPHS[6:12])


def test_hard_calls_the_colour_with_the_higher_exact_chance():
    sol = odds.solve(A, B, 25)
    g = Game(Setup((A, B), 25, 4))
    hard = HardPlayer(0)
    for a, b in [(25, 25), (3, 17), (20, 2)]:
        g.state.pieces = [a, b]
        side = g.state.attacker
        calls = sol.call_chances(a, b, side)
        chosen = hard.choose(g)[1]
        assert calls[chosen] == max(calls.values())


def test_normal_mostly_calls_like_hard_and_easy_at_random():
    g = Game(Setup((A, B), 25, 4))
    g.state.pieces = [3, 17]  # a state where the two calls differ
    sol = odds.solve(A, B, 25)
    calls = sol.call_chances(3, 17, g.state.attacker)
    assert abs(calls["black"] - calls["white"]) > 1e-6
    best = sol.best_call(3, 17, g.state.attacker)
    normal = NormalPlayer(7)
    share = sum(normal.choose(g)[1] == best for _ in range(1000)) / 1000
    assert 0.72 < share < 0.88
    easy = EasyPlayer(7)
    share = sum(easy.choose(g)[1] == best for _ in range(1000)) / 1000
    assert 0.4 < share < 0.6


def test_levels_and_unknown_level():
    assert [make_player(x).level for x in ("easy", "normal", "hard")] == ["easy", "normal", "hard"]
    with pytest.raises(ValueError):
        make_player("wizard")


def test_hard_beats_easy_where_the_call_matters():
    strong_black = helix(glyph(9, ["sword"], 1, []))  # A attacks first (10 > 9)
    strong_white = helix(glyph(5, ["sword"], 4, ["sword"]))
    hard_a = [
        play_match(
            "hard", "easy", helix_a=strong_black, helix_b=strong_white, seed=s, settings={"pieces": 8}
        )[0]["winner"]
        for s in range(20)
    ]
    easy_a = [
        play_match(
            "easy", "hard", helix_a=strong_black, helix_b=strong_white, seed=s, settings={"pieces": 8}
        )[0]["winner"]
        for s in range(20)
    ]
    assert hard_a.count("a") == 20  # Hard calls black for ever and wins every round
    assert easy_a.count("a") < 10  # Easy soon calls white, loses the attack, and Hard keeps it


def test_terrain_moves_toward_own_species_and_away_from_the_opponents():
    t = line_terrain(
        "tx",
        "x",
        length=7,
        start=(4, 5),
        special={
            1: {"bonus": {"species": "x", "value": 2}},
            7: {"bonus": {"species": "y", "value": 2}},
        },
    )
    a = helix(glyph(9, [], 9, species="x"))
    b = helix(glyph(1, [], 0, species="y"))
    g = Game(setup(a, b, terrains=[t], seed=1))
    scores = space_scores(g, 0, t)
    assert scores[1] > scores[4] > scores[7]
    g.state.positions = [4, 5]
    g.state.phase, g.state.to_move, g.state.choices = "move", 0, [3]
    assert HardPlayer(0).choose(g) == ("move", 3)


def test_computer_players_finish_terrain_battles():
    for seed in range(5):
        res, game = play_match("normal", "hard", seed=seed, settings={"terrain_mode": True, "pieces": 10})
        assert game.state.over and res["terrains"]
        registry.get("helix").score_result(res)


def test_registry_hooks_for_demo_events():
    info = registry.get("helix")
    assert info.module("engine").result is not None
    players = info.module("players")
    res = players.play_tournament_game(
        seed=3, settings={"pieces": 8, "blast": "mirror"}, colour_a=None, level="hard"
    )
    assert res == play_tournament_game(seed=3, settings={"pieces": 8, "blast": "mirror"}, level="hard")
    assert info.score_result(res).outcome_a.value in ("win", "loss")


def test_sample_helixes_are_legal():
    from desktop.games.helix.helix import MAX_GOLD

    rng = random.Random(5)
    for _ in range(50):
        h = sample_helix(rng)
        assert len(h) == 6 and sum(g.gold for g in h) <= MAX_GOLD


@pytest.mark.parametrize(
    "rules",
    [
        Rules(),
        Rules(blast="mirror", tie_attacker="attacker", double_bomb_once=False),
        Rules(end_check="swords", both_out="performer_wins", round_limit=20),
        Rules(bomb_roll="always", blast="mirror", double_bomb_once=False),
    ],
)
def test_batch_simulator_gives_the_very_battles_of_the_engine(rules):
    rng = random.Random(99)
    for trial in range(3):
        ha, hb = sample_helix(rng), sample_helix(rng)
        seeds = np.arange(1000 * trial, 1000 * trial + 150)
        pieces = 10 + 5 * trial
        res = fast.simulate_hard(ha, hb, seeds, pieces, rules)
        for i, s in enumerate(seeds):
            g = play_game(HardPlayer(), HardPlayer(), Setup((ha, hb), pieces, int(s), rules))
            st = g.state
            assert int(res.winner[i]) == (-1 if st.winner is None else st.winner)
            assert res.pieces[i].tolist() == st.pieces
            assert int(res.rounds[i]) == st.round
            assert int(res.rng[i]) == st.rng
            assert bool(res.ended_by_pieces[i]) == (st.ended == "pieces")


def test_simulate_helix_command(capsys):
    assert (
        main(["simulate", "helix", "--games", "300", "--players", "hard,hard", "--pieces", "10", "--json"])
        == 0
    )
    fast_stats = json.loads(capsys.readouterr().out)
    assert (
        main(
            [
                "simulate",
                "helix",
                "--games",
                "300",
                "--players",
                "hard,hard",
                "--pieces",
                "10",
                "--plain",
                "--json",
            ]
        )
        == 0
    )
    plain_stats = json.loads(capsys.readouterr().out)
    assert fast_stats["fast_path"] and not plain_stats["fast_path"]
    for key in ("wins", "wins_by_reason", "first_attacker_wins", "mean_rounds", "draws"):
        assert fast_stats[key] == plain_stats[key]
    assert sum(fast_stats["wins"].values()) + fast_stats["draws"] == 300
    assert main(["simulate", "helix", "--games", "4", "--players", "easy,normal", "--terrain"]) == 0
    out = capsys.readouterr().out
    assert "terrain mode" in out and "A:easy" in out and "exact classic odds" in out


@pytest.mark.parametrize(
    "args",
    [
        ["--players", "hard"],
        ["--players", "hard,wizard"],
        ["--games", "0"],
        ["--pieces", "0"],
        ["--helixes", "only-one"],
    ],
)
def test_simulate_helix_refuses_bad_input(capsys, args):
    assert main(["simulate", "helix", *args]) == 2
    err = capsys.readouterr().err  # a runtime refusal or a usage error of the sub-command (one line)
    assert "simulate:" in err or "simulate helix: error:" in err


def test_odds_command(capsys):
    keys_a = ",".join(g.key for g in A)
    keys_b = ",".join(g.key for g in B)
    assert main(["odds", keys_a, keys_b, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    exact = odds.solve(A, B, 25).chance()
    assert out["a"]["chance"] == pytest.approx(exact[0]) and out["b"]["chance"] == pytest.approx(exact[1])
    assert set(out["best_call"]) == {"a", "b"}
    assert main(["odds", keys_a, keys_b, "--now", "4,9", "--attacker", "b", "--pieces", "12"]) == 0
    text = capsys.readouterr().out
    a_chance = odds.solve(A, B, 12).chance(4, 9, 1)[0]
    assert f"{100 * a_chance:.4f} %" in text and "best call when B attacks" in text
    assert "best call when A attacks" not in text
    names = ",".join(g.name for g in A)
    assert main(["odds", names, keys_b, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["a"]["chance"] == pytest.approx(exact[0])


@pytest.mark.parametrize(
    "args",
    [
        ["nope", "nope"],
        ["a,b,c,d,e,f", "x"],
        ["--now", "30,1"],
        ["--now", "x"],
        ["--attacker", "a"],
        ["--pieces", "0"],
        ["--rule", "blast=sideways"],
    ],
)
def test_odds_command_refuses_bad_input(capsys, args):
    keys = ",".join(g.key for g in A)
    full = args if args[0] in ("nope", "a,b,c,d,e,f") else [keys, keys, *args]
    assert main(["odds", *full]) == 2
    assert "odds:" in capsys.readouterr().err


def test_odds_command_reads_saved_helixes(capsys, monkeypatch):
    from desktop.services import squads as svc
    from desktop.services.database import open_database

    db = open_database(None)
    svc.save_squad(db, kind="helix.helix", name="Tidal", data={"slots": [g.key for g in A]})
    db.close()
    keys_b = ",".join(g.key for g in B)
    assert main(["odds", "tidal", keys_b, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["a"]["name"] == "Tidal"
    assert out["a"]["chance"] == pytest.approx(odds.solve(A, B, 25).chance()[0])


def test_shipped_terrains_load():
    assert len(shipped_terrains()) >= 3


def test_registry_declares_every_rules_option_as_an_event_setting():
    declared = {s.key: s for s in registry.get("helix").settings}
    defaults = Rules().to_dict()
    for name, value in defaults.items():
        assert declared[name].default == value
    assert declared["pieces"].default == 25 and declared["terrain_mode"].default is False
    from desktop.games.helix.engine import OPTION_CHOICES

    for name, choices in OPTION_CHOICES.items():
        if declared[name].kind == "choice":
            assert tuple(declared[name].choices) == choices
    # the demo event plays with the event's settings
    res = play_tournament_game(seed=1, settings={"pieces": 3, "round_limit": 1, "size": 6}, level="easy")
    assert res["rounds"] == 1


def test_odds_command_never_prints_a_negative_zero(capsys, monkeypatch):
    # a solved chance a rounding error below zero (-1e-18) printed as "-0.00 %"
    real = odds.Solution.call_chances

    def tiny_negative(self, a, b, attacker):
        out = dict(real(self, a, b, attacker))
        out["black"] = -1e-18
        return out

    monkeypatch.setattr(odds.Solution, "call_chances", tiny_negative)
    monkeypatch.setattr(odds.Solution, "chance", lambda self, a=None, b=None, attacker=None: (-1e-18, 1.0))
    keys_a = ",".join(g.key for g in A)
    keys_b = ",".join(g.key for g in B)
    assert main(["odds", keys_a, keys_b]) == 0
    text = capsys.readouterr().out
    assert "-0.0" not in text
    assert "black 0.00 %" in text and ": 0.0000 %" in text
