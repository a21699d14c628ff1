"""Players: the registrations table (search, sort), add, CSV import with its rejection report, squads,
check-in (a checkbox column and "check in all"), drop, re-entry, late entry, penalties,
disqualification, fixed tables."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.services import tournament as svc
from desktop.ui.checks import CheckFrameDelegate
from desktop.ui.games import squad_summary
from desktop.ui.tournament.models import PlayersModel, SortProxy

if TYPE_CHECKING:
    from desktop.ui.tournament.session import EventSession


class PlayerDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Add a player"))
        form = QFormLayout(self)
        self.name = QLineEdit()
        self.name.setMaxLength(200)
        self.club = QLineEdit()
        self.club.setMaxLength(200)
        self.rating = QSpinBox()
        self.rating.setRange(0, 10000)
        self.rating.setSpecialValueText(self.tr("none"))
        self.email = QLineEdit()
        self.email.setMaxLength(254)
        self.notes = QLineEdit()
        form.addRow(self.tr("Name:"), self.name)
        form.addRow(self.tr("Club:"), self.club)
        form.addRow(self.tr("Rating:"), self.rating)
        form.addRow(self.tr("E-mail:"), self.email)
        form.addRow(self.tr("Notes:"), self.notes)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)


class PlayersTab(QWidget):
    def __init__(self, session: EventSession) -> None:
        super().__init__()
        self.session = session
        self.confirm_box: QMessageBox | None = None  # the open question after a penalty (tests answer it)
        lay = QVBoxLayout(self)
        top = QHBoxLayout()
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        top.addWidget(self.search, 1)
        self.count_label = QLabel()
        top.addWidget(self.count_label)
        lay.addLayout(top)
        self.model = PlayersModel(self)
        self.proxy = SortProxy(self)
        self.proxy.setSourceModel(self.model)
        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.view = QTableView()
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        # by name at first (Qt would sort by the first column, the check-in boxes)
        self.view.sortByColumn(self.model.column_of("name"), Qt.SortOrder.AscendingOrder)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.view.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.view.horizontalHeader().setStretchLastSection(True)
        self.view.setAlternatingRowColors(True)
        self.check_in_delegate = CheckFrameDelegate(self.view)  # a box that shows on a dark palette's rows
        self.view.setItemDelegateForColumn(self.model.column_of("checked_in"), self.check_in_delegate)
        lay.addWidget(self.view, 1)
        self.model.check_in_requested.connect(self.check_in)
        QShortcut(QKeySequence(QKeySequence.StandardKey.Find), self, self.search.setFocus)
        QShortcut(QKeySequence("Ctrl+B"), self, self.requested_byes_dialog)

        row1 = QHBoxLayout()
        row2 = QHBoxLayout()
        self.add_button = QPushButton()
        self.add_button.clicked.connect(self.add_player)
        self.edit_button = QPushButton()
        self.edit_button.clicked.connect(self.edit_player)
        self.import_button = QPushButton()
        self.import_button.clicked.connect(self.import_dialog)
        self.squad_button = QPushButton()
        self.squad_button.clicked.connect(self.attach_squad_dialog)
        self.check_all_button = QPushButton()
        self.check_all_button.clicked.connect(self.check_in_all)
        self.table_button = QPushButton()
        self.table_button.clicked.connect(self.fix_table_dialog)
        self.drop_button = QPushButton()
        self.drop_button.clicked.connect(lambda: self.drop_selected())
        self.reenter_button = QPushButton()
        self.reenter_button.clicked.connect(self.reenter_selected)
        self.penalty_button = QPushButton()
        self.penalty_button.clicked.connect(self.penalty_dialog)
        self.dq_button = QPushButton()
        self.dq_button.clicked.connect(self.disqualify_dialog)
        self.byes_button = QPushButton()
        self.byes_button.clicked.connect(self.requested_byes_dialog)
        self.never_pair_button = QPushButton()
        self.never_pair_button.clicked.connect(self.never_pair_selected)
        for b in (
            self.add_button,
            self.edit_button,
            self.import_button,
            self.squad_button,
            self.check_all_button,
            self.byes_button,
        ):
            row1.addWidget(b)
        row1.addStretch(1)
        for b in (
            self.table_button,
            self.drop_button,
            self.reenter_button,
            self.penalty_button,
            self.dq_button,
            self.never_pair_button,
        ):
            row2.addWidget(b)
        row2.addStretch(1)
        lay.addLayout(row1)
        lay.addLayout(row2)
        self.retranslate()
        self._event_id: int | None = None
        session.opened.connect(self._opened)
        session.players_changed.connect(self._players_changed)

    # -- what the session announces -------------------------------------------------------------------
    def _opened(self, snap: Any) -> None:
        """The event was read (again): the same event keeps the selection and the scroll position."""
        same = snap is not None and snap.event_id == self._event_id
        kept = self.keep_view() if same else None
        self._event_id = snap.event_id if snap is not None else None
        self.model.game = snap.detail.summary.game if snap else None  # before the rows: their squads' texts
        self.set_registrations(snap.registrations if snap else [])
        self.update_for_game(snap.detail.summary.game if snap else None)
        if kept is not None:
            self.restore_view(kept)

    def _players_changed(self, records: Any, removed: Any) -> None:
        self.update_records(records, removed)

    def retranslate(self) -> None:
        self.search.setPlaceholderText(self.tr("Search players (Ctrl+F)"))
        self.add_button.setText(self.tr("Add player…"))
        self.add_button.setToolTip(
            self.tr("After round 1 this is a late entry: missed rounds count as losses.")
        )
        self.import_button.setText(self.tr("Import CSV…"))
        self.edit_button.setText(self.tr("Edit…"))
        self.edit_button.setToolTip(self.tr("Change the name, club or rating of the selected player."))
        self.squad_button.setText(self.tr("Attach squad…"))
        self.check_all_button.setText(self.tr("Check in all"))
        self.table_button.setText(self.tr("Fix to table…"))
        self.drop_button.setText(self.tr("Drop"))
        self.reenter_button.setText(self.tr("Re-enter"))
        self.penalty_button.setText(self.tr("Penalty…"))
        self.dq_button.setText(self.tr("Disqualify…"))
        self.byes_button.setText(self.tr("Requested byes…"))
        self.byes_button.setToolTip(self.tr("Players who asked to sit out a round (Ctrl+B)"))
        self.never_pair_button.setText(self.tr("Never pair these two"))
        self.never_pair_button.setToolTip(
            self.tr(
                "Select two players (family, one car): the pairing keeps them apart whenever it can. "
                "On two players already kept apart: they may be paired again."
            )
        )
        self.model.retranslate()
        # the headings whole in the interface language, also before any player is listed
        self.fit_columns(measure_rows=0 < self.model.rowCount() < 200)
        self._update_count()

    def update_for_game(self, game_key: str | None) -> None:
        """Squads only for games that have them (Toy Battle: both sides have the same troops)."""
        from desktop.games.registry import GAMES

        game = GAMES.get(game_key or "")
        needs = game is not None and game.squad_module is not None
        self.squad_button.setEnabled(needs)
        self.squad_button.setToolTip(
            ""
            if needs or game is None
            else self.tr("%1 needs no squad: both sides have the same troops.").replace(
                "%1", game.name(self.session.ctx.lang)
            )
        )

    def set_registrations(self, regs: Any) -> None:
        first = not self.model.rowCount()
        self.model.set_rows(regs)
        if first and regs:
            # from the first rows only: measuring a thousand rows costs a second
            self.fit_columns(measure_rows=len(regs) < 200)
        self._update_count()

    def keep_view(self) -> tuple[list[int], int | None, int]:
        """The selected players, the current one and the scroll position (see :meth:`restore_view`)."""
        current = self.view.currentIndex()
        cur = self.model.record(self.proxy.mapToSource(current).row()).id if current.isValid() else None
        return [r.id for r in self.selected()], cur, self.view.verticalScrollBar().value()

    def restore_view(self, kept: tuple[list[int], int | None, int]) -> None:
        from PySide6.QtCore import QItemSelectionModel

        ids, current, scroll = kept
        sel = self.view.selectionModel()
        flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
        for rid in ids:
            row = self.model.row_of(rid)
            if row >= 0:
                sel.select(self.proxy.mapFromSource(self.model.index(row, 0)), flags)
        if current is not None and self.model.row_of(current) >= 0:
            idx = self.proxy.mapFromSource(self.model.index(self.model.row_of(current), 0))
            sel.setCurrentIndex(idx, QItemSelectionModel.SelectionFlag.NoUpdate)
        self.view.verticalScrollBar().setValue(scroll)

    def update_records(self, records: Any, removed: Any = ()) -> None:
        """Registrations changed elsewhere: their rows are replaced in place (the selection, the sort and
        the scroll position stay); a new or removed one reads the list again, keeping the view."""
        rows = {r.id: i for i, r in enumerate(self.model.rows())}
        if removed or any(r.id not in rows for r in records):
            by_id = {r.id: r for r in self.model.rows()}
            by_id.update({r.id: r for r in records})
            for rid in removed:
                by_id.pop(rid, None)
            kept = self.keep_view()
            self.model.set_rows(sorted(by_id.values(), key=lambda r: r.id))
            self.restore_view(kept)
        else:
            for rec in records:
                self.model.replace_record(rows[rec.id], rec)
        self._update_count()

    def fit_columns(self, *, measure_rows: bool = True) -> None:
        """Every column but the last as wide as its header text (in the interface language) and, for a
        small event, its contents."""
        header = self.view.horizontalHeader()
        for col in range(self.model.columnCount() - 1):
            content = self.view.sizeHintForColumn(col) if measure_rows else 0 if not self.model.rowCount() else 130
            self.view.setColumnWidth(col, max(content, header.sectionSizeHint(col), 60))

    def _update_count(self) -> None:
        rows = self.model.rows()
        checked = sum(1 for r in rows if r.checked_in)
        self.count_label.setText(
            self.tr("%1 players, %2 checked in").replace("%1", str(len(rows))).replace("%2", str(checked))
        )

    # -- selection ------------------------------------------------------------------------------------
    def selected(self) -> list[Any]:
        rows = sorted({self.proxy.mapToSource(i).row() for i in self.view.selectionModel().selectedRows()})
        return [self.model.record(r) for r in rows]

    def _one(self) -> Any | None:
        sel = self.selected()
        if len(sel) != 1:
            self.session.info(self.tr("Select one player first."))
            return None
        return sel[0]

    def _updated(self, rec: svc.RegistrationRecord) -> None:
        self.session.registration_saved(rec)  # the row follows (players_changed)

    # -- actions --------------------------------------------------------------------------------------
    def requested_byes_dialog(self) -> QDialog | None:
        """The requested byes of the event (add, remove); the event is read again when it closes after
        a change (a draft may have been discarded, the round is paired without those players)."""
        from desktop.ui.tournament.byes import RequestedByesDialog

        if self.session.snapshot is None:
            return None
        dialog = RequestedByesDialog(self.session, self)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.finished.connect(lambda _code: self._byes_done(dialog))
        self.byes = dialog
        dialog.open()
        return dialog

    def _byes_done(self, dialog: QDialog) -> None:
        if getattr(dialog, "changed", False):
            self.session.reload_event()
        dialog.deleteLater()

    def check_in(self, registration_id: int, checked: bool) -> None:
        rec = self.session.call(svc.check_in, registration_id, checked)
        if rec is not None:
            self._updated(rec)

    def check_in_all(self) -> None:
        todo = [r.id for r in self.model.rows() if not r.checked_in and r.status == "registered"]
        if not todo:
            return
        db = self.session.db

        def work(report: Any) -> list[svc.RegistrationRecord]:
            out = []
            for i, rid in enumerate(todo):
                out.append(svc.check_in(db, rid, True))
                report(i + 1, len(todo))
            return out

        def done(records: list[svc.RegistrationRecord]) -> None:
            self.session.registrations_saved(records)

        self.session.run(self.tr("Checking in…"), work, done)

    def add_player(self) -> svc.RegistrationRecord | None:
        event_id = self.session.current_event_id()
        if event_id is None:
            return None
        dialog = PlayerDialog(self)
        dialog.accepted.connect(
            lambda: self.register(
                dialog.name.text(),
                club=dialog.club.text(),
                rating=dialog.rating.value() or None,
                email=dialog.email.text(),
                notes=dialog.notes.text(),
            )
        )
        dialog.finished.connect(lambda _code: self._dialog_done(dialog))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.open()
        self.player_dialog = dialog
        return None

    def _dialog_done(self, dialog: QDialog) -> None:
        dialog.deleteLater()
        self.window().activateWindow()

    def edit_player(self) -> None:
        rec = self._one()
        fn = svc.update_registration
        if rec is None or fn is None:
            return
        dialog = PlayerDialog(self)
        dialog.setWindowTitle(self.tr("Edit player"))
        dialog.name.setText(rec.name)
        dialog.club.setText(rec.club)
        dialog.rating.setValue(rec.rating or 0)
        dialog.accepted.connect(
            lambda: (
                self.session.do(
                    fn,
                    rec.id,
                    name=dialog.name.text(),
                    club=dialog.club.text(),
                    rating=dialog.rating.value() or None,
                )
                and self.session.reload_event()
            )
        )
        dialog.finished.connect(lambda _code: self._dialog_done(dialog))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.open()
        self.player_dialog = dialog

    def register(self, name: str, **kw: Any) -> svc.RegistrationRecord | None:
        event_id = self.session.current_event_id()
        if event_id is None:
            return None
        rec = self.session.call(svc.register_player, event_id, name, **kw)
        if rec is not None:
            self.session.reload_event()
        return rec

    def import_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import players"), "", self.tr("CSV files (*.csv);;All files (*)")
        )
        if path:
            self.import_file(Path(path))

    def import_file(self, path: Path, *, ask: bool = True) -> None:
        from desktop.services.tournament_import import import_players

        event_id = self.session.current_event_id()
        if event_id is None:
            return
        try:
            data = path.read_bytes()
        except OSError as exc:
            self.session.show_error(exc)
            return
        if len(data) > 20_000_000:
            self.session.info(self.tr("That file is too large to be a list of players."))
            return
        db = self.session.db

        def checked(report: Any) -> None:
            if report.rejected:
                lines = "\n".join(
                    self.tr("line %1: %2").replace("%1", str(r.line)).replace("%2", r.reason)
                    for r in report.rejected[:30]
                )
                n = len(report.imported)
                text = (
                    self.tr("%n row(s) can be registered; rejected: %1", "", n).replace(
                        "%1", str(len(report.rejected))
                    )
                    + "\n"
                    + lines
                )
                self.last_import_report = report
                if not report.imported:
                    QMessageBox.warning(
                        self, self.tr("Import players"), text + "\n" + self.tr("Nothing was imported.")
                    )
                    return
                if ask:
                    answer = QMessageBox.question(
                        self,
                        self.tr("Import players"),
                        text + "\n\n" + self.tr("Register the accepted rows and skip the rejected ones?"),
                    )
                    if answer != QMessageBox.StandardButton.Yes:
                        return
            self.session.run(
                self.tr("Importing players…"),
                lambda: import_players(db, event_id, data, skip_rejected=True),
                imported,
            )

        def imported(report: Any) -> None:
            self.last_import_report = report
            count = len(report.imported)
            self.session.ctx.show_status(self.tr("%n player(s) registered", "", count))
            self.session.reload_event()

        self.session.run(
            self.tr("Reading players…"), lambda: import_players(db, event_id, data, dry_run=True), checked
        )

    def attach_squad_dialog(self) -> None:
        from desktop.services import squads

        rec = self._one()
        event = self.session.snapshot
        if rec is None or event is None:
            return
        game = event.detail.summary.game
        found = self.session.call(squads.list_squads, game=game)
        if found is None:
            return
        if not found:
            self.session.info(self.tr("There is no saved squad for this game (build one on the Squads page)."))
            return
        names = [f"{s.name} — {squad_summary(s.game, s.summary)}" for s in found]
        choice, ok = QInputDialog.getItem(self, self.tr("Attach squad"), self.tr("Squad:"), names, 0, False)
        if ok:
            self.attach(rec.id, found[names.index(choice)].id)

    def attach(self, registration_id: int, squad_id: int) -> svc.RegistrationRecord | None:
        """Store a snapshot of the squad on the registration; a broken rule is named in the message."""
        updated = self.session.call(svc.attach_squad, registration_id, squad_id)
        if updated is not None:
            self._updated(updated)
        return updated

    def fix_table_dialog(self) -> None:
        rec = self._one()
        if rec is None:
            return
        table, ok = QInputDialog.getInt(
            self,
            self.tr("Fix to table"),
            self.tr("Table for %1 (0: none):").replace("%1", rec.name),
            rec.fixed_table or 0,
            0,
            10000,
        )
        if ok:
            updated = self.session.call(svc.set_fixed_table, rec.id, table or None)
            if updated is not None:
                self._updated(updated)
                self.session.ctx.show_status(self.tr("The table applies from the next pairing."))

    def drop_selected(self, *, confirm: bool = True) -> None:
        sel = [r for r in self.selected() if r.status == "registered"]
        if not sel:
            self.session.info(self.tr("Select the players who leave."))
            return
        names = ", ".join(r.name for r in sel[:10])
        if confirm:
            answer = QMessageBox.question(
                self,
                self.tr("Drop players"),
                self.tr("Drop %1 from the next round? Past results stay.").replace("%1", names),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        for r in sel:
            if self.session.call(svc.drop_player, r.id) is None:
                break
        self.session.reload_event()

    def never_pair_selected(self) -> bool:
        """The two selected players are never paired with each other (or, when they already are kept
        apart, may be paired again); a draft round is discarded, so the event is read again."""
        sel = self.selected()
        event_id = self.session.current_event_id()
        if len(sel) != 2 or event_id is None:
            self.session.info(self.tr("Select the two players to keep apart."))
            return False
        a, b = sel
        kept = self.session.call(svc.avoided_pair_ids, event_id)
        if kept is None:
            return False
        if (min(a.id, b.id), max(a.id, b.id)) in kept:
            if self.session.call(svc.remove_avoided_pair, event_id, a.id, b.id) is None:
                return False
            text = self.tr("%1 and %2 may be paired again.")
        else:
            if self.session.call(svc.avoid_pair, event_id, a.id, b.id) is None:
                return False
            text = self.tr("%1 and %2 are never paired with each other.")
        self.session.status(text.replace("%1", a.name).replace("%2", b.name))
        self.session.reload_event()
        return True

    def reenter_selected(self) -> None:
        rec = self._one()
        if rec is not None and self.session.call(svc.reenter_player, rec.id) is not None:
            self.session.reload_event()

    def penalty_dialog(self) -> None:
        """A penalty for the selected player: a warning at any time; a game or match loss only when they
        have a match in the current round (otherwise the dialog says to give it on the Results tab, on the
        match it applies to), asked about as the Results tab asks (:func:`results_tab.call_confirmed`)."""
        from desktop.ui.tournament.results_tab import call_confirmed

        rec = self._one()
        if rec is None:
            return
        match_id = self.session.current_match_of(rec.id)
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("Penalty for %1").replace("%1", rec.name))
        form = QFormLayout(dialog)
        kind = QComboBox()
        kind.addItem(self.tr("Warning"), "warning")
        if match_id is not None:
            kind.addItem(self.tr("Game loss (current match)"), "game_loss")
            kind.addItem(self.tr("Match loss (current match)"), "match_loss")
        reason = QLineEdit()
        form.addRow(self.tr("Penalty:"), kind)
        form.addRow(self.tr("Reason:"), reason)
        if match_id is None:
            where = QLabel(
                self.tr(
                    "%1 has no match in the current round. For a game or match loss, open the match it "
                    "applies to on the Results tab and use its Penalty… button."
                ).replace("%1", rec.name)
            )
            where.setTextFormat(Qt.TextFormat.PlainText)  # the player's name is text
            where.setWordWrap(True)
            form.addRow(where)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        form.addRow(buttons)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        what = str(kind.currentData())
        done: list[svc.MatchView | None] = []

        def penalise(**after: bool) -> svc.MatchView | None:
            # a game or match loss is a correction of its match: asked about as on the Results tab
            done.append(
                svc.add_penalty(
                    self.session.db,
                    rec.id,
                    what,
                    reason.text(),
                    match_id=match_id,
                    **after,
                )
            )
            return done[-1]

        try:
            call_confirmed(self, self.session, penalise, penalty=True)
        except Exception as exc:  # noqa: BLE001 - announced as every service error of this desk
            self.session.error.emit(exc)
            return
        if not done:  # the organiser said no to what it would change after the match: nothing written
            self.session.ctx.show_status(self.tr("Penalty not recorded: the result is as it was."))
            return
        self.session.ctx.show_status(self.tr("Penalty recorded"))
        if done[-1] is not None:
            self.session.match_saved(done[-1])

    def disqualify_dialog(self) -> None:
        rec = self._one()
        if rec is None:
            return
        reason, ok = QInputDialog.getText(
            self, self.tr("Disqualify"), self.tr("Why is %1 disqualified?").replace("%1", rec.name)
        )
        if ok and self.session.call(svc.disqualify_player, rec.id, reason) is not None:
            self.session.reload_event()
