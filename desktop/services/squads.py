"""Squad use cases: one function per user action, one transaction each, plain data out.

Saved squads of every game live in one table (``database.models.squads``), each row of a squad kind
(an Attacktix squad, a Battle Helix helix, a Toy Battle practice set-up...). Every kind is a pure object
in its game's package (:class:`desktop.games.contracts.SquadKind`, listed by ``GameInfo.squad_kinds``):
it checks and normalises the stored data, names the catalog items it refers to, resolves it against
the catalog, gives its verdict under a set of rules and its snapshot for a registration. This module
stores and loads the rows and asks the kind; it names no game.

Stored data refers to catalog items by key (each kind's module documents its form).

A squad that uses an archived catalog item stays loadable; its record says so (``archived``). The
catalog refuses to delete an item a saved squad uses (a usage checker registered below names the
squads) and renaming a catalog key updates the squads (a rename hook).

Every failure raises a :class:`SquadError` subclass whose ``message`` is written for people.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import delete, insert, select
from sqlalchemy.orm import Session

from database.engine import Database
from database.models.base import utcnow
from database.models.catalog import CatalogItemRow
from database.models.squads import SquadItemRow, SquadRow
from desktop.games.catalog_schema import Problem
from desktop.games.contracts import CatalogEntry
from desktop.games.squad_kinds import all_kinds
from desktop.services import validation
from desktop.services.errors import ServiceError
from desktop.services.files import CANNOT_READ, ImportFileProblem, ItemProblem, read_document, squad_where

__all__ = [
    "SquadError",
    "SquadNotFoundError",
    "SquadNameError",
    "StaleSquadError",
    "ImportCancelledError",
    "SquadDataError",
    "SquadImportError",
    "SquadRecord",
    "SquadSummary",
    "Validation",
    "ImportResult",
    "squad_kinds",
    "game_of_kind",
    "list_squads",
    "get_squad",
    "save_squad",
    "rename_squad",
    "duplicate_squad",
    "delete_squad",
    "restore_squad",
    "validate_squad",
    "validate_data",
    "load_squad",
    "list_saved",
    "kind_label",
    "catalog_entries",
    "saved_squad",
    "snapshot_for_registration",
    "export_squads",
    "export_file",
    "import_squads",
    "import_file",
    "squads_using",
]

FILE_FORMAT = "toybox-arena-squads"
FILE_VERSION = 1
SNAPSHOT_FORMAT = "toybox-arena-squad-snapshot"
NAME_MAX = 200


# --- errors ------------------------------------------------------------------------------------------


class SquadError(ServiceError):
    """A squad action that cannot be done; ``message`` is for people (``template`` and
    ``params`` for translation: :class:`desktop.services.errors.ServiceError`)."""


class SquadNotFoundError(SquadError):
    pass


class SquadNameError(SquadError):
    """An empty, over-long or already used name."""


class StaleSquadError(SquadError):
    """The squad changed since the editor read it (another window or scorekeeper saved first)."""


class SquadDataError(SquadError):
    """Squad contents that do not fit their kind; ``problems`` lists ``(field, message)``."""

    def __init__(self, message: str, problems: Sequence[Any] = ()) -> None:
        super().__init__(message)
        self.problems = tuple((p.field, p.message) if isinstance(p, Problem) else p for p in problems)


class ImportCancelledError(SquadError):
    """The person cancelled an import; nothing was written."""


class SquadImportError(ImportFileProblem, SquadError):
    """A bad squad file. ``file``, ``item`` (e.g. "squad 2 (attacktix.squad 'Alpha')") and ``field`` name
    the first problem; ``problems`` lists every one as text. Nothing was written."""


# --- plain values ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class SquadRecord:
    id: int
    game: str
    kind: str
    name: str
    data: dict[str, Any]
    settings: dict[str, Any]
    created_at: datetime
    updated_at: datetime
    version: int
    archived: tuple[str, ...] = ()  # labels of archived catalog items the squad uses
    missing: tuple[str, ...] = ()  # catalog keys the squad names that the catalog no longer has

    @property
    def uses_archived(self) -> bool:
        return bool(self.archived)


@dataclass(frozen=True)
class SquadSummary:
    id: int
    game: str
    kind: str
    name: str
    summary: str
    legal: bool
    updated_at: datetime
    version: int
    archived: tuple[str, ...] = ()


@dataclass(frozen=True)
class Validation:
    legal: bool
    violations: tuple[dict[str, Any], ...]  # Violation.to_dict(): rule, title, message, figures...
    summary: str
    archived: tuple[str, ...] = ()
    missing: tuple[str, ...] = ()


@dataclass(frozen=True)
class ImportResult:
    created: tuple[SquadRecord, ...]
    renamed: tuple[tuple[str, str], ...] = ()  # (name in the file, name given because it was taken)

    def summary(self) -> str:
        text = f"{len(self.created)} imported"
        if self.renamed:
            text += ", " + ", ".join(f"{a!r} saved as {b!r}" for a, b in self.renamed)
        return text


# --- kinds -------------------------------------------------------------------------------------------


def _kinds() -> dict[str, Any]:
    """Every registered squad kind (:class:`desktop.games.contracts.SquadKind`) by its key."""
    return all_kinds()


def _kind(kind: str) -> Any:
    kinds = _kinds()
    if kind not in kinds:
        raise SquadDataError(
            f"unknown squad kind {kind!r}; known kinds: {', '.join(kinds)}", [("kind", "unknown")]
        )
    return kinds[kind]


def squad_kind(kind: str) -> Any:
    """The :class:`desktop.games.contracts.SquadKind` of ``kind`` (refused when no game has it)."""
    return _kind(kind)


def squad_kinds() -> dict[str, str]:
    """Every kind of saved squad -> its game key."""
    return {key: k.game for key, k in _kinds().items()}


def game_of_kind(kind: str) -> str:
    return _kind(kind).game


def kind_label(kind: str) -> str:
    """The kind's English name ("Attacktix squad"); the kind itself when no game knows it."""
    found = _kinds().get(kind)
    return found.label if found is not None else kind


def _noun(kind: str) -> str:
    """The kind's plain noun, with its article ("a squad", "a helix", "a set-up")."""
    found = _kinds().get(kind)
    return found.noun if found is not None else "a " + kind


def _sentence(text: str) -> str:
    """``text`` with its first letter in capitals (str.capitalize would lowercase the names in it)."""
    return text[:1].upper() + text[1:]


def _describe(kind: str, name: str) -> str:
    return f"{kind_label(kind)} {name!r}"


# --- catalog access (inside the caller's transaction) ------------------------------------------------


_CatItem = CatalogEntry  # one catalog item as a game's squad kind sees it


def _catalog(session: Session, kind: str) -> dict[str, _CatItem]:
    """The catalog items of one kind, read once per session (squad services never change the catalog)."""
    cache: dict[str, dict[str, _CatItem]] = session.info.setdefault("squads.catalog", {})
    if kind not in cache:
        cache[kind] = _read_catalog(session, kind)
    return cache[kind]


def _read_catalog(session: Session, kind: str) -> dict[str, _CatItem]:
    rows = session.execute(
        select(
            CatalogItemRow.key,
            CatalogItemRow.name,
            CatalogItemRow.data,
            CatalogItemRow.archived,
            CatalogItemRow.placeholders,
        ).where(CatalogItemRow.kind == kind)
    ).all()
    return {k: _CatItem(k, n or k, dict(d or {}), bool(a), tuple(p or ())) for k, n, d, a, p in rows}


def _catalog_kind_for(kind: str) -> str:
    return _kind(kind).catalog_kinds[0]


def _catalogs(session: Session, kind: str) -> dict[str, dict[str, _CatItem]]:
    """The catalog items a kind's squads refer to, by catalog kind."""
    return {ckind: _catalog(session, ckind) for ckind in _kind(kind).catalog_kinds}


def _refs(kind: str, data: Mapping[str, Any]) -> set[tuple[str, str]]:
    """The catalog items (kind, key) a squad's data names."""
    found = _kinds().get(kind)
    return set(found.refs(data)) if found is not None else set()


# --- data shape checks -------------------------------------------------------------------------------


SETTINGS_MAX_ENTRIES = 32
SETTINGS_MAX_CHARS = 8_000
"""A squad's settings are a few rules (points, limits, a profile): more is refused, not stored."""


def _settings_size_problem(settings: Mapping[str, Any]) -> Problem | None:
    """Why a squad's ``settings`` are too big to keep (None when they are not): more than
    :data:`SETTINGS_MAX_ENTRIES` entries, a key that is not a short text, or more than
    :data:`SETTINGS_MAX_CHARS` characters of JSON (an import file may hold megabytes of them)."""
    if len(settings) > SETTINGS_MAX_ENTRIES:
        return Problem(
            "settings",
            "has {n} entries; a squad's settings have at most {max}",
            params={"n": len(settings), "max": SETTINGS_MAX_ENTRIES},
        )
    for key in settings:
        if not isinstance(key, str) or not key or len(key) > validation.KEY_MAX:
            return Problem(
                "settings",
                "has an entry named {key}, which is not a settings key",
                params={"key": validation.quote_value(key)},
            )
    try:
        size = len(json.dumps(settings, ensure_ascii=False))
    except (TypeError, ValueError):
        return Problem("settings", "must hold plain values (text, numbers, lists, objects)")
    if size > SETTINGS_MAX_CHARS:
        return Problem(
            "settings",
            "are {n} characters long; a squad's settings take at most {max}",
            params={"n": size, "max": SETTINGS_MAX_CHARS},
        )
    return None


def _shape_problems(
    kind: str, data: Any, settings: Any, catalog: Mapping[str, _CatItem] | None
) -> list[Problem]:
    """Problems with a squad's stored form (not its legality); ``catalog`` checks keys exist. Each is a
    catalog :class:`Problem` (its field the path in the squad's record), as the squad kinds give them."""
    if not isinstance(data, Mapping):
        return [Problem("data", "must be an object")]
    if settings is not None and not isinstance(settings, Mapping):
        return [Problem("settings", "must be an object")]
    if settings is not None:
        problem = _settings_size_problem(settings)
        if problem is not None:
            return [problem]
    if (
        settings is not None
        and settings.get("profile_rules") is not None
        and not isinstance(settings.get("profile_rules"), Mapping)
    ):
        return [Problem("settings.profile_rules", "must be an object of rules")]
    found = _kinds().get(kind)
    if found is None:
        return [Problem("kind", "unknown squad kind {kind}", params={"kind": validation.quote_value(kind)})]
    return list(found.shape_problems(data, settings, catalog))


def _normalized(kind: str, data: Mapping[str, Any]) -> dict[str, Any]:
    found = _kinds().get(kind)
    return found.normalized(data) if found is not None else dict(data)


def _clean_name(name: Any) -> str:
    if not isinstance(name, str) or not name.strip():
        raise SquadNameError("a squad needs a name")
    try:
        return validation.clean_name(name, "name", maximum=NAME_MAX, what="The name")
    except validation.TextProblem as exc:
        raise SquadNameError(exc.template, **exc.params) from exc


# --- loading -----------------------------------------------------------------------------------------


def _resolve(session: Session, kind: str, name: str, data: Mapping[str, Any]) -> Any:
    """A squad's stored data resolved against the catalog by its kind."""
    return _kind(kind).resolve(name, data, _catalogs(session, kind))


def _status(session: Session, kind: str, data: Mapping[str, Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    archived: list[str] = []
    missing: list[str] = []
    by_kind: dict[str, dict[str, _CatItem]] = {}
    found = _kinds().get(kind)
    for ckind, key in sorted(_refs(kind, data)):
        index = by_kind.setdefault(ckind, _catalog(session, ckind))
        item = index.get(key)
        if item is None:
            missing.append(key)
        elif item.archived:
            archived.append(found.item_text(item) if found is not None else item.name)
    return tuple(archived), tuple(missing)


def _record(session: Session, row: SquadRow) -> SquadRecord:
    archived, missing = _status(session, row.kind, row.data or {})
    return SquadRecord(
        id=row.id,
        game=row.game,
        kind=row.kind,
        name=row.name,
        data=json.loads(json.dumps(row.data or {})),
        settings=json.loads(json.dumps(row.settings or {})),
        created_at=row.created_at,
        updated_at=row.updated_at,
        version=row.version,
        archived=archived,
        missing=missing,
    )


def _require(session: Session, squad_id: int) -> SquadRow:
    row = session.get(SquadRow, squad_id)
    if row is None:
        raise SquadNotFoundError(f"there is no saved squad number {squad_id}")
    return row


def _check_version(row: SquadRow, expected: int | None) -> None:
    if expected is not None and row.version != expected:
        raise StaleSquadError(
            f"{_sentence(_describe(row.kind, row.name))} was changed elsewhere since you opened it; "
            "reload it and try again"
        )


def _name_taken(session: Session, kind: str, name: str, except_id: int | None = None) -> bool:
    stmt = select(SquadRow.id).where(SquadRow.kind == kind, SquadRow.name == name)
    ids = [i for i in session.scalars(stmt).all() if i != except_id]
    return bool(ids)


def _unique_name(session: Session, kind: str, base: str) -> str:
    taken = set(session.scalars(select(SquadRow.name).where(SquadRow.kind == kind)).all())
    if base not in taken:
        return base
    n = 2
    while True:
        suffix = f" ({n})"
        candidate = base[: NAME_MAX - len(suffix)] + suffix
        if candidate not in taken:
            return candidate
        n += 1


def _sync_items(session: Session, row: SquadRow) -> None:
    session.execute(delete(SquadItemRow).where(SquadItemRow.squad_id == row.id))
    for ckind, key in sorted(_refs(row.kind, row.data or {})):
        session.add(SquadItemRow(squad_id=row.id, item_kind=ckind, item_key=key))


def _verdict(
    session: Session, kind: str, name: str, data: Mapping[str, Any], settings: Mapping[str, Any]
) -> tuple[list[Any], str, Any]:
    """(violations, summary, resolved value) for a squad's data under ``settings``."""
    squad_kind = _kind(kind)
    catalogs = _catalogs(session, kind)
    value = squad_kind.resolve(name, data, catalogs)
    violations, text = squad_kind.verdict(value, settings, catalogs)
    return list(violations), text, value


# --- reading -----------------------------------------------------------------------------------------


def list_squads(db: Database, kind: str | None = None, game: str | None = None) -> list[SquadSummary]:
    """Saved squads (of one kind or game), by name, each with a one-line summary and its legality."""
    with db.read() as session:
        stmt = select(SquadRow)
        if kind is not None:
            stmt = stmt.where(SquadRow.kind == kind)
        if game is not None:
            stmt = stmt.where(SquadRow.game == game)
        rows = session.scalars(stmt).all()
        out = []
        for row in rows:
            try:
                violations, text, _value = _verdict(
                    session, row.kind, row.name, row.data or {}, row.settings or {}
                )
            except (ValueError, KeyError) as exc:
                violations, text = [exc], "?"
            archived, _missing = _status(session, row.kind, row.data or {})
            out.append(
                SquadSummary(
                    id=row.id,
                    game=row.game,
                    kind=row.kind,
                    name=row.name,
                    summary=text,
                    legal=not violations,
                    updated_at=row.updated_at,
                    version=row.version,
                    archived=archived,
                )
            )
    out.sort(key=lambda s: (s.kind, s.name.casefold()))
    return out


def get_squad(db: Database, squad_id: int) -> SquadRecord:
    with db.read() as session:
        return _record(session, _require(session, squad_id))


def load_squad(db: Database, squad_id: int, kind: str | None = None) -> tuple[Any, SquadRecord]:
    """A saved squad resolved against the catalog by its kind (archived items flagged), and its record;
    with ``kind``, a squad of another kind is refused."""
    with db.read() as session:
        row = _require(session, squad_id)
        if kind is not None and row.kind != kind:
            label = kind_label(kind)
            article = "an" if label[:1].lower() in "aeiou" else "a"
            raise SquadDataError(f"{_describe(row.kind, row.name)} is not {article} {label}")
        return _resolve(session, row.kind, row.name, row.data or {}), _record(session, row)


def list_saved(db: Database, kind: str) -> list[tuple[int, str, Any]]:
    """The saved squads of one kind, resolved: (id, name, value), by name."""
    with db.read() as session:
        rows = session.scalars(select(SquadRow).where(SquadRow.kind == kind)).all()
        out = [(r.id, r.name, _resolve(session, kind, r.name, r.data or {})) for r in rows]
    return sorted(out, key=lambda t: t[1].casefold())


def saved_squad(db: Database, kind: str, name: str) -> tuple[str, dict[str, Any]] | None:
    """(exact name, stored data) of the saved squad of ``kind`` called ``name`` (case-insensitive;
    the exact spelling first), or ``None``."""
    from desktop.games.contracts import pick_saved_squad

    with db.read() as session:
        rows = session.execute(select(SquadRow.name, SquadRow.data).where(SquadRow.kind == kind)).all()
    return pick_saved_squad([(r[0], r[1]) for r in rows], name)


def catalog_entries(db: Database, kind: str) -> dict[str, CatalogEntry]:
    """The catalog items of one kind by key, archived ones included (flagged)."""
    with db.read() as session:
        return dict(_catalog(session, kind))


def validate_data(
    db: Database,
    kind: str,
    data: Mapping[str, Any],
    settings: Mapping[str, Any] | None = None,
    name: str = "",
) -> Validation:
    """Check unsaved squad data against ``settings`` (the squad's own or an event's game settings)."""
    game_of_kind(kind)
    with db.read() as session:
        problems = _shape_problems(kind, data, settings or {}, _catalog(session, _catalog_kind_for(kind)))
        if problems:
            raise SquadDataError(str(problems[0]), problems)
        violations, text, _ = _verdict(session, kind, name, data, settings or {})
        archived, missing = _status(session, kind, data)
    return Validation(
        legal=not violations,
        violations=tuple(v.to_dict() for v in violations),
        summary=text,
        archived=archived,
        missing=missing,
    )


def validate_squad(db: Database, squad_id: int, settings: Mapping[str, Any] | None = None) -> Validation:
    """Check a saved squad against ``settings`` (default: the squad's own settings)."""
    with db.read() as session:
        row = _require(session, squad_id)
        used = row.settings or {} if settings is None else settings
        violations, text, _ = _verdict(session, row.kind, row.name, row.data or {}, used)
        archived, missing = _status(session, row.kind, row.data or {})
    return Validation(
        legal=not violations and not missing,
        violations=tuple(v.to_dict() for v in violations),
        summary=text,
        archived=archived,
        missing=missing,
    )


def snapshot_for_registration(
    db: Database, squad_id: int, settings: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """A self-contained, JSON-ready copy of a saved squad for a tournament registration.

    ``settings`` are the event's game settings (default: the squad's own). The snapshot holds the
    figures/glyphs with their values as they are now (backups included), the verdict under those
    settings (``legal``, ``violations``) and a link (``squad_id``, ``squad_version``); later edits of
    the squad never change it. Toy Battle set-ups have no snapshot (registrations store none).
    """
    with db.read() as session:
        row = _require(session, squad_id)
        squad_kind = _kind(row.kind)
        if not squad_kind.registers:
            raise SquadDataError(squad_kind.no_registration)
        used = dict(row.settings or {}) if settings is None else dict(settings)
        violations, text, value = _verdict(session, row.kind, row.name, row.data or {}, used)
        archived, missing = _status(session, row.kind, row.data or {})
        contents, rules_settings = squad_kind.snapshot(value, used)
        return {
            "format": SNAPSHOT_FORMAT,
            "version": 1,
            "squad_id": row.id,
            "squad_version": row.version,
            "game": row.game,
            "kind": row.kind,
            "name": row.name,
            "taken_at": datetime.now(UTC).replace(tzinfo=None).isoformat(timespec="seconds"),
            "rules": rules_settings,
            "contents": contents,
            "summary": text,
            "legal": not violations and not missing,
            "violations": [v.to_dict() for v in violations],
            "archived": list(archived),
            "missing": list(missing),
        }


def squads_using(db: Database, item_kind: str, item_key: str) -> list[str]:
    """Descriptions of the saved squads that use a catalog item, e.g. ``["Attacktix squad 'Alpha'"]``."""
    with db.read() as session:
        return _usage(session, item_kind, item_key)


# --- writing -----------------------------------------------------------------------------------------


def save_squad(
    db: Database,
    kind: str,
    name: str,
    data: Mapping[str, Any],
    settings: Mapping[str, Any] | None = None,
    squad_id: int | None = None,
    expected_version: int | None = None,
) -> SquadRecord:
    """Create (``squad_id`` None) or update a saved squad. A squad may be saved while it breaks the
    legality rules (it is work in progress); its data must fit its kind and name existing catalog items."""
    game = game_of_kind(kind)
    name = _clean_name(name)
    settings = dict(settings or {})
    with db.begin() as session:
        problems = _shape_problems(kind, data, settings, _catalog(session, _catalog_kind_for(kind)))
        if problems:
            raise SquadDataError(f"{_sentence(_describe(kind, name))} cannot be saved: {problems[0]}", problems)
        clean = _normalized(kind, data)
        if squad_id is None:
            if _name_taken(session, kind, name):
                raise SquadNameError(f"there is already {_noun(kind)} called {name!r}")
            row = SquadRow(game=game, kind=kind, name=name, data=clean, settings=settings)
            session.add(row)
            session.flush()
        else:
            row = _require(session, squad_id)
            _check_version(row, expected_version)
            if row.kind != kind:
                raise SquadDataError(
                    f"{_describe(row.kind, row.name)} cannot become {_noun(kind)}"
                )
            if _name_taken(session, kind, name, except_id=row.id):
                raise SquadNameError(f"there is already {_noun(kind)} called {name!r}")
            row.name = name
            row.data = clean
            row.settings = settings
            row.updated_at = utcnow()
            session.flush()
        _sync_items(session, row)
        session.flush()
        return _record(session, row)


def rename_squad(
    db: Database, squad_id: int, new_name: str, expected_version: int | None = None
) -> SquadRecord:
    new_name = _clean_name(new_name)
    with db.begin() as session:
        row = _require(session, squad_id)
        _check_version(row, expected_version)
        if new_name != row.name:
            if _name_taken(session, row.kind, new_name, except_id=row.id):
                raise SquadNameError(
                    f"there is already {_noun(row.kind)} called {new_name!r}"
                )
            row.name = new_name
            row.updated_at = utcnow()
            session.flush()
        return _record(session, row)


def duplicate_squad(db: Database, squad_id: int, new_name: str | None = None) -> SquadRecord:
    """A copy under a new name (default: "<name> (copy)", numbered when taken)."""
    with db.begin() as session:
        row = _require(session, squad_id)
        if new_name is None:
            name = _unique_name(session, row.kind, f"{row.name} (copy)"[:NAME_MAX])
        else:
            name = _clean_name(new_name)
            if _name_taken(session, row.kind, name):
                raise SquadNameError(f"there is already {_noun(row.kind)} called {name!r}")
        copy = SquadRow(
            game=row.game,
            kind=row.kind,
            name=name,
            data=json.loads(json.dumps(row.data or {})),
            settings=json.loads(json.dumps(row.settings or {})),
        )
        session.add(copy)
        session.flush()
        _sync_items(session, copy)
        session.flush()
        return _record(session, copy)


def delete_squad(db: Database, squad_id: int, expected_version: int | None = None) -> SquadRecord:
    """Delete a saved squad; returns what was deleted (so that Undo can :func:`restore_squad` it).
    Tournament registrations keep their own snapshots."""
    with db.begin() as session:
        row = _require(session, squad_id)
        _check_version(row, expected_version)
        record = _record(session, row)
        session.delete(row)
        session.flush()
        return record


def restore_squad(db: Database, record: SquadRecord) -> SquadRecord:
    """Put a deleted squad back (Undo of delete or duplicate's redo), under its old number when free.

    Its catalog items must still exist; a name taken in the meantime gets a number."""
    game_of_kind(record.kind)
    with db.begin() as session:
        problems = _shape_problems(
            record.kind, record.data, record.settings, _catalog(session, _catalog_kind_for(record.kind))
        )
        if problems:
            raise SquadDataError(f"{_describe(record.kind, record.name)} cannot be restored: {problems[0]}", problems)
        name = _unique_name(session, record.kind, record.name)
        row = SquadRow(
            game=record.game,
            kind=record.kind,
            name=name,
            data=_normalized(record.kind, record.data),
            settings=dict(record.settings),
            created_at=record.created_at,
        )
        if session.get(SquadRow, record.id) is None:
            row.id = record.id
        session.add(row)
        session.flush()
        _sync_items(session, row)
        session.flush()
        return _record(session, row)


# --- export / import ---------------------------------------------------------------------------------


def export_squads(db: Database, squad_ids: Iterable[int] | None = None) -> str:
    """Squads (all, or the given ones) as deterministic JSON text; entries refer to catalog keys."""
    with db.read() as session:
        stmt = select(SquadRow)
        if squad_ids is not None:
            ids = list(squad_ids)
            stmt = stmt.where(SquadRow.id.in_(ids))
            found = set(session.scalars(select(SquadRow.id).where(SquadRow.id.in_(ids))).all())
            missing = [i for i in ids if i not in found]
            if missing:
                raise SquadNotFoundError(f"there is no saved squad number {missing[0]}")
        rows = session.scalars(stmt).all()
        records = [
            {
                "kind": r.kind,
                "name": r.name,
                "data": _normalized(r.kind, r.data or {}),
                "settings": r.settings or {},
            }
            for r in rows
        ]
    records.sort(key=lambda r: (r["kind"], r["name"].casefold(), r["name"]))
    doc = {"format": FILE_FORMAT, "version": FILE_VERSION, "squads": records}
    return json.dumps(doc, indent=1, ensure_ascii=False, sort_keys=False) + "\n"


def export_file(db: Database, path: str | Path, squad_ids: Iterable[int] | None = None) -> int:
    """Write the export to ``path`` (atomically); returns the number of squads written."""
    from desktop.services.files import write_text_atomic

    text = export_squads(db, squad_ids)
    write_text_atomic(path, text)  # refuses a link, FIFO or device; no temporary file left behind
    return len(json.loads(text)["squads"])


@dataclass
class _ParsedSquad:
    kind: str
    name: str
    data: Any  # checked by _shape_problems before use
    settings: Any
    label: Any  # the squad as a refusal names it (a Phrase: "squad 2 (attacktix.squad 'Alpha')")
    number: int = 0  # its place in the file


def _name_problem(exc: SquadNameError) -> Problem:
    """A refused name as a problem of the squad's "name" field (the name checks' own words, without
    "The name" in front: the refusal names the field)."""
    text, params = exc.template, exc.params
    if text.endswith("must be one line"):
        return Problem("name", "must be one line")
    if text.endswith("is longer than {n} characters"):
        return Problem("name", "is longer than {n} characters", params={"n": params.get("n", NAME_MAX)})
    if "invisible or control character" in text:
        return Problem(
            "name",
            "holds an invisible or control character (U+{code}), which is not allowed",
            params={"code": params.get("code", "")},
        )
    if text.endswith("must be text"):
        return Problem("name", "must be text")
    return Problem("name", "a squad needs a name")


def _parse_file(text: str | bytes, file: str) -> tuple[list[_ParsedSquad], list[ItemProblem]]:
    """The file's squads that are well formed (their data is checked next) and a problem for each one
    that is not (every squad is looked at: a file's problems are all reported at once)."""
    squads = read_document(
        text,
        file,
        error=SquadImportError,
        what="squads",
        file_format=FILE_FORMAT,
        version=FILE_VERSION,
        list_key="squads",
    )
    kinds = squad_kinds()
    parsed: list[_ParsedSquad] = []
    errors: list[ItemProblem] = []
    seen: dict[tuple[str, str], int] = {}
    for i, rec in enumerate(squads, start=1):
        where = squad_where(i)
        if not isinstance(rec, dict):
            errors.append(ItemProblem.of(i, where, Problem("", "must be an object")))
            continue
        unknown = set(rec) - {"kind", "name", "data", "settings"}
        if unknown:
            errors.append(ItemProblem.of(i, where, Problem("", "is not an entry of a squad"), sorted(unknown)[0]))
            continue
        kind = rec.get("kind")
        if not isinstance(kind, str) or kind not in kinds:
            problem = Problem(
                "kind",
                "unknown squad kind {kind}; known kinds: {kinds}",
                params={"kind": validation.quote_value(kind), "kinds": ", ".join(kinds)},
            )
            errors.append(ItemProblem.of(i, where, problem))
            continue
        name = rec.get("name")
        where = squad_where(i, kind, name) if isinstance(name, str) else squad_where(i, kind)
        try:
            name = _clean_name(name)
        except SquadNameError as exc:
            errors.append(ItemProblem.of(i, where, _name_problem(exc)))
            continue
        if (kind, name) in seen:
            problem = Problem(
                "name",
                "{name} is listed twice (also squad {other})",
                params={"name": validation.quote_value(name), "other": seen[(kind, name)]},
            )
            errors.append(ItemProblem.of(i, where, problem))
            continue
        seen[(kind, name)] = i
        data = rec.get("data")
        settings = rec.get("settings", {})
        parsed.append(_ParsedSquad(kind, name, data, settings, where, number=i))
    return parsed, errors


def import_squads(
    db: Database,
    text: str | bytes,
    file: str = "<import>",
    progress: Callable[[int, int], bool | None] | None = None,
) -> ImportResult:
    """Import a squads file: every squad is created (a taken name gets a number).

    The whole file is checked first (JSON, format, kinds, names, data shape, settings, and that every
    catalog key exists in this database), before the write transaction starts; any error raises
    :class:`SquadImportError` naming every problem of every squad (the file, the squad and the field;
    ``item_problems`` for the screens), and nothing is written. The write is one short bulk
    transaction (linear in the number of squads).

    ``progress(done, total)`` is called while checking; returning False cancels (nothing written,
    :class:`ImportCancelledError`)."""
    parsed, errors = _parse_file(text, file)
    if not parsed and not errors:  # a valid file with an empty list: nothing to write (and no empty bulk insert)
        from desktop.services.errors import template

        raise SquadImportError.about_file(file, template("{file}: holds no squads; there is nothing to import"))
    total = len(parsed)

    def report(done: int) -> None:
        if progress is not None and progress(done, total) is False:
            raise ImportCancelledError("the import was cancelled; nothing was written")

    report(0)
    with db.read() as session:
        catalogs = {
            ckind: _read_catalog(session, ckind) for ckind in {_catalog_kind_for(p.kind) for p in parsed}
        }
    for i, p in enumerate(parsed, start=1):
        index = catalogs[_catalog_kind_for(p.kind)]
        for problem in _shape_problems(p.kind, p.data, p.settings, index):
            errors.append(ItemProblem.of(p.number, p.label, problem))
        if i % 500 == 0:
            report(i)
    if errors:
        raise SquadImportError.about_items(file, errors)
    normalized = [(_normalized(p.kind, p.data), dict(p.settings or {})) for p in parsed]
    report(total)
    with db.begin() as session:
        session.info["squads.catalog"] = dict(catalogs)
        taken: dict[str, set[str]] = {}
        next_number: dict[tuple[str, str], int] = {}
        renamed: list[tuple[str, str]] = []
        rows: list[tuple[str, str, dict[str, Any], dict[str, Any]]] = []
        for p, (data, settings) in zip(parsed, normalized, strict=True):
            names = taken.get(p.kind)
            if names is None:
                names = taken[p.kind] = set(
                    session.scalars(select(SquadRow.name).where(SquadRow.kind == p.kind)).all()
                )
            name = p.name
            if name in names:
                n = next_number.get((p.kind, p.name), 2)
                while True:
                    suffix = f" ({n})"
                    candidate = p.name[: NAME_MAX - len(suffix)] + suffix
                    n += 1
                    if candidate not in names:
                        break
                next_number[(p.kind, p.name)] = n
                name = candidate
                renamed.append((p.name, name))
            names.add(name)
            rows.append((p.kind, name, data, settings))
        # Core bulk inserts (the ORM unit of work costs several times more for 20,000 new rows).
        now = utcnow()
        games = squad_kinds()
        table = SquadRow.__table__
        inserted = (
            session.execute(
                insert(table).returning(table.c.id, sort_by_parameter_order=True),
                [
                    {
                        "game": games[kind],
                        "kind": kind,
                        "name": name,
                        "data": data,
                        "settings": settings,
                        "created_at": now,
                        "updated_at": now,
                        "version": 1,
                    }
                    for kind, name, data, settings in rows
                ],
            )
            .scalars()
            .all()
        )
        items = [
            {"squad_id": squad_id, "item_kind": ckind, "item_key": key}
            for squad_id, (kind, _n, data, _s) in zip(inserted, rows, strict=True)
            for ckind, key in sorted(_refs(kind, data or {}))
        ]
        if items:
            session.execute(insert(SquadItemRow.__table__), items)
        statuses = {
            id(data): _status(session, kind, data or {})
            for kind, _n, data, _s in rows
            if _refs(kind, data or {})
        }
    # The records are built after the commit (the write lock is held only for the inserts).
    created = [
        SquadRecord(
            id=squad_id,
            game=games[kind],
            kind=kind,
            name=name,
            data=data,
            settings=settings,
            created_at=now,
            updated_at=now,
            version=1,
            archived=statuses.get(id(data), ((), ()))[0],
            missing=statuses.get(id(data), ((), ()))[1],
        )
        for squad_id, (kind, name, data, settings) in zip(inserted, rows, strict=True)
    ]
    return ImportResult(tuple(created), tuple(renamed))


def import_file(
    db: Database, path: str | Path, progress: Callable[[int, int], bool | None] | None = None
) -> ImportResult:
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SquadImportError.about_file(str(path), CANNOT_READ, reason=str(exc.strerror or exc)) from exc
    return import_squads(db, raw, file=str(path), progress=progress)


# --- catalog hooks -----------------------------------------------------------------------------------


def _usage(session: Session, kind: str, key: str) -> list[str]:
    rows = session.execute(
        select(SquadRow.kind, SquadRow.name)
        .join(SquadItemRow, SquadItemRow.squad_id == SquadRow.id)
        .where(SquadItemRow.item_kind == kind, SquadItemRow.item_key == key)
        .distinct()
    ).all()
    return sorted((_describe(k, n) for k, n in rows), key=str.casefold)


def _rename_references(session: Session, kind: str, old_key: str, new_key: str) -> None:
    """A catalog key was renamed: squads that use it follow (same transaction)."""
    ids = session.scalars(
        select(SquadItemRow.squad_id).where(SquadItemRow.item_kind == kind, SquadItemRow.item_key == old_key)
    ).all()
    for squad_id in set(ids):
        row = session.get(SquadRow, squad_id)
        if row is None:
            continue
        data = json.loads(json.dumps(row.data or {}))
        squad_kind = _kinds().get(row.kind)
        if squad_kind is not None:
            data = squad_kind.renamed(data, kind, old_key, new_key)
        row.data = data
        session.flush()
        _sync_items(session, row)
    session.flush()


def _register_catalog_hooks() -> None:
    from desktop.services import catalog

    catalog.register_usage_checker(_usage)
    catalog.register_rename_hook(_rename_references)


_register_catalog_hooks()
