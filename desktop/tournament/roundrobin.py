"""Round robin: Berger tables (circle method), single or double, in one group or several pools.

A pool with an odd number of players has a resting player each round; that bye scores nothing (it
is simply not a match), so pools of different sizes compare fairly.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence


def split_pools(ranking: Sequence[int], pools: int) -> list[list[int]]:
    """Split players (best first) into ``pools`` pools of sizes as even as possible, by snake
    seeding (A B C C B A A B C ...), so every pool gets a fair share of strong players."""
    if pools < 1:
        raise ValueError("at least one pool")
    if pools > len(ranking):
        raise ValueError("more pools than players")
    out: list[list[int]] = [[] for _ in range(pools)]
    for i, p in enumerate(ranking):
        cycle, pos = divmod(i, pools)
        idx = pos if cycle % 2 == 0 else pools - 1 - pos
        out[idx].append(p)
    return out


def berger_rounds(players: Sequence[int], *, double: bool = False) -> list[list[tuple[int, int]]]:
    """Rounds of (first, second) pairs; every pair meets once (twice with ``double``, the second
    time with sides swapped).  A player missing from a round has its rest (bye) that round."""
    if len(set(players)) != len(players):
        raise ValueError("a player appears twice")
    arr: list[int | None] = list(players)
    if len(arr) < 2:
        return []
    if len(arr) % 2:
        arr.append(None)
    m = len(arr)
    rounds: list[list[tuple[int, int]]] = []
    for r in range(m - 1):
        pairs: list[tuple[int, int]] = []
        for i in range(m // 2):
            a, b = arr[i], arr[m - 1 - i]
            if i == 0 and r % 2 == 1:
                a, b = b, a
            elif i > 0 and i % 2 == 1:
                a, b = b, a
            if a is not None and b is not None:
                pairs.append((a, b))
        rounds.append(pairs)
        arr = [arr[0], arr[-1], *arr[1:-1]]
    if double:
        rounds += [[(b, a) for a, b in rnd] for rnd in rounds]
    return rounds


def pool_schedule(pools: Sequence[Sequence[int]], *, double: bool = False) -> list[list[tuple[int, int]]]:
    """Rounds for all pools played side by side (round r of every pool together)."""
    per_pool = [berger_rounds(p, double=double) for p in pools]
    total = max((len(r) for r in per_pool), default=0)
    return [[pair for rounds in per_pool if i < len(rounds) for pair in rounds[i]] for i in range(total)]


def sitting_out(pools: Sequence[Sequence[int]], playing: Iterable[int]) -> list[tuple[int, int]]:
    """(player, pool index) of each pool member who has no game in a round whose players are ``playing``:
    the round's bye (the rest of a pool with an odd number of players, or a whole pool whose schedule is
    over while a bigger pool plays on), in pool order. It scores nothing: it is not a match."""
    busy = set(playing)
    return [(p, i) for i, pool in enumerate(pools) for p in pool if p not in busy]


def rounds_needed(players: int, *, double: bool = False) -> int:
    if players < 2:
        return 0
    base = players - 1 if players % 2 == 0 else players
    return 2 * base if double else base
