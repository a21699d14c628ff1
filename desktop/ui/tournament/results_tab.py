"""Result entry, keyboard first: type (or scan) a match code or a table number and press Enter; the
match opens with the winner and the game's own fields (from the game registry); Enter saves and
returns to the code field.  Special outcomes and penalties; a correction shows the audit trail (who,
when, old → new); the results still missing in the round are listed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.games import registry
from desktop.services import tournament as svc
from desktop.services.tournament_common import TIME_NOT_UP
from desktop.ui import hints
from desktop.ui.tournament import texts
from desktop.ui.tournament.models import AuditModel, MissingModel

if TYPE_CHECKING:
    from desktop.ui.tournament.session import EventSession

RECONNECT_PATIENCE_S = 120.0
"""How long a result whose connection was lost waits for the server before giving up (and saying so)."""


def connection_lost(exc: BaseException) -> bool:
    """The database went away under a write (a server restart, a network cut), not a refused write."""
    from desktop.services import reconnect
    from desktop.services.errors import DatabaseUnavailableError

    return isinstance(exc, DatabaseUnavailableError) or reconnect.is_connection_lost(exc)


def _narrow_combo() -> QComboBox:
    """A combo box that may be narrower than its longest entry (the form fits 1024 px; the list that
    drops down shows every entry whole)."""
    combo = QComboBox()
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(8)
    # a long name may still be cut in a narrow window: the tooltip says the choice whole
    combo.currentTextChanged.connect(combo.setToolTip)
    return combo


def _listed_fields(game: registry.GameInfo) -> dict[str, list[tuple[str, str]]]:
    """The game's text result fields offered as lists, from its desktop home (:class:`UiGame`)."""
    from desktop.ui.games import ui_game

    ui = ui_game(game.key)
    fields = {f.key for f in game.result_fields if f.kind == "text"}
    listed = ui.result_field_choices() if ui is not None else {}
    return {key: values for key, values in listed.items() if key in fields}


class GameForm(QGroupBox):
    """The fields of one game of the match, built from the game's result fields."""

    def __init__(
        self, game: registry.GameInfo, number: int, names: tuple[str, str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.number = number
        self.names = names
        self.grid = QGridLayout(self)
        self.widgets: dict[str, QWidget] = {}
        self.labels: dict[str, QLabel] = {}
        self.listed = _listed_fields(game)
        self._pairs: bool | None = None  # two fields a row (a wide form), or one (see _place)
        for f in game.result_fields:
            label = QLabel()
            label.setWordWrap(True)
            self.labels[f.key] = label
            w: QWidget
            if f.kind == "side":
                combo = _narrow_combo()
                combo.addItems(["", "", ""])
                for i, data in enumerate(("", "a", "b")):
                    combo.setItemData(i, data)
                w = combo
            elif f.kind == "choice":
                combo = _narrow_combo()
                combo.addItem("—", None)
                for c in f.choices:
                    combo.addItem("", c)
                w = combo
            elif f.kind == "int":
                spin = QSpinBox()
                low = f.minimum if f.minimum is not None else 0
                spin.setRange(low - 1, f.maximum if f.maximum is not None else 1_000_000)
                spin.setSpecialValueText("—")
                spin.setValue(low - 1)
                w = spin
            elif f.key in self.listed:  # a text field with usual values (Toy Battle's terrains)
                combo = _narrow_combo()
                combo.addItem("—", None)
                for value, _name in self.listed[f.key]:
                    combo.addItem("", value)
                w = combo
            else:
                w = QLineEdit()
                w.setMaxLength(200)
            w.setObjectName(f"{f.key}_{number}")
            label.setBuddy(w)
            self.widgets[f.key] = w
        self._place(True)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language; what is typed or chosen stays."""
        self.setTitle(self.tr("Game %1").replace("%1", str(self.number)))
        for f in self.game.result_fields:
            self.labels[f.key].setText(texts.field_label(f.label) + ":")
            w = self.widgets[f.key]
            if f.kind == "side" and isinstance(w, QComboBox):
                w.setItemText(0, self.tr("— none"))
                w.setItemText(1, "A: " + self.names[0])
                w.setItemText(2, "B: " + self.names[1])
            elif f.kind == "choice" and isinstance(w, QComboBox):
                for i in range(1, w.count()):
                    w.setItemText(i, texts.choice_text(w.itemData(i)))
        if self.listed:
            self.listed = _listed_fields(self.game)  # the names in the new language
            for key, values in self.listed.items():
                combo = self.widgets[key]
                assert isinstance(combo, QComboBox)
                names = dict(values)
                for i in range(1, combo.count()):  # a value typed elsewhere keeps its text
                    combo.setItemText(i, names.get(combo.itemData(i), str(combo.itemData(i))))
        for w in self.widgets.values():
            if isinstance(w, QComboBox):
                w.setToolTip(w.currentText())
        if self._pairs is not None:
            self._fit()  # the texts' widths changed

    def _place(self, pairs: bool) -> None:
        """Two fields a row (player A's beside player B's) when the form is wide enough to show every
        label and choice whole; one a row otherwise (a 1024-pixel window, longer Ukrainian texts)."""
        if pairs == self._pairs:
            return
        self._pairs = pairs
        for key, w in self.widgets.items():
            self.grid.removeWidget(self.labels[key])
            self.grid.removeWidget(w)
        per_row = 2 if pairs else 1
        for label in self.labels.values():
            label.setWordWrap(pairs)  # one field a row: the label on one line
        for i, key in enumerate(self.widgets):
            row, col = divmod(i, per_row)
            self.grid.addWidget(self.labels[key], row, 2 * col)
            self.grid.addWidget(self.widgets[key], row, 2 * col + 1, 1, 1 if pairs else 3)
        # the fields take the width, not the labels
        self.grid.setColumnStretch(1, 1)
        self.grid.setColumnStretch(3, 1 if pairs else 0)

    def _pairs_width(self) -> int:
        """The width showing two fields a row with every label and choice whole."""
        label = max((lb.fontMetrics().horizontalAdvance(lb.text()) for lb in self.labels.values()), default=0)
        field = 0
        for w in self.widgets.values():
            need = w.sizeHint().width()
            if isinstance(w, QComboBox):
                metrics = w.fontMetrics()
                frame = w.minimumSizeHint().width() - metrics.horizontalAdvance("x") * w.minimumContentsLength()
                texts = [w.itemText(i) for i in range(w.count())]
                need = max(need, frame + max((metrics.horizontalAdvance(t) for t in texts), default=0))
            field = max(field, need)
        margins = self.grid.contentsMargins()
        gap = max(0, self.grid.horizontalSpacing())
        return 2 * (label + field) + 3 * gap + margins.left() + margins.right()

    def _fit(self) -> None:
        self._place(self.width() >= self._pairs_width())

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._fit()

    def first_widget(self) -> QWidget:
        return next(iter(self.widgets.values()))

    def is_empty(self) -> bool:
        return all(self._value(f) in (None, "") for f in self.game.result_fields)

    def _value(self, f: registry.ResultField) -> Any:
        w = self.widgets[f.key]
        if isinstance(w, QComboBox):
            return w.currentData()
        if isinstance(w, QSpinBox):
            return None if w.value() == w.minimum() else w.value()
        assert isinstance(w, QLineEdit)
        return w.text().strip() or None

    def result(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in self.game.result_fields:
            v = self._value(f)
            if f.kind == "side":
                out[f.key] = v or ""
            elif v is not None:
                out[f.key] = v
        return out

    def set_result(self, result: dict[str, Any]) -> None:
        for f in self.game.result_fields:
            w = self.widgets[f.key]
            v = result.get(f.key)
            if isinstance(w, QComboBox):
                if f.key in self.listed and isinstance(v, str) and v and w.findData(v) < 0:
                    w.addItem(v, v)  # a value typed elsewhere (the command line, another desk): kept as it is
                w.setCurrentIndex(
                    max(0, w.findData(v if v is not None else ("" if f.kind == "side" else None)))
                )
            elif isinstance(w, QSpinBox):
                w.setValue(int(v) if isinstance(v, int) else w.minimum())
            elif isinstance(w, QLineEdit):
                w.setText(str(v or ""))

    def set_value(self, key: str, value: Any) -> None:
        """Set one field (tests and the board use it)."""
        self.set_result({**self.result(), key: value})


class _EnterSaves(QObject):
    def __init__(self, tab: ResultsTab) -> None:
        super().__init__(tab)
        self.tab = tab

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.KeyPress and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):  # type: ignore[attr-defined]
            if isinstance(obj, QComboBox) and obj.view().isVisible():
                return False
            self.tab.save()
            return True
        if event.type() == QEvent.Type.KeyPress and event.key() == Qt.Key.Key_Escape:  # type: ignore[attr-defined]
            self.tab.close_match()
            return True
        return False


class ResultsTab(QWidget):
    def __init__(self, session: EventSession) -> None:
        super().__init__()
        self.session = session
        self.match: svc.MatchView | None = None
        self.game_forms: list[GameForm] = []
        self._opened_input: Any = None
        """What the fields held when the match was opened (to tell what the user typed since)."""
        self.retrying = False
        """A result whose connection was lost is being saved again (see :meth:`_retry_after_loss`)."""
        self.confirm_box: QMessageBox | None = None
        """The question a correction asks about what was paired after it, while it is open."""
        self._enter = _EnterSaves(self)
        outer = QHBoxLayout(self)
        split = QSplitter(Qt.Orientation.Horizontal)
        outer.addWidget(split)
        left = QWidget()
        lay = QVBoxLayout(left)
        lay.setContentsMargins(0, 0, 0, 0)
        code_row = QHBoxLayout()
        self.code_label = QLabel()
        self.code = QLineEdit()
        self.code.setObjectName("matchCode")
        self.code.setStyleSheet("font-size: 16px; padding: 4px;")
        self.code.returnPressed.connect(self.open_code)
        self.code_label.setBuddy(self.code)
        code_row.addWidget(self.code_label)
        code_row.addWidget(self.code, 1)
        lay.addLayout(code_row)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setObjectName("resultMessage")
        self.message.setTextFormat(Qt.TextFormat.PlainText)  # typed codes and names are never markup
        lay.addWidget(self.message)
        self.time_called_button = QPushButton()
        self.time_called_button.setObjectName("recordTimeCalled")
        self.time_called_button.clicked.connect(lambda: self.save(confirm_time_called=True))
        self.time_called_button.hide()
        lay.addWidget(self.time_called_button)  # shown beside the refusal it answers
        self.match_title = QLabel()
        self.match_title.setStyleSheet("font-size: 15px; font-weight: bold;")
        self.match_title.setWordWrap(True)
        lay.addWidget(self.match_title)
        self.elsewhere = QLabel()
        self.elsewhere.setObjectName("changedElsewhere")
        self.elsewhere.setWordWrap(True)
        self.elsewhere.setTextFormat(Qt.TextFormat.PlainText)
        self.elsewhere.setStyleSheet(
            "background: #fff3cd; color: #5c4400; padding: 4px; border: 1px solid #e0c36a;"
        )
        self.elsewhere.hide()
        lay.addWidget(self.elsewhere)
        self.forms_holder = QWidget()
        self.forms_lay = QVBoxLayout(self.forms_holder)
        self.forms_lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.forms_holder)
        special = QHBoxLayout()
        self.special_label = QLabel()
        self.special = _narrow_combo()
        self.special_winner = _narrow_combo()
        self.special_label.setBuddy(self.special)
        self.special.currentIndexChanged.connect(self._special_changed)
        special.addWidget(self.special_label)
        special.addWidget(self.special, 1)
        special.addWidget(self.special_winner, 1)
        lay.addLayout(special)
        buttons = QHBoxLayout()
        self.save_button = QPushButton()
        self.save_button.clicked.connect(self.save)
        self.clear_button = QPushButton()
        self.clear_button.clicked.connect(self.clear_result)
        self.penalty_button = QPushButton()
        self.penalty_button.clicked.connect(self.penalty_dialog)
        self.play_button = QPushButton()
        self.play_button.clicked.connect(self.play_match)
        for b in (self.save_button, self.clear_button, self.penalty_button, self.play_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        lay.addLayout(buttons)
        self.audit_box = QGroupBox()
        audit_lay = QVBoxLayout(self.audit_box)
        self.audit_model = AuditModel(self)
        self.audit_view = QTableView()
        self.audit_view.setModel(self.audit_model)
        self.audit_view.verticalHeader().hide()
        self.audit_view.horizontalHeader().setStretchLastSection(True)
        audit_lay.addWidget(self.audit_view)
        lay.addWidget(self.audit_box, 3)
        lay.addStretch(1)
        split.addWidget(left)

        right = QWidget()
        rlay = QVBoxLayout(right)
        rlay.setContentsMargins(0, 0, 0, 0)
        self.missing_label = QLabel()
        self.missing_label.setStyleSheet("font-weight: bold;")
        self.missing_label.setWordWrap(True)  # the right-hand column is narrow at 1024 px
        rlay.addWidget(self.missing_label)
        self.missing_model = MissingModel(self)
        self.missing_view = QTableView()
        self.missing_view.setModel(self.missing_model)
        self.missing_view.verticalHeader().hide()
        self.missing_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.missing_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.missing_view.horizontalHeader().setStretchLastSection(True)
        self.missing_view.activated.connect(self._missing_activated)
        self.missing_view.doubleClicked.connect(self._missing_activated)
        rlay.addWidget(self.missing_view, 1)
        # the venue web's reports waiting for the organiser (issue 26), as the Venue web… dialog lists them
        self.reports_box = QGroupBox()
        self.reports_box.setObjectName("venueReports")
        reports_lay = QVBoxLayout(self.reports_box)
        self.reports_view = QTableWidget(0, 5)
        self.reports_view.setObjectName("venueReportsTable")
        self.reports_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.reports_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.reports_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.reports_view.verticalHeader().hide()
        self.reports_view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.reports_view.horizontalHeader().setStretchLastSection(True)
        self.reports_view.itemSelectionChanged.connect(self._update_accept)
        reports_lay.addWidget(self.reports_view)
        self.accept_button = QPushButton()
        self.accept_button.setObjectName("acceptVenueReport")
        self.accept_button.clicked.connect(self.accept_report)
        reports_lay.addWidget(self.accept_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.reports_box.hide()  # shown while reports wait
        rlay.addWidget(self.reports_box, 1)
        self.reports: list[Any] = []
        self._shown_reports: list[int] = []
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([600, 400])
        self.retranslate()
        self.close_match()
        session.opened.connect(self._opened)
        session.matches_changed.connect(self._matches_changed)
        session.round_changed.connect(self._round_changed)
        session.refreshed.connect(lambda _event_id: self.refresh_reports())

    # -- what the session announces -------------------------------------------------------------------
    def _opened(self, snap: Any) -> None:
        if snap is not None and self.match is not None and snap.current is not None:
            fresh = next((m for m in snap.current.matches if m.id == self.match.id), None)
            if fresh is not None:
                self.changed_elsewhere(fresh)
        self.set_missing(snap.missing() if snap else [])
        if self.match is not None and (snap is None or self.match.event_id != snap.event_id):
            self.close_match()
        self.refresh_reports()

    def _matches_changed(self, matches: Any, _removed: Any) -> None:
        for mv in matches:
            self.changed_elsewhere(mv)

    def _round_changed(self, _current: Any) -> None:
        snap = self.session.snapshot
        self.set_missing(snap.missing() if snap else [])

    def focus_entry(self, *, select: bool = True) -> None:
        """The code field takes the keyboard (Ctrl+R, the tab shown)."""
        self.code.setFocus()
        if select:
            self.code.selectAll()

    def retranslate(self) -> None:
        self.time_called_button.setText(self.tr("Record it as time called now"))
        self.time_called_button.setToolTip(
            self.tr("The round's clock still runs: the judge called time at this table. The result is saved as time called.")
        )
        self.code_label.setText(self.tr("Match &code or table:"))
        # short enough to be seen whole at 1024 px in either language; the whole sentence is the tooltip
        self.code.setPlaceholderText(self.tr("scan or type the code, then Enter"))
        self.code.setToolTip(
            self.tr("Scan or type the code printed on the result slip, or type the table number, then press Enter.")
        )
        self.special_label.setText(self.tr("&Outcome:"))
        current = self.special.currentData()
        self.special.blockSignals(True)
        self.special.clear()
        self.special.addItem(self.tr("played (enter the games)"), "")
        for key, text in texts.special_kinds():
            self.special.addItem(text, key)
        self.special.setCurrentIndex(max(0, self.special.findData(current)))
        self.special.blockSignals(False)
        self.save_button.setText(self.tr("Save (Enter)"))
        self.clear_button.setText(self.tr("Clear result"))
        self.penalty_button.setText(self.tr("Penalty…"))
        self.play_button.setText(self.tr("Play this match"))
        self.audit_box.setTitle(self.tr("Changes to this result"))
        self.audit_model.retranslate()
        self.missing_model.retranslate()
        self.reports_box.setTitle(self.tr("Reports from the venue web waiting for acceptance"))
        self.reports_view.setHorizontalHeaderLabels(
            [
                self.tr("Round"),
                self.tr("Table"),
                self.tr("Reported by"),
                self.tr("Disagreement"),
                self.tr("Games"),
            ]
        )
        self.accept_button.setText(self.tr("Accept the selected report"))
        self.accept_button.setToolTip(
            self.tr(
                "Record the report as the match's result (refused if the match changed since it was sent)"
            )
        )
        self._show_reports()
        self._update_missing_label()
        self._fit_missing_columns()
        self._fill_special_winner()
        for form in self.game_forms:  # an open result form follows the language switch
            form.retranslate()
        if self.match is not None:
            self.match_title.setText(self._title_text(self.match))

    # -- the venue web's reports --------------------------------------------------------------------------
    def refresh_reports(self) -> None:
        """Read the reports waiting for the organiser (a new one reaches this desk as a results change)."""
        from desktop.services import venue

        snap = self.session.snapshot
        found = None if snap is None else self.session.call(venue.waiting_reports, snap.event_id, quiet=True)
        self.reports = list(found or [])
        self._show_reports()

    def _show_reports(self) -> None:
        row = self.reports_view.currentRow()
        selected = self._shown_reports[row] if 0 <= row < len(self._shown_reports) else None
        self._shown_reports = [r.id for r in self.reports]
        self.reports_view.setRowCount(len(self.reports))
        for row, r in enumerate(self.reports):
            games = "; ".join(", ".join(f"{k}={v}" for k, v in g.items()) for g in r.games)
            table = str(r.table) if r.table is not None else "—"
            flag = self.tr("disagrees with the opponent") if r.disagreement else ""
            for col, text in enumerate((str(r.round), table, r.name, flag, games)):
                item = QTableWidgetItem(text)  # names are plain text in a table item
                if r.disagreement:
                    item.setForeground(Qt.GlobalColor.darkRed)
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.reports_view.setItem(row, col, item)
            if r.id == selected:
                self.reports_view.selectRow(row)
        self.reports_box.setVisible(bool(self.reports))
        self._update_accept()

    def _update_accept(self) -> None:
        self.accept_button.setEnabled(0 <= self.reports_view.currentRow() < len(self.reports))

    def accept_report(self) -> None:
        """The organiser accepts the selected report: recorded as the match's result (the audit trail
        names the player and who accepted it)."""
        from desktop.services import venue
        from desktop.services.tournament_common import current_who

        row = self.reports_view.currentRow()
        if not 0 <= row < len(self.reports):
            return
        report = self.reports[row]
        if self.session.call(venue.accept_report, report.id, current_who()) is not None:
            text = self.tr("Report accepted: the result of %1 is recorded.")
            self.show_message(text.replace("%1", report.match_code))
            self.session.reload_event()
        self.refresh_reports()

    # -- missing ---------------------------------------------------------------------------------------
    def set_missing(self, matches: list[svc.MatchView]) -> None:
        self.missing_model.set_rows(sorted(matches, key=lambda m: (m.table or 0, m.code)))
        self._update_missing_label()
        self._fit_missing_columns()

    def _fit_missing_columns(self) -> None:
        """Each column as wide as its heading, and its cells while the list is short (a round of 512
        missing results is not measured after every saved result)."""
        view, header = self.missing_view, self.missing_view.horizontalHeader()
        measure = self.missing_model.rowCount() <= 60
        for col in range(self.missing_model.columnCount() - 1):  # the last one stretches
            cells = view.sizeHintForColumn(col) if measure else 0
            view.setColumnWidth(col, max(header.sectionSizeHint(col), cells))
        # the list keeps its table, code and first player's name in view (a long name, some 36 letters):
        # the result form beside it gives way (it puts one field a row)
        name = min(view.columnWidth(2), view.fontMetrics().averageCharWidth() * 36)
        bar = view.verticalScrollBar().sizeHint().width()
        view.setMinimumWidth(view.columnWidth(0) + view.columnWidth(1) + name + bar + 2 * view.frameWidth())

    def _update_missing_label(self) -> None:
        n = self.missing_model.rowCount()
        self.missing_label.setText(
            self.tr("Missing results: %1").replace("%1", str(n)) if n else self.tr("No result is missing")
        )

    def _missing_activated(self, index: Any) -> None:
        if index.isValid():
            self.open_match(self.missing_model.record(index.row()))

    # -- opening -----------------------------------------------------------------------------------------
    def open_code(self) -> svc.MatchView | None:
        text = self.code.text().strip()
        if not text:
            return None
        snap = self.session.snapshot
        mv: svc.MatchView | None = None
        if text.isdigit() and snap is not None and snap.current is not None:
            table = int(text)
            mv = next((m for m in snap.current.matches if m.table == table), None)
            if mv is None:
                self.show_message(
                    self.tr("Round %1 has no table %2.")
                    .replace("%1", str(snap.current.number))
                    .replace("%2", text),
                    error=True,
                )
                self.code.selectAll()
                return None
            mv = self.session.call(svc.get_match, mv.id, quiet=True) or mv
        else:
            mv = self._match_by_code(text)
            if mv is None:
                self.code.selectAll()
                return None
            if snap is not None and mv.event_id != snap.event_id:
                self.show_message(self.tr("That code belongs to another event."), error=True)
                self.code.selectAll()
                return None
        self.open_match(mv)
        return mv

    def _match_by_code(self, text: str) -> svc.MatchView | None:
        """The match of a typed or scanned code, also when it arrives through the Ukrainian keyboard
        layout, with Cyrillic look-alike letters or spaces for dashes; else a message beside the field."""
        from desktop.ui.tournament import codes

        tried = codes.candidates(text)
        for code in tried:
            try:
                return svc.match_by_code(self.session.db, code)
            except svc.TournamentError:
                continue
            except Exception as exc:  # noqa: BLE001 - the database failed: shown next to the field
                self.show_message(texts.error_text(exc), error=True)
                return None
        shown = tried[-1] if tried else text.strip()
        if any(codes.check_fails(c, svc.match_code) for c in tried):
            message = self.tr(
                "%1 is not a valid match code: its last character (the check character) does not match. "
                "A character is mistyped: check the code on the slip."
            )
        else:
            message = self.tr("No match has the code %1. Type the code on the slip, or a table number.")
        self.show_message(message.replace("%1", shown[:40]), error=True)
        return None

    def open_match(self, mv: svc.MatchView) -> None:
        snap = self.session.snapshot
        if snap is None:
            return
        if mv.kind in ("bye", "no_opponent"):
            self.show_message(self.tr("A bye or a missed round has no result to enter."), error=True)
            return
        self.match = mv
        self.session.show_tab.emit(self)
        game = registry.get(snap.detail.summary.game)
        for f in self.game_forms:
            f.setParent(None)
            f.deleteLater()
        self.game_forms = []
        for n in range(1, snap.best_of + 1):
            form = GameForm(game, n, (mv.a_name, mv.b_name))
            self.forms_lay.addWidget(form)
            form.show()  # now, not at the next event loop pass: the keyboard may be faster
            self.game_forms.append(form)
            for w in form.widgets.values():
                w.installEventFilter(self._enter)
        for form, g in zip(self.game_forms, mv.games, strict=False):
            form.set_result(g.result)
        chain: list[QWidget] = [self.code]
        for form in self.game_forms:
            chain += list(form.widgets.values())
        chain += [self.special, self.special_winner, self.save_button]
        for before, after in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(before, after)
        self.special.installEventFilter(self._enter)
        self.special_winner.installEventFilter(self._enter)
        self._fill_special_winner()
        special = mv.reason if mv.reason in dict(texts.special_kinds()) else ""
        if mv.kind in ("forfeit",) and not special:
            special = "forfeit"
        if mv.kind in ("double_loss", "intentional_draw"):
            special = mv.kind
        self.special.setCurrentIndex(max(0, self.special.findData(special)))
        if special and mv.winner:
            self.special_winner.setCurrentIndex(max(0, self.special_winner.findData(mv.winner)))
        self._show_title_and_history(mv)
        self.forms_holder.setVisible(True)
        for w in (
            self.save_button,
            self.clear_button,
            self.penalty_button,
            self.special,
            self.special_winner,
        ):
            w.setEnabled(True)
        self.clear_button.setEnabled(mv.status == "reported")
        self._special_changed()
        self.play_button.setEnabled(self.session.can_play(mv))
        self.show_message("")
        self.time_called_button.hide()
        self.elsewhere.hide()
        self._opened_input = self.current_input()
        target = self.game_forms[0].first_widget() if self.game_forms else self.save_button
        target.setFocus()

    def _title_text(self, mv: svc.MatchView) -> str:
        title = (
            self.tr("Table %1 · %2 v %3 · %4")
            .replace("%1", str(mv.table or "–"))
            .replace("%2", mv.a_name)
            .replace("%3", mv.b_name)
            .replace("%4", mv.code)
        )
        minutes = self.session.clock.extensions.get(mv.id, 0) // 60
        if minutes:
            title += "\n" + self.tr("This table has %n extra minute(s).", "", minutes)
        if mv.status == "reported":
            title += "\n" + self.tr("Correction — current result: %1").replace("%1", texts.match_result(mv))
        return title

    def _show_title_and_history(self, mv: svc.MatchView) -> None:
        self.match_title.setText(self._title_text(mv))
        history = self.session.call(svc.result_history, mv.id) or []
        self.audit_model.set_rows(history)
        self.audit_box.setVisible(bool(history))
        self.audit_view.resizeColumnsToContents()

    def current_input(self) -> Any:
        """Everything the fields of the open match hold now."""
        return (
            [f.result() for f in self.game_forms],
            self.special.currentData(),
            self.special_winner.currentData(),
        )

    def has_unsaved_input(self) -> bool:
        return self.match is not None and self.current_input() != self._opened_input

    def changed_elsewhere(self, mv: svc.MatchView) -> None:
        """The open match was changed at another desk.  Nothing typed is touched: with unsaved input a
        note beside it says what the match holds now (saving is then refused by the version check, with
        the conflict's message); without, the match shows its new state."""
        if self.match is None or self.match.id != mv.id or mv.version <= self.match.version:
            return  # not the open match, or not newer than what it shows
        if self.has_unsaved_input():
            now = texts.match_result(mv) if mv.status == "reported" else self.tr("no result (it was cleared)")
            self.elsewhere.setText(
                self.tr(
                    "This match was changed at another desk: it now holds %1. What you typed is kept; "
                    "saving it would overwrite that, so it will be refused — press Esc and open the match "
                    "again to see the new result."
                ).replace("%1", now)
            )
            self.elsewhere.show()
            return
        focus = self.focusWidget()
        self.match = mv
        for form in self.game_forms:
            form.set_result({})
        for form, g in zip(self.game_forms, mv.games, strict=False):
            form.set_result(g.result)
        self._show_title_and_history(mv)
        self.clear_button.setEnabled(mv.status == "reported")
        self._opened_input = self.current_input()
        self.elsewhere.setText(self.tr("This match was changed at another desk; it shows the new result."))
        self.elsewhere.show()
        if focus is not None:
            focus.setFocus()

    def close_match(self) -> None:
        self.match = None
        if hasattr(self, "time_called_button"):
            self.time_called_button.hide()
        self._opened_input = None
        if hasattr(self, "elsewhere"):
            self.elsewhere.hide()
        for f in self.game_forms:
            f.setParent(None)
            f.deleteLater()
        self.game_forms = []
        self.match_title.setText(self.tr("Type a match code (or a table number) and press Enter."))
        self.audit_box.hide()
        for w in (
            self.save_button,
            self.clear_button,
            self.penalty_button,
            self.play_button,
            self.special,
            self.special_winner,
        ):
            w.setEnabled(False)
        self.code.setFocus()
        self.code.selectAll()

    def _fill_special_winner(self) -> None:
        current = self.special_winner.currentData()
        self.special_winner.clear()
        mv = self.match
        self.special_winner.addItem(self.tr("winner…"), None)
        if mv is not None:
            self.special_winner.addItem(self.tr("A wins: %1").replace("%1", mv.a_name), "a")
            self.special_winner.addItem(self.tr("B wins: %1").replace("%1", mv.b_name), "b")
        self.special_winner.setCurrentIndex(max(0, self.special_winner.findData(current)))

    def _special_changed(self) -> None:
        kind = self.special.currentData()
        self.special_winner.setVisible(kind in ("forfeit", "no_show", "concession"))
        for f in self.game_forms:
            f.setEnabled(not kind)

    def show_message(self, text: str, *, error: bool = False) -> None:
        self.message.setText(text)
        hints.coloured(self.message, "#b00020" if error else "#1b5e20", "font-weight: bold;" if error else "")

    # -- saving ------------------------------------------------------------------------------------------
    def save(self, *, confirm_time_called: bool = False) -> svc.MatchView | None:
        """Save what is typed; ``confirm_time_called``: a time-called result while the clock still runs
        (the service refuses it unconfirmed, and this tab then offers the button that confirms it)."""
        mv = self.match
        if mv is None or self.retrying:
            return None
        self.time_called_button.hide()
        kind = self.special.currentData()
        who = svc.current_who()
        games: list[dict[str, Any]] = []
        try:
            if kind:
                saved = self._confirmed(
                    lambda **after: svc.record_special_result(
                        self.session.db,
                        mv.id,
                        kind,
                        winner=self.special_winner.currentData(),
                        expected_version=mv.version,
                        **after,
                    )
                )
            else:
                games = [f.result() for i, f in enumerate(self.game_forms) if i == 0 or not f.is_empty()]
                saved = self._confirmed(
                    lambda **after: svc.record_result(
                        self.session.db,
                        mv.id,
                        games,
                        who=who,
                        expected_version=mv.version,
                        confirm_time_called=confirm_time_called,
                        **after,
                    )
                )
            if saved is None:  # the organiser kept the result as it was
                self.show_message(self.tr("Not saved: the result is as it was."))
                return None
        except Exception as exc:  # noqa: BLE001 - the message is shown; nothing was written
            if connection_lost(exc):
                if kind:  # kept as typed: saved again by hand once the connection is back
                    self.show_message(
                        self.tr(
                            "The connection to the database was lost: nothing was saved. What you chose is "
                            "kept; save again once the connection is back."
                        ),
                        error=True,
                    )
                    return None
                self._retry_after_loss(mv, games, who)
                return None
            self.show_message(texts.error_text(exc), error=True)
            if getattr(exc, "template", None) == TIME_NOT_UP:
                self.time_called_button.show()  # the confirmation the refusal asks for
            if isinstance(exc, svc.StaleResultError):
                fresh = self.session.call(svc.get_match, mv.id, quiet=True)
                if fresh is not None:
                    self.session.match_saved(fresh)
            return None
        self.close_match()  # before the change is announced: the saved match is no longer open
        self.session.match_saved(saved)
        self.code.clear()
        self.show_message(
            self.tr("Saved %1: %2").replace("%1", saved.code).replace("%2", texts.match_result(saved))
            + self._after_text(saved)
        )
        return saved

    def _confirmed(self, call: Any, *, penalty: bool = False) -> svc.MatchView | None:
        """``call(**after)``, asking the organiser about what it changes after the match (see
        :func:`call_confirmed`); ``penalty``: the question speaks of a penalty, not a correction."""
        return call_confirmed(self, self.session, call, penalty=penalty)

    def confirm_after(self, exc: Exception, *, penalty: bool = False) -> bool:
        """The organiser's choice on a correction (or penalty) that changes what was paired after the match."""
        return confirm_after(self, self.session, exc, penalty=penalty)

    def _after_text(self, saved: svc.MatchView) -> str:
        """What a confirmed correction did after the match, for the message beside the code field."""
        text = ""
        if saved.voided_later:
            text += ". " + self.tr(
                "Voided (paired on the old result): %1. Pair the bracket again from the Round tab."
            ).replace("%1", ", ".join(saved.voided_later))
        if saved.cut_kept is not None:
            text += (". " if not text else " ") + self.tr(
                "The %1 stage keeps its seeds (recorded in the match's history)."
            ).replace("%1", stage_name(self.session, saved.cut_kept))
        return text

    def _retry_after_loss(self, mv: svc.MatchView, games: list[dict[str, Any]], who: str) -> None:
        """The connection was lost while saving: the banner shows, what was typed stays, and the result
        is saved off the UI thread once the server is back — through ``record_result_once``, which
        looks at the match first, so that a write that did commit before the loss is not made twice."""
        from desktop.services import reconnect
        from desktop.ui.tournament.worker import run_quiet

        session = self.session
        self.retrying = True
        self.save_button.setEnabled(False)
        session.write_waiting.emit(True)
        self.show_message(
            self.tr(
                "The connection to the database was lost while saving %1. What you typed is kept; the result "
                "is saved as soon as the connection is back (never twice)."
            ).replace("%1", mv.code),
            error=True,
        )
        db = session.db
        session.busy += 1

        def work() -> svc.MatchView:
            return reconnect.record_result_once(
                db,
                mv.id,
                games,
                who=who,
                expected_version=mv.version,
                after_loss=True,
                patience_s=RECONNECT_PATIENCE_S,
            )

        def finish() -> None:
            self.retrying = False
            session.busy -= 1
            session.write_waiting.emit(False)
            self.save_button.setEnabled(self.match is not None)
            if not session.busy:
                session.idle.emit()

        def done(saved: svc.MatchView) -> None:
            finish()
            if self.match is not None and self.match.id == saved.id:
                self.close_match()
                self.code.clear()
            session.match_saved(saved)
            self.show_message(
                self.tr("Saved %1 after reconnecting: %2")
                .replace("%1", saved.code)
                .replace("%2", texts.match_result(saved))
            )

        def failed(exc: BaseException) -> None:
            finish()
            self.show_message(texts.error_text(exc), error=True)  # what was typed is still there
            if isinstance(exc, svc.StaleResultError):
                fresh = session.call(svc.get_match, mv.id, quiet=True)
                if fresh is not None:
                    session.match_saved(fresh)

        run_quiet(self, work, done, failed)  # the banner and the message say what happens

    def clear_result(self) -> None:
        mv = self.match
        if mv is None:
            return
        try:
            saved = self._confirmed(
                lambda **after: svc.clear_result(self.session.db, mv.id, expected_version=mv.version, **after)
            )
        except Exception as exc:  # noqa: BLE001
            self.show_message(texts.error_text(exc), error=True)
            return
        if saved is None:
            self.show_message(self.tr("Not cleared: the result is as it was."))
            return
        self.match = saved  # this desk's own change: not "changed at another desk"
        self.session.match_saved(saved)
        self.open_match(saved)
        if saved.voided_later:
            self.show_message(self._after_text(saved).removeprefix(". "))

    def penalty_dialog(self) -> None:
        mv = self.match
        if mv is None:
            return
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("Penalty"))
        form = QFormLayout(dialog)
        who = QComboBox()
        who.addItem(mv.a_name, mv.a)
        if mv.b is not None:
            who.addItem(mv.b_name, mv.b)
        kind = QComboBox()
        kind.addItem(self.tr("Warning"), "warning")
        kind.addItem(self.tr("Game loss"), "game_loss")
        kind.addItem(self.tr("Match loss"), "match_loss")
        reason = QLineEdit()
        form.addRow(self.tr("Player:"), who)
        form.addRow(self.tr("Penalty:"), kind)
        form.addRow(self.tr("Reason:"), reason)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        box.accepted.connect(dialog.accept)
        box.rejected.connect(dialog.reject)
        form.addRow(box)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        done: list[svc.MatchView | None] = []

        def penalise(**after: bool) -> svc.MatchView | None:
            # a game or match loss is a correction: asked about like one (later matches, a started cut)
            done.append(
                svc.add_penalty(
                    self.session.db,
                    int(who.currentData()),
                    str(kind.currentData()),
                    reason.text(),
                    match_id=mv.id,
                    **after,
                )
            )
            return done[-1]

        try:
            self._confirmed(penalise, penalty=True)
        except Exception as exc:  # noqa: BLE001 - announced as every service error of this desk
            self.session.error.emit(exc)
            return
        if not done:  # the organiser said no to what it would change after the match: nothing written
            self.show_message(self.tr("Penalty not recorded: the result is as it was."))
            return
        result = done[-1]
        if result is not None:
            self.match = result
            self.session.match_saved(result)
            self.open_match(result)
        self.show_message(self.tr("Penalty recorded") + (self._after_text(result) if result is not None else ""))

    def play_match(self) -> None:
        if self.match is not None:
            self.session.play_match(self.match)


def stage_name(session: EventSession, position: object) -> str:
    """The stage at ``position`` as the organiser knows it ("Single elimination"), not its number."""
    snap = session.snapshot
    if snap is None or not isinstance(position, int):
        return str(position)
    return texts.stage_kind(snap.stage_kind(position))


def confirm_after(parent: QWidget, session: EventSession, exc: Exception, *, penalty: bool = False) -> bool:
    """The organiser's choice on a correction, or a penalty (``penalty``), that changes what was paired
    after its match: the later matches to void, or the started cut to keep.  ``parent.confirm_box`` is the
    open question while it is asked (tests answer it)."""
    params = getattr(exc, "params", {})
    if isinstance(exc, svc.LaterMatchesError):
        if penalty:
            text = QCoreApplication.translate(
                "ResultsTab",
                "This penalty changes who goes on in the bracket, but these later matches were paired on "
                "the result before it: %1.\n\nVoid them and record the penalty: they are deleted (their "
                "results are kept in the event's record), the event reopens and the Round tab pairs the "
                "bracket again.",
            )
        else:
            text = QCoreApplication.translate(
                "ResultsTab",
                "This correction changes who goes on in the bracket, but these later matches were paired on "
                "the old result: %1.\n\nVoid them and save: they are deleted (their results are kept in the "
                "event's record), the event reopens and the Round tab pairs the bracket again.",
            )
        text = text.replace("%1", str(params.get("matches", "")))
        if penalty:
            yes = QCoreApplication.translate("ResultsTab", "Void them and record the penalty")
        else:
            yes = QCoreApplication.translate("ResultsTab", "Void them and save")
    else:
        if penalty:
            text = QCoreApplication.translate(
                "ResultsTab",
                "This penalty changes the standings that the cut to the %1 stage was drawn from. The bracket "
                "was seeded before it and keeps its seeds (to draw the cut again, undo the bracket's rounds "
                "first).\n\nRecord the penalty anyway? The match's history records it.",
            )
        else:
            text = QCoreApplication.translate(
                "ResultsTab",
                "This correction changes the standings that the cut to the %1 stage was drawn from. The "
                "bracket was seeded on the old result and keeps its seeds (to draw the cut again, undo the "
                "bracket's rounds first).\n\nSave it anyway? The match's history records it.",
            )
        text = text.replace("%1", stage_name(session, params.get("stage")))
        if penalty:
            yes = QCoreApplication.translate("ResultsTab", "Keep the seeds and record the penalty")
        else:
            yes = QCoreApplication.translate("ResultsTab", "Keep the seeds and save")
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Warning)
    if penalty:
        box.setWindowTitle(QCoreApplication.translate("ResultsTab", "Penalty after later rounds"))
    else:
        box.setWindowTitle(QCoreApplication.translate("ResultsTab", "Correction after later rounds"))
    box.setTextFormat(Qt.TextFormat.PlainText)  # player names are text
    box.setText(text)
    ok = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel)
    parent.confirm_box = box  # type: ignore[attr-defined]
    try:
        box.exec()
        return box.clickedButton() is ok
    finally:
        parent.confirm_box = None  # type: ignore[attr-defined]


def call_confirmed(
    parent: QWidget, session: EventSession, call: Any, *, penalty: bool = False
) -> svc.MatchView | None:
    """``call(**after)`` once; when a correction or penalty is refused for what it does after the match
    (later bracket matches paired on the old result, a started cut drawn from the old standings), ask the
    organiser (:func:`confirm_after`), and with their yes call again confirming it.  None: they said no
    (nothing written)."""
    after: dict[str, bool] = {}
    while True:
        try:
            return call(**after)  # type: ignore[no-any-return]
        except (svc.LaterMatchesError, svc.CutChangedError) as exc:
            flag = "void_later" if isinstance(exc, svc.LaterMatchesError) else "keep_cut"
            if after.get(flag) or not confirm_after(parent, session, exc, penalty=penalty):
                return None
            after[flag] = True
