"""What the Toy Battle screens read from the database, through the generic squad services: saved
practice set-ups, and the terrains (with their data) the set-up editor offers. Archived terrains are
included and flagged."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from desktop.games.toybattle.setup_kind import SETUP_KIND, TERRAIN_KIND, ToyBattleSetup
from desktop.services import squads as svc


@dataclass(frozen=True)
class SetupCatalog:
    """What the set-up editor shows."""

    terrains: tuple[tuple[str, str, bool], ...] = ()  # (key, name, archived)
    terrain_data: dict[str, dict[str, Any]] = field(default_factory=dict)  # key -> the terrain's data


def load_setup(db: Any, squad_id: int) -> tuple[ToyBattleSetup, svc.SquadRecord]:
    return svc.load_squad(db, squad_id, SETUP_KIND)


def list_setups(db: Any) -> list[tuple[int, str, ToyBattleSetup]]:
    """Saved practice set-ups (for the Play page): (id, name, set-up), by name."""
    return svc.list_saved(db, SETUP_KIND)


def load_catalog(db: Any) -> SetupCatalog:
    terrains = svc.catalog_entries(db, TERRAIN_KIND)
    return SetupCatalog(
        terrains=tuple((k, v.name, v.archived) for k, v in terrains.items()),
        terrain_data={k: dict(v.data) for k, v in terrains.items()},
    )
