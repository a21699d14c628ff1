"""``toybox-arena simulate GAME ...``: computer against computer, statistics.

One verb for every registered game, each game its own sub-command. A game that names its own
``simulate`` sub-command (``GameInfo.simulate``, a :class:`desktop.games.contracts.Simulation` in the
game's package) gets it, with its own options; any other game gets the generic one below, built on the
game's engine and computer players (``GameInfo.engine`` / ``GameInfo.players``)::

    toybox-arena simulate GAME --games N --players A,B [--seed S] [--setting KEY=VALUE] [--json]

Game ``g`` is played with seed ``S + g``; player A takes the first seat in even games and the second in
odd ones. A game's own sub-command finds the app's saved squads in ``args.saved`` (see
:mod:`desktop.cli.saved`): the game's package stays pure.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from collections.abc import Mapping
from typing import Any

#: decisions after which the generic sub-command calls time (a game that never ends)
MAX_DECISIONS = 100_000


def _runner(game: Any) -> Any:
    """The game's own :class:`Simulation`, or the generic one."""
    from desktop.lazy import load

    return load(game.simulate) if game.simulate else GenericSimulation(game)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from desktop.games import registry

    games = parser.add_subparsers(dest="game", metavar="GAME", required=True)
    for key, game in registry.GAMES.items():
        sub = games.add_parser(key, help=f"{game.name()} (simulate {key} --help)")
        _runner(game).add_arguments(sub)


def run(args: argparse.Namespace) -> int:
    from desktop.cli.saved import run_with_saved_data
    from desktop.games import registry

    return run_with_saved_data(_runner(registry.get(args.game)), args)


# --- the generic sub-command ------------------------------------------------------------------------


class GenericSimulation:
    """``simulate GAME`` for a game without its own sub-command: its engine and computer players."""

    def __init__(self, game: Any) -> None:
        self.game = game

    def add_arguments(self, parser: argparse.ArgumentParser) -> None:
        levels = ", ".join(self.game.players.LEVELS) if self.game.players is not None else "none"
        parser.add_argument(
            "--games", type=int, default=100, metavar="N", help="number of games (default 100)"
        )
        parser.add_argument(
            "--players", metavar="A,B", help=f"two players: {levels} (default: the first level)"
        )
        parser.add_argument(
            "--seed", type=int, default=1, metavar="S", help="seed of the first game (default 1)"
        )
        parser.add_argument(
            "--setting", action="append", default=[], metavar="KEY=VALUE", help="a setting of the game"
        )
        parser.add_argument("--json", action="store_true", help="print one JSON object instead of a table")

    def run(self, args: argparse.Namespace) -> int:
        game = self.game
        if game.engine is None or game.players is None:
            print(f"toybox-arena simulate: {game.name()} has no computer players to simulate with", file=sys.stderr)
            return 2
        levels = tuple(game.players.LEVELS)
        specs = tuple(p.strip() for p in (args.players or f"{levels[0]},{levels[0]}").split(","))
        if len(specs) != 2 or not all(specs):
            print(f"toybox-arena simulate: --players needs exactly two players, e.g. --players {levels[0]},{levels[-1]}",
                  file=sys.stderr)
            return 2
        if args.games < 1:
            print("toybox-arena simulate: --games must be at least 1", file=sys.stderr)
            return 2
        try:
            settings = parse_settings(game.settings, args.setting, scope="setup")
            stats = simulate_generic(game, args.games, (specs[0], specs[1]), args.seed, settings)
        except ValueError as exc:  # SettingError, an unknown player
            print(f"toybox-arena simulate: {exc}", file=sys.stderr)
            return 2
        if args.json:
            print(json.dumps(stats, sort_keys=True))
            return 0
        print(f"{game.name()}: {stats['games']} games, first seed {stats['seed']}")
        for name in stats["players"]:
            reasons = ", ".join(f"{k} {v}" for k, v in stats["wins_by_reason"][name].items()) or "-"
            print(f"  {name:<16} wins {stats['wins'][name]:>5}   ({reasons})")
        if stats["draws"]:
            print(f"  draws: {stats['draws']}")
        print(f"  mean decisions: {stats['mean_decisions']}")
        print(f"  games per second: {stats['games_per_second']}")
        return 0


def parse_settings(schema: Any, items: list[str], scope: str) -> dict[str, Any]:
    """``--setting KEY=VALUE`` items parsed with the game's schema and completed with the defaults."""
    from desktop.games import settings as schema_module

    known = schema_module.by_key(s for s in schema if scope in s.scopes)
    values: dict[str, Any] = {}
    for item in items:
        if "=" not in item:
            raise ValueError(f"--setting {item!r} is not KEY=VALUE")
        key, text = (part.strip() for part in item.split("=", 1))
        if key not in known:
            reason = f"is not a setting of this game (known: {', '.join(known)})"
            raise schema_module.SettingError(key[:40], reason)
        values[key] = schema_module.parse(known[key], text)
    return schema_module.check(schema, values, scope=scope)


def simulate_generic(
    game: Any, games: int, players: tuple[str, str], seed: int, settings: Mapping[str, Any]
) -> dict[str, Any]:
    """``games`` seeded games between two of the game's computer players, through the Engine contract."""
    engine, make = game.engine, game.players.make_player
    for spec in players:
        make(spec, 0)  # an unknown player is refused before the first game
    names = (f"A:{players[0]}", f"B:{players[1]}")
    wins: Counter[str] = Counter()
    by_reason: dict[str, Counter[str]] = {names[0]: Counter(), names[1]: Counter()}
    draws = 0
    decisions = 0
    started = time.perf_counter()
    for g in range(games):
        game_seed = seed + g
        a_first = g % 2 == 0
        pa, pb = make(players[0], game_seed * 2 + 1), make(players[1], game_seed * 2 + 2)
        seats = (pa, pb) if a_first else (pb, pa)
        state = engine.new_game(settings, game_seed)
        steps = 0
        while (seat := engine.to_move(state)) is not None and steps < MAX_DECISIONS:
            state, _events = engine.apply(state, seats[seat].choose(state))
            steps += 1
        decisions += steps
        res = engine.result(state) or engine.time_called_result(state)
        winner = res.get("winner") or ""
        if not winner:
            draws += 1
            continue
        name = names[0] if (winner == "a") == a_first else names[1]
        wins[name] += 1
        by_reason[name][str(res.get("ended", ""))] += 1
    elapsed = time.perf_counter() - started
    return {
        "game": game.key,
        "games": games,
        "players": list(names),
        "seed": seed,
        "settings": dict(settings),
        "wins": {n: wins[n] for n in names},
        "draws": draws,
        "wins_by_reason": {n: dict(sorted(by_reason[n].items())) for n in names},
        "mean_decisions": round(decisions / games, 2),
        "seconds": round(elapsed, 3),
        "games_per_second": round(games / elapsed, 2) if elapsed > 0 else None,
    }
