"""What the Battle Helix screens read from the database, through the generic squad services: a saved
helix, the catalog glyphs and the species (name and colour) the squad editor, the board and the odds
panel show. Archived catalog items are included and flagged."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from desktop.games.helix import helix as hx
from desktop.games.helix.squad_kind import SPECIES_KIND
from desktop.services import squads as svc


@dataclass(frozen=True)
class HelixCatalog:
    """What the helix editor shows."""

    glyphs: tuple[hx.GlyphRef, ...] = ()
    species: dict[str, tuple[str, str]] = field(default_factory=dict)  # key -> (name, colour)


def load_helix(db: Any, squad_id: int) -> tuple[hx.Helix, svc.SquadRecord]:
    """A saved helix resolved against the catalog, and its record."""
    return svc.load_squad(db, squad_id, hx.SQUAD_KIND)


def glyphs(db: Any) -> tuple[hx.GlyphRef, ...]:
    """Every catalog glyph (archived ones included and flagged)."""
    return tuple(
        hx.glyph_from_catalog(v.key, v.data, name=v.name, archived=v.archived)
        for v in svc.catalog_entries(db, hx.CATALOG_KIND).values()
    )


def species(db: Any) -> dict[str, tuple[str, str]]:
    """Every species: key -> (name, colour)."""
    return {
        k: (v.name, str(v.data.get("colour", "#808080"))) for k, v in svc.catalog_entries(db, SPECIES_KIND).items()
    }


def load_catalog(db: Any) -> HelixCatalog:
    return HelixCatalog(glyphs=glyphs(db), species=species(db))
