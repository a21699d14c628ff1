"""Toy Battle strength benchmark (plain script, not collected by pytest; CPU-heavy: tens of minutes).

    .venv/bin/python tests/benchmarks/toybattle_strength.py [--games 100] [--opponents ismcts1000,ismcts5000]
                                                            [--jobs 2] [--hard-playouts N] [--verbose]

Hard, exactly as the app and the commands make it (``make_player("hard", seed)``: a playout budget, no
clock), plays ``--games`` games against each opponent. Seats alternate within every terrain: game g is
on terrain ``g // 2 % 8`` and Hard is Blue when g is even, Red when odd; each game has its own seed.

Opponents:

- ``random``, ``greedy``: the project's own players. Targets >= 38/40 and >= 26/40 wins (scaled).
- ``ismctsN``: a generic single-observer Information-Set MCTS with N iterations a decision, written
  here on the engine's public search interface and independent of Hard's code. It sees only its own
  :class:`PlayerView`: every iteration re-draws the hidden information (the opponent's rack, both
  reserves' order, the removed troops, the generator) with ``view.determinize``, descends one shared
  tree by UCB1 over the decisions legal in that sample (availability counts), adds one random untried
  decision, and plays the game out uniformly at random to its end (win 1, loss 0).
  Targets: ismcts1000 win rate >= 0.75 with a Wilson 95% lower bound >= 0.65; ismcts5000 >= 0.60 and
  >= 0.50. Targets are defined for >= 100 games; smaller samples print the figures only as a guide.

Prints each figure beside its target and the Hard decision times seen (a decision timed by CPU time of
its own process); exits 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from desktop.games.toybattle.engine import P_OVER, Action, PlayerView, result  # noqa: E402
from desktop.games.toybattle.players import (  # noqa: E402
    GreedyPlayer,
    RandomPlayer,
    make_player,
    play_game,
)
from desktop.games.toybattle.terrain import BUILTIN_KEYS  # noqa: E402

# opponent -> (least win rate, least Wilson 95% lower bound)
TARGETS = {
    "random": (38 / 40, 0.0),
    "greedy": (26 / 40, 0.0),
    "ismcts1000": (0.75, 0.65),
    "ismcts5000": (0.60, 0.50),
}
MIN_GAMES_FOR_WILSON = 100


def wilson_lower(wins: int, n: int, z: float = 1.96) -> float:
    """Lower end of the Wilson score interval (95% by default) of a win rate."""
    if n == 0:
        return 0.0
    p = wins / n
    centre = p + z * z / (2 * n)
    margin = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (centre - margin) / (1 + z * z / n)


class _Node:
    __slots__ = ("player", "n", "w", "avail", "children")

    def __init__(self, player: int) -> None:
        self.player = player  # who took the decision leading here
        self.n = 0
        self.w = 0.0
        self.avail = 1
        self.children: dict[tuple[int, int, int], _Node] = {}


class IsmctsPlayer:
    """Generic single-observer ISMCTS (Cowling, Powley & Whitehouse 2012) with random playouts."""

    name = "ismcts"

    def __init__(self, seed: int, iterations: int, exploration: float = 0.7) -> None:
        self.rnd = random.Random(seed)
        self.iterations = iterations
        self.c = exploration

    def choose(self, v: PlayerView) -> Action:
        rnd = self.rnd
        randbelow = rnd._randbelow  # type: ignore[attr-defined]
        first = v.determinize(rnd)
        legal = first.codes()
        if len(legal) == 1:
            return first.code_to_action(legal[0])
        root = _Node(1 - v.player)
        c = self.c
        log = math.log
        sqrt = math.sqrt
        for _ in range(self.iterations):
            s = v.determinize(rnd)
            node = root
            path = [root]
            while s.phase != P_OVER:
                codes = s.codes()
                children = node.children
                untried = []
                best = None
                best_v = -1.0
                for code in codes:
                    ch = children.get(code)
                    if ch is None:
                        untried.append(code)
                    else:
                        ch.avail += 1
                        val = ch.w / ch.n + c * sqrt(log(ch.avail) / ch.n)
                        if val > best_v:
                            best_v = val
                            best = code
                if untried:
                    code = untried[randbelow(len(untried))]
                    child = children[code] = _Node(s.to_move)
                    s.apply_code(code)
                    path.append(child)
                    break
                assert best is not None
                node = children[best]
                s.apply_code(best)
                path.append(node)
            while s.phase != P_OVER:
                s.apply_code(s.random_code(randbelow))
            winner = s.winner
            for nd in path:
                nd.n += 1
                if nd.player == winner:
                    nd.w += 1.0
        code = max(root.children.items(), key=lambda kv: kv[1].n)[0]
        return first.code_to_action(code)


class _Timed:
    """Wraps Hard to record the CPU time of each of its decisions."""

    def __init__(self, player: object) -> None:
        self.player = player
        self.name = player.name  # type: ignore[attr-defined]
        self.times: list[float] = []

    def choose(self, v: PlayerView) -> Action:
        t0 = time.process_time()
        action = self.player.choose(v)  # type: ignore[attr-defined]
        self.times.append(time.process_time() - t0)
        return action


def opponent_for(name: str, seed: int) -> object:
    if name == "random":
        return RandomPlayer(seed)
    if name == "greedy":
        return GreedyPlayer(seed)
    if name.startswith("ismcts"):
        return IsmctsPlayer(seed, int(name[len("ismcts"):]))
    raise ValueError(f"unknown opponent {name!r}")


def one_game(args: tuple[str, int, int | None]) -> tuple[str, int, bool, str, str, str, int, list[float]]:
    opponent, g, hard_playouts = args
    kwargs = {} if hard_playouts is None else {"playouts": hard_playouts}
    hard = _Timed(make_player("hard", 10_000 + g, **kwargs))
    other = opponent_for(opponent, 20_000 + g)
    terrain = BUILTIN_KEYS[(g // 2) % len(BUILTIN_KEYS)]
    hard_colour = "blue" if g % 2 == 0 else "red"
    blue, red = (hard, other) if hard_colour == "blue" else (other, hard)
    state = play_game(blue, red, terrain, seed=7_000 + g).state  # type: ignore[arg-type]
    res = result(state)
    return (opponent, g, res["winner"] == hard_colour, terrain, hard_colour, res["ended"], res["turns"],
            hard.times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=100, help="games against each opponent")
    parser.add_argument("--opponents", default="random,greedy,ismcts1000,ismcts5000")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--hard-playouts", type=int, default=None, help="override Hard's budget (experiments)")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    opponents = [o.strip() for o in args.opponents.split(",") if o.strip()]
    for o in opponents:
        opponent_for(o, 0)  # validate early
    jobs = [(opp, g, args.hard_playouts) for opp in opponents for g in range(args.games)]
    wins = dict.fromkeys(opponents, 0)
    times: list[float] = []
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=max(1, min(args.jobs, os.cpu_count() or 1))) as pool:
        for opp, g, won, terrain, colour, ended, turns, hard_times in pool.map(one_game, jobs):
            wins[opp] += won
            times.extend(hard_times)
            if args.verbose:
                print(f"  vs {opp:<10} game {g:>3} {terrain:<11} hard {colour:<4} {'won ' if won else 'LOST'} "
                      f"{ended:<12} {turns:>3} turns", flush=True)
    ok = True
    budget = "default budget" if args.hard_playouts is None else f"{args.hard_playouts} playouts"
    for opp in opponents:
        n = args.games
        rate = wins[opp] / n
        low = wilson_lower(wins[opp], n)
        need_rate, need_low = TARGETS.get(opp, (0.0, 0.0))
        met = rate >= need_rate and (low >= need_low or n < MIN_GAMES_FOR_WILSON)
        note = "" if n >= MIN_GAMES_FOR_WILSON or not need_low else " (fewer than 100 games: a guide only)"
        print(f"hard ({budget}) vs {opp}: {wins[opp]}/{n} wins = {rate:.3f}, Wilson 95% lower bound {low:.3f} "
              f"(target rate >= {need_rate:.2f}, bound >= {need_low:.2f}){note}")
        ok &= met
    if times:
        times.sort()
        print(f"hard decision CPU time: median {times[len(times) // 2]:.3f} s, 99th percentile "
              f"{times[int(len(times) * 0.99)]:.3f} s, max {times[-1]:.3f} s over {len(times)} decisions")
    print(f"elapsed: {time.perf_counter() - started:.0f} s with {args.jobs} worker(s)")
    print("OK" if ok else "TARGET MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
