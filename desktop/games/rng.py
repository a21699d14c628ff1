"""The games' seeded generator: SplitMix64 whose whole state is one integer.

A game state keeps this integer, so copying, saving (JSON) and replaying a game reproduce every random
outcome exactly, on every platform and Python version. Rolling a helix is :func:`below` with ``n = 6``:
one 64-bit draw mapped to 0..5 by ``(z * 6) >> 64``; the numpy batch simulator
(:mod:`desktop.games.helix.fast`) implements the very same arithmetic on arrays, and tests prove the two
give identical streams.
"""

from __future__ import annotations

import random
from typing import Any

MASK64 = (1 << 64) - 1
GAMMA = 0x9E3779B97F4A7C15
MIX1 = 0xBF58476D1CE4E5B9
MIX2 = 0x94D049BB133111EB
SEED_MUL = 0x2545F4914F6CDD1D
SEED_ADD = 0x632BE59BD9B4E019


def seed_state(seed: int) -> int:
    """Turn any integer seed into a generator state."""
    return (seed * SEED_MUL + SEED_ADD) & MASK64


def next_u64(state: int) -> tuple[int, int]:
    """Advance the generator: (new state, 64 random bits)."""
    state = (state + GAMMA) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * MIX1) & MASK64
    z = ((z ^ (z >> 27)) * MIX2) & MASK64
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """A number in range(n): (new state, value)."""
    state, z = next_u64(state)
    return state, (z * n) >> 64


def shuffle(state: int, items: list[int]) -> int:
    """Fisher-Yates shuffle in place; returns the new generator state."""
    for i in range(len(items) - 1, 0, -1):
        state, z = next_u64(state)
        j = (z * (i + 1)) >> 64
        items[i], items[j] = items[j], items[i]
    return state


class Generator(random.Random):
    """:class:`random.Random`'s distributions (``randrange``, ``gauss``, ``uniform``, ``choice``...) drawn
    from SplitMix64: for the rules that need more than whole numbers (Attacktix's shots), still the one
    generator of every game, whose whole state is one integer."""

    def __init__(self, seed: int = 0) -> None:
        self._state = seed_state(int(seed))
        super().__init__(seed)

    def seed(self, a: Any = None, version: int = 2) -> None:  # random.Random's own __init__ calls it
        self._state = seed_state(int(a or 0))
        self.gauss_next = None

    def random(self) -> float:
        self._state, z = next_u64(self._state)
        return (z >> 11) * (1.0 / (1 << 53))

    def getrandbits(self, k: int) -> int:
        bits = have = 0
        while have < k:
            self._state, z = next_u64(self._state)
            bits, have = (bits << 64) | z, have + 64
        return bits >> (have - k)

    def getstate(self) -> Any:
        return (self._state, self.gauss_next)

    def setstate(self, state: Any) -> None:
        self._state, self.gauss_next = state
