"""The first phase of a big Swiss field solved block by block, proven optimal on the complete graph.

The one-phase weights of :func:`desktop.tournament.swiss_cost.internal_weights` are an nv x nv int64
matrix: 128 MB at 4,096 players.  A Swiss pairing joins players of equal scores but for a few
pair-downs, so the field (in ranking order: score groups are contiguous) is cut into blocks of whole score groups, each
of an even number of vertices (at least ``MIN_BLOCK``; the bye vertex with the last block), and
each block is solved alone by the dense solver on its own weights (:func:`swiss_cost.weight_range`).

**Proof of optimality.**  Each block's solution comes with an optimal dual (vertex duals y,
blossom duals z, blossoms inside the block).  Brought to one scale, the blocks' duals together are
a dual solution of the whole field's matching problem whose reduced costs inside each block are
those of the block (>= 0, 0 on the matching).  The reduced costs of the pairs *between* blocks,
y_u + y_v - w(u, v) (no blossom holds both), are computed here row block by row block, the weights
written from the players' vectors; when none is negative, the dual is feasible for the complete
graph and complementary slackness holds, so the union of the blocks' matchings is optimal on the
complete graph (Edmonds' perfect-matching polytope, the same argument as the candidate graphs of
:mod:`desktop.tournament.lexmatch`).  When one is negative, the blocks from the one holding its
first player to the one holding its second are merged into one block, solved again, and the proof
is run again; when everything has been merged into one block, :func:`first_phase` answers None and
the caller solves the complete graph as before.  Before a merge each block's dual is moved, among
the block's optimal duals, so that each pair-down's cost sits between its two players rather than
on one of them (:func:`_balance`): the solver's own dual may put the whole cost of a pair-down on a
lone player of an odd score group, whose pairs to the next block's odd group then look cheaper
than they are.

The optimal face (the pairs of zero reduced cost, and the blossoms of positive dual) comes from
the same dual: inside each block from the block's own reduced costs, between blocks from the
pass above.  Memory: the largest block's weights and a few row blocks of the field (and the face,
nv x nv booleans, when the colour digit follows).  Whether the duals prove the optimum depends on
the field: on the benchmark's 4,096 players after 9 rounds they do (four blocks); where two blocks
each hold an odd score group, both groups' duals carry half a pair-down and a pair between them
can show a negative reduced cost, and those blocks are merged (on other seeds of
that field every cut fails that way and the complete matrix is solved after all).

**Independent cuts.**  Where the first digits' lower bounds prove that no optimal pairing crosses a
place between two groups (:func:`swiss_cost.independent_cuts`), the field is cut there too, whatever
the groups' parities, and the proof leaves out the pairs across those places (no optimal pairing has
one, so none is on the optimal face either): blocks are merged only within the parts between them.
On the benchmark's 4,096 players, seed 2026, odd groups follow one another and the duals alone left
a block of 3,672 vertices (134 MB); cut at the independent places the largest block has 1,042.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from desktop.tournament.dense import max_weight_perfect_matching_dense
from desktop.tournament.swiss_cost import SwissVectors, sparse_terms, weight_range

BLOCKS_FROM = 3072
"""Vertices from which the first phase is tried block by block (the complete matrix: 72 MB at
3,072, 128 MB at 4,096; smaller fields: it is small, and blocks that prove nothing cost time)."""

MIN_BLOCK = 128
"""Fewest vertices of a block (small score groups are merged with the next ones)."""

BALANCE = True
"""When the blocks' own duals prove nothing, bring each pair-down's dual towards the middle of its
two sides and prove again before merging (:func:`_balance`; tests switch it off to compare)."""

ROWS = 128
"""Rows per pass of the proof (each pass holds ROWS x nv weights)."""


@dataclass(frozen=True)
class FirstPhase:
    mate: np.ndarray
    valid: np.ndarray | None
    """The optimal face's pairs (nv x nv bool), when asked for."""
    blossoms: list[np.ndarray]
    """The vertex sets of the blossoms with a positive dual."""
    stages: int
    blocks: int
    merges: int = 0
    """Times blocks were merged before the proof held."""


def blocks(vec: SwissVectors, cuts: Sequence[int] = ()) -> list[tuple[int, int]] | None:
    """Vertex ranges [lo, hi) of whole score groups, each of an even size >= ``MIN_BLOCK`` (the
    last one takes the rest and the bye vertex), cut only between two groups of even sizes (an odd
    group floats a player, and its duals then leave no room across a cut), and at every place of
    ``cuts`` (places no optimal pairing crosses: :func:`swiss_cost.independent_cuts`, whatever the
    sizes); None when the field is not in ranking order."""
    n, nv = vec.n, vec.nv
    s = vec.scores
    if n == 0 or not bool(np.all(s[:-1] >= s[1:])):
        return None
    ends = (np.flatnonzero(np.r_[s[1:] != s[:-1], True]) + 1).tolist()
    sizes = np.diff([0, *ends]).tolist()
    out: list[tuple[int, int]] = []
    lo = 0
    forced = set(cuts)
    for g, end in enumerate(ends[:-1]):
        if end in forced and (end - lo) % 2 == 0:
            out.append((lo, end))
            lo = end
        elif (
            (end - lo) % 2 == 0
            and end - lo >= MIN_BLOCK
            and n - end >= MIN_BLOCK
            and sizes[g] % 2 == 0
            and sizes[g + 1] % 2 == 0
        ):
            out.append((lo, end))
            lo = end
    out.append((lo, nv))
    return out


@dataclass(frozen=True)
class _Block:
    mate: np.ndarray
    """Partners, as vertices of the field."""
    dual: np.ndarray
    scale: int
    stages: int
    blossoms: list[np.ndarray]
    zero: np.ndarray | None
    """The block's pairs of zero reduced cost (when the face is asked for)."""
    blossom_duals: list[int]
    """The dual of each of ``blossoms``."""
    balanced: bool = False
    """Whether the dual was balanced (:func:`_balance`)."""


Sparse = tuple[np.ndarray, np.ndarray, np.ndarray]


def _solve_block(
    vec: SwissVectors,
    shifts: Sequence[int],
    lo: int,
    hi: int,
    face: bool,
    sparse: Sparse,
    hint: np.ndarray | None = None,
) -> _Block:
    res = max_weight_perfect_matching_dense(
        weight_range(vec, shifts, (lo, hi), (lo, hi), sparse),
        check_weights=False,
        internal=True,
        full=True,
        dual=None if hint is None else hint[lo:hi],
    )
    zero = None
    if face:
        zero = res.reduced_costs(consume=True) == 0
        np.fill_diagonal(zero, False)
    return _Block(
        res.mate + lo,
        res.dual,
        res.scale,
        res.stages,
        [b.vertices + lo for b in res.blossoms if b.dual > 0],
        zero,
        [int(b.dual) for b in res.blossoms if b.dual > 0],
    )


def _balanced(vec: SwissVectors, shifts: Sequence[int], lo: int, hi: int, face: bool, sparse: Sparse, got: _Block) -> _Block:
    """``got`` with its dual balanced (:func:`_balance`), its reduced costs computed again from the
    block's weights (and its face, when asked for, from the new dual)."""
    dual = got.dual.copy()
    blossoms: list[list[Any]] = [[v - lo, z] for v, z in zip(got.blossoms, got.blossom_duals, strict=True)]
    rc = weight_range(vec, shifts, (lo, hi), (lo, hi), sparse)
    rc *= -got.scale
    rc += dual[:, None]
    rc += dual[None, :]
    for verts, z in blossoms:
        rc[np.ix_(verts, verts)] += 2 * z
    mate = got.mate - lo
    _balance(vec.scores[np.minimum(np.arange(lo, hi), vec.n - 1)], np.arange(lo, hi) < vec.n, mate, dual, blossoms, rc)
    zero = None
    if face:
        zero = rc == 0
        np.fill_diagonal(zero, False)
    del rc
    return _Block(
        got.mate,
        dual,
        got.scale,
        got.stages,
        [v + lo for v, z in blossoms if z > 0],
        zero,
        [z for _, z in blossoms if z > 0],
        balanced=True,
    )


def _balance(
    scores: np.ndarray, player: np.ndarray, mate: np.ndarray, dual: np.ndarray, blossoms: list[list], rc: np.ndarray
) -> None:
    """Move each pair-down's dual towards the middle between its two players (changed in place:
    the vertex duals, the blossoms' [vertices, dual] and the reduced costs ``rc``), so that the
    block's dual leaves room for pairs to other blocks (see the module docstring).

    For a matched pair (x, y) of two scores with x's vertex dual the lower, let X hold x and not y
    and Y hold y and not x, each the player alone or a blossom of positive dual.  Adding t to the
    vertex duals of X (taking t from X's blossom dual) and taking t from those of Y (adding t to
    Y's blossom dual) changes no reduced cost inside X or Y, nor between them (the matched pair
    (x, y) among them: the one crossing X, and Y, both odd); it adds t to the other pairs crossing
    X and takes t from the other pairs crossing Y.  With t at most X's blossom dual and the least
    reduced cost of those pairs crossing Y, the dual stays feasible, every matched pair tight and
    every blossom of positive dual crossed once: still an optimal dual of the block.  t is at most
    half the difference of the two vertex duals; X and Y are the pair of sets that allows the
    largest t (the larger X on a tie: a whole score group rather than its player)."""
    m = mate.size

    def sets(v: int, other: int) -> list[tuple[int, np.ndarray]]:
        return [(-1, np.array([v]))] + [
            (k, verts) for k, (verts, z) in enumerate(blossoms) if z > 0 and _holds(verts, v) and not _holds(verts, other)
        ]

    for x in range(m):
        y = int(mate[x])
        if y < x or not (player[x] and player[y]) or scores[x] == scores[y]:
            continue
        if dual[y] < dual[x]:
            x, y = y, x
        want = (int(dual[y]) - int(dual[x])) // 2
        if want <= 0:
            continue
        best: tuple[int, int, int, np.ndarray, int, np.ndarray] | None = None
        xsets = sets(x, y)
        for ky, vy in sets(y, x):
            # The least reduced cost from Y to each vertex (Y's own columns left out below).
            reach = rc[vy].min(axis=0) if vy.size > 1 else rc[int(vy[0])].copy()
            reach[vy] = _BIG
            for kx, vx in xsets:
                t = want if kx < 0 else min(want, blossoms[kx][1])
                if vx.size == 1:
                    saved = reach[int(vx[0])]
                    reach[int(vx[0])] = _BIG
                    t = min(t, int(reach.min()))
                    reach[int(vx[0])] = saved
                else:
                    t = min(t, int(np.delete(reach, vx).min()) if vx.size < m else t)
                t -= t % 2  # duals stay even (the solver's parity)
                if t > 0 and (best is None or (t, vx.size) > best[:2]):
                    best = (t, vx.size, kx, vx, ky, vy)
        if best is None:
            continue
        t, _, kx, vx, ky, vy = best
        dual[vx] += t
        dual[vy] -= t
        rc[vx, :] += t
        rc[:, vx] += t
        rc[vy, :] -= t
        rc[:, vy] -= t
        if kx >= 0:
            rc[np.ix_(vx, vx)] -= 2 * t
            blossoms[kx][1] -= t
        if ky >= 0:
            rc[np.ix_(vy, vy)] += 2 * t
            blossoms[ky][1] += t


_BIG = np.int64(1) << np.int64(62)


def _holds(verts: np.ndarray, v: int) -> bool:
    k = int(np.searchsorted(verts, v))
    return k < verts.size and int(verts[k]) == v


def first_phase(
    vec: SwissVectors,
    shifts: Sequence[int],
    *,
    face: bool,
    hint: np.ndarray | None = None,
    cuts: Sequence[int] = (),
) -> FirstPhase | None:
    """The one-phase optimum of the field for weights ``shifts`` (see the module docstring), or None
    when the blocks' dual does not prove it optimal on the complete graph even after merging (or
    there is one block).  ``hint``: vertex duals of the field each block's solver starts from (its
    rows: :func:`swiss_cost.colour_duals`; they change no block's optimum).  ``cuts``: places no
    optimal pairing crosses (:func:`swiss_cost.independent_cuts`): the blocks are cut there too, and
    the pairs across them are neither proven nor on the face (no optimal pairing has one), so blocks
    are never merged across them.

    When a pair between two blocks has a negative reduced cost, the blocks from the one to the
    other are merged into one block, solved again (the others keep their solutions), and the whole
    proof is run again; this ends with a proof, or with one block left (None: the caller solves the
    complete matrix)."""
    ranges = blocks(vec, cuts)
    if ranges is None or len(ranges) < 2:
        return None
    sparse = sparse_terms(vec, shifts)
    solved: dict[tuple[int, int], _Block] = {}
    merges = 0
    while len(ranges) >= 2:
        for lo, hi in ranges:
            if (lo, hi) not in solved:
                solved[(lo, hi)] = _solve_block(vec, shifts, lo, hi, face, sparse, hint)
        proof = _prove(vec, shifts, ranges, [solved[r] for r in ranges], face, sparse, cuts)
        if isinstance(proof, FirstPhase):
            return replace(proof, merges=merges)
        if BALANCE and not all(solved[r].balanced for r in ranges):
            # Not proven with the solver's own duals: again with balanced ones, before any merge.
            for lo, hi in ranges:
                if not solved[(lo, hi)].balanced:
                    solved[(lo, hi)] = _balanced(vec, shifts, lo, hi, face, sparse, solved[(lo, hi)])
            continue
        ranges = _merged(ranges, proof)
        solved = {r: b for r, b in solved.items() if r in ranges}  # the merged ones' parts go
        merges += 1
    return None


def _merged(ranges: list[tuple[int, int]], spans: set[tuple[int, int]]) -> list[tuple[int, int]]:
    """``ranges`` with the blocks from k to l (each (k, l) in ``spans``) merged into one."""
    joined = list(range(len(ranges)))  # joined[k]: the first block of the merged block holding k
    for k, last in sorted(spans):
        for j in range(k + 1, last + 1):
            joined[j] = joined[k]
    out: list[tuple[int, int]] = []
    for k, (lo, hi) in enumerate(ranges):
        if out and joined[k] != k:
            out[-1] = (out[-1][0], hi)
        else:
            out.append((lo, hi))
    return out


def _prove(
    vec: SwissVectors,
    shifts: Sequence[int],
    ranges: list[tuple[int, int]],
    solved: list[_Block],
    face: bool,
    sparse: Sparse,
    cuts: Sequence[int] = (),
) -> FirstPhase | set[tuple[int, int]]:
    """The blocks' union as the proven optimum, or the spans (k, l), k < l, of the blocks joined
    by a pair of negative reduced cost (pairs across ``cuts`` left out: no optimal pairing has
    one, see :func:`first_phase`)."""
    nv = vec.nv
    bounds = sorted(set(cuts))
    segment = np.searchsorted(np.asarray(bounds, dtype=np.int64), np.arange(nv), side="right")
    seg_end = np.asarray([*bounds, nv], dtype=np.int64)  # seg_end[k]: the end of segment k
    block_of = np.empty(nv, dtype=np.int64)
    mate = np.empty(nv, dtype=np.int64)
    dual = np.zeros(nv, dtype=np.int64)
    between = np.zeros((nv, nv), dtype=bool) if face else None
    scale = max(b.scale for b in solved)
    for k, ((lo, hi), got) in enumerate(zip(ranges, solved, strict=True)):
        block_of[lo:hi] = k
        mate[lo:hi] = got.mate
        dual[lo:hi] = got.dual * (scale // got.scale)
        if between is not None and got.zero is not None:
            between[lo:hi, lo:hi] = got.zero
    spans: set[tuple[int, int]] = set()
    for start in range(0, nv, ROWS):
        stop = min(start + ROWS, nv)
        # Reduced costs are symmetric: without the face, each pair is read from its row in the
        # earlier block only (the columns from the end of the first row's block on, to the end of
        # the last row's segment).
        first = 0 if between is not None else ranges[int(block_of[start])][1]
        last = nv if between is not None else int(seg_end[segment[stop - 1]])
        if first >= last:
            continue
        rc = weight_range(vec, shifts, (start, stop), (first, last), sparse)
        rc *= -scale
        rc += dual[start:stop, None]
        rc += dual[None, first:last]
        cross = block_of[start:stop, None] != block_of[None, first:last]
        cross &= segment[start:stop, None] == segment[None, first:last]
        bad = cross & (rc < 0)
        if bool(bad.any()):
            ri, ci = np.nonzero(bad)
            a, b = block_of[ri + start], block_of[ci + first]
            spans.update(zip(np.minimum(a, b).tolist(), np.maximum(a, b).tolist(), strict=True))
        elif between is not None and not spans:
            between[start:stop] |= cross & (rc == 0)
        del rc, cross, bad
    if spans:
        return spans
    blossoms = [v for b in solved for v in b.blossoms]
    return FirstPhase(mate, between, blossoms, sum(b.stages for b in solved), len(ranges))
