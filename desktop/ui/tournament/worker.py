"""Long work off the UI thread: a service call runs in Qt's thread pool while a progress dialog shows
(after a short delay); the result or the exception comes back on the UI thread."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Qt, QThreadPool, QTimer, Signal
from PySide6.QtWidgets import QProgressDialog, QWidget


class Task(QObject):
    done = Signal(object)
    failed = Signal(object)
    progress = Signal(int, int)
    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.running = True


class _Runnable(QRunnable):
    def __init__(self, task: Task, fn: Callable[..., Any]) -> None:
        super().__init__()
        self.task = task
        self.fn = fn
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            params = inspect.signature(self.fn).parameters
            result = self.fn(self.task.progress.emit) if "report" in params else self.fn()
        except Exception as exc:  # noqa: BLE001 - handed to the UI thread, shown to the user
            self.task.failed.emit(exc)
        else:
            self.task.done.emit(result)


_ALIVE: set[Task] = set()


def run_task(
    parent: QWidget,
    label: str,
    fn: Callable[..., Any],
    on_done: Callable[[Any], None],
    on_error: Callable[[BaseException], None],
    *,
    delay_ms: int = 400,
) -> Task:
    """Run ``fn`` (optionally taking ``report(done, total)``) in the thread pool."""
    task = Task()
    _ALIVE.add(task)
    dialog = QProgressDialog(label, "", 0, 0, parent)
    dialog.setCancelButton(None)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(delay_ms)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    timer = QTimer(task)
    timer.setSingleShot(True)
    timer.timeout.connect(lambda: dialog.show() if task.running else None)
    timer.start(delay_ms)

    def progress(done: int, total: int) -> None:
        dialog.setMaximum(max(total, 1))
        dialog.setValue(done)

    def finish() -> None:
        task.running = False
        timer.stop()
        try:
            dialog.hide()
            dialog.deleteLater()
        except RuntimeError:  # the dialog went with its parent: the result is still handed on
            pass
        _ALIVE.discard(task)
        task.finished.emit()

    def ok(result: Any) -> None:
        finish()
        on_done(result)

    def bad(exc: BaseException) -> None:
        finish()
        on_error(exc)

    task.progress.connect(progress, Qt.ConnectionType.QueuedConnection)
    task.done.connect(ok, Qt.ConnectionType.QueuedConnection)
    task.failed.connect(bad, Qt.ConnectionType.QueuedConnection)
    QThreadPool.globalInstance().start(_Runnable(task, fn))
    return task


_QUIET_POOL: Any = None


def run_quiet(
    owner: QObject,
    fn: Callable[[], Any],
    on_done: Callable[[Any], None],
    on_error: Callable[[BaseException], None],
) -> Any:
    """Run ``fn`` on a worker thread without any dialog (short reads that must not interrupt the user:
    the live refresh, a result saved again after a lost connection); the result or the exception is
    handed over on the UI thread by a timer of ``owner`` that looks at the future — so nothing is
    delivered once ``owner`` is gone (its page closed), and nothing depends on a queued signal."""
    global _QUIET_POOL
    from concurrent.futures import ThreadPoolExecutor

    if _QUIET_POOL is None:
        _QUIET_POOL = ThreadPoolExecutor(max_workers=2, thread_name_prefix="toybox-quiet")
    future = _QUIET_POOL.submit(fn)
    timer = QTimer(owner)
    timer.setInterval(15)

    def look() -> None:
        if not future.done():
            return
        timer.stop()
        timer.deleteLater()
        exc = future.exception()
        if exc is not None:
            on_error(exc)
        else:
            on_done(future.result())

    timer.timeout.connect(look)
    timer.start()
    return future
