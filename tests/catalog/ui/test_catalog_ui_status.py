"""The status bar (issue 13): the database named once; Undo and Redo say what they did."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from desktop.services import catalog as cs
from desktop.services.database import describe
from desktop.ui.main_window import MainWindow

FIGURE = "attacktix.figure"


@pytest.fixture
def window(ctx, qtbot):  # type: ignore[no-untyped-def]
    win = MainWindow(ctx)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    return win


def _settle() -> None:
    for _ in range(4):
        QApplication.processEvents()


def test_database_path_is_shown_once(window, ctx, db_path) -> None:  # type: ignore[no-untyped-def]
    assert window.open_database(f"sqlite:///{db_path}")
    _settle()
    where = describe(ctx.db)
    shown = window.statusBar().currentMessage() + " | " + window.db_label.text()
    assert shown.count(where) == 1, shown


def test_undo_and_redo_replace_the_edit_message(window, ctx) -> None:  # type: ignore[no-untyped-def]
    window.show_page("catalog")
    _settle()
    page = window.page("catalog")
    assert page.select_kind(FIGURE) and page.select_item("MV-09")
    page.form.editor("name").set_value("Logan")
    page.form.editor("name").valueChanged.emit()
    assert page.save()
    edit_text = page.undo_stack.undoText()
    assert "MV-09" in edit_text
    assert window.statusBar().currentMessage() == edit_text

    window.act_undo.trigger()
    assert cs.get_item(ctx.db, FIGURE, "MV-09").name == "Wolverine"
    after_undo = window.statusBar().currentMessage()
    assert after_undo != edit_text
    assert after_undo.startswith("Undone") and edit_text in after_undo

    window.act_redo.trigger()
    assert cs.get_item(ctx.db, FIGURE, "MV-09").name == "Logan"
    assert window.statusBar().currentMessage().startswith("Redone")


def test_service_messages_keep_the_case_of_names(ctx) -> None:  # type: ignore[no-untyped-def]
    item = cs.get_item(ctx.db, FIGURE, "MV-01")
    with pytest.raises(cs.CatalogError) as info:
        cs.delete_item(ctx.db, FIGURE, "MV-01", expected_version=item.version + 5)
    assert "Figure MV-01 (Captain America)" in info.value.message
