"""What the JSON import files of the catalog and of the squads share: the header check and the error text.

A refusal names the file, and for a problem with one entry of it (a catalog item, a squad) the entry,
the field and what is wrong: :class:`ItemProblem`, whose parts are :class:`~desktop.services.errors.Phrase`
values (English templates with their parameters) so that the screens and ``--lang uk`` on the command
line say it in the user's language; what the file holds (a key, a name, a field) stays as written.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from desktop.services.errors import Phrase, ServiceError, template
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


SHOWN_MAX = 160
"""At most this many characters of a text from the file (a key, a name, a value) in a refusal."""


def shown(text: str, limit: int = SHOWN_MAX) -> str:
    """A text from the file as it is shown in a refusal: itself, or its first ``limit`` characters and
    an ellipsis (no words: the refusal is translated, the file's text is not)."""
    return text if len(text) <= limit else text[:limit] + "…"


def _bounded(params: Mapping[str, Any]) -> dict[str, Any]:
    """A check's parameters with every long text cut (:func:`shown`); names of kinds and choices
    (the catalog's ``Label``, a ``str`` subclass) are kept as they are."""
    return {
        k: shown(v) if type(v) is str and len(v) > SHOWN_MAX else v  # noqa: E721 (a Label stays whole)
        for k, v in params.items()
    }


_ITEM = template("item {number}")
_ITEM_KIND = template("item {number} ({kind})")
_ITEM_KEY = template("item {number} ({kind} {key})")
_SQUAD = template("squad {number}")
_SQUAD_KIND = template("squad {number} ({kind})")
_SQUAD_NAME = template("squad {number} ({kind} {name})")
_LINE = template("{item}: {problem}")
_LINE_FIELD = template("{item}, field {field}: {problem}")
_HEAD = template("{file}, {item}: {problem}")
_HEAD_FIELD = template("{file}, {item}, field {field}: {problem}")
_HEAD_MORE = template("{file}, {item}: {problem} {more}")
_HEAD_FIELD_MORE = template("{file}, {item}, field {field}: {problem} {more}")
_MORE_ONE = template("(and {n} more problem)")
_MORE = template("(and {n} more problems)")


def item_where(number: int, kind: Any = None, key: str | None = None) -> Phrase:
    """"item 3", "item 3 (figure)", "item 3 (figure MV-09)": a catalog file's item by its number, its kind
    (a catalog ``Label``, shown translated, or the kind as the file wrote it) and its key as written."""
    if kind is None:
        return Phrase(_ITEM, {"number": number})
    if key is None:
        return Phrase(_ITEM_KIND, {"number": number, "kind": kind})
    return Phrase(_ITEM_KEY, {"number": number, "kind": kind, "key": shown(key)})


def squad_where(number: int, kind: str | None = None, name: str | None = None) -> Phrase:
    """"squad 2", "squad 2 (attacktix.squad)", "squad 2 (attacktix.squad 'Alpha')": a squads file's
    squad by its number, its kind and its name (quoted, shortened) as the file gives them."""
    if kind is None:
        return Phrase(_SQUAD, {"number": number})
    if name is None:
        return Phrase(_SQUAD_KIND, {"number": number, "kind": kind})
    return Phrase(_SQUAD_NAME, {"number": number, "kind": kind, "name": quote_value(name)})


@dataclass(frozen=True)
class ItemProblem:
    """One problem with one entry of an import file: ``where`` names the entry (:func:`item_where`,
    :func:`squad_where`), ``field`` the field as the file spells it (None: the entry as a whole), ``what``
    what is wrong (a check's template and parameters, its translation context the check's own)."""

    number: int
    where: Phrase
    field: str | None
    what: Phrase

    @classmethod
    def of(cls, number: int, where: Phrase, problem: Any, field: str | None = None) -> ItemProblem:
        """From a check's ``Problem`` (a catalog or squad kind's; its field unless ``field`` is given)."""
        what = Phrase(problem.template, _bounded(problem.params), "CatalogProblems")
        return cls(number, where, field if field is not None else (problem.field or None), what)

    @property
    def line(self) -> Phrase:
        """"item 3 (figure MV-09), field 'points': must be at least 1"."""
        if self.field:
            return Phrase(_LINE_FIELD, {"item": self.where, "field": quote_value(self.field), "problem": self.what})
        return Phrase(_LINE, {"item": self.where, "problem": self.what})


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

    #: every problem with an entry of the file, in file order (empty for a problem of the file as a whole)
    item_problems: tuple[ItemProblem, ...] = ()

    @classmethod
    def about_items(cls, file: str, problems: Sequence[ItemProblem]) -> Any:
        """The error for problems with entries of the file, all of them (in file order): the message names
        the first one and says how many more there are; ``problems`` lists every one as English text,
        ``item_problems`` as phrases the screens translate. The template names the file, the entry, the
        field and the problem, each a parameter (the entry and the problem are phrases of their own)."""
        ordered = sorted(problems, key=lambda p: p.number)
        first = ordered[0]
        exc: Any = cls(
            file,
            str(first.what),
            item=str(first.where),
            field=first.field,
            problems=[str(p.line) for p in ordered],
        )
        params: dict[str, Any] = {"file": shorten_text(file, 200), "item": first.where, "problem": first.what}
        if first.field:
            params["field"] = quote_value(first.field)
        more = len(ordered) - 1
        if more:
            params["more"] = Phrase(_MORE_ONE if more == 1 else _MORE, {"n": more})
            text = _HEAD_FIELD_MORE if first.field else _HEAD_MORE
        else:
            text = _HEAD_FIELD if first.field else _HEAD
        exc.template, exc.params = text, params
        exc.message = text.format(**params)
        Exception.__init__(exc, exc.message)
        exc.item_problems = tuple(ordered)
        return exc

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
