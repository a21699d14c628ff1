"""installer/rthook_qtopengl.py: the bundle leaves PySide6.QtOpenGL out, and pyqtgraph still imports and
draws the app's kind of chart; any use of Qt's OpenGL classes fails loudly. Each case runs in a fresh
interpreter (the hook changes sys.meta_path, and the real module may be imported already)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HOOK = ROOT / "installer" / "rthook_qtopengl.py"

# As in the bundle: PySide6's folder without QtOpenGL's extension module (the finders after this one look
# for it in no folder), then the runtime hook as PyInstaller runs it before the app.
HIDE_AND_HOOK = f"""
import importlib.util, sys
class Hide:
    def find_spec(self, fullname, path=None, target=None):
        if fullname != "PySide6.QtOpenGL":
            return None
        for finder in sys.meta_path[sys.meta_path.index(self) + 1:]:
            spec = finder.find_spec(fullname, [], target)
            if spec is not None:
                return spec
        raise ModuleNotFoundError("No module named " + repr(fullname), name=fullname)
sys.meta_path.insert(0, Hide())
exec(compile(open({str(HOOK)!r}, encoding="utf-8").read(), "rthook_qtopengl", "exec"))
"""

CHART = """
from PySide6.QtWidgets import QApplication
import pyqtgraph as pg
app = QApplication([])
plot = pg.PlotWidget(background="w")  # as the app's charts: standings by round, Battle Helix chances
plot.invertY(True)
plot.showGrid(x=True, y=True, alpha=0.3)
legend = plot.addLegend(offset=(10, 10))
plot.getAxis("bottom").setTicks([[(n, str(n)) for n in range(1, 6)]])
plot.plot([1, 2, 3, 4, 5], [4, 2, 3, 1, 1], pen=pg.mkPen("#d62728", width=3), symbol="o",
          symbolBrush="#d62728", name="Олена")
plot.resize(400, 300)
plot.show()
app.processEvents()
image = plot.grab().toImage()
red = sum(1 for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)
          if image.pixelColor(x, y).name() == "#d62728")
print("red pixels", red)
assert red > 50, red
"""


def _run(code: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], env=env, capture_output=True, text=True, timeout=120
    )


def test_without_qt_opengl_pyqtgraph_imports_and_draws_the_apps_kind_of_chart() -> None:
    done = _run(HIDE_AND_HOOK + CHART + "\nimport PySide6.QtOpenGL as gl\nprint(type(gl).__name__)")
    assert done.returncode == 0, done.stderr[-3000:]
    assert "AbsentModule" in done.stdout


def test_without_the_hook_pyqtgraph_would_not_import() -> None:
    """What the hook is for: with the module hidden and no hook, importing pyqtgraph fails."""
    without_hook = HIDE_AND_HOOK.split("exec(compile")[0]
    done = _run(without_hook + "import pyqtgraph\n")
    assert done.returncode != 0
    assert "PySide6.QtOpenGL" in done.stderr


def test_using_qt_opengl_in_the_bundle_raises_an_import_error_that_says_why() -> None:
    done = _run(
        HIDE_AND_HOOK
        + """
from PySide6 import QtOpenGL
try:
    QtOpenGL.QOpenGLBuffer
except ImportError as exc:
    print("refused:", exc)
else:
    raise SystemExit("QOpenGLBuffer was given")
assert not hasattr(QtOpenGL, "__wrapped__")
"""
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "refused: PySide6.QtOpenGL.QOpenGLBuffer: Qt's OpenGL bindings are not part of this bundle" in (
        done.stdout
    )


def test_the_hook_leaves_a_real_qt_opengl_alone() -> None:
    done = _run(
        f"""
exec(compile(open({str(HOOK)!r}, encoding="utf-8").read(), "rthook_qtopengl", "exec"))
from PySide6 import QtOpenGL
print(type(QtOpenGL).__name__, QtOpenGL.QOpenGLBuffer.__name__)
"""
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.split() == ["module", "QOpenGLBuffer"]
