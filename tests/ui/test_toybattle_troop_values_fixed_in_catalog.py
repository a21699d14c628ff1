"""Toy Battle's eight troop types are played with the rules' own values whatever the catalog holds, so the
Catalog form shows those values read-only with one line saying why (and the table's tooltip says it), in
English and Ukrainian; their name and effect text stay editable; a troop made in the catalog (a copy) is
editable throughout. Before, every value could be edited and saved, changing nothing in play."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop.services import catalog as cat

KIND = "toybattle.troop"
FIXED = ("key", "strength", "joker", "copies", "effect", "effect_count")
FREE = ("name", "description")


@pytest.fixture
def page(ctx, qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui.pages.catalog import Page

    page = Page(ctx)
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    qtbot.waitExposed(page)
    assert page.select_kind(KIND, force=True)
    return page


def shown(page, key: str):  # type: ignore[no-untyped-def]
    assert page.select_item(key)
    return page.form


def editable(form, field: str) -> bool:  # type: ignore[no-untyped-def]
    return form.editor(field).isEnabled()


@pytest.mark.parametrize("troop", ["capn", "kwak"])
def test_the_rules_values_of_a_troop_type_are_read_only_and_said_so(page, troop: str) -> None:  # type: ignore[no-untyped-def]
    form = shown(page, troop)
    assert [f for f in FIXED if editable(form, f)] == []
    assert [f for f in FREE if not editable(form, f)] == []
    note = form.rules_note
    assert note.isVisible()
    assert note.text().startswith("Fixed by the game's rules: Key, Strength, Joker, Copies per player, ")
    assert "cannot be changed here" in note.text()
    assert note.textFormat() != Qt.TextFormat.RichText
    assert form.editor("strength").toolTip() == note.text()  # hovering a fixed field says why
    assert form.editor("name").toolTip() == ""  # its own help (none)


def test_restoring_editing_keeps_the_rules_values_read_only(page) -> None:  # type: ignore[no-untyped-def]
    form = shown(page, "hook")
    form.set_read_only(True)  # as for an archived item: everything read-only
    assert not editable(form, "name")
    form.set_read_only(False)
    assert editable(form, "name") and not editable(form, "strength")


def test_a_troop_made_in_the_catalog_is_editable_throughout(page, ctx) -> None:  # type: ignore[no-untyped-def]
    cat.duplicate_item(ctx.db, KIND, "roxy", "roxy-2")
    page.select_kind(KIND, force=True)
    form = shown(page, "roxy-2")
    assert all(editable(form, f) for f in FIXED + FREE)
    assert form.rules_note.isHidden()
    form = shown(page, "roxy")  # and back to a rules troop type
    assert not editable(form, "copies") and form.rules_note.isVisible()


@pytest.mark.parametrize("dark", [False, True])
def test_the_fixed_values_stay_readable(page, dark: bool) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QPalette
    from PySide6.QtWidgets import QApplication, QComboBox, QWidget

    from desktop.ui import palette

    app = QApplication.instance()
    before = app.palette()
    try:
        form = shown(page, "skully")
        app.setPalette(palette.dark_palette() if dark else QPalette())  # after: a change at run time
        QApplication.processEvents()
        disabled = QPalette.ColorGroup.Disabled
        for field in ("key", "strength", "copies", "effect"):
            inputs = [w for w in form.editor(field).findChildren(QWidget)
                      if w.inherits("QLineEdit") or w.inherits("QComboBox")]
            assert inputs, field
            for w in inputs:
                p = w.palette()
                ink, ground = (
                    (QPalette.ColorRole.ButtonText, QPalette.ColorRole.Button) if isinstance(w, QComboBox)
                    else (QPalette.ColorRole.Text, QPalette.ColorRole.Base)
                )
                ratio = palette.contrast(p.color(disabled, ink), p.color(disabled, ground))
                assert not w.isEnabled() and ratio >= 4.5, (field, ratio)
        names = [w for w in form.editor("name").findChildren(QWidget) if w.inherits("QLineEdit")]
        assert names and all(w.isEnabled() for w in names)  # editable, in the palette's own colours
    finally:
        app.setPalette(before)


def test_the_table_tooltip_says_a_rules_value_is_fixed(page) -> None:  # type: ignore[no-untyped-def]
    model = page.model
    columns = {model.headerData(c, Qt.Orientation.Horizontal): c for c in range(model.columnCount())}
    rows = [r for r in range(model.rowCount()) if "Jumbo" in str(model.index(r, columns["Name"]).data())]
    assert rows, "jumbo is listed"
    strength = model.index(rows[0], columns["Strength"]).data(Qt.ItemDataRole.ToolTipRole)
    assert strength and strength.startswith("Fixed by the game's rules:")
    assert model.index(rows[0], columns["Name"]).data(Qt.ItemDataRole.ToolTipRole) is None


def test_the_fixed_values_note_is_in_ukrainian(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.games.toybattle.catalog import TROOP
    from desktop.ui import i18n
    from desktop.ui.catalog import values

    assert i18n.install("uk")
    try:
        text = values.fixed_text(TROOP, "capn")
    finally:
        i18n.install("en")
    assert text and "rules" not in text and "Fixed" not in text and "Strength" not in text, text
