"""The builders' "Rule check" panel: rows that read at a glance, a resizable splitter that is kept.

Each violation is one line (the full figures and message are in the tooltip), so that the panel shows
:data:`ROWS_SHOWN` rows at the usual window size; the panel under the builder sits in a vertical
splitter whose position is saved in the settings (one key per builder) and restored next time.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QTimer
from PySide6.QtWidgets import QAbstractItemView, QGroupBox, QSplitter, QTableView

from desktop.ui.settings import settings

ROWS_SHOWN = 6  # rows of the check a builder opens with (room allowing)
ROWS_AT_LEAST = 3  # the panel never gets smaller than this
ROW_HEIGHT = 22
SHARE_AT_MOST = 0.38  # of the builder's height, so that a small window keeps room for the squad
SHARE_SMALL = 0.28  # the same in a window under about 750 pixels high


def setup_table(table: QTableView) -> None:
    """One line per violation: fixed row height, no word wrap, long texts elided."""
    table.setWordWrap(False)
    table.verticalHeader().setDefaultSectionSize(ROW_HEIGHT)
    table.verticalHeader().setMinimumSectionSize(ROW_HEIGHT)
    table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)


def rows_height(table: QTableView, rows: int) -> int:
    """The table's height showing ``rows`` rows and its header."""
    header = table.horizontalHeader().sizeHint().height()
    frame = 2 * table.frameWidth()
    return header + rows * table.verticalHeader().defaultSectionSize() + frame + 2


def panel_height(box: QGroupBox, table: QTableView, rows: int) -> int:
    """The panel's height (title, verdict line, margins) with ``rows`` rows in its table."""
    return box.sizeHint().height() - table.sizeHint().height() + rows_height(table, rows)


def visible_rows(table: QTableView) -> int:
    """Whole rows the table has room for."""
    return max(0, table.viewport().height() // max(1, table.verticalHeader().defaultSectionSize()))


class KeptSplitter(QSplitter):
    """A splitter whose sizes are saved under ``key`` when the user moves it, and restored."""

    def __init__(self, key: str, box: QGroupBox, table: QTableView) -> None:
        from PySide6.QtCore import Qt

        super().__init__(Qt.Orientation.Vertical)
        self.key = f"squads/splitter/{key}"
        self._box = box
        self._table = table
        self._restored = False
        self.setChildrenCollapsible(False)
        self.splitterMoved.connect(lambda _pos, _index: self.save())

    def save(self) -> None:
        settings().setValue(self.key, self.saveState())

    def showEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802 (Qt API)
        super().showEvent(event)
        if not self._restored:
            self._restored = True
            QTimer.singleShot(0, self, self.restore)

    def restore(self) -> None:
        """The saved sizes, or the check with :data:`ROWS_SHOWN` rows when nothing was saved."""
        self._box.setMinimumHeight(panel_height(self._box, self._table, ROWS_AT_LEAST))
        state = settings().value(self.key)
        if isinstance(state, QByteArray | bytes) and self.restoreState(QByteArray(state)):
            return
        total = sum(self.sizes())
        if total <= 0:
            return
        want = min(
            panel_height(self._box, self._table, ROWS_SHOWN),
            int(total * (SHARE_AT_MOST if total >= 600 else SHARE_SMALL)),
        )
        top = max(self.widget(0).minimumSizeHint().height(), total - want)
        self.setSizes([top, max(total - top, self._box.minimumHeight())])
