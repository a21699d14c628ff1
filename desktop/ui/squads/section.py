"""One section of the Squads page: the saved squads of one kind on the left, its editor on the right."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QItemSelectionModel, QModelIndex, QSortFilterProxyModel, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.services import squads as svc
from desktop.services.squads import SquadRecord, SquadSummary
from desktop.ui import palette
from desktop.ui.squads.models import IdRole, SortRole, SquadListModel


class SquadSection(QWidget):
    """``editor`` is an AttacktixEditor, HelixEditor or SetupEditor (same small interface)."""

    selection_requested = Signal(int)  # the user picked another squad in the list

    def __init__(self, kind: str, editor: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = kind
        self.editor = editor
        self.record: SquadRecord | None = None
        self.saved_state: Any = None
        self._moving = False

        self.model = SquadListModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SortRole)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.proxy.setFilterKeyColumn(-1)
        self.list_title = QLabel()
        self.list_title.setStyleSheet("font-weight: bold;")
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.list = QTableView()
        self.list.setModel(self.proxy)
        self.list.setSortingEnabled(True)
        self.list.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.list.verticalHeader().setVisible(False)
        self.list.horizontalHeader().setVisible(False)
        self.list.setColumnHidden(1, True)
        self.list.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.list.setWordWrap(False)
        self.list.selectionModel().currentRowChanged.connect(self._row_changed)
        self.new_button = QPushButton()
        self.duplicate_button = QPushButton()
        self.rename_button = QPushButton()
        self.delete_button = QPushButton()
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 4, 0)
        left_layout.addWidget(self.list_title)
        left_layout.addWidget(self.search)
        left_layout.addWidget(self.list, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.duplicate_button)
        left_layout.addLayout(buttons)
        buttons2 = QHBoxLayout()
        buttons2.addWidget(self.rename_button)
        buttons2.addWidget(self.delete_button)
        left_layout.addLayout(buttons2)
        # the buttons' (translated) texts set the pane's minimum width; the list keeps it from
        # getting narrower than 190 with short texts
        self.list.setMinimumWidth(186)
        left.setMaximumWidth(320)

        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # a squad name is never markup
        self.title.setStyleSheet("font-size: 17px; font-weight: bold;")
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.save_button = QPushButton()
        self.revert_button = QPushButton()
        head = QHBoxLayout()
        head.addWidget(self.title)
        head.addWidget(self.status, 1)
        head.addWidget(self.revert_button)
        head.addWidget(self.save_button)
        self.empty = QLabel()
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.empty.setStyleSheet(f"color: {palette.muted()}; font-size: 14px;")
        self.empty_new = QPushButton()
        self.empty_new.setStyleSheet("font-size: 14px; padding: 6px 18px;")
        self.empty_page = QWidget()
        empty_layout = QVBoxLayout(self.empty_page)
        empty_layout.addStretch(1)
        empty_layout.addWidget(self.empty)
        empty_layout.addWidget(self.empty_new, 0, Qt.AlignmentFlag.AlignHCenter)
        empty_layout.addStretch(2)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.empty_page)
        self.stack.addWidget(editor)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(4, 0, 0, 0)
        right_layout.addLayout(head)
        right_layout.addWidget(self.stack, 1)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 0)
        split.setStretchFactor(1, 1)
        split.setSizes([210, 900])
        split.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(split)
        self.show_record(None, None)

    # -- list --------------------------------------------------------------------------------------
    def set_rows(self, rows: list[SquadSummary]) -> None:
        self._moving = True
        try:
            self.model.set_rows(rows)
            self._select_row_of(self.record.id if self.record else None)
        finally:
            self._moving = False

    def _select_row_of(self, squad_id: int | None) -> None:
        sel = self.list.selectionModel()
        if squad_id is None:
            sel.clearSelection()
            sel.setCurrentIndex(QModelIndex(), QItemSelectionModel.SelectionFlag.Clear)
            return
        row = self.model.row_of(squad_id)
        if row < 0:
            sel.clearSelection()
            return
        ix = self.proxy.mapFromSource(self.model.index(row, 0))
        sel.setCurrentIndex(
            ix, QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows
        )
        self.list.scrollTo(ix)

    def select_row_of(self, squad_id: int | None) -> None:
        self._moving = True
        try:
            self._select_row_of(squad_id)
        finally:
            self._moving = False

    def _row_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        if self._moving or not current.isValid():
            return
        squad_id = self.proxy.data(current, IdRole)
        if squad_id is not None and (self.record is None or squad_id != self.record.id):
            self.selection_requested.emit(int(squad_id))

    def squad_ids(self) -> list[int]:
        return [self.model.summary_at(r).id for r in range(self.model.rowCount())]  # type: ignore[union-attr]

    # -- editor ------------------------------------------------------------------------------------
    def show_record(self, record: SquadRecord | None, state: Any) -> None:
        """Show a loaded squad (its saved state) or nothing."""
        self.record = record
        self.saved_state = state
        if record is None:
            self.stack.setCurrentWidget(self.empty_page)
        else:
            self.editor.set_state(state)
            self.stack.setCurrentWidget(self.editor)
        self.update_header()

    def update_record(self, record: SquadRecord) -> None:
        """The same squad after a rename or save (the editor keeps its state)."""
        self.record = record
        self.update_header()

    def mark_saved(self, record: SquadRecord) -> None:
        self.record = record
        self.saved_state = self.editor.state()
        self.update_header()

    def is_dirty(self) -> bool:
        if self.record is None or self.saved_state is None:
            return False
        return self.editor.to_data(self.editor.state()) != self.editor.to_data(self.saved_state)

    def update_header(self) -> None:
        has = self.record is not None
        for b in (self.duplicate_button, self.rename_button, self.delete_button):
            b.setEnabled(has)
        dirty = self.is_dirty()
        self.save_button.setEnabled(has and dirty)
        self.revert_button.setEnabled(has and dirty)
        self.save_button.setVisible(has)
        self.revert_button.setVisible(has)
        if not has:
            self.title.setText("")
            self.status.setText("")
            return
        assert self.record is not None
        self.title.setText(self.record.name + (" *" if dirty else ""))
        notes = []
        if dirty:
            notes.append(self.tr("unsaved changes"))
        if self.record.archived:
            notes.append(
                "<span style='color:#8a5a00'>"
                + self.tr("uses archived catalog items: {items}").format(
                    items=html.escape(", ".join(self.record.archived))
                )
                + "</span>"
            )
        if self.record.missing:
            notes.append(
                "<span style='color:#b3261e'>"
                + self.tr("names items the catalog no longer has: {items}").format(
                    items=html.escape(", ".join(self.record.missing))
                )
                + "</span>"
            )
        self.status.setText(palette.readable_html(" — ".join(notes)))

    def data_for_save(self) -> tuple[dict[str, Any], dict[str, Any]]:
        return self.editor.to_data(self.editor.state())

    def load(self, db: Any, squad_id: int) -> bool:
        try:
            record, state = self.editor.load(db, squad_id)
        except svc.SquadError:
            return False
        self.show_record(record, state)
        self.select_row_of(squad_id)
        return True
