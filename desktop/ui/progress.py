"""Long work off the UI thread with a progress dialog and Cancel (imports of 20,000 items...).

``run_with_progress(parent, title, label, work)`` runs ``work(progress)`` in a worker thread, where
``progress(done, total)`` is the callback the services accept (it returns False once the person
pressed Cancel, and the service stops with nothing written). The UI thread keeps painting; the
dialog shows after a short delay only, so quick work does not flash a window. The result is returned,
or the worker's exception re-raised in the UI thread.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication, QEventLoop, Qt, QTimer
from PySide6.QtWidgets import QProgressDialog, QWidget

T = TypeVar("T")


class _State:
    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.done = 0
        self.total = 0
        self.cancelled = False
        self.finished = False
        self.result: Any = None
        self.error: BaseException | None = None

    def progress(self, done: int, total: int) -> bool:
        with self.lock:
            self.done, self.total = done, total
            return not self.cancelled


def run_with_progress(
    parent: QWidget | None,
    title: str,
    label: str,
    work: Callable[[Callable[[int, int], bool]], T],
    *,
    show_after_ms: int = 400,
) -> T:
    state = _State()

    def target() -> None:
        try:
            state.result = work(state.progress)
        except BaseException as exc:  # noqa: BLE001 - handed to the UI thread
            state.error = exc
        finally:
            with state.lock:
                state.finished = True

    dialog = QProgressDialog(label, QCoreApplication.translate("Progress", "Cancel"), 0, 0, parent)
    dialog.setWindowTitle(title)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.setMinimumDuration(show_after_ms)
    dialog.setAutoClose(False)
    dialog.setAutoReset(False)
    loop = QEventLoop()

    def on_cancel() -> None:
        with state.lock:
            state.cancelled = True

    dialog.canceled.connect(on_cancel)

    def poll() -> None:
        if dialog.wasCanceled():
            on_cancel()
        with state.lock:
            done, total, finished = state.done, state.total, state.finished
        if total:
            dialog.setMaximum(total)
            dialog.setValue(min(done, total))
        if finished:
            timer.stop()
            loop.quit()

    timer = QTimer()
    timer.setInterval(50)
    timer.timeout.connect(poll)
    worker = threading.Thread(target=target, name="toybox-long-work", daemon=True)
    worker.start()
    timer.start()
    if not state.finished:
        loop.exec()
    worker.join()
    timer.stop()
    dialog.close()
    dialog.deleteLater()
    if state.error is not None:
        raise state.error
    return state.result  # type: ignore[no-any-return]
