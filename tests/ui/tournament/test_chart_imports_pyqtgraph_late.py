"""The Tournaments page's chart imports pyqtgraph when it first draws a chart, not when the page is built
(issue 27: pyqtgraph's tens of megabytes are not held by a page that never charts)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]

PROGRAM = r"""
import sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from desktop.ui.tournament.standings_tab import ChartView
view = ChartView(None)
view.retranslate()
view.show()
app.processEvents()
print("before", "pyqtgraph" in sys.modules)
view.set_series({1: [3, 1, 2]}, {1: "Ada"})
app.processEvents()
print("after", "pyqtgraph" in sys.modules, view.plot.isVisible(), view.plot.getAxis("left").labelText)
"""


def test_the_chart_imports_pyqtgraph_only_when_it_draws():
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    out = subprocess.run(
        [sys.executable, "-c", PROGRAM], capture_output=True, text=True, env=env, timeout=120, check=True
    )
    lines = out.stdout.strip().splitlines()
    assert lines[-2] == "before False"
    assert lines[-1] == "after True True Standing"
