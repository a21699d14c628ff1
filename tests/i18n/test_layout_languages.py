"""The Catalog and Squads screens fit a 1280x800 window in both languages (Ukrainian texts are longer).

Checked on the main window (sidebar included), for every catalog section: the form gets the width its
fields need (no placeholder tick box cut off at the right edge, no sideways scrolling), the section
list shows whole titles, the buttons under the table are shown at their full width; on the Squads page
the list's buttons are not squeezed. A narrower window makes the placeholder tick boxes show a flag
(the word moves to the tooltip) rather than cut them off.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QPoint
from PySide6.QtWidgets import QApplication, QPushButton, QToolButton, QWidget

from desktop.games.catalog_schema import all_kinds
from desktop.ui import i18n
from desktop.ui.catalog.form import BADGE_FLAG
from desktop.ui.main_window import MainWindow


def _settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


@pytest.fixture(params=["en", "uk"])
def window(request, ctx, qtbot):  # type: ignore[no-untyped-def]
    lang = request.param
    assert i18n.install(lang)
    ctx.lang = lang
    win = MainWindow(ctx)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
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


def test_catalog_fits_1280x800(window) -> None:  # type: ignore[no-untyped-def]
    window.show_page("catalog")
    _settle()
    page = window.page("catalog")
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
                check(row.badge.text() == word, kind, f"{key}: badge shows {row.badge.text()!r}")
                check(_across(row.badge, form.scroll.viewport()), kind, f"{key}: badge cut off")
                check(row.badge.width() >= row.badge.sizeHint().width(), kind, f"{key}: badge squeezed")
        sections = page.sections
        check(sections.viewport().width() >= sections.sizeHintForColumn(0), kind, "section titles cut")
        buttons = getattr(page, "buttons", None)
        check(buttons is not None, kind, "no wrapping button panel")
        for button in buttons.findChildren(QToolButton) if buttons is not None else []:
            check(button.isVisible() and _inside(button, buttons), kind, f"{button.text()}: outside")
            check(button.width() >= button.sizeHint().width(), kind, f"{button.text()}: squeezed")
        if buttons is not None:
            check(_inside(page.count_label, buttons), kind, "count outside")
    assert not problems, problems


def test_narrow_catalog_form_shows_flags_not_cut_badges(window, qtbot) -> None:  # type: ignore[no-untyped-def]
    window.show_page("catalog")
    page = window.page("catalog")
    assert page.select_kind("attacktix.figure")
    _settle()
    sizes = page.splitter.sizes()
    form = page.form
    narrow = form._compact_width + 10  # room for flags, not for the word
    assert narrow < form._full_width
    page.splitter.setSizes([sizes[0], sizes[1] + sizes[2] - narrow, narrow])
    _settle()
    assert form.compact_badges()
    shown = [row for row in form._rows.values() if row.badge.isVisible()]
    assert shown
    for row in shown:
        assert row.badge.text() == BADGE_FLAG
        assert QCoreApplication.translate("CatalogForm", "placeholder") in row.badge.toolTip()
        assert _across(row.badge, form.scroll.viewport())
    page.splitter.setSizes(sizes)
    _settle()
    assert not form.compact_badges()


def test_squads_list_buttons_are_not_squeezed(window) -> None:  # type: ignore[no-untyped-def]
    window.show_page("squads")
    _settle()
    page = window.page("squads")
    for i in range(page.tabs.count()):
        page.tabs.setCurrentIndex(i)
        _settle()
        section = page.current_section()
        for button in (
            section.new_button,
            section.duplicate_button,
            section.rename_button,
            section.delete_button,
        ):
            assert isinstance(button, QPushButton)
            assert button.width() >= button.sizeHint().width(), button.text()
