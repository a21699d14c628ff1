"""The Tournaments page's read of an event (``open_event``) decodes the result fields of the shown round's
games only (issue 27: it decoded all 7,168 games' JSON of a 1,024-player event, 4 MB of a 139 MB desk,
for views of one round); the shown round is the round any other read gives."""

from __future__ import annotations

from desktop.services import tournament as svc
from desktop.services import tournament_context, tournament_queries
from desktop.services.tournament_demo import build_demo


def test_open_event_decodes_only_the_shown_rounds_game_results(db, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    demo = build_demo(db, game="toybattle", players=20, rounds=3, seed=5)
    calls: list[tuple[int | None, bool]] = []
    real = tournament_context._all_matches

    def counted(session, event_id, round_id=None, *, results=True):  # type: ignore[no-untyped-def]
        calls.append((round_id, results))
        return real(session, event_id, round_id, results=results)

    monkeypatch.setattr(tournament_context, "_all_matches", counted)
    for number in (None, 2):
        calls.clear()
        snap = tournament_queries.open_event(db, demo.event_id, number)
        shown = snap.current
        assert shown is not None and shown.number == (number or 3)
        assert [results for round_id, results in calls if round_id is None] == [False]
        assert calls[-1][1] is True and calls[-1][0] == shown.id
        monkeypatch.setattr(tournament_context, "_all_matches", real)
        assert shown == tournament_queries.round_view(db, demo.event_id, shown.number)
        assert all(g.result for m in shown.matches for g in m.games)
        monkeypatch.setattr(tournament_context, "_all_matches", counted)
    monkeypatch.setattr(tournament_context, "_all_matches", real)
    # the history (every reported match) and the standings are the services' own
    assert len(snap.history) == sum(
        1 for r in svc.load_event(db, demo.event_id).rounds for m in r.matches if m.status == "reported"
    )
    ranking = svc.event_ranking(db, demo.event_id).lines
    assert [r.player for r in snap.standings()] == [line.registration_id for line in ranking]
