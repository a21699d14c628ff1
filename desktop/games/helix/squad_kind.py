"""Battle Helix helixes as saved squads: resolving a stored helix against the catalog's glyphs.

Pure (no services, no database): the service layer and the command line hand in the catalog items.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.games.contracts import CatalogEntry
from desktop.games.helix import helix as hx


def resolve(name: str, data: Mapping[str, Any], glyphs: Mapping[str, CatalogEntry]) -> hx.Helix:
    """The helix stored as ``data`` (``{"slots": [glyph key or None] * 6}``) with its glyphs from the
    catalog; a key the catalog does not hold leaves its slot empty."""
    slots: list[hx.GlyphRef | None] = []
    for key in data.get("slots", [None] * hx.HELIX_SIZE):
        item = glyphs.get(key) if isinstance(key, str) else None
        slots.append(
            hx.glyph_from_catalog(item.key, item.data, name=item.name, archived=item.archived)
            if item is not None
            else None
        )
    return hx.Helix(name=name, slots=tuple(slots))
