"""Toy Battle strength benchmark (plain script, not collected by pytest; takes several minutes).

    .venv/bin/python tests/benchmarks/toybattle_strength.py [--games 40] [--playouts 1000] [--jobs 2]

Hard (the MCTS player) at a fixed number of playouts per decision plays ``--games`` games against the
random player and as many against the greedy player; seats (colours) alternate, terrains rotate through
the eight published ones, and each game has its own seed. Targets: >= 38/40 against random and
>= 26/40 against greedy (scaled to --games). Exits 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from desktop.games.toybattle.engine import result  # noqa: E402
from desktop.games.toybattle.players import GreedyPlayer, MctsPlayer, RandomPlayer, play_game  # noqa: E402
from desktop.games.toybattle.terrain import BUILTIN_KEYS  # noqa: E402

TARGETS = {"random": 38 / 40, "greedy": 26 / 40}


def one_game(args: tuple[str, int, int]) -> tuple[str, int, bool, str, str, int, float]:
    opponent, g, playouts = args
    hard = MctsPlayer(seed=10_000 + g, playouts=playouts, time_limit=None)
    other = RandomPlayer(seed=20_000 + g) if opponent == "random" else GreedyPlayer(seed=20_000 + g)
    terrain = BUILTIN_KEYS[g % len(BUILTIN_KEYS)]
    hard_colour = "blue" if g % 2 == 0 else "red"
    blue, red = (hard, other) if hard_colour == "blue" else (other, hard)
    t0 = time.perf_counter()
    state = play_game(blue, red, terrain, seed=7_000 + g).state
    res = result(state)
    return opponent, g, res["winner"] == hard_colour, terrain, res["ended"], res["turns"], time.perf_counter() - t0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--playouts", type=int, default=1000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    jobs = [(opp, g, args.playouts) for opp in ("random", "greedy") for g in range(args.games)]
    wins = {"random": 0, "greedy": 0}
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for opp, g, won, terrain, ended, turns, secs in pool.map(one_game, jobs):
            wins[opp] += won
            if args.verbose:
                print(f"  vs {opp:<6} game {g:>2} {terrain:<11} {'won ' if won else 'LOST'} {ended:<12} "
                      f"{turns:>3} turns {secs:5.1f} s", flush=True)
    ok = True
    for opp in ("random", "greedy"):
        need = math.ceil(TARGETS[opp] * args.games)
        print(f"hard ({args.playouts} playouts/decision) vs {opp}: {wins[opp]}/{args.games} wins "
              f"(target {need}/{args.games})")
        ok &= wins[opp] >= need
    print(f"elapsed: {time.perf_counter() - started:.0f} s with {args.jobs} worker(s)")
    print("OK" if ok else "TARGET MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
