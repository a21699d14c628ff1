"""Game-named squad functions the desktop side still calls (issue 22): thin aliases over the generic
services of :mod:`desktop.services.squads` and the games' own squad kinds. Reached as
``desktop.services.squads.<name>``; remove this module once the squad editors and the Play page call
``load_squad`` / ``list_saved`` / ``catalog_entries`` (see the report of issue 22 for each caller).
"""

from __future__ import annotations

from typing import Any

from desktop.lazy import LazyModule
from desktop.services.squads import BuilderCatalog, SquadRecord, catalog_entries, list_saved, load_squad

_ax = LazyModule("desktop.games.attacktix.squad")
_hx = LazyModule("desktop.games.helix.helix")
_setup = LazyModule("desktop.games.toybattle.setup_kind")


def __getattr__(name: str) -> Any:
    if name in ("ToyBattleSetup", "SETUP_KIND", "TERRAIN_KIND", "RANDOM_TERRAIN", "SETUP_COLOURS", "SETUP_OPPONENTS"):
        return getattr(_setup, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def load_attacktix(db: Any, squad_id: int) -> tuple[Any, Any, SquadRecord]:
    """An Attacktix squad resolved against the catalog, its rules and its record."""
    squad, record = load_squad(db, squad_id, _ax.SQUAD_KIND)
    return squad, _ax.rules_from_settings(record.settings or {}), record


def load_helix(db: Any, squad_id: int) -> tuple[Any, SquadRecord]:
    return load_squad(db, squad_id, _hx.SQUAD_KIND)


def load_setup(db: Any, squad_id: int) -> tuple[Any, SquadRecord]:
    return load_squad(db, squad_id, _setup.SETUP_KIND)


def list_setups(db: Any) -> list[tuple[int, str, Any]]:
    """Saved Toy Battle practice set-ups (for the Play page): (id, name, set-up), by name."""
    return list_saved(db, _setup.SETUP_KIND)


def builder_catalog(db: Any) -> BuilderCatalog:
    """Figures, glyphs, terrains and the names the builders show (archived items included, flagged)."""
    figures = catalog_entries(db, _ax.CATALOG_KIND)
    glyphs = catalog_entries(db, _hx.CATALOG_KIND)
    terrains = catalog_entries(db, _setup.TERRAIN_KIND)
    marvel = catalog_entries(db, "attacktix.marvel_class")
    classes = catalog_entries(db, "attacktix.class")
    species = catalog_entries(db, "helix.species")
    placeholders = {f"{_ax.CATALOG_KIND}:{k}": v.placeholders for k, v in figures.items() if v.placeholders}
    placeholders.update({f"{_hx.CATALOG_KIND}:{k}": v.placeholders for k, v in glyphs.items() if v.placeholders})
    return BuilderCatalog(
        figures=tuple(
            _ax.figure_from_catalog(v.key, v.data, name=v.name, archived=v.archived) for v in figures.values()
        ),
        glyphs=tuple(
            _hx.glyph_from_catalog(v.key, v.data, name=v.name, archived=v.archived) for v in glyphs.values()
        ),
        terrains=tuple((k, v.name, v.archived) for k, v in terrains.items()),
        marvel_classes={k: v.name for k, v in marvel.items()}
        or {m.lower().replace(" ", "-"): m for m in _ax.MARVEL_CLASSES},
        attacktix_classes={k: v.name for k, v in classes.items()} or dict(_ax.ATTACKTIX_CLASSES),
        species={k: (v.name, str(v.data.get("colour", "#808080"))) for k, v in species.items()},
        placeholders=placeholders,
        terrain_data={k: dict(v.data) for k, v in terrains.items()},
    )
