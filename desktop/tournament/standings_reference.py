"""The plain-Python definition of the standings (the reference the numpy standings of
:mod:`desktop.tournament.standings` are tested against): same rules, same order, written for
clarity, not speed."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from desktop.tournament.results import Match, MatchKind, Outcome, Scoring, Side, score_match
from desktop.tournament.standings import (
    DEFAULT_TIEBREAKS,
    Entrant,
    PlayerRecord,
    StandingRow,
    Tiebreak,
    Unplayed,
    game_win_pct,
    random_order,
)


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
        eid = e if isinstance(e, int) else e.id
        acc[eid] = _Acc()
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


def _mean(values: Sequence[Fraction]) -> Fraction:
    if not values:
        return Fraction(0)
    return sum(values, Fraction(0)) / len(values)


def buchholz_contributions(
    players: Iterable[int],
    matches: Sequence[Match],
    scoring: Scoring,
    best_of: int,
    unplayed: Unplayed,
) -> dict[int, list[tuple[int, Outcome]]]:
    """For each player, one (opponent's match points, player's outcome) per counted round: real
    opponents, and with ``Unplayed.VIRTUAL`` a virtual opponent for every round without an
    opponent over the board (bye, forfeit, no-opponent loss, a missed round)."""
    players = list(players)
    points: dict[int, int] = {p: 0 for p in players}
    scored = [(m, score_match(m, scoring, best_of)) for m in matches]
    for m, sc in scored:
        points[m.a] = points.get(m.a, 0) + sc.points_a
        if m.b is not None:
            points[m.b] = points.get(m.b, 0) + sc.points_b
    out: dict[int, list[tuple[int, Outcome]]] = {p: [] for p in players}
    if unplayed is Unplayed.OMIT:
        for m, sc in scored:
            if sc.real_opponents and m.b is not None:
                assert sc.outcome_b is not None
                out[m.a].append((points[m.b], sc.outcome_a))
                out[m.b].append((points[m.a], sc.outcome_b))
        return out
    rounds = sorted({m.round for m in matches})
    n = len(rounds)
    got: dict[tuple[int, int], int] = {}
    entries: dict[tuple[int, int], list[tuple[int | None, Outcome, int, bool]]] = {}
    for m, sc in scored:
        over_board = sc.real_opponents and m.kind is not MatchKind.FORFEIT
        sides = [(m.a, m.b, sc.outcome_a, sc.points_a)]
        if m.b is not None:
            assert sc.outcome_b is not None
            sides.append((m.b, m.a, sc.outcome_b, sc.points_b))
        for p, o, outcome, pts in sides:
            got[p, m.round] = got.get((p, m.round), 0) + pts
            entries.setdefault((p, m.round), []).append((o, outcome, pts, over_board))
    for p in players:
        before = 0
        for k, r in enumerate(rounds, start=1):
            later = n - k
            here = entries.get((p, r))
            if not here:
                out[p].append((before + scoring.win + scoring.draw * later, Outcome.LOSS))
            for o, outcome, pts, over_board in here or ():
                if over_board:
                    assert o is not None
                    out[p].append((points[o], outcome))
                else:
                    out[p].append((before + scoring.win - pts + scoring.draw * later, outcome))
            before += got.get((p, r), 0)
    return out


def tiebreak_values(
    records: Mapping[int, PlayerRecord],
    tiebreaks: Sequence[Tiebreak],
    scoring: Scoring,
    seed: int = 0,
    contributions: Mapping[int, list[tuple[int, Outcome]]] | None = None,
) -> dict[int, dict[Tiebreak, Fraction | int | float]]:
    """Every requested per-player tiebreak value (head-to-head has none: it depends on the group).
    ``contributions``: see :func:`buchholz_contributions` (default: real opponents only)."""
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
        contrib = (
            contributions[pid] if contributions is not None else [(points[o], oc) for o, oc in r.results]
        )
        if want & {Tiebreak.BUCHHOLZ, Tiebreak.BUCHHOLZ_CUT1, Tiebreak.MEDIAN_BUCHHOLZ}:
            opp_points = sorted(v for v, _ in contrib)
            if Tiebreak.BUCHHOLZ in want:
                vals[Tiebreak.BUCHHOLZ] = sum(opp_points)
            if Tiebreak.BUCHHOLZ_CUT1 in want:
                vals[Tiebreak.BUCHHOLZ_CUT1] = sum(opp_points[1:])
            if Tiebreak.MEDIAN_BUCHHOLZ in want:
                vals[Tiebreak.MEDIAN_BUCHHOLZ] = sum(opp_points[1:-1])
        if Tiebreak.SONNEBORN_BERGER in want:
            sb = Fraction(0)
            for v, outcome in contrib:
                if outcome is Outcome.WIN:
                    sb += v
                elif outcome is Outcome.DRAW:
                    sb += Fraction(v, 2)
            vals[Tiebreak.SONNEBORN_BERGER] = sb
        if Tiebreak.SECONDARY in want:
            vals[Tiebreak.SECONDARY] = r.secondary
        if Tiebreak.SECONDARY_MARGIN in want:
            vals[Tiebreak.SECONDARY_MARGIN] = r.secondary - r.secondary_against
    draw = random_order(records.keys(), seed)
    for pid in records:
        out[pid][Tiebreak.RANDOM] = draw[pid]
    return out


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
    unplayed: Unplayed | str = Unplayed.VIRTUAL,
    after_round: int | None = None,
    initial_order: Sequence[int] | None = None,
) -> list[StandingRow]:
    """Standings of ``entrants`` from ``matches`` (every player of a match must be an entrant);
    the parameters mean what they mean for :func:`desktop.tournament.standings.compute_standings`."""
    flags: dict[int, Entrant] = {}
    for e in entrants:
        ent = Entrant(e) if isinstance(e, int) else e
        flags[ent.id] = ent
    matches = list(matches)
    for m in matches:
        for p in m.players():
            if p not in flags:
                raise KeyError(f"player {p} of a match is not an entrant")
    if after_round is not None:
        matches = [m for m in matches if m.round <= after_round]
    records = player_records(flags.values(), matches, scoring, best_of)
    order_tb = [t for t in tiebreaks if t is not Tiebreak.RANDOM]
    criteria: list[Tiebreak] = []
    for t in [*order_tb, Tiebreak.RANDOM]:
        if t not in criteria:
            criteria.append(t)
    contrib = buchholz_contributions(flags, matches, scoring, best_of, Unplayed(unplayed))
    values = tiebreak_values(records, criteria, scoring, seed, contrib)
    # Refine tied groups criterion by criterion.
    by_points: dict[int, list[int]] = {}
    for pid, r in records.items():
        by_points.setdefault(r.points, []).append(pid)
    groups: list[list[int]] = [sorted(by_points[k]) for k in sorted(by_points, reverse=True)]
    history: dict[int, list[int]] = {p: [] for p in records}
    h2h_shown: dict[int, int] = {}  # head-to-head points, for the players of the groups it applied to
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
                h2h_shown.update(h)
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
    order = [g[0] for g in groups]
    if initial_order is not None and not matches:
        pos = {p: i for i, p in enumerate(initial_order)}
        order = sorted(records, key=lambda p: (pos.get(p, len(pos)), p))
        history = {p: [0] * len(criteria) for p in records}
    ranked = [p for p in order if not flags[p].disqualified]
    final = ranked + [p for p in order if flags[p].disqualified]
    separated: dict[int, Tiebreak | None] = {}
    for k, (p, q) in enumerate(zip(final, final[1:], strict=False)):
        if records[p].points != records[q].points or k + 1 == len(ranked):
            continue
        for crit, gp, gq in zip(criteria, history[p], history[q], strict=True):
            if gp != gq:
                separated[q] = crit
                break
    rows: list[StandingRow] = []
    place = 0
    for i, pid in enumerate(final):
        tb: dict[Tiebreak, Fraction | int | float] = {
            t: values[pid][t] for t in criteria if t is not Tiebreak.HEAD_TO_HEAD
        }
        if pid in h2h_shown:
            tb[Tiebreak.HEAD_TO_HEAD] = h2h_shown[pid]
        e = flags[pid]
        this_place = None
        if not e.disqualified:
            place += 1
            this_place = place
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
                this_place,
            )
        )
    return rows
