"""Attacktix catalog kinds: classes, Marvel classes, special powers, effects and figures (pure).

Special powers and effects are data: a power is a condition, a target selector and an action, each
a choice from a small vocabulary the engine interprets (see the field choices below). A figure's
26-slot wheel is optional data: when it is not given, :func:`wheel_of` generates it from the plain
speed and the n/26 white count.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from desktop.games.catalog_schema import (
    CatalogView,
    FieldSpec,
    KindSpec,
    Problem,
    ShippedItem,
    read_item_file,
    resources_catalog_dir,
)

WHEEL_SLOTS = 26
COLOURS = ("black", "white")
CLASS_CODES = ("W", "L", "C", "T", "S", "M")
FRANCHISES = ("Marvel", "Star Wars", "Transformers", "custom")
ATTACK_KINDS = ("shooter", "striker", "flight", "throwing", "kicking", "shield", "force_blast")
GRAVITY_TIX = 386.09  # tix/s² (1 tix = 1 inch)

# --- special powers: the vocabulary the engine interprets ------------------------------------------
POWER_CONDITIONS = (
    "always",  # only the white window and an available target are needed
    "only_figure_in_play",  # this was the owner's only figure in play
    "named_in_play",  # the owner has the named figure/class in play
    "named_other_in_play",  # the owner has ANOTHER figure of the named kind in play
)
POWER_TARGET_SIDES = ("none", "self", "own", "opponent", "attacker")
POWER_TARGET_ZONES = ("none", "this_figure", "in_play", "defeated_area", "backups", "attacker")
POWER_ACTIONS = (
    "stand_up",  # stand this figure up where it fell
    "move_figures",  # slide targets up to `distance` tix, stopping at contact
    "replace_with_target",  # replace this figure with the target, placed as coming back into play
    "remove_target_then_stand_up",  # remove the target from the game for good, then stand this figure up
    "return_target_to_play",  # the target comes back into play (ground, 2 tix from the line)
    "free_move_and_attack",  # the target makes a free move and attack now
    "take_control_of_target",  # the owner controls the target for the rest of the game
    "extra_attack_next_turn",  # one additional attack on the owner's next turn
    "return_to_start",  # this figure goes back to its owner's starting area
)
POWER_SOURCES = ("rulebook", "published", "custom")

# --- effects ---------------------------------------------------------------------------------------
EFFECT_CONDITIONS = ("always", "other_of_marvel_class_in_play", "distinct_marvel_classes_in_play")
EFFECT_TRIGGERS = (
    "each_turn",
    "after_defeating_class",  # this figure defeats a figure of trigger_class
    "after_defeating_higher_points_class",  # ... of trigger_class worth more points than it
    "touching_opponent",  # an opponent figure's base touches this figure's
)
EFFECT_ACTIONS = (
    "move_and_extra_attack",  # move `distance` tix and make one additional attack
    "extra_attack",  # one additional attack
    "take_control_then_remove_self",  # control the touching opponent figure, then this figure is removed
    "attack_not_counted",  # the attack does not count against the attacks of the turn
)
EFFECT_FREQUENCIES = ("once_per_turn", "each_turn", "once")


def _class_fields() -> tuple[FieldSpec, ...]:
    return (
        FieldSpec(
            "code",
            "Symbol",
            "text",
            required=True,
            unique=True,
            placeholder_allowed=False,
            help="The letter-symbol on the base",
        ),
        FieldSpec("name", "Name", "text", required=True),
        FieldSpec("description", "Description", "text", default=""),
    )


CLASS = KindSpec(
    key="attacktix.class",
    game="attacktix",
    label="Attacktix class",
    plural="Attacktix classes",
    key_field="code",
    name_field="name",
    fields=_class_fields(),
    published=True,
    help="The letter-symbol class on a figure's base (the rulebook's ATTACKTIX Class table).",
)

MARVEL_CLASS = KindSpec(
    key="attacktix.marvel_class",
    game="attacktix",
    label="Marvel class",
    plural="Marvel classes",
    key_field="key",
    name_field="name",
    published=True,
    fields=(
        FieldSpec("key", "Key", "text", required=True, unique=True, placeholder_allowed=False),
        FieldSpec("name", "Name", "text", required=True),
        FieldSpec("colour", "Colour", "text", default="", help="#rrggbb used to draw the symbol"),
    ),
)


def _validate_power(item: Mapping[str, Any], catalog: CatalogView) -> list[Problem]:
    out: list[Problem] = []
    needs_named = item.get("needs_named")
    uses_named = (
        item.get("condition") in ("named_in_play", "named_other_in_play")
        or item.get("target_filter") == "named"
    )
    if uses_named and needs_named is False:
        out.append(
            Problem(
                "needs_named", "the condition or target uses the named figure/class, so the power needs one"
            )
        )
    side, zone = item.get("target_side"), item.get("target_zone")
    if (side == "none") != (zone == "none"):
        out.append(Problem("target_zone", "side and zone must both be 'none' or both be set"))
    if side == "attacker" and zone not in ("attacker", None):
        out.append(Problem("target_zone", "the attacker is always the 'attacker' zone"))
    if item.get("action") == "move_figures" and not item.get("distance"):
        out.append(Problem("distance", "a move needs a distance"))
    count = item.get("target_count")
    if zone not in ("none", "this_figure", "attacker", None) and isinstance(count, int) and count < 1:
        out.append(Problem("target_count", "a power that picks figures picks at least one"))
    return out


POWER = KindSpec(
    key="attacktix.power",
    game="attacktix",
    label="Special power",
    plural="Special powers",
    key_field="key",
    name_field="name",
    validator=_validate_power,
    published=True,
    columns=("name", "source", "condition", "action"),
    help="A Master Battle power: takes effect when the defeated figure's window is white.",
    fields=(
        FieldSpec("key", "Key", "text", required=True, unique=True, placeholder_allowed=False),
        FieldSpec("name", "Name", "text", required=True),
        FieldSpec("source", "Source", "choice", choices=POWER_SOURCES, default="custom"),
        FieldSpec("description", "Description", "text", default=""),
        FieldSpec(
            "needs_named",
            "Names a figure or class",
            "bool",
            default=False,
            help="Figures with this power name a figure, Attacktix class or Marvel class",
        ),
        FieldSpec(
            "condition", "Condition", "choice", choices=POWER_CONDITIONS, required=True, default="always"
        ),
        FieldSpec(
            "target_side", "Target side", "choice", choices=POWER_TARGET_SIDES, required=True, default="self"
        ),
        FieldSpec(
            "target_zone",
            "Target zone",
            "choice",
            choices=POWER_TARGET_ZONES,
            required=True,
            default="this_figure",
        ),
        FieldSpec("target_filter", "Target filter", "choice", choices=("any", "named"), default="any"),
        FieldSpec("target_exclude_self", "Not this figure", "bool", default=False),
        FieldSpec("target_count", "Up to how many targets", "int", min=0, max=5, default=1),
        FieldSpec("action", "Action", "choice", choices=POWER_ACTIONS, required=True, default="stand_up"),
        FieldSpec("distance", "Distance", "float", min=0, max=36, unit="tix"),
        FieldSpec("turn_wheels", "Moved figures' wheels turn", "bool", default=False),
        FieldSpec("may_leave_arena", "May push out of the arena", "bool", default=False),
    ),
)


def _validate_effect(item: Mapping[str, Any], catalog: CatalogView) -> list[Problem]:
    out: list[Problem] = []
    cond = item.get("condition")
    if cond == "other_of_marvel_class_in_play" and not item.get("condition_class"):
        out.append(Problem("condition_class", "this condition names a Marvel class"))
    if cond == "distinct_marvel_classes_in_play" and not item.get("condition_count"):
        out.append(Problem("condition_count", "this condition needs a number of classes"))
    if item.get("trigger") in (
        "after_defeating_class",
        "after_defeating_higher_points_class",
    ) and not item.get("trigger_class"):
        out.append(Problem("trigger_class", "this trigger names an Attacktix class"))
    if item.get("action") == "move_and_extra_attack" and not item.get("distance"):
        out.append(Problem("distance", "a move needs a distance"))
    return out


EFFECT = KindSpec(
    key="attacktix.effect",
    game="attacktix",
    label="Effect",
    plural="Effects",
    key_field="key",
    name_field="name",
    validator=_validate_effect,
    published=True,
    columns=("name", "collector_code", "trigger", "action"),
    help="A persistent Master Battle effect of a figure.",
    fields=(
        FieldSpec("key", "Key", "text", required=True, unique=True, placeholder_allowed=False),
        FieldSpec("name", "Name", "text", required=True),
        FieldSpec("collector_code", "Figure's collector code", "text", default=""),
        FieldSpec("description", "Description", "text", default=""),
        FieldSpec(
            "condition", "Condition", "choice", choices=EFFECT_CONDITIONS, required=True, default="always"
        ),
        FieldSpec("condition_class", "Condition: Marvel class", "ref", ref_kind="attacktix.marvel_class"),
        FieldSpec("condition_count", "Condition: number of classes", "int", min=1, max=10),
        FieldSpec(
            "trigger", "Trigger", "choice", choices=EFFECT_TRIGGERS, required=True, default="each_turn"
        ),
        FieldSpec("trigger_class", "Trigger: Attacktix class", "ref", ref_kind="attacktix.class"),
        FieldSpec("frequency", "How often", "choice", choices=EFFECT_FREQUENCIES, default="each_turn"),
        FieldSpec(
            "action", "Action", "choice", choices=EFFECT_ACTIONS, required=True, default="extra_attack"
        ),
        FieldSpec("distance", "Distance", "float", min=0, max=36, unit="tix"),
        FieldSpec("touch_distance", "Touching within", "float", min=0, max=2, unit="tix"),
    ),
)


# --- figures ---------------------------------------------------------------------------------------


def generated_wheel(speed: int, white_count: int) -> list[dict[str, Any]]:
    """A 26-slot wheel: every slot shows ``speed``; ``white_count`` white slots spread evenly."""
    n = max(0, min(WHEEL_SLOTS, int(white_count)))
    wheel = []
    for i in range(WHEEL_SLOTS):
        white = (i + 1) * n // WHEEL_SLOTS > i * n // WHEEL_SLOTS
        wheel.append({"speed": int(speed), "colour": "white" if white else "black"})
    return wheel


def wheel_of(figure: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The figure's wheel: its own when given, else generated from speed and white count."""
    wheel = figure.get("wheel")
    if isinstance(wheel, list) and len(wheel) == WHEEL_SLOTS:
        return [{"speed": int(s["speed"]), "colour": str(s["colour"])} for s in wheel]
    return generated_wheel(int(figure.get("speed") or 0), int(figure.get("white_count") or 0))


def derived_stability(mass: float, base_radius: float, height: float) -> float:
    """The smallest horizontal impulse (gram·tix/s) that tips a figure (default reading).

    The figure is treated as a rigid body whose centre of mass stands at half its height over a round
    base: it tips when the impulse gives it enough energy to raise the centre of mass over the base's
    edge: v = sqrt(2 g (sqrt(r² + c²) - c)), impulse = m v.
    """
    c = max(0.0, height) / 2.0
    r = max(0.0, base_radius)
    rise = math.hypot(r, c) - c
    return mass * math.sqrt(2.0 * GRAVITY_TIX * rise)


def stability_of(figure: Mapping[str, Any]) -> float:
    override = figure.get("stability")
    if override is not None:
        return float(override)
    return derived_stability(
        float(figure.get("mass") or 0),
        float(figure.get("base_radius") or 0),
        float(figure.get("height") or 0),
    )


def _validate_figure(item: Mapping[str, Any], catalog: CatalogView) -> list[Problem]:
    out: list[Problem] = []
    wheel = item.get("wheel")
    if wheel is not None:
        if not isinstance(wheel, list) or len(wheel) != WHEEL_SLOTS:
            out.append(Problem("wheel", "a wheel has exactly {n} slots", params={"n": WHEEL_SLOTS}))
        else:
            for i, slot in enumerate(wheel):
                if not isinstance(slot, Mapping):
                    out.append(
                        Problem(
                            "wheel",
                            "slot {slot} must be {{speed, colour}}",
                            location=("slot", i),
                            params={"slot": i + 1},
                        )
                    )
                    continue
                sp, col = slot.get("speed"), slot.get("colour")
                if not isinstance(sp, int) or isinstance(sp, bool) or not 0 <= sp <= 20:
                    out.append(
                        Problem(
                            "wheel",
                            "slot {slot}: speed must be a whole number 0–20",
                            location=("slot", i),
                            params={"slot": i + 1},
                        )
                    )
                if col not in COLOURS:
                    out.append(
                        Problem(
                            "wheel",
                            "slot {slot}: colour must be black or white",
                            location=("slot", i),
                            params={"slot": i + 1},
                        )
                    )
                extra = set(slot) - {"speed", "colour"}
                if extra:
                    out.append(
                        Problem(
                            "wheel",
                            "slot {slot}: unknown entry {entry!r}",
                            location=("slot", i),
                            params={"slot": i + 1, "entry": sorted(extra)[0]},
                        )
                    )
            whites = sum(1 for s in wheel if isinstance(s, Mapping) and s.get("colour") == "white")
            wc = item.get("white_count")
            if isinstance(wc, int) and wc != whites:
                out.append(
                    Problem(
                        "white_count",
                        "the wheel has {whites} white slots, not {count}",
                        "warning",
                        params={"whites": whites, "count": wc},
                    )
                )
    power = item.get("power")
    named = [k for k in ("power_figure", "power_class", "power_marvel_class") if item.get(k)]
    if len(named) > 1:
        out.append(Problem(named[1], "a power names one figure or class, not several"))
    if named and not power:
        out.append(Problem(named[0], "names a figure or class but the figure has no power"))
    if power:
        pdata = catalog.get("attacktix.power", power)
        if pdata is not None and pdata.get("needs_named") and not named:
            out.append(
                Problem(
                    "power",
                    "{power} needs a named figure or class",
                    params={"power": pdata.get("name", power)},
                )
            )
        if pdata is not None and not pdata.get("needs_named") and named:
            out.append(
                Problem(
                    named[0],
                    "{power} does not name a figure or class",
                    "warning",
                    params={"power": pdata.get("name", power)},
                )
            )
    mega = item.get("mega")
    if (item.get("attacktix_class") == "M") != bool(mega) and item.get("attacktix_class"):
        out.append(Problem("mega", "Mega figures are class M and class M figures are Megas", "warning"))
    if item.get("gold") and item.get("tournament"):
        out.append(Problem("tournament", "a figure is usually either gold or a tournament figure", "warning"))
    return out


FIGURE = KindSpec(
    key="attacktix.figure",
    game="attacktix",
    label="Figure",
    plural="Figures",
    key_field="code",
    name_field="name",
    validator=_validate_figure,
    columns=("code", "name", "points", "speed", "attacktix_class", "marvel_class", "attack_kind"),
    help="A battle figure. Values that are not from a published source are marked as placeholders.",
    fields=(
        FieldSpec("code", "Collector code", "text", required=True, unique=True, help="e.g. MV-09"),
        FieldSpec("name", "Name", "text", required=True),
        FieldSpec("franchise", "Franchise", "choice", choices=FRANCHISES, required=True, default="custom"),
        FieldSpec("points", "Point value", "int", min=10, max=80, step=10, required=True, default=30),
        FieldSpec(
            "speed",
            "Speed",
            "int",
            min=0,
            max=20,
            required=True,
            default=4,
            unit="tix",
            help="The plain speed (every slot of a generated wheel)",
        ),
        FieldSpec(
            "white_count",
            "White slots",
            "int",
            min=0,
            max=WHEEL_SLOTS,
            required=True,
            default=13,
            help="n of the n/26 chance that the window is white",
        ),
        FieldSpec(
            "wheel",
            "Wheel",
            "json",
            help="26 slots of {speed, colour}; empty = generated from speed and white slots",
        ),
        FieldSpec(
            "attacktix_class",
            "Attacktix class",
            "ref",
            ref_kind="attacktix.class",
            required=True,
            default="T",
        ),
        FieldSpec("marvel_class", "Marvel class", "ref", ref_kind="attacktix.marvel_class"),
        FieldSpec("attack_kind", "Attack", "choice", choices=ATTACK_KINDS, required=True, default="shooter"),
        FieldSpec("attack_range", "Attack range", "float", min=0, max=60, default=18.0, unit="tix"),
        FieldSpec(
            "attack_impulse", "Attack impulse", "float", min=0, max=100000, default=900.0, unit="g·tix/s"
        ),
        FieldSpec("attack_spread", "Attack spread", "float", min=0, max=180, default=0.0, unit="°"),
        FieldSpec(
            "base_radius", "Base radius", "float", min=0.1, max=6, required=True, default=0.75, unit="tix"
        ),
        FieldSpec("mass", "Mass", "float", min=1, max=2000, required=True, default=30.0, unit="g"),
        FieldSpec(
            "height", "Standing height", "float", min=0.1, max=20, required=True, default=3.0, unit="tix"
        ),
        FieldSpec(
            "stability",
            "Stability override",
            "float",
            min=0,
            max=1e6,
            unit="g·tix/s",
            help="Empty = derived from mass, base radius and height",
        ),
        FieldSpec("power", "Special power", "ref", ref_kind="attacktix.power"),
        FieldSpec("power_figure", "Power names figure", "ref", ref_kind="attacktix.figure"),
        FieldSpec("power_class", "Power names Attacktix class", "ref", ref_kind="attacktix.class"),
        FieldSpec("power_marvel_class", "Power names Marvel class", "ref", ref_kind="attacktix.marvel_class"),
        FieldSpec("effect", "Effect", "ref", ref_kind="attacktix.effect"),
        FieldSpec("gold", "Gold", "bool", default=False),
        FieldSpec("tournament", "Tournament figure", "bool", default=False),
        FieldSpec("mega", "Mega", "bool", default=False),
    ),
)

KINDS: tuple[KindSpec, ...] = (CLASS, MARVEL_CLASS, POWER, EFFECT, FIGURE)

_FILES = (
    ("attacktix.class", "classes.json"),
    ("attacktix.marvel_class", "marvel_classes.json"),
    ("attacktix.power", "powers.json"),
    ("attacktix.effect", "effects.json"),
    ("attacktix.figure", "figures.json"),
)


def shipped_items() -> list[ShippedItem]:
    base = resources_catalog_dir() / "attacktix"
    out: list[ShippedItem] = []
    for kind, name in _FILES:
        path = base / name
        if path.exists():
            out.extend(read_item_file(path, kind))
    return out
