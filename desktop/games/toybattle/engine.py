"""Toy Battle rules engine: state, legal actions, transitions, hidden information, logs.

Pure Python (no Qt, no SQL). The public path is functional::

    state = new_game(terrain, seed=7, options=Options())
    actions = legal_actions(state)                 # list[Action]
    state2, events = apply(state, actions[0])       # state is left untouched

A transition resolves everything automatically until the next *decision* (the main action of a turn,
or an optional effect: each optional effect is its own decision with an explicit ``skip``).
Randomness (set-up shuffles, XB-42, Battlefield) comes from a SplitMix64 state kept in the game
state, so ``GameLog`` (seed, terrain, options, actions) replays to the identical state.

For search, :class:`GameState` also offers an in-place path on internal action codes
(``codes()``, ``apply_code()``, ``random_code()``); ``apply`` is exactly ``copy()`` + ``apply_code``
with events, so both paths agree by construction (and tests check it).

Colours are indexed 0 = Blue, 1 = Red. Node ids are the terrain's ids; internally nodes are indexed
0..n-1 to use bit masks.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from desktop.games import rng as _rng

from .terrain import VALUE_RESTRICTIONS, Terrain, builtin_terrain
from .troops import (
    CAPN,
    COPIES_PER_TYPE,
    HOOK,
    JUMBO,
    KWAK,
    REMOVED_AT_SETUP,
    SKULLY,
    STAR,
    TROOP_KEYS,
    TROOP_TYPE_COUNT,
    TROOPS_PER_PLAYER,
    XB42,
    full_army,
    troop_index,
)

BLUE = 0
RED = 1
COLOURS = ("blue", "red")
RACK_MAX = 8
DEFAULT_TURN_LIMIT = 300

# --- internal action codes: tuples (kind, a, b) -------------------------------------------------------
K_DRAW = 0  # main action: draw 2
K_PLACE = 1  # a = troop type, b = node index (main action, or Cap'n's extra troop)
K_SKIP = 2  # decline the pending optional effect
K_USE = 3  # take the pending effect that has no choice (Skully, Star, XB-42, Clouds, Battlefield)
K_DISCARD = 4  # Jumbo: a = node index of the enemy troop to discard
K_RETURN = 5  # Castle Field: a = node index of your troop to return to the rack
K_RECOVER = 6  # Cursed Cemetery: a = troop type to take back from your discard pile
K_MOVE = 7  # Volcanic Jungle: a = node index of the enemy troop, b = destination node index

KIND_NAMES = ("draw", "place", "skip", "use", "discard", "return", "recover", "move")
_KIND_CODES = {name: i for i, name in enumerate(KIND_NAMES)}

DRAW_CODE = (K_DRAW, 0, 0)
SKIP_CODE = (K_SKIP, 0, 0)
USE_CODE = (K_USE, 0, 0)

# --- phases -------------------------------------------------------------------------------------
P_MAIN = 0
P_EFFECT = 1  # a troop effect is pending (pend_t at pend_i)
P_BASE = 2  # a special-base effect is pending (bq[bpos])
P_OVER = 3
PHASE_NAMES = ("main", "effect", "base", "over")

# --- special-base effects (after the troop effects) ------------------------------------------------
S_NONE = 0
S_RETURN = 1  # Castle Field
S_DRAW = 2  # City of Clouds
S_PUSH = 3  # Volcanic Jungle
S_RECOVER = 4  # Cursed Cemetery
S_BLOCK = 5  # Battlefield
_SPECIAL_EFFECT_CODES = {
    "return_to_rack": S_RETURN,
    "draw_one": S_DRAW,
    "push_adjacent_enemy": S_PUSH,
    "recover_from_discard": S_RECOVER,
    "block_rack_troop": S_BLOCK,
}
SPECIAL_EFFECT_KEYS = {v: k for k, v in _SPECIAL_EFFECT_CODES.items()}

# troop types whose placement effect is a decision
_HAS_EFFECT = (False, True, True, True, False, True, True, False)
TROOP_EFFECT_KEYS = {SKULLY: "skully", CAPN: "capn", JUMBO: "jumbo", XB42: "xb42", STAR: "star"}

END_REASONS = ("hq", "medals", "end_medals", "end_tiebreak")


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def _nth_bit(mask: int, n: int) -> int:
    for _ in range(n):
        mask &= mask - 1
    return (mask & -mask).bit_length() - 1


# =====================================================================================================
# Options, actions, events
# =====================================================================================================


@dataclass(frozen=True)
class Options:
    """Rules options. ``first_player`` None = drawn at random from the seed."""

    beginner: bool = False
    turn_limit: int = DEFAULT_TURN_LIMIT
    first_player: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"beginner": self.beginner, "turn_limit": self.turn_limit, "first_player": self.first_player}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any] | None) -> Options:
        d = d or {}
        first = d.get("first_player")
        if first not in (None, "blue", "red"):
            raise ValueError(f"first_player must be 'blue', 'red' or null, not {first!r}")
        limit = int(d.get("turn_limit", DEFAULT_TURN_LIMIT))
        if limit < 1:
            raise ValueError("turn_limit must be at least 1")
        return cls(beginner=bool(d.get("beginner", False)), turn_limit=limit, first_player=first)


class Action(NamedTuple):
    """A decision. ``kind`` is one of KIND_NAMES; ``troop`` a troop key; ``node``/``dest`` node ids."""

    kind: str
    troop: str | None = None
    node: int | None = None
    dest: int | None = None

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind}
        if self.troop is not None:
            d["troop"] = self.troop
        if self.node is not None:
            d["node"] = self.node
        if self.dest is not None:
            d["dest"] = self.dest
        return d

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Action:
        kind = str(d["kind"])
        if kind not in _KIND_CODES:
            raise ValueError(f"unknown action kind {kind!r}")
        troop = d.get("troop")
        if troop is not None:
            troop = TROOP_KEYS[troop_index(troop)]
        node = d.get("node")
        dest = d.get("dest")
        return cls(kind, troop, None if node is None else int(node), None if dest is None else int(dest))

    def __str__(self) -> str:
        parts = [self.kind]
        if self.troop is not None:
            parts.append(self.troop)
        if self.node is not None:
            parts.append(f"@{self.node}")
        if self.dest is not None:
            parts.append(f"->{self.dest}")
        return " ".join(parts)


DRAW = Action("draw")
SKIP = Action("skip")
USE = Action("use")


class Event(NamedTuple):
    """Something that happened. ``player`` is a colour; ``data`` holds node ids / troop keys.

    Private details (the troops drawn, the troop blocked) are in ``data["troops"]`` / ``data["troop"]``
    and removed by :func:`redact_event` for the other player.
    """

    kind: str
    player: str | None
    data: dict[str, Any]


_PRIVATE_EVENTS = {"drawn": "troops", "blocked": "troop", "unblocked": "troops"}


def redact_event(event: Event, viewer: str | int | None) -> Event:
    """The event as ``viewer`` may see it (None: a spectator who sees nothing private)."""
    key = _PRIVATE_EVENTS.get(event.kind)
    if key is None:
        return event
    viewer_colour = COLOURS[viewer] if isinstance(viewer, int) else viewer
    if event.kind == "blocked":
        # the troop belongs to the *opponent* of the player who chose the block
        owner = event.data.get("owner")
    else:
        owner = event.player
    if viewer_colour == owner:
        return event
    data = {k: v for k, v in event.data.items() if k != key}
    return Event(event.kind, event.player, data)


# =====================================================================================================
# Compiled terrain: bit masks and lookup tables
# =====================================================================================================


class Board:
    """A terrain compiled for the engine (immutable; shared by every state on that terrain)."""

    def __init__(self, terrain: Terrain, beginner: bool) -> None:
        self.terrain = terrain
        self.beginner = beginner
        nodes = terrain.nodes
        self.n = len(nodes)
        self.ids: tuple[int, ...] = tuple(nd.id for nd in nodes)
        self.idx: dict[int, int] = {nid: i for i, nid in enumerate(self.ids)}
        self.adj: tuple[int, ...] = tuple(
            sum(1 << self.idx[a] for a in nd.adjacent) for nd in nodes
        )
        self.base_mask = sum(1 << i for i, nd in enumerate(nodes) if nd.kind == "base")
        self.hq_mask = (
            sum(1 << i for i, nd in enumerate(nodes) if nd.kind == "hq_blue"),
            sum(1 << i for i, nd in enumerate(nodes) if nd.kind == "hq_red"),
        )
        self.is_hq = tuple(nd.kind != "base" for nd in nodes)
        self.hq_adj = tuple(
            _or_all(self.adj[i] for i in _bits(self.hq_mask[p])) & self.base_mask for p in (0, 1)
        )
        # value restrictions (Tropical Pool) -> nodes where each troop type may be placed
        all_nodes = (1 << self.n) - 1
        allowed = [all_nodes] * TROOP_TYPE_COUNT
        metal = 0
        spec = [S_NONE] * self.n
        self.special_keys: tuple[str | None, ...] = tuple(nd.special for nd in nodes)
        if not beginner:
            for i, nd in enumerate(nodes):
                if nd.special in VALUE_RESTRICTIONS:
                    ok = VALUE_RESTRICTIONS[nd.special]
                    for t in range(1, TROOP_TYPE_COUNT):
                        if t not in ok:
                            allowed[t] &= ~(1 << i)
                elif nd.special == "no_troop_effects":
                    metal |= 1 << i
                elif nd.special in _SPECIAL_EFFECT_CODES:
                    spec[i] = _SPECIAL_EFFECT_CODES[nd.special]
        self.allowed = tuple(allowed)
        self.metal_mask = metal
        self.spec = tuple(spec)
        self.effect_mask = sum(1 << i for i in range(self.n) if spec[i] != S_NONE)
        # Hook's exception: any base except where troop effects are cancelled
        self.hook_mask = self.base_mask & ~metal
        self.rmask = tuple(sum(1 << self.idx[b] for b in r.bases) for r in terrain.regions)
        self.rmedals = tuple(r.medals for r in terrain.regions)
        self.rids = tuple(r.id for r in terrain.regions)
        self.regions_of: tuple[tuple[int, ...], ...] = tuple(
            tuple(r for r, m in enumerate(self.rmask) if m >> i & 1) for i in range(self.n)
        )
        self.target = terrain.medals_to_win
        self.total_medals = sum(self.rmedals)
        self._conn: tuple[dict[int, int], dict[int, int]] = ({}, {})
        # distance (in path segments) from each node to the nearest HQ of each colour
        self.dist_to_hq = tuple(self._distances(self.hq_mask[p]) for p in (0, 1))

    def _distances(self, sources: int) -> tuple[int, ...]:
        dist = [99] * self.n
        frontier = _bits(sources)
        for i in frontier:
            dist[i] = 0
        d = 0
        while frontier:
            d += 1
            nxt = []
            for i in frontier:
                for j in _bits(self.adj[i]):
                    if dist[j] == 99:
                        dist[j] = d
                        nxt.append(j)
            frontier = nxt
        return tuple(dist)

    def connected_targets(self, p: int, own: int) -> int:
        """Nodes a troop of colour p may reach under the connection rule, given p's topped bases."""
        cache = self._conn[p]
        got = cache.get(own)
        if got is not None:
            return got
        adj = self.adj
        reach = 0
        frontier = self.hq_adj[p] & own
        while frontier:
            reach |= frontier
            nxt = 0
            m = frontier
            while m:
                low = m & -m
                nxt |= adj[low.bit_length() - 1]
                m ^= low
            frontier = nxt & own & ~reach
        targets = self.hq_adj[p]  # bases next to one of p's HQs (HQs are never joined directly)
        m = reach
        while m:
            low = m & -m
            targets |= adj[low.bit_length() - 1]
            m ^= low
        targets &= ~self.hq_mask[p]
        cache[own] = targets
        return targets

    def connected_bases(self, p: int, own: int) -> int:
        """p's topped bases that are connected to one of p's HQs through bases p tops."""
        adj = self.adj
        reach = 0
        frontier = self.hq_adj[p] & own
        while frontier:
            reach |= frontier
            nxt = 0
            for i in _bits(frontier):
                nxt |= adj[i]
            frontier = nxt & own & ~reach
        return reach


def _or_all(values: Iterable[int]) -> int:
    out = 0
    for v in values:
        out |= v
    return out


_BOARDS: dict[tuple[Terrain, bool], Board] = {}


def board_for(terrain: Terrain, beginner: bool = False) -> Board:
    key = (terrain, beginner)
    b = _BOARDS.get(key)
    if b is None:
        b = _BOARDS[key] = Board(terrain, beginner)
    return b


# =====================================================================================================
# Game state
# =====================================================================================================


class GameState:
    """The full state of one game (both racks, reserves in draw order, the generator state).

    Treat it as immutable through :func:`apply`; the ``*_code`` methods mutate in place (search only).
    Troops are codes ``colour * 8 + type`` (colour 0 = blue, 1 = red; type = index in ``TROOP_KEYS``);
    node sets are bit masks over the board's node indexes. The slots, whose short names keep the
    search's inner loops fast:

    - ``B``: the :class:`Board` (the terrain compiled to indexes and masks), shared by every copy;
      ``terrain``, ``options``, ``seed`` as given; ``rng``: the SplitMix64 state (:mod:`desktop.games.rng`);
    - ``stacks[i]``: troop codes on node ``i``, bottom to top; ``top[i]``: the top code, -1 when empty;
    - ``own[colour]``: mask of the nodes whose top troop is that colour's; ``tm[code]``: mask of the nodes
      topped by that troop code ("troop mask");
    - ``rack[code]`` / ``rack_n[colour]``: troops on each rack (count by code, total by colour);
      ``blocked`` / ``blocked_n``: the same for troops blocked until the owner's next turn;
      ``known[code]``: rack troops the opponent has seen (returned to the rack in view);
    - ``reserve[colour]``: the draw pile, next troop last; ``removed[colour]``: the 4 troops set aside at
      the start (never change); ``discard[code]`` / ``disc_n[colour]``: discarded troops;
    - ``medals[colour]``; ``claimed[region]``: the colour that holds it, -1 for nobody;
    - ``to_move``, ``first``: colours; ``phase``: ``P_MAIN``, ``P_EFFECT``, ``P_BASE`` or ``P_OVER``;
    - ``pend_t`` / ``pend_i``: the troop type and node of the optional troop effect waiting for a decision
      ("pending type / index"), -1 when none;
    - ``bq`` / ``bpos``: the queue of special bases whose effects trigger after a placement ("base
      queue") and the position of the one being decided;
    - ``turns_done``, ``turns_played``; ``winner`` (a colour, -1 while playing); ``reason``: how it
      ended; ``limit_hit``: the turn limit ended it.
    """

    __slots__ = (
        "B", "terrain", "options", "seed", "rng",
        "stacks", "top", "own", "tm",
        "rack", "rack_n", "blocked", "blocked_n", "known",
        "reserve", "removed", "discard", "disc_n",
        "medals", "claimed",
        "to_move", "first", "phase", "pend_t", "pend_i", "bq", "bpos",
        "turns_done", "winner", "reason", "limit_hit", "turns_played",
    )  # fmt: skip

    B: Board
    terrain: Terrain
    options: Options
    seed: int
    rng: int
    stacks: list[list[int]]
    top: list[int]
    own: list[int]
    tm: list[int]
    rack: list[int]
    rack_n: list[int]
    blocked: list[int]
    blocked_n: list[int]
    known: list[int]
    reserve: list[list[int]]
    removed: list[list[int]]
    discard: list[int]
    disc_n: list[int]
    medals: list[int]
    claimed: list[int]
    to_move: int
    first: int
    phase: int
    pend_t: int
    pend_i: int
    bq: list[int]
    bpos: int
    turns_done: int
    winner: int
    reason: str | None
    limit_hit: bool
    turns_played: int

    # ------------------------------------------------------------------ construction / copying
    @classmethod
    def _blank(cls, terrain: Terrain, options: Options, seed: int) -> GameState:
        s = cls.__new__(cls)
        s.B = board_for(terrain, options.beginner)
        s.terrain = terrain
        s.options = options
        s.seed = seed
        s.rng = _rng.seed_state(seed)
        n = s.B.n
        s.stacks = [[] for _ in range(n)]
        s.top = [-1] * n
        s.own = [0, 0]
        s.tm = [0] * 16
        s.rack = [0] * 16
        s.rack_n = [0, 0]
        s.blocked = [0] * 16
        s.blocked_n = [0, 0]
        s.known = [0] * 16
        s.reserve = [[], []]
        s.removed = [[], []]
        s.discard = [0] * 16
        s.disc_n = [0, 0]
        s.medals = [0, 0]
        s.claimed = [-1] * len(s.B.rmask)
        s.to_move = 0
        s.first = 0
        s.phase = P_MAIN
        s.pend_t = -1
        s.pend_i = -1
        s.bq = []
        s.bpos = 0
        s.turns_done = 0
        s.winner = -1
        s.reason = None
        s.limit_hit = False
        s.turns_played = 0
        return s

    def copy(self) -> GameState:
        s = GameState.__new__(GameState)
        s.B = self.B
        s.terrain = self.terrain
        s.options = self.options
        s.seed = self.seed
        s.rng = self.rng
        s.stacks = [st[:] for st in self.stacks]
        s.top = self.top[:]
        s.own = self.own[:]
        s.tm = self.tm[:]
        s.rack = self.rack[:]
        s.rack_n = self.rack_n[:]
        s.blocked = self.blocked[:]
        s.blocked_n = self.blocked_n[:]
        s.known = self.known[:]
        s.reserve = [self.reserve[0][:], self.reserve[1][:]]
        s.removed = self.removed  # never changes after set-up
        s.discard = self.discard[:]
        s.disc_n = self.disc_n[:]
        s.medals = self.medals[:]
        s.claimed = self.claimed[:]
        s.to_move = self.to_move
        s.first = self.first
        s.phase = self.phase
        s.pend_t = self.pend_t
        s.pend_i = self.pend_i
        s.bq = self.bq[:]
        s.bpos = self.bpos
        s.turns_done = self.turns_done
        s.winner = self.winner
        s.reason = self.reason
        s.limit_hit = self.limit_hit
        s.turns_played = self.turns_played
        return s

    # ------------------------------------------------------------------ read-only helpers
    @property
    def over(self) -> bool:
        return self.phase == P_OVER

    @property
    def phase_name(self) -> str:
        return PHASE_NAMES[self.phase]

    @property
    def current_colour(self) -> str:
        return COLOURS[self.to_move]

    @property
    def turn(self) -> int:
        """1-based number of the turn being played (or of the last turn, once over)."""
        return self.turns_played if self.phase == P_OVER else self.turns_done + 1

    def pending(self) -> tuple[str, int] | None:
        """The optional effect awaiting a decision: (effect key, node id), or None."""
        if self.phase == P_EFFECT:
            return TROOP_EFFECT_KEYS[self.pend_t], self.B.ids[self.pend_i]
        if self.phase == P_BASE:
            i = self.bq[self.bpos]
            return SPECIAL_EFFECT_KEYS[self.B.spec[i]], self.B.ids[i]
        return None

    def stack(self, node_id: int) -> list[tuple[str, str]]:
        """(colour, troop key) from bottom to top."""
        return [(COLOURS[c >> 3], TROOP_KEYS[c & 7]) for c in self.stacks[self.B.idx[node_id]]]

    def top_of(self, node_id: int) -> tuple[str, str] | None:
        c = self.top[self.B.idx[node_id]]
        return None if c < 0 else (COLOURS[c >> 3], TROOP_KEYS[c & 7])

    def rack_of(self, colour: str | int) -> dict[str, int]:
        p = _colour_index(colour)
        return {TROOP_KEYS[t]: self.rack[p * 8 + t] for t in range(8) if self.rack[p * 8 + t]}

    def blocked_of(self, colour: str | int) -> dict[str, int]:
        p = _colour_index(colour)
        return {TROOP_KEYS[t]: self.blocked[p * 8 + t] for t in range(8) if self.blocked[p * 8 + t]}

    def discard_of(self, colour: str | int) -> dict[str, int]:
        p = _colour_index(colour)
        return {TROOP_KEYS[t]: self.discard[p * 8 + t] for t in range(8) if self.discard[p * 8 + t]}

    def reserve_count(self, colour: str | int) -> int:
        return len(self.reserve[_colour_index(colour)])

    def rack_count(self, colour: str | int) -> int:
        return self.rack_n[_colour_index(colour)]

    def medals_of(self, colour: str | int) -> int:
        return self.medals[_colour_index(colour)]

    def claimed_regions(self) -> dict[int, str]:
        """Region id -> colour of the player who claimed it."""
        return {self.B.rids[r]: COLOURS[w] for r, w in enumerate(self.claimed) if w >= 0}

    @property
    def winner_colour(self) -> str | None:
        return COLOURS[self.winner] if self.winner >= 0 else None

    def accounting(self, colour: str | int) -> dict[str, int]:
        """Where the 24 troops of one colour are (for invariants and displays)."""
        p = _colour_index(colour)
        board = sum(1 for st in self.stacks for c in st if c >> 3 == p)
        return {
            "reserve": len(self.reserve[p]),
            "rack": self.rack_n[p],
            "board": board,
            "discard": self.disc_n[p],
            "removed": len(self.removed[p]),
        }

    # ------------------------------------------------------------------ set-up
    def _setup(self) -> None:
        r = self.rng
        for p in (0, 1):
            army = full_army()
            r = _rng.shuffle(r, army)
            self.removed[p] = [army.pop() for _ in range(REMOVED_AT_SETUP)]
            self.reserve[p] = army
        r, coin = _rng.below(r, 2)
        self.rng = r
        fp = self.options.first_player
        first = coin if fp is None else COLOURS.index(fp)
        self.first = first
        self.to_move = first
        self._draw(first, 3, None, "setup")
        self._draw(1 - first, 4, None, "setup")
        self.phase = P_MAIN
        if not self._can_act(first):  # pragma: no cover - impossible with 3 troops and an open terrain
            self._finish_by_rule(None)

    # ------------------------------------------------------------------ primitive changes
    def _draw(self, p: int, n: int, ev: list[Event] | None, source: str) -> int:
        room = RACK_MAX - self.rack_n[p]
        res = self.reserve[p]
        if n > room:
            n = room
        if n > len(res):
            n = len(res)
        if n <= 0:
            return 0
        rack = self.rack
        p8 = p * 8
        drawn = []
        for _ in range(n):
            t = res.pop()
            rack[p8 + t] += 1
            drawn.append(t)
        self.rack_n[p] += n
        if ev is not None:
            ev.append(Event("drawn", COLOURS[p], {"count": n, "source": source,
                                                  "troops": [TROOP_KEYS[t] for t in drawn]}))
        return n

    def _push(self, i: int, c: int) -> None:
        old = self.top[i]
        bit = 1 << i
        if old >= 0:
            self.own[old >> 3] &= ~bit
            self.tm[old] &= ~bit
        self.own[c >> 3] |= bit
        self.tm[c] |= bit
        self.top[i] = c
        self.stacks[i].append(c)

    def _pop(self, i: int) -> int:
        st = self.stacks[i]
        c = st.pop()
        bit = 1 << i
        self.own[c >> 3] &= ~bit
        self.tm[c] &= ~bit
        if st:
            n = st[-1]
            self.own[n >> 3] |= bit
            self.tm[n] |= bit
            self.top[i] = n
        else:
            self.top[i] = -1
        return c

    def _regions(self, i: int, ev: list[Event] | None) -> None:
        """Region check after the top troop of node i changed."""
        B = self.B
        claimed = self.claimed
        own0, own1 = self.own
        got = False
        for r in B.regions_of[i]:
            if claimed[r] >= 0:
                continue
            m = B.rmask[r]
            if own0 & m == m:
                w = 0
            elif own1 & m == m:
                w = 1
            else:
                continue
            claimed[r] = w
            self.medals[w] += B.rmedals[r]
            got = True
            if ev is not None:
                ev.append(Event("medals", COLOURS[w], {"region": B.rids[r], "medals": B.rmedals[r],
                                                       "total": self.medals[w]}))
        if got:
            target = B.target
            b = self.medals[0] >= target
            rr = self.medals[1] >= target
            if b or rr:
                w = self.to_move if (b and rr) else (0 if b else 1)
                self._game_over(w, "medals", ev, played=True)

    def _game_over(self, w: int, reason: str, ev: list[Event] | None, played: bool) -> None:
        self.winner = w
        self.reason = reason
        self.phase = P_OVER
        self.turns_played = self.turns_done + (1 if played else 0)
        if ev is not None:
            ev.append(Event("game_over", COLOURS[w], {
                "reason": reason, "medals_blue": self.medals[0], "medals_red": self.medals[1],
                "turn_limit": self.limit_hit}))

    def _finish_by_rule(self, ev: list[Event] | None) -> None:
        """The player to move cannot act (or the turn limit is reached): most medals wins."""
        m0, m1 = self.medals
        if m0 != m1:
            self._game_over(0 if m0 > m1 else 1, "end_medals", ev, played=False)
        else:
            self._game_over(1 - self.to_move, "end_tiebreak", ev, played=False)

    # ------------------------------------------------------------------ legality
    def _pmasks(self, p: int) -> list[int]:
        """For each troop type, the mask of legal targets for colour p (0 if none or not placeable)."""
        B = self.B
        conn = B._conn[p].get(self.own[p])
        if conn is None:
            conn = B.connected_targets(p, self.own[p])
        q8 = 8 - p * 8
        tm = self.tm
        p8 = p * 8
        rack = self.rack
        blocked = self.blocked
        allowed = B.allowed
        out = [0] * 8
        bad = 0
        for t in range(7, 0, -1):
            bad |= tm[q8 + t]
            if rack[p8 + t] > blocked[p8 + t]:
                if t == HOOK:
                    out[t] = (conn | B.hook_mask) & ~bad & allowed[t]
                else:
                    out[t] = conn & ~bad & allowed[t]
        if rack[p8] > blocked[p8]:
            out[0] = conn & allowed[0]
        return out

    def _any_placement(self, p: int) -> bool:
        for m in self._pmasks(p):
            if m:
                return True
        return False

    def _can_act(self, p: int) -> bool:
        if self.rack_n[p] < RACK_MAX and self.reserve[p]:
            return True
        return self._any_placement(p)

    def _effect_available(self) -> bool:
        t = self.pend_t
        p = self.to_move
        if t == SKULLY or t == STAR:
            return self.rack_n[p] < RACK_MAX and len(self.reserve[p]) > 0
        if t == CAPN:
            return self._any_placement(p)
        if t == JUMBO:
            return self.B.adj[self.pend_i] & self.own[1 - p] != 0
        if t == XB42:
            return self.rack_n[1 - p] > 0
        return False

    def _base_available(self, i: int) -> bool:
        s = self.B.spec[i]
        p = self.to_move
        if s == S_RETURN:
            return self.rack_n[p] < RACK_MAX and (self.own[p] & ~(1 << i)) != 0
        if s == S_DRAW:
            return self.rack_n[p] < RACK_MAX and len(self.reserve[p]) > 0
        if s == S_PUSH:
            return self.B.adj[i] & self.own[1 - p] != 0
        if s == S_RECOVER:
            return self.rack_n[p] < RACK_MAX and self.disc_n[p] > 0
        if s == S_BLOCK:
            q = 1 - p
            return self.rack_n[q] > self.blocked_n[q]
        return False

    # ------------------------------------------------------------------ enumerating decisions
    def codes(self) -> list[tuple[int, int, int]]:
        """Every legal decision as an internal code, in a fixed order."""
        ph = self.phase
        p = self.to_move
        if ph == P_MAIN:
            out: list[tuple[int, int, int]] = []
            if self.rack_n[p] < RACK_MAX and self.reserve[p]:
                out.append(DRAW_CODE)
            self._place_codes(p, out)
            return out
        if ph == P_EFFECT:
            t = self.pend_t
            if t == CAPN:
                out = []
                self._place_codes(p, out)
            elif t == JUMBO:
                out = [(K_DISCARD, i, 0) for i in _bits(self.B.adj[self.pend_i] & self.own[1 - p])]
            else:
                out = [USE_CODE]
            out.append(SKIP_CODE)
            return out
        if ph == P_BASE:
            i = self.bq[self.bpos]
            s = self.B.spec[i]
            if s == S_RETURN:
                out = [(K_RETURN, j, 0) for j in _bits(self.own[p] & ~(1 << i))]
            elif s == S_PUSH:
                adj = self.B.adj
                base_mask = self.B.base_mask
                out = [(K_MOVE, a, d) for a in _bits(adj[i] & self.own[1 - p]) for d in _bits(adj[a] & base_mask)]
            elif s == S_RECOVER:
                p8 = p * 8
                out = [(K_RECOVER, t, 0) for t in range(8) if self.discard[p8 + t]]
            else:
                out = [USE_CODE]
            out.append(SKIP_CODE)
            return out
        return []

    def _place_codes(self, p: int, out: list[tuple[int, int, int]]) -> None:
        masks = self._pmasks(p)
        for t in range(8):
            m = masks[t]
            while m:
                low = m & -m
                out.append((K_PLACE, t, low.bit_length() - 1))
                m ^= low

    def random_code(self, randbelow: Callable[[int], int]) -> tuple[int, int, int]:
        """``codes()[randbelow(len(codes()))]`` without building the list in the main phase."""
        if self.phase == P_MAIN:
            p = self.to_move
            masks = self._pmasks(p)
            can_draw = 1 if (self.rack_n[p] < RACK_MAX and self.reserve[p]) else 0
            total = can_draw
            for m in masks:
                if m:
                    total += m.bit_count()
            r = randbelow(total)
            if can_draw:
                if r == 0:
                    return DRAW_CODE
                r -= 1
            for t in range(8):
                m = masks[t]
                if m:
                    c = m.bit_count()
                    if r < c:
                        return (K_PLACE, t, _nth_bit(m, r))
                    r -= c
            raise AssertionError("no legal action in the main phase")  # pragma: no cover
        codes = self.codes()
        return codes[randbelow(len(codes))]

    # ------------------------------------------------------------------ transitions (in place)
    def apply_code(self, code: tuple[int, int, int], ev: list[Event] | None = None) -> None:
        """Apply one legal decision in place (no legality check). ``ev`` collects events if given."""
        k = code[0]
        ph = self.phase
        p = self.to_move
        if ph == P_MAIN:
            if k == K_DRAW:
                self._draw(p, 2, ev, "draw")
            elif k == K_PLACE:
                self._place(p, code[1], code[2], ev)
            else:
                raise ValueError(f"not a main action: {code}")
        elif ph == P_EFFECT:
            t = self.pend_t
            self.pend_t = -1
            if k == K_SKIP:
                if ev is not None:
                    ev.append(Event("skipped", COLOURS[p], {"effect": TROOP_EFFECT_KEYS[t]}))
            elif t == CAPN and k == K_PLACE:
                self._place(p, code[1], code[2], ev)
            elif t == SKULLY and k == K_USE:
                self._draw(p, 2, ev, "skully")
            elif t == STAR and k == K_USE:
                self._draw(p, 1, ev, "star")
            elif t == XB42 and k == K_USE:
                self._xb42_discard(p, ev)
            elif t == JUMBO and k == K_DISCARD:
                i = code[1]
                c = self._pop(i)
                self.discard[c] += 1
                self.disc_n[c >> 3] += 1
                if ev is not None:
                    ev.append(Event("discarded", COLOURS[c >> 3], {
                        "troop": TROOP_KEYS[c & 7], "node": self.B.ids[i], "by": "jumbo"}))
                self._regions(i, ev)
            else:
                raise ValueError(f"not a legal answer to the {TROOP_KEYS[t]} effect: {code}")
        elif ph == P_BASE:
            i = self.bq[self.bpos]
            self.bpos += 1
            s = self.B.spec[i]
            if k == K_SKIP:
                if ev is not None:
                    ev.append(Event("skipped", COLOURS[p], {"effect": SPECIAL_EFFECT_KEYS[s], "node": self.B.ids[i]}))
            elif s == S_RETURN and k == K_RETURN:
                j = code[1]
                c = self._pop(j)
                t = c & 7
                self.rack[c] += 1
                self.rack_n[p] += 1
                self.known[c] += 1
                if ev is not None:
                    ev.append(Event("returned", COLOURS[p], {"troop": TROOP_KEYS[t], "node": self.B.ids[j]}))
                self._regions(j, ev)
            elif s == S_DRAW and k == K_USE:
                self._draw(p, 1, ev, "clouds")
            elif s == S_PUSH and k == K_MOVE:
                a, d = code[1], code[2]
                c = self._pop(a)
                self._push(d, c)
                if ev is not None:
                    ev.append(Event("moved", COLOURS[c >> 3], {
                        "troop": TROOP_KEYS[c & 7], "node": self.B.ids[a], "dest": self.B.ids[d], "by": COLOURS[p]}))
                self._regions(d, ev)
                if self.phase != P_OVER:
                    self._regions(a, ev)
            elif s == S_RECOVER and k == K_RECOVER:
                t = code[1]
                c = p * 8 + t
                self.discard[c] -= 1
                self.disc_n[p] -= 1
                self.rack[c] += 1
                self.rack_n[p] += 1
                self.known[c] += 1
                if ev is not None:
                    ev.append(Event("recovered", COLOURS[p], {"troop": TROOP_KEYS[t]}))
            elif s == S_BLOCK and k == K_USE:
                self._block(1 - p, ev)
            else:
                raise ValueError(f"not a legal answer to the {SPECIAL_EFFECT_KEYS[s]} effect: {code}")
        else:
            raise ValueError("the game is over")
        self._advance(ev)

    def _place(self, p: int, t: int, i: int, ev: list[Event] | None) -> None:
        c = p * 8 + t
        self.rack[c] -= 1
        self.rack_n[p] -= 1
        if self.known[c]:
            self.known[c] -= 1
        B = self.B
        if B.is_hq[i]:
            self.stacks[i].append(c)
            if ev is not None:
                ev.append(Event("placed", COLOURS[p], {"troop": TROOP_KEYS[t], "node": B.ids[i], "covered": None}))
            self._game_over(p, "hq", ev, played=True)
            return
        old = self.top[i]
        self._push(i, c)
        if ev is not None:
            ev.append(Event("placed", COLOURS[p], {
                "troop": TROOP_KEYS[t], "node": B.ids[i],
                "covered": None if old < 0 else [COLOURS[old >> 3], TROOP_KEYS[old & 7]]}))
        self._regions(i, ev)
        if self.phase == P_OVER:
            return
        bit = 1 << i
        if B.effect_mask & bit and i not in self.bq:
            self.bq.append(i)
        if _HAS_EFFECT[t] and not B.metal_mask & bit:
            self.pend_t = t
            self.pend_i = i
        else:
            self.pend_t = -1

    def _xb42_discard(self, p: int, ev: list[Event] | None) -> None:
        """XB-42: a random troop of the opponent's rack (blocked ones included) is discarded."""
        q = 1 - p
        q8 = q * 8
        self.rng, r = _rng.below(self.rng, self.rack_n[q])
        rack = self.rack
        blocked = self.blocked
        for t in range(8):
            b = blocked[q8 + t]
            if r < b:
                blocked[q8 + t] -= 1
                self.blocked_n[q] -= 1
                break
            r -= b
            free = rack[q8 + t] - b
            if r < free:
                break
            r -= free
        else:  # pragma: no cover
            raise AssertionError("XB-42 found no troop")
        rack[q8 + t] -= 1
        self.rack_n[q] -= 1
        if self.known[q8 + t]:
            self.known[q8 + t] -= 1
        self.discard[q8 + t] += 1
        self.disc_n[q] += 1
        if ev is not None:
            ev.append(Event("discarded", COLOURS[q], {"troop": TROOP_KEYS[t], "node": None, "by": "xb42"}))

    def _block(self, q: int, ev: list[Event] | None) -> None:
        q8 = q * 8
        self.rng, r = _rng.below(self.rng, self.rack_n[q] - self.blocked_n[q])
        for t in range(8):
            free = self.rack[q8 + t] - self.blocked[q8 + t]
            if r < free:
                break
            r -= free
        else:  # pragma: no cover
            raise AssertionError("Battlefield found no troop")
        self.blocked[q8 + t] += 1
        self.blocked_n[q] += 1
        if ev is not None:
            ev.append(Event("blocked", COLOURS[1 - q], {"owner": COLOURS[q], "troop": TROOP_KEYS[t]}))

    def _advance(self, ev: list[Event] | None) -> None:
        """Resolve automatically until the next decision (or the end)."""
        if self.phase == P_OVER:
            return
        if self.pend_t >= 0:
            if self._effect_available():
                self.phase = P_EFFECT
                return
            self.pend_t = -1
        bq = self.bq
        while self.bpos < len(bq):
            if self._base_available(bq[self.bpos]):
                self.phase = P_BASE
                return
            self.bpos += 1
        self._end_turn(ev)

    def _end_turn(self, ev: list[Event] | None) -> None:
        p = self.to_move
        if self.blocked_n[p]:
            p8 = p * 8
            if ev is not None:
                troops = [TROOP_KEYS[t] for t in range(8) for _ in range(self.blocked[p8 + t])]
                ev.append(Event("unblocked", COLOURS[p], {"troops": troops}))
            for t in range(8):
                self.blocked[p8 + t] = 0
            self.blocked_n[p] = 0
        self.turns_done += 1
        q = 1 - p
        self.to_move = q
        self.pend_t = -1
        self.bq = []
        self.bpos = 0
        if self.turns_done >= self.options.turn_limit:
            self.limit_hit = True
            self._finish_by_rule(ev)
        elif not self._can_act(q):
            self._finish_by_rule(ev)
        else:
            self.phase = P_MAIN
            if ev is not None:
                ev.append(Event("turn", COLOURS[q], {"turn": self.turns_done + 1}))

    # ------------------------------------------------------------------ conversions
    def code_to_action(self, code: tuple[int, int, int]) -> Action:
        k, a, b = code
        ids = self.B.ids
        if k == K_PLACE:
            return Action("place", TROOP_KEYS[a], ids[b])
        if k == K_DRAW:
            return DRAW
        if k == K_SKIP:
            return SKIP
        if k == K_USE:
            return USE
        if k == K_DISCARD:
            return Action("discard", None, ids[a])
        if k == K_RETURN:
            return Action("return", None, ids[a])
        if k == K_RECOVER:
            return Action("recover", TROOP_KEYS[a])
        if k == K_MOVE:
            return Action("move", None, ids[a], ids[b])
        raise ValueError(f"bad code {code}")  # pragma: no cover

    def action_to_code(self, action: Action) -> tuple[int, int, int]:
        k = _KIND_CODES.get(action.kind)
        if k is None:
            raise ValueError(f"unknown action kind {action.kind!r}")
        idx = self.B.idx
        try:
            if k == K_PLACE:
                return (k, troop_index(action.troop or ""), idx[action.node])  # type: ignore[index]
            if k in (K_DRAW, K_SKIP, K_USE):
                return (k, 0, 0)
            if k in (K_DISCARD, K_RETURN):
                return (k, idx[action.node], 0)  # type: ignore[index]
            if k == K_RECOVER:
                return (k, troop_index(action.troop or ""), 0)
            return (k, idx[action.node], idx[action.dest])  # type: ignore[index]
        except KeyError as exc:
            raise IllegalAction(f"{action}: no such node {exc}") from None

    # ------------------------------------------------------------------ serialisation
    def to_dict(self) -> dict[str, Any]:
        """The complete state as JSON-able data (includes hidden information and the generator)."""
        ids = self.B.ids
        return {
            "format": "toybattle-state/1",
            "terrain": self.terrain.to_dict(),
            "options": self.options.to_dict(),
            "seed": self.seed,
            "rng": str(self.rng),
            "stacks": {str(ids[i]): list(st) for i, st in enumerate(self.stacks) if st},
            "rack": list(self.rack),
            "blocked": list(self.blocked),
            "known": list(self.known),
            "reserve": [list(self.reserve[0]), list(self.reserve[1])],
            "removed": [list(self.removed[0]), list(self.removed[1])],
            "discard": list(self.discard),
            "medals": list(self.medals),
            "claimed": list(self.claimed),
            "to_move": self.to_move,
            "first": self.first,
            "phase": self.phase,
            "pend_t": self.pend_t,
            "pend_i": self.pend_i,
            "bq": list(self.bq),
            "bpos": self.bpos,
            "turns_done": self.turns_done,
            "winner": self.winner,
            "reason": self.reason,
            "limit_hit": self.limit_hit,
            "turns_played": self.turns_played,
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> GameState:
        if d.get("format") != "toybattle-state/1":
            raise ValueError("not a Toy Battle state")
        terrain = Terrain.from_dict(d["terrain"])
        s = cls._blank(terrain, Options.from_dict(d["options"]), int(d["seed"]))
        s.rng = int(d["rng"])
        idx = s.B.idx
        for nid, st in d["stacks"].items():
            i = idx[int(nid)]
            for c in st:
                if s.B.is_hq[i]:
                    s.stacks[i].append(int(c))
                else:
                    s._push(i, int(c))
        s.rack = [int(x) for x in d["rack"]]
        s.rack_n = [sum(s.rack[:8]), sum(s.rack[8:])]
        s.blocked = [int(x) for x in d["blocked"]]
        s.blocked_n = [sum(s.blocked[:8]), sum(s.blocked[8:])]
        s.known = [int(x) for x in d["known"]]
        s.reserve = [[int(x) for x in d["reserve"][0]], [int(x) for x in d["reserve"][1]]]
        s.removed = [[int(x) for x in d["removed"][0]], [int(x) for x in d["removed"][1]]]
        s.discard = [int(x) for x in d["discard"]]
        s.disc_n = [sum(s.discard[:8]), sum(s.discard[8:])]
        s.medals = [int(x) for x in d["medals"]]
        s.claimed = [int(x) for x in d["claimed"]]
        for name in ("to_move", "first", "phase", "pend_t", "pend_i", "bpos", "turns_done", "winner",
                     "turns_played"):
            setattr(s, name, int(d[name]))
        s.bq = [int(x) for x in d["bq"]]
        s.reason = d["reason"]
        s.limit_hit = bool(d["limit_hit"])
        s._check_consistency()
        return s

    def _check_consistency(self) -> None:
        for p in (0, 1):
            acc = self.accounting(p)
            if sum(acc.values()) != TROOPS_PER_PLAYER:
                raise ValueError(f"{COLOURS[p]} has {sum(acc.values())} troops, not 24")
            counts = [0] * 8
            for st in self.stacks:
                for c in st:
                    if c >> 3 == p:
                        counts[c & 7] += 1
            for t in self.reserve[p] + self.removed[p]:
                counts[t] += 1
            for t in range(8):
                counts[t] += self.rack[p * 8 + t] + self.discard[p * 8 + t]
                if self.blocked[p * 8 + t] > self.rack[p * 8 + t]:
                    raise ValueError("more blocked troops than troops on the rack")
            if counts != [COPIES_PER_TYPE] * 8:
                raise ValueError(f"{COLOURS[p]} does not have 3 troops of each type")
            if self.rack_n[p] > RACK_MAX:
                raise ValueError("rack over 8")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"<GameState {self.terrain.key} turn {self.turn} {PHASE_NAMES[self.phase]} "
                f"to_move={COLOURS[self.to_move]} medals={self.medals}>")


class IllegalAction(ValueError):
    """An action that is not legal in the state it was applied to."""


def _colour_index(colour: str | int) -> int:
    if isinstance(colour, int):
        if colour not in (0, 1):
            raise ValueError(f"no colour {colour}")
        return colour
    return COLOURS.index(colour)


# =====================================================================================================
# Public functional API
# =====================================================================================================


def new_game(terrain: Terrain | str, seed: int = 0, options: Options | None = None) -> GameState:
    """Set up a game: shuffle both reserves, remove 4 troops each, choose the first player, fill racks."""
    if isinstance(terrain, str):
        terrain = builtin_terrain(terrain)
    s = GameState._blank(terrain, options or Options(), int(seed))
    s._setup()
    return s


def legal_actions(state: GameState) -> list[Action]:
    """Every legal decision for the player to move (empty once the game is over)."""
    conv = state.code_to_action
    return [conv(c) for c in state.codes()]


def apply(state: GameState, action: Action) -> tuple[GameState, list[Event]]:
    """The state after ``action`` and the events that happened; ``state`` is left unchanged."""
    if state.phase == P_OVER:
        raise IllegalAction("the game is over")
    code = state.action_to_code(action)
    if code not in state.codes():
        raise IllegalAction(f"{action} is not legal now ({explain_illegal(state, action) or 'not offered'})")
    new = state.copy()
    events: list[Event] = []
    new.apply_code(code, events)
    return new, events


def replay(terrain: Terrain | str, seed: int, options: Options | None, actions: Sequence[Action]) -> GameState:
    state = new_game(terrain, seed, options)
    for a in actions:
        state, _ = apply(state, a)
    return state


# ---------------------------------------------------------------------------------------------------
# Explaining illegal placements (for the board's tooltips)
# ---------------------------------------------------------------------------------------------------


def placement_targets(state: GameState, troop: str) -> list[int]:
    """Node ids where the player to move may place ``troop`` now (main action or Cap'n's extra)."""
    if not (state.phase == P_MAIN or (state.phase == P_EFFECT and state.pend_t == CAPN)):
        return []
    t = troop_index(troop)
    return [state.B.ids[i] for i in _bits(state._pmasks(state.to_move)[t])]


def explain_placement(state: GameState, troop: str, node_id: int) -> tuple[str, str] | None:
    """Why the player to move cannot place ``troop`` on ``node_id`` now: (code, English text), or None.

    Codes: not_your_turn, blocked, not_in_rack, own_hq, connection, stronger, pool, metal_hook.
    """
    B = state.B
    p = state.to_move
    t = troop_index(troop)
    if not (state.phase == P_MAIN or (state.phase == P_EFFECT and state.pend_t == CAPN)):
        return ("not_your_turn", "No troop can be placed now.")
    if state.rack[p * 8 + t] == 0:
        return ("not_in_rack", "That troop is not on your rack.")
    if state.rack[p * 8 + t] <= state.blocked[p * 8 + t]:
        return ("blocked", "This troop is blocked by Battlefield until the end of your turn.")
    i = B.idx[node_id]
    bit = 1 << i
    if B.hq_mask[p] & bit:
        return ("own_hq", "You cannot place a troop on your own HQ.")
    if not B.allowed[t] & bit:
        vals = VALUE_RESTRICTIONS.get(B.special_keys[i] or "", ())
        shown = f"{vals[0]}-{vals[-1]}" if vals else "?"
        return ("pool", f"Only troops of strength {shown} (or Kwak) may go here.")
    conn = B.connected_targets(p, state.own[p])
    if t == HOOK and not B.is_hq[i]:
        if not (conn | B.hook_mask) & bit:
            return ("metal_hook", "Troop effects do not apply here, so Hook must be connected to your HQ.")
    elif not conn & bit:
        return ("connection", "Not connected to your HQ through bases you control.")
    c = state.top[i]
    if t != KWAK and c >= 0 and c >> 3 != p and (c & 7) != KWAK and (c & 7) >= t:
        return ("stronger", "The enemy troop here is as strong or stronger.")
    return None


def explain_illegal(state: GameState, action: Action) -> str | None:
    if action.kind == "place" and action.troop is not None and action.node is not None:
        try:
            why = explain_placement(state, action.troop, action.node)
        except (KeyError, ValueError):
            return "no such troop or node"
        return None if why is None else why[1]
    return None


# =====================================================================================================
# Results
# =====================================================================================================


def result(state: GameState) -> dict[str, Any]:
    """Tournament-facing result of a finished game (colours: 'blue'/'red')."""
    if state.phase != P_OVER:
        raise ValueError("the game is not over")
    return {
        "winner": state.winner_colour,
        "ended": state.reason,
        "medals_blue": state.medals[0],
        "medals_red": state.medals[1],
        "terrain": state.terrain.key,
        "turns": state.turns_played,
        "turn_limit": state.limit_hit,
        "first": COLOURS[state.first],
    }


def time_called_result(state: GameState) -> dict[str, Any]:
    """Result when a tournament clock stops an unfinished game: most medals wins, equal medals draw."""
    m0, m1 = state.medals
    return {
        "winner": None if m0 == m1 else ("blue" if m0 > m1 else "red"),
        "ended": "time_called",
        "medals_blue": m0,
        "medals_red": m1,
        "terrain": state.terrain.key,
        "turns": state.turns_done,
        "turn_limit": False,
        "first": COLOURS[state.first],
    }


def match_result(res: Mapping[str, Any], colour_a: str) -> dict[str, Any]:
    """Translate a colour result into the registry's side result (side "a" played ``colour_a``)."""
    colour_b = "red" if colour_a == "blue" else "blue"
    winner = res.get("winner")
    return {
        "winner": "" if winner is None else ("a" if winner == colour_a else "b"),
        "ended": res["ended"],
        "medals_a": res[f"medals_{colour_a}"],
        "medals_b": res[f"medals_{colour_b}"],
        "terrain": res.get("terrain"),
        "colour_a": colour_a,
        "turns": res.get("turns"),
    }


# =====================================================================================================
# Hidden information: what one player knows
# =====================================================================================================


@dataclass(frozen=True)
class PlayerView:
    """Everything ``player`` may know. Placements are public, so whole stacks are included.

    Not included: the opponent's rack (only its size, a lower bound of troops known to be on it
    because they went back there face up, and how many are blocked), both reserves' order, the
    removed troops, the seed and the generator state.
    """

    player: int
    terrain: Terrain
    options: Options
    to_move: int
    first: int
    phase: int
    pend_t: int
    pend_i: int
    bq: tuple[int, ...]
    bpos: int
    stacks: tuple[tuple[int, ...], ...]
    medals: tuple[int, int]
    claimed: tuple[int, ...]
    rack: tuple[int, ...]  # own rack by type
    blocked: tuple[int, ...]  # own blocked troops by type
    opp_rack_count: int
    opp_known: tuple[int, ...]  # troops surely on the opponent's rack (lower bound by type)
    my_known: tuple[int, ...]  # what the opponent surely knows about this player's rack
    opp_blocked_count: int
    reserve_count: tuple[int, int]
    removed_count: tuple[int, int]
    discard: tuple[tuple[int, ...], tuple[int, ...]]
    turns_done: int
    winner: int
    reason: str | None
    limit_hit: bool
    turns_played: int
    unseen: tuple[tuple[int, ...], tuple[int, ...]] = field(default=((), ()))

    @property
    def colour(self) -> str:
        return COLOURS[self.player]

    @property
    def my_turn(self) -> bool:
        return self.phase != P_OVER and self.to_move == self.player

    def unseen_counts(self, p: int) -> tuple[int, ...]:
        """Troops of colour p this player has not located: (own) reserve + removed; (opponent) also rack."""
        return self.unseen[p]

    def determinize(self, rnd: random.Random) -> GameState:
        """A full state consistent with this view, hidden parts drawn at random."""
        s = GameState._blank(self.terrain, self.options, 0)
        s.rng = rnd.getrandbits(64)
        me = self.player
        op = 1 - me
        for i, st in enumerate(self.stacks):
            if st:
                if s.B.is_hq[i]:
                    s.stacks[i].extend(st)
                else:
                    for c in st:
                        s._push(i, c)
        m8 = me * 8
        o8 = op * 8
        for t in range(8):
            s.rack[m8 + t] = self.rack[t]
            s.known[m8 + t] = self.my_known[t]
            s.blocked[m8 + t] = self.blocked[t]
            s.discard[t] = self.discard[0][t]
            s.discard[8 + t] = self.discard[1][t]
        s.rack_n[me] = sum(self.rack)
        s.blocked_n[me] = sum(self.blocked)
        s.disc_n = [sum(self.discard[0]), sum(self.discard[1])]
        # own reserve and removed: a shuffle of what is unseen
        pool = [t for t in range(8) for _ in range(self.unseen[me][t])]
        rnd.shuffle(pool)
        k = self.reserve_count[me]
        s.reserve[me] = pool[:k]
        s.removed[me] = pool[k:]
        # opponent: known rack troops, then a random fill from the unseen pool
        opool = [t for t in range(8) for _ in range(self.unseen[op][t] - self.opp_known[t])]
        rnd.shuffle(opool)
        extra = self.opp_rack_count - sum(self.opp_known)
        rack_list = [t for t in range(8) for _ in range(self.opp_known[t])] + opool[:extra]
        rest = opool[extra:]
        k = self.reserve_count[op]
        s.reserve[op] = rest[:k]
        s.removed[op] = rest[k:]
        for t in rack_list:
            s.rack[o8 + t] += 1
            s.known[o8 + t] = self.opp_known[t]
        s.rack_n[op] = len(rack_list)
        if self.opp_blocked_count:
            for t in rnd.sample(rack_list, self.opp_blocked_count):
                s.blocked[o8 + t] += 1
            s.blocked_n[op] = self.opp_blocked_count
        s.medals = list(self.medals)
        s.claimed = list(self.claimed)
        s.to_move = self.to_move
        s.first = self.first
        s.phase = self.phase
        s.pend_t = self.pend_t
        s.pend_i = self.pend_i
        s.bq = list(self.bq)
        s.bpos = self.bpos
        s.turns_done = self.turns_done
        s.winner = self.winner
        s.reason = self.reason
        s.limit_hit = self.limit_hit
        s.turns_played = self.turns_played
        return s

    def legal_actions(self) -> list[Action]:
        """The legal decisions (they never depend on hidden information)."""
        if not self.my_turn:
            return []
        return legal_actions(self.determinize(random.Random(0)))

    def codes(self) -> list[tuple[int, int, int]]:
        if not self.my_turn:
            return []
        return self.determinize(random.Random(0)).codes()


def view(state: GameState, colour: str | int) -> PlayerView:
    """What ``colour`` may know about ``state``."""
    me = _colour_index(colour)
    op = 1 - me
    m8, o8 = me * 8, op * 8
    on_board = [0] * 16
    for st in state.stacks:
        for c in st:
            on_board[c] += 1
    unseen = tuple(
        tuple(COPIES_PER_TYPE - on_board[p * 8 + t] - state.discard[p * 8 + t]
              - (state.rack[p * 8 + t] if p == me else 0) for t in range(8))
        for p in (0, 1)
    )
    return PlayerView(
        player=me,
        terrain=state.terrain,
        options=state.options,
        to_move=state.to_move,
        first=state.first,
        phase=state.phase,
        pend_t=state.pend_t,
        pend_i=state.pend_i,
        bq=tuple(state.bq),
        bpos=state.bpos,
        stacks=tuple(tuple(st) for st in state.stacks),
        medals=(state.medals[0], state.medals[1]),
        claimed=tuple(state.claimed),
        rack=tuple(state.rack[m8:m8 + 8]),
        blocked=tuple(state.blocked[m8:m8 + 8]),
        opp_rack_count=state.rack_n[op],
        opp_known=tuple(state.known[o8:o8 + 8]),
        my_known=tuple(state.known[m8:m8 + 8]),
        opp_blocked_count=state.blocked_n[op],
        reserve_count=(len(state.reserve[0]), len(state.reserve[1])),
        removed_count=(len(state.removed[0]), len(state.removed[1])),
        discard=(tuple(state.discard[0:8]), tuple(state.discard[8:16])),
        turns_done=state.turns_done,
        winner=state.winner,
        reason=state.reason,
        limit_hit=state.limit_hit,
        turns_played=state.turns_played,
        unseen=(unseen[0], unseen[1]),
    )


# =====================================================================================================
# Game log, save / resume, and a session object for boards and simulations
# =====================================================================================================


@dataclass
class GameLog:
    """seed + terrain + options + actions: replays to the identical state."""

    terrain: str
    seed: int
    options: Options = field(default_factory=Options)
    actions: list[Action] = field(default_factory=list)
    terrain_data: dict[str, Any] | None = None  # the terrain itself, so a log is self-contained
    players: dict[str, str] = field(default_factory=dict)  # colour -> who played (informative)

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "format": "toybattle-log/1",
            "terrain": self.terrain,
            "seed": self.seed,
            "options": self.options.to_dict(),
            "actions": [a.to_json() for a in self.actions],
        }
        if self.terrain_data is not None:
            d["terrain_data"] = self.terrain_data
        if self.players:
            d["players"] = dict(self.players)
        return d

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=1)

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> GameLog:
        """A log from its saved form; a malformed one raises ValueError naming the place and the reason
        (structure and types are checked before use: a tampered file never raises anything else)."""
        if not isinstance(d, Mapping):
            raise ValueError("a game log is an object")
        if d.get("format") != "toybattle-log/1":
            raise ValueError("not a Toy Battle game log")
        terrain = d.get("terrain")
        if not isinstance(terrain, str) or not terrain or len(terrain) > 200:
            raise ValueError("terrain: must be a terrain key")
        seed = d.get("seed")
        if isinstance(seed, bool) or not isinstance(seed, int) or not -(2**63) <= seed < 2**63:
            raise ValueError(f"seed: must be a whole number, not {str(seed)[:40]!r}")
        options = d.get("options")
        if options is not None and not isinstance(options, Mapping):
            raise ValueError("options: must be an object")
        if options is not None:
            limit = options.get("turn_limit", DEFAULT_TURN_LIMIT)
            if isinstance(limit, bool) or not isinstance(limit, int) or limit > 1_000_000:
                raise ValueError("options.turn_limit: must be a whole number up to 1,000,000")
            if not isinstance(options.get("beginner", False), bool):
                raise ValueError("options.beginner: must be true or false")
        try:
            opts = Options.from_dict(options)
        except (TypeError, ValueError, OverflowError) as exc:
            raise ValueError(f"options: {exc}") from None
        actions = d.get("actions", [])
        if not isinstance(actions, list):
            raise ValueError("actions: must be a list")
        parsed: list[Action] = []
        for i, a in enumerate(actions):
            if not isinstance(a, Mapping):
                raise ValueError(f"actions[{i}]: must be an object")
            for key in ("node", "dest"):
                v = a.get(key)
                if v is not None and (isinstance(v, bool) or not isinstance(v, int)):
                    raise ValueError(f"actions[{i}].{key}: must be a node number")
            if a.get("troop") is not None and not isinstance(a.get("troop"), str):
                raise ValueError(f"actions[{i}].troop: must be a troop key")
            if not isinstance(a.get("kind"), str):
                raise ValueError(f"actions[{i}].kind: must be an action kind")
            try:
                parsed.append(Action.from_json(a))
            except (TypeError, ValueError, KeyError, IndexError, OverflowError) as exc:
                raise ValueError(f"actions[{i}]: {exc}") from None
        terrain_data = d.get("terrain_data")
        if terrain_data is not None and not isinstance(terrain_data, Mapping):
            raise ValueError("terrain_data: must be an object")
        players = d.get("players") or {}
        if not isinstance(players, Mapping) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in players.items()
        ):
            raise ValueError("players: must map colours to names")
        return cls(
            terrain=terrain,
            seed=seed,
            options=opts,
            actions=parsed,
            terrain_data=dict(terrain_data) if terrain_data is not None else None,
            players=dict(players),
        )

    @classmethod
    def from_json(cls, text: str) -> GameLog:
        from desktop.validation import load_json

        return cls.from_dict(load_json(text))

    def terrain_object(self) -> Terrain:
        if self.terrain_data is not None:
            try:
                return Terrain.from_dict(self.terrain_data)
            except (TypeError, ValueError, KeyError, IndexError, AttributeError, OverflowError) as exc:
                raise ValueError(f"terrain_data: {exc}") from None
        try:
            return builtin_terrain(self.terrain)
        except KeyError:
            raise ValueError(f"terrain: unknown terrain {self.terrain[:40]!r}") from None

    def replay(self) -> GameState:
        return replay(self.terrain_object(), self.seed, self.options, self.actions)


class Game:
    """A game being played: the current state, its log and the history of states (for undo)."""

    def __init__(self, terrain: Terrain | str, seed: int = 0, options: Options | None = None,
                 players: Mapping[str, str] | None = None) -> None:
        if isinstance(terrain, str):
            terrain = builtin_terrain(terrain)
        self.terrain = terrain
        self.options = options or Options()
        self.seed = int(seed)
        self.state = new_game(terrain, self.seed, self.options)
        self.actions: list[Action] = []
        self.history: list[GameState] = [self.state]
        self.events: list[list[Event]] = []
        self.players: dict[str, str] = dict(players or {})

    @property
    def log(self) -> GameLog:
        return GameLog(self.terrain.key, self.seed, self.options, list(self.actions),
                       self.terrain.to_dict(), dict(self.players))

    def legal_actions(self) -> list[Action]:
        return legal_actions(self.state)

    def play(self, action: Action) -> list[Event]:
        self.state, events = apply(self.state, action)
        self.actions.append(action)
        self.history.append(self.state)
        self.events.append(events)
        return events

    def can_undo(self, colour: str | int) -> bool:
        return self._undo_point(_colour_index(colour)) is not None

    def _undo_point(self, p: int) -> int | None:
        """Index of the most recent state where ``p`` made a main-action decision (start of p's turn)."""
        for k in range(len(self.actions) - 1, -1, -1):
            st = self.history[k]
            if st.to_move == p and st.phase == P_MAIN:
                return k
        return None

    def undo(self, colour: str | int) -> bool:
        """Go back to the start of ``colour``'s last turn (undoing the opponent's reply too)."""
        k = self._undo_point(_colour_index(colour))
        if k is None:
            return False
        del self.actions[k:]
        del self.history[k + 1:]
        del self.events[k:]
        self.state = self.history[k]
        return True

    def save(self) -> str:
        return self.log.to_json()

    @classmethod
    def load(cls, text: str) -> Game:
        log = GameLog.from_json(text)
        g = cls(log.terrain_object(), log.seed, log.options, log.players)
        for a in log.actions:
            g.play(a)
        return g


def position(
    terrain: Terrain | str,
    *,
    board: Mapping[int, Sequence[tuple[str, str]]] | None = None,
    racks: Mapping[str, Sequence[str]] | None = None,
    reserves: Mapping[str, Sequence[str]] | None = None,
    discards: Mapping[str, Sequence[str]] | None = None,
    blocked: Mapping[str, Sequence[str]] | None = None,
    to_move: str = "blue",
    medals: Mapping[str, int] | None = None,
    claimed: Mapping[int, str] | None = None,
    options: Options | None = None,
    seed: int = 0,
    turns_done: int = 0,
) -> GameState:
    """A hand-built position at the start of ``to_move``'s turn (for tests, puzzles and tutorials).

    ``board`` maps node ids to stacks of (colour, troop key) from bottom to top; ``reserves`` lists
    troops in draw order (first drawn first). Troops of a colour not listed anywhere are out of the game
    (the "removed" pile), so every colour still owns exactly 3 troops of each type.
    """
    if isinstance(terrain, str):
        terrain = builtin_terrain(terrain)
    s = GameState._blank(terrain, options or Options(), seed)
    left = [[COPIES_PER_TYPE] * 8, [COPIES_PER_TYPE] * 8]

    def take(p: int, key: str) -> int:
        t = troop_index(key)
        if left[p][t] <= 0:
            raise ValueError(f"{COLOURS[p]} has no {key} left to use")
        left[p][t] -= 1
        return t

    for nid, st in (board or {}).items():
        i = s.B.idx[nid]
        for colour, key in st:
            p = _colour_index(colour)
            c = p * 8 + take(p, key)
            if s.B.is_hq[i]:
                s.stacks[i].append(c)
            else:
                s._push(i, c)
    for colour, keys in (racks or {}).items():
        p = _colour_index(colour)
        for key in keys:
            s.rack[p * 8 + take(p, key)] += 1
            s.rack_n[p] += 1
    for colour, keys in (blocked or {}).items():
        p = _colour_index(colour)
        for key in keys:
            t = troop_index(key)
            s.blocked[p * 8 + t] += 1
            s.blocked_n[p] += 1
    for colour, keys in (reserves or {}).items():
        p = _colour_index(colour)
        s.reserve[p] = [take(p, key) for key in reversed(list(keys))]
    for colour, keys in (discards or {}).items():
        p = _colour_index(colour)
        for key in keys:
            s.discard[p * 8 + take(p, key)] += 1
            s.disc_n[p] += 1
    for p in (0, 1):
        s.removed[p] = [t for t in range(8) for _ in range(left[p][t])]
    for colour, n in (medals or {}).items():
        s.medals[_colour_index(colour)] = n
    for rid, colour in (claimed or {}).items():
        s.claimed[s.B.rids.index(rid)] = _colour_index(colour)
    s.to_move = s.first = _colour_index(to_move)
    s.turns_done = turns_done
    s.phase = P_MAIN
    s._check_consistency()
    if not s._can_act(s.to_move):
        s._finish_by_rule(None)
    return s


def random_game(terrain: Terrain | str, seed: int, options: Options | None = None,
                choice_seed: int | None = None) -> GameState:
    """A complete game between two uniformly random players (fast in-place path)."""
    state = new_game(terrain, seed, options)
    rnd = random.Random(seed if choice_seed is None else choice_seed)
    randbelow = rnd._randbelow  # type: ignore[attr-defined]
    while state.phase != P_OVER:
        state.apply_code(state.random_code(randbelow))
    return state


__all__ = [
    "Action", "BLUE", "COLOURS", "DRAW", "Event", "Game", "GameLog", "GameState", "IllegalAction",
    "Options", "PlayerView", "RED", "SKIP", "USE", "apply", "explain_placement", "legal_actions",
    "match_result", "new_game", "placement_targets", "position", "random_game", "redact_event", "replay", "result",
    "time_called_result", "view",
]
