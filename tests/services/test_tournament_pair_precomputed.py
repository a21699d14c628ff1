"""Pairing a Swiss round through the service: the solver's round, computed in a read before the
write, is written as it is when nothing changed meanwhile (issue 27: the write read every match
and game again), and computed again under the lock when something did."""

from __future__ import annotations

from desktop.services import tournament as svc
from desktop.services import tournament_context, tournament_rounds


def tb(winner: str, a: int, b: int) -> dict[str, object]:
    # a medal-target win needs the winner to have more medals; a troop on the HQ wins with any
    more = "a" if a > b else "b" if b > a else ""
    return {"winner": winner, "ended": "medals" if winner == more else "hq", "medals_a": a, "medals_b": b}


def event_after_round_one(db, n: int = 8):  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="Cup", game="toybattle")).summary.id
    for i in range(n):
        svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i)
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    for m in rnd.matches:
        svc.record_result(db, m.id, [tb("a", 5, 2)])
    return ev


def test_an_unchanged_event_reads_its_matches_once_and_without_game_results(db, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    ev = event_after_round_one(db)
    calls: list[tuple[int | None, bool]] = []
    real = tournament_context._all_matches

    def counted(session, event_id, round_id=None, *, results=True):  # type: ignore[no-untyped-def]
        calls.append((round_id, results))
        return real(session, event_id, round_id, results=results)

    monkeypatch.setattr(tournament_rounds, "_all_matches", counted)
    rnd = svc.pair_next_round(db, ev)
    whole_event = [c for c in calls if c[0] is None]
    assert whole_event == [(None, False)]  # the read before the write; the write reads none again
    assert rnd.number == 2 and rnd.status == "draft"
    winners = {m.a for m in rnd.matches} | {m.b for m in rnd.matches}
    assert len(winners) == 8


def test_a_change_between_the_read_and_the_write_pairs_again_under_the_lock(db, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    ev = event_after_round_one(db)
    real = tournament_rounds._precompute
    late: list[int] = []

    def then_a_late_entry(database, event_id):  # type: ignore[no-untyped-def]
        pre = real(database, event_id)
        late.append(svc.register_player(db, ev, "Late", rating=1000).id)
        return pre

    monkeypatch.setattr(tournament_rounds, "_precompute", then_a_late_entry)
    rnd = svc.pair_next_round(db, ev)
    seated = {m.a for m in rnd.matches} | {m.b for m in rnd.matches if m.b is not None}
    assert late[0] in seated  # the precomputed round (without them) was not written
    assert len(rnd.matches) == 5
