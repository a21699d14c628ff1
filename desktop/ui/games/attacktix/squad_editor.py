"""The Attacktix squad builder: catalog figures (filterable), the squad and its backups, the rules and
the live check.

The editor never changes its own state: every user step computes the new :class:`AxState` and emits
:attr:`edit_requested` (text, before, after); the page pushes an undo command whose redo calls
:meth:`set_state`. The check is the pure one (desktop.games.attacktix.squad.check), run on every state.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QModelIndex, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from desktop.games.attacktix import squad as ax
from desktop.services.squads import SquadRecord
from desktop.ui import palette
from desktop.ui.catalog.flow_layout import FlowLayout
from desktop.ui.catalog.values import shown_name
from desktop.ui.checks import CheckBox
from desktop.ui.games.attacktix import data as ax_data
from desktop.ui.games.attacktix import squad_texts as texts
from desktop.ui.games.attacktix.squad_models import (
    FIGURE_MIME,
    EntriesModel,
    FigureFilterProxy,
    FigureTableModel,
)
from desktop.ui.squads.check_panel import KeptSplitter, setup_table
from desktop.ui.squads.fitting_table import FittingTable
from desktop.ui.squads.models import ViolationsModel

OTHER_LIMIT = -1
NO_LIMIT = -2


@dataclass(frozen=True)
class AxState:
    squad: ax.Squad
    rules: ax.SquadRules


class FigureDropTable(QTableView):
    """A table that accepts figures dragged from the catalog table."""

    figures_dropped = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAcceptDrops(True)
        self.setDropIndicatorShown(False)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(FIGURE_MIME):
            event.acceptProposedAction()
        else:
            super().dragEnterEvent(event)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if event.mimeData().hasFormat(FIGURE_MIME):
            event.acceptProposedAction()
        else:
            super().dragMoveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        if event.mimeData().hasFormat(FIGURE_MIME):
            keys = bytes(event.mimeData().data(FIGURE_MIME).data()).decode("utf-8").split("\n")
            self.figures_dropped.emit([k for k in keys if k])
            event.acceptProposedAction()
        else:
            super().dropEvent(event)


class EventRulesDialog(QDialog):
    """An event's own legality profile: each limit switchable off ("no limit")."""

    def __init__(
        self, profile: ax.LegalityProfile, franchises: list[str], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Event rules"))
        form = QFormLayout(self)

        def limit_spin(value: int | None, maximum: int) -> QSpinBox:
            spin = QSpinBox()
            spin.setRange(-1, maximum)
            spin.setSpecialValueText(self.tr("no limit"))
            spin.setValue(-1 if value is None else value)
            return spin

        self.name = QLineEdit(profile.name if profile.key == "event" else self.tr("Event rules"))
        self.tournament = limit_spin(profile.max_tournament_figures, 99)
        self.gold = limit_spin(profile.max_gold_copies, 99)
        self.copies = limit_spin(profile.max_copies, 99)
        self.backups = limit_spin(profile.backup_limit, 5000)
        self.mega = CheckBox(self.tr("Megas allowed"))
        self.mega.setChecked(profile.allow_mega)
        self.count_backups = CheckBox(self.tr("Copy limits count the backups too"))
        self.count_backups.setChecked(profile.count_backups)
        self.banned = QLineEdit(", ".join(sorted(profile.banned_codes)))
        self.banned.setPlaceholderText(self.tr("Collector codes, separated by commas"))
        self.franchise_boxes: dict[str, QCheckBox] = {}
        fr_box = QWidget()
        fr_layout = QHBoxLayout(fr_box)
        fr_layout.setContentsMargins(0, 0, 0, 0)
        for name in franchises:
            box = CheckBox(name)
            box.setChecked(not profile.franchises or name in profile.franchises)
            self.franchise_boxes[name] = box
            fr_layout.addWidget(box)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Tournament figures, at most"), self.tournament)
        form.addRow(self.tr("Copies of each gold figure, at most"), self.gold)
        form.addRow(self.tr("Copies of any other figure, at most"), self.copies)
        form.addRow(self.tr("Backups, at most (points)"), self.backups)
        form.addRow("", self.mega)
        form.addRow("", self.count_backups)
        form.addRow(self.tr("Banned figures"), self.banned)
        form.addRow(self.tr("Franchises allowed"), fr_box)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def profile(self) -> ax.LegalityProfile:
        def value(spin: QSpinBox) -> int | None:
            return None if spin.value() < 0 else spin.value()

        chosen = [n for n, b in self.franchise_boxes.items() if b.isChecked()]
        return ax.event_profile(
            name=self.name.text().strip() or self.tr("Event rules"),
            max_tournament_figures=value(self.tournament),
            max_gold_copies=value(self.gold),
            max_copies=value(self.copies),
            allow_mega=self.mega.isChecked(),
            backup_limit=value(self.backups),
            count_backups=self.count_backups.isChecked(),
            banned_codes=[c.strip() for c in self.banned.text().split(",") if c.strip()],
            franchises=[] if len(chosen) == len(self.franchise_boxes) else chosen,
        )


class AttacktixEditor(QWidget):
    kind = ax.SQUAD_KIND
    edit_requested = Signal(str, object, object)  # text, before, after

    printable = True  # a saved one prints as a squad sheet (File → Print squad sheet)

    def kind_texts(self, lang: str) -> dict[str, str]:
        """The Squads page's texts for this kind, translated (tab, empty, new, saved, taken, new_name)."""
        from desktop.games.registry import GAMES

        game = GAMES["attacktix"].name(lang)
        return {
            "tab": self.tr("{game} squads").format(game=game),
            "empty": self.tr("No squad chosen. Pick one on the left, or press New to build one."),
            "new": self.tr("Build a new squad…"),
            "saved": self.tr("Saved squads"),
            "taken": self.tr("There is already a squad called “{name}”. Choose another name."),
            "new_name": self.tr("New squad"),
        }

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state = AxState(ax.Squad(), ax.SquadRules())
        self._violations: list[ax.Violation] = []
        self._event_profile = ax.event_profile()

        # -- rules row -----------------------------------------------------------------------------
        self.level = QComboBox()
        self.limit = QComboBox()
        self.limit_other = QSpinBox()
        self.limit_other.setRange(10, 10000)
        self.limit_other.setSingleStep(10)
        self.limit_other.setSuffix(" pts")
        self.mode = QComboBox()
        self.backup_limit = QSpinBox()
        self.backup_limit.setRange(-1, 5000)
        self.backup_limit.setSingleStep(10)
        self.profile = QComboBox()
        self.event_button = QPushButton()
        self.level_label, self.limit_label, self.backup_label, self.profile_label = (
            QLabel() for _ in range(4)
        )
        # the rules in groups (a label and its fields) that wrap onto more rows in a narrow window
        self.rules_panel = QWidget()
        rules = FlowLayout(self.rules_panel)
        for group in (
            (self.level_label, self.level),
            (self.profile_label, self.profile, self.event_button),
            (self.limit_label, self.mode, self.limit, self.limit_other),
            (self.backup_label, self.backup_limit),
        ):
            box = QWidget()
            row_layout = QHBoxLayout(box)
            row_layout.setContentsMargins(0, 0, 8, 0)
            for w in group:
                row_layout.addWidget(w)
            rules.addWidget(box)

        # -- catalog figures -----------------------------------------------------------------------
        self.figures = FigureTableModel(self)
        self.proxy = FigureFilterProxy(self)
        self.proxy.setSourceModel(self.figures)
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.f_franchise = QComboBox()
        self.f_marvel = QComboBox()
        self.f_class = QComboBox()
        self.f_points = QComboBox()
        self.figure_table = FittingTable(
            optional=[FigureTableModel.COLUMNS.index(c) for c in ("flags", "marvel_class", "attacktix_class")]
        )
        self.figure_table.setModel(self.proxy)
        self.figure_table.setSortingEnabled(True)
        self.figure_table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.figure_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.figure_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.figure_table.setDragEnabled(True)
        self.figure_table.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.figure_table.verticalHeader().setVisible(False)
        self.figure_table.verticalHeader().setDefaultSectionSize(22)
        fh = self.figure_table.horizontalHeader()
        fh.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        fh.setSectionResizeMode(FigureTableModel.COLUMNS.index("name"), QHeaderView.ResizeMode.Stretch)
        # the franchise has its own filter (and the tooltip); its column would only crowd the table
        self.figure_table.setColumnHidden(FigureTableModel.COLUMNS.index("franchise"), True)
        self.figure_table.doubleClicked.connect(lambda _ix: self.add_selected(backup=False))
        self.add_button = QPushButton()
        self.add_backup_button = QPushButton()
        self.add_button.clicked.connect(lambda: self.add_selected(backup=False))
        self.add_backup_button.clicked.connect(lambda: self.add_selected(backup=True))
        self.catalog_box = QGroupBox()
        cat_layout = QVBoxLayout(self.catalog_box)
        # the filters show their whole texts and wrap onto more rows when the pane is narrow (1024 px,
        # longer Ukrainian texts) instead of cutting "All franchises" to "All franchi"
        filter_panel = QWidget()
        filters = FlowLayout(filter_panel)
        for combo in (self.f_franchise, self.f_marvel, self.f_class, self.f_points):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            filters.addWidget(combo)
        cat_layout.addWidget(self.search)
        cat_layout.addWidget(filter_panel)
        cat_layout.addWidget(self.figure_table, 1)
        add_panel = QWidget()
        add_row = FlowLayout(add_panel)
        self.shown_label = QLabel()
        add_row.addWidget(self.shown_label)
        add_row.addWidget(self.add_backup_button)
        add_row.addWidget(self.add_button)
        cat_layout.addWidget(add_panel)

        # -- squad and backups ---------------------------------------------------------------------
        self.entries = EntriesModel(self)
        self.backups = EntriesModel(self)
        self.entries.count_requested.connect(lambda key, n: self.set_count(key, n, backup=False))
        self.backups.count_requested.connect(lambda key, n: self.set_count(key, n, backup=True))
        self.entry_table = self._entry_table(self.entries, backup=False)
        self.backup_table = self._entry_table(self.backups, backup=True)
        self.total = QLabel()
        self.total.setObjectName("squadTotal")
        self.total.setTextFormat(Qt.TextFormat.RichText)
        self.total.setWordWrap(True)
        self.backup_total = QLabel()
        self.backup_total.setTextFormat(Qt.TextFormat.RichText)
        self.plus = QPushButton("+")
        self.minus = QPushButton("−")
        self.remove = QPushButton()
        self.to_backup = QPushButton()
        self.remove_backup = QPushButton()
        self.from_backup = QPushButton()
        for b in (self.plus, self.minus):
            b.setFixedWidth(32)
        self.plus.clicked.connect(lambda: self.bump(+1))
        self.minus.clicked.connect(lambda: self.bump(-1))
        self.remove.clicked.connect(lambda: self.remove_selected(backup=False))
        self.remove_backup.clicked.connect(lambda: self.remove_selected(backup=True))
        self.to_backup.clicked.connect(lambda: self.move_selected(to_backup=True))
        self.from_backup.clicked.connect(lambda: self.move_selected(to_backup=False))
        self.squad_box = QGroupBox()
        sq_layout = QVBoxLayout(self.squad_box)
        sq_layout.addWidget(self.total)
        sq_layout.addWidget(self.entry_table, 3)
        row = QHBoxLayout()
        row.addWidget(self.plus)
        row.addWidget(self.minus)
        row.addWidget(self.remove)
        row.addStretch(1)
        row.addWidget(self.to_backup)
        sq_layout.addLayout(row)
        self.backup_box = QGroupBox()
        bk_layout = QVBoxLayout(self.backup_box)
        bk_layout.addWidget(self.backup_total)
        bk_layout.addWidget(self.backup_table, 1)
        row2 = QHBoxLayout()
        row2.addWidget(self.remove_backup)
        row2.addStretch(1)
        row2.addWidget(self.from_backup)
        bk_layout.addLayout(row2)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.squad_box, 2)
        right_layout.addWidget(self.backup_box, 1)

        # -- violations ----------------------------------------------------------------------------
        self.violations = ViolationsModel(self, texts)
        self.violation_table = QTableView()
        self.violation_table.setModel(self.violations)
        self.violation_table.verticalHeader().setVisible(False)
        self.violation_table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.violation_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        setup_table(self.violation_table)
        header = self.violation_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        self.violation_table.setColumnWidth(1, 200)
        self.check_box = QGroupBox()
        ck_layout = QVBoxLayout(self.check_box)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        ck_layout.addWidget(self.verdict)
        ck_layout.addWidget(self.violation_table, 1)

        top = QSplitter(Qt.Orientation.Horizontal)
        top.addWidget(self.catalog_box)
        top.addWidget(right)
        top.setStretchFactor(0, 3)
        top.setStretchFactor(1, 2)
        top.setSizes([590, 300])
        top.setChildrenCollapsible(False)
        vsplit = KeptSplitter("attacktix", self.check_box, self.violation_table)
        vsplit.addWidget(top)
        vsplit.addWidget(self.check_box)
        vsplit.setStretchFactor(0, 4)
        vsplit.setStretchFactor(1, 1)
        self.check_split = vsplit
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.rules_panel)
        layout.addWidget(vsplit, 1)

        # -- wiring --------------------------------------------------------------------------------
        self.search.textChanged.connect(self._filters_changed)
        for combo in (self.f_franchise, self.f_marvel, self.f_class, self.f_points):
            combo.currentIndexChanged.connect(self._filters_changed)
        self.level.currentIndexChanged.connect(self._rules_edited)
        self.limit.currentIndexChanged.connect(self._rules_edited)
        self.limit_other.editingFinished.connect(self._rules_edited)
        self.mode.currentIndexChanged.connect(self._rules_edited)
        self.backup_limit.editingFinished.connect(self._rules_edited)
        self.profile.currentIndexChanged.connect(self._profile_chosen)
        self.event_button.clicked.connect(self.edit_event_rules)
        self.proxy.rowsInserted.connect(self._update_shown)
        self.proxy.rowsRemoved.connect(self._update_shown)
        self.proxy.modelReset.connect(self._update_shown)
        self.proxy.layoutChanged.connect(self._update_shown)
        self.retranslate()
        self._show_state()

    # -- building helpers --------------------------------------------------------------------------
    def _entry_table(self, model: EntriesModel, backup: bool) -> FigureDropTable:
        table = FigureDropTable()
        table.setModel(model)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        table.verticalHeader().setVisible(False)
        table.verticalHeader().setDefaultSectionSize(22)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        table.figures_dropped.connect(lambda keys: self.add_keys(keys, backup=backup))
        return table

    def retranslate(self) -> None:
        self.level_label.setText(self.tr("Level"))
        self.limit_label.setText(self.tr("Points"))
        self.backup_label.setText(self.tr("Backups up to"))
        self.profile_label.setText(self.tr("Legality"))
        self.event_button.setText(self.tr("Event rules…"))
        self.backup_limit.setSpecialValueText(self.tr("no limit"))
        self.backup_limit.setSuffix(self.tr(" pts"))
        self.limit_other.setSuffix(self.tr(" pts"))
        self.search.setPlaceholderText(self.tr("Search code, name, class…"))
        self.add_button.setText(self.tr("Add to squad"))
        self.add_backup_button.setText(self.tr("Add as backup"))
        self.remove.setText(self.tr("Remove"))
        self.to_backup.setText(self.tr("Move to backups"))
        self.remove_backup.setText(self.tr("Remove"))
        self.from_backup.setText(self.tr("Move to squad"))
        self.plus.setToolTip(self.tr("One more of this figure"))
        self.minus.setToolTip(self.tr("One fewer of this figure"))
        # a short title (a long one ran under the next box's in a narrow window); the how-to is a tooltip
        self.catalog_box.setTitle(self.tr("Catalog figures"))
        hint = self.tr("Double-click a figure or drag it onto the squad or the backups to add it.")
        self.catalog_box.setToolTip(hint)
        self.figure_table.setToolTip(hint)
        self.squad_box.setTitle(self.tr("Squad"))
        self.backup_box.setTitle(self.tr("Backups"))
        self.check_box.setTitle(self.tr("Rule check"))
        with QSignalBlocker(self.level):
            self.level.clear()
            for key, name in texts.level_names().items():
                self.level.addItem(name, key)
        with QSignalBlocker(self.mode):
            self.mode.clear()
            for key, name in texts.mode_names().items():
                self.mode.addItem(name, key)
        with QSignalBlocker(self.limit):
            self.limit.clear()
            for n in ax.POINT_LIMIT_CHOICES:
                self.limit.addItem(self.tr("{n} points").format(n=n), n)
            self.limit.addItem(self.tr("Other…"), OTHER_LIMIT)
            self.limit.addItem(self.tr("No limit"), NO_LIMIT)
        with QSignalBlocker(self.profile):
            self.profile.clear()
            for key, name in texts.profile_names().items():
                self.profile.addItem(name, key)
        self._fill_filter_combos()
        self._show_state()

    def _fill_filter_combos(self) -> None:
        figures = self.figures.figures()

        def refill(combo: QComboBox, everything: str, items: list[tuple[str, Any]]) -> None:
            current = combo.currentData()
            with QSignalBlocker(combo):
                combo.clear()
                combo.addItem(everything, None)
                for text, data in items:
                    combo.addItem(text, data)
                i = combo.findData(current)
                combo.setCurrentIndex(max(i, 0))

        franchises = sorted({f.franchise for f in figures if f.franchise})
        refill(self.f_franchise, self.tr("All franchises"), [(f, f) for f in franchises])
        marvel = sorted(
            {f.marvel_class for f in figures if f.marvel_class},
            key=lambda k: self.figures.marvel_names.get(k, k),
        )
        refill(
            self.f_marvel,
            self.tr("All Marvel classes"),
            [(self.figures.marvel_names.get(k, k), k) for k in marvel],
        )
        classes = [c for c in ax.ATTACKTIX_CLASSES if any(f.attacktix_class == c for f in figures)]
        refill(
            self.f_class,
            self.tr("All classes"),
            [(f"{c} — {shown_name(self.figures.class_names.get(c, ax.ATTACKTIX_CLASSES[c]))}", c) for c in classes],
        )
        points = sorted({f.points for f in figures})
        refill(self.f_points, self.tr("Any points"), [(self.tr("{n} pts").format(n=p), p) for p in points])

    # -- catalog -----------------------------------------------------------------------------------
    def reload_catalog(self, db: Any) -> None:
        """Read the figures and class names this editor shows (a database was opened, the catalog changed)."""
        catalog = ax_data.load_catalog(db)
        self.figures.set_figures(
            catalog.figures, catalog.marvel_classes, catalog.attacktix_classes, catalog.placeholders
        )
        self._fill_filter_combos()
        self._filters_changed()
        # figures already in the squad take the catalog's current values (archived flags included)
        by_key = {f.key: f for f in catalog.figures}

        def fresh(entries: tuple[ax.SquadEntry, ...]) -> tuple[ax.SquadEntry, ...]:
            return tuple(ax.SquadEntry(by_key.get(e.figure.key, e.figure), e.count) for e in entries)

        sq = self._state.squad
        self._state = replace(
            self._state, squad=replace(sq, entries=fresh(sq.entries), backups=fresh(sq.backups))
        )
        self._show_state()

    def _filters_changed(self, *_args: Any) -> None:
        self.proxy.set_filters(
            text=self.search.text().strip(),
            franchise=self.f_franchise.currentData() or "",
            marvel_class=self.f_marvel.currentData() or "",
            attacktix_class=self.f_class.currentData() or "",
            points=self.f_points.currentData(),
        )
        self._update_shown()

    def _update_shown(self, *_args: Any) -> None:
        self.shown_label.setText(
            self.tr("{shown} of {total} figures").format(
                shown=self.proxy.rowCount(), total=self.figures.rowCount()
            )
        )

    # -- state ---------------------------------------------------------------------------------------
    def state(self) -> AxState:
        return self._state

    def set_state(self, state: AxState) -> None:
        self._state = state
        if state.rules.profile.key == "event":
            self._event_profile = state.rules.profile
        self._show_state()

    @staticmethod
    def load(db: Any, squad_id: int) -> tuple[SquadRecord, AxState]:
        squad, rules, record = ax_data.load_squad_and_rules(db, squad_id)
        return record, AxState(squad, rules)

    @staticmethod
    def to_data(state: AxState) -> tuple[dict[str, Any], dict[str, Any]]:
        return ax.squad_to_data(state.squad), state.rules.to_settings()

    @staticmethod
    def blank() -> tuple[dict[str, Any], dict[str, Any]]:
        return ax.squad_to_data(ax.Squad()), ax.SquadRules().to_settings()

    def violation_messages(self) -> list[str]:
        return self.violations.messages()

    def _show_state(self) -> None:
        st = self._state
        sq, rules = st.squad, st.rules
        self._violations = ax.check(sq, rules)
        named = {
            f.key
            for v in self._violations
            for f in v.figures
            if v.rule not in (ax.RULE_POINTS_EXACT, ax.RULE_POINTS_UP_TO)
        }
        self.entries.set_entries(sq.entries, named)
        self.backups.set_entries(sq.backups, named)
        self.violations.set_violations(self._violations)
        quick = sq.kind is ax.SquadKind.QUICK_BATTLE
        # rules widgets
        for combo, value in (
            (self.level, sq.kind.value),
            (self.mode, rules.limit_mode.value),
            (self.profile, rules.profile.key),
        ):
            with QSignalBlocker(combo):
                combo.setCurrentIndex(max(combo.findData(value), 0))
        with QSignalBlocker(self.limit), QSignalBlocker(self.limit_other):
            if rules.point_limit is None:
                self.limit.setCurrentIndex(self.limit.findData(NO_LIMIT))
            elif rules.point_limit in ax.POINT_LIMIT_CHOICES:
                self.limit.setCurrentIndex(self.limit.findData(rules.point_limit))
            else:
                self.limit.setCurrentIndex(self.limit.findData(OTHER_LIMIT))
                self.limit_other.setValue(rules.point_limit)
        self.limit_other.setVisible(self.limit.currentData() == OTHER_LIMIT)
        with QSignalBlocker(self.backup_limit):
            self.backup_limit.setValue(-1 if rules.backup_limit is None else rules.backup_limit)
        for w in (self.limit, self.limit_other, self.mode, self.backup_limit, self.backup_box):
            w.setEnabled(not quick)
        self.event_button.setEnabled(rules.profile.key == "event")
        self.event_button.setToolTip(rules.profile.name if rules.profile.key == "event" else "")
        # totals
        ok_colour, bad_colour = palette.readable("#1b7f3b"), palette.readable("#b3261e")
        if quick:
            n = sq.figure_count
            colour = ok_colour if n == ax.QUICK_BATTLE_SIZE else bad_colour
            text = self.tr("Quick Battle: <b style='color:{c}'>{n} of {req}</b> figures (no points)").format(
                c=colour, n=n, req=ax.QUICK_BATTLE_SIZE
            )
        else:
            total = sq.total_points
            limit = rules.point_limit
            if limit is None:
                figures = sq.figure_count
                text = self.tr("Total <b>{total}</b> points (no limit), %n figure(s)", "", figures).format(
                    total=total
                )
            else:
                broken = any(v.rule in (ax.RULE_POINTS_EXACT, ax.RULE_POINTS_UP_TO) for v in self._violations)
                colour = bad_colour if broken else ok_colour
                mode = texts.mode_names()[rules.limit_mode.value]
                figures = sq.figure_count
                text = self.tr(
                    "Total <b style='color:{c}'>{total} / {limit}</b> points ({mode}), %n figure(s)",
                    "",
                    figures,
                ).format(c=colour, total=total, limit=limit, mode=mode)
        self.total.setText(f"<span style='font-size:15px'>{text}</span>")
        cap = rules.effective_backup_limit
        if cap is None:
            btext = self.tr("Backups: {total} points (no limit)").format(total=sq.backup_points)
        else:
            colour = bad_colour if sq.backup_points > cap else ok_colour
            btext = self.tr("Backups: <b style='color:{c}'>{total} / {cap}</b> points").format(
                c=colour, total=sq.backup_points, cap=cap
            )
        self.backup_total.setText(btext)
        if self._violations:
            count = len(self._violations)
            self.verdict.setText(
                palette.readable_html(
                    self.tr("<b style='color:#b3261e'>Not legal</b> under these rules: %n problem(s).", "", count)
                )
            )
        else:
            self.verdict.setText(palette.readable_html(self.tr("<b style='color:#1b7f3b'>Legal</b> under these rules.")))
        archived = sq.archived_figures()
        if archived:
            self.verdict.setText(
                self.verdict.text()
                + " "
                + self.tr("Uses archived catalog figures: {names}.").format(
                    names=", ".join(f.label for f in archived)
                )
            )

    # -- user steps (each emits an edit request) -----------------------------------------------------
    def _request(self, text: str, after: AxState) -> None:
        if after != self._state:
            self.edit_requested.emit(text, self._state, after)

    def _selected_figures(self) -> list[ax.FigureRef]:
        rows = sorted(
            {self.proxy.mapToSource(ix).row() for ix in self.figure_table.selectionModel().selectedRows()}
        )
        return [f for f in (self.figures.figure(r) for r in rows) if f is not None]

    def add_selected(self, backup: bool = False) -> None:
        self.add_figures(self._selected_figures(), backup=backup)

    def add_keys(self, keys: list[str], backup: bool = False) -> None:
        self.add_figures([f for f in (self.figures.by_key(k) for k in keys) if f is not None], backup=backup)

    def add_figures(self, figures: list[ax.FigureRef], backup: bool = False) -> None:
        if not figures:
            return
        squad = self._state.squad
        for f in figures:
            squad = squad.add(f, backup=backup)
        names = ", ".join(f.label for f in figures)
        text = self.tr("Add {names} to the backups") if backup else self.tr("Add {names}")
        self._request(text.format(names=names), replace(self._state, squad=squad))

    def _entry_figure(self, key: str, backup: bool) -> ax.FigureRef | None:
        entries = self._state.squad.backups if backup else self._state.squad.entries
        return next((e.figure for e in entries if e.figure.key == key), None)

    def set_count(self, key: str, count: int, backup: bool = False) -> None:
        fig = self._entry_figure(key, backup)
        if fig is None:
            return
        squad = self._state.squad.with_count(fig, count, backup=backup)
        if count <= 0:
            text = self.tr("Remove {name}").format(name=fig.label)
        else:
            text = self.tr("{name} × {n}").format(name=fig.label, n=count)
        self._request(text, replace(self._state, squad=squad))

    def _selected_keys(self, backup: bool) -> list[str]:
        table = self.backup_table if backup else self.entry_table
        model = self.backups if backup else self.entries
        rows = sorted({ix.row() for ix in table.selectionModel().selectedRows()})
        if not rows and table.currentIndex().isValid():
            rows = [table.currentIndex().row()]
        return [e.figure.key for e in (model.entry(r) for r in rows) if e is not None]

    def bump(self, delta: int, backup: bool = False) -> None:
        for key in self._selected_keys(backup)[:1]:
            self.set_count(key, self._state.squad.count_of(key, backup=backup) + delta, backup=backup)

    def remove_selected(self, backup: bool = False) -> None:
        keys = self._selected_keys(backup)
        if not keys:
            return
        squad = self._state.squad
        names = []
        for key in keys:
            fig = self._entry_figure(key, backup)
            if fig is not None:
                squad = squad.with_count(fig, 0, backup=backup)
                names.append(fig.label)
        self._request(
            self.tr("Remove {names}").format(names=", ".join(names)), replace(self._state, squad=squad)
        )

    def move_selected(self, to_backup: bool) -> None:
        keys = self._selected_keys(backup=not to_backup)
        squad = self._state.squad
        names = []
        for key in keys:
            fig = self._entry_figure(key, backup=not to_backup)
            if fig is None:
                continue
            n = squad.count_of(key, backup=not to_backup)
            squad = squad.with_count(fig, 0, backup=not to_backup).add(fig, n, backup=to_backup)
            names.append(fig.label)
        if names:
            text = (
                self.tr("Move {names} to the backups") if to_backup else self.tr("Move {names} to the squad")
            )
            self._request(text.format(names=", ".join(names)), replace(self._state, squad=squad))

    def _rules_from_widgets(self) -> tuple[ax.SquadKind, ax.SquadRules]:
        level = ax.SquadKind(self.level.currentData() or ax.SquadKind.EQUAL_POINTS.value)
        data = self.limit.currentData()
        if data == NO_LIMIT:
            limit: int | None = None
        elif data == OTHER_LIMIT:
            limit = self.limit_other.value()
        else:
            limit = int(data) if data is not None else ax.STANDARD_POINT_LIMIT
        mode = ax.LimitMode(self.mode.currentData() or ax.LimitMode.EXACTLY.value)
        backup = None if self.backup_limit.value() < 0 else self.backup_limit.value()
        key = self.profile.currentData() or "casual"
        profile = self._event_profile if key == "event" else ax.PROFILES[key]
        return level, ax.SquadRules(point_limit=limit, limit_mode=mode, backup_limit=backup, profile=profile)

    def _rules_edited(self, *_args: Any) -> None:
        self.limit_other.setVisible(self.limit.currentData() == OTHER_LIMIT)
        level, rules = self._rules_from_widgets()
        after = AxState(replace(self._state.squad, kind=level), rules)
        self._request(self.tr("Change the rules"), after)

    def _profile_chosen(self, *_args: Any) -> None:
        if self.profile.currentData() == "event" and self._state.rules.profile.key != "event":
            if not self.edit_event_rules():
                with QSignalBlocker(self.profile):
                    self.profile.setCurrentIndex(max(self.profile.findData(self._state.rules.profile.key), 0))
            return
        self._rules_edited()

    def edit_event_rules(self) -> bool:
        base = self._state.rules.profile if self._state.rules.profile.key == "event" else self._event_profile
        franchises = sorted({f.franchise for f in self.figures.figures() if f.franchise})
        dialog = EventRulesDialog(base, franchises, self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        self._event_profile = dialog.profile()
        _level, rules = self._rules_from_widgets()
        rules = replace(rules, profile=self._event_profile)
        self._request(self.tr("Change the event rules"), replace(self._state, rules=rules))
        return True

    def select_figure(self, key: str) -> QModelIndex:
        """Select a figure in the catalog table (tests and keyboard users)."""
        for row in range(self.proxy.rowCount()):
            ix = self.proxy.index(row, 0)
            if self.proxy.data(ix, Qt.ItemDataRole.UserRole + 2) == key:
                self.figure_table.selectRow(row)
                return ix
        return QModelIndex()
