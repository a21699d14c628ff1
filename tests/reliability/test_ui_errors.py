"""The app side of issue 9: no exception in a slot is silent (defect 3), Open database… builds its URL
with URL.create and refuses in-memory databases (5, 9), catalog text is never rendered as markup (9)."""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

pytestmark = pytest.mark.reliability


@pytest.fixture
def handler(qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui import errors

    h = errors.ExceptionHandler(modal=False).install()
    yield h
    h.uninstall()


def _raise(exc: BaseException):  # type: ignore[no-untyped-def]
    try:
        raise exc
    except BaseException as caught:  # noqa: BLE001
        return type(caught), caught, caught.__traceback__


def test_an_exception_in_a_slot_is_shown(handler, qtbot) -> None:  # type: ignore[no-untyped-def]
    handler.hook(*_raise(KeyError("boom")))
    qtbot.waitUntil(lambda: len(handler.shown) == 1)
    title, text = handler.shown[0]
    assert title == "Unexpected error" and "KeyError" in text and "go on working" in text


def test_a_locked_database_in_a_slot_is_a_clear_message(handler, qtbot, db, db_path: Path) -> None:  # type: ignore[no-untyped-def]
    from database.engine import Database
    from desktop.services import tournament as svc

    holder = sqlite3.connect(str(db_path), timeout=1, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    quick = Database.open(db.url, busy_timeout_ms=100)
    try:
        svc.create_event(quick, svc.EventSpec(name="Blocked", game="toybattle"))
    except Exception:  # noqa: BLE001 - what a slot would let escape
        handler.hook(*sys.exc_info())  # type: ignore[arg-type]
    finally:
        holder.rollback()
        holder.close()
        quick.close()
    qtbot.waitUntil(lambda: len(handler.shown) == 1)
    title, text = handler.shown[0]
    assert title == "The action could not be done"
    assert "busy" in text and "nothing was written" in text and "Traceback" not in text
    assert svc.list_events(db) == []


def test_the_conflict_error_is_translated(qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.services.tournament import StaleResultError
    from desktop.ui import errors, i18n

    err = StaleResultError("match 1-1-1-V", "desk 2", "2025-05-31 10:00:00 UTC", "games a", 3)
    assert errors.service_message(err) == err.message
    assert i18n.install("uk")
    try:
        text = errors.service_message(err)
        assert "desk 2" in text and "match 1-1-1-V" in text and text != err.message
    finally:
        i18n.install("en")


def test_the_app_installs_the_handler(qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop import app as app_module
    from desktop.ui import errors

    previous = sys.excepthook
    ctx, window = app_module.build_window("en")
    qtbot.addWidget(window)
    handler = app_module.install_exception_handler(window, modal=False)
    try:
        assert sys.excepthook == handler.hook
    finally:
        handler.uninstall()
        errors._handler = None
        sys.excepthook = previous


def test_open_database_dialog_opens_an_odd_file_name(
    qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QFileDialog

    from desktop.app import build_window

    ctx, window = build_window("en")
    qtbot.addWidget(window)
    path = tmp_path / "club?night#2 %41.sqlite3"
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(window, "confirm_discard", lambda: True)
    window.open_database_dialog()
    assert ctx.db is not None and ctx.db.path == path
    assert path.exists() and [p.name for p in tmp_path.iterdir() if p.suffix == ".sqlite3"] == [path.name]
    ctx.db.close()


def test_an_in_memory_database_is_refused_in_the_app(qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.app import build_window

    ctx, window = build_window("en")
    qtbot.addWidget(window)
    assert window.open_database("sqlite://") is False
    assert ctx.db is None and "vanish" in window.banner_text.text()


def test_catalog_text_is_never_markup(qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.games.helix import helix as hx
    from desktop.ui.games.helix.squad_editor import SlotWidget

    evil = "<img src='/etc/hostname'>"
    w = SlotWidget(0)
    qtbot.addWidget(w)
    w.show_glyph(hx.GlyphRef("g1", evil, "sp"), evil, "#123456", False, False)
    assert w.name.textFormat() == Qt.TextFormat.PlainText and w.name.text().startswith(evil)
    assert "<img" not in w.species.text() and "&lt;img" in w.species.text()


def _squads(n: int) -> str:
    import json

    return json.dumps(
        {
            "format": "toybox-arena-squads",
            "version": 1,
            "squads": [
                {
                    "kind": "toybattle.setup",
                    "name": f"S {i}",
                    "data": {"terrain": "castle", "colour": "blue", "opponent": "easy", "beginner": False},
                }
                for i in range(n)
            ],
        }
    )


def test_a_long_import_runs_off_the_ui_thread_and_can_be_cancelled(qtbot, db) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QProgressDialog

    from desktop.services import squads as sq
    from desktop.ui.progress import run_with_progress

    text = _squads(20_000)
    seen: list[QProgressDialog] = []

    def press_cancel() -> None:
        for w in QApplication.topLevelWidgets():
            if isinstance(w, QProgressDialog):
                seen.append(w)
                w.cancel()

    def long_work(progress):  # type: ignore[no-untyped-def] # like an import: reports, stops on Cancel
        import time

        for i in range(2000):
            if progress(i, 2000) is False:
                raise sq.ImportCancelledError("the import was cancelled; nothing was written")
            time.sleep(0.005)
        return sq.import_squads(db, text)

    QTimer.singleShot(150, press_cancel)
    with pytest.raises(sq.ImportCancelledError):
        run_with_progress(None, "Import squads", "Importing…", long_work, show_after_ms=0)
    assert seen, "the progress dialog was shown"
    assert sq.list_squads(db) == []
    done = run_with_progress(
        None, "Import squads", "Importing…", lambda p: sq.import_squads(db, _squads(50), progress=p)
    )
    assert len(done.created) == 50 and len(sq.list_squads(db)) == 50
