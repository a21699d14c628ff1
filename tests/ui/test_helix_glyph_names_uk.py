"""Battle Helix names its shipped sample glyphs and terrains in the interface's language next to the
translated sample helix names (review s8, item 19): the set-up dialog's glyph lists, a glyph card and the
squad editor's glyph table. The catalog holds English names only; the Ukrainian ones are the app's
translation of the sample names (desktop/ui/catalog/data_names.py), and a renamed glyph shows as typed."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QCoreApplication

from desktop.games.helix.catalog import shipped_items
from desktop.games.helix.engine import shipped_glyphs
from desktop.games.helix.helix import glyph_from_catalog
from desktop.ui import i18n

GLYPHS = tuple(glyph_from_catalog(it.data["key"], it.data) for it in shipped_items() if it.kind == "helix.glyph")


@pytest.fixture
def uk(qtbot):  # type: ignore[no-untyped-def]
    assert i18n.install("uk")
    yield
    i18n.install("en")


def test_the_set_up_dialog_lists_the_sample_glyphs_in_ukrainian(qtbot, uk) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.games.helix.setup import SetupDialog

    dialog = SetupDialog([], GLYPHS, True, None)
    qtbot.addWidget(dialog)
    combo = dialog.pickers[0].slots[0]
    shown = [combo.itemText(i) for i in range(combo.count())]
    assert any(t.startswith("Приплив (") for t in shown) and any(t.startswith("Вир (") for t in shown)
    assert not any(t.startswith(("Tide", "Maelstrom", "Ember", "Inferno")) for t in shown)
    assert combo.itemData([t.startswith("Приплив (") for t in shown].index(True)) == "aquarex-tide"


def test_a_glyph_card_names_its_shipped_glyph_in_ukrainian_and_a_renamed_one_as_typed(qtbot, uk) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.games.helix.widgets import GlyphView

    view = GlyphView()
    qtbot.addWidget(view)
    tide = shipped_glyphs()["aquarex-tide"]
    view.set_glyph(tide)
    assert view.toolTip().startswith("Приплив (")
    view.set_glyph(dataclasses.replace(tide, name="Tide of Olena"))
    assert view.toolTip().startswith("Tide of Olena (")


def test_the_squad_editor_table_shows_glyph_names_in_ukrainian(qtbot, uk) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.games.helix.squad_models import GlyphTableModel

    model = GlyphTableModel()
    model.set_glyphs(GLYPHS)
    column = model.COLUMNS.index("name")
    names = {model.data(model.index(r, column)) for r in range(model.rowCount())}
    assert {"Приплив", "Пекло", "Затемнення"} <= names and "Tide" not in names


def test_the_helix_board_names_the_terrain_in_ukrainian(qtbot, db, uk, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.games.helix.board import HelixBoard
    from desktop.ui.games.helix.widgets import GlyphView
    from desktop.ui.play.worker import Background

    monkeypatch.setattr(GlyphView, "ANIMATION_MS", 0)
    monkeypatch.setattr(HelixBoard, "COMPUTER_DELAY_MS", 0)
    board = HelixBoard(db)
    qtbot.addWidget(board)
    board.start(
        {"helixes": [GLYPHS[:6], GLYPHS[6:12]], "names": ["Ann", "Bo"], "pieces": 25, "seed": 5,
         "opponent": "person", "terrain_mode": True}
    )  # fmt: skip
    try:
        key = board.game.state.terrain
        english = board.game.setup.terrain(key).name
        line = board._event_line({"type": "terrain", "terrain": key})
        assert english not in line
        assert line == f"Битва починається на місцевості {QCoreApplication.translate('CatalogNames', english)}."
    finally:
        board.background.cancel()
        Background.wait(10_000)
