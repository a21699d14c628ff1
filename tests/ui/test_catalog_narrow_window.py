"""The Catalog in a 1024x700 window (review s8, item 13), in both languages: the figure table shows its
first three columns whole with the names not cut ("Captain Am…"); beside a terrain's board the table shows
whole names and its second column in view (no sliver of a heading); the board's tools all have a button in
view (the last one was hidden behind the tool bar's overflow arrow)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QToolButton

from desktop.ui import i18n
from desktop.ui.main_window import MainWindow

NAME_CAP = 200  # a longer text is cut in its cell on purpose (the form shows it whole)


@pytest.fixture(params=["en", "uk"])
def page(request, ctx, qtbot):  # type: ignore[no-untyped-def]
    assert i18n.install(request.param)
    ctx.lang = request.param
    win = MainWindow(ctx)
    qtbot.addWidget(win)
    win.resize(1024, 700)
    win.show()
    qtbot.waitExposed(win)
    yield win.show_page("catalog")
    i18n.install("en")
    ctx.lang = "en"


def _show(page, kind: str) -> None:  # type: ignore[no-untyped-def]
    assert page.select_kind(kind)
    for _ in range(10):
        QApplication.processEvents()


def _in_view(page, column: int) -> bool:  # type: ignore[no-untyped-def]
    header = page.table.horizontalHeader()
    left = header.sectionViewportPosition(column)
    return 0 <= left and left + header.sectionSize(column) <= page.table.viewport().width()


def _cells_fit(page, column: int) -> list[str]:  # type: ignore[no-untyped-def]
    """The texts of ``column`` that its width cuts (up to the cap for long texts)."""
    table, proxy = page.table, page.proxy
    size = table.horizontalHeader().sectionSize(column)
    cut = []
    for row in range(proxy.rowCount()):
        index = proxy.index(row, column)
        if size < min(table.sizeHintForIndex(index).width(), NAME_CAP):
            cut.append(str(index.data()))
    return cut


def _column(page, key: str) -> int:  # type: ignore[no-untyped-def]
    return next(c for c, f in enumerate(page.model.fields()) if f.key == key)


def test_figure_table_shows_code_name_and_points_whole_at_1024(page) -> None:  # type: ignore[no-untyped-def]
    _show(page, "attacktix.figure")
    for key in ("code", "name", "points"):
        assert _in_view(page, _column(page, key)), key
    assert _cells_fit(page, _column(page, "name")) == []


@pytest.mark.parametrize("kind", ["toybattle.terrain", "helix.terrain"])
def test_terrain_names_whole_beside_the_board_at_1024(page, kind) -> None:  # type: ignore[no-untyped-def]
    _show(page, kind)
    name = _column(page, "name")
    assert _in_view(page, name)
    assert _cells_fit(page, name) == []
    # the next column is in view too, not a sliver cut by the table's edge; a heading too long for it is
    # elided by the header and whole in its tooltip
    shown = [c for c in range(page.model.columnCount()) if not page.table.isColumnHidden(c)]
    second = shown[shown.index(name) + 1]
    assert _in_view(page, second)
    header = page.table.horizontalHeader()
    heading = str(page.model.headerData(second, header.orientation())).replace("\n", " ")
    assert str(page.model.headerData(second, header.orientation(), Qt.ItemDataRole.ToolTipRole)).startswith(heading)


@pytest.mark.parametrize("kind", ["toybattle.terrain", "helix.terrain"])
def test_every_board_tool_has_a_button_in_view_at_1024(page, kind) -> None:  # type: ignore[no-untyped-def]
    _show(page, kind)
    editor = page.form.composite().editor
    tools = [*editor._tools.actions(), editor.act_delete]
    for act in tools:
        buttons = [
            b
            for b in editor.findChildren(QToolButton)
            if b.defaultAction() is act and b.isVisibleTo(editor) and b.width() > 0
        ]
        assert buttons, act.text()
        left = buttons[0].mapTo(editor, QPoint(0, 0)).x()
        assert 0 <= left and left + buttons[0].width() <= editor.width(), act.text()
        assert buttons[0].width() >= buttons[0].sizeHint().width(), act.text()
