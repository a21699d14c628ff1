"""One editor widget per FieldSpec type. Each has ``value()``, ``set_value(v)`` and ``valueChanged``.

``None`` is the empty value of every type (optional numbers show "—" at the bottom of their range).
A value the editor cannot turn into data (e.g. broken JSON) is returned as :class:`Unparsed`, which the
form reports as a problem of that field.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QSignalBlocker, Signal
from PySide6.QtGui import QColor, QFocusEvent, QKeyEvent, QWheelEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from desktop.games.catalog_schema import FieldSpec
from desktop.ui.catalog import values
from desktop.ui.checks import CheckBox

BIG = 1_000_000


translate = QCoreApplication.translate


@dataclass(frozen=True)
class Unparsed:
    """Text that is not a valid value; ``message`` says why."""

    text: str
    message: str


@dataclass(frozen=True)
class RefChoice:
    key: str
    name: str
    archived: bool = False
    colour: str = ""


RefSource = Callable[[str], Sequence[RefChoice]]


class FieldEditor(QWidget):
    valueChanged = Signal()

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self._lay = QHBoxLayout(self)
        self._lay.setContentsMargins(0, 0, 0, 0)
        self._lay.setSpacing(4)

    def value(self) -> Any:
        raise NotImplementedError

    def set_value(self, value: Any) -> None:
        raise NotImplementedError

    def focus_widget(self) -> QWidget:
        return self

    def set_read_only(self, read_only: bool) -> None:
        self.setEnabled(not read_only)


class TextEditor(FieldEditor):
    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.edit = QLineEdit(self)
        self.edit.setClearButtonEnabled(True)
        self._lay.addWidget(self.edit)
        self.edit.textChanged.connect(self.valueChanged)
        self._was_none = spec.default is None

    def value(self) -> Any:
        text = self.edit.text()
        if text == "" and self._was_none:
            return None
        return text

    def set_value(self, value: Any) -> None:
        with QSignalBlocker(self.edit):
            self._was_none = value is None and self.spec.default is None
            self.edit.setText("" if value is None else str(value))
            self.edit.setCursorPosition(0)

    def focus_widget(self) -> QWidget:
        return self.edit


class LongTextEditor(FieldEditor):
    """Descriptions and effect texts: a few lines, wrapped."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.text = QPlainTextEdit(self)
        self.text.setTabChangesFocus(True)
        self.text.setFixedHeight(58)
        self._lay.addWidget(self.text)
        self.text.textChanged.connect(self.valueChanged)
        self._was_none = spec.default is None

    def value(self) -> Any:
        text = self.text.toPlainText()
        if text == "" and self._was_none:
            return None
        return text

    def set_value(self, value: Any) -> None:
        with QSignalBlocker(self.text):
            self._was_none = value is None and self.spec.default is None
            self.text.setPlainText("" if value is None else str(value))

    def focus_widget(self) -> QWidget:
        return self.text


class ColourEditor(TextEditor):
    """A #rrggbb text with a swatch that opens the colour dialog."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.swatch = QPushButton(self)
        self.swatch.setFixedWidth(34)
        self.swatch.setToolTip(translate("CatalogForm", "Choose a colour…"))
        self.swatch.clicked.connect(self._choose)
        self._lay.addWidget(self.swatch)
        self.edit.textChanged.connect(self._paint)
        self._paint()

    def _paint(self) -> None:
        c = QColor(self.edit.text())
        fill = c.name() if c.isValid() else "transparent"
        self.swatch.setStyleSheet(f"background: {fill}; border: 1px solid #7a7a7a; border-radius: 3px;")

    def set_value(self, value: Any) -> None:
        super().set_value(value)
        self._paint()

    def _choose(self) -> None:
        c = QColorDialog.getColor(
            QColor(self.edit.text() or "#808080"), self, translate("CatalogForm", "Choose a colour")
        )
        if c.isValid():
            self.edit.setText(c.name())


class IntEditor(FieldEditor):
    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.spin = QSpinBox(self)
        lo = int(spec.min) if spec.min is not None else -BIG
        hi = int(spec.max) if spec.max is not None else BIG
        self._optional = not spec.required
        self._none = lo - (int(spec.step) if spec.step else 1)
        self.spin.setRange(self._none if self._optional else lo, hi)
        if spec.step:
            self.spin.setSingleStep(int(spec.step))
        if self._optional:
            self.spin.setSpecialValueText("—")
        if spec.unit:
            self.spin.setSuffix(f" {values.unit_text(spec.unit)}")
        self.spin.setMinimumWidth(110)
        self._lay.addWidget(self.spin)
        self._lay.addStretch(1)
        self.spin.valueChanged.connect(self.valueChanged)

    def value(self) -> Any:
        v = self.spin.value()
        return None if self._optional and v == self._none else v

    def set_value(self, value: Any) -> None:
        with QSignalBlocker(self.spin):
            if value is None or isinstance(value, bool) or not isinstance(value, (int, float)):
                self.spin.setValue(self._none if self._optional else self.spin.minimum())
            else:
                self.spin.setValue(int(value))

    def focus_widget(self) -> QWidget:
        return self.spin


class CompactDoubleSpinBox(QDoubleSpinBox):
    """Shows 0.75 rather than 0.750 (no trailing zeros)."""

    def textFromValue(self, value: float) -> str:
        if value == self.minimum() and self.specialValueText():
            return self.specialValueText()
        text = f"{value:.{self.decimals()}f}".rstrip("0").rstrip(".")
        return text or "0"


class FloatEditor(FieldEditor):
    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.spin = CompactDoubleSpinBox(self)
        self.spin.setDecimals(3)
        lo = float(spec.min) if spec.min is not None else -BIG
        hi = float(spec.max) if spec.max is not None else BIG
        self._optional = not spec.required
        step = float(spec.step) if spec.step else (0.1 if hi - lo <= 100 else 1.0)
        self._none = lo - step
        self.spin.setRange(self._none if self._optional else lo, hi)
        self.spin.setSingleStep(step)
        if self._optional:
            self.spin.setSpecialValueText("—")
        if spec.unit:
            self.spin.setSuffix(f" {values.unit_text(spec.unit)}")
        self.spin.setMinimumWidth(130)
        self._lay.addWidget(self.spin)
        self._lay.addStretch(1)
        self.spin.valueChanged.connect(self.valueChanged)

    def value(self) -> Any:
        v = self.spin.value()
        if self._optional and abs(v - self._none) < 1e-9:
            return None
        return round(v, 3)

    def set_value(self, value: Any) -> None:
        with QSignalBlocker(self.spin):
            if value is None or isinstance(value, bool) or not isinstance(value, (int, float)):
                self.spin.setValue(self._none if self._optional else self.spin.minimum())
            else:
                self.spin.setValue(float(value))

    def focus_widget(self) -> QWidget:
        return self.spin


class BoolEditor(FieldEditor):
    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.box = CheckBox(self)
        self._lay.addWidget(self.box)
        self._lay.addStretch(1)
        self.box.toggled.connect(self.valueChanged)

    def value(self) -> Any:
        return self.box.isChecked()

    def set_value(self, value: Any) -> None:
        with QSignalBlocker(self.box):
            self.box.setChecked(bool(value))

    def focus_widget(self) -> QWidget:
        return self.box


class ChoiceEditor(FieldEditor):
    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.combo = QComboBox(self)
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        if not spec.required:
            self.combo.addItem(translate("CatalogForm", "(none)"), None)
        for c in spec.choices:
            self.combo.addItem(values.choice_text(spec, c), c)
        self._lay.addWidget(self.combo)
        self._lay.addStretch(1)
        self.combo.currentIndexChanged.connect(self.valueChanged)

    def value(self) -> Any:
        return self.combo.currentData()

    def set_value(self, value: Any) -> None:
        with QSignalBlocker(self.combo):
            idx = self.combo.findData(value)
            if idx < 0 and value is not None:
                self.combo.addItem(translate("CatalogForm", "{value} (unknown)").format(value=value), value)
                idx = self.combo.count() - 1
            self.combo.setCurrentIndex(max(0, idx) if idx >= 0 or self.combo.count() else -1)

    def focus_widget(self) -> QWidget:
        return self.combo


class MultiChoiceEditor(FieldEditor):
    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.boxes: dict[str, QCheckBox] = {}
        for c in spec.choices:
            box = CheckBox(values.choice_text(spec, c), self)
            box.toggled.connect(self.valueChanged)
            self.boxes[c] = box
            self._lay.addWidget(box)
        self._lay.addStretch(1)

    def value(self) -> Any:
        return [c for c, b in self.boxes.items() if b.isChecked()]

    def set_value(self, value: Any) -> None:
        chosen = set(value or [])
        for c, b in self.boxes.items():
            with QSignalBlocker(b):
                b.setChecked(c in chosen)


class _FillOnUseCombo(QComboBox):
    """A combo that asks for its rows (``before_use``) before the user first opens, scrolls or types in it."""

    def __init__(self, before_use: Callable[[], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._before_use = before_use

    def showPopup(self) -> None:  # noqa: N802 (Qt API)
        self._before_use()
        super().showPopup()

    def focusInEvent(self, event: QFocusEvent) -> None:  # noqa: N802 (Qt API)
        self._before_use()
        super().focusInEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        self._before_use()
        super().keyPressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt API)
        self._before_use()
        super().wheelEvent(event)


class RefEditor(FieldEditor):
    """The key of an item of another kind, chosen from that kind's items.

    The keys stay in a Python list beside the combo's texts (one ``addItems`` call, no data per row).
    A reference to a kind of more than :data:`FILL_ON_USE` items (a figure's "power figure" among
    20,000 figures) holds only the row shown until the user first uses the combo (focus, opening,
    the wheel, a key): then every row is added, the same rows in the same order, the same one current
    (issue 27: filling it was a sixth of the Catalog page's first paint at 20,000 items)."""

    FILL_ON_USE = 500

    def __init__(self, spec: FieldSpec, source: RefSource | None, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self._source = source
        self._keys: list[Any] = []  # the key of each row (of the full list, filled or not)
        self._texts: list[str | RefChoice] = []  # each row's text, or the choice it names
        self._rows: dict[Any, int] = {}  # key -> its first row
        self._current = -1  # the current row of the full list
        self._filled = True  # the combo holds every row (else only the current one)
        self.combo = _FillOnUseCombo(self.fill, self)
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.combo.setMinimumContentsLength(14)
        self._lay.addWidget(self.combo, 1)
        self.combo.currentIndexChanged.connect(self._on_index)
        self.refresh()

    def is_filled(self) -> bool:
        """Whether the combo holds every row (a long list is filled when first used)."""
        return self._filled

    def _text(self, row: int) -> str:
        entry = self._texts[row]
        if isinstance(entry, str):
            return entry
        text = values.ref_text(entry.key, entry.name)
        return translate("CatalogForm", "{text} (archived)").format(text=text) if entry.archived else text

    def refresh(self) -> None:
        current = self.value()
        keys: list[Any] = []
        texts: list[str | RefChoice] = []
        if not self.spec.required:
            keys.append(None)
            texts.append(translate("CatalogForm", "(none)"))
        choices = list(self._source(self.spec.ref_kind or "")) if self._source else []
        keys.extend(c.key for c in choices)
        texts.extend(choices)
        self._keys, self._texts = keys, texts
        self._rows = {}
        for row, key in enumerate(keys):
            self._rows.setdefault(key, row)
        self._filled = len(choices) <= self.FILL_ON_USE or self.combo.hasFocus()
        with QSignalBlocker(self.combo):
            self.combo.clear()
            if self._filled:
                self.combo.addItems([self._text(row) for row in range(len(texts))])
        self._current = -1
        self.set_value(current)

    def fill(self) -> None:
        """Every row into the combo (a long list waits for this until the combo is first used)."""
        if self._filled:
            return
        self._filled = True
        with QSignalBlocker(self.combo):
            self.combo.clear()
            self.combo.addItems([self._text(row) for row in range(len(self._texts))])
            self.combo.setCurrentIndex(self._current)

    def _on_index(self, index: int) -> None:
        if self._filled:
            self._current = index
        self.valueChanged.emit()

    def value(self) -> Any:
        row = self._current
        return self._keys[row] if 0 <= row < len(self._keys) else None

    def set_value(self, value: Any) -> None:
        try:
            idx = self._rows.get(value, -1)
        except TypeError:  # not a key at all (a list, a dict)
            idx = -1
        with QSignalBlocker(self.combo):
            if idx < 0 and value not in (None, ""):
                text = translate("CatalogForm", "{key} (not in the catalog)").format(key=value)
                self._keys.append(value)
                self._texts.append(text)
                if self._filled:
                    self.combo.addItem(text)
                idx = len(self._keys) - 1
                try:
                    self._rows.setdefault(value, idx)
                except TypeError:
                    pass
            if idx < 0 and self._keys:
                idx = 0
            self._current = idx
            if self._filled:
                self.combo.setCurrentIndex(idx)
            else:  # the one row shown: the same text as the full list's row
                self.combo.clear()
                if idx >= 0:
                    self.combo.addItem(self._text(idx))
                    self.combo.setCurrentIndex(0)

    def focus_widget(self) -> QWidget:
        return self.combo


class ChoiceListEditor(FieldEditor):
    """A short list of choices (e.g. up to three attack symbols): one combo per entry."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.combos: list[QComboBox] = []
        for _ in range(int(spec.max_items or 3)):
            combo = QComboBox(self)
            combo.addItem("—", None)
            for c in spec.choices:
                symbol = values.SYMBOL_TEXT.get(c, "")
                combo.addItem(f"{symbol} {values.choice_text(spec, c)}".strip(), c)
            combo.currentIndexChanged.connect(self.valueChanged)
            self.combos.append(combo)
            self._lay.addWidget(combo)
        self._lay.addStretch(1)

    def value(self) -> Any:
        return [c.currentData() for c in self.combos if c.currentData() is not None]

    def set_value(self, value: Any) -> None:
        entries = list(value or []) if isinstance(value, list) else []
        for i, combo in enumerate(self.combos):
            with QSignalBlocker(combo):
                v = entries[i] if i < len(entries) else None
                idx = combo.findData(v)
                combo.setCurrentIndex(max(0, idx))


class ListEditor(FieldEditor):
    """A list typed as comma-separated entries."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.edit = QLineEdit(self)
        self.edit.setPlaceholderText(translate("CatalogForm", "entries separated by commas"))
        self._lay.addWidget(self.edit)
        self.edit.textChanged.connect(self.valueChanged)

    def value(self) -> Any:
        text = self.edit.text().strip()
        if not text:
            return []
        out: list[Any] = []
        for raw in text.split(","):
            raw = raw.strip()
            if (self.spec.item_type or "text") in ("int", "float"):
                try:
                    out.append(int(raw) if self.spec.item_type == "int" else float(raw))
                except ValueError:
                    return Unparsed(
                        text, translate("CatalogForm", "{entry!r} is not a number").format(entry=raw)
                    )
            else:
                out.append(raw)
        return out

    def set_value(self, value: Any) -> None:
        with QSignalBlocker(self.edit):
            self.edit.setText(", ".join(str(v) for v in value) if isinstance(value, list) else "")

    def focus_widget(self) -> QWidget:
        return self.edit


class JsonEditor(FieldEditor):
    """Structured data as JSON text (fields without a graphical editor)."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.text = QPlainTextEdit(self)
        self.text.setTabChangesFocus(True)
        self.text.setMinimumHeight(70)
        self.text.setMaximumHeight(140)
        self.text.setPlaceholderText(translate("CatalogForm", "empty"))
        self._lay.addWidget(self.text)
        self.text.textChanged.connect(self.valueChanged)

    def value(self) -> Any:
        raw = self.text.toPlainText().strip()
        if not raw:
            return None
        try:
            return json.loads(raw)
        except json.JSONDecodeError as exc:
            return Unparsed(
                raw,
                translate("CatalogForm", "not valid JSON (line {line}, column {col})").format(
                    line=exc.lineno, col=exc.colno
                ),
            )

    def set_value(self, value: Any) -> None:
        with QSignalBlocker(self.text):
            self.text.setPlainText("" if value is None else json.dumps(value, ensure_ascii=False))

    def focus_widget(self) -> QWidget:
        return self.text


def make_editor(spec: FieldSpec, refs: RefSource | None, parent: QWidget | None = None) -> FieldEditor:
    t = spec.type
    if t == "text":
        if spec.key in ("colour", "color"):
            return ColourEditor(spec, parent)
        if spec.key in LONG_TEXT_KEYS:
            return LongTextEditor(spec, parent)
        return TextEditor(spec, parent)
    if t == "int":
        return IntEditor(spec, parent)
    if t == "float":
        return FloatEditor(spec, parent)
    if t == "bool":
        return BoolEditor(spec, parent)
    if t == "choice":
        return ChoiceEditor(spec, parent)
    if t == "multichoice":
        return MultiChoiceEditor(spec, parent)
    if t == "ref":
        return RefEditor(spec, refs, parent)
    if t == "list":
        if spec.item_type == "choice" and (spec.max_items or 99) <= 4:
            return ChoiceListEditor(spec, parent)
        return ListEditor(spec, parent)
    special = _field_editor(spec.key)
    if special is not None:
        return special(spec, parent)  # type: ignore[no-any-return]
    return JsonEditor(spec, parent)


def _field_editor(key: str) -> Any:
    """The editor a game lists for a field of its own kind (e.g. a figure's wheel), if any."""
    from desktop.lazy import load
    from desktop.ui import games

    for game in games.UI_GAMES.values():
        if key in game.field_editors:
            return load(game.field_editors[key])
    return None


LONG_TEXT_KEYS = ("description", "notes", "rules_text")


def style_placeholder(widget: QWidget, on: bool) -> None:
    """Amber background on a field's editor while its value is a placeholder."""
    widget.setProperty("placeholder", on)
    sheet = (
        "QLineEdit, QSpinBox, QDoubleSpinBox, QComboBox, QPlainTextEdit"
        f" {{ background: {values.PLACEHOLDER_BG}; color: {values.PLACEHOLDER_TEXT}; }}"
        if on
        else ""
    )
    if widget.styleSheet() != sheet:  # set again, the same sheet would be polished again
        widget.setStyleSheet(sheet)
