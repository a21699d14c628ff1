"""Benchmark: loading a 1,024-player, 7-round event in the services layer stays under 150 MB, and
one pairing of 4,096 players adds at most 64 MB.

Run: .venv/bin/python tests/benchmarks/tournament_memory.py [--only load|pairing] [--seed 2024] [--seeds 5]

A demo event (seeded) is built in a temporary database; then a fresh Python process opens the
database and loads the whole event (registrations, rounds, matches with every game's result,
standings) through ``desktop.services.tournament.load_event``; its peak resident memory is measured.

Pairing: a 4,096-player event after 9 rounds is played by the seeded strength model
(desktop.tournament.simulation), on ``--seeds`` events (default 5: the seed and the next ones, the
worst checked: how the solver pairs a field, and so its memory, depends on the field), and its field
written to a file; a fresh process reads it, pairs a
small field once (so that the code is loaded), then pairs round 10 without and with Toy Battle's
colour balancing; the figure is the growth of the process's peak resident memory (VmHWM) over each
pairing, and the peak of the memory Python and numpy allocate during it (tracemalloc).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

TARGET_MB = 150.0
PAIRING_TARGET_MB = 64.0
PAIRING_PLAYERS, PAIRING_ROUNDS = 4096, 9
PAIRING_SEEDS = 5
"""Events (seeds) whose pairing's memory is measured; the worst is checked."""

CHILD = r"""
import json, resource, sys, time
sys.path.insert(0, sys.argv[2])
from database.engine import Database
from desktop.services import tournament as svc

def peak_mb():
    try:
        with open("/proc/self/status") as fh:
            for line in fh:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return rss / (1024 * 1024) if sys.platform == "darwin" else rss / 1024

db = Database.open(sys.argv[1])
t = time.perf_counter()
view = svc.load_event(db, int(sys.argv[3]))
elapsed = time.perf_counter() - t
games = sum(len(m.games) for r in view.rounds for m in r.matches)
print(json.dumps({"peak_mb": peak_mb(), "seconds": elapsed, "players": len(view.registrations),
                  "rounds": len(view.rounds), "games": games, "standings": len(view.standings.lines)}))
"""


PAIRING_CHILD = r"""
import json, pickle, sys, tracemalloc
sys.path.insert(0, sys.argv[2])
from desktop.tournament.swiss import SwissEntrant, pair_swiss

def hwm_mb():
    with open("/proc/self/status") as fh:
        for line in fh:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    return 0.0

with open(sys.argv[1], "rb") as fh:
    field = [SwissEntrant(**d) for d in pickle.load(fh)]
colours = sys.argv[3] == "colours"
pair_swiss(field[:64], balance_colours=colours)
before = hwm_mb()
tracemalloc.start()
base = tracemalloc.get_traced_memory()[0]
rnd = pair_swiss(field, balance_colours=colours)
traced = (tracemalloc.get_traced_memory()[1] - base) / 2**20
tracemalloc.stop()
print(json.dumps({"rss_added_mb": hwm_mb() - before, "traced_mb": traced, "phases": rnd.phases}))
"""


def pairing_memory(seed: int = 2024, seeds: int = PAIRING_SEEDS) -> bool:
    """One 4,096-player pairing's added memory on ``seeds`` events (the seed and the next ones; see
    the module docstring); True when the worst is on target."""
    if not Path("/proc/self/status").exists():
        print("pairing memory: needs /proc (Linux); skipped")
        return True
    worst = {"plain": 0.0, "colours": 0.0}
    for k in range(seeds):
        got = _pairing_memory_of(seed + k)
        if got is None:
            return False
        for key, label in (("plain", "without colours"), ("colours", "with colour balancing")):
            r = got[key]
            figure = max(r["rss_added_mb"], r["traced_mb"])
            worst[key] = max(worst[key], figure)
            print(
                f"  seed {seed + k}: pairing {PAIRING_PLAYERS} players {label}: peak resident memory added"
                f" {r['rss_added_mb']:.1f} MB, allocated at peak {r['traced_mb']:.1f} MB ({r['phases']} phase(s))"
            )
    ok = True
    for key, label in (("plain", "without colours"), ("colours", "with colour balancing")):
        print(
            f"pairing {PAIRING_PLAYERS} players {label}, worst of {seeds} seeds: {worst[key]:.1f} MB added"
            f" (target {PAIRING_TARGET_MB:.0f} MB)" + ("" if worst[key] <= PAIRING_TARGET_MB else ": FAILED")
        )
        ok = ok and worst[key] <= PAIRING_TARGET_MB
    return ok


def _pairing_memory_of(seed: int) -> dict | None:  # type: ignore[type-arg]
    """Both pairings' figures on the event of ``seed``, each in a fresh process (None: a child failed)."""
    import pickle

    from desktop.tournament.simulation import simulate_swiss
    from desktop.tournament.standings import Entrant, compute_standings
    from desktop.tournament.swiss import entrants_from_history

    t = time.perf_counter()
    ev = simulate_swiss(PAIRING_PLAYERS, PAIRING_ROUNDS, seed=seed)
    rows = compute_standings([Entrant(p.id) for p in ev.players], ev.matches, seed=seed)
    field = entrants_from_history(
        [r.player for r in rows], ev.matches, clubs={p.id: p.club for p in ev.players}
    )
    print(
        f"setup: {PAIRING_PLAYERS} players, {PAIRING_ROUNDS} rounds simulated in {time.perf_counter() - t:.1f} s"
        f" (seed {seed})"
    )
    with tempfile.TemporaryDirectory(prefix="toybox-bench-") as tmp:
        path = Path(tmp) / "field.pickle"
        with path.open("wb") as fh:
            pickle.dump([e.__dict__ for e in field], fh)
        res = {}
        for key in ("plain", "colours"):  # each in a fresh process: its own peak
            out = subprocess.run(
                [sys.executable, "-c", PAIRING_CHILD, str(path), str(ROOT), key],
                capture_output=True,
                text=True,
                check=False,
            )
            if out.returncode != 0:
                print(out.stderr, file=sys.stderr)
                return None
            res[key] = json.loads(out.stdout.strip().splitlines()[-1])
    return res


def main() -> int:
    import argparse

    parser = argparse.ArgumentParser()
    parser.add_argument("--only", choices=["load", "pairing"], help="one of the two measurements")
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--seeds", type=int, default=PAIRING_SEEDS, help="events whose pairing is measured")
    args = parser.parse_args()
    ok = True
    if args.only != "pairing":
        ok = load_memory() and ok
    if args.only != "load":
        ok = pairing_memory(args.seed, max(args.seeds, 1)) and ok
    print("all targets met" if ok else "a target was missed: FAILED")
    return 0 if ok else 1


def load_memory() -> bool:
    from database.engine import Database
    from desktop.services.tournament_demo import build_demo

    with tempfile.TemporaryDirectory(prefix="toybox-bench-") as tmp:
        os.environ["TOYBOX_ARENA_HOME"] = tmp
        url = f"sqlite:///{Path(tmp) / 'bench.sqlite3'}"
        db = Database.open(url)
        t = time.perf_counter()
        demo = build_demo(db, game="attacktix", players=1024, rounds=7, seed=2024)
        print(f"setup: demo event built in {time.perf_counter() - t:.1f} s ({demo.games} games)")
        db.close()
        out = subprocess.run(
            [sys.executable, "-c", CHILD, url, str(ROOT), str(demo.event_id)],
            capture_output=True,
            text=True,
            check=False,
            env={**os.environ, "TOYBOX_ARENA_HOME": tmp},
        )
        if out.returncode != 0:
            print(out.stderr, file=sys.stderr)
            return False
        res = json.loads(out.stdout.strip().splitlines()[-1])
    print(
        f"event loaded in the services layer ({res['players']} players, {res['rounds']} rounds, "
        f"{res['games']} games): {res['seconds']:.2f} s"
    )
    print(f"peak resident memory of the loading process: {res['peak_mb']:.1f} MB (target {TARGET_MB:.0f} MB)")
    return bool(res["peak_mb"] < TARGET_MB)


if __name__ == "__main__":
    sys.exit(main())
