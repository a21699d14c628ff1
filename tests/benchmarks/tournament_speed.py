"""Benchmark: Swiss pairing and standings on 1,024 players after 7 rounds.

Run: .venv/bin/python tests/benchmarks/tournament_speed.py [--skip-networkx]

The event is played by the seeded strength model of desktop.tournament.simulation.  The next
round (round 8) is paired by our solver and by networkx's max_weight_matching on the same
complete graph with the same single-integer objective; both times and both objective values are
printed (they must be equal: both are optimal).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from desktop.tournament import lexmatch  # noqa: E402
from desktop.tournament.simulation import simulate_swiss  # noqa: E402
from desktop.tournament.standings import Entrant, compute_standings  # noqa: E402
from desktop.tournament.swiss import SWISS_CRITERIA, entrants_from_history, pair_swiss, swiss_digits  # noqa: E402

PAIR_TARGET = 1.0
STANDINGS_TARGET = 0.2


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=1024)
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--skip-networkx", action="store_true", help="do not run the (slow) reference")
    args = parser.parse_args()

    t0 = time.perf_counter()
    ev = simulate_swiss(args.players, args.rounds, seed=args.seed)
    print(
        f"setup: {args.players} players, {args.rounds} rounds simulated in {time.perf_counter() - t0:.1f} s"
    )

    entrants = [Entrant(p.id) for p in ev.players]
    times = []
    for _ in range(3):
        t = time.perf_counter()
        rows = compute_standings(entrants, ev.matches, seed=args.seed)
        times.append(time.perf_counter() - t)
    standings_time = statistics.median(times)

    ranking = [r.player for r in rows]
    clubs = {p.id: p.club for p in ev.players}
    field = entrants_from_history(ranking, ev.matches, clubs=clubs)
    times = []
    for _ in range(3):
        t = time.perf_counter()
        rnd = pair_swiss(field)
        times.append(time.perf_counter() - t)
    pair_time = statistics.median(times)

    digits = swiss_digits(field)
    idx = {e.id: i for i, e in enumerate(field)}
    nv = digits[0].matrix.shape[0]
    ours = [0] * nv
    for p in rnd.pairings:
        ours[idx[p.a]], ours[idx[p.b]] = idx[p.b], idx[p.a]
    if rnd.bye is not None:
        ours[idx[rnd.bye]], ours[nv - 1] = nv - 1, idx[rnd.bye]
    our_value = lexmatch.combined_objective(digits, ours)

    print(f"round {args.rounds + 1} objective: {dict(rnd.objective)}")
    print(
        f"pairing round {args.rounds + 1} ({len(field)} players): {pair_time:.3f} s (target {PAIR_TARGET} s)"
    )
    print(f"objective value (ours): {our_value}")
    ok = pair_time <= PAIR_TARGET
    if not args.skip_networkx:
        import networkx as nx

        t = time.perf_counter()
        g = nx.Graph()
        g.add_weighted_edges_from(lexmatch.full_graph_edges(digits))
        build = time.perf_counter() - t
        t = time.perf_counter()
        ref = nx.max_weight_matching(g, maxcardinality=True)
        nx_time = time.perf_counter() - t
        ref_mate = [0] * nv
        for u, v in ref:
            ref_mate[u], ref_mate[v] = v, u
        nx_value = lexmatch.combined_objective(digits, ref_mate)
        nx_totals = lexmatch.totals(digits, ref_mate)
        print(f"networkx max_weight_matching, same round: {nx_time:.1f} s (graph built in {build:.1f} s)")
        print(f"objective value (networkx): {nx_value}")
        print(f"networkx objective: { {k: nx_totals[k] for k in SWISS_CRITERIA} }")
        if nx_value != our_value:
            print("objective values differ: FAILED")
            ok = False
        else:
            print("objective values equal: yes")
    print(
        f"standings ({len(rows)} players, {len(ev.matches)} matches): {standings_time:.3f} s (target {STANDINGS_TARGET} s)"
    )
    ok = ok and standings_time <= STANDINGS_TARGET
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
