"""The main window: every page reachable, menus, language switch, database errors, screenshots."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from desktop.cli import main as cli_main
from desktop.ui.context import AppContext
from desktop.ui.main_window import PAGE_KEYS, MainWindow


@pytest.fixture
def window(ctx: AppContext, qtbot):  # type: ignore[no-untyped-def]
    win = MainWindow(ctx)
    qtbot.addWidget(win)
    with qtbot.waitSignal(win.first_painted, timeout=5000):
        win.show()
    yield win
    from desktop.ui import i18n

    i18n.install("en")


def test_every_page_is_reachable_from_the_sidebar(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    for row, key in enumerate(PAGE_KEYS):
        item = window.sidebar.item(row)
        rect = window.sidebar.visualItemRect(item)
        from PySide6.QtCore import Qt

        qtbot.mouseClick(window.sidebar.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        assert window.current_key() == key
        page = window.current_page()
        assert page is not None and page.isVisible()


def test_view_menu_shortcuts_switch_pages(window: MainWindow) -> None:
    window.page_actions["play"].trigger()
    assert window.current_key() == "play"
    assert window.page_actions["tournaments"].shortcut().toString() == "Ctrl+4"


def test_menus_exist(window: MainWindow) -> None:
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&File", "&Edit", "&View", "&Help"]
    file_texts = [a.text() for a in window.menu_file.actions() if not a.isSeparator()]
    assert file_texts[:2] == ["&Open database…", "&Back up database…"] and file_texts[-1] == "&Quit"
    assert len(window.rules_actions) == 3


def test_language_switch_changes_visible_text(window: MainWindow) -> None:
    assert window.sidebar.item(0).text() == "Catalog"
    window.set_language("uk")
    assert window.sidebar.item(0).text() == "Каталог"
    assert window.menu_file.title() == "&Файл"
    window.set_language("en")
    assert window.sidebar.item(0).text() == "Catalog"


def test_rules_help_renders_each_game(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.help import RulesDialog

    for key in window.rules_actions:
        dialog = RulesDialog(key, "en", window)
        qtbot.addWidget(dialog)
        assert len(dialog.browser.toPlainText()) > 500


def test_garbage_database_shows_banner_and_app_stays_usable(window: MainWindow, tmp_path: Path) -> None:
    bad = tmp_path / "bad.sqlite3"
    bad.write_bytes(b"garbage" * 100)
    before = bad.read_bytes()
    old_db = window.ctx.db
    assert not window.open_database(f"sqlite:///{bad}")
    assert window.banner.isVisible() and "not a Toybox Arena database" in window.banner_text.text()
    assert window.ctx.db is old_db
    assert bad.read_bytes() == before
    good = tmp_path / "good.sqlite3"
    assert window.open_database(f"sqlite:///{good}")
    assert not window.banner.isVisible() and window.ctx.db is not old_db


def test_backup_action_writes_a_copy(window: MainWindow, tmp_path: Path) -> None:
    written = window.backup_database(tmp_path / "b.sqlite3")
    assert written is not None and written.stat().st_size > 0


def test_window_geometry_is_kept(ctx: AppContext, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = MainWindow(ctx)
    qtbot.addWidget(win)
    win.resize(781, 611)
    win.show()
    win.close()
    again = MainWindow(ctx)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (781, 611)


def test_screenshot_writes_non_blank_png_of_requested_size(tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    env = dict(os.environ)
    proc = subprocess.run(
        [sys.executable, "-m", "desktop", "--screenshot", str(out), "--page", "play", "--size", "900x640"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (900, 640)
    colours = {image.pixel(x, y) for x in range(0, 900, 7) for y in range(0, 640, 7)}
    assert len(colours) > 10


def test_no_display_prints_one_clear_line(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    proc = subprocess.run([sys.executable, "-m", "desktop"], env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode != 0
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and "--screenshot" in lines[0] and "QT_QPA_PLATFORM=offscreen" in lines[0]


def test_help_lists_the_verbs(capsys: pytest.CaptureFixture[str]) -> None:
    from desktop.cli import available_commands

    with pytest.raises(SystemExit) as exit_info:
        cli_main(["--help"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    for verb in available_commands():
        assert verb in out


def test_close_asks_before_losing_unsaved_edits(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    page = window.show_page("play")
    monkeypatch.setattr(page, "has_unsaved_changes", lambda: True, raising=False)
    asked: list[str] = []

    def answer(*args, **kwargs):  # type: ignore[no-untyped-def]
        asked.append(args[2])
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", answer)
    assert not window.close()
    assert window.isVisible() and "Play" in asked[0]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Discard)
    assert window.close()


def test_no_page_is_built_before_the_first_paint(ctx: AppContext, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = MainWindow(ctx)
    qtbot.addWidget(win)
    win.sidebar.setCurrentRow(0)  # what Qt does when the window gets the focus
    assert win._pages == {}
    with qtbot.waitSignal(win.first_painted, timeout=5000):
        win.show()
    qtbot.waitUntil(lambda: "catalog" in win._pages)
