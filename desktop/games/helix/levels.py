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


class BandSystem:
    """The band structure of a set of possible transitions (rows, cols in state indices).

    Built once per battle size and transition set; :meth:`solve` then takes the probabilities of the
    entries a policy keeps (an entry left out has weight 0) and solves ``(I - P) x = rhs``.
    """

    def __init__(self, lay: Layout, rows: np.ndarray, cols: np.ndarray) -> None:
        self.lay = lay
        bounds = lay.bounds
        levels = len(bounds) - 1
        self.levels = levels
        lr, lc = lay.level[rows], lay.level[cols]
        self.down = int(max(0, np.max(lr - lc, initial=0)))
        self.up = int(max(0, np.max(lc - lr, initial=0)))
        k = np.arange(levels)
        self.lo = np.maximum(0, k - self.down)  # first level of a row's band
        self.hi = np.minimum(levels - 1, k + self.up)  # last level of a row's band
        sizes = np.diff(bounds)
        self.sizes = sizes
        self.width = bounds[self.hi + 1] - bounds[self.lo]
        self.base = np.concatenate([[0], np.cumsum(sizes * self.width)])
        self.total = int(self.base[-1])
        # the flat position of every entry, and of the identity's diagonal
        self.flat = self._flat(lay.inverse[rows], lay.inverse[cols], lr)
        pos = np.arange(len(lay.order))
        self.diag_flat = self._flat(pos, pos, lay.level[lay.order])

    def _flat(self, prow: np.ndarray, pcol: np.ndarray, lev: np.ndarray) -> np.ndarray:
        """Where the entry (row, col) in level order, the row of level ``lev``, sits in the band."""
        bounds = self.lay.bounds
        return self.base[lev] + (prow - bounds[lev]) * self.width[lev] + (pcol - bounds[self.lo[lev]])

    def factor(self, weights: np.ndarray, dtype: Any = np.float64) -> Factor | None:
        """The block LU of ``I - P``, P the entries with ``weights`` (an entry left out has weight 0),
        computed in ``dtype`` (float32: twice as fast, an approximate inverse to refine); None when
        the matrix is singular (some battle never ends)."""
        bounds, lo, sizes, width, base = self.lay.bounds, self.lo, self.sizes, self.width, self.base
        band = np.bincount(self.flat, weights=-weights, minlength=self.total).astype(float, copy=False)
        band[self.diag_flat] += 1.0
        band = band.astype(dtype, copy=False)
        mats = [band[base[k] : base[k + 1]].reshape(sizes[k], width[k]) for k in range(self.levels)]
        inverses: list[np.ndarray] = []  # A_kk^-1 (after the updates of the levels below)
        uppers: list[np.ndarray] = []  # A_kk^-1 U_k: level k's coupling to the levels above
        lowers: list[np.ndarray] = []  # the rows of the next levels in the columns of level k
        with np.errstate(all="ignore"):
            for k in range(self.levels):
                wk = mats[k]
                d0 = bounds[k] - bounds[lo[k]]
                s = sizes[k]
                try:
                    inv = np.linalg.inv(wk[:, d0 : d0 + s])
                except np.linalg.LinAlgError:
                    return None
                x = inv @ wk[:, d0 + s :]
                inverses.append(inv)
                uppers.append(x)
                last = min(self.levels, k + self.down + 1)
                below = np.empty((bounds[last] - bounds[k + 1], s), dtype=band.dtype)
                for i in range(k + 1, last):
                    c0 = bounds[k] - bounds[lo[i]]
                    below[bounds[i] - bounds[k + 1] : bounds[i + 1] - bounds[k + 1]] = mats[i][:, c0 : c0 + s]
                lowers.append(below)
                uw = x.shape[1]
                if uw and len(below):
                    t = below @ x
                    for i in range(k + 1, last):
                        c0 = bounds[k] - bounds[lo[i]] + s
                        mats[i][:, c0 : c0 + uw] -= t[
                            bounds[i] - bounds[k + 1] : bounds[i + 1] - bounds[k + 1]
                        ]
        if not all(np.all(np.isfinite(inv)) for inv in inverses):
            return None
        return Factor(self.lay, self.hi, inverses, uppers, lowers)


class Factor:
    """A block LU of ``I - P`` in level order; :meth:`solve` applies its inverse."""

    def __init__(
        self,
        lay: Layout,
        hi: np.ndarray,
        inverses: list[np.ndarray],
        uppers: list[np.ndarray],
        lowers: list[np.ndarray],
    ) -> None:
        self.lay = lay
        self.dtype = inverses[0].dtype if inverses else np.float64
        b = [int(x) for x in lay.bounds]
        self.forward = [
            (b[k], b[k + 1], b[k + 1] + len(lowers[k]), inverses[k], lowers[k]) for k in range(len(b) - 1)
        ]
        self.backward = [(b[k], b[k + 1], b[int(hi[k]) + 1], uppers[k]) for k in range(len(b) - 1)]

    def solve(self, rhs: np.ndarray) -> np.ndarray:
        """``x`` with ``(I - P) x = rhs`` (state indices; ``rhs`` a vector or [state, column])."""
        lay = self.lay
        y = np.array(rhs[lay.order], dtype=self.dtype)
        with np.errstate(all="ignore"):
            for o, e, end, inv, below in self.forward:
                z = inv @ y[o:e]
                y[o:e] = z
                if end > e:
                    y[e:end] -= below @ z
            for o, e, up_end, upper in reversed(self.backward):
                if up_end > e:
                    y[o:e] -= upper @ y[e:up_end]
        return y[lay.inverse].astype(np.float64, copy=False)
