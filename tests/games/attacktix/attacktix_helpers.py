"""Test helpers: figures with known physical values, placed by hand."""

from __future__ import annotations

import math
from typing import Any

from desktop.games.attacktix import engine as E


def fig(code: str, **kw: Any) -> dict[str, Any]:
    d: dict[str, Any] = {
        "code": code,
        "name": code,
        "franchise": "custom",
        "points": 30,
        "speed": 5,
        "white_count": 0,
        "wheel": None,
        "attacktix_class": "T",
        "marvel_class": None,
        "attack_kind": "shooter",
        "attack_range": 24.0,
        "attack_impulse": 600.0,
        "attack_spread": 0.0,
        "base_radius": 0.75,
        "mass": 30.0,
        "height": 3.0,
        "stability": None,
        "power": None,
        "power_figure": None,
        "power_class": None,
        "power_marvel_class": None,
        "effect": None,
    }
    d.update(kw)
    return d


def game(
    a: list[dict[str, Any]],
    b: list[dict[str, Any]],
    first: str = "a",
    level: str = "master",
    backups: tuple[list[Any], list[Any]] = ([], []),
    **opts: Any,
) -> E.GameState:
    # hand-made scenarios: the squads need not be legal for the level (see test_squad_rules_at_start)
    options = {"first_player": first, "level": level, "steady_hand": 100, "check_squads": False, **opts}
    return E.new_game([a, b], seed=7, options=options, backups=backups)


def put(state: E.GameState, fid: int, x: float, y: float, wheel: float | None = None) -> None:
    f = state.fig(fid)
    f["x"], f["y"] = float(x), float(y)
    if wheel is not None:
        f["wheel"] = float(wheel)


def aim(state: E.GameState, fid: int, tid: int) -> float:
    f, t = state.fig(fid), state.fig(tid)
    return math.atan2(t["y"] - f["y"], t["x"] - f["x"])


def shoot(
    state: E.GameState, fid: int, tid: int, pull: float = 1.0
) -> tuple[E.GameState, list[dict[str, Any]]]:
    return E.apply(state, {"type": "attack", "fig": fid, "angle": aim(state, fid, tid), "pull": pull})


def white_wheel(speed: int = 5) -> list[dict[str, Any]]:
    return [{"speed": speed, "colour": "white"} for _ in range(26)]


def zone(state: E.GameState, fid: int) -> str:
    return state.fig(fid)["zone"]


def knock(
    state: E.GameState, shooter: int, target: int, *, gap: float = 2.0, pull: float = 1.0
) -> tuple[E.GameState, list[dict[str, Any]]]:
    """Stand the shooter ``gap`` tix below the target (clear line) and fire at it."""
    t = state.fig(target)
    put(state, shooter, t["x"], t["y"] - gap)
    return shoot(state, shooter, target, pull)


def light(code: str, **kw: Any) -> dict[str, Any]:
    """A figure any close missile tips."""
    kw.setdefault("mass", 20.0)
    return fig(code, **kw)


def kinds(events: list[dict[str, Any]]) -> list[str]:
    return [e["kind"] for e in events]
