"""The errors every service raises, defined once.

A :class:`ServiceError` carries an English ``template`` with named parameters (``params``) and the
formatted English ``message``, like the catalog's ``Problem.template``/``params``: the command line
prints ``message``; the UI translates ``template`` and fills in ``params``.

:class:`ConflictError` is the one "someone else changed this first" error: it names who changed the
row, when, and what it holds now. :func:`service_error_for` turns a database failure (locked, read-only,
no permission, disk full) into a :class:`DatabaseUnavailableError` so that no edge shows a traceback.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "Phrase",
    "ServiceError",
    "ConflictError",
    "DatabaseUnavailableError",
    "InputError",
    "service_error_for",
]



def template(text: str) -> str:
    """Marks a message template kept in a constant or chosen by a function, so that the generated list
    of the services' messages for translation (desktop/ui/service_error_strings_gen.py) holds it."""
    return text

@dataclass(frozen=True)
class Phrase:
    """A part of a message that is translated on its own: an English ``template`` with its ``params``
    and the translation context that lists it ("ServiceErrors": the services' templates, marked with
    :func:`template`; "CatalogProblems": the catalog's and the games' checks, ``Problem(...)`` calls).

    A message holds it as a parameter (an import file's "item 3 (figure MV-09)" and what is wrong with
    it): formatted it gives its English text, so the message reads in English for the command line; the
    screens (``desktop.ui.errors.template_text``) translate it, its own parameters filled in."""

    template: str
    params: Mapping[str, Any] = field(default_factory=dict, hash=False)
    context: str = "ServiceErrors"

    def __str__(self) -> str:
        try:
            return self.template.format(**self.params)
        except (KeyError, IndexError, ValueError, AttributeError):
            return self.template

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


class ServiceError(Exception):
    """An action that cannot be done. ``message`` is English for people; ``template`` + ``params``
    let the UI translate it (``template.format(**params) == message``)."""

    def __init__(self, template: str, /, **params: Any) -> None:
        self.template = template
        self.params = dict(params)
        self.message = template.format(**params) if params else template
        super().__init__(self.message)

    def __reduce__(self):  # type: ignore[no-untyped-def] # pickles across processes
        return (_rebuild, (type(self), self.template, self.params, self.__dict__))


def _rebuild(cls: type, template: str, params: dict[str, Any], state: dict[str, Any]) -> ServiceError:
    err = ServiceError.__new__(cls)
    err.__dict__.update(state)
    err.template, err.params = template, params
    Exception.__init__(err, err.message)
    return err


class InputError(ServiceError):
    """A value that breaks the validation rules (too long, control characters, unknown field...).
    ``field`` names the offending field."""

    def __init__(self, template: str, /, field: str = "", **params: Any) -> None:
        super().__init__(template, **params)
        self.field = field


class ConflictError(ServiceError):
    """Someone else changed the row since it was read: ``who`` changed it, ``at`` when (ISO time, UTC),
    ``current`` is what it holds now, ``version`` its current version. Reload and try again."""

    TEMPLATE = template(
        "{what} was changed by {who} at {at} in the meantime (it now reads: {current}); "
        "reload it and enter your change again"
    )

    def __init__(self, what: str, who: str, at: str, current: str, version: int) -> None:
        super().__init__(
            self.TEMPLATE, what=what, who=who or "another desk", at=at, current=current, version=version
        )
        self.what = what
        self.who = who or "another desk"
        self.at = at
        self.current = current
        self.version = version


class DatabaseUnavailableError(ServiceError):
    """The database refused the work (locked for too long, read-only, no permission, disk full):
    nothing was written."""


def service_error_for(exc: BaseException) -> ServiceError | None:
    """The ServiceError to show for ``exc``: itself, or a DatabaseUnavailableError for a database
    failure (None for anything else, which is a bug to report)."""
    if isinstance(exc, ServiceError):
        return exc
    try:
        from sqlalchemy.exc import ArgumentError, DBAPIError, SQLAlchemyError
    except ImportError:  # pragma: no cover
        return None
    from database.engine import DatabaseOpenError

    if isinstance(exc, DatabaseOpenError):
        return DatabaseUnavailableError("{location}: {reason}", location=exc.location, reason=exc.message)
    if isinstance(exc, ArgumentError):
        return DatabaseUnavailableError("the database address is not valid: {reason}", reason=str(exc))
    if isinstance(exc, DBAPIError):
        reason = str(exc.orig) if exc.orig is not None else str(exc)
        return DatabaseUnavailableError(_database_reason(reason), reason=reason)
    if isinstance(exc, SQLAlchemyError):
        return DatabaseUnavailableError("the database failed: {reason}; nothing was written", reason=str(exc))
    if isinstance(exc, PermissionError):
        return DatabaseUnavailableError("no permission: {reason}; nothing was written", reason=str(exc))
    return None


def _database_reason(reason: str) -> str:
    low = reason.lower()
    if "locked" in low or "busy" in low:
        return template("the database is busy with another program for too long ({reason}); nothing was written, try again")
    if "readonly" in low or "read-only" in low or "read only" in low:
        return template("the database is read-only ({reason}); nothing was written")
    if "unable to open" in low or "permission" in low:
        return template("the database file cannot be opened for writing ({reason}); nothing was written")
    if "disk" in low or "full" in low:
        return template("the disk is full or failing ({reason}); nothing was written")
    return template("the database refused the change ({reason}); nothing was written")
