"""The page's incremental standings (desktop/services/tournament_queries.IncrementalStandings) equal the
tournament logic's compute_standings after every change: random events, then random results
entered, corrected and cleared one at a time (hypothesis, fixed seed through the CI profile)."""

from __future__ import annotations

import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.services.tournament_queries import IncrementalStandings
from desktop.tournament import (
    Game,
    Match,
    MatchKind,
    Outcome,
    Scoring,
    Side,
    Tiebreak,
    compute_standings,
    default_tiebreaks,
)
from desktop.tournament.standings import Entrant

TIEBREAK_SETS = [
    default_tiebreaks("swiss"),
    default_tiebreaks("round_robin"),
    (Tiebreak.BUCHHOLZ, Tiebreak.BUCHHOLZ_CUT1, Tiebreak.MEDIAN_BUCHHOLZ, Tiebreak.SONNEBORN_BERGER),
    (Tiebreak.GW, Tiebreak.OGW, Tiebreak.SECONDARY_MARGIN, Tiebreak.HEAD_TO_HEAD),
]


def _result(rng: random.Random, rnd: int, a: int, b: int | None, mid: int, best_of: int) -> Match:
    if b is None:
        return Match(rnd, a, None, MatchKind.BYE, id=mid)
    roll = rng.random()
    if roll < 0.08:
        return Match(rnd, a, b, MatchKind.FORFEIT, winner=rng.choice([Side.A, Side.B]), id=mid)
    if roll < 0.12:
        return Match(rnd, a, b, MatchKind.DOUBLE_LOSS, id=mid)
    if roll < 0.16:
        return Match(rnd, a, b, MatchKind.INTENTIONAL_DRAW, id=mid)
    games = []
    wins = {Outcome.WIN: 0, Outcome.LOSS: 0}
    need = best_of // 2 + 1
    while max(wins.values()) < need and len(games) < best_of:
        o = rng.choice([Outcome.WIN, Outcome.LOSS, Outcome.WIN, Outcome.LOSS, Outcome.DRAW])
        games.append(Game(o, float(rng.randint(0, 10)), float(rng.randint(0, 10))))
        if o in wins:
            wins[o] += 1
        if best_of == 1:
            break
    return Match(rnd, a, b, MatchKind.PLAYED, tuple(games), id=mid)


def _same(inc: IncrementalStandings, entrants, matches, scoring, best_of, tbs, seed) -> None:  # type: ignore[no-untyped-def]
    expected = compute_standings(
        entrants, matches, scoring=scoring, best_of=best_of, tiebreaks=tbs, seed=seed
    )
    got = inc.rows()
    assert [(r.rank, r.player, r.points, r.separated_by) for r in got] == [
        (r.rank, r.player, r.points, r.separated_by) for r in expected
    ]
    assert [dict(r.tiebreaks) for r in got] == [dict(r.tiebreaks) for r in expected]

    # the same record; its opponents in match-id order here, in the order of the given list there
    def norm(rec):  # type: ignore[no-untyped-def]
        return replace(rec, opponents=tuple(sorted(rec.opponents)), results=tuple(sorted(rec.results)))

    assert [norm(r.record) for r in got] == [norm(r.record) for r in expected]


@settings(max_examples=60)
@given(
    n=st.integers(2, 11),
    rounds=st.integers(1, 5),
    changes=st.integers(1, 12),
    best_of=st.sampled_from([1, 3]),
    tb=st.integers(0, len(TIEBREAK_SETS) - 1),
    seed=st.integers(0, 10_000),
)
def test_incremental_standings_equal_the_full_computation(n, rounds, changes, best_of, tb, seed) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    scoring = Scoring()
    tbs = TIEBREAK_SETS[tb]
    entrants = [Entrant(p, dropped=rng.random() < 0.1) for p in range(1, n + 1)]
    schedule: list[tuple[int, int, int | None, int]] = []
    mid = 0
    for r in range(1, rounds + 1):
        ids = [e.id for e in entrants]
        rng.shuffle(ids)
        while len(ids) >= 2:
            mid += 1
            schedule.append((r, ids.pop(), ids.pop(), mid))
        if ids:
            mid += 1
            schedule.append((r, ids.pop(), None, mid))
    reported = {m: _result(rng, r, a, b, m, best_of) for r, a, b, m in schedule if rng.random() < 0.7}
    inc = IncrementalStandings(
        entrants, reported.values(), scoring=scoring, best_of=best_of, tiebreaks=tbs, seed=seed
    )
    _same(inc, entrants, list(reported.values()), scoring, best_of, tbs, seed)
    for _ in range(changes):
        r, a, b, m = rng.choice(schedule)
        if m in reported and rng.random() < 0.3:
            del reported[m]  # a result cleared
            inc.replace(m, None)
        else:
            reported[m] = _result(rng, r, a, b, m, best_of)  # entered or corrected
            inc.replace(m, reported[m])
        _same(inc, entrants, list(reported.values()), scoring, best_of, tbs, seed)
