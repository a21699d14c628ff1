"""The Catalog page: one section per catalog kind, a searchable table and the item's form.

Layout (a splitter): sections | table | form. Every change is one service call wrapped in an undo
command on :attr:`Page.undo_stack` (the main window wires Edit → Undo/Redo to it); steps of the
graphical terrain editors are draft steps on the same stack, saved with the form.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QItemSelectionModel, QModelIndex, QObject, QSignalBlocker, Qt, QTimer
from PySide6.QtGui import QAction, QColor, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QFileDialog,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QSplitter,
    QStyle,
    QStyleOptionHeader,
    QTableView,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop.games.catalog_schema import KindSpec, Problem
from desktop.lazy import LazyModule
from desktop.services.catalog_values import CatalogError, CatalogItem, ItemInUseError, bulk, kinds
from desktop.ui import palette
from desktop.ui.catalog import values
from desktop.ui.catalog.commands import (
    ArchiveCommand,
    CreateCommand,
    DeleteCommand,
    DraftCommand,
    DuplicateCommand,
    ImportCommand,
    UpdateCommand,
)
from desktop.ui.catalog.composites import composite_for
from desktop.ui.catalog.fields import RefChoice
from desktop.ui.catalog.flow_layout import FlowLayout
from desktop.ui.catalog.form import ItemForm
from desktop.ui.catalog.table_model import CatalogFilterProxy, CatalogTableModel
from desktop.ui.checks import CheckBox
from desktop.ui.context import AppContext
from desktop.ui.errors import box_text, error_text, problem_lines

KindRole = Qt.ItemDataRole.UserRole + 10

cs = LazyModule("desktop.services.catalog")
"""The catalog's use cases, imported on first use: the first rows come from the database still
opening (``ctx.snapshot``, stdlib sqlite3), and SQLAlchemy is imported after the first paint."""


TABLE_MIN_WIDTH = 190  # what the table keeps at least beside a wide form
TABLE_COLUMNS_SHOWN = 4  # the table's columns a 1280-pixel window shows whole beside the form
TABLE_COLUMNS_NARROW = 3  # ... and a 1024-pixel one
TABLE_SHARE_AT_MOST = 0.6
COLUMN_MAX_WIDTH = 200  # a long text is cut in its cell (the form shows it whole)
COLUMN_MIN_WIDTH = 90  # ... and a column giving way for the first four keeps this much
COLUMN_ELIDED_MIN = 50  # beside a board, the column after the names gives way to this (heading elided)
COLUMN_SAMPLE_ROWS = 100  # rows measured for the columns' widths (the first ones, then spread)
WIDE_ENOUGH = 900  # table and form together at least this wide: the table keeps those columns


def _values_met(items: list[CatalogItem], key: str) -> list[Any]:
    """The values of field ``key`` in ``items`` (a list's entries one by one), each once, empty ones left
    out: what the filter offers. Hashable values (the fields filtered on hold texts and yes/no) are
    gathered by a dict in C, 20,000 items at a time; anything else by comparing."""
    met = [it.data.get(key) for it in items]
    if any(isinstance(v, list) for v in met):
        met = [x for v in met for x in (v if isinstance(v, list) else [v])]
    try:
        seen = dict.fromkeys(met)
    except TypeError:  # an unhashable value in a damaged item
        kept: list[Any] = []
        for x in met:
            if x not in kept:
                kept.append(x)
        return [x for x in kept if x not in (None, "")]
    seen.pop(None, None)
    seen.pop("", None)
    return list(seen)


class ElidedHeadings(QHeaderView):
    """Column headings that a narrow column elides line by line ("Медал…", whole in the tooltip): Qt
    centres a two-line heading and cuts it at both ends ("едалей дл")."""

    def initStyleOptionForIndex(self, option: QStyleOptionHeader, logical: int) -> None:  # noqa: N802
        super().initStyleOptionForIndex(option, logical)
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, option, self)
        room = self.sectionSize(logical) - 2 * margin - 2  # the style's label leaves a margin on each side
        if self.isSortIndicatorShown() and self.sortIndicatorSection() == logical:
            room -= self.height() // 2 + 2 * margin
        lines = option.text.split("\n")
        metrics = self.fontMetrics()
        if any(metrics.horizontalAdvance(line) > room for line in lines):
            option.text = "\n".join(
                metrics.elidedText(line, Qt.TextElideMode.ElideRight, max(room, 0)) for line in lines
            )


class Page(QWidget):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.undo_stack = QUndoStack(self)
        self._specs: dict[str, KindSpec] = {k.key: k for k in kinds()}
        self._kind: str | None = None
        self._busy = False  # True while the page itself moves the selection
        self._notifying = False
        self._shown_once = False
        self._own_action = False  # True while the page pushes a step it made itself
        self._choices: dict[str, list[RefChoice]] = {}  # kind -> its items as choices, see _ref_choices
        self._from_snapshot = False  # what is shown was read while the database was still opening
        self._cells: dict[int, int] = {}  # column -> the width its sampled cells need (see _resize_columns)
        self._headings: dict[int, int] = {}  # column -> the width its heading needs, without a sort arrow
        self._fitted: dict[int, int] = {}  # column -> the width _fit_first_columns gave it last

        # -- sections ---------------------------------------------------------------------------
        self.sections = QTreeWidget(self)
        self.sections.setHeaderHidden(True)
        self.sections.setRootIsDecorated(False)
        self.sections.setIndentation(10)
        self.sections.setMinimumWidth(150)
        self.sections.currentItemChanged.connect(self._section_changed)

        # -- table ------------------------------------------------------------------------------
        self.model = CatalogTableModel(self)
        self.proxy = CatalogFilterProxy(self)
        self.proxy.setSourceModel(self.model)
        self.table = QTableView(self)
        headings = ElidedHeadings(Qt.Orientation.Horizontal, self.table)
        headings.setSectionsClickable(True)  # as the table's own header (clicked: sorted)
        # no bold headings over a selected row: every column holds the selection, so all of them went
        # bold, which says nothing and needs wider columns than the headings' text
        headings.setHighlightSections(False)
        self.table.setHorizontalHeader(headings)
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setAlternatingRowColors(True)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(24)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.setWordWrap(False)
        self.table.selectionModel().currentRowChanged.connect(self._row_changed)
        # the sort arrow takes room in its column's heading only: the columns fit again when it moves
        self.table.horizontalHeader().sortIndicatorChanged.connect(lambda *_: self._fit_first_columns())
        self.table.viewport().installEventFilter(self)  # ... and whenever the table's width changes

        self.search = QLineEdit(self)
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.proxy.set_search)
        self.filter_combo = QComboBox(self)
        self.filter_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.filter_combo.setMinimumContentsLength(10)
        self.filter_combo.currentIndexChanged.connect(self._filter_changed)
        self.needs_check = CheckBox(self)
        self.needs_check.toggled.connect(self.proxy.set_needs_checking)
        self.needs_check.setStyleSheet(f"QCheckBox {{ color: {palette.readable(values.PLACEHOLDER_FG)}; }}")
        self.show_archived = CheckBox(self)
        self.show_archived.toggled.connect(self.proxy.set_show_archived)
        self.kind_help = QLabel(self)
        self.kind_help.setWordWrap(True)
        self.kind_help.setStyleSheet(f"color: {palette.muted()};")
        self.count_label = QLabel(self)
        self.count_label.setStyleSheet(f"color: {palette.muted()};")
        self.proxy.rowsInserted.connect(self._update_count)
        self.proxy.rowsRemoved.connect(self._update_count)
        self.proxy.modelReset.connect(self._update_count)
        self.proxy.layoutChanged.connect(self._update_count)

        # -- form -------------------------------------------------------------------------------
        self.form = ItemForm(self._ref_choices, self._validate, self)
        self.form.saveRequested.connect(self.save)
        self.form.revertRequested.connect(self.revert)
        self.form.stepRequested.connect(self._draft_step)
        self.form.set_step_routing(True)
        self.form.widthNeeded.connect(self._form_needs_width)
        self.form.dirtyChanged.connect(self._update_actions)
        self.form.validityChanged.connect(self._update_actions)

        # -- actions ----------------------------------------------------------------------------
        self.act_new = self._action(
            self.tr("New"),
            QKeySequence.StandardKey.New,
            self.new_item,
            self.tr("Make a new item in this section (Ctrl+N)"),
        )
        self.act_duplicate = self._action(
            self.tr("Duplicate"),
            QKeySequence("Ctrl+D"),
            self.duplicate_item,
            self.tr("Copy the selected item (Ctrl+D)"),
        )
        self.act_delete = self._action(
            self.tr("Delete"),
            QKeySequence.StandardKey.Delete,
            self.delete_item,
            self.tr("Delete the selected item (Delete)"),
        )
        self.act_archive = self._action(
            self.tr("Archive"),
            None,
            self.toggle_archived,
            self.tr("Hide the item from new choices, keeping it for what uses it"),
        )
        self.act_save = self._action(
            self.tr("Save"), QKeySequence.StandardKey.Save, self.save, self.tr("Save the form (Ctrl+S)")
        )
        self.act_search = self._action(
            self.tr("Search"),
            QKeySequence.StandardKey.Find,
            self.focus_search,
            self.tr("Search the table (Ctrl+F)"),
        )
        # Delete only acts on the table (in a text box the key deletes text)
        self.act_delete.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.table.addAction(self.act_delete)
        for act in (self.act_new, self.act_duplicate, self.act_save, self.act_search):
            act.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            self.addAction(act)
        self.act_import = QAction(self.tr("Import catalog…"), self)
        self.act_import.triggered.connect(self.import_dialog)
        self.act_export = QAction(self.tr("Export catalog…"), self)
        self.act_export.triggered.connect(self.export_dialog)

        # the buttons wrap onto a second row when their (translated) texts do not fit the pane
        self.buttons = QWidget(self)
        buttons = FlowLayout(self.buttons)
        for act in (self.act_new, self.act_duplicate, self.act_archive, self.act_delete):
            b = QToolButton(self.buttons)
            b.setDefaultAction(act)
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            buttons.addWidget(b)
        buttons.add_trailing_widget(self.count_label)

        # the search, the filter and the two tick boxes wrap onto more rows in a narrow pane (beside a
        # terrain's board in a 1024-pixel window) instead of setting its minimum width
        self.filter_panel = QWidget(self)
        filters = FlowLayout(self.filter_panel)
        self.search.setMinimumWidth(150)
        filters.addWidget(self.search)
        filters.addWidget(self.filter_combo)
        filters.addWidget(self.needs_check)
        filters.addWidget(self.show_archived)

        table_panel = QWidget(self)
        tl = QVBoxLayout(table_panel)
        tl.setContentsMargins(4, 4, 4, 4)
        tl.addWidget(self.kind_help)
        tl.addWidget(self.filter_panel)
        tl.addWidget(self.table, 1)
        tl.addWidget(self.buttons)

        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.addWidget(self.sections)
        self.splitter.addWidget(table_panel)
        self.splitter.addWidget(self.form)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setStretchFactor(2, 1)
        self.splitter.splitterMoved.connect(lambda _pos, _index: self._fit_first_columns())

        self.no_db = QLabel(self)
        self.no_db.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.no_db.setWordWrap(True)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.no_db)
        lay.addWidget(self.splitter, 1)

        ctx.data_changed.connect(self._data_changed_elsewhere)
        self._set_texts()
        self.reload()

    # -- plumbing ----------------------------------------------------------------------------------
    def _action(self, text: str, keys: Any, slot: Any, tip: str) -> QAction:
        act = QAction(text, self)
        if keys is not None:
            act.setShortcut(QKeySequence(keys))
        act.setToolTip(tip)
        act.setStatusTip(tip)
        act.triggered.connect(lambda: slot())
        return act

    @property
    def db(self) -> Any:
        """The open database (a database still opening is opened now: every write and action uses it)."""
        return self.ctx.db

    # -- reads: from the open database, or from the one still opening (issue 27: the first paint) --
    def _has_data(self) -> bool:
        return self.ctx.opened_db is not None or self.ctx.opening

    def _quick(self) -> Any:
        """The quick reads of the database still opening, or None (then reads use ``self.db``)."""
        return self.ctx.snapshot if self.ctx.opened_db is None and self.ctx.opening else None

    def _read_items(self, kind: str) -> list[CatalogItem]:
        quick = self._quick()
        if quick is not None:
            try:
                return quick.list_items(kind)
            except LookupError:  # SnapshotUnavailable: the file changed under the quick read
                pass
        return cs.list_items(self.db, kind, include_archived=True) if self.db is not None else []

    def _read_counts(self) -> dict[str, tuple[int, int]]:
        quick = self._quick()
        if quick is not None:
            try:
                return quick.section_counts()
            except LookupError:  # SnapshotUnavailable: the file changed under the quick read
                pass
        return cs.section_counts(self.db) if self.db is not None else {}

    def _set_texts(self) -> None:
        # No retranslate(): on a language change the main window rebuilds this page (unless it has
        # unsaved changes), which re-reads every text.
        self.search.setPlaceholderText(self.tr("Search (Ctrl+F)"))
        self.needs_check.setToolTip(
            self.tr("Only items with placeholder values (not from a published source)")
        )
        self.show_archived.setToolTip(self.tr("Also list archived items (grey, in italics)"))
        self.no_db.setText(self.tr("No database is open. Use File → Open database…"))
        self._update_section_titles()
        self._update_filter_texts()

    def menu_actions(self) -> list[QAction]:
        """File-menu actions of this page."""
        return [self.act_import, self.act_export]

    def has_unsaved_changes(self) -> bool:
        return self.form.is_dirty() and self.form.has_content()

    def current_kind(self) -> str | None:
        return self._kind

    def spec(self) -> KindSpec | None:
        return self._specs.get(self._kind) if self._kind else None

    # -- services used by the form -----------------------------------------------------------------
    def _ref_choices(self, kind: str) -> list[RefChoice]:
        if not self._has_data() or kind not in self._specs:
            return []
        # one read per kind for everything built in one go (a figure's form has seven reference
        # fields, three of them to the same kind, and the table names its references too); the
        # copy is dropped when control returns to the event loop and whenever the catalog changes
        choices = self._choices.get(kind)
        if choices is None:
            if not self._choices:
                QTimer.singleShot(0, self, self._choices.clear)
            items = self._read_items(kind)
            with bulk():
                choices = self._choices[kind] = [
                    RefChoice(i.key, i.name, i.archived, str(i.data.get("colour") or "")) for i in items
                ]
        return list(choices)

    def _ref_names(self, spec: KindSpec) -> dict[str, dict[str, str]]:
        """kind -> key -> name of every kind the table's columns refer to."""
        kinds = {spec.field(k).refs for k in spec.list_columns()}
        return {k: {c.key: c.name for c in self._ref_choices(k) if c.name} for k in kinds if k}

    def _validate(self, kind: str, data: dict[str, Any], original_key: str | None) -> list[Problem]:
        if not self._has_data():
            return []
        quick = self._quick()
        if quick is not None:
            try:
                return quick.validate_item(kind, data, original_key)
            except LookupError:  # SnapshotUnavailable: the file changed under the quick read
                pass
        return cs.validate_item(self.db, kind, data, original_key)

    # -- loading -----------------------------------------------------------------------------------
    def reload(self) -> None:
        """Another database was opened (or first show): rebuild everything, forget the undo history."""
        if self._from_snapshot and self.ctx.opened_db is not None:
            # the database that was still opening is open now: what the page shows (read from it a
            # moment ago) stays, as any read stays until this page changes something; the form checks
            # its item again (the same checks, now through the services)
            self._from_snapshot = False
            self._update_actions()
            self.form.recheck()
            return
        self._choices.clear()
        self.undo_stack.clear()
        has_db = self._has_data()
        self._from_snapshot = self._quick() is not None
        self.no_db.setVisible(not has_db)
        self.splitter.setVisible(has_db)
        self._build_sections()
        if not has_db:
            return
        kind = self._kind or values.ordered_kinds(list(self._specs.values()))[0].key
        self._kind = None
        self.select_kind(kind, force=True)

    def _build_sections(self) -> None:
        from desktop.games.registry import GAMES

        counts = self._read_counts() if self._has_data() else {}
        with QSignalBlocker(self.sections):
            self.sections.clear()
            games: dict[str, QTreeWidgetItem] = {}
            for spec in values.ordered_kinds(list(self._specs.values())):
                head = games.get(spec.game)
                if head is None:
                    game = GAMES.get(spec.game)
                    head = QTreeWidgetItem([game.name(self.ctx.lang) if game else spec.game])
                    font = head.font(0)
                    font.setBold(True)
                    head.setFont(0, font)
                    head.setFlags(Qt.ItemFlag.ItemIsEnabled)
                    self.sections.addTopLevelItem(head)
                    games[spec.game] = head
                child = QTreeWidgetItem()
                child.setData(0, KindRole, spec.key)
                child.setData(0, KindRole + 1, counts.get(spec.key, (0, 0)))
                head.addChild(child)
            self.sections.expandAll()
        self._update_section_titles()
        self._select_section_item(self._kind)

    def _update_section_titles(self) -> None:
        for i in range(self.sections.topLevelItemCount()):
            head = self.sections.topLevelItem(i)
            for j in range(head.childCount()):
                child = head.child(j)
                spec = self._specs[child.data(0, KindRole)]
                n, check = child.data(0, KindRole + 1) or (0, 0)
                text = f"{values.kind_title(spec)} ({n})"
                child.setText(0, text)
                if check:
                    child.setToolTip(0, self.tr("%n item(s) need checking (placeholder values)", "", check))
                    child.setForeground(0, QColor(palette.readable(values.PLACEHOLDER_FG)))
                    child.setText(0, text + " ⚑")
                else:
                    child.setToolTip(0, values.kind_title(spec))
                    child.setData(0, Qt.ItemDataRole.ForegroundRole, None)  # the palette's text colour

    def _select_section_item(self, kind: str | None) -> None:
        with QSignalBlocker(self.sections):
            for i in range(self.sections.topLevelItemCount()):
                head = self.sections.topLevelItem(i)
                for j in range(head.childCount()):
                    if head.child(j).data(0, KindRole) == kind:
                        self.sections.setCurrentItem(head.child(j))
                        return

    def _section_changed(self, current: QTreeWidgetItem | None, previous: QTreeWidgetItem | None) -> None:
        if current is None:
            return
        kind = current.data(0, KindRole)
        if kind is None:  # a game heading: go to its first kind
            if current.childCount():
                self.sections.setCurrentItem(current.child(0))
            return
        if not self.select_kind(kind):
            self._select_section_item(self._kind)

    def select_kind(self, kind: str, force: bool = False) -> bool:
        """Show one section. Returns False when the user kept unsaved changes (Cancel)."""
        if kind == self._kind and not force:
            return True
        if not force and not self._confirm_leave():
            return False
        spec = self._specs[kind]
        self._kind = kind
        self._select_section_item(kind)
        items = self._read_items(kind) if self._has_data() else []
        if self._has_data() and kind not in self._choices:  # the form's references to this kind
            if not self._choices:
                QTimer.singleShot(0, self, self._choices.clear)
            with bulk():  # 20,000 small objects: no garbage collection walking them as they appear
                self._choices[kind] = [
                    RefChoice(i.key, i.name, i.archived, str(i.data.get("colour") or "")) for i in items
                ]
        self.form.set_kind(spec)
        self.kind_help.setText(values.kind_help(spec))
        self.kind_help.setVisible(bool(spec.help))
        self.search.clear()
        self._busy = True
        try:
            self.model.set_kind(spec, items, self._ref_names(spec), in_key_order=True)
            self._rebuild_filter_combo()
        finally:
            self._busy = False
        self._resize_columns()
        self.form.load(None)
        first = self.proxy.index(0, 0)
        if first.isValid():
            self._select_proxy_row(first.row())
        self._layout_for(spec)
        self._update_filter_texts()
        self._update_actions()
        return True

    def _layout_for(self, spec: KindSpec) -> None:
        """Share the width: the form gets at least what its fields need, a board gets more."""
        # the real width once shown (a guess before: the splitter scales the sizes to its width)
        total = self.splitter.width() if self.isVisible() and self.splitter.width() > 400 else 900
        total -= self.splitter.handleWidth() * (self.splitter.count() - 1)  # the sizes are the panes'
        big_form = composite_for(spec) is not None
        side = self._sections_width()
        rest = total - side
        form_min = self.form.minimumSizeHint().width()
        form = max(form_min, int(rest * (0.68 if big_form else 0.55)))
        if big_form:
            # beside a board the table shows its names and the next column (a narrow window: as much of
            # that as the board leaves)
            table = max(TABLE_MIN_WIDTH, self._table_width(2, rest))
        else:
            # the table shows its first columns whole, names not cut (the form stacks its labels when
            # narrow): four of them from 1280 pixels, three in a 1024-pixel window
            table = self._table_width(TABLE_COLUMNS_SHOWN if rest >= WIDE_ENOUGH else TABLE_COLUMNS_NARROW, rest)
            form_min = max(form_min, self.form.least_width())
        if rest - form < table:
            form = max(form_min, rest - table)
        # a board's form never gets less than its minimum (the board's side panel would cover it)
        form = max(form_min, min(form, rest - TABLE_MIN_WIDTH))
        self.splitter.setSizes([side, rest - form, form])
        QTimer.singleShot(0, self, self._fit_first_columns)

    def _fit_first_columns(self) -> None:
        """The table's first columns fit its width: each starts from the width its cells and heading need
        (a column the user resized keeps its width), then the widest of them give way (their long texts
        are cut in the cells; the form shows them whole). Beside a board the names stay whole and the
        next column gives way, its heading elided (whole in its tooltip)."""
        header = self.table.horizontalHeader()
        shown = [c for c in range(self.model.columnCount()) if not self.table.isColumnHidden(c)]
        for c in shown[:-1]:  # the last one stretches
            if c in self._cells and self._fitted.get(c, header.sectionSize(c)) == header.sectionSize(c):
                header.resizeSection(c, self._natural_width(c))
        board = self._big_form()
        sizes = self.splitter.sizes()
        narrow = len(sizes) == 3 and sizes[1] + sizes[2] < WIDE_ENOUGH
        first = shown[: 2 if board else TABLE_COLUMNS_NARROW if narrow else TABLE_COLUMNS_SHOWN]
        excess = sum(header.sectionSize(c) for c in first) - self.table.viewport().width()
        for c in sorted(first, key=lambda c: -header.sectionSize(c)):
            if excess <= 0:
                break
            if board and c == first[0]:
                continue
            # never narrower than its heading (with the sort arrow): a cut heading ("ollector cod") says
            # nothing; the table scrolls sideways instead
            floor = max(COLUMN_MIN_WIDTH, self._heading_width(c))
            cut = min(excess, max(0, header.sectionSize(c) - floor))
            header.resizeSection(c, header.sectionSize(c) - cut)
            excess -= cut
        if board and excess > 0 and len(first) > 1:
            c = first[1]
            cut = min(excess, max(0, header.sectionSize(c) - COLUMN_ELIDED_MIN))
            header.resizeSection(c, header.sectionSize(c) - cut)
        self._fitted = {c: header.sectionSize(c) for c in shown}

    def _heading_width(self, column: int) -> int:
        """What the column's heading needs: its text, and the sort arrow when it is the sorted column."""
        header = self.table.horizontalHeader()
        width = self._headings.get(column)
        if width is None:
            return header.sectionSizeHint(column)
        if header.isSortIndicatorShown() and header.sortIndicatorSection() == column:
            # the style's label leaves half the header's height and two margins to the arrow
            margin = header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
            width += max(header.height(), header.sizeHint().height()) // 2 + 2 * margin
        return width

    def _natural_width(self, column: int) -> int:
        """The column's width showing its heading and its (sampled) cells, long texts cut at a bound."""
        return max(self._heading_width(column), self._cells.get(column, 0))

    def _big_form(self) -> bool:
        spec = self.spec()
        return spec is not None and composite_for(spec) is not None

    def _table_width(self, columns: int, rest: int) -> int:
        """The table's width showing its first ``columns`` columns whole (at most 60 % of ``rest``, the
        width of the table and the form: very wide columns of long texts do not take all the form's room)."""
        shown = [c for c in range(self.model.columnCount()) if not self.table.isColumnHidden(c)][:columns]
        bar = self.table.verticalScrollBar().sizeHint().width()
        margins = self.table.parentWidget().layout().contentsMargins()
        width = sum(self._natural_width(c) for c in shown) + bar + 2 * self.table.frameWidth() + 4
        width += margins.left() + margins.right()
        # ... and the search and the filter side by side above it (not on a row each)
        filters = self.search.minimumWidth() + self.filter_combo.sizeHint().width() + 6
        width = max(width, filters + margins.left() + margins.right())
        return min(width, int(rest * TABLE_SHARE_AT_MOST))

    def _sections_width(self) -> int:
        """Wide enough for the longest section title (translations are longer), within reason."""
        tree = self.sections
        frame = 2 * tree.frameWidth()
        bar = tree.verticalScrollBar().sizeHint().width() if tree.verticalScrollBar().isVisible() else 0
        return max(150, min(260, tree.sizeHintForColumn(0) + frame + bar + 8))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_first_columns()
        return super().eventFilter(watched, event)

    def showEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().showEvent(event)
        if not self._shown_once and self.spec() is not None:
            self._shown_once = True
            self._layout_for(self.spec())  # the real width is known now

    def _resize_columns(self) -> None:
        """Each column as wide as its heading and its cells need (within bounds), the cells measured on
        a sample of rows spread over the table (Qt's resizeColumnsToContents measures every row of a
        table not yet shown: 20,000 items, 160,000 calls into the model)."""
        header = self.table.horizontalHeader()
        rows = self.proxy.rowCount()
        first = min(rows, COLUMN_SAMPLE_ROWS // 4)  # a screenful, then rows spread over the rest
        step = max(1, -(-(rows - first) // (COLUMN_SAMPLE_ROWS - first)))
        sample = [*range(first), *range(first, rows, step)]
        grid = 1 if self.table.showGrid() else 0
        # Qt's size hint of a heading keeps room for the sort arrow in every column (a header's height
        # of it: a third of a two-line heading's width); only the sorted column shows the arrow
        shown = header.isSortIndicatorShown()
        header.setSortIndicatorShown(False)
        try:
            self._headings = {c: header.sectionSizeHint(c) for c in range(self.model.columnCount())}
        finally:
            header.setSortIndicatorShown(shown)
        self._cells = {}
        for c in range(self.model.columnCount() - 1):  # the last one stretches
            cells = max((self.table.sizeHintForIndex(self.proxy.index(r, c)).width() for r in sample), default=0)
            self._cells[c] = min(max(cells + grid, 50), COLUMN_MAX_WIDTH)
            header.resizeSection(c, self._natural_width(c))
        self._fitted = {}

    def _reload_items(self, select_key: str | None) -> None:
        """Re-read the current kind's items, keep the sort, select ``select_key`` (or keep the current)."""
        if self._kind is None or self.db is None:
            return
        keep = select_key or (self.form.item.key if self.form.item else None)
        self._busy = True
        try:
            spec = self.spec()
            self.model.set_items(
                cs.list_items(self.db, self._kind, include_archived=True),
                self._ref_names(spec) if spec is not None else None,
                in_key_order=True,
            )
            self._rebuild_filter_combo()
        finally:
            self._busy = False
        self._build_sections()
        self._update_filter_texts()
        if keep is not None:
            self.select_item(keep, confirm=False)
        else:
            self.form.load(None)
        self._update_actions()

    # -- selection ---------------------------------------------------------------------------------
    def select_item(self, key: str, confirm: bool = True) -> bool:
        """Select an item of the current kind by key and show it in the form."""
        if self.model.row_of(key) < 0:
            return False
        # ask first: saving reloads the model, so indexes are taken afterwards
        if confirm and not self._confirm_leave():
            return False
        row = self.model.row_of(key)
        item = self.model.item(row)
        if item is None:
            return False
        if item.archived and not self.proxy.show_archived:
            self.show_archived.setChecked(True)
        proxy_index = self.proxy.mapFromSource(self.model.index(row, 0))
        if not proxy_index.isValid():  # filtered out: clear the filters that hide it
            self.search.clear()
            self.needs_check.setChecked(False)
            self.filter_combo.setCurrentIndex(0)
            proxy_index = self.proxy.mapFromSource(self.model.index(row, 0))
        self._busy = True
        try:
            self.table.selectionModel().setCurrentIndex(
                proxy_index,
                QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
            )
            self.table.scrollTo(proxy_index)
        finally:
            self._busy = False
        self._show_item(item)
        return True

    def _select_proxy_row(self, row: int) -> None:
        index = self.proxy.index(row, 0)
        if index.isValid():
            item = self.model.item(self.proxy.mapToSource(index).row())
            if item is not None:
                self.select_item(item.key, confirm=False)

    def _show_item(self, item: CatalogItem) -> None:
        self.form.load(item)
        self.form.set_read_only(item.archived)
        self._update_actions()

    def _form_needs_width(self, width: int) -> None:
        sizes = self.splitter.sizes()
        least = self.form.least_width()
        if len(sizes) == 3 and sizes[2] < least:
            # below its stacked width the form would scroll sideways: that comes first
            give = min(least - sizes[2], max(0, sizes[1] - 200))
            sizes = [sizes[0], sizes[1] - give, sizes[2] + give]
            self.splitter.setSizes(sizes)
            QTimer.singleShot(0, self, self._fit_first_columns)
        if len(sizes) == 3 and sizes[2] < width:
            # never at the cost of the table's first columns: a narrower form shows flags, then
            # stacks its labels
            rest = sizes[1] + sizes[2]
            keep = 200
            if self._big_form():
                keep = max(TABLE_MIN_WIDTH, min(self._table_width(2, rest), rest - least))
            elif rest >= WIDE_ENOUGH:
                keep = max(200, self._table_width(TABLE_COLUMNS_SHOWN, rest))
            else:
                # narrow (1024 px): the table keeps its first three columns where the form can stack
                # its labels in what is left, rather than two squeezed ones beside flags
                keep = max(200, min(self._table_width(TABLE_COLUMNS_NARROW, rest), rest - least))
            give = min(width - sizes[2], max(0, sizes[1] - keep))
            self.splitter.setSizes([sizes[0], sizes[1] - give, sizes[2] + give])

    def selected_item(self) -> CatalogItem | None:
        index = self.table.selectionModel().currentIndex()
        if not index.isValid():
            return None
        return self.model.item(self.proxy.mapToSource(index).row())

    def _row_changed(self, current: QModelIndex, previous: QModelIndex) -> None:
        if self._busy:
            return
        if not current.isValid():
            self._update_actions()
            return
        item = self.model.item(self.proxy.mapToSource(current).row())
        if item is None:
            return
        if self.form.item is not None and self.form.item.key == item.key and not self.form.is_new():
            self._update_actions()
            return
        if not self._confirm_leave():
            # put the selection back on the item being edited
            self._busy = True
            try:
                back = (
                    self.proxy.mapFromSource(self.model.index(self.model.row_of(self.form.item.key), 0))
                    if self.form.item is not None
                    else QModelIndex()
                )
                self.table.selectionModel().setCurrentIndex(
                    back,
                    QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
                )
            finally:
                self._busy = False
            return
        self._show_item(item)

    def _confirm_leave(self) -> bool:
        """Ask what to do with unsaved changes: save, discard, or stay. True: go on."""
        if not self.has_unsaved_changes():
            return True
        answer = QMessageBox.question(
            self,
            self.tr("Unsaved changes"),
            self.tr("The item you are editing has unsaved changes. Save them?"),
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
        )
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        if answer == QMessageBox.StandardButton.Discard:
            self.revert()
            return True
        return False

    # -- filters -----------------------------------------------------------------------------------
    def _rebuild_filter_combo(self) -> None:
        current = self.filter_combo.currentData()
        with QSignalBlocker(self.filter_combo):
            self.filter_combo.clear()
            self.filter_combo.addItem(self.tr("All items"), None)
            spec = self.spec()
            if spec is not None:
                items = self.model.items()
                for f in self.model.fields():
                    if f.type not in ("choice", "bool", "ref", "multichoice"):
                        continue
                    for v in sorted(_values_met(items, f.key), key=lambda x: values.natural(str(x))):
                        if f.type == "bool":
                            text = f"{values.field_label(f)}: " + (self.tr("yes") if v else self.tr("no"))
                        else:
                            shown = self.model.cell_text(f, [v] if f.type == "multichoice" else v)
                            text = f"{values.field_label(f)}: {shown}"
                        self.filter_combo.addItem(text, (f.key, v))
            idx = self.filter_combo.findData(current)
            self.filter_combo.setCurrentIndex(max(0, idx))
        self._filter_changed()

    def _filter_changed(self, _index: int = 0) -> None:
        data = self.filter_combo.currentData()
        if data is None:
            self.proxy.set_field_filter(None)
        else:
            self.proxy.set_field_filter(data[0], data[1])

    def _update_filter_texts(self) -> None:
        items = self.model.items()
        check = sum(1 for i in items if i.placeholders and not i.archived)
        archived = sum(1 for i in items if i.archived)
        self.needs_check.setText(self.tr("Needs checking ({n})").format(n=check))
        self.show_archived.setText(self.tr("Show archived ({n})").format(n=archived))
        self._update_count()

    def _update_count(self, *args: Any) -> None:
        self.count_label.setText(
            self.tr("{shown} of {total}").format(shown=self.proxy.rowCount(), total=self.model.rowCount())
        )

    def focus_search(self) -> None:
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    # -- actions -----------------------------------------------------------------------------------
    def _update_actions(self, *args: Any) -> None:
        has_db = self._has_data() and self._kind is not None
        item = self.form.item
        selected = item is not None and not self.form.is_new()
        self.act_new.setEnabled(has_db)
        self.act_duplicate.setEnabled(has_db and selected)
        self.act_delete.setEnabled(has_db and selected)
        self.act_archive.setEnabled(has_db and selected)
        if item is not None and item.archived:
            self.act_archive.setText(self.tr("Restore"))
            self.act_archive.setToolTip(self.tr("Bring the archived item back into use"))
        else:
            self.act_archive.setText(self.tr("Archive"))
            self.act_archive.setToolTip(
                self.tr("Hide the item from new choices, keeping it for what uses it")
            )
        self.act_save.setEnabled(has_db and self.form.is_dirty() and self.form.is_valid())

    def new_item(self) -> None:
        spec = self.spec()
        if spec is None or self.db is None or not self._confirm_leave():
            return
        self._busy = True
        try:
            self.table.selectionModel().clearSelection()
            self.table.selectionModel().setCurrentIndex(
                QModelIndex(), QItemSelectionModel.SelectionFlag.Clear
            )
        finally:
            self._busy = False
        self.form.load_new(spec.blank())
        self.form.set_read_only(False)
        self.form.focus_first()
        self._update_actions()

    def save(self) -> bool:
        """Save the form as one undoable step. True when saved (or nothing to save)."""
        spec = self.spec()
        if spec is None or self.db is None or not self.form.has_content():
            return True
        if not self.form.is_dirty():
            return True
        if not self.form.is_valid():
            QMessageBox.warning(
                self,
                self.tr("Cannot save"),
                box_text(self.tr("Fix the problems shown in the form first:\n{problems}").format(
                    problems="\n".join(values.problem_line(p, spec) for p in self.form.errors()[:8])
                )),
            )
            return False
        data, marks = self.form.data(), self.form.placeholders()
        label = values.kind_label(spec)
        if self.form.is_new():
            cmd: QUndoCommand = CreateCommand(
                self,
                spec.key,
                data,
                marks,
                self.tr("New {kind} {key}").format(kind=label, key=spec.item_key(data)),
            )
        else:
            before = self.form.item
            assert before is not None
            cmd = UpdateCommand(
                self, before, data, marks, self.tr("Edit {kind} {key}").format(kind=label, key=before.key)
            )
        return self._push(cmd, self.tr("Save"))

    def revert(self) -> None:
        item = self.form.item
        if item is not None:
            self.form.load(item)
        elif self.form.is_new():
            self.form.load(None)
            first = self.proxy.index(0, 0)
            if first.isValid():
                self._select_proxy_row(first.row())
        self._update_actions()

    def duplicate_item(self) -> None:
        item = self.form.item
        spec = self.spec()
        if item is None or spec is None or not self._confirm_leave():
            return
        self._push(
            DuplicateCommand(
                self,
                item,
                self.tr("Duplicate {kind} {key}").format(kind=values.kind_label(spec), key=item.key),
            ),
            self.tr("Duplicate"),
        )

    def delete_item(self) -> None:
        item = self.form.item
        spec = self.spec()
        if item is None or spec is None or self.form.is_new():
            return
        what = self._describe(spec, item)
        answer = QMessageBox.question(
            self,
            self.tr("Delete"),
            self.tr("Delete {what}?\nEdit → Undo brings it back.").format(what=what),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        cmd = DeleteCommand(self, item, self.tr("Delete {what}").format(what=what))
        try:
            cmd.apply_first()
        except ItemInUseError as exc:
            self._offer_archive(item, exc)
            return
        except CatalogError as exc:
            self._error(self.tr("Delete"), exc)
            self._reload_items(None)
            return
        self._push_done(cmd)
        self.ctx.show_status(self.tr("Deleted {what}").format(what=what))

    def _offer_archive(self, item: CatalogItem, exc: ItemInUseError) -> None:
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Cannot delete"))
        box.setText(self.tr("This item is in use, so it cannot be deleted."))
        box.setInformativeText(error_text(exc))
        archive = None
        if not item.archived:
            archive = box.addButton(self.tr("Archive it instead"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.exec()
        if archive is not None and box.clickedButton() is archive:
            self.set_archived(item, True)

    def toggle_archived(self) -> None:
        item = self.form.item
        if item is None or self.form.is_new() or not self._confirm_leave():
            return
        item = self.form.item
        if item is not None:
            self.set_archived(item, not item.archived)

    def set_archived(self, item: CatalogItem, archived: bool) -> bool:
        spec = self._specs[item.kind]
        what = self._describe(spec, item)
        text = self.tr("Archive {what}") if archived else self.tr("Restore {what}")
        return self._push(
            ArchiveCommand(self, item, archived, text.format(what=what)), text.format(what=what)
        )

    def _describe(self, spec: KindSpec, item: CatalogItem) -> str:
        name = f" ({item.name})" if item.name and item.name != item.key else ""
        return f"{values.kind_label(spec).lower()} {item.key}{name}"

    def _push(self, cmd: Any, title: str) -> bool:
        try:
            cmd.apply_first()
        except CatalogError as exc:
            self._error(title, exc)
            return False
        self._push_done(cmd)
        self.ctx.show_status(cmd.text())
        return True

    def _push_done(self, cmd: QUndoCommand) -> None:
        """Push a command already applied by this page (its first redo only shows the result)."""
        self._own_action = True
        try:
            self.undo_stack.push(cmd)
        finally:
            self._own_action = False

    def _error(self, title: str, exc: CatalogError) -> None:
        QMessageBox.warning(self, title, box_text(error_text(exc, self.spec())))

    # -- host API for the commands ---------------------------------------------------------------
    def after_change(self, kind: str, select_key: str | None) -> None:
        """A command changed the catalog: show the change (switching section if needed)."""
        self._choices.clear()
        self._notifying = True
        try:
            self.ctx.notify("catalog")
        finally:
            self._notifying = False
        if not self._own_action and self.has_unsaved_changes():
            self._change_under_draft(kind, select_key)
            return
        if not kind:  # an import: everything may have changed
            self._build_sections()
            if self._kind is not None:
                self._reload_items(None)
            self.form.refresh_refs()
            return
        if kind != self._kind:
            self.form.load(None)  # undo/redo in another section: its result wins over a draft here
            self.select_kind(kind, force=True)
        self.form.refresh_refs()
        self._reload_items(select_key)

    def _change_under_draft(self, kind: str, select_key: str | None) -> None:
        """Undo/redo (Edit menu) while the form has unsaved changes: keep them unless the step
        changed the very item being edited (then the stored item wins and the form shows it)."""
        draft_key = self.form.item.key if self.form.item is not None and not self.form.is_new() else None
        if kind == self._kind and select_key is not None and select_key == draft_key:
            self.form.load(None)
            self._reload_items(select_key)
            self.ctx.show_status(
                self.tr("The undone or redone step replaced your unsaved changes to {key}").format(
                    key=select_key
                ),
                8000,
            )
            return
        self._build_sections()
        if kind in ("", self._kind):
            self._busy = True
            try:
                spec = self.spec()
                self.model.set_items(
                    cs.list_items(self.db, self._kind, include_archived=True),
                    self._ref_names(spec) if spec is not None else None,
                    in_key_order=True,
                )
                self._rebuild_filter_combo()
                row = self.model.row_of(draft_key) if draft_key else -1
                if row >= 0:
                    index = self.proxy.mapFromSource(self.model.index(row, 0))
                    self.table.selectionModel().setCurrentIndex(
                        index,
                        QItemSelectionModel.SelectionFlag.ClearAndSelect
                        | QItemSelectionModel.SelectionFlag.Rows,
                    )
            finally:
                self._busy = False
            self._update_filter_texts()
        self.form.refresh_refs()
        self.ctx.show_status(
            self.tr("Your unsaved changes are kept; save or revert them to see that step."), 8000
        )

    def command_failed(self, command: QUndoCommand, error: CatalogError) -> None:
        QMessageBox.warning(
            self,
            self.tr("Undo/Redo"),
            box_text(self.tr("“{step}” could not be applied: {reason}").format(
                step=command.text(), reason=error_text(error, self.spec())
            )),
        )

    def apply_draft(self, kind: str, key: str | None, subset: dict[str, Any]) -> None:
        """Undo/redo of a graphical step: show that item and set the fields of the step."""
        current_key = self.form.item.key if self.form.item is not None and not self.form.is_new() else None
        same = kind == self._kind and self.form.has_content() and current_key == key
        if not same:
            if kind != self._kind:
                self.form.load(None)
                self.select_kind(kind, force=True)
            if key is None:
                spec = self._specs[kind]
                self.form.load_new(spec.blank())
            elif not self.select_item(key, confirm=False):
                return
        self.form.set_subset(subset)
        self._update_actions()

    def _draft_step(self, text: str, before: dict, after: dict) -> None:
        if self._kind is None:
            return
        key = self.form.item.key if self.form.item is not None and not self.form.is_new() else None
        self.undo_stack.push(DraftCommand(self, self._kind, key, before, after, text))

    def _data_changed_elsewhere(self, kind: str) -> None:
        if self._notifying or kind != "catalog" or self.db is None:
            return
        self._choices.clear()
        if not self.has_unsaved_changes():
            self._reload_items(None)
        else:
            self._build_sections()

    # -- import / export ---------------------------------------------------------------------------
    def import_dialog(self) -> None:
        if self.db is None:
            return
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import catalog"), "", self.tr("Catalog files (*.json);;All files (*)")
        )
        if path:
            self.import_file(Path(path))

    def import_file(self, path: Path) -> bool:
        """Preview the import (nothing written), ask, then import as one undoable step."""
        from desktop.ui.catalog.import_export import ImportPreviewDialog, describe_changes

        if not self._confirm_leave():
            return False
        from desktop.ui.progress import run_with_progress

        db = self.db
        try:
            text = path.read_text(encoding="utf-8")
            report = run_with_progress(
                self,
                self.tr("Import catalog"),
                self.tr("Checking {file}…").format(file=path.name),
                lambda progress: cs.import_catalog(db, text, dry_run=True, file=path.name, progress=progress),
            )
        except cs.ImportCancelledError:
            self.ctx.show_status(self.tr("Import cancelled; nothing was changed"), 8000)
            return False
        except (OSError, UnicodeDecodeError) as exc:
            QMessageBox.warning(
                self,
                self.tr("Import catalog"),
                box_text(self.tr("Cannot read {file}: {reason}").format(file=str(path), reason=str(exc))),
            )
            return False
        except CatalogError as exc:
            self._import_error(exc)
            return False
        details = describe_changes(report, text, lambda kind, key: cs.get_item(self.db, kind, key))
        dialog = ImportPreviewDialog(report, path.name, self, details)
        if dialog.exec() != ImportPreviewDialog.DialogCode.Accepted:
            return False
        cmd = ImportCommand(self, text, path.name, self.tr("Import {file}").format(file=path.name))
        if not self._push(cmd, self.tr("Import catalog")):
            return False
        assert cmd.report is not None
        self.ctx.show_status(
            self.tr("Imported {file}: {created} new, {updated} changed").format(
                file=path.name, created=len(cmd.report.created), updated=len(cmd.report.updated)
            ),
            8000,
        )
        return True

    def _import_error(self, exc: CatalogError) -> None:
        box = QMessageBox(self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # names and keys from the file are text, never markup
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Import catalog"))
        box.setText(self.tr("The file cannot be imported; nothing was changed."))
        box.setInformativeText(error_text(exc))
        problems = getattr(exc, "problems", ())
        if len(problems) > 1:
            box.setDetailedText("\n".join(problem_lines(exc)))
        box.exec()

    def export_dialog(self) -> None:
        if self.db is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export catalog"), "toybox-catalog.json", self.tr("Catalog files (*.json)")
        )
        if path:
            self.export_file(Path(path))

    def export_file(self, path: Path) -> int:
        try:
            n = cs.export_file(self.db, path)
        except (OSError, CatalogError) as exc:
            QMessageBox.warning(self, self.tr("Export catalog"), box_text(error_text(exc)))
            return 0
        self.ctx.show_status(self.tr("Exported %n item(s) to {file}", "", n).format(file=str(path)), 8000)
        return n
