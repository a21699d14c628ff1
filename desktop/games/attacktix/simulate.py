"""``toybox-arena simulate attacktix --games N [--squads S1,S2] [--players A,B] [--seed S] [--json]``.

Attacktix's own ``simulate`` sub-command (:data:`SIMULATION`, named by the registry's
``GameInfo.simulate``).
Computer against computer on the physics table. Players: easy, normal, hard, random (one candidate per
decision) or ``LEVEL:N`` (N candidates per attack). Squads: ``MV-07+MV-08+MV-10,MV-19+MV-07+MV-20`` (collector
codes of the shipped catalog joined by ``+``); without ``--squads``, two legal 100-point squads. Seats
alternate: player A plays the first squad in even games, the second in odd ones. The turn limit is 60
turns (the game then ends as time called) unless ``--turn-limit`` says otherwise.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from types import SimpleNamespace
from typing import Any

from desktop.cli import bounds as B

DEFAULT_TURN_LIMIT = 60

GAMES_MAX = 1_000_000
CANDIDATES_MAX = 10_000
"""The largest ``LEVEL:CANDIDATES`` budget (shots weighed per attack; hard weighs 300)."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=B.bounded_int(1, GAMES_MAX, "--games"), default=100, metavar="N", help="number of games (default 100)")
    parser.add_argument(
        "--players",
        type=B.player_pair(CANDIDATES_MAX, "the candidates"),
        default="random,random",
        metavar="A,B",
        help="two players: easy, normal, hard, random or LEVEL:CANDIDATES (default random,random)",
    )
    parser.add_argument("--seed", type=B.bounded_int(-B.ID_MAX, B.ID_MAX, "the seed"), default=1, metavar="S", help="seed of the first game (default 1)")
    parser.add_argument(
        "--turn-limit",
        type=B.bounded_int(1, 10_000, "--turn-limit"),
        default=None,
        metavar="T",
        help=f"turn limit (default {DEFAULT_TURN_LIMIT}; the game then ends as time called)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    parser.add_argument(
        "--squads",
        default=None,
        metavar="S1,S2",
        help="Attacktix: two squads as collector codes joined by '+', e.g. MV-07+MV-08,MV-19+MV-20",
    )
    parser.add_argument(
        "--level",
        default="master",
        choices=("quick", "equal", "master"),
        help="Attacktix: Quick Battle, Equal Points or Master Battle (default)",
    )
    parser.add_argument(
        "--steady-hand",
        type=B.bounded_int(0, 100, "--steady-hand"),
        default=None,
        metavar="0-100",
        help="Attacktix: the steady hand setting (default 80; 100 = no deviation)",
    )


def make_player(spec: str, seed: int) -> Any:
    from desktop.games.attacktix.players import CANDIDATES, ComputerPlayer

    kind, _, budget = spec.partition(":")
    if kind == "random" and not budget:
        return ComputerPlayer("easy", seed, candidates=1)
    if kind not in CANDIDATES:
        raise ValueError(f"unknown player {spec!r}; use easy, normal, hard, random or LEVEL:CANDIDATES")
    if budget:
        if not budget.isdigit() or int(budget) < 1:
            raise ValueError(f"the candidates of {spec!r} must be a positive whole number")
        return ComputerPlayer(kind, seed, candidates=int(budget))
    return ComputerPlayer(kind, seed)


def parse_squads(text: str | None) -> tuple[list[str], list[str]] | None:
    from desktop.games.attacktix.engine import shipped_catalog

    if text is None:
        return None
    parts = [p.strip() for p in text.split(",")]
    if len(parts) != 2 or not all(parts):
        raise ValueError("--squads needs two squads, e.g. MV-07+MV-08,MV-19+MV-20")
    known = shipped_catalog()["figures"]
    squads = []
    for p in parts:
        codes = [c.strip().upper() for c in p.split("+") if c.strip()]
        for c in codes:
            if c not in known:
                raise ValueError(f"unknown figure {c!r} in --squads; known: {', '.join(sorted(known))}")
        squads.append(codes)
    return squads[0], squads[1]


def simulate_attacktix(
    games: int,
    players: tuple[str, str],
    squads: tuple[list[str], list[str]] | None = None,
    seed: int = 1,
    turn_limit: int = DEFAULT_TURN_LIMIT,
    level: str = "master",
    steady_hand: int | None = None,
) -> dict[str, Any]:
    from desktop.games.attacktix.engine import result
    from desktop.games.attacktix.players import DEFAULT_SQUADS, default_setup, play_game

    for spec in players:
        make_player(spec, 0)  # validate early
    sq = squads or (list(DEFAULT_SQUADS[0]), list(DEFAULT_SQUADS[1]))
    options: dict[str, Any] = {"turn_limit": turn_limit, "level": level}
    if steady_hand is not None:
        options["steady_hand"] = steady_hand
    names = (f"A:{players[0]}", f"B:{players[1]}")
    wins: Counter[str] = Counter()
    by_reason: dict[str, Counter[str]] = {names[0]: Counter(), names[1]: Counter()}
    squad_wins: Counter[str] = Counter()
    draws = 0
    points = {names[0]: 0, names[1]: 0}
    turns_total = 0
    started = time.perf_counter()
    for g in range(games):
        game_seed = seed + g
        a = make_player(players[0], game_seed * 2 + 1)
        b = make_player(players[1], game_seed * 2 + 2)
        a_first_squad = g % 2 == 0
        first, second = (a, b) if a_first_squad else (b, a)
        setup = default_setup(game_seed, sq, options)
        res = result(play_game(first, second, setup).state)
        seat = {"a": names[0] if a_first_squad else names[1], "b": names[1] if a_first_squad else names[0]}
        points[seat["a"]] += res["points_destroyed_a"]
        points[seat["b"]] += res["points_destroyed_b"]
        if res["winner"]:
            wins[seat[res["winner"]]] += 1
            by_reason[seat[res["winner"]]][res["ended"]] += 1
            squad_wins[res["winner"]] += 1
        else:
            draws += 1
        turns_total += res["turns"]
    elapsed = time.perf_counter() - started
    return {
        "game": "attacktix",
        "games": games,
        "players": list(names),
        "squads": [list(sq[0]), list(sq[1])],
        "level": level,
        "seed": seed,
        "turn_limit": turn_limit,
        "wins": {n: wins[n] for n in names},
        "draws": draws,
        "wins_by_reason": {n: dict(sorted(by_reason[n].items())) for n in names},
        "wins_by_squad": {"first": squad_wins["a"], "second": squad_wins["b"]},
        "points_destroyed": points,
        "mean_turns": round(turns_total / games, 2) if games else 0.0,
        "seconds": round(elapsed, 3),
        "games_per_second": round(games / elapsed, 2) if elapsed > 0 else None,
    }


def run(args: argparse.Namespace) -> int:
    specs = tuple(p.strip() for p in args.players.split(","))
    if len(specs) != 2 or not all(specs):
        print("toybox-arena simulate: --players needs exactly two players, e.g. --players hard,easy", file=sys.stderr)
        return 2
    if args.games < 1:
        print("toybox-arena simulate: --games must be at least 1", file=sys.stderr)
        return 2
    turn_limit = DEFAULT_TURN_LIMIT if args.turn_limit is None else args.turn_limit
    if turn_limit < 1:
        print("toybox-arena simulate: --turn-limit must be at least 1", file=sys.stderr)
        return 2
    try:
        squads = parse_squads(args.squads)
        stats = simulate_attacktix(
            args.games, (specs[0], specs[1]), squads, args.seed, turn_limit, args.level, args.steady_hand
        )
    except ValueError as exc:
        print(f"toybox-arena simulate: {exc}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(stats, sort_keys=True))
        return 0
    sq = " vs ".join("+".join(s) for s in stats["squads"])
    print(
        f"Attacktix: {stats['games']} games, {stats['level']} battle, squads {sq}, first seed {stats['seed']}"
    )
    for name in stats["players"]:
        reasons = ", ".join(f"{k} {v}" for k, v in stats["wins_by_reason"][name].items()) or "-"
        print(
            f"  {name:<16} wins {stats['wins'][name]:>5}   ({reasons})   points destroyed "
            f"{stats['points_destroyed'][name]}"
        )
    print(f"  draws: {stats['draws']}")
    print(
        f"  wins by squad: first {stats['wins_by_squad']['first']}, second {stats['wins_by_squad']['second']}"
    )
    print(f"  mean turns: {stats['mean_turns']}")
    print(f"  games per second: {stats['games_per_second']}")
    return 0


#: the ``simulate attacktix`` sub-command (:class:`desktop.games.contracts.Simulation`)
SIMULATION = SimpleNamespace(add_arguments=add_arguments, run=run)
