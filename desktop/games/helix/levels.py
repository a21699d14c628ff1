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

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np


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
        prow, pcol = lay.inverse[rows], lay.inverse[cols]
        self.flat = self._flat(prow, pcol)
        pos = np.arange(len(lay.order))
        self.diag_flat = self._flat(pos, pos)

    def _flat(self, prow: np.ndarray, pcol: np.ndarray) -> np.ndarray:
        bounds = self.lay.bounds
        lev = np.searchsorted(bounds, prow, side="right") - 1
        return self.base[lev] + (prow - bounds[lev]) * self.width[lev] + (pcol - bounds[self.lo[lev]])

    def factor(self, weights: np.ndarray) -> Factor | None:
        """The block LU of ``I - P``, P the entries with ``weights`` (an entry left out has weight 0);
        None when the matrix is singular (some battle never ends)."""
        bounds, lo, sizes, width, base = self.lay.bounds, self.lo, self.sizes, self.width, self.base
        band = np.bincount(self.flat, weights=-weights, minlength=self.total).astype(float, copy=False)
        band[self.diag_flat] += 1.0
        mats = [band[base[k] : base[k + 1]].reshape(sizes[k], width[k]) for k in range(self.levels)]
        pivots: list[np.ndarray] = []  # [A_kk^-1 | A_kk^-1 U_k]
        lowers: list[np.ndarray] = []  # the rows of the next levels in the columns of level k
        with np.errstate(all="ignore"):
            for k in range(self.levels):
                wk = mats[k]
                d0 = bounds[k] - bounds[lo[k]]
                s = sizes[k]
                rhs = np.empty((s, s + width[k] - d0 - s))
                rhs[:, :s] = np.eye(s)
                rhs[:, s:] = wk[:, d0 + s :]
                try:
                    x = np.linalg.solve(wk[:, d0 : d0 + s], rhs)
                except np.linalg.LinAlgError:
                    return None
                pivots.append(x)
                last = min(self.levels, k + self.down + 1)
                below = np.empty((bounds[last] - bounds[k + 1], s))
                uw = x.shape[1] - s
                for i in range(k + 1, last):
                    wi = mats[i]
                    c0 = bounds[k] - bounds[lo[i]]
                    lik = wi[:, c0 : c0 + s]
                    below[bounds[i] - bounds[k + 1] : bounds[i + 1] - bounds[k + 1]] = lik
                    if uw:
                        wi[:, c0 + s : c0 + s + uw] -= lik @ x[:, s:]
                lowers.append(below)
        if not all(np.all(np.isfinite(x)) for x in pivots):
            return None
        return Factor(self.lay, self.hi, pivots, lowers)


class Factor:
    """A block LU of ``I - P`` in level order; :meth:`solve` applies its inverse."""

    def __init__(self, lay: Layout, hi: np.ndarray, pivots: list[np.ndarray], lowers: list[np.ndarray]):
        self.lay = lay
        self.hi = hi
        bounds = lay.bounds
        self.steps = []
        for k, (x, below) in enumerate(zip(pivots, lowers, strict=True)):
            s = bounds[k + 1] - bounds[k]
            inv = x[:, :s]
            # forward: z_k = A_kk^-1 y_k, then the next levels lose (rows below) @ z_k, in one product
            forward = np.vstack([inv, -(below @ inv)]) if len(below) else inv
            self.steps.append((int(bounds[k]), int(bounds[k + 1]), int(bounds[k] + len(forward)), forward))
        self.backward = [
            (int(bounds[k]), int(bounds[k + 1]), int(bounds[hi[k] + 1]), np.ascontiguousarray(x[:, s:]))
            for k, x in enumerate(pivots)
            for s in [bounds[k + 1] - bounds[k]]
        ]

    def solve(self, rhs: np.ndarray) -> np.ndarray:
        """``x`` with ``(I - P) x = rhs`` (state indices; ``rhs`` a vector or [state, column])."""
        lay = self.lay
        y = np.array(rhs[lay.order], dtype=float)
        with np.errstate(all="ignore"):
            for o, e, end, forward in self.steps:
                t = forward @ y[o:e]
                y[o:e] = t[: e - o]
                if end > e:
                    y[e:end] += t[e - o :]
            for o, e, up_end, upper in reversed(self.backward):
                if up_end > e:
                    y[o:e] -= upper @ y[e:up_end]
        return y[lay.inverse]


def gmres(
    matvec: Callable[[np.ndarray], np.ndarray],
    rhs: np.ndarray,
    precondition: Callable[[np.ndarray], np.ndarray],
    x0: np.ndarray,
    tol: float = 1e-15,
    accept: float = 1e-14,
    max_iter: int = 30,
) -> np.ndarray | None:
    """Right-preconditioned GMRES for ``A x = rhs`` with several columns at once ([state, column]),
    each column its own Krylov space. It stops when the residual estimate (2-norm) of every column is
    at most ``tol`` and returns the solution if its true residual (max norm) is at most ``accept``;
    None when that does not happen within ``max_iter`` steps."""
    n, m = rhs.shape
    x = np.array(x0, dtype=float)
    r = rhs - matvec(x)
    if np.max(np.abs(r)) <= tol:
        return x
    max_iter = min(max_iter, n)
    beta = np.linalg.norm(r, axis=0)
    beta[beta == 0] = 1.0
    basis = np.zeros((m, max_iter + 1, n))  # column-first, for batched products
    zs = np.zeros((m, max_iter, n))
    hess = np.zeros((m, max_iter + 1, max_iter))
    basis[:, 0] = (r / beta).T
    g = np.zeros((m, max_iter + 1))
    g[:, 0] = beta
    with np.errstate(all="ignore"):
        for j in range(max_iter):
            zs[:, j] = precondition(basis[:, j].T).T
            w = matvec(zs[:, j].T).T
            for _ in range(2):  # classical Gram-Schmidt, twice
                h = np.matmul(basis[:, : j + 1], w[:, :, None])[:, :, 0]
                w = w - np.matmul(h[:, None, :], basis[:, : j + 1])[:, 0]
                hess[:, : j + 1, j] += h
            norm = np.linalg.norm(w, axis=1)
            hess[:, j + 1, j] = norm
            basis[:, j + 1] = w / np.where(norm > 0, norm, 1.0)[:, None]
            y = np.stack(
                [np.linalg.lstsq(hess[c, : j + 2, : j + 1], g[c, : j + 2], rcond=None)[0] for c in range(m)]
            )
            estimate = np.linalg.norm(
                np.matmul(hess[:, : j + 2, : j + 1], y[:, :, None])[:, :, 0] - g[:, : j + 2], axis=1
            )
            if np.all(estimate <= tol) or j == max_iter - 1:
                x_new = x + np.matmul(y[:, None, :], zs[:, : j + 1])[:, 0].T
                if np.max(np.abs(rhs - matvec(x_new))) <= accept:
                    return x_new
                return None
    return None  # pragma: no cover
