"""The Catalog page at start (issue 27): its first rows come from the database still opening (stdlib
sqlite3), the database opens for real right after the page's paint, and everything a user does works
the same whether it happens before or after that."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from desktop.services import catalog as cs
from desktop.ui.context import AppContext
from desktop.ui.main_window import MainWindow

ROOT = Path(__file__).resolve().parents[3]
FIGURE = "attacktix.figure"


def _window(qtbot, db_path: Path, home: Path) -> MainWindow:  # type: ignore[no-untyped-def]
    shutil.copyfile(db_path, home / "toybox-arena.sqlite3")
    from desktop.ui import i18n

    i18n.install("en")
    win = MainWindow(AppContext(None, "en"))
    qtbot.addWidget(win)
    win.resize(1280, 800)
    return win


def _type_into(qtbot, editor, text: str) -> None:  # type: ignore[no-untyped-def]
    line = editor.focus_widget()
    assert isinstance(line, QLineEdit)
    line.selectAll()
    qtbot.keyClick(line, Qt.Key.Key_Backspace)
    qtbot.keyClicks(line, text)


def test_first_rows_come_before_the_database_opens_and_it_opens_after_the_paint(  # type: ignore[no-untyped-def]
    qtbot, db_path, _home
) -> None:
    win = _window(qtbot, db_path, _home)
    assert win.open_database(None)
    assert win.ctx.opening and win.ctx.opened_db is None
    page = win.show_page("catalog")
    shown = [page.model.item(r) for r in range(page.model.rowCount())]
    assert len(shown) == 22 and page.current_kind() == FIGURE
    assert win.ctx.opening  # building the page did not open it
    assert page.act_new.isEnabled()
    win.show()
    qtbot.waitUntil(lambda: win.ctx.opened_db is not None, timeout=20_000)
    assert not win.ctx.opening
    db = win.ctx.opened_db
    assert shown == cs.list_items(db, FIGURE, include_archived=True)
    assert [page.model.item(r) for r in range(page.model.rowCount())] == shown  # kept, not read again
    assert win.db_label.text().endswith("toybox-arena.sqlite3")
    assert page.form.item is not None and page.form.item.key == shown[0].key
    win.ctx.db.close()


def test_an_edit_made_while_the_database_opens_is_saved_and_undone(qtbot, db_path, _home) -> None:  # type: ignore[no-untyped-def]
    win = _window(qtbot, db_path, _home)
    win.open_database(None)
    page = win.show_page("catalog")
    assert page.select_item("MV-01")
    _type_into(qtbot, page.form.editor("name"), "Captain Rogers")
    assert win.ctx.opening  # typing reads nothing from the services
    assert page.save()  # the write opens the database first
    assert win.ctx.opened_db is not None
    assert cs.get_item(win.ctx.db, FIGURE, "MV-01").name == "Captain Rogers"
    assert page.undo_stack.count() == 1
    page.undo_stack.undo()
    assert cs.get_item(win.ctx.db, FIGURE, "MV-01").name == "Captain America"
    assert page.form.editor("name").value() == "Captain America"
    win.ctx.db.close()


def test_switching_language_while_the_database_opens_keeps_the_rows(qtbot, db_path, _home) -> None:  # type: ignore[no-untyped-def]
    win = _window(qtbot, db_path, _home)
    win.open_database(None)
    win.show_page("catalog")
    win.set_language("uk")
    page = win.current_page()
    assert page.model.rowCount() == 22
    win.show()
    qtbot.waitUntil(lambda: win.ctx.opened_db is not None, timeout=20_000)
    assert page.model.rowCount() == 22
    win.set_language("en")
    win.ctx.db.close()


def test_an_older_database_is_upgraded_before_anything_is_shown(qtbot, db_path, _home) -> None:  # type: ignore[no-untyped-def]
    win = _window(qtbot, db_path, _home)
    con = sqlite3.connect(_home / "toybox-arena.sqlite3")
    with con:  # as 0006 left it: the last migration undone
        con.execute("DROP TABLE avoided_pairs")
        con.execute("UPDATE alembic_version SET version_num = '0006_venue_web' WHERE version_num = '0007_avoided_pairs'")
    con.close()
    assert win.open_database(None)
    assert win.ctx.opened_db is not None and not win.ctx.opening  # the full path, migrated
    assert set(win.ctx.opened_db.schema_revisions()) >= {"0007_avoided_pairs"}
    assert win.show_page("catalog").model.rowCount() == 22
    win.ctx.db.close()


def test_the_first_painted_catalog_page_has_not_imported_sqlalchemy(db_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    home = tmp_path / "start"
    home.mkdir()
    shutil.copyfile(db_path, home / "toybox-arena.sqlite3")
    code = r"""
import sys
from PySide6.QtCore import QEvent, QObject, QTimer
from desktop.app import build_window, make_application
app = make_application()
ctx, window = build_window("en")
seen = []
class F(QObject):
    def __init__(self, page):
        super().__init__()
        self.page = page
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint and not seen and self.page.proxy.rowCount() > 0:
            seen.append(sorted(m for m in sys.modules if m.split('.')[0] in ('sqlalchemy', 'alembic')))
            QTimer.singleShot(0, app.quit)
        return False
filters = []
def after_first_paint():
    window.open_database(None)
    page = window.show_page("catalog")
    filters.append(F(page))
    page.table.viewport().installEventFilter(filters[-1])
window.first_painted.connect(after_first_paint)
window.show()
app.exec()
print(seen[0][:3], ctx.db is not None)
"""
    env = dict(
        os.environ,
        PYTHONPATH=str(ROOT),
        QT_QPA_PLATFORM="offscreen",
        TOYBOX_ARENA_HOME=str(home),
        XDG_CONFIG_HOME=str(home / "config"),
    )
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120, check=True
    )
    # nothing of SQLAlchemy at the first paint; the database open by the time the loop ended
    assert out.stdout.split("\n")[-2] == "[] True"


def test_a_first_start_shows_the_shipped_catalog_from_the_template_before_sqlalchemy_opens_it(  # type: ignore[no-untyped-def]
    qtbot, _home
) -> None:
    from desktop.ui import i18n

    i18n.install("en")
    win = MainWindow(AppContext(None, "en"))
    qtbot.addWidget(win)
    assert not (_home / "toybox-arena.sqlite3").exists()
    assert win.open_database(None)
    assert (_home / "toybox-arena.sqlite3").exists() and win.ctx.opening
    page = win.show_page("catalog")
    assert page.model.rowCount() == 22
    win.show()
    qtbot.waitUntil(lambda: win.ctx.opened_db is not None, timeout=20_000)
    db = win.ctx.opened_db
    assert [page.model.item(r) for r in range(page.model.rowCount())] == cs.list_items(
        db, FIGURE, include_archived=True
    )
    assert sorted(p.name for p in _home.iterdir() if "template" in p.name) == []
    db.close()
