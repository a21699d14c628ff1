"""Play this match (Tournaments page) for Toy Battle: the board opens with both registered players at this
desk, the event's game settings (the round's terrain, the beginner option) and the pairing's colours; the
finished game's registry result is read back; an unfinished game is kept and resumed."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from desktop.games.registry import get
from desktop.games.toybattle import engine
from desktop.games.toybattle.game import GAME, TERRAINS


def _terrain(mv: Any, settings: dict[str, Any]) -> str:
    mode = str(settings.get("terrain") or "random")
    if mode == "rotating":
        return TERRAINS[(int(mv.round) - 1) % len(TERRAINS)]
    if mode == "random" or mode not in TERRAINS:
        return random.Random(int(mv.event_id) * 1000 + int(mv.round)).choice(TERRAINS)
    return mode


def result_choices() -> dict[str, list[tuple[str, str]]]:
    """The result entry's terrain field as a list: each shipped terrain's key by its name in the interface
    language ("jungle" shown as "Вулканічні джунглі")."""
    from desktop.games.toybattle.terrain import load_builtin_terrains
    from desktop.ui.catalog.values import shown_name

    terrains = load_builtin_terrains()
    return {"terrain": [(key, shown_name(terrains[key].name) if key in terrains else key) for key in TERRAINS]}


class ToyBattleMatch:
    """The :class:`~desktop.ui.games.contracts.MatchAdapter` of Toy Battle; player A plays blue."""

    def start(self, board: Any, mv: Any, settings: dict[str, Any], game_no: int, first: str) -> str:
        from desktop.ui.games.toybattle.setup import GameSettings

        terrain = _terrain(mv, settings)
        board.reload_terrains()  # the catalog's terrains as they are now (a shipped one as edited there)
        if terrain not in board.terrains:
            # the event's terrain (one of the rules' own) is played even when this desk's catalog no longer
            # holds it: an event's settings do not change with a desk's catalog
            from desktop.games.toybattle.terrain import load_builtin_terrains

            shipped = load_builtin_terrains()
            if terrain in shipped:
                board.terrains[terrain] = shipped[terrain]
            else:
                terrain = "random"
        # the players by name ("Pass to Olena", "Olena wins!"), not by colour: A plays blue
        board.names = {"blue": str(mv.a_name), "red": str(mv.b_name)}
        board.start_game(
            GameSettings(
                terrain=terrain,
                colour="blue",
                opponent="person",
                first=first,
                beginner=bool(settings.get("beginner")),
                seed=int(mv.id) * 10 + game_no,
            )
        )
        return "blue"

    def result(self, board: Any, colour_a: str, time_called: bool = False) -> dict[str, Any] | None:
        game = board.game
        if game is None:
            return None
        state = game.state
        if time_called:
            res = engine.time_called_result(state)
        elif state.over:
            res = engine.result(state)
        else:
            return None
        out = engine.match_result(res, colour_a)
        return {k: v for k, v in out.items() if k in {f.key for f in get(GAME.key).result_fields}}

    def save(self, board: Any, path: Path) -> bool:
        if board.game is None:
            return False
        board.save_to(path)
        return True

    def load(self, board: Any, path: Path) -> None:
        board.load_from(path)


ADAPTER = ToyBattleMatch()
