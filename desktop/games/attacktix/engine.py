"""Attacktix rules engine (pure: no Qt, no SQL). Physics in :mod:`.physics`.

The state is plain data (:class:`GameState`: figures with positions, angles, wheels, reloads; the turn;
scores; pending choices). Every action rebuilds the physics from it, so the same set-up, seed and
actions give the same game; :class:`Game` keeps the log, which stores the state after each shot so
that a replay on another build detects drift (:class:`DriftError`) instead of diverging silently.

Sides: 0 is squad "a" (the first player of a match), 1 is squad "b". Side 0's starting line is near
y = 0, side 1's near y = size.

Actions are dicts (JSON as they are):

* ``{"type": "move", "fig": id, "x": x, "y": y}`` — a controlled slide towards (x, y), at most the
  speed in the figure's window at the start of the move; it stops at contact and never pushes;
* ``{"type": "attack", "fig": id, "angle": radians, "pull": 0..1}`` — an aim; the engine adds the
  seeded deviation of the "steady hand" setting;
* ``{"type": "effect", "fig": id, "target": id}`` — Mystique's effect;
* ``{"type": "choose", "value": ...}`` — answer the pending choice (see :func:`pending`);
* ``{"type": "pass"}`` — end an Attackback's free move and attack;
* ``{"type": "end_turn"}``.
"""

from __future__ import annotations

import json
import math
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from desktop.games import rng as _rng

from . import physics
from . import squad as squad_rules
from .catalog import stability_of, wheel_of

SIDES = ("a", "b")
LEVELS = ("quick", "equal", "master")
END_REASONS = ("last_figure", "double_knockout", "time_called")
MAX_FIGURES = 40


# =====================================================================================================
# Rules options: every reading the spec fixes, named, with its default
# =====================================================================================================


@dataclass(frozen=True)
class Options:
    """The rules options of a game (see the Help page "Rules options")."""

    level: str = "master"  # quick | equal | master
    arena_size: float = 36.0  # tix; 30 is the tournament option
    start_line: float = 2.0  # starting lines this far from each edge
    re_entry_offset: float = 2.0  # figures coming back are placed this far in front of the line
    attacks_per_turn: int = 2
    steady_hand: int = 80  # 0..100; 100 = a perfect hand
    max_angle_error: float = 15.0  # degrees of angle deviation (one sigma) at steady_hand 0
    max_power_error: float = 0.25  # share of pull deviation (one sigma) at steady_hand 0
    turn_limit: int = 0  # 0 = no limit; counted in players' turns
    first_player: str = "coin"  # coin | a | b
    both_last_fall: str = "draw"  # draw | attacker_loses
    score_every_defeat: bool = True  # a figure that comes back and falls again scores again
    own_fire_scores_for_opponent: bool = True
    last_stand_reading: str = "no_other_standing"  # "your only figure in play" = none other standing
    grind: bool = True  # Master Battle: figures are ground before they are placed
    check_squads: bool = True  # new_game refuses squads that break the level's squad rules
    point_limit: int = 0  # Equal Points / Master Battle: 0 = no fixed limit (see limit_mode)
    limit_mode: str = "exactly"  # exactly | up_to: each squad against point_limit; without a limit,
    # "exactly" wants both squads worth the same and "up_to" lets them be worth anything

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_dict(cls, d: Mapping[str, Any] | None) -> Options:
        d = dict(d or {})
        if "point_limit" in d and d["point_limit"] in (None, "", "any", "none"):
            d["point_limit"], d["limit_mode"] = 0, "up_to"  # a squad's or an event's "no limit"
        known = {f.name: f for f in fields(cls)}
        unknown = set(d) - set(known)
        if unknown:
            raise ValueError(f"unknown rules option {sorted(unknown)[0]!r}")
        kw: dict[str, Any] = {}
        for name, value in d.items():
            default = known[name].default
            try:
                if isinstance(default, bool):
                    if not isinstance(value, bool):
                        raise TypeError
                    kw[name] = value
                elif isinstance(default, int):
                    if isinstance(value, bool) or float(value) != int(float(value)):
                        raise TypeError
                    kw[name] = int(float(value))
                elif isinstance(default, float):
                    if isinstance(value, bool):
                        raise TypeError
                    kw[name] = float(value)
                else:
                    kw[name] = str(value)
            except (TypeError, ValueError):
                raise ValueError(f"rules option {name!r} has a bad value {value!r}") from None
        o = cls(**kw)
        if o.level not in LEVELS:
            raise ValueError(f"level must be one of {', '.join(LEVELS)}")
        if not 6.0 <= o.arena_size <= 200.0:
            raise ValueError("arena_size must be between 6 and 200 tix")
        if not 0 <= o.steady_hand <= 100:
            raise ValueError("steady_hand must be between 0 and 100")
        if not 1 <= o.attacks_per_turn <= 10:
            raise ValueError("attacks_per_turn must be between 1 and 10")
        if o.turn_limit < 0:
            raise ValueError("turn_limit must be 0 (none) or more")
        if o.first_player not in ("coin", "a", "b"):
            raise ValueError("first_player must be coin, a or b")
        if o.both_last_fall not in ("draw", "attacker_loses"):
            raise ValueError("both_last_fall must be draw or attacker_loses")
        if not 0.5 <= o.start_line <= o.arena_size / 3:
            raise ValueError("start_line must be between 0.5 tix and a third of the arena")
        if o.point_limit < 0:
            raise ValueError("point_limit must be 0 (the same total for both squads) or more")
        if o.limit_mode not in ("exactly", "up_to"):
            raise ValueError("limit_mode must be exactly or up_to")
        return o

    @property
    def powers(self) -> bool:
        return self.level == "master"

    @property
    def angle_sigma(self) -> float:
        return math.radians(self.max_angle_error) * (100 - self.steady_hand) / 100.0

    @property
    def power_sigma(self) -> float:
        return self.max_power_error * (100 - self.steady_hand) / 100.0


OPTION_NAMES = tuple(f.name for f in fields(Options))


class IllegalAction(ValueError):
    """A proposed action the rules do not allow (the message says why)."""


class SquadRulesError(ValueError):
    """A squad breaks the squad rules of the game's level: ``side`` (0 = squad a) and the broken rule.

    ``violation`` is the squad module's :class:`~desktop.games.attacktix.squad.Violation` (a stable rule
    key, its parameters and the figures involved), so that a screen can translate it by its key.
    """

    def __init__(self, side: int, violation: squad_rules.Violation) -> None:
        self.side = side
        self.violation = violation
        self.rule = violation.rule
        super().__init__(f"squad {SIDES[side]}: {violation.message}")  # the message says the rule


class DriftError(RuntimeError):
    """A replayed shot did not end where the log says: the physics differ on this build."""


# =====================================================================================================
# The state
# =====================================================================================================


@dataclass
class GameState:
    options: Options
    seed: int
    figures: list[dict[str, Any]]  # see _figure()
    data: dict[str, dict[str, Any]]  # figure code -> catalog data
    powers: dict[str, dict[str, Any]]
    effects: dict[str, dict[str, Any]]
    names: list[str] = field(default_factory=lambda: ["A", "B"])
    first: int = 0
    to_move: int = 0
    turn: int = 1  # players' turns, counted from 1
    attacks_used: int = 0
    attacks_allowed: int = 2
    attacked: bool = False  # an attack was made this turn: no more moves (but bonus moves)
    extra_next: list[int] = field(default_factory=lambda: [0, 0])  # Battle Cry
    bonus_moves: dict[str, float] = field(default_factory=dict)  # fig id -> tix (Wolverine)
    bonus_attacks: list[int] = field(default_factory=list)  # figures that may attack again
    effect_turns: dict[str, int] = field(default_factory=dict)  # "fig:effect" -> turn last used
    pending: list[dict[str, Any]] = field(default_factory=list)  # choices waiting for an answer
    queue: list[dict[str, Any]] = field(default_factory=list)  # defeats waiting for their powers
    interlude: dict[str, Any] | None = None  # an Attackback's free move and attack
    points: list[int] = field(default_factory=lambda: [0, 0])  # points destroyed by each side
    draws: int = 0  # random numbers drawn so far
    shots: int = 0
    over: bool = False
    winner: int | None = None
    reason: str = ""
    last_attacker: int | None = None

    # --- plain data -------------------------------------------------------------------------------

    def copy(self) -> GameState:
        c = GameState.__new__(GameState)
        # the copies share the catalog data, and so the figures' derived values (see _derived)
        self.__dict__.setdefault("_derived_cache", {})
        c.__dict__.update(self.__dict__)
        c.figures = [dict(f) for f in self.figures]
        c.extra_next = list(self.extra_next)
        c.bonus_moves = dict(self.bonus_moves)
        c.bonus_attacks = list(self.bonus_attacks)
        c.effect_turns = dict(self.effect_turns)
        c.pending = [dict(p) for p in self.pending]
        c.queue = [dict(q) for q in self.queue]
        c.interlude = dict(self.interlude) if self.interlude else None
        c.points = list(self.points)
        c.names = list(self.names)
        return c

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in fields(self):
            v = getattr(self, f.name)
            out[f.name] = v.to_dict() if isinstance(v, Options) else v
        return json.loads(json.dumps(out))

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> GameState:
        try:
            kw = {f.name: d[f.name] for f in fields(cls) if f.name in d}
            kw["options"] = Options.from_dict(d.get("options"))
            state = cls(**kw)
            state.figures = [dict(f) for f in state.figures]
            for f in state.figures:
                for key in ("id", "code", "side", "ctrl", "zone", "x", "y", "angle", "wheel"):
                    if key not in f:
                        raise ValueError(f"a figure lacks {key!r}")
                if f["code"] not in state.data:
                    raise ValueError(f"figure {f['code']!r} has no catalog data")
                if f["zone"] not in ("play", "backup", "defeated", "removed"):
                    raise ValueError(f"bad zone {f['zone']!r}")
                float(f["x"]), float(f["y"]), float(f["wheel"])
            if state.to_move not in (0, 1) or state.first not in (0, 1):
                raise ValueError("bad player to move")
            if len(state.figures) > MAX_FIGURES * 2:
                raise ValueError("too many figures")
        except (KeyError, TypeError) as exc:
            raise ValueError(f"malformed Attacktix state: {exc}") from None
        return state

    # --- queries ------------------------------------------------------------------------------------

    def fig(self, fid: int) -> dict[str, Any]:
        for f in self.figures:
            if f["id"] == fid:
                return f
        raise IllegalAction(f"there is no figure {fid}")

    def figure_data(self, fid: int) -> dict[str, Any]:
        return self.data[self.fig(fid)["code"]]

    def in_play(self, side: int | None = None) -> list[dict[str, Any]]:
        return [f for f in self.figures if f["zone"] == "play" and (side is None or f["ctrl"] == side)]

    def zone(self, zone: str, side: int) -> list[dict[str, Any]]:
        """Backups and defeated areas belong to the figure's owner (``side``); play to its controller."""
        key = "ctrl" if zone == "play" else "side"
        return [f for f in self.figures if f["zone"] == zone and f[key] == side]

    @property
    def to_act(self) -> int:
        """Who decides now: a pending choice's player, an Attackback's player, else the player to move."""
        if self.pending:
            return int(self.pending[0]["player"])
        if self.interlude:
            return int(self.interlude["player"])
        return self.to_move

    def slot(self, fid: int) -> int:
        return int(math.floor(self.fig(fid)["wheel"] + 1e-9)) % 26

    def window(self, fid: int) -> dict[str, Any]:
        """The figure's window now: {"speed": n, "colour": "black"|"white"}."""
        return _derived(self, self.fig(fid)["code"])[3][self.slot(fid)]

    def stability(self, fid: int) -> float:
        return _derived(self, self.fig(fid)["code"])[2]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameState) and self.to_dict() == other.to_dict()


def _figure(fid: int, code: str, side: int, zone: str) -> dict[str, Any]:
    return {
        "id": fid,
        "code": code,
        "side": side,  # owner (whose squad)
        "ctrl": side,  # controller (Capture, Swap, Mystique change it)
        "zone": zone,
        "x": 0.0,
        "y": 0.0,
        "angle": math.pi / 2 if side == 0 else -math.pi / 2,
        "wheel": 0.0,  # position of the wheel in slots (one slot per tix moved)
        "moved": False,
        "fired": False,
        "loaded": True,
    }


# =====================================================================================================
# Set-up
# =====================================================================================================


def shipped_catalog() -> dict[str, dict[str, dict[str, Any]]]:
    """The shipped figures, powers and effects by key."""
    from .catalog import shipped_items

    out: dict[str, dict[str, dict[str, Any]]] = {"figures": {}, "powers": {}, "effects": {}}
    names = {"attacktix.figure": "figures", "attacktix.power": "powers", "attacktix.effect": "effects"}
    for item in shipped_items():
        if item.kind in names:
            out[names[item.kind]][item.key] = dict(item.data)
    return out


def squad_codes(squad: Mapping[str, Any] | Sequence[Any]) -> tuple[list[Any], list[Any]]:
    """The figures of a squad given as a list (codes or figure data) or as a saved squad's data or a
    registration snapshot (``{"entries": [{"key", "count"}], "backups": [...]}``): (figures, backups)."""
    if isinstance(squad, Mapping):

        def expand(items: Any) -> list[Any]:
            out: list[Any] = []
            for e in items or []:
                if not isinstance(e, Mapping) or not e.get("key"):
                    raise ValueError("a squad entry needs a figure key")
                count = int(e.get("count", 1))
                if not 0 <= count <= MAX_FIGURES:
                    raise ValueError("a squad entry has a bad count")
                out.extend([str(e["key"])] * count)
            return out

        return expand(squad.get("entries")), expand(squad.get("backups"))
    if isinstance(squad, str):
        raise ValueError("a squad is a list of figures")
    return list(squad), []


def _draw(state: GameState) -> random.Random:
    """The generator of the game's next random draw (a shot's deviation, a wheel, the first player):
    the games' one seeded generator (:mod:`desktop.games.rng`), from the seed and the draws so far."""
    r = _rng.Generator(int(state.seed) * 1_000_003 + int(state.draws))
    state.draws += 1
    return r


def new_game(
    squads: Sequence[Sequence[Mapping[str, Any] | str]],
    *,
    seed: int = 0,
    options: Options | Mapping[str, Any] | None = None,
    backups: Sequence[Sequence[Mapping[str, Any] | str]] = ((), ()),
    powers: Mapping[str, Mapping[str, Any]] | None = None,
    effects: Mapping[str, Mapping[str, Any]] | None = None,
    names: Sequence[str] = ("A", "B"),
) -> GameState:
    """A new game. Squads and backups list figures as catalog data dicts or shipped codes."""
    opts = options if isinstance(options, Options) else Options.from_dict(options)
    shipped: dict[str, dict[str, dict[str, Any]]] | None = None

    def resolve(item: Mapping[str, Any] | str) -> dict[str, Any]:
        nonlocal shipped
        if isinstance(item, str):
            if shipped is None:
                shipped = shipped_catalog()
            if item not in shipped["figures"]:
                raise ValueError(f"unknown figure {item!r}")
            return dict(shipped["figures"][item])
        return dict(item)

    if len(squads) != 2 or len(backups) != 2:
        raise ValueError("a game has two squads (and two backup lists)")
    if powers is None or effects is None:
        shipped = shipped or shipped_catalog()
    data: dict[str, dict[str, Any]] = {}
    figures: list[dict[str, Any]] = []
    given: dict[str, list[list[dict[str, Any]]]] = {"play": [[], []], "backup": [[], []]}
    for side in (0, 1):
        if not squads[side]:
            raise ValueError(f"squad {SIDES[side]} has no figures")
        if len(squads[side]) + len(backups[side]) > MAX_FIGURES:
            raise ValueError(f"squad {SIDES[side]} has more than {MAX_FIGURES} figures")
        for zone, items in (("play", squads[side]), ("backup", backups[side])):
            for item in items:
                d = resolve(item)
                given[zone][side].append(d)
                code = str(d.get("code") or "")
                if not code:
                    raise ValueError("a figure has no collector code")
                for key in ("base_radius", "mass", "height"):
                    if not isinstance(d.get(key), int | float) or d[key] <= 0:
                        raise ValueError(f"figure {code}: {key} must be positive")
                if code in data and data[code] != d:
                    raise ValueError(f"two different figures use the code {code!r}")
                data[code] = d
                figures.append(_figure(len(figures) + 1, code, side, zone))
    if opts.check_squads:
        check_squads(opts, given["play"], given["backup"])
    state = GameState(
        options=opts,
        seed=int(seed),
        figures=figures,
        data=data,
        powers={k: dict(v) for k, v in (powers if powers is not None else shipped["powers"]).items()},  # type: ignore[index]
        effects={k: dict(v) for k, v in (effects if effects is not None else shipped["effects"]).items()},  # type: ignore[index]
        names=[str(n) for n in names],
        attacks_allowed=opts.attacks_per_turn,
    )
    if opts.first_player == "coin":
        state.first = _draw(state).randrange(2)
    else:
        state.first = SIDES.index(opts.first_player)
    state.to_move = state.first
    for side in (0, 1):
        _place_squad(state, side)
    _start_turn(state, [])
    return state


def squad_rules_of(opts: Options) -> squad_rules.SquadRules:
    """The squad rules of the game's level: the points limit and its mode (casual profile; the backups
    and the copy limits are the squad's or the event's registration business, not the game's)."""
    return squad_rules.SquadRules(
        point_limit=opts.point_limit or None,
        limit_mode=squad_rules.LimitMode(opts.limit_mode),
        backup_limit=None,
    )


def check_squads(
    options: Options | Mapping[str, Any] | None,
    squads: Sequence[Sequence[Mapping[str, Any]]],
    backups: Sequence[Sequence[Mapping[str, Any]]] = ((), ()),
) -> None:
    """Refuse (:class:`SquadRulesError`, the first rule broken) squads the level's squad rules forbid.

    Quick Battle: exactly three figures each, no backups. Equal Points and Master Battle: each squad
    totals ``point_limit`` (exactly, or up to it), or, without a limit, both squads total the same
    (``limit_mode`` "up_to" without a limit: any totals). Figures are given as catalog data.
    """
    opts = options if isinstance(options, Options) else Options.from_dict(options)
    kind = squad_rules.SquadKind.QUICK_BATTLE if opts.level == "quick" else squad_rules.SquadKind.EQUAL_POINTS
    rules = squad_rules_of(opts)
    built = []
    for side in (0, 1):

        def entries(items: Sequence[Mapping[str, Any]]) -> tuple[squad_rules.SquadEntry, ...]:
            return tuple(
                squad_rules.SquadEntry(squad_rules.figure_from_catalog(str(d.get("code") or ""), d))
                for d in items
            )

        sq = squad_rules.Squad(
            name=SIDES[side], kind=kind, entries=entries(squads[side]), backups=entries(backups[side])
        ).normalized()
        found = squad_rules.check(sq, rules)
        if found:
            raise SquadRulesError(side, found[0])
        built.append(sq)
    if kind is squad_rules.SquadKind.EQUAL_POINTS and not opts.point_limit and opts.limit_mode == "exactly":
        found = squad_rules.check_equal_points(built[0], built[1])
        if found:
            raise SquadRulesError(1, found[0])


def _home_y(state: GameState, side: int, offset: float) -> float:
    line = state.options.start_line + offset
    return line if side == 0 else state.options.arena_size - line


def _place_squad(state: GameState, side: int) -> None:
    size = state.options.arena_size
    figs = state.zone("play", side)
    row_y = _home_y(state, side, 0.0)
    step_y = 2.2 if side == 0 else -2.2
    i = 0
    while i < len(figs):
        widths = []
        row: list[Any] = []
        total = 0.0
        while i < len(figs):
            r = float(state.data[figs[i]["code"]]["base_radius"])
            if row and total + 2 * r + 0.4 > size - 2.0:
                break
            row.append(figs[i])
            widths.append(2 * r)
            total += 2 * r + 0.4
            i += 1
        gap = (size - sum(widths)) / (len(row) + 1)
        x = gap
        for f, w in zip(row, widths, strict=True):
            f["x"], f["y"] = x + w / 2, row_y
            x += w + gap
            if state.options.powers and state.options.grind:
                f["wheel"] = float(_draw(state).randrange(26))
        row_y += step_y


def _derived(state: GameState, code: str) -> tuple[float, float, float, list[dict[str, Any]], float]:
    """(radius, mass, stability, wheel, height) of a figure, computed once per game (not plain data)."""
    cache = state.__dict__.get("_derived_cache")
    if cache is None:
        cache = state.__dict__["_derived_cache"] = {}
    got = cache.get(code)
    if got is None:
        d = state.data[code]
        got = cache[code] = (
            float(d["base_radius"]),
            float(d["mass"]),
            stability_of(d),
            wheel_of(d),
            float(d["height"]),
        )
    return got


def _bodies(state: GameState, exclude: Iterable[int] = ()) -> list[physics.Body]:
    ex = set(exclude)
    out = []
    for f in state.figures:
        if f["zone"] == "play" and f["id"] not in ex:
            r, m, stab, _w, h = _derived(state, f["code"])
            out.append(physics.Body(f["id"], float(f["x"]), float(f["y"]), r, m, stab, h))
    return out


def _free_spot(state: GameState, fid: int, side: int, near_x: float, offset: float) -> tuple[float, float]:
    """The nearest free spot to ``near_x`` on the line ``offset`` tix in front of ``side``'s line."""
    r = float(state.figure_data(fid)["base_radius"])
    size = state.options.arena_size
    bodies = _bodies(state, exclude=[fid])
    y0 = _home_y(state, side, offset)
    for row in range(20):
        y = y0 + (row * 2 * r * (1 if side == 0 else -1))
        for k in range(0, int(size * 10)):
            for sign in (1, -1):
                x = min(max(near_x + sign * k * 0.1, r), size - r)
                if physics.out_of_arena(x, y, r, size):
                    continue
                if all(math.hypot(b.x - x, b.y - y) >= b.radius + r + 1e-6 for b in bodies):
                    return x, y
    raise IllegalAction("there is no free spot to place the figure")


def _come_into_play(state: GameState, fid: int, ctrl: int, ev: list[dict[str, Any]]) -> None:
    f = state.fig(fid)
    f["zone"], f["ctrl"] = "play", ctrl
    if state.options.grind:
        f["wheel"] = float(_draw(state).randrange(26))
    f["x"], f["y"] = _free_spot(
        state, fid, ctrl, float(f.get("x") or state.options.arena_size / 2), state.options.re_entry_offset
    )
    f["angle"] = math.pi / 2 if ctrl == 0 else -math.pi / 2
    f["moved"] = f["fired"] = False
    ev.append({"kind": "placed", "fig": fid, "x": f["x"], "y": f["y"], "slot": state.slot(fid)})


# =====================================================================================================
# Turns
# =====================================================================================================


def _has_effect(state: GameState, f: Mapping[str, Any], key: str | None = None) -> dict[str, Any] | None:
    if not state.options.powers:
        return None
    ek = state.data[f["code"]].get("effect")
    if not ek or ek not in state.effects:
        return None
    e = state.effects[ek]
    return e if key is None or e.get("action") == key or ek == key else None


def _effect_condition(state: GameState, f: Mapping[str, Any], e: Mapping[str, Any]) -> bool:
    cond = e.get("condition", "always")
    mine = [g for g in state.in_play(f["ctrl"])]
    if cond == "always":
        return True
    if cond == "other_of_marvel_class_in_play":
        cls = e.get("condition_class")
        return any(g["id"] != f["id"] and state.data[g["code"]].get("marvel_class") == cls for g in mine)
    if cond == "distinct_marvel_classes_in_play":
        classes = {state.data[g["code"]].get("marvel_class") for g in mine} - {None, ""}
        return len(classes) >= int(e.get("condition_count") or 1)
    return False


def _start_turn(state: GameState, ev: list[dict[str, Any]]) -> None:
    p = state.to_move
    for f in state.figures:
        f["moved"] = False
        f["fired"] = False
        if f["ctrl"] == p:
            f["loaded"] = True  # 1. reload
    state.attacks_used = 0
    state.attacked = False
    state.bonus_moves = {}
    state.bonus_attacks = []
    allowed = state.options.attacks_per_turn + state.extra_next[p]
    if state.extra_next[p]:
        ev.append({"kind": "battle_cry", "player": p, "extra": state.extra_next[p]})
    state.extra_next[p] = 0
    for f in state.in_play(p):
        e = _has_effect(state, f)
        if (
            e
            and e.get("trigger") == "each_turn"
            and e.get("action") == "extra_attack"
            and _effect_condition(state, f, e)
        ):
            allowed += 1
            ev.append({"kind": "effect", "effect": e.get("key"), "fig": f["id"]})
            break
    state.attacks_allowed = allowed
    ev.append({"kind": "turn", "player": p, "turn": state.turn, "attacks": allowed})


def _end_turn(state: GameState, ev: list[dict[str, Any]]) -> None:
    if state.options.turn_limit and state.turn >= state.options.turn_limit:
        a, b = state.points
        _finish(state, None if a == b else (0 if a > b else 1), "time_called", ev)
        return
    state.to_move = 1 - state.to_move
    state.turn += 1
    _start_turn(state, ev)


def _finish(state: GameState, winner: int | None, reason: str, ev: list[dict[str, Any]]) -> None:
    state.over, state.winner, state.reason = True, winner, reason
    state.pending, state.queue, state.interlude = [], [], None
    ev.append({"kind": "over", "winner": winner, "reason": reason})


def _check_end(state: GameState, ev: list[dict[str, Any]]) -> None:
    if state.over or state.pending or state.queue:
        return
    alive = [bool(state.in_play(0)), bool(state.in_play(1))]
    if all(alive):
        return
    if not any(alive):
        if state.options.both_last_fall == "draw" or state.last_attacker is None:
            _finish(state, None, "double_knockout", ev)
        else:
            _finish(state, 1 - state.last_attacker, "last_figure", ev)
        return
    _finish(state, 0 if alive[0] else 1, "last_figure", ev)


# =====================================================================================================
# Moves
# =====================================================================================================


@dataclass(frozen=True)
class MoveRange:
    """What a figure may do now: slide up to ``reach`` tix (0 = it cannot move)."""

    fig: int
    x: float
    y: float
    reach: float
    can_attack: bool


def move_range(state: GameState, fid: int) -> MoveRange:
    f = state.fig(fid)
    reach = 0.0
    if _why_not_move(state, fid) is None:
        reach = _reach(state, fid)
    return MoveRange(fid, f["x"], f["y"], reach, _why_not_attack(state, fid) is None)


def _reach(state: GameState, fid: int) -> float:
    key = str(fid)
    if key in state.bonus_moves:
        return float(state.bonus_moves[key])
    if state.interlude and state.interlude.get("fig") == fid:
        return float(state.window(fid)["speed"])
    return float(state.window(fid)["speed"])


def _why_not_move(state: GameState, fid: int) -> str | None:
    if state.over:
        return "the game is over"
    if state.pending:
        return "a choice is waiting"
    f = state.fig(fid)
    if f["zone"] != "play":
        return "that figure is not in play"
    if f["ctrl"] != state.to_act:
        return "that figure is not yours"
    if state.interlude:
        if state.interlude["fig"] != fid or state.interlude.get("moved"):
            return "only the Attackback figure may move, once"
        return None
    if str(fid) in state.bonus_moves:
        return None
    if f["fired"]:
        return "a figure that fired cannot move this turn"
    if state.attacked:
        return "moves come before attacks"
    if f["moved"]:
        return "that figure has already moved this turn"
    return None


def slide(state: GameState, fid: int, x: float, y: float) -> tuple[float, float, float]:
    """Where a move towards (x, y) would stop and how far it goes (no state change)."""
    r = _check_move(state, fid, x, y)
    return r


def _check_move(state: GameState, fid: int, x: float, y: float) -> tuple[float, float, float]:
    why = _why_not_move(state, fid)
    if why:
        raise IllegalAction(why)
    f = state.fig(fid)
    if not (math.isfinite(x) and math.isfinite(y)):
        raise IllegalAction("a move needs a point on the table")
    dist = math.hypot(x - f["x"], y - f["y"])
    reach = _reach(state, fid)
    if dist > reach + 1e-9:
        raise IllegalAction(f"that move is {dist:.2f} tix; this figure may move at most {reach:g}")
    r = float(state.figure_data(fid)["base_radius"])
    if physics.out_of_arena(x, y, r, state.options.arena_size):
        raise IllegalAction("a move must keep the whole base on the table")
    ex, ey, _blocker = physics.slide_limit(_bodies(state), fid, x, y)
    return ex, ey, math.hypot(ex - f["x"], ey - f["y"])


def _move(state: GameState, a: Mapping[str, Any], ev: list[dict[str, Any]]) -> None:
    fid = int(a["fig"])
    ex, ey, d = _check_move(state, fid, float(a["x"]), float(a["y"]))
    f = state.fig(fid)
    start_slot = state.slot(fid)
    f["x"], f["y"] = ex, ey
    f["wheel"] = float(f["wheel"]) + d  # one slot per tix moved
    if str(fid) in state.bonus_moves:
        del state.bonus_moves[str(fid)]
    elif state.interlude:
        state.interlude["moved"] = True
    else:
        f["moved"] = True
    ev.append(
        {
            "kind": "moved",
            "fig": fid,
            "x": ex,
            "y": ey,
            "distance": d,
            "from_slot": start_slot,
            "slot": state.slot(fid),
            "window": state.window(fid),
        }
    )


# =====================================================================================================
# Attacks
# =====================================================================================================


def attack_of(data: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "kind": data.get("attack_kind") or "shooter",
        "range": float(data.get("attack_range") or 0.0),
        "impulse": float(data.get("attack_impulse") or 0.0),
        "spread": float(data.get("attack_spread") or 0.0),
    }


def _why_not_attack(state: GameState, fid: int) -> str | None:
    if state.over:
        return "the game is over"
    if state.pending:
        return "a choice is waiting"
    f = state.fig(fid)
    if f["zone"] != "play":
        return "that figure is not in play"
    if f["ctrl"] != state.to_act:
        return "that figure is not yours"
    if state.interlude:
        if state.interlude["fig"] != fid:
            return "only the Attackback figure may attack"
        return None if f["loaded"] else "that figure's missile is not reloaded"
    if state.attacks_used >= state.attacks_allowed:
        return "no attacks left this turn"
    if fid not in state.bonus_attacks and state.attacks_used >= state.attacks_allowed - len(state.bonus_attacks):
        # an effect's additional attack (Wolverine's) belongs to the figure that earned it
        return "the additional attack left belongs to the figure whose effect gave it"
    if f["fired"] and fid not in state.bonus_attacks:
        return "each attack is made by a different figure"
    if not f["loaded"] and fid not in state.bonus_attacks:
        return "that figure's missile is not reloaded"
    return None


def reach_of(state: GameState, fid: int, pull: float = 1.0) -> float:
    """How far figure ``fid``'s attack reaches at ``pull`` (from its base edge to a struck base's edge):
    the one definition of reach (:func:`physics.reach`), the catalog's range at full pull."""
    atk = attack_of(state.figure_data(fid))
    return physics.reach(atk["kind"], atk["range"], pull)


def aim_preview(state: GameState, fid: int, angle: float, pull: float) -> dict[str, Any]:
    """What an aim would do without the steady-hand deviation, for drawing while aiming: the reach at
    this pull, the path to the first figure struck, the figures struck (ids) and, for a lob, the
    stretch where it flies over figures of standard height (or None). No state changes."""
    f = state.fig(fid)
    d = state.data[f["code"]]
    atk = attack_of(d)
    hits, path = physics.attack_impulses(
        _bodies(state), fid, atk["kind"], angle, pull, atk["range"], atk["impulse"], atk["spread"]
    )
    return {
        "reach": physics.reach(atk["kind"], atk["range"], pull),
        "path": path,
        "struck": [h.id for h in hits],
        "clear": physics.lob_clearance(atk["kind"], atk["range"], pull, float(d["height"])),
    }


def deviation(state: GameState) -> tuple[float, float]:
    """The next attack's seeded deviation (angle in radians, pull factor) — draws from the game."""
    r = _draw(state)
    return r.gauss(0.0, state.options.angle_sigma), r.gauss(0.0, state.options.power_sigma)


def _attack(
    state: GameState,
    a: Mapping[str, Any],
    ev: list[dict[str, Any]],
    dev: tuple[float, float] | None,
    record: bool,
) -> None:
    fid = int(a["fig"])
    why = _why_not_attack(state, fid)
    if why:
        raise IllegalAction(why)
    angle, pull = float(a["angle"]), float(a["pull"])
    if not (math.isfinite(angle) and math.isfinite(pull)) or not 0.0 <= pull <= 1.0:
        raise IllegalAction("an aim needs a direction and a pull between 0 and 1")
    if dev is None:
        dev = deviation(state)
    else:
        state.draws += 1
    real_angle = angle + dev[0]
    real_pull = max(0.0, min(1.2, pull * (1.0 + dev[1])))
    f = state.fig(fid)
    d = state.data[f["code"]]
    shooter = state.to_act
    out = physics.resolve(
        _bodies(state), state.options.arena_size, fid, attack_of(d), real_angle, real_pull, record=record
    )
    state.shots += 1
    f["angle"] = angle
    f["fired"] = True
    f["loaded"] = False
    if fid in state.bonus_attacks:
        state.bonus_attacks.remove(fid)
    for g in state.figures:
        if g["id"] in out.positions:
            g["x"], g["y"] = out.positions[g["id"]]
    shot = {
        "kind": "shot",
        "fig": fid,
        "angle": real_angle,
        "pull": real_pull,
        "aim": [angle, pull],
        "path": out.path,
        "hits": [[h.id, h.impulse] for h in out.hits],
        "defeated": {str(k): v for k, v in out.defeated.items()},
        # every toppling figure: its base, the way it falls, when (s), and its tilt over time
        "falls": {str(k): fall.to_dict() for k, fall in out.falls.items()},
    }
    if record:
        shot["frames"] = [{str(k): v for k, v in fr.items()} for fr in out.frames]
    ev.append(shot)
    state.last_attacker = shooter
    if state.interlude:
        state.interlude = None  # the free attack is made
    else:
        state.attacked = True
        counted = True
        e = _has_effect(state, f)
        if (
            e
            and e.get("trigger") == "after_defeating_higher_points_class"
            and e.get("action") == "attack_not_counted"
        ):
            if any(
                state.fig(v)["ctrl"] != shooter
                and state.data[state.fig(v)["code"]].get("attacktix_class") == e.get("trigger_class")
                and int(state.data[state.fig(v)["code"]].get("points") or 0) > int(d.get("points") or 0)
                for v in out.defeated
            ):
                counted = False
                ev.append({"kind": "effect", "effect": e.get("key"), "fig": fid})
        if counted:
            state.attacks_used += 1
        if e and e.get("trigger") == "after_defeating_class" and e.get("action") == "move_and_extra_attack":
            key = f"{fid}:{e.get('key')}"
            if (
                state.effect_turns.get(key) != state.turn
                and _effect_condition(state, f, e)
                and any(
                    state.fig(v)["ctrl"] != shooter
                    and state.data[state.fig(v)["code"]].get("attacktix_class") == e.get("trigger_class")
                    for v in out.defeated
                )
            ):
                state.effect_turns[key] = state.turn
                state.bonus_moves[str(fid)] = float(e.get("distance") or 0.0)
                state.bonus_attacks.append(fid)
                state.attacks_allowed += 1
                ev.append({"kind": "effect", "effect": e.get("key"), "fig": fid})
    _defeat(state, sorted(out.defeated), shooter, fid, ev, out.fallen_at)


def _defeat(
    state: GameState,
    ids: Sequence[int],
    shooter: int,
    attacker: int | None,
    ev: list[dict[str, Any]],
    fallen_at: Mapping[int, tuple[float, float]],
) -> None:
    for v in ids:
        g = state.fig(v)
        if v in fallen_at:
            g["x"], g["y"] = fallen_at[v]
        g["zone"] = "falling"
        scorer = 1 - g["ctrl"] if state.options.own_fire_scores_for_opponent else shooter
        pts = int(state.data[g["code"]].get("points") or 0)
        state.points[scorer] += pts
        ev.append({"kind": "defeated", "fig": v, "by": attacker, "scorer": scorer, "points": pts})
    if state.options.powers:
        # the attacking player's figures first, then the opponent's; each player orders their own
        for p in (shooter, 1 - shooter):
            mine = [v for v in ids if state.fig(v)["ctrl"] == p]
            if len(mine) > 1:
                state.queue.append({"order": mine, "player": p, "attacker": attacker})
            elif mine:
                state.queue.append({"fig": mine[0], "attacker": attacker})
    else:
        for v in ids:
            state.fig(v)["zone"] = "defeated"
    _advance(state, ev)


# =====================================================================================================
# Special powers
# =====================================================================================================


def _named(state: GameState, holder: Mapping[str, Any], g: Mapping[str, Any]) -> bool:
    hd = state.data[holder["code"]]
    gd = state.data[g["code"]]
    if hd.get("power_figure"):
        return gd.get("code") == hd["power_figure"]
    if hd.get("power_class"):
        return gd.get("attacktix_class") == hd["power_class"]
    if hd.get("power_marvel_class"):
        return gd.get("marvel_class") == hd["power_marvel_class"]
    return True


def _power_targets(
    state: GameState, f: Mapping[str, Any], pw: Mapping[str, Any], attacker: int | None
) -> list[int]:
    me = f["ctrl"]
    side = pw.get("target_side", "self")
    zone = pw.get("target_zone", "this_figure")
    if zone in ("none", "this_figure"):
        return [f["id"]]
    if zone == "attacker" or side == "attacker":
        if attacker is None:
            return []
        a = state.fig(attacker)
        return [attacker] if a["zone"] == "play" and a["ctrl"] != me else []
    who = me if side == "own" else 1 - me
    pool = state.zone({"in_play": "play", "defeated_area": "defeated", "backups": "backup"}[zone], who)
    out = []
    for g in pool:
        if pw.get("target_exclude_self") and g["id"] == f["id"]:
            continue
        if pw.get("target_filter") == "named" and not _named(state, f, g):
            continue
        out.append(g["id"])
    return out


def _power_condition(state: GameState, f: Mapping[str, Any], pw: Mapping[str, Any]) -> bool:
    cond = pw.get("condition", "always")
    others = [g for g in state.in_play(f["ctrl"]) if g["id"] != f["id"]]
    if cond == "always":
        return True
    if cond == "only_figure_in_play":
        return not others
    if cond in ("named_in_play", "named_other_in_play"):
        return any(_named(state, f, g) for g in others)
    return False


def _power_too_late(state: GameState, f: Mapping[str, Any], pw: Mapping[str, Any]) -> bool:
    """A power that only moves opponents inside the arena cannot change a game its player has lost: with
    none of their figures in play and none still falling, the game ends (the last player with a figure
    standing wins) instead of asking them to choose."""
    if pw.get("action") != "move_figures" or pw.get("may_leave_arena"):
        return False
    me = f["ctrl"]
    return not any(
        g["ctrl"] == me and g["id"] != f["id"] and g["zone"] in ("play", "falling") for g in state.figures
    )


def _advance(state: GameState, ev: list[dict[str, Any]]) -> None:
    """Resolve queued defeats until a choice is needed or none are left; then check the end."""
    while not state.pending and state.queue and not state.over:
        item = state.queue.pop(0)
        if "order" in item:
            state.pending.append(
                {
                    "player": item["player"],
                    "kind": "order",
                    "options": list(item["order"]),
                    "attacker": item.get("attacker"),
                }
            )
            ev.append({"kind": "choice", "player": item["player"], "choice": "order"})
            break
        _resolve_power(state, int(item["fig"]), item.get("attacker"), ev)
    _check_end(state, ev)


def _to_defeated(state: GameState, fid: int, ev: list[dict[str, Any]]) -> None:
    state.fig(fid)["zone"] = "defeated"
    ev.append({"kind": "to_defeated_area", "fig": fid})


def _resolve_power(state: GameState, fid: int, attacker: int | None, ev: list[dict[str, Any]]) -> None:
    f = state.fig(fid)
    pk = state.data[f["code"]].get("power")
    window = state.window(fid)
    pw = state.powers.get(pk) if pk else None
    if pw is None or window["colour"] != "white":
        ev.append(
            {"kind": "window", "fig": fid, "slot": state.slot(fid), "colour": window["colour"], "power": pk}
        )
        _to_defeated(state, fid, ev)
        return
    ok = _power_condition(state, f, pw) and not _power_too_late(state, f, pw)
    targets = _power_targets(state, f, pw, attacker) if ok else []
    ev.append(
        {
            "kind": "window",
            "fig": fid,
            "slot": state.slot(fid),
            "colour": "white",
            "power": pk,
            "takes_effect": bool(ok and targets),
        }
    )
    if not ok or not targets:
        _to_defeated(state, fid, ev)
        return
    action = pw.get("action")
    me = f["ctrl"]
    if action == "stand_up":
        _stand_up(state, fid, ev)
    elif action == "return_to_start":
        f["zone"] = "play"
        f["x"], f["y"] = _free_spot(state, fid, me, f["x"], 0.0)
        ev.append({"kind": "placed", "fig": fid, "x": f["x"], "y": f["y"], "slot": state.slot(fid)})
    elif action == "take_control_of_target":
        t = state.fig(targets[0])
        t["ctrl"] = me
        ev.append({"kind": "control", "fig": t["id"], "player": me})
        _to_defeated(state, fid, ev)
    elif action == "extra_attack_next_turn":
        state.extra_next[me] += 1
        _to_defeated(state, fid, ev)
    else:
        kind = {
            "move_figures": "move_targets",
            "replace_with_target": "pick",
            "remove_target_then_stand_up": "pick",
            "return_target_to_play": "pick",
            "free_move_and_attack": "pick",
        }[str(action)]
        state.pending.append(
            {
                "player": me,
                "kind": kind,
                "fig": fid,
                "power": pk,
                "action": action,
                "options": targets,
                "count": int(pw.get("target_count") or 1),
                "distance": float(pw.get("distance") or 0.0),
                "turn_wheels": bool(pw.get("turn_wheels")),
                "may_leave_arena": bool(pw.get("may_leave_arena")),
            }
        )
        ev.append({"kind": "choice", "player": me, "choice": kind, "power": pk, "fig": fid})
        return
    ev.append({"kind": "power", "fig": fid, "power": pk})


def _stand_up(state: GameState, fid: int, ev: list[dict[str, Any]]) -> None:
    f = state.fig(fid)
    f["zone"] = "play"
    r = float(state.figure_data(fid)["base_radius"])
    size = state.options.arena_size
    x, y = min(max(f["x"], r), size - r), min(max(f["y"], r), size - r)
    bodies = _bodies(state, exclude=[fid])
    if any(math.hypot(b.x - x, b.y - y) < b.radius + r for b in bodies):
        x, y = _free_spot(state, fid, f["ctrl"], x, 0.0)
    f["x"], f["y"] = x, y
    ev.append({"kind": "stood_up", "fig": fid, "x": x, "y": y})


def pending(state: GameState) -> dict[str, Any] | None:
    """The choice waiting for an answer, if any.

    Kinds: ``order`` (value: the ids of ``options`` in the order their powers resolve), ``pick``
    (value: one id of ``options`` or None to decline), ``move_targets`` (value: up to ``count`` lists
    ``[id, x, y]`` of ``options`` figures and where they slide, each at most ``distance`` tix).
    """
    return dict(state.pending[0]) if state.pending else None


def _choose(state: GameState, value: Any, ev: list[dict[str, Any]]) -> None:
    if not state.pending:
        raise IllegalAction("there is no choice to make")
    pc = state.pending[0]
    kind = pc["kind"]
    if kind == "order":
        if not isinstance(value, list) or sorted(int(v) for v in value) != sorted(pc["options"]):
            raise IllegalAction("give every defeated figure once, in the order their powers resolve")
        state.pending.pop(0)
        # this player's figures resolve before any queued after them
        state.queue[0:0] = [{"fig": int(v), "attacker": pc.get("attacker")} for v in value]
        _advance(state, ev)
        return
    fid = int(pc["fig"])
    if kind == "pick":
        if value is not None and value not in pc["options"]:
            raise IllegalAction("pick one of the figures offered")
        state.pending.pop(0)
        me = pc["player"]
        if value is None:
            _to_defeated(state, fid, ev)
        elif pc["action"] == "replace_with_target":
            _to_defeated(state, fid, ev)
            t = state.fig(int(value))
            t["x"] = state.fig(fid)["x"]
            _come_into_play(state, int(value), me, ev)
        elif pc["action"] == "remove_target_then_stand_up":
            state.fig(int(value))["zone"] = "removed"
            ev.append({"kind": "removed", "fig": int(value)})
            _stand_up(state, fid, ev)
        elif pc["action"] == "return_target_to_play":
            _to_defeated(state, fid, ev)
            _come_into_play(state, int(value), me, ev)
        elif pc["action"] == "free_move_and_attack":
            _to_defeated(state, fid, ev)
            state.interlude = {"player": me, "fig": int(value), "moved": False}
        ev.append({"kind": "power", "fig": fid, "power": pc.get("power"), "target": value})
        _advance(state, ev)
        return
    if kind == "move_targets":
        if not isinstance(value, list) or len(value) > int(pc["count"]):
            raise IllegalAction(f"move up to {pc['count']} figures")
        seen: set[int] = set()
        plan = []
        for item in value:
            try:
                tid, x, y = int(item[0]), float(item[1]), float(item[2])
            except (TypeError, ValueError, IndexError):
                raise IllegalAction("each move is [figure, x, y]") from None
            if tid not in pc["options"] or tid in seen:
                raise IllegalAction("move each offered figure at most once")
            seen.add(tid)
            plan.append((tid, x, y))
        trial = state.copy()
        for tid, x, y in plan:
            t = trial.fig(tid)
            if t["zone"] != "play":
                continue
            d = math.hypot(x - t["x"], y - t["y"])
            if d > pc["distance"] + 1e-9:
                raise IllegalAction(f"a figure may be moved at most {pc['distance']:g} tix")
            r = float(trial.figure_data(tid)["base_radius"])
            if not pc["may_leave_arena"] and physics.out_of_arena(x, y, r, trial.options.arena_size):
                raise IllegalAction("this power cannot move a figure out of the arena")
            ex, ey, _ = physics.slide_limit(_bodies(trial), tid, x, y)
            moved = math.hypot(ex - t["x"], ey - t["y"])
            t["x"], t["y"] = ex, ey
            if pc["turn_wheels"]:
                t["wheel"] = float(t["wheel"]) + moved
            ev.append({"kind": "pushed", "fig": tid, "x": ex, "y": ey, "distance": moved})
        state.__dict__.update(trial.__dict__)
        state.pending.pop(0)
        _to_defeated(state, fid, ev)
        ev.append({"kind": "power", "fig": fid, "power": pc.get("power")})
        _defeat_out_of_arena(state, ev)
        _advance(state, ev)
        return
    raise IllegalAction(f"unknown choice {kind!r}")


def _defeat_out_of_arena(state: GameState, ev: list[dict[str, Any]]) -> None:
    size = state.options.arena_size
    gone = [
        f["id"]
        for f in state.in_play()
        if physics.out_of_arena(f["x"], f["y"], float(state.data[f["code"]]["base_radius"]), size)
    ]
    if gone:
        _defeat(state, gone, state.to_move, None, ev, {})


# --- Mystique ------------------------------------------------------------------------------------------


def effect_targets(state: GameState, fid: int) -> list[int]:
    """Opponent figures Mystique-like effects could take control of now."""
    f = state.fig(fid)
    e = _has_effect(state, f)
    if (
        not e
        or e.get("trigger") != "touching_opponent"
        or f["zone"] != "play"
        or state.over
        or state.pending
        or f["ctrl"] != state.to_act
        or state.interlude
    ):
        return []
    if e.get("frequency") == "once" and state.effect_turns.get(f"{fid}:{e.get('key')}") is not None:
        return []
    if not _effect_condition(state, f, e):
        return []
    touch = float(e.get("touch_distance") or 0.1)
    r = float(state.data[f["code"]]["base_radius"])
    out = []
    for g in state.in_play(1 - f["ctrl"]):
        gr = float(state.data[g["code"]]["base_radius"])
        if math.hypot(g["x"] - f["x"], g["y"] - f["y"]) - r - gr <= touch + 1e-9:
            out.append(g["id"])
    return out


def _effect(state: GameState, a: Mapping[str, Any], ev: list[dict[str, Any]]) -> None:
    fid, tid = int(a["fig"]), int(a["target"])
    if tid not in effect_targets(state, fid):
        raise IllegalAction("that effect cannot be used on that figure now")
    f = state.fig(fid)
    e = _has_effect(state, f)
    assert e is not None
    state.effect_turns[f"{fid}:{e.get('key')}"] = state.turn
    state.fig(tid)["ctrl"] = f["ctrl"]
    ev.append({"kind": "effect", "effect": e.get("key"), "fig": fid, "target": tid})
    ev.append({"kind": "control", "fig": tid, "player": f["ctrl"]})
    # Mystique is removed: defeated (scored), no power
    f["zone"] = "defeated"
    scorer = 1 - f["ctrl"]
    pts = int(state.data[f["code"]].get("points") or 0)
    state.points[scorer] += pts
    ev.append({"kind": "defeated", "fig": fid, "by": None, "scorer": scorer, "points": pts})
    ev.append({"kind": "to_defeated_area", "fig": fid})
    _check_end(state, ev)


# =====================================================================================================
# Public API
# =====================================================================================================


def apply(
    state: GameState,
    action: Mapping[str, Any],
    *,
    dev: tuple[float, float] | None = None,
    record: bool = False,
) -> tuple[GameState, list[dict[str, Any]]]:
    """The state after ``action`` (a new object) and what happened. Raises :class:`IllegalAction`.

    ``dev`` replaces the seeded deviation of an attack (for a computer player's simulations only).
    """
    if state.over:
        raise IllegalAction("the game is over")
    if not isinstance(action, Mapping) or "type" not in action:
        raise IllegalAction("an action is a dict with a type")
    s = state.copy()
    ev: list[dict[str, Any]] = []
    t = action["type"]
    try:
        if t == "move":
            _move(s, action, ev)
        elif t == "attack":
            _attack(s, action, ev, dev, record)
        elif t == "effect":
            _effect(s, action, ev)
        elif t == "choose":
            _choose(s, action.get("value"), ev)
        elif t == "pass":
            if not s.interlude or s.pending:
                raise IllegalAction("there is nothing to pass")
            s.interlude = None
            _check_end(s, ev)
        elif t == "end_turn":
            if s.pending:
                raise IllegalAction("a choice is waiting")
            if s.interlude:
                raise IllegalAction("the Attackback comes first")
            _end_turn(s, ev)
        else:
            raise IllegalAction(f"unknown action {t!r}")
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, IllegalAction):
            raise
        raise IllegalAction(f"malformed action: {exc}") from None
    return s, ev


def check(state: GameState) -> list[list[float]]:
    """A compact digest of the figures (id, zone, x, y, wheel) for drift detection."""
    zones = {"play": 0, "backup": 1, "defeated": 2, "removed": 3, "falling": 4}
    return [
        [
            f["id"],
            zones.get(f["zone"], 5),
            round(f["x"], 6),
            round(f["y"], 6),
            round(f["wheel"], 6),
            f["ctrl"],
        ]
        for f in state.figures
    ]


class Game:
    """A game with its log: the set-up, every action, and the state after each shot."""

    def __init__(self, setup: Mapping[str, Any]) -> None:
        self.setup = json.loads(json.dumps(dict(setup)))
        self.state = _from_setup(self.setup)
        self.log: list[dict[str, Any]] = []

    def play(self, action: Mapping[str, Any], *, record: bool = False) -> list[dict[str, Any]]:
        action = json.loads(json.dumps(dict(action)))
        self.state, ev = apply(self.state, action, record=record)
        entry: dict[str, Any] = {"action": action}
        if action["type"] == "attack":
            entry["check"] = check(self.state)
        self.log.append(entry)
        return ev

    def to_dict(self) -> dict[str, Any]:
        return {"setup": self.setup, "log": self.log}

    @classmethod
    def replay(cls, data: Mapping[str, Any], *, verify: bool = True, upto: int | None = None) -> Game:
        game = cls(data["setup"])
        for i, entry in enumerate(list(data.get("log") or [])[:upto]):
            try:
                game.play(entry["action"])
            except IllegalAction as exc:
                raise ValueError(f"log entry {i + 1} is not legal: {exc}") from None
            if verify and "check" in entry:
                got = check(game.state)
                if not _close(got, entry["check"]):
                    raise DriftError(f"shot {i + 1} ends differently on this build")
        return game


def _close(a: Sequence[Sequence[float]], b: Sequence[Sequence[float]]) -> bool:
    if len(a) != len(b):
        return False
    for x, y in zip(a, b, strict=True):
        if len(x) != len(y) or any(abs(float(p) - float(q)) > 1e-4 for p, q in zip(x, y, strict=True)):
            return False
    return True


def _from_setup(setup: Mapping[str, Any]) -> GameState:
    options = dict(setup.get("options") or {})
    if setup.get("point_limit") and "point_limit" not in options:
        options["point_limit"] = setup["point_limit"]  # the set-up dialog's limit
    return new_game(
        setup["squads"],
        seed=int(setup.get("seed", 0)),
        options=options,
        backups=setup.get("backups") or ((), ()),
        powers=setup.get("powers"),
        effects=setup.get("effects"),
        names=setup.get("names") or ("A", "B"),
    )


def legal_summary(state: GameState) -> dict[str, Any]:
    """What the player to act may do: moves (ranges), attackers, effects, the pending choice."""
    p = state.to_act
    mine = state.in_play(p)
    return {
        "player": p,
        "moves": [move_range(state, f["id"]) for f in mine if _why_not_move(state, f["id"]) is None],
        "attackers": [f["id"] for f in mine if _why_not_attack(state, f["id"]) is None],
        "effects": {f["id"]: effect_targets(state, f["id"]) for f in mine if effect_targets(state, f["id"])},
        "pending": pending(state),
        "can_end_turn": not state.over and not state.pending and not state.interlude,
    }


def explain_illegal(state: GameState, action: Mapping[str, Any]) -> str | None:
    try:
        apply(state, action)
    except IllegalAction as exc:
        return str(exc)
    return None


# =====================================================================================================
# Results
# =====================================================================================================


def result(state: GameState) -> dict[str, Any]:
    """The registry's result fields (side "a" = squad 0)."""
    if not state.over:
        raise ValueError("the game is not over")
    return {
        "winner": "" if state.winner is None else SIDES[state.winner],
        "ended": state.reason,
        "points_destroyed_a": state.points[0],
        "points_destroyed_b": state.points[1],
        "figures_left_a": len(state.in_play(0)),
        "figures_left_b": len(state.in_play(1)),
        "turns": state.turn,
        "first": SIDES[state.first],
    }


def time_called_result(state: GameState) -> dict[str, Any]:
    """Result when the clock stops an unfinished game: more points destroyed wins."""
    s = state.copy()
    if not s.over:
        a, b = s.points
        _finish(s, None if a == b else (0 if a > b else 1), "time_called", [])
    return result(s)


def match_result(res: Mapping[str, Any], colour_a: str = "a") -> dict[str, Any]:
    """The result for the registry; side "a" played squad ``colour_a`` ("a" or "b")."""
    if colour_a == "a":
        return {
            k: res[k]
            for k in (
                "winner",
                "ended",
                "points_destroyed_a",
                "points_destroyed_b",
                "figures_left_a",
                "figures_left_b",
            )
        }
    flip = {"a": "b", "b": "a", "": ""}
    return {
        "winner": flip[res["winner"]],
        "ended": res["ended"],
        "points_destroyed_a": res["points_destroyed_b"],
        "points_destroyed_b": res["points_destroyed_a"],
        "figures_left_a": res["figures_left_b"],
        "figures_left_b": res["figures_left_a"],
    }
