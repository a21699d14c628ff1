"""The Catalog and Squads screens fit 1024x700, 1280x800 and 1920x1080 in both languages (Ukrainian texts
are longer). Checked on the main window (sidebar included):

- no clipped widget: every button, combo box, line edit, spin box and group box is at least as wide as
  its minimum and lies within its parent's width (nothing cut off at a right edge, nothing drawn over a
  neighbour);
- no horizontal scroll bar on a form or a builder's table (the catalog's item table, a spreadsheet of
  every field, may scroll sideways: it shows its first four columns whole from 1280x800);
- Catalog: for every section, the form gets the width its fields need (labels above the fields when it is
  narrow; placeholder tick boxes show the word or, narrower, a flag, never cut off); the section list shows
  whole titles; the buttons under the table are whole; at 1920x1080 the fields stop at a readable width;
  a terrain's board and its side panel sit side by side (the panel does not cover the board);
- Squads: the builders show their columns; the helix slot cards do not overlap each other.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGroupBox,
    QLineEdit,
    QPushButton,
    QTableView,
    QToolButton,
    QWidget,
)

from desktop.games.attacktix import squad as ax
from desktop.games.catalog_schema import all_kinds
from desktop.games.helix import helix as hx
from desktop.games.toybattle.setup_kind import SETUP_KIND
from desktop.ui import i18n
from desktop.ui.catalog.form import BADGE_FLAG, FIELDS_MAX_WIDTH
from desktop.ui.games.attacktix import data as ax_data
from desktop.ui.main_window import MainWindow

SIZES = [(1024, 700), (1280, 800), (1920, 1080)]
CHECKED = (QAbstractButton, QComboBox, QLineEdit, QAbstractSpinBox, QGroupBox)


def _settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


@pytest.fixture(
    params=[(lang, size) for lang in ("en", "uk") for size in SIZES],
    ids=lambda p: f"{p[0]}-{p[1][0]}x{p[1][1]}",
)
def window(request, ctx, qtbot):  # type: ignore[no-untyped-def]
    lang, size = request.param
    assert i18n.install(lang)
    ctx.lang = lang
    win = MainWindow(ctx)
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    win.size_under_test = size
    yield win
    i18n.install("en")
    ctx.lang = "en"


def _inside(child: QWidget, outer: QWidget) -> bool:
    """``child`` lies wholly within ``outer``'s rectangle."""
    top_left = child.mapTo(outer, QPoint(0, 0))
    return outer.rect().contains(top_left) and outer.rect().contains(
        top_left + QPoint(child.width() - 1, child.height() - 1)
    )


def _across(child: QWidget, outer: QWidget) -> bool:
    """``child`` lies within ``outer``'s width (it may be scrolled out of sight vertically)."""
    left = child.mapTo(outer, QPoint(0, 0)).x()
    return left >= 0 and left + child.width() <= outer.width()


def _shown(w: QWidget, root: QWidget) -> bool:
    return w.isVisibleTo(root) and w.width() > 0 and w.height() > 0


def clipped(root: QWidget) -> list[str]:
    """Visible controls narrower than their minimum or sticking out of their parent sideways."""
    found = []
    for w in root.findChildren(QWidget):
        if not isinstance(w, CHECKED) or not _shown(w, root) or w.objectName().startswith("qt_"):
            continue  # (qt_…: the inner parts of Qt's own widgets, e.g. a spin box's line edit)
        parent = w.parentWidget()
        if parent is None or isinstance(parent, QAbstractScrollArea) or parent.inherits("QToolBar"):
            continue
        if parent.inherits("QToolBarExtension") or w.inherits("QToolBarExtension"):
            continue
        name = w.text() if isinstance(w, QAbstractButton) else w.objectName() or type(w).__name__
        if isinstance(w, QAbstractButton):
            # a button needs its text (and icon), not the style's minimum width for push buttons
            need = w.fontMetrics().horizontalAdvance(w.text().replace("&", "")) + 6
            if not w.icon().isNull():
                need += w.iconSize().width()
        else:
            need = w.minimumSizeHint().width()
        if w.width() + 1 < need:
            found.append(f"{name!r}: {w.width()} px wide, needs {need}")
        elif not _across(w, parent):
            found.append(f"{name!r}: beyond its parent's edge")
    return found


def _no_overlap(widgets: list[QWidget], parent: QWidget) -> bool:
    rects = [QRect(w.mapTo(parent, QPoint(0, 0)), w.size()) for w in widgets]
    return not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1 :])


def test_catalog_fits(window) -> None:  # type: ignore[no-untyped-def]
    window.show_page("catalog")
    _settle()
    page = window.page("catalog")
    width, _height = window.size_under_test
    word = QCoreApplication.translate("CatalogForm", "placeholder")
    problems: list[tuple[str, str]] = []

    def check(ok: bool, kind: str, what: str) -> None:
        if not ok:
            problems.append((kind, what))

    for kind in (k.key for k in all_kinds()):
        assert page.select_kind(kind)
        _settle()
        form = page.form
        check(_across(form, page), kind, "form beyond the window's right edge")
        check(form.width() >= form.minimumSizeHint().width(), kind, "form narrower than its minimum")
        check(not form.scroll.horizontalScrollBar().isVisible(), kind, "form scrolls sideways")
        check(form.scroll.widget().width() <= form.scroll.viewport().width(), kind, "fields wider than form")
        for key, row in form._rows.items():
            if row.badge.isVisible():
                check(
                    row.badge.text() in (word, BADGE_FLAG), kind, f"{key}: badge shows {row.badge.text()!r}"
                )
                check(_across(row.badge, form.scroll.viewport()), kind, f"{key}: badge cut off")
                check(row.badge.width() >= row.badge.sizeHint().width(), kind, f"{key}: badge squeezed")
        if width >= 1920:
            check(form.body.width() <= FIELDS_MAX_WIDTH, kind, "fields stretch across the screen")
        sections = page.sections
        check(sections.viewport().width() >= sections.sizeHintForColumn(0), kind, "section titles cut")
        buttons = page.buttons
        for button in buttons.findChildren(QToolButton):
            check(button.isVisible() and _inside(button, buttons), kind, f"{button.text()}: outside")
            check(button.width() >= button.sizeHint().width(), kind, f"{button.text()}: squeezed")
        check(_inside(page.count_label, buttons), kind, "count outside")
        if width >= 1280 and kind not in ("toybattle.terrain", "helix.terrain"):
            table = page.table
            header = table.horizontalHeader()
            shown = [c for c in range(table.model().columnCount()) if not table.isColumnHidden(c)][:4]
            if len(shown) == 4:
                right = header.sectionPosition(shown[3]) + header.sectionSize(shown[3])
                check(right <= table.viewport().width(), kind, "the table's 4th column is cut")
        composite = form.composite()
        if composite is not None:
            editor = composite.editor
            view, side = editor.view, editor.side
            check(_no_overlap([view, side], editor), kind, "the side panel covers the board")
            check(_inside(side, editor), kind, "the side panel is cut off")
        for what in clipped(page):
            check(False, kind, what)
    assert not problems, problems


def test_narrow_catalog_form_shows_flags_then_stacks_labels(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    if window.size_under_test != (1280, 800):
        pytest.skip("the splitter is dragged by hand: one size is enough")
    window.show_page("catalog")
    page = window.page("catalog")
    assert page.select_kind("attacktix.figure")
    _settle()
    sizes = page.splitter.sizes()
    form = page.form
    total = sizes[1] + sizes[2]
    # wide enough for the word
    wide = form._full_width + (form.width() - form.scroll.width()) + 20
    page.splitter.setSizes([sizes[0], total - wide, wide])
    _settle()
    assert not form.compact_badges() and not form.stacked_labels()
    # room for flags, not for the word
    narrow = form._compact_width + (form.width() - form.scroll.width()) + 10
    assert form._compact_width + 10 < form._full_width
    page.splitter.setSizes([sizes[0], total - narrow, narrow])
    _settle()
    assert form.compact_badges() and not form.stacked_labels()
    shown = [row for row in form._rows.values() if row.badge.isVisible()]
    assert shown
    for row in shown:
        assert row.badge.text() == BADGE_FLAG
        assert QCoreApplication.translate("CatalogForm", "placeholder") in row.badge.toolTip()
        assert _across(row.badge, form.scroll.viewport())
    # narrower still: the labels go above their fields; nothing scrolls sideways
    least = form.least_width()
    page.splitter.setSizes([sizes[0], total - least, least])
    _settle()
    assert form.stacked_labels()
    assert not form.scroll.horizontalScrollBar().isVisible()
    for row in form._rows.values():
        assert row.label.mapTo(form.body, QPoint(0, 0)).y() < row.editor.mapTo(form.body, QPoint(0, 0)).y()
    page.splitter.setSizes(sizes)
    _settle()


def _open_builders(window) -> None:  # type: ignore[no-untyped-def]
    window.show_page("squads")
    _settle()
    page = window.page("squads")
    db = window.ctx.db
    figures = ax_data.figures(db)
    for kind in (ax.SQUAD_KIND, hx.SQUAD_KIND, SETUP_KIND):
        page.show_section(kind)
        assert page.new_squad(f"Layout {kind}")
        if kind == ax.SQUAD_KIND:
            editor = page.current_section().editor
            editor.add_keys([f.key for f in figures[:8]], backup=False)
            assert page.save()  # nothing unsaved: closing the window asks nothing
    _settle()


def test_squads_fit(window) -> None:  # type: ignore[no-untyped-def]
    _open_builders(window)
    page = window.page("squads")
    problems: list[tuple[str, str]] = []
    for i in range(page.tabs.count()):
        page.tabs.setCurrentIndex(i)
        _settle()
        section = page.current_section()
        kind = section.kind
        for button in (
            section.new_button,
            section.duplicate_button,
            section.rename_button,
            section.delete_button,
        ):
            assert isinstance(button, QPushButton)
            if button.width() < button.sizeHint().width():
                problems.append((kind, f"{button.text()}: squeezed"))
        editor = section.editor
        for table in editor.findChildren(QTableView):
            if _shown(table, editor) and table.horizontalScrollBar().isVisible():
                problems.append((kind, f"{table.objectName() or 'a table'} scrolls sideways"))
        if kind == ax.SQUAD_KIND:
            table = editor.figure_table
            visible = [c for c in range(table.model().columnCount()) if not table.isColumnHidden(c)]
            if len(visible) < (4 if window.size_under_test[0] >= 1280 else 3):
                problems.append((kind, f"the catalog table shows {len(visible)} columns"))
        if kind == hx.SQUAD_KIND:
            if not _no_overlap(list(editor.slots), editor.slot_grid):
                problems.append((kind, "slot cards overlap"))
            for slot in editor.slots:
                if not _inside(slot, editor.helix_box):
                    problems.append((kind, f"slot {slot.index + 1} is cut off"))
            title = editor.list_box.fontMetrics().horizontalAdvance(editor.list_box.title())
            if title > editor.list_box.width():
                problems.append((kind, "the glyph box's title runs under the helix box"))
        problems.extend((kind, what) for what in clipped(section))
    assert not problems, problems
