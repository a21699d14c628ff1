"""Maximum-weight perfect matching on a dense graph, vectorised with numpy (int64 weights).

Same primal-dual blossom algorithm as :mod:`desktop.tournament.matching` (Galil's presentation of
Edmonds' algorithm, structured like van Rantwijk's ``mwmatching``), adapted to an adjacency
*matrix*:

* scanning an S-vertex computes its whole row of reduced costs at once;
* the least-slack edges needed for the dual step are kept per vertex (``best2``: from an S-vertex
  to a vertex that is not S; ``best3``: between S-vertices of different blossoms) and their slack
  is recomputed from the current duals on demand, so no bookkeeping is lost when duals move;
* the warm start (best incident weight per vertex, lowered greedily for free vertices, plus a
  greedy tight matching) leaves a handful of free vertices on Swiss-like graphs;
* when the valid pairs are sparse (a candidate graph, see :mod:`desktop.tournament.lexmatch`),
  scans and the warm start work on each vertex's neighbour list instead of its whole row.

Directed edges are encoded as ``p = a * n + b`` ("endpoint b of edge {a, b}"), so ``p ^ 1`` of the
sparse version becomes :func:`_rev`.

Units: ``E = 4 * weight``; vertex duals ``d`` and blossom duals ``z`` are "doubled" as in the
sparse solver; the reduced cost of (u, v) is ``d[u] + d[v] - E[u, v] + 2 * sum(z of blossoms
containing both)``.  Everything stays integral (a parity fault is repaired by doubling the scale).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from desktop.tournament.matching import NoPerfectMatchingError

_INF = np.int64(1) << np.int64(62)


@dataclass(frozen=True)
class DenseBlossom:
    vertices: np.ndarray
    dual: int


@dataclass(frozen=True)
class DenseResult:
    mate: np.ndarray
    """``mate[v]``: the vertex matched to v."""
    dual: np.ndarray
    """Vertex duals (internal units, see module docstring, multiplied by ``scale``)."""
    blossoms: tuple[DenseBlossom, ...]
    scale: int
    stages: int
    free_after_warm_start: int
    scaled: np.ndarray | None = None
    """The solver's internal weights (4 x weight x scale), when kept."""

    def reduced_costs(
        self, E: np.ndarray | None = None, out: np.ndarray | None = None, *, consume: bool = False
    ) -> np.ndarray:
        """Reduced-cost matrix for internal weights ``E`` (4 x weight; default: the solver's
        own); >= 0 everywhere at the optimum, 0 on matched pairs.  ``out``: an n x n int64
        array to write into (not the weights themselves).  ``consume`` (own weights only): write
        them over the solver's own weights, no n x n array allocated (the result keeps no weights
        after)."""
        d = self.dual
        if consume and E is None and out is None:
            assert self.scaled is not None
            s = self.scaled
            object.__setattr__(self, "scaled", None)
            s -= d[:, None]
            s -= d[None, :]
            np.negative(s, out=s)
        else:
            s = np.add.outer(d, d, out=out)
            if E is None:
                assert self.scaled is not None
                s -= self.scaled
            elif self.scale == 1:
                s -= E
            else:
                s -= E * self.scale
        for b in self.blossoms:
            idx = b.vertices
            s[np.ix_(idx, idx)] += 2 * b.dual
        return s


BOOKKEEPING = False
"""True: keep van Rantwijk's least-slack edges per vertex during scans (``best2``/``best3``);
False (faster on Swiss fields, same results): scans only follow tight edges and each dual step
computes its minima from the current labels and duals."""

BATCH_SCANS = True
"""Scan queued vertices in blocks of rows on the complete-row path (see ``_scan_queue``)."""

FEW_BLOSSOMS = 16
"""Up to this many S blossoms, the least slack between them is found blossom by blossom."""

SPARSE_FRACTION = 0.25
"""Below this share of valid pairs the solver scans neighbour lists."""


def max_weight_perfect_matching_dense(
    weight: np.ndarray,
    valid: np.ndarray | None = None,
    *,
    check_weights: bool = True,
    internal: bool = False,
    full: bool | None = None,
    dual: np.ndarray | None = None,
) -> DenseResult:
    """Maximum-weight perfect matching of the graph with symmetric integer weights ``weight``
    (n x n) on the pairs where ``valid`` is True (default: all distinct pairs).

    Weights must satisfy ``abs(weight) < 2**57``.  ``internal``: ``weight`` is already 4 x the
    weights, and the solver may use (and change) that array; ``full``: whether ``valid`` holds
    every distinct pair (None: find out).  ``dual``: vertex duals (internal units, even) the warm
    start begins from, when the caller knows duals near the optimum's (see :meth:`_DenseSolver.warm_start`;
    any values give the same optimum).  The result keeps the internal weights
    (:meth:`DenseResult.reduced_costs` without an argument).
    """
    w = np.asarray(weight, dtype=np.int64)
    n = w.shape[0]
    if n == 0:
        return DenseResult(np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64), (), 1, 0, 0)
    if n % 2:
        raise NoPerfectMatchingError("odd number of vertices")
    if valid is None and not check_weights and not BOOKKEEPING:
        # The complete graph: no n x n mask at all (the solver's complete-graph paths read none).
        solver = _DenseSolver(w if internal else 4 * w, None, full=True)
    else:
        if valid is None:
            valid = np.ones((n, n), dtype=bool)
        valid = valid.copy()
        np.fill_diagonal(valid, False)
        if check_weights and np.abs(w[valid]).max(initial=0) >= (1 << 57 if not internal else 1 << 59):
            raise OverflowError("weights too large for the dense solver")
        solver = _DenseSolver(w if internal else 4 * w, valid, full=full)
    if dual is not None:
        if not internal:
            raise ValueError("starting duals are in internal units: internal weights only")
        solver.hint = np.asarray(dual, dtype=np.int64)
    solver.run()
    return solver.result()


def _leaves(childs: list[list[int] | None], n: int, b: int) -> list[int]:
    if b < n:
        return [b]
    out: list[int] = []
    stack = [b]
    while stack:
        t = stack.pop()
        if t < n:
            out.append(t)
        else:
            stack.extend(childs[t])  # type: ignore[arg-type]
    return out


class _ParityFault(Exception):
    pass


class _DenseSolver:
    def __init__(self, E: np.ndarray, valid: np.ndarray | None, full: bool | None = None) -> None:
        """``valid`` None: the complete graph (``full``), no mask kept (``self.valid`` is then an
        empty array: reading it is an error, and only the complete-graph paths run)."""
        n = E.shape[0]
        self.n = n
        self.E = E
        self.valid: np.ndarray = valid if valid is not None else np.zeros((0, 0), dtype=bool)
        self.scale = 1
        self.mate = [-1] * n  # directed edge code, endpoint = mate vertex
        self.label = np.zeros(2 * n, dtype=np.int8)
        self.labelend = [-1] * (2 * n)
        self.inblossom = np.arange(n, dtype=np.int64)
        self.blossomparent = [-1] * (2 * n)
        self.blossomchilds: list[list[int] | None] = [None] * (2 * n)
        self.blossombase = [-1] * (2 * n)
        for v in range(n):
            self.blossombase[v] = v
        self.blossomendps: list[list[int] | None] = [None] * (2 * n)
        self.unusedblossoms = list(range(n, 2 * n))
        self.live: set[int] = set()
        """Blossom ids in use (the loops over blossoms visit these only)."""
        self.dual = np.zeros(2 * n, dtype=np.int64)
        self.best2 = np.full(n, -1, dtype=np.int64)
        self.best3 = np.full(n, -1, dtype=np.int64)
        self.queue: list[int] = []
        self.stages = 0
        self.free_after_warm = 0
        self.dn = self.dual[:n]
        """View of the vertex duals (updated in place)."""
        self.nbr: list[np.ndarray] | None = None
        self.hint: np.ndarray | None = None
        """Vertex duals to start from (:meth:`warm_start`), or None."""
        self.leafcache: dict[int, np.ndarray] = {}
        self._unit = np.arange(n, dtype=np.int64).reshape(n, 1)
        """Row v: the one-vertex array [v] (a view, no allocation)."""
        pairs = n * (n - 1) if full or valid is None else int(np.count_nonzero(valid))
        self.full = pairs == n * (n - 1)
        if n >= 64 and pairs < SPARSE_FRACTION * n * n:
            self.nbr = [np.flatnonzero(self.valid[v]) for v in range(n)]

    # -- encoding ---------------------------------------------------------------------------------
    def ep(self, p: int) -> int:
        return p % self.n

    def rev(self, p: int) -> int:
        n = self.n
        return (p % n) * n + p // n

    def leaves(self, b: int) -> list[int]:
        return self.leaf_array(b).tolist()

    def leaf_array(self, b: int) -> np.ndarray:
        """The vertices of blossom b (cached: a blossom's vertex set never changes while it
        exists; a new blossom's set is the union of its children's)."""
        n = self.n
        if b < n:
            return self._unit[b]
        arr = self.leafcache.get(b)
        if arr is None:
            childs = self.blossomchilds[b]
            assert childs is not None
            cache, unit = self.leafcache, self._unit
            parts = [
                unit[c] if c < n else (cache[c] if c in cache else self.leaf_array(c)) for c in childs
            ]
            arr = np.concatenate(parts)
            cache[b] = arr
        return arr

    # -- labels -----------------------------------------------------------------------------------
    def assign_label(self, w: int, t: int, p: int) -> None:
        label, labelend = self.label, self.labelend
        while True:
            b = int(self.inblossom[w])
            label[w] = t
            label[b] = t
            labelend[w] = labelend[b] = p
            if w < self.n:
                self.best2[w] = -1
            if t == 1:
                lv = self.leaf_array(b)
                self.queue.extend(lv.tolist())
                self.best2[lv] = -1
                return
            base = self.blossombase[b]
            mp = self.mate[base]
            w, t, p = self.ep(mp), 1, self.rev(mp)

    def scan_blossom(self, v: int, w: int) -> int:
        label, labelend, inblossom = self.label, self.labelend, self.inblossom
        path: list[int] = []
        base = -1
        while v != -1 or w != -1:
            b = int(inblossom[v])
            if label[b] & 4:
                base = self.blossombase[b]
                break
            path.append(b)
            label[b] = 5
            if labelend[b] == -1:
                v = -1
            else:
                v = self.ep(labelend[b])
                b = int(inblossom[v])
                v = self.ep(labelend[b])
            if w != -1:
                v, w = w, v
        for b in path:
            label[b] = 1
        return base

    def add_blossom(self, base: int, v: int, w: int) -> None:
        inblossom, labelend, label = self.inblossom, self.labelend, self.label
        blossomparent = self.blossomparent
        n = self.n
        bb = int(inblossom[base])
        bv = int(inblossom[v])
        bw = int(inblossom[w])
        b = self.unusedblossoms.pop()
        self.live.add(b)
        self.blossombase[b] = base
        blossomparent[b] = -1
        blossomparent[bb] = b
        path: list[int] = []
        endps: list[int] = []
        while bv != bb:
            blossomparent[bv] = b
            path.append(bv)
            endps.append(labelend[bv])
            vv = self.ep(labelend[bv])
            bv = int(inblossom[vv])
        path.append(bb)
        path.reverse()
        endps.reverse()
        endps.append(w * n + v)  # endpoint v (in the last child so far), partner w
        while bw != bb:
            blossomparent[bw] = b
            path.append(bw)
            endps.append(self.rev(labelend[bw]))
            ww = self.ep(labelend[bw])
            bw = int(inblossom[ww])
        self.blossomchilds[b] = path
        self.blossomendps[b] = endps
        label[b] = 1
        labelend[b] = labelend[bb]
        self.dual[b] = 0
        lv_arr = self.leaf_array(b)
        was_t = label[inblossom[lv_arr]] == 2
        if was_t.any():
            newly_s = lv_arr[was_t]
            self.queue.extend(newly_s.tolist())
            self.best2[newly_s] = -1
        inblossom[lv_arr] = b

    def expand_blossom(self, b: int, endstage: bool) -> None:
        n = self.n
        label, labelend, inblossom = self.label, self.labelend, self.inblossom
        childs = self.blossomchilds[b]
        assert childs is not None
        for s in childs:
            self.blossomparent[s] = -1
            if s < n:
                inblossom[s] = s
            elif endstage and self.dual[s] == 0:
                self.expand_blossom(s, endstage)
            else:
                inblossom[self.leaf_array(s)] = s
        if (not endstage) and label[b] == 2:
            endps = self.blossomendps[b]
            assert endps is not None
            entrychild = int(inblossom[self.ep(self.rev(labelend[b]))])
            j = childs.index(entrychild)
            if j & 1:
                j -= len(childs)
                jstep = 1
                endptrick = 0
            else:
                jstep = -1
                endptrick = 1
            p = labelend[b]
            while j != 0:
                q = endps[j - endptrick]
                qq = self.rev(q) if endptrick else q
                # label[endpoint[p ^ 1]] = 0 ; label[endpoint[endps[j-endptrick] ^ endptrick ^ 1]] = 0
                label[self.ep(self.rev(p))] = 0
                label[self.ep(self.rev(qq))] = 0
                self.assign_label(self.ep(self.rev(p)), 2, p)
                j += jstep
                q = endps[j - endptrick]
                p = self.rev(q) if endptrick else q
                j += jstep
            bv = childs[j]
            x = self.ep(self.rev(p))
            label[x] = 2
            label[bv] = 2
            labelend[x] = labelend[bv] = p
            self.best2[x] = -1
            j += jstep
            while childs[j] != entrychild:
                bv = childs[j]
                if label[bv] == 1:
                    j += jstep
                    continue
                reached = -1
                for y in self.leaves(bv):
                    if label[y] != 0:
                        reached = y
                        break
                if reached != -1:
                    label[reached] = 0
                    label[self.ep(self.mate[self.blossombase[bv]])] = 0
                    self.assign_label(reached, 2, labelend[reached])
                j += jstep
        label[b] = 0
        labelend[b] = -1
        self.blossomchilds[b] = self.blossomendps[b] = None
        self.blossombase[b] = -1
        self.unusedblossoms.append(b)
        self.live.discard(b)
        self.leafcache.pop(b, None)

    def augment_blossom(self, b: int, v: int) -> None:
        n = self.n
        mate = self.mate
        t = v
        while self.blossomparent[t] != b:
            t = self.blossomparent[t]
        if t >= n:
            self.augment_blossom(t, v)
        childs = self.blossomchilds[b]
        endps = self.blossomendps[b]
        assert childs is not None and endps is not None
        i = j = childs.index(t)
        if i & 1:
            j -= len(childs)
            jstep = 1
            endptrick = 0
        else:
            jstep = -1
            endptrick = 1
        while j != 0:
            j += jstep
            t = childs[j]
            q = endps[j - endptrick]
            p = self.rev(q) if endptrick else q
            if t >= n:
                self.augment_blossom(t, self.ep(p))
            j += jstep
            t = childs[j]
            if t >= n:
                self.augment_blossom(t, self.ep(self.rev(p)))
            mate[self.ep(p)] = self.rev(p)
            mate[self.ep(self.rev(p))] = p
        self.blossomchilds[b] = childs[i:] + childs[:i]
        self.blossomendps[b] = endps[i:] + endps[:i]
        self.blossombase[b] = self.blossombase[self.blossomchilds[b][0]]  # type: ignore[index]

    def augment_matching(self, v: int, w: int) -> None:
        n = self.n
        labelend, inblossom, mate = self.labelend, self.inblossom, self.mate
        for s, p in ((v, v * n + w), (w, w * n + v)):
            while True:
                bs = int(inblossom[s])
                if bs >= n:
                    self.augment_blossom(bs, s)
                mate[s] = p
                if labelend[bs] == -1:
                    break
                t = self.ep(labelend[bs])
                bt = int(inblossom[t])
                s = self.ep(labelend[bt])
                j = self.ep(self.rev(labelend[bt]))
                if bt >= n:
                    self.augment_blossom(bt, j)
                mate[j] = labelend[bt]
                p = self.rev(labelend[bt])

    # -- warm start -------------------------------------------------------------------------------
    def warm_start(self) -> None:
        if self.hint is not None and self.nbr is None:
            self._warm_start_hinted(self.hint)
            return
        if self.nbr is not None:
            self._warm_start_sparse()
            return
        n = self.n
        E, valid = self.E, self.valid
        if self.full:
            # The solver owns E: mask its diagonal in place for the warm start (no n x n copy).
            diag = np.diagonal(E).copy()
            np.fill_diagonal(E, -_INF)
            try:
                self._warm_start_rows(E)
            finally:
                np.fill_diagonal(E, diag)
        else:
            self._warm_start_rows(np.where(valid, E, -_INF))
        if (self.dual[:n] % 2).any():
            # Keep every vertex dual even (see the sparse solver's parity argument).
            self.E = self.E * 2
            self.dual *= 2
            self.scale *= 2

    def _warm_start_rows(self, masked: np.ndarray) -> None:
        """Duals and a greedy tight matching from ``masked`` (the weights, -inf where invalid)."""
        n = self.n
        rowmax = masked.max(axis=1)
        if (rowmax <= -_INF).any():
            raise NoPerfectMatchingError("a vertex has no edge")
        d = self.dual
        d[:n] = rowmax // 2
        matched = np.zeros(n, dtype=bool)
        mate = self.mate
        for v in range(n):
            if matched[v]:
                continue
            row = masked[v] - d[:n]
            top = row.max()
            d[v] = top
            cand = np.flatnonzero((row == top) & ~matched)
            cand = cand[cand != v]
            if cand.size:
                u = int(cand[0])
                matched[v] = matched[u] = True
                mate[v] = v * n + u
                mate[u] = u * n + v
        self.free_after_warm = int((~matched).sum())

    def _warm_start_hinted(self, hint: np.ndarray) -> None:
        """Warm start from given vertex duals: made feasible (each vertex on a pair of negative
        slack, or on none of zero slack, is set to the least dual feasible against the others, one
        vertex after the other: every pair is feasible after), then a greedy matching of tight
        pairs taken in order of the fewest tight pairs (a vertex with few choices first, each with
        the partner of fewest choices).  On Swiss fields with colours and each score group's colour
        duals (:func:`desktop.tournament.swiss_cost.colour_duals`) this leaves a few vertices free
        (the odd groups' floats) where the generic warm start leaves each group's surplus of one
        colour wish free, and the solver would lower their duals step by step, stage after stage."""
        n = self.n
        E, valid, full = self.E, self.valid, self.full
        d = self.dual
        d[:n] = hint
        dn = self.dn
        step = max(1, (1 << 17) // n)
        fix: list[np.ndarray] = []
        deg = np.empty(n, dtype=np.int64)
        pairs: list[np.ndarray] = []
        buf = np.empty((step, n), dtype=np.int64)
        for start in range(0, n, step):
            stop = min(start + step, n)
            slack = buf[: stop - start]
            np.add(dn[start:stop, None], dn[None, :], out=slack)
            slack -= E[start:stop]
            slack[np.arange(stop - start), np.arange(start, stop)] = _INF
            if not full:
                slack[~valid[start:stop]] = _INF
            rows = np.arange(start, stop)
            fix.append(rows[slack.min(axis=1) != 0])
            tight = slack == 0
            deg[start:stop] = np.count_nonzero(tight, axis=1)
            pairs.append(tight.nonzero()[1].astype(np.int32))  # row-major: row by row
        del buf
        # The tight pairs of each row, 4 bytes a pair (with colour duals a score group's pairs of
        # different wishes are all tight); a row's list may hold pairs to a vertex whose dual is set
        # again below: the greedy matching checks those.
        ci = np.concatenate(pairs)
        del pairs
        bounds = np.r_[0, np.cumsum(deg)].tolist()
        adjacent = [ci[bounds[v] : bounds[v + 1]] for v in range(n)]
        changed = np.zeros(n, dtype=bool)
        for v in np.concatenate(fix).tolist():
            need = E[v] - dn
            need[v] = -_INF
            if not full:
                need[~valid[v]] = -_INF
            top = need.max()
            if top <= -_INF:
                raise NoPerfectMatchingError("a vertex has no edge")
            d[v] = top
            adjacent[v] = np.flatnonzero(need == top)
            changed[v] = True
        matched = np.zeros(n, dtype=bool)
        mate = self.mate
        for v in np.argsort(deg, kind="stable").tolist():
            if matched[v]:
                continue
            cand = adjacent[v]
            cand = cand[~matched[cand]]
            if cand.size and (changed[v] or changed[cand].any()):
                cand = cand[d[v] + dn[cand] - E[v, cand] == 0]
            if cand.size == 0:
                continue
            u = int(cand[np.argmin(deg[cand])])
            matched[v] = matched[u] = True
            mate[v] = v * n + u
            mate[u] = u * n + v
        if (d[:n] % 2).any():
            self.E = self.E * 2
            self.dual *= 2
            self.scale *= 2
        self.free_after_warm = int((~matched).sum())

    def _warm_start_sparse(self) -> None:
        n = self.n
        E, nbr = self.E, self.nbr
        assert nbr is not None
        rows = [E[v, nbr[v]] for v in range(n)]
        if any(r.size == 0 for r in rows):
            raise NoPerfectMatchingError("a vertex has no edge")
        d = self.dual
        d[:n] = np.fromiter((int(r.max()) for r in rows), dtype=np.int64, count=n) // 2
        matched = np.zeros(n, dtype=bool)
        mate = self.mate
        for v in range(n):
            if matched[v]:
                continue
            cols = nbr[v]
            row = rows[v] - d[cols]
            top = row.max()
            d[v] = top
            cand = cols[(row == top) & ~matched[cols]]
            if cand.size:
                u = int(cand[0])
                matched[v] = matched[u] = True
                mate[v] = v * n + u
                mate[u] = u * n + v
        if (d[:n] % 2).any():
            self.E = self.E * 2
            self.dual *= 2
            self.scale *= 2
        self.free_after_warm = int((~matched).sum())

    def _match_tight_free(self, free: list[int]) -> None:
        """Match free vertices joined by a zero-slack edge (augmenting paths of length one)."""
        n = self.n
        f = np.asarray(free, dtype=np.int64)
        d = self.dual
        sub = d[f][:, None] + d[f][None, :] - self.E[np.ix_(f, f)]
        tight = sub == 0
        if self.valid.size == 0:
            np.fill_diagonal(tight, False)
        else:
            tight &= self.valid[np.ix_(f, f)]
        # Vertices inside a blossom are matched except its base; a free base may be matched to
        # another free vertex outside its blossom only (slack is measured between top blossoms).
        top = self.inblossom[f]
        tight &= top[:, None] != top[None, :]
        if not tight.any():
            return
        used = np.zeros(f.size, dtype=bool)
        for i in range(f.size):
            if used[i]:
                continue
            cand = np.flatnonzero(tight[i] & ~used)
            cand = cand[cand != i]
            if cand.size == 0:
                continue
            j = int(cand[0])
            used[i] = used[j] = True
            u, v = int(f[i]), int(f[j])
            self._augment_free_pair(u, v)
        del n

    def _augment_free_pair(self, u: int, v: int) -> None:
        """Match two free vertices (bases of their top blossoms) along a tight edge."""
        n = self.n
        for s, t in ((u, v), (v, u)):
            bs = int(self.inblossom[s])
            if bs >= n:
                self.augment_blossom(bs, s)
            self.mate[s] = s * n + t

    # -- slack helpers ------------------------------------------------------------------------
    def _rescale(self) -> None:
        if np.abs(self.E).max() >= (1 << 60) or np.abs(self.dual).max() >= (1 << 60):
            raise OverflowError("dense matching: values grew too large")
        self.E = self.E * 2
        self.dual *= 2
        self.scale *= 2

    def scan(self, v: int) -> bool:
        """Scan S-vertex v; return True when an augmentation happened."""
        if not BOOKKEEPING:
            return self._scan_tight(v)
        if self.nbr is not None:
            return self._scan_sparse(v)
        return self._scan_dense(v)

    def _scan_tight(self, v: int) -> bool:
        """Scan without least-slack bookkeeping (the dual step computes its minima afresh): only
        the tight edges of v to other blossoms, and of those only the ones that can change a
        label now (an unlabelled or S target, or an unreached vertex inside a T-blossom)."""
        E, d = self.E, self.dual
        inblossom = self.inblossom
        bv = inblossom[v]
        if self.nbr is not None:
            cols = self.nbr[v]
            row = d[v] + d[cols] - E[v, cols]
            ws = cols[((row <= 0) & (inblossom[cols] != bv)).nonzero()[0]]
        else:
            row = d[v] + self.dn - E[v]
            hit = row <= 0
            hit &= inblossom != bv  # v itself included: only other blossoms count
            if not self.full:
                hit &= self.valid[v]
            ws = hit.nonzero()[0]
        if ws.size == 0:
            return False
        return self._follow_tight(v, ws)

    def _follow_tight(self, v: int, ws: np.ndarray) -> bool:
        """Follow S-vertex v's tight edges to ``ws``; True when an augmentation happened."""
        n = self.n
        inblossom, label = self.inblossom, self.label
        keep = (label[inblossom[ws]] != 2) | (label[ws] == 0)
        for w in ws[keep].tolist():
            bv_ = int(inblossom[v])
            bw_ = int(inblossom[w])
            if bv_ == bw_:
                continue
            lw = label[bw_]
            if lw == 0:
                self.assign_label(w, 2, w * n + v)
            elif lw == 1:
                base = self.scan_blossom(v, w)
                if base >= 0:
                    self.add_blossom(base, v, w)
                else:
                    self.augment_matching(v, w)
                    return True
            elif label[w] == 0:
                label[w] = 2
                self.labelend[w] = w * n + v
        return False

    def _scan_queue(self) -> bool:
        """Scan every queued S-vertex (and those queued meanwhile) on the complete-row path, rows
        in blocks: the duals do not move between dual steps, so a block's tight edges are found
        with one matrix operation; True when an augmentation happened."""
        E, d, dn = self.E, self.dual, self.dn
        inblossom = self.inblossom
        block = max(16, (1 << 17) // max(self.n, 1))
        while self.queue:
            batch = self.queue
            self.queue = []
            for start in range(0, len(batch), block):
                rows = np.asarray(batch[start : start + block], dtype=np.int64)
                hit = (d[rows][:, None] + dn[None, :] - E[rows]) <= 0
                hit &= inblossom[rows][:, None] != inblossom[None, :]
                if not self.full:
                    hit &= self.valid[rows]
                ri, ci = hit.nonzero()
                if ri.size == 0:
                    continue
                bounds = np.searchsorted(ri, np.arange(rows.size + 1))
                # ri is in row-major order: its distinct values are where it changes.
                for i in ri[np.r_[True, ri[1:] != ri[:-1]]].tolist():
                    if self._follow_tight(int(rows[i]), ci[bounds[i] : bounds[i + 1]]):
                        return True
        return False

    def _scan_dense(self, v: int) -> bool:
        n = self.n
        E, d, valid = self.E, self.dual, self.valid
        inblossom, label = self.inblossom, self.label
        row = d[v] + d[:n] - E[v]
        bv = inblossom[v]
        top = inblossom  # top-level blossom of each vertex
        toplabel = label[top]
        other = valid[v] & (top != bv)
        tight = other & (row <= 0)
        # Least-slack bookkeeping for non-tight edges.
        loose = other & ~tight
        # best2: targets not in S whose own label is 0 (free, or unreached inside a T-blossom).
        t2 = loose & (toplabel != 1) & (label[:n] == 0)
        if t2.any():
            idx = np.flatnonzero(t2)
            b2 = self.best2[idx]
            cur = np.where(b2 >= 0, d[np.maximum(b2, 0)] + d[idx] - E[np.maximum(b2, 0), idx], _INF)
            better = row[idx] < cur
            self.best2[idx[better]] = v
        # best3: S targets in other blossoms.
        t3 = loose & (toplabel == 1)
        if not t3.any():
            if self.best3[v] == -1:
                self.best3[v] = -2
        else:
            idx = np.flatnonzero(t3)
            vals = row[idx]
            k = int(np.argmin(vals))
            cand = int(idx[k])
            b3v = int(self.best3[v])
            if b3v < 0 or inblossom[b3v] == bv or vals[k] < d[v] + d[b3v] - E[v, b3v]:
                self.best3[v] = cand
            b3 = self.best3[idx]
            safe = np.maximum(b3, 0)
            cur = np.where(b3 >= 0, d[safe] + d[idx] - E[safe, idx], _INF)
            better = vals < cur
            self.best3[idx[better]] = v
        if not tight.any():
            return False
        for w in np.flatnonzero(tight).tolist():
            bv_ = int(inblossom[v])
            bw_ = int(inblossom[w])
            if bv_ == bw_:
                continue
            lw = label[bw_]
            if lw == 0:
                self.assign_label(w, 2, w * n + v)  # endpoint v (outside), partner w
            elif lw == 1:
                base = self.scan_blossom(v, w)
                if base >= 0:
                    self.add_blossom(base, v, w)
                else:
                    self.augment_matching(v, w)
                    return True
            elif label[w] == 0:
                label[w] = 2
                self.labelend[w] = w * n + v
        return False

    def _scan_sparse(self, v: int) -> bool:
        """:meth:`scan` over v's neighbour list."""
        n = self.n
        E, d = self.E, self.dual
        inblossom, label = self.inblossom, self.label
        assert self.nbr is not None
        cols = self.nbr[v]
        row = d[v] + d[cols] - E[v, cols]
        bv = inblossom[v]
        topc = inblossom[cols]
        toplabel = label[topc]
        other = topc != bv
        tight = other & (row <= 0)
        loose = other & ~tight
        t2 = loose & (toplabel != 1) & (label[cols] == 0)
        if t2.any():
            idx = cols[t2]
            b2 = self.best2[idx]
            safe = np.maximum(b2, 0)
            cur = np.where(b2 >= 0, d[safe] + d[idx] - E[safe, idx], _INF)
            better = row[t2] < cur
            self.best2[idx[better]] = v
        t3 = loose & (toplabel == 1)
        if not t3.any():
            if self.best3[v] == -1:
                self.best3[v] = -2
        else:
            idx = cols[t3]
            vals = row[t3]
            k = int(np.argmin(vals))
            cand = int(idx[k])
            b3v = int(self.best3[v])
            if b3v < 0 or inblossom[b3v] == bv or vals[k] < d[v] + d[b3v] - E[v, b3v]:
                self.best3[v] = cand
            b3 = self.best3[idx]
            safe = np.maximum(b3, 0)
            cur = np.where(b3 >= 0, d[safe] + d[idx] - E[safe, idx], _INF)
            better = vals < cur
            self.best3[idx[better]] = v
        if not tight.any():
            return False
        for w in cols[tight].tolist():
            bv_ = int(inblossom[v])
            bw_ = int(inblossom[w])
            if bv_ == bw_:
                continue
            lw = label[bw_]
            if lw == 0:
                self.assign_label(w, 2, w * n + v)
            elif lw == 1:
                base = self.scan_blossom(v, w)
                if base >= 0:
                    self.add_blossom(base, v, w)
                else:
                    self.augment_matching(v, w)
                    return True
            elif label[w] == 0:
                label[w] = 2
                self.labelend[w] = w * n + v
        return False

    def run(self) -> None:
        self.warm_start()
        label, inblossom = self.label, self.inblossom
        blossomparent, blossombase = self.blossomparent, self.blossombase
        while True:
            free = np.flatnonzero(np.asarray(self.mate) == -1).tolist()
            if len(free) > 2:
                self._match_tight_free(free)
                free = np.flatnonzero(np.asarray(self.mate) == -1).tolist()
            if not free:
                return
            self.stages += 1
            label[:] = 0
            self.best2[:] = -1
            self.best3[:] = -1
            self.queue = []
            for v in free:
                if label[inblossom[v]] == 0:
                    self.assign_label(v, 1, -1)
            augmented = False
            batched = BATCH_SCANS and not BOOKKEEPING and self.nbr is None
            while True:
                if batched:
                    augmented = self._scan_queue()
                while self.queue and not augmented:
                    v = self.queue.pop()
                    if self.scan(v):
                        augmented = True
                if augmented:
                    break
                try:
                    self.dual_step()
                except _ParityFault:
                    self._rescale()
                    self.dual_step()
            for b in sorted(self.live):
                if blossomparent[b] == -1 and blossombase[b] >= 0 and label[b] == 1 and self.dual[b] == 0:
                    self.expand_blossom(b, True)

    def dual_step(self) -> None:
        if not BOOKKEEPING:
            self._dual_step_afresh()
            return
        self._dual_step_kept()

    def _dual_step_afresh(self) -> None:
        """The dual step with its minima computed from the current labels and duals: delta2 over
        (S vertex, unlabelled vertex) pairs, delta3 over S pairs of different blossoms.  Rows are
        taken from the smaller side (delta2: the S or the unlabelled vertices; delta3: the S
        vertices outside the largest S-blossom, since every pair of different blossoms has an end
        outside it) and processed in blocks that stay in the processor's cache."""
        E, d = self.E, self.dual
        label, top, valid = self.label, self.inblossom, self.valid
        toplabel = label[top]
        s_mask = toplabel == 1
        u_mask = toplabel == 0
        s_v = np.flatnonzero(s_mask)
        u_v = np.flatnonzero(u_mask)

        def least(rows: np.ndarray, cols: np.ndarray, other_blossom: bool) -> tuple[int, int, int]:
            """(slack, row vertex, column vertex) of the least slack from ``rows`` to ``cols``
            (ascending vertex lists; with ``other_blossom``, only pairs in different top
            blossoms).  Only the wanted columns are taken from each block of rows, so the work
            is |rows| x |cols|; ties go to the first pair in row-major order, as over whole rows."""
            best = (int(_INF), -1, -1)
            if rows.size == 0 or cols.size == 0:
                return best
            dc = d[cols]
            tc = top[cols] if other_blossom else None
            width = cols.size
            step = max(1, (1 << 18) // width)
            for start in range(0, rows.size, step):
                r = rows[start : start + step]
                sub = np.take(E[r], cols, axis=1)
                np.subtract(dc[None, :], sub, out=sub)
                sub += d[r][:, None]
                if not self.full:
                    sub[~np.take(valid[r], cols, axis=1)] = _INF
                if tc is not None:
                    sub[top[r][:, None] == tc[None, :]] = _INF
                k = int(np.argmin(sub))
                val = int(sub.flat[k])
                if val < best[0]:
                    best = (val, int(r[k // width]), int(cols[k % width]))
            return best

        deltatype = -1
        delta = 0
        dv = -1
        if s_v.size:
            if u_v.size:
                if u_v.size <= s_v.size:
                    val, _, src = least(u_v, s_v, False)
                else:
                    val, src, _ = least(s_v, u_v, False)
                if val < _INF:
                    delta, deltatype, dv = val, 2, src
            val, src = self._least_between_blossoms(s_v, least)
            if src >= 0:
                if val < _INF:
                    if val % 2:
                        raise _ParityFault
                    if deltatype == -1 or val // 2 < delta:
                        delta, deltatype, dv = val // 2, 3, src
        self._apply_dual_step(deltatype, delta, dv, toplabel)

    def _least_between_blossoms(
        self, s_v: np.ndarray, least: Callable[[np.ndarray, np.ndarray, bool], tuple[int, int, int]]
    ) -> tuple[int, int]:
        """(slack, S vertex) of the least slack between S vertices of different top blossoms.
        Every such pair is looked at from the smaller blossom: the blossoms in decreasing size,
        each one's vertices (rows) against the vertices of the larger ones before it (columns).
        Ties go to the first blossom in that order, then to the lowest vertex.  With few
        blossoms, one call of ``least`` per blossom; with many, a few blocks of rows against
        every S vertex, the columns of blossoms not before the row's masked (same answer, one
        pass however many blossoms there are)."""
        tops = self.inblossom[s_v]
        order = np.argsort(tops, kind="stable")
        st = tops[order]
        cuts = np.flatnonzero(st[1:] != st[:-1]) + 1
        groups = np.split(s_v[order], cuts)
        if len(groups) < 2:
            return int(_INF), -1
        groups.sort(key=lambda g: -g.size)
        if len(groups) <= FEW_BLOSSOMS:
            before = np.zeros(self.n, dtype=bool)
            before[groups[0]] = True
            best = (int(_INF), -1)
            for g in groups[1:]:
                val, src, _ = least(np.sort(g), np.flatnonzero(before), False)
                if src >= 0 and val < best[0]:
                    best = (val, src)
                before[g] = True
            return best
        E, d, valid = self.E, self.dual, self.valid
        rank = np.zeros(self.n, dtype=np.int64)
        rank[np.concatenate(groups)] = np.repeat(np.arange(len(groups)), [g.size for g in groups])
        rows = np.sort(np.concatenate(groups[1:]))
        cols = s_v  # ascending
        dc, rc = d[cols], rank[cols]
        least_of = np.empty(rows.size, dtype=np.int64)
        step = max(1, (1 << 18) // cols.size)
        for start in range(0, rows.size, step):
            r = rows[start : start + step]
            sub = np.take(E[r], cols, axis=1)
            np.subtract(dc[None, :], sub, out=sub)
            sub += d[r][:, None]
            if not self.full:
                sub[~np.take(valid[r], cols, axis=1)] = _INF
            sub[rc[None, :] >= rank[r][:, None]] = _INF
            least_of[start : start + r.size] = sub.min(axis=1)
        val = int(least_of.min())
        if val >= _INF:
            return int(_INF), -1
        cand = rows[least_of == val]
        return val, int(cand[np.lexsort((cand, rank[cand]))[0]])

    def _dual_step_kept(self) -> None:
        E, d = self.E, self.dual
        label, inblossom = self.label, self.inblossom
        toplabel = label[inblossom]
        deltatype = -1
        delta = 0
        dv = -1
        # delta2: S-vertex to a vertex that is not labelled (top level).
        cand2 = np.flatnonzero((toplabel == 0) & (self.best2 >= 0))
        if cand2.size:
            src = self.best2[cand2]
            vals = d[src] + d[cand2] - E[src, cand2]
            k = int(np.argmin(vals))
            delta = int(vals[k])
            deltatype = 2
            dv = int(src[k])
        # delta3: between S-vertices of different blossoms (half the slack).
        s_vertices = np.flatnonzero(toplabel == 1)
        if s_vertices.size:
            b3 = self.best3[s_vertices]
            stale = (b3 == -1) | ((b3 >= 0) & (inblossom[np.maximum(b3, 0)] == inblossom[s_vertices]))
            if stale.any():
                rows = s_vertices[stale]
                sub = d[rows][:, None] + d[s_vertices][None, :] - E[np.ix_(rows, s_vertices)]
                same = inblossom[rows][:, None] == inblossom[s_vertices][None, :]
                ok = self.valid[np.ix_(rows, s_vertices)] & ~same
                sub = np.where(ok, sub, _INF)
                arg = np.argmin(sub, axis=1)
                has = sub[np.arange(rows.size), arg] < _INF
                self.best3[rows] = np.where(has, s_vertices[arg], -2)
                b3 = self.best3[s_vertices]
            have = b3 >= 0
            if have.any():
                us = s_vertices[have]
                ws = b3[have]
                vals = d[us] + d[ws] - E[us, ws]
                k = int(np.argmin(vals))
                kslack = int(vals[k])
                if kslack % 2:
                    raise _ParityFault
                if deltatype == -1 or kslack // 2 < delta:
                    delta = kslack // 2
                    deltatype = 3
                    dv = int(us[k])
        self._apply_dual_step(deltatype, delta, dv, toplabel)

    def _apply_dual_step(self, deltatype: int, delta: int, dv: int, toplabel: np.ndarray) -> None:
        n = self.n
        d, label = self.dual, self.label
        # delta4: least dual among top-level T-blossoms.
        live = sorted(self.live)
        tb = [b for b in live if self.blossombase[b] >= 0 and self.blossomparent[b] == -1 and label[b] == 2]
        deltab = -1
        if tb:
            zs = d[tb]
            k = int(np.argmin(zs))
            if deltatype == -1 or int(zs[k]) < delta:
                delta = int(zs[k])
                deltatype = 4
                deltab = tb[k]
        if deltatype == -1:
            raise NoPerfectMatchingError("no perfect matching exists")
        tl = toplabel[:n]
        d[:n][tl == 1] -= delta
        d[:n][tl == 2] += delta
        tops = [b for b in live if self.blossombase[b] >= 0 and self.blossomparent[b] == -1]
        for b in tops:
            if label[b] == 1:
                d[b] += delta
            elif label[b] == 2:
                d[b] -= delta
        if deltatype == 2:
            self.queue.append(dv)
        elif deltatype == 3:
            self.queue.append(dv)
        else:
            self.expand_blossom(deltab, False)

    def result(self) -> DenseResult:
        n = self.n
        mate = np.asarray(self.mate, dtype=np.int64) % n  # the endpoint of each matched edge code
        blossoms = tuple(
            DenseBlossom(np.asarray(sorted(self.leaves(b)), dtype=np.int64), int(self.dual[b]))
            for b in range(n, 2 * n)
            if self.blossombase[b] >= 0 and self.dual[b] != 0
        )
        return DenseResult(
            mate, self.dual[:n].copy(), blossoms, self.scale, self.stages, self.free_after_warm, self.E
        )
