"""What the Play landing needs from Attacktix: a quick game's set-up and who played a finished game."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.games.attacktix.game import SETTINGS
from desktop.games.attacktix.players import DEFAULT_SQUADS

QUICK_POINT_LIMIT = 100  # the two default squads are worth 100 points each


def quick_setup(db: Any) -> dict[str, Any]:
    """The two default squads (100 points each), you against the computer on Normal, the rules' defaults."""
    options = {
        s.key: s.default for s in SETTINGS if "setup" in s.scopes and s.key not in ("point_limit", "limit_mode")
    }
    return {
        "squads": [list(DEFAULT_SQUADS[0]), list(DEFAULT_SQUADS[1])],
        "backups": [[], []],
        # the colours of the figures on the table, as the set-up dialog names the sides
        "names": [QCoreApplication.translate("QuickGame", "Blue"), QCoreApplication.translate("QuickGame", "Red")],
        "seats": ["person", "normal"],
        "point_limit": QUICK_POINT_LIMIT,
        "seed": random.SystemRandom().randrange(1, 2_147_483_647),
        "options": options,
    }


def outcome(board: Any) -> dict[str, Any]:
    """The players (name, seat: "person" or a computer level) and the winner's seat of the finished game."""
    state = board.game.state
    seats = list(board.seats)
    return {
        "players": [{"name": str(state.names[i]), "seat": str(seats[i])} for i in (0, 1)],
        "winner": state.winner,
    }
