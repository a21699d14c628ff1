"""Battle Helix helixes: six glyph slots, at most three gold, validated with named violations.

Pure code (no Qt, no SQLAlchemy), shared by the squad editor and tournament registration through
the game registry (``GAMES["helix"].squad_module``). The piece count is NOT part of a helix: it is
set by the event or the set-up dialog.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from desktop.games.catalog_schema import Problem, ProblemError
from desktop.validation import quote_value

SQUAD_KIND = "helix.helix"
"""The kind stored for helixes (database ``squads.kind``)."""
SQUAD_KINDS: tuple[str, ...] = (SQUAD_KIND,)
CATALOG_KIND = "helix.glyph"

HELIX_SIZE = 6
MAX_GOLD = 3
SYMBOLS: tuple[str, ...] = ("sword", "star", "bomb")


@dataclass(frozen=True)
class GlyphSide:
    number: int = 0
    symbols: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"number": self.number, "symbols": list(self.symbols)}

    @classmethod
    def from_any(cls, value: Any) -> GlyphSide:
        if isinstance(value, GlyphSide):
            return value
        if isinstance(value, Mapping):
            number = value.get("number", value.get("value", 0))
            symbols = value.get("symbols", ())
            try:
                n = int(number or 0)
            except (TypeError, ValueError):
                n = 0
            if isinstance(symbols, str):
                symbols = [s for s in symbols.replace(",", " ").split() if s]
            return cls(n, tuple(str(s) for s in symbols or ()))
        return cls()


@dataclass(frozen=True)
class GlyphRef:
    """What a helix knows about one catalog glyph."""

    key: str
    name: str
    species: str = ""
    gold: bool = False
    black: GlyphSide = GlyphSide()
    white: GlyphSide = GlyphSide()
    archived: bool = False

    @property
    def label(self) -> str:
        return self.name

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "name": self.name,
            "species": self.species,
            "gold": self.gold,
            "black": self.black.to_dict(),
            "white": self.white.to_dict(),
            "archived": self.archived,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> GlyphRef:
        return cls(
            key=str(data.get("key", "")),
            name=str(data.get("name", "")),
            species=str(data.get("species", "") or ""),
            gold=bool(data.get("gold", False)),
            black=GlyphSide.from_any(data.get("black")),
            white=GlyphSide.from_any(data.get("white")),
            archived=bool(data.get("archived", False)),
        )


def glyph_from_catalog(
    key: str, data: Mapping[str, Any], *, name: str = "", archived: bool = False
) -> GlyphRef:
    """Build a :class:`GlyphRef` from a catalog item's data (tolerant of field-name variants)."""

    def side(which: str) -> GlyphSide:
        if which in data:
            return GlyphSide.from_any(data[which])
        number = data.get(f"{which}_number", data.get(f"{which}_value", 0))
        symbols = data.get(f"{which}_symbols", ())
        return GlyphSide.from_any({"number": number, "symbols": symbols})

    return GlyphRef(
        key=key,
        name=str(name or data.get("name") or key),
        species=str(data.get("species", "") or ""),
        gold=bool(data.get("gold", False)),
        black=side("black"),
        white=side("white"),
        archived=archived,
    )


@dataclass(frozen=True)
class Helix:
    """Six slots; an empty slot is ``None`` while the helix is being built."""

    name: str = ""
    slots: tuple[GlyphRef | None, ...] = (None,) * HELIX_SIZE

    @classmethod
    def of(cls, glyphs: Sequence[GlyphRef | None], name: str = "") -> Helix:
        return cls(name=name, slots=tuple(glyphs))

    @property
    def glyphs(self) -> tuple[GlyphRef, ...]:
        return tuple(g for g in self.slots if g is not None)

    @property
    def gold_count(self) -> int:
        return sum(1 for g in self.glyphs if g.gold)

    def empty_slots(self) -> tuple[int, ...]:
        return tuple(i for i, g in enumerate(self.slots) if g is None)

    def with_slot(self, index: int, glyph: GlyphRef | None) -> Helix:
        if not 0 <= index < HELIX_SIZE:
            raise IndexError(f"slot {index + 1} does not exist; a helix has {HELIX_SIZE} slots")
        slots = list(self.slots) + [None] * max(0, HELIX_SIZE - len(self.slots))
        slots[index] = glyph
        return replace(self, slots=tuple(slots))

    def swapped(self, i: int, j: int) -> Helix:
        slots = list(self.slots)
        slots[i], slots[j] = slots[j], slots[i]
        return replace(self, slots=tuple(slots))

    def archived_glyphs(self) -> tuple[GlyphRef, ...]:
        return tuple(g for g in self.glyphs if g.archived)


@dataclass(frozen=True)
class HelixRules:
    size: int = HELIX_SIZE
    max_gold: int | None = MAX_GOLD

    def to_settings(self) -> dict[str, Any]:
        return {"size": self.size, "max_gold": self.max_gold}


def rules_from_settings(settings: Mapping[str, Any] | None) -> HelixRules:
    s = dict(settings or {})
    size = s.get("size", HELIX_SIZE)
    max_gold = s.get("max_gold", MAX_GOLD)
    if isinstance(size, bool) or not isinstance(size, int) or size < 1:
        raise ProblemError(
            Problem("size", "must be a whole number of at least 1, not {value}", params={"value": quote_value(size)})
        )
    if max_gold is not None and (isinstance(max_gold, bool) or not isinstance(max_gold, int) or max_gold < 0):
        raise ProblemError(
            Problem(
                "max_gold",
                "must be a whole number of at least 0 or empty, not {value}",
                params={"value": quote_value(max_gold)},
            )
        )
    return HelixRules(size=size, max_gold=max_gold)


RULE_SLOTS = "slots"
RULE_EMPTY_SLOTS = "empty_slots"
RULE_GOLD = "gold"

RULE_TITLES: dict[str, str] = {
    RULE_SLOTS: "A helix has exactly 6 glyphs",
    RULE_EMPTY_SLOTS: "Every slot holds a glyph",
    RULE_GOLD: "At most 3 gold glyphs",
}


@dataclass(frozen=True)
class Violation:
    rule: str
    message: str
    glyphs: tuple[GlyphRef, ...] = ()
    details: Mapping[str, Any] = field(default_factory=dict)

    @property
    def title(self) -> str:
        return RULE_TITLES.get(self.rule, self.rule)

    @property
    def figures(self) -> tuple[GlyphRef, ...]:
        """Alias so that code handling both games can read ``violation.figures``."""
        return self.glyphs

    @property
    def figure_labels(self) -> tuple[str, ...]:
        return tuple(g.label for g in self.glyphs)

    def to_dict(self) -> dict[str, Any]:
        return {
            "rule": self.rule,
            "title": self.title,
            "message": self.message,
            "figures": [g.label for g in self.glyphs],
            "figure_keys": [g.key for g in self.glyphs],
            "details": dict(self.details),
        }


def check(helix: Helix, rules: HelixRules | None = None) -> list[Violation]:
    """Every rule ``helix`` breaks: slot count, empty slots, too many gold glyphs."""
    rules = rules or HelixRules()
    out: list[Violation] = []
    if len(helix.slots) != rules.size:
        out.append(
            Violation(
                RULE_SLOTS,
                f"A helix has exactly {rules.size} slots; this one has {len(helix.slots)}",
                helix.glyphs,
                {"count": len(helix.slots), "required": rules.size},
            )
        )
    empty = helix.empty_slots()
    if empty:
        slots = ", ".join(str(i + 1) for i in empty)
        out.append(
            Violation(
                RULE_EMPTY_SLOTS,
                f"{len(empty)} of {rules.size} slots are empty (slot {slots})",
                (),
                {"slots": [i + 1 for i in empty], "count": len(empty)},
            )
        )
    if rules.max_gold is not None and helix.gold_count > rules.max_gold:
        gold = tuple(g for g in helix.glyphs if g.gold)
        out.append(
            Violation(
                RULE_GOLD,
                f"At most {rules.max_gold} gold glyphs; this helix has {helix.gold_count}: "
                + ", ".join(g.name for g in gold),
                gold,
                {"count": helix.gold_count, "limit": rules.max_gold},
            )
        )
    return out


def is_legal(helix: Helix, rules: HelixRules | None = None) -> bool:
    return not check(helix, rules)


def helix_to_data(helix: Helix) -> dict[str, Any]:
    """The stored form: slot keys in order (``None`` for an empty slot)."""
    return {"slots": [g.key if g is not None else None for g in helix.slots]}


def helix_to_snapshot(helix: Helix) -> dict[str, Any]:
    return {
        "name": helix.name,
        "slots": [g.to_dict() if g is not None else None for g in helix.slots],
        "gold_count": helix.gold_count,
    }


def helix_from_snapshot(data: Mapping[str, Any]) -> Helix:
    return Helix(
        name=str(data.get("name", "")),
        slots=tuple(GlyphRef.from_dict(d) if d is not None else None for d in data.get("slots", ())),
    )


def summary(helix: Helix) -> str:
    names = [g.name if g is not None else "—" for g in helix.slots]
    return f"{', '.join(names)} ({helix.gold_count} gold)"
