"""A saved Toy Battle game checked before its board replays it (``GameInfo.saved_game_check``; pure).

The board's file is the game log (``engine.GameLog``: terrain, seed, options, actions, the terrain's data)
with ``game``, ``settings``, ``terrain_name``, ``turn`` and ``names``. The terrain a log carries is held to
the catalog's rules for a terrain (medals to win 1–60, its graph), the turn shown in the Resume question to
the turn limit, the names to the limits of registrations.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.games.saves import Part, SaveProblem, check_catalog_item, check_int, check_key, check_name

TERRAIN = Part("the terrain")
TURN = Part("the turn")
PLAYER_NAMES = Part("the player names")
SETTINGS = Part("the game's settings")
COLOURS = ("blue", "red")
MAX_TURN_LIMIT = 1_000_000  # what engine.GameLog accepts


def check(data: Mapping[str, Any]) -> None:
    terrain = data.get("terrain_data")
    if terrain is not None:
        check_catalog_item("toybattle.terrain", terrain, TERRAIN, fields_only=False)
    if data.get("terrain_name") is not None:
        check_name(data["terrain_name"], TERRAIN)
    options = data.get("options")
    if not isinstance(options, Mapping):
        options = {}
    limit = options.get("turn_limit", MAX_TURN_LIMIT)
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_TURN_LIMIT:
        limit = MAX_TURN_LIMIT  # the log's own check names it
    if data.get("turn") is not None:
        check_int(data["turn"], TURN, 0, limit + 1)
    names = data.get("names")
    if names is not None:
        if not isinstance(names, Mapping) or any(k not in COLOURS for k in names):
            raise SaveProblem("{where} must map the colours to names", where=PLAYER_NAMES)
        for v in names.values():
            check_name(v, PLAYER_NAMES)
    players = data.get("players")
    if isinstance(players, Mapping):
        if any(k not in COLOURS for k in players):
            raise SaveProblem("{where} must map the colours to names", where=PLAYER_NAMES)
        for v in players.values():
            check_key(v, PLAYER_NAMES)
    settings = data.get("settings")
    if settings is not None:
        if not isinstance(settings, Mapping):
            raise SaveProblem("{where} must be an object", where=SETTINGS)
        for v in settings.values():
            if not isinstance(v, bool | int):
                check_key(v, SETTINGS, required=False)
