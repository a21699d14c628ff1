"""Toy Battle's own ``simulate`` sub-command (:data:`SIMULATION`, named by the registry's
``GameInfo.simulate``): ``toybox-arena simulate toybattle --games N --players A,B``.

Players: random, greedy, mcts, easy, normal, hard; ``mcts:500`` (or ``hard:500``) fixes the
playouts per decision (no time limit). Seats alternate: player A has Blue in even games, Red in odd ones.
Who moves first is drawn from each game's seed. A random player takes the engine's fast path (its
decisions drawn straight from the in-place state's codes, no view or action objects); the others see only
their own view, as in the app.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections import Counter
from types import SimpleNamespace
from typing import Any

from desktop.cli import bounds as B

GAMES = B.bounded_int(1, 1_000_000, "--games")
SEED = B.bounded_int(-B.ID_MAX, B.ID_MAX, "the seed")
PLAYOUTS_MAX = 100_000
"""The largest playout budget of an MCTS player (``mcts:N``): N playouts at every move."""

FAST_PLAYERS = ("random",)  # players whose decisions the engine's fast path can draw itself


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=GAMES, default=100, metavar="N", help="number of games (default 100)")
    parser.add_argument(
        "--players",
        type=B.player_pair(PLAYOUTS_MAX, "the playouts"),
        default="random,random",
        metavar="A,B",
        help="two players: random, greedy, mcts, easy, normal, hard (mcts:PLAYOUTS)",
    )
    parser.add_argument(
        "--terrain",
        default="random",
        metavar="KEY",
        help="terrain key (castle, pool, clouds, jungle, cemetery, caribbean, station, "
        "battlefield) or 'random' (default)",
    )
    parser.add_argument("--seed", type=SEED, default=1, metavar="S", help="seed of the first game (default 1)")
    parser.add_argument(
        "--beginner", action="store_true", help="beginner option: special bases have no effect"
    )
    parser.add_argument(
        "--turn-limit", type=B.bounded_int(1, 10_000, "--turn-limit"), default=300, metavar="T",
        help="turn limit (default 300)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of a table")


def _make(spec: str, seed: int) -> Any:
    from desktop.games.toybattle.players import make_player

    kind, _, budget = spec.partition(":")
    if budget:
        if kind not in ("mcts", "hard"):
            raise ValueError(f"only mcts/hard take a playout budget, not {spec!r}")
        return make_player("mcts", seed, playouts=int(budget), time_limit=None)
    return make_player(kind, seed)


def _fast_seat(spec: str, seed: int) -> Any:
    """The random source of a fast-path seat (the same seeding as ``make_player("random", seed)``)."""
    return random.Random(seed)._randbelow  # type: ignore[attr-defined]


def _play_toybattle(
    seats: tuple[Any, Any], fast: tuple[bool, bool], terrain: Any, seed: int, options: Any
) -> Any:
    """One game; a fast seat draws its decision from the state's codes, in place (no copies)."""
    from desktop.games.toybattle.engine import P_OVER, apply, new_game, view

    state = new_game(terrain, seed, options)
    if fast[0] and fast[1]:
        draws = seats
        while state.phase != P_OVER:
            state.apply_code(state.random_code(draws[state.to_move]))
        return state
    while state.phase != P_OVER:
        p = state.to_move
        if fast[p]:
            state.apply_code(state.random_code(seats[p]))
        else:
            state, _ = apply(state, seats[p].choose(view(state, p)))
    return state


def _run_games(job: tuple[list[tuple[int, str]], tuple[str, str], int, bool, int]) -> dict[str, Any]:
    """Play the games ``[(index, terrain key)]``; partial counts (also run in a worker process)."""
    from desktop.games.toybattle.engine import Options, result
    from desktop.games.toybattle.terrain import load_builtin_terrains

    games, players, seed, beginner, turn_limit = job
    terrains = load_builtin_terrains()
    fast = (players[0] in FAST_PLAYERS, players[1] in FAST_PLAYERS)
    options = Options(beginner=beginner, turn_limit=turn_limit)
    wins = [0, 0]
    by_reason: list[Counter[str]] = [Counter(), Counter()]
    colour_wins: Counter[str] = Counter()
    turns_total = 0
    for g, key in games:
        game_seed = seed + g
        seat_a = (
            _fast_seat(players[0], game_seed * 2 + 1) if fast[0] else _make(players[0], game_seed * 2 + 1)
        )
        seat_b = (
            _fast_seat(players[1], game_seed * 2 + 2) if fast[1] else _make(players[1], game_seed * 2 + 2)
        )
        a_blue = g % 2 == 0
        seats = (seat_a, seat_b) if a_blue else (seat_b, seat_a)
        seat_fast = fast if a_blue else (fast[1], fast[0])
        res = result(_play_toybattle(seats, seat_fast, terrains[key], game_seed, options))
        winner = 0 if (res["winner"] == "blue") == a_blue else 1
        wins[winner] += 1
        by_reason[winner][res["ended"] + ("/turn_limit" if res["turn_limit"] else "")] += 1
        colour_wins[res["winner"]] += 1
        turns_total += res["turns"]
    return {"wins": wins, "by_reason": by_reason, "colour_wins": colour_wins, "turns": turns_total}


PARALLEL_FROM = 1000  # games; fewer are played in this process


def _ignore_interrupt() -> None:
    """A worker leaves Ctrl-C to the main process (one line, exit 130; the pool is ended there)."""
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _workers(games: int) -> int:
    if games < PARALLEL_FROM:
        return 1
    try:
        cpus = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cpus = os.cpu_count() or 1
    return max(1, min(cpus, 8))


def simulate_toybattle(
    games: int,
    players: tuple[str, str],
    terrain: str = "random",
    seed: int = 1,
    beginner: bool = False,
    turn_limit: int = 300,
    workers: int | None = None,
) -> dict[str, Any]:
    """Play ``games`` seeded games; each game depends only on its seed, so the counts are the same however
    many worker processes share the games (one per core from PARALLEL_FROM games on)."""
    from desktop.games.toybattle.terrain import load_builtin_terrains

    terrains = load_builtin_terrains()
    if terrain != "random" and terrain not in terrains:
        raise ValueError(f"unknown terrain {terrain!r}; known: {', '.join(terrains)}, random")
    for spec in players:
        _make(spec, 0)  # validate early
    names = (f"A:{players[0]}", f"B:{players[1]}")
    pick = random.Random(seed)
    keys = list(terrains)
    plan = [(g, pick.choice(keys) if terrain == "random" else terrain) for g in range(games)]
    started = time.perf_counter()
    n = workers if workers is not None else _workers(games)
    if n <= 1:
        parts = [_run_games((plan, players, seed, beginner, turn_limit))]
    else:
        import multiprocessing

        chunks = [plan[i::n] for i in range(n)]
        method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
        with multiprocessing.get_context(method).Pool(n, initializer=_ignore_interrupt) as pool:
            parts = pool.map(_run_games, [(c, players, seed, beginner, turn_limit) for c in chunks])
    wins: Counter[str] = Counter()
    by_reason: dict[str, Counter[str]] = {names[0]: Counter(), names[1]: Counter()}
    colour_wins: Counter[str] = Counter()
    turns_total = 0
    for part in parts:
        for i in (0, 1):
            wins[names[i]] += part["wins"][i]
            by_reason[names[i]].update(part["by_reason"][i])
        colour_wins.update(part["colour_wins"])
        turns_total += part["turns"]
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
    specs = tuple(p.strip() for p in args.players.split(","))
    if len(specs) != 2 or not all(specs):
        print("toybox-arena simulate: --players needs exactly two players, e.g. --players hard,greedy", file=sys.stderr)
        return 2
    if args.games < 1:
        print("toybox-arena simulate: --games must be at least 1", file=sys.stderr)
        return 2
    try:
        stats = simulate_toybattle(
            args.games, (specs[0], specs[1]), args.terrain, args.seed, args.beginner, args.turn_limit
        )
    except ValueError as exc:
        print(f"toybox-arena simulate: {exc}", file=sys.stderr)
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


#: the ``simulate toybattle`` sub-command (:class:`desktop.games.contracts.Simulation`)
SIMULATION = SimpleNamespace(add_arguments=add_arguments, run=run)
