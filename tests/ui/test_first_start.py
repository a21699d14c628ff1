"""A new user's first start: the window fits the screen it opens on, and the app opens on Play; after that
the window comes back where it was (when that still fits) on the page last shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QGuiApplication

from desktop.ui.main_window import FRAME_ALLOWANCE, MainWindow, first_geometry
from desktop.ui.settings import settings


def _framed(rect: QRect) -> QRect:
    side, title = FRAME_ALLOWANCE
    return rect.adjusted(-side, -title, side, side)


@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1366, 768), (1920, 1080)])
def test_first_window_with_its_frame_fits_the_available_screen(size) -> None:  # type: ignore[no-untyped-def]
    available = QRect(0, 30, *size)  # e.g. a panel at the top of the screen
    rect = first_geometry(available)
    assert available.contains(_framed(rect))
    assert rect.width() <= 1280 and rect.height() <= 800


def test_first_window_is_1280x800_when_the_screen_has_room() -> None:
    rect = first_geometry(QRect(0, 0, 1920, 1080))
    assert (rect.width(), rect.height()) == (1280, 800)


def test_first_window_fits_the_screen_it_is_shown_on(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = MainWindow(ctx)
    qtbot.addWidget(win)
    available = QGuiApplication.primaryScreen().availableGeometry()  # 800x800 offscreen
    assert available.contains(_framed(win.geometry()))


def test_saved_geometry_too_big_for_the_screen_is_not_kept(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    big = MainWindow(ctx)
    qtbot.addWidget(big)
    big.setGeometry(QRect(0, 0, 2400, 1500))  # saved on a larger monitor
    settings().setValue("window/geometry", big.saveGeometry())
    win = MainWindow(ctx)
    qtbot.addWidget(win)
    available = QGuiApplication.primaryScreen().availableGeometry()
    assert available.contains(_framed(win.geometry()))


def test_saved_geometry_that_fits_is_kept(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    first = MainWindow(ctx)
    qtbot.addWidget(first)
    first.setGeometry(QRect(20, 60, 760, 600))
    settings().setValue("window/geometry", first.saveGeometry())
    win = MainWindow(ctx)
    qtbot.addWidget(win)
    assert win.geometry() == QRect(20, 60, 760, 600)


def test_first_start_opens_on_play_then_on_the_last_page(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    win = MainWindow(ctx)
    qtbot.addWidget(win)
    assert win._initial_page == "play"
    win.show()
    win.show_page("squads")
    win.close()
    again = MainWindow(ctx)
    qtbot.addWidget(again)
    assert again._initial_page == "squads"
