"""The table of one catalog kind: a QAbstractTableModel over CatalogItem values and its filter proxy.

Columns are the kind's list columns (from its FieldSpecs) followed by a "Status" column. Placeholder
values are painted amber with a tooltip; archived items are grey and italic. The proxy searches every
column, filters on one field value, keeps only items that need checking, and hides archived items
unless asked. Sorting (numbers by value, texts naturally: "MV-2" before "MV-10", ties in the order the
items were given, which the services make natural key order) is done by the table model itself, one key
per row computed once and one Python ``sorted``: a proxy sorting
with ``lessThan`` (or a sort role) calls back into Python twice per comparison, 400,000 times for
20,000 items. The proxy hands its sort to the model and keeps the model's order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor, QFont

from desktop.games.catalog_schema import FieldSpec, KindSpec
from desktop.services.catalog_values import CatalogItem, bulk
from desktop.ui import palette
from desktop.ui.catalog import values

ItemRole = Qt.ItemDataRole.UserRole + 1  # the CatalogItem of the row
KeyRole = Qt.ItemDataRole.UserRole + 2  # the item's key
PlaceholderRole = Qt.ItemDataRole.UserRole + 3  # True when this cell shows a placeholder value

_Index = QModelIndex | QPersistentModelIndex


translate = QCoreApplication.translate


def two_lines(heading: str, longer_than: int = 9) -> str:
    """A long column heading on two lines, broken at the space nearest its middle ("Collector\ncode"):
    the column needs half the width for it, so a narrow table shows more columns, none cut."""
    if len(heading) <= longer_than or " " not in heading:
        return heading
    middle = len(heading) / 2
    cut = min((i for i, ch in enumerate(heading) if ch == " "), key=lambda i: abs(i - middle))
    return heading[:cut] + "\n" + heading[cut + 1 :]


class CatalogTableModel(QAbstractTableModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._spec: KindSpec | None = None
        self._fields: list[FieldSpec] = []
        self._items: list[CatalogItem] = []
        self._ref_names: dict[str, dict[str, str]] = {}  # kind -> key -> name, for the ref columns
        self._amber = QBrush(QColor(values.PLACEHOLDER_BG))
        self._amber_fg = QBrush(QColor(values.PLACEHOLDER_FG))
        self._italic = QFont()
        self._italic.setItalic(True)
        self._sort: tuple[int, Qt.SortOrder] | None = None  # (column, order) last asked for
        self._given: list[CatalogItem] = []  # the items in the order given (the ties' order)
        self._given_in_key_order = False  # given in the services' natural key order (list_items)

    # -- content -----------------------------------------------------------------------------------
    @property
    def spec(self) -> KindSpec | None:
        return self._spec

    def set_kind(
        self,
        spec: KindSpec | None,
        items: Sequence[CatalogItem] = (),
        ref_names: dict[str, dict[str, str]] | None = None,
        *,
        in_key_order: bool = False,
    ) -> None:
        """Show another kind (``ref_names`` as :meth:`set_ref_names`, given here in the same reset).
        ``in_key_order``: the items come in the services' natural key order (``catalog.list_items``)."""
        self.beginResetModel()
        self._given_in_key_order = in_key_order
        self._spec = spec
        self._fields = [spec.field(k) for k in spec.list_columns()] if spec is not None else []
        if ref_names is not None:
            self._ref_names = ref_names
        self._given = list(items)
        self._items = self._in_sort_order(self._given)
        self.endResetModel()

    def set_items(
        self,
        items: Sequence[CatalogItem],
        ref_names: dict[str, dict[str, str]] | None = None,
        *,
        in_key_order: bool = False,
    ) -> None:
        self.beginResetModel()
        self._given_in_key_order = in_key_order
        if ref_names is not None:
            self._ref_names = ref_names
        self._given = list(items)
        self._items = self._in_sort_order(self._given)
        self.endResetModel()

    def set_ref_names(self, names: dict[str, dict[str, str]]) -> None:
        """The names of the items the ref columns point at (kind -> key -> name): cells show names."""
        self._ref_names = names
        if self._items:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self._items) - 1, self.columnCount() - 1))

    def cell_text(self, f: FieldSpec, value: Any) -> str:
        """A value as its cell shows it (a referenced item by its name)."""
        return values.display(f, value, self._ref_names.get(f.refs or ""))

    def items(self) -> list[CatalogItem]:
        return list(self._items)

    def item(self, row: int) -> CatalogItem | None:
        return self._items[row] if 0 <= row < len(self._items) else None

    def row_of(self, key: str) -> int:
        for i, it in enumerate(self._items):
            if it.key == key:
                return i
        return -1

    def fields(self) -> list[FieldSpec]:
        return list(self._fields)

    @property
    def status_column(self) -> int:
        return len(self._fields)

    # -- model API ---------------------------------------------------------------------------------
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._items)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        if parent.isValid() or self._spec is None:
            return 0
        return len(self._fields) + 1

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < self.columnCount():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section == self.status_column:
                return translate("CatalogTable", "Status")
            return two_lines(values.field_label(self._fields[section]))
        if role == Qt.ItemDataRole.ToolTipRole and section < len(self._fields):
            # the whole heading first: a narrow column elides it
            label = values.field_label(self._fields[section])
            info = values.field_help(self._fields[section])
            return f"{label}\n{info}" if info else label
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or index.row() >= len(self._items) or index.column() >= self.columnCount():
            return None
        item = self._items[index.row()]
        col = index.column()
        status = col == self.status_column
        f = None if status else self._fields[col]
        placeholder = f is not None and f.key in item.placeholders
        if role == Qt.ItemDataRole.DisplayRole:
            if status:
                return self.status_text(item)
            return self.cell_text(f, item.data.get(f.key))
        if role == ItemRole:
            return item
        if role == KeyRole:
            return item.key
        if role == PlaceholderRole:
            return placeholder or (status and bool(item.placeholders))
        if role == Qt.ItemDataRole.ToolTipRole:
            if status and item.placeholders:
                names = ", ".join(
                    values.field_label(self._spec.field(p))
                    for p in item.placeholders
                    if self._spec is not None and self._spec.has_field(p)
                )
                return translate("CatalogTable", "Needs checking: placeholder values in {fields}").format(
                    fields=names
                )
            if placeholder:
                return translate(
                    "CatalogTable", "Placeholder value: not from a published source. Check it and correct it."
                )
            if f is not None and self._spec is not None and f.key in values.fixed_fields(self._spec, item.key):
                return values.fixed_text(self._spec, item.key)  # the rules play their own value
            return None
        if role == Qt.ItemDataRole.BackgroundRole:
            if placeholder or (status and item.placeholders):
                return self._amber
            return None
        if role == Qt.ItemDataRole.ForegroundRole:
            if item.archived:
                return QBrush(QColor(palette.muted()))  # read at each paint: a palette change is followed
            if placeholder or (status and item.placeholders):
                return self._amber_fg
            return None
        if role == Qt.ItemDataRole.FontRole:
            return self._italic if item.archived else None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if f is not None and f.type in ("int", "float"):
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return None
        return None

    def status_text(self, item: CatalogItem) -> str:
        parts = []
        if item.archived:
            parts.append(translate("CatalogTable", "archived"))
        if item.placeholders:
            count = len(item.placeholders)
            parts.append(translate("CatalogTable", "%n placeholder(s)", "", count))
        return ", ".join(parts)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Rows by ``column`` (ties as the items were given); later item lists keep this order."""
        self._sort = (column, order)
        if not 0 <= column < self.columnCount() or len(self._items) < 2:
            return
        self.layoutAboutToBeChanged.emit()
        position = {id(item): row for row, item in enumerate(self._items)}
        rows = [position[id(self._given[r])] for r in self._sorted_rows(self._given, column, order)]
        new_row = [0] * len(rows)
        for new, old in enumerate(rows):
            new_row[old] = new
        self._items = [self._items[r] for r in rows]
        before = self.persistentIndexList()
        self.changePersistentIndexList(before, [self.index(new_row[i.row()], i.column()) for i in before])
        self.layoutChanged.emit()

    def _in_sort_order(self, items: list[CatalogItem]) -> list[CatalogItem]:
        if self._sort is None or len(items) < 2 or not 0 <= self._sort[0] <= len(self._fields):
            return items
        return [items[r] for r in self._sorted_rows(items, *self._sort)]

    def _sorted_rows(self, items: list[CatalogItem], column: int, order: Qt.SortOrder) -> list[int]:
        """Row numbers of ``items`` in the order of ``column``: its sort keys, ties in the order the
        items were given (the services list them in natural key order); descending: the ascending
        order reversed, ties included."""
        if column < len(self._fields) and self._in_key_order(items, self._fields[column]):
            rows = list(range(len(items)))
            return rows if order == Qt.SortOrder.AscendingOrder else rows[::-1]
        with bulk():  # a key per row, 20,000 small tuples: no collection walking the items meanwhile
            if column == len(self._fields):
                keys: list[Any] = [(int(i.archived), -len(i.placeholders)) for i in items]
            else:
                f = self._fields[column]
                keys = [values.sort_key(f, i.data.get(f.key)) for i in items]
            rows = sorted(range(len(items)), key=keys.__getitem__)  # stable: ties keep their order
        return rows if order == Qt.SortOrder.AscendingOrder else rows[::-1]

    def _in_key_order(self, items: list[CatalogItem], f: FieldSpec) -> bool:
        """Whether sorting ``items`` by ``f`` gives them as they are: ``f`` is the kind's key, a text, each
        item's value of it its key (never empty), and the items were given in the services' natural key
        order. That order is natural parts (runs of digits by value, the rest case-blind: what
        ``values.natural`` compares too), ties by the key's text; this sort keeps ties as given. Saves a
        sort key per row (20,000 items) where the page shows the services' order anyway."""
        spec = self._spec
        if not self._given_in_key_order or items is not self._given or spec is None:
            return False
        if f.key != spec.key_field or f.type != "text":
            return False
        key = f.key
        return all(i.key and i.data.get(key) == i.key for i in items)

    def search_text(self, row: int) -> str:
        item = self._items[row]
        parts = [item.key, item.name]
        for f in self._fields:
            parts.append(self.cell_text(f, item.data.get(f.key)))
        return " ".join(parts).casefold()


class CatalogFilterProxy(QSortFilterProxyModel):
    """Search, one field filter, "needs checking" and "show archived"."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._search = ""
        self._needs_checking = False
        self._show_archived = False
        self._field_filter: tuple[str, Any] | None = None
        self.setDynamicSortFilter(True)

    def _refilter(self) -> None:
        # Qt 6.10 replaced invalidateFilter() by begin/endFilterChange(); support both
        if hasattr(self, "beginFilterChange"):
            self.beginFilterChange()
            self.endFilterChange()
        else:  # pragma: no cover - older Qt
            self.invalidateFilter()

    def source(self) -> CatalogTableModel:
        model = self.sourceModel()
        assert isinstance(model, CatalogTableModel)
        return model

    def set_search(self, text: str) -> None:
        self._search = text.strip().casefold()
        self._refilter()

    def set_needs_checking(self, on: bool) -> None:
        self._needs_checking = on
        self._refilter()

    def set_show_archived(self, on: bool) -> None:
        self._show_archived = on
        self._refilter()

    def set_field_filter(self, field_key: str | None, value: Any = None) -> None:
        wanted = None if field_key is None else (field_key, value)
        if wanted == self._field_filter:
            return  # (the page sets it again after every reload: 20,000 rows would be filtered again)
        self._field_filter = wanted
        self._refilter()

    @property
    def show_archived(self) -> bool:
        return self._show_archived

    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:
        # called once per row from C++ (20,000 rows on every reset): the plain case first, no calls
        model = self.sourceModel()
        if not isinstance(model, CatalogTableModel):
            return True
        rows = model._items
        if not 0 <= source_row < len(rows):
            return False
        item = rows[source_row]
        if item.archived and not self._show_archived:
            return False
        if not self._needs_checking and self._field_filter is None and not self._search:
            return True
        if self._needs_checking and not item.placeholders:
            return False
        if self._field_filter is not None:
            key, value = self._field_filter
            current = item.data.get(key)
            if isinstance(current, list):
                if value not in current:
                    return False
            elif current != value:
                return False
        if self._search:
            text = model.search_text(source_row)
            if not all(word in text for word in self._search.split()):
                return False
        return True

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """The model sorts its rows (see the module's docstring); the proxy keeps their order."""
        self.source().sort(column, order)
