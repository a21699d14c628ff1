"""The Attacktix table, seen from above: figures as round bases, attacks as impulses (pymunk, pure).

Units: lengths in tix, masses in grams, time in seconds, impulses in gram·tix/s. The table is the
square ``[0, size] × [0, size]``.

A shot is resolved in two parts:

1. the attack itself: the projectile's or the swing's path is traced against the standing bases
   (the first base in the way takes the hit: standing figures block shots) and the hit becomes a
   physical impulse on the struck figure at a height above the table (a projectile's collision impulse
   ``(1 + e)·μ·v·n`` with the reduced mass ``μ``, a swing's or blast's impulse directly);
2. the aftermath: a pymunk space is built from the figures' plain data, the struck figures slide with
   table friction and knock into others, with one fixed step (:data:`STEP`) until every body is at rest
   (:data:`REST_SPEED`), every falling figure has come down, or :data:`MAX_SECONDS` have passed.

**Reach** has one definition, :func:`reach`: the farthest distance from the attacker's base edge to the
nearest point of a base the attack can strike. It is the catalog's range for every kind at full pull;
a lobbed attack (flight, throwing) lands ``range × pull`` away and, on its arc, flies over figures
lower than its path (:func:`lob_height`, :func:`lob_clearance`): it strikes close figures as it leaves
the hands and the figures under its descent.

**Tipping or sliding** (the reading of this module): a figure's stability is the smallest horizontal
impulse that tips it, an impulse at the top of the figure. An impulse at height ``z`` tips it when it
exceeds ``stability × height / z`` (:func:`tipping_impulse`): the turning moment about the base edge
grows with the height of the blow. Every impulse that does not tip a figure moves it (``J / m``) and it
slides with table friction, so a low blow (a kick, a missile at the end of its flight that has dropped
towards the table, a base knocking into a base) pushes a figure a long way, off the table when it is
near the edge. A direct missile drops towards the table as it flies (:func:`missile_height`).

**Falling** (domino): a tipped figure is a rod of its height toppling about its base in the direction
of the blow (:func:`topple`): while it falls it strikes the first figure in its way, with the momentum
of its falling body, at the height where it meets it; that figure tips or is pushed in turn. Every
fall is reported (:class:`Fall`: where, which way, when, and its tilt over time, for an animation).

A figure is defeated when it tips or when any part of its base leaves the table. Nothing here keeps
state between calls: every call rebuilds the space from the data it is given, so the same inputs give
the same result.
"""

from __future__ import annotations

import heapq
import math
import threading
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pymunk

from desktop import collector

STEP = 1.0 / 120.0  # the one fixed physics step (s)
REST_SPEED = 0.05  # tix/s: a body slower than this is at rest
MAX_SECONDS = 3.0  # a shot is resolved to rest or for this long
TABLE_FRICTION = 0.2  # Coulomb friction coefficient of a plastic base sliding on a table
GRAVITY = 386.09  # tix/s²
FIGURE_ELASTICITY = 0.4  # base against base, figure against figure
CONTACT_GAP = 1e-4  # a controlled slide stops this short of contact
DEFAULT_HEIGHT = 3.0  # a figure's standing height when none is given (tix)

# Projectiles: mass (g), radius (tix), restitution against a figure, speed kept at full range, and the
# height it leaves the attacker's hands at (share of the attacker's standing height).
PROJECTILES: dict[str, dict[str, float]] = {
    "shooter": {"mass": 2.0, "radius": 0.15, "restitution": 0.5, "far_speed": 0.5, "launch": 0.9},
    "shield": {"mass": 5.0, "radius": 0.45, "restitution": 0.6, "far_speed": 0.6, "launch": 0.7},
    "flight": {"mass": 4.0, "radius": 0.3, "restitution": 0.4, "far_speed": 0.8, "launch": 0.9},
    "throwing": {"mass": 8.0, "radius": 0.4, "restitution": 0.3, "far_speed": 0.6, "launch": 0.8},
}
LOBBED = ("flight", "throwing")  # launched over figures in the way, landing range × pull away
LOB_MIN_REACH = 0.5  # a lob at the lightest pull still lands this far out (tix)
MISSILE_DROP = 0.85  # a direct projectile has dropped this share of its launch height at full range
SWINGS = ("striker", "kicking")
SWING_RADIUS = 0.2  # half width of a swing's path (tix)
SWING_HEIGHT = {"striker": 0.7, "kicking": 0.25}  # where a swing strikes (share of the attacker's height)
BLAST_NEAR = 1.0  # a force blast keeps this share of its impulse at the centre ...
BLAST_FAR = 0.5  # ... and this share at its range
BLAST_HEIGHT = 0.5  # a blast pushes a figure at this share of its height (its middle)
BASE_CONTACT_HEIGHT = 0.5  # bases and feet knock into each other this high above the table (tix)
LOWEST_BLOW = 0.1  # tix: a blow lower than this counts as this low (the base's own rim)
TOPPLE_KICK = 0.3  # a figure just tipped starts to fall at this share of sqrt(3 g / height) (rad/s) ...
TOPPLE_KICK_MAX = 3.0  # ... times how many times the impulse that tips it the blow was (at most this)
TOPPLE_SAMPLES = 12  # tilt samples of a fall, from standing to lying on the table
FIGURE_HALF_WIDTH = 0.5  # a falling figure's body is this share of its base radius either side


@dataclass
class Body:
    """One standing figure on the table (plain data)."""

    id: int
    x: float
    y: float
    radius: float
    mass: float
    stability: float
    height: float = DEFAULT_HEIGHT


@dataclass
class Hit:
    id: int
    impulse: float
    x: float  # contact point
    y: float
    z: float | None = None  # height of the blow above the table (None: at the top, the worst case)


@dataclass
class Fall:
    """A figure toppling: the base it turns about, the way it falls, when, and its tilt over time."""

    id: int
    x: float
    y: float
    direction: float  # radians: the way the figure's top goes
    height: float
    start: float  # seconds after the shot began
    times: list[float]  # seconds since the start of the fall ...
    tilts: list[float]  # ... and the tilt from upright then (radians, ending at π/2: lying on the table)
    struck: int | None = None  # the figure it fell on, if any
    strike_time: float | None = None  # seconds since the start of the fall

    @property
    def duration(self) -> float:
        return self.times[-1]

    def to_dict(self) -> dict[str, Any]:
        return {
            "x": self.x,
            "y": self.y,
            "direction": self.direction,
            "height": self.height,
            "start": self.start,
            "duration": self.duration,
            "struck": self.struck,
            "strike_time": self.strike_time,
            "times": list(self.times),
            "tilts": list(self.tilts),
        }


@dataclass
class ShotOutcome:
    positions: dict[int, tuple[float, float]]  # standing figures after the shot
    defeated: dict[int, str]  # id -> "tipped" | "left_arena"
    fallen_at: dict[int, tuple[float, float]]  # where each defeated figure was when it fell
    hits: list[Hit] = field(default_factory=list)
    path: list[tuple[float, float]] = field(default_factory=list)  # the projectile's or swing's path
    frames: list[dict[int, tuple[float, float]]] = field(default_factory=list)  # when recorded
    steps: int = 0
    falls: dict[int, Fall] = field(default_factory=dict)  # every tipped figure's topple


# --- reach, heights, tipping ---------------------------------------------------------------------------


def reach(kind: str, attack_range: float, pull: float = 1.0) -> float:
    """How far an attack reaches: from the attacker's base edge to the nearest point of a base it strikes.

    The catalog's range for every kind at full pull (and, for direct attacks, at any pull); a lobbed
    attack lands ``range × pull`` away (at least :data:`LOB_MIN_REACH`). A pull above 1 (the steady-hand
    deviation) does not reach further.
    """
    if kind in LOBBED:
        return max(min(LOB_MIN_REACH, attack_range), attack_range * min(max(pull, 0.0), 1.0))
    return attack_range


def launch_height(kind: str, attacker_height: float) -> float:
    """Where a projectile leaves the attacker's hands, or a swing strikes (tix above the table)."""
    if kind in PROJECTILES:
        return PROJECTILES[kind]["launch"] * attacker_height
    if kind in SWING_HEIGHT:
        return SWING_HEIGHT[kind] * attacker_height
    return BLAST_HEIGHT * attacker_height


def missile_height(t: float, attack_range: float, launch: float) -> float:
    """A direct projectile's height ``t`` tix along its flight (it drops as it flies)."""
    u = min(1.0, max(0.0, t / max(attack_range, 1e-9)))
    return launch * (1.0 - MISSILE_DROP * u * u)


def lob_height(s: float, land: float, launch: float) -> float:
    """A lobbed projectile's height ``s`` tix along its arc: from the hands at ``launch`` to the table at
    ``land``, launched at 45° (its arc rises a quarter of its length over the straight line)."""
    if land <= 0.0:
        return 0.0
    u = min(1.0, max(0.0, s / land))
    return launch * (1.0 - u) + land * u * (1.0 - u)


def lob_clearance(
    kind: str,
    attack_range: float,
    pull: float,
    attacker_height: float,
    target_height: float = DEFAULT_HEIGHT,
) -> tuple[float, float] | None:
    """The stretch (distances from the attacker's base edge) where a lob flies over figures of
    ``target_height``; None when it flies over none (or the attack is not lobbed)."""
    if kind not in LOBBED:
        return None
    p = PROJECTILES[kind]
    land = max(1e-6, reach(kind, attack_range, pull) - p["radius"])
    z0 = launch_height(kind, attacker_height)
    # z(s) = z0 (1 - u) + land u (1 - u) > h  <=>  land u² + (z0 - land) u + (h - z0) < 0
    a, b, c = land, z0 - land, target_height - z0
    disc = b * b - 4 * a * c
    if disc <= 0.0:
        return None
    r = math.sqrt(disc)
    u1, u2 = max(0.0, (-b - r) / (2 * a)), min(1.0, (-b + r) / (2 * a))
    if u2 <= u1:
        return None
    return u1 * land + p["radius"], u2 * land + p["radius"]


def tipping_impulse(body: Body, z: float | None) -> float:
    """The smallest horizontal impulse at height ``z`` that tips ``body`` (its stability at the top)."""
    h = max(body.height, 1e-9)
    if z is None:
        return body.stability
    return body.stability * h / min(h, max(LOWEST_BLOW, z))


@lru_cache(maxsize=1024)
def topple(height: float, kick: float = 1.0) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """A figure's fall: (times, tilts) from standing (0) to lying on the table (π/2).

    The figure is a uniform rod turning about its base edge, started at ω0 = :data:`TOPPLE_KICK` ×
    ``kick`` × sqrt(3 g / h) (``kick``: how many times the impulse that tips it the blow was):
    ω(θ)² = ω0² + 3 g (1 − cos θ) / h; the time to each tilt is the integral of dθ / ω.
    """
    h = max(height, 1e-6)
    k = 3.0 * GRAVITY / h
    w0 = TOPPLE_KICK * _kick(kick) * math.sqrt(k)
    tilts = [i * (math.pi / 2) / TOPPLE_SAMPLES for i in range(TOPPLE_SAMPLES + 1)]
    times = [0.0]
    # Simpson on each interval: smooth enough for an animation and for when the falling top strikes
    for a, b in zip(tilts, tilts[1:], strict=False):
        m = (a + b) / 2

        def inv(t: float) -> float:
            return 1.0 / math.sqrt(w0 * w0 + k * (1.0 - math.cos(t)))

        times.append(times[-1] + (b - a) / 6.0 * (inv(a) + 4.0 * inv(m) + inv(b)))
    return tuple(times), tuple(tilts)


def _kick(ratio: float) -> float:
    return min(TOPPLE_KICK_MAX, max(1.0, ratio))


def _time_at_tilt(height: float, kick: float, tilt: float) -> float:
    times, tilts = topple(height, kick)
    step = tilts[1]
    i = min(len(tilts) - 2, max(0, int(tilt / step)))
    f = (tilt - tilts[i]) / step
    return times[i] + (times[i + 1] - times[i]) * min(1.0, max(0.0, f))


def _angular_speed(height: float, kick: float, tilt: float) -> float:
    k = 3.0 * GRAVITY / max(height, 1e-6)
    w0 = TOPPLE_KICK * _kick(kick)
    return math.sqrt(w0 * w0 * k + k * (1.0 - math.cos(tilt)))


def out_of_arena(x: float, y: float, r: float, size: float) -> bool:
    """Any part of the base outside the table."""
    return x - r < 0.0 or y - r < 0.0 or x + r > size or y + r > size


# --- geometry ----------------------------------------------------------------------------------------


def _ray_circle(px: float, py: float, dx: float, dy: float, cx: float, cy: float, rr: float) -> float | None:
    """Smallest t ≥ 0 with |p + t·d − c| = rr (d a unit vector), or None."""
    fx, fy = px - cx, py - cy
    b = fx * dx + fy * dy
    c = fx * fx + fy * fy - rr * rr
    if c <= 0.0:
        return 0.0 if b < 0.0 else None  # already touching: only a path going into the circle hits
    disc = b * b - c
    if disc < 0.0:
        return None
    t = -b - math.sqrt(disc)
    return t if t >= 0.0 else None


def slide_limit(bodies: Sequence[Body], mover: int, tx: float, ty: float) -> tuple[float, float, int | None]:
    """Where a controlled slide of ``mover`` towards (tx, ty) stops: at contact, never pushing.

    Returns the end point and the id of the base it stopped against (None when it got there).
    """
    me = next(b for b in bodies if b.id == mover)
    dx, dy = tx - me.x, ty - me.y
    dist = math.hypot(dx, dy)
    if dist <= 1e-12:
        return me.x, me.y, None
    ux, uy = dx / dist, dy / dist
    best, blocker = dist, None
    for b in bodies:
        if b.id == mover:
            continue
        t = _ray_circle(me.x, me.y, ux, uy, b.x, b.y, me.radius + b.radius)
        if t is not None and t < best:
            best, blocker = t, b.id
    if blocker is not None:
        best = max(0.0, best - CONTACT_GAP)
    return me.x + ux * best, me.y + uy * best, blocker


def first_in_path(
    bodies: Iterable[Body],
    sx: float,
    sy: float,
    ux: float,
    uy: float,
    length: float,
    radius: float,
    ignore: set[int],
    start: float = 0.0,
) -> tuple[Body, float] | None:
    """The first base whose edge the swept path (width 2·radius) meets in [start, length]."""
    best: tuple[Body, float] | None = None
    for b in bodies:
        if b.id in ignore:
            continue
        t = _ray_circle(sx, sy, ux, uy, b.x, b.y, b.radius + radius)
        if t is None or t > length or t < start:
            if t is not None and t < start:
                # a lobbed projectile passing over: does it come down on this base?
                ex, ey = sx + ux * start - b.x, sy + uy * start - b.y
                if math.hypot(ex, ey) < b.radius + radius:
                    t = start
                else:
                    continue
            else:
                continue
        if best is None or t < best[1]:
            best = (b, t)
    return best


# --- the attack ----------------------------------------------------------------------------------------


def _lob_contact(
    b: Body, sx: float, sy: float, ux: float, uy: float, pr: float, land: float, z0: float
) -> float | None:
    """Where along its arc (centre distance) a lob first strikes base ``b``'s figure, or None."""
    fx, fy = sx - b.x, sy - b.y
    rr = b.radius + pr
    bb = fx * ux + fy * uy
    c = fx * fx + fy * fy - rr * rr
    disc = bb * bb - c
    if disc < 0.0:
        return None
    root = math.sqrt(disc)
    t_in, t_out = max(0.0, -bb - root), min(land, -bb + root)
    if t_out < t_in:
        return None
    h = b.height
    if lob_height(t_in, land, z0) <= h:
        return t_in
    if lob_height(t_out, land, z0) > h:
        return None  # the arc passes over this figure
    # the descending arc comes down to the figure's top between t_in and t_out
    a2, b2, c2 = land, z0 - land, h - z0  # land u² + (z0 - land) u + (h - z0) = 0
    d2 = b2 * b2 - 4 * a2 * c2
    u = (-b2 + math.sqrt(max(0.0, d2))) / (2 * a2)
    return min(t_out, max(t_in, u * land))


def attack_impulses(
    bodies: Sequence[Body],
    attacker: int,
    kind: str,
    angle: float,
    power: float,
    attack_range: float,
    attack_impulse: float,
    spread: float,
) -> tuple[list[Hit], list[tuple[float, float]]]:
    """The impulses an attack gives (before the aftermath) and its path for display."""
    me = next(b for b in bodies if b.id == attacker)
    ux, uy = math.cos(angle), math.sin(angle)
    sx, sy = me.x + ux * me.radius, me.y + uy * me.radius
    others = [b for b in bodies if b.id != attacker]
    power = max(0.0, power)
    z0 = launch_height(kind, me.height)
    if kind in PROJECTILES:
        p = PROJECTILES[kind]
        pr = p["radius"]
        speed0 = attack_impulse * power / p["mass"]
        end = max(0.0, reach(kind, attack_range, power) - pr)  # the centre's last point: edges up to reach
        found: tuple[Body, float] | None = None
        if kind in LOBBED:
            for b in others:
                t = _lob_contact(b, sx, sy, ux, uy, pr, end, z0)
                if t is not None and (found is None or t < found[1]):
                    found = (b, t)
        else:
            found = first_in_path(others, sx, sy, ux, uy, end, pr, set())
        if found is None:
            return [], [(sx, sy), (sx + ux * end, sy + uy * end)]
        b, t = found
        cx, cy = sx + ux * t, sy + uy * t  # projectile centre at contact
        speed = speed0 * (1.0 - (1.0 - p["far_speed"]) * min(1.0, t / max(attack_range, 1e-9)))
        nx, ny = b.x - cx, b.y - cy
        nl = math.hypot(nx, ny) or 1.0
        nx, ny = nx / nl, ny / nl
        vn = speed * (ux * nx + uy * ny)
        if vn <= 0.0:
            return [], [(sx, sy), (cx, cy)]
        mu = p["mass"] * b.mass / (p["mass"] + b.mass)
        j = (1.0 + p["restitution"]) * mu * vn
        z = lob_height(t, end, z0) if kind in LOBBED else missile_height(t, attack_range, z0)
        contact = (b.x - nx * b.radius, b.y - ny * b.radius)
        return [Hit(b.id, j, contact[0], contact[1], min(z, b.height))], [(sx, sy), (cx, cy)]
    if kind in SWINGS:
        end = max(0.0, attack_range - SWING_RADIUS)
        found = first_in_path(others, sx, sy, ux, uy, end, SWING_RADIUS, set())
        if found is None:
            return [], [(sx, sy), (sx + ux * end, sy + uy * end)]
        b, t = found
        j = attack_impulse * power
        return [Hit(b.id, j, sx + ux * t, sy + uy * t, min(z0, b.height))], [(sx, sy), (sx + ux * t, sy + uy * t)]
    if kind == "force_blast":
        half = math.radians(max(spread, 1.0)) / 2.0
        hits: list[Hit] = []
        for b in others:
            dx, dy = b.x - sx, b.y - sy
            d = math.hypot(dx, dy)
            edge = max(0.0, d - b.radius)
            if edge > attack_range:
                continue
            off = abs(math.atan2(ux * dy - uy * dx, ux * dx + uy * dy))
            if off > half + math.atan2(b.radius, max(d, 1e-9)):
                continue
            # standing figures block: the first base on the line to this one must be this one
            if d > 1e-9:
                lx, ly = dx / d, dy / d
                first = first_in_path(others, sx, sy, lx, ly, d, 0.0, set())
                if first is not None and first[0].id != b.id:
                    continue
            share = BLAST_NEAR - (BLAST_NEAR - BLAST_FAR) * min(1.0, edge / max(attack_range, 1e-9))
            hits.append(
                Hit(
                    b.id,
                    attack_impulse * power * share,
                    b.x - dx / max(d, 1e-9) * b.radius,
                    b.y - dy / max(d, 1e-9) * b.radius,
                    BLAST_HEIGHT * b.height,
                )
            )
        r = reach(kind, attack_range, power)
        path = [
            (sx, sy),
            (sx + math.cos(angle - half) * r, sy + math.sin(angle - half) * r),
            (sx + math.cos(angle + half) * r, sy + math.sin(angle + half) * r),
        ]
        return hits, path
    raise ValueError(f"unknown attack kind {kind!r}")


# --- the aftermath -----------------------------------------------------------------------------------------


def _fall_strike(
    faller: Body,
    fx: float,
    fy: float,
    direction: float,
    kick: float,
    standing: Iterable[tuple[Body, float, float]],
) -> tuple[Body, float, float, float] | None:
    """The first standing figure a figure falling from (fx, fy) towards ``direction`` strikes:
    (body, impulse, height of the blow, seconds into the fall), or None."""
    ux, uy = math.cos(direction), math.sin(direction)
    h = faller.height
    half = faller.radius * FIGURE_HALF_WIDTH
    best: tuple[Body, float] | None = None
    for b, bx, by in standing:
        if b.id == faller.id:
            continue
        rx, ry = bx - fx, by - fy
        along = rx * ux + ry * uy
        lat = abs(rx * uy - ry * ux)
        reach_r = b.radius + half
        if along <= 0.0 or lat >= reach_r:
            continue
        front = max(0.0, along - math.sqrt(reach_r * reach_r - lat * lat))
        if front >= h:
            continue
        if best is None or front < best[1]:
            best = (b, front)
    if best is None:
        return None
    b, front = best
    if math.hypot(front, b.height) <= h:  # the falling body meets the other's top
        z, arm = b.height, math.hypot(front, b.height)
        tilt = math.atan2(front, b.height)
    else:  # the falling top meets the other's body
        z, arm = math.sqrt(h * h - front * front), h
        tilt = math.asin(min(1.0, front / h))
    v = _angular_speed(h, kick, tilt) * arm * math.cos(tilt)  # horizontal speed of the point that strikes
    m_eff = faller.mass * h * h / (3.0 * arm * arm)  # a rod's mass felt at that point
    mu = m_eff * b.mass / (m_eff + b.mass)
    j = (1.0 + FIGURE_ELASTICITY) * mu * v
    return b, j, z, _time_at_tilt(h, kick, tilt)


_POOL = threading.local()


def _pooled(n: int) -> tuple[pymunk.Space, list[tuple[pymunk.Body, pymunk.Circle]]]:
    """An empty pymunk space and ``n`` bodies with their circles, reused from call to call (per thread).

    Pymunk's spaces and bodies hold reference cycles and C memory: made afresh for every shot, the
    garbage collector's work on them came in bursts of several milliseconds in the middle of later
    shots. Every call sets every property it uses, and leaves the space empty again (no cached
    contacts), so a result does not depend on earlier calls (a test compares with a fresh process).
    """
    pool: list[tuple[pymunk.Body, pymunk.Circle]] | None = getattr(_POOL, "items", None)
    if pool is None:
        pool = _POOL.items = []
        space = _POOL.space = pymunk.Space()
        space.iterations = 12
    while len(pool) < n:
        body = pymunk.Body(1.0, 1.0)
        shape = pymunk.Circle(body, 1.0)
        shape.elasticity = FIGURE_ELASTICITY
        shape.friction = 0.0
        shape.collision_type = 1
        pool.append((body, shape))
    return _POOL.space, pool[:n]


def simulate(
    bodies: Sequence[Body],
    size: float,
    hits: Sequence[Hit],
    attack_angle: float,
    *,
    record: bool = False,
) -> ShotOutcome:
    """Apply the hits, slide everything to rest and bring every falling figure down; report who fell."""
    defeated: dict[int, str] = {}
    fallen_at: dict[int, tuple[float, float]] = {}
    falls: dict[int, Fall] = {}
    by_id = {b.id: b for b in bodies}
    velocity: dict[int, tuple[float, float]] = {}
    # strikes of falling figures still to come: (step, order, faller id, struck id, impulse, z, direction)
    strikes: list[tuple[int, int, int, int, float, float, float]] = []

    def fall(
        b: Body, x: float, y: float, direction: float, kick: float, step: int, where: dict[int, tuple[float, float]]
    ) -> None:
        defeated[b.id] = "tipped"
        fallen_at[b.id] = (x, y)
        times, tilts = topple(b.height, kick)
        f = Fall(b.id, x, y, direction, b.height, step * STEP, list(times), list(tilts))
        falls[b.id] = f
        near = ((o, *where[o.id]) for o in bodies if o.id in where and o.id not in defeated)
        got = _fall_strike(b, x, y, direction, kick, near)
        if got is not None:
            other, j, z, t = got
            f.struck, f.strike_time = other.id, t
            heapq.heappush(strikes, (step + max(1, math.ceil(t / STEP)), len(strikes), b.id, other.id, j, z, direction))

    start = {b.id: (b.x, b.y) for b in bodies}
    for h in hits:
        b = by_id[h.id]
        if b.id in defeated:
            continue
        dx, dy = b.x - h.x, b.y - h.y
        dl = math.hypot(dx, dy)
        if dl < 1e-9:
            dx, dy, dl = math.cos(attack_angle), math.sin(attack_angle), 1.0
        tip = tipping_impulse(b, h.z)
        if h.impulse > tip:
            fall(b, b.x, b.y, math.atan2(dy, dx), h.impulse / tip, 0, start)
            continue
        vx, vy = velocity.get(b.id, (0.0, 0.0))
        velocity[b.id] = (vx + h.impulse * dx / dl / b.mass, vy + h.impulse * dy / dl / b.mass)
    standing = [b for b in bodies if b.id not in defeated]
    outcome = ShotOutcome({b.id: (b.x, b.y) for b in standing}, defeated, fallen_at, list(hits), falls=falls)
    moving = {i: v for i, v in velocity.items() if i not in defeated and math.hypot(*v) > REST_SPEED}
    if not moving and not strikes:
        return outcome

    space, pooled = _pooled(len(standing))
    pm: dict[int, pymunk.Body] = {}
    shape_owner: dict[pymunk.Shape, int] = {}
    for b, (body, shape) in zip(standing, pooled, strict=True):
        body.mass = b.mass
        body.moment = pymunk.moment_for_circle(b.mass, 0, b.radius)
        body.position = (b.x, b.y)
        body.velocity = moving.get(b.id, (0.0, 0.0))
        body.angle = 0.0
        body.angular_velocity = 0.0
        body.force = (0.0, 0.0)
        body.torque = 0.0
        shape.unsafe_set_radius(b.radius)
        space.add(body, shape)
        pm[b.id] = body
        shape_owner[shape] = b.id
    contact: dict[tuple[int, int], float] = {}

    awake_ids: set[int] = set(moving)  # bodies nothing has touched keep a zero velocity

    def post_solve(arbiter: pymunk.Arbiter, _space: pymunk.Space, _data: Any) -> None:
        a, c = arbiter.shapes
        ia, ic = shape_owner[a], shape_owner[c]
        awake_ids.add(ia)
        awake_ids.add(ic)
        key = (min(ia, ic), max(ia, ic))
        contact[key] = contact.get(key, 0.0) + arbiter.total_impulse.length

    def separate(arbiter: pymunk.Arbiter, _space: pymunk.Space, _data: Any) -> None:
        a, c = arbiter.shapes
        if a in shape_owner and c in shape_owner:
            ia, ic = shape_owner[a], shape_owner[c]
            contact.pop((min(ia, ic), max(ia, ic)), None)

    space.on_collision(1, 1, post_solve=post_solve, separate=separate)
    decel = TABLE_FRICTION * GRAVITY * STEP
    radius = {b.id: b.radius for b in standing}
    base_tip = {b.id: tipping_impulse(b, BASE_CONTACT_HEIGHT) for b in standing}

    def positions() -> dict[int, tuple[float, float]]:
        return {i: (float(p.position.x), float(p.position.y)) for i, p in pm.items()}

    steps = 0
    max_steps = int(round(MAX_SECONDS / STEP))
    # the contact callbacks allocate on every step: a garbage collection in the middle of a shot would
    # cost more than the shot (collected after it instead)
    with collector.paused():
        try:
            while steps < max_steps:
                space.step(STEP)
                steps += 1
                awake = False
                fell: list[tuple[int, float, float]] = []  # (id, direction, kick)
                for (ia, ic), j in list(contact.items()):
                    for i, o in ((ia, ic), (ic, ia)):
                        if i not in defeated and j > base_tip[i] and i in pm and o in pm:
                            pi, po = pm[i].position, pm[o].position
                            fell.append((i, math.atan2(pi.y - po.y, pi.x - po.x), j / base_tip[i]))
                            defeated[i] = "tipped"
                while strikes and strikes[0][0] <= steps:
                    _s, _n, _faller, sid, j, z, direction = heapq.heappop(strikes)
                    if sid in defeated or sid not in pm:
                        continue
                    target = by_id[sid]
                    tip = tipping_impulse(target, z)
                    if j > tip:
                        fell.append((sid, direction, j / tip))
                        defeated[sid] = "tipped"
                    else:
                        body = pm[sid]
                        vx, vy = body.velocity
                        body.velocity = (vx + j * math.cos(direction) / target.mass, vy + j * math.sin(direction) / target.mass)
                        awake_ids.add(sid)
                        awake = True
                for i in sorted(awake_ids):
                    slider = pm.get(i)
                    if slider is None or i in defeated:
                        awake_ids.discard(i)
                        continue
                    vx, vy = slider.velocity
                    sp = math.hypot(vx, vy)
                    if sp > 0.0:
                        k = max(0.0, sp - decel) / sp
                        slider.velocity = (vx * k, vy * k)
                        if sp > REST_SPEED:
                            awake = True
                    x, y = slider.position
                    if out_of_arena(x, y, radius[i], size):
                        defeated[i] = "left_arena"
                        fallen_at[i] = (float(x), float(y))
                        space.remove(slider, *slider.shapes)
                        del pm[i]
                    elif sp <= decel:
                        awake_ids.discard(i)  # at rest (frictionless circles never turn): until touched again
                if fell:
                    where = positions()
                    for i, direction, kick in fell:
                        body = pm.pop(i)
                        space.remove(body, *body.shapes)
                        x, y = where[i]
                        fall(by_id[i], x, y, direction, kick, steps, where)
                if record:
                    outcome.frames.append(positions())
                if not awake and not strikes:
                    break
            outcome.steps = steps
            outcome.positions = positions()
        finally:
            for body in list(space.bodies):  # back to the pool
                space.remove(body, *body.shapes)
    return outcome


def resolve(
    bodies: Sequence[Body],
    size: float,
    attacker: int,
    attack: Mapping[str, Any],
    angle: float,
    power: float,
    *,
    record: bool = False,
) -> ShotOutcome:
    """One shot from start to rest."""
    hits, path = attack_impulses(
        bodies,
        attacker,
        str(attack["kind"]),
        angle,
        power,
        float(attack["range"]),
        float(attack["impulse"]),
        float(attack.get("spread") or 0.0),
    )
    out = simulate(bodies, size, hits, angle, record=record)
    out.path = path
    return out
