"""The Attacktix wheel: 26 slots, each a speed and a window colour (black or white).

Empty means "generated from the figure's speed and white slots" (drawn faded). "Customise" turns the
generated wheel into the figure's own; then a click on a slot selects it, its colour button flips
black/white and the spin box sets its speed; "Use generated" empties the field again.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSignalBlocker, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from desktop.games.attacktix.catalog import WHEEL_SLOTS, generated_wheel
from desktop.games.catalog_schema import FieldSpec
from desktop.ui import palette
from desktop.ui.catalog.fields import FieldEditor

Slot = dict[str, Any]


translate = QCoreApplication.translate


class WheelStrip(QWidget):
    """The wheel drawn as the ring seen through the figure's base: slot 1 at the top, clockwise."""

    slotClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.slots: list[Slot] = []
        self.faded = False
        self.selected: int | None = None
        self.setFixedSize(132, 132)

    def _geometry(self) -> tuple[QPointF, float, float]:
        side = min(self.width(), self.height())
        centre = QPointF(self.width() / 2, self.height() / 2)
        outer = side / 2 - 2
        return centre, outer, outer * 0.62

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        centre, outer, inner = self._geometry()
        font = QFont(self.font())
        font.setPointSizeF(7.0)
        p.setFont(font)
        step = 360.0 / WHEEL_SLOTS
        for i, slot in enumerate(self.slots[:WHEEL_SLOTS]):
            white = slot.get("colour") == "white"
            fill = QColor("#fafafa") if white else QColor("#262626")
            if self.faded:
                fill.setAlpha(110)
            # Qt angles: 0 at 3 o'clock, counter-clockwise; slot 1 is centred at 12 o'clock
            start = 90 + step / 2 - (i + 1) * step
            path = QPainterPath()
            path.arcMoveTo(QRectF(centre.x() - outer, centre.y() - outer, 2 * outer, 2 * outer), start)
            path.arcTo(QRectF(centre.x() - outer, centre.y() - outer, 2 * outer, 2 * outer), start, step)
            path.arcTo(
                QRectF(centre.x() - inner, centre.y() - inner, 2 * inner, 2 * inner), start + step, -step
            )
            path.closeSubpath()
            p.setPen(QPen(QColor("#1e88e5"), 2.5) if i == self.selected else QPen(QColor("#8a8a8a"), 0.8))
            p.setBrush(fill)
            p.drawPath(path)
            mid = math.radians(start + step / 2)
            r = (outer + inner) / 2
            at = QPointF(centre.x() + r * math.cos(mid), centre.y() - r * math.sin(mid))
            p.setPen(QColor("#6b6b6b") if self.faded else (QColor("#1d1d1d") if white else QColor("#f2f2f2")))
            p.drawText(
                QRectF(at.x() - 8, at.y() - 7, 16, 14),
                Qt.AlignmentFlag.AlignCenter,
                str(slot.get("speed", "")),
            )
        p.setPen(QColor(palette.muted()))
        p.drawText(
            QRectF(centre.x() - inner, centre.y() - 9, 2 * inner, 18),
            Qt.AlignmentFlag.AlignCenter,
            translate("WheelEditor", "tix"),
        )
        p.end()

    def slot_at(self, point: QPointF) -> int | None:
        centre, outer, inner = self._geometry()
        dx, dy = point.x() - centre.x(), centre.y() - point.y()
        if not inner <= math.hypot(dx, dy) <= outer:
            return None
        clockwise_from_top = (90 - math.degrees(math.atan2(dy, dx))) % 360
        return int(((clockwise_from_top + 180.0 / WHEEL_SLOTS) % 360) // (360.0 / WHEEL_SLOTS))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        i = self.slot_at(event.position())
        if i is not None:
            self.slotClicked.emit(i)


class WheelEditor(FieldEditor):
    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self._value: list[Slot] | None = None
        self._context: Callable[[], dict[str, Any]] | None = None
        self.strip = WheelStrip(self)
        self.strip.slotClicked.connect(self._slot_clicked)
        self.note = QLabel(self)
        self.note.setStyleSheet(f"color: {palette.muted()};")
        self.btn_mode = QPushButton(self)
        self.btn_mode.clicked.connect(self._toggle_mode)
        self.slot_label = QLabel(self)
        self.colour_btn = QPushButton(self)
        self.colour_btn.clicked.connect(self._flip_colour)
        self.speed = QSpinBox(self)
        self.speed.setRange(0, 20)
        self.speed.valueChanged.connect(self._speed_changed)
        self.note.setWordWrap(True)
        slot_row = QHBoxLayout()
        slot_row.addWidget(self.slot_label)
        slot_row.addWidget(self.colour_btn)
        slot_row.addWidget(self.speed)
        slot_row.addStretch(1)
        col = QVBoxLayout()
        col.setContentsMargins(0, 0, 0, 0)
        col.addWidget(self.note)
        col.addLayout(slot_row)
        col.addStretch(1)
        # the button under the wheel, not beside the note: the form stays narrow enough for the
        # Catalog's table to show whole names in a 1024-pixel window (a longer translation too)
        wheel = QVBoxLayout()
        wheel.setContentsMargins(0, 0, 0, 0)
        wheel.addWidget(self.strip, 0, Qt.AlignmentFlag.AlignTop)
        wheel.addWidget(self.btn_mode, 0, Qt.AlignmentFlag.AlignLeft)
        wheel.addStretch(1)
        self._lay.addLayout(wheel)
        self._lay.addLayout(col, 1)
        self._update()

    def set_context(self, context: Callable[[], dict[str, Any]]) -> None:
        """Where the speed and white slots of a generated wheel come from (the form's data)."""
        self._context = context
        self._update()

    def refresh_context(self) -> None:
        if self._value is None:
            self._update()

    def _generated(self) -> list[Slot]:
        data = self._context() if self._context else {}
        speed = data.get("speed") if isinstance(data.get("speed"), int) else 0
        whites = data.get("white_count") if isinstance(data.get("white_count"), int) else 0
        return generated_wheel(speed, whites)

    def value(self) -> Any:
        return None if self._value is None else [dict(s) for s in self._value]

    def set_value(self, value: Any) -> None:
        if isinstance(value, list):
            self._value = [dict(s) if isinstance(s, dict) else {"speed": 0, "colour": "black"} for s in value]
        else:
            self._value = None
        self.strip.selected = None
        self._update()

    def _update(self) -> None:
        custom = self._value is not None
        self.strip.slots = self._value if custom else self._generated()
        self.strip.faded = not custom
        whites = sum(1 for s in self.strip.slots if s.get("colour") == "white")
        if custom:
            self.note.setText(
                translate("WheelEditor", "Own wheel: {w}/26 white. Click a slot to change it.").format(
                    w=whites
                )
            )
            self.btn_mode.setText(translate("WheelEditor", "Use generated"))
            self.btn_mode.setToolTip(
                translate("WheelEditor", "Forget this wheel and generate it from speed and white slots")
            )
        else:
            self.note.setText(
                translate("WheelEditor", "Generated from speed and white slots ({w}/26 white).").format(
                    w=whites
                )
            )
            self.btn_mode.setText(translate("WheelEditor", "Customise…"))
            self.btn_mode.setToolTip(translate("WheelEditor", "Edit the 26 slots one by one"))
        sel = self.strip.selected
        editing = custom and sel is not None
        for w in (self.slot_label, self.colour_btn, self.speed):
            w.setVisible(editing)
        if editing:
            slot = self.strip.slots[sel]
            self.slot_label.setText(translate("WheelEditor", "Slot {n}").format(n=sel + 1))
            self.colour_btn.setText(
                translate("WheelEditor", "white")
                if slot.get("colour") == "white"
                else translate("WheelEditor", "black")
            )
            with QSignalBlocker(self.speed):
                self.speed.setValue(int(slot.get("speed") or 0))
        self.strip.update()

    def _toggle_mode(self) -> None:
        self._value = None if self._value is not None else [dict(s) for s in self._generated()]
        self.strip.selected = None
        self._update()
        self.valueChanged.emit()

    def _slot_clicked(self, i: int) -> None:
        if self._value is None:
            return
        self.strip.selected = i
        self._update()

    def _flip_colour(self) -> None:
        i = self.strip.selected
        if self._value is None or i is None:
            return
        slot = self._value[i]
        slot["colour"] = "black" if slot.get("colour") == "white" else "white"
        self._update()
        self.valueChanged.emit()

    def _speed_changed(self, value: int) -> None:
        i = self.strip.selected
        if self._value is None or i is None or self._value[i].get("speed") == value:
            return
        self._value[i]["speed"] = value
        self._update()
        self.valueChanged.emit()
