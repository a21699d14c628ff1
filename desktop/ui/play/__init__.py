"""The game boards, one per game, matching the game registry (desktop/games/registry.py).

BOARDS maps a game key to "module:Class"; a board is a QWidget built as ``Class(db, parent=None)``.
A game without an entry has no board in this build yet.
"""

from __future__ import annotations

import importlib
import importlib.util

BOARDS: dict[str, str] = {
    "toybattle": "desktop.ui.games.toybattle.board:ToyBattlePlayWidget",
    "helix": "desktop.ui.games.helix.board:HelixBoard",
    "attacktix": "desktop.ui.games.attacktix.board:AttacktixBoard",
}


def board_available(game_key: str) -> bool:
    spec = BOARDS.get(game_key)
    if spec is None:
        return False
    module = spec.split(":")[0]
    return importlib.util.find_spec(module) is not None


def board_class(game_key: str) -> type | None:
    if not board_available(game_key):
        return None
    module, cls = BOARDS[game_key].split(":")
    return getattr(importlib.import_module(module), cls)
