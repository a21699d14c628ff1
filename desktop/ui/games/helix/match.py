"""Battle Helix in the tournament's "Play this match" (desktop/ui/tournament/play_match.py registers
these four functions): start a battle with both registered players' helixes and the event's game
settings, read its registry result (time called included), keep and resume an unfinished battle."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from desktop.games.helix import engine


def start(board: Any, mv: Any, settings: dict[str, Any], game_no: int, first: str) -> str:
    """Start game ``game_no`` of match ``mv`` on the Helix ``board``; side A is player A (no colours)."""
    from desktop.services import tournament as svc

    squads: list[int | None] = [None, None]
    try:
        regs = {r.id: r for r in svc.list_registrations(board.db, mv.event_id)}
        squads = [getattr(regs.get(mv.a), "squad_id", None), getattr(regs.get(mv.b), "squad_id", None)]
    except Exception:  # noqa: BLE001 - no registrations: sample helixes from the seed
        pass
    board.start(
        {
            "names": [mv.a_name, mv.b_name],
            "squads": squads,
            "settings": dict(settings or {}),
            "seed": int(mv.id) * 10 + game_no,
            "opponent": "person",
            "match_id": mv.id,
        }
    )
    return "a"


def result(board: Any, colour_a: str, time_called: bool = False) -> dict[str, Any] | None:
    game = board.game
    if game is None:
        return None
    if time_called:
        return engine.time_called_result(game.state)
    if game.state.over:
        return engine.result(game.state)
    return None


def save(board: Any, path: Path) -> bool:
    if board.game is None:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    from desktop.files import write_json_atomic

    write_json_atomic(path, board.save_state())
    return True


def load(board: Any, path: Path) -> None:
    """Resume the kept game: read and checked by the one loader (SaveProblem, a ValueError, when it is
    not a game of this board), then replayed by the board."""
    from desktop.ui.play import saves

    _key, data = saves.read_game_file(path, board.game_key)
    board.load_state(data)


class HelixMatch:
    """The :class:`~desktop.ui.games.contracts.MatchAdapter` of this game (the functions above)."""

    start = staticmethod(start)
    result = staticmethod(result)
    save = staticmethod(save)
    load = staticmethod(load)


ADAPTER = HelixMatch()
