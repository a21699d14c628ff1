"""Toy Battle practice set-ups as saved squads (:class:`desktop.games.contracts.SquadKind`). Toy Battle
has no squad (both sides always have the same 24 troops): a saved set-up is what the Play page starts
a practice game from. Pure: the service layer hands in the catalog's terrains.

Stored data: ``{"terrain": key or "random", "colour": "blue"|"red"|"random",
"opponent": "easy"|"normal"|"hard"|"person", "beginner": bool}``; settings: ``{}``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from desktop.games.catalog_schema import Problem
from desktop.games.contracts import CatalogEntry
from desktop.validation import quote_value

SETUP_KIND = "toybattle.setup"
TERRAIN_KIND = "toybattle.terrain"
RANDOM_TERRAIN = "random"
SETUP_COLOURS = ("blue", "red", "random")
SETUP_OPPONENTS = ("easy", "normal", "hard", "person")


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


class SetupKind:
    kind = SETUP_KIND
    game = "toybattle"
    label = "Toy Battle set-up"
    noun = "a set-up"
    catalog_kinds = (TERRAIN_KIND,)
    #: registrations store no snapshot of it (and there is no squad sheet)
    registers = False
    no_registration = "Toy Battle registrations store no squad: both sides have the same 24 troops"

    def shape_problems(
        self, data: Mapping[str, Any], settings: Mapping[str, Any] | None, known: Mapping[str, Any] | None
    ) -> list[Problem]:
        out: list[Problem] = []
        extra = set(data) - {"terrain", "colour", "opponent", "beginner"}
        if extra:
            out.append(Problem(f"data.{sorted(extra)[0]}", "is not a field of a Toy Battle set-up"))
        terrain = data.get("terrain", RANDOM_TERRAIN)
        if not isinstance(terrain, str) or not terrain:
            out.append(Problem("data.terrain", "must be a terrain key or 'random'"))
        elif terrain != RANDOM_TERRAIN and known is not None and terrain not in known:
            out.append(
                Problem("data.terrain", "no terrain {key} in the catalog", params={"key": quote_value(terrain)})
            )
        colour = data.get("colour", "blue")
        if not isinstance(colour, str) or colour not in SETUP_COLOURS:
            out.append(Problem("data.colour", "must be one of {choices}", params={"choices": ", ".join(SETUP_COLOURS)}))
        opponent = data.get("opponent", "normal")
        if not isinstance(opponent, str) or opponent not in SETUP_OPPONENTS:
            out.append(
                Problem("data.opponent", "must be one of {choices}", params={"choices": ", ".join(SETUP_OPPONENTS)})
            )
        if not isinstance(data.get("beginner", False), bool):
            out.append(Problem("data.beginner", "must be true or false"))
        return out

    def normalized(self, data: Mapping[str, Any]) -> dict[str, Any]:
        return ToyBattleSetup.from_data(data).to_data()

    def refs(self, data: Mapping[str, Any]) -> set[tuple[str, str]]:
        terrain = data.get("terrain")
        if isinstance(terrain, str) and terrain != RANDOM_TERRAIN:
            return {(TERRAIN_KIND, terrain)}
        return set()

    def item_text(self, item: CatalogEntry) -> str:
        return item.name

    def renamed(self, data: Mapping[str, Any], catalog_kind: str, old_key: str, new_key: str) -> dict[str, Any]:
        out = dict(data)
        if catalog_kind == TERRAIN_KIND and data.get("terrain") == old_key:
            out["terrain"] = new_key
        return out

    def resolve(
        self, name: str, data: Mapping[str, Any], catalog: Mapping[str, Mapping[str, CatalogEntry]]
    ) -> ToyBattleSetup:
        return ToyBattleSetup.from_data(data)

    def rules(self, settings: Mapping[str, Any] | None) -> None:
        return None

    def verdict(
        self, value: ToyBattleSetup, settings: Mapping[str, Any], catalog: Mapping[str, Mapping[str, CatalogEntry]]
    ) -> tuple[list[Any], str]:
        terrains = catalog.get(TERRAIN_KIND, {})
        terrain = terrains[value.terrain].name if value.terrain in terrains else value.terrain
        opponent = "another person" if value.opponent == "person" else f"computer ({value.opponent})"
        return [], f"{terrain}, {value.colour}, vs {opponent}" + (", beginner" if value.beginner else "")

    def snapshot(self, value: Any, settings: Mapping[str, Any]) -> None:
        return None


SQUAD_KIND = SetupKind()
