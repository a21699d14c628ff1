"""Battle Helix speed benchmark.

Targets (issue 14):
- exact odds for 25 v 25 (one solve, cache cleared) ≤ 50 ms (median of several runs);
- the whole chance-against-pieces chart 1–50 ≤ 1 s (cache cleared);
- the command ``toybox-arena simulate helix --games 100000 --players hard,hard --pieces 25`` as a whole
  process (start-up included) ≤ 10 s of wall time.
Several helix pairs are measured; the slowest is compared with the target.
"""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from desktop.games.helix import odds  # noqa: E402
from desktop.games.helix.players import sample_helix  # noqa: E402

ODDS_TARGET = 0.050
CHART_TARGET = 1.0
SIMULATE_TARGET = 10.0


def _clear() -> None:
    odds._solve_keys.cache_clear()
    odds._system.cache_clear()


def main() -> int:
    failed = False
    rng = random.Random(14)
    pairs = [(sample_helix(rng), sample_helix(rng)) for _ in range(4)]
    odds.solve(pairs[0][0], pairs[0][1], 3)  # import scipy once (not part of a solve)
    worst_odds = 0.0
    for a, b in pairs:
        times = []
        for _ in range(5):
            _clear()
            t0 = time.perf_counter()
            odds.solve(a, b, 25).chance()
            times.append(time.perf_counter() - t0)
        worst_odds = max(worst_odds, statistics.median(times))
    print(
        f"exact odds 25 v 25 (1,352 states): {worst_odds * 1000:.1f} ms (target {ODDS_TARGET * 1000:.0f} ms)"
    )
    failed |= worst_odds > ODDS_TARGET

    worst_chart = 0.0
    for a, b in pairs[:3]:
        _clear()
        t0 = time.perf_counter()
        chart = odds.chart(a, b, 50)
        worst_chart = max(worst_chart, time.perf_counter() - t0)
        assert len(chart) == 50
    print(f"chart of chances 1-50 pieces: {worst_chart:.3f} s (target {CHART_TARGET:.1f} s)")
    failed |= worst_chart > CHART_TARGET

    script = Path(sys.executable).parent / "toybox-arena"
    launcher = (
        [str(script)]
        if script.exists()
        else [sys.executable, "-c", "import sys; from desktop.cli import main; sys.exit(main(sys.argv[1:]))"]
    )
    cmd = [*launcher, "simulate", "helix", "--games", "100000", "--players", "hard,hard", "--pieces", "25"]
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    if proc.returncode != 0:
        print(proc.stderr)
        failed = True
    print(
        f"simulate helix --games 100000 --players hard,hard --pieces 25: {wall:.2f} s wall "
        f"(target {SIMULATE_TARGET:.0f} s)"
    )
    failed |= wall > SIMULATE_TARGET
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
