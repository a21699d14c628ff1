"""Item models of the Battle Helix squad editor: :class:`GlyphTableModel` + :class:`GlyphFilterProxy`,
the catalog glyphs (a drag source for helix slots). No database access here."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

from desktop.games.helix import helix as hx
from desktop.ui.catalog.values import shown_name
from desktop.ui.games.helix import squad_texts as texts
from desktop.ui.squads.models import (
    GREY,
    CatalogPickFilter,
    CatalogPickModel,
    KeyRole,
    SortRole,
    _Index,
    italic,
    natural,
)

GLYPH_MIME = "application/x-toybox-glyph"


class GlyphTableModel(CatalogPickModel):
    """Catalog glyphs: name, species, gold, black side, white side. A row drags as its glyph's key."""

    COLUMNS = ("name", "species", "gold", "black", "white")
    MIME = GLYPH_MIME
    DRAG_ONE = True  # a helix slot takes one glyph

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.species: dict[str, tuple[str, str]] = {}

    def set_glyphs(
        self, glyphs: Sequence[hx.GlyphRef], species: Mapping[str, tuple[str, str]] | None = None
    ) -> None:
        self.species = dict(species or {})
        self._set_items(sorted(glyphs, key=lambda g: (natural(self.species_name(g.species)), natural(g.name))))

    def species_name(self, key: str) -> str:
        return self.species.get(key, (key, ""))[0]

    def species_colour(self, key: str) -> str:
        return self.species.get(key, ("", "#808080"))[1] or "#808080"

    def glyph(self, row: int) -> hx.GlyphRef | None:
        return self.item(row)

    def header(self, column: str) -> str:
        return {
            "name": QCoreApplication.translate("Squads", "Glyph"),
            "species": QCoreApplication.translate("Squads", "Species"),
            "gold": QCoreApplication.translate("Squads", "Gold"),
            "black": QCoreApplication.translate("Squads", "Black"),
            "white": QCoreApplication.translate("Squads", "White"),
        }[column]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        g = self.item(index.row()) if index.isValid() else None
        if g is None:
            return None
        col = self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return {
                "name": shown_name(g.name),
                "species": self.species_name(g.species),
                "gold": QCoreApplication.translate("Squads", "gold") if g.gold else "",
                "black": texts.side_text(g.black),
                "white": texts.side_text(g.white),
            }[col]
        if role == SortRole:
            if col == "black":
                return g.black.number
            if col == "white":
                return g.white.number
            if col == "gold":
                return int(g.gold)
            return natural(str(self.data(index, Qt.ItemDataRole.DisplayRole)))
        if role == KeyRole:
            return g.key
        if role == Qt.ItemDataRole.DecorationRole and col == "species":
            return QColor(self.species_colour(g.species))
        if role == Qt.ItemDataRole.BackgroundRole and col == "gold" and g.gold:
            return QBrush(QColor("#f6e3a1"))
        if role == Qt.ItemDataRole.ForegroundRole and g.archived:
            return QBrush(QColor(GREY))
        if role == Qt.ItemDataRole.FontRole and g.archived:
            return italic()
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = QCoreApplication.translate(
                "Squads", "{name} ({species}): black {black}, white {white}"
            ).format(
                name=shown_name(g.name),
                species=self.species_name(g.species),
                black=texts.side_text(g.black),
                white=texts.side_text(g.white),
            )
            if g.archived:
                tip += "\n" + QCoreApplication.translate("Squads", "Archived in the catalog")
            return tip
        return None


class GlyphFilterProxy(CatalogPickFilter):
    """Filters: species, gold only, text (name or species); archived hidden."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.species = ""
        self.gold_only = False

    def accepts(self, model: GlyphTableModel, g: hx.GlyphRef) -> bool:
        if self.species and g.species != self.species:
            return False
        if self.gold_only and not g.gold:
            return False
        if self.text and self.text.casefold() not in f"{g.name} {shown_name(g.name)} {model.species_name(g.species)}".casefold():
            return False
        return True
