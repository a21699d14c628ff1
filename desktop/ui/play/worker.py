"""Work off the UI thread for every board: computer decisions and exact odds, in the global thread pool.

:class:`Background` runs ``fn()`` in a pool thread; ``done(key, value)`` or ``failed(key, message)`` arrive
on the UI thread. ``cancel()`` drops every answer still on its way (a new game, an undo): each call
carries the generation it was started in. An answer whose owner has gone meanwhile (the board was closed
while a search ran) is dropped quietly instead of raising "Signal source has been deleted" in the pool.

:class:`ComputerMover` is the one-decision-at-a-time form the boards use: ``start(player, seen)`` calls
``player.choose(seen)``; ``hurry()`` asks a search that can stop early (``player.cancel()``) to answer now.
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
            self._emit("failed", f"{type(exc).__name__}: {exc}")
            return
        self._emit("done", value)

    def _emit(self, which: str, value: object) -> None:
        try:
            getattr(self.signals, which).emit(self.generation, self.key, value)
        except RuntimeError:
            pass  # the owner went away meanwhile: nobody is waiting for this answer


class Background(QObject):
    done = Signal(str, object)
    failed = Signal(str, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.generation = 0
        self.pending = 0
        self._signals = _Signals(self)
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

    wait_all = wait


class ComputerMover(QObject):
    """Runs ``player.choose(seen)`` in the thread pool, one decision at a time; stale answers are dropped.

    ``done(action)`` / ``failed(message)`` are emitted on the UI thread.
    """

    done = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.busy = False
        self._player: object | None = None
        self._background = Background(self)
        self._background.done.connect(self._on_done)
        self._background.failed.connect(self._on_failed)

    @property
    def generation(self) -> int:
        return self._background.generation

    def start(self, player: object, seen: object) -> None:
        self._background.cancel()
        self.busy = True
        self._player = player
        self._background.run("choose", lambda: player.choose(seen))  # type: ignore[attr-defined]

    def hurry(self) -> None:
        """Ask a running search to answer now with what it has."""
        cancel = getattr(self._player, "cancel", None)
        if self.busy and cancel is not None:
            cancel()

    def cancel(self) -> None:
        """Forget the running decision (its answer will be ignored)."""
        self.hurry()
        self._background.cancel()
        self.busy = False

    def _on_done(self, _key: str, action: object) -> None:
        self.busy = False
        self.done.emit(action)

    def _on_failed(self, _key: str, message: str) -> None:
        self.busy = False
        self.failed.emit(message)

    wait_all = staticmethod(Background.wait)
