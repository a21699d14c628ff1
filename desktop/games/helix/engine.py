"""Battle Helix rules engine (pure: no Qt, no SQL).

The rules are ``resources/rules/helix.en.md`` (from the 2004 rules page). Every reading the rules
leave open is a named option of :class:`Rules`, the default being the reading the app's spec fixes.

A game is a :class:`Setup` (two helixes, piece count, seed, options, terrain mode and terrains) plus
the list of actions taken; :class:`Game` replays that list exactly (the seeded generator lives in the
state). Sides are ``0`` (player A) and ``1`` (player B). Actions are small tuples:

- ``("call", "black" | "white")``: the Attacker calls the colour of the round;
- ``("terrain", key)``: the Attacker (start) or the warper (warp) chooses a terrain;
- ``("place", space_id)``: the warper places their figure on the new terrain;
- ``("move", space_id)``: after a round the player who moves steps to an adjacent free space.

Battle order of a round: both roll (A first, then B); in terrain mode the spaces are activated by
the rolled species (bonus, warp); a warp is carried out (with its choices); the higher number in the
called colour (plus bonus) wins; the winner performs the symbols of the winning number (one action:
all swords, then all stars, then the end check), then each bomb roll is one more action (the new
glyph's black and white symbols; caught in the blast if it shows a bomb). Then who attacks next,
the round limit, and in terrain mode the movement.
"""

from __future__ import annotations

import copy
from collections import deque
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field, fields, replace
from typing import Any

from desktop.games import rng as _rng

SIDE_KEYS = ("a", "b")
COLOURS = ("black", "white")
DEFAULT_PIECES = 25
MAX_PIECES = 200
INITIATIVE_TIE_LIMIT = 1000  # after this many tied initiative rolls in a row a coin decides


class RulesError(ValueError):
    """An illegal action or a bad set-up."""


# =====================================================================================================
# Rules options
# =====================================================================================================

# name -> (allowed values, English title, English description of each value) for UI and help.
OPTION_CHOICES: dict[str, tuple[Any, ...]] = {
    "double_bomb_once": (True, False),
    "blast": ("swords", "mirror", "off"),
    "tie_attacker": ("defender", "attacker"),
    "both_out": ("performer_loses", "performer_wins"),
    "star_cap": (True, False),
    "end_check": ("action", "swords"),
    "bomb_roll": ("after_end_check", "always"),
    "mover": ("round_attacker", "next_attacker"),
    "defender_follows": (True, False),
    "double_warp": ("attacker", "none"),
    "warp_placement": ("anywhere", "start"),
}


@dataclass(frozen=True)
class Rules:
    """Named rules options; the defaults are the readings the spec fixes."""

    double_bomb_once: bool = True  # two bombs on one number act as one
    blast: str = "swords"  # caught in the blast: its swords hit the winner too ("mirror": stars too; "off")
    tie_attacker: str = "defender"  # on a tied round the Defender becomes Attacker ("attacker": no change)
    both_out: str = "performer_loses"  # both at zero after an action: the one who performed it loses
    star_cap: bool = True  # stars never put a figure above its starting count
    end_check: str = "action"  # the end is checked after all swords and stars ("swords": right after swords)
    # a winning face with a bomb: the end is checked after the face's swords and stars, before its bomb roll,
    # and a battle won there rolls no bomb ("always": the bomb is rolled all the same; the end is checked
    # once, after the face and its bomb rolls)
    bomb_roll: str = "after_end_check"
    mover: str = "round_attacker"  # terrain: who moves after a round (the Attacker of that round)
    defender_follows: bool = True  # terrain: the other player steps back next to the mover if apart
    double_warp: str = "attacker"  # terrain: both warp on one roll -> only the Attacker's ("none")
    warp_placement: str = "anywhere"  # terrain: the warper places anywhere ("start": on a start space)
    round_limit: int = 1000  # time is called after this many rounds (0: never)

    def __post_init__(self) -> None:
        for name, allowed in OPTION_CHOICES.items():
            if getattr(self, name) not in allowed:
                raise RulesError(f"rules option {name} must be one of {', '.join(map(str, allowed))}")
        if (
            isinstance(self.round_limit, bool)
            or not isinstance(self.round_limit, int)
            or self.round_limit < 0
        ):
            raise RulesError("rules option round_limit must be a whole number of at least 0")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any] | None) -> Rules:
        data = dict(data or {})
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise RulesError(f"unknown rules option {unknown[0]!r}")
        return cls(**data)

    def changed(self) -> dict[str, Any]:
        """Only the options that differ from the defaults."""
        default = Rules()
        return {k: v for k, v in self.to_dict().items() if getattr(default, k) != v}


# =====================================================================================================
# Glyphs, helixes, terrains
# =====================================================================================================


@dataclass(frozen=True)
class Face:
    """One side of a glyph: its number and symbols."""

    number: int
    swords: int = 0
    stars: int = 0
    bombs: int = 0

    @classmethod
    def of(cls, number: int, symbols: Iterable[str] = ()) -> Face:
        syms = list(symbols)
        return cls(int(number), syms.count("sword"), syms.count("star"), syms.count("bomb"))

    @property
    def symbols(self) -> tuple[str, ...]:
        return ("sword",) * self.swords + ("star",) * self.stars + ("bomb",) * self.bombs


@dataclass(frozen=True)
class Glyph:
    key: str
    name: str
    species: str
    black: Face
    white: Face
    gold: bool = False

    def face(self, colour: str) -> Face:
        return self.black if colour == "black" else self.white

    @property
    def total(self) -> int:
        return self.black.number + self.white.number

    @property
    def shows_bomb(self) -> bool:
        return bool(self.black.bombs or self.white.bombs)

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "name": self.name,
            "species": self.species,
            "gold": self.gold,
            "black": {"number": self.black.number, "symbols": list(self.black.symbols)},
            "white": {"number": self.white.number, "symbols": list(self.white.symbols)},
        }

    @classmethod
    def from_any(cls, data: Any) -> Glyph:
        """From a :class:`Glyph`, a ``helix.GlyphRef``, its dict, or catalog item data."""
        if isinstance(data, Glyph):
            return data
        if hasattr(data, "black") and hasattr(data, "key") and not isinstance(data, Mapping):
            return cls(
                str(data.key),
                str(data.name),
                str(data.species or ""),
                Face.of(data.black.number, data.black.symbols),
                Face.of(data.white.number, data.white.symbols),
                bool(data.gold),
            )
        if not isinstance(data, Mapping):
            raise RulesError(f"a glyph must be an object, not {type(data).__name__}")

        def side(which: str) -> Face:
            if isinstance(data.get(which), Mapping):
                s = data[which]
                number, symbols = s.get("number", 0), s.get("symbols", ())
            else:
                number, symbols = data.get(f"{which}_number", 0), data.get(f"{which}_symbols", ())
            if isinstance(number, bool) or not isinstance(number, int) or not 0 <= number <= 99:
                raise RulesError(f"glyph {data.get('key')!r}: {which} number must be a whole number 0-99")
            if isinstance(symbols, str) or not all(s in ("sword", "star", "bomb") for s in symbols or ()):
                raise RulesError(f"glyph {data.get('key')!r}: {which} symbols must be sword, star or bomb")
            return Face.of(number, symbols or ())

        return cls(
            str(data.get("key", "")),
            str(data.get("name", "") or data.get("key", "")),
            str(data.get("species", "") or ""),
            side("black"),
            side("white"),
            bool(data.get("gold", False)),
        )


def as_helix(glyphs: Sequence[Any]) -> tuple[Glyph, ...]:
    """Six glyphs from glyphs, ``GlyphRef``\\ s or dicts (also a ``helix.Helix``)."""
    if hasattr(glyphs, "slots"):
        glyphs = [g for g in glyphs.slots]
    out = tuple(Glyph.from_any(g) for g in glyphs if g is not None)
    if len(out) != 6:
        raise RulesError(f"a helix has exactly 6 glyphs, not {len(out)}")
    return out


@dataclass(frozen=True)
class Space:
    id: int
    x: float
    y: float
    adjacent: tuple[int, ...]
    bonus: tuple[str, int] | None = None  # (species, value)
    warp: str | None = None  # species


@dataclass(frozen=True)
class Terrain:
    key: str
    name: str
    species: str
    spaces: Mapping[int, Space]
    start: tuple[int, int]

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Terrain:
        from .catalog import terrain_problems

        problems = [p for p in terrain_problems(data) if p.severity == "error"]
        if problems:
            raise RulesError(f"terrain {data.get('key')!r}: {problems[0].message}")
        spaces = {}
        for sp in data["spaces"]:
            bonus = sp.get("bonus")
            spaces[int(sp["id"])] = Space(
                int(sp["id"]),
                float(sp["x"]),
                float(sp["y"]),
                tuple(int(n) for n in sp.get("adjacent") or ()),
                (str(bonus["species"]), int(bonus["value"])) if bonus else None,
                str(sp["warp"]) if sp.get("warp") else None,
            )
        s1, s2 = data["start_spaces"]
        return cls(
            str(data["key"]),
            str(data.get("name") or data["key"]),
            str(data.get("species") or ""),
            spaces,
            (int(s1), int(s2)),
        )

    def to_data(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "name": self.name,
            "species": self.species,
            "spaces": [
                {
                    "id": s.id,
                    "x": s.x,
                    "y": s.y,
                    "adjacent": list(s.adjacent),
                    "bonus": {"species": s.bonus[0], "value": s.bonus[1]} if s.bonus else None,
                    "warp": s.warp,
                }
                for s in self.spaces.values()
            ],
            "start_spaces": list(self.start),
        }

    def distances(self, origin: int) -> dict[int, int]:
        """Steps from ``origin`` to every space (breadth first)."""
        dist = {origin: 0}
        todo = deque([origin])
        while todo:
            here = todo.popleft()
            for n in self.spaces[here].adjacent:
                if n not in dist:
                    dist[n] = dist[here] + 1
                    todo.append(n)
        return dist


def shipped_terrains() -> dict[str, Terrain]:
    """The terrains shipped in the catalog resources (key -> terrain)."""
    from .catalog import shipped_items

    return {
        it.data["key"]: Terrain.from_data(it.data) for it in shipped_items() if it.kind == "helix.terrain"
    }


def shipped_glyphs() -> dict[str, Glyph]:
    from .catalog import shipped_items

    return {it.data["key"]: Glyph.from_any(it.data) for it in shipped_items() if it.kind == "helix.glyph"}


# =====================================================================================================
# Set-up and state
# =====================================================================================================


@dataclass(frozen=True)
class Setup:
    helixes: tuple[tuple[Glyph, ...], tuple[Glyph, ...]]
    pieces: int = DEFAULT_PIECES
    seed: int = 0
    rules: Rules = Rules()
    terrain_mode: bool = False
    terrains: tuple[Terrain, ...] = ()
    names: tuple[str, str] = ("A", "B")
    helix_names: tuple[str, str] = ("", "")

    def __post_init__(self) -> None:
        if (
            isinstance(self.pieces, bool)
            or not isinstance(self.pieces, int)
            or not 1 <= self.pieces <= MAX_PIECES
        ):
            raise RulesError(f"pieces must be a whole number from 1 to {MAX_PIECES}")
        if len(self.helixes) != 2 or any(len(h) != 6 for h in self.helixes):
            raise RulesError("a battle needs two helixes of 6 glyphs")
        if self.terrain_mode and not self.terrains:
            raise RulesError("terrain mode needs at least one terrain")
        if len({t.key for t in self.terrains}) != len(self.terrains):
            raise RulesError("two terrains share a key")

    def terrain(self, key: str) -> Terrain:
        for t in self.terrains:
            if t.key == key:
                return t
        raise RulesError(f"unknown terrain {key!r}")

    def to_dict(self) -> dict[str, Any]:
        return {
            "helixes": [[g.to_dict() for g in h] for h in self.helixes],
            "pieces": self.pieces,
            "seed": self.seed,
            "rules": self.rules.to_dict(),
            "terrain_mode": self.terrain_mode,
            "terrains": [t.to_data() for t in self.terrains] if self.terrain_mode else [],
            "names": list(self.names),
            "helix_names": list(self.helix_names),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Setup:
        try:
            helixes = tuple(as_helix(h) for h in data["helixes"])
            seed = data.get("seed", 0)
            if isinstance(seed, bool) or not isinstance(seed, int):
                raise RulesError("seed must be a whole number")
            for key, default in (("names", ("A", "B")), ("helix_names", ("", ""))):
                value = data.get(key, default)
                if isinstance(value, str | bytes) or len(value) != 2:  # a saved battle has both players'
                    raise RulesError(f"{key} must name both players")
            return cls(
                helixes=(helixes[0], helixes[1]),
                pieces=data.get("pieces", DEFAULT_PIECES),
                seed=seed,
                rules=Rules.from_dict(data.get("rules")),
                terrain_mode=bool(data.get("terrain_mode", False)),
                terrains=tuple(Terrain.from_data(t) for t in data.get("terrains") or ()),
                names=tuple(str(n) for n in data.get("names", ("A", "B")))[:2],  # type: ignore[arg-type]
                helix_names=tuple(str(n) for n in data.get("helix_names", ("", "")))[:2],  # type: ignore[arg-type]
            )
        except RulesError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise RulesError(f"bad battle set-up: {exc}") from None


@dataclass
class State:
    rng: int
    pieces: list[int]
    start: int
    attacker: int | None = None  # side index
    to_move: int | None = None  # whose decision it is
    phase: str = "call"  # call | terrain | place | move | over
    round: int = 0
    winner: int | None = None
    ended: str = ""  # "pieces" | "time_called"
    terrain: str | None = None
    positions: list[int] | None = None
    terrains_used: list[str] = field(default_factory=list)
    choices: list[Any] = field(default_factory=list)  # legal values of the pending decision
    pending: dict[str, Any] | None = None  # a round waiting for warp choices; the reason of a terrain choice
    round_attacker: int | None = None  # Attacker of the last round (terrain movement)

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def to_dict(self) -> dict[str, Any]:
        return copy.deepcopy(asdict(self))


# =====================================================================================================
# Pure pieces of the rules (shared with the odds and the batch simulator)
# =====================================================================================================


def bomb_rolls(face: Face, rules: Rules) -> int:
    """How many bomb rolls a winning number gives."""
    if not face.bombs:
        return 0
    return 1 if rules.double_bomb_once else face.bombs


def act(
    pieces: list[int],
    performer: int,
    swords: int,
    stars: int,
    blast: bool,
    rules: Rules,
    start: int,
    check: bool = True,
) -> int | None:
    """One action, in place: all swords, then all stars, then the end check (``check``: False when the
    end is checked later, after a bomb roll of the same face). Returns the loser or None."""
    other = 1 - performer
    caught = blast and rules.blast != "off"
    pieces[other] = max(0, pieces[other] - swords)
    if caught:
        pieces[performer] = max(0, pieces[performer] - swords)
    if check and rules.end_check == "swords":
        loser = _loser(pieces, performer, rules)
        if loser is not None:
            return loser
    cap = start if rules.star_cap else MAX_PIECES * 10
    if stars:
        pieces[performer] = max(pieces[performer], min(cap, pieces[performer] + stars))
    if caught and rules.blast == "mirror" and stars:
        pieces[other] = min(cap, pieces[other] + stars)
    return _loser(pieces, performer, rules) if check else None


def _loser(pieces: list[int], performer: int, rules: Rules) -> int | None:
    if pieces[0] == 0 and pieces[1] == 0:
        return performer if rules.both_out == "performer_loses" else 1 - performer
    if pieces[1 - performer] == 0:
        return 1 - performer
    if pieces[performer] == 0:
        return performer
    return None


def round_winner(numbers: Sequence[int]) -> int | None:
    if numbers[0] == numbers[1]:
        return None
    return 0 if numbers[0] > numbers[1] else 1


def next_attacker(attacker: int, winner: int | None, rules: Rules) -> int:
    if winner is None:
        return 1 - attacker if rules.tie_attacker == "defender" else attacker
    return winner


# =====================================================================================================
# The game
# =====================================================================================================


class Game:
    """A battle: ``setup``, ``state``, the action ``log`` and the ``events`` for a round log."""

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.state = State(
            rng=_rng.seed_state(setup.seed), pieces=[setup.pieces, setup.pieces], start=setup.pieces
        )
        self.log: list[tuple[str, Any]] = []
        self.events: list[dict[str, Any]] = []
        self._initiative()

    # --- randomness -------------------------------------------------------------------------------

    def _roll(self) -> int:
        self.state.rng, v = _rng.below(self.state.rng, 6)
        return v

    def _glyph(self, side: int, index: int) -> Glyph:
        return self.setup.helixes[side][index]

    # --- start --------------------------------------------------------------------------------------

    def _initiative(self) -> None:
        s = self.state
        ties = 0
        while True:
            ra, rb = self._roll(), self._roll()
            ta, tb = self._glyph(0, ra).total, self._glyph(1, rb).total
            self.events.append({"type": "initiative", "rolls": [ra, rb], "totals": [ta, tb]})
            if ta != tb:
                s.attacker = 0 if ta > tb else 1
                break
            ties += 1
            if ties >= INITIATIVE_TIE_LIMIT:
                s.attacker = self._roll() % 2
                self.events.append({"type": "coin", "attacker": s.attacker})
                break
        self.events.append({"type": "attacker", "attacker": s.attacker})
        if self.setup.terrain_mode:
            r = self._roll()
            species = self._glyph(s.attacker, r).species
            self.events.append({"type": "terrain_roll", "side": s.attacker, "roll": r, "species": species})
            matching = [t.key for t in self.setup.terrains if t.species == species]
            if len(matching) == 1:
                self._enter_terrain(matching[0], None, start=True)
                self._ask_call()
            else:
                s.phase = "terrain"
                s.to_move = s.attacker
                s.choices = matching or [t.key for t in self.setup.terrains]
                s.pending = {"reason": "start"}
        else:
            self._ask_call()

    def _ask_call(self) -> None:
        s = self.state
        s.phase, s.to_move, s.choices, s.pending = "call", s.attacker, list(COLOURS), None

    def _enter_terrain(self, key: str, warper: int | None, start: bool = False) -> None:
        s = self.state
        t = self.setup.terrain(key)
        s.terrain = key
        s.terrains_used.append(key)
        if start:
            first = s.attacker if s.attacker is not None else 0
            s.positions = [0, 0]
            s.positions[first] = t.start[0]
            s.positions[1 - first] = t.start[1]
            self.events.append({"type": "terrain", "terrain": key, "positions": list(s.positions)})

    # --- decisions ----------------------------------------------------------------------------------

    def legal_actions(self) -> list[tuple[str, Any]]:
        s = self.state
        if s.over:
            return []
        kind = {"call": "call", "terrain": "terrain", "place": "place", "move": "move"}[s.phase]
        return [(kind, c) for c in s.choices]

    def play(self, action: Sequence[Any]) -> list[dict[str, Any]]:
        """Apply one action; returns the events it caused. Raises :class:`RulesError` if illegal."""
        s = self.state
        if s.over:
            raise RulesError("the battle is over")
        if not isinstance(action, (tuple, list)) or len(action) != 2:
            raise RulesError(f"an action is (kind, value), not {action!r}")
        kind, value = action[0], action[1]
        if (kind, value) not in self.legal_actions():
            raise RulesError(f"{kind} {value!r} is not allowed now")
        before = len(self.events)
        self.log.append((kind, value))
        if kind == "call":
            self._round(value)
        elif kind == "terrain":
            self._chosen_terrain(value)
        elif kind == "place":
            self._placed(value)
        else:
            self._moved(value)
        return self.events[before:]

    # --- a round ------------------------------------------------------------------------------------

    def _round(self, colour: str) -> None:
        s = self.state
        assert s.attacker is not None
        s.round += 1
        rolls = [self._roll(), self._roll()]
        pend: dict[str, Any] = {"colour": colour, "rolls": rolls, "attacker": s.attacker, "bonus": [0, 0]}
        if self.setup.terrain_mode and s.terrain is not None and s.positions is not None:
            t = self.setup.terrain(s.terrain)
            warps = []
            for side in (0, 1):
                sp = t.spaces[s.positions[side]]
                species = self._glyph(side, rolls[side]).species
                if sp.bonus and sp.bonus[0] == species:
                    pend["bonus"][side] = sp.bonus[1]
                if sp.warp and sp.warp == species:
                    warps.append(side)
            pend["warps"] = list(warps)
            if len(warps) == 2:
                warps = [s.attacker] if self.setup.rules.double_warp == "attacker" else []
            if warps:
                warper = warps[0]
                species = self._glyph(warper, rolls[warper]).species
                pend["warper"] = warper
                pend["warp_species"] = species
                s.pending = pend
                matching = [t.key for t in self.setup.terrains if t.species == species]
                if len(matching) == 1:
                    self._chosen_terrain(matching[0])
                else:
                    s.phase, s.to_move = "terrain", warper
                    s.choices = matching or [t.key for t in self.setup.terrains]
                return
        self._resolve(pend)

    def _chosen_terrain(self, key: str) -> None:
        s = self.state
        pend = s.pending or {}
        if pend.get("reason") == "start":
            self._enter_terrain(key, None, start=True)
            self._ask_call()
            return
        warper = pend["warper"]
        t = self.setup.terrain(key)
        self._enter_terrain(key, warper)
        pend["warp_terrain"] = key
        if self.setup.rules.warp_placement == "anywhere":
            s.phase, s.to_move = "place", warper
            s.choices = sorted(t.spaces)
        else:
            self._placed(t.start[0])

    def _placed(self, space: int) -> None:
        s = self.state
        pend = s.pending
        assert pend is not None and s.terrain is not None
        warper = pend["warper"]
        t = self.setup.terrain(s.terrain)
        other_space = t.start[0] if space != t.start[0] else t.start[1]
        s.positions = [0, 0]
        s.positions[warper] = space
        s.positions[1 - warper] = other_space
        s.attacker = warper
        pend["attacker"] = warper
        self.events.append(
            {
                "type": "warp",
                "side": warper,
                "terrain": s.terrain,
                "species": pend["warp_species"],
                "positions": list(s.positions),
            }
        )
        self._resolve(pend)

    def _resolve(self, pend: dict[str, Any]) -> None:
        s, rules = self.state, self.setup.rules
        colour, rolls, attacker = pend["colour"], pend["rolls"], pend["attacker"]
        glyphs = [self._glyph(0, rolls[0]), self._glyph(1, rolls[1])]
        numbers = [glyphs[i].face(colour).number + pend["bonus"][i] for i in (0, 1)]
        winner = round_winner(numbers)
        event: dict[str, Any] = {
            "type": "round",
            "round": s.round,
            "attacker": attacker,
            "colour": colour,
            "rolls": list(rolls),
            "numbers": numbers,
            "bonus": list(pend["bonus"]),
            "winner": winner,
            "bombs": [],
        }
        loser = None
        if winner is not None:
            face = glyphs[winner].face(colour)
            event["swords"], event["stars"] = face.swords, face.stars
            k = bomb_rolls(face, rules)
            defer = k > 0 and rules.bomb_roll == "always"  # the end is checked after the bomb rolls
            loser = act(s.pieces, winner, face.swords, face.stars, False, rules, s.start, not defer)
            for i in range(k):
                if loser is not None:
                    break
                r = self._roll()
                g = self._glyph(winner, r)
                blast = g.shows_bomb
                swords, stars = g.black.swords + g.white.swords, g.black.stars + g.white.stars
                loser = act(s.pieces, winner, swords, stars, blast, rules, s.start, not defer or i == k - 1)
                event["bombs"].append(
                    {"roll": r, "swords": swords, "stars": stars, "blast": blast and rules.blast != "off"}
                )
        event["pieces"] = list(s.pieces)
        s.round_attacker = attacker
        s.attacker = next_attacker(attacker, winner, rules)
        event["next_attacker"] = s.attacker
        self.events.append(event)
        s.pending = None
        if loser is not None:
            self._finish(1 - loser, "pieces")
            return
        if rules.round_limit and s.round >= rules.round_limit:
            a, b = s.pieces
            self._finish(None if a == b else (0 if a > b else 1), "time_called")
            return
        if self.setup.terrain_mode:
            self._ask_move()
        else:
            self._ask_call()

    def _finish(self, winner: int | None, ended: str) -> None:
        s = self.state
        s.phase, s.to_move, s.choices, s.winner, s.ended = "over", None, [], winner, ended
        self.events.append({"type": "over", "winner": winner, "ended": ended, "pieces": list(s.pieces)})

    # --- terrain movement ---------------------------------------------------------------------------

    def mover(self) -> int:
        s = self.state
        assert s.round_attacker is not None and s.attacker is not None
        return s.round_attacker if self.setup.rules.mover == "round_attacker" else s.attacker

    def _ask_move(self) -> None:
        s = self.state
        assert s.positions is not None and s.terrain is not None
        mover = self.mover()
        t = self.setup.terrain(s.terrain)
        free = [n for n in t.spaces[s.positions[mover]].adjacent if n != s.positions[1 - mover]]
        if not free:
            self.events.append({"type": "move", "side": mover, "space": s.positions[mover], "stuck": True})
            self._follow(mover)
            return
        s.phase, s.to_move, s.choices = "move", mover, sorted(free)

    def _moved(self, space: int) -> None:
        s = self.state
        assert s.positions is not None
        mover = self.mover()
        s.positions[mover] = space
        self.events.append({"type": "move", "side": mover, "space": space})
        self._follow(mover)

    def _follow(self, mover: int) -> None:
        s = self.state
        assert s.positions is not None and s.terrain is not None
        t = self.setup.terrain(s.terrain)
        other = 1 - mover
        if (
            self.setup.rules.defender_follows
            and s.positions[mover] not in t.spaces[s.positions[other]].adjacent
        ):
            dist = t.distances(s.positions[mover])
            options = [n for n in t.spaces[s.positions[other]].adjacent if n != s.positions[mover]]
            if options:
                best = min(options, key=lambda n: (dist.get(n, 10**6), n))
                s.positions[other] = best
                self.events.append({"type": "move", "side": other, "space": best, "follow": True})
        self._ask_call()

    # --- saving and replay --------------------------------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The set-up and the actions: replays exactly (see :meth:`from_dict`)."""
        return {"setup": self.setup.to_dict(), "actions": [[k, v] for k, v in self.log]}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Game:
        if not isinstance(data, Mapping) or "setup" not in data:
            raise RulesError("not a saved Battle Helix game")
        game = cls(Setup.from_dict(data["setup"]))
        actions = data.get("actions", [])
        if not isinstance(actions, list):
            raise RulesError("the saved actions must be a list")
        for i, a in enumerate(actions):
            try:
                game.play(tuple(a))
            except RulesError as exc:
                raise RulesError(f"saved action {i + 1} cannot be replayed: {exc}") from None
            except TypeError:
                raise RulesError(f"saved action {i + 1} is malformed") from None
        return game

    def copy(self) -> Game:
        return copy.deepcopy(self)

    def replayed(self, actions: int | None = None) -> Game:
        """A new game replaying the first ``actions`` actions (all by default)."""
        g = Game(self.setup)
        for a in self.log[: len(self.log) if actions is None else actions]:
            g.play(a)
        return g


def new_game(
    helix_a: Sequence[Any],
    helix_b: Sequence[Any],
    *,
    pieces: int = DEFAULT_PIECES,
    seed: int = 0,
    rules: Rules | Mapping[str, Any] | None = None,
    terrain_mode: bool = False,
    terrains: Iterable[Terrain] | None = None,
    names: tuple[str, str] = ("A", "B"),
) -> Game:
    if not isinstance(rules, Rules):
        rules = Rules.from_dict(rules)
    ts = (
        tuple(terrains)
        if terrains is not None
        else (tuple(shipped_terrains().values()) if terrain_mode else ())
    )
    return Game(Setup((as_helix(helix_a), as_helix(helix_b)), pieces, seed, rules, terrain_mode, ts, names))


# =====================================================================================================
# The same shape as the other engines: apply(state, action) -> (state, events)
# =====================================================================================================
#
# A battle's state is its :class:`Game` (the set-up, the state, the log and the round events): ``apply``
# returns a new one and leaves the old one unchanged. ``Game.play`` (in place) stays the fast path of the
# computer players, the odds and the batch simulator; tests prove the two give the same battles.


def fork(game: Game) -> Game:
    """A copy of ``game`` that shares its (immutable) set-up."""
    g = object.__new__(Game)
    g.setup = game.setup
    g.state = copy.deepcopy(game.state)
    g.log = list(game.log)
    g.events = list(game.events)
    return g


def legal_actions(game: Game) -> list[tuple[str, Any]]:
    """Every legal decision now: ``(kind, value)`` pairs (empty once the battle is over)."""
    return game.legal_actions()


def apply(game: Game, action: Sequence[Any]) -> tuple[Game, list[dict[str, Any]]]:
    """The battle after ``action`` (a new :class:`Game`) and the events it caused; ``game`` is left
    unchanged. Raises :class:`RulesError` if the action is illegal."""
    new = fork(game)
    events = new.play(action)
    return new, events


def replay(setup: Setup, actions: Iterable[Sequence[Any]]) -> Game:
    """The battle of ``setup`` after ``actions`` (a saved log)."""
    game = Game(setup)
    for action in actions:
        game.play(tuple(action))
    return game


# =====================================================================================================
# Results for the registry
# =====================================================================================================


def result(state: State) -> dict[str, Any]:
    """The registry result of a finished battle (side "a" is player A)."""
    if not state.over:
        raise RulesError("the battle is not over")
    return {
        "winner": "" if state.winner is None else SIDE_KEYS[state.winner],
        "ended": state.ended,
        "pieces_left_a": state.pieces[0],
        "pieces_left_b": state.pieces[1],
        "rounds": state.round,
        "terrains": ", ".join(dict.fromkeys(state.terrains_used)),
    }


def match_result(res: Mapping[str, Any], colour_a: str | None = None) -> dict[str, Any]:
    """Helix has no colours: the result is already from side A's point of view."""
    return dict(res)


def rules_with(rules: Rules, **changes: Any) -> Rules:
    return replace(rules, **changes)


def time_called_result(state: State) -> dict[str, Any]:
    """The registry result when time is called now: more pieces left wins, equal is a draw."""
    if state.over:
        return result(state)
    a, b = state.pieces
    return {
        "winner": "" if a == b else ("a" if a > b else "b"),
        "ended": "time_called",
        "pieces_left_a": a,
        "pieces_left_b": b,
        "rounds": state.round,
        "terrains": ", ".join(dict.fromkeys(state.terrains_used)),
    }
