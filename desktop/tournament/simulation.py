"""A seeded strength model that plays whole Swiss events, for demos, tests and benchmarks.

Each player has a hidden strength (normal, mean 0, sd 1) and a rating loosely derived from it.
A game between strengths x and y is drawn with probability ``draw_rate``; otherwise side a wins
with probability 1 / (1 + exp(-k (x - y))).  Secondary scores are generic numbers in [0, 10]
leaning towards the winner; the services turn outcomes into game-specific details.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from desktop.tournament.results import Game, Match, MatchKind, Outcome, Scoring
from desktop.tournament.standings import Entrant, Tiebreak, compute_standings, default_tiebreaks
from desktop.tournament.swiss import SwissRound, entrants_from_history, pair_first_round, pair_swiss


@dataclass(frozen=True)
class SimPlayer:
    id: int
    strength: float
    rating: int
    club: str | None


@dataclass
class SimEvent:
    players: list[SimPlayer]
    matches: list[Match] = field(default_factory=list)
    rounds: list[SwissRound] = field(default_factory=list)
    scoring: Scoring = field(default_factory=Scoring)
    best_of: int = 1


def make_players(n: int, rng: random.Random, *, clubs: int | None = None) -> list[SimPlayer]:
    club_names = [f"Club {i + 1}" for i in range(clubs if clubs is not None else max(1, n // 8))]
    out = []
    for i in range(n):
        s = rng.gauss(0.0, 1.0)
        rating = int(round(1500 + 200 * s + rng.gauss(0, 80)))
        club = rng.choice(club_names) if club_names and rng.random() < 0.7 else None
        out.append(SimPlayer(i + 1, s, rating, club))
    return out


def play_game(rng: random.Random, sa: float, sb: float, *, draw_rate: float = 0.06, k: float = 1.4) -> Game:
    u = rng.random()
    if u < draw_rate:
        v = round(rng.uniform(2, 8))
        return Game(Outcome.DRAW, v, v)
    p = 1.0 / (1.0 + math.exp(-k * (sa - sb)))
    win = rng.random() < p
    hi = round(rng.uniform(5, 10))
    lo = round(rng.uniform(0, hi - 1))
    return Game(Outcome.WIN, hi, lo) if win else Game(Outcome.LOSS, lo, hi)


def play_match(rng: random.Random, sa: float, sb: float, best_of: int, **kw: float) -> tuple[Game, ...]:
    need = best_of // 2 + 1
    games: list[Game] = []
    wa = wb = 0
    while wa < need and wb < need and len(games) < best_of:
        g = play_game(rng, sa, sb, **kw)
        games.append(g)
        if g.outcome_a is Outcome.WIN:
            wa += 1
        elif g.outcome_a is Outcome.LOSS:
            wb += 1
    return tuple(games)


def simulate_swiss(
    n: int,
    rounds: int,
    seed: int = 1,
    *,
    best_of: int = 1,
    balance_colours: bool = False,
    scoring: Scoring | None = None,
    tiebreaks: tuple[Tiebreak, ...] | None = None,
    players: list[SimPlayer] | None = None,
) -> SimEvent:
    """Play ``rounds`` Swiss rounds among ``n`` seeded players (round 1 by rating)."""
    rng = random.Random(seed)
    scoring = scoring or Scoring()
    tiebreaks = tiebreaks or default_tiebreaks("swiss")
    players = players if players is not None else make_players(n, rng)
    by_id = {p.id: p for p in players}
    ev = SimEvent(players, scoring=scoring, best_of=best_of)
    clubs = {p.id: p.club for p in players}
    seeded = [p.id for p in sorted(players, key=lambda p: (-p.rating, p.id))]
    for r in range(1, rounds + 1):
        if r == 1:
            ranking = seeded
        else:
            rows = compute_standings(
                [Entrant(p.id) for p in players],
                ev.matches,
                scoring=scoring,
                best_of=best_of,
                tiebreaks=tiebreaks,
                seed=seed,
            )
            ranking = [row.player for row in rows]
        ents = entrants_from_history(ranking, ev.matches, scoring=scoring, clubs=clubs, best_of=best_of)
        if r == 1:
            rnd = pair_first_round(ents, balance_colours=balance_colours)
        else:
            rnd = pair_swiss(ents, balance_colours=balance_colours)
        ev.rounds.append(rnd)
        for pr in rnd.pairings:
            games = play_match(rng, by_id[pr.a].strength, by_id[pr.b].strength, best_of)
            ev.matches.append(Match(r, pr.a, pr.b, MatchKind.PLAYED, games))
        if rnd.bye is not None:
            ev.matches.append(Match(r, rnd.bye, None, MatchKind.BYE))
    return ev
