"""Battle Helix speed benchmark (plain script, not collected by pytest).

    QT_QPA_PLATFORM=offscreen .venv/bin/python tests/benchmarks/helix_speed.py

Targets (issue 14):
- exact odds for 25 v 25 (one solve, every cache cleared) ≤ 50 ms (median of several runs);
- the whole chance-against-pieces chart 1–50 ≤ 1 s, as the person gets it: in the helix builder's odds
  panel (offscreen), from selecting an opponent in the table until the chart holds its 50 points (the
  solves run off the UI thread, every cache cleared first). The bare ``odds.chart`` call is printed too;
- the command ``toybox-arena simulate helix --games 100000 --players hard,hard --pieces 25`` as a whole
  process (start-up included) ≤ 10 s of wall time.
Several helix pairs are measured; the slowest is compared with the target.
"""

from __future__ import annotations

import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from desktop.games.helix import odds  # noqa: E402
from desktop.games.helix.players import sample_helix  # noqa: E402

ODDS_TARGET = 0.050
CHART_TARGET = 1.0
SIMULATE_TARGET = 10.0


def panel_charts(pairs: list[tuple[tuple, tuple]]) -> list[float]:
    """Seconds from selecting each pair's opponent in the odds panel until its chart is drawn."""
    from PySide6.QtWidgets import QApplication

    from database.engine import Database
    from desktop.games.helix import helix as hx
    from desktop.services import squads as svc
    from desktop.ui.games.helix.odds_panel import CHART_MAX, HelixOddsPanel

    app = QApplication.instance() or QApplication([])
    home = tempfile.mkdtemp(prefix="helix-bench-")
    db = Database.open(f"sqlite:///{Path(home) / 'bench.sqlite'}")
    names = []
    for i, (a, b) in enumerate(pairs):
        for side, glyphs in (("A", a), ("B", b)):
            svc.save_squad(db, kind=hx.SQUAD_KIND, name=f"{side}{i}", data={"slots": [g.key for g in glyphs]})
        names.append(f"B{i}")
    panel = HelixOddsPanel()
    panel.DEBOUNCE_MS = 0
    panel.set_database(db)
    panel.resize(900, 700)
    panel.show()

    def idle() -> None:
        while panel._timer.isActive() or panel.background.busy():
            app.processEvents()
            time.sleep(0.001)
        app.processEvents()

    def select(name: str) -> None:
        for r in range(panel.proxy.rowCount()):
            source = panel.proxy.mapToSource(panel.proxy.index(r, 0)).row()
            if panel.model.rows[source][0] == name:
                panel.table.selectRow(r)
                return
        raise RuntimeError(f"{name} is not in the odds table")

    times = []
    for i, (a, _b) in enumerate(pairs):
        panel.set_helix(hx.Helix.of(list(a)))
        idle()  # the table of chances against every saved helix (and the first row's chart)
        select(next(n for n in names if n != names[i]))
        idle()
        odds.clear_caches()
        panel.chart_cache.clear()
        started = time.perf_counter()
        select(names[i])
        while len(panel.chart_values) != CHART_MAX or panel.background.busy():
            app.processEvents()
            time.sleep(0.001)
        times.append(time.perf_counter() - started)
        assert panel.chart_values == odds.chart(a, _b, CHART_MAX)
    panel.close()
    db.close()
    shutil.rmtree(home, ignore_errors=True)
    return times


def main() -> int:
    failed = False
    rng = random.Random(14)
    pairs = [(sample_helix(rng), sample_helix(rng)) for _ in range(4)]
    odds.solve(pairs[0][0], pairs[0][1], 3)  # one-time imports (not part of a solve)
    worst_odds = 0.0
    for a, b in pairs:
        times = []
        for _ in range(5):
            odds.clear_caches()
            t0 = time.perf_counter()
            odds.solve(a, b, 25).chance()
            times.append(time.perf_counter() - t0)
        worst_odds = max(worst_odds, statistics.median(times))
    print(
        f"exact odds 25 v 25 (1,352 states): {worst_odds * 1000:.1f} ms (target {ODDS_TARGET * 1000:.0f} ms)"
    )
    failed |= worst_odds > ODDS_TARGET

    worst_bare = 0.0
    for a, b in pairs[:3]:
        odds.clear_caches()
        t0 = time.perf_counter()
        chart = odds.chart(a, b, 50)
        worst_bare = max(worst_bare, time.perf_counter() - t0)
        assert len(chart) == 50
    shown = panel_charts(pairs[:3])
    worst_chart = max(shown)
    print(
        f"chart of chances 1-50 pieces in the builder's odds panel: {worst_chart:.3f} s "
        f"(each pair {', '.join(f'{t:.3f}' for t in shown)}; odds.chart alone {worst_bare:.3f} s) "
        f"(target {CHART_TARGET:.1f} s)"
    )
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
