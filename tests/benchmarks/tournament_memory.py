"""Benchmark: loading a 1,024-player, 7-round event in the services layer stays under 150 MB.

Run: .venv/bin/python tests/benchmarks/tournament_memory.py

A demo event (seeded) is built in a temporary database; then a fresh Python process opens the
database and loads the whole event (registrations, rounds, matches with every game's result,
standings) through ``desktop.services.tournament.load_event``; its peak resident memory is measured.
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


def main() -> int:
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
            return 1
        res = json.loads(out.stdout.strip().splitlines()[-1])
    print(
        f"event loaded in the services layer ({res['players']} players, {res['rounds']} rounds, "
        f"{res['games']} games): {res['seconds']:.2f} s"
    )
    print(f"peak resident memory of the loading process: {res['peak_mb']:.1f} MB (target {TARGET_MB:.0f} MB)")
    return 0 if res["peak_mb"] < TARGET_MB else 1


if __name__ == "__main__":
    sys.exit(main())
