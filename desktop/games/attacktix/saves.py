"""A saved Attacktix game checked before its board replays it (``GameInfo.saved_game_check``; pure).

The board's file is ``{"game", "version", "setup": the set-up, "engine": {"setup", "log"}}``; the engine's
set-up carries the figures, powers and effects themselves, so a tampered file could hold a figure no catalog
accepts (a base radius of NaN or 10⁶): every figure, power and effect is held to its catalog kind's bounds,
the names to the limits of registrations. Every shot is then replayed by the rules (``engine.Game.replay``),
each ending where the file says, before the game is offered.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from desktop.games.saves import Part, SaveProblem, check_catalog_item, check_key, check_names

PLAYER_NAMES = Part("the player names")
FIGURE = Part("a figure of the squads")
POWER = Part("a power of the squads")
EFFECT = Part("an effect of the squads")
LOG = Part("the saved shots")


def check(data: Mapping[str, Any]) -> None:
    setup = data.get("setup")
    engine = data.get("engine")
    if not isinstance(setup, Mapping) or not isinstance(engine, Mapping):
        raise SaveProblem("the saved game has no set-up")
    if setup.get("names") is not None:
        check_names(setup["names"], PLAYER_NAMES)
    inner = engine.get("setup")
    if not isinstance(inner, Mapping):
        raise SaveProblem("the saved game has no set-up")
    if inner.get("names") is not None:
        check_names(inner["names"], PLAYER_NAMES)
    squads = inner.get("squads")
    if not isinstance(squads, list) or len(squads) != 2 or not all(isinstance(s, list) for s in squads):
        raise SaveProblem("{where} must be two lists", where=FIGURE)
    backups = inner.get("backups") or [[], []]
    if not isinstance(backups, list) or not all(isinstance(s, list) for s in backups):
        raise SaveProblem("{where} must be two lists", where=FIGURE)
    for squad in (*squads, *backups):
        for fig in squad:
            if isinstance(fig, str):  # a figure named by its code
                check_key(fig, FIGURE)
            else:
                check_catalog_item("attacktix.figure", fig, FIGURE)
    for which, kind, where in (("powers", "attacktix.power", POWER), ("effects", "attacktix.effect", EFFECT)):
        items = inner.get(which)
        if items is None:
            continue
        if not isinstance(items, Mapping):
            raise SaveProblem("{where} must be an object", where=where)
        for key, item in items.items():
            check_key(key, where)
            check_catalog_item(kind, item, where)
    log = engine.get("log")
    if log is not None and (
        not isinstance(log, list)
        or not all(isinstance(e, Mapping) and isinstance(e.get("action"), Mapping) for e in log)
    ):
        raise SaveProblem("{where} must be a list of actions", where=LOG)
    _check_replay(engine)


def _check_replay(engine: Mapping[str, Any]) -> None:
    """Every saved shot replayed by the rules, each ending where the file says (a game is offered to be
    resumed only when it can be)."""
    from desktop.games.attacktix.engine import DriftError, Game

    try:
        Game.replay(engine)
    except DriftError:
        raise SaveProblem("the saved shots end differently on this build; the game cannot be restored exactly") \
            from None
    except (ValueError, KeyError, TypeError, IndexError, AttributeError) as exc:
        raise SaveProblem("the saved moves cannot be replayed: {reason}", reason=str(exc)[:300]) from None
