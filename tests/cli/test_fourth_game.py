"""A fourth game that exists only in this test, registered through the registry alone (issue 22): it
appears in ``simulate`` (the generic sub-command, built on its engine and computer players), its events
check their settings with its schema, and its results are recorded and scored. No project file names it.
"""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pytest

from desktop.cli import main
from desktop.games import registry
from desktop.games.contracts import Engine, GameInfo, Players, ResultField, ScoredResult, outcomes
from desktop.games.settings import Setting

# --- the game: Nim with one pile, take 1 or 2 stones, whoever takes the last stone wins ------------------


@dataclass(frozen=True)
class NimState:
    stones: int
    seat: int
    taken: tuple[int, int] = (0, 0)


class NimEngine:
    def new_game(self, settings: Mapping[str, Any], seed: int, squads: Sequence[Any] | None = None) -> NimState:
        return NimState(int(settings["stones"]), seed % 2)

    def to_move(self, state: NimState) -> int | None:
        return None if state.stones == 0 else state.seat

    def legal_actions(self, state: NimState) -> Sequence[int]:
        return [n for n in (1, 2) if n <= state.stones]

    def apply(self, state: NimState, action: int) -> tuple[NimState, list[Any]]:
        if action not in self.legal_actions(state):
            raise ValueError(f"cannot take {action}")
        taken = list(state.taken)
        taken[state.seat] += action
        return NimState(state.stones - action, 1 - state.seat, (taken[0], taken[1])), [("took", action)]

    def result(self, state: NimState) -> dict[str, Any] | None:
        if state.stones:
            return None
        last = 1 - state.seat  # who took the last stone
        return {"winner": "ab"[last], "ended": "last_stone", "taken_a": state.taken[0], "taken_b": state.taken[1]}

    def time_called_result(self, state: NimState) -> dict[str, Any]:
        return {"winner": "", "ended": "time_called", "taken_a": state.taken[0], "taken_b": state.taken[1]}

    def replay(self, settings: Mapping[str, Any], seed: int, actions: Sequence[Any],
               squads: Sequence[Any] | None = None) -> NimState:
        state = self.new_game(settings, seed)
        for action in actions:
            state, _ = self.apply(state, action)
        return state


class NimPlayer:
    def __init__(self, level: str, seed: int) -> None:
        self.level = level
        self.rng = random.Random(seed)

    def choose(self, state: NimState) -> int:
        if self.level == "perfect" and state.stones % 3:
            return state.stones % 3  # leave a multiple of three
        return self.rng.choice([n for n in (1, 2) if n <= state.stones])


class NimPlayers:
    LEVELS = ("random", "perfect")

    def make_player(self, spec: str, seed: int = 0) -> NimPlayer:
        if spec not in self.LEVELS:
            raise ValueError(f"unknown player {spec!r}; use random or perfect")
        return NimPlayer(spec, seed)


def score(result: Mapping[str, Any]) -> ScoredResult:
    taken = (float(result["taken_a"]), float(result["taken_b"]))
    a, b = outcomes(result, "time_called", taken)
    return ScoredResult(a, b, taken[0], taken[1])


NIM = GameInfo(
    key="nim",
    names={"en": "Nim", "uk": "Нім"},
    short="NM",
    end_reasons=("last_stone", "time_called"),
    time_called_reason="time_called",
    result_fields=(
        ResultField("winner", "Winner", "side"),
        ResultField("ended", "How it ended", "choice", ("last_stone", "time_called")),
        ResultField("taken_a", "Stones taken by player A", "int", minimum=0, maximum=1000),
        ResultField("taken_b", "Stones taken by player B", "int", minimum=0, maximum=1000),
    ),
    secondary_label="Stones taken",
    scorer=score,
    settings=(Setting("stones", "int", 10, "Stones", "The stones on the pile", minimum=1, maximum=1000),),
    engine=NimEngine(),
    players=NimPlayers(),
)


@pytest.fixture
def nim():  # type: ignore[no-untyped-def]
    with registry.registered(NIM) as game:
        yield game


def test_the_fake_game_meets_the_contracts() -> None:
    assert isinstance(NIM.engine, Engine) and isinstance(NIM.players, Players)


def test_fourth_game_appears_in_simulate_as_the_generic_sub_command(nim, capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["simulate", "nim", "--games", "20", "--players", "perfect,random", "--seed", "4",
                 "--setting", "stones=9", "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    assert stats["game"] == "nim" and stats["games"] == 20 and stats["settings"] == {"stones": 9}
    # the perfect player wins every game it starts on a pile of 9 (it takes the first decision on
    # even games) or whenever the random player leaves it a pile not divisible by three
    assert stats["wins"]["A:perfect"] + stats["wins"]["B:random"] == 20
    assert stats["wins"]["A:perfect"] >= 10
    assert stats["wins_by_reason"]["A:perfect"] == {"last_stone": stats["wins"]["A:perfect"]}
    # the same seeds give the same games
    assert main(["simulate", "nim", "--games", "20", "--players", "perfect,random", "--seed", "4",
                 "--setting", "stones=9", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["wins"] == stats["wins"]
    assert main(["simulate", "nim", "--games", "3"]) == 0
    assert "Nim: 3 games" in capsys.readouterr().out


@pytest.mark.parametrize(
    "args, message",
    [
        (["--players", "perfect,genius"], "unknown player 'genius'"),
        (["--setting", "stones=0"], "stones: must be at least 1"),
        (["--setting", "colour=red"], "colour: is not a setting of this game"),
        (["--games", "0"], "--games must be at least 1"),
    ],
)
def test_fourth_game_simulate_refuses_bad_input(nim, capsys, args, message) -> None:  # type: ignore[no-untyped-def]
    assert main(["simulate", "nim", *args]) == 2
    assert message in capsys.readouterr().err


def test_fourth_game_is_not_offered_once_unregistered(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["simulate", "nim", "--games", "1"]) == 2  # a usage error: one line, status 2
    assert "invalid choice: 'nim'" in capsys.readouterr().err


def test_fourth_game_event_records_a_result_and_scores_it(nim, db) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import tournament as svc

    with pytest.raises(svc.GameSettingsError, match="the Nim setting stones: must be at most 1000"):
        svc.create_event(db, svc.EventSpec(name="Nim Cup", game="nim", game_settings={"stones": 5000}))
    ev = svc.create_event(db, svc.EventSpec(name="Nim Cup", game="nim", game_settings={"stones": 7})).summary.id
    for name in ("Ann", "Bob"):
        svc.register_player(db, ev, name)
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    (match,) = rnd.matches
    # a game played through the fake engine by its computer players
    engine, players = nim.engine, nim.players
    state = engine.new_game(svc.event_game_settings(nim, svc.get_event(db, ev).game_settings), seed=0)
    seats = (players.make_player("perfect", 1), players.make_player("random", 2))
    while (seat := engine.to_move(state)) is not None:
        state, _ = engine.apply(state, seats[seat].choose(state))
    result = engine.result(state)
    assert result["taken_a"] + result["taken_b"] == 7
    view = svc.record_result(db, match.id, [result], who="desk")
    winner_a = result["winner"] == "a"
    assert (view.points_a, view.points_b) == ((3, 0) if winner_a else (0, 3))
    assert view.games[0].secondary_a == result["taken_a"]
    with pytest.raises(svc.ResultEntryError, match="taken_b"):
        svc.record_result(db, match.id, [{"winner": "a", "ended": "last_stone", "taken_a": 4}])
    lines = svc.standings(db, ev).lines
    assert [line.points for line in lines] == [3, 0]


def test_fourth_game_demo_event_is_played_by_its_computer_players(nim, db_path, capsys) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import tournament as svc
    from desktop.services.database import open_database

    url = f"sqlite:///{db_path}"
    assert main(["--database", url, "event", "demo", "--game", "nim", "--players", "4", "--rounds", "2",
                 "--play", "--setting", "stones=8", "--json"]) == 0
    res = json.loads(capsys.readouterr().out)
    assert res["played_by_computer"] is True and res["games"] == 4
    db = open_database(url)
    try:
        assert svc.get_event(db, res["event_id"]).game_settings == {"stones": 8}
        view = svc.load_event(db, res["event_id"])
        results = [g.result for rv in view.rounds for m in rv.matches for g in m.games]
        assert len(results) == 4
        assert all(r["ended"] == "last_stone" and r["taken_a"] + r["taken_b"] == 8 for r in results)
        assert sum(line.points for line in svc.standings(db, res["event_id"]).lines) == 4 * 3
    finally:
        db.close()


def test_a_games_own_verb_is_listed_and_reads_saved_data(db_path, capsys, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import dataclasses
    import sys
    import types

    seen: dict[str, Any] = {}

    def add_arguments(parser: Any) -> None:
        parser.add_argument("name")

    def run(args: Any) -> int:
        seen["glyphs"] = len(args.saved.catalog("helix.glyph"))
        seen["squad"] = args.saved.squad("helix.helix", args.name)
        print(f"counted {args.name}")
        return 0

    verb = types.SimpleNamespace(add_arguments=add_arguments, run=run)
    monkeypatch.setitem(sys.modules, "fake_nim_verbs", types.SimpleNamespace(COUNT=verb))
    game = dataclasses.replace(NIM, cli_verbs={"nimcount": ("fake_nim_verbs:COUNT", "count the stones")})
    url = f"sqlite:///{db_path}"
    with registry.registered(game):
        with pytest.raises(SystemExit):
            main(["--help"])
        assert "nimcount" in capsys.readouterr().out
        assert main(["--database", url, "nimcount", "pile"]) == 0
    assert capsys.readouterr().out.strip() == "counted pile"
    assert seen["glyphs"] > 0 and seen["squad"] is None
    assert main(["--database", url, "nimcount", "pile"]) == 2  # gone with its game: a usage error
