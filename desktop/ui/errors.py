"""Service errors for people, in the interface's language.

A service error (``desktop.services``) may carry an English ``template`` with named ``{placeholders}``
and their ``params`` (the reliability work's ``ServiceError``); the template is translated in the
"ServiceErrors" context (marked for lupdate by :mod:`desktop.ui.service_error_strings`) and filled in.
Validation errors that carry catalog :class:`~desktop.games.catalog_schema.Problem` values are shown
through the catalog's own problem texts (one mechanism, :func:`desktop.ui.catalog.values.error_text`).
Anything else falls back to the error's own (English) message.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

CONTEXT = "ServiceErrors"


def _sentence(text: str) -> str:
    """First letter in capitals, the rest untouched (names keep their case)."""
    return text[:1].upper() + text[1:]


def template_text(template: str, params: Mapping[str, Any] | None = None) -> str | None:
    """``template`` translated and filled in with ``params``; None when it does not fit them."""
    from desktop.ui.catalog.values import _param_text  # kinds and choices named in a parameter

    translated = QCoreApplication.translate(CONTEXT, template)
    values = {name: _param_text(value) for name, value in dict(params or {}).items()}
    for text in (translated, template):  # a translation that lost a placeholder: the English one
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError, AttributeError):
            continue
    return None


def error_text(exc: BaseException, spec: Any = None) -> str:
    """What to show for ``exc``: its catalog problems (``spec``: the catalog kind they are about, for
    the field names), its translated template, or its message (translated where it is a plain text the
    catalog's problem strings know)."""
    from desktop.games.catalog_schema import Problem
    from desktop.ui.catalog import values

    if any(isinstance(p, Problem) and p.is_error for p in getattr(exc, "problems", ()) or ()):
        return values.error_text(exc, spec)  # type: ignore[arg-type]
    template = getattr(exc, "template", None)
    if isinstance(template, str) and template:
        params = getattr(exc, "params", None)
        text = template_text(template, params if isinstance(params, Mapping) else None)
        if text is not None:
            return _sentence(text)
    message = getattr(exc, "message", None)
    return values.problem_message(str(message) if isinstance(message, str) and message else str(exc))
