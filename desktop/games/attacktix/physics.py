"""The Attacktix table, seen from above: figures as round bases, attacks as impulses (pymunk, pure).

Units: lengths in tix, masses in grams, time in seconds, impulses in gram·tix/s. The table is the
square ``[0, size] × [0, size]``.

A shot is resolved in two parts:

1. the attack itself: the projectile's or the swing's path is traced against the standing bases
   (the first base in the way takes the hit: standing figures block shots) and the hit becomes a
   physical impulse on the struck figure (a projectile's collision impulse ``(1 + e)·μ·v·n`` with the
   reduced mass ``μ``, a swing's or blast's impulse directly);
2. the aftermath: a pymunk space is built from the figures' plain data, the struck figures slide with
   table friction and knock into others, with one fixed step (:data:`STEP`) until every body is at rest
   (:data:`REST_SPEED`) or :data:`MAX_SECONDS` have passed.

A figure is defeated when the impulse it takes in one contact exceeds its stability (it tips) or when
any part of its base leaves the table. Nothing here keeps state between calls: every call rebuilds
the space from the data it is given, so the same inputs give the same result.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import pymunk

STEP = 1.0 / 120.0  # the one fixed physics step (s)
REST_SPEED = 0.05  # tix/s: a body slower than this is at rest
MAX_SECONDS = 3.0  # a shot is resolved to rest or for this long
TABLE_FRICTION = 0.35  # Coulomb friction coefficient of a base on the table
GRAVITY = 386.09  # tix/s²
FIGURE_ELASTICITY = 0.4  # base against base
CONTACT_GAP = 1e-4  # a controlled slide stops this short of contact

# Projectiles: mass (g), radius (tix), restitution against a base, speed kept at full range, and the
# part of the path (from the landing point) on which a lobbed projectile can hit.
PROJECTILES: dict[str, dict[str, float]] = {
    "shooter": {"mass": 2.0, "radius": 0.15, "restitution": 0.5, "far_speed": 0.5},
    "shield": {"mass": 5.0, "radius": 0.45, "restitution": 0.6, "far_speed": 0.6},
    "flight": {
        "mass": 4.0,
        "radius": 0.3,
        "restitution": 0.4,
        "far_speed": 0.8,
        "lob_before": 1.0,
        "lob_after": 2.0,
    },
    "throwing": {
        "mass": 8.0,
        "radius": 0.4,
        "restitution": 0.3,
        "far_speed": 0.6,
        "lob_before": 1.0,
        "lob_after": 4.0,
    },
}
SWINGS = ("striker", "kicking")
SWING_RADIUS = 0.2  # half width of a swing's path (tix)
BLAST_NEAR = 1.0  # a force blast keeps this share of its impulse at the centre ...
BLAST_FAR = 0.5  # ... and this share at its range


@dataclass
class Body:
    """One standing figure on the table (plain data)."""

    id: int
    x: float
    y: float
    radius: float
    mass: float
    stability: float


@dataclass
class Hit:
    id: int
    impulse: float
    x: float  # contact point
    y: float


@dataclass
class ShotOutcome:
    positions: dict[int, tuple[float, float]]  # standing figures after the shot
    defeated: dict[int, str]  # id -> "tipped" | "left_arena"
    fallen_at: dict[int, tuple[float, float]]  # where each defeated figure was when it fell
    hits: list[Hit] = field(default_factory=list)
    path: list[tuple[float, float]] = field(default_factory=list)  # the projectile's or swing's path
    frames: list[dict[int, tuple[float, float]]] = field(default_factory=list)  # when recorded
    steps: int = 0


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
    if kind in PROJECTILES:
        p = PROJECTILES[kind]
        speed0 = attack_impulse * power / p["mass"]
        if "lob_before" in p:
            land = max(0.5, attack_range * min(power, 1.0))
            start, end = max(0.0, land - p["lob_before"]), min(attack_range * 1.2, land + p["lob_after"])
        else:
            start, end = 0.0, attack_range
        found = first_in_path(others, sx, sy, ux, uy, end, p["radius"], set(), start)
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
        contact = (b.x - nx * b.radius, b.y - ny * b.radius)
        return [Hit(b.id, j, *contact)], [(sx, sy), (cx, cy)]
    if kind in SWINGS:
        found = first_in_path(others, sx, sy, ux, uy, attack_range, SWING_RADIUS, set())
        if found is None:
            return [], [(sx, sy), (sx + ux * attack_range, sy + uy * attack_range)]
        b, t = found
        j = attack_impulse * power
        return [Hit(b.id, j, sx + ux * t, sy + uy * t)], [(sx, sy), (sx + ux * t, sy + uy * t)]
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
                )
            )
        reach = attack_range
        path = [
            (sx, sy),
            (sx + math.cos(angle - half) * reach, sy + math.sin(angle - half) * reach),
            (sx + math.cos(angle + half) * reach, sy + math.sin(angle + half) * reach),
        ]
        return hits, path
    raise ValueError(f"unknown attack kind {kind!r}")


# --- the aftermath -----------------------------------------------------------------------------------------


def simulate(
    bodies: Sequence[Body],
    size: float,
    hits: Sequence[Hit],
    attack_angle: float,
    *,
    record: bool = False,
) -> ShotOutcome:
    """Apply the hits, slide everything to rest with one fixed step, report who fell."""
    defeated: dict[int, str] = {}
    fallen_at: dict[int, tuple[float, float]] = {}
    by_id = {b.id: b for b in bodies}
    velocity: dict[int, tuple[float, float]] = {}
    for h in hits:
        b = by_id[h.id]
        if h.impulse > b.stability:
            defeated[b.id] = "tipped"
            fallen_at[b.id] = (b.x, b.y)
            continue
        dx, dy = b.x - h.x, b.y - h.y
        dl = math.hypot(dx, dy)
        if dl < 1e-9:
            dx, dy, dl = math.cos(attack_angle), math.sin(attack_angle), 1.0
        vx, vy = velocity.get(b.id, (0.0, 0.0))
        velocity[b.id] = (vx + h.impulse * dx / dl / b.mass, vy + h.impulse * dy / dl / b.mass)
    standing = [b for b in bodies if b.id not in defeated]
    outcome = ShotOutcome({b.id: (b.x, b.y) for b in standing}, defeated, fallen_at, list(hits))
    moving = {i: v for i, v in velocity.items() if i not in defeated and math.hypot(*v) > REST_SPEED}
    if not moving:
        return outcome

    space = pymunk.Space()
    space.iterations = 12
    pm: dict[int, pymunk.Body] = {}
    shape_owner: dict[pymunk.Shape, int] = {}
    for b in standing:
        body = pymunk.Body(b.mass, pymunk.moment_for_circle(b.mass, 0, b.radius))
        body.position = (b.x, b.y)
        if b.id in moving:
            body.velocity = moving[b.id]
        shape = pymunk.Circle(body, b.radius)
        shape.elasticity = FIGURE_ELASTICITY
        shape.friction = 0.0
        shape.collision_type = 1
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
    stab = {b.id: b.stability for b in standing}
    steps = 0
    max_steps = int(round(MAX_SECONDS / STEP))
    while steps < max_steps:
        space.step(STEP)
        steps += 1
        awake = False
        fell: list[int] = []
        for (ia, ic), j in list(contact.items()):
            for i in (ia, ic):
                if i not in defeated and i not in fell and j > stab[i]:
                    fell.append(i)
                    defeated[i] = "tipped"
        for i in sorted(awake_ids):
            body = pm.get(i)
            if body is None or (i in defeated and i not in fell):
                continue
            vx, vy = body.velocity
            sp = math.hypot(vx, vy)
            if sp > 0.0:
                k = max(0.0, sp - decel) / sp
                body.velocity = (vx * k, vy * k)
                if sp > REST_SPEED:
                    awake = True
            x, y = body.position
            if i not in defeated and out_of_arena(x, y, radius[i], size):
                defeated[i] = "left_arena"
                fell.append(i)
            body.angular_velocity = 0.0
        for i in fell:
            body = pm[i]
            fallen_at[i] = (body.position.x, body.position.y)
            space.remove(body, *body.shapes)
        for i in fell:
            del pm[i]
        if record:
            outcome.frames.append({i: (b.position.x, b.position.y) for i, b in pm.items()})
        if not awake:
            break
    outcome.steps = steps
    outcome.positions = {i: (float(b.position.x), float(b.position.y)) for i, b in pm.items()}
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
