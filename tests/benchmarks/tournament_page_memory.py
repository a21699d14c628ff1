"""Benchmark: memory of the app with a 1,024-player, 7-round event open on the Tournaments page, against a
bare window (issue 27, "Paper and memory").

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python tests/benchmarks/tournament_page_memory.py

A seeded demo event is built in a temporary database. Then, alternately, fresh processes measure their
peak resident memory (VmHWM):
- bare: a QMainWindow with a QTableView, shown and painted;
- app: the main window as the app builds it, the database opened, the Tournaments page shown, the event
  selected and its tabs filled (Round, Players, Standings), every tab visited but the chart not drawn.
A second figure: no pyqtgraph module is imported by then (it is imported when a chart is first drawn).

Target: app ≤ 2.5 × bare (medians of five runs each; min and median printed).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

TARGET = 2.5
RUNS = 5

PEAK = r"""
def peak_mb():
    with open("/proc/self/status") as fh:
        for line in fh:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    raise SystemExit("no VmHWM")
"""

BARE = PEAK + r"""
import json
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QTableView
app = QApplication([])
w = QMainWindow()
w.setCentralWidget(QTableView())
w.resize(1280, 800)
w.show()
QTimer.singleShot(200, app.quit)
app.exec()
print(json.dumps({"peak_mb": peak_mb()}))
"""

APP = PEAK + r"""
import json, sys, time
from desktop.app import build_window, make_application
app = make_application()
ctx, window = build_window("en")
window.resize(1280, 800)
window.show()
app.processEvents()
window.open_database(sys.argv[1])
page = window.show_page("tournaments")
app.processEvents()
loaded = []
page.event_loaded.connect(lambda eid: loaded.append(eid))
page.select_event(int(sys.argv[2]))
t = time.perf_counter()
while not (loaded and page.busy == 0):
    app.processEvents()
    time.sleep(0.001)
    if time.perf_counter() - t > 120:
        raise SystemExit("timed out")
filled = page.players_tab.model.rowCount(), page.standings_tab.model.rowCount()
assert filled == (1024, 1024), filled
for i in range(page.tabs.count()):
    page.tabs.setCurrentIndex(i)
    app.processEvents()
print(json.dumps({"peak_mb": peak_mb(), "pyqtgraph": "pyqtgraph" in sys.modules}))
"""


def _run(code: str, *args: str, home: str) -> dict:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TOYBOX_ARENA_HOME": home,
           "XDG_CONFIG_HOME": str(Path(home) / "config"), "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True, env=env, check=False)
    if out.returncode != 0:
        raise SystemExit(f"benchmark program failed:\n{out.stdout}\n{out.stderr[-3000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> int:
    from database.engine import Database
    from desktop.services.tournament_demo import build_demo

    with tempfile.TemporaryDirectory(prefix="toybox-bench-") as tmp:
        os.environ["TOYBOX_ARENA_HOME"] = tmp
        url = f"sqlite:///{Path(tmp) / 'bench.sqlite3'}"
        db = Database.open(url)
        t = time.perf_counter()
        demo = build_demo(db, game="toybattle", players=1024, rounds=7, seed=11)
        db.close()
        print(f"demo event built in {time.perf_counter() - t:.1f} s")
        bare, app, charted = [], [], []
        for _ in range(RUNS):
            bare.append(_run(BARE, home=tmp)["peak_mb"])
            figures = _run(APP, url, str(demo.event_id), home=tmp)
            app.append(figures["peak_mb"])
            charted.append(figures["pyqtgraph"])
    b, a = statistics.median(bare), statistics.median(app)
    ratio = a / b
    print(f"bare window: min {min(bare):.0f} MB, median {b:.0f} MB")
    print(f"Tournaments page, 1,024-player event open: min {min(app):.0f} MB, median {a:.0f} MB")
    print(f"pyqtgraph imported before a chart is drawn: {any(charted)} (target False)")
    ok = ratio <= TARGET and not any(charted)
    print(f"memory ratio: {ratio:.2f} (target <= {TARGET}) {'OK' if ok else 'MISSED'}")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
