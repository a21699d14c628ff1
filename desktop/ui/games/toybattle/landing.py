"""What the Play landing needs from Toy Battle: a quick game's set-up and who played a finished game."""

from __future__ import annotations

from typing import Any

from desktop.games.toybattle.engine import result

COLOURS = ("blue", "red")


def quick_setup(db: Any) -> dict[str, Any]:
    """A random terrain of the catalog (the shipped ones without a database), you (blue) against the computer
    on Normal, who starts drawn by lot."""
    return {"terrain": "random", "colour": "blue", "opponent": "normal", "first": "random", "beginner": False}


def outcome(board: Any) -> dict[str, Any]:
    """The players in colour order (blue, red) with their seats ("person" or a computer level), each named
    when the game was given names (else by colour, which the landing shows in its language), and the winner."""
    winner = result(board.game.state).get("winner") or None
    return {
        "players": [
            {"name": str(board.names.get(c, "")), "colour": c, "seat": str(board.seats.get(c, "person"))}
            for c in COLOURS
        ],
        "winner": COLOURS.index(winner) if winner in COLOURS else None,
    }
