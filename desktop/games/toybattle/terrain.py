"""Toy Battle terrains: a graph of HQs and bases joined by paths, with regions that hold medals.

The JSON form (``Terrain.from_dict`` / ``to_dict``) is the one shipped in
``resources/catalog/toybattle/terrains/<key>.json`` and seeded into the catalog database:

``{"key", "name", "medals_to_win", "nodes": [{"id", "kind", "special", "adjacent", "cx", "cy",
"x_pct"?, "y_pct"?}], "regions": [{"id", "bases", "medals"}], "source"?}``

``kind`` is ``hq_blue``, ``hq_red`` or ``base``; ``cx``/``cy`` are the node's centre as fractions of a
square board picture (Blue at the bottom, Red at the top).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

NODE_KINDS = ("hq_blue", "hq_red", "base")

# Special-base kinds and what they do (English; the UI translates).
SPECIAL_KINDS: dict[str, str] = {
    "return_to_rack": "Castle Field: return 1 of your other visible troops to your rack",
    "values_1_2": "Tropical Pool: only troops of strength 1-2 (or Kwak) may be placed here",
    "values_3_5": "Tropical Pool: only troops of strength 3-5 (or Kwak) may be placed here",
    "values_6_7": "Tropical Pool: only troops of strength 6-7 (or Kwak) may be placed here",
    "draw_one": "City of Clouds: draw 1 troop",
    "push_adjacent_enemy": "Volcanic Jungle: move 1 adjacent enemy troop onto a base next to it",
    "recover_from_discard": "Cursed Cemetery: take 1 of your discarded troops back to your rack",
    "no_troop_effects": "Station Metal-X: troop effects do not apply here",
    "block_rack_troop": "Battlefield: block 1 troop on the opponent's rack for their next turn",
}

VALUE_RESTRICTIONS: dict[str, tuple[int, ...]] = {
    "values_1_2": (1, 2),
    "values_3_5": (3, 4, 5),
    "values_6_7": (6, 7),
}


class TerrainError(ValueError):
    """A terrain description that is not a playable graph."""


@dataclass(frozen=True)
class Node:
    id: int
    kind: str  # hq_blue | hq_red | base
    special: str | None
    adjacent: tuple[int, ...]
    cx: float
    cy: float
    x_pct: float | None = None
    y_pct: float | None = None

    @property
    def is_hq(self) -> bool:
        return self.kind != "base"

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "id": self.id,
            "kind": self.kind,
            "special": self.special,
            "adjacent": list(self.adjacent),
        }
        if self.x_pct is not None:
            d["x_pct"] = self.x_pct
        if self.y_pct is not None:
            d["y_pct"] = self.y_pct
        d["cx"] = self.cx
        d["cy"] = self.cy
        return d


@dataclass(frozen=True)
class Region:
    id: int
    bases: tuple[int, ...]
    medals: int

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "bases": list(self.bases), "medals": self.medals}


@dataclass(frozen=True)
class Terrain:
    key: str
    name: str
    medals_to_win: int
    nodes: tuple[Node, ...]
    regions: tuple[Region, ...]
    source: str | None = None

    # --- convenience -------------------------------------------------------------------------
    def node(self, node_id: int) -> Node:
        for n in self.nodes:
            if n.id == node_id:
                return n
        raise KeyError(f"terrain {self.key!r} has no node {node_id}")

    @property
    def node_ids(self) -> tuple[int, ...]:
        return tuple(n.id for n in self.nodes)

    @property
    def base_ids(self) -> tuple[int, ...]:
        return tuple(n.id for n in self.nodes if n.kind == "base")

    def hq_ids(self, colour: str) -> tuple[int, ...]:
        kind = f"hq_{colour}"
        return tuple(n.id for n in self.nodes if n.kind == kind)

    @property
    def specials(self) -> tuple[str, ...]:
        return tuple(sorted({n.special for n in self.nodes if n.special}))

    @property
    def total_medals(self) -> int:
        return sum(r.medals for r in self.regions)

    def edges(self) -> list[tuple[int, int]]:
        """Each path segment once, as (smaller id, larger id)."""
        out = set()
        for n in self.nodes:
            for m in n.adjacent:
                out.add((min(n.id, m), max(n.id, m)))
        return sorted(out)

    # --- JSON ----------------------------------------------------------------------------------
    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Terrain:
        try:
            nodes = tuple(
                Node(
                    id=int(n["id"]),
                    kind=str(n["kind"]),
                    special=(str(n["special"]) if n.get("special") else None),
                    adjacent=tuple(int(a) for a in n["adjacent"]),
                    cx=float(n["cx"]),
                    cy=float(n["cy"]),
                    x_pct=(float(n["x_pct"]) if n.get("x_pct") is not None else None),
                    y_pct=(float(n["y_pct"]) if n.get("y_pct") is not None else None),
                )
                for n in d["nodes"]
            )
            regions = tuple(
                Region(id=int(r["id"]), bases=tuple(int(b) for b in r["bases"]), medals=int(r["medals"]))
                for r in d["regions"]
            )
            terrain = cls(
                key=str(d["key"]),
                name=str(d["name"]),
                medals_to_win=int(d["medals_to_win"]),
                nodes=nodes,
                regions=regions,
                source=(str(d["source"]) if d.get("source") else None),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise TerrainError(f"malformed terrain: {exc}") from exc
        terrain.validate()
        return terrain

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "key": self.key,
            "name": self.name,
            "medals_to_win": self.medals_to_win,
            "nodes": [n.to_dict() for n in self.nodes],
            "regions": [r.to_dict() for r in self.regions],
        }
        if self.source is not None:
            d["source"] = self.source
        return d

    def validate(self) -> None:
        """Raise TerrainError unless this is a playable terrain."""
        ids = [n.id for n in self.nodes]
        if len(set(ids)) != len(ids):
            raise TerrainError(f"{self.key}: duplicate node ids")
        by_id = {n.id: n for n in self.nodes}
        for n in self.nodes:
            if n.kind not in NODE_KINDS:
                raise TerrainError(f"{self.key}: node {n.id} has unknown kind {n.kind!r}")
            if n.special is not None and n.special not in SPECIAL_KINDS:
                raise TerrainError(f"{self.key}: node {n.id} has unknown special {n.special!r}")
            if n.is_hq and n.special is not None and n.special not in VALUE_RESTRICTIONS:
                raise TerrainError(f"{self.key}: HQ {n.id} can only carry a value restriction")
            for a in n.adjacent:
                if a not in by_id:
                    raise TerrainError(f"{self.key}: node {n.id} joins unknown node {a}")
                if a == n.id:
                    raise TerrainError(f"{self.key}: node {n.id} joins itself")
                if n.id not in by_id[a].adjacent:
                    raise TerrainError(f"{self.key}: path {n.id}-{a} is not listed both ways")
                if n.is_hq and by_id[a].is_hq:
                    raise TerrainError(f"{self.key}: HQs {n.id} and {a} are joined directly")
        if not self.hq_ids("blue") or not self.hq_ids("red"):
            raise TerrainError(f"{self.key}: each colour needs at least one HQ")
        region_ids = [r.id for r in self.regions]
        if len(set(region_ids)) != len(region_ids):
            raise TerrainError(f"{self.key}: duplicate region ids")
        for r in self.regions:
            if not r.bases:
                raise TerrainError(f"{self.key}: region {r.id} has no bases")
            for b in r.bases:
                if b not in by_id or by_id[b].kind != "base":
                    raise TerrainError(f"{self.key}: region {r.id} lists {b}, which is not a base")
            if r.medals < 1:
                raise TerrainError(f"{self.key}: region {r.id} holds no medal")
        if self.medals_to_win < 1:
            raise TerrainError(f"{self.key}: medals_to_win must be at least 1")
        if len(self.nodes) > 60:
            raise TerrainError(f"{self.key}: too many nodes")


BUILTIN_KEYS = ("castle", "pool", "clouds", "jungle", "cemetery", "caribbean", "station", "battlefield")


def builtin_terrain_dir() -> Path:
    import resources

    return Path(resources.__file__).resolve().parent / "catalog" / "toybattle" / "terrains"


_BUILTIN_CACHE: dict[str, Terrain] | None = None


def load_builtin_terrains(directory: Path | None = None) -> dict[str, Terrain]:
    """The published terrains shipped with the app, by key, in the publisher's order."""
    global _BUILTIN_CACHE
    if directory is None and _BUILTIN_CACHE is not None:
        return dict(_BUILTIN_CACHE)
    folder = directory or builtin_terrain_dir()
    found: dict[str, Terrain] = {}
    for path in sorted(folder.glob("*.json")):
        terrain = Terrain.from_dict(json.loads(path.read_text(encoding="utf-8")))
        found[terrain.key] = terrain
    order = {k: i for i, k in enumerate(BUILTIN_KEYS)}
    result = dict(sorted(found.items(), key=lambda kv: (order.get(kv[0], len(order)), kv[0])))
    if directory is None:
        _BUILTIN_CACHE = dict(result)
    return result


def builtin_terrain(key: str) -> Terrain:
    terrains = load_builtin_terrains()
    try:
        return terrains[key]
    except KeyError:
        raise KeyError(f"unknown terrain {key!r}; known: {', '.join(terrains)}") from None
