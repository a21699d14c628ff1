"""A table that drops its least needed columns when it is too narrow to show them all.

The builders' catalog tables have more columns than a 1024-pixel window has room for next to the
squad; rather than scroll sideways or squeeze every column to "…", the optional columns (whose values
are also filters and in the tooltip) are hidden, least needed first, and come back when there is room.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QTableView, QWidget

STRETCH_MIN = 110  # what the stretching column (the name) keeps at least


class FittingTable(QTableView):
    def __init__(self, optional: Sequence[int], parent: QWidget | None = None) -> None:
        """``optional``: the columns that may be hidden, the first one first."""
        super().__init__(parent)
        self.optional = list(optional)
        self.dropped: set[int] = set()
        self._pending = False

    def setModel(self, model) -> None:  # type: ignore[no-untyped-def]  # noqa: N802 (Qt API)
        super().setModel(model)
        for signal in (model.modelReset, model.layoutChanged, model.rowsInserted):
            signal.connect(lambda *_a: self.schedule_fit())

    def schedule_fit(self) -> None:
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self.fit_columns)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self.fit_columns()

    def _needed(self, column: int) -> int:
        header = self.horizontalHeader()
        if header.sectionResizeMode(column) == header.ResizeMode.Stretch:
            return max(STRETCH_MIN, header.sectionSizeHint(column))
        return max(header.sectionSizeHint(column), self.sizeHintForColumn(column))

    def fit_columns(self) -> None:
        self._pending = False
        model = self.model()
        if model is None:
            return
        available = self.viewport().width()
        if self.verticalScrollBar().isHidden() and model.rowCount() * 22 > self.viewport().height():
            available -= self.verticalScrollBar().sizeHint().width()
        always = [
            c for c in range(model.columnCount()) if c not in self.optional and not self.isColumnHidden(c)
        ]
        width = sum(self._needed(c) for c in always)
        shown: set[int] = set()
        for column in reversed(self.optional):  # the most needed optional column first
            need = self._needed(column)
            if width + need <= available:
                shown.add(column)
                width += need
            else:
                break
        self.dropped = set(self.optional) - shown
        for column in self.optional:
            hidden = column in self.dropped
            if self.isColumnHidden(column) != hidden:
                self.setColumnHidden(column, hidden)
