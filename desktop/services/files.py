"""What the JSON import files of the catalog and of the squads share: the header check and the error text."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from desktop.services.errors import ServiceError, template
from desktop.validation import load_json, quote_value, shorten_text


class FileTargetError(ServiceError, OSError):
    """A file the app was asked to write cannot be written there (not a regular file). An OSError
    too, so that whoever handles a failed write (the pages' export actions) shows it as one."""

    def __reduce__(self):  # type: ignore[no-untyped-def] # pickles across processes
        return (_file_target_error, (self.template, self.params))


def _file_target_error(template: str, params: dict[str, Any]) -> FileTargetError:
    return FileTargetError(template, **params)


def describe_problem(
    file: str, message: str, item: str | None = None, field: str | None = None, problems: Sequence[str] = ()
) -> tuple[str, tuple[str, ...]]:
    """The sentence naming the file, item and field of the first problem, and the list of all problems.

    Values from the file are quoted shortened (:func:`desktop.validation.quote_value`): a 10 MB name
    or key in a file makes a message of a line, not of 10 MB."""
    where = shorten_text(file, 200)
    if item:
        where += f", {item if len(item) <= 200 else quote_value(item, 160)}"
    if field:
        where += f", field {quote_value(field)}"
    if len(message) > 1000:  # a value quoted whole by a check that does not shorten it
        message = shorten_text(message, 600)
    problems = [p if len(p) <= 1000 else shorten_text(p, 600) for p in problems]
    full = f"{where}: {message}"
    if len(problems) > 1:
        full += f" (and {len(problems) - 1} more problem{'s' if len(problems) > 2 else ''})"
    return full, tuple(problems) or (full,)


class ImportFileProblem:
    """Mixin for a bad import file: ``file``, ``item`` and ``field`` name the first problem; nothing was written."""

    file: str
    item: str | None
    field: str | None
    problems: tuple[str, ...]

    def __init__(
        self,
        file: str,
        message: str,
        item: str | None = None,
        field: str | None = None,
        problems: Sequence[str] = (),
    ) -> None:
        full, all_problems = describe_problem(file, message, item, field, problems)
        super().__init__(full)  # type: ignore[call-arg]
        self.file = file
        self.item = item
        self.field = field
        self.problems = all_problems

    @classmethod
    def about_file(cls, file: str, text: str, field: str | None = None, **params: Any) -> Any:
        """The error for a problem with the file as a whole (no item): ``text`` is the whole message's
        template, ``{file}`` and (with ``field``) ``{field}`` included, so that the screens translate it
        and fill in the file's name as it is; the English message is the same as the other problems'."""
        where = {"file": shorten_text(file, 200), **({"field": quote_value(field)} if field else {})}
        prefix = "{file}, field {field}: " if field else "{file}: "
        if not text.startswith(prefix):
            raise ValueError(f"a file problem's template starts with {prefix!r}: {text!r}")
        exc = cls(file, text[len(prefix):].format(**params), field=field)
        exc.template, exc.params = text, {**where, **params}
        return exc


def read_document(
    text: str | bytes,
    file: str,
    *,
    error: Callable[..., Exception],
    what: str,
    file_format: str,
    version: int,
    list_key: str,
) -> list[Any]:
    """Parse a Toybox Arena JSON file and check its header; returns the list under ``list_key``.

    ``what`` is "catalog" or "squads" (the files whose refusals have their own translated sentences)."""
    not_object, wrong_format, no_list = _HEADER_TEMPLATES[what]
    about = error.about_file  # type: ignore[attr-defined]
    try:
        doc = load_json(text)
    except json.JSONDecodeError as exc:
        raise about(file, _NOT_JSON, line=exc.lineno, column=exc.colno) from exc
    except UnicodeDecodeError as exc:
        raise about(file, _NOT_UTF8) from exc
    except ValueError as exc:  # nested too deeply, NaN/Infinity, too large
        raise about(file, _REFUSED, reason=str(exc)) from exc
    if not isinstance(doc, dict):
        raise about(file, not_object)
    if doc.get("format") != file_format:
        raise about(file, wrong_format, field="format", format=repr(file_format))
    if doc.get("version") != version:
        raise about(
            file, _WRONG_VERSION, field="version", found=quote_value(doc.get("version")), version=version
        )
    extra = set(doc) - {"format", "version", list_key}
    if extra:
        entry = sorted(extra)[0]
        raise about(file, _UNKNOWN_ENTRY, field=entry, entry=quote_value(entry))
    records = doc.get(list_key)
    if not isinstance(records, list):
        raise about(file, no_list, field=list_key, key=repr(list_key))
    return records


CANNOT_READ = template("{file}: cannot be read ({reason})")
_NOT_JSON = template("{file}: is not valid JSON (line {line}, column {column})")
_NOT_UTF8 = template("{file}: is not UTF-8 text")
_REFUSED = template("{file}: is refused: it {reason}")
_WRONG_VERSION = template("{file}, field {field}: has version {found}; this app reads version {version}")
_UNKNOWN_ENTRY = template("{file}, field {field}: has an unknown entry {entry}")
_HEADER_TEMPLATES = {
    "catalog": (
        template("{file}: is not a Toybox Arena catalog file (expected an object)"),
        template("{file}, field {field}: is not a Toybox Arena catalog file (format must be {format})"),
        template("{file}, field {field}: must list its items in {key}"),
    ),
    "squads": (
        template("{file}: is not a Toybox Arena squads file (expected an object)"),
        template("{file}, field {field}: is not a Toybox Arena squads file (format must be {format})"),
        template("{file}, field {field}: must list its squads in {key}"),
    ),
}


def write_text_atomic(path: str | Path, text: str) -> Path:
    """Write ``text`` (UTF-8) to ``path`` as a whole or not at all, for the exports (catalog, squads,
    events) — :func:`desktop.files.write_atomic`, whose refusal of a target that is not a regular file (a
    symbolic link, a FIFO, a device, a folder) becomes a :class:`FileTargetError` the screens translate."""
    from desktop.files import NotARegularFile, write_atomic

    try:
        return write_atomic(path, text)
    except NotARegularFile:
        raise FileTargetError(
            "{path} is not a regular file (a link, a pipe, a device or a folder); nothing was written: "
            "choose another file name",
            path=shorten_text(str(path), 200),
        ) from None
