"""A tiny seeded generator (SplitMix64) whose whole state is one integer.

The game state keeps this integer, so copying, saving (JSON) and replaying a game reproduce every
random outcome exactly, on every platform and Python version.
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """Turn any integer seed into a generator state."""
    return (seed * 0x2545F4914F6CDD1D + 0x632BE59BD9B4E019) & MASK64


def next_u64(state: int) -> tuple[int, int]:
    """Advance the generator: returns (new state, 64 random bits)."""
    state = (state + _GAMMA) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """A number in range(n) (n >= 1): returns (new state, value)."""
    state, z = next_u64(state)
    return state, (z * n) >> 64


def shuffle(state: int, items: list[int]) -> int:
    """Fisher-Yates shuffle in place; returns the new generator state."""
    for i in range(len(items) - 1, 0, -1):
        state, z = next_u64(state)
        j = (z * (i + 1)) >> 64
        items[i], items[j] = items[j], items[i]
    return state
