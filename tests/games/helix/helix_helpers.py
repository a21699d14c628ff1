"""Small builders for Battle Helix tests: glyphs, helixes, terrains, and a game with scripted rolls."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop.games.helix.engine import Face, Game, Glyph, Rules, Setup, Terrain


def glyph(
    black: int,
    black_symbols: Sequence[str] = (),
    white: int = 0,
    white_symbols: Sequence[str] = (),
    species: str = "x",
    key: str = "",
) -> Glyph:
    key = (
        key
        or f"{species}-{black}{''.join(s[0] for s in black_symbols)}-{white}{''.join(s[0] for s in white_symbols)}"
    )
    return Glyph(key, key, species, Face.of(black, black_symbols), Face.of(white, white_symbols))


def helix(*glyphs: Glyph) -> tuple[Glyph, ...]:
    """Six glyphs; fewer are repeated in order to fill the six slots."""
    out = list(glyphs)
    while len(out) < 6:
        out.append(glyphs[len(out) % len(glyphs)])
    return tuple(out[:6])


class Scripted(Game):
    """A game whose rolls come from a list (slot indices 0..5) instead of the generator."""

    def __init__(self, setup: Setup, rolls: Sequence[int]) -> None:
        self.script = list(rolls)
        super().__init__(setup)

    def _roll(self) -> int:
        if not self.script:
            raise AssertionError("the scripted rolls ran out")
        return self.script.pop(0)


def setup(
    a: Sequence[Glyph],
    b: Sequence[Glyph],
    pieces: int = 10,
    rules: Rules | None = None,
    terrains: Sequence[Terrain] = (),
    seed: int = 0,
) -> Setup:
    return Setup((tuple(a), tuple(b)), pieces, seed, rules or Rules(), bool(terrains), tuple(terrains))


def line_terrain(
    key: str,
    species: str,
    length: int = 5,
    special: dict[int, dict[str, Any]] | None = None,
    start: tuple[int, int] = (1, 5),
) -> Terrain:
    """A path of spaces 1..length; ``special`` maps a space id to {"bonus": {...}} or {"warp": species}."""
    spaces = []
    for i in range(1, length + 1):
        adj = [j for j in (i - 1, i + 1) if 1 <= j <= length]
        sp: dict[str, Any] = {
            "id": i,
            "x": (i - 1) / max(1, length - 1),
            "y": 0.5,
            "adjacent": adj,
            "bonus": None,
            "warp": None,
        }
        sp.update((special or {}).get(i, {}))
        spaces.append(sp)
    return Terrain.from_data(
        {"key": key, "name": key, "species": species, "spaces": spaces, "start_spaces": list(start)}
    )
