"""A searchable list of players to choose one from (Round → Pair with…, Players → Requested byes…).

Type to filter (any column: name, club, table, current opponent), the arrow keys move through the
list, Enter chooses the highlighted player (the only one left by the filter, or the first), Esc
cancels.  The list is a :class:`RecordsModel` behind a :class:`SortProxy` like every other list of
the page."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.reports.collate import sort_key
from desktop.ui.tournament.models import Column, RecordsModel, SortProxy, _num


@dataclass(frozen=True)
class Candidate:
    id: int
    name: str
    club: str = ""
    table: int | None = None
    now: str = ""
    """What the player does now (the current opponent in the draft, the bye...)."""


class CandidatesModel(RecordsModel):
    def columns(self) -> list[Column]:
        return [
            Column(
                "name",
                lambda: QCoreApplication.translate("PlayerChooser", "Player"),
                lambda c: c.name,
                lambda c: sort_key(c.name),
            ),
            Column("club", lambda: QCoreApplication.translate("PlayerChooser", "Club"), lambda c: c.club),
            Column(
                "table",
                lambda: QCoreApplication.translate("PlayerChooser", "Table"),
                lambda c: c.table or "",
                lambda c: _num(c.table),
                align_right=True,
            ),
            Column("now", lambda: QCoreApplication.translate("PlayerChooser", "Now"), lambda c: c.now),
        ]


class _ChooserProxy(SortProxy):
    """Filters on the name, the club and the table (not on what the player does now: typing a name
    finds that player, not their opponent)."""

    needle = ""

    def set_needle(self, text: str) -> None:
        self.beginFilterChange()
        self.needle = text.strip().casefold()
        self.endFilterChange()

    def filterAcceptsRow(self, source_row: int, source_parent: Any) -> bool:  # noqa: N802
        needle = self.needle
        if not needle:
            return True
        model = self.sourceModel()
        for col in range(min(3, model.columnCount())):
            value = model.index(source_row, col, source_parent).data()
            if value is not None and needle in str(value).casefold():
                return True
        return False


class PlayerChooser(QDialog):
    def __init__(
        self, parent: QWidget | None, title: str, prompt: str, candidates: Sequence[Candidate]
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(560, 420)
        lay = QVBoxLayout(self)
        self.prompt = QLabel(prompt)
        self.prompt.setWordWrap(True)
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)
        lay.addWidget(self.prompt)
        self.search = QLineEdit()
        self.search.setObjectName("chooserSearch")
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(self.tr("Type part of a name, a club or a table number"))
        lay.addWidget(self.search)
        self.model = CandidatesModel(self)
        self.model.set_rows(list(candidates))
        self.proxy = _ChooserProxy(self)
        self.proxy.setSourceModel(self.model)
        self.view = QTableView()
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.view.doubleClicked.connect(lambda _i: self.accept())
        # a column nobody has a value in (no tables yet, nobody paired) is left out
        self.view.setColumnHidden(self.model.column_of("club"), not any(c.club for c in candidates))
        self.view.setColumnHidden(self.model.column_of("table"), not any(c.table for c in candidates))
        self.view.setColumnHidden(self.model.column_of("now"), not any(c.now for c in candidates))
        lay.addWidget(self.view, 1)
        self.empty = QLabel(self.tr("No player matches."))
        self.empty.hide()
        lay.addWidget(self.empty)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.search.textChanged.connect(self._filtered)
        self._keys = _SearchKeys(self)
        self.search.installEventFilter(self._keys)
        self._filtered()
        self.search.setFocus()

    def _filtered(self, text: str = "") -> None:
        self.proxy.set_needle(text)
        rows = self.proxy.rowCount()
        self.empty.setVisible(rows == 0)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(rows > 0)
        current = self.view.currentIndex()
        if rows and (not current.isValid() or current.row() >= rows):
            self.view.setCurrentIndex(self.proxy.index(0, 0))
        elif rows:
            self.view.selectRow(current.row())

    def chosen(self) -> int | None:
        """The highlighted player's id (None when the filter leaves nobody)."""
        idx = self.view.currentIndex()
        if not idx.isValid():
            return None
        return self.model.record(self.proxy.mapToSource(idx).row()).id

    def accept(self) -> None:
        if self.chosen() is None:
            return
        super().accept()

    def choose(self, text: str) -> int | None:
        """Type ``text`` in the search field and press Enter (tests, keyboard macros)."""
        self.search.setText(text)
        player = self.chosen()
        self.accept()
        return player


class _SearchKeys(QObject):
    """Up / Down in the search field move through the list; Enter chooses."""

    def __init__(self, dialog: PlayerChooser) -> None:
        super().__init__(dialog)
        self.dialog = dialog

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() != QEvent.Type.KeyPress:
            return False
        key = event.key() if isinstance(event, QKeyEvent) else QKeyEvent(event).key()  # type: ignore[arg-type]
        d = self.dialog
        if key in (Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_PageDown, Qt.Key.Key_PageUp):
            rows = d.proxy.rowCount()
            if rows:
                row = d.view.currentIndex().row() if d.view.currentIndex().isValid() else 0
                step = {
                    Qt.Key.Key_Down: 1,
                    Qt.Key.Key_Up: -1,
                    Qt.Key.Key_PageDown: 10,
                    Qt.Key.Key_PageUp: -10,
                }
                row = max(0, min(rows - 1, row + step[Qt.Key(key)]))
                d.view.setCurrentIndex(d.proxy.index(row, 0))
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            d.accept()
            return True
        return False


def candidates_of(rows: Sequence[Any], page: Any, exclude: Sequence[int] = ()) -> list[Candidate]:
    """The players of a round's matches (``rows``: match views) as candidates, with their table and
    current opponent; the players in ``exclude`` left out."""
    from desktop.ui.tournament import texts

    clubs = {r.id: r.club for r in (page.snapshot.registrations if page.snapshot is not None else ())}
    out: list[Candidate] = []
    for m in rows:
        for pid, name, other in ((m.a, m.a_name, m.b_name), (m.b, m.b_name, m.a_name)):
            if pid is None or pid in exclude:
                continue
            now = (
                QCoreApplication.translate("PlayerChooser", "plays %1").replace("%1", other)
                if m.b is not None
                else texts.no_opponent(m)
            )
            out.append(Candidate(pid, name, clubs.get(pid, ""), m.table, now))
    return out
