"""Fixtures for the Catalog page tests: the page on the test's own seeded database."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox


@pytest.fixture
def page(ctx, qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui import i18n
    from desktop.ui.pages.catalog import Page

    i18n.install("en")  # as the app does: the English plural forms
    widget = Page(ctx)
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


@pytest.fixture
def answers(monkeypatch):  # type: ignore[no-untyped-def]
    """Scripted answers to QMessageBox.question; records every question asked."""

    class Answers:
        def __init__(self) -> None:
            self.queue: list[QMessageBox.StandardButton] = []
            self.asked: list[str] = []
            self.warnings: list[str] = []

        def question(self, parent, title, text, *args, **kwargs):  # type: ignore[no-untyped-def]
            self.asked.append(text)
            assert self.queue, f"unexpected question: {text}"
            return self.queue.pop(0)

        def warning(self, parent, title, text, *args, **kwargs):  # type: ignore[no-untyped-def]
            self.warnings.append(text)
            return QMessageBox.StandardButton.Ok

    a = Answers()
    monkeypatch.setattr(QMessageBox, "question", a.question)
    monkeypatch.setattr(QMessageBox, "warning", a.warning)
    return a
