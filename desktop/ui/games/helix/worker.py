"""Battle Helix work off the UI thread: exact odds and computer decisions, in the global thread pool.

``Background.run(key, fn)`` calls ``fn()`` in a pool thread; ``done(key, value)`` or ``failed(key,
message)`` arrive on the UI thread. ``cancel()`` drops every answer still on its way (a new game, an
undo); each call carries the generation it was started in.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Signals(QObject):
    done = Signal(int, str, object)
    failed = Signal(int, str, str)


class _Job(QRunnable):
    def __init__(self, fn: Callable[[], Any], key: str, generation: int, signals: _Signals) -> None:
        super().__init__()
        self.fn, self.key, self.generation, self.signals = fn, key, generation, signals
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            value = self.fn()
        except Exception as exc:  # noqa: BLE001 - reported to the UI
            self.signals.failed.emit(self.generation, self.key, f"{type(exc).__name__}: {exc}")
            return
        self.signals.done.emit(self.generation, self.key, value)


class Background(QObject):
    done = Signal(str, object)
    failed = Signal(str, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.generation = 0
        self.pending = 0
        self._signals = _Signals()
        self._signals.done.connect(self._done)
        self._signals.failed.connect(self._failed)

    def run(self, key: str, fn: Callable[[], Any]) -> None:
        self.pending += 1
        QThreadPool.globalInstance().start(_Job(fn, key, self.generation, self._signals))

    def cancel(self) -> None:
        self.generation += 1

    def busy(self) -> bool:
        return self.pending > 0

    def _done(self, generation: int, key: str, value: object) -> None:
        self.pending -= 1
        if generation == self.generation:
            self.done.emit(key, value)

    def _failed(self, generation: int, key: str, message: str) -> None:
        self.pending -= 1
        if generation == self.generation:
            self.failed.emit(key, message)

    @staticmethod
    def wait(msecs: int = 5000) -> bool:
        return QThreadPool.globalInstance().waitForDone(msecs)
