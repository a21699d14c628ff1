"""Swiss pairing.

Later rounds minimise, in this order of priority (the tournament spec's list):

1. rematches (0 when a rematch-free pairing exists; otherwise the fewest, reported);
2. the bye's score: an *eligible* player (no bye yet, no forfeit win) before an ineligible one,
   then the lowest score — decided inside the same optimisation through a virtual bye vertex, so
   the bye goes to an eligible player of the lowest score whose absence still allows priority 1;
3. the number of pairs with unequal match points;
4. the sum of squared match-point differences;
5. a. the number of players pairing down who also paired down in the previous round,
   b. the sum, over players pairing down, of their place counted from the bottom of their score
      group (0 when the lowest-ranked of the group pairs down);
6. the number of same-club pairs;
6b. the bye's rank: among bye candidates of the same score that priorities 3-6 leave equal, the
   lowest-ranked (the spec: "among candidates of that score, priorities 3-6 choose, and only then
   the lowest-ranked");
7. (Toy Battle, ``balance_colours``) colour conflicts: 2 for a pair whose players both must have
   the same colour to restore balance, 1 when one of them merely prefers to alternate.

Each criterion is a "digit" of one lexicographic cost minimised exactly over all perfect matchings
(:mod:`desktop.tournament.lexmatch`).

**Fast path.**  :func:`pair_swiss` first pairs the field quickly (top down, no rematch) and takes
that pairing's totals as bounds of the optimum's digits; when they fit one 64-bit phase (the usual
case: no rematch needed), all nine digits are solved in that one phase, its weights written
straight from per-player vectors (:mod:`desktop.tournament.swiss_cost`) rather than from nine
n x n digit matrices.  When those bounds are too wide (colours on big fields), a second quick pairing
that floats as few players as the score groups' parities allow gives bounds chained on lower
bounds of the first digits (:func:`swiss_cost.chained_bounds`), which usually fit all nine.  From 3,072 vertices the one phase is first solved by blocks of whole score groups, each on its
own weights, and proven optimal on the complete graph by the blocks' duals
(:mod:`desktop.tournament.swiss_blocks`: no n x n weight matrix); when the duals prove nothing, the
complete matrix is solved.  With colours in the one phase, its solver starts from each score group's
colour duals (:func:`swiss_cost.colour_duals`), so that its warm start pairs each group's surplus of
one colour wish.  When the fast path finds no such bounds (rematches unavoidable, huge fields) the
general path solves
rematches to squared differences first and the rest on that optimal face.  Both give the same
objective (tests compare them, exhaustive search and networkx).

Round 1 (:func:`pair_first_round`) pairs the top half against the bottom half by seed (or a seeded
random order), with the bye to the lowest seed and same-club pairs avoided where possible:
digits are bye, same club, top-half-against-bottom-half, squared distance from the fold pattern;
the halves are those of the field once the bye is taken (15 players: seeds 1-7 against 8-14).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

import numpy as np

from desktop.tournament import swiss_blocks, swiss_cost
from desktop.tournament.lexmatch import (
    PHASE_BITS,
    Digit,
    LexSolver,
    connected_labels,
    solve_lexicographic,
    totals,
)
from desktop.tournament.results import Match, MatchKind, Scoring, Side, score_match
from desktop.tournament.swiss_cost import FIRST, SECOND, colour_wish
from desktop.tournament.swiss_cost import group_places as _group_places

SWISS_CRITERIA: tuple[str, ...] = (
    "rematches",
    "bye",
    "unequal_pairs",
    "squared_differences",
    "repeated_downfloats",
    "downfloater_place",
    "same_club",
    "bye_rank",
    "colour_conflicts",
)
"""Names of the Swiss objective's digits, most significant first."""

FIRST_ROUND_CRITERIA: tuple[str, ...] = ("bye", "same_club", "same_half", "fold_distance")

FAST_PATH = True
"""Try the one-phase path first (:func:`_pair_one_phase`); tests switch it off to compare."""

BLOCKS = True
"""Big fields: try the first phase block by block (:mod:`desktop.tournament.swiss_blocks`,
proven optimal on the complete graph) before the complete matrix (tests switch it off)."""

CHAINED_BOUNDS = True
"""Fast path: when the quick pairing's bounds are too wide for one phase, also bound the optimum
from a pairing that floats as few players as parity allows (:func:`swiss_cost.chained_bounds`: with
colours, the nine digits then fit one phase on big fields; tests switch it off to compare)."""

COLOUR_EXCHANGES = True
"""Fast path with colours split off: try exchanges of partners against the count bound before the
solver's colour phase (tests switch it off to compare)."""


INDEPENDENT_CUTS = True
"""Big fields by blocks: also cut at the places no optimal pairing crosses, proven from the first four
digits' lower bounds (:func:`swiss_cost.independent_cuts`; tests switch it off to compare)."""

COLOUR_DUALS = True
"""Fast path with the colour digit in the one phase: start the solver from each score group's colour
duals (:func:`swiss_cost.colour_duals`) instead of its generic warm start (tests switch it off to
compare)."""


@dataclass(frozen=True)
class SwissEntrant:
    """A player as the pairing sees them; entrants are passed in ranking order (best first)."""

    id: int
    score: int = 0
    opponents: frozenset[int] = frozenset()
    club: str | None = None
    had_bye: bool = False
    forfeit_win: bool = False
    floated_down_last: bool = False
    colours: tuple[int, ...] = ()
    """Colours of previous games: ``FIRST`` (+1) or ``SECOND`` (-1), oldest first."""
    avoid: frozenset[int] = frozenset()
    """Players this one is never paired with (the organiser's "never pair these two": family, one car).
    :func:`with_avoidance` sets it and adds them to ``opponents``, so that the rematch criterion keeps
    them apart as if they had met; round 1 weighs them in its first digit, above the bye (see
    :func:`first_round_digits`)."""

    @property
    def bye_eligible(self) -> bool:
        return not self.had_bye and not self.forfeit_win


@dataclass(frozen=True)
class Pairing:
    """One table's pairing.  With colour balancing ``a`` takes the first colour; otherwise ``a`` is
    the higher-ranked player."""

    a: int
    b: int


@dataclass(frozen=True)
class SwissRound:
    pairings: tuple[Pairing, ...]
    """Best pairing first (by the higher score, then the higher rank)."""
    bye: int | None
    objective: Mapping[str, int]
    """Digit totals by criterion name (see ``SWISS_CRITERIA``)."""
    rematches: tuple[Pairing, ...] = ()
    same_club: tuple[Pairing, ...] = ()
    warnings: tuple[str, ...] = ()
    stages: int = 0
    phases: int = 0
    floats: tuple[int, ...] = field(default=())
    """Players who pair down this round."""


# -- colour preferences -------------------------------------------------------------------------
def colour_conflict(x: Sequence[int], y: Sequence[int]) -> int:
    wx, sx = colour_wish(x)
    wy, sy = colour_wish(y)
    if sx == 0 or sy == 0 or wx != wy:
        return 0
    return 2 if sx == 2 and sy == 2 else 1


def allocate_colours(x: SwissEntrant, y: SwissEntrant, x_rank: int, y_rank: int) -> Pairing:
    """Who takes the first colour: the stronger wish wins; on equal wishes, a different last
    colour; then the higher-ranked player gets their wish (or the first colour)."""
    wx, sx = colour_wish(x.colours)
    wy, sy = colour_wish(y.colours)
    if wx != wy:
        if wx == FIRST or wy == SECOND:
            return Pairing(x.id, y.id)
        if wx == SECOND or wy == FIRST:
            return Pairing(y.id, x.id)
    if sx != sy:
        first_is_x = (wx == FIRST) if sx > sy else (wy != FIRST)
        return Pairing(x.id, y.id) if first_is_x else Pairing(y.id, x.id)
    # Same wish, same strength: look back for the most recent round where they differed.
    for cx, cy in zip(reversed(x.colours), reversed(y.colours), strict=False):
        if cx != cy:
            # The one who had the first colour more recently takes the second now.
            return Pairing(y.id, x.id) if cx == FIRST else Pairing(x.id, y.id)
    hi, lo = (x, y) if x_rank <= y_rank else (y, x)
    whi, _ = colour_wish(hi.colours)
    if whi == SECOND:
        return Pairing(lo.id, hi.id)
    return Pairing(hi.id, lo.id)


# -- the objective ------------------------------------------------------------------------------
def pair_digits(
    x: SwissEntrant,
    y: SwissEntrant | None,
    *,
    x_index: int,
    n: int,
    group_place: Mapping[int, int],
    balance_colours: bool = False,
    score_range: tuple[int, int] = (0, 0),
) -> tuple[int, ...]:
    """The objective's digits for one pair (``y`` None = the bye), per the module docstring.
    ``score_range``: the lowest and highest score of the field (the bye digit counts from the
    lowest).

    This is the reference definition; :func:`swiss_digit_matrices` builds the same numbers with
    numpy, and tests check the two agree.
    """
    if y is None:
        lo, hi = score_range
        bye = (0 if x.bye_eligible else hi - lo + 1) + (x.score - lo)
        return (0, bye, 0, 0, 0, 0, 0, n - 1 - x_index, 0)
    rematch = 1 if (y.id in x.opponents or x.id in y.opponents) else 0
    unequal = 1 if x.score != y.score else 0
    sq = (x.score - y.score) ** 2
    repeat = 0
    place = 0
    if unequal:
        higher = x if x.score > y.score else y
        repeat = 1 if higher.floated_down_last else 0
        place = group_place[higher.id]
    club = 1 if (x.club is not None and x.club == y.club) else 0
    colour = colour_conflict(x.colours, y.colours) if balance_colours else 0
    return (rematch, 0, unequal, sq, repeat, place, club, 0, colour)


def swiss_digit_matrices(
    entrants: Sequence[SwissEntrant], *, balance_colours: bool = False
) -> list[np.ndarray]:
    """Digit matrices over players (and a final bye vertex when the count is odd)."""
    n = len(entrants)
    nv = n + (n % 2)
    idx = {e.id: i for i, e in enumerate(entrants)}
    scores = np.array([e.score for e in entrants], dtype=np.int64)
    places = np.array(_group_places([e.score for e in entrants]), dtype=np.int64)
    floated = np.array([e.floated_down_last for e in entrants], dtype=bool)

    def full(dtype: type) -> np.ndarray:
        return np.zeros((nv, nv), dtype=dtype)

    rematch = full(np.int8)
    ri: list[int] = []
    rj: list[int] = []
    for i, e in enumerate(entrants):
        for o in e.opponents:
            j = idx.get(o)
            if j is not None:
                ri.append(i)
                rj.append(j)
    if ri:
        rematch[ri, rj] = 1
        rematch[rj, ri] = 1
    bye = full(np.int32)
    unequal = full(np.int8)
    sq = full(np.int32)
    repeat = full(np.int8)
    place = full(np.int32)
    club = full(np.int8)
    colour = full(np.int8)
    s32 = scores.astype(np.int32)
    diff = np.subtract.outer(s32, s32)
    hi_is_i = diff > 0
    lo_is_i = diff < 0
    neq = hi_is_i | lo_is_i
    unequal[:n, :n] = neq
    np.multiply(diff, diff, out=diff)
    sq[:n, :n] = diff
    del diff
    rep = hi_is_i & floated[:, None]
    rep |= lo_is_i & floated[None, :]
    repeat[:n, :n] = rep
    del rep
    p32 = places.astype(np.int32)
    pl = hi_is_i * p32[:, None]
    pl += lo_is_i * p32[None, :]
    place[:n, :n] = pl
    del pl, hi_is_i, lo_is_i, neq
    clubs: dict[str, list[int]] = {}
    for i, e in enumerate(entrants):
        if e.club is not None:
            clubs.setdefault(e.club, []).append(i)
    for members in clubs.values():
        if len(members) > 1:
            m = np.asarray(members, dtype=np.intp)
            club[np.ix_(m, m)] = 1
    if balance_colours:
        wish = np.zeros(n, dtype=np.int8)
        strength = np.zeros(n, dtype=np.int8)
        for i, e in enumerate(entrants):
            w, s = colour_wish(e.colours)
            wish[i], strength[i] = w, s
        same = (wish[:, None] == wish[None, :]) & (strength[:, None] > 0) & (strength[None, :] > 0)
        both_strong = (strength[:, None] == 2) & (strength[None, :] == 2)
        colour[:n, :n] = np.where(same, np.where(both_strong, 2, 1), 0)
    bye_rank = full(np.int32)
    if nv > n:
        b = n
        elig = np.array([e.bye_eligible for e in entrants], dtype=bool)
        lo, hi = int(scores.min()), int(scores.max())
        byecost = np.where(elig, 0, hi - lo + 1) + (scores - lo)
        bye[:n, b] = byecost
        bye[b, :n] = byecost
        rank_cost = n - 1 - np.arange(n)
        bye_rank[:n, b] = rank_cost
        bye_rank[b, :n] = rank_cost
    mats = [rematch, bye, unequal, sq, repeat, place, club, bye_rank, colour]
    # Only the club and colour digits can be non-zero on the diagonal (a player is in their own
    # club and shares their own wish); the others are zero there by construction.
    np.fill_diagonal(club, 0)
    np.fill_diagonal(colour, 0)
    return mats


def swiss_digits(entrants: Sequence[SwissEntrant], *, balance_colours: bool = False) -> list[Digit]:
    """The Swiss objective as :class:`Digit` s (default, structurally valid bounds)."""
    mats = swiss_digit_matrices(entrants, balance_colours=balance_colours)
    digits = [Digit(name, m) for name, m in zip(SWISS_CRITERIA, mats, strict=True)]
    # Only one pair can hold the bye.
    digits[1] = Digit("bye", mats[1], bound=int(mats[1].max()))
    digits[7] = Digit("bye_rank", mats[7], bound=int(mats[7].max()))
    return digits


def _objective_names(totals: Sequence[int], names: Sequence[str]) -> dict[str, int]:
    return dict(zip(names, totals, strict=True))


@dataclass(frozen=True)
class _Solution:
    mate: tuple[int, ...]
    totals: dict[str, int]
    stages: int = 0
    phases: int = 0


def _finish(
    entrants: Sequence[SwissEntrant],
    sol: _Solution,
    names: Sequence[str],
    *,
    balance_colours: bool,
) -> SwissRound:
    n = len(entrants)
    by_index = list(entrants)
    pairs: list[tuple[int, int]] = []
    bye: int | None = None
    for u, v in enumerate(sol.mate):
        if u < v:
            if v >= n:
                bye = by_index[u].id
            else:
                pairs.append((u, v))
    pairs.sort(key=lambda p: (-max(by_index[p[0]].score, by_index[p[1]].score), min(p)))
    pairings: list[Pairing] = []
    rematches: list[Pairing] = []
    same_club: list[Pairing] = []
    floats: list[int] = []
    warnings: list[str] = []
    for u, v in pairs:
        x, y = by_index[u], by_index[v]
        if balance_colours:
            pr = allocate_colours(x, y, u, v)
        else:
            pr = Pairing(x.id, y.id) if u < v else Pairing(y.id, x.id)
        pairings.append(pr)
        if y.id in x.avoid or x.id in y.avoid:
            warnings.append(f"never pair: {pr.a} v {pr.b}")
        elif y.id in x.opponents or x.id in y.opponents:
            rematches.append(pr)
            warnings.append(f"rematch: {pr.a} v {pr.b}")
        if x.club is not None and x.club == y.club:
            same_club.append(pr)
        if x.score != y.score:
            floats.append(x.id if x.score > y.score else y.id)
    return SwissRound(
        pairings=tuple(pairings),
        bye=bye,
        objective={name: sol.totals[name] for name in names},
        rematches=tuple(rematches),
        same_club=tuple(same_club),
        warnings=tuple(warnings),
        stages=sol.stages,
        phases=sol.phases,
        floats=tuple(floats),
    )


def pair_swiss(
    entrants: Sequence[SwissEntrant], *, balance_colours: bool = False, window: int | None = None
) -> SwissRound:
    """Pair a Swiss round (after round 1).  ``entrants``: the active players, best-ranked first.
    ``window``: solve each phase first on a candidate graph of players at most ``window`` places
    apart (plus the bye vertex's row), verified by the duals on every pair (see
    :mod:`desktop.tournament.lexmatch`); the result is the same exact optimum.  Default None: the
    complete graph, which is faster on Swiss fields (whole score groups are tied)."""
    _check_unique(entrants)
    n = len(entrants)
    if n == 0:
        return SwissRound((), None, _objective_names([0] * len(SWISS_CRITERIA), SWISS_CRITERIA))
    if window is None and FAST_PATH:
        fast = _pair_one_phase(entrants, balance_colours=balance_colours)
        if fast is not None:
            return fast
    digits = swiss_digits(entrants, balance_colours=balance_colours)
    nv = digits[0].matrix.shape[0]
    solver = LexSolver(nv, window=window, full_vertices=(n,) if nv > n else ())
    # Phase A: rematches, bye, unequal pairs, squared differences.
    mate = solver.phase(digits[:4])
    unequal = totals(digits[2:3], [int(x) for x in mate])["unequal_pairs"]
    # Phase B on phase A's optimal face.  Repeated floats and floater places are non-zero only on
    # unequal pairs, and every matching of that face has exactly ``unequal`` of them.
    top_place = int(digits[5].matrix.max())
    phase_b = [
        Digit("repeated_downfloats", digits[4].matrix, bound=unequal),
        Digit("downfloater_place", digits[5].matrix, bound=unequal * top_place),
        digits[6],
        digits[7],
        digits[8],
    ]
    mate = solver.phase(phase_b)
    mate_t = tuple(int(x) for x in mate)
    sol = _Solution(mate_t, totals(digits, mate_t), solver.stages, solver.phases)
    return _finish(entrants, sol, SWISS_CRITERIA, balance_colours=balance_colours)


# -- the fast path: one phase, weights from vectors -------------------------------------------------
def _pair_one_phase(entrants: Sequence[SwissEntrant], *, balance_colours: bool) -> SwissRound | None:
    """The round in one phase of the exact solver, its weights written straight from per-player
    vectors (:mod:`desktop.tournament.swiss_cost`); None when a quick pairing gives no bounds
    tight enough for one 64-bit phase (then :func:`pair_swiss` takes the general two-phase path).
    Same optimum: the bounds hold for the optimum (see :func:`swiss_cost.one_phase_bounds`).

    With colour balancing, when the nine digits are too wide for one phase, the colour digit (the
    last one) is a second phase on the first one's optimal face (:meth:`LexSolver.phase`, component by component): the first phase's optimum M1
    has the optimum's totals on the eight upper digits, so M1's own colour conflicts bound the
    optimum's, and the quick pairing's loose bound on them (two per pair) takes no bits."""
    vec = swiss_cost.swiss_vectors(entrants, balance_colours=balance_colours)
    mate0 = swiss_cost.greedy_mate(entrants, vec)
    if mate0 is None:
        return None
    maxima = swiss_cost.digit_maxima(vec)
    bounds = swiss_cost.one_phase_bounds(vec, swiss_cost.mate_totals(vec, mate0), maxima)
    if bounds is None:
        return None
    shifts, bits = swiss_cost.tight_layout(bounds)
    mate1: list[int] | None = None
    if CHAINED_BOUNDS and (bits > PHASE_BITS or not swiss_cost.fits(maxima, shifts)):
        # Too wide: tighter bounds (only then, so that every field that fits keeps its layout, and
        # its pairing among equally good ones).
        mate1 = swiss_cost.parity_mate(entrants, vec)
        if mate1 is not None:
            tighter = swiss_cost.chained_bounds(vec, swiss_cost.mate_totals(vec, mate1), maxima)
            if tighter is not None:  # both bound the optimum: so does the least of the two
                bounds = [min(a, b) for a, b in zip(bounds, tighter, strict=True)]
    shifts, bits = swiss_cost.tight_layout(bounds)
    plain = vec
    if balance_colours and (bits > PHASE_BITS or not swiss_cost.fits(maxima, shifts)):
        # Too wide with the colour digit: the first phase without it, the colours after.
        plain = replace(vec, balance=False)
        maxima[8] = bounds[8] = 0
        shifts, bits = swiss_cost.tight_layout(bounds)
    if bits > PHASE_BITS or not swiss_cost.fits(maxima, shifts):
        return None
    first = None
    hint = swiss_cost.colour_duals(plain, shifts) if COLOUR_DUALS else None
    if vec.nv >= swiss_blocks.BLOCKS_FROM and BLOCKS:
        cuts: list[int] = []
        if INDEPENDENT_CUTS:
            mate1 = mate1 if mate1 is not None else swiss_cost.parity_mate(entrants, vec)
            if mate1 is not None:
                cuts = swiss_cost.independent_cuts(vec, swiss_cost.mate_totals(vec, mate1))
        first = swiss_blocks.first_phase(plain, shifts, face=plain is not vec, hint=hint, cuts=cuts)
    solver: LexSolver | None = None
    if first is None:
        solver = LexSolver(vec.nv)
        mate = solver.phase_weights(swiss_cost.internal_weights(plain, shifts), hint)
    else:
        mate = first.mate
    stages = first.stages if first is not None else 0
    phases = 1
    if plain is not vec:
        conflicts = swiss_cost.mate_totals(vec, [int(x) for x in mate])[8]
        if conflicts:
            if solver is None:
                assert first is not None and first.valid is not None
                solver = LexSolver.after_first_phase(first.mate, first.valid, first.blossoms, first.stages)
            phases += 1
            mate = _colour_phase(solver, vec, mate, conflicts)
    if solver is not None:
        stages = solver.stages
    mate_t = tuple(int(x) for x in mate)
    got = dict(zip(SWISS_CRITERIA, swiss_cost.mate_totals(vec, mate_t), strict=True))
    sol = _Solution(mate_t, got, stages, phases)
    return _finish(entrants, sol, SWISS_CRITERIA, balance_colours=balance_colours)


def _colour_phase(solver: LexSolver, vec: swiss_cost.SwissVectors, mate: np.ndarray, conflicts: int) -> np.ndarray:
    """The colour digit on the first phase's optimal face: exchanges of partners settle each face
    component that reaches its count bound (:func:`swiss_cost.colour_exchanges`: exact there); the
    solver's colour phase decides the others."""
    colour = Digit("colour_conflicts", swiss_cost.colour_matrix(vec), bound=conflicts)
    if not COLOUR_EXCHANGES:
        return solver.phase([colour])
    valid, blossoms = solver.face()
    labels = connected_labels(valid)
    better, open_ = swiss_cost.colour_exchanges(np.asarray(mate), valid, labels, blossoms, colour.matrix, vec)
    if not open_:
        return better
    return solver.last_phase_on(colour, better, labels, open_)


# -- round 1 ------------------------------------------------------------------------------------
def first_round_digits(entrants: Sequence[SwissEntrant]) -> list[Digit]:
    """Round 1's digits over the entrants (and a bye vertex when the count is odd).  The bye digit,
    the most significant, gives the bye to the lowest seed, so the halves and the fold are those of
    the field without them: with 15 players, seeds 1-7 against seeds 8-14."""
    n = len(entrants)
    nv = n + (n % 2)
    paired = n - (n % 2)
    half = paired // 2
    pos = np.arange(nv)
    bye = np.zeros((nv, nv), dtype=np.int32)
    club = np.zeros((nv, nv), dtype=np.int8)
    same_half = np.zeros((nv, nv), dtype=np.int8)
    top = pos < half
    same_half[:, :] = top[:, None] == top[None, :]
    hi = np.minimum(pos[:, None], pos[None, :])
    lo = np.maximum(pos[:, None], pos[None, :])
    fold = ((lo - hi - half) ** 2).astype(np.int64)
    clubs: dict[str, list[int]] = {}
    for i, e in enumerate(entrants):
        if e.club is not None:
            clubs.setdefault(e.club, []).append(i)
    for members in clubs.values():
        if len(members) > 1:
            m = np.asarray(members, dtype=np.intp)
            club[np.ix_(m, m)] = 1
    if nv > n:
        # The bye vertex's partner is the bye, the lowest seed (n - 1) at the optimum: neither is
        # in a half nor in the fold.
        byecost = n - 1 - np.arange(n)
        bye[:n, n] = byecost
        bye[n, :n] = byecost
        same_half[paired:, :] = same_half[:, paired:] = 0
        fold[paired:, :] = fold[:, paired:] = 0
    # A pair never to be paired (SwissEntrant.avoid) weighs n in the most significant digit, more
    # than any choice of the bye (at most n - 1): the optimum has the fewest such pairs first, then
    # the bye to the lowest seed, then the rest: a constraint above all, whenever a pairing can keep it.
    index = {e.id: i for i, e in enumerate(entrants)}
    avoided = 0
    for i, e in enumerate(entrants):
        for other in e.avoid:
            j = index.get(other)
            if j is not None and j != i:
                bye[i, j] = bye[j, i] = n
                avoided += 1
    mats: list[np.ndarray] = [bye, club, same_half, fold]
    for mat in mats:
        np.fill_diagonal(mat, 0)
    digits = [Digit(name, mat) for name, mat in zip(FIRST_ROUND_CRITERIA, mats, strict=True)]
    digits[0] = Digit("bye", bye, bound=int(bye.max()) + n * min(avoided, n // 2))
    return digits


def pair_first_round(
    entrants: Sequence[SwissEntrant],
    *,
    method: str = "seed",
    seed: int | None = None,
    balance_colours: bool = False,
) -> SwissRound:
    """Round 1: top half against bottom half in seed order (``method="seed"``), or in a random
    order drawn from ``seed`` (``method="random"``); same-club pairs avoided where possible; an odd
    player out (the lowest seed) gets the bye.  With ``balance_colours`` the first colour
    alternates by table (table 1: the higher seed, table 2: the lower seed...)."""
    _check_unique(entrants)
    if method not in ("seed", "random"):
        raise ValueError(f"unknown first-round method {method!r}")
    order = list(entrants)
    if method == "random":
        random.Random(seed).shuffle(order)
    n = len(order)
    if n == 0:
        return SwissRound((), None, _objective_names([0] * 4, FIRST_ROUND_CRITERIA))
    digits = first_round_digits(order)
    res = solve_lexicographic(digits)
    sol = _Solution(res.mate, res.totals, res.stages, res.phases)
    plain = [replace(e, score=0) for e in order]
    rnd = _finish(plain, sol, FIRST_ROUND_CRITERIA, balance_colours=False)
    # Keep the fold order (table 1 = seed 1's pairing) rather than the score order.
    pos = {e.id: i for i, e in enumerate(order)}
    pairings = sorted(rnd.pairings, key=lambda p: min(pos[p.a], pos[p.b]))
    if balance_colours:
        pairings = [
            (Pairing(p.a, p.b) if (i % 2 == 0) == (pos[p.a] < pos[p.b]) else Pairing(p.b, p.a))
            for i, p in enumerate(pairings)
        ]
    return replace(rnd, pairings=tuple(pairings))


def entrants_from_history(
    ranking: Sequence[int],
    matches: Sequence[Match],
    *,
    scoring: Scoring = Scoring(),  # noqa: B008 - immutable
    clubs: Mapping[int, str | None] | None = None,
    best_of: int = 1,
) -> list[SwissEntrant]:
    """The pairing's view of the active players ``ranking`` (best first) after ``matches``.

    Scores count every match; opponents are real opponents (not byes); a forfeit win blocks the
    bye; a player "floated down" last round when their opponent had fewer points before it;
    colours are +1 for side a and -1 for side b of each played or forfeited match."""
    clubs = clubs or {}
    points: dict[int, int] = {}
    opponents: dict[int, set[int]] = {}
    had_bye: set[int] = set()
    forfeit: set[int] = set()
    colours: dict[int, list[tuple[int, int]]] = {}
    last_round = max((m.round for m in matches), default=0)
    before: dict[int, int] = {}
    scored = [(m, score_match(m, scoring, best_of)) for m in matches]
    for m, sc in scored:
        for side, pid in ((Side.A, m.a), (Side.B, m.b)):
            if pid is None:
                continue
            pts = sc.points_a if side is Side.A else sc.points_b
            points[pid] = points.get(pid, 0) + pts
            if m.round < last_round:
                before[pid] = before.get(pid, 0) + pts
        if m.kind is MatchKind.BYE:
            had_bye.add(m.a)
        if sc.forfeit_winner is not None:
            forfeit.add(m.a if sc.forfeit_winner is Side.A else m.b)  # type: ignore[arg-type]
        if sc.real_opponents and m.b is not None:
            opponents.setdefault(m.a, set()).add(m.b)
            opponents.setdefault(m.b, set()).add(m.a)
            if m.kind is MatchKind.PLAYED:
                colours.setdefault(m.a, []).append((m.round, FIRST))
                colours.setdefault(m.b, []).append((m.round, SECOND))
    floated: set[int] = set()
    for m, sc in scored:
        if m.round == last_round and sc.real_opponents and m.b is not None:
            pa, pb = before.get(m.a, 0), before.get(m.b, 0)
            if pa > pb:
                floated.add(m.a)
            elif pb > pa:
                floated.add(m.b)
    out: list[SwissEntrant] = []
    for pid in ranking:
        out.append(
            SwissEntrant(
                id=pid,
                score=points.get(pid, 0),
                opponents=frozenset(opponents.get(pid, ())),
                club=clubs.get(pid),
                had_bye=pid in had_bye,
                forfeit_win=pid in forfeit,
                floated_down_last=pid in floated,
                colours=tuple(c for _, c in sorted(colours.get(pid, []))),
            )
        )
    return out


def with_avoidance(
    entrants: Sequence[SwissEntrant], pairs: Iterable[tuple[int, int]]
) -> list[SwissEntrant]:
    """``entrants`` with the organiser's "never pair these two" ``pairs``: each player's ``avoid``,
    also counted among their ``opponents`` (the first Swiss criterion then keeps them apart exactly
    as it keeps rematches apart). Pairs naming a player not in ``entrants`` are left out."""
    present = {e.id for e in entrants}
    avoid: dict[int, set[int]] = {}
    for a, b in pairs:
        if a != b and a in present and b in present:
            avoid.setdefault(a, set()).add(b)
            avoid.setdefault(b, set()).add(a)
    if not avoid:
        return list(entrants)
    return [
        replace(e, avoid=e.avoid | avoid[e.id], opponents=e.opponents | avoid[e.id]) if e.id in avoid else e
        for e in entrants
    ]


def _check_unique(entrants: Sequence[SwissEntrant]) -> None:
    ids = [e.id for e in entrants]
    if len(set(ids)) != len(ids):
        raise ValueError("duplicate player in the pairing field")


# -- organiser's swaps --------------------------------------------------------------------------
@dataclass(frozen=True)
class SwapResult:
    pairings: tuple[Pairing, ...]
    bye: int | None
    warnings: tuple[str, ...]
    rematches: tuple[Pairing, ...]
    """Rematches among the swapped tables (what the warning is about)."""
    same_club: tuple[Pairing, ...]
    round_rematches: tuple[Pairing, ...] = ()
    """Every rematch of the whole round after the swap: the round's ``rematches`` report."""
    round_same_club: tuple[Pairing, ...] = ()
    recoloured: tuple[Pairing, ...] = ()
    """Touched pairs whose colours were allocated again (``colours`` given)."""


@dataclass(frozen=True)
class RoundReport:
    rematches: tuple[Pairing, ...]
    same_club: tuple[Pairing, ...]


def round_report(
    pairings: Sequence[Pairing],
    *,
    opponents: Mapping[int, frozenset[int]] | None = None,
    clubs: Mapping[int, str | None] | None = None,
) -> RoundReport:
    """Every rematch and same-club pair of a round's pairings (the round's report)."""
    opponents = opponents or {}
    clubs = clubs or {}
    rem = tuple(
        p
        for p in pairings
        if p.b in opponents.get(p.a, frozenset()) or p.a in opponents.get(p.b, frozenset())
    )
    sc = tuple(p for p in pairings if clubs.get(p.a) is not None and clubs.get(p.a) == clubs.get(p.b))
    return RoundReport(rem, sc)


def swap_players(
    pairings: Sequence[Pairing],
    bye: int | None,
    p: int,
    q: int,
    *,
    opponents: Mapping[int, frozenset[int]] | None = None,
    clubs: Mapping[int, str | None] | None = None,
    colours: Mapping[int, Sequence[int]] | None = None,
    ranking: Sequence[int] | None = None,
) -> SwapResult:
    """Swap players ``p`` and ``q`` in a draft pairing (either may hold the bye).

    The swap is always applied; the result lists warnings for every rematch and same-club pair of
    the new pairing that involves one of the swapped tables, and the whole round's report after
    the swap (``round_rematches``, ``round_same_club``).  With ``colours`` (each player's previous
    colours, ``FIRST``/``SECOND``, oldest first: Toy Battle's colour balancing) the swapped tables
    get their colours allocated again by the pairing's own rule (``ranking``: the standings, best
    first, for the rank tie-break); otherwise the new player simply takes the old player's side.
    """
    if p == q:
        raise ValueError("cannot swap a player with themselves")

    def sub(x: int) -> int:
        return q if x == p else p if x == q else x

    seen = {x for pr in pairings for x in (pr.a, pr.b)} | ({bye} if bye is not None else set())
    for x in (p, q):
        if x not in seen:
            raise KeyError(f"player {x} is not in this pairing")
    new_pairings: list[Pairing] = []
    touched: list[Pairing] = []
    for pr in pairings:
        npr = Pairing(sub(pr.a), sub(pr.b))
        if npr.a == npr.b:
            raise ValueError("swap would pair a player with themselves")
        new_pairings.append(npr)
        if npr != pr:
            touched.append(npr)
    recoloured: list[Pairing] = []
    if colours is not None:
        rank = {pid: i for i, pid in enumerate(ranking or ())}
        far = len(rank)
        for k, npr in enumerate(new_pairings):
            if npr not in touched:
                continue
            ent_a = SwissEntrant(npr.a, colours=tuple(colours.get(npr.a, ())))
            ent_b = SwissEntrant(npr.b, colours=tuple(colours.get(npr.b, ())))
            again = allocate_colours(ent_a, ent_b, rank.get(npr.a, far), rank.get(npr.b, far))
            touched[touched.index(npr)] = again
            new_pairings[k] = again
            recoloured.append(again)
    new_bye = sub(bye) if bye is not None else None
    opponents = opponents or {}
    clubs = clubs or {}
    warnings: list[str] = []
    rem: list[Pairing] = []
    sc: list[Pairing] = []
    for pr in touched:
        if pr.b in opponents.get(pr.a, frozenset()) or pr.a in opponents.get(pr.b, frozenset()):
            rem.append(pr)
            warnings.append(f"rematch: {pr.a} v {pr.b}")
        ca, cb = clubs.get(pr.a), clubs.get(pr.b)
        if ca is not None and ca == cb:
            sc.append(pr)
            warnings.append(f"same club ({ca}): {pr.a} v {pr.b}")
    report = round_report(new_pairings, opponents=opponents, clubs=clubs)
    return SwapResult(
        tuple(new_pairings),
        new_bye,
        tuple(warnings),
        tuple(rem),
        tuple(sc),
        report.rematches,
        report.same_club,
        tuple(recoloured),
    )
