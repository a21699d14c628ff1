"""Item models every squad editor of the Squads page shares (model/view; no database access here).

- :class:`SquadListModel`: saved squads of one kind (name, summary; legality and archived marks).
- :class:`ViolationsModel`: the live rule check (rule, figures, message), in the words of the editor's
  game (its squad texts, given by the editor).
- :class:`CatalogPickModel` + :class:`CatalogPickFilter`: what every game's catalog table in its squad
  editor shares (a row an item, named columns, rows dragged as item keys; filters set by name, archived
  items hidden); each game says which columns, texts and filters.
- :func:`translated_violation`: a violation's translated message from a game's templates.

Each game's own models (its catalog tables and filters) live in its package, ``desktop/ui/games/<game>/``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from PySide6.QtCore import (
    QAbstractTableModel,
    QByteArray,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QStyle

from desktop.services.squads import SquadSummary

_Index = QModelIndex | QPersistentModelIndex
IdRole = Qt.ItemDataRole.UserRole + 1
KeyRole = Qt.ItemDataRole.UserRole + 2
SortRole = Qt.ItemDataRole.UserRole + 3
GREY = "#8a8a8a"


def natural(text: str) -> tuple[Any, ...]:
    return tuple(int(p) if p.isdigit() else p.casefold() for p in re.split(r"(\d+)", text))


def shown_summary(s: SquadSummary) -> str:
    """A saved squad's summary in the interface language (its game's ``squad_summary``)."""
    from desktop.ui.games import squad_summary

    return squad_summary(s.game, s.summary)


def italic() -> QFont:
    font = QFont()
    font.setItalic(True)
    return font


class SquadListModel(QAbstractTableModel):
    """Saved squads of one kind. Column 0 the name (with a legality icon), column 1 the summary."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[SquadSummary] = []

    def set_rows(self, rows: Sequence[SquadSummary]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self.endResetModel()

    def summary_at(self, row: int) -> SquadSummary | None:
        return self._rows[row] if 0 <= row < len(self._rows) else None

    def row_of(self, squad_id: int) -> int:
        for i, s in enumerate(self._rows):
            if s.id == squad_id:
                return i
        return -1

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 2

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return (
                (
                    QCoreApplication.translate("Squads", "Name"),
                    QCoreApplication.translate("Squads", "Summary"),
                )[section]
                if 0 <= section < 2
                else None
            )
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        s = self._rows[index.row()]
        col = index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return s.name if col == 0 else shown_summary(s)
        if role == IdRole:
            return s.id
        if role == SortRole:
            return natural(s.name) if col == 0 else shown_summary(s)
        if role == Qt.ItemDataRole.DecorationRole and col == 0:
            style = QApplication.style()
            if s.archived:
                return style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxInformation)
            icon = (
                QStyle.StandardPixmap.SP_DialogApplyButton
                if s.legal
                else QStyle.StandardPixmap.SP_MessageBoxWarning
            )
            return style.standardIcon(icon)
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = shown_summary(s)
            tip += "\n" + (
                QCoreApplication.translate("Squads", "Legal under its own rules")
                if s.legal
                else QCoreApplication.translate("Squads", "Breaks a rule of its own settings")
            )
            if s.archived:
                tip += "\n" + QCoreApplication.translate(
                    "Squads", "Uses archived catalog items: {items}"
                ).format(items=", ".join(s.archived))
            return tip
        return None

class CatalogPickModel(QAbstractTableModel):
    """A game's catalog items as rows its squad editor picks from and drags (a drag carries item keys).

    Subclasses name their :attr:`COLUMNS` and :attr:`MIME`, give each column's :meth:`header` and answer
    :meth:`data`; items are any objects with a ``key`` (and ``archived``, for the filter)."""

    COLUMNS: tuple[str, ...] = ()
    MIME = ""
    DRAG_ONE = False  # a drag carries the first selected row's key only (a slot takes one item)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._items: list[Any] = []

    def _set_items(self, items: Sequence[Any]) -> None:
        self.beginResetModel()
        self._items = list(items)
        self.endResetModel()

    def items(self) -> list[Any]:
        return list(self._items)

    def item(self, row: int) -> Any:
        return self._items[row] if 0 <= row < len(self._items) else None

    def by_key(self, key: str) -> Any:
        return next((i for i in self._items if i.key == key), None)

    def header(self, column: str) -> str:
        raise NotImplementedError

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._items)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            if 0 <= section < len(self.COLUMNS):
                return self.header(self.COLUMNS[section])
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsDragEnabled

    def mimeTypes(self) -> list[str]:
        return [self.MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:
        keys: list[str] = []
        for row in sorted({ix.row() for ix in indexes}) if self.DRAG_ONE else [ix.row() for ix in indexes]:
            item = self.item(row)
            if item is not None and item.key not in keys:
                keys.append(item.key)
            if self.DRAG_ONE:
                break
        mime = QMimeData()
        mime.setData(self.MIME, QByteArray("\n".join(keys).encode("utf-8")))
        return mime


class CatalogPickFilter(QSortFilterProxyModel):
    """The filters of a :class:`CatalogPickModel`: attributes set by name (:meth:`set_filters`), archived
    items hidden unless ``show_archived``; a game's own filters in :meth:`accepts`."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.show_archived = False
        self.setSortRole(SortRole)

    def set_filters(self, **kw: Any) -> None:
        for name, value in kw.items():
            if not hasattr(self, name):
                raise AttributeError(name)
            setattr(self, name, value)
        self.beginFilterChange()
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def accepts(self, model: Any, item: Any) -> bool:
        return True

    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:
        model = self.sourceModel()
        if not isinstance(model, CatalogPickModel):
            return True
        item = model.item(source_row)
        if item is None:
            return False
        if item.archived and not self.show_archived:
            return False
        return self.accepts(model, item)


def translated_violation(
    templates: Mapping[str, str], rule: str, details: Mapping[str, Any], figures: str, fallback: str
) -> str:
    """A violation's message from a game's translated ``templates`` (``{name}`` fields filled from the
    check's ``details``, and ``{figures}``: the names, already joined); the check's own English
    ``fallback`` for a rule without a template or details that do not fit it."""
    template = templates.get(rule)
    if template is None:
        return fallback
    d = dict(details)
    d.setdefault("figures", figures)
    try:
        return template.format(**d)
    except (KeyError, IndexError, ValueError):
        return fallback


class RuleTexts(Protocol):
    """A game's translated squad rule texts (its ``squad_texts`` module)."""

    def rule_title(self, rule: str) -> str: ...

    def violation_message(self, rule: str, details: Any, figures: str, fallback: str) -> str: ...


class _EnglishTexts:
    """No game's texts: the rule key as its title, the check's own English message."""

    @staticmethod
    def rule_title(rule: str) -> str:
        return rule

    @staticmethod
    def violation_message(rule: str, details: Any, figures: str, fallback: str) -> str:
        return fallback


class ViolationsModel(QAbstractTableModel):
    """The live rule check: rule, figures involved, message (translated)."""

    def __init__(self, parent: QObject | None = None, texts: RuleTexts | None = None) -> None:
        super().__init__(parent)
        self.texts: RuleTexts = texts if texts is not None else _EnglishTexts()
        self._rows: list[tuple[str, str, str, tuple[str, ...]]] = []  # title, figures, message, keys

    def set_violations(self, violations: Sequence[Any]) -> None:
        rows = []
        for v in violations:
            names = ", ".join(v.figure_labels)
            rows.append(
                (
                    self.texts.rule_title(v.rule),
                    names,
                    self.texts.violation_message(v.rule, v.details, names, v.message),
                    tuple(f.key for f in v.figures),
                )
            )
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def messages(self) -> list[str]:
        return [r[2] for r in self._rows]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 3

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            names = (
                QCoreApplication.translate("Squads", "Rule"),
                QCoreApplication.translate("Squads", "Figures"),
                QCoreApplication.translate("Squads", "Problem"),
            )
            return names[section] if 0 <= section < 3 else None
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        row = self._rows[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return row[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole:  # the whole text (rows are one line, elided)
            return row[1] if index.column() == 1 and row[1] else row[2]
        if role == Qt.ItemDataRole.DecorationRole and index.column() == 0:
            return QApplication.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        return None
