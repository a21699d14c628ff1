"""Exact linear solves for the Battle Helix odds, numpy only (no SciPy).

The states of a battle are ordered by *level*, the total of pieces left (a + b). A round moves a state
only a few levels down (swords) or up (stars), so in level order the matrix ``I - P`` of a policy is
block banded: the rows of level ``k`` have entries only in the levels ``k - down .. k + up``. Block
Gaussian elimination keeps that band (no fill outside it), so the system is solved exactly by small
dense solves and products, one level after the other, in ``O(levels * size**3)`` where ``size`` is the
number of states of a level. ``I - P`` of a substochastic ``P`` from which every state can end is a
nonsingular M-matrix, so the elimination needs no pivoting between levels (each level's own block is
solved with partial pivoting by LAPACK); a policy under which some battle never ends makes the matrix
singular, which :meth:`BandSystem.solve` reports as ``None``.

The elimination of a level depends only on the rows of that level and of the ``down`` levels above
it. The bottom levels (few pieces left on both sides) of a battle of ``n`` pieces each and of one of
``n + 1`` pieces have the same rows (no star reaches either cap there), and so have the top levels
seen from the cap (the same distances to the cap, far from 0). So the chart of chances against the
piece count eliminates each matrix from both ends (:meth:`BandSystem.factor_both_ends`: the top
levels top down, then the rest bottom up) and resumes both eliminations from the last battle's
(``reuse``): only the fullest levels in the middle are new. What is taken over is what a fresh
elimination computes, to the last bit, and it is taken over only when the rows it comes from are
found equal.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any

import numpy as np

_blas_lock = threading.Lock()
_blas_limited: list[Any] = []


def single_threaded_blas() -> None:
    """BLAS on one thread, for the whole process, from the first solve on (whichever thread runs it).

    The solves multiply small blocks (at most a few hundred rows): BLAS threads gain little there on
    an idle machine and make every product several times slower on a busy one (two cores shared by a
    worker thread, the UI and other programs). The limit stays: OpenBLAS keeps one process-wide
    setting, which threadpoolctl lets only one Python thread change, so a per-solve limit would be
    silently ignored in the worker threads that run the odds."""
    with _blas_lock:
        if _blas_limited:
            return
        try:
            from threadpoolctl import threadpool_limits

            _blas_limited.append(threadpool_limits(limits=1, user_api="blas"))
        except Exception:  # noqa: BLE001 - only a matter of speed
            _blas_limited.append(None)


@dataclass(frozen=True)
class Layout:
    """Where every state of an ``n`` by ``n`` battle goes in level order, and the level boundaries."""

    n: int
    order: np.ndarray  # position in level order -> state index ((a-1)*n + (b-1))*2 + attacker
    inverse: np.ndarray  # state index -> position in level order
    level: np.ndarray  # state index -> its level (0 for a + b == 2)
    bounds: np.ndarray  # positions: level k holds order[bounds[k]:bounds[k + 1]]


def layout(n: int) -> Layout:
    a = np.repeat(np.arange(1, n + 1), 2 * n)
    b = np.tile(np.repeat(np.arange(1, n + 1), 2), n)
    att = np.tile(np.array([0, 1]), n * n)
    order = np.lexsort((att, b, a + b))
    inverse = np.empty_like(order)
    inverse[order] = np.arange(len(order))
    level = a + b - 2
    bounds = np.searchsorted(level[order], np.arange(2 * n))
    return Layout(n, order, inverse, level, bounds)


class _Levels:
    """The level structure an elimination works on: level bounds (positions in its own order), the band
    of every level (``lo .. hi``), and every entry's place in its row's band block, the entries grouped
    by the level of their row (``perm`` groups the weights so). A :class:`Mirror` shares the arrays of
    the entries with its band system: its levels are theirs read from the end (:meth:`_entries`)."""

    levels: int
    bounds: np.ndarray
    sizes: np.ndarray
    down: int
    up: int
    lo: np.ndarray  # first level of a row's band
    hi: np.ndarray  # last level of a row's band
    width: np.ndarray  # columns of a row's band block
    diag0: np.ndarray  # column of the level's own first state in its band block, as the entries give it
    local: np.ndarray  # (in the band system's order of the entries)
    perm: np.ndarray
    entry_bounds: np.ndarray  # entries of the levels before level k (in this order of the levels)
    mirrored = False

    def _entries(self, k: int) -> tuple[int, int]:
        """Where the entries of level ``k`` are in :attr:`local` (and in the grouped weights)."""
        eb = self.entry_bounds
        if self.mirrored:
            return int(eb[-1] - eb[k + 1]), int(eb[-1] - eb[k])
        return int(eb[k]), int(eb[k + 1])

    def _span(self, e: int) -> slice:
        """The entries of the first levels, ``e`` of them: the first ones, or the last of a mirror."""
        total = int(self.entry_bounds[-1])
        return slice(total - e, total) if self.mirrored else slice(0, e)

    def _block(self, k: int, grouped: np.ndarray, dtype: Any) -> np.ndarray:
        """The rows of level ``k`` of ``I - P`` over the columns of its band (``weights`` grouped). A
        mirror's block is its band system's read backwards: every entry summed at the turned place."""
        s, width = int(self.sizes[k]), int(self.width[k])
        e0, e1 = self._entries(k)
        place = self.local[e0:e1]
        if self.mirrored:
            place = (s * width - 1) - place
        block = np.bincount(place, weights=-grouped[e0:e1], minlength=s * width)
        block = block.astype(dtype, copy=False).reshape(s, width)
        d0 = int(self.diag0[k])
        if self.mirrored:
            d0 = width - d0 - s
        block[np.arange(s), d0 + np.arange(s)] += 1.0  # type: ignore[arg-type]  # a float block
        return block

    def resumable_levels(self, old: Factor, grouped: np.ndarray) -> int:
        """How many bottom levels of ``old``'s elimination are those of this matrix (weights
        ``grouped`` as :attr:`perm` orders them): the elimination of level ``k`` reads the rows of the
        levels up to ``k + down``, in band blocks that reach ``up`` levels higher, so it holds when
        those levels have the same sizes and the same entries (positions and weights, in the same
        order: the blocks are summed in that order) and ``old`` had them as they are (``clean``)."""
        ob = old.band
        if old.updates is None or type(ob) is not type(self) or (ob.down, ob.up) != (self.down, self.up):
            return 0
        m = min(ob.levels, self.levels)
        size_diff = np.nonzero(ob.sizes[:m] != self.sizes[:m])[0]
        same_sizes = int(size_diff[0]) if len(size_diff) else m
        row_diff = np.nonzero(
            (ob.width[:m] != self.width[:m]) | (ob.entry_bounds[1 : m + 1] != self.entry_bounds[1 : m + 1])
        )[0]
        same_rows = min(same_sizes, int(row_diff[0]) if len(row_diff) else m)
        e = int(self.entry_bounds[same_rows])
        mine, theirs = self._span(e), ob._span(e)
        entry_diff = np.nonzero(
            (ob.local[theirs] != self.local[mine]) | (old.grouped[theirs] != grouped[mine])
        )[0]
        if len(entry_diff) and self.mirrored:  # (the first levels last, each level's entries in order)
            same_rows = int(np.searchsorted(self.entry_bounds, e - entry_diff[-1], side="left")) - 1
        elif len(entry_diff):
            same_rows = int(np.searchsorted(self.entry_bounds, entry_diff[0], side="right")) - 1
        return max(
            0,
            min(
                same_rows - self.down,
                same_sizes - self.down - self.up,
                len(old.inverses),
                old.clean - self.down,
            ),
        )

    def _eliminate(
        self,
        weights: np.ndarray,
        rhs: np.ndarray | None,
        dtype: Any,
        reuse: Factor | None = None,
        resumable: bool = False,
        stop: int | None = None,
        cut: bool = False,
        given: dict[int, np.ndarray] | None = None,
        grouped: np.ndarray | None = None,
    ) -> tuple[Factor | None, np.ndarray | None, dict[int, np.ndarray]] | None:
        """Block Gaussian elimination level after level, each level's rows built when first needed
        and dropped when done: keeping the factor (``rhs`` None) or solving ``rhs`` along the way;
        resumed from ``reuse`` as far as it holds (keeping the factor only). Only the levels below
        ``stop``: the first ones of the whole elimination (the rows still waiting are returned too),
        or, ``cut``, of the matrix without the levels from ``stop`` on; ``given``: rows to start
        from instead of those of the matrix (with the updates of levels eliminated elsewhere);
        ``grouped``: ``weights[self.perm]`` when already worked out."""
        bounds, lo, sizes, levels = self.bounds, self.lo, self.sizes, self.levels
        stop = levels if stop is None else stop
        end = stop if cut else levels  # rows and columns from here on are not part of this matrix
        clean = max(0, stop - self.up) if cut else levels  # levels whose rows and band are the matrix's
        grouped = weights[self.perm] if grouped is None else grouped
        mats: dict[int, np.ndarray] = dict(given or {})
        keep = rhs is None
        b = None if rhs is None else np.array(rhs[self.lay.order], dtype=dtype)  # type: ignore[attr-defined]
        inverses: list[np.ndarray] = []  # A_kk^-1 (after the updates of the levels below)
        uppers: list[np.ndarray] = []  # A_kk^-1 U_k: level k's coupling to the levels above
        lowers: list[np.ndarray] = []  # the rows of the next levels in the columns of level k
        updates: list[np.ndarray | None] | None = [] if keep and resumable else None  # below @ upper
        start = 0
        if keep and reuse is not None and reuse.dtype == np.dtype(dtype):
            start = max(0, min(self.resumable_levels(reuse, grouped), stop, clean - self.down))
        if start:
            inverses, uppers, lowers = reuse.inverses[:start], reuse.uppers[:start], reuse.lowers[:start]  # type: ignore[union-attr]
            done_updates = reuse.updates[:start]  # type: ignore[union-attr,index]
            if updates is not None:
                updates = list(done_updates)
            # the rows still waiting: built afresh (the same rows), then the same updates in the same order
            for i in range(start, min(end, start + self.down)):
                mats[i] = self._block(i, grouped, dtype)
                for j in range(max(0, i - self.down), start):
                    t = done_updates[j]
                    if t is not None:
                        c0 = bounds[j] - bounds[lo[i]] + sizes[j]
                        mats[i][:, c0 : c0 + t.shape[1]] -= t[
                            bounds[i] - bounds[j + 1] : bounds[i + 1] - bounds[j + 1]
                        ]
        with np.errstate(all="ignore"):
            for k in range(start, stop):
                last = min(end, k + self.down + 1)
                for i in range(k, last):
                    if i not in mats:
                        mats[i] = self._block(i, grouped, dtype)
                wk = mats.pop(k)
                d0 = bounds[k] - bounds[lo[k]]
                s = sizes[k]
                try:
                    inv = np.linalg.inv(wk[:, d0 : d0 + s])
                except np.linalg.LinAlgError:
                    return None  # (a nearly singular block shows in the solution, which is checked)
                x = inv @ wk[:, d0 + s : bounds[min(self.hi[k] + 1, end)] - bounds[lo[k]]]
                uw = x.shape[1]
                below = np.empty((bounds[last] - bounds[k + 1], s), dtype=dtype)
                for i in range(k + 1, last):
                    c0 = bounds[k] - bounds[lo[i]]
                    below[bounds[i] - bounds[k + 1] : bounds[i + 1] - bounds[k + 1]] = mats[i][:, c0 : c0 + s]
                if b is not None:  # the right-hand side goes along: z_k = A_kk^-1 b_k, then the rows below
                    z = inv @ b[bounds[k] : bounds[k + 1]]
                    b[bounds[k] : bounds[k + 1]] = z
                    if len(below):
                        b[bounds[k + 1] : bounds[last]] -= below @ z
                if keep:
                    inverses.append(inv)
                    lowers.append(below)
                uppers.append(x)
                t = below @ x if uw and len(below) else None
                if updates is not None:
                    updates.append(t)
                if t is not None:
                    for i in range(k + 1, last):
                        c0 = bounds[k] - bounds[lo[i]] + s
                        mats[i][:, c0 : c0 + uw] -= t[
                            bounds[i] - bounds[k + 1] : bounds[i + 1] - bounds[k + 1]
                        ]
            if b is not None:
                for k in range(levels - 1, -1, -1):
                    up_end = bounds[self.hi[k] + 1]
                    if up_end > bounds[k + 1]:
                        b[bounds[k] : bounds[k + 1]] -= uppers[k] @ b[bounds[k + 1] : up_end]
                if not np.all(np.isfinite(b)):
                    return None
                return None, b[self.lay.inverse], mats  # type: ignore[attr-defined]
        reach = np.minimum(self.hi[:stop] + 1, end)
        return Factor(self, grouped, inverses, uppers, lowers, updates, reach, clean), None, mats


class BandSystem(_Levels):
    """The band structure of a set of possible transitions (rows, cols in state indices).

    Built once per battle size and transition set; :meth:`factor` and :meth:`solve_once` then take the
    probabilities of the entries a policy keeps (an entry left out has weight 0).
    """

    def __init__(self, lay: Layout, rows: np.ndarray, cols: np.ndarray) -> None:
        self.lay = lay
        self.bounds = bounds = lay.bounds
        levels = len(bounds) - 1
        self.levels = levels
        lr, lc = lay.level[rows], lay.level[cols]
        self.down = int(max(0, np.max(lr - lc, initial=0)))
        self.up = int(max(0, np.max(lc - lr, initial=0)))
        k = np.arange(levels)
        self.lo = np.maximum(0, k - self.down)
        self.hi = np.minimum(levels - 1, k + self.up)
        sizes = np.diff(bounds)
        self.sizes = sizes
        self.width = bounds[self.hi + 1] - bounds[self.lo]
        self.diag0 = bounds[:-1] - bounds[self.lo]
        # every entry's place in its row's band block: (its row - the level's first row) * width + (its
        # column - the band's first column), all but the column's position worked out once per state;
        # the entries grouped by the level of their row
        lev = lay.level
        row_part = (lay.inverse - bounds[lev]) * self.width[lev] - bounds[self.lo[lev]]
        local = row_part[rows] + lay.inverse[cols]
        self.perm = np.argsort(lr.astype(np.int16 if levels < 2**15 else np.int64), kind="stable")  # radix
        self.local = local[self.perm]
        self.entry_bounds = np.concatenate([[0], np.cumsum(np.bincount(lr, minlength=levels))])
        self._mirror: Mirror | None = None

    def memory(self, keep: bool, updates: bool = False) -> int:
        """Floats held by :meth:`factor` (``keep``; ``updates``: with what it needs to be resumed) or
        by :meth:`solve_once`."""
        s2 = int(np.sum(self.sizes.astype(np.int64) ** 2))
        if not keep:
            return s2 * (self.up + 1)
        return s2 * (1 + self.up + self.down + (self.up * self.down if updates else 0))

    def factor(
        self,
        weights: np.ndarray,
        dtype: Any = np.float64,
        reuse: Factor | None = None,
        resumable: bool = False,
    ) -> Factor | None:
        """The block LU of ``I - P``, P the entries with ``weights`` (an entry left out has weight 0),
        in ``dtype``; None when the matrix is singular (some battle never ends). ``reuse``: a factor
        (``resumable``, of another battle size or policy) whose bottom levels are taken over as far as
        this matrix has the same rows (:meth:`resumable_levels`); ``resumable``: keep the Schur
        updates of every level, so that this factor can be reused in turn."""
        done = self._eliminate(weights, None, dtype, reuse, resumable)
        return None if done is None else done[0]

    def mirror(self) -> Mirror:
        if self._mirror is None:
            self._mirror = Mirror(self)
        return self._mirror

    def split(self) -> int:
        """Where :meth:`factor_both_ends` meets: the levels below are eliminated bottom up, the others
        top down. Two levels above the middle one (``n - 1``, the fullest): the bottom levels that the
        next piece count shares reach ``n - 1 - down`` or so, the top ones as far down from the top."""
        return min(self.levels, self.lay.n + self.up)

    def factor_both_ends(
        self, weights: np.ndarray, reuse: TwistFactor | None = None, resumable: bool = False
    ) -> TwistFactor | None:
        """:meth:`factor` from both ends: the levels from :meth:`split` on top down (:class:`Mirror`),
        then the others bottom up, with the updates of the top's elimination in their upper rows (a
        block LU of the matrix with the top levels ordered first). A battle of ``n + 1`` pieces shares
        its bottom levels with one of ``n`` pieces, and its top levels too, seen from the star cap
        (the same distances to the cap): ``reuse`` resumes both eliminations. None when singular."""
        split = self.split()
        mirror = self.mirror()
        grouped = weights[self.perm]  # (the mirror's too)
        top = mirror._eliminate(
            weights,
            None,
            np.float64,
            None if reuse is None else reuse.top,
            resumable,
            stop=self.levels - split,
            grouped=grouped,
        )
        if top is None:
            return None
        given = {self.levels - 1 - i: np.ascontiguousarray(rows[::-1, ::-1]) for i, rows in top[2].items()}
        bottom = self._eliminate(
            weights,
            None,
            np.float64,
            None if reuse is None else reuse.bottom,
            resumable,
            stop=split,
            cut=True,
            given=given,
            grouped=grouped,
        )
        if bottom is None:
            return None
        return TwistFactor(self.lay, bottom[0], top[0])  # type: ignore[arg-type]

    def solve_once(self, weights: np.ndarray, rhs: np.ndarray) -> np.ndarray | None:
        """``x`` with ``(I - P) x = rhs`` ([state, column]) without keeping the factor (a fraction of
        its memory, for big battles); None when the matrix is singular."""
        done = self._eliminate(weights, rhs, np.float64)
        return None if done is None else done[1]


class Mirror(_Levels):
    """The matrix of a :class:`BandSystem` with the states in the reverse order: its level ``i`` is the
    band system's level ``L - 1 - i`` (top down), its blocks are the band system's read backwards
    (the same entries, in the same order: the band system's arrays of them, read level by level from
    the end). Its positions are the band system's counted from the end."""

    mirrored = True

    def __init__(self, band: BandSystem) -> None:
        levels = band.levels
        self.levels = levels
        self.bounds = int(band.bounds[-1]) - band.bounds[::-1]
        self.sizes = band.sizes[::-1]
        self.down, self.up = band.up, band.down
        k = np.arange(levels)
        self.lo = np.maximum(0, k - self.down)
        self.hi = np.minimum(levels - 1, k + self.up)
        self.width = band.width[::-1]  # (the same levels in the band, the other way round)
        self.diag0 = band.diag0[::-1]  # (blocks are built as the band system's, then turned)
        self.entry_bounds = band.entry_bounds[-1] - band.entry_bounds[::-1]
        self.perm, self.local = band.perm, band.local


class Factor:
    """A block LU of ``I - P`` in level order (or of its first levels); :meth:`solve` applies its
    inverse. It keeps what the elimination of a next matrix needs to resume from it: the band system,
    the weights and (when kept) the Schur update ``below @ upper`` of every level."""

    def __init__(
        self,
        band: _Levels,
        grouped: np.ndarray,
        inverses: list[np.ndarray],
        uppers: list[np.ndarray],
        lowers: list[np.ndarray],
        updates: list[np.ndarray | None] | None,
        reach: np.ndarray | None = None,
        clean: int | None = None,
    ) -> None:
        self.band, self.grouped = band, grouped
        self.inverses, self.uppers, self.lowers, self.updates = inverses, uppers, lowers, updates
        self.clean = band.levels if clean is None else clean  # levels eliminated from the matrix's own rows
        self.dtype = inverses[0].dtype if inverses else np.dtype(np.float64)
        b = [int(x) for x in band.bounds]
        reach = band.hi[: len(inverses)] + 1 if reach is None else reach
        self._forward = [
            (b[k], b[k + 1], b[k + 1] + len(lowers[k]), inverses[k], lowers[k]) for k in range(len(inverses))
        ]
        self._backward = [(b[k], b[k + 1], b[int(reach[k])], uppers[k]) for k in range(len(inverses))]

    def forward(self, y: np.ndarray) -> None:
        """``y`` (in level order) := L^-1 y, in place."""
        for o, e, end, inv, below in self._forward:
            z = inv @ y[o:e]
            y[o:e] = z
            if end > e:
                y[e:end] -= below @ z

    def backward(self, y: np.ndarray) -> None:
        """``y`` (in level order) := U^-1 y, in place."""
        for o, e, up_end, upper in reversed(self._backward):
            if up_end > e:
                y[o:e] -= upper @ y[e:up_end]

    def solve(self, rhs: np.ndarray) -> np.ndarray:
        """``x`` with ``(I - P) x = rhs`` (state indices; ``rhs`` a vector or [state, column])."""
        lay = self.band.lay  # type: ignore[attr-defined]
        y = np.array(rhs[lay.order], dtype=self.dtype)
        with np.errstate(all="ignore"):
            self.forward(y)
            self.backward(y)
        return y[lay.inverse].astype(np.float64, copy=False)


class TwistFactor:
    """:meth:`BandSystem.factor_both_ends`: the top levels' factor (:class:`Mirror` order) and the
    factor of the rest with the top eliminated (the Schur complement), bottom up."""

    def __init__(self, lay: Layout, bottom: Factor, top: Factor) -> None:
        self.lay, self.bottom, self.top = lay, bottom, top
        self.dtype = bottom.dtype

    def solve(self, rhs: np.ndarray) -> np.ndarray:
        """``x`` with ``(I - P) x = rhs`` (state indices; ``rhs`` a vector or [state, column])."""
        lay = self.lay
        y = np.array(rhs[lay.order], dtype=self.dtype)
        mirrored = y[::-1]  # the same numbers in the mirror's order
        with np.errstate(all="ignore"):
            self.top.forward(mirrored)
            self.bottom.forward(y)
            self.bottom.backward(y)
            self.top.backward(mirrored)
        return y[lay.inverse].astype(np.float64, copy=False)
