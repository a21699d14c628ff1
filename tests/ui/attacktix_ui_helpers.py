"""A game state where one shot tips a figure (for the board's tests)."""

from __future__ import annotations

import math
from typing import Any

from desktop.games.attacktix import engine as E


def tipping_state() -> tuple[E.GameState, dict[str, Any]]:
    s = E.new_game([["MV-07"], ["MV-10", "MV-22"]], seed=1, options={"first_player": "a", "steady_hand": 100})
    a, b, c = s.figures
    a["x"], a["y"], b["x"], b["y"], c["x"], c["y"] = 18.0, 10.0, 18.0, 12.5, 30.0, 30.0
    return s, {"type": "attack", "fig": a["id"], "angle": math.pi / 2, "pull": 1.0}
