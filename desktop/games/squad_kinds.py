"""Helpers shared by the games' squad kinds (:class:`desktop.games.contracts.SquadKind`), and the one
place that collects them from the registry.

A squad kind is a pure object in its game's package, named by ``GameInfo.squad_kinds``; the service
layer (``desktop.services.squads``) stores and loads the rows and asks the kind about everything else.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop.games import registry
from desktop.lazy import load

_cache: tuple[dict[str, Any], dict[str, Any]] = ({}, {})


def all_kinds() -> dict[str, Any]:
    """Every registered game's squad kinds, by kind key, in registry order (read-only: the same dict
    until a game is registered or unregistered)."""
    global _cache
    games, kinds = _cache
    if games != registry.GAMES or not games:  # a dict comparison: the same game objects, in C
        kinds = {}
        for game in registry.GAMES.values():
            for path in game.squad_kinds:
                kind = load(path)
                kinds[kind.kind] = kind
        _cache = (dict(registry.GAMES), kinds)
    return kinds


def is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def settings_problem(exc: ValueError, top_level: Sequence[str]) -> tuple[str, str]:
    """(field, message) of a squad-rules settings error (``"name: message"``): a top-level setting,
    the legality profile, or one of its rules."""
    text = str(exc)
    name, _, message = text.partition(": ")
    if not message:
        return "settings", text
    if name.startswith("unknown legality profile"):
        return "settings.profile", text
    prefix = "settings." if name in top_level else "settings.profile_rules."
    return prefix + name, message


def rules_problems(parse: Any, settings: Any, top_level: Sequence[str]) -> list[tuple[str, str]]:
    """The problems of a squad's stored rules settings, ``parse`` being the game's rules_from_settings."""
    try:
        parse(settings or {})
    except (TypeError, AttributeError) as exc:
        return [("settings", f"has a value of the wrong type ({exc})")]
    except ValueError as exc:
        return [settings_problem(exc, top_level)]
    return []
