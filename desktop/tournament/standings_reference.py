"""Standings and tiebreakers.

Players are ordered by match points, then by the event's tiebreakers in order, then by a seeded
random draw (the documented last resort), so the standings are always a total order.  Each
tiebreaker splits only the players still tied on everything before it; head-to-head applies only to
a tied group in which every player has met every other.

Percentages are exact fractions, so equal values really tie.  Dropped and disqualified players stay
in the standings (flagged) and remain opponents for everybody's tiebreakers.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from fractions import Fraction

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


@dataclass(frozen=True)
class TiebreakInfo:
    name: str
    short: str
    definition: str


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
        "The sum of the player's opponents' match points (byes are not opponents).",
    ),
    Tiebreak.BUCHHOLZ_CUT1: TiebreakInfo(
        "Buchholz cut 1",
        "Bu-1",
        "Buchholz without the opponent with the fewest match points.",
    ),
    Tiebreak.MEDIAN_BUCHHOLZ: TiebreakInfo(
        "Median Buchholz",
        "MBu",
        "Buchholz without the opponents with the most and the fewest match points.",
    ),
    Tiebreak.SONNEBORN_BERGER: TiebreakInfo(
        "Sonneborn-Berger",
        "SB",
        "The match points of the opponents the player beat, plus half of those of the opponents "
        "the player drew with.",
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


@dataclass(frozen=True)
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


@dataclass(frozen=True)
class StandingRow:
    rank: int
    player: int
    points: int
    record: PlayerRecord
    tiebreaks: Mapping[Tiebreak, Fraction | int | float]
    dropped: bool = False
    disqualified: bool = False
    separated_by: Tiebreak | None = None
    """The criterion that placed this player below the one above (None: match points or first)."""

    @property
    def wins(self) -> int:
        return self.record.wins

    @property
    def draws(self) -> int:
        return self.record.draws

    @property
    def losses(self) -> int:
        return self.record.losses


@dataclass
class _Acc:
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
    opponents: list[int] = field(default_factory=list)
    results: list[tuple[int, Outcome]] = field(default_factory=list)


def player_records(
    entrants: Iterable[Entrant | int],
    matches: Iterable[Match],
    scoring: Scoring = Scoring(),  # noqa: B008 - immutable
    best_of: int = 1,
) -> dict[int, PlayerRecord]:
    acc: dict[int, _Acc] = {}
    for e in entrants:
        pid = e if isinstance(e, int) else e.id
        acc[pid] = _Acc()
    for m in matches:
        s = score_match(m, scoring, best_of)
        bye = m.kind is MatchKind.BYE
        real = s.real_opponents
        for is_a, pid in ((True, m.a), (False, m.b)):
            if pid is None:
                continue
            a = acc.get(pid)
            if a is None:
                a = acc[pid] = _Acc()
            if is_a:
                outcome, pts, won, lost, sec, sec_against, opp = (
                    s.outcome_a,
                    s.points_a,
                    s.games_won_a,
                    s.games_won_b,
                    s.secondary_a,
                    s.secondary_b,
                    m.b,
                )
                fw = s.forfeit_winner is Side.A
            else:
                assert s.outcome_b is not None
                outcome, pts, won, lost, sec, sec_against, opp = (
                    s.outcome_b,
                    s.points_b,
                    s.games_won_b,
                    s.games_won_a,
                    s.secondary_b,
                    s.secondary_a,
                    m.a,
                )
                fw = s.forfeit_winner is Side.B
            a.points += pts
            a.rounds += 1
            if bye:
                a.byes += 1
            if outcome is Outcome.WIN:
                a.wins += 1
            elif outcome is Outcome.DRAW:
                a.draws += 1
            else:
                a.losses += 1
            if fw:
                a.forfeit_wins += 1
            a.games_won += won
            a.games_lost += lost
            a.games_drawn += s.games_drawn
            if real:
                assert opp is not None
                a.opponents.append(opp)
                a.results.append((opp, outcome))
                a.secondary += sec
                a.secondary_against += sec_against
    return {
        pid: PlayerRecord(
            pid,
            a.points,
            a.rounds,
            a.wins,
            a.draws,
            a.losses,
            a.byes,
            a.forfeit_wins,
            a.games_won,
            a.games_lost,
            a.games_drawn,
            a.secondary,
            a.secondary_against,
            tuple(a.opponents),
            tuple(a.results),
        )
        for pid, a in acc.items()
    }


def match_win_pct(rec: PlayerRecord, scoring: Scoring) -> Fraction:
    if rec.rounds == 0:
        return ONE_THIRD
    return max(Fraction(rec.points, scoring.win * rec.rounds), ONE_THIRD)


def game_win_pct(rec: PlayerRecord) -> Fraction:
    games = rec.games_won + rec.games_lost + rec.games_drawn
    if games == 0:
        return ONE_THIRD
    return max(Fraction(3 * rec.games_won + rec.games_drawn, 3 * games), ONE_THIRD)


def _mean(values: Sequence[Fraction]) -> Fraction:
    if not values:
        return Fraction(0)
    return sum(values, Fraction(0)) / len(values)


def tiebreak_values(
    records: Mapping[int, PlayerRecord], tiebreaks: Sequence[Tiebreak], scoring: Scoring, seed: int = 0
) -> dict[int, dict[Tiebreak, Fraction | int | float]]:
    """Every requested per-player tiebreak value (head-to-head has none: it depends on the group)."""
    want = set(tiebreaks)
    out: dict[int, dict[Tiebreak, Fraction | int | float]] = {pid: {} for pid in records}
    omw: dict[int, Fraction] = {}
    omw_scaled: dict[int, int] = {}
    big = 1
    if want & {Tiebreak.OMW, Tiebreak.OOMW}:
        # Exact integer arithmetic: every MW% is an integer over the common denominator ``den``.
        lcm_rounds = math.lcm(*(r.rounds for r in records.values() if r.rounds), 1)
        den = 3 * scoring.win * lcm_rounds
        floor = den // 3
        mw_num = {
            pid: (max(r.points * (den // (scoring.win * r.rounds)), floor) if r.rounds else floor)
            for pid, r in records.items()
        }
        counts = [len(r.opponents) for r in records.values() if r.opponents]
        big = math.lcm(*counts, 1)
        for pid, r in records.items():
            k = len(r.opponents)
            total = sum(mw_num[o] for o in r.opponents)
            omw[pid] = Fraction(total, k * den) if k else Fraction(0)
            omw_scaled[pid] = total * (big // k) if k else 0
    if want & {Tiebreak.GW, Tiebreak.OGW}:
        gw = {pid: game_win_pct(r) for pid, r in records.items()}
    points = {pid: r.points for pid, r in records.items()}
    for pid, r in records.items():
        vals = out[pid]
        if Tiebreak.OMW in want:
            vals[Tiebreak.OMW] = omw[pid]
        if Tiebreak.OOMW in want:
            k = len(r.opponents)
            vals[Tiebreak.OOMW] = (
                Fraction(sum(omw_scaled[o] for o in r.opponents), k * big * den) if k else Fraction(0)
            )
        if Tiebreak.GW in want:
            vals[Tiebreak.GW] = gw[pid]
        if Tiebreak.OGW in want:
            vals[Tiebreak.OGW] = _mean([gw[o] for o in r.opponents])
        if want & {Tiebreak.BUCHHOLZ, Tiebreak.BUCHHOLZ_CUT1, Tiebreak.MEDIAN_BUCHHOLZ}:
            opp_points = sorted(points[o] for o in r.opponents)
            if Tiebreak.BUCHHOLZ in want:
                vals[Tiebreak.BUCHHOLZ] = sum(opp_points)
            if Tiebreak.BUCHHOLZ_CUT1 in want:
                vals[Tiebreak.BUCHHOLZ_CUT1] = sum(opp_points[1:])
            if Tiebreak.MEDIAN_BUCHHOLZ in want:
                vals[Tiebreak.MEDIAN_BUCHHOLZ] = sum(opp_points[1:-1])
        if Tiebreak.SONNEBORN_BERGER in want:
            sb = Fraction(0)
            for o, outcome in r.results:
                if outcome is Outcome.WIN:
                    sb += points[o]
                elif outcome is Outcome.DRAW:
                    sb += Fraction(points[o], 2)
            vals[Tiebreak.SONNEBORN_BERGER] = sb
        if Tiebreak.SECONDARY in want:
            vals[Tiebreak.SECONDARY] = r.secondary
        if Tiebreak.SECONDARY_MARGIN in want:
            vals[Tiebreak.SECONDARY_MARGIN] = r.secondary - r.secondary_against
    draw = random_order(records.keys(), seed)
    for pid in records:
        out[pid][Tiebreak.RANDOM] = draw[pid]
    return out


def random_order(players: Iterable[int], seed: int) -> dict[int, int]:
    """The documented last resort: a random permutation of the players (sorted by id) drawn from
    ``random.Random(seed)``; a larger value ranks higher."""
    ids = sorted(players)
    values = list(range(len(ids)))
    random.Random(seed).shuffle(values)
    return dict(zip(ids, values, strict=True))


def _head_to_head(
    group: list[int], records: Mapping[int, PlayerRecord], scoring: Scoring
) -> dict[int, int] | None:
    members = set(group)
    met: dict[int, set[int]] = {p: set() for p in group}
    h2h = {p: 0 for p in group}
    for p in group:
        for o, outcome in records[p].results:
            if o in members:
                met[p].add(o)
                h2h[p] += scoring.points(outcome)
    for p in group:
        if met[p] != members - {p}:
            return None
    return h2h


def compute_standings(
    entrants: Sequence[Entrant | int],
    matches: Iterable[Match],
    *,
    scoring: Scoring = Scoring(),  # noqa: B008 - immutable
    best_of: int = 1,
    tiebreaks: Sequence[Tiebreak] = DEFAULT_TIEBREAKS["swiss"],
    seed: int = 0,
) -> list[StandingRow]:
    """Standings of ``entrants`` from ``matches`` (every player of a match must be an entrant)."""
    flags: dict[int, Entrant] = {}
    for e in entrants:
        ent = Entrant(e) if isinstance(e, int) else e
        flags[ent.id] = ent
    matches = list(matches)
    for m in matches:
        for p in m.players():
            if p not in flags:
                raise KeyError(f"player {p} of a match is not an entrant")
    records = player_records(flags.values(), matches, scoring, best_of)
    order_tb = [t for t in tiebreaks if t is not Tiebreak.RANDOM]
    criteria = [*order_tb, Tiebreak.RANDOM]
    values = tiebreak_values(records, criteria, scoring, seed)
    # Refine tied groups criterion by criterion.
    by_points: dict[int, list[int]] = {}
    for pid, r in records.items():
        by_points.setdefault(r.points, []).append(pid)
    groups: list[list[int]] = [sorted(by_points[k]) for k in sorted(by_points, reverse=True)]
    history: dict[int, list[int]] = {p: [] for p in records}
    for crit in criteria:
        new_groups: list[list[int]] = []
        for g in groups:
            if len(g) == 1:
                new_groups.append(g)
                continue
            if crit is Tiebreak.HEAD_TO_HEAD:
                h = _head_to_head(g, records, scoring)
                if h is None:
                    new_groups.append(g)
                    continue
                key: Mapping[int, Fraction | int | float] = h
            else:
                key = {p: values[p][crit] for p in g}
            ordered = sorted(g, key=lambda p: key[p], reverse=True)
            cur = [ordered[0]]
            for p in ordered[1:]:
                if key[p] == key[cur[-1]]:
                    cur.append(p)
                else:
                    new_groups.append(cur)
                    cur = [p]
            new_groups.append(cur)
        groups = new_groups
        for gi, g in enumerate(groups):
            for p in g:
                history[p].append(gi)
    separated: dict[int, Tiebreak | None] = {}
    for prev, cur in zip(groups, groups[1:], strict=False):
        p, q = prev[0], cur[0]
        if records[p].points != records[q].points:
            continue
        for crit, gp, gq in zip(criteria, history[p], history[q], strict=True):
            if gp != gq:
                separated[q] = crit
                break
    rows: list[StandingRow] = []
    for i, g in enumerate(groups):
        assert len(g) == 1
        pid = g[0]
        tb = {t: values[pid][t] for t in criteria if t is not Tiebreak.HEAD_TO_HEAD}
        e = flags[pid]
        rows.append(
            StandingRow(
                i + 1,
                pid,
                records[pid].points,
                records[pid],
                tb,
                e.dropped,
                e.disqualified,
                separated.get(pid),
            )
        )
    return rows
