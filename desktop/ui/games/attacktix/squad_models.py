"""Item models of the Attacktix squad editor (model/view + proxies; no database access here).

- :class:`FigureTableModel` + :class:`FigureFilterProxy`: catalog figures, filterable by franchise,
  Marvel class, Attacktix class, points and text.
- :class:`EntriesModel`: the figures of a squad or its backups, with an editable count.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor

from desktop.games.attacktix import squad as ax
from desktop.ui.catalog import values
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

FIGURE_MIME = "application/x-toybox-figure"


def _franchise_text(franchise: str) -> str:
    """A figure's franchise as the catalog names it ("Marvel", not "marvel")."""
    from desktop.games.catalog_schema import get_kind

    spec = get_kind(ax.CATALOG_KIND)
    if not franchise or not spec.has_field("franchise"):
        return franchise
    return values.choice_text(spec.field("franchise"), franchise)


class FigureTableModel(CatalogPickModel):
    """Catalog figures: code, name, franchise, points, Attacktix class, Marvel class, flags."""

    COLUMNS = ("code", "name", "franchise", "points", "attacktix_class", "marvel_class", "flags")
    MIME = FIGURE_MIME

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.marvel_names: dict[str, str] = {}
        self.class_names: dict[str, str] = {}
        self.placeholders: dict[str, tuple[str, ...]] = {}

    def set_figures(
        self,
        figures: Sequence[ax.FigureRef],
        marvel_names: Mapping[str, str] | None = None,
        class_names: Mapping[str, str] | None = None,
        placeholders: Mapping[str, tuple[str, ...]] | None = None,
    ) -> None:
        self.marvel_names = dict(marvel_names or {})
        self.class_names = dict(class_names or {})
        self.placeholders = dict(placeholders or {})
        self._set_items(sorted(figures, key=lambda f: natural(f.code or f.key)))

    def figures(self) -> list[ax.FigureRef]:
        return self.items()

    def figure(self, row: int) -> ax.FigureRef | None:
        return self.item(row)

    def header(self, column: str) -> str:
        return {
            "code": QCoreApplication.translate("Squads", "Code"),
            "name": QCoreApplication.translate("Squads", "Name"),
            "franchise": QCoreApplication.translate("Squads", "Franchise"),
            "points": QCoreApplication.translate("Squads", "Points"),
            "attacktix_class": QCoreApplication.translate("Squads", "Class"),
            "marvel_class": QCoreApplication.translate("Squads", "Marvel class"),
            "flags": QCoreApplication.translate("Squads", "Flags"),
        }[column]

    def flags_text(self, f: ax.FigureRef) -> str:
        parts = []
        if f.gold:
            parts.append(QCoreApplication.translate("Squads", "gold"))
        if f.tournament:
            parts.append(QCoreApplication.translate("Squads", "tournament"))
        if f.is_mega:
            parts.append(QCoreApplication.translate("Squads", "Mega"))
        if f.archived:
            parts.append(QCoreApplication.translate("Squads", "archived"))
        return ", ".join(parts)

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        f = self.item(index.row()) if index.isValid() else None
        if f is None:
            return None
        col = self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            if col == "code":
                return f.code
            if col == "name":
                return f.name
            if col == "franchise":
                return _franchise_text(f.franchise)
            if col == "points":
                return str(f.points)
            if col == "attacktix_class":
                return f.attacktix_class
            if col == "marvel_class":
                return self.marvel_names.get(f.marvel_class, f.marvel_class)
            return self.flags_text(f)
        if role == SortRole:
            if col == "points":
                return f.points
            value = self.data(index, Qt.ItemDataRole.DisplayRole) or ""
            return natural(str(value))
        if role == KeyRole:
            return f.key
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = f"{f.label} — {f.points} " + QCoreApplication.translate("Squads", "points")
            cls = self.class_names.get(f.attacktix_class)
            if cls:
                tip += "\n" + QCoreApplication.translate("Squads", "Class") + f": {values.shown_name(cls)}"
            marks = self.placeholders.get(f"{ax.CATALOG_KIND}:{f.key}", ())
            if marks:
                tip += "\n" + QCoreApplication.translate(
                    "Squads", "Placeholder values (not from a published source): {fields}"
                ).format(fields=", ".join(marks))
            if f.archived:
                tip += "\n" + QCoreApplication.translate("Squads", "Archived in the catalog")
            return tip
        if role == Qt.ItemDataRole.ForegroundRole and f.archived:
            return QBrush(QColor(GREY))
        if role == Qt.ItemDataRole.FontRole and f.archived:
            return italic()
        if role == Qt.ItemDataRole.TextAlignmentRole and col == "points":
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


class FigureFilterProxy(CatalogPickFilter):
    """Filters: franchise, Marvel class key, Attacktix class code, points, text; archived hidden."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.franchise = ""
        self.marvel_class = ""
        self.attacktix_class = ""
        self.points: int | None = None
        self.text = ""

    def accepts(self, model: FigureTableModel, f: ax.FigureRef) -> bool:
        if self.franchise and f.franchise != self.franchise:
            return False
        if self.marvel_class and f.marvel_class != self.marvel_class:
            return False
        if self.attacktix_class and f.attacktix_class != self.attacktix_class:
            return False
        if self.points is not None and f.points != self.points:
            return False
        if self.text:
            needle = self.text.casefold()
            hay = " ".join(
                (
                    f.code,
                    f.name,
                    f.franchise,
                    model.marvel_names.get(f.marvel_class, f.marvel_class),
                    f.attacktix_class,
                )
            ).casefold()
            if needle not in hay:
                return False
        return True


class EntriesModel(QAbstractTableModel):
    """The figures of a squad (or its backups): code, name, points, count (editable), subtotal.

    Editing a count does not change the model: it emits :attr:`count_requested` so that the editor
    can make it an undoable step and then show the new squad.
    """

    count_requested = Signal(str, int)  # figure key, new count
    COLUMNS = ("code", "name", "points", "count", "subtotal")

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._entries: list[ax.SquadEntry] = []
        self.highlight: set[str] = set()  # keys named by a violation

    def set_entries(self, entries: Sequence[ax.SquadEntry], highlight: set[str] | None = None) -> None:
        new = list(entries)
        self.highlight = set(highlight or ())
        if [e.figure.key for e in new] == [e.figure.key for e in self._entries]:
            self._entries = new
            if new:
                self.dataChanged.emit(self.index(0, 0), self.index(len(new) - 1, len(self.COLUMNS) - 1))
            return
        self.beginResetModel()
        self._entries = new
        self.endResetModel()

    def entry(self, row: int) -> ax.SquadEntry | None:
        return self._entries[row] if 0 <= row < len(self._entries) else None

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._entries)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            names = (
                QCoreApplication.translate("Squads", "Code"),
                QCoreApplication.translate("Squads", "Name"),
                QCoreApplication.translate("Squads", "Points"),
                QCoreApplication.translate("Squads", "Count"),
                QCoreApplication.translate("Squads", "Subtotal"),
            )
            return names[section] if 0 <= section < len(names) else None
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        base = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if self.COLUMNS[index.column()] == "count":
            base |= Qt.ItemFlag.ItemIsEditable
        return base

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._entries):
            return None
        e = self._entries[index.row()]
        col = self.COLUMNS[index.column()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            value: Any = {
                "code": e.figure.code,
                "name": e.figure.name,
                "points": e.figure.points,
                "count": e.count,
                "subtotal": e.points,
            }[col]
            return value if role == Qt.ItemDataRole.EditRole or isinstance(value, str) else str(value)
        if role == KeyRole:
            return e.figure.key
        if role == Qt.ItemDataRole.TextAlignmentRole and col in ("points", "count", "subtotal"):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.BackgroundRole and e.figure.key in self.highlight:
            return QBrush(QColor("#fde2e1"))
        if role == Qt.ItemDataRole.ForegroundRole and e.figure.archived:
            return QBrush(QColor(GREY))
        if role == Qt.ItemDataRole.FontRole and e.figure.archived:
            return italic()
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = e.figure.label
            if e.figure.archived:
                tip += "\n" + QCoreApplication.translate(
                    "Squads", "Archived in the catalog: the squad still loads, but new squads cannot pick it"
                )
            return tip
        return None

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid() or role != Qt.ItemDataRole.EditRole or self.COLUMNS[index.column()] != "count":
            return False
        try:
            count = int(value)
        except (TypeError, ValueError):
            return False
        e = self._entries[index.row()]
        if count < 0 or count == e.count:
            return False
        self.count_requested.emit(e.figure.key, count)
        return True
