"""A game's settings as a form, built from its one settings schema (``GameInfo.settings``).

The event dialog (game settings of an event) and the set-up dialogs use it: each setting becomes a row
with the right editor (a check box, a spin box with its bounds, a list of its choices), its label and a
one-line explanation in players' words. Advanced settings sit in an "Advanced" section, closed by default.
:meth:`SettingsForm.values` gives a dict that fits the schema (``desktop.games.settings.check``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.games import settings as S
from desktop.games.settings import Setting
from desktop.ui import hints
from desktop.ui.checks import CheckBox


def tr(text: str) -> str:
    return QCoreApplication.translate("GameSettings", text) if text else ""


#: room a title bar takes besides its text: the window icon and the three buttons
TITLE_BAR_ROOM = 180
#: the widest a set-up dialog may ask to be (a 1024 pixel wide screen)
MAX_DIALOG_WIDTH = 1000


def title_width(title: str) -> int:
    """The width a window manager needs for ``title``: the title bar's font is often bold and larger."""
    font = QFont(QApplication.font())
    font.setBold(True)
    font.setPointSizeF(font.pointSizeF() * 1.2)
    return QFontMetrics(font).horizontalAdvance(title) + TITLE_BAR_ROOM


def fit_title(dialog: QWidget) -> None:
    """Keep a dialog wide enough that its title is not cut ("New Attacktix ga…e"), within a 1024 screen."""
    needed = min(MAX_DIALOG_WIDTH, title_width(dialog.windowTitle()))
    layout = dialog.layout()
    content = layout.totalMinimumSize().width() if layout is not None else 0
    # an explicit minimum width replaces the layout's: keep the content's too
    dialog.setMinimumWidth(max(dialog.minimumWidth(), needed, content))


class SettingsForm(QWidget):
    """Rows for every setting of ``schema`` that applies in ``scope`` ("event" or "setup")."""

    changed = Signal()

    def __init__(
        self,
        schema: Iterable[Setting],
        scope: str,
        parent: QWidget | None = None,
        *,
        skip: Iterable[str] = (),
    ) -> None:
        super().__init__(parent)
        skipped = set(skip)
        self.schema = tuple(s for s in schema if scope in s.scopes and s.key not in skipped)
        self.scope = scope
        self.editors: dict[str, QWidget] = {}
        self.labels: dict[str, QLabel] = {}
        self.helps: dict[str, QLabel] = {}
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.basic = QFormLayout()
        lay.addLayout(self.basic)
        self.advanced_button = QToolButton()
        self.advanced_button.setCheckable(True)
        self.advanced_button.setAutoRaise(True)
        self.advanced_button.toggled.connect(self._show_advanced)
        self.advanced_box = QWidget()
        self.advanced = QFormLayout(self.advanced_box)
        self.advanced.setContentsMargins(12, 0, 0, 0)
        lay.addWidget(self.advanced_button)
        lay.addWidget(self.advanced_box)
        for setting in self.schema:
            self._add(setting)
        has_advanced = any(s.advanced for s in self.schema)
        self.advanced_button.setVisible(has_advanced)
        self._show_advanced(False)
        self.retranslate()

    # -- building -------------------------------------------------------------------------------------
    def _editor(self, s: Setting) -> QWidget:
        if s.kind == "bool":
            box = CheckBox()
            box.toggled.connect(self.changed)
            return box
        if s.kind == "int":
            spin = QSpinBox()
            lo = int(s.minimum) if s.minimum is not None else -1_000_000
            hi = int(s.maximum) if s.maximum is not None else 1_000_000
            spin.setRange(lo - 1 if s.optional else lo, hi)
            spin.valueChanged.connect(self.changed)
            return spin
        if s.kind == "float":
            dspin = QDoubleSpinBox()
            dspin.setDecimals(2)
            lo_f = float(s.minimum) if s.minimum is not None else -1e6
            hi_f = float(s.maximum) if s.maximum is not None else 1e6
            dspin.setRange(lo_f, hi_f)
            dspin.setSingleStep(0.5 if hi_f - lo_f > 5 else 0.05)
            dspin.valueChanged.connect(self.changed)
            return dspin
        if s.kind == "choice":
            combo = QComboBox()
            for value in s.choices:
                combo.addItem("", value)
            combo.currentIndexChanged.connect(self.changed)
            return combo
        line = QLineEdit()
        line.setMaxLength(s.max_length)
        line.textChanged.connect(self.changed)
        return line

    def _add(self, s: Setting) -> None:
        editor = self._editor(s)
        editor.setObjectName(f"setting-{s.key}")
        label = QLabel()
        label.setBuddy(editor)
        help_label = QLabel()
        help_label.setWordWrap(True)
        hints.as_hint(help_label)  # the palette's muted grey: readable in light and dark
        holder = QWidget()
        col = QVBoxLayout(holder)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(1)
        col.addWidget(editor)
        col.addWidget(help_label)
        (self.advanced if s.advanced else self.basic).addRow(label, holder)
        self.editors[s.key] = editor
        self.labels[s.key] = label
        self.helps[s.key] = help_label
        self._set(s, s.default)

    def _show_advanced(self, shown: bool) -> None:
        self.advanced_box.setVisible(shown)
        self.advanced_button.setArrowType(
            self.advanced_button.arrowType().DownArrow if shown else self.advanced_button.arrowType().RightArrow
        )

    def retranslate(self) -> None:
        self.advanced_button.setText(QCoreApplication.translate("SettingsForm", "Advanced"))
        self.advanced_button.setToolButtonStyle(self.advanced_button.toolButtonStyle().ToolButtonTextBesideIcon)
        for s in self.schema:
            self.labels[s.key].setText(tr(s.label) + ":")
            self.helps[s.key].setText(tr(s.help))
            editor = self.editors[s.key]
            editor.setToolTip(tr(s.help))
            if isinstance(editor, QComboBox):
                for i, value in enumerate(s.choices):
                    editor.setItemText(i, tr(s.choice_label(value)))
            elif isinstance(editor, QSpinBox) and s.optional:
                editor.setSpecialValueText(tr(s.none_label))

    # -- values ---------------------------------------------------------------------------------------
    def _set(self, s: Setting, value: Any) -> None:
        editor = self.editors[s.key]
        if isinstance(editor, QCheckBox):
            editor.setChecked(bool(value))
        elif isinstance(editor, QSpinBox):
            editor.setValue(editor.minimum() if value is None else int(value))
        elif isinstance(editor, QDoubleSpinBox):
            editor.setValue(float(value))
        elif isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(0, editor.findData(value)))
        elif isinstance(editor, QLineEdit):
            editor.setText(str(value))

    def _get(self, s: Setting) -> Any:
        editor = self.editors[s.key]
        if isinstance(editor, QCheckBox):
            return editor.isChecked()
        if isinstance(editor, QSpinBox):
            if s.optional and editor.value() == editor.minimum():
                return None
            return editor.value()
        if isinstance(editor, QDoubleSpinBox):
            return round(editor.value(), 6)
        if isinstance(editor, QComboBox):
            return editor.currentData()
        assert isinstance(editor, QLineEdit)
        return editor.text()

    def values(self) -> dict[str, Any]:
        return {s.key: self._get(s) for s in self.schema}

    def set_values(self, values: Mapping[str, Any]) -> None:
        """Show ``values``; what does not fit its setting shows the default (the service names it)."""
        fitted, _problems = S.repair(self.schema, {k: v for k, v in values.items() if k in self.editors})
        for s in self.schema:
            self._set(s, fitted.get(s.key, s.default))

    def widgets(self) -> list[QWidget]:
        return [*self.editors.values(), self.advanced_button]
