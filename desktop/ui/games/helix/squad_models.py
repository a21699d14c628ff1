"""Item models of the Battle Helix squad editor: :class:`GlyphTableModel` + :class:`GlyphFilterProxy`,
the catalog glyphs (a drag source for helix slots). No database access here."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QObject,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

from desktop.games.helix import helix as hx
from desktop.ui.games.helix import squad_texts as texts
from desktop.ui.squads.models import GREY, KeyRole, SortRole, _Index, italic, natural

GLYPH_MIME = "application/x-toybox-glyph"


class GlyphTableModel(QAbstractTableModel):
    """Catalog glyphs: name, species, gold, black side, white side. Rows drag as glyph keys."""

    COLUMNS = ("name", "species", "gold", "black", "white")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._glyphs: list[hx.GlyphRef] = []
        self.species: dict[str, tuple[str, str]] = {}

    def set_glyphs(
        self, glyphs: Sequence[hx.GlyphRef], species: Mapping[str, tuple[str, str]] | None = None
    ) -> None:
        self.beginResetModel()
        self.species = dict(species or {})
        self._glyphs = sorted(glyphs, key=lambda g: (natural(self.species_name(g.species)), natural(g.name)))
        self.endResetModel()

    def species_name(self, key: str) -> str:
        return self.species.get(key, (key, ""))[0]

    def species_colour(self, key: str) -> str:
        return self.species.get(key, ("", "#808080"))[1] or "#808080"

    def glyph(self, row: int) -> hx.GlyphRef | None:
        return self._glyphs[row] if 0 <= row < len(self._glyphs) else None

    def by_key(self, key: str) -> hx.GlyphRef | None:
        return next((g for g in self._glyphs if g.key == key), None)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._glyphs)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            names = (
                QCoreApplication.translate("Squads", "Glyph"),
                QCoreApplication.translate("Squads", "Species"),
                QCoreApplication.translate("Squads", "Gold"),
                QCoreApplication.translate("Squads", "Black"),
                QCoreApplication.translate("Squads", "White"),
            )
            return names[section] if 0 <= section < len(names) else None
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled

    def mimeTypes(self) -> list[str]:
        return [GLYPH_MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        mime = QMimeData()
        rows = sorted({ix.row() for ix in indexes})
        g = self.glyph(rows[0]) if rows else None
        mime.setData(GLYPH_MIME, QByteArray((g.key if g else "").encode("utf-8")))
        return mime

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._glyphs):
            return None
        g = self._glyphs[index.row()]
        col = self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            return {
                "name": g.name,
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
                name=g.name,
                species=self.species_name(g.species),
                black=texts.side_text(g.black),
                white=texts.side_text(g.white),
            )
            if g.archived:
                tip += "\n" + QCoreApplication.translate("Squads", "Archived in the catalog")
            return tip
        return None


class GlyphFilterProxy(QSortFilterProxyModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.species = ""
        self.gold_only = False
        self.show_archived = False
        self.setSortRole(SortRole)

    def set_filters(self, **kw: Any) -> None:
        for name, value in kw.items():
            if not hasattr(self, name):
                raise AttributeError(name)
            setattr(self, name, value)
        self.beginFilterChange()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:
        model = self.sourceModel()
        if not isinstance(model, GlyphTableModel):
            return True
        g = model.glyph(source_row)
        if g is None:
            return False
        if g.archived and not self.show_archived:
            return False
        if self.species and g.species != self.species:
            return False
        if self.gold_only and not g.gold:
            return False
        if self.text and self.text.casefold() not in f"{g.name} {model.species_name(g.species)}".casefold():
            return False
        return True
