"""Battle Helix computer players: Easy, Normal, Hard, and playing whole battles for demos and events.

- **Hard** calls the colour with the higher exact win chance from the current pieces and Attacker
  (:mod:`desktop.games.helix.odds`; in terrain mode those of the classic battle, "ignoring terrain").
- **Normal** makes Hard's call most of the time (``accuracy``, default 80 %), otherwise the other one.
- **Easy** calls at random.

In terrain mode every level moves toward the spaces whose species its helix rolls most often and
away from those the opponent's helix rolls (the opponent stays next to the mover, so leading it away
keeps it off them); Easy makes a random step half of the time. Terrain and placement choices follow
the same space scores. Each player has its own seeded generator, so a battle between computer
players is reproducible from its seeds.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from . import odds
from .engine import (
    COLOURS,
    DEFAULT_PIECES,
    Game,
    Glyph,
    Rules,
    Setup,
    Terrain,
    as_helix,
    result,
    shipped_terrains,
)

LEVELS = ("easy", "normal", "hard")


class Player:
    """Base computer player: colour calls by :meth:`call`, terrain choices by space scores."""

    level = "player"
    random_steps = 0.0

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    @property
    def name(self) -> str:
        return self.level

    def choose(self, game: Game) -> tuple[str, Any]:
        s = game.state
        side = s.to_move
        assert side is not None
        if s.phase == "call":
            return ("call", self.call(game, side))
        if s.phase == "move":
            if self.random_steps and self.rng.random() < self.random_steps:
                return ("move", self.rng.choice(s.choices))
            scores = space_scores(game, side, game.setup.terrain(s.terrain or ""))
            return ("move", max(s.choices, key=lambda sp: (scores.get(sp, 0.0), -sp)))
        if s.phase == "place":
            scores = space_scores(game, side, game.setup.terrain(s.terrain or ""))
            return ("place", max(s.choices, key=lambda sp: (scores.get(sp, 0.0), -sp)))
        if s.phase == "terrain":
            return (
                "terrain",
                max(s.choices, key=lambda k: (terrain_score(game, side, game.setup.terrain(k)), k)),
            )
        raise ValueError(f"nothing to choose in phase {s.phase!r}")

    def call(self, game: Game, side: int) -> str:
        raise NotImplementedError


class EasyPlayer(Player):
    level = "easy"
    random_steps = 0.5

    def call(self, game: Game, side: int) -> str:
        return self.rng.choice(COLOURS)


def exact_call(game: Game) -> str:
    """The Attacker's best colour by the exact odds of the classic battle from the current pieces."""
    s = game.state
    sol = odds.solve(game.setup.helixes[0], game.setup.helixes[1], game.setup.pieces, game.setup.rules)
    assert s.attacker is not None
    a, b = (min(p, sol.pieces) for p in s.pieces)
    return sol.best_call(a, b, s.attacker)


class HardPlayer(Player):
    level = "hard"

    def call(self, game: Game, side: int) -> str:
        return exact_call(game)


class NormalPlayer(Player):
    level = "normal"

    def __init__(self, seed: int | None = None, accuracy: float = 0.8) -> None:
        super().__init__(seed)
        self.accuracy = accuracy

    def call(self, game: Game, side: int) -> str:
        best = exact_call(game)
        if self.rng.random() < self.accuracy:
            return best
        return COLOURS[1 - COLOURS.index(best)]


def make_player(level: str, seed: int | None = None, **kwargs: Any) -> Player:
    """A computer player by level: easy, normal or hard."""
    if level == "easy":
        return EasyPlayer(seed)
    if level == "normal":
        return NormalPlayer(seed, **kwargs)
    if level == "hard":
        return HardPlayer(seed)
    raise ValueError(f"unknown player level {level!r}; use one of {', '.join(LEVELS)}")


# --- terrain heuristics ---------------------------------------------------------------------------


def species_weights(helix: Sequence[Glyph]) -> Counter[str]:
    """How often a helix rolls each species (out of 6)."""
    return Counter(g.species for g in helix)


def space_scores(game: Game, side: int, terrain: Terrain) -> dict[int, float]:
    """For each space: pull of the mover's species' special spaces minus that of the opponent's."""
    own = species_weights(game.setup.helixes[side])
    opp = species_weights(game.setup.helixes[1 - side])
    specials = []
    for sp in terrain.spaces.values():
        if sp.bonus:
            specials.append((sp.id, sp.bonus[0], 1.0 + sp.bonus[1] / 2))
        if sp.warp:
            specials.append((sp.id, sp.warp, 1.5))
    out: dict[int, float] = {}
    dists = {sid: terrain.distances(sid) for sid, _, _ in specials}
    for sid in terrain.spaces:
        score = 0.0
        for target, species, weight in specials:
            d = dists[target].get(sid, 99)
            score += weight * (own[species] - opp[species]) / (1.0 + d) ** 2
        out[sid] = score
    return out


def terrain_score(game: Game, side: int, terrain: Terrain) -> float:
    scores = space_scores(game, side, terrain)
    return max(scores.values()) if scores else 0.0


# --- whole battles --------------------------------------------------------------------------------


def play_game(player_a: Player, player_b: Player, setup: Setup) -> Game:
    """Play a battle to its end; ``player_a`` plays side A."""
    game = Game(setup)
    seats = (player_a, player_b)
    while not game.state.over:
        side = game.state.to_move
        assert side is not None
        game.play(seats[side].choose(game))
    return game


#: two shipped sample helixes (glyph keys of the shipped catalog), different, legal (one gold glyph each)
#: and a battle between them always ends: a first battle needs no saved helix
SAMPLE_HELIXES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Tidal Storm", ("aquarex-tide", "aquarex-surge", "aquarex-maelstrom", "aquarex-ripple", "voltrix-arc",
                     "voltrix-spark")),
    ("Wildfire", ("pyrovore-ember", "pyrovore-blaze", "pyrovore-inferno", "florax-thorn", "florax-bloom",
                  "terradon-boulder")),
)


def sample_helixes(glyphs: Sequence[Glyph] | None = None) -> list[tuple[str, tuple[Glyph, ...]]]:
    """(English name, six glyphs) of the shipped sample helixes whose glyphs are all in ``glyphs``
    (the shipped glyphs by default; a catalog that lost one of them drops that sample)."""
    from .engine import shipped_glyphs

    by_key = {g.key: g for g in (glyphs if glyphs is not None else shipped_glyphs().values())}
    return [
        (name, tuple(by_key[k] for k in keys)) for name, keys in SAMPLE_HELIXES if all(k in by_key for k in keys)
    ]


def sample_helix(rng: random.Random, glyphs: Sequence[Glyph] | None = None) -> tuple[Glyph, ...]:
    """A legal helix (6 glyphs, at most 3 gold) drawn from ``glyphs`` (the shipped ones by default)."""
    from .engine import shipped_glyphs

    pool = list(glyphs) if glyphs is not None else list(shipped_glyphs().values())
    for _ in range(1000):
        pick = [rng.choice(pool) for _ in range(6)]
        if sum(g.gold for g in pick) <= 3:
            return tuple(pick)
    return tuple(rng.choice([g for g in pool if not g.gold] or pool) for _ in range(6))


def setup_from_settings(
    settings: Mapping[str, Any],
    helix_a: Sequence[Any],
    helix_b: Sequence[Any],
    seed: int,
    names: tuple[str, str] = ("A", "B"),
) -> Setup:
    """A battle set-up from event game settings: ``pieces``, ``terrain_mode`` and rules options."""
    s = dict(settings or {})
    pieces = s.pop("pieces", DEFAULT_PIECES)
    terrain_mode = bool(s.pop("terrain_mode", False))
    terrains = s.pop("terrains", None)
    rules = Rules.from_dict({k: v for k, v in s.items() if k in Rules.__dataclass_fields__})
    ts: tuple[Terrain, ...] = ()
    if terrain_mode:
        ts = tuple(Terrain.from_data(t) for t in terrains) if terrains else tuple(shipped_terrains().values())
    return Setup((as_helix(helix_a), as_helix(helix_b)), pieces, seed, rules, terrain_mode, ts, names)


def play_match(
    player_a: str | Player,
    player_b: str | Player,
    *,
    helix_a: Sequence[Any] | None = None,
    helix_b: Sequence[Any] | None = None,
    seed: int = 0,
    settings: Mapping[str, Any] | None = None,
) -> tuple[dict[str, Any], Game]:
    """One computer battle for tournaments and demos; returns the registry result and the game.

    Without helixes, each side gets a legal sample helix drawn from the seed.
    """
    rng = random.Random(seed)
    ha = helix_a if helix_a is not None else sample_helix(rng)
    hb = helix_b if helix_b is not None else sample_helix(rng)
    a = make_player(player_a, seed * 2 + 1) if isinstance(player_a, str) else player_a
    b = make_player(player_b, seed * 2 + 2) if isinstance(player_b, str) else player_b
    game = play_game(a, b, setup_from_settings(settings or {}, ha, hb, seed))
    return result(game.state), game


def play_tournament_game(
    *, seed: int, settings: Mapping[str, Any], colour_a: str | None = None, level: str = "easy"
) -> dict[str, Any]:
    """The registry's hook for ``event demo --play``: one battle between two computer players."""
    res, _game = play_match(level, level, seed=seed, settings=settings)
    return res
