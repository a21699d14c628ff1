"""The form of one catalog item, generated from its kind's FieldSpecs and validated as you type.

Each field gets an editor (see :mod:`desktop.ui.catalog.fields`), a problem line under it, and — when its
value is a placeholder (not from a published source) — an amber "placeholder" tick box. Editing a
placeholder value clears its mark; ticking the box again keeps it. When the form is too narrow for the
word (longer in translation), the tick boxes show a flag only, the word moving into their tooltip; if even
that does not fit, the fields scroll sideways instead of being cut off. Fields that a graphical editor
handles (terrains) are edited through that composite editor instead.

The form does not save: it says whether it is dirty and valid and hands its ``data()`` and
``placeholders()`` to the page, which turns a save into one undoable service call.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QPalette, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop.games.catalog_schema import FieldSpec, KindSpec, Problem
from desktop.services.catalog_values import CatalogItem
from desktop.ui import palette
from desktop.ui.catalog import values
from desktop.ui.catalog.composites import CompositeEditor, composite_for
from desktop.ui.catalog.fields import (
    LONG_TEXT_KEYS,
    FieldEditor,
    RefChoice,
    RefSource,
    Unparsed,
    make_editor,
    style_placeholder,
)
from desktop.ui.checks import CheckBox
from desktop.ui.hints import as_hint

Validator = Callable[[str, dict[str, Any], "str | None"], list[Problem]]


translate = QCoreApplication.translate


BADGE_ON = (
    f"QCheckBox {{ background: {values.PLACEHOLDER_BADGE}; color: white; font-weight: bold;"
    " border-radius: 4px; padding: 1px 6px; }"
)


def badge_off() -> str:
    """The placeholder tick box when not ticked: struck-through hint grey of the current palette."""
    return f"QCheckBox {{ color: {palette.muted()}; padding: 1px 6px; text-decoration: line-through; }}"

BADGE_FLAG = "⚑"  # the placeholder tick box's text in a narrow form
FIELDS_MAX_WIDTH = 760  # the fields (labels, editors, flags) never get wider than this
SCROLL_FLOOR = 320  # the fields' area never gets narrower than this (it scrolls sideways instead)


@dataclass
class _Row:
    spec: FieldSpec
    label: QLabel
    editor: FieldEditor
    badge: QCheckBox
    problem: QLabel


class ItemForm(QWidget):
    dirtyChanged = Signal(bool)
    validityChanged = Signal(bool)
    stepRequested = Signal(str, object, object)  # composite (graphical) steps: text, before, after subsets
    saveRequested = Signal()
    widthNeeded = Signal(int)  # the fields need more width than the form has
    revertRequested = Signal()

    def __init__(
        self, refs: RefSource | None = None, validate: Validator | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._refs = refs
        self._validate = validate
        self._spec: KindSpec | None = None
        self._rows: dict[str, _Row] = {}
        self._composite: CompositeEditor | None = None
        self._composite_badge: QCheckBox | None = None
        self._item: CatalogItem | None = None
        self._original: dict[str, Any] = {}
        self._original_key: str | None = None
        self._ph_original: set[str] = set()
        self._ph: set[str] = set()
        self._ph_touched: set[str] = set()
        self._problems: list[Problem] = []
        self._dirty = False
        self._valid = True
        self._loading = False
        self._read_only = False
        self._has_content = False
        self._fit_pending = False
        self._compact = False  # placeholder tick boxes show a flag instead of the word
        self._full_width = 0  # width the scrolled fields need with the full word
        self._compact_width = 0  # ... with flags only
        self._stacked = False  # labels above their fields (a narrow form), not beside them
        self._stacked_width = 0  # ... the width the fields need so (with flags)
        self._error_count = 0  # problems to fix, as the form and the board list them
        self._board_errors = 0

        self.title = QLabel(self)
        self.title.setTextFormat(Qt.TextFormat.PlainText)  # catalog text is never markup
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.title.setFont(font)
        self.subtitle = QLabel(self)
        self.subtitle.setWordWrap(True)
        self.banner = QLabel(self)
        self.banner.setWordWrap(True)
        self.banner.hide()
        # which values the game's rules play as their own (the fields shown read-only): see values.fixed_text
        self.rules_note = as_hint(QLabel(self))
        self.rules_note.setObjectName("rulesNote")
        self.rules_note.setWordWrap(True)
        self.rules_note.hide()
        self._fixed: tuple[str, ...] = ()

        self.body = QWidget()
        self.grid = QGridLayout(self.body)
        self.grid.setColumnStretch(1, 1)
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(2)
        # on a wide screen the fields stop at a readable width instead of stretching across it
        self.body.setMaximumWidth(FIELDS_MAX_WIDTH)
        # a graphical editor (terrains) sits under the scrolled fields, taking the remaining height
        self.comp_holder = QWidget(self)
        self.body_lay = QVBoxLayout(self.comp_holder)
        self.body_lay.setContentsMargins(4, 0, 4, 0)
        self.comp_holder.hide()
        outer = QWidget()
        outer_lay = QVBoxLayout(outer)
        outer_lay.setContentsMargins(4, 4, 8, 4)
        outer_lay.addWidget(self.body)
        outer_lay.addStretch(1)
        self.scroll = QScrollArea(self)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.scroll.setWidget(outer)

        self.empty = QLabel(
            translate("CatalogForm", "Choose an item in the table, or make a new one (Ctrl+N)."), self
        )
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.empty.setStyleSheet(f"color: {palette.muted()};")

        self.btn_save = QPushButton(translate("CatalogForm", "Save"), self)
        self.btn_save.setToolTip(translate("CatalogForm", "Save the changes (Ctrl+S)"))
        self.btn_save.setDefault(True)
        self.btn_save.clicked.connect(self.saveRequested)
        self.btn_revert = QPushButton(translate("CatalogForm", "Revert"), self)
        self.btn_revert.setToolTip(translate("CatalogForm", "Forget the changes that are not saved"))
        self.btn_revert.clicked.connect(self.revertRequested)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.btn_revert)
        buttons.addWidget(self.btn_save)

        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        lay.addWidget(self.title)
        lay.addWidget(self.subtitle)
        lay.addWidget(self.rules_note)
        lay.addWidget(self.banner)
        lay.addWidget(self.scroll, 1)
        lay.addWidget(self.comp_holder, 1)
        lay.addWidget(self.empty, 1)
        lay.addLayout(buttons)
        self._show_empty(True)

    # -- building ----------------------------------------------------------------------------------
    def set_kind(self, spec: KindSpec | None) -> None:
        if spec is self._spec and spec is not None:
            return
        self._spec = spec
        for i in reversed(range(self.grid.count())):
            w = self.grid.itemAt(i).widget()
            if w is not None:
                w.setParent(None)
                w.deleteLater()
        if self._composite is not None:
            self._composite.setParent(None)
            self._composite.deleteLater()
            self._composite = None
        if self._composite_badge is not None:
            self._composite_badge.setParent(None)
            self._composite_badge.deleteLater()
            self._composite_badge = None
        self._rows = {}
        self._item = None
        if spec is None:
            self._show_empty(True)
            return
        comp_cls = composite_for(spec)
        comp_keys: tuple[str, ...] = comp_cls.keys if comp_cls is not None else ()
        row = 0
        for f in spec.fields:
            if f.key in comp_keys:
                continue
            label = QLabel(values.field_label(f) + ("  *" if f.required else ""), self.body)
            label.setToolTip(values.field_help(f))
            label.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
            label.customContextMenuRequested.connect(lambda pos, k=f.key: self._label_menu(k, pos))
            editor = make_editor(f, self._refs, self.body)
            editor.setToolTip(values.field_help(f))
            editor.valueChanged.connect(lambda k=f.key: self._field_changed(k))
            badge = CheckBox(self.body)
            badge.setToolTip(
                translate(
                    "CatalogForm",
                    "This value is a placeholder: it does not come from a published source. Editing the "
                    "value clears the mark; tick the box to keep it.",
                )
            )
            badge.toggled.connect(lambda on, k=f.key: self._badge_toggled(k, on))
            badge.hide()
            problem = QLabel(self.body)
            problem.setWordWrap(True)
            problem.hide()
            if hasattr(editor, "set_context"):
                editor.set_context(self.data)  # e.g. a generated wheel follows speed and white slots
            label.setBuddy(editor.focus_widget())
            label.show()  # children added to a shown widget stay hidden until shown
            editor.show()
            self._rows[f.key] = _Row(f, label, editor, badge, problem)
            row += 2
        self._stacked = False
        self._place_rows()
        if comp_cls is not None:
            comp = comp_cls(self._refs, self)  # type: ignore[call-arg]
            comp.stepRequested.connect(self._composite_step)
            self._composite = comp
            badge = CheckBox(self)
            badge.toggled.connect(lambda on: self._composite_badge_toggled(on))
            badge.setToolTip(
                translate(
                    "CatalogForm", "The board is placeholder data; tick to keep the mark after editing."
                )
            )
            badge.hide()
            self._composite_badge = badge
            self.body_lay.addWidget(badge, 0, Qt.AlignmentFlag.AlignLeft)
            self.body_lay.addWidget(comp, 1)
        self.comp_holder.setProperty("used", comp_cls is not None)
        # with a board, the few plain fields get just their height; the board takes the rest
        lay = self.layout()
        lay.setStretchFactor(self.scroll, 0 if comp_cls is not None else 1)
        if comp_cls is None:
            self.scroll.setMinimumHeight(0)
            self.scroll.setMaximumHeight(16777215)
        self._fit_scroll()
        self._show_empty(True)

    def refresh_refs(self) -> None:
        """Reload the choices of reference fields (another kind changed)."""
        for row in self._rows.values():
            if hasattr(row.editor, "refresh"):
                row.editor.refresh()  # type: ignore[attr-defined]
        if self._composite is not None:
            self._composite.refresh_refs()

    # -- loading -----------------------------------------------------------------------------------
    def load(self, item: CatalogItem | None) -> None:
        """Show a stored item (or nothing)."""
        if item is None:
            self._item = None
            self._original = {}
            self._original_key = None
            self._fixed = ()
            self._apply_read_only()
            self._show_empty(True)
            self._set_state(False, True)
            return
        self._item = item
        self._fill(item.data, item.placeholders, item.key)

    def load_new(self, data: dict[str, Any], placeholders: tuple[str, ...] | list[str] = ()) -> None:
        """Start a new, unsaved item from ``data``."""
        self._item = None
        self._fill(data, placeholders, None)
        self._original = {}  # a new item is dirty until saved
        self._recheck()

    def _fill(self, data: dict[str, Any], placeholders: Any, key: str | None) -> None:
        assert self._spec is not None
        spec = self._spec
        data = spec.normalized(data)
        self._loading = True
        try:
            self._original = copy.deepcopy(data)
            self._original_key = key
            self._ph_original = set(placeholders)
            self._ph = set(placeholders)
            self._ph_touched = set()
            self._fixed = values.fixed_fields(spec, key)
            for k, row in self._rows.items():
                row.editor.set_value(data.get(k))
                self._paint_badge(k)
            self._apply_read_only()
            self._fit_badge_column()
            if self._composite is not None:
                self._composite.set_value({k: data.get(k) for k in self._composite.keys})
                self._paint_composite_badge()
        finally:
            self._loading = False
        self._show_empty(False)
        self._fit_width()
        self._refresh_contexts()
        self._update_header()
        self._recheck()

    def set_subset(self, subset: dict[str, Any]) -> None:
        """Set some fields (undo/redo of a composite step) without making a step."""
        self._loading = True
        try:
            for k, v in subset.items():
                if k in self._rows:
                    self._rows[k].editor.set_value(v)
            if self._composite is not None:
                comp_part = {k: subset[k] for k in self._composite.keys if k in subset}
                if comp_part:
                    merged = self._composite.value()
                    merged.update(comp_part)
                    self._composite.set_value(merged)
        finally:
            self._loading = False
        for k in subset:
            self._placeholder_follow(k)
        self._recheck()

    # -- state -------------------------------------------------------------------------------------
    @property
    def spec(self) -> KindSpec | None:
        return self._spec

    @property
    def item(self) -> CatalogItem | None:
        return self._item

    @property
    def original_key(self) -> str | None:
        return self._original_key

    def is_new(self) -> bool:
        return self._spec is not None and self._item is None and self._has_content

    def has_content(self) -> bool:
        return self._has_content

    def is_dirty(self) -> bool:
        return self._dirty

    def is_valid(self) -> bool:
        return self._valid

    def problems(self) -> list[Problem]:
        return list(self._problems)

    def errors(self) -> list[Problem]:
        return [p for p in self._problems if p.is_error]

    def data(self) -> dict[str, Any]:
        """The item as edited (unparsed texts left at their last good value)."""
        out = copy.deepcopy(self._original) if self._original else (self._spec.blank() if self._spec else {})
        for k, row in self._rows.items():
            v = row.editor.value()
            if not isinstance(v, Unparsed):
                out[k] = v
        if self._composite is not None:
            out.update(copy.deepcopy(self._composite.value()))
        return out

    def placeholders(self) -> list[str]:
        if self._spec is None:
            return []
        return [f.key for f in self._spec.fields if f.key in self._ph]

    def editor(self, key: str) -> FieldEditor:
        return self._rows[key].editor

    def badge(self, key: str) -> QCheckBox:
        return self._rows[key].badge

    def problem_label(self, key: str) -> QLabel:
        return self._rows[key].problem

    def composite(self) -> CompositeEditor | None:
        return self._composite

    def focus_first(self) -> None:
        if self._spec is None:
            return
        for k in (self._spec.key_field, self._spec.name_field):
            if k in self._rows:
                self._rows[k].editor.focus_widget().setFocus()
                return

    def set_read_only(self, read_only: bool) -> None:
        """Archived items are shown read-only (restore them to edit)."""
        self._read_only = read_only
        self._apply_read_only()
        if self._composite is not None:
            self._composite.set_read_only(read_only)
        self._set_state(self._dirty, self._valid)

    def _apply_read_only(self) -> None:
        """Every field read-only for an archived item; the values the rules play as their own always."""
        for k, row in self._rows.items():
            fixed = self._read_only or k in self._fixed
            row.editor.set_read_only(fixed)
            row.badge.setEnabled(not fixed)
        self._ink_fixed()
        note = values.fixed_text(self._spec, self._original_key) if self._spec is not None else ""
        for k, row in self._rows.items():  # hovering a fixed field says why it cannot be edited
            tip = note if k in self._fixed else values.field_help(row.spec)
            row.label.setToolTip(tip)
            row.editor.setToolTip(tip)
        self.rules_note.setText(note)
        self.rules_note.setVisible(bool(note) and self._has_content)

    def _ink_fixed(self) -> None:
        """The rules' values are there to be read: their (disabled) fields draw their text in the palette's
        normal text colours, not a disabled control's grey (1.6:1 on the light palette); again on a palette
        change."""
        app = QGuiApplication.palette()
        active, disabled = QPalette.ColorGroup.Active, QPalette.ColorGroup.Disabled
        role = QPalette.ColorRole
        for k, row in self._rows.items():
            fixed = k in self._fixed
            for spin in row.editor.findChildren(QAbstractSpinBox):  # a fixed number has no arrows to press
                spin.setButtonSymbols(
                    QAbstractSpinBox.ButtonSymbols.NoButtons if fixed else QAbstractSpinBox.ButtonSymbols.UpDownArrows
                )
            if fixed:
                # read on the window's own ground, not an input's (in the dark palette an input's #1e1e1e fill
                # looked exactly like the editable Name's), in the window's text colour
                shown = QPalette()
                ground, ink = app.color(active, role.Window), app.color(active, role.WindowText)
                for r in (role.Base, role.Button):
                    shown.setColor(disabled, r, ground)
                for r in (role.Text, role.WindowText, role.ButtonText):
                    shown.setColor(disabled, r, ink)
                row.editor.setPalette(shown)  # only these roles: the others follow the palette as before
            elif row.editor.palette().resolveMask():
                row.editor.setPalette(QPalette())  # nothing of its own: the palette's disabled grey again

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        changed = event.type() in (QEvent.Type.ApplicationPaletteChange, QEvent.Type.PaletteChange)
        if changed and self._fixed:  # (setting the editors' palettes sends the form no change: no loop)
            self._ink_fixed()
        super().changeEvent(event)

    def fixed_fields(self) -> tuple[str, ...]:
        """The fields shown read-only because the rules play their own values (see values.fixed_fields)."""
        return self._fixed

    # -- reactions ---------------------------------------------------------------------------------
    def _field_changed(self, key: str) -> None:
        if self._loading:
            return
        self._placeholder_follow(key)
        self._refresh_contexts()
        self._recheck()

    def _refresh_contexts(self) -> None:
        for row in self._rows.values():
            if hasattr(row.editor, "refresh_context"):
                row.editor.refresh_context()

    def _placeholder_follow(self, key: str) -> None:
        """Editing a placeholder value clears its mark (unless the user ticked it to keep it)."""
        if key not in self._ph_original or key in self._ph_touched:
            return
        current = self.data().get(key)
        if current == self._original.get(key):
            self._ph.add(key)
        else:
            self._ph.discard(key)
        if key in self._rows:
            self._paint_badge(key)
        else:
            self._paint_composite_badge()

    def _badge_toggled(self, key: str, on: bool) -> None:
        if self._loading:
            return
        self._ph_touched.add(key)
        if on:
            self._ph.add(key)
        else:
            self._ph.discard(key)
        self._paint_badge(key)
        self._recheck()

    def _composite_badge_toggled(self, on: bool) -> None:
        if self._loading or self._composite is None:
            return
        for k in self._composite.keys:
            if k in self._ph_original or on:
                self._ph_touched.add(k)
                if on:
                    self._ph.add(k)
                else:
                    self._ph.discard(k)
        self._paint_composite_badge()
        self._recheck()

    def _paint_badge(self, key: str) -> None:
        row = self._rows[key]
        on = key in self._ph
        visible = (key in self._ph_original or on) and row.spec.placeholder_allowed
        self._loading, was = True, self._loading
        try:
            row.badge.setChecked(on)
        finally:
            self._loading = was
        word = translate("CatalogForm", "placeholder")
        row.badge.setText(BADGE_FLAG if self._compact else word)
        row.badge.setAccessibleName(word)  # the flag alone says nothing to a screen reader
        tip = (
            translate(
                "CatalogForm",
                "Placeholder value: not from a published source. Editing the value clears the mark.",
            )
            if on
            else translate(
                "CatalogForm",
                "The mark was cleared because you changed the value; tick to keep the value marked.",
            )
        )
        row.badge.setToolTip(f"{BADGE_FLAG} {word}\n{tip}" if self._compact else tip)
        sheet = BADGE_ON if on else badge_off()
        if row.badge.styleSheet() != sheet:  # a style sheet set again is polished again (the
            row.badge.setStyleSheet(sheet)  # compact and full widths are measured on every load)
        row.badge.setVisible(visible)
        style_placeholder(row.editor, on)

    def _paint_composite_badge(self) -> None:
        badge, comp = self._composite_badge, self._composite
        if badge is None or comp is None:
            return
        marked = [k for k in comp.keys if k in self._ph]
        was_marked = [k for k in comp.keys if k in self._ph_original]
        self._loading, was = True, self._loading
        try:
            badge.setChecked(bool(marked))
        finally:
            self._loading = was
        badge.setText(translate("CatalogForm", "placeholder board data"))
        badge.setStyleSheet(BADGE_ON if marked else badge_off())
        badge.setVisible(bool(marked or was_marked))

    def _label_menu(self, key: str, pos: QPoint) -> None:
        row = self._rows[key]
        if not row.spec.placeholder_allowed or self._read_only or key in self._fixed:
            return
        menu = QMenu(self)
        if key in self._ph:
            act = menu.addAction(translate("CatalogForm", "Confirm this value (clear the placeholder mark)"))
            act.triggered.connect(lambda: row.badge.setChecked(False))
        else:
            act = menu.addAction(translate("CatalogForm", "Mark as placeholder"))

            def mark() -> None:
                self._ph_touched.add(key)
                self._ph.add(key)
                self._paint_badge(key)
                self._recheck()

            act.triggered.connect(mark)
        menu.exec(row.label.mapToGlobal(pos))

    def _composite_step(self, text: str, before: dict, after: dict) -> None:
        if self._route_steps:
            self.stepRequested.emit(text, before, after)
        else:
            self.set_subset(after)

    _route_steps = False

    def set_step_routing(self, routed: bool) -> None:
        """True: composite steps go out through ``stepRequested`` (the page's undo stack) instead of
        applying at once."""
        self._route_steps = routed

    # -- validation --------------------------------------------------------------------------------
    def recheck(self) -> None:
        """Check the shown item again (the page's checks read the catalog: it may have changed)."""
        self._recheck()

    def _recheck(self) -> None:
        if self._spec is None or not self.has_content():
            return
        spec = self._spec
        data = self.data()
        problems: list[Problem] = []
        for k, row in self._rows.items():
            v = row.editor.value()
            if isinstance(v, Unparsed):
                problems.append(Problem(k, v.message))
        if self._validate is not None:
            problems.extend(self._validate(spec.key, data, self._original_key))
        else:
            problems.extend(spec.validate(spec.normalized(data), original_key=self._original_key))
        self._problems = problems
        by_field: dict[str, list[Problem]] = {}
        general: list[Problem] = []
        comp_keys = self._composite.keys if self._composite is not None else ()
        comp_problems: list[Problem] = []
        for p in problems:
            if p.field in self._rows:
                by_field.setdefault(p.field, []).append(p)
            elif p.field in comp_keys:
                comp_problems.append(p)
            else:
                general.append(p)
        for k, row in self._rows.items():
            ps = by_field.get(k, [])
            if ps:
                text = "\n".join(("⚠ " if not p.is_error else "✖ ") + values.problem_text(p) for p in ps)
                colour = values.ERROR_FG if any(p.is_error for p in ps) else values.WARNING_FG
                row.problem.setText(text)
                row.problem.setStyleSheet(f"color: {palette.readable(colour)};")
                row.problem.show()
            else:
                row.problem.hide()
        if self._composite is not None:
            self._composite.set_external_problems(comp_problems)
            self._fit_scroll()
        if general:
            self.banner.setText("\n".join("✖ " + values.problem_line(p, spec) for p in general))
            self.banner.setStyleSheet(f"color: {palette.readable(values.ERROR_FG)};")
            self.banner.show()
        else:
            self.banner.hide()
        errors = [p for p in problems if p.is_error]
        # the board lists its problems in its own words (its checks, or the service's when those pass):
        # count them as it lists them, so that the form's total and the board's "Checks" agree
        self._board_errors = 0
        if self._composite is not None:
            shown = self._composite.problem_count()
            board = [p for p in errors if p.field in comp_keys]
            if shown or board or self._composite.has_own_errors():
                self._board_errors = shown or len(board) or 1
        self._error_count = len([p for p in errors if p.field not in comp_keys]) + self._board_errors
        if self._composite is not None and self._composite.has_own_errors():
            errors = errors or [Problem("", "board checks fail")]
        dirty = data != self._original or set(self._ph) != self._ph_original or not self._original
        self._set_state(dirty, not errors)

    def _fit_width(self) -> None:
        """Ask the page's splitter for the fields' full width; narrower, the placeholder tick boxes show
        flags, and only below that do the fields scroll sideways.

        Measured once the event loop has shown the new rows (their size counts only then)."""
        if not self._fit_pending:
            self._fit_pending = True
            QTimer.singleShot(0, self, self._measure_width)  # not after the form is gone

    def _place_rows(self) -> None:
        """Put the rows in the grid: each label beside its field, or (stacked) above it."""
        for row in self._rows.values():
            for w in (row.label, row.editor, row.badge, row.problem):
                self.grid.removeWidget(w)
        for i, row in enumerate(self._rows.values()):
            tall = row.spec.type == "json" or row.spec.key in LONG_TEXT_KEYS
            v_align = Qt.AlignmentFlag.AlignTop if tall else Qt.AlignmentFlag.AlignVCenter
            if self._stacked:
                r = 3 * i
                self.grid.addWidget(row.label, r, 0, 1, 3, Qt.AlignmentFlag.AlignLeft)
                self.grid.addWidget(row.editor, r + 1, 0, 1, 2)
                self.grid.addWidget(row.badge, r + 1, 2, v_align)
                self.grid.addWidget(row.problem, r + 2, 0, 1, 3)
            else:
                r = 2 * i
                self.grid.addWidget(row.label, r, 0, v_align | Qt.AlignmentFlag.AlignLeft)
                self.grid.addWidget(row.editor, r, 1)
                self.grid.addWidget(row.badge, r, 2, v_align)
                self.grid.addWidget(row.problem, r + 1, 1, 1, 2)
        self.grid.setColumnStretch(0, 0)
        self.grid.setColumnStretch(1, 1)

    def _set_stacked(self, stacked: bool) -> None:
        if stacked == self._stacked:
            return
        self._stacked = stacked
        self._place_rows()

    def least_width(self) -> int:
        """The width below which the fields would scroll sideways (labels stacked, flags)."""
        if not self._stacked_width:
            return self.minimumSizeHint().width()
        # what the form has around its scrolled fields (measured on a form squeezed below its minimum, the
        # difference of the widths falls short)
        around = max(self.width() - self.scroll.width(), self.minimumSizeHint().width() - self.scroll.minimumWidth())
        return self._stacked_width + max(0, around)

    def stacked_labels(self) -> bool:
        """True while the labels sit above their fields (a form too narrow for them side by side)."""
        return self._stacked

    def _fit_badge_column(self) -> None:
        badge_width = max((r.badge.sizeHint().width() for r in self._rows.values()), default=0)
        self.grid.setColumnMinimumWidth(2, badge_width if self._ph_original else 0)

    def _set_compact(self, compact: bool) -> None:
        if compact == self._compact:
            return
        self._compact = compact
        for k in self._rows:
            self._paint_badge(k)
        self._fit_badge_column()

    def _content_width(self, compact: bool, stacked: bool = False) -> int:
        self._set_compact(compact)
        self._set_stacked(stacked)
        content = self.scroll.widget()
        self.grid.activate()
        content.layout().activate()
        return content.minimumSizeHint().width()

    def _measure_width(self) -> None:
        """The form asks for the width of its fields with the full placeholder word; it can do with the
        width of the flags only (the page's splitter may not have more)."""
        self._fit_pending = False
        bar = self.scroll.verticalScrollBar().sizeHint().width() + 4
        self._stacked_width = self._content_width(True, stacked=True) + bar
        self._full_width = self._content_width(False) + bar
        self._compact_width = self._content_width(True) + bar
        # narrower, the labels go above their fields; below that the fields scroll sideways (only in
        # a window far smaller than the app's smallest size)
        minimum = min(self._stacked_width, SCROLL_FLOOR)
        if minimum != self.scroll.minimumWidth():
            self.scroll.setMinimumWidth(minimum)
        self._choose_badges()
        full = self._full_width + self.minimumSizeHint().width() - self.scroll.minimumWidth()
        if self.width() < full:
            self.widthNeeded.emit(full)

    def _choose_badges(self) -> None:
        if self._full_width:
            width = self.scroll.width()
            self._set_compact(width < self._full_width)
            self._set_stacked(width < self._compact_width)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._choose_badges()

    def compact_badges(self) -> bool:
        """True while the placeholder tick boxes show a flag instead of the word (narrow form)."""
        return self._compact

    def _fit_scroll(self) -> None:
        """With a board below, the scrolled fields take only the height they need."""
        if not self.comp_holder.property("used"):
            return
        self.grid.activate()
        self.scroll.widget().layout().activate()
        h = self.scroll.widget().minimumSizeHint().height() + 4
        self.scroll.setMinimumHeight(min(h, 220))
        self.scroll.setMaximumHeight(h)

    def _set_state(self, dirty: bool, valid: bool) -> None:
        changed_dirty = dirty != self._dirty
        changed_valid = valid != self._valid
        self._dirty, self._valid = dirty, valid
        can_save = dirty and valid and not self._read_only and self.has_content()
        self.btn_save.setEnabled(can_save)
        self.btn_revert.setEnabled(dirty and self.has_content() and self._item is not None)
        if not self.has_content():
            self.status.setText("")
        elif not valid:
            n = getattr(self, "_error_count", 0) or 1
            text = translate("CatalogForm", "%n problem(s) to fix before saving", "", n)
            board = getattr(self, "_board_errors", 0)
            if board and board < n:
                text += " " + translate("CatalogForm", "(%n on the board)", "", board)
            elif board:
                text += " " + translate("CatalogForm", "(on the board)")
            self.status.setText(text)
            self.status.setStyleSheet(f"color: {palette.readable(values.ERROR_FG)};")
        elif dirty:
            self.status.setText(translate("CatalogForm", "Unsaved changes"))
            self.status.setStyleSheet(f"color: {palette.readable(values.WARNING_FG)};")
        else:
            self.status.setText(translate("CatalogForm", "Saved"))
            self.status.setStyleSheet(f"color: {palette.readable(values.OK_FG)};")
        if changed_dirty:
            self.dirtyChanged.emit(dirty)
        if changed_valid:
            self.validityChanged.emit(valid)

    def _update_header(self) -> None:
        spec = self._spec
        if spec is None:
            return
        if self._item is None:
            self.title.setText(
                translate("CatalogForm", "New {kind}").format(kind=values.kind_label(spec).lower())
            )
            self.subtitle.setText(translate("CatalogForm", "Not saved yet."))
            return
        item = self._item
        if values.key_is_name(item.key, item.name):  # "Terrain — Battlefield", not "Terrain battlefield — …"
            self.title.setText(f"{values.kind_label(spec)} — {item.name or item.key}")
        else:
            self.title.setText(f"{values.kind_label(spec)} {item.key} — {item.name}")
        parts = []
        source = {
            "shipped": translate("CatalogForm", "shipped with the app"),
            "user": translate("CatalogForm", "made here"),
            "import": translate("CatalogForm", "imported"),
        }
        parts.append(source.get(item.source, item.source))
        if item.archived:
            parts.append(
                "<b>" + translate("CatalogForm", "archived (read-only: restore it to edit)") + "</b>"
            )
        if item.placeholders:
            count = len(item.placeholders)
            parts.append(
                f"<span style='background:{values.PLACEHOLDER_BG}; color:{values.PLACEHOLDER_FG};'>&nbsp;"
                + translate("CatalogForm", "needs checking: %n placeholder value(s)", "", count)
                + "&nbsp;</span>"
            )
        self.subtitle.setText(" · ".join(parts))

    def _show_empty(self, empty: bool) -> None:
        self._has_content = not empty
        self.scroll.setVisible(not empty)
        self.comp_holder.setVisible(not empty and bool(self.comp_holder.property("used")))
        self.empty.setVisible(empty)
        self.title.setVisible(not empty)
        self.subtitle.setVisible(not empty)
        self.rules_note.setVisible(not empty and bool(self.rules_note.text()))
        if empty:
            self.banner.hide()
        self.btn_save.setVisible(not empty)
        self.btn_revert.setVisible(not empty)


def ref_choices(items: list[CatalogItem]) -> list[RefChoice]:
    return [RefChoice(i.key, i.name, i.archived) for i in items]
