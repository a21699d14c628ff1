"""Issue 24, third pass: the stored event status is "finished" as soon as its last result is in, and
"running" again when a change reopens it; one place in the services decides it."""

from __future__ import annotations

import pytest

from desktop.services import tournament as svc


def tb(winner: str) -> dict[str, object]:
    # a medal-target win needs the winner to have more medals; a troop on the HQ wins with any
    return {"winner": winner, "ended": "medals" if winner == "a" else "hq", "medals_a": 3, "medals_b": 1}


def _event(db, n: int = 4, **kw):  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="Cup", game="toybattle", **kw)).summary.id
    for i in range(n):
        svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i)
    return ev


def _play_round(db, ev):  # type: ignore[no-untyped-def]
    rnd = svc.pair_next_round(db, ev)
    svc.publish_round(db, rnd.id)
    played = [m for m in rnd.matches if m.kind == "played"]
    for m in played[:-1]:
        svc.record_result(db, m.id, [tb("a")])
    return played[-1]


def _status(db, ev) -> str:  # type: ignore[no-untyped-def]
    return next(e.status for e in svc.list_events(db) if e.id == ev)


def test_swiss_event_is_finished_when_its_last_result_is_in(db) -> None:  # type: ignore[no-untyped-def]
    ev = _event(db, stages=(svc.StageSpec("swiss", rounds=2),))
    last = _play_round(db, ev)
    svc.record_result(db, last.id, [tb("a")])
    assert _status(db, ev) == "running"  # round 1 of 2
    last = _play_round(db, ev)
    assert _status(db, ev) == "running"  # one result missing
    svc.record_result(db, last.id, [tb("b")])
    assert _status(db, ev) == "finished"
    # a correction that keeps it complete keeps it finished
    svc.record_result(db, last.id, [tb("a")])
    assert _status(db, ev) == "finished"
    # clearing the result reopens it; entering it again finishes it again
    svc.clear_result(db, last.id)
    assert _status(db, ev) == "running"
    svc.record_special_result(db, last.id, "forfeit", winner="a")
    assert _status(db, ev) == "finished"


def test_pairing_a_finished_event_answers_with_a_sentence(db) -> None:  # type: ignore[no-untyped-def]
    ev = _event(db, stages=(svc.StageSpec("swiss", rounds=1),))
    last = _play_round(db, ev)
    svc.record_result(db, last.id, [tb("a")])
    assert _status(db, ev) == "finished"
    with pytest.raises(svc.PairingError, match="finished: the event is over"):
        svc.pair_next_round(db, ev)
    assert _status(db, ev) == "finished"


def test_swiss_stage_before_a_cut_does_not_finish_the_event(db) -> None:  # type: ignore[no-untyped-def]
    ev = _event(
        db, 8, stages=(svc.StageSpec("swiss", rounds=1), svc.StageSpec("single_elimination", cut=2))
    )
    last = _play_round(db, ev)
    svc.record_result(db, last.id, [tb("a")])
    assert _status(db, ev) == "running"  # the cut is still to be played
    final = svc.pair_next_round(db, ev)
    svc.publish_round(db, final.id)
    (m,) = [m for m in final.matches if m.kind == "played"]
    svc.record_result(db, m.id, [tb("a")])
    assert _status(db, ev) == "finished"


def test_a_penalty_that_decides_the_last_match_finishes_the_event(db) -> None:  # type: ignore[no-untyped-def]
    ev = _event(db, stages=(svc.StageSpec("swiss", rounds=1),))
    last = _play_round(db, ev)
    svc.add_penalty(db, last.a, "match_loss", "late", match_id=last.id)
    assert _status(db, ev) == "finished"
