"""Computer players, the registry hooks (demo/tournament games) and ``simulate attacktix``."""

from __future__ import annotations

import json

import pytest

from desktop.cli import main
from desktop.games import registry
from desktop.games.attacktix import engine as E
from desktop.games.attacktix import players as P
from desktop.games.attacktix import squad as S


def test_levels_differ_only_by_candidates() -> None:
    assert P.CANDIDATES["easy"] * 10 == P.CANDIDATES["hard"]
    assert P.CANDIDATES["easy"] < P.CANDIDATES["normal"] < P.CANDIDATES["hard"]
    easy, hard = P.make_player("easy", 1), P.make_player("hard", 1)
    assert vars(easy).keys() == vars(hard).keys()
    assert {k: v for k, v in vars(easy).items() if k not in ("level", "name", "candidates", "rng")} == {
        k: v for k, v in vars(hard).items() if k not in ("level", "name", "candidates", "rng")
    }
    with pytest.raises(ValueError):
        P.make_player("wizard")


def test_default_squads_are_legal_100_point_tournament_squads() -> None:
    shipped = E.shipped_catalog()["figures"]
    for codes in P.DEFAULT_SQUADS:
        assert sum(shipped[c]["points"] for c in codes) == 100
        refs = [S.figure_from_catalog(c, shipped[c]) for c in codes]
        squad = S.Squad(name="x", entries=tuple(S.SquadEntry(r, 1) for r in refs))
        rules = S.rules_from_settings({"point_limit": 100, "profile": "tournament"})
        assert S.check(squad, rules) == []


def test_a_computer_game_is_seeded_and_replays() -> None:
    res1, g1 = P.play_match("normal", "easy", seed=4)
    res2, g2 = P.play_match("normal", "easy", seed=4)
    assert res1 == res2 and g1.to_dict() == g2.to_dict()
    assert E.Game.replay(json.loads(json.dumps(g1.to_dict()))).state == g1.state
    registry.get("attacktix").score_result(res1)  # valid registry fields


def test_the_computer_takes_a_sure_kill() -> None:
    s = E.new_game(
        [["MV-07"], ["MV-19", "MV-22"]],
        seed=1,
        options={"first_player": "a", "steady_hand": 100, "check_squads": False},
    )
    a, b, c = s.figures
    a["x"], a["y"], b["x"], b["y"], c["x"], c["y"] = 18.0, 10.0, 18.0, 14.0, 30.0, 30.0
    s2 = s
    for _ in range(5):
        act = P.make_player("hard", 3).choose(s2)
        s2, _ = E.apply(s2, act)
        if act["type"] == "attack":
            break
    assert s2.points[0] >= 20


def test_tournament_and_demo_hooks_play_attacktix() -> None:
    from desktop.services.tournament_demo import computer_game, has_computer_players

    assert has_computer_players("attacktix")
    res = computer_game(
        registry.get("attacktix"), 3, colour_a=None, settings={"steady_hand": 90}, level="easy"
    )
    registry.get("attacktix").score_result(res)
    assert res["ended"] in E.END_REASONS
    with pytest.raises(ValueError):
        P.play_tournament_game(seed=1, settings={"steady_hand": 500})


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    assert main(["simulate", "attacktix", *args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_simulate_attacktix_json_and_seeded(capsys: pytest.CaptureFixture[str]) -> None:
    stats = run_json(capsys, "--games", "2", "--players", "normal,random", "--seed", "3")
    assert stats["game"] == "attacktix" and stats["games"] == 2 and stats["turn_limit"] == 60
    assert sum(stats["wins"].values()) + stats["draws"] == 2
    assert [sum(1 for _ in s) for s in stats["squads"]] == [3, 3]
    again = run_json(capsys, "--games", "2", "--players", "normal,random", "--seed", "3")
    assert again["wins"] == stats["wins"] and again["points_destroyed"] == stats["points_destroyed"]


def test_simulate_attacktix_squads_and_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(
            [
                "simulate",
                "attacktix",
                "--games",
                "1",
                "--players",
                "easy,random",
                "--squads",
                "MV-13+MV-14+MV-22,MV-21+MV-14+MV-22",
                "--turn-limit",
                "6",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "MV-13+MV-14+MV-22 vs MV-21+MV-14+MV-22" in out and "games per second" in out


@pytest.mark.parametrize(
    "args",
    [
        ["--players", "easy"],
        ["--players", "easy,wizard"],
        ["--squads", "MV-99,MV-01"],
        ["--squads", "MV-01"],
        ["--players", "hard:x,easy"],
        ["--games", "0"],
    ],
)
def test_simulate_attacktix_refuses_bad_input(capsys: pytest.CaptureFixture[str], args: list[str]) -> None:
    assert main(["simulate", "attacktix", "--games", "1", *args]) == 2
    err = capsys.readouterr().err  # a runtime refusal or a usage error of the sub-command (one line)
    assert "simulate:" in err or "simulate attacktix: error:" in err
