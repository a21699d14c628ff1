"""``toybox-arena simulate toybattle --games N --players A,B``: computer against computer, statistics.

Players: random, greedy, mcts, easy, normal, hard; ``mcts:500`` (or ``hard:500``) fixes the playouts per
decision (no time limit). Seats alternate: player A has Blue in even games, Red in odd ones. Who moves
first is drawn from each game's seed.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from typing import Any

GAMES_SUPPORTED = ("toybattle", "attacktix")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", choices=GAMES_SUPPORTED, help="which game to simulate")
    parser.add_argument("--games", type=int, default=100, metavar="N", help="number of games (default 100)")
    parser.add_argument("--players", default="random,random", metavar="A,B",
                        help="two players: random, greedy, mcts, easy, normal, hard (mcts:PLAYOUTS)")
    parser.add_argument("--terrain", default="random", metavar="KEY",
                        help="terrain key (castle, pool, clouds, jungle, cemetery, caribbean, station, "
                             "battlefield) or 'random' (default)")
    parser.add_argument("--seed", type=int, default=1, metavar="S", help="seed of the first game (default 1)")
    parser.add_argument("--beginner", action="store_true", help="beginner option: special bases have no effect")
    parser.add_argument("--turn-limit", type=int, default=None, metavar="T",
                        help="turn limit (default 300 for Toy Battle, 60 for Attacktix)")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    from desktop.cli import simulate_attacktix

    simulate_attacktix.add_arguments(parser)


def _make(spec: str, seed: int) -> Any:
    from desktop.games.toybattle.players import make_player

    kind, _, budget = spec.partition(":")
    if budget:
        if kind not in ("mcts", "hard"):
            raise ValueError(f"only mcts/hard take a playout budget, not {spec!r}")
        return make_player("mcts", seed, playouts=int(budget), time_limit=None)
    return make_player(kind, seed)


def simulate_toybattle(games: int, players: tuple[str, str], terrain: str = "random", seed: int = 1,
                       beginner: bool = False, turn_limit: int = 300) -> dict[str, Any]:
    from desktop.games.toybattle.engine import Options, result
    from desktop.games.toybattle.players import play_game
    from desktop.games.toybattle.terrain import load_builtin_terrains

    terrains = load_builtin_terrains()
    if terrain != "random" and terrain not in terrains:
        raise ValueError(f"unknown terrain {terrain!r}; known: {', '.join(terrains)}, random")
    for spec in players:
        _make(spec, 0)  # validate early
    names = (f"A:{players[0]}", f"B:{players[1]}")
    wins: Counter[str] = Counter()
    by_reason: dict[str, Counter[str]] = {names[0]: Counter(), names[1]: Counter()}
    colour_wins: Counter[str] = Counter()
    turns_total = 0
    pick = random.Random(seed)
    options = Options(beginner=beginner, turn_limit=turn_limit)
    started = time.perf_counter()
    for g in range(games):
        game_seed = seed + g
        key = pick.choice(list(terrains)) if terrain == "random" else terrain
        a = _make(players[0], game_seed * 2 + 1)
        b = _make(players[1], game_seed * 2 + 2)
        a_blue = g % 2 == 0
        blue, red = (a, b) if a_blue else (b, a)
        state = play_game(blue, red, terrains[key], game_seed, options).state
        res = result(state)
        winner_name = names[0] if (res["winner"] == "blue") == a_blue else names[1]
        wins[winner_name] += 1
        by_reason[winner_name][res["ended"] + ("/turn_limit" if res["turn_limit"] else "")] += 1
        colour_wins[res["winner"]] += 1
        turns_total += res["turns"]
    elapsed = time.perf_counter() - started
    return {
        "game": "toybattle",
        "games": games,
        "players": list(names),
        "terrain": terrain,
        "seed": seed,
        "wins": {n: wins[n] for n in names},
        "wins_by_reason": {n: dict(sorted(by_reason[n].items())) for n in names},
        "wins_by_colour": {c: colour_wins[c] for c in ("blue", "red")},
        "mean_turns": round(turns_total / games, 2) if games else 0.0,
        "seconds": round(elapsed, 3),
        "games_per_second": round(games / elapsed, 2) if elapsed > 0 else None,
    }


def run(args: argparse.Namespace) -> int:
    if args.game == "attacktix":
        from desktop.cli import simulate_attacktix

        return simulate_attacktix.run(args)
    if args.turn_limit is None:
        args.turn_limit = 300
    specs = tuple(p.strip() for p in args.players.split(","))
    if len(specs) != 2 or not all(specs):
        print("simulate: --players needs exactly two players, e.g. --players hard,greedy", file=sys.stderr)
        return 2
    if args.games < 1:
        print("simulate: --games must be at least 1", file=sys.stderr)
        return 2
    try:
        stats = simulate_toybattle(args.games, (specs[0], specs[1]), args.terrain, args.seed,
                                   args.beginner, args.turn_limit)
    except ValueError as exc:
        print(f"simulate: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(stats, sort_keys=True))
        return 0
    print(f"Toy Battle: {stats['games']} games, terrain {stats['terrain']}, first seed {stats['seed']}")
    for name in stats["players"]:
        reasons = ", ".join(f"{k} {v}" for k, v in stats["wins_by_reason"][name].items()) or "-"
        print(f"  {name:<16} wins {stats['wins'][name]:>5}   ({reasons})")
    print(f"  wins by colour: blue {stats['wins_by_colour']['blue']}, red {stats['wins_by_colour']['red']}")
    print(f"  mean turns: {stats['mean_turns']}")
    print(f"  games per second: {stats['games_per_second']}")
    return 0
