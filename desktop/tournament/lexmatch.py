"""Lexicographic minimum-cost perfect matching on a complete graph.

A pairing objective is an ordered list of criteria ("digits"), each a non-negative integer cost per
pair, minimised lexicographically over all perfect matchings (most significant digit first).

**Encoding.**  Within a group of digits, digit ``d`` gets a bit field wide enough to hold an upper
bound of its total over the optimum; then ``cost = sum(digit_d << shift_d)`` orders matchings
lexicographically: if the optimum M* beats M at digit d, M can make up at most
``sum_{j>d} total_j(M*) << shift_j < 1 << shift_d`` on the lower digits (costs are non-negative),
so the bounds only need to hold for the optimum.

**Phases.**  The digits are split into phases that fit 64-bit arithmetic.  Phase k is solved
exactly by the dense blossom solver, which also returns an optimal dual solution (vertex duals y,
blossom duals z).  By linear-programming duality (Edmonds' perfect-matching polytope) the phase's
optimal matchings are exactly the perfect matchings that (a) use only pairs of zero reduced cost and
(b) cross every blossom with z > 0 exactly once.  Phase k+1 therefore keeps only the zero
reduced-cost pairs and puts, above its own digits, a penalty digit counting blossom crossings: every
perfect matching crosses each odd blossom at least once, so minimising crossings first restricts
phase k+1 to phase k's optimal face, where it minimises its own digits.  The last phase's optimum
is the lexicographic optimum.

Numbers too large for 64 bits in a single digit fall back to the pure-Python solver on the complete
graph (slow, exact).

**Candidate graphs.**  With a ``window`` (large fields), each phase is first solved on a sparse
candidate graph: the pairs within ``window`` places of each other in the given vertex order (a
Swiss field in ranking order: the players a pairing actually uses), the previous phase's matching,
and the rows of ``full_vertices`` (the bye vertex).  The dual solution is then checked on *every*
valid pair: reduced costs all >= 0 prove the matching optimal on the complete graph (linear
programming duality, blossom duals included); any pair with a negative reduced cost is added and
the phase solved again.  So the result is exactly the complete graph's optimum, found on a graph
with a few dozen neighbours per vertex.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from desktop.tournament.dense import DenseResult, max_weight_perfect_matching_dense
from desktop.tournament.matching import NoPerfectMatchingError, max_weight_perfect_matching

PHASE_BITS = 54
"""Largest cost (in bits) one dense phase may use: internal arithmetic works on 4 x cost plus
dual sums and must stay inside int64."""


@dataclass(frozen=True)
class Digit:
    name: str
    matrix: np.ndarray
    """Symmetric n x n non-negative integer costs (diagonal ignored)."""
    bound: int | None = None
    """Upper bound of this digit's total over the optimal matching; default: max entry x n/2."""

    def total_bound(self) -> int:
        if self.bound is not None:
            return max(int(self.bound), 0)
        n = self.matrix.shape[0]
        top = int(self.matrix.max()) if self.matrix.size else 0
        return top * (n // 2)


@dataclass(frozen=True)
class LexResult:
    mate: tuple[int, ...]
    totals: dict[str, int]
    phases: int
    stages: int
    free_after_warm_start: tuple[int, ...] = field(default=())


def layout(bounds: Sequence[int]) -> tuple[list[int], list[int], int]:
    """(widths, shifts, total bits) for digits with the given total bounds, most significant first."""
    widths = [max(int(b).bit_length(), 1) for b in bounds]
    shifts = [0] * len(bounds)
    acc = 0
    for i in range(len(bounds) - 1, -1, -1):
        shifts[i] = acc
        acc += widths[i]
    return widths, shifts, acc


def structural_shifts(digits: Sequence[Digit]) -> list[int]:
    """Field shifts valid for *every* perfect matching (max entry x n/2 per digit), as a reference
    solver with unbounded integers (networkx, exhaustive search) needs them."""
    n = digits[0].matrix.shape[0]
    _, shifts, _ = layout([int(d.matrix.max()) * max(n // 2, 1) for d in digits])
    return shifts


def combined_cost(digits: Sequence[Digit], shifts: Sequence[int], u: int, v: int) -> int:
    """Single (Python) integer cost of a pair."""
    return sum(int(d.matrix[u, v]) << s for d, s in zip(digits, shifts, strict=True))


def combined_objective(digits: Sequence[Digit], mate: Sequence[int]) -> int:
    """Total single-integer cost of a perfect matching under :func:`structural_shifts`."""
    shifts = structural_shifts(digits)
    return sum(combined_cost(digits, shifts, u, v) for u, v in enumerate(mate) if u < v)


def full_graph_edges(digits: Sequence[Digit]) -> list[tuple[int, int, int]]:
    """Every pair with weight -cost (structural layout), for networkx / the pure-Python solver."""
    n = digits[0].matrix.shape[0]
    shifts = structural_shifts(digits)
    mats = [(d.matrix.astype(np.int64).tolist(), s) for d, s in zip(digits, shifts, strict=True)]
    out: list[tuple[int, int, int]] = []
    for u in range(n):
        rows = [(m[u], s) for m, s in mats]
        for v in range(u + 1, n):
            out.append((u, v, -sum(r[v] << s for r, s in rows)))
    return out


class LexSolver:
    """Solve phase after phase; each call to :meth:`phase` narrows to the optimal face so far.

    ``window``: solve on candidate graphs (see the module docstring) — pairs at most ``window``
    apart in vertex order, plus the rows of ``full_vertices``; None: the complete graph."""

    def __init__(self, n: int, *, window: int | None = None, full_vertices: Sequence[int] = ()) -> None:
        if n % 2:
            raise ValueError("odd number of vertices")
        self.n = n
        self.valid = ~np.eye(n, dtype=bool)
        self.blossoms: list[np.ndarray] = []
        self.mate: np.ndarray | None = None
        self.stages = 0
        self.phases = 0
        self.free: list[int] = []
        self.rounds = 0
        """Candidate-graph solves (one per phase when no pair had to be added)."""
        self.window = window if (window is not None and 2 * window + 1 < n) else None
        self.full_vertices = tuple(full_vertices)
        self._rc: np.ndarray | None = None

    def _penalty(self) -> tuple[np.ndarray | None, int]:
        if not self.blossoms:
            return None, 0
        n = self.n
        # cross(u, v) = blossoms holding exactly one of u, v = c[u] + c[v] - 2 x (holding both).
        count = np.zeros(n, dtype=np.int64)
        both = np.zeros((n, n), dtype=np.int64)
        bound = 0
        for members in self.blossoms:
            count[members] += 1
            both[np.ix_(members, members)] += 1
            bound += min(len(members), n - len(members))
        cross = count[:, None] + count[None, :] - 2 * both
        return cross, bound

    def _candidates(self) -> np.ndarray:
        n = self.n
        assert self.window is not None
        idx = np.arange(n)
        near = np.abs(idx[:, None] - idx[None, :]) <= self.window
        for v in self.full_vertices:
            near[v, :] = True
            near[:, v] = True
        if self.mate is not None:
            near[idx, self.mate] = True
        else:
            near[idx, idx ^ 1] = True  # (0, 1), (2, 3)...: a perfect matching always exists
        return near & self.valid

    def _solve(self, E: np.ndarray) -> DenseResult:
        """The phase's optimum over ``self.valid`` for internal weights ``E`` (4 x weight),
        through candidate graphs when windowed."""
        full = self.phases == 0 and not self.blossoms
        if self.window is None:
            self.rounds += 1
            return max_weight_perfect_matching_dense(
                E, self.valid, check_weights=False, internal=True, full=full or None
            )
        sparse = self._candidates()
        while True:
            self.rounds += 1
            try:
                result = max_weight_perfect_matching_dense(
                    E.copy(), sparse, check_weights=False, internal=True
                )
            except NoPerfectMatchingError:
                self.rounds += 1
                return max_weight_perfect_matching_dense(E, self.valid, check_weights=False, internal=True)
            rc = result.reduced_costs(E)
            bad = (rc < 0) & self.valid
            if not bad.any():
                self._rc = rc
                return result
            sparse |= bad

    def phase(self, digits: Sequence[Digit]) -> np.ndarray:
        """Minimise ``digits`` (lexicographically) over the current optimal face.  Digits that do
        not fit one 64-bit phase are solved as several consecutive phases."""
        cross, cross_bound = self._penalty()
        bounds = [d.total_bound() for d in digits]
        widths, shifts, bits = layout(bounds)
        pen_bits = cross_bound.bit_length() if cross is not None else 0
        if bits + pen_bits > PHASE_BITS:
            if len(digits) == 1:
                raise OverflowError("digit too large for the dense solver")
            room = PHASE_BITS - pen_bits
            k = 0
            used = 0
            while k < len(digits) and used + widths[k] <= room:
                used += widths[k]
                k += 1
            k = max(k, 1)
            self.phase(digits[:k])
            return self.phase(digits[k:])
        n = self.n
        cost = np.zeros((n, n), dtype=np.int64)
        tmp = np.empty((n, n), dtype=np.int64)
        for d, s in zip(digits, shifts, strict=True):
            m = d.matrix
            if m.any():
                np.multiply(m, np.int64(1) << np.int64(s), out=tmp, dtype=np.int64)
                cost += tmp
        if cross is not None:
            np.left_shift(cross, np.int64(bits), out=tmp)
            cost += tmp
        del tmp
        if cost.max(initial=0) >= (1 << 57):  # costs are >= 0
            raise OverflowError("weights too large for the dense solver")
        cost *= -4  # the solver's internal weights: 4 x (-cost)
        self._rc = None
        result = self._solve(cost)
        self.stages += result.stages
        self.phases += 1
        self.free.append(result.free_after_warm_start)
        rc = self._rc if self._rc is not None else result.reduced_costs()
        self.valid &= rc == 0
        self.blossoms = [b.vertices for b in result.blossoms if b.dual > 0]
        self.mate = result.mate
        return result.mate


def solve_lexicographic(digits: Sequence[Digit], phases: Sequence[int] | None = None) -> LexResult:
    """Minimise the digit totals lexicographically over perfect matchings of the complete graph.

    ``phases`` optionally gives the number of digits in each phase (default: automatic packing);
    bounds of later digits may then depend on nothing but the digits themselves.
    """
    n = digits[0].matrix.shape[0] if digits else 0
    if n == 0:
        return LexResult((), {d.name: 0 for d in digits}, 0, 0)
    solver = LexSolver(n)
    groups: list[list[Digit]]
    if phases is None:
        groups = [list(digits)]
    else:
        groups = []
        i = 0
        for k in phases:
            groups.append(list(digits[i : i + k]))
            i += k
        if i != len(digits):
            raise ValueError("phases do not cover the digits")
    try:
        for g in groups:
            solver.phase(g)
    except OverflowError:
        return _solve_python(digits)
    assert solver.mate is not None
    mate = tuple(int(x) for x in solver.mate)
    return LexResult(mate, totals(digits, mate), solver.phases, solver.stages, tuple(solver.free))


def totals(digits: Sequence[Digit], mate: Sequence[int]) -> dict[str, int]:
    out = {d.name: 0 for d in digits}
    us = np.array([u for u, v in enumerate(mate) if u < v], dtype=np.int64)
    vs = np.array([mate[u] for u in us.tolist()], dtype=np.int64)
    for d in digits:
        out[d.name] = int(d.matrix[us, vs].astype(np.int64).sum()) if us.size else 0
    return out


def _solve_python(digits: Sequence[Digit]) -> LexResult:
    """Exact fallback with unbounded integers (pure Python, slow on large fields)."""
    edges = full_graph_edges(digits)
    r = max_weight_perfect_matching(digits[0].matrix.shape[0], edges)
    return LexResult(tuple(r.mate), totals(digits, r.mate), 1, r.stages)
