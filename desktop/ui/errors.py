"""Errors for people, in the interface's language, and no exception in a slot ever silent.

A service error (``desktop.services.errors.ServiceError``: a refused action, the conflict error, a
database that is locked, read-only or out of space) carries an English ``template`` with named
``{placeholders}`` and their ``params``; the template is translated in the "ServiceErrors" context
(marked for lupdate by :mod:`desktop.ui.service_error_strings`) and filled in (:func:`error_text`).
Validation errors that carry catalog :class:`~desktop.games.catalog_schema.Problem` values are shown
through the catalog's own problem texts (one mechanism, :func:`desktop.ui.catalog.values.problems_text`).
Anything else falls back to the error's own (English) message.

The app-wide ``sys.excepthook`` (:func:`install`) shows a message box: a service error as its message;
anything else is a bug and is shown with its type, message and the place it happened (the full
traceback goes to stderr). The app stays usable: the slot's work was abandoned before anything was
written, and the form keeps what the person typed.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable, Mapping
from types import TracebackType
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from desktop.services.errors import Phrase, ServiceError, service_error_for

CONTEXT = "ServiceErrors"


# The parameters that hold a text as a user or a file wrote it (a file's or a player's name): a sentence
# that starts with one keeps it as written ("bad_catalog.json, …", not "Bad_catalog.json, …"). Others, such
# as {what} and {field}, are the services' own English words and start the sentence with a capital.
AS_WRITTEN = ("{file}", "{path}", "{name}", "{a}", "{location}")


def _sentence(text: str, template: str = "") -> str:
    """First letter in capitals, the rest untouched (names keep their case), unless the sentence starts
    with a text as a user or a file wrote it (:data:`AS_WRITTEN`)."""
    translated = QCoreApplication.translate(CONTEXT, template) if template else ""
    if template.startswith(AS_WRITTEN) or translated.startswith(AS_WRITTEN):
        return text
    return text[:1].upper() + text[1:]


def template_text(
    template: str, params: Mapping[str, Any] | None = None, context: str = CONTEXT
) -> str | None:
    """``template`` translated (in ``context``) and filled in with ``params``; None when it does not fit
    them. A parameter that is a :class:`~desktop.services.errors.Phrase` is translated in its own context
    first (an import file's item and what is wrong with it)."""
    from desktop.ui.catalog.values import _param_text  # kinds and choices named in a parameter

    translated = QCoreApplication.translate(context, template)
    values = {
        name: phrase_text(value) if isinstance(value, Phrase) else _param_shown(value, _param_text)
        for name, value in dict(params or {}).items()
    }
    for text in (translated, template):  # a translation that lost a placeholder: the English one
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError, AttributeError):
            continue
    return None


def phrase_text(phrase: Phrase) -> str:
    """A phrase in the interface's language (its English text when its translation does not fit)."""
    text = template_text(phrase.template, phrase.params, phrase.context)
    return text if text is not None else str(phrase)


def problem_lines(exc: BaseException) -> list[str]:
    """Every problem an import refusal lists, one a line, in the interface's language: an entry of the
    file (``item_problems``: "елемент 3 (…), поле 'points': …") or, for older errors, their English text."""
    items = getattr(exc, "item_problems", ()) or ()
    if items:
        return [phrase_text(p.line) for p in items]
    return [str(p) for p in getattr(exc, "problems", ()) or ()]


def _param_shown(value: Any, catalog_text: Callable[[Any], Any]) -> Any:
    """A parameter as shown: a game's reason for refusing a result (a ``Label`` of role "result", its
    ``key`` the game's English sentence) translated in the "GameResults" context where a translation
    has it (else as the game words it, the field first), anything else as the catalog shows it."""
    from desktop.games.catalog_schema import Label

    if isinstance(value, Label) and value.role == "result":
        translated = QCoreApplication.translate("GameResults", value.key)
        return translated if translated != value.key else str(value)
    if isinstance(value, Label) and value.role == "squad_violations" and value.parts:
        return _violations_text(value)
    return catalog_text(value)


def _violations_text(value: Any) -> str:
    """The rules a squad breaks (``parts``: each violation as JSON) in the game's own translated rule
    texts (``desktop.ui.games.<game>.squad_texts``, as its squad editor shows them); as the game worded
    them where the game has none."""
    import importlib
    import json

    try:
        texts = importlib.import_module(f"desktop.ui.games.{value.key}.squad_texts")
        shown = []
        for part in value.parts:
            v = json.loads(part)
            figures = ", ".join(str(f) for f in v.get("figures") or ())
            shown.append(
                texts.violation_message(str(v.get("rule", "")), v.get("details") or {}, figures, str(v.get("message", "")))
            )
    except (ImportError, AttributeError, ValueError, TypeError):
        return str(value)
    return "; ".join(shown)


def error_text(exc: BaseException, spec: Any = None) -> str:
    """What to show for ``exc``: its catalog problems (``spec``: the catalog kind they are about, for
    the field names), its translated template, or its message (translated where it is a plain text the
    catalog's problem strings know)."""
    from desktop.games.catalog_schema import Problem
    from desktop.ui.catalog import values

    if any(isinstance(p, Problem) and p.is_error for p in getattr(exc, "problems", ()) or ()):
        return values.problems_text(exc, spec)
    template = getattr(exc, "template", None)
    if isinstance(template, str) and template:
        params = getattr(exc, "params", None)
        text = template_text(template, params if isinstance(params, Mapping) else None)
        if text is not None:
            return _sentence(text, template)
    message = getattr(exc, "message", None)
    return values.problem_message(str(message) if isinstance(message, str) and message else str(exc))


def service_message(error: ServiceError) -> str:
    """The error's message in the interface language (its template translated, params filled in)."""
    text = template_text(error.template, error.params) if error.template else None
    return text if text is not None else error.message


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


def box_text(text: str) -> str:
    """``text`` for a message box (which guesses rich text): shown literally even when it quotes markup from a
    file or a name (escaped inside a paragraph when Qt would take it for rich text)."""
    import html

    from PySide6 import QtGui

    if not QtGui.Qt.mightBeRichText(text):
        return text
    return "<p>" + html.escape(text).replace("\n", "<br>") + "</p>"


def show_service_error(parent: QWidget | None, title: str, exc: BaseException) -> bool:
    """Show a ServiceError (or a database failure) in a message box; False when ``exc`` is neither."""
    error = service_error_for(exc)
    if error is None:
        return False
    box = QMessageBox(QMessageBox.Icon.Warning, title, service_message(error), parent=parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.exec()
    return True
