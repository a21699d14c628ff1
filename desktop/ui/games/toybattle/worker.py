"""Computer decisions off the UI thread (QThreadPool), delivered back through a queued signal."""

from __future__ import annotations

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from desktop.games.toybattle.engine import PlayerView


class _Signals(QObject):
    done = Signal(int, object)  # generation, Action
    failed = Signal(int, str)


class _Job(QRunnable):
    def __init__(self, player: object, view: PlayerView, generation: int, signals: _Signals) -> None:
        super().__init__()
        self.player = player
        self.view = view
        self.generation = generation
        self.signals = signals
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            action = self.player.choose(self.view)  # type: ignore[attr-defined]
        except Exception as exc:  # noqa: BLE001 - reported to the UI
            self.signals.failed.emit(self.generation, f"{type(exc).__name__}: {exc}")
            return
        self.signals.done.emit(self.generation, action)


class ComputerMover(QObject):
    """Runs ``player.choose(view)`` in the global thread pool; stale answers are dropped.

    ``done(action)`` / ``failed(message)`` are emitted on the UI thread. ``cancel()`` makes the running
    search return early (MCTS) and discards its answer.
    """

    done = Signal(object)
    failed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.generation = 0
        self.busy = False
        self._player: object | None = None
        self._signals = _Signals()
        self._signals.done.connect(self._on_done)
        self._signals.failed.connect(self._on_failed)

    def start(self, player: object, view: PlayerView) -> None:
        self.generation += 1
        self.busy = True
        self._player = player
        QThreadPool.globalInstance().start(_Job(player, view, self.generation, self._signals))

    def hurry(self) -> None:
        """Ask a running search to answer now with what it has."""
        cancel = getattr(self._player, "cancel", None)
        if self.busy and cancel is not None:
            cancel()

    def cancel(self) -> None:
        """Forget the running decision (its answer will be ignored)."""
        self.hurry()
        self.generation += 1
        self.busy = False

    def _on_done(self, generation: int, action: object) -> None:
        if generation != self.generation:
            return
        self.busy = False
        self.done.emit(action)

    def _on_failed(self, generation: int, message: str) -> None:
        if generation != self.generation:
            return
        self.busy = False
        self.failed.emit(message)

    @staticmethod
    def wait_all(msecs: int = 5000) -> bool:
        return QThreadPool.globalInstance().waitForDone(msecs)
