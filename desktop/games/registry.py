"""The one place that lists the games.

Each game is one package, ``desktop/games/<game>/``, whose ``game.py`` declares a :class:`GameInfo`
(:mod:`desktop.games.contracts`): names, result fields and scoring, the one settings schema, and its
engine, computer players, squad kinds, catalog kinds and ``simulate`` sub-command. Screens, services, the
command line and the reports loop over :data:`GAMES` and never name a game. The desktop side of each game
is listed once too, in ``desktop/ui/games/__init__.py``.

Match points are not decided here: they come from the event's scoring, in the tournament logic.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from desktop.games.contracts import (
    ComputerPlayer,
    Engine,
    GameInfo,
    Outcome,
    Players,
    ResultError,
    ResultField,
    ScoredResult,
    validate_result,
)
from desktop.lazy import load

__all__ = [
    "GAMES",
    "ComputerPlayer",
    "Engine",
    "GameInfo",
    "Outcome",
    "Players",
    "ResultError",
    "ResultField",
    "ScoredResult",
    "get",
    "register",
    "registered",
    "unregister",
    "validate_result",
]

#: the games this build ships, in the order the app shows them
BUILT_IN = (
    "desktop.games.attacktix.game:GAME",
    "desktop.games.helix.game:GAME",
    "desktop.games.toybattle.game:GAME",
)

GAMES: dict[str, GameInfo] = {}


def register(game: GameInfo) -> GameInfo:
    """Add a game (the built-in ones at import; a test may add its own)."""
    if game.key in GAMES and GAMES[game.key] is not game:
        raise ValueError(f"a game with the key {game.key!r} is already registered")
    GAMES[game.key] = game
    return game


def unregister(key: str) -> None:
    GAMES.pop(key, None)


@contextmanager
def registered(game: GameInfo) -> Iterator[GameInfo]:
    """``game`` registered for the duration of a ``with`` block."""
    register(game)
    try:
        yield game
    finally:
        unregister(game.key)


def get(key: str) -> GameInfo:
    try:
        return GAMES[key]
    except KeyError:
        raise KeyError(f"unknown game {key!r}; known games: {', '.join(GAMES)}") from None


for _path in BUILT_IN:
    register(load(_path))
