"""Play this match (Tournaments page) for Attacktix: start the board with both registered players and
their squad snapshots and the event's game settings; read, save and load the game for the match dialog.

The functions follow the shape of desktop/ui/tournament/play_match.py's STARTERS / RESULTS / SAVERS /
LOADERS; side A plays squad a ("blue" in that dialog's words), side B squad b ("red").
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from desktop.games import registry
from desktop.games.attacktix import engine as E
from desktop.games.attacktix import players as P


def _snapshots(board: Any, mv: Any) -> list[Any]:
    """The squads registered for both sides (a registration snapshot's contents), else the default squads."""
    out: list[Any] = [list(P.DEFAULT_SQUADS[0]), list(P.DEFAULT_SQUADS[1])]
    db = getattr(board, "db", None)
    if db is None:
        return out
    try:
        from desktop.services import tournament as svc

        regs = {r["id"]: r for r in svc.export_event(db, mv.event_id)["registrations"]}
    except Exception:  # noqa: BLE001 - no event data: play with the default squads
        return out
    for i, reg_id in enumerate((mv.a, mv.b)):
        snap = (regs.get(reg_id) or {}).get("squad_snapshot") or {}
        contents = snap.get("contents") if isinstance(snap, dict) else None
        if isinstance(contents, dict) and contents.get("entries"):
            out[i] = contents
    return out


def start(board: Any, mv: Any, settings: dict[str, Any], game_no: int, first: str) -> str:
    """Start game ``game_no`` of the match; ``first`` is "random", "blue" (side A) or "red" (side B)."""
    options = P.options_from_settings(settings)
    options["first_player"] = {"blue": "a", "red": "b"}.get(first, "coin")
    board.start(
        {
            "names": [mv.a_name, mv.b_name],
            "squads": _snapshots(board, mv),
            "seats": ["person", "person"],
            "options": options,
            "seed": int(mv.id) * 10 + int(game_no),
            "match_id": mv.id,
        }
    )
    return "blue"


def result(board: Any, colour_a: str, time_called: bool = False) -> dict[str, Any] | None:
    game = getattr(board, "game", None)
    if game is None:
        return None
    state = game.state
    if time_called:
        res = E.time_called_result(state)
    elif state.over:
        res = E.result(state)
    else:
        return None
    keys = {f.key for f in registry.get("attacktix").result_fields}
    out = E.match_result(res, "a" if colour_a in ("blue", "a") else "b")
    return {k: v for k, v in out.items() if k in keys}


def save(board: Any, path: Path) -> bool:
    if getattr(board, "game", None) is None:
        return False
    from desktop.files import write_json_atomic

    write_json_atomic(path, board.save_state())
    return True


def load(board: Any, path: Path) -> None:
    """Resume the kept game: read and checked by the one loader (SaveProblem, a ValueError, when it is
    not a game of this board), then replayed by the board."""
    from desktop.ui.play import saves

    _key, data = saves.read_game_file(path, board.game_key)
    board.load_state(data)


class AttacktixMatch:
    """The :class:`~desktop.ui.games.contracts.MatchAdapter` of this game (the functions above)."""

    start = staticmethod(start)
    result = staticmethod(result)
    save = staticmethod(save)
    load = staticmethod(load)


ADAPTER = AttacktixMatch()
