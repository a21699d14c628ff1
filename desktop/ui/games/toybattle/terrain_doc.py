"""Pure editing operations and live checks for Toy Battle terrains (no Qt, no SQL).

A terrain is a plain dict in the format of the app's terrain files::

    {"name": ..., "medals_to_win": 7,
     "nodes": [{"id": 1, "kind": "hq_blue", "special": None, "adjacent": [11, 12], "cx": 0.5, "cy": 0.94}, ...],
     "regions": [{"id": 1, "bases": [11, 12, 13], "medals": 2}, ...]}

Every operation returns a new dict (the input is never changed), so that an editor can keep the
"before" and "after" of each step for undo. Unknown keys are carried along untouched.

Node ids follow the published convention: Blue HQs below 10, bases 11..40, Red HQs above 40.
"""

from __future__ import annotations

import copy
from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

HQ_BLUE = "hq_blue"
HQ_RED = "hq_red"
BASE = "base"
NODE_KINDS = (BASE, HQ_BLUE, HQ_RED)
HQ_KINDS = (HQ_BLUE, HQ_RED)
#: the only specials an HQ may carry (Tropical Pool's value restrictions)
HQ_SPECIALS = ("values_1_2", "values_3_5", "values_6_7")
MAX_MEDALS = 3  # per region
#: token width as a fraction of the board (x_pct/y_pct are token corners, cx/cy centres)
TOKEN = 0.128

#: special-base kinds used by the published terrains (the editor also accepts any other text)
SPECIAL_KINDS = (
    "return_to_rack",
    "values_1_2",
    "values_3_5",
    "values_6_7",
    "draw_one",
    "push_adjacent_enemy",
    "recover_from_discard",
    "no_troop_effects",
    "block_rack_troop",
)

_ID_RANGES = {HQ_BLUE: (1, 9), BASE: (11, 40), HQ_RED: (41, 99)}


Terrain = dict[str, Any]


def empty_terrain(name: str = "") -> Terrain:
    return {"name": name, "medals_to_win": 1, "nodes": [], "regions": []}


def normalized(terrain: Mapping[str, Any] | None) -> Terrain:
    """A deep copy with the keys the editor needs (missing lists/values filled in)."""
    t: Terrain = copy.deepcopy(dict(terrain or {}))
    t.setdefault("nodes", [])
    t.setdefault("regions", [])
    t.setdefault("medals_to_win", 1)
    for n in t["nodes"]:
        n.setdefault("kind", BASE)
        n.setdefault("special", None)
        n.setdefault("adjacent", [])
        n.setdefault("cx", 0.5)
        n.setdefault("cy", 0.5)
    for r in t["regions"]:
        r.setdefault("bases", [])
        r.setdefault("medals", 1)
    return t


def node_map(terrain: Mapping[str, Any]) -> dict[int, dict[str, Any]]:
    return {int(n["id"]): n for n in terrain.get("nodes", [])}


def region_map(terrain: Mapping[str, Any]) -> dict[int, dict[str, Any]]:
    return {int(r["id"]): r for r in terrain.get("regions", [])}


def edges(terrain: Mapping[str, Any]) -> list[tuple[int, int]]:
    """Each path once, as (smaller id, larger id); only paths between existing nodes."""
    nodes = node_map(terrain)
    out: set[tuple[int, int]] = set()
    for nid, n in nodes.items():
        for other in n.get("adjacent", []):
            other = int(other)
            if other in nodes and other != nid:
                out.add((min(nid, other), max(nid, other)))
    return sorted(out)


def total_medals(terrain: Mapping[str, Any]) -> int:
    return sum(int(r.get("medals", 0) or 0) for r in terrain.get("regions", []))


def free_node_id(terrain: Mapping[str, Any], kind: str) -> int:
    used = set(node_map(terrain))
    lo, hi = _ID_RANGES.get(kind, _ID_RANGES[BASE])
    for i in range(lo, hi + 1):
        if i not in used:
            return i
    return max(used | {100}) + 1


# --- operations -----------------------------------------------------------------------------------


def add_node(terrain: Mapping[str, Any], kind: str, cx: float, cy: float) -> tuple[Terrain, int]:
    t = normalized(terrain)
    nid = free_node_id(t, kind)
    t["nodes"].append(
        {
            "id": nid,
            "kind": kind,
            "special": None,
            "adjacent": [],
            "cx": round(_clip(cx), 3),
            "cy": round(_clip(cy), 3),
        }
    )
    t["nodes"].sort(key=lambda n: int(n["id"]))
    return t, nid


def _place(n: dict[str, Any], cx: float, cy: float) -> None:
    n["cx"], n["cy"] = round(_clip(cx), 3), round(_clip(cy), 3)
    # keep the published token corners in step with the centre when the terrain has them
    if "x_pct" in n:
        n["x_pct"] = round((n["cx"] - TOKEN / 2) * 100, 1)
    if "y_pct" in n:
        n["y_pct"] = round((n["cy"] - TOKEN / 2) * 100, 1)


def move_node(terrain: Mapping[str, Any], nid: int, cx: float, cy: float) -> Terrain:
    return move_nodes(terrain, {nid: (cx, cy)})


def move_nodes(terrain: Mapping[str, Any], positions: Mapping[int, tuple[float, float]]) -> Terrain:
    t = normalized(terrain)
    nodes = node_map(t)
    for nid, (cx, cy) in positions.items():
        _place(nodes[nid], cx, cy)
    return t


def remove_nodes(terrain: Mapping[str, Any], ids: Iterable[int]) -> Terrain:
    """Remove nodes with their paths; they also leave every region (empty regions go too)."""
    gone = set(ids)
    t = normalized(terrain)
    t["nodes"] = [n for n in t["nodes"] if int(n["id"]) not in gone]
    for n in t["nodes"]:
        n["adjacent"] = [a for a in n["adjacent"] if int(a) not in gone]
    for r in t["regions"]:
        r["bases"] = [b for b in r["bases"] if int(b) not in gone]
    t["regions"] = [r for r in t["regions"] if r["bases"]]
    return t


def has_path(terrain: Mapping[str, Any], a: int, b: int) -> bool:
    nodes = node_map(terrain)
    return a in nodes and b in (int(x) for x in nodes[a].get("adjacent", []))


def connect(terrain: Mapping[str, Any], a: int, b: int) -> Terrain:
    if a == b:
        raise ValueError("a path joins two different nodes")
    t = normalized(terrain)
    nodes = node_map(t)
    for x, y in ((a, b), (b, a)):
        adj = [int(v) for v in nodes[x]["adjacent"]]
        if y not in adj:
            adj.append(y)
        nodes[x]["adjacent"] = sorted(adj)
    return t


def disconnect(terrain: Mapping[str, Any], a: int, b: int) -> Terrain:
    t = normalized(terrain)
    nodes = node_map(t)
    for x, y in ((a, b), (b, a)):
        if x in nodes:
            nodes[x]["adjacent"] = [int(v) for v in nodes[x]["adjacent"] if int(v) != y]
    return t


def set_node_kind(terrain: Mapping[str, Any], nid: int, kind: str) -> tuple[Terrain, int]:
    """Make a node an HQ or a base. The node gets an id in its new kind's range (references follow).

    An HQ never belongs to a region, so a base turned into an HQ leaves its regions.
    """
    if kind not in NODE_KINDS:
        raise ValueError(f"unknown node kind {kind!r}")
    t = normalized(terrain)
    n = node_map(t)[nid]
    if n["kind"] == kind:
        return t, nid
    n["kind"] = kind
    lo, hi = _ID_RANGES[kind]
    new_id = nid
    if not lo <= nid <= hi:
        others = {k: v for k, v in node_map(t).items() if k != nid}
        new_id = free_node_id({"nodes": list(others.values())}, kind)
        t = renumber(t, {nid: new_id})
    if kind in HQ_KINDS:
        node = node_map(t)[new_id]
        if node.get("special") not in (None, *HQ_SPECIALS):
            node["special"] = None
        for r in t["regions"]:
            r["bases"] = [b for b in r["bases"] if int(b) != new_id]
        t["regions"] = [r for r in t["regions"] if r["bases"]]
    return t, new_id


def renumber(terrain: Mapping[str, Any], mapping: Mapping[int, int]) -> Terrain:
    t = normalized(terrain)

    def m(x: Any) -> int:
        return mapping.get(int(x), int(x))

    for n in t["nodes"]:
        n["id"] = m(n["id"])
        n["adjacent"] = sorted(m(a) for a in n["adjacent"])
    for r in t["regions"]:
        r["bases"] = sorted(m(b) for b in r["bases"])
    t["nodes"].sort(key=lambda n: int(n["id"]))
    return t


def set_special(terrain: Mapping[str, Any], nid: int, special: str | None) -> Terrain:
    t = normalized(terrain)
    node_map(t)[nid]["special"] = special or None
    return t


def add_region(terrain: Mapping[str, Any], bases: Iterable[int], medals: int = 1) -> tuple[Terrain, int]:
    t = normalized(terrain)
    used = set(region_map(t))
    rid = 1
    while rid in used:
        rid += 1
    t["regions"].append({"id": rid, "bases": sorted({int(b) for b in bases}), "medals": int(medals)})
    t["regions"].sort(key=lambda r: int(r["id"]))
    return t, rid


def remove_region(terrain: Mapping[str, Any], rid: int) -> Terrain:
    t = normalized(terrain)
    t["regions"] = [r for r in t["regions"] if int(r["id"]) != rid]
    return t


def set_region(
    terrain: Mapping[str, Any], rid: int, *, bases: Iterable[int] | None = None, medals: int | None = None
) -> Terrain:
    t = normalized(terrain)
    r = region_map(t)[rid]
    if bases is not None:
        r["bases"] = sorted({int(b) for b in bases})
    if medals is not None:
        r["medals"] = int(medals)
    return t


def set_medals_to_win(terrain: Mapping[str, Any], medals: int) -> Terrain:
    t = normalized(terrain)
    t["medals_to_win"] = int(medals)
    return t


def _clip(v: float) -> float:
    return min(1.0, max(0.0, float(v)))


# --- checks ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class TerrainProblem:
    """One thing wrong with a terrain. ``code`` names the check; ``params`` fill its message."""

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)
    nodes: tuple[int, ...] = ()
    regions: tuple[int, ...] = ()


def reachable_bases(terrain: Mapping[str, Any], hq: int) -> set[int]:
    """Bases reachable from ``hq`` by paths through bases only (never through another HQ)."""
    nodes = node_map(terrain)
    seen: set[int] = set()
    queue = deque([hq])
    visited = {hq}
    while queue:
        cur = queue.popleft()
        for nb in nodes[cur].get("adjacent", []):
            nb = int(nb)
            if nb in visited or nb not in nodes:
                continue
            visited.add(nb)
            if nodes[nb].get("kind") == BASE:
                seen.add(nb)
                queue.append(nb)
    return seen


def check(terrain: Mapping[str, Any]) -> list[TerrainProblem]:
    """Live checks: HQs present, every base reachable from each HQ, regions sound, medal target."""
    t = normalized(terrain)
    nodes = node_map(t)
    problems: list[TerrainProblem] = []
    if len(nodes) != len(t["nodes"]):
        ids = [int(n["id"]) for n in t["nodes"]]
        dup = tuple(sorted({i for i in ids if ids.count(i) > 1}))
        problems.append(TerrainProblem("duplicate_node", {"ids": dup}, nodes=dup))
    blue = sorted(i for i, n in nodes.items() if n["kind"] == HQ_BLUE)
    red = sorted(i for i, n in nodes.items() if n["kind"] == HQ_RED)
    bases = sorted(i for i, n in nodes.items() if n["kind"] == BASE)
    for kind, hqs in ((HQ_BLUE, blue), (HQ_RED, red)):
        if not hqs:
            problems.append(TerrainProblem("missing_hq", {"side": kind}))
        elif len(hqs) > 2:
            problems.append(
                TerrainProblem("too_many_hqs", {"side": kind, "count": len(hqs)}, nodes=tuple(hqs))
            )
    for nid, n in nodes.items():
        if n["kind"] not in NODE_KINDS:
            problems.append(TerrainProblem("bad_kind", {"node": nid, "kind": n["kind"]}, nodes=(nid,)))
        special = n.get("special")
        if special is not None and special not in SPECIAL_KINDS:
            problems.append(
                TerrainProblem("unknown_special", {"node": nid, "special": special}, nodes=(nid,))
            )
        elif n["kind"] in HQ_KINDS and special is not None and special not in HQ_SPECIALS:
            problems.append(TerrainProblem("hq_special", {"node": nid}, nodes=(nid,)))
        if n["kind"] in HQ_KINDS:
            joined = tuple(
                int(a)
                for a in n["adjacent"]
                if int(a) in nodes and nodes[int(a)]["kind"] in HQ_KINDS and nid < int(a)
            )
            for other in joined:
                problems.append(TerrainProblem("hq_to_hq", {"a": nid, "b": other}, nodes=(nid, other)))
        bad = sorted(int(a) for a in n["adjacent"] if int(a) not in nodes or int(a) == nid)
        if bad:
            problems.append(TerrainProblem("dangling_path", {"node": nid, "to": tuple(bad)}, nodes=(nid,)))
        for a in n["adjacent"]:
            a = int(a)
            if a in nodes and a != nid and nid not in [int(x) for x in nodes[a]["adjacent"]] and nid < a:
                problems.append(TerrainProblem("one_way_path", {"a": nid, "b": a}, nodes=(nid, a)))
    if not bases:
        problems.append(TerrainProblem("no_bases"))
    for hq in blue + red:
        unreachable = tuple(b for b in bases if b not in reachable_bases(t, hq))
        if unreachable:
            problems.append(
                TerrainProblem(
                    "unreachable",
                    {"hq": hq, "side": nodes[hq]["kind"], "bases": unreachable},
                    nodes=unreachable,
                )
            )
    if not t["regions"]:
        problems.append(TerrainProblem("no_regions"))
    seen_sets: dict[tuple[int, ...], int] = {}
    for r in t["regions"]:
        rid = int(r["id"])
        members = [int(b) for b in r["bases"]]
        if not members:
            problems.append(TerrainProblem("empty_region", {"region": rid}, regions=(rid,)))
        missing = tuple(b for b in members if b not in nodes)
        if missing:
            problems.append(
                TerrainProblem("region_missing_node", {"region": rid, "nodes": missing}, regions=(rid,))
            )
        hqs_in = tuple(b for b in members if b in nodes and nodes[b]["kind"] != BASE)
        if hqs_in:
            problems.append(
                TerrainProblem(
                    "region_has_hq", {"region": rid, "nodes": hqs_in}, nodes=hqs_in, regions=(rid,)
                )
            )
        medals = r.get("medals")
        if not isinstance(medals, int) or isinstance(medals, bool) or not 1 <= medals <= MAX_MEDALS:
            problems.append(
                TerrainProblem("region_medals", {"region": rid, "medals": medals}, regions=(rid,))
            )
        key = tuple(sorted(members))
        if key and key in seen_sets:
            problems.append(
                TerrainProblem("duplicate_region", {"region": rid, "other": seen_sets[key]}, regions=(rid,))
            )
        seen_sets.setdefault(key, rid)
    total = total_medals(t)
    target = t.get("medals_to_win")
    if not isinstance(target, int) or isinstance(target, bool) or target < 1:
        problems.append(TerrainProblem("target_invalid", {"target": target}))
    elif target > total:
        problems.append(TerrainProblem("target_too_high", {"target": target, "total": total}))
    return problems
