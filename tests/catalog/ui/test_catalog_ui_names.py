"""Users see names, not internal ids: the table's reference columns, the form's reference menus and the
form's title show "Avengers", "Battle Cry", "Battlefield" — never "avengers", "battle_cry — Battle Cry" or
"Terrain battlefield — Battlefield". A key that says more than the name (a collector code, a class letter)
stays in front of it."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.services import catalog as cs
from desktop.ui.catalog import values


def _column(page, key: str) -> int:  # type: ignore[no-untyped-def]
    return [f.key for f in page.model.fields()].index(key)


def _cells(page, key: str) -> set[str]:  # type: ignore[no-untyped-def]
    col = _column(page, key)
    return {page.model.index(r, col).data(Qt.ItemDataRole.DisplayRole) for r in range(page.model.rowCount())}


def test_marvel_class_column_shows_names_not_keys(page, ctx) -> None:  # type: ignore[no-untyped-def]
    page.select_kind("attacktix.figure")
    shown = _cells(page, "marvel_class")
    keys = {i.key for i in cs.list_items(ctx.db, "attacktix.marvel_class")}
    names = {i.name for i in cs.list_items(ctx.db, "attacktix.marvel_class")}
    assert "Avengers" in shown and "avengers" not in shown
    assert not (shown - {""}) & (keys - names)


def test_helix_terrain_species_column_shows_names(page, ctx) -> None:  # type: ignore[no-untyped-def]
    page.select_kind("helix.terrain")
    species = {i.key: i.name for i in cs.list_items(ctx.db, "helix.species")}
    shown = _cells(page, "species") - {""}
    assert shown and shown <= set(species.values()), shown


def test_filter_menu_names_referenced_items(page) -> None:  # type: ignore[no-untyped-def]
    page.select_kind("attacktix.figure")
    texts = [page.filter_combo.itemText(i) for i in range(page.filter_combo.count())]
    assert any(t.endswith(": Avengers") for t in texts), texts
    assert not any(t.endswith(": avengers") for t in texts)


def test_reference_menu_shows_the_name_alone_when_the_key_only_spells_it(page) -> None:  # type: ignore[no-untyped-def]
    page.select_kind("attacktix.figure")
    page.select_item("MV-01")
    combo = page.form.editor("marvel_class").combo
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert "Avengers" in texts and not any("avengers" in t for t in texts)
    classes = page.form.editor("attacktix_class").combo
    assert "L — Leader" in [classes.itemText(i) for i in range(classes.count())]  # the letter says more


def test_form_title_has_no_internal_id(page, ctx) -> None:  # type: ignore[no-untyped-def]
    page.select_kind("toybattle.terrain")
    item = cs.list_items(ctx.db, "toybattle.terrain")[0]
    page.select_item(item.key)
    title = page.form.title.text()
    assert item.name in title and item.key not in title.replace(item.name, "")
    page.select_kind("attacktix.figure")
    page.select_item("MV-01")
    assert page.form.title.text().endswith("MV-01 — Captain America")


def test_ref_text_keeps_keys_that_say_more_than_the_name() -> None:
    assert values.ref_text("battle_cry", "Battle Cry") == "Battle Cry"
    assert values.ref_text("sinister-syndicate", "Sinister Syndicate") == "Sinister Syndicate"
    assert values.ref_text("MV-01", "Captain America") == "MV-01 — Captain America"
    assert values.ref_text("pyrovore", "") == "pyrovore"


def test_the_flag_tick_box_is_named_placeholder(page, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QApplication

    from desktop.ui.catalog.form import BADGE_FLAG

    page.resize(860, 650)  # the Catalog page's share of a 1024x700 window: the form shows flags
    page.select_kind("attacktix.figure")
    page.select_item("MV-01")
    for _ in range(5):
        QApplication.processEvents()
    badge = page.form.badge("name")
    assert badge.text() == BADGE_FLAG
    assert badge.accessibleName() == "placeholder" and "placeholder" in badge.toolTip()
