"""Toy Battle: terrains, troops, the rules engine and computer players (pure Python, no Qt, no SQL)."""

from .engine import (
    COLOURS,
    Action,
    Event,
    Game,
    GameLog,
    GameState,
    IllegalAction,
    Options,
    PlayerView,
    apply,
    legal_actions,
    match_result,
    new_game,
    result,
    view,
)
from .terrain import Terrain, load_builtin_terrains
from .troops import TROOPS, TroopType

__all__ = [
    "COLOURS", "Action", "Event", "Game", "GameLog", "GameState", "IllegalAction", "Options", "PlayerView",
    "TROOPS", "Terrain", "TroopType", "apply", "legal_actions", "load_builtin_terrains", "match_result",
    "new_game", "result", "view",
]
