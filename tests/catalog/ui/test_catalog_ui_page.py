"""The Catalog page driven like a user would: edit, save, undo; create, duplicate, delete; validation."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QLineEdit, QMessageBox

from desktop.services import catalog as cs

FIGURE = "attacktix.figure"


def _type_into(qtbot, editor, text: str) -> None:  # type: ignore[no-untyped-def]
    line = editor.focus_widget()
    assert isinstance(line, QLineEdit)
    line.selectAll()
    qtbot.keyClick(line, Qt.Key.Key_Backspace)
    qtbot.keyClicks(line, text)


def test_edit_figure_then_undo_restores_it(page, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    page.select_kind(FIGURE)
    original = cs.get_item(ctx.db, FIGURE, "MV-01")
    assert "name" in original.placeholders
    assert page.select_item("MV-01")

    _type_into(qtbot, page.form.editor("name"), "Captain Rogers")
    assert page.form.is_dirty()
    # editing a placeholder value clears its mark (the form says so before saving)
    assert "name" not in page.form.placeholders()
    assert not page.form.badge("name").isChecked()
    qtbot.keyClick(page.form.editor("name").focus_widget(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)

    saved = cs.get_item(ctx.db, FIGURE, "MV-01")
    assert saved.name == "Captain Rogers"
    assert "name" not in saved.placeholders
    assert saved.version > original.version
    assert page.undo_stack.count() == 1
    assert not page.form.is_dirty()

    page.undo_stack.undo()
    restored = cs.get_item(ctx.db, FIGURE, "MV-01")
    assert restored.data == original.data
    assert restored.placeholders == original.placeholders
    assert page.form.editor("name").value() == "Captain America"

    page.undo_stack.redo()
    assert cs.get_item(ctx.db, FIGURE, "MV-01").name == "Captain Rogers"


def test_keep_placeholder_mark_when_editing(page, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    page.select_kind(FIGURE)
    page.select_item("MV-01")
    page.form.editor("mass").set_value(41.5)
    page.form.editor("mass").valueChanged.emit()
    assert "mass" not in page.form.placeholders()
    page.form.badge("mass").setChecked(True)  # "keep as placeholder"
    assert page.save()
    item = cs.get_item(ctx.db, FIGURE, "MV-01")
    assert item.data["mass"] == 41.5
    assert "mass" in item.placeholders


def test_duplicate_collector_code_is_refused_as_you_type(page, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    page.select_kind(FIGURE)
    page.new_item()
    assert page.form.is_new()
    _type_into(qtbot, page.form.editor("name"), "Logan")
    _type_into(qtbot, page.form.editor("code"), "MV-09")
    label = page.form.problem_label("code")
    assert label.isVisible()
    assert "already used" in label.text()
    assert not page.form.btn_save.isEnabled()
    assert not page.act_save.isEnabled()
    # a free code makes the form valid again
    _type_into(qtbot, page.form.editor("code"), "MV-99")
    assert not label.isVisible()
    assert page.form.btn_save.isEnabled()


def test_create_duplicate_delete_with_confirmation(page, ctx, qtbot, answers) -> None:  # type: ignore[no-untyped-def]
    page.select_kind(FIGURE)
    before = len(cs.list_items(ctx.db, FIGURE))
    qtbot.keyClick(page.table, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # Ctrl+N
    assert page.form.is_new()
    _type_into(qtbot, page.form.editor("code"), "CU-01")
    _type_into(qtbot, page.form.editor("name"), "Custom Hero")
    page.form.btn_save.click()
    created = cs.get_item(ctx.db, FIGURE, "CU-01")
    assert created.name == "Custom Hero" and created.source == "user"
    assert page.form.item is not None and page.form.item.key == "CU-01"

    qtbot.keyClick(page.table, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)  # Ctrl+D
    copy = cs.get_item(ctx.db, FIGURE, "CU-01-copy")
    assert copy.data["points"] == created.data["points"]
    assert page.form.item is not None and page.form.item.key == "CU-01-copy"
    assert len(cs.list_items(ctx.db, FIGURE)) == before + 2

    # Delete asks first; "No" keeps the item
    answers.queue = [QMessageBox.StandardButton.No]
    page.table.setFocus()
    qtbot.keyClick(page.table, Qt.Key.Key_Delete)
    assert len(answers.asked) == 1 and "CU-01-copy" in answers.asked[0]
    assert cs.find_item(ctx.db, FIGURE, "CU-01-copy") is not None

    answers.queue = [QMessageBox.StandardButton.Yes]
    qtbot.keyClick(page.table, Qt.Key.Key_Delete)
    assert cs.find_item(ctx.db, FIGURE, "CU-01-copy") is None

    # every step undoes, newest first, through the services
    page.undo_stack.undo()  # delete
    assert cs.find_item(ctx.db, FIGURE, "CU-01-copy") is not None
    page.undo_stack.undo()  # duplicate
    assert cs.find_item(ctx.db, FIGURE, "CU-01-copy") is None
    page.undo_stack.undo()  # create
    assert cs.find_item(ctx.db, FIGURE, "CU-01") is None
    assert len(cs.list_items(ctx.db, FIGURE)) == before
    page.undo_stack.redo()
    assert cs.get_item(ctx.db, FIGURE, "CU-01").name == "Custom Hero"


def test_refused_delete_offers_archive(page, ctx, qtbot, answers, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    kind = "attacktix.power"
    assert cs.usage_of(ctx.db, kind, "battle_cry")  # figures use it
    page.select_kind(kind)
    page.select_item("battle_cry")
    shown: list[str] = []

    def fake_exec(box: QMessageBox) -> int:
        shown.append(box.informativeText())
        for button in box.buttons():
            if button.text() == page.tr("Archive it instead"):
                button.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    answers.queue = [QMessageBox.StandardButton.Yes]
    page.delete_item()
    assert shown and "MV-01" in shown[0]  # the reason names the users
    item = cs.get_item(ctx.db, kind, "battle_cry")
    assert item.archived
    assert page.form.item is not None and page.form.item.archived
    page.undo_stack.undo()
    assert not cs.get_item(ctx.db, kind, "battle_cry").archived


def test_archive_hides_unless_show_archived(page, ctx) -> None:  # type: ignore[no-untyped-def]
    page.select_kind(FIGURE)
    page.select_item("MV-22")
    total = page.proxy.rowCount()
    page.toggle_archived()
    assert cs.get_item(ctx.db, FIGURE, "MV-22").archived
    # the archived item stays selected, so the table shows archived items now
    assert page.show_archived.isChecked()
    page.show_archived.setChecked(False)
    assert page.proxy.rowCount() == total - 1
    page.show_archived.setChecked(True)
    assert page.proxy.rowCount() == total
    assert not page.form.btn_save.isEnabled()  # archived items are read-only


def test_search_and_needs_checking_filters(page, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    page.select_kind(FIGURE)
    qtbot.keyClick(page.table, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert page.search.hasFocus()
    qtbot.keyClicks(page.search, "wolv")
    assert page.proxy.rowCount() == 1
    page.search.clear()
    page.needs_check.setChecked(True)
    expected = len(cs.needs_checking(ctx.db, FIGURE))
    assert page.proxy.rowCount() == expected


def test_switching_items_with_unsaved_changes_asks(page, ctx, qtbot, answers) -> None:  # type: ignore[no-untyped-def]
    page.select_kind(FIGURE)
    page.select_item("MV-02")
    _type_into(qtbot, page.form.editor("name"), "Tony")
    answers.queue = [QMessageBox.StandardButton.Cancel]
    page.select_item("MV-03")
    assert page.form.item is not None and page.form.item.key == "MV-02"
    answers.queue = [QMessageBox.StandardButton.Save]
    page.select_item("MV-03")
    assert cs.get_item(ctx.db, FIGURE, "MV-02").name == "Tony"
    assert page.form.item is not None and page.form.item.key == "MV-03"


def test_import_preview_then_confirm_and_undo(page, ctx, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import json

    from desktop.ui.catalog.import_export import ImportPreviewDialog

    path = tmp_path / "export.json"
    assert page.export_file(path) > 0
    doc = json.loads(path.read_text(encoding="utf-8"))
    for rec in doc["items"]:
        if rec["kind"] == FIGURE and rec["data"]["code"] == "MV-09":
            rec["data"]["name"] = "Weapon X"
    doc["items"].append(
        {"kind": "helix.species", "data": {"key": "novix", "name": "Novix", "colour": "#123456", "icon": ""}}
    )
    path.write_text(json.dumps(doc), encoding="utf-8")
    previews: list[tuple[int, int]] = []

    def fake_exec(dialog: ImportPreviewDialog) -> int:
        model = dialog.model
        previews.append((model.item(0).rowCount(), model.item(1).rowCount()))
        assert model.item(0).child(0, 2).text() == "Novix"  # the new item's name
        assert model.item(1).child(0, 2).text() == "Name"  # what changes in MV-09
        return ImportPreviewDialog.DialogCode.Accepted

    monkeypatch.setattr(ImportPreviewDialog, "exec", fake_exec)
    assert page.import_file(path)
    assert previews == [(1, 1)]  # one new, one changed
    assert cs.get_item(ctx.db, FIGURE, "MV-09").name == "Weapon X"
    assert cs.find_item(ctx.db, "helix.species", "novix") is not None
    page.undo_stack.undo()
    assert cs.get_item(ctx.db, FIGURE, "MV-09").name == "Wolverine"
    assert cs.find_item(ctx.db, "helix.species", "novix") is None


def test_menu_actions(page) -> None:  # type: ignore[no-untyped-def]
    texts = [a.text() for a in page.menu_actions()]
    assert texts == ["Import catalog…", "Export catalog…"]


def test_undo_keeps_unsaved_changes_to_another_item(page, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    page.select_kind(FIGURE)
    page.select_item("MV-01")
    _type_into(qtbot, page.form.editor("name"), "Steve")
    assert page.save()
    page.select_item("MV-02")
    _type_into(qtbot, page.form.editor("name"), "Tony")  # not saved
    page.undo_stack.undo()  # the MV-01 save, from Edit → Undo
    assert cs.get_item(ctx.db, FIGURE, "MV-01").name == "Captain America"
    assert page.form.item is not None and page.form.item.key == "MV-02"
    assert page.form.is_dirty() and page.form.editor("name").value() == "Tony"
    assert page.selected_item() is not None and page.selected_item().key == "MV-02"


def test_page_without_database(qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.context import AppContext
    from desktop.ui.pages.catalog import Page

    widget = Page(AppContext(None))
    qtbot.addWidget(widget)
    widget.show()
    assert widget.no_db.isVisible()
    assert not widget.splitter.isVisible()
    assert widget.menu_actions()


def test_wheel_customise_flip_and_save(page, ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.games.attacktix.catalog import generated_wheel

    page.select_kind(FIGURE)
    page.select_item("MV-09")
    before = cs.get_item(ctx.db, FIGURE, "MV-09")
    assert before.data.get("wheel") is None
    wheel = page.form.editor("wheel")
    wheel.btn_mode.click()  # customise: the generated wheel becomes the figure's own
    expected = generated_wheel(before.data["speed"], before.data["white_count"])
    assert wheel.value() == expected
    qtbot.mouseClick(wheel.strip, Qt.MouseButton.LeftButton, pos=wheel.strip.rect().center() - QPoint(0, 55))
    assert wheel.strip.selected == 0  # slot 1 sits at the top of the ring
    wheel.colour_btn.click()
    wheel.speed.setValue(9)
    assert wheel.value()[0] == {
        "speed": 9,
        "colour": "white" if expected[0]["colour"] == "black" else "black",
    }
    assert page.save()
    saved = cs.get_item(ctx.db, FIGURE, "MV-09").data["wheel"]
    assert len(saved) == 26 and saved[0]["speed"] == 9
    page.undo_stack.undo()
    assert cs.get_item(ctx.db, FIGURE, "MV-09").data.get("wheel") is None
