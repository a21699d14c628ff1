"""Catalog → Toy Battle → Troops (review 9b, item 9): the note under a rules troop type says truly that the
name and effect text are the catalog's own (the board shows its own translated names and texts), in English
and Ukrainian; and the fixed values look fixed in both palettes: the window's ground rather than an input's,
no spin arrows, text at 4.5:1 or more, while the editable Name keeps an input's look."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox, QWidget

KIND = "toybattle.troop"


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


def test_the_note_says_the_name_and_effect_text_are_only_the_catalogs(page) -> None:  # type: ignore[no-untyped-def]
    assert page.select_item("capn")
    text = page.form.rules_note.text()
    assert "values and names" not in text  # the board does not play the catalog's names
    assert "Name, Effect text: the catalog's own notes" in text, text
    assert "the board shows the game's own translated names and texts" in text


def test_the_note_about_the_catalogs_own_fields_is_in_ukrainian(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.games.toybattle.catalog import TROOP
    from desktop.ui import i18n
    from desktop.ui.catalog import values

    assert i18n.install("uk")
    try:
        text = values.fixed_text(TROOP, "capn")
    finally:
        i18n.install("en")
    assert "нотатки каталогу" in text and "англійською" in text, text
    assert "catalog" not in text and "board" not in text, text


@pytest.mark.parametrize("dark", [False, True])
def test_fixed_values_look_fixed_and_readable_in_both_palettes(page, dark: bool) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import palette

    app = QApplication.instance()
    before = app.palette()
    try:
        assert page.select_item("skully")
        form = page.form
        app.setPalette(palette.dark_palette() if dark else QPalette())
        QApplication.processEvents()
        disabled, active = QPalette.ColorGroup.Disabled, QPalette.ColorGroup.Active
        name = next(w for w in form.editor("name").findChildren(QWidget) if w.inherits("QLineEdit"))
        input_ground = name.palette().color(active, QPalette.ColorRole.Base)
        for field in ("key", "strength", "copies", "effect_count", "effect"):
            inputs = [w for w in form.editor(field).findChildren(QWidget)
                      if w.inherits("QLineEdit") or w.inherits("QComboBox") or w.inherits("QAbstractSpinBox")]
            assert inputs, field
            for w in inputs:
                role = QPalette.ColorRole
                ink, ground = (role.ButtonText, role.Button) if isinstance(w, QComboBox) else (role.Text, role.Base)
                p = w.palette()
                assert p.color(disabled, ground) != input_ground, (field, "looks like an input")
                assert palette.contrast(p.color(disabled, ink), p.color(disabled, ground)) >= 4.5, field
                if isinstance(w, QAbstractSpinBox):
                    assert w.buttonSymbols() == QAbstractSpinBox.ButtonSymbols.NoButtons, field
        spin = form.editor("copies").findChildren(QAbstractSpinBox)[0]
        assert page.select_item("roxy")  # still a rules troop: still fixed
        assert spin.buttonSymbols() == QAbstractSpinBox.ButtonSymbols.NoButtons
    finally:
        app.setPalette(before)


def test_a_troop_made_in_the_catalog_gets_its_spin_arrows_back(page, ctx) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import catalog as cat

    cat.duplicate_item(ctx.db, KIND, "roxy", "roxy-2")
    page.select_kind(KIND, force=True)
    assert page.select_item("roxy")
    assert page.select_item("roxy-2")
    spin = page.form.editor("copies").findChildren(QAbstractSpinBox)[0]
    assert spin.isEnabled() and spin.buttonSymbols() == QAbstractSpinBox.ButtonSymbols.UpDownArrows
