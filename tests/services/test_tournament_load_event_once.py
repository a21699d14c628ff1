"""The whole-event read that the venue web and ``event publish`` use (issue 26, "Speed"): each reported
match's logic is built once in that read (the rounds' views and the one ranking share it), and the
read's data stays what the services' other reads give."""

from __future__ import annotations

from desktop.services import tournament as svc
from desktop.services.tournament_context import _Context
from desktop.services.tournament_demo import build_demo


def test_load_event_builds_each_reported_matchs_logic_once_and_ranks_as_event_ranking_does(db, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    demo = build_demo(db, game="toybattle", players=24, rounds=3, seed=26)
    built: list[int] = []
    real = _Context.logic_match

    def counted(self, m, games=None):  # type: ignore[no-untyped-def]
        built.append(m.id)
        return real(self, m, games)

    monkeypatch.setattr(_Context, "logic_match", counted)
    event = svc.load_event(db, demo.event_id)
    reported = [m.id for r in event.rounds for m in r.matches if m.status == "reported"]
    assert reported and sorted(built) == sorted(reported)
    monkeypatch.setattr(_Context, "logic_match", real)
    assert event.standings == svc.event_ranking(db, demo.event_id)
    for r in event.rounds:
        for m in r.matches:
            assert svc.get_match(db, m.id) == m
