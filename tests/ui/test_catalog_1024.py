"""The Catalog at 1024x700: the figure table beside the form shows three whole columns (code, name,
points) in English, and in both languages no heading in view is cut ("ollector cod")."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from desktop.ui import i18n
from desktop.ui.catalog.table_model import two_lines
from desktop.ui.main_window import MainWindow


def _catalog(ctx, qtbot, lang: str):  # type: ignore[no-untyped-def]
    assert i18n.install(lang)
    ctx.lang = lang
    win = MainWindow(ctx)
    qtbot.addWidget(win)
    win.resize(1024, 700)
    win.show()
    qtbot.waitExposed(win)
    page = win.show_page("catalog")
    page.select_kind("attacktix.figure")
    for _ in range(10):
        QApplication.processEvents()
    return page


def _whole_columns(page) -> list[int]:  # type: ignore[no-untyped-def]
    header, width = page.table.horizontalHeader(), page.table.viewport().width()
    return [
        c
        for c in range(page.model.columnCount())
        if not page.table.isColumnHidden(c)
        and 0 <= header.sectionViewportPosition(c)
        and header.sectionViewportPosition(c) + header.sectionSize(c) <= width
    ]


def test_figure_table_shows_three_whole_columns_at_1024(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    try:
        page = _catalog(ctx, qtbot, "en")
        assert len(_whole_columns(page)) >= 3
    finally:
        i18n.install("en")
        ctx.lang = "en"


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_no_heading_in_view_is_cut_at_1024(lang, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    try:
        page = _catalog(ctx, qtbot, lang)
        header = page.table.horizontalHeader()
        for c in _whole_columns(page):
            text = str(page.model.headerData(c, header.orientation()))
            need = max(header.fontMetrics().horizontalAdvance(line) for line in text.split("\n"))
            assert header.sectionSize(c) >= need + 6, text
    finally:
        i18n.install("en")
        ctx.lang = "en"


def test_long_headings_break_at_the_space_nearest_the_middle() -> None:
    assert two_lines("Collector code") == "Collector\ncode"
    assert two_lines("Point value") == "Point\nvalue"
    assert two_lines("Name") == "Name"
    assert two_lines("Швидкість") == "Швидкість"
