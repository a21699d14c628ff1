"""Valid saved games of the three games, made by their boards (for the saved-game loader's tests)."""

from __future__ import annotations

import copy
import random
from typing import Any

from desktop.ui import games

SEED = 5


def make_board(key: str) -> Any:
    from PySide6.QtWidgets import QApplication

    if QApplication.instance() is None:  # a test without qtbot (pytest-qt reuses this one)
        QApplication([])
    return games.board_class(key)(None)


def start(board: Any, key: str, names: tuple[str, str] = ("Ann", "Bob")) -> None:
    if key == "attacktix":
        board.start({"seed": SEED, "names": list(names), "seats": ["person", "person"], "opponent": "person"})
    elif key == "helix":
        from desktop.games.helix.players import sample_helix

        helixes = [[g.to_dict() for g in sample_helix(random.Random(i))] for i in (1, 2)]
        board.start({"names": list(names), "helixes": helixes, "seed": SEED, "opponent": "person", "pieces": 6})
    else:
        board.start({"terrain": "station", "opponent": "person", "first": "blue", "seed": SEED})
        board.names = {"blue": names[0], "red": names[1]}


def play_a_little(board: Any, key: str) -> None:
    """A few moves, so that the save has actions to replay."""
    if key == "helix":
        for _ in range(3):
            state = board.game.state
            if state.over or not state.choices:
                break
            board._play((state.phase, state.choices[0]), keep_redo=False)  # as the board plays: who moved kept
    elif key == "toybattle":
        from desktop.games.toybattle.engine import legal_actions

        for _ in range(4):
            board.play(legal_actions(board.game.state)[0])


def valid_save(key: str, names: tuple[str, str] = ("Ann", "Bob")) -> dict[str, Any]:
    board = make_board(key)
    try:
        start(board, key, names)
        play_a_little(board, key)
        return copy.deepcopy(board.save_state())
    finally:
        if hasattr(board, "shutdown"):
            board.shutdown()
        board.deleteLater()
