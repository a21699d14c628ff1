"""Choices of command-line options that come from the game registry, looked up only when used.

Building a verb's parser must stay cheap (see :mod:`desktop.cli`), so an option such as ``--game`` gets
a :class:`RegistryChoices` instead of a tuple: argparse asks it whether a value is allowed (when the
option is given) and lists it (in ``--help`` and in a refusal), and only then is the registry imported.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator


class RegistryChoices:
    """A lazily computed list of allowed values for ``add_argument(choices=...)``."""

    def __init__(self, values: Callable[[], tuple[str, ...]]) -> None:
        self._values = values
        self._cache: tuple[str, ...] | None = None

    def _all(self) -> tuple[str, ...]:
        if self._cache is None:
            self._cache = self._values()
        return self._cache

    def __contains__(self, value: object) -> bool:
        return value in self._all()

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


def _game_keys() -> tuple[str, ...]:
    from desktop.games import registry

    return tuple(registry.GAMES)


def _games_with_squads() -> tuple[str, ...]:
    from desktop.games import registry

    return tuple(key for key, game in registry.GAMES.items() if game.has_squads)


#: the keys of the registered games
GAMES = RegistryChoices(_game_keys)
#: the keys of the games whose players bring squads (the others have no squad sheet)
GAMES_WITH_SQUADS = RegistryChoices(_games_with_squads)
