"""Standings and tiebreakers.

Players are ordered by match points, then by the event's tiebreakers in order, then by a seeded
random draw (the documented last resort), so the standings are always a total order.  Each
tiebreaker splits only the players still tied on everything before it; head-to-head applies only to
a tied group in which every player has met every other.

Every value is compared exactly (integers over common denominators, never floats for the
percentages).  Dropped players stay in the standings (flagged) and remain opponents for everybody's
tiebreakers; disqualified players also remain opponents but are listed *after* every ranked player,
marked, without a place (:attr:`StandingRow.place` is None).

The computation is vectorised with numpy over "side entries" (one per player per match);
:class:`IncrementalStandings` keeps those entries between calls, so after one result only that
match is scored again (the Tournaments page's refresh).  :mod:`desktop.tournament.standings_reference`
is the plain-Python definition the tests compare this one with.

Unplayed rounds for Buchholz and Sonneborn-Berger (:class:`Unplayed`): by default each round in
which a player had no opponent over the board (a bye, a forfeit in either direction, a loss with no
opponent, a round the player missed) counts against a *virtual opponent* (FIDE tie-break
regulations 2009/2012): after n rounds, the virtual opponent of a player P who had no opponent in
round R has P's points before round R, plus (win points - the points P got in round R), plus draw
points x (n - R).  With ``Unplayed.OMIT`` byes and losses without an opponent are left out and a
forfeit's opponent counts like a played one.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from fractions import Fraction
from operator import attrgetter

import numpy as np

from desktop import collector
from desktop.tournament.results import Match, MatchKind, Outcome, Scoring, Side, score_match

ONE_THIRD = Fraction(1, 3)


class Tiebreak(StrEnum):
    OMW = "omw"
    OOMW = "oomw"
    GW = "gw"
    OGW = "ogw"
    BUCHHOLZ = "buchholz"
    BUCHHOLZ_CUT1 = "buchholz_cut1"
    MEDIAN_BUCHHOLZ = "median_buchholz"
    SONNEBORN_BERGER = "sonneborn_berger"
    HEAD_TO_HEAD = "head_to_head"
    SECONDARY = "secondary"
    SECONDARY_MARGIN = "secondary_margin"
    RANDOM = "random"


class Unplayed(StrEnum):
    """How Buchholz (and its variants) and Sonneborn-Berger count a round without an opponent."""

    VIRTUAL = "virtual"
    """Against a virtual opponent (FIDE 2009/2012), the default."""
    OMIT = "omit"
    """Left out (byes and losses without an opponent are not opponents)."""


@dataclass(frozen=True)
class TiebreakInfo:
    name: str
    short: str
    definition: str


_UNPLAYED_RULE = (
    " A round without an opponent over the board (a bye, a forfeit, a loss with no opponent, a "
    "missed round) counts by default as a virtual opponent (FIDE tie-break rules 2009/2012): after "
    "n rounds, the virtual opponent of a player who had no opponent in round R has that player's "
    "points before round R, plus the points of a win minus the points the player got in round R, "
    "plus the points of a draw for each of the n - R later rounds. With the event option to leave "
    "unplayed rounds out, byes and losses without an opponent are not counted and a forfeit's "
    "opponent counts as a played one."
)

TIEBREAKS: dict[Tiebreak, TiebreakInfo] = {
    Tiebreak.OMW: TiebreakInfo(
        "Opponents' match-win percentage",
        "OMW%",
        "The average, over the player's opponents, of each opponent's match points divided by "
        "(points for a win x rounds that opponent played), each counted as at least 1/3. Byes and "
        "losses without an opponent are left out of the player's opponents; a player without "
        "opponents has 0.",
    ),
    Tiebreak.OOMW: TiebreakInfo(
        "Opponents' opponents' match-win percentage",
        "OOMW%",
        "The average of the player's opponents' OMW%.",
    ),
    Tiebreak.GW: TiebreakInfo(
        "Game-win percentage",
        "GW%",
        "Game points (3 per game won, 1 per game drawn) divided by 3 x games played, at least 1/3. "
        "A bye or a forfeit win counts as the games needed to win the match.",
    ),
    Tiebreak.OGW: TiebreakInfo(
        "Opponents' game-win percentage",
        "OGW%",
        "The average of the player's opponents' game-win percentages (each at least 1/3).",
    ),
    Tiebreak.BUCHHOLZ: TiebreakInfo(
        "Buchholz",
        "Bu",
        "The sum of the match points of the player's opponents." + _UNPLAYED_RULE,
    ),
    Tiebreak.BUCHHOLZ_CUT1: TiebreakInfo(
        "Buchholz cut 1",
        "Bu-1",
        "Buchholz without the opponent (real or virtual) with the fewest match points." + _UNPLAYED_RULE,
    ),
    Tiebreak.MEDIAN_BUCHHOLZ: TiebreakInfo(
        "Median Buchholz",
        "MBu",
        "Buchholz without the opponents (real or virtual) with the most and the fewest match points."
        + _UNPLAYED_RULE,
    ),
    Tiebreak.SONNEBORN_BERGER: TiebreakInfo(
        "Sonneborn-Berger",
        "SB",
        "The match points of the opponents the player beat, plus half of those of the opponents "
        "the player drew with." + _UNPLAYED_RULE,
    ),
    Tiebreak.HEAD_TO_HEAD: TiebreakInfo(
        "Head-to-head",
        "H2H",
        "Match points scored in the matches among the tied players; used only when every tied "
        "player has met every other.",
    ),
    Tiebreak.SECONDARY: TiebreakInfo(
        "Secondary score",
        "Sec",
        "The sum of the game's secondary score over the player's games (Attacktix: points "
        "destroyed; Toy Battle: medals; Battle Helix: pieces left).",
    ),
    Tiebreak.SECONDARY_MARGIN: TiebreakInfo(
        "Secondary score margin",
        "Sec+/-",
        "The player's secondary score minus their opponents' secondary score over the same games.",
    ),
    Tiebreak.RANDOM: TiebreakInfo(
        "Random draw",
        "Rnd",
        "A random order drawn once from the event's seed; the last resort when everything else is equal.",
    ),
}

DEFAULT_TIEBREAKS: dict[str, tuple[Tiebreak, ...]] = {
    "swiss": (Tiebreak.OMW, Tiebreak.OOMW, Tiebreak.SECONDARY),
    "round_robin": (Tiebreak.HEAD_TO_HEAD, Tiebreak.SECONDARY),
    "elimination": (Tiebreak.OMW, Tiebreak.OOMW, Tiebreak.SECONDARY),
}


def default_tiebreaks(stage_format: str) -> tuple[Tiebreak, ...]:
    """Defaults of the spec: Swiss -> OMW%, OOMW%, secondary; round robin -> head-to-head,
    secondary (Buchholz and Sonneborn-Berger mean nothing in a round robin)."""
    return DEFAULT_TIEBREAKS.get(stage_format, DEFAULT_TIEBREAKS["swiss"])


@dataclass(frozen=True)
class Entrant:
    id: int
    dropped: bool = False
    disqualified: bool = False


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    """Everything the standings know about one player."""

    id: int
    points: int = 0
    rounds: int = 0
    wins: int = 0
    draws: int = 0
    losses: int = 0
    byes: int = 0
    forfeit_wins: int = 0
    games_won: int = 0
    games_lost: int = 0
    games_drawn: int = 0
    secondary: float = 0.0
    secondary_against: float = 0.0
    opponents: tuple[int, ...] = ()
    """Real opponents, one entry per match (twice when met twice)."""
    results: tuple[tuple[int, Outcome], ...] = ()
    """(opponent, outcome) for each match against a real opponent."""


@dataclass(frozen=True, slots=True)
class StandingRow:
    rank: int
    """Position in the list (1 = first), disqualified players included (they come last)."""
    player: int
    points: int
    record: PlayerRecord
    tiebreaks: Mapping[Tiebreak, Fraction | int | float]
    dropped: bool = False
    disqualified: bool = False
    separated_by: Tiebreak | None = None
    """The criterion that placed this player below the one above (None: match points or first)."""
    place: int | None = None
    """The player's place; None for a disqualified player (listed after every ranked player).
    Show this rather than ``rank``."""

    @property
    def ranked(self) -> bool:
        return not self.disqualified

    @property
    def wins(self) -> int:
        return self.record.wins

    @property
    def draws(self) -> int:
        return self.record.draws

    @property
    def losses(self) -> int:
        return self.record.losses


def match_win_pct(rec: PlayerRecord, scoring: Scoring) -> Fraction:
    if rec.rounds == 0:
        return ONE_THIRD
    return max(Fraction(rec.points, scoring.win * rec.rounds), ONE_THIRD)


def game_win_pct(rec: PlayerRecord) -> Fraction:
    games = rec.games_won + rec.games_lost + rec.games_drawn
    if games == 0:
        return ONE_THIRD
    return max(Fraction(3 * rec.games_won + rec.games_drawn, 3 * games), ONE_THIRD)


def random_order(players: Iterable[int], seed: int) -> dict[int, int]:
    """The documented last resort: a random permutation of the players (sorted by id) drawn from
    ``random.Random(seed)``; a larger value ranks higher."""
    ids = sorted(players)
    values = list(range(len(ids)))
    random.Random(seed).shuffle(values)
    return dict(zip(ids, values, strict=True))


def seed_order(ratings: Mapping[int, int | None]) -> list[int]:
    """The seed order (players by id -> rating): the order the first round is paired in, and the order of
    every list of the players "before round 1 (by seed)". Rating first (highest first, none counts as 0),
    then registration (the lower id first)."""
    return sorted(ratings, key=lambda p: (-(ratings[p] or 0), p))


def in_seed_order(rows: Iterable[StandingRow], ratings: Mapping[int, int | None]) -> list[StandingRow]:
    """Standings before any result (:func:`compute_standings` of no match lists them in the last resort's
    random order): the rows in :func:`seed_order`, the disqualified last without a place, numbered 1..n
    and separated by nothing."""
    by_player = {r.player: r for r in rows}
    order = seed_order({p: ratings.get(p) for p in by_player})
    order.sort(key=lambda p: by_player[p].disqualified)  # stable: seed order within each part
    return [
        replace(
            by_player[p],
            rank=i + 1,
            place=None if by_player[p].disqualified else i + 1,
            separated_by=None,
        )
        for i, p in enumerate(order)
    ]


def last_reported_round(matches: Iterable[Match]) -> int:
    """The round the standings are "after": the highest round with a result other than a bye or a
    loss without an opponent (a round that has only its bye so far is not counted)."""
    best = 0
    for m in matches:
        if m.kind not in (MatchKind.BYE, MatchKind.NO_OPPONENT) and m.round > best:
            best = m.round
    return best


# -- side entries ----------------------------------------------------------------------------------
_WIN, _DRAW, _LOSS = 0, 1, 2
_OUTCODE = {Outcome.WIN: _WIN, Outcome.DRAW: _DRAW, Outcome.LOSS: _LOSS}
_CODEOUT = (Outcome.WIN, Outcome.DRAW, Outcome.LOSS)

# Columns of one side entry (a player's view of one match).
_COLS = (
    "player",  # player id
    "opp",  # opponent id, or -1
    "round",
    "points",
    "outcome",  # 0 win, 1 draw, 2 loss
    "bye",
    "forfeit_win",
    "forfeit",  # a forfeit (either side)
    "games_won",
    "games_lost",
    "games_drawn",
    "real",  # the opponent counts as an opponent (OMW%...)
)
_NI = len(_COLS)


def _side_entries(m: Match, scoring: Scoring, best_of: int) -> tuple[list[int], list[int], list[float]]:
    """(ints a, ints b, [sec a, sec against a]) for one match: each side as one row of ``_COLS``."""
    if (
        m.kind is MatchKind.PLAYED
        and m.b is not None
        and not m.match_loss
        and m.winner is None
        and not m.game_losses_a
        and not m.game_losses_b
        and not m.elimination
    ):
        # The common case, inline (same numbers as score_match).
        wa = wb = dr = 0
        sa = sb = 0.0
        for g in m.games:
            o = g.outcome_a
            if o is Outcome.WIN:
                wa += 1
            elif o is Outcome.LOSS:
                wb += 1
            else:
                dr += 1
            sa += g.secondary_a
            sb += g.secondary_b
        if wa > wb:
            oa, ob, pa, pb = _WIN, _LOSS, scoring.win, scoring.loss
        elif wb > wa:
            oa, ob, pa, pb = _LOSS, _WIN, scoring.loss, scoring.win
        else:
            oa, ob, pa, pb = _DRAW, _DRAW, scoring.draw, scoring.draw
        return (
            [m.a, m.b, m.round, pa, oa, 0, 0, 0, wa, wb, dr, 1],
            [m.b, m.a, m.round, pb, ob, 0, 0, 0, wb, wa, dr, 1],
            [float(sa), float(sb)],
        )
    s = score_match(m, scoring, best_of)
    bye = 1 if m.kind is MatchKind.BYE else 0
    real = 1 if s.real_opponents else 0
    forfeit = 1 if m.kind is MatchKind.FORFEIT else 0
    a = [
        m.a,
        m.b if m.b is not None else -1,
        m.round,
        s.points_a,
        _OUTCODE[s.outcome_a],
        bye,
        1 if s.forfeit_winner is Side.A else 0,
        forfeit,
        s.games_won_a,
        s.games_won_b,
        s.games_drawn,
        real,
    ]
    if m.b is None:
        return a, [], [s.secondary_a if real else 0.0, s.secondary_b if real else 0.0]
    assert s.outcome_b is not None
    b = [
        m.b,
        m.a,
        m.round,
        s.points_b,
        _OUTCODE[s.outcome_b],
        0,
        1 if s.forfeit_winner is Side.B else 0,
        forfeit,
        s.games_won_b,
        s.games_won_a,
        s.games_drawn,
        real,
    ]
    return a, b, [s.secondary_a if real else 0.0, s.secondary_b if real else 0.0]


_OUTCOME_A = attrgetter("outcome_a")
_SECONDARY_A = attrgetter("secondary_a")
_SECONDARY_B = attrgetter("secondary_b")
_A = attrgetter("a")
_B = attrgetter("b")
_ROUND = attrgetter("round")


def _entries_bulk(
    matches: Sequence[Match], scoring: Scoring, best_of: int
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The side entries of many matches at once: (ints, secondary, first row of each match).

    Rows follow the matches (side a, then side b when there is one), with the same numbers as
    :func:`_side_entries`; the common case (games played, nothing special) is scored with numpy,
    the rest match by match."""
    count = len(matches)
    bs = list(map(_B, matches))
    has_b = np.fromiter((b is not None for b in bs), dtype=bool, count=count)
    first = np.zeros(count, dtype=np.int64)
    if count:
        np.cumsum(1 + has_b[:-1], out=first[1:])
    rows = int(first[-1] + 1 + has_b[-1]) if count else 0
    E = np.zeros((rows, _NI), dtype=np.int64)
    S = np.zeros((rows, 2), dtype=np.float64)
    # The common case, recognised in C: games played, nothing special (anything else, even an
    # equivalent spelling, is scored match by match below: same numbers).
    plain = (MatchKind.PLAYED, (), None, 0, 0, False)
    sig = attrgetter("kind", "match_loss", "winner", "game_losses_a", "game_losses_b", "elimination")
    is_common = np.fromiter((t == plain for t in map(sig, matches)), dtype=bool, count=count) & has_b
    common = np.flatnonzero(is_common).tolist()
    for k in np.flatnonzero(~is_common).tolist():
        a, b, sec = _side_entries(matches[k], scoring, best_of)
        r = int(first[k])
        E[r] = a
        S[r] = (sec[0], sec[1])
        if b:
            E[r + 1] = b
            S[r + 1] = (sec[1], sec[0])
    if not common:
        return E, S, first
    cm = [matches[k] for k in common]
    c = len(cm)
    ra = first[np.asarray(common, dtype=np.int64)]
    rb = ra + 1
    games = [m.games for m in cm]
    glen = np.fromiter(map(len, games), dtype=np.int64, count=c)
    code = {Outcome.WIN: 0, Outcome.DRAW: 1, Outcome.LOSS: 2}
    wa = np.zeros(c, dtype=np.int64)
    wb = np.zeros(c, dtype=np.int64)
    dr = np.zeros(c, dtype=np.int64)
    sa = np.zeros(c, dtype=np.float64)
    sb = np.zeros(c, dtype=np.float64)
    top = int(glen.max()) if c else 0
    for g in range(top):
        # Game g of every match that has one (secondary scores summed game by game, in order,
        # from 0.0: the same floating-point sums as the match-by-match scoring).
        have = np.flatnonzero(glen > g)
        gs = [games[k][g] for k in have.tolist()] if have.size < c else [t[g] for t in games]
        oc = np.fromiter(map(code.__getitem__, map(_OUTCOME_A, gs)), dtype=np.int64, count=have.size)
        wa[have] += oc == 0
        wb[have] += oc == 2
        dr[have] += oc == 1
        sa[have] += np.fromiter(map(_SECONDARY_A, gs), dtype=np.float64, count=have.size)
        sb[have] += np.fromiter(map(_SECONDARY_B, gs), dtype=np.float64, count=have.size)
    a_wins = wa > wb
    b_wins = wb > wa
    oa = np.where(a_wins, _WIN, np.where(b_wins, _LOSS, _DRAW))
    ob = np.where(a_wins, _LOSS, np.where(b_wins, _WIN, _DRAW))
    pa = np.where(a_wins, scoring.win, np.where(b_wins, scoring.loss, scoring.draw))
    pb = np.where(a_wins, scoring.loss, np.where(b_wins, scoring.win, scoring.draw))
    pa_id = np.fromiter(map(_A, cm), dtype=np.int64, count=c)
    pb_id = np.fromiter(map(_B, cm), dtype=np.int64, count=c)
    rnd = np.fromiter(map(_ROUND, cm), dtype=np.int64, count=c)
    # Columns: player, opp, round, points, outcome, bye, forfeit_win, forfeit, won, lost, drawn, real.
    E[ra, 0], E[ra, 1], E[ra, 2], E[ra, 3], E[ra, 4] = pa_id, pb_id, rnd, pa, oa
    E[rb, 0], E[rb, 1], E[rb, 2], E[rb, 3], E[rb, 4] = pb_id, pa_id, rnd, pb, ob
    E[ra, 8], E[ra, 9], E[ra, 10], E[ra, 11] = wa, wb, dr, 1
    E[rb, 8], E[rb, 9], E[rb, 10], E[rb, 11] = wb, wa, dr, 1
    S[ra, 0], S[ra, 1] = sa, sb
    S[rb, 0], S[rb, 1] = sb, sa
    return E, S, first


def _lcm_all(values: Iterable[int] | np.ndarray) -> int:
    if isinstance(values, np.ndarray):
        srt = np.sort(values, kind="stable")
        values = srt[np.r_[True, srt[1:] != srt[:-1]]].tolist() if srt.size else []
    return math.lcm(1, *{int(v) for v in values if v})


_SAFE = 1 << 62


def _exact_key(num: np.ndarray, mult: np.ndarray) -> np.ndarray | list[int]:
    """num * mult elementwise, exactly: int64 when it fits, else a list of Python ints."""
    if num.size == 0:
        return num.astype(np.int64)
    top = int(np.abs(num).max()) * int(np.abs(mult).max())
    if top < _SAFE:
        return num.astype(np.int64) * mult.astype(np.int64)
    return [int(a) * int(b) for a, b in zip(num.tolist(), mult.tolist(), strict=True)]


def _dense_desc(values: np.ndarray | list[int] | list[float]) -> np.ndarray:
    """Dense rank with the largest value first (0 = best)."""
    if isinstance(values, np.ndarray):
        uniq, inv = np.unique(values, return_inverse=True)
        return (len(uniq) - 1 - inv).astype(np.int64)
    distinct = sorted(set(values), reverse=True)
    pos = {v: i for i, v in enumerate(distinct)}
    return np.fromiter((pos[v] for v in values), dtype=np.int64, count=len(values))


def _sum_by(index: np.ndarray, weights: np.ndarray, n: int) -> np.ndarray:
    """Exact integer sums of ``weights`` grouped by ``index``."""
    out = np.zeros(n, dtype=np.int64)
    if index.size:
        np.add.at(out, index, weights.astype(np.int64))
    return out


def _sum_by_exact(index: np.ndarray, weights: np.ndarray | list[int], n: int) -> np.ndarray | list[int]:
    if isinstance(weights, np.ndarray):
        total = int(np.abs(weights).sum()) if weights.size else 0
        if total < _SAFE:
            return _sum_by(index, weights, n)
        weights = [int(w) for w in weights.tolist()]
    out = [0] * n
    for i, w in zip(index.tolist(), weights, strict=True):
        out[i] += w
    return out


class _Values(Mapping[Tiebreak, Fraction | int | float]):
    """A player's tiebreak values, built on demand from the shared exact numbers."""

    __slots__ = ("_i", "_t")

    def __init__(self, table: _Computed, i: int) -> None:
        self._t = table
        self._i = i

    def __getitem__(self, key: Tiebreak) -> Fraction | int | float:
        return self._t.value(key, self._i)

    def __iter__(self) -> Iterator[Tiebreak]:
        if self._i in self._t.h2h:
            return iter((*self._t.keys, Tiebreak.HEAD_TO_HEAD))
        return iter(self._t.keys)

    def __len__(self) -> int:
        return len(self._t.keys) + (self._i in self._t.h2h)

    def __repr__(self) -> str:
        return repr(dict(self.items()))


class _Computed:
    """Per-player numbers of one standings computation (exact)."""

    def __init__(self, keys: tuple[Tiebreak, ...]) -> None:
        self.keys = keys
        self.num: dict[Tiebreak, Sequence[int] | np.ndarray] = {}
        self.den: dict[Tiebreak, Sequence[int] | np.ndarray | int] = {}
        self.kind: dict[Tiebreak, str] = {}
        self.h2h: dict[int, int] = {}
        """Head-to-head: the match points each player scored against the others of the tied group it was
        applied to (only players of such a group: every member had met every other)."""

    def value(self, key: Tiebreak, i: int) -> Fraction | int | float:
        if key is Tiebreak.HEAD_TO_HEAD:
            return self.h2h[i]
        if key not in self.kind:
            raise KeyError(key)
        kind = self.kind[key]
        num = self.num[key][i]
        if kind == "int":
            return int(num)
        if kind == "float":
            return float(num)
        den = self.den[key]
        d = den if isinstance(den, int) else den[i]
        if int(d) == 0:
            return Fraction(0)
        return Fraction(int(num), int(d))


@dataclass
class _Cache:
    ids: list[int]
    E: np.ndarray
    S: np.ndarray
    pidx: np.ndarray
    oidx: np.ndarray
    first: np.ndarray
    """The first row of each stored match, in the store's order."""
    pos: dict[object, int] | None = None
    """Match key -> first row, made when a result is first corrected in place."""


class IncrementalStandings:
    """Standings kept between results: the side entries of every match are stored once, and
    :meth:`set_match` / :meth:`remove_match` update one match (by its ``id``; matches without an
    id are keyed by (stage, round, a, b)).  :meth:`standings` then recomputes the order with numpy
    (no match is scored again).  ``compute_standings`` is this class used once.
    """

    def __init__(
        self,
        entrants: Sequence[Entrant | int],
        matches: Iterable[Match] = (),
        *,
        scoring: Scoring = Scoring(),  # noqa: B008 - immutable
        best_of: int = 1,
        tiebreaks: Sequence[Tiebreak] = DEFAULT_TIEBREAKS["swiss"],
        seed: int = 0,
        unplayed: Unplayed | str = Unplayed.VIRTUAL,
    ) -> None:
        self.scoring = scoring
        self.best_of = best_of
        self.tiebreaks = tuple(Tiebreak(t) for t in tiebreaks)
        self.seed = seed
        self.unplayed = Unplayed(unplayed)
        self.flags: dict[int, Entrant] = {}
        for e in entrants:
            ent = Entrant(e) if isinstance(e, int) else e
            self.flags[ent.id] = ent
        self._slots: dict[object, Match] = {}
        self._bulk: list[Match] | None = None
        """Matches given at construction with distinct ids, keyed only when a result changes."""
        self._cache: _Cache | None = None
        self._records: dict[int, PlayerRecord] = {}
        self._add_all(list(matches))

    def _add_all(self, matches: list[Match]) -> None:
        """:meth:`set_match` for many matches at once (the store is empty: no cache, no records)."""
        known = self.flags.keys()
        players = {m.a for m in matches}
        players.update(m.b for m in matches if m.b is not None)
        if not players <= known:
            for m in matches:
                for p in m.players():
                    if p not in known:
                        raise KeyError(f"player {p} of a match is not an entrant")
        ids = [m.id for m in matches]
        if matches and not any(i is None for i in ids) and len(set(ids)) == len(ids):
            # Distinct ids: every match is its own slot; the keys are made if ever needed.
            self._bulk = matches
            return
        keys = [("id", m.id) if m.id is not None else (m.stage, m.round, m.a, m.b) for m in matches]
        self._slots.update(zip(keys, matches, strict=True))

    def _keyed(self) -> dict[object, Match]:
        """The store, keyed (see :attr:`_bulk`)."""
        bulk = self._bulk
        if bulk is not None:
            self._bulk = None
            self._slots.update((("id", m.id), m) for m in bulk)
        return self._slots

    @staticmethod
    def key_of(m: Match) -> object:
        return ("id", m.id) if m.id is not None else (m.stage, m.round, m.a, m.b)

    def set_match(self, m: Match) -> None:
        """Add a match, or replace the stored match with the same key (a new or corrected
        result)."""
        flags = self.flags
        if m.a not in flags or (m.b is not None and m.b not in flags):
            for p in m.players():
                if p not in flags:
                    raise KeyError(f"player {p} of a match is not an entrant")
        key = ("id", m.id) if m.id is not None else (m.stage, m.round, m.a, m.b)
        slots = self._keyed()
        old = slots.get(key)
        slots[key] = m
        records = self._records
        if records:
            for p in m.players():
                records.pop(p, None)
            if old is not None:
                for p in old.players():
                    records.pop(p, None)
        cache = self._cache
        if cache is None:
            return
        if old is None or (old.b is None) != (m.b is None) or old.players() != m.players():
            self._cache = None
            return
        # Same players, same slot: score the one match and overwrite its cached rows in place.
        a, b, sec = _side_entries(m, self.scoring, self.best_of)
        if cache.pos is None:
            # The store's order is the rows' order (any other change drops the cache).
            cache.pos = dict(zip(self._slots, cache.first.tolist(), strict=True))
        start = cache.pos[key]
        cache.E[start] = a
        cache.S[start] = (sec[0], sec[1])
        if b:
            cache.E[start + 1] = b
            cache.S[start + 1] = (sec[1], sec[0])

    def remove_match(self, m: Match | object) -> None:
        key = self.key_of(m) if isinstance(m, Match) else m
        old = self._keyed().pop(key, None)
        if old is not None:
            self._cache = None
            for p in old.players():
                self._records.pop(p, None)

    def set_entrant(self, e: Entrant) -> None:
        """Add a player or change their flags (dropped, disqualified)."""
        if e.id not in self.flags:
            self._cache = None
        self.flags[e.id] = e

    def matches(self) -> list[Match]:
        return list(self._bulk) if self._bulk is not None else list(self._slots.values())

    # -- the computation --------------------------------------------------------------------------
    def standings(
        self, *, after_round: int | None = None, initial_order: Sequence[int] | None = None
    ) -> list[StandingRow]:
        """The standings; ``after_round``: count only rounds up to that number (the standings
        after round N); ``initial_order``: the order to list players in while no match counts
        yet (by seed or by name — never the random draw)."""
        with collector.paused():
            cache = self._cache
            if cache is None:
                cache = self._cache = self._build_cache()
            E, S, pidx, oidx = cache.E, cache.S, cache.pidx, cache.oidx
            if after_round is not None:
                keep = E[:, 2] <= after_round
                E, S, pidx, oidx = E[keep], S[keep], pidx[keep], oidx[keep]
            return self._compute(
                cache.ids, len(cache.ids), E, S, pidx, oidx, initial_order, use_cache=after_round is None
            )

    def _build_cache(self) -> _Cache:
        ids = list(self.flags)
        E, S, first = _entries_bulk(self.matches(), self.scoring, self.best_of)
        id_arr = np.asarray(ids, dtype=np.int64)
        lo = int(id_arr.min()) if id_arr.size else 0
        span = int(id_arr.max()) - lo + 1 if id_arr.size else 0
        if 0 < span <= 4 * id_arr.size + 1024:
            # Ids are dense enough for a lookup table.
            table = np.zeros(span, dtype=np.int64)
            table[id_arr - lo] = np.arange(id_arr.size, dtype=np.int64)

            def index_of(col: np.ndarray) -> np.ndarray:
                return table[col - lo]

        else:
            sorter = np.argsort(id_arr, kind="stable")
            sorted_ids = id_arr[sorter]

            def index_of(col: np.ndarray) -> np.ndarray:
                at = np.searchsorted(sorted_ids, col)
                return sorter[np.minimum(at, max(len(ids) - 1, 0))].astype(np.int64) if len(ids) else at

        pidx = index_of(E[:, 0])
        has_opp = E[:, 1] >= 0
        some_id = int(id_arr[0]) if id_arr.size else 0
        oidx = np.where(has_opp, index_of(np.where(has_opp, E[:, 1], some_id)), -1)
        return _Cache(ids, E, S, pidx, oidx, first)

    def _compute(
        self,
        ids: list[int],
        n: int,
        E: np.ndarray,
        S: np.ndarray,
        pidx: np.ndarray,
        oidx: np.ndarray,
        initial_order: Sequence[int] | None,
        use_cache: bool = False,
    ) -> list[StandingRow]:
        scoring = self.scoring
        want = set(self.tiebreaks)
        order_tb = [t for t in self.tiebreaks if t is not Tiebreak.RANDOM]
        criteria: list[Tiebreak] = []
        for t in [*order_tb, Tiebreak.RANDOM]:
            if t not in criteria:
                criteria.append(t)
        keys = tuple(t for t in criteria if t is not Tiebreak.HEAD_TO_HEAD)
        comp = _Computed(keys)
        pts_e = E[:, 3]
        out_e = E[:, 4]
        real = E[:, 11] == 1
        points = _sum_by(pidx, pts_e, n)
        rounds = np.bincount(pidx, minlength=n).astype(np.int64)
        wins = np.bincount(pidx[out_e == _WIN], minlength=n)
        draws = np.bincount(pidx[out_e == _DRAW], minlength=n)
        losses = np.bincount(pidx[out_e == _LOSS], minlength=n)
        byes = np.bincount(pidx[E[:, 5] == 1], minlength=n)
        fwins = np.bincount(pidx[E[:, 6] == 1], minlength=n)
        gwon = _sum_by(pidx, E[:, 8], n)
        glost = _sum_by(pidx, E[:, 9], n)
        gdrawn = _sum_by(pidx, E[:, 10], n)
        rp, ro = pidx[real], oidx[real]
        sec = np.zeros(n, dtype=np.float64)
        seca = np.zeros(n, dtype=np.float64)
        if rp.size:
            np.add.at(sec, rp, S[real, 0])
            np.add.at(seca, rp, S[real, 1])
        nopp = np.bincount(rp, minlength=n).astype(np.int64)

        if want & {Tiebreak.OMW, Tiebreak.OOMW}:
            lcm_rounds = _lcm_all(rounds)
            den = 3 * scoring.win * lcm_rounds
            floor = den // 3
            safe_r = np.maximum(rounds, 1)
            mw_num = np.where(rounds > 0, np.maximum(points * (den // (scoring.win * safe_r)), floor), floor)
            total = _sum_by(rp, mw_num[ro], n)
            big = _lcm_all(nopp)
            mult = np.where(nopp > 0, big // np.maximum(nopp, 1), 0)
            omw_scaled = _exact_key(total, mult)  # omw = omw_scaled / (big * den)
            comp.num[Tiebreak.OMW] = omw_scaled
            comp.den[Tiebreak.OMW] = [big * den if k else 0 for k in nopp.tolist()]
            comp.kind[Tiebreak.OMW] = "frac"
            if Tiebreak.OOMW in want:
                if isinstance(omw_scaled, np.ndarray):
                    w = omw_scaled[ro]
                else:
                    w = [omw_scaled[j] for j in ro.tolist()]
                tot2 = _sum_by_exact(rp, w, n)
                if isinstance(tot2, np.ndarray):
                    oomw = _exact_key(tot2, mult)
                else:
                    oomw = [t * m for t, m in zip(tot2, mult.tolist(), strict=True)]
                comp.num[Tiebreak.OOMW] = oomw
                comp.den[Tiebreak.OOMW] = [big * big * den if k else 0 for k in nopp.tolist()]
                comp.kind[Tiebreak.OOMW] = "frac"
        if want & {Tiebreak.GW, Tiebreak.OGW}:
            games = gwon + glost + gdrawn
            lg = 3 * _lcm_all(games)
            gnum = 3 * gwon + gdrawn
            safe_g = np.maximum(games, 1)
            gmult = np.asarray([lg // (3 * g) for g in safe_g.tolist()], dtype=object)
            gw_key = [
                max(int(a) * int(b), lg // 3) if g else lg // 3
                for a, b, g in zip(gnum.tolist(), gmult.tolist(), games.tolist(), strict=True)
            ]
            comp.num[Tiebreak.GW] = gw_key
            comp.den[Tiebreak.GW] = lg
            comp.kind[Tiebreak.GW] = "frac"
            if Tiebreak.OGW in want:
                big = _lcm_all(nopp)
                tot = [0] * n
                for i, j in zip(rp.tolist(), ro.tolist(), strict=True):
                    tot[i] += gw_key[j]
                ogw = [t * (big // k) if k else 0 for t, k in zip(tot, nopp.tolist(), strict=True)]
                comp.num[Tiebreak.OGW] = ogw
                comp.den[Tiebreak.OGW] = [big * lg if k else 0 for k in nopp.tolist()]
                comp.kind[Tiebreak.OGW] = "frac"
        bu_family = {Tiebreak.BUCHHOLZ, Tiebreak.BUCHHOLZ_CUT1, Tiebreak.MEDIAN_BUCHHOLZ}
        if want & (bu_family | {Tiebreak.SONNEBORN_BERGER}):
            self._buchholz(comp, want, E, pidx, oidx, real, points, n)
        if Tiebreak.SECONDARY in want:
            comp.num[Tiebreak.SECONDARY] = sec
            comp.kind[Tiebreak.SECONDARY] = "float"
        if Tiebreak.SECONDARY_MARGIN in want:
            comp.num[Tiebreak.SECONDARY_MARGIN] = sec - seca
            comp.kind[Tiebreak.SECONDARY_MARGIN] = "float"
        draw = random_order(ids, self.seed)
        rnd = np.asarray([draw[p] for p in ids], dtype=np.int64)
        comp.num[Tiebreak.RANDOM] = rnd
        comp.kind[Tiebreak.RANDOM] = "int"

        # -- order ---------------------------------------------------------------------------------
        if initial_order is not None and E.shape[0] == 0:
            pos = {p: i for i, p in enumerate(initial_order)}
            order = sorted(range(n), key=lambda i: (pos.get(ids[i], len(pos)), ids[i]))
            H = None
        else:
            order, H = self._order(comp, criteria, E, pidx, oidx, real, points, n)

        # -- rows ------------------------------------------------------------------------------------
        # A record depends only on the player's own matches: kept between calls (all rounds) and
        # rebuilt for the players of a changed match only.
        cache = self._records if use_cache else {}
        need = [i for i in range(n) if ids[i] not in cache] if cache else list(range(n))
        opp_lists, res_lists = _opponent_lists(need, n, rp, E[real] if rp.size else E[:0])
        cols = [
            points.tolist(),
            rounds.tolist(),
            wins.tolist(),
            draws.tolist(),
            losses.tolist(),
            byes.tolist(),
            fwins.tolist(),
            gwon.tolist(),
            glost.tolist(),
            gdrawn.tolist(),
            sec.tolist(),
            seca.tolist(),
        ]
        ranked = [i for i in order if not self.flags[ids[i]].disqualified]
        dq = [i for i in order if self.flags[ids[i]].disqualified]
        final = [*ranked, *dq]
        separated: dict[int, Tiebreak | None] = {}
        if H is not None and n > 1:
            o = np.asarray(final, dtype=np.int64)
            prev, cur = o[:-1], o[1:]
            same_pts = points[prev] == points[cur]
            if 0 < len(ranked) < n:
                same_pts[len(ranked) - 1] = False  # the first disqualified player starts afresh
            first = np.argmax(H[prev] != H[cur], axis=1)
            for k in np.flatnonzero(same_pts).tolist():
                separated[int(cur[k])] = criteria[int(first[k])]
        # Records of the players that need one, built column by column (map calls the
        # constructor from C), then the rows in standings order.
        if need:
            sub = need if len(need) < n else None
            columns = [c if sub is None else [c[i] for i in sub] for c in cols]
            who = ids if sub is None else [ids[i] for i in sub]
            opps = [opp_lists[i] for i in need]
            ress = [res_lists[i] for i in need]
            for pid, rec in zip(who, map(PlayerRecord, who, *columns, opps, ress), strict=True):
                cache[pid] = rec
        flags = [self.flags[ids[i]] for i in final]
        pids = [ids[i] for i in final]
        places: list[int | None] = []
        place = 0
        for e in flags:
            if e.disqualified:
                places.append(None)
            else:
                place += 1
                places.append(place)
        pts = cols[0]
        rows = list(
            map(
                StandingRow,
                range(1, len(final) + 1),
                pids,
                [pts[i] for i in final],
                [cache[p] for p in pids],
                [_Values(comp, i) for i in final],
                [e.dropped for e in flags],
                [e.disqualified for e in flags],
                [separated.get(i) for i in final],
                places,
            )
        )
        return rows

    def _buchholz(
        self,
        comp: _Computed,
        want: set[Tiebreak],
        E: np.ndarray,
        pidx: np.ndarray,
        oidx: np.ndarray,
        real: np.ndarray,
        points: np.ndarray,
        n: int,
    ) -> None:
        scoring = self.scoring
        out_e = E[:, 4]
        if self.unplayed is Unplayed.OMIT:
            use = real
            cp, cv, co = pidx[use], points[oidx[use]], out_e[use]
        else:
            forfeit = E[:, 7] == 1
            over_board = real & ~forfeit
            unplayed = ~over_board
            rounds_list = sorted(set(E[:, 2].tolist()))
            nr = len(rounds_list)
            rpos = {r: k for k, r in enumerate(rounds_list)}
            ridx = np.fromiter((rpos[r] for r in E[:, 2].tolist()), dtype=np.int64, count=E.shape[0])
            per_round = np.zeros((n, max(nr, 1)), dtype=np.int64)
            present = np.zeros((n, max(nr, 1)), dtype=bool)
            if E.shape[0]:
                np.add.at(per_round, (pidx, ridx), E[:, 3])
                present[pidx, ridx] = True
            before = np.cumsum(per_round, axis=1) - per_round
            later = nr - 1 - np.arange(max(nr, 1))  # rounds after R (R is 0-based here)
            # Virtual opponents of unplayed entries.
            up, ur = pidx[unplayed], ridx[unplayed]
            sv_unplayed = before[up, ur] + (scoring.win - E[unplayed, 3]) + scoring.draw * later[ur]
            # Rounds a player missed altogether (got 0 points).
            ap, ar = np.nonzero(~present[:, :nr]) if nr else (np.zeros(0, np.int64), np.zeros(0, np.int64))
            sv_absent = before[ap, ar] + scoring.win + scoring.draw * later[ar]
            cp = np.concatenate([pidx[over_board], up, ap]).astype(np.int64)
            cv = np.concatenate([points[oidx[over_board]], sv_unplayed, sv_absent]).astype(np.int64)
            co = np.concatenate([out_e[over_board], out_e[unplayed], np.full(ap.size, _LOSS)]).astype(
                np.int64
            )
        cnt = np.bincount(cp, minlength=n)
        total = _sum_by(cp, cv, n)
        if Tiebreak.BUCHHOLZ in want:
            comp.num[Tiebreak.BUCHHOLZ] = total
            comp.kind[Tiebreak.BUCHHOLZ] = "int"
        if want & {Tiebreak.BUCHHOLZ_CUT1, Tiebreak.MEDIAN_BUCHHOLZ}:
            lo = np.full(n, np.iinfo(np.int64).max, dtype=np.int64)
            hi = np.full(n, np.iinfo(np.int64).min, dtype=np.int64)
            if cp.size:
                np.minimum.at(lo, cp, cv)
                np.maximum.at(hi, cp, cv)
            if Tiebreak.BUCHHOLZ_CUT1 in want:
                comp.num[Tiebreak.BUCHHOLZ_CUT1] = np.where(cnt >= 1, total - np.where(cnt >= 1, lo, 0), 0)
                comp.kind[Tiebreak.BUCHHOLZ_CUT1] = "int"
            if Tiebreak.MEDIAN_BUCHHOLZ in want:
                comp.num[Tiebreak.MEDIAN_BUCHHOLZ] = np.where(
                    cnt >= 2, total - np.where(cnt >= 2, lo + hi, 0), 0
                )
                comp.kind[Tiebreak.MEDIAN_BUCHHOLZ] = "int"
        if Tiebreak.SONNEBORN_BERGER in want:
            w = np.where(co == _WIN, 2 * cv, np.where(co == _DRAW, cv, 0))
            comp.num[Tiebreak.SONNEBORN_BERGER] = _sum_by(cp, w, n)
            comp.den[Tiebreak.SONNEBORN_BERGER] = 2
            comp.kind[Tiebreak.SONNEBORN_BERGER] = "frac"

    def _order(
        self,
        comp: _Computed,
        criteria: list[Tiebreak],
        E: np.ndarray,
        pidx: np.ndarray,
        oidx: np.ndarray,
        real: np.ndarray,
        points: np.ndarray,
        n: int,
    ) -> tuple[list[int], np.ndarray]:
        g = _dense_desc(points)
        history: list[np.ndarray] = []
        max_rounds = int(np.bincount(pidx, minlength=n).max()) if pidx.size else 0
        for crit in criteria:
            if crit is Tiebreak.HEAD_TO_HEAD:
                key = self._h2h_key(g, E, pidx, oidx, real, n, max_rounds, comp.h2h)
            else:
                num = comp.num[crit]
                if comp.kind[crit] == "frac":
                    key = _frac_rank(num, comp.den[crit], n)
                else:
                    key = _dense_desc(num if isinstance(num, np.ndarray) else list(num))
            combined = g * (int(key.max(initial=0)) + 1) + key
            _, g = np.unique(combined, return_inverse=True)
            g = g.astype(np.int64).reshape(-1)
            history.append(g)
        order = np.argsort(g, kind="stable").tolist()
        H = np.stack(history, axis=1) if history else np.zeros((n, 0), dtype=np.int64)
        return order, H

    def _h2h_key(
        self,
        g: np.ndarray,
        E: np.ndarray,
        pidx: np.ndarray,
        oidx: np.ndarray,
        real: np.ndarray,
        n: int,
        max_rounds: int,
        values: dict[int, int],
    ) -> np.ndarray:
        """The head-to-head key of each tied group (by ``g``) whose members all met each other; the points
        each of them scored in those matches go to ``values`` (what the standings show)."""
        key = np.zeros(n, dtype=np.int64)
        sizes = np.bincount(g)
        # Everyone of a group must have met everyone else: a group bigger than rounds + 1 cannot.
        candidates = np.flatnonzero((sizes > 1) & (sizes <= max_rounds + 1))
        if candidates.size == 0:
            return key
        cand = set(candidates.tolist())
        members: dict[int, list[int]] = {}
        for i, gi in enumerate(g.tolist()):
            if gi in cand:
                members.setdefault(gi, []).append(i)
        rmask = real & (oidx >= 0)
        rp, ro, rpts = pidx[rmask].tolist(), oidx[rmask].tolist(), E[rmask, 3].tolist()
        group_of = {i: gi for gi, ms in members.items() for i in ms}
        met: dict[int, set[int]] = {i: set() for i in group_of}
        h2h: dict[int, int] = {i: 0 for i in group_of}
        for i, j, p in zip(rp, ro, rpts, strict=True):
            gi = group_of.get(i)
            if gi is not None and group_of.get(j) == gi:
                met[i].add(j)
                h2h[i] += p
        for ms in members.values():
            mset = set(ms)
            if all(met[i] == mset - {i} for i in ms):
                vals = sorted({h2h[i] for i in ms}, reverse=True)
                rank = {v: k for k, v in enumerate(vals)}
                for i in ms:
                    key[i] = rank[h2h[i]]
                    values[i] = h2h[i]
        return key


def _opponent_lists(
    need: list[int], n: int, rp: np.ndarray, real_rows: np.ndarray
) -> tuple[dict[int, tuple[int, ...]], dict[int, tuple[tuple[int, Outcome], ...]]]:
    """Each needed player's real opponents and (opponent, outcome) results, in match order."""
    empty: tuple[()] = ()
    opp: dict[int, tuple[int, ...]] = dict.fromkeys(need, empty)
    res: dict[int, tuple[tuple[int, Outcome], ...]] = dict.fromkeys(need, empty)
    if not rp.size or not need:
        return opp, res
    if len(need) < n:
        sel = np.isin(rp, np.asarray(need, dtype=np.int64))
        rp, real_rows = rp[sel], real_rows[sel]
        if not rp.size:  # the players to rebuild have no real opponent (a bye, say)
            return opp, res
    order = np.argsort(rp, kind="stable")  # by player, match order kept within a player
    players = rp[order]
    opp_col = real_rows[order, 1]
    opps = opp_col.tolist()
    # One (opponent, outcome) tuple per distinct pair, shared by every record that holds it (a
    # third as many objects for the collector to look after).
    codes = opp_col * 3 + real_rows[order, 4]
    uniq, inv = np.unique(codes, return_inverse=True)
    shared = [(int(c) // 3, _CODEOUT[int(c) % 3]) for c in uniq.tolist()]
    pairs = list(map(shared.__getitem__, inv.reshape(-1).tolist()))
    cuts = np.flatnonzero(players[1:] != players[:-1]) + 1
    starts = [0, *cuts.tolist()]
    ends = [*cuts.tolist(), len(opps)]
    for i, a, b in zip(players[starts].tolist(), starts, ends, strict=True):
        opp[i] = tuple(opps[a:b])
        res[i] = tuple(pairs[a:b])
    return opp, res


def _frac_rank(num: Sequence[int] | np.ndarray, den: Sequence[int] | np.ndarray | int, n: int) -> np.ndarray:
    """Dense rank (largest first) of num[i] / den[i]; a zero denominator means the value 0."""
    if isinstance(den, int):
        if isinstance(num, np.ndarray):
            return _dense_desc(num)
        return _dense_desc(list(num))
    if isinstance(num, np.ndarray):
        dlist = den.tolist() if isinstance(den, np.ndarray) else list(den)
        distinct = set(dlist)
        has_zero = 0 in distinct
        distinct.discard(0)
        if len(distinct) <= 1:
            # One denominator (or none): the numerators order the values; a zero denominator
            # means the value 0.
            if not has_zero:
                return _dense_desc(num)
            zero = np.fromiter((d == 0 for d in dlist), dtype=bool, count=n)
            return _dense_desc(np.where(zero, 0, num))
    dl = list(den) if not isinstance(den, np.ndarray) else den.tolist()
    nl = num.tolist() if isinstance(num, np.ndarray) else list(num)
    nonzero = {int(d) for d in dl if d}
    if len(nonzero) <= 1:
        vals = [int(a) if d else 0 for a, d in zip(nl, dl, strict=True)]
        return _dense_desc(vals)
    common = math.lcm(*nonzero)
    vals = [int(a) * (common // int(d)) if d else 0 for a, d in zip(nl, dl, strict=True)]
    return _dense_desc(vals)


def compute_standings(
    entrants: Sequence[Entrant | int],
    matches: Iterable[Match],
    *,
    scoring: Scoring = Scoring(),  # noqa: B008 - immutable
    best_of: int = 1,
    tiebreaks: Sequence[Tiebreak] = DEFAULT_TIEBREAKS["swiss"],
    seed: int = 0,
    unplayed: Unplayed | str = Unplayed.VIRTUAL,
    after_round: int | None = None,
    initial_order: Sequence[int] | None = None,
) -> list[StandingRow]:
    """Standings of ``entrants`` from ``matches`` (every player of a match must be an entrant).

    ``after_round``: the standings after that round (later rounds ignored); ``initial_order``: how
    to list the players before any match counts (pass the seed order, or the players sorted by
    name); ``unplayed``: how Buchholz and Sonneborn-Berger count rounds without an opponent
    (:class:`Unplayed`).  Disqualified players come after every ranked player, with no place."""
    with collector.paused():
        inc = IncrementalStandings(
            entrants,
            matches,
            scoring=scoring,
            best_of=best_of,
            tiebreaks=tiebreaks,
            seed=seed,
            unplayed=unplayed,
        )
        return inc.standings(after_round=after_round, initial_order=initial_order)


def standings_by_round(
    entrants: Sequence[Entrant | int],
    matches: Iterable[Match],
    *,
    scoring: Scoring = Scoring(),  # noqa: B008 - immutable
    best_of: int = 1,
    tiebreaks: Sequence[Tiebreak] = DEFAULT_TIEBREAKS["swiss"],
    seed: int = 0,
    unplayed: Unplayed | str = Unplayed.VIRTUAL,
) -> dict[int, list[StandingRow]]:
    """The standings after each round that has results (for the standing-by-round chart)."""
    inc = IncrementalStandings(
        entrants, matches, scoring=scoring, best_of=best_of, tiebreaks=tiebreaks, seed=seed, unplayed=unplayed
    )
    rounds = sorted({m.round for m in inc.matches()})
    return {r: inc.standings(after_round=r) for r in rounds}


def player_records(
    entrants: Iterable[Entrant | int],
    matches: Iterable[Match],
    scoring: Scoring = Scoring(),  # noqa: B008 - immutable
    best_of: int = 1,
) -> dict[int, PlayerRecord]:
    """Every player's record (points, wins, opponents...)."""
    ents = [e if isinstance(e, Entrant) else Entrant(e) for e in entrants]
    known = {e.id for e in ents}
    matches = list(matches)
    for m in matches:
        for p in m.players():
            if p not in known:
                ents.append(Entrant(p))
                known.add(p)
    rows = compute_standings(ents, matches, scoring=scoring, best_of=best_of, tiebreaks=())
    return {r.player: r.record for r in rows}
