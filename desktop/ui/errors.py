"""No exception in a slot is ever silent: an app-wide ``sys.excepthook`` that shows a message box.

A :class:`~desktop.services.errors.ServiceError` (a refused action, the conflict error, a database
that is locked, read-only or out of space) is shown as its message, translated from its English
template and parameters; anything else is a bug and is shown with its type, message and the place it
happened (the full traceback goes to stderr). The app stays usable: the slot's work was abandoned
before anything was written, and the form keeps what the person typed.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from desktop.services.errors import ServiceError, service_error_for


def service_message(error: ServiceError) -> str:
    """The error's message in the interface language (its template translated, params filled in)."""
    translated = QCoreApplication.translate("ServiceErrors", error.template)
    if not error.params:
        return translated
    try:
        return translated.format(**error.params)
    except (KeyError, IndexError, ValueError):
        return error.message


def describe(exc: BaseException) -> tuple[str, str]:
    """(title, text) of the message box for ``exc``."""
    error = service_error_for(exc)
    if error is not None:
        return QCoreApplication.translate("Errors", "The action could not be done"), service_message(error)
    where = ""
    tb = traceback.extract_tb(exc.__traceback__) if exc.__traceback__ else []
    if tb:
        last = tb[-1]
        where = f" ({last.filename.rsplit('/', 1)[-1]}:{last.lineno})"
    return (
        QCoreApplication.translate("Errors", "Unexpected error"),
        QCoreApplication.translate(
            "Errors", "Something went wrong: %1. Nothing more was done; you can go on working."
        ).replace("%1", f"{type(exc).__name__}: {exc}{where}"),
    )


class _Relay(QObject):
    raised = Signal(object)


class ExceptionHandler:
    """Installed once per application; ``shown`` lists what was shown (tests read it)."""

    def __init__(self, parent: Callable[[], QWidget | None] | None = None, *, modal: bool = True) -> None:
        self.parent = parent
        self.modal = modal
        self.shown: list[tuple[str, str]] = []
        self._previous = sys.excepthook
        self._relay = _Relay()
        self._relay.raised.connect(self._show)
        self._busy = False

    def install(self) -> ExceptionHandler:
        sys.excepthook = self.hook
        return self

    def uninstall(self) -> None:
        if sys.excepthook == self.hook:
            sys.excepthook = self._previous

    def hook(self, kind: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            self._previous(kind, exc, tb)
            return
        if service_error_for(exc) is None:
            traceback.print_exception(kind, exc, tb, file=sys.stderr)
        self._relay.raised.emit(exc)

    def _show(self, exc: BaseException) -> None:
        title, text = describe(exc)
        self.shown.append((title, text))
        if self._busy or not self.modal or QApplication.instance() is None:
            return
        self._busy = True
        try:
            box = QMessageBox(self.parent() if self.parent else None)
            box.setIcon(QMessageBox.Icon.Warning)
            box.setWindowTitle(title)
            box.setTextFormat(Qt.TextFormat.PlainText)
            box.setText(text)
            box.exec()
        finally:
            self._busy = False


_handler: ExceptionHandler | None = None


def install(parent: Callable[[], QWidget | None] | None = None, *, modal: bool = True) -> ExceptionHandler:
    """Install the app-wide handler (once); returns it."""
    global _handler
    if _handler is None:
        _handler = ExceptionHandler(parent, modal=modal).install()
    return _handler


def show_service_error(parent: QWidget | None, title: str, exc: BaseException) -> bool:
    """Show a ServiceError (or a database failure) in a message box; False when ``exc`` is neither."""
    error = service_error_for(exc)
    if error is None:
        return False
    box = QMessageBox(QMessageBox.Icon.Warning, title, service_message(error), parent=parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.exec()
    return True
