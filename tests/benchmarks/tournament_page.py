"""Benchmark: the Tournaments page on a 1,024-player, 7-round demo event, offscreen.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python tests/benchmarks/tournament_page.py

A seeded demo event is built in a temporary database and 20 results of its last round are cleared
(so that they can be entered again).  Then a fresh process opens the page and measures:

1. from selecting the event to its Round, Players and Standings tabs filled (median of 5), target 1 s;
2. a result saved by keyboard (the code typed, Enter, the fields, Enter) until the standings show it,
   median over 20 results, target 150 ms (the write through the service included);
3. peak resident memory after opening the event, entering the 20 results and visiting every tab,
   target 300 MB.

Exits non-zero when a target is missed.
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

OPEN_TARGET_S = 1.0
SAVE_TARGET_MS = 150.0
MEMORY_TARGET_MB = 300.0
RESULTS = 20

CHILD = r"""
import json, os, resource, statistics, sys, time
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, sys.argv[2])
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

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

app = QApplication([])
from database.engine import Database
from desktop.ui.context import AppContext
from desktop.ui.pages.tournaments import TournamentsPage

db = Database.open(sys.argv[1])
event_id = int(sys.argv[3])
codes = json.loads(sys.argv[4])
ctx = AppContext(db, "en")
page = TournamentsPage(ctx)
page.resize(1280, 800)
page.show()
app.processEvents()

def wait(cond, timeout=60.0):
    t = time.perf_counter()
    while not cond():
        app.processEvents()
        time.sleep(0.001)
        if time.perf_counter() - t > timeout:
            raise SystemExit("timed out")

opens = []
for i in range(5):
    loaded = []
    page.event_loaded.connect(lambda eid: loaded.append(eid))
    t = time.perf_counter()
    page.select_event(event_id)
    wait(lambda: loaded and page.busy == 0)
    filled = (page.players_tab.model.rowCount(), page.round_tab.model.rowCount(), page.standings_tab.model.rowCount())
    opens.append(time.perf_counter() - t)
    page.event_loaded.disconnect()
    assert filled[0] == 1024 and filled[1] == 512 and filled[2] == 1024, filled

tab = page.results_tab
page.tabs.setCurrentWidget(tab)
app.processEvents()
saves = []
for code in codes:
    page.activateWindow()
    tab.code.setFocus()
    QTest.keyClicks(tab.code, code)
    QTest.keyClick(tab.code, Qt.Key.Key_Return)
    assert tab.match is not None and tab.match.code == code, tab.message.text()
    form = tab.game_forms[0]
    QTest.keyClicks(form.widgets["winner"], "A")
    QTest.keyClick(form.widgets["winner"], Qt.Key.Key_Tab)
    QTest.keyClicks(form.widgets["ended"], "a troop")
    QTest.keyClick(form.widgets["ended"], Qt.Key.Key_Tab)
    for key, value in (("medals_a", "2"), ("medals_b", "1")):
        spin = form.widgets[key]
        spin.setFocus()
        spin.selectAll()
        QTest.keyClicks(spin, value)
    before = page.snapshot._standings.get((None, None))
    t = time.perf_counter()
    QTest.keyClick(form.widgets["medals_b"], Qt.Key.Key_Return)  # saves; the standings refresh
    elapsed = time.perf_counter() - t
    assert tab.match is None, tab.message.text()
    assert page.snapshot._standings.get((None, None)) is not before  # recomputed with the new result
    saves.append(elapsed)
    app.processEvents()

for i in range(page.tabs.count()):
    page.tabs.setCurrentIndex(i)
    app.processEvents()
page.show_chart([r.player for r in page.snapshot.standings()[:5]])
wait(lambda: page.busy == 0)
app.processEvents()
print(json.dumps({
    "open_s": statistics.median(opens), "opens": opens,
    "save_ms": statistics.median(saves) * 1000, "save_max_ms": max(saves) * 1000,
    "peak_mb": peak_mb(), "missing_left": len(page.snapshot.missing()),
}))
"""


def main() -> int:
    from database.engine import Database
    from desktop.services import tournament as svc
    from desktop.services.tournament_demo import build_demo

    with tempfile.TemporaryDirectory(prefix="toybox-bench-") as tmp:
        os.environ["TOYBOX_ARENA_HOME"] = tmp
        url = f"sqlite:///{Path(tmp) / 'bench.sqlite3'}"
        db = Database.open(url)
        t = time.perf_counter()
        demo = build_demo(db, game="toybattle", players=1024, rounds=7, seed=11)
        event_id = demo.event_id
        last = svc.load_event(db, event_id).rounds[-1]
        cleared = [m for m in last.matches if m.kind == "played" and m.b is not None][:RESULTS]
        for m in cleared:
            svc.clear_result(db, m.id)
        db.close()
        print(f"demo event built in {time.perf_counter() - t:.1f} s ({RESULTS} results of round 7 cleared)")
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
        out = subprocess.run(
            [
                sys.executable,
                "-c",
                CHILD,
                url,
                str(ROOT),
                str(event_id),
                json.dumps([m.code for m in cleared]),
            ],
            capture_output=True,
            text=True,
            env=env,
            check=False,
        )
        if out.returncode != 0:
            print(out.stdout, out.stderr, sep="\n")
            return 1
        figures = json.loads(out.stdout.strip().splitlines()[-1])
    ok = True
    checks = (
        (
            "select event -> Round, Players, Standings filled (median of 5)",
            figures["open_s"],
            OPEN_TARGET_S,
            "s",
        ),
        (
            "result saved by keyboard -> standings refreshed (median of 20)",
            figures["save_ms"],
            SAVE_TARGET_MS,
            "ms",
        ),
        ("peak resident memory (open, 20 results, every tab)", figures["peak_mb"], MEMORY_TARGET_MB, "MB"),
    )
    for label, value, target, unit in checks:
        good = value <= target
        ok = ok and good
        print(f"{label}: {value:.3f} {unit} (target <= {target:g} {unit}) {'OK' if good else 'MISSED'}")
    print(
        f"  opens: {', '.join(f'{s:.3f}' for s in figures['opens'])} s; slowest save {figures['save_max_ms']:.0f} ms"
    )
    if figures["missing_left"]:
        print(f"  {figures['missing_left']} result(s) still missing after the run")
        ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
