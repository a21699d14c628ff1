"""Helpers shared by the games' squad kinds (:class:`desktop.games.contracts.SquadKind`), and the one
place that collects them from the registry.

A squad kind is a pure object in its game's package, named by ``GameInfo.squad_kinds``; the service
layer (``desktop.services.squads``) stores and loads the rows and asks the kind about everything else.
A kind's checks of a stored squad (``shape_problems``) are catalog :class:`Problem` values: an English
template written literally at the ``Problem(...)`` call, with its parameters, so that the screens and
``--lang uk`` on the command line show them translated (``desktop/ui/catalog/problem_strings_gen.py``
collects the templates of every module of ``desktop/games``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from desktop.games import registry
from desktop.games.catalog_schema import Problem, ProblemError
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


def settings_problem(exc: ValueError, top_level: Sequence[str]) -> Problem:
    """The problem of a squad-rules settings error, its field the path in the squad's record: a
    top-level setting (``settings.point_limit``), the legality profile (``settings.profile``) or one of its
    rules (``settings.profile_rules.max_copies``). A :class:`ProblemError` keeps its template (translated
    by the UI); any other ValueError is its English text (``"name: message"``)."""
    if isinstance(exc, ProblemError):
        found = exc.problem
        if not found.field:
            where = "settings.profile" if found.template.startswith("unknown legality profile") else "settings"
        else:
            where = ("settings." if found.field in top_level else "settings.profile_rules.") + found.field
        return dataclasses.replace(found, field=where)
    text = str(exc)
    name, _, message = text.partition(": ")
    if not message:
        return Problem("settings", "{reason}", params={"reason": text})
    prefix = "settings." if name in top_level else "settings.profile_rules."
    return Problem(prefix + name, "{reason}", params={"reason": message})


def rules_problems(parse: Any, settings: Any, top_level: Sequence[str]) -> list[Problem]:
    """The problems of a squad's stored rules settings, ``parse`` being the game's rules_from_settings."""
    try:
        parse(settings or {})
    except (TypeError, AttributeError):  # Python's own words would stay English on every screen
        return [Problem("settings", "has a value of the wrong type")]
    except ValueError as exc:
        return [settings_problem(exc, top_level)]
    return []
