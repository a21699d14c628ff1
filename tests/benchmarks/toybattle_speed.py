"""Toy Battle speed benchmark (plain script, not collected by pytest).

    .venv/bin/python tests/benchmarks/toybattle_speed.py [--seconds 5] [--hard-games 3]

Targets: >= 1,000 complete random games per second on one core (the engine's fast in-place path, which
the property tests prove identical to the plain path), and the Hard computer player, at its default
budget (a fixed number of playouts, no clock), deciding within 1 s per decision and taking at most 1 s
a move on average (a move: all its decisions of one turn, e.g. a placement and its effect). Also prints,
without a target, the plain functional path's speed.
Exits 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from desktop.games.toybattle.engine import (  # noqa: E402
    P_OVER,
    apply,
    legal_actions,
    new_game,
    random_game,
    view,
)
from desktop.games.toybattle.players import GreedyPlayer, make_player  # noqa: E402
from desktop.games.toybattle.terrain import load_builtin_terrains  # noqa: E402

RANDOM_TARGET = 1000.0
HARD_TARGET = 1.0
HARD_MOVE_TARGET = 1.0


def random_games_per_second(seconds: float) -> tuple[float, int, float]:
    terrains = list(load_builtin_terrains().values())
    for t in terrains:  # warm the per-terrain caches once, as any long-running process would
        random_game(t, 0)
    games = 0
    decisions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for t in terrains:
            s = random_game(t, games)
            decisions += s.turns_played
            games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, games, decisions / games


def plain_games_per_second(seconds: float) -> float:
    terrains = list(load_builtin_terrains().values())
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for t in terrains:
            s = new_game(t, games)
            rnd = random.Random(games)
            while s.phase != P_OVER:
                acts = legal_actions(s)
                s, _ = apply(s, acts[rnd.randrange(len(acts))])
            games += 1
    return games / (time.perf_counter() - start)


def hard_decision_times(games: int) -> tuple[float, float, int, float, float, float]:
    keys = list(load_builtin_terrains())
    times: list[float] = []
    iterations: list[int] = []
    moves: list[float] = []
    for g in range(games):
        hard = make_player("hard", seed=g)
        other = GreedyPlayer(seed=g)
        seats = (hard, other) if g % 2 == 0 else (other, hard)
        s = new_game(keys[(g * 3) % len(keys)], 500 + g)
        turn = -1
        while s.phase != P_OVER:
            p = s.to_move
            t0 = time.perf_counter()
            action = seats[p].choose(view(s, p))
            dt = time.perf_counter() - t0
            if seats[p] is hard:
                times.append(dt)
                iterations.append(hard.last_iterations)  # type: ignore[attr-defined]
                if s.turns_done != turn:
                    turn = s.turns_done
                    moves.append(0.0)
                moves[-1] += dt
            s, _ = apply(s, action)
    times.sort()
    moves.sort()
    searched = [i for i in iterations if i]
    return (max(times), sum(times) / len(times), len(times), (sum(searched) / len(searched) if searched else 0.0),
            sum(moves) / len(moves), moves[len(moves) // 2])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--hard-games", type=int, default=3)
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        try:
            os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})  # one core
        except OSError:
            pass
    ok = True
    rate, games, mean_turns = random_games_per_second(args.seconds)
    print(f"random games per second (fast path, one core): {rate:.0f} (target {RANDOM_TARGET:.0f}) "
          f"[{games} games, {mean_turns:.1f} turns each]")
    ok &= rate >= RANDOM_TARGET
    plain = plain_games_per_second(min(args.seconds, 3.0))
    print(f"random games per second (plain apply() path, copies + legality checks): {plain:.0f} (no target)")
    slowest, mean, n, its, move_mean, move_median = hard_decision_times(args.hard_games)
    print(f"hard player, slowest decision at default budget: {slowest:.3f} s (target {HARD_TARGET:.1f} s) "
          f"[{n} decisions, mean {mean:.3f} s, {its:.0f} playouts per searched decision]")
    print(f"hard player, mean move (all decisions of a turn): {move_mean:.3f} s (target {HARD_MOVE_TARGET:.1f} s) "
          f"[median {move_median:.3f} s]")
    ok &= slowest <= HARD_TARGET and move_mean <= HARD_MOVE_TARGET
    print("OK" if ok else "TARGET MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
