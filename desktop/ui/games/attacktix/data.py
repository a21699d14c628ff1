"""What the Attacktix screens read from the database, through the generic squad services: a saved
squad with its rules, and the catalog the squad editor picks from (figures, Marvel classes, Attacktix
classes, placeholder marks). Archived catalog items are included and flagged."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from desktop.games.attacktix import squad as ax
from desktop.games.attacktix.catalog import CLASS, MARVEL_CLASS
from desktop.services import squads as svc


@dataclass(frozen=True)
class AttacktixCatalog:
    """What the Attacktix squad editor shows."""

    figures: tuple[ax.FigureRef, ...] = ()
    marvel_classes: dict[str, str] = field(default_factory=dict)  # key -> name
    attacktix_classes: dict[str, str] = field(default_factory=dict)  # code -> name
    placeholders: dict[str, tuple[str, ...]] = field(default_factory=dict)  # "kind:key" -> fields


def load_squad_and_rules(db: Any, squad_id: int) -> tuple[ax.Squad, ax.SquadRules, svc.SquadRecord]:
    """A saved Attacktix squad resolved against the catalog, its rules and its record."""
    squad, record = svc.load_squad(db, squad_id, ax.SQUAD_KIND)
    return squad, ax.rules_from_settings(record.settings or {}), record


def figures(db: Any) -> tuple[ax.FigureRef, ...]:
    """Every catalog figure (archived ones included and flagged)."""
    return tuple(
        ax.figure_from_catalog(v.key, v.data, name=v.name, archived=v.archived)
        for v in svc.catalog_entries(db, ax.CATALOG_KIND).values()
    )


def load_catalog(db: Any) -> AttacktixCatalog:
    """The figures, the class names and the placeholder marks the squad editor shows."""
    entries = svc.catalog_entries(db, ax.CATALOG_KIND)
    marvel = svc.catalog_entries(db, MARVEL_CLASS.key)
    classes = svc.catalog_entries(db, CLASS.key)
    return AttacktixCatalog(
        figures=tuple(
            ax.figure_from_catalog(v.key, v.data, name=v.name, archived=v.archived) for v in entries.values()
        ),
        marvel_classes={k: v.name for k, v in marvel.items()}
        or {m.lower().replace(" ", "-"): m for m in ax.MARVEL_CLASSES},
        attacktix_classes={k: v.name for k, v in classes.items()} or dict(ax.ATTACKTIX_CLASSES),
        placeholders={f"{ax.CATALOG_KIND}:{k}": v.placeholders for k, v in entries.items() if v.placeholders},
    )
