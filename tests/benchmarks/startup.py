"""Start-up benchmark: the main window's first paint against a bare PySide6 window's, side by side.

Each measurement is a fresh Python process timed from its first line to the first paint event of its
window (imports included). The two kinds alternate, several times; the medians are compared.
Target: main window ≤ 2.5 × bare window.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile

TARGET = 2.5
RUNS = 7

BARE = r"""
import time
t0 = time.perf_counter()
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication([])
w = QWidget()
w.resize(1280, 800)
class F(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint:
            print(f"{time.perf_counter() - t0:.6f}", flush=True)
            QTimer.singleShot(0, app.quit)
        return False
f = F(); w.installEventFilter(f)
w.show()
app.exec()
"""

APP = r"""
import time
t0 = time.perf_counter()
from desktop.app import make_application, choose_language, build_window
app = make_application()
ctx, window = build_window(choose_language(None))
def painted():
    print(f"{time.perf_counter() - t0:.6f}", flush=True)
    app.quit()
window.first_painted.connect(painted)
window.show()
app.exec()
"""


def measure(code: str, home: str) -> float:
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"), TOYBOX_ARENA_HOME=home)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120, check=True)
    return float(out.stdout.strip().splitlines()[-1])


def main() -> int:
    home = tempfile.mkdtemp(prefix="toybox-bench-")
    measure(BARE, home), measure(APP, home)  # warm the file cache
    bare, app = [], []
    for _ in range(RUNS):
        bare.append(measure(BARE, home))
        app.append(measure(APP, home))
    b, a = statistics.median(bare), statistics.median(app)
    ratio = a / b
    print(f"bare PySide6 window first paint: {b * 1000:.0f} ms (median of {RUNS})")
    print(f"Toybox Arena main window first paint: {a * 1000:.0f} ms (median of {RUNS})")
    print(f"startup ratio: {ratio:.2f} (target <= {TARGET})")
    return 0 if ratio <= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
