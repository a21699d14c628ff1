"""Players → Requested byes…: the players who asked to sit out a round (honoured when that round is
paired; they score the draw points or nothing, as the event says).  Add… chooses the player from a
searchable list and the round; Remove takes a request back (Delete).  Each is one service call
(``request_bye`` / ``cancel_requested_bye``); a refusal (a published round, the event's limits) is
shown translated.  A change that discards a draft round says so (pair it again)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.reports.collate import sort_key
from desktop.services import tournament as svc
from desktop.ui.tournament.chooser import Candidate, PlayerChooser
from desktop.ui.tournament.models import Column, RecordsModel, SortProxy

if TYPE_CHECKING:
    from desktop.ui.tournament.session import EventSession


class RequestedByesModel(RecordsModel):
    def columns(self) -> list[Column]:
        return [
            Column(
                "round",
                lambda: QCoreApplication.translate("RequestedByes", "Round"),
                lambda r: r.round_number,
                align_right=True,
            ),
            Column(
                "name",
                lambda: QCoreApplication.translate("RequestedByes", "Player"),
                lambda r: r.name,
                lambda r: sort_key(r.name),
            ),
            Column(
                "points",
                lambda: QCoreApplication.translate("RequestedByes", "Scores"),
                lambda r: (
                    QCoreApplication.translate("RequestedByes", "the draw points")
                    if r.points == "draw"
                    else QCoreApplication.translate("RequestedByes", "nothing")
                ),
            ),
        ]


class RequestedByesDialog(QDialog):
    def __init__(self, session: EventSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.setWindowTitle(self.tr("Requested byes"))
        self.resize(560, 420)
        lay = QVBoxLayout(self)
        self.intro = QLabel(
            self.tr(
                "Players who asked to sit out a round: that round is paired without them. Add or remove a "
                "request before its round is published."
            )
        )
        self.intro.setWordWrap(True)
        lay.addWidget(self.intro)
        self.model = RequestedByesModel(self)
        self.proxy = SortProxy(self)
        self.proxy.setSourceModel(self.model)
        self.view = QTableView()
        self.view.setObjectName("requestedByes")
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        lay.addWidget(self.view, 1)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        lay.addWidget(self.message)
        row = QHBoxLayout()
        self.add_button = QPushButton(self.tr("Add…"))
        self.add_button.setToolTip(self.tr("A player asks to sit out a round (Insert)"))
        self.add_button.clicked.connect(self.add_dialog)
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.setToolTip(self.tr("Take the selected request back (Delete)"))
        self.remove_button.clicked.connect(self.remove_selected)
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        row.addWidget(close)
        lay.addLayout(row)
        QShortcut(QKeySequence(Qt.Key.Key_Insert), self, self.add_dialog)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self, self.remove_selected)
        self.view.selectionModel().selectionChanged.connect(lambda *_: self._update_buttons())
        self.changed = False
        """A request was added or removed (the page reads the event again when the dialog closes)."""
        self.refresh()

    # -- showing ---------------------------------------------------------------------------------------
    def refresh(self) -> None:
        snap = self.session.snapshot
        rows = self.session.call(svc.list_requested_byes, snap.event_id) if snap is not None else None
        self.model.set_rows(rows or [])
        self._update_buttons()

    def _update_buttons(self) -> None:
        usable = self.session.snapshot is not None
        self.add_button.setEnabled(usable)
        self.remove_button.setEnabled(usable and self.selected() is not None)

    def selected(self) -> Any | None:
        rows = self.view.selectionModel().selectedRows()
        if not rows:
            return None
        return self.model.record(self.proxy.mapToSource(rows[0]).row())

    def select_request(self, player: int, round_number: int) -> None:
        for row, rec in enumerate(self.model.rows()):
            if rec.registration_id == player and rec.round_number == round_number:
                self.view.selectRow(self.proxy.mapFromSource(self.model.index(row, 0)).row())
                return

    # -- changing ----------------------------------------------------------------------------------------
    def next_round(self) -> int:
        snap = self.session.snapshot
        if snap is None or not snap.rounds:
            return 1
        last = snap.rounds[-1]
        return last.number if last.status == "draft" else last.number + 1

    def add_dialog(self) -> None:
        snap = self.session.snapshot
        if snap is None or not self.add_button.isEnabled():
            return
        candidates = [
            Candidate(r.id, r.name, r.club, None, "") for r in snap.registrations if r.status == "registered"
        ]
        dialog = _AddDialog(self, candidates, self.next_round())
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.accepted.connect(lambda: self._add_chosen(dialog))
        dialog.finished.connect(lambda _code: dialog.deleteLater())
        self.add = dialog
        dialog.open()

    def _add_chosen(self, dialog: _AddDialog) -> None:
        player = dialog.player()
        if player is not None:
            self.request(player, dialog.round.value())

    def request(self, player: int, round_number: int) -> Any | None:
        snap = self.session.snapshot
        if snap is None:
            return None
        rec = self.session.call(svc.request_bye, snap.event_id, player, round_number)
        if rec is None:
            return None
        self._changed(rec)
        self.message.setText(
            self.tr("%1 sits out round %2.").replace("%1", rec.name).replace("%2", str(rec.round_number))
            + self._discarded_text(rec)
        )
        self.select_request(player, round_number)
        return rec

    def remove_selected(self) -> Any | None:
        rec = self.selected()
        snap = self.session.snapshot
        if rec is None or snap is None or not self.remove_button.isEnabled():
            return None
        out = self.session.call(
            svc.cancel_requested_bye, snap.event_id, rec.registration_id, rec.round_number
        )
        if out is None:
            return None
        self._changed(out)
        self.message.setText(
            self.tr("%1 plays round %2 again.").replace("%1", out.name).replace("%2", str(out.round_number))
            + self._discarded_text(out)
        )
        return out

    def _discarded_text(self, rec: Any) -> str:
        n = getattr(rec, "draft_discarded", None)
        if not n:
            return ""
        return " " + self.tr("The draft of round %1 was discarded: pair it again.").replace("%1", str(n))

    def _changed(self, rec: Any) -> None:
        self.changed = True
        self.refresh()
        if getattr(rec, "draft_discarded", None):
            self.session.reload_event()


class _AddDialog(QDialog):
    """The player (a searchable list) and the round they sit out."""

    def __init__(self, parent: QWidget, candidates: list[Candidate], round_number: int) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Request a bye"))
        self.resize(520, 440)
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.round = QSpinBox()
        self.round.setRange(1, 99)
        self.round.setValue(round_number)
        form.addRow(self.tr("Round:"), self.round)
        lay.addLayout(form)
        self.chooser = PlayerChooser(self, "", self.tr("Who sits out that round?"), candidates)
        self.chooser.setWindowFlags(Qt.WindowType.Widget)
        self.chooser.buttons.hide()
        self.chooser.accepted.connect(self.accept)
        lay.addWidget(self.chooser, 1)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.chooser.search.setFocus()

    def player(self) -> int | None:
        return self.chooser.chosen()

    def accept(self) -> None:
        if self.player() is None:
            return
        super().accept()
