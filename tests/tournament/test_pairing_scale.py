"""The faster solver paths on fields large enough to use them (64+ vertices): scans without
least-slack bookkeeping, neighbour-list scans on sparse faces, candidate-graph windows.  Each
gives the same lexicographic optimum as the original path and as networkx."""

from __future__ import annotations

import networkx as nx
import pytest

from desktop.tournament import dense, lexmatch
from desktop.tournament.simulation import simulate_swiss
from desktop.tournament.standings import Entrant, compute_standings
from desktop.tournament.swiss import SWISS_CRITERIA, entrants_from_history, pair_swiss, swiss_digits


def field(n: int, rounds: int, seed: int):  # type: ignore[no-untyped-def]
    ev = simulate_swiss(n, rounds, seed=seed)
    rows = compute_standings([Entrant(p.id) for p in ev.players], ev.matches, seed=seed)
    clubs = {p.id: p.club for p in ev.players}
    return entrants_from_history([r.player for r in rows], ev.matches, clubs=clubs)


@pytest.mark.parametrize(("n", "rounds", "seed"), [(65, 4, 1), (96, 5, 2), (130, 6, 3), (201, 5, 4)])
def test_every_solver_path_finds_the_same_optimum(n: int, rounds: int, seed: int, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    ents = field(n, rounds, seed)
    results = []
    for bookkeeping in (True, False):
        monkeypatch.setattr(dense, "BOOKKEEPING", bookkeeping)
        for window in (None, 3, 12):
            r = pair_swiss(ents, window=window)
            results.append(tuple(r.objective[k] for k in SWISS_CRITERIA))
    assert len(set(results)) == 1, results


@pytest.mark.parametrize(("n", "rounds", "seed"), [(81, 4, 7), (100, 6, 8)])
def test_the_fast_path_equals_networkx_on_the_complete_graph(n: int, rounds: int, seed: int) -> None:
    ents = field(n, rounds, seed)
    r = pair_swiss(ents)
    digits = swiss_digits(ents)
    idx = {e.id: i for i, e in enumerate(ents)}
    nv = digits[0].matrix.shape[0]
    ours = [0] * nv
    for p in r.pairings:
        ours[idx[p.a]], ours[idx[p.b]] = idx[p.b], idx[p.a]
    if r.bye is not None:
        ours[idx[r.bye]], ours[nv - 1] = nv - 1, idx[r.bye]
    g = nx.Graph()
    g.add_weighted_edges_from(lexmatch.full_graph_edges(digits))
    ref = nx.max_weight_matching(g, maxcardinality=True)
    mate = [0] * nv
    for u, v in ref:
        mate[u], mate[v] = v, u
    assert lexmatch.combined_objective(digits, ours) == lexmatch.combined_objective(digits, mate)
