"""The round clock: start, pause, add time, time called; always visible above the event's tabs and on
the venue screen.

When the services keep a stored round clock (``desktop.services.tournament_clock``: start, pause,
resume, extend; versioned like matches) every change goes to the database, so that every desk, the
venue screen and result entry (which defaults "how it ended" to time called once time is up) see the
same clock; the page reads it again every few seconds for the changes of other desks.  Without those
services (or before a round is published) it runs on this desk only (a monotonic timer)."""

from __future__ import annotations

import math
import time
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from desktop.services import tournament as svc
from desktop.ui import palette

SYNC_SECONDS = 5.0


class RoundClock(QObject):
    changed = Signal()
    failed = Signal(object)
    """A service refused a change (the exception); the page shows it."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.total = 50 * 60.0
        self._elapsed = 0.0
        self._started: float | None = None
        self.called = False
        self.started = False
        """The round's clock has been started (it may be paused now)."""
        self.round_key: tuple[int, int] | None = None
        self.db: Any = None
        self.event_id: int | None = None
        self.stored = False
        """The clock is the database's (``tournament_clock``), not this desk's."""
        self.version: int | None = None
        self.extensions: dict[int, int] = {}
        """Extra seconds of single tables (match id -> seconds), as the stored clock says."""
        self.event_over = False
        """The open event is finished: no round is left to time (the display says so)."""
        self._synced = 0.0
        self._timer = QTimer(self)
        self._timer.setInterval(500)
        self._timer.timeout.connect(self._tick)

    # -- binding to a round -----------------------------------------------------------------------------
    def reset(
        self, minutes: int, key: tuple[int, int] | None, *, db: Any = None, published: bool = True
    ) -> None:
        """Show the clock of round ``key`` = (event id, round number); ``db`` given and the round
        published: the stored clock."""
        stored = bool(db is not None and key is not None and published)
        if key == self.round_key and key is not None and stored == self.stored and db is self.db:
            if stored:
                self.sync()
            return
        self.round_key = key
        self.db = db if stored else None
        self.event_id = key[0] if key else None
        self.stored = stored
        self.total = minutes * 60.0
        self._elapsed = 0.0
        self._started = None
        self.called = False
        self.started = False
        self.version = None
        self.extensions = {}
        self._timer.stop()
        if stored:
            self.sync()
        else:
            self.changed.emit()

    def sync(self) -> None:
        """Read the stored clock again (another desk may have changed it)."""
        if not self.stored:
            return
        try:
            view = svc.clock(self.db, self.event_id)
        except Exception:  # noqa: BLE001 - the round went away (undone): show this desk's idle clock
            self.stored = False
            self.changed.emit()
            return
        self._apply(view)

    def _apply(self, view: Any) -> None:
        self._synced = time.monotonic()
        self.version = int(view.version)
        self.total = float(view.elapsed_seconds + view.remaining_seconds)
        self._elapsed = float(view.elapsed_seconds)
        self.started = bool(view.started_at)
        self._started = time.monotonic() if view.running else None
        self.called = bool(view.time_up)
        self.extensions = dict(getattr(view, "extensions", None) or {})
        if not self._timer.isActive():
            self._timer.start()  # also when stopped: another desk may start it (read every few seconds)
        self.changed.emit()

    def _tick(self) -> None:
        if self.stored and time.monotonic() - self._synced >= SYNC_SECONDS:
            self.sync()
            return
        if self.running and self.remaining() <= 0:
            self.called = True
        self.changed.emit()

    def _change(self, what: str, *args: Any) -> bool:
        try:
            view = getattr(svc, what)(self.db, self.event_id, *args, expected_version=self.version)
        except Exception as exc:  # noqa: BLE001 - shown by the page; the clock shows what is stored
            self.sync()
            self.failed.emit(exc)
            return False
        self._apply(view)
        return True

    # -- state ------------------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._started is not None

    @property
    def usable(self) -> bool:
        """A round is on: its clock can be started (this desk's when nothing is stored)."""
        return self.round_key is not None

    def elapsed(self) -> float:
        return self._elapsed + (time.monotonic() - self._started if self._started is not None else 0.0)

    def remaining(self) -> float:
        return max(0.0, self.total - self.elapsed())

    # -- actions ----------------------------------------------------------------------------------------
    def start(self) -> None:
        if self.running or self.called or not self.usable:
            return
        if self.stored:
            self._change("resume_clock" if self.started else "start_clock")
            return
        self._started = time.monotonic()
        self.started = True
        self._timer.start()
        self.changed.emit()

    def pause(self) -> None:
        if self._started is None:
            return
        if self.stored:
            self._change("pause_clock")
            return
        self._elapsed = self.elapsed()
        self._started = None
        self._timer.stop()
        self.changed.emit()

    def toggle(self) -> None:
        self.pause() if self.running else self.start()

    def add_minutes(self, minutes: int) -> None:
        if not self.usable:
            return
        if self.stored:
            if self.started:  # the stored clock gains time once it runs (the round time before)
                self._change("extend_clock", minutes)
            return
        self.total += minutes * 60
        self.called = self.started and self.remaining() <= 0
        self.changed.emit()

    def call_time(self) -> None:
        if not self.usable or self.called:
            return
        if self.stored:
            if not self.started and not self._change("start_clock"):
                return
            left = self.total - self.elapsed()
            if left > 0:
                self._change("extend_clock", -math.ceil(left / 60))
            return
        self.pause()
        self._elapsed = self.total
        self.called = True
        self.started = True
        self.changed.emit()

    def text(self) -> str:
        left = int(round(self.remaining()))
        return f"{left // 60:02d}:{left % 60:02d}"


class ClockWidget(QWidget):
    def __init__(self, clock: RoundClock, parent: QWidget | None = None, *, large: bool = False) -> None:
        super().__init__(parent)
        self.clock = clock
        self.large = large  # the venue screen's clock, always on its dark background
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
        over = c.event_over and not c.usable
        if over:  # no "50:00" beside a Start that can never be pressed: the event is over
            self.display.setText(self.tr("Finished"))
        else:
            self.display.setText(self.tr("TIME") if c.called else c.text())
        for b in (self.start_button, self.add_button, self.call_button):
            b.setVisible(not self.large and not over)
        if not c.usable and c.event_over:
            self.display.setToolTip(self.tr("Round clock: the event is finished, no round is left to time"))
        elif not c.usable:
            self.display.setToolTip(self.tr("Round clock: it runs once a round is published"))
        elif c.stored:
            self.display.setToolTip(self.tr("Round clock (kept in the database: every desk sees it)"))
        else:
            self.display.setToolTip(self.tr("Round clock (this desk only)"))
        colour = (
            "#b00020"
            if c.called or (c.usable and c.remaining() < 300)
            else ("#1b5e20" if c.running else "#555555")
        )
        colour = palette.readable(colour, palette.dark_palette() if self.large else None)
        self.display.setStyleSheet(self.display.styleSheet().split("color:")[0] + f"color: {colour};")
        if c.running:
            self.start_button.setText(self.tr("Pause"))
        elif c.started and not c.called:
            self.start_button.setText(self.tr("Resume"))
        else:
            self.start_button.setText(self.tr("Start"))
        self.start_button.setEnabled(c.usable and not c.called)
        self.add_button.setEnabled(c.usable and (c.started or not c.stored))
        self.call_button.setEnabled(c.usable and not c.called)
