"""Every unchecked check box can be seen with the dark palette, as the app sets it up
(``palette.apply_requested`` with ``TOYBOX_ARENA_PALETTE=dark``): the catalog form's yes/no fields, the
squad builders' filters and options, the event dialog's options and its list of tiebreakers. Fusion drew
their frame a shade darker than the window (about 1.2:1 dark, 1.7:1 light); the frame must reach 3:1 on the
pixels painted, against what the box stands on, with the light palette and the dark one."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QStyle,
    QStyleOptionButton,
    QStyleOptionViewItem,
    QWidget,
)

from desktop.ui import palette
from desktop.ui.palette import contrast

VISIBLE = 3.0  # WCAG for the parts of a control (a check box's frame)
SIZE = (1024, 700)


@pytest.fixture(params=["light", "dark"])
def look(request, qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    """The palette and style as the app sets them up at start."""
    app = QApplication.instance()
    before, style = app.palette(), app.style().name() or "Fusion"
    monkeypatch.setenv(palette.PALETTE_ENV, request.param)
    palette.apply_requested(app)
    yield request.param
    app.setPalette(before)
    app.setStyle(style)  # a plain style again for the tests after this one


def _max_contrast(image: QImage, rect, against: QColor) -> float:  # type: ignore[no-untyped-def]
    return max(
        contrast(QColor(image.pixel(x, y)), against)
        for x in range(max(0, rect.left()), min(image.width(), rect.right() + 1))
        for y in range(max(0, rect.top()), min(image.height(), rect.bottom() + 1))
    )


def unseen_check_boxes(root: QWidget) -> list[str]:
    """The visible unchecked check boxes of ``root`` whose box does not reach 3:1 on what it stands on."""
    found = []
    for box in root.findChildren(QCheckBox):
        if not box.isVisibleTo(root) or box.isChecked() or box.visibleRegion().isEmpty():
            continue
        option = QStyleOptionButton()
        box.initStyleOption(option)
        rect = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box)
        image = box.grab().toImage()
        ground = QColor(image.pixel(min(image.width() - 1, rect.right() + 2), rect.top()))
        seen = _max_contrast(image, rect, ground)
        if seen < VISIBLE:
            found.append(f"{box.text() or box.toolTip() or box.objectName()!r}: {seen:.2f} on {ground.name()}")
    return found


def unseen_item_boxes(root: QWidget) -> list[str]:
    """The same for the check boxes of item views (every unchecked row in view)."""
    found = []
    for view in root.findChildren(QAbstractItemView):
        model = view.model()
        if model is None or not view.isVisibleTo(root) or view.viewport().visibleRegion().isEmpty():
            continue
        view.clearSelection()
        view.setCurrentIndex(QModelIndex())
        QApplication.processEvents()
        image = view.viewport().grab().toImage()
        for row in range(model.rowCount()):
            for col in range(model.columnCount()):
                index = model.index(row, col)
                if model.data(index, Qt.ItemDataRole.CheckStateRole) not in (Qt.CheckState.Unchecked, 0):
                    continue
                cell = view.visualRect(index)
                if not cell.isValid() or not image.rect().contains(cell.center()):
                    continue
                option = QStyleOptionViewItem()
                view.itemDelegateForIndex(index).initStyleOption(option, index)
                option.rect = cell
                rect = view.style().subElementRect(QStyle.SubElement.SE_ItemViewItemCheckIndicator, option, view)
                ground = QColor(image.pixel(cell.right() - 2, cell.top() + 1))
                seen = _max_contrast(image, rect, ground)
                if seen < VISIBLE:
                    found.append(f"{type(view).__name__} row {row}: {seen:.2f} on {ground.name()}")
    return found


def _settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


def _close(win, qtbot) -> None:  # type: ignore[no-untyped-def]
    import shiboken6

    win.close()
    QApplication.processEvents()
    shiboken6.delete(win)
    QApplication.processEvents()


def test_the_catalog_forms_and_squad_builders_check_boxes_can_be_seen(look, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.main_window import MainWindow

    win = MainWindow(ctx)
    win.resize(*SIZE)
    win.show()
    qtbot.waitExposed(win)
    problems: list[str] = []
    counted = 0
    try:
        page = win.show_page("catalog")
        _settle()
        page.select_kind("attacktix.figure")  # Gold, Tournament figure, Mega
        _settle()
        counted += len([b for b in win.findChildren(QCheckBox) if b.isVisibleTo(win) and not b.isChecked()])
        problems += [f"catalog: {p}" for p in unseen_check_boxes(win)]
        page = win.show_page("squads")
        for i in range(page.tabs.count()):
            page.tabs.setCurrentIndex(i)
            _settle()
            assert page.new_squad("Family night")
            _settle()
            counted += len([b for b in win.findChildren(QCheckBox) if b.isVisibleTo(win) and not b.isChecked()])
            problems += [f"squads tab {i}: {p}" for p in unseen_check_boxes(win)]
    finally:
        _close(win, qtbot)
    assert counted >= 4, "the pages show unchecked boxes to look at"
    assert not problems, "\n".join(problems)


def test_the_event_dialogs_check_boxes_and_tiebreak_list_can_be_seen(look, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.tournament.event_dialog import EventDialog

    dialog = EventDialog(None)
    qtbot.addWidget(dialog)
    dialog.resize(*SIZE)
    dialog.show()
    qtbot.waitExposed(dialog)
    _settle()
    tiebreaks = dialog.tiebreaks
    unchecked = [
        i for i in range(tiebreaks.count()) if tiebreaks.item(i).checkState() == Qt.CheckState.Unchecked
    ]
    assert unchecked, "some tiebreakers are offered unchecked"
    problems = unseen_check_boxes(dialog) + unseen_item_boxes(tiebreaks.parentWidget())
    assert not problems, "\n".join(problems)


def test_every_check_box_of_the_app_is_the_framed_one() -> None:
    """A plain QCheckBox would draw Fusion's faint frame: the app makes its check boxes with
    ``desktop.ui.checks.CheckBox`` (a new one is found by this scan)."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2] / "desktop" / "ui"
    plain = [
        f"{path.relative_to(root)}:{n}"
        for path in root.rglob("*.py")
        if path.name != "checks.py"
        for n, line in enumerate(path.read_text("utf-8").splitlines(), 1)
        if re.search(r"\bQCheckBox\(", line)
    ]
    assert not plain, plain
