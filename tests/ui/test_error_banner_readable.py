"""The main window's error banner ("could not open …", "opened read-only") reads at 4.5:1 in the light and
the dark palette, and follows a palette changed while the app runs (it was a fixed pale pink, on which the
dark palette's light text could not be read)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication

from desktop.ui import palette
from desktop.ui.palette import contrast

READABLE = 4.5
TEXT = "Could not open /home/olena/club.sqlite3: another program is using it."


@pytest.fixture
def restore_palette(qtbot):  # type: ignore[no-untyped-def]
    app = QApplication.instance()
    before = app.palette()
    yield app
    app.setPalette(before)


def banner_contrast(win) -> float:  # type: ignore[no-untyped-def]
    """The banner text's colour against the ground the banner is drawn with (a pixel of its margin)."""
    QApplication.processEvents()
    win.banner_text.ensurePolished()
    ink = win.banner_text.palette().color(QPalette.ColorRole.WindowText)
    ground = win.banner.grab().toImage().pixelColor(1, 1)
    return contrast(ink, ground)


def make_window(ctx, qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui.main_window import MainWindow

    win = MainWindow(ctx)
    qtbot.addWidget(win)
    win.resize(1024, 700)
    win.show()
    qtbot.waitExposed(win)
    win.show_error_banner(TEXT)
    return win


def test_the_error_banner_reads_on_the_dark_palette(ctx, qtbot, restore_palette) -> None:  # type: ignore[no-untyped-def]
    restore_palette.setPalette(palette.dark_palette())
    win = make_window(ctx, qtbot)
    assert win.banner.isVisible()
    assert banner_contrast(win) >= READABLE


def test_the_error_banner_reads_on_the_light_palette(ctx, qtbot, restore_palette) -> None:  # type: ignore[no-untyped-def]
    restore_palette.setPalette(QPalette())  # Qt's default light palette
    win = make_window(ctx, qtbot)
    assert banner_contrast(win) >= READABLE


def test_the_error_banner_follows_a_palette_changed_at_run_time(ctx, qtbot, restore_palette) -> None:  # type: ignore[no-untyped-def]
    restore_palette.setPalette(QPalette())
    win = make_window(ctx, qtbot)
    light_ground = win.banner.grab().toImage().pixelColor(1, 1)
    restore_palette.setPalette(palette.dark_palette())
    assert banner_contrast(win) >= READABLE
    dark_ground = win.banner.grab().toImage().pixelColor(1, 1)
    assert dark_ground.lightnessF() < 0.5 < light_ground.lightnessF()  # a dark banner on a dark window
    restore_palette.setPalette(QPalette())
    assert banner_contrast(win) >= READABLE


def test_the_error_banner_shows_a_path_as_written(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = make_window(ctx, qtbot)
    win.show_error_banner("Could not open /tmp/<b>club</b>.sqlite3: its folder does not exist.")
    assert win.banner_text.textFormat() == Qt.TextFormat.PlainText
