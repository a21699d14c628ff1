"""Pure editing operations and live checks for Battle Helix terrains (no Qt, no SQL).

A terrain's board, in the format of the ``helix.terrain`` catalog kind::

    {"spaces": [{"id": 1, "x": 0.17, "y": 0.1, "adjacent": [2, 4], "bonus": {"species": "aquarex", "value": 2},
                 "warp": None}, ...],
     "start_spaces": [2, 14]}

Operations return new dicts (inputs are never changed) so that an editor can undo any step.
"""

from __future__ import annotations

import copy
from collections import deque
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

MAX_BONUS = 12

Board = dict[str, Any]


def normalized(board: Mapping[str, Any] | None) -> Board:
    b: Board = copy.deepcopy(dict(board or {}))
    if not isinstance(b.get("spaces"), list):
        b["spaces"] = []
    if not isinstance(b.get("start_spaces"), list):
        b["start_spaces"] = []
    for sp in b["spaces"]:
        sp.setdefault("x", 0.5)
        sp.setdefault("y", 0.5)
        sp.setdefault("adjacent", [])
        sp.setdefault("bonus", None)
        sp.setdefault("warp", None)
    return b


def space_map(board: Mapping[str, Any]) -> dict[int, dict[str, Any]]:
    return {int(s["id"]): s for s in board.get("spaces", []) if isinstance(s, Mapping) and "id" in s}


def edges(board: Mapping[str, Any]) -> list[tuple[int, int]]:
    spaces = space_map(board)
    out: set[tuple[int, int]] = set()
    for sid, sp in spaces.items():
        for other in sp.get("adjacent", []) or []:
            if other in spaces and other != sid:
                out.add((min(sid, other), max(sid, other)))
    return sorted(out)


def has_path(board: Mapping[str, Any], a: int, b: int) -> bool:
    spaces = space_map(board)
    return a in spaces and b in (spaces[a].get("adjacent") or [])


def _clip(v: float) -> float:
    return round(min(1.0, max(0.0, float(v))), 3)


def add_space(board: Mapping[str, Any], x: float, y: float) -> tuple[Board, int]:
    b = normalized(board)
    sid = max(space_map(b), default=0) + 1
    b["spaces"].append({"id": sid, "x": _clip(x), "y": _clip(y), "adjacent": [], "bonus": None, "warp": None})
    return b, sid


def move_spaces(board: Mapping[str, Any], positions: Mapping[int, tuple[float, float]]) -> Board:
    b = normalized(board)
    spaces = space_map(b)
    for sid, (x, y) in positions.items():
        spaces[sid]["x"], spaces[sid]["y"] = _clip(x), _clip(y)
    return b


def remove_spaces(board: Mapping[str, Any], ids: Iterable[int]) -> Board:
    gone = set(ids)
    b = normalized(board)
    b["spaces"] = [s for s in b["spaces"] if int(s["id"]) not in gone]
    for s in b["spaces"]:
        s["adjacent"] = [a for a in s["adjacent"] if a not in gone]
    b["start_spaces"] = [s for s in b["start_spaces"] if s not in gone]
    return b


def connect(board: Mapping[str, Any], a: int, c: int) -> Board:
    if a == c:
        raise ValueError("a path joins two different spaces")
    b = normalized(board)
    spaces = space_map(b)
    for x, y in ((a, c), (c, a)):
        if y not in spaces[x]["adjacent"]:
            spaces[x]["adjacent"] = sorted([*spaces[x]["adjacent"], y])
    return b


def disconnect(board: Mapping[str, Any], a: int, c: int) -> Board:
    b = normalized(board)
    spaces = space_map(b)
    for x, y in ((a, c), (c, a)):
        if x in spaces:
            spaces[x]["adjacent"] = [v for v in spaces[x]["adjacent"] if v != y]
    return b


def set_start(board: Mapping[str, Any], which: int, sid: int | None) -> Board:
    """Make ``sid`` start space ``which`` (0 or 1); None clears it. A space is never both starts."""
    b = normalized(board)
    starts: list[Any] = list(b["start_spaces"]) + [None, None]
    starts = starts[:2]
    if sid is not None and starts[1 - which] == sid:
        starts[1 - which] = starts[which]
    starts[which] = sid
    b["start_spaces"] = [s for s in starts if s is not None] if None in starts else starts
    return b


def set_bonus(board: Mapping[str, Any], sid: int, species: str | None, value: int = 1) -> Board:
    b = normalized(board)
    sp = space_map(b)[sid]
    sp["bonus"] = {"species": species, "value": int(value)} if species else None
    if species:
        sp["warp"] = None
    return b


def set_warp(board: Mapping[str, Any], sid: int, species: str | None) -> Board:
    b = normalized(board)
    sp = space_map(b)[sid]
    sp["warp"] = species or None
    if species:
        sp["bonus"] = None
    return b


def set_plain(board: Mapping[str, Any], sid: int) -> Board:
    b = normalized(board)
    sp = space_map(b)[sid]
    sp["bonus"] = None
    sp["warp"] = None
    return b


@dataclass(frozen=True)
class BoardProblem:
    code: str
    params: Mapping[str, Any] = field(default_factory=dict)
    spaces: tuple[int, ...] = ()


def check(board: Mapping[str, Any], species: Collection[str] | None = None) -> list[BoardProblem]:
    """Live checks: two different start spaces, paths both ways, every space reachable, bonus/warp sound."""
    b = normalized(board)
    spaces = space_map(b)
    out: list[BoardProblem] = []
    if not spaces:
        return [BoardProblem("no_spaces")]
    for sid, sp in spaces.items():
        bad = sorted(a for a in sp["adjacent"] if a not in spaces or a == sid)
        if bad:
            out.append(BoardProblem("dangling_path", {"space": sid, "to": tuple(bad)}, (sid,)))
        for a in sp["adjacent"]:
            if a in spaces and a != sid and sid not in spaces[a]["adjacent"] and sid < a:
                out.append(BoardProblem("one_way_path", {"a": sid, "b": a}, (sid, a)))
        bonus, warp = sp.get("bonus"), sp.get("warp")
        if bonus is not None:
            value = bonus.get("value") if isinstance(bonus, Mapping) else None
            if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= MAX_BONUS:
                out.append(BoardProblem("bonus_value", {"space": sid}, (sid,)))
            sp_species = bonus.get("species") if isinstance(bonus, Mapping) else None
            if not sp_species:
                out.append(BoardProblem("bonus_species", {"space": sid}, (sid,)))
            elif species is not None and species and sp_species not in species:
                out.append(BoardProblem("unknown_species", {"space": sid, "species": sp_species}, (sid,)))
        if warp is not None and species is not None and species and warp not in species:
            out.append(BoardProblem("unknown_species", {"space": sid, "species": warp}, (sid,)))
        if bonus is not None and warp is not None:
            out.append(BoardProblem("bonus_and_warp", {"space": sid}, (sid,)))
    starts = b["start_spaces"]
    if len(starts) != 2 or len(set(starts)) != 2:
        out.append(BoardProblem("starts", {"count": len(set(starts))}))
    missing = tuple(s for s in starts if s not in spaces)
    if missing:
        out.append(BoardProblem("start_missing", {"spaces": missing}))
    first = starts[0] if starts and starts[0] in spaces else next(iter(spaces))
    seen = {first}
    todo = deque([first])
    while todo:
        for n in spaces[todo.popleft()]["adjacent"]:
            if n in spaces and n not in seen:
                seen.add(n)
                todo.append(n)
    cut = tuple(sorted(s for s in spaces if s not in seen))
    if cut:
        out.append(BoardProblem("unreachable", {"from": first, "spaces": cut}, cut))
    return out
