"""Catalog page benchmark: the whole process to a populated Catalog page, against a bare window.

Each figure is a fresh process timed from just before it is started to the first paint of a table
showing its rows (the interpreter's start, the imports, the database and the page all included). The
bare program is a QMainWindow with a QTableView over a minimal Python table model showing the same
rows (the first section's items, its list columns), read with the standard library's sqlite3 and their
JSON decoded. Both run as installed, with their bytecode cached (a warm-up run of each fills the
cache). The app opens the data folder's database as a user's start does (after the shell's first
paint), shows the Catalog page and stops at the first paint of its table with rows in it.

Targets (issue 27), on the medians of five alternated runs of each program:
- the Catalog page with the 22 shipped items of its first section ≤ 2.5 × bare;
- the Catalog page with 20,000 more items in that section ≤ 2.5 × bare with the same rows;
- growth from 22 to 20,022 items ≤ 3 ×;
- the very first start (a new data folder: the database created, migrated and seeded) ≤ 3 × bare (22).
Prints min and median of every figure.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

RUNS = 5
EXTRA = 20_000
PAGE_TARGET = 2.5
GROWTH_TARGET = 3.0
FIRST_START_TARGET = 3.0
DB_NAME = "toybox-arena.sqlite3"

BARE = r"""
import json, sqlite3, sys, time
from PySide6.QtCore import QAbstractTableModel, QEvent, QModelIndex, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QTableView
path, kind, columns = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
app = QApplication([])
con = sqlite3.connect(path)
rows = []
for (text,) in con.execute("SELECT data FROM catalog_items WHERE kind = ? AND archived = 0 ORDER BY key", (kind,)):
    data = json.loads(text)
    rows.append([data.get(c) for c in columns])
con.close()
class Model(QAbstractTableModel):
    def rowCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(rows)
    def columnCount(self, parent=QModelIndex()):
        return 0 if parent.isValid() else len(columns)
    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole:
            value = rows[index.row()][index.column()]
            return "" if value is None else str(value)
        return None
    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return columns[section]
        return None
window = QMainWindow()
window.resize(1280, 800)
table = QTableView()
model = Model()
table.setModel(model)
window.setCentralWidget(table)
class F(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint and model.rowCount() > 0:
            print(f"{time.time():.6f} {model.rowCount()}", flush=True)
            QTimer.singleShot(0, app.quit)
        return False
f = F()
table.viewport().installEventFilter(f)
window.show()
app.exec()
"""

APP = r"""
import time
from PySide6.QtCore import QEvent, QObject, QTimer
from desktop.app import build_window, make_application
app = make_application()
ctx, window = build_window("en")
window.resize(1280, 800)
done = []
class F(QObject):
    def __init__(self, page):
        super().__init__()
        self.page = page
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint and not done and self.page.proxy.rowCount() > 0:
            done.append(1)
            print(f"{time.time():.6f} {self.page.model.rowCount()}", flush=True)
            QTimer.singleShot(0, app.quit)
        return False
filters = []
def after_first_paint():
    window.open_database(None)
    page = window.show_page("catalog")
    filters.append(F(page))
    page.table.viewport().installEventFilter(filters[-1])
    page.table.viewport().update()
window.first_painted.connect(after_first_paint)
window.show()
app.exec()
"""


PYCACHE: list[Path] = []  # the bytecode cache of both programs (set in main)


def _env(home: Path) -> dict[str, str]:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"),
        TOYBOX_ARENA_HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),  # the app's settings stay in the bench's folder
        PYTHONPATH=str(ROOT),
    )
    # as installed (pip and the bundle compile every module): bytecode is cached, in the bench's folder,
    # for both programs, even where the shell asks Python not to write it
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(PYCACHE[0])
    return env


def _run(args: list[str], home: Path, rows: int | None) -> float:
    """Seconds from just before the process starts to its first painted table with rows."""
    t0 = time.time()
    out = subprocess.run(
        [sys.executable, *args], env=_env(home), capture_output=True, text=True, timeout=300, check=False
    )
    if out.returncode != 0 or not out.stdout.strip():
        raise SystemExit(f"benchmark program failed ({out.returncode}):\n{out.stderr[-3000:]}")
    stamp, shown = out.stdout.split()[-2:]
    if rows is not None and int(shown) != rows:
        raise SystemExit(f"the table showed {shown} rows where {rows} were expected")
    return float(stamp) - t0


def _first_kind() -> tuple[str, list[str]]:
    from desktop.services import catalog as cs
    from desktop.ui.catalog import values

    spec = values.ordered_kinds(list(cs.kinds()))[0]
    return spec.key, list(spec.list_columns())


def _grow(db: Path, kind: str, extra: int) -> int:
    """``extra`` more items in ``kind``, copies of its first item under new keys; returns the count."""
    con = sqlite3.connect(db)
    try:
        row = con.execute(
            "SELECT key, name, data, placeholders, archived, source, version, created_at, updated_at "
            "FROM catalog_items WHERE kind = ? ORDER BY id LIMIT 1",
            (kind,),
        ).fetchone()
        key, _name, data_text, *rest = row
        data = json.loads(data_text)
        key_field = next(k for k, v in data.items() if v == key)
        copies = []
        for k in range(extra):
            new_key, new_name = f"BX-{k:05d}", f"Bench figure {k}"
            data[key_field], data["name"] = new_key, new_name
            copies.append((kind, new_key, new_name, json.dumps(data), *rest))
        with con:
            con.executemany(
                "INSERT INTO catalog_items (kind, key, name, data, placeholders, archived, source, version, "
                "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                copies,
            )
        return con.execute(
            "SELECT COUNT(*) FROM catalog_items WHERE kind = ? AND archived = 0", (kind,)
        ).fetchone()[0]
    finally:
        con.close()


def _line(label: str, times: list[float]) -> float:
    med = statistics.median(times)
    print(f"{label}: min {min(times) * 1000:.0f} ms, median {med * 1000:.0f} ms")
    return med


def main() -> int:
    kind, columns = _first_kind()
    base = Path(tempfile.mkdtemp(prefix="toybox-catalog-bench-"))
    PYCACHE[:] = [base / "pycache"]
    try:
        small, big = base / "small", base / "big"
        small.mkdir()
        _run(["-c", APP], small, None)  # creates, migrates and seeds the database
        db_small = small / DB_NAME
        if not db_small.exists():
            raise SystemExit(f"the app did not make {db_small}")
        shutil.copytree(small, big)
        n_big = _grow(big / DB_NAME, kind, EXTRA)
        con = sqlite3.connect(db_small)
        n_small = con.execute(
            "SELECT COUNT(*) FROM catalog_items WHERE kind = ? AND archived = 0", (kind,)
        ).fetchone()[0]
        con.close()
        bare_args = lambda home: ["-c", BARE, str(home / DB_NAME), kind, json.dumps(columns)]  # noqa: E731
        # warm the file cache
        _run(bare_args(small), small, n_small), _run(["-c", APP], small, n_small)
        t: dict[str, list[float]] = {"bare22": [], "app22": [], "bare20k": [], "app20k": [], "first": []}
        for i in range(RUNS):
            t["bare22"].append(_run(bare_args(small), small, n_small))
            t["app22"].append(_run(["-c", APP], small, n_small))
            t["bare20k"].append(_run(bare_args(big), big, n_big))
            t["app20k"].append(_run(["-c", APP], big, n_big))
            fresh = base / f"fresh{i}"
            fresh.mkdir()
            t["first"].append(_run(["-c", APP], fresh, n_small))
        print(f"first section {kind}: {n_small} and {n_big} items; {RUNS} runs of each, alternated")
        b22 = _line(f"bare window, {n_small} rows", t["bare22"])
        a22 = _line(f"Catalog page, {n_small} items", t["app22"])
        b20 = _line(f"bare window, {n_big} rows", t["bare20k"])
        a20 = _line(f"Catalog page, {n_big} items", t["app20k"])
        first = _line("very first start (new data folder)", t["first"])
        checks = [
            (f"Catalog page / bare at {n_small}", a22 / b22, PAGE_TARGET),
            (f"Catalog page / bare at {n_big}", a20 / b20, PAGE_TARGET),
            (f"growth {n_small} -> {n_big} items", a20 / a22, GROWTH_TARGET),
            (f"very first start / bare at {n_small}", first / b22, FIRST_START_TARGET),
        ]
        failed = False
        for label, ratio, target in checks:
            ok = ratio <= target
            failed |= not ok
            print(f"{label}: {ratio:.2f} (target <= {target}){'' if ok else '  MISSED'}")
        return 1 if failed else 0
    finally:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
