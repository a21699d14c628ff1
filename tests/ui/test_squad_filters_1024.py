"""The Attacktix squad builder's filters are whole at 1024x700 in English and Ukrainian: every filter
shows its longest entry and lies inside the catalog pane (they wrap onto more rows instead)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QApplication

from desktop.games.attacktix import squad as ax
from desktop.ui import i18n
from desktop.ui.main_window import MainWindow


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_squad_builder_filters_are_whole_at_1024x700(lang, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert i18n.install(lang)
    ctx.lang = lang
    try:
        win = MainWindow(ctx)
        qtbot.addWidget(win)
        win.resize(1024, 700)
        win.show()
        qtbot.waitExposed(win)
        page = win.show_page("squads")
        page.show_section(ax.SQUAD_KIND)
        assert page.new_squad("Filters")
        for _ in range(5):
            QApplication.processEvents()
        editor = page.current_section().editor
        box = editor.catalog_box
        for combo in (editor.f_franchise, editor.f_marvel, editor.f_class, editor.f_points):
            assert combo.isVisible()
            assert combo.width() >= combo.sizeHint().width(), combo.currentText()
            right = combo.mapTo(box, QPoint(combo.width(), 0)).x()
            assert right <= box.width(), combo.currentText()
    finally:
        i18n.install("en")
        ctx.lang = "en"
