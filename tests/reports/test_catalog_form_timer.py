"""Regression: a catalog form closed before its deferred width measurement ran made the next event loop
raise "Internal C++ object (QScrollArea) already deleted" (it failed the first printing test that waited
for its preview). The measurement is now tied to the form's life."""

from __future__ import annotations

import shiboken6
from PySide6.QtWidgets import QApplication

from desktop.ui.catalog.form import ItemForm


def test_deferred_measurement_of_a_deleted_form_does_nothing(qtbot) -> None:  # type: ignore[no-untyped-def]
    form = ItemForm()
    form._fit_width()  # schedules the measurement for the next turn of the event loop
    shiboken6.delete(form)  # the C++ widget goes first, as when its window closes
    with qtbot.captureExceptions() as errors:
        for _ in range(3):
            QApplication.processEvents()
            QApplication.sendPostedEvents(None, 0)
    assert errors == []
