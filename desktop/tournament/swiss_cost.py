"""The Swiss objective built straight from per-player vectors (the fast path of
:func:`desktop.tournament.swiss.pair_swiss`).

:func:`desktop.tournament.swiss.swiss_digit_matrices` builds nine n x n digit matrices, and the
solver then adds them up into one n x n weight matrix.  Every digit but three is a function of the
two players' scores (and of the higher-scored player's float and place), so this module writes the
solver's internal weights in one pass, block by block over the score groups, and adds the sparse
digits (rematches, clubs, the bye vertex) on top.  The digit values of a given pairing
(:func:`pair_values`) come from the same vectors.  Tests check both against the digit matrices.

With bounds from a quick pairing (:func:`one_phase_bounds`), all nine digits fit one 64-bit phase
of the exact solver, so the second phase of the general path is not needed at all.
"""

from __future__ import annotations

from collections.abc import Sequence, Set
from dataclasses import dataclass
from itertools import chain, repeat
from typing import Protocol

import numpy as np

FIRST = 1
"""Colour code of the first colour (Toy Battle: Blue); the second colour is -1 (Red)."""
SECOND = -1


class PairingEntrant(Protocol):
    """What the objective reads of a player (:class:`desktop.tournament.swiss.SwissEntrant` is
    one); declared here so that this module needs nothing from :mod:`desktop.tournament.swiss`,
    which builds on it."""

    @property
    def id(self) -> int: ...
    @property
    def score(self) -> int: ...
    @property
    def opponents(self) -> Set[int]: ...
    @property
    def club(self) -> str | None: ...
    @property
    def floated_down_last(self) -> bool: ...
    @property
    def colours(self) -> tuple[int, ...]: ...
    @property
    def bye_eligible(self) -> bool: ...


def colour_wish(colours: Sequence[int]) -> tuple[int, int]:
    """(wished colour, strength): strength 2 when the balance must be restored, 1 to alternate,
    0 for no preference (no game yet)."""
    if not colours:
        return 0, 0
    bal = sum(colours)
    if bal > 0:
        return SECOND, 2
    if bal < 0:
        return FIRST, 2
    return -colours[-1], 1


def group_places(scores: Sequence[int]) -> list[int]:
    """Each player's place counted from the bottom of their score group (0 = lowest-ranked)."""
    remaining: dict[int, int] = {}
    for s in scores:
        remaining[s] = remaining.get(s, 0) + 1
    out: list[int] = []
    for s in scores:
        remaining[s] -= 1
        out.append(remaining[s])
    return out

DIGITS = 9
"""rematches, bye, unequal pairs, squared differences, repeated floats, floater place, same club,
bye rank, colour conflicts (the order of ``SWISS_CRITERIA``)."""

WEIGHT_LIMIT = 1 << 57
"""Largest cost the dense solver takes (4 x cost plus dual sums stay inside int64)."""


@dataclass(frozen=True)
class SwissVectors:
    """What the Swiss objective needs to know of the field, as arrays over ranking positions."""

    n: int
    nv: int
    scores: np.ndarray
    places: np.ndarray
    floated: np.ndarray
    club: np.ndarray
    """Club code per player (-1: none)."""
    club_members: tuple[np.ndarray, ...]
    """The positions of each club with two players or more."""
    byecost: np.ndarray
    """The bye digit of each player (empty when the count is even)."""
    rematch_codes: np.ndarray
    """Sorted codes ``i * nv + j`` (i < j) of the pairs that met before."""
    wish: np.ndarray
    strength: np.ndarray
    balance: bool


def swiss_vectors(entrants: Sequence[PairingEntrant], *, balance_colours: bool = False) -> SwissVectors:
    n = len(entrants)
    nv = n + (n % 2)
    scores = np.fromiter((e.score for e in entrants), dtype=np.int64, count=n)
    places = np.asarray(group_places(scores.tolist()), dtype=np.int64)
    floated = np.fromiter((e.floated_down_last for e in entrants), dtype=bool, count=n)
    idx = {e.id: i for i, e in enumerate(entrants)}
    opps = [e.opponents for e in entrants]
    lens = np.fromiter(map(len, opps), dtype=np.int64, count=n)
    flat = list(chain.from_iterable(opps))
    j = np.fromiter(map(idx.get, flat, repeat(-1, len(flat))), dtype=np.int64, count=len(flat))
    i = np.repeat(np.arange(n, dtype=np.int64), lens)
    keep = (j >= 0) & (j != i)
    i, j = i[keep], j[keep]
    rematch_codes = np.sort(np.minimum(i, j) * nv + np.maximum(i, j))
    if rematch_codes.size:  # distinct codes (sorting is much faster than np.unique's hashing here)
        rematch_codes = rematch_codes[np.r_[True, rematch_codes[1:] != rematch_codes[:-1]]]
    names: dict[str, int] = {}
    club = np.full(n, -1, dtype=np.int64)
    for k, e in enumerate(entrants):
        if e.club is not None:
            club[k] = names.setdefault(e.club, len(names))
    members: tuple[np.ndarray, ...] = ()
    if names:
        order = np.argsort(club, kind="stable")
        sc = club[order]
        starts = np.searchsorted(sc, np.arange(len(names) + 1))
        members = tuple(
            np.sort(order[starts[k] : starts[k + 1]])
            for k in range(len(names))
            if starts[k + 1] - starts[k] > 1
        )
    if nv > n:
        elig = np.fromiter((e.bye_eligible for e in entrants), dtype=bool, count=n)
        lo, hi = int(scores.min()), int(scores.max())
        byecost = np.where(elig, 0, hi - lo + 1) + (scores - lo)
    else:
        byecost = np.zeros(0, dtype=np.int64)
    wish = np.zeros(n, dtype=np.int64)
    strength = np.zeros(n, dtype=np.int64)
    if balance_colours:
        for k, e in enumerate(entrants):
            wish[k], strength[k] = colour_wish(e.colours)
    return SwissVectors(
        n, nv, scores, places, floated, club, members, byecost, rematch_codes, wish, strength, balance_colours
    )


def sorted_member(values: np.ndarray, codes: np.ndarray) -> np.ndarray:
    """``np.isin(values, codes)`` for sorted distinct ``codes`` (a binary search: ``np.isin`` sorts the
    codes again, and its ``np.unique`` imports numpy.ma, which ``event pair`` needs nowhere else)."""
    if codes.size == 0:
        return np.zeros(np.shape(values), dtype=bool)
    pos = np.minimum(np.searchsorted(codes, values), codes.size - 1)
    return codes[pos] == values


def pair_values(vec: SwissVectors, us: np.ndarray, vs: np.ndarray) -> np.ndarray:
    """The nine digits (rows) of each pair (us[k], vs[k]) of vertices (``n``: the bye vertex),
    exactly as the digit matrices hold them."""
    n, nv = vec.n, vec.nv
    u = np.asarray(us, dtype=np.int64)
    v = np.asarray(vs, dtype=np.int64)
    out = np.zeros((DIGITS, u.size), dtype=np.int64)
    if u.size == 0:
        return out
    lo, hi = np.minimum(u, v), np.maximum(u, v)
    byep = hi >= n
    pl = ~byep & (lo != hi)
    a, b = lo[pl], hi[pl]
    out[0, pl] = sorted_member(a * nv + b, vec.rematch_codes)
    sa, sb = vec.scores[a], vec.scores[b]
    diff = sa - sb
    out[2, pl] = diff != 0
    out[3, pl] = diff * diff
    top = np.where(diff > 0, a, b)
    neq = diff != 0
    out[4, pl] = np.where(neq, vec.floated[top], 0)
    out[5, pl] = np.where(neq, vec.places[top], 0)
    out[6, pl] = (vec.club[a] >= 0) & (vec.club[a] == vec.club[b])
    if vec.balance:
        wa, wb, ta, tb = vec.wish[a], vec.wish[b], vec.strength[a], vec.strength[b]
        same = (wa == wb) & (ta > 0) & (tb > 0)
        out[8, pl] = np.where(same, np.where((ta == 2) & (tb == 2), 2, 1), 0)
    bp = byep & (lo < n)
    if bp.any():
        p = lo[bp]
        out[1, bp] = vec.byecost[p]
        out[7, bp] = n - 1 - p
    return out


def mate_totals(vec: SwissVectors, mate: Sequence[int]) -> list[int]:
    """The nine digit totals of a perfect matching (``mate[v]``: v's partner)."""
    m = np.asarray(mate, dtype=np.int64)
    us = np.flatnonzero(np.arange(m.size) < m)
    return [int(x) for x in pair_values(vec, us, m[us]).sum(axis=1)]


def digit_maxima(vec: SwissVectors) -> list[int]:
    """The largest entry of each digit matrix (upper bounds where exactness would cost a pass)."""
    n = vec.n
    s = vec.scores
    spread = int(s.max() - s.min()) if n else 0
    unequal = spread > 0
    maxima = [
        1 if vec.rematch_codes.size else 0,
        int(vec.byecost.max()) if vec.byecost.size else 0,
        1 if unequal else 0,
        spread * spread,
        1 if unequal and bool(vec.floated.any()) else 0,
        int(vec.places.max()) if unequal and n else 0,
        1 if vec.club_members else 0,
        n - 1 if vec.nv > n and n else 0,
        0,
    ]
    if vec.balance:
        st = vec.strength
        if (st > 0).sum() > 1:
            maxima[8] = 2 if (st == 2).sum() > 1 else 1
    return maxima


def internal_weights(vec: SwissVectors, shifts: Sequence[int]) -> np.ndarray:
    """The dense solver's internal weights, -4 x sum(digit << shift), as an nv x nv int64 matrix
    (the same numbers as the digit matrices give)."""
    n, nv = vec.n, vec.nv
    unit = [np.int64(-4) << np.int64(s) for s in shifts]
    E = np.empty((nv, nv), dtype=np.int64)
    s = vec.scores
    # The higher-scored player's float and place, as weights.
    f = vec.floated.astype(np.int64) * unit[4] + vec.places * unit[5]
    if n and bool(np.all(s[:-1] >= s[1:])):
        # Ranking order: score groups are contiguous, higher scores first.  Rows of one group
        # see higher-scored players to their left and lower-scored ones to their right.
        starts = np.flatnonzero(np.r_[True, s[1:] != s[:-1]])
        ends = np.r_[starts[1:], n]
        for a, b in zip(starts.tolist(), ends.tolist(), strict=True):
            diff = s[a] - s
            base = (diff != 0) * unit[2] + diff * diff * unit[3]
            if a:
                # The same row for every player of the group (the higher-scored player floats).
                E[a:b, :a] = base[:a] + f[:a]
            E[a:b, a:b] = 0
            if b < n:
                np.add(base[None, b:], f[a:b, None], out=E[a:b, b:n])
    elif n:
        diff = s[:, None] - s[None, :]
        block = E[:n, :n]
        np.multiply(diff, diff, out=block)
        block *= unit[3]
        block += (diff != 0) * unit[2]
        block += (diff > 0) * f[:, None]
        block += (diff < 0) * f[None, :]
        del diff
    codes = vec.rematch_codes
    if codes.size:
        i, j = codes // nv, codes % nv
        E[i, j] += unit[0]
        E[j, i] += unit[0]
    for m in vec.club_members:
        E[np.ix_(m, m)] += unit[6]
    if vec.balance and n:
        # The colour digit row by row from a table of colour types (no n x n temporaries).
        players = np.arange(n)
        table = (COLOUR_KIND_CONFLICTS * unit[8])[:, _colour_kinds(vec, players)]
        for r, k in enumerate(_colour_kinds(vec, players).tolist()):
            if k:
                E[r, :n] += table[k]
    if nv > n:
        col = vec.byecost * unit[1] + (n - 1 - np.arange(n, dtype=np.int64)) * unit[7]
        E[:n, n] = col
        E[n, :n] = col
        E[n, n] = 0
    np.fill_diagonal(E, 0)
    return E


def colour_duals(vec: SwissVectors, shifts: Sequence[int]) -> np.ndarray | None:
    """Starting vertex duals for the dense solver on :func:`internal_weights` with the colour digit
    (internal units; None without colour balancing or out of ranking order): each score group's
    optimal dual of its colour digit alone, by colour type.

    Within a group, pairs of different wishes (or with a player without one) cost nothing; when one
    wish outnumbers the other and the wishless by ``s``, ``s`` players of it must pair among
    themselves, at 1 a pair, 2 when both are strong.  With y the dual of a cost (y_u + y_v at most
    the pair's conflicts): when the surplus side has at least ``s / 2`` weak players, y = 1/2 on it
    and -1/2 on the others (every such pair costs 1: total s / 2); otherwise 0 on its weak players,
    1 on its strong ones and -1 on the others (its weak players pair with strong ones: total
    ``s`` less the weak).  Both are feasible for every pair of the group (rematches and clubs only
    cost more), and pairs across groups cost an unequal pair, far above two conflicts.  So the
    greedy warm start pairs each group's surplus within it instead of leaving it free (the solver
    would lower those duals step by step); the duals are only a start: the solver makes them
    feasible and optimal, and its optimum is the same whatever it starts from."""
    n, nv = vec.n, vec.nv
    s = vec.scores
    if not vec.balance or n == 0 or not bool(np.all(s[:-1] >= s[1:])):
        return None
    half = np.int64(2) << np.int64(shifts[8])  # -4 x 1/2 conflict, negated: the internal unit of y = 1/2
    kinds = _colour_kinds(vec, np.arange(n))
    out = np.zeros(nv, dtype=np.int64)
    starts = np.flatnonzero(np.r_[True, s[1:] != s[:-1]]).tolist()
    for a, b in zip(starts, [*starts[1:], n], strict=True):
        count = np.bincount(kinds[a:b], minlength=5)
        second, first = int(count[1] + count[2]), int(count[3] + count[4])
        surplus = abs(first - second) - int(count[0])
        if surplus <= 0:
            continue
        weak_kind, strong_kind = (3, 4) if first > second else (1, 2)
        weak = int(count[weak_kind])
        k = kinds[a:b]
        side = (k == weak_kind) | (k == strong_kind)
        if 2 * weak >= surplus:
            out[a:b] = np.where(side, -half, half)
        else:
            out[a:b] = np.where(k == strong_kind, -2 * half, np.where(k == weak_kind, 0, 2 * half))
    return out


def greedy_mate(entrants: Sequence[PairingEntrant], vec: SwissVectors) -> list[int] | None:
    """A quick perfect matching of the vertices (players in ranking order, then the bye vertex
    when the count is odd): the bye to the lowest-ranked player of the least bye digit, then each
    player from the top with the next unpaired player below them who is not a rematch.  None when
    the last players left have all met (no quick answer)."""
    n, nv = vec.n, vec.nv
    mate = [-1] * nv
    left = list(range(n))
    if nv > n:
        low = int(vec.byecost.min())
        b = int(np.flatnonzero(vec.byecost == low)[-1])
        mate[b], mate[n] = n, b
        left.remove(b)
    ids = [e.id for e in entrants]
    left.reverse()  # pop from the end
    while left:
        i = left.pop()
        met = entrants[i].opponents
        for k in range(len(left) - 1, -1, -1):
            j = left[k]
            if ids[j] not in met and ids[i] not in entrants[j].opponents:
                del left[k]
                mate[i], mate[j] = j, i
                break
        else:
            return None
    return mate


def one_phase_bounds(vec: SwissVectors, t0: Sequence[int], maxima: Sequence[int]) -> list[int] | None:
    """Bounds of the optimum M*'s nine digit totals from a quick pairing M0 with totals ``t0``
    (None when M0 has a rematch: no tight bounds then).

    M0 has no rematch, so neither has M*, and M*'s bye costs at most M0's (M* is
    lexicographically no worse).  When M0's bye also costs the least any bye can (or
    there is no bye), M* has at most as many unequal pairs as M0; otherwise at most nv / 2.  Squared differences, repeated floats and floater places are
    non-zero only on unequal pairs.  M*'s bye costs at most M0's, which bounds its rank; same-club
    pairs are bounded by the clubs' sizes; colour conflicts by 2 per pair."""
    n, nv = vec.n, vec.nv
    if t0[0] != 0:
        return None
    uneq = nv // 2
    bye_rank = maxima[7]
    if nv == n or t0[1] == int(vec.byecost.min()):
        uneq = t0[2]
    if nv > n:
        cands = np.flatnonzero(vec.byecost <= t0[1])
        bye_rank = n - 1 - int(cands.min())
    clubs = sum(m.size // 2 for m in vec.club_members)
    return [
        0,
        int(t0[1]),
        uneq,
        uneq * maxima[3],
        uneq * maxima[4],
        uneq * maxima[5],
        clubs,
        bye_rank,
        maxima[8] * (nv // 2),
    ]


SMALL_GROUP = 16
"""Score groups up to this size are checked to pair within themselves before a float is taken
from them (:func:`parity_mate`)."""


SCAN = 24
"""How far down the group :func:`parity_mate` looks for a better partner than one it has found."""


def parity_mate(entrants: Sequence[PairingEntrant], vec: SwissVectors) -> list[int] | None:
    """A quick perfect matching that floats as few players as parity allows, for tighter bounds
    (:func:`chained_bounds`): the bye as :func:`greedy_mate` gives it; the score groups (of the
    players left) of odd sizes taken two by two from the top, the lowest-ranked player of the
    upper one (one who did not float last round first) paired with the highest-ranked player of
    the lower one they have not met; then each group paired within itself from the top, each
    player with the first player below them they have not met, of another club and the other
    colour wish where there is one (a player who has met everyone left takes a partner from a pair
    made before, whose other player pairs with one left).  None when the field is not in ranking
    order or a step finds no partner (the caller keeps :func:`one_phase_bounds`)."""
    n, nv = vec.n, vec.nv
    s = vec.scores
    if n == 0 or not bool(np.all(s[:-1] >= s[1:])):
        return None
    mate = [-1] * nv
    taken = np.zeros(n, dtype=bool)
    if nv > n:
        low = int(vec.byecost.min())
        b = int(np.flatnonzero(vec.byecost == low)[-1])
        mate[b], mate[n] = n, b
        taken[b] = True
    ids = [e.id for e in entrants]
    opps = [e.opponents for e in entrants]
    club = vec.club.tolist()
    wish = (np.where(vec.strength > 0, vec.wish, 0)).tolist() if vec.balance else [0] * n
    floated = vec.floated.tolist()

    def met(i: int, j: int) -> bool:
        return ids[j] in opps[i] or ids[i] in opps[j]

    def pair_within(members: list[int]) -> list[tuple[int, int]] | None:
        left = list(members)
        done: list[tuple[int, int]] = []
        while left:
            i = left.pop(0)
            best = -1
            rank = 3
            for k, j in enumerate(left):
                if met(i, j):
                    continue
                r = (club[i] >= 0 and club[i] == club[j]) * 2 + (wish[i] != 0 and wish[i] == wish[j])
                if r < rank:
                    best, rank = k, r
                    if r == 0:
                        break
                if best >= 0 and k >= SCAN:
                    break  # a partner is found; a better one is not worth a long scan
            if best >= 0:
                done.append((i, left.pop(best)))
                continue
            # i has met everyone left: take a pair (a, b) made before apart, i with one, j with the other.
            swap = next(
                (
                    (k, j, a, b)
                    for j in left
                    for k, pair in enumerate(done)
                    for a, b in (pair, pair[::-1])
                    if not met(i, a) and not met(j, b)
                ),
                None,
            )
            if swap is None:
                return None
            k, j, a, b = swap
            left.remove(j)
            done[k] = (i, a)
            done.append((j, b))
        return done

    def pairable(members: list[int], out: int) -> bool:
        """Whether a small group still pairs within itself without player ``out``."""
        return len(members) > SMALL_GROUP or pair_within([m for m in members if m != out]) is not None

    starts = np.flatnonzero(np.r_[True, s[1:] != s[:-1]]).tolist()
    groups = [[i for i in range(a, b) if not taken[i]] for a, b in zip(starts, [*starts[1:], n], strict=True)]
    demands = float_demands(vec)
    owed = {g: demands.count(g) for g in demands}
    for up, down in zip(demands[::2], demands[1::2], strict=True):
        if up == down:
            return None
        upper, lower = groups[up], groups[down]
        owed[up] -= 1
        owed[down] -= 1
        check_up, check_down = owed[up] == 0, owed[down] == 0  # the group's last player to leave
        choice = next(
            (
                (x, y)
                for rested in (True, False)
                for x in reversed(upper)
                if not (rested and floated[x]) and (not check_up or pairable(upper, x))
                for y in lower
                if not met(x, y) and (not check_down or pairable(lower, y))
            ),
            None,
        )
        if choice is None:
            return None
        x, y = choice
        mate[x], mate[y] = y, x
        upper.remove(x)
        lower.remove(y)
    for members in groups:
        pairs = pair_within(members)
        if pairs is None:
            return None
        for i, j in pairs:
            mate[i], mate[j] = j, i
    return mate


def float_demands(vec: SwissVectors) -> list[int]:
    """For a field in ranking order: the score groups (numbered from the top) that must have a player
    paired outside them, once for each such player at the least: a group of an odd size (less the
    bye's player, who is in the group of the least bye digit), and twice a group of two players who
    have met (not the bye's group: which of its players takes the bye is open)."""
    n, nv = vec.n, vec.nv
    s = vec.scores
    starts = np.flatnonzero(np.r_[True, s[1:] != s[:-1]]).tolist()
    ends = [*starts[1:], n]
    bye_group = -1
    if nv > n:
        first = int(np.flatnonzero(vec.byecost == int(vec.byecost.min()))[0])
        bye_group = int(np.searchsorted(starts, first, side="right")) - 1
    out: list[int] = []
    for g, (a, b) in enumerate(zip(starts, ends, strict=True)):
        size = b - a - (g == bye_group)
        if size % 2:
            out.append(g)
        elif size == 2 and g != bye_group and bool(sorted_member(np.array([a * nv + a + 1]), vec.rematch_codes)[0]):
            out += [g, g]
    return out


def digit_lower_bounds(vec: SwissVectors) -> list[int | None]:
    """Lower bounds of the optimum's first digits, for :func:`chained_bounds` (None: unknown).

    Rematches: 0.  Bye: the least bye digit (every bye goes to one of the players who have it,
    all of one score).  Unequal pairs: the players of a score group paired outside it are as many
    as the group's size (less the bye's player) modulo 2, and two in a group of two who have met
    (:func:`float_demands`), so at least that many are, two to an unequal pair.  Squared
    differences, when that many unequal pairs are all there are: each group then has exactly
    those players outside, so the unequal pairs pair them, and on a line the consecutive pairing
    has the least sum of squared differences (a crossing or nested pair of pairs never costs less
    uncrossed; pairing two of one group, which no pairing can, costs nothing: still a bound).  Bye
    rank: the bye's player is one of those with the least bye digit.  The others: 0."""
    n, nv = vec.n, vec.nv
    if n == 0:
        return [0] * DIGITS
    s = vec.scores
    bye = int(vec.byecost.min()) if nv > n else 0
    if bool(np.all(s[:-1] >= s[1:])):
        starts = np.flatnonzero(np.r_[True, s[1:] != s[:-1]])
        odd = [int(s[starts[g]]) for g in float_demands(vec)]
    else:
        values, counts = np.unique(s, return_counts=True)
        sizes = dict(zip(values.tolist(), counts.tolist(), strict=True))
        if nv > n:
            sizes[int(s[int(np.flatnonzero(vec.byecost == bye)[0])])] -= 1
        odd = sorted((v for v, c in sizes.items() if c % 2), reverse=True)
    squared = sum((a - b) ** 2 for a, b in zip(odd[::2], odd[1::2], strict=True))
    rank = n - 1 - int(np.flatnonzero(vec.byecost == bye).max()) if nv > n else 0
    return [0, bye, len(odd) // 2, squared, 0, 0, 0, rank, 0]


def independent_cuts(vec: SwissVectors, t1: Sequence[int]) -> list[int]:
    """Places (vertex positions between two score groups of a field in ranking order) that no pair of
    the optimum crosses, proven from a pairing M1 with digit totals ``t1`` that meets the lower
    bounds of the first four digits (:func:`digit_lower_bounds`); [] when it does not.

    The optimum M* is lexicographically no worse than M1, and every pairing is no better than the
    lower bounds, so M* has no rematch, the least bye and exactly ``len(odd) / 2`` unequal pairs
    (``odd``: :func:`float_demands`, one entry per odd group; only when no group is in it twice):
    each odd group then has exactly one player paired outside it and each even group none, so
    M*'s unequal pairs pair the odd groups among themselves; its squared differences equal
    M1's, the sum over the odd groups paired consecutively (first with second, third with fourth,
    ...), which is the only pairing of distinct scores on a line with that sum (uncrossing a
    crossing or nested pair of pairs lowers it strictly).  So M* pairs the odd groups
    consecutively, and a place between two groups is crossed only inside one such pair's span.
    With a bye, only places above the bye's group are given (the bye vertex is the field's last)."""
    n, nv = vec.n, vec.nv
    s = vec.scores
    if n == 0 or not bool(np.all(s[:-1] >= s[1:])):
        return []
    lower = digit_lower_bounds(vec)
    if t1[0] != 0 or any(int(t1[d]) != lower[d] for d in (1, 2, 3)):
        return []
    odd = float_demands(vec)
    if len(set(odd)) != len(odd) or len(odd) % 2:
        return []
    starts = np.flatnonzero(np.r_[True, s[1:] != s[:-1]]).tolist()
    ends = [*starts[1:], n]
    crossed = np.zeros(len(starts), dtype=bool)  # crossed[g]: the place below group g
    for a, b in zip(odd[::2], odd[1::2], strict=True):
        crossed[a:b] = True
    last = len(starts) - 1
    if nv > n:
        first = int(np.flatnonzero(vec.byecost == int(vec.byecost.min()))[0])
        last = int(np.searchsorted(starts, first, side="right")) - 1
    return [ends[g] for g in range(last) if not crossed[g]]


def chained_bounds(vec: SwissVectors, t1: Sequence[int], maxima: Sequence[int]) -> list[int] | None:
    """Bounds of the optimum M*'s nine digit totals from a quick pairing M1 with totals ``t1``
    (:func:`parity_mate`), tighter than :func:`one_phase_bounds` where M1 meets the lower bounds of
    :func:`digit_lower_bounds`.  None when M1 has a rematch or a bye above the least.

    M* is lexicographically no worse than M1: while M1's digits so far equal their lower bounds,
    M*'s equal them too, so M*'s next digit is at most M1's (and equals it when M1's meets its
    lower bound: the chain goes on).  Past the first digit where the chain stops, the
    structural bounds of :func:`one_phase_bounds` hold, with at most M1's unequal pairs."""
    n, nv = vec.n, vec.nv
    lower = digit_lower_bounds(vec)
    if t1[0] != 0 or t1[1] != lower[1]:
        return None
    uneq = int(t1[2])
    bye_rank = maxima[7]
    if nv > n:
        bye_rank = n - 1 - int(np.flatnonzero(vec.byecost == lower[1]).min())
    structural = [
        0,
        int(t1[1]),
        uneq,
        uneq * maxima[3],
        uneq * maxima[4],
        uneq * maxima[5],
        sum(m.size // 2 for m in vec.club_members),
        bye_rank,
        maxima[8] * (nv // 2),
    ]
    out: list[int] = []
    chain = True
    for d in range(DIGITS):
        if chain:
            out.append(min(int(t1[d]), structural[d]))
            chain = lower[d] is not None and int(t1[d]) == lower[d]
        else:
            out.append(structural[d])
    return out


def fits(maxima: Sequence[int], shifts: Sequence[int]) -> bool:
    """Whether the largest possible pair weight stays inside the dense solver's range."""
    return sum(int(m) << int(s) for m, s in zip(maxima, shifts, strict=True)) < WEIGHT_LIMIT


def tight_layout(bounds: Sequence[int]) -> tuple[list[int], int]:
    """(shifts, total bits) of the one-phase encoding: like :func:`desktop.tournament.lexmatch.layout`
    but a digit whose bound is 0 takes no bits at all.  Still exact: a matching worse than the
    optimum M* first at digit d has at least ``1 << shift_d`` there, more than M*'s lower digits
    can make up (each below ``1 << width``: 0 for a zero-width digit, which M* holds at 0)."""
    shifts = [0] * len(bounds)
    acc = 0
    for i in range(len(bounds) - 1, -1, -1):
        shifts[i] = acc
        acc += max(int(bounds[i]), 0).bit_length()
    return shifts, acc


def colour_matrix(vec: SwissVectors) -> np.ndarray:
    """The colour-conflict digit over the vertices (nv x nv int8, the bye vertex's row 0): 2 when
    both players must have the same colour to restore their balance, 1 when they share a weaker
    wish.  Written a block of rows at a time (no nv x nv temporaries)."""
    n, nv = vec.n, vec.nv
    code = np.zeros(nv, dtype=np.int8)
    code[:n] = np.where(vec.strength > 0, vec.wish, 0)
    strong = np.zeros(nv, dtype=bool)
    strong[:n] = vec.strength == 2
    out = np.zeros((nv, nv), dtype=np.int8)
    for lo in range(0, nv, 256):
        hi = min(lo + 256, nv)
        same = code[lo:hi, None] == code[None, :]
        same &= (code[lo:hi] != 0)[:, None]
        both = strong[lo:hi, None] & strong[None, :]
        both &= same
        block = out[lo:hi]
        block += same.view(np.int8)
        block += both.view(np.int8)
    np.fill_diagonal(out, 0)
    return out


# -- the colour digit on the first phase's face: a count bound and exchanges ------------------------
def colour_lower_bound(code: np.ndarray, strong: np.ndarray) -> int:
    """The fewest colour conflicts of any perfect matching of a set of vertices, pairs
    unrestricted (``code``: each vertex's wished colour, 0 for none, the bye vertex included;
    ``strong``: a wish of strength 2).  Pairs of different wishes, or with a vertex without one,
    cost nothing, so only the surplus of the larger wish over the other wish and the wishless
    vertices must pair among themselves; each such pair costs 1, or 2 when both are strong, so the
    weak ones are kept back first (the strong ones pair across)."""
    first = code > 0
    second = code < 0
    nf, ns = int(first.sum()), int(second.sum())
    left = max(abs(nf - ns) - (code.size - nf - ns), 0)
    if left == 0:
        return 0
    side = first if nf > ns else second
    weak = min(int((side & ~strong).sum()), left)
    hard = left - weak
    both = min(hard, weak)
    return both + (hard - both) + (weak - both) // 2


def colour_exchanges(
    mate: np.ndarray,
    valid: np.ndarray,
    labels: np.ndarray,
    blossoms: Sequence[np.ndarray],
    colour: np.ndarray,
    vec: SwissVectors,
) -> tuple[np.ndarray, list[int]]:
    """A perfect matching of the optimal face (``valid``: its pairs; ``labels``: the connected
    component of each vertex in them; ``blossoms``: its blossoms, each crossed exactly once by
    ``mate``) with fewer colour conflicts (``colour``: the colour matrix), found by exchanging
    partners between two pairs, and the components of the face where it keeps more conflicts than
    :func:`colour_lower_bound` allows (a solver must decide those).

    Exact on every other component: an exchange keeps both new pairs in ``valid`` and never makes
    both of them cross one blossom, so every blossom is still crossed exactly once (the two old
    pairs crossed it at most once together, and the crossings' parity is that of the four
    players), and the matching stays on the face; every pair of the face lies inside one
    component, so a component's count bound bounds every matching of the face there, and the
    result meets it."""
    nv = mate.size
    code = np.zeros(nv, dtype=np.int64)
    code[: vec.n] = np.where(vec.strength > 0, vec.wish, 0)
    strong = np.zeros(nv, dtype=bool)
    strong[: vec.n] = vec.strength == 2
    order = np.argsort(labels, kind="stable")
    starts = np.searchsorted(labels[order], np.arange(int(labels.max()) + 2))
    member = np.zeros((len(blossoms), nv), dtype=bool)
    for k, b in enumerate(blossoms):
        member[k, b] = True
    out = mate.copy()
    open_: list[int] = []
    for c in range(starts.size - 1):
        comp = order[starts[c] : starts[c + 1]]
        a = comp[comp < out[comp]]
        b = out[a]
        cost = colour[a, b].astype(np.int64)
        bound = colour_lower_bound(code[comp], strong[comp])
        if int(cost.sum()) > bound:
            _exchange(a, b, cost, colour, valid, member)
            out[a], out[b] = b, a
            if int(cost.sum()) > bound:
                open_.append(c)
    return out, open_


def _exchange(
    a: np.ndarray, b: np.ndarray, cost: np.ndarray, colour: np.ndarray, valid: np.ndarray, member: np.ndarray
) -> None:
    """Pairs (a[k], b[k]) of costs ``cost`` (changed in place): while some pair with a conflict can
    exchange partners with another pair for fewer conflicts in total, on valid pairs that do not
    both cross one blossom (rows of ``member``), do the best such exchange."""
    changed = True
    while changed:
        changed = False
        for i in np.flatnonzero(cost > 0).tolist():
            if cost[i] == 0:
                continue
            x, y = int(a[i]), int(b[i])
            old = cost + cost[i]
            g1 = np.where(valid[x, a] & valid[y, b], old - colour[x, a] - colour[y, b], 0)
            g2 = np.where(valid[x, b] & valid[y, a], old - colour[x, b] - colour[y, a], 0)
            gain = np.maximum(g1, g2)
            gain[i] = 0
            cand = np.flatnonzero(gain > 0)
            if not cand.size:
                continue
            for j in cand[np.argsort(-gain[cand], kind="stable")].tolist():
                u, v = int(a[j]), int(b[j])
                p, q = ((x, u), (y, v)) if g1[j] >= g2[j] else ((x, v), (y, u))
                if ((member[:, p[0]] ^ member[:, p[1]]) & (member[:, q[0]] ^ member[:, q[1]])).any():
                    continue
                a[i], b[i] = p
                a[j], b[j] = q
                cost[i] = colour[p]
                cost[j] = colour[q]
                changed = True
                break


# -- the weights of a block of the field (the first phase by blocks: swiss_blocks) ----------------------
def sparse_terms(vec: SwissVectors, shifts: Sequence[int]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The weights of the rematches and same-club pairs as (i, j, weight), both orders of each pair
    (a pair that is both appears twice: the weights add up)."""
    nv = vec.nv
    unit = [np.int64(-4) << np.int64(s) for s in shifts]
    codes = vec.rematch_codes
    ri, rj = codes // nv, codes % nv
    ci: list[np.ndarray] = []
    cj: list[np.ndarray] = []
    for m in vec.club_members:
        a, b = np.meshgrid(m, m, indexing="ij")
        off = a != b
        ci.append(a[off])
        cj.append(b[off])
    club_i = np.concatenate(ci) if ci else np.zeros(0, dtype=np.int64)
    club_j = np.concatenate(cj) if cj else np.zeros(0, dtype=np.int64)
    i = np.concatenate([ri, rj, club_i]).astype(np.int64)
    j = np.concatenate([rj, ri, club_j]).astype(np.int64)
    w = np.concatenate(
        [np.full(2 * ri.size, unit[0], dtype=np.int64), np.full(club_i.size, unit[6], dtype=np.int64)]
    )
    return i, j, w


COLOUR_KIND_CONFLICTS = np.array(
    [[0, 0, 0, 0, 0], [0, 1, 1, 0, 0], [0, 1, 2, 0, 0], [0, 0, 0, 1, 1], [0, 0, 0, 1, 2]], dtype=np.int64
)
"""Colour conflicts between two players by colour type (see :func:`_colour_kinds`)."""


def _colour_kinds(vec: SwissVectors, players: np.ndarray) -> np.ndarray:
    """Colour type of each player: 0 no wish, 1 / 2 the second colour weakly / strongly, 3 / 4 the
    first colour weakly / strongly."""
    st = vec.strength[players]
    return np.where(st > 0, (vec.wish[players] == FIRST) * 2 + st, 0).astype(np.intp)


def weight_range(
    vec: SwissVectors,
    shifts: Sequence[int],
    rows: tuple[int, int],
    cols: tuple[int, int],
    sparse: tuple[np.ndarray, np.ndarray, np.ndarray],
) -> np.ndarray:
    """``internal_weights(vec, shifts)[lo:hi, clo:chi]`` without the nv x nv matrix, for a field in
    ranking order (``sparse``: its :func:`sparse_terms`); the same construction, score group by
    score group."""
    n, nv = vec.n, vec.nv
    lo, hi = rows
    clo, chi = cols
    unit = [np.int64(-4) << np.int64(s) for s in shifts]
    s = vec.scores
    f: np.ndarray = vec.floated.astype(np.int64) * unit[4] + vec.places * unit[5]
    E = np.zeros((hi - lo, chi - clo), dtype=np.int64)
    pc = max(min(chi, n) - clo, 0)  # player columns
    if n and pc and lo < n:
        starts = np.flatnonzero(np.r_[True, s[1:] != s[:-1]])
        ends = np.r_[starts[1:], n]
        first = int(np.searchsorted(ends, lo, side="right"))
        cs = s[clo : clo + pc]
        for a, b in zip(starts[first:].tolist(), ends[first:].tolist(), strict=True):
            if a >= min(hi, n):
                break
            ra, rb = max(a, lo), min(b, hi)
            diff = s[a] - cs
            base = (diff != 0) * unit[2] + diff * diff * unit[3]
            base += (diff < 0) * f[clo : clo + pc]
            E[ra - lo : rb - lo, :pc] = base
            below = max(b, clo)  # the columns of lower scores: the row's player floats down
            if below < clo + pc:
                E[ra - lo : rb - lo, below - clo : pc] += f[ra:rb, None]
    i, j, w = sparse
    keep = (i >= lo) & (i < hi) & (j >= clo) & (j < chi)
    np.add.at(E, (i[keep] - lo, j[keep] - clo), w[keep])
    if vec.balance and n:
        rp = np.minimum(np.arange(lo, hi), n - 1)
        cp = np.minimum(np.arange(clo, chi), n - 1)
        # Each player's colour type (0: no wish; 1, 2: the second colour, weak or strong; 3, 4: the
        # first), and the weights of each type against the columns, added row by row (no rows x
        # columns temporary).
        kind_r = _colour_kinds(vec, rp).tolist()
        table = (COLOUR_KIND_CONFLICTS * unit[8])[:, _colour_kinds(vec, cp)]
        for r, k in enumerate(kind_r):
            if k:
                E[r] += table[k]
    if nv > n:
        col = np.zeros(nv, dtype=np.int64)
        col[:n] = vec.byecost * unit[1] + (n - 1 - np.arange(n, dtype=np.int64)) * unit[7]
        if lo <= n < hi:
            E[n - lo, :] = col[clo:chi]
        if clo <= n < chi:
            E[:, n - clo] = col[lo:hi]
    d0, d1 = max(lo, clo), min(hi, chi)
    if d0 < d1:
        k = np.arange(d0, d1)
        E[k - lo, k - clo] = 0
    return E
