"""Benchmark: ``toybox-arena odds A B --pieces MAX`` (issue 27: ``--pieces 200`` took 10-23 s of CPU).

The command solves battles of at most ``MAX_PIECES`` pieces each (``desktop/games/helix/commands.py``) and
refuses more. Three pairs of shipped helixes; for each, a fresh process runs the command at the limit
five times. Figures (min and median of five, the worst pair):
- the solve inside the command (CPU seconds, every cache cleared), target ≤ 1 s;
- the whole command's CPU (the process's user + system time, start-up included), printed beside it;
- the refusal of ``--pieces MAX+1`` (status 2, with its sentence), target ≤ 1 s of CPU for the whole
  process (it must not start solving).
"""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

SOLVE_TARGET = 1.0
REFUSAL_TARGET = 1.0
RUNS = 5

SOLVE = r"""
import sys, time
from desktop.games.helix import odds
from desktop.games.helix.engine import as_helix, shipped_glyphs
g = {x.key: x for x in shipped_glyphs().values()}
a, b = (as_helix([g[k] for k in arg.split(",")]) for arg in sys.argv[1:3])
n = int(sys.argv[3])
odds.solve(a, b, 3)  # imports and BLAS set-up
odds.clear_caches()
t = time.process_time()
odds.solve(a, b, n).chance()
print(time.process_time() - t)
"""


def _child_cpu(cmd: list[str], env: dict[str, str]) -> tuple[float, subprocess.CompletedProcess]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), out


def main() -> int:
    from desktop.games.helix.commands import MAX_PIECES
    from desktop.games.helix.engine import shipped_glyphs

    keys = [g.key for g in shipped_glyphs().values()]
    pairs = [(keys[0:6], keys[6:12]), (keys[6:12], keys[12:18]), (keys[0:6], keys[14:20])]
    home = tempfile.mkdtemp(prefix="toybox-bench-")
    env = {**os.environ, "TOYBOX_ARENA_HOME": home, "PYTHONPATH": str(ROOT)}
    launcher = [sys.executable, "-m", "desktop"]
    worst_solve: list[float] = []
    worst_cmd: list[float] = []
    for a, b in pairs:
        A, B = ",".join(a), ",".join(b)
        solves, cmds = [], []
        for _ in range(RUNS):
            cpu, out = _child_cpu([sys.executable, "-c", SOLVE, A, B, str(MAX_PIECES)], env)
            if out.returncode != 0:
                print(out.stderr)
                return 1
            solves.append(float(out.stdout.strip().splitlines()[-1]))
            cpu, out = _child_cpu([*launcher, "odds", A, B, "--pieces", str(MAX_PIECES)], env)
            if out.returncode != 0:
                print(out.stderr)
                return 1
            cmds.append(cpu)
        if not worst_solve or statistics.median(solves) > statistics.median(worst_solve):
            worst_solve, worst_cmd = solves, cmds
    refusals = []
    for _ in range(RUNS):
        cpu, out = _child_cpu([*launcher, "odds", A, B, "--pieces", str(MAX_PIECES + 1)], env)
        if out.returncode != 2 or "is refused" not in out.stderr:
            print(f"--pieces {MAX_PIECES + 1} was not refused:", out.returncode, out.stderr)
            return 1
        refusals.append(cpu)
    solve, refusal = statistics.median(worst_solve), statistics.median(refusals)
    print(
        f"odds --pieces {MAX_PIECES}, the solve (worst of {len(pairs)} pairs): min {min(worst_solve):.3f} s, "
        f"median {solve:.3f} s CPU (target <= {SOLVE_TARGET} s)"
    )
    print(
        f"odds --pieces {MAX_PIECES}, the whole command: min {min(worst_cmd):.3f} s, "
        f"median {statistics.median(worst_cmd):.3f} s CPU (start-up included)"
    )
    print(
        f"odds --pieces {MAX_PIECES + 1} refused: min {min(refusals):.3f} s, median {refusal:.3f} s CPU "
        f"(target <= {REFUSAL_TARGET} s)"
    )
    ok = solve <= SOLVE_TARGET and refusal <= REFUSAL_TARGET
    print("OK" if ok else "MISSED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
