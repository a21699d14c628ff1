"""Benchmark: ``toybox-arena event publish EVENT DIR`` for a 1,024-player, 9-round event (issue 26).

Run: .venv/bin/python tests/benchmarks/web_publish.py [--runs N]

A seeded demo event (Toy Battle, 1,024 players, 9 rounds, every result in) is built once in a
temporary database (setup, not timed). Then the whole command runs as its own process, N times (default
3) into fresh folders: the figure is the process's wall time from start to exit (interpreter start,
imports, reading the event, the one ranking, every page written), min and median printed; the target
5 s is for the median (the process's CPU time and the machine's load are printed beside it, to read
the figure on a shared machine). Also checks that every page was written (index, standings, cross-table,
bracket, pairings of each of the 9 rounds).

Exits non-zero when the target is missed or a page is missing.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

TARGET_S = 5.0
PLAYERS = 1024
ROUNDS = 9


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, choices=range(1, 11), metavar="N")
    args = parser.parse_args()
    from database.engine import Database
    from desktop.services.tournament_demo import build_demo

    with tempfile.TemporaryDirectory(prefix="toybox-web-bench-") as tmp:
        url = f"sqlite:///{Path(tmp) / 'bench.sqlite3'}"
        t = time.perf_counter()
        db = Database.open(url)
        try:
            demo = build_demo(db, game="toybattle", players=PLAYERS, rounds=ROUNDS, seed=26)
        finally:
            db.close()
        print(f"setup: demo event built in {time.perf_counter() - t:.1f} s ({demo.games} games)")
        env = dict(os.environ, PYTHONPATH=str(ROOT), TOYBOX_ARENA_HOME=str(Path(tmp) / "home"))
        times: list[float] = []
        cpu: list[float] = []
        ok = True
        for run in range(args.runs):
            out = Path(tmp) / f"site{run}"
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            t = time.perf_counter()
            done = subprocess.run(
                [sys.executable, "-m", "desktop", "--database", url, "event", "publish", str(demo.event_id), str(out)],
                env=env,
                capture_output=True,
                text=True,
                timeout=120,
            )
            times.append(time.perf_counter() - t)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
            if done.returncode != 0:
                print(done.stderr.strip())
                return 1
            wanted = ["index.html", "standings.html", "crosstable.html", "bracket.html"]
            wanted += [f"pairings-{n}.html" for n in range(1, ROUNDS + 1)]
            missing = [w for w in wanted if not (out / w).is_file()]
            if missing:
                print(f"missing pages: {', '.join(missing)}")
                ok = False
        size = sum(p.stat().st_size for p in (Path(tmp) / "site0").rglob("*") if p.is_file())
        median = statistics.median(times)
        verdict = "ok" if median <= TARGET_S else "MISSED"
        print(
            f"event publish, {PLAYERS} players, {ROUNDS} rounds (whole process): "
            f"min {min(times):.2f} s, median {median:.2f} s of {len(times)} (target <= {TARGET_S:.0f} s) {verdict}; "
            f"{size / 1e6:.1f} MB written"
        )
        # For reading the figure on a shared machine: the process's own CPU time and the load around it.
        print(
            f"  CPU time of the process: min {min(cpu):.2f} s, median {statistics.median(cpu):.2f} s; "
            f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
        )
        return 0 if ok and median <= TARGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
