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

**Later phases by component.**  A later phase only uses pairs of the face, so it splits into the
connected components of the face's graph (each previous blossom lies inside one).  A component
on which the current matching costs nothing under the new digits keeps it (early exit, and
without any component work when that holds everywhere); only the others are solved, each on its
own block.  The face's new zero-cost pairs and blossoms are derived only when a next phase needs
them.

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

COMPONENTS = True
"""Solve later phases per connected component of the face (tests switch it off to compare)."""

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


def connected_labels(adjacent: np.ndarray) -> np.ndarray:
    """The connected component of every vertex of an undirected graph given as a symmetric boolean n×n
    matrix, numbered 0, 1, … in order of each component's smallest vertex (numpy only: a breadth-first
    search whose frontier is expanded a whole row block at a time)."""
    n = adjacent.shape[0]
    labels = np.full(n, -1, dtype=np.int64)
    label = 0
    for start in range(n):
        if labels[start] >= 0:
            continue
        labels[start] = label
        frontier = np.array([start])
        while frontier.size:
            reached = adjacent[frontier].any(axis=0) & (labels < 0)
            frontier = np.flatnonzero(reached)
            labels[frontier] = label
        label += 1
    return labels


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

    def __init__(
        self,
        n: int,
        *,
        window: int | None = None,
        full_vertices: Sequence[int] = (),
        valid: np.ndarray | None = None,
    ) -> None:
        if n % 2:
            raise ValueError("odd number of vertices")
        self.n = n
        self.valid = ~np.eye(n, dtype=bool) if valid is None else valid
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
        self._bufs: tuple[np.ndarray, np.ndarray] | None = None
        self._face: tuple[DenseResult, np.ndarray | None] | None = None
        """The last solved phase, whose face is not derived yet (see :meth:`_finish_face`)."""
        self._pending: list[tuple[list[Digit], np.ndarray | None]] = []
        """Face restrictions not applied yet (see :meth:`_apply_pending`)."""
        self.kept_components = 0
        """Components of later phases whose matching was kept without solving (statistics)."""
        self.closed = False
        """After :meth:`last_phase_on`: no further phase."""

    def _penalty(self) -> tuple[tuple[np.ndarray, list[np.ndarray]] | None, int]:
        """The blossom-crossing digit as (c, blocks): crossings of (u, v) = blossoms holding
        exactly one of them = c[u] + c[v] - 2 x (blocks holding both); and its bound."""
        if not self.blossoms:
            return None, 0
        n = self.n
        count = np.zeros(n, dtype=np.int64)
        bound = 0
        for members in self.blossoms:
            count[members] += 1
            bound += min(len(members), n - len(members))
        return (count, list(self.blossoms)), bound

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
        if self.closed:
            raise ValueError("the last phase was solved already")
        self._apply_pending()
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
        if self.mate is not None and self.window is None and COMPONENTS:
            return self._phase_by_components(digits, shifts, bits)
        n = self.n
        # Two n x n buffers reused from phase to phase (fresh pages cost page faults).
        if self._bufs is None:
            self._bufs = (np.empty((n, n), dtype=np.int64), np.empty((n, n), dtype=np.int64))
        cost, tmp = self._bufs
        # ``cost`` holds the solver's internal weights directly: 4 x (-cost).
        cost.fill(0)
        top_cost = 0
        for d, s in zip(digits, shifts, strict=True):
            m = d.matrix
            nz = int(np.count_nonzero(m))
            if nz == 0:
                continue
            top = int(m.max())
            top_cost += top << s
            if top_cost >= (1 << 57):
                raise OverflowError("weights too large for the dense solver")
            unit = np.int64(-4) << np.int64(s)
            if nz * 16 < m.size:
                at = np.nonzero(m)
                cost[at] += m[at].astype(np.int64) * unit
            elif m.dtype.itemsize == 1 and top <= 1:
                np.add(cost, unit, out=cost, where=m.view(bool))
            else:
                np.multiply(m, unit, out=tmp, dtype=np.int64)
                cost += tmp
        if cross is not None:
            count, blocks = cross
            top_cost += (2 * int(count.max())) << bits
            if top_cost >= (1 << 57):
                raise OverflowError("weights too large for the dense solver")
            cb = (np.int64(-4) * count) << np.int64(bits)
            cost += cb[:, None]
            cost += cb[None, :]
            eight = np.int64(8) << np.int64(bits)
            for members in blocks:
                cost[np.ix_(members, members)] += eight
        self._rc = None
        result = self._solve(cost)
        self.stages += result.stages
        self.phases += 1
        self.free.append(result.free_after_warm_start)
        # The new face (zero reduced costs, positive blossoms) is derived when a next phase needs
        # it: after the last phase nobody does.
        self._face = (result, self._rc)
        self._rc = None
        self.mate = result.mate
        return result.mate

    def phase_weights(self, E: np.ndarray, dual: np.ndarray | None = None) -> np.ndarray:
        """The first phase, for internal weights ``E`` (4 x -cost, int64, every distinct pair
        valid) that the caller built itself (a faster construction than :class:`Digit` s); the
        solver takes ``E`` over.  ``dual``: vertex duals for the warm start to begin from (see
        :func:`desktop.tournament.dense.max_weight_perfect_matching_dense`).  Later phases may
        follow as usual."""
        if self.mate is not None or self.window is not None:
            raise ValueError("phase_weights is only for the first phase on the complete graph")
        if E.shape != (self.n, self.n):
            raise ValueError("weights of the wrong shape")
        result = max_weight_perfect_matching_dense(
            E, self.valid, check_weights=False, internal=True, full=True, dual=dual
        )
        self.rounds += 1
        self.stages += result.stages
        self.phases += 1
        self.free.append(result.free_after_warm_start)
        self._face = (result, None)
        self.mate = result.mate
        return result.mate

    @classmethod
    def after_first_phase(
        cls, mate: np.ndarray, valid: np.ndarray, blossoms: Sequence[np.ndarray], stages: int = 0
    ) -> LexSolver:
        """A solver whose first phase was solved (and proven optimal) elsewhere, with its optimal
        face: ``valid`` (the pairs of zero reduced cost; the solver takes the array over) and the
        vertex sets of the blossoms with a positive dual.  Later phases follow as usual."""
        solver = cls(int(mate.size), valid=valid)
        solver.mate = np.asarray(mate)
        solver.blossoms = list(blossoms)
        solver.phases = 1
        solver.stages = stages
        return solver

    def last_phase_on(self, digit: Digit, mate: np.ndarray, labels: np.ndarray, open_: Sequence[int]) -> np.ndarray:
        """The last phase, for one ``digit``, when the caller already has a matching of the face
        (``mate``: it uses only face pairs and crosses each face blossom once) that is optimal for
        the digit on every connected component of the face (``labels``, see :meth:`face`) except
        those in ``open_``: these are solved as :meth:`phase` solves them, the others keep ``mate``.
        No phase may follow (the face of the kept components is not derived)."""
        self._apply_pending()
        if self.mate is None:
            raise ValueError("no first phase")
        _, shifts, bits = layout([digit.total_bound()])
        order = np.argsort(labels, kind="stable")
        starts = np.searchsorted(labels[order], np.arange(int(labels.max()) + 2))
        out = np.array(mate, dtype=np.int64)
        self.phases += 1
        for k in open_:
            comp = order[starts[k] : starts[k + 1]]
            result, _ = self._solve_component(comp, labels, k, [digit], shifts, bits)
            out[comp] = comp[result.mate]
            self.stages += result.stages
            self.rounds += 1
        self.mate = out
        self.closed = True
        return out

    def face(self) -> tuple[np.ndarray, list[np.ndarray]]:
        """The optimal face so far: (the pairs of zero reduced cost, as the solver's own boolean
        n x n matrix, not to be changed; the vertex sets of the blossoms with a positive dual).
        By duality the optimal matchings so far are exactly the perfect matchings that use only
        those pairs and cross each of those blossoms exactly once (see the module docstring)."""
        self._apply_pending()
        return self.valid, list(self.blossoms)

    def _finish_face(self) -> None:
        if self._face is None:
            return
        result, rc = self._face
        self._face = None
        if rc is None:
            if self._bufs is not None:
                rc = result.reduced_costs(out=self._bufs[1])
            else:  # the first phase's weights (phase_weights): nobody needs them after this
                rc = result.reduced_costs(consume=True)
        self.valid &= rc == 0
        del rc
        self.blossoms = [b.vertices for b in result.blossoms if b.dual > 0]

    # -- later phases, component by component ------------------------------------------------------
    def _apply_pending(self) -> None:
        """Restrict the face to the zero-cost pairs of the components kept by
        :meth:`_phase_by_components` (done lazily: after the last phase nobody needs it)."""
        self._finish_face()
        for digits, rows in self._pending:
            if rows is None:
                for d in digits:
                    self.valid &= d.matrix == 0
                continue
            # Pairs between kept components are invalid already: one block covers them all.
            block = _block(rows)
            zero = self.valid[block]
            for d in digits:
                zero &= d.matrix[block] == 0
            self.valid[block] = zero
        self._pending = []

    def _phase_by_components(self, digits: Sequence[Digit], shifts: Sequence[int], bits: int) -> np.ndarray:
        """A later phase, solved separately on each connected component of the current face.

        Every pair outside the face is invalid, so the phase's matchings are the unions of
        matchings of the components; each blossom of the previous phase's dual lies inside one
        component (its edges are tight).  A component on which the current matching costs nothing
        under this phase's digits keeps it: digits are non-negative, and the matching crosses the
        previous blossoms once (it is optimal there), so it is optimal; the new face there is the
        old one limited to zero-cost pairs, and the old blossoms still describe it.  The other
        components are solved as the complete phase would be, on their own block only."""
        n = self.n
        mate = self.mate
        assert mate is not None
        verts = np.arange(n)
        busy = np.zeros(n, dtype=bool)
        for d in digits:
            busy |= d.matrix[verts, mate] != 0
        self.phases += 1
        if not busy.any():
            # Early exit: the current matching costs nothing under this phase anywhere.
            self._pending.append((list(digits), None))
            self.free.append(0)
            return mate
        labels = connected_labels(self.valid)
        hot = np.zeros(int(labels.max()) + 1, dtype=bool)
        hot[labels[busy]] = True
        kept_rows = ~hot[labels]
        new_blossoms = [b for b in self.blossoms if kept_rows[b[0]]]
        if kept_rows.any():
            self._pending.append((list(digits), np.flatnonzero(kept_rows)))
        self.kept_components += int((~hot).sum())
        order = np.argsort(labels, kind="stable")
        bounds = np.searchsorted(labels[order], np.arange(hot.size + 1))
        free = 0
        new_mate = mate.copy()
        for k in np.flatnonzero(hot).tolist():
            comp = order[bounds[k] : bounds[k + 1]]
            result, rc = self._solve_component(comp, labels, k, digits, shifts, bits)
            block = _block(comp)
            self.valid[block] = self.valid[block] & (rc == 0)
            new_mate[comp] = comp[result.mate]
            new_blossoms.extend(comp[b.vertices] for b in result.blossoms if b.dual > 0)
            self.stages += result.stages
            self.rounds += 1
            free += result.free_after_warm_start
        self.free.append(free)
        self.blossoms = new_blossoms
        self.mate = new_mate
        return new_mate

    def _solve_component(
        self,
        comp: np.ndarray,
        labels: np.ndarray,
        k: int,
        digits: Sequence[Digit],
        shifts: Sequence[int],
        bits: int,
    ) -> tuple[DenseResult, np.ndarray]:
        """The phase on one component (``comp``: its vertices, ascending): (result, reduced costs)."""
        m = comp.size
        block = _block(comp)
        cost = np.zeros((m, m), dtype=np.int64)
        top_cost = 0
        for d, s in zip(digits, shifts, strict=True):
            sub = d.matrix[block]
            top = int(sub.max()) if sub.size else 0
            if top == 0:
                continue
            top_cost += top << s
            if top_cost >= (1 << 57):
                raise OverflowError("weights too large for the dense solver")
            cost += sub.astype(np.int64) * (np.int64(-4) << np.int64(s))
        mine = [b for b in self.blossoms if labels[b[0]] == k]
        if mine:
            local = np.full(self.n, -1, dtype=np.int64)
            local[comp] = np.arange(m)
            count = np.zeros(m, dtype=np.int64)
            members = [local[b] for b in mine]
            for loc in members:
                count[loc] += 1
            top_cost += (2 * int(count.max())) << bits
            if top_cost >= (1 << 57):
                raise OverflowError("weights too large for the dense solver")
            cb = (np.int64(-4) * count) << np.int64(bits)
            cost += cb[:, None]
            cost += cb[None, :]
            eight = np.int64(8) << np.int64(bits)
            for loc in members:
                cost[np.ix_(loc, loc)] += eight
        valid = self.valid[block]
        result = max_weight_perfect_matching_dense(cost, valid, check_weights=False, internal=True)
        return result, result.reduced_costs()


def _block(rows: np.ndarray) -> tuple[slice, slice] | tuple[np.ndarray, np.ndarray]:
    """Index of the square block ``rows`` x ``rows`` (ascending rows): slices when contiguous."""
    if rows.size and int(rows[-1]) - int(rows[0]) + 1 == rows.size:
        sl = slice(int(rows[0]), int(rows[-1]) + 1)
        return sl, sl
    ri, ci = np.ix_(rows, rows)  # two index arrays (numpy types np.ix_ as a tuple of any length)
    return ri, ci


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
