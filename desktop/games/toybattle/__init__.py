"""Toy Battle: terrains, troops, the rules engine and computer players (pure Python, no Qt, no SQL).

The names below are loaded on first use (PEP 562): the registry imports ``game.py`` from this package at
every start, and the engine builds its tables when it is imported (issue 27: start-up costs)."""

from __future__ import annotations

from importlib import import_module
from typing import Any

_HOMES = {
    **dict.fromkeys(
        (
            "COLOURS", "Action", "Event", "Game", "GameLog", "GameState", "IllegalAction", "Options",
            "PlayerView", "apply", "legal_actions", "match_result", "new_game", "result", "view",
        ),
        "engine",
    ),
    "Terrain": "terrain",
    "load_builtin_terrains": "terrain",
    "TROOPS": "troops",
    "TroopType": "troops",
}

__all__ = [
    "COLOURS", "Action", "Event", "Game", "GameLog", "GameState", "IllegalAction", "Options", "PlayerView",
    "TROOPS", "Terrain", "TroopType", "apply", "legal_actions", "load_builtin_terrains", "match_result",
    "new_game", "result", "view",
]


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
