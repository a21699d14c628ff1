"""The catalog tables of the squad editors: what a drag carries, which rows the filters show, and the
translated violation messages with their English fallback."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QModelIndex, Qt

from desktop.games.attacktix import squad as ax
from desktop.games.helix import helix as hx
from desktop.ui.games.attacktix import squad_texts as ax_texts
from desktop.ui.games.attacktix.squad_models import FIGURE_MIME, FigureFilterProxy, FigureTableModel
from desktop.ui.games.helix import squad_texts as hx_texts
from desktop.ui.games.helix.squad_models import GLYPH_MIME, GlyphFilterProxy, GlyphTableModel
from desktop.ui.squads.models import KeyRole


@pytest.fixture
def app(qapp):  # noqa: ANN001 - pytest-qt's application
    return qapp


def _figures() -> list[ax.FigureRef]:
    return [
        ax.FigureRef("wolverine", "MV-09", "Wolverine", points=10, franchise="marvel", marvel_class="hero"),
        ax.FigureRef("storm", "MV-02", "Storm", points=8, franchise="marvel", gold=True),
        ax.FigureRef("old", "MV-10", "Old Cyclops", points=8, franchise="marvel", archived=True),
    ]


def _glyphs() -> list[hx.GlyphRef]:
    return [
        hx.GlyphRef("fang", "Fang", species="wolf", black=hx.GlyphSide(3, ("sword",))),
        hx.GlyphRef("claw", "Claw", species="bear", gold=True),
        hx.GlyphRef("gone", "Gone", species="wolf", archived=True),
    ]


def test_a_figure_drag_carries_every_selected_figure_once_in_selection_order(app) -> None:  # noqa: ANN001
    model = FigureTableModel()
    model.set_figures(_figures())
    rows = {f.key: r for r in range(model.rowCount()) for f in [model.figure(r)] if f is not None}
    indexes = [model.index(rows["wolverine"], 1), model.index(rows["storm"], 0), model.index(rows["wolverine"], 0)]
    data = model.mimeData(indexes)
    assert model.mimeTypes() == [FIGURE_MIME]
    assert bytes(data.data(FIGURE_MIME).data()).decode() == "wolverine\nstorm"


def test_a_glyph_drag_carries_one_glyph_the_first_selected_row(app) -> None:  # noqa: ANN001
    model = GlyphTableModel()
    model.set_glyphs(_glyphs(), {"wolf": ("Wolf", "#777777"), "bear": ("Bear", "#aa5500")})
    keys = [model.glyph(r).key for r in range(model.rowCount())]  # type: ignore[union-attr]
    assert keys == ["claw", "fang", "gone"]  # by species name, then name
    data = model.mimeData([model.index(1, 0), model.index(0, 0)])
    assert model.mimeTypes() == [GLYPH_MIME]
    assert bytes(data.data(GLYPH_MIME).data()).decode() == "claw"


def shown(proxy) -> list[str]:  # noqa: ANN001
    return sorted(proxy.index(r, 0).data(KeyRole) for r in range(proxy.rowCount()))


def test_the_catalog_tables_hide_archived_items_until_asked_and_filter_by_name(app) -> None:  # noqa: ANN001
    figures = FigureTableModel()
    figures.set_figures(_figures())
    proxy = FigureFilterProxy()
    proxy.setSourceModel(figures)
    assert shown(proxy) == ["storm", "wolverine"]
    proxy.set_filters(show_archived=True)
    assert shown(proxy) == ["old", "storm", "wolverine"]
    proxy.set_filters(text="cyc")
    assert shown(proxy) == ["old"]
    proxy.set_filters(text="", points=8, show_archived=False)
    assert shown(proxy) == ["storm"]
    with pytest.raises(AttributeError):
        proxy.set_filters(colour="red")

    glyphs = GlyphTableModel()
    glyphs.set_glyphs(_glyphs(), {"wolf": ("Wolf", ""), "bear": ("Bear", "")})
    gproxy = GlyphFilterProxy()
    gproxy.setSourceModel(glyphs)
    assert shown(gproxy) == ["claw", "fang"]
    gproxy.set_filters(text="wolf")  # the species' name
    assert shown(gproxy) == ["fang"]
    gproxy.set_filters(text="", gold_only=True)
    assert shown(gproxy) == ["claw"]
    assert glyphs.by_key("gone").archived and glyphs.by_key("nothing") is None  # type: ignore[union-attr]
    assert figures.headerData(1, Qt.Orientation.Horizontal) == "Name"
    assert figures.rowCount(figures.index(0, 0)) == 0 and figures.rowCount(QModelIndex()) == 3


def test_violation_messages_are_translated_and_fall_back_to_the_checks_english(app) -> None:  # noqa: ANN001
    assert QCoreApplication.instance() is not None
    msg = ax_texts.violation_message(ax.RULE_POINTS_EXACT, {"total": 98, "limit": 100}, "", "fallback")
    assert msg == "The squad totals 98 points; it must total exactly 100."
    # details that do not fit the template: the check's own English message
    assert ax_texts.violation_message(ax.RULE_POINTS_EXACT, {"total": 98}, "", "fallback") == "fallback"
    assert ax_texts.violation_message("no such rule", {}, "", "fallback") == "fallback"
    many = ax_texts.violation_message(ax.RULE_TOURNAMENT_FIGURES, {"limit": 2, "count": 3}, "A, B, C", "x")
    plural = QCoreApplication.translate(  # "figures" once the English plurals are installed
        "Squads", "At most %n tournament figure(s); there are {count}: {figures}.", "", 2
    )
    assert many == plural.format(count=3, figures="A, B, C") and many.startswith("At most 2 tournament figure")
    assert ax_texts.violation_message(ax.RULE_TOURNAMENT_FIGURES, {"limit": "many"}, "", "fb") == "fb"
    gold = hx_texts.violation_message(hx.RULE_GOLD, {"limit": 1, "count": 2}, "Claw, Fang", "fb")
    assert gold == "At most 1 gold glyphs; this helix has 2: Claw, Fang."
    empty = hx_texts.violation_message(hx.RULE_EMPTY_SLOTS, {"count": 2, "slots": [3, 5]}, "", "fb")
    assert empty == "2 of 6 slots are empty (slot 3, 5)."
