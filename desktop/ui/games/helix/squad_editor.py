"""The Battle Helix helix builder: six glyph slots filled from the glyph list (double-click, the
"Put in slot" button, or drag), at most three gold, checked live. Slots can be dragged onto each other
to swap them. The piece count is not part of a helix (the event or the set-up dialog sets it).
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QByteArray, QMimeData, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QDrag, QDragEnterEvent, QDropEvent, QMouseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.games.helix import helix as hx
from desktop.services.squads import SquadRecord
from desktop.ui import palette
from desktop.ui.catalog.flow_layout import FlowLayout
from desktop.ui.catalog.values import shown_name
from desktop.ui.checks import CheckBox
from desktop.ui.games.helix import data as hx_data
from desktop.ui.games.helix import squad_texts as texts
from desktop.ui.games.helix.squad_models import GLYPH_MIME, GlyphFilterProxy, GlyphTableModel
from desktop.ui.squads.check_panel import KeptSplitter, setup_table
from desktop.ui.squads.fitting_table import FittingTable
from desktop.ui.squads.models import ViolationsModel

SLOT_MIME = "application/x-toybox-helix-slot"


class SlotWidget(QFrame):
    """One slot: shows its glyph (name, species colour, gold, both sides), accepts drops."""

    clicked = Signal(int)
    glyph_dropped = Signal(int, str)
    slot_dropped = Signal(int, int)  # from, to
    clear_requested = Signal(int)

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.setAcceptDrops(True)
        self.setMinimumSize(104, 84)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self._press: QPoint | None = None
        self._glyph: hx.GlyphRef | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        top = QHBoxLayout()
        self.number = QLabel()
        self.number.setStyleSheet("color: #555; font-size: 11px;")
        self.clear = QToolButton()
        self.clear.setText("×")
        self.clear.setAutoRaise(True)
        self.clear.clicked.connect(lambda: self.clear_requested.emit(self.index))
        top.addWidget(self.number)
        top.addStretch(1)
        top.addWidget(self.clear)
        self.name = QLabel()
        self.name.setStyleSheet("font-size: 15px; font-weight: bold;")
        self.name.setWordWrap(True)
        self.name.setTextFormat(Qt.TextFormat.PlainText)  # catalog text is never markup
        self.species = QLabel()
        self.species.setWordWrap(True)  # long (translated) texts wrap instead of widening the card
        self.species.setTextFormat(Qt.TextFormat.RichText)
        self.sides = QLabel()
        self.sides.setTextFormat(Qt.TextFormat.RichText)
        layout.addLayout(top)
        layout.addWidget(self.name)
        layout.addWidget(self.species)
        layout.addWidget(self.sides)
        layout.addStretch(1)
        self.selected = False

    def show_glyph(
        self, glyph: hx.GlyphRef | None, species_name: str, colour: str, selected: bool, bad: bool
    ) -> None:
        self._glyph = glyph
        self.selected = selected
        self.number.setText(self.tr("Slot {n}").format(n=self.index + 1))
        self.clear.setVisible(glyph is not None)
        self.clear.setToolTip(self.tr("Empty this slot"))
        border = "#4a90d9" if selected else ("#b3261e" if bad else "#c8ccd2")
        width = 3 if selected or bad else 1
        if glyph is None:
            self.name.setText(self.tr("(empty)"))
            self.name.setStyleSheet("font-size: 15px; color: #6b6b6b;")
            self.species.setText(self.tr("Drop a glyph here"))
            self.species.setStyleSheet("color: #6b6b6b;")
            self.sides.setText("")
            bg = "#f7f7f9"
        else:
            gold = " ★" if glyph.gold else ""
            self.name.setText(glyph.name + gold)
            self.name.setStyleSheet(
                "font-size: 15px; font-weight: bold;" + (" color: #8a6d00;" if glyph.gold else "")
            )
            archived = " " + self.tr("(archived)") if glyph.archived else ""
            self.species.setText(
                f"<span style='color:{colour}'>■</span> {html.escape(species_name)}{html.escape(archived)}"
            )
            self.species.setStyleSheet("")
            self.sides.setText(
                self.tr(
                    "<span style='background:#222;color:white'>&nbsp;{black}&nbsp;</span> "
                    "<span style='background:#e4e4e4;color:#111'>&nbsp;{white}&nbsp;</span>"
                ).format(black=texts.side_text(glyph.black), white=texts.side_text(glyph.white))
            )
            bg = "#fff8e1" if glyph.gold else "white"
        self.setStyleSheet(
            f"SlotWidget {{ background: {bg}; border: {width}px solid {border}; border-radius: 8px; }}"
            # a light card: dark text on it whatever the palette (a dark palette's text is light)
            f"SlotWidget QLabel {{ color: {palette.INK}; }}"
        )
        tip = self.tr("Click to choose this slot; drop a glyph from the list; drag onto another slot to swap")
        self.setToolTip(tip)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            self.clicked.emit(self.index)
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self._press is None or self._glyph is None:
            return
        if (event.position().toPoint() - self._press).manhattanLength() < QApplication.startDragDistance():
            return
        mime = QMimeData()
        mime.setData(SLOT_MIME, QByteArray(str(self.index).encode()))
        drag = QDrag(self)
        drag.setMimeData(mime)
        drag.setPixmap(self.grab().scaledToWidth(110))
        self._press = None
        drag.exec(Qt.DropAction.MoveAction)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._press = None
        super().mouseReleaseEvent(event)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasFormat(GLYPH_MIME) or event.mimeData().hasFormat(SLOT_MIME):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        mime = event.mimeData()
        if mime.hasFormat(GLYPH_MIME):
            key = bytes(mime.data(GLYPH_MIME).data()).decode("utf-8")
            if key:
                self.glyph_dropped.emit(self.index, key)
            event.acceptProposedAction()
        elif mime.hasFormat(SLOT_MIME):
            src = int(bytes(mime.data(SLOT_MIME).data()).decode() or -1)
            if src >= 0 and src != self.index:
                self.slot_dropped.emit(src, self.index)
            event.acceptProposedAction()


class SlotGrid(QWidget):
    """The six slot cards in three columns, or in two when the box is too narrow for three (the cards
    would overlap or be cut off at the right)."""

    SPACING = 8

    def __init__(self, slots: list[SlotWidget], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.slots = slots
        self.columns = 0
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(self.SPACING)
        self._arrange(3)

    def _width_for(self, columns: int) -> int:
        return columns * max(s.minimumSizeHint().width() for s in self.slots) + (columns - 1) * self.SPACING

    def _arrange(self, columns: int) -> None:
        if columns == self.columns:
            return
        self.columns = columns
        for slot in self.slots:
            self.grid.removeWidget(slot)
        for i, slot in enumerate(self.slots):
            self.grid.addWidget(slot, i // columns, i % columns)
        for c in range(3):
            self.grid.setColumnStretch(c, 1 if c < columns else 0)
        self.updateGeometry()  # two columns take a third row: the splitters make room for it

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        hint = super().minimumSizeHint()
        return QSize(self._width_for(2), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._arrange(3 if event.size().width() >= self._width_for(3) else 2)


class HelixEditor(QWidget):
    kind = hx.SQUAD_KIND
    edit_requested = Signal(str, object, object)

    printable = True  # a saved one prints as a squad sheet (File → Print squad sheet)

    def kind_texts(self, lang: str) -> dict[str, str]:
        """The Squads page's texts for this kind, translated (tab, empty, new, saved, taken, new_name)."""
        from desktop.games.registry import GAMES

        game = GAMES["helix"].name(lang)
        return {
            "tab": self.tr("{game} helixes").format(game=game),
            "empty": self.tr("No helix chosen. Pick one on the left, or press New to build one."),
            "new": self.tr("Build a new helix…"),
            "saved": self.tr("Saved helixes"),
            "taken": self.tr("There is already a helix called “{name}”. Choose another name."),
            "new_name": self.tr("New helix"),
        }

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._state = hx.Helix()
        self.current_slot = 0

        self.glyphs = GlyphTableModel(self)
        self.proxy = GlyphFilterProxy(self)
        self.proxy.setSourceModel(self.glyphs)
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.f_species = QComboBox()
        self.gold_only = CheckBox()
        self.table = FittingTable(optional=[GlyphTableModel.COLUMNS.index(c) for c in ("species", "gold")])
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(1, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setDragEnabled(True)
        self.table.setDragDropMode(QAbstractItemView.DragDropMode.DragOnly)
        self.table.verticalHeader().setVisible(False)
        self.table.verticalHeader().setDefaultSectionSize(22)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.doubleClicked.connect(lambda _ix: self.put_selected())
        self.put_button = QPushButton()
        self.put_button.clicked.connect(self.put_selected)
        self.list_box = QGroupBox()
        left = QVBoxLayout(self.list_box)
        filter_panel = QWidget()
        filters = FlowLayout(filter_panel)  # wraps in a narrow window instead of squeezing the search
        self.search.setMinimumWidth(150)
        filters.addWidget(self.search)
        filters.addWidget(self.f_species)
        filters.addWidget(self.gold_only)
        left.addWidget(filter_panel)
        left.addWidget(self.table, 1)
        row = QHBoxLayout()
        self.shown_label = QLabel()
        row.addWidget(self.shown_label, 1)
        row.addWidget(self.put_button)
        left.addLayout(row)

        self.slots = [SlotWidget(i) for i in range(hx.HELIX_SIZE)]
        self.slot_grid = SlotGrid(self.slots)
        grid = self.slot_grid
        for slot in self.slots:
            slot.clicked.connect(self.choose_slot)
            slot.glyph_dropped.connect(self.put_glyph)
            slot.slot_dropped.connect(self.swap_slots)
            slot.clear_requested.connect(self.clear_slot)
        self.gold_label = QLabel()
        self.gold_label.setTextFormat(Qt.TextFormat.RichText)
        self.helix_box = QGroupBox()
        right = QVBoxLayout(self.helix_box)
        right.addWidget(self.gold_label)
        right.addWidget(grid)
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet(f"color: {palette.muted()};")
        right.addWidget(self.hint)
        right.addStretch(1)

        self.violations = ViolationsModel(self, texts)
        self.violation_table = QTableView()
        self.violation_table.setModel(self.violations)
        self.violation_table.verticalHeader().setVisible(False)
        self.violation_table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.violation_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        self.violation_table.setColumnWidth(1, 220)
        setup_table(self.violation_table)
        self.verdict = QLabel()
        self.check_box = QGroupBox()
        ck = QVBoxLayout(self.check_box)
        ck.addWidget(self.verdict)
        ck.addWidget(self.violation_table, 1)

        top = QSplitter(Qt.Orientation.Horizontal)
        from desktop.ui.games.helix.odds_panel import (  # Battle Helix odds panel (issue 14)
            HelixOddsPanel,
            OddsTabs,
        )

        self.odds_panel = HelixOddsPanel()
        top.addWidget(OddsTabs(self.list_box, self.odds_panel))
        top.addWidget(self.helix_box)
        top.setStretchFactor(0, 1)
        top.setStretchFactor(1, 1)
        top.setSizes([400, 490])
        top.setChildrenCollapsible(False)
        vsplit = KeptSplitter("helix", self.check_box, self.violation_table)
        vsplit.addWidget(top)
        vsplit.addWidget(self.check_box)
        vsplit.setStretchFactor(0, 4)
        vsplit.setStretchFactor(1, 1)
        self.check_split = vsplit
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(vsplit)

        self.search.textChanged.connect(self._filters_changed)
        self.f_species.currentIndexChanged.connect(self._filters_changed)
        self.gold_only.toggled.connect(self._filters_changed)
        self.proxy.modelReset.connect(self._update_shown)
        self.proxy.layoutChanged.connect(self._update_shown)
        self.retranslate()

    def retranslate(self) -> None:
        self.search.setPlaceholderText(self.tr("Search glyph or species…"))
        self.gold_only.setText(self.tr("Gold only"))
        self.put_button.setText(self.tr("Put in slot"))
        # a short title (a long one ran under the helix box's in a narrow window); the how-to is a tooltip
        self.list_box.setTitle(self.tr("Power glyphs"))
        self.list_box.setToolTip(self.tr("Double-click a glyph or drag it onto a slot to put it there."))
        self.helix_box.setTitle(self.tr("Helix: six slots"))
        self.check_box.setTitle(self.tr("Rule check"))
        self.hint.setText(
            self.tr(
                "A helix holds exactly six glyphs, at most three of them gold. The number of pieces is not part "
                "of the helix: the event or the game set-up chooses it."
            )
        )
        self._fill_species()
        self._show_state()

    def _fill_species(self) -> None:
        current = self.f_species.currentData()
        self.f_species.blockSignals(True)
        self.f_species.clear()
        self.f_species.addItem(self.tr("All species"), None)
        for key, (name, _colour) in sorted(self.glyphs.species.items(), key=lambda kv: kv[1][0]):
            self.f_species.addItem(name, key)
        self.f_species.setCurrentIndex(max(self.f_species.findData(current), 0))
        self.f_species.blockSignals(False)

    def reload_catalog(self, db: Any) -> None:
        """Read the glyphs and species this editor shows (a database was opened, the catalog changed)."""
        catalog = hx_data.load_catalog(db)
        self.glyphs.set_glyphs(catalog.glyphs, catalog.species)
        self._fill_species()
        self._filters_changed()
        by_key = {g.key: g for g in catalog.glyphs}
        self._state = hx.Helix(
            name=self._state.name, slots=tuple(by_key.get(g.key, g) if g else None for g in self._state.slots)
        )
        self._show_state()

    def _filters_changed(self, *_args: Any) -> None:
        self.proxy.set_filters(
            text=self.search.text().strip(),
            species=self.f_species.currentData() or "",
            gold_only=self.gold_only.isChecked(),
        )
        self._update_shown()

    def _update_shown(self, *_args: Any) -> None:
        self.shown_label.setText(
            self.tr("{shown} of {total} glyphs").format(
                shown=self.proxy.rowCount(), total=self.glyphs.rowCount()
            )
        )

    # -- state -------------------------------------------------------------------------------------
    def state(self) -> hx.Helix:
        return self._state

    def set_state(self, state: hx.Helix) -> None:
        self._state = hx.Helix(name="", slots=state.slots)
        self._show_state()

    @staticmethod
    def load(db: Any, squad_id: int) -> tuple[SquadRecord, hx.Helix]:
        helix, record = hx_data.load_helix(db, squad_id)
        return record, hx.Helix(name="", slots=helix.slots)

    @staticmethod
    def to_data(state: hx.Helix) -> tuple[dict[str, Any], dict[str, Any]]:
        return hx.helix_to_data(state), {}

    @staticmethod
    def blank() -> tuple[dict[str, Any], dict[str, Any]]:
        return hx.helix_to_data(hx.Helix()), {}

    def violation_messages(self) -> list[str]:
        return self.violations.messages()

    def _show_state(self) -> None:
        violations = hx.check(self._state)
        bad = {g.key for v in violations for g in v.glyphs}
        for i, slot in enumerate(self.slots):
            g = self._state.slots[i] if i < len(self._state.slots) else None
            slot.show_glyph(
                g,
                self.glyphs.species_name(g.species) if g else "",
                self.glyphs.species_colour(g.species) if g else "",
                i == self.current_slot,
                g is not None and g.key in bad,
            )
        self.violations.set_violations(violations)
        self.odds_panel.set_helix(self._state)
        gold = self._state.gold_count
        colour = palette.readable("#b3261e" if gold > hx.MAX_GOLD else "#1b7f3b")
        filled = len(self._state.glyphs)
        self.gold_label.setText(
            self.tr(
                "<span style='font-size:15px'>Glyphs <b>{filled} / 6</b> &nbsp; Gold "
                "<b style='color:{c}'>{gold} / {max}</b></span>"
            ).format(filled=filled, gold=gold, max=hx.MAX_GOLD, c=colour)
        )
        if violations:
            count = len(violations)
            self.verdict.setText(
                palette.readable_html(self.tr("<b style='color:#b3261e'>Not legal</b>: %n problem(s).", "", count))
            )
        else:
            self.verdict.setText(palette.readable_html(self.tr("<b style='color:#1b7f3b'>Legal</b> helix.")))
        archived = self._state.archived_glyphs()
        if archived:
            self.verdict.setText(
                self.verdict.text()
                + " "
                + self.tr("Uses archived glyphs: {names}.").format(
                    names=html.escape(", ".join(shown_name(g.name) for g in archived))
                )
            )

    # -- user steps ---------------------------------------------------------------------------------
    def _request(self, text: str, after: hx.Helix) -> None:
        if after != self._state:
            self.edit_requested.emit(text, self._state, after)

    def choose_slot(self, index: int) -> None:
        self.current_slot = index
        self._show_state()

    def selected_glyph(self) -> hx.GlyphRef | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        return self.glyphs.glyph(self.proxy.mapToSource(rows[0]).row())

    def put_selected(self) -> None:
        g = self.selected_glyph()
        if g is not None:
            self.put_glyph(self._target_slot(), g.key)

    def _target_slot(self) -> int:
        """The chosen slot if it is empty, else the first empty slot, else the chosen one."""
        slots = self._state.slots
        if slots[self.current_slot] is None:
            return self.current_slot
        empty = self._state.empty_slots()
        return empty[0] if empty else self.current_slot

    def put_glyph(self, index: int, key: str) -> None:
        g = self.glyphs.by_key(key)
        if g is None:
            return
        after = self._state.with_slot(index, g)
        empty = after.empty_slots()
        self.current_slot = empty[0] if empty else index
        self._request(self.tr("Put {glyph} in slot {n}").format(glyph=shown_name(g.name), n=index + 1), after)

    def clear_slot(self, index: int) -> None:
        g = self._state.slots[index]
        if g is None:
            return
        self.current_slot = index
        self._request(self.tr("Empty slot {n}").format(n=index + 1), self._state.with_slot(index, None))

    def swap_slots(self, a: int, b: int) -> None:
        self.current_slot = b
        self._request(self.tr("Swap slots {a} and {b}").format(a=a + 1, b=b + 1), self._state.swapped(a, b))

    def keyPressEvent(self, event: Any) -> None:
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and not self.table.hasFocus():
            self.clear_slot(self.current_slot)
            return
        super().keyPressEvent(event)
