"""Toy Battle catalog kinds: the eight troop types and the terrains (pure).

A terrain's data is the published topology format (``resources/catalog/toybattle/terrains/<key>.json``):
``key``, ``name``, ``medals_to_win``, ``nodes`` (each ``id``, ``kind`` hq_blue/hq_red/base, ``special``,
``adjacent`` ids, ``x_pct``/``y_pct`` token corners in percent, ``cx``/``cy`` token centres 0..1) and
``regions`` (each ``id``, ``bases``, ``medals``). :func:`terrain_problems` checks one and names the
offending node or region in each :class:`Problem` (``location=("node", id)`` / ``("region", id)``).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, TypeGuard

from desktop.games.catalog_schema import (
    CatalogView,
    FieldSpec,
    KindSpec,
    Problem,
    ShippedItem,
    read_item_file,
    resources_catalog_dir,
)

NODE_KINDS = ("hq_blue", "hq_red", "base")
HQ_KINDS = ("hq_blue", "hq_red")
SPECIALS = (
    "return_to_rack",  # Castle Field
    "values_1_2",  # Tropical Pool (placement restriction)
    "values_3_5",
    "values_6_7",
    "draw_one",  # City of Clouds
    "push_adjacent_enemy",  # Volcanic Jungle
    "recover_from_discard",  # Cursed Cemetery
    "no_troop_effects",  # Station Metal-X
    "block_rack_troop",  # Battlefield
)
HQ_SPECIALS = ("values_1_2", "values_3_5", "values_6_7")
TROOP_EFFECTS = (
    "none",
    "draw_two",
    "place_extra",
    "discard_adjacent",
    "ignore_connection",
    "discard_from_rack",
    "draw_one",
)
MAX_MEDALS_PER_REGION = 3


def _validate_troop(item: Mapping[str, Any], catalog: CatalogView) -> list[Problem]:
    joker, strength = item.get("joker"), item.get("strength")
    if joker and strength is not None:
        return [Problem("strength", "the joker has no strength (shown as X)")]
    if not joker and strength is None:
        return [Problem("strength", "is required (only the joker has none)")]
    return []


TROOP = KindSpec(
    key="toybattle.troop",
    game="toybattle",
    label="Troop",
    plural="Troops",
    key_field="key",
    name_field="name",
    published=True,
    validator=_validate_troop,
    columns=("name", "strength", "joker", "copies", "effect"),
    help="A troop type; each player owns 3 of each of the 8 types.",
    # the rules play the eight troop types of the published game (desktop/games/toybattle/troops.py), whatever
    # the catalog holds: they cannot be deleted from it
    rules_keys=("kwak", "skully", "capn", "jumbo", "hook", "xb42", "star", "roxy"),
    # ... with the rules' own values (troops.TROOPS; the board's names and texts are its own too)
    rules_fields=("key", "strength", "joker", "copies", "effect", "effect_count"),
    fields=(
        FieldSpec("key", "Key", "text", required=True, unique=True),
        FieldSpec("name", "Name", "text", required=True),
        FieldSpec("strength", "Strength", "int", min=1, max=7, help="Empty for the joker"),
        FieldSpec(
            "joker",
            "Joker",
            "bool",
            default=False,
            help="May go on any enemy troop, and any enemy troop may cover it",
        ),
        FieldSpec("copies", "Copies per player", "int", min=0, max=8, required=True, default=3),
        FieldSpec(
            "effect", "Effect when placed", "choice", choices=TROOP_EFFECTS, required=True, default="none"
        ),
        FieldSpec(
            "effect_count",
            "Effect count",
            "int",
            min=0,
            max=8,
            default=0,
            help="How many troops the effect draws, places or discards",
        ),
        FieldSpec("description", "Effect text", "text", default=""),
    ),
)


@dataclass(frozen=True)
class TerrainCounts:
    bases: int
    hqs: int
    paths: int
    regions: int
    medals: int
    target: int


def terrain_counts(terrain: Mapping[str, Any]) -> TerrainCounts:
    nodes = terrain.get("nodes") or []
    edges = {frozenset((n["id"], m)) for n in nodes for m in n.get("adjacent") or []}
    return TerrainCounts(
        bases=sum(1 for n in nodes if n.get("kind") == "base"),
        hqs=sum(1 for n in nodes if n.get("kind") in HQ_KINDS),
        paths=len(edges),
        regions=len(terrain.get("regions") or []),
        medals=sum(int(r.get("medals") or 0) for r in terrain.get("regions") or []),
        target=int(terrain.get("medals_to_win") or 0),
    )


def _int(v: Any) -> TypeGuard[int]:
    return isinstance(v, int) and not isinstance(v, bool)


def _num(v: Any) -> TypeGuard[int | float]:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def terrain_problems(terrain: Mapping[str, Any]) -> list[Problem]:
    """Every structural problem of a terrain, naming the node or region at fault."""
    out: list[Problem] = []
    nodes = terrain.get("nodes")
    if not isinstance(nodes, list) or not nodes:
        return [Problem("nodes", "a terrain needs nodes (HQs and bases)")]
    by_id: dict[int, Mapping[str, Any]] = {}
    for i, n in enumerate(nodes):
        if not isinstance(n, Mapping):
            out.append(Problem("nodes", "node {node} must be an object", params={"node": i + 1}))
            continue
        nid = n.get("id")
        if not _int(nid):
            out.append(Problem("nodes", "node {node} needs a whole-number id", params={"node": i + 1}))
            continue
        if nid in by_id:
            out.append(
                Problem("nodes", "node id {node} is used twice", params={"node": nid}, location=("node", nid))
            )
        by_id[nid] = n
    if out:
        return out
    for nid, n in by_id.items():
        loc = ("node", nid)
        extra = set(n) - {"id", "kind", "special", "adjacent", "x_pct", "y_pct", "cx", "cy"}
        if extra:
            out.append(
                Problem(
                    "nodes",
                    "node {node}: unknown entry {entry!r}",
                    params={"node": nid, "entry": sorted(extra)[0]},
                    location=loc,
                )
            )
        kind = n.get("kind")
        if kind not in NODE_KINDS:
            out.append(
                Problem(
                    "nodes",
                    "node {node}: kind must be one of {kinds}",
                    params={"node": nid, "kinds": ", ".join(NODE_KINDS)},
                    location=loc,
                )
            )
        special = n.get("special")
        if special is not None:
            if special not in SPECIALS:
                out.append(
                    Problem(
                        "nodes",
                        "node {node}: unknown special {special!r}",
                        params={"node": nid, "special": special},
                        location=loc,
                    )
                )
            elif kind in HQ_KINDS and special not in HQ_SPECIALS:
                out.append(
                    Problem(
                        "nodes",
                        "node {node}: an HQ can only carry a value restriction",
                        params={"node": nid},
                        location=loc,
                    )
                )
        for c in ("cx", "cy"):
            v = n.get(c)
            if not _num(v) or not 0 <= v <= 1:
                out.append(
                    Problem(
                        "nodes",
                        "node {node}: {coordinate} must be between 0 and 1",
                        params={"node": nid, "coordinate": c},
                        location=loc,
                    )
                )
        for c in ("x_pct", "y_pct"):
            v = n.get(c)
            if v is not None and (not _num(v) or not -50 <= v <= 150):
                out.append(
                    Problem(
                        "nodes",
                        "node {node}: {coordinate} must be a percentage",
                        params={"node": nid, "coordinate": c},
                        location=loc,
                    )
                )
        adj = n.get("adjacent")
        if not isinstance(adj, list):
            out.append(
                Problem(
                    "nodes",
                    "node {node}: adjacent must be a list of node ids",
                    params={"node": nid},
                    location=loc,
                )
            )
            continue
        if len(set(map(str, adj))) != len(adj):
            out.append(
                Problem("nodes", "node {node} lists a neighbour twice", params={"node": nid}, location=loc)
            )
        for m in adj:
            if m == nid:
                out.append(
                    Problem("nodes", "node {node} is joined to itself", params={"node": nid}, location=loc)
                )
            elif m not in by_id:
                out.append(
                    Problem(
                        "nodes",
                        "node {node} is joined to missing node {other}",
                        params={"node": nid, "other": m},
                        location=loc,
                    )
                )
            elif nid not in (by_id[m].get("adjacent") or []):
                out.append(
                    Problem(
                        "nodes",
                        "node {node} is joined to {other} but {other} not to {node}",
                        params={"node": nid, "other": m},
                        location=loc,
                    )
                )
            elif kind in HQ_KINDS and by_id[m].get("kind") in HQ_KINDS:
                out.append(
                    Problem(
                        "nodes",
                        "HQ {node} is joined directly to HQ {other}",
                        params={"node": nid, "other": m},
                        location=loc,
                    )
                )
    blue = [i for i, n in by_id.items() if n.get("kind") == "hq_blue"]
    red = [i for i, n in by_id.items() if n.get("kind") == "hq_red"]
    bases = {i for i, n in by_id.items() if n.get("kind") == "base"}
    if not 1 <= len(blue) <= 2:
        out.append(
            Problem(
                "nodes",
                "Blue has {count} HQs; a terrain gives each player 1 or 2",
                params={"count": len(blue)},
            )
        )
    if not 1 <= len(red) <= 2:
        out.append(
            Problem(
                "nodes", "Red has {count} HQs; a terrain gives each player 1 or 2", params={"count": len(red)}
            )
        )
    # every base reachable from every HQ (paths through bases only: HQs are not crossed)
    if not out:
        for hq in blue + red:
            seen: set[int] = set()
            todo = deque(m for m in by_id[hq].get("adjacent") or [] if m in bases)
            seen.update(todo)
            while todo:
                for m in by_id[todo.popleft()].get("adjacent") or []:
                    if m in bases and m not in seen:
                        seen.add(m)
                        todo.append(m)
            for b in sorted(bases - seen):
                out.append(
                    Problem(
                        "nodes",
                        "base {base} cannot be reached from HQ {hq}",
                        params={"base": b, "hq": hq},
                        location=("node", b),
                    )
                )
    regions = terrain.get("regions")
    total = 0
    if not isinstance(regions, list) or not regions:
        out.append(Problem("regions", "a terrain needs at least one region"))
        regions = []
    seen_ids: set[Any] = set()
    for i, r in enumerate(regions):
        if not isinstance(r, Mapping):
            out.append(Problem("regions", "region {region} must be an object", params={"region": i + 1}))
            continue
        rid = r.get("id")
        loc = ("region", rid if _int(rid) else i + 1)
        if not _int(rid):
            out.append(
                Problem(
                    "regions",
                    "region {region} needs a whole-number id",
                    params={"region": i + 1},
                    location=loc,
                )
            )
        elif rid in seen_ids:
            out.append(
                Problem("regions", "region id {region} is used twice", params={"region": rid}, location=loc)
            )
        seen_ids.add(rid)
        extra = set(r) - {"id", "bases", "medals"}
        if extra:
            out.append(
                Problem(
                    "regions",
                    "region {region}: unknown entry {entry!r}",
                    params={"region": rid, "entry": sorted(extra)[0]},
                    location=loc,
                )
            )
        medals = r.get("medals")
        if not _int(medals) or not 1 <= medals <= MAX_MEDALS_PER_REGION:
            out.append(
                Problem(
                    "regions",
                    "region {region}: medals must be 1–{max}",
                    params={"region": rid, "max": MAX_MEDALS_PER_REGION},
                    location=loc,
                )
            )
        else:
            total += medals
        rb = r.get("bases")
        if not isinstance(rb, list) or not rb:
            out.append(
                Problem("regions", "region {region} needs bases", params={"region": rid}, location=loc)
            )
            continue
        for b in rb:
            if b not in by_id:
                out.append(
                    Problem(
                        "regions",
                        "region {region} lists missing base {base}",
                        params={"region": rid, "base": b},
                        location=loc,
                    )
                )
            elif b not in bases:
                out.append(
                    Problem(
                        "regions",
                        "region {region} lists {base}, which is an HQ, not a base",
                        params={"region": rid, "base": b},
                        location=loc,
                    )
                )
        if len(set(map(str, rb))) != len(rb):
            out.append(
                Problem("regions", "region {region} lists a base twice", params={"region": rid}, location=loc)
            )
    target = terrain.get("medals_to_win")
    if not _int(target) or target < 1:
        out.append(Problem("medals_to_win", "must be a whole number of at least 1"))
    elif regions and total and target > total:
        out.append(
            Problem(
                "medals_to_win",
                "is {target}, but the regions hold only {total} medals",
                params={"target": target, "total": total},
            )
        )
    return out


def _validate_terrain(item: Mapping[str, Any], catalog: CatalogView) -> list[Problem]:
    return terrain_problems(item)


TERRAIN = KindSpec(
    key="toybattle.terrain",
    game="toybattle",
    label="Terrain",
    plural="Terrains",
    key_field="key",
    name_field="name",
    validator=_validate_terrain,
    published=True,
    columns=("name", "medals_to_win"),
    help="A board: HQs, bases, paths between them, regions holding medals, and the medal target.",
    fields=(
        FieldSpec("key", "Key", "text", required=True, unique=True),
        FieldSpec("name", "Name", "text", required=True),
        FieldSpec("medals_to_win", "Medals to win", "int", min=1, max=60, required=True, default=7),
        FieldSpec(
            "nodes",
            "Nodes",
            "json",
            required=True,
            default=[],
            help="[{id, kind: hq_blue|hq_red|base, special, adjacent: [ids], x_pct, y_pct, cx, cy}]",
        ),
        FieldSpec(
            "regions",
            "Regions",
            "json",
            required=True,
            default=[],
            help="[{id, bases: [base ids], medals: 1–3}]",
        ),
        FieldSpec(
            "source",
            "Source",
            "choice",
            choices=("published", "custom"),
            default="custom",
            help="published: one of the eight terrains of the published game",
        ),
    ),
)

KINDS: tuple[KindSpec, ...] = (TROOP, TERRAIN)

TERRAIN_ORDER = ("castle", "pool", "clouds", "jungle", "cemetery", "caribbean", "station", "battlefield")


def shipped_items() -> list[ShippedItem]:
    base = resources_catalog_dir() / "toybattle"
    out: list[ShippedItem] = []
    troops = base / "troops.json"
    if troops.exists():
        out.extend(read_item_file(troops, TROOP.key))
    tdir = base / "terrains"
    if tdir.is_dir():
        files = sorted(
            tdir.glob("*.json"),
            key=lambda p: (TERRAIN_ORDER.index(p.stem) if p.stem in TERRAIN_ORDER else 99, p.stem),
        )
        for path in files:
            out.extend(read_item_file(path, TERRAIN.key))
    return out
