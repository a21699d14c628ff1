"""A saved Toy Battle game checked before its board replays it (``GameInfo.saved_game_check``; pure).

The board's file is the game log (``engine.GameLog``: terrain, seed, options, actions, the terrain's data)
with ``game``, ``settings``, ``terrain_name``, ``turn``, ``players`` and ``names``. The terrain a log carries
is held to the catalog's rules for a terrain (medals to win 1–60, its graph), the names to the limits of
registrations, who plays each colour to a person or a computer level; the log is replayed by the rules
(every move legal in its turn) and the turn shown in the Resume question must be the turn it reaches.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.games.saves import Part, SaveProblem, check_catalog_item, check_int, check_key, check_name
from desktop.validation import quote_value

TERRAIN = Part("the terrain")
TURN = Part("the turn")
PLAYER_NAMES = Part("the player names")
SETTINGS = Part("the game's settings")
SEATS = Part("the seats")
SEAT_NAMES = ("person", "easy", "normal", "hard")  # who may play a colour: a person or a computer level
SETTING_CHOICES = (
    ("opponent", Part("the opponent"), ("person", "easy", "normal", "hard", "watch")),
    ("colour", Part("the colour"), ("blue", "red", "random")),
    ("first", Part("who starts"), ("blue", "red", "random")),
)
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
    if players is not None:
        if not isinstance(players, Mapping) or any(k not in COLOURS for k in players):
            raise SaveProblem("{where} must map the colours to who plays them", where=SEATS)
        for v in players.values():
            if v not in SEAT_NAMES:
                raise SaveProblem("{where} must be one of {choices}, not {value}", where=SEATS,
                                  choices=", ".join(SEAT_NAMES), value=quote_value(v, 40))
    settings = data.get("settings")
    if settings is not None:
        if not isinstance(settings, Mapping):
            raise SaveProblem("{where} must be an object", where=SETTINGS)
        for v in settings.values():
            if not isinstance(v, bool | int):
                check_key(v, SETTINGS, required=False)
        for key, where, choices in SETTING_CHOICES:  # what a rematch starts again
            if key in settings and settings[key] not in choices:
                raise SaveProblem("{where} must be one of {choices}, not {value}", where=where,
                                  choices=", ".join(choices), value=quote_value(settings[key], 40))
    state = _replayed(data)
    if data.get("turn") is not None and data["turn"] != state.turn:
        raise SaveProblem("{where} is {shown}, but the saved moves reach turn {actual}", where=TURN,
                          shown=data["turn"], actual=state.turn)
    if data.get("terrain_name") is not None and data["terrain_name"] != state.terrain.name:
        raise SaveProblem("{where} is named {shown}, but the game is played on {actual}", where=TERRAIN,
                          shown=quote_value(data["terrain_name"], 60), actual=quote_value(state.terrain.name, 60))


def _replayed(data: Mapping[str, Any]) -> Any:
    """The state the saved log replays to (the log's own checks, then every move played by the rules)."""
    from desktop.games.toybattle.engine import GameLog
    from desktop.games.toybattle.terrain import TerrainError

    try:
        return GameLog.from_dict(data).replay()
    except (TerrainError, ValueError, KeyError, TypeError, IndexError) as exc:
        raise SaveProblem("the saved moves cannot be replayed: {reason}", reason=str(exc)[:300]) from None
