"""Attacktix computer decisions off the UI thread (QThreadPool), delivered back through a queued signal."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class _Signals(QObject):
    done = Signal(int, object)  # generation, action dict
    failed = Signal(int, str)


class _Job(QRunnable):
    def __init__(self, player: object, state: object, generation: int, signals: _Signals) -> None:
        super().__init__()
        self.player, self.state, self.generation, self.signals = player, state, generation, signals
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            action = self.player.choose(self.state)  # type: ignore[attr-defined]
        except Exception as exc:  # noqa: BLE001 - reported to the UI
            self._emit(self.signals.failed, f"{type(exc).__name__}: {exc}")
            return
        self._emit(self.signals.done, action)

    def _emit(self, signal: object, value: object) -> None:
        try:
            signal.emit(self.generation, value)  # type: ignore[attr-defined]
        except RuntimeError:
            pass  # the board went away meanwhile: nobody is waiting for this answer


class AttacktixMover(QObject):
    """Runs ``player.choose(state)`` on a copy of the state in the thread pool; stale answers are dropped."""

    done = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.generation = 0
        self.busy = False
        self._signals = _Signals()
        self._signals.done.connect(self._on_done)
        self._signals.failed.connect(self._on_failed)

    def start(self, player: object, state: object) -> None:
        self.generation += 1
        self.busy = True
        copy = state.copy()  # type: ignore[attr-defined]
        QThreadPool.globalInstance().start(_Job(player, copy, self.generation, self._signals))

    def cancel(self) -> None:
        self.generation += 1
        self.busy = False

    def _on_done(self, generation: int, action: object) -> None:
        if generation == self.generation:
            self.busy = False
            self.done.emit(action)

    def _on_failed(self, generation: int, message: str) -> None:
        if generation == self.generation:
            self.busy = False
            self.failed.emit(message)

    @staticmethod
    def wait_all(msecs: int = 5000) -> bool:
        return QThreadPool.globalInstance().waitForDone(msecs)
