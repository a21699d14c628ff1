"""Fixtures of the Tournaments page tests: the page on the test's own database, and helpers that wait
for its background work."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication


@pytest.fixture
def page(ctx, qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui.pages.tournaments import TournamentsPage

    widget = TournamentsPage(ctx)
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitExposed(widget)
    yield widget
    qtbot.waitUntil(lambda: widget.busy == 0, timeout=30000)
    if widget.venue is not None:
        widget.venue.close()


@pytest.fixture
def idle(qtbot, page):  # type: ignore[no-untyped-def]
    """Call it to wait until the page's background work is done."""

    def wait() -> None:
        QApplication.processEvents()
        qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
        QApplication.processEvents()

    return wait
