"""The round clock: start, pause, add time, time called; always visible above the event's tabs and on
the venue screen.  It runs on this desk (a monotonic timer); when the services gain a stored round
clock (issue 10, ``set_round_clock``) the page can hand each change to it through ``ops``."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget


class RoundClock(QObject):
    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.total = 50 * 60.0
        self._elapsed = 0.0
        self._started: float | None = None
        self.called = False
        self.round_key: tuple[int, int] | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(500)
        self._timer.timeout.connect(self.changed.emit)

    def reset(self, minutes: int, key: tuple[int, int] | None) -> None:
        if key == self.round_key and key is not None:
            return
        self.round_key = key
        self.total = minutes * 60.0
        self._elapsed = 0.0
        self._started = None
        self.called = False
        self._timer.stop()
        self.changed.emit()

    @property
    def running(self) -> bool:
        return self._started is not None

    def elapsed(self) -> float:
        return self._elapsed + (time.monotonic() - self._started if self._started is not None else 0.0)

    def remaining(self) -> float:
        return max(0.0, self.total - self.elapsed())

    def start(self) -> None:
        if self._started is None and not self.called:
            self._started = time.monotonic()
            self._timer.start()
            self.changed.emit()

    def pause(self) -> None:
        if self._started is not None:
            self._elapsed = self.elapsed()
            self._started = None
            self._timer.stop()
            self.changed.emit()

    def toggle(self) -> None:
        self.pause() if self.running else self.start()

    def add_minutes(self, minutes: int) -> None:
        self.total += minutes * 60
        self.called = False
        self.changed.emit()

    def call_time(self) -> None:
        self.pause()
        self._elapsed = self.total
        self.called = True
        self.changed.emit()

    def text(self) -> str:
        left = int(round(self.remaining()))
        return f"{left // 60:02d}:{left % 60:02d}"


class ClockWidget(QWidget):
    def __init__(self, clock: RoundClock, parent: QWidget | None = None, *, large: bool = False) -> None:
        super().__init__(parent)
        self.clock = clock
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.display = QLabel()
        self.display.setObjectName("roundClock")
        size = 64 if large else 20
        self.display.setStyleSheet(f"font-size: {size}px; font-weight: bold; font-family: monospace;")
        lay.addWidget(self.display)
        self.start_button = QPushButton()
        self.start_button.clicked.connect(clock.toggle)
        self.add_button = QPushButton()
        self.add_button.clicked.connect(lambda: clock.add_minutes(1))
        self.call_button = QPushButton()
        self.call_button.clicked.connect(clock.call_time)
        for b in (self.start_button, self.add_button, self.call_button):
            lay.addWidget(b)
            b.setVisible(not large)
        clock.changed.connect(self.update_display)
        self.retranslate()

    def retranslate(self) -> None:
        self.add_button.setText(self.tr("+1 min"))
        self.add_button.setToolTip(self.tr("Add a minute to the round"))
        self.call_button.setText(self.tr("Time called"))
        self.update_display()

    def update_display(self) -> None:
        c = self.clock
        self.display.setText(self.tr("TIME") if c.called else c.text())
        self.display.setToolTip(self.tr("Round clock"))
        colour = "#b00020" if c.called or c.remaining() < 300 else ("#1b5e20" if c.running else "#555555")
        self.display.setStyleSheet(self.display.styleSheet().split("color:")[0] + f"color: {colour};")
        self.start_button.setText(self.tr("Pause") if c.running else self.tr("Start"))
        self.start_button.setEnabled(not c.called)
