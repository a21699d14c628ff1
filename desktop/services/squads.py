"""Squad use cases: one function per user action, one transaction each, plain data out.

Saved squads of every game live in one table (``database.models.squads``): Attacktix squads
(``attacktix.squad``), Battle Helix helixes (``helix.helix``) and Toy Battle practice set-ups
(``toybattle.setup``; Toy Battle has no squad, both sides always having the same 24 troops). The kinds
and legality checks of the first two come from the game registry (``GameInfo.squad_module``).

Stored data refers to catalog items by key:

- ``attacktix.squad``: ``{"kind": "equal_points"|"quick_battle", "entries": [{"key", "count"}],
  "backups": [{"key", "count"}]}``; settings: the squad rules (:meth:`SquadRules.to_settings`).
- ``helix.helix``: ``{"slots": [glyph key or null] * 6}``; settings: ``{}``.
- ``toybattle.setup``: ``{"terrain": key or "random", "colour": "blue"|"red"|"random",
  "opponent": "easy"|"normal"|"hard"|"person", "beginner": bool}``; settings: ``{}``.

A squad that uses an archived catalog item stays loadable; its record says so (``archived``). The
catalog refuses to delete an item a saved squad uses (a usage checker registered below names the
squads) and renaming a catalog key updates the squads (a rename hook).

Every failure raises a :class:`SquadError` subclass whose ``message`` is written for people.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from types import ModuleType
from typing import Any

from sqlalchemy import delete, insert, select
from sqlalchemy.orm import Session

from database.engine import Database
from database.models.base import utcnow
from database.models.catalog import CatalogItemRow
from database.models.squads import SquadItemRow, SquadRow
from desktop.games import registry
from desktop.games.attacktix import squad as ax
from desktop.games.contracts import CatalogEntry
from desktop.games.helix import helix as hx
from desktop.services import validation
from desktop.services.errors import ServiceError
from desktop.services.files import ImportFileProblem, read_document

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
    "ToyBattleSetup",
    "BuilderCatalog",
    "ImportResult",
    "SETUP_KIND",
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
    "load_attacktix",
    "load_helix",
    "load_setup",
    "list_setups",
    "saved_squad",
    "catalog_entries",
    "builder_catalog",
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
SETUP_KIND = "toybattle.setup"
NAME_MAX = 200
TERRAIN_KIND = "toybattle.terrain"
SETUP_COLOURS = ("blue", "red", "random")
SETUP_OPPONENTS = ("easy", "normal", "hard", "person")
RANDOM_TERRAIN = "random"


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

    def __init__(self, message: str, problems: Sequence[tuple[str, str]] = ()) -> None:
        super().__init__(message)
        self.problems = tuple(problems)


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
class ToyBattleSetup:
    """A saved Toy Battle practice set-up the Play page can start from."""

    terrain: str = RANDOM_TERRAIN  # a toybattle.terrain key, or "random"
    colour: str = "blue"  # the colour of the (first) player: blue, red or random
    opponent: str = "normal"  # easy, normal, hard (the computer) or person (hot-seat)
    beginner: bool = False  # special bases have no effect

    def to_data(self) -> dict[str, Any]:
        return {
            "terrain": self.terrain,
            "colour": self.colour,
            "opponent": self.opponent,
            "beginner": self.beginner,
        }

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> ToyBattleSetup:
        return cls(
            terrain=str(data.get("terrain", RANDOM_TERRAIN)),
            colour=str(data.get("colour", "blue")),
            opponent=str(data.get("opponent", "normal")),
            beginner=bool(data.get("beginner", False)),
        )


@dataclass(frozen=True)
class BuilderCatalog:
    """What the squad builders pick from (archived items included and flagged)."""

    figures: tuple[ax.FigureRef, ...] = ()
    glyphs: tuple[hx.GlyphRef, ...] = ()
    terrains: tuple[tuple[str, str, bool], ...] = ()  # (key, name, archived)
    marvel_classes: dict[str, str] = field(default_factory=dict)  # key -> name
    attacktix_classes: dict[str, str] = field(default_factory=dict)  # code -> name
    species: dict[str, tuple[str, str]] = field(default_factory=dict)  # key -> (name, colour)
    placeholders: dict[str, tuple[str, ...]] = field(default_factory=dict)  # figure/glyph key -> fields
    terrain_data: dict[str, dict[str, Any]] = field(default_factory=dict)  # Toy Battle terrain key -> data


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


def _squad_modules() -> dict[str, tuple[str, ModuleType]]:
    out: dict[str, tuple[str, ModuleType]] = {}
    for game in registry.GAMES.values():
        module = game.module("squad")
        if module is None:
            continue
        for kind in getattr(module, "SQUAD_KINDS", ()):
            out[kind] = (game.key, module)
    return out


def squad_kinds() -> dict[str, str]:
    """Every kind of saved squad -> its game key (registry squad kinds, then Toy Battle set-ups)."""
    kinds = {kind: game for kind, (game, _m) in _squad_modules().items()}
    kinds[SETUP_KIND] = "toybattle"
    return kinds


def game_of_kind(kind: str) -> str:
    kinds = squad_kinds()
    if kind not in kinds:
        raise SquadDataError(
            f"unknown squad kind {kind!r}; known kinds: {', '.join(kinds)}", [("kind", "unknown")]
        )
    return kinds[kind]


KIND_LABELS = {
    ax.SQUAD_KIND: "Attacktix squad",
    hx.SQUAD_KIND: "Battle Helix helix",
    SETUP_KIND: "Toy Battle set-up",
}


def _kind_label(kind: str) -> str:
    return KIND_LABELS.get(kind, kind)


def _noun(kind: str) -> str:
    """The kind's plain noun, with its article ("a squad", "a helix", "a set-up")."""
    return "a " + _kind_label(kind).split(" ")[-1]


def _sentence(text: str) -> str:
    """``text`` with its first letter in capitals (str.capitalize would lowercase the names in it)."""
    return text[:1].upper() + text[1:]


def _describe(kind: str, name: str) -> str:
    return f"{_kind_label(kind)} {name!r}"


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


def _figure(item: _CatItem) -> ax.FigureRef:
    return ax.figure_from_catalog(item.key, item.data, name=item.name, archived=item.archived)


def _glyph(item: _CatItem) -> hx.GlyphRef:
    return hx.glyph_from_catalog(item.key, item.data, name=item.name, archived=item.archived)


def _catalog_kind_for(kind: str) -> str:
    if kind == ax.SQUAD_KIND:
        return ax.CATALOG_KIND
    if kind == hx.SQUAD_KIND:
        return hx.CATALOG_KIND
    return TERRAIN_KIND


def _refs(kind: str, data: Mapping[str, Any]) -> set[tuple[str, str]]:
    """The catalog items (kind, key) a squad's data names."""
    out: set[tuple[str, str]] = set()
    if kind == ax.SQUAD_KIND:
        for part in ("entries", "backups"):
            for e in data.get(part, ()) or ():
                if isinstance(e, Mapping) and isinstance(e.get("key"), str):
                    out.add((ax.CATALOG_KIND, e["key"]))
    elif kind == hx.SQUAD_KIND:
        for key in data.get("slots", ()) or ():
            if isinstance(key, str):
                out.add((hx.CATALOG_KIND, key))
    elif kind == SETUP_KIND:
        terrain = data.get("terrain")
        if isinstance(terrain, str) and terrain != RANDOM_TERRAIN:
            out.add((TERRAIN_KIND, terrain))
    return out


# --- data shape checks -------------------------------------------------------------------------------


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_entries(value: Any, where: str, known: Mapping[str, _CatItem] | None) -> list[tuple[str, str]]:
    if not isinstance(value, list):
        return [(where, "must be a list of {key, count}")]
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for i, e in enumerate(value):
        here = f"{where}[{i}]"
        if not isinstance(e, Mapping):
            out.append((here, "must be an object with key and count"))
            continue
        extra = set(e) - {"key", "count"}
        if extra:
            out.append((f"{here}.{sorted(extra)[0]}", "is not a field of an entry"))
        key = e.get("key")
        count = e.get("count", 1)
        if not isinstance(key, str) or not key:
            out.append((f"{here}.key", "must be the collector code of a catalog figure"))
            continue
        if key in seen:
            out.append((f"{here}.key", f"figure {key!r} is listed twice"))
        seen.add(key)
        if not _is_int(count) or count < 1 or count > 99:
            out.append((f"{here}.count", f"must be a whole number from 1 to 99, not {count!r}"))
        if known is not None and key not in known:
            out.append((f"{here}.key", f"no figure {key!r} in the catalog"))
    return out


def _settings_problem(exc: ValueError, top_level: Sequence[str]) -> tuple[str, str]:
    text = str(exc)
    name, _, message = text.partition(": ")
    if not message:
        return "settings", text
    if name.startswith("unknown legality profile"):
        return "settings.profile", text
    prefix = "settings." if name in top_level else "settings.profile_rules."
    return prefix + name, message


def _shape_problems(
    kind: str, data: Any, settings: Any, catalog: Mapping[str, _CatItem] | None
) -> list[tuple[str, str]]:
    """Problems with a squad's stored form (not its legality); ``catalog`` checks keys exist."""
    if not isinstance(data, Mapping):
        return [("data", "must be an object")]
    if settings is not None and not isinstance(settings, Mapping):
        return [("settings", "must be an object")]
    if (
        settings is not None
        and settings.get("profile_rules") is not None
        and not isinstance(settings.get("profile_rules"), Mapping)
    ):
        return [("settings.profile_rules", "must be an object of rules")]
    out: list[tuple[str, str]] = []
    if kind == ax.SQUAD_KIND:
        extra = set(data) - {"kind", "entries", "backups"}
        if extra:
            out.append((f"data.{sorted(extra)[0]}", "is not a field of an Attacktix squad"))
        level = data.get("kind", ax.SquadKind.EQUAL_POINTS.value)
        if level not in {k.value for k in ax.SquadKind}:
            out.append(("data.kind", f"must be 'equal_points' or 'quick_battle', not {level!r}"))
        out += _check_entries(data.get("entries", []), "data.entries", catalog)
        out += _check_entries(data.get("backups", []), "data.backups", catalog)
        try:
            ax.rules_from_settings(settings or {})
        except (TypeError, AttributeError) as exc:
            out.append(("settings", f"has a value of the wrong type ({exc})"))
        except ValueError as exc:
            out.append(_settings_problem(exc, ("point_limit", "limit_mode", "backup_limit", "profile")))
    elif kind == hx.SQUAD_KIND:
        extra = set(data) - {"slots"}
        if extra:
            out.append((f"data.{sorted(extra)[0]}", "is not a field of a helix"))
        slots = data.get("slots")
        if not isinstance(slots, list) or len(slots) != hx.HELIX_SIZE:
            out.append(
                ("data.slots", f"must be a list of {hx.HELIX_SIZE} glyph keys (null for an empty slot)")
            )
        else:
            for i, key in enumerate(slots):
                if key is None:
                    continue
                if not isinstance(key, str) or not key:
                    out.append((f"data.slots[{i}]", "must be a glyph key or null"))
                elif catalog is not None and key not in catalog:
                    out.append((f"data.slots[{i}]", f"no glyph {key!r} in the catalog"))
        try:
            hx.rules_from_settings(settings or {})
        except (TypeError, AttributeError) as exc:
            out.append(("settings", f"has a value of the wrong type ({exc})"))
        except ValueError as exc:
            out.append(_settings_problem(exc, ("size", "max_gold")))
    elif kind == SETUP_KIND:
        extra = set(data) - {"terrain", "colour", "opponent", "beginner"}
        if extra:
            out.append((f"data.{sorted(extra)[0]}", "is not a field of a Toy Battle set-up"))
        terrain = data.get("terrain", RANDOM_TERRAIN)
        if not isinstance(terrain, str) or not terrain:
            out.append(("data.terrain", "must be a terrain key or 'random'"))
        elif terrain != RANDOM_TERRAIN and catalog is not None and terrain not in catalog:
            out.append(("data.terrain", f"no terrain {terrain!r} in the catalog"))
        if data.get("colour", "blue") not in SETUP_COLOURS:
            out.append(("data.colour", f"must be one of {', '.join(SETUP_COLOURS)}"))
        if data.get("opponent", "normal") not in SETUP_OPPONENTS:
            out.append(("data.opponent", f"must be one of {', '.join(SETUP_OPPONENTS)}"))
        if not isinstance(data.get("beginner", False), bool):
            out.append(("data.beginner", "must be true or false"))
    else:
        out.append(("kind", f"unknown squad kind {kind!r}"))
    return out


def _normalized(kind: str, data: Mapping[str, Any]) -> dict[str, Any]:
    if kind == ax.SQUAD_KIND:
        return {
            "kind": data.get("kind", ax.SquadKind.EQUAL_POINTS.value),
            "entries": [{"key": e["key"], "count": e.get("count", 1)} for e in data.get("entries", [])],
            "backups": [{"key": e["key"], "count": e.get("count", 1)} for e in data.get("backups", [])],
        }
    if kind == hx.SQUAD_KIND:
        return {"slots": list(data.get("slots", []))}
    if kind == SETUP_KIND:
        return ToyBattleSetup.from_data(data).to_data()
    return dict(data)


def _clean_name(name: Any) -> str:
    if not isinstance(name, str) or not name.strip():
        raise SquadNameError("a squad needs a name")
    try:
        return validation.clean_name(name, "name", maximum=NAME_MAX, what="The name")
    except validation.TextProblem as exc:
        raise SquadNameError(exc.template, **exc.params) from exc


# --- loading -----------------------------------------------------------------------------------------


def _resolve_attacktix(name: str, data: Mapping[str, Any], figures: Mapping[str, _CatItem]) -> ax.Squad:
    def entries(items: Iterable[Mapping[str, Any]]) -> tuple[ax.SquadEntry, ...]:
        out = []
        for e in items:
            item = figures.get(e["key"])
            if item is None:
                continue
            out.append(ax.SquadEntry(_figure(item), int(e.get("count", 1))))
        return tuple(out)

    return ax.Squad(
        name=name,
        kind=ax.SquadKind(data.get("kind", ax.SquadKind.EQUAL_POINTS.value)),
        entries=entries(data.get("entries", [])),
        backups=entries(data.get("backups", [])),
    )


def _resolve_helix(name: str, data: Mapping[str, Any], glyphs: Mapping[str, _CatItem]) -> hx.Helix:
    from desktop.games.helix.squad_kind import resolve

    return resolve(name, data, glyphs)


def _status(session: Session, kind: str, data: Mapping[str, Any]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    archived: list[str] = []
    missing: list[str] = []
    by_kind: dict[str, dict[str, _CatItem]] = {}
    for ckind, key in sorted(_refs(kind, data)):
        index = by_kind.setdefault(ckind, _catalog(session, ckind))
        item = index.get(key)
        if item is None:
            missing.append(key)
        elif item.archived:
            archived.append(f"{key} {item.name}" if ckind == ax.CATALOG_KIND else item.name)
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
    if kind == ax.SQUAD_KIND:
        squad = _resolve_attacktix(name, data, _catalog(session, ax.CATALOG_KIND))
        violations = ax.check(squad, ax.rules_from_settings(settings))
        return violations, ax.summary(squad), squad
    if kind == hx.SQUAD_KIND:
        helix = _resolve_helix(name, data, _catalog(session, hx.CATALOG_KIND))
        return hx.check(helix, hx.rules_from_settings(settings)), hx.summary(helix), helix
    setup = ToyBattleSetup.from_data(data)
    terrains = _catalog(session, TERRAIN_KIND)
    terrain = terrains[setup.terrain].name if setup.terrain in terrains else setup.terrain
    opponent = "another person" if setup.opponent == "person" else f"computer ({setup.opponent})"
    text = f"{terrain}, {setup.colour}, vs {opponent}" + (", beginner" if setup.beginner else "")
    return [], text, setup


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


def builder_catalog(db: Database) -> BuilderCatalog:
    """Figures, glyphs, terrains and the names the builders show (archived items included, flagged)."""
    with db.read() as session:
        figures = _catalog(session, ax.CATALOG_KIND)
        glyphs = _catalog(session, hx.CATALOG_KIND)
        terrains = _catalog(session, TERRAIN_KIND)
        marvel = _catalog(session, "attacktix.marvel_class")
        classes = _catalog(session, "attacktix.class")
        species = _catalog(session, "helix.species")
    placeholders = {f"{ax.CATALOG_KIND}:{k}": v.placeholders for k, v in figures.items() if v.placeholders}
    placeholders.update(
        {f"{hx.CATALOG_KIND}:{k}": v.placeholders for k, v in glyphs.items() if v.placeholders}
    )
    return BuilderCatalog(
        figures=tuple(_figure(v) for v in figures.values()),
        glyphs=tuple(_glyph(v) for v in glyphs.values()),
        terrains=tuple((k, v.name, v.archived) for k, v in terrains.items()),
        marvel_classes={k: v.name for k, v in marvel.items()}
        or {m.lower().replace(" ", "-"): m for m in ax.MARVEL_CLASSES},
        attacktix_classes={k: v.name for k, v in classes.items()} or dict(ax.ATTACKTIX_CLASSES),
        species={k: (v.name, str(v.data.get("colour", "#808080"))) for k, v in species.items()},
        placeholders=placeholders,
        terrain_data={k: v.data for k, v in terrains.items()},
    )


def load_attacktix(db: Database, squad_id: int) -> tuple[ax.Squad, ax.SquadRules, SquadRecord]:
    """An Attacktix squad resolved against the catalog (archived figures flagged), its rules, its record."""
    with db.read() as session:
        row = _require(session, squad_id)
        if row.kind != ax.SQUAD_KIND:
            raise SquadDataError(f"{_describe(row.kind, row.name)} is not an Attacktix squad")
        squad = _resolve_attacktix(row.name, row.data or {}, _catalog(session, ax.CATALOG_KIND))
        return squad, ax.rules_from_settings(row.settings or {}), _record(session, row)


def load_helix(db: Database, squad_id: int) -> tuple[hx.Helix, SquadRecord]:
    with db.read() as session:
        row = _require(session, squad_id)
        if row.kind != hx.SQUAD_KIND:
            raise SquadDataError(f"{_describe(row.kind, row.name)} is not a Battle Helix helix")
        return _resolve_helix(row.name, row.data or {}, _catalog(session, hx.CATALOG_KIND)), _record(
            session, row
        )


def load_setup(db: Database, squad_id: int) -> tuple[ToyBattleSetup, SquadRecord]:
    with db.read() as session:
        row = _require(session, squad_id)
        if row.kind != SETUP_KIND:
            raise SquadDataError(f"{_describe(row.kind, row.name)} is not a Toy Battle set-up")
        return ToyBattleSetup.from_data(row.data or {}), _record(session, row)


def saved_squad(db: Database, kind: str, name: str) -> tuple[str, dict[str, Any]] | None:
    """(exact name, stored data) of the saved squad of ``kind`` called ``name`` (case-insensitive;
    the exact spelling first), or ``None``."""
    wanted = str(name).strip()
    with db.read() as session:
        rows = session.execute(select(SquadRow.name, SquadRow.data).where(SquadRow.kind == kind)).all()
    for exact in (True, False):
        for row_name, data in sorted(rows, key=lambda r: r[0]):
            if row_name == wanted if exact else row_name.casefold() == wanted.casefold():
                return row_name, dict(data or {})
    return None


def catalog_entries(db: Database, kind: str) -> dict[str, CatalogEntry]:
    """The catalog items of one kind by key, archived ones included (flagged)."""
    with db.read() as session:
        return dict(_catalog(session, kind))


def list_setups(db: Database) -> list[tuple[int, str, ToyBattleSetup]]:
    """Saved Toy Battle practice set-ups (for the Play page): (id, name, set-up), by name."""
    with db.read() as session:
        rows = session.scalars(select(SquadRow).where(SquadRow.kind == SETUP_KIND)).all()
        out = [(r.id, r.name, ToyBattleSetup.from_data(r.data or {})) for r in rows]
    return sorted(out, key=lambda t: t[1].casefold())


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
            f, m = problems[0]
            raise SquadDataError(f"{f}: {m}", problems)
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
        if row.kind == SETUP_KIND:
            raise SquadDataError(
                "Toy Battle registrations store no squad: both sides have the same 24 troops"
            )
        used = dict(row.settings or {}) if settings is None else dict(settings)
        violations, text, value = _verdict(session, row.kind, row.name, row.data or {}, used)
        archived, missing = _status(session, row.kind, row.data or {})
        if row.kind == ax.SQUAD_KIND:
            contents = ax.squad_to_snapshot(value)
            rules_settings = ax.rules_from_settings(used).to_settings()
        else:
            contents = hx.helix_to_snapshot(value)
            rules_settings = hx.rules_from_settings(used).to_settings()
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
            f, m = problems[0]
            raise SquadDataError(f"{_sentence(_describe(kind, name))} cannot be saved: {f}: {m}", problems)
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
            f, m = problems[0]
            raise SquadDataError(
                f"{_describe(record.kind, record.name)} cannot be restored: {f}: {m}", problems
            )
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
    text = export_squads(db, squad_ids)
    path = Path(path)
    tmp = path.with_name(path.name + ".part")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)
    return len(json.loads(text)["squads"])


@dataclass
class _ParsedSquad:
    kind: str
    name: str
    data: Any  # checked by _shape_problems before use
    settings: Any
    label: str


def _fail(file: str, errors: Sequence[tuple[str, str | None, str]]) -> SquadImportError:
    label, fld, msg = errors[0]
    return SquadImportError(
        file,
        msg,
        item=label or None,
        field=fld,
        problems=[f"{lab}{f', field {f!r}' if f else ''}: {m}" for lab, f, m in errors],
    )


def _parse_file(text: str | bytes, file: str) -> list[_ParsedSquad]:
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
    errors: list[tuple[str, str | None, str]] = []
    seen: dict[tuple[str, str], int] = {}
    for i, rec in enumerate(squads, start=1):
        label = f"squad {i}"
        if not isinstance(rec, dict):
            errors.append((label, None, "must be an object"))
            continue
        unknown = set(rec) - {"kind", "name", "data", "settings"}
        if unknown:
            errors.append((label, sorted(unknown)[0], "is not an entry of a squad"))
            continue
        kind = rec.get("kind")
        if not isinstance(kind, str) or kind not in kinds:
            errors.append((label, "kind", f"unknown squad kind {kind!r}; known kinds: {', '.join(kinds)}"))
            continue
        name = rec.get("name")
        label = f"squad {i} ({kind} {name!r})" if isinstance(name, str) else f"squad {i} ({kind})"
        try:
            name = _clean_name(name)
        except SquadNameError as exc:
            errors.append((label, "name", exc.message))
            continue
        if (kind, name) in seen:
            errors.append((label, "name", f"{name!r} is listed twice (also squad {seen[(kind, name)]})"))
            continue
        seen[(kind, name)] = i
        data = rec.get("data")
        settings = rec.get("settings", {})
        parsed.append(_ParsedSquad(kind, name, data, settings, label))
    if errors:
        raise _fail(file, errors)
    return parsed


def import_squads(
    db: Database,
    text: str | bytes,
    file: str = "<import>",
    progress: Callable[[int, int], bool | None] | None = None,
) -> ImportResult:
    """Import a squads file: every squad is created (a taken name gets a number).

    The whole file is checked first (JSON, format, kinds, names, data shape, settings, and that every
    catalog key exists in this database), before the write transaction starts; any error raises
    :class:`SquadImportError` naming the file, the squad and the field, and nothing is written. The
    write is one short bulk transaction (linear in the number of squads).

    ``progress(done, total)`` is called while checking; returning False cancels (nothing written,
    :class:`ImportCancelledError`)."""
    parsed = _parse_file(text, file)
    total = len(parsed)

    def report(done: int) -> None:
        if progress is not None and progress(done, total) is False:
            raise ImportCancelledError("the import was cancelled; nothing was written")

    report(0)
    with db.read() as session:
        catalogs = {
            ckind: _read_catalog(session, ckind) for ckind in {_catalog_kind_for(p.kind) for p in parsed}
        }
    errors: list[tuple[str, str | None, str]] = []
    for i, p in enumerate(parsed, start=1):
        index = catalogs[_catalog_kind_for(p.kind)]
        for fld, msg in _shape_problems(p.kind, p.data, p.settings, index):
            errors.append((p.label, fld, msg))
        if i % 500 == 0:
            report(i)
    if errors:
        raise _fail(file, errors)
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
        raise SquadImportError(str(path), f"cannot be read ({exc.strerror or exc})") from exc
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
        if row.kind == ax.SQUAD_KIND and kind == ax.CATALOG_KIND:
            for part in ("entries", "backups"):
                for e in data.get(part, []):
                    if e.get("key") == old_key:
                        e["key"] = new_key
        elif row.kind == hx.SQUAD_KIND and kind == hx.CATALOG_KIND:
            data["slots"] = [new_key if k == old_key else k for k in data.get("slots", [])]
        elif row.kind == SETUP_KIND and kind == TERRAIN_KIND and data.get("terrain") == old_key:
            data["terrain"] = new_key
        row.data = data
        session.flush()
        _sync_items(session, row)
    session.flush()


def _register_catalog_hooks() -> None:
    from desktop.services import catalog

    catalog.register_usage_checker(_usage)
    catalog.register_rename_hook(_rename_references)


_register_catalog_hooks()
