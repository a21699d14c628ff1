"""The eight Toy Battle troop types (3 of each per colour, 24 troops per player)."""

from __future__ import annotations

from dataclasses import dataclass

# Troop type indices. For every troop except Kwak the index equals its strength.
KWAK = 0
SKULLY = 1
CAPN = 2
JUMBO = 3
HOOK = 4
XB42 = 5
STAR = 6
ROXY = 7

TROOP_TYPE_COUNT = 8
COPIES_PER_TYPE = 3
TROOPS_PER_PLAYER = TROOP_TYPE_COUNT * COPIES_PER_TYPE  # 24
REMOVED_AT_SETUP = 4


@dataclass(frozen=True)
class TroopType:
    index: int
    key: str
    name: str
    strength: int | None  # None for the joker (Kwak)
    effect: str  # English summary; the UI translates it

    @property
    def is_joker(self) -> bool:
        return self.strength is None

    @property
    def label(self) -> str:
        """What the tile shows: the strength, or X for the joker."""
        return "X" if self.strength is None else str(self.strength)


TROOPS: tuple[TroopType, ...] = (
    TroopType(KWAK, "kwak", "Kwak", None,
              "Joker: may go on top of any enemy troop, and any enemy troop may cover it. No effect."),
    TroopType(SKULLY, "skully", "Skully", 1,
              "You may draw 2 troops from your reserve (1 if your rack holds 7, none at 8)."),
    TroopType(CAPN, "capn", "Cap'n", 2,
              "You may place 1 extra troop from your rack (normal rules) and apply its effect."),
    TroopType(JUMBO, "jumbo", "Jumbo", 3,
              "You may discard 1 visible enemy troop adjacent to Jumbo."),
    TroopType(HOOK, "hook", "Hook", 4,
              "May ignore the connection rule to go on any base (not on an HQ)."),
    TroopType(XB42, "xb42", "XB-42", 5,
              "You may discard 1 troop taken at random from the opponent's rack."),
    TroopType(STAR, "star", "Star", 6,
              "You may draw 1 troop from your reserve."),
    TroopType(ROXY, "roxy", "Roxy", 7, "No effect."),
)

TROOP_BY_KEY: dict[str, TroopType] = {t.key: t for t in TROOPS}
TROOP_KEYS: tuple[str, ...] = tuple(t.key for t in TROOPS)


def troop_index(key_or_index: str | int) -> int:
    """The type index of a troop given by key ("capn") or index (2)."""
    if isinstance(key_or_index, int):
        if not 0 <= key_or_index < TROOP_TYPE_COUNT:
            raise ValueError(f"no troop type {key_or_index}")
        return key_or_index
    try:
        return TROOP_BY_KEY[key_or_index].index
    except KeyError:
        raise ValueError(f"unknown troop {key_or_index!r}; known: {', '.join(TROOP_KEYS)}") from None


def full_army() -> list[int]:
    """One player's 24 troops as type indices, in a fixed order (0,0,0,1,1,1,...)."""
    return [t for t in range(TROOP_TYPE_COUNT) for _ in range(COPIES_PER_TYPE)]
