"""Catalog use cases: one function per user action, one transaction each, plain data out.

Items are identified by ``(kind, key)``; ``kind`` is a :class:`~desktop.games.catalog_schema.KindSpec`
key such as ``"attacktix.figure"``. Every failure raises a :class:`CatalogError` subclass whose
``message`` is written for people.

Other areas say where catalog items are used through :func:`register_usage_checker` (deleting a used
item is refused, naming the users) and :func:`register_rename_hook` (renaming a key updates their
references in the same transaction).
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import String, cast, func, insert, select
from sqlalchemy.orm import Session
from sqlalchemy.orm.exc import StaleDataError

from database.engine import Database
from database.models.base import utcnow
from database.models.catalog import CatalogItemRow
from desktop.games.catalog_schema import (
    FILE_FORMAT,
    FILE_VERSION,
    KindSpec,
    Label,
    MemoryCatalog,
    Problem,
    kind_order,
    kinds_by_key,
)
from desktop.services.catalog_values import (  # noqa: F401 (re-exported: the catalog's values)
    CatalogError,
    CatalogItem,
    CatalogValidationError,
    DuplicateKeyError,
    ItemInUseError,
    ItemNotFoundError,
    StaleEditError,
    UnknownKindError,
    _bulk,
    _decoded,
    kind_spec,
    kinds,
    marks_not_empty,
    natural_key,
)
from desktop.services.files import CANNOT_READ, ImportFileProblem, ItemProblem, item_where, read_document
from desktop.validation import quote_value

__all__ = [
    "CatalogError",
    "UnknownKindError",
    "ItemNotFoundError",
    "DuplicateKeyError",
    "StaleEditError",
    "ItemInUseError",
    "CatalogValidationError",
    "CatalogImportError",
    "CatalogItem",
    "ImportReport",
    "kinds",
    "kind_spec",
    "list_items",
    "get_item",
    "find_item",
    "create_item",
    "update_item",
    "rename_item",
    "duplicate_item",
    "delete_item",
    "set_archived",
    "validate_item",
    "needs_checking",
    "usage_of",
    "register_usage_checker",
    "register_rename_hook",
    "export_catalog",
    "import_catalog",
    "export_file",
    "import_file",
    "catalog_view",
    "restore_shipped",
    "shipped_data",
    "counts",
]


# --- errors ------------------------------------------------------------------------------------------


class ImportCancelledError(CatalogError):
    """The person cancelled an import; nothing was written."""


class CatalogImportError(ImportFileProblem, CatalogError):
    """A bad import file. ``file``, ``item`` (e.g. "item 3 (attacktix.figure MV-09)") and ``field`` name the
    first problem; ``problems`` lists every one as text. Nothing was written."""


# --- plain values ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ImportReport:
    created: tuple[tuple[str, str], ...] = ()
    updated: tuple[tuple[str, str], ...] = ()
    unchanged: tuple[tuple[str, str], ...] = ()
    dry_run: bool = False

    @property
    def changed(self) -> bool:
        return bool(self.created or self.updated)

    def status_of(self, kind: str, key: str) -> str:
        for status in ("created", "updated", "unchanged"):
            if (kind, key) in getattr(self, status):
                return status
        return ""

    def summary(self) -> str:
        verb = "would be " if self.dry_run else ""
        return (
            f"{len(self.created)} {verb}created, {len(self.updated)} {verb}updated, "
            f"{len(self.unchanged)} unchanged"
        )


# --- hooks used by other areas -----------------------------------------------------------------------

UsageChecker = Callable[[Session, str, str], Iterable[str]]
RenameHook = Callable[[Session, str, str, str], None]

_usage_checkers: list[UsageChecker] = []
_rename_hooks: list[RenameHook] = []
# modules that register hooks when imported; imported before a delete or rename
USAGE_PROVIDER_MODULES = ("desktop.services.squads",)


def register_usage_checker(fn: UsageChecker) -> UsageChecker:
    """``fn(session, kind, key)`` returns descriptions of what uses the item, e.g. ``["squad Alpha"]``.

    Registering the same function twice has no effect. Usable as a decorator.
    """
    if fn not in _usage_checkers:
        _usage_checkers.append(fn)
    return fn


def register_rename_hook(fn: RenameHook) -> RenameHook:
    """``fn(session, kind, old_key, new_key)`` updates references held outside the catalog."""
    if fn not in _rename_hooks:
        _rename_hooks.append(fn)
    return fn


def _load_providers() -> None:
    for name in USAGE_PROVIDER_MODULES:
        importlib.import_module(name)


# --- helpers -----------------------------------------------------------------------------------------


def _to_item(row: CatalogItemRow) -> CatalogItem:
    return CatalogItem(
        id=row.id,
        kind=row.kind,
        key=row.key,
        name=row.name,
        data=json.loads(json.dumps(row.data)),
        placeholders=tuple(row.placeholders or ()),
        archived=bool(row.archived),
        version=row.version,
        source=row.source,
    )


def _sentence(text: str) -> str:
    """``text`` with its first letter in capitals (str.capitalize would lowercase the names in it)."""
    return text[:1].upper() + text[1:]


def _label(spec: KindSpec, key: str, name: str = "") -> str:
    text = f"{spec.label.lower()} {key}"
    return f"{text} ({name})" if name and name != key else text


def _row(session: Session, kind: str, key: str) -> CatalogItemRow | None:
    return session.scalars(
        select(CatalogItemRow).where(CatalogItemRow.kind == kind, CatalogItemRow.key == key)
    ).first()


def _require_row(session: Session, spec: KindSpec, key: str) -> CatalogItemRow:
    row = _row(session, spec.key, key)
    if row is None:
        raise ItemNotFoundError(f"there is no {spec.label.lower()} {key!r} in the catalog")
    return row


def _check_version(spec: KindSpec, row: CatalogItemRow, expected: int | None) -> None:
    if expected is not None and row.version != expected:
        raise StaleEditError(
            f"{_sentence(_label(spec, row.key, row.name))} was changed elsewhere since you opened it "
            f"(version {row.version}, yours {expected}); reload it and make your change again"
        )


_COLUMNS = CatalogItemRow.__table__.c
"""The table's columns: the read path's statements are Core (issue 27): the first Catalog page reads no
ORM entity, so SQLAlchemy configures no mapper at start (the writes, on ORM rows, do it on first use)."""


class _SessionCatalog:
    """A CatalogView over the database (archived items included), loaded kind by kind, with overrides."""

    def __init__(self, session: Session) -> None:
        self._session = session
        self._cache: dict[str, dict[str, Mapping[str, Any]]] = {}

    def _kind(self, kind: str) -> dict[str, Mapping[str, Any]]:
        if kind not in self._cache:
            rows = self._session.execute(
                select(_COLUMNS.key, _COLUMNS.data).where(_COLUMNS.kind == kind)
            ).all()
            self._cache[kind] = {k: d for k, d in rows}
        return self._cache[kind]

    def get(self, kind: str, key: str) -> Mapping[str, Any] | None:
        return self._kind(kind).get(key)

    def keys(self, kind: str) -> Collection[str]:
        return self._kind(kind).keys()

    def items(self, kind: str) -> Iterable[Mapping[str, Any]]:
        return self._kind(kind).values()

    def put(self, kind: str, key: str, data: Mapping[str, Any]) -> None:
        self._kind(kind)[key] = data

    def remove(self, kind: str, key: str) -> None:
        self._kind(kind).pop(key, None)


def _normalize_placeholders(spec: KindSpec, placeholders: Iterable[str]) -> list[str]:
    given = list(placeholders)
    unknown = [p for p in given if p not in spec.field_keys]
    if unknown:
        raise CatalogValidationError(
            f"{spec.label} has no field {unknown[0]!r} to mark as a placeholder",
            [Problem(unknown[0], "is not a field of this kind")],
        )
    fixed = [p for p in given if not spec.field(p).placeholder_allowed]
    if fixed:
        raise CatalogValidationError(
            f"{spec.label} field {fixed[0]!r} cannot be marked as a placeholder",
            [Problem(fixed[0], "cannot be a placeholder")],
        )
    wanted = set(given)
    return [f.key for f in spec.fields if f.key in wanted]


def _validated(
    spec: KindSpec, data: Mapping[str, Any], view: Any, original_key: str | None
) -> dict[str, Any]:
    if not isinstance(data, Mapping):
        raise CatalogValidationError(
            f"{spec.label} data must be an object of fields", [Problem("", "not an object")]
        )
    normalized = spec.normalized(data)
    problems = spec.validate(normalized, view, original_key)
    errors = [p for p in problems if p.is_error]
    if errors:
        key = spec.item_key(normalized)
        dup = [p for p in errors if p.field == spec.key_field and "already used" in p.message]
        if dup and len(errors) == 1:
            raise DuplicateKeyError(f"there is already a {spec.label.lower()} {key!r}")
        first = errors[0]
        more = f" (and {len(errors) - 1} more)" if len(errors) > 1 else ""
        raise CatalogValidationError(f"{_sentence(_label(spec, key or '(new)'))}: {first}{more}", problems)
    return normalized


# --- reading -----------------------------------------------------------------------------------------


def _items_where(db: Database, *conditions: Any) -> list[CatalogItem]:
    """Items read as plain columns, the JSON ones as their stored text decoded here all at once (no ORM
    objects; each item gets its own fresh values, so it needs no deep copy)."""
    row = _COLUMNS
    stmt = select(
        row.id,
        row.kind,
        row.key,
        row.name,
        cast(row.data, String),
        cast(row.placeholders, String),
        row.archived,
        row.version,
        row.source,
    ).where(*conditions)
    with db.read() as session, _bulk():
        rows = session.execute(stmt).all()
        datas = _decoded([r[4] for r in rows])
        marks = _decoded([r[5] for r in rows])
        return [
            CatalogItem(
                id=r[0],
                kind=r[1],
                key=r[2],
                name=r[3],
                data=data,
                placeholders=tuple(placeholders or ()),
                archived=bool(r[6]),
                version=r[7],
                source=r[8],
            )
            for r, data, placeholders in zip(rows, datas, marks, strict=True)
        ]


def list_items(db: Database, kind: str, include_archived: bool = False) -> list[CatalogItem]:
    """The items of one kind, in natural key order (archived ones only when asked)."""
    kind_spec(kind)
    conditions = [_COLUMNS.kind == kind]
    if not include_archived:
        conditions.append(_COLUMNS.archived.is_(False))
    items = _items_where(db, *conditions)
    with _bulk():  # a sort key per item: 20,000 small tuples, no collection walking the items again
        items.sort(key=lambda i: natural_key(i.key))
    return items


def get_item(db: Database, kind: str, key: str) -> CatalogItem:
    spec = kind_spec(kind)
    with db.read() as session:
        return _to_item(_require_row(session, spec, key))


def find_item(db: Database, kind: str, key: str) -> CatalogItem | None:
    kind_spec(kind)
    with db.read() as session:
        row = _row(session, kind, key)
        return None if row is None else _to_item(row)


def counts(db: Database) -> dict[str, int]:
    """Number of non-archived items per kind (every kind present, zero included)."""
    out = {k.key: 0 for k in kinds()}
    with db.read() as session:
        rows = session.execute(
            select(_COLUMNS.kind, _COLUMNS.id).where(_COLUMNS.archived.is_(False))
        ).all()
    for kind, _ in rows:
        if kind in out:
            out[kind] += 1
    return out


def section_counts(db: Database) -> dict[str, tuple[int, int]]:
    """Per kind (every kind present): the items not archived and how many of them need checking
    (placeholder values). Counted by the database per kind and stored list of marks (a few rows for
    20,000 items), not by reading the items."""
    out = {k.key: (0, 0) for k in kinds()}
    marks = cast(_COLUMNS.placeholders, String)  # as stored: a marked item's list is not empty
    stmt = (
        select(_COLUMNS.kind, marks, func.count())
        .where(_COLUMNS.archived.is_(False))
        .group_by(_COLUMNS.kind, marks)
    )
    with db.read() as session:
        rows = session.execute(stmt).all()
    for kind, text, n in rows:
        if kind not in out:
            continue
        marked = marks_not_empty(text)
        total, checking = out[kind]
        out[kind] = (total + n, checking + (n if marked else 0))
    return out



def catalog_view(
    db: Database, kinds_wanted: Iterable[str] | None = None, include_archived: bool = True
) -> MemoryCatalog:
    """A snapshot of the catalog as plain dicts (what engines, squads and validation read)."""
    wanted = set(kinds_wanted) if kinds_wanted is not None else None
    view = MemoryCatalog()
    with db.read() as session:
        stmt = select(_COLUMNS.kind, _COLUMNS.key, _COLUMNS.data, _COLUMNS.archived)
        for kind, key, data, archived in session.execute(stmt).all():
            if (wanted is None or kind in wanted) and (include_archived or not archived):
                view.put(kind, key, data)
    return view


def validate_item(
    db: Database, kind: str, data: Mapping[str, Any], original_key: str | None = None
) -> list[Problem]:
    """Every problem of ``data`` as an item of ``kind`` (nothing is written).

    ``original_key``: the key of the item being edited (None for a new item).
    """
    spec = kind_spec(kind)
    with db.read() as session:
        view = _SessionCatalog(session)
        if not isinstance(data, Mapping):
            return [Problem("", "an item must be an object of fields")]
        return spec.validate(spec.normalized(data), view, original_key)


def needs_checking(db: Database, kind: str | None = None) -> list[CatalogItem]:
    """Items (not archived) with at least one placeholder value, by kind then key."""
    if kind is not None:
        kind_spec(kind)
    conditions = [_COLUMNS.archived.is_(False)]
    if kind is not None:
        conditions.append(_COLUMNS.kind == kind)
    items = [i for i in _items_where(db, *conditions) if i.placeholders]
    return sorted(items, key=lambda i: (kind_order(i.kind), natural_key(i.key)))


def _internal_users(session: Session, spec: KindSpec, key: str) -> list[str]:
    users = []
    for other in kinds():
        if spec.key not in other.referenced_kinds() and other.extra_references is None:
            continue
        rows = session.execute(
            select(CatalogItemRow.key, CatalogItemRow.name, CatalogItemRow.data).where(
                CatalogItemRow.kind == other.key
            )
        ).all()
        for okey, oname, odata in rows:
            if other.key == spec.key and okey == key:
                continue
            if any(k == spec.key and v == key for _, k, v in other.references(odata)):
                users.append(_label(other, okey, oname))
    return sorted(users, key=natural_key)


def _external_users(session: Session, kind: str, key: str) -> list[str]:
    _load_providers()
    out: list[str] = []
    for checker in list(_usage_checkers):
        out.extend(str(u) for u in checker(session, kind, key))
    return out


def usage_of(db: Database, kind: str, key: str) -> list[str]:
    """What uses the item: other catalog items and (through the registered checkers) squads, events..."""
    spec = kind_spec(kind)
    with db.read() as session:
        return _internal_users(session, spec, key) + _external_users(session, kind, key)


# --- writing -----------------------------------------------------------------------------------------


def create_item(
    db: Database, kind: str, data: Mapping[str, Any], placeholders: Iterable[str] = (), source: str = "user"
) -> CatalogItem:
    """Add a new item; refused (CatalogValidationError / DuplicateKeyError) when it has errors."""
    spec = kind_spec(kind)
    marks = _normalize_placeholders(spec, placeholders)
    with db.begin() as session:
        view = _SessionCatalog(session)
        normalized = _validated(spec, data, view, None)
        row = CatalogItemRow(
            kind=kind,
            key=spec.item_key(normalized),
            name=spec.item_name(normalized),
            data=normalized,
            placeholders=marks,
            archived=False,
            source=source,
        )
        session.add(row)
        session.flush()
        return _to_item(row)


def _rename_in_session(session: Session, spec: KindSpec, row: CatalogItemRow, new_key: str) -> None:
    old_key = row.key
    if new_key == old_key:
        return
    if _row(session, spec.key, new_key) is not None:
        raise DuplicateKeyError(f"there is already a {spec.label.lower()} {new_key!r}")
    external = _external_users(session, spec.key, old_key)
    if external and not _rename_hooks:
        raise ItemInUseError(
            f"{_sentence(_label(spec, old_key, row.name))} cannot be renamed: it is used by "
            f"{', '.join(external)}",
            external,
        )
    # references held by other catalog items follow the new key
    for other in kinds():
        if spec.key not in other.referenced_kinds() and other.extra_references is None:
            continue
        for orow in session.scalars(select(CatalogItemRow).where(CatalogItemRow.kind == other.key)).all():
            if orow is row:
                continue
            if not any(k == spec.key and v == old_key for _, k, v in other.references(orow.data)):
                continue
            orow.data = other.with_renamed_reference(orow.data, spec.key, old_key, new_key)
    row.key = new_key
    data = dict(row.data)
    data[spec.key_field] = new_key
    data = spec.with_renamed_reference(data, spec.key, old_key, new_key)  # an item naming itself
    row.data = data
    session.flush()
    for hook in list(_rename_hooks):
        hook(session, spec.key, old_key, new_key)


def update_item(
    db: Database,
    kind: str,
    key: str,
    data: Mapping[str, Any],
    placeholders: Iterable[str] | None = None,
    expected_version: int | None = None,
) -> CatalogItem:
    """Save an edited item. A changed key renames it (references follow).

    ``placeholders=None`` keeps the item's placeholder marks except on fields whose value changed (editing
    a value confirms it). ``expected_version`` (the version the editor read) refuses a stale edit.
    """
    spec = kind_spec(kind)
    try:
        with db.begin() as session:
            row = _require_row(session, spec, key)
            _check_version(spec, row, expected_version)
            view = _SessionCatalog(session)
            normalized = _validated(spec, data, view, key)
            if placeholders is None:
                old = row.data or {}
                marks = [p for p in (row.placeholders or []) if normalized.get(p) == old.get(p)]
            else:
                marks = _normalize_placeholders(spec, placeholders)
            new_key = spec.item_key(normalized)
            if new_key != key:
                _rename_in_session(session, spec, row, new_key)
            if (
                row.data != normalized
                or list(row.placeholders or []) != marks
                or row.name != spec.item_name(normalized)
            ):
                row.data = normalized
                row.placeholders = marks
                row.name = spec.item_name(normalized)
            session.flush()
            return _to_item(row)
    except StaleDataError as exc:
        raise StaleEditError(
            f"{_sentence(_label(spec, key))} was changed elsewhere while saving; "
            "reload it and make your change again"
        ) from exc


def rename_item(
    db: Database, kind: str, key: str, new_key: str, expected_version: int | None = None
) -> CatalogItem:
    """Change an item's key; references from other catalog items (and registered hooks) follow."""
    spec = kind_spec(kind)
    new_key = new_key.strip() if isinstance(new_key, str) else new_key
    with db.begin() as session:
        row = _require_row(session, spec, key)
        _check_version(spec, row, expected_version)
        data = dict(row.data)
        data[spec.key_field] = new_key
        key_problems = [
            p
            for p in spec.validate(spec.normalized(data), _SessionCatalog(session), key)
            if p.is_error and p.field == spec.key_field
        ]
        if key_problems:
            if any("already used" in p.message for p in key_problems):
                raise DuplicateKeyError(f"there is already a {spec.label.lower()} {new_key!r}")
            raise CatalogValidationError(f"{spec.label} key: {key_problems[0].message}", key_problems)
        _rename_in_session(session, spec, row, new_key)
        return _to_item(row)


def duplicate_item(db: Database, kind: str, key: str, new_key: str | None = None) -> CatalogItem:
    """A copy of the item under a new key ("<key>-copy", "<key>-copy2" ... when not given)."""
    spec = kind_spec(kind)
    with db.begin() as session:
        row = _require_row(session, spec, key)
        if new_key is None:
            n = 1
            new_key = f"{key}-copy"
            while _row(session, kind, new_key) is not None:
                n += 1
                new_key = f"{key}-copy{n}"
        data = dict(row.data)
        data[spec.key_field] = new_key
        if spec.name_field != spec.key_field:
            data[spec.name_field] = f"{row.name} (copy)"
        normalized = _validated(spec, data, _SessionCatalog(session), None)
        copy = CatalogItemRow(
            kind=kind,
            key=new_key,
            name=spec.item_name(normalized),
            data=normalized,
            placeholders=list(row.placeholders or []),
            archived=False,
            source="user",
        )
        session.add(copy)
        session.flush()
        return _to_item(copy)


def delete_item(db: Database, kind: str, key: str, expected_version: int | None = None) -> None:
    """Delete an item; refused (ItemInUseError naming the users) while anything uses it."""
    spec = kind_spec(kind)
    with db.begin() as session:
        row = _require_row(session, spec, key)
        _check_version(spec, row, expected_version)
        if key in spec.rules_keys:  # archiving would change nothing either: the rules play it anyway
            raise CatalogError(
                "{kind} {key} cannot be deleted: the game's rules play every game with it, whatever the "
                "catalog holds",
                kind=Label(spec.label, "kind", spec.key), key=key,
            )
        users = _internal_users(session, spec, key) + _external_users(session, kind, key)
        if users:
            raise ItemInUseError(
                f"{_sentence(_label(spec, key, row.name))} cannot be deleted: it is used by {', '.join(users)}. "
                "Archive it instead to hide it from new choices.",
                users,
            )
        session.delete(row)


def set_archived(
    db: Database, kind: str, key: str, archived: bool = True, expected_version: int | None = None
) -> CatalogItem:
    """Archive (hide from lists and new choices, keep for what uses it) or restore an item."""
    spec = kind_spec(kind)
    with db.begin() as session:
        row = _require_row(session, spec, key)
        _check_version(spec, row, expected_version)
        if archived and key in spec.rules_keys and not row.archived:  # hiding it would change nothing in play
            raise CatalogError(
                "{kind} {key} cannot be archived: the game's rules play every game with it, whatever the "
                "catalog holds",
                kind=Label(spec.label, "kind", spec.key), key=key,
            )
        if bool(row.archived) != bool(archived):
            row.archived = bool(archived)
            session.flush()
        return _to_item(row)


# --- export / import ---------------------------------------------------------------------------------


def _export_record(
    spec: KindSpec, data: Mapping[str, Any], placeholders: Sequence[str], archived: bool
) -> dict[str, Any]:
    return {
        "kind": spec.key,
        "data": spec.normalized(data),
        "placeholders": [f.key for f in spec.fields if f.key in set(placeholders)],
        "archived": bool(archived),
    }


def export_catalog(db: Database, kind: str | None = None) -> str:
    """The catalog (or one kind) as deterministic JSON text: same data, same bytes."""
    specs = kinds_by_key()
    if kind is not None:
        kind_spec(kind)
    with db.read() as session:
        stmt = select(
            CatalogItemRow.kind,
            CatalogItemRow.key,
            CatalogItemRow.data,
            CatalogItemRow.placeholders,
            CatalogItemRow.archived,
        )
        if kind is not None:
            stmt = stmt.where(CatalogItemRow.kind == kind)
        rows = [r for r in session.execute(stmt).all() if r[0] in specs]
    rows.sort(key=lambda r: (kind_order(r[0]), natural_key(r[1])))
    doc = {
        "format": FILE_FORMAT,
        "version": FILE_VERSION,
        "items": [_export_record(specs[k], d, p or [], a) for k, _key, d, p, a in rows],
    }
    return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"


def export_file(db: Database, path: str | Path, kind: str | None = None) -> int:
    """Write the export to ``path`` (atomically); returns the number of items written."""
    from desktop.services.files import write_text_atomic

    text = export_catalog(db, kind)
    write_text_atomic(path, text)  # refuses a link, FIFO or device; no temporary file left behind
    return len(json.loads(text)["items"])


@dataclass
class _Parsed:
    spec: KindSpec
    key: str
    data: dict[str, Any]
    placeholders: list[str]
    archived: bool
    label: Any  # the item as a refusal names it (a Phrase: "item 3 (figure MV-09)")
    number: int = 0  # its place in the file


def _parse_file(
    text: str | bytes, file: str
) -> tuple[list[_Parsed], list[ItemProblem], list[tuple[str, str, dict[str, Any]]]]:
    """The file's items that are well formed, a problem for each one that is not (every item is looked
    at: a file's problems are all reported at once), and (kind, key, data) of the refused items whose
    kind and key are known (other items' references to them are not reported as missing too)."""
    items = read_document(
        text,
        file,
        error=CatalogImportError,
        what="catalog",
        file_format=FILE_FORMAT,
        version=FILE_VERSION,
        list_key="items",
    )
    specs = kinds_by_key()
    parsed: list[_Parsed] = []
    errors: list[ItemProblem] = []
    refused: list[tuple[str, str, dict[str, Any]]] = []
    seen: dict[tuple[str, str], int] = {}
    field_keys_of: dict[str, frozenset[str]] = {}
    for i, rec in enumerate(items, start=1):
        where = item_where(i)

        def refuse(fld: str | None, problem: Problem) -> None:
            errors.append(ItemProblem.of(i, where, problem, fld))  # noqa: B023 (called in this turn)

        if not isinstance(rec, dict):
            refuse(None, Problem("", "must be an object"))
            continue
        unknown = set(rec) - {"kind", "data", "placeholders", "archived"}
        if unknown:
            refuse(sorted(unknown)[0], Problem("", "is not an entry of an item"))
            continue
        kind = rec.get("kind")
        spec = specs.get(kind) if isinstance(kind, str) else None
        if spec is None:
            refuse("kind", Problem("kind", "unknown kind {kind}", params={"kind": quote_value(kind)}))
            continue
        where = item_where(i, spec.kind_param())
        data = rec.get("data")
        if not isinstance(data, dict):
            refuse("data", Problem("data", "must be an object of fields"))
            continue
        key = data.get(spec.key_field)
        if key is not None:
            where = item_where(i, spec.kind_param(), str(key))
        if not isinstance(key, str) or not key.strip():
            refuse(spec.key_field, Problem(spec.key_field, "is required (the item's key)"))
            continue
        if (kind, key) not in seen:
            refused.append((spec.key, key, data))  # dropped again below when the item is sound
        marks = rec.get("placeholders", [])
        if not isinstance(marks, list) or not all(isinstance(m, str) for m in marks):
            refuse("placeholders", Problem("placeholders", "must be a list of field names"))
            continue
        field_keys = field_keys_of.get(spec.key)
        if field_keys is None:
            field_keys = field_keys_of[spec.key] = frozenset(spec.field_keys)
        bad = [m for m in marks if m not in field_keys]
        if bad:
            refuse(
                "placeholders",
                Problem(
                    "placeholders",
                    "names {field}, which is not a field of {kind}",
                    params={"field": quote_value(bad[0]), "kind": spec.kind_param()},
                ),
            )
            continue
        fixed = [m for m in marks if not spec.field(m).placeholder_allowed]
        if fixed:
            refuse(
                "placeholders",
                Problem(
                    "placeholders", "{field} cannot be marked as a placeholder", params={"field": quote_value(fixed[0])}
                ),
            )
            continue
        archived = rec.get("archived", False)
        if not isinstance(archived, bool):
            refuse("archived", Problem("archived", "must be true or false"))
            continue
        if (kind, key) in seen:
            refuse(
                spec.key_field,
                Problem(
                    spec.key_field,
                    "{key} is listed twice (also item {other})",
                    params={"key": quote_value(key), "other": seen[(kind, key)]},
                ),
            )
            continue
        seen[(kind, key)] = i
        refused.pop()
        ordered = [f.key for f in spec.fields if f.key in set(marks)]
        parsed.append(_Parsed(spec, key, spec.normalized(data), ordered, archived, where, number=i))
    return parsed, errors, refused


def import_catalog(
    db: Database,
    text: str | bytes,
    dry_run: bool = False,
    file: str = "<import>",
    progress: Callable[[int, int], bool | None] | None = None,
) -> ImportReport:
    """Import a catalog file: new items are created, changed ones updated, the rest left alone.

    The whole file is checked first (JSON, types, references — against the file and the database —,
    duplicates), before the write transaction starts; any error raises :class:`CatalogImportError`
    naming every problem of every item (in the file's order; ``item_problems`` for the screens) and
    nothing is written. The write is one bulk transaction. With ``dry_run`` the report says what
    would happen and nothing is written either. ``progress(done, total)`` is called while checking;
    returning False cancels (:class:`ImportCancelledError`, nothing written).
    """
    parsed, errors, refused = _parse_file(text, file)
    total = len(parsed)

    def report(done: int) -> None:
        if progress is not None and progress(done, total) is False:
            raise ImportCancelledError("the import was cancelled; nothing was written")

    report(0)
    with db.read() as session:
        view = _SessionCatalog(session)
        for kind, key, data in refused:
            view.put(kind, key, data)
        for p in parsed:
            view.put(p.spec.key, p.key, p.data)
        for i, p in enumerate(parsed, start=1):
            for prob in p.spec.validate(p.data, view, p.key):
                if prob.is_error:
                    errors.append(ItemProblem.of(p.number, p.label, prob))
            if i % 500 == 0:
                report(i)
        if errors:
            raise CatalogImportError.about_items(file, errors)
        if dry_run:
            return _apply(session, parsed, True, source="import")
    report(total)
    with db.begin() as session:
        return _apply(session, parsed, False, source="import")


def _apply(
    session: Session, parsed: Sequence[_Parsed], dry_run: bool, source: str, overwrite: bool = True
) -> ImportReport:
    created: list[tuple[str, str]] = []
    updated: list[tuple[str, str]] = []
    unchanged: list[tuple[str, str]] = []
    existing = {
        (r.kind, r.key): r
        for r in session.scalars(
            select(CatalogItemRow).where(CatalogItemRow.kind.in_({p.spec.key for p in parsed}))
        ).all()
    }
    new_rows: list[dict[str, Any]] = []
    now = utcnow()
    for p in parsed:
        ident = (p.spec.key, p.key)
        row = existing.get(ident)
        if row is None:
            created.append(ident)
            if not dry_run:
                new_rows.append(
                    {
                        "kind": p.spec.key,
                        "key": p.key,
                        "name": p.spec.item_name(p.data),
                        "data": p.data,
                        "placeholders": p.placeholders,
                        "archived": p.archived,
                        "source": source,
                        "version": 1,
                        "created_at": now,
                        "updated_at": now,
                    }
                )
            continue
        same = (
            p.spec.normalized(row.data) == p.data
            and list(row.placeholders or []) == p.placeholders
            and bool(row.archived) == p.archived
        )
        if same or not overwrite:
            unchanged.append(ident)
            continue
        updated.append(ident)
        if not dry_run:
            row.data = p.data
            row.name = p.spec.item_name(p.data)
            row.placeholders = p.placeholders
            row.archived = p.archived
    if not dry_run:
        if new_rows:  # one bulk INSERT (Core): 20,000 new items stay quick
            session.execute(insert(CatalogItemRow.__table__), new_rows)
        session.flush()
    return ImportReport(tuple(created), tuple(updated), tuple(unchanged), dry_run)


def restore_shipped(
    db: Database, kind: str | None = None, key: str | None = None, overwrite: bool = False
) -> ImportReport:
    """Put shipped items back: missing ones are created; with ``overwrite`` existing ones get their shipped
    values and placeholder marks back (and are unarchived). References are not checked."""
    from desktop.games.catalog_schema import shipped_items

    if kind is not None:
        kind_spec(kind)
    parsed = []
    for item in shipped_items(kind):
        spec = kind_spec(item.kind)
        ikey = spec.item_key(item.data)
        if key is not None and ikey != key:
            continue
        marks = [f.key for f in spec.fields if f.key in set(item.placeholders)]
        parsed.append(_Parsed(spec, ikey, spec.normalized(item.data), marks, False, f"{item.kind} {ikey}"))
    if key is not None and not parsed:
        raise ItemNotFoundError(f"{key!r} is not a shipped {kind or 'item'}")
    with db.begin() as session:
        return _apply(session, parsed, False, source="shipped", overwrite=overwrite)


def shipped_data(kind: str, key: str) -> tuple[dict[str, Any], tuple[str, ...]] | None:
    """The shipped values and placeholder marks of an item (None when the item is not shipped)."""
    from desktop.games.catalog_schema import shipped_items

    spec = kind_spec(kind)
    for item in shipped_items(kind):
        if spec.item_key(item.data) == key:
            return spec.normalized(item.data), tuple(item.placeholders)
    return None


def import_file(
    db: Database,
    path: str | Path,
    dry_run: bool = False,
    progress: Callable[[int, int], bool | None] | None = None,
) -> ImportReport:
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise CatalogImportError.about_file(str(path), CANNOT_READ, reason=str(exc.strerror or exc)) from exc
    return import_catalog(db, raw, dry_run=dry_run, file=str(path), progress=progress)
