"""``toybox-arena simulate`` as a whole process (plain script, not collected by pytest).

    .venv/bin/python tests/benchmarks/simulate_cli.py [--games 20000]

Target: ``toybox-arena simulate toybattle --games 20000 --players random,random`` finishes within 10 s of
wall time, process start included (the random players take the engine's fast path; from 1,000 games on
the games are shared by one worker process per core). Prints the wall time beside the target, the games
per second and the load average (other work on the machine slows every figure); exits 1 when missed.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TARGET_SECONDS = 10.0


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20000)
    args = parser.parse_args()
    exe = Path(sys.executable).parent / "toybox-arena"
    cmd = [str(exe), "simulate", "toybattle", "--games", str(args.games), "--players", "random,random", "--json"]
    started = time.perf_counter()
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=600)
    wall = time.perf_counter() - started
    if done.returncode != 0:
        print(done.stderr, file=sys.stderr)
        print(f"simulate failed with exit code {done.returncode}")
        return 1
    stats = json.loads(done.stdout)
    assert stats["games"] == args.games and sum(stats["wins"].values()) == args.games
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    ok = wall <= TARGET_SECONDS
    print(f"simulate toybattle --games {args.games} --players random,random: {wall:.2f} s wall "
          f"(target <= {TARGET_SECONDS:.0f} s) {'OK' if ok else 'MISSED'}; "
          f"{args.games / wall:.0f} games/s including start-up; load average {load:.1f} on {os.cpu_count()} cores")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
