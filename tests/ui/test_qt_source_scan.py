"""PySide6's check of each imported module keeps no module's source in memory (issue 27: its
``inspect.getsource`` filled the line cache with about 25 MB of sources of SQLAlchemy, numpy and the
services), and it still tells a module that uses PySide6 from one that does not."""

from __future__ import annotations

import json
import linecache
import os
import subprocess
import sys
import types
from pathlib import Path

from desktop.ui import qt_source_scan

ROOT = Path(__file__).resolve().parents[2]

PROGRAM = r"""
import json, linecache, sys
from desktop.app import make_application
import desktop.ui.main_window as before  # imported with desktop.app, before the application
app = make_application()
import desktop.tournament.roundrobin as pure
import desktop.ui.tournament.clock as qt
import fractions, statistics
feature = sys.modules["PySide6.support.feature"]
print(json.dumps({
    "cached": sorted(k for k in (pure.__file__, qt.__file__, fractions.__file__, statistics.__file__,
                                 before.__file__) if k in linecache.cache),
    "pure": feature._mod_uses_pyside(pure),
    "qt": feature._mod_uses_pyside(qt),
    "after": sorted(k for k in (pure.__file__, qt.__file__) if k in linecache.cache),
}))
"""


def test_no_module_imported_before_or_after_the_application_keeps_its_source_in_the_line_cache():
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    out = subprocess.run(
        [sys.executable, "-c", PROGRAM], capture_output=True, text=True, env=env, timeout=120, check=True
    )
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["cached"] == []
    # PySide6's question still gets its answer (the Tournaments clock uses PySide6, round robin does not)
    assert (seen["pure"], seen["qt"]) == (False, True)
    assert seen["after"] == []


def test_a_module_without_a_source_file_is_asked_of_the_original_check_and_its_lines_dropped(tmp_path):
    source = tmp_path / "elsewhere.txt"
    source.write_text("from PySide6 import QtCore\n", encoding="utf-8")
    module = types.ModuleType("zipped")  # no __file__ ending in .py (a zip, a frozen module)
    kept_before = dict(linecache.cache)

    def original(mod: object) -> bool:
        return "PySide6" in "".join(linecache.getlines(str(source)))

    assert qt_source_scan.uses_pyside(module, original) is True
    assert str(source) not in linecache.cache
    assert all(k in linecache.cache for k in kept_before)


def test_a_plain_module_is_read_from_its_file(tmp_path):
    plain, qt = tmp_path / "plain.py", tmp_path / "withqt.py"
    plain.write_text("x = 1\n", encoding="utf-8")
    qt.write_text("import PySide6\n", encoding="utf-8")

    def never(mod: object) -> bool:
        raise AssertionError("a .py file is read directly")

    for path, expected in ((plain, False), (qt, True)):
        module = types.ModuleType(path.stem)
        module.__file__ = str(path)
        assert qt_source_scan.uses_pyside(module, never) is expected
        assert str(path) not in linecache.cache
