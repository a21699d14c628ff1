"""``toybox-arena simulate helix --games N [--helixes A,B] [--players A,B] [--pieces P] [--terrain] [--seed S]``.

Battle Helix's own ``simulate`` sub-command (:data:`SIMULATION`, named by the registry's
``GameInfo.simulate``). Computer against computer Battle Helix battles, with statistics.
Players: easy, normal, hard. Helixes:
two saved helix names separated by a comma, or ``sample`` (default: two legal helixes drawn from the
shipped sample glyphs by the seed). Game ``g`` is played with seed ``S + g``. Classic battles between
two Hard players run on the numpy batch simulator (:mod:`desktop.games.helix.fast`), proved by tests
to give the very battles of the plain engine; ``--plain`` forces the plain engine.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections import Counter
from types import SimpleNamespace
from typing import Any

from desktop.cli import bounds as B
from desktop.games.contracts import SavedData

GAMES_MAX = 1_000_000


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--games", type=B.bounded_int(1, GAMES_MAX, "--games"), default=100, metavar="N", help="number of battles (default 100)")
    parser.add_argument(
        "--helixes",
        default="sample",
        metavar="A,B",
        help="two saved helix names, or 'sample' (default): two sample helixes from the seed",
    )
    parser.add_argument(
        "--players",
        type=B.player_pair(1, "the level"),
        default="hard,hard",
        metavar="A,B",
        help="two players: easy, normal, hard (default hard,hard)",
    )
    parser.add_argument("--pieces", type=B.bounded_int(1, 200, "--pieces"), default=25, metavar="P", help="starting pieces (default 25)")
    parser.add_argument("--terrain", action="store_true", help="terrain mode on the shipped battle terrains")
    parser.add_argument(
        "--seed", type=B.bounded_int(-B.ID_MAX, B.ID_MAX, "the seed"), default=1, metavar="S", help="seed of the first battle (default 1)"
    )
    parser.add_argument("--plain", action="store_true", help="never use the batch simulator")
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of a table")


def _helixes(spec: str, seed: int, saved: SavedData) -> tuple[tuple[str, str], tuple[Any, Any]]:
    from desktop.games.helix.commands import resolve_helix
    from desktop.games.helix.players import sample_helix

    if spec.strip().lower() == "sample":
        rng = random.Random(seed)
        return ("sample A", "sample B"), (sample_helix(rng), sample_helix(rng))
    names = [p.strip() for p in spec.split(",")]
    if len(names) != 2 or not all(names):
        raise ValueError("--helixes needs two saved helix names separated by a comma, or 'sample'")
    (na, ha), (nb, hb) = resolve_helix(saved, names[0]), resolve_helix(saved, names[1])
    return (na, nb), (ha, hb)


def simulate_helix(
    games: int,
    players: tuple[str, str],
    helixes: tuple[Any, Any],
    pieces: int = 25,
    terrain: bool = False,
    seed: int = 1,
    plain: bool = False,
) -> dict[str, Any]:
    from desktop.games.helix import odds
    from desktop.games.helix.engine import Rules, Setup, as_helix, shipped_terrains
    from desktop.games.helix.players import make_player, play_game

    for p in players:
        make_player(p, 0)  # validate early
    if not 1 <= pieces <= 200:
        raise ValueError("--pieces must be from 1 to 200")
    ha, hb = as_helix(helixes[0]), as_helix(helixes[1])
    names = (f"A:{players[0]}", f"B:{players[1]}")
    wins: Counter[str] = Counter()
    by_reason: dict[str, Counter[str]] = {names[0]: Counter(), names[1]: Counter(), "draw": Counter()}
    first_attacker_wins = 0
    rounds_total = 0
    started = time.perf_counter()
    fast_path = not plain and not terrain and players == ("hard", "hard")
    if fast_path:
        import numpy as np

        from desktop.games.helix.fast import simulate_hard

        res = simulate_hard(ha, hb, np.arange(seed, seed + games), pieces)
        for side in (0, 1):
            n = int(np.count_nonzero(res.winner == side))
            wins[names[side]] = n
            by_reason[names[side]]["pieces"] = int(
                np.count_nonzero((res.winner == side) & res.ended_by_pieces)
            )
            by_reason[names[side]]["time_called"] = n - by_reason[names[side]]["pieces"]
        by_reason["draw"]["time_called"] = int(np.count_nonzero(res.winner < 0))
        first_attacker_wins = int(np.count_nonzero(res.winner == res.first_attacker))
        rounds_total = int(res.rounds.sum())
    else:
        terrains = tuple(shipped_terrains().values()) if terrain else ()
        for g in range(games):
            game_seed = seed + g
            a = make_player(players[0], game_seed * 2 + 1)
            b = make_player(players[1], game_seed * 2 + 2)
            game = play_game(a, b, Setup((ha, hb), pieces, game_seed, Rules(), terrain, terrains))
            s = game.state
            key = "draw" if s.winner is None else names[s.winner]
            if s.winner is not None:
                wins[key] += 1
            by_reason[key][s.ended] += 1
            first = next(e["attacker"] for e in game.events if e["type"] == "attacker")
            first_attacker_wins += s.winner == first
            rounds_total += s.round
    elapsed = time.perf_counter() - started
    exact = odds.solve(ha, hb, pieces).chance()
    return {
        "game": "helix",
        "games": games,
        "players": list(names),
        "pieces": pieces,
        "terrain": terrain,
        "seed": seed,
        "fast_path": fast_path,
        "wins": {n: wins[n] for n in names},
        "draws": sum(by_reason["draw"].values()),
        "wins_by_reason": {n: {k: v for k, v in sorted(by_reason[n].items()) if v} for n in names},
        "first_attacker_wins": first_attacker_wins,
        "mean_rounds": round(rounds_total / games, 2) if games else 0.0,
        "exact_chance": {names[0]: exact[0], names[1]: exact[1]},
        "seconds": round(elapsed, 3),
        "games_per_second": round(games / elapsed, 2) if elapsed > 0 else None,
    }


def run(args: argparse.Namespace) -> int:
    specs = tuple(p.strip().lower() for p in args.players.split(","))
    if len(specs) != 2 or not all(specs):
        print("toybox-arena simulate: --players needs exactly two players, e.g. --players hard,easy", file=sys.stderr)
        return 2
    if args.games < 1:
        print("toybox-arena simulate: --games must be at least 1", file=sys.stderr)
        return 2
    try:
        helix_names, helixes = _helixes(args.helixes, args.seed, args.saved)
        stats = simulate_helix(
            args.games, (specs[0], specs[1]), helixes, args.pieces, args.terrain, args.seed, args.plain
        )
    except ValueError as exc:  # SavedDataError too
        print(f"toybox-arena simulate: {exc}", file=sys.stderr)
        return 2
    stats["helixes"] = list(helix_names)
    if args.json:
        print(json.dumps(stats, sort_keys=True))
        return 0
    mode = "terrain mode" if stats["terrain"] else "classic"
    print(
        f"Battle Helix: {stats['games']} battles, {stats['pieces']} pieces, {mode}, first seed {stats['seed']}"
    )
    print(f"  helixes: A {helix_names[0]}, B {helix_names[1]}")
    for name in stats["players"]:
        reasons = ", ".join(f"{k} {v}" for k, v in stats["wins_by_reason"][name].items()) or "-"
        share = 100 * stats["wins"][name] / stats["games"]
        print(
            f"  {name:<10} wins {stats['wins'][name]:>7} ({share:6.2f} %; exact classic odds "
            f"{100 * stats['exact_chance'][name]:6.2f} %)  ({reasons})"
        )
    if stats["draws"]:
        print(f"  draws (time called, equal pieces): {stats['draws']}")
    print(f"  the first Attacker won {stats['first_attacker_wins']} battles")
    print(f"  mean rounds: {stats['mean_rounds']}")
    print(
        f"  battles per second: {stats['games_per_second']}"
        + (" (batch simulator)" if stats["fast_path"] else "")
    )
    return 0


#: the ``simulate helix`` sub-command (:class:`desktop.games.contracts.Simulation`)
SIMULATION = SimpleNamespace(add_arguments=add_arguments, run=run)
