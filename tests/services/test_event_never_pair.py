"""Issue 24, third pass: "never pair these two" stored per event and kept by the Swiss pairing (round 1
and later rounds), and club avoidance as an event setting."""

from __future__ import annotations

import pytest

from desktop.services import tournament as svc


def tb(winner: str) -> dict[str, object]:
    # a medal-target win needs the winner to have more medals; a troop on the HQ wins with any
    return {"winner": winner, "ended": "medals" if winner == "a" else "hq", "medals_a": 3, "medals_b": 1}


def _event(db, clubs: dict[int, str] | None = None, **kw):  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name=kw.pop("name", "Cup"), game="toybattle", **kw)).summary.id
    regs = [
        svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i, club=(clubs or {}).get(i, ""))
        for i in range(4)
    ]
    return ev, [r.id for r in regs]


def _pairs(rnd) -> set[frozenset[str]]:  # type: ignore[no-untyped-def]
    return {frozenset((m.a_name, m.b_name)) for m in rnd.matches if m.kind == "played"}


def test_never_pair_these_two_splits_round_one_and_later_rounds(db) -> None:  # type: ignore[no-untyped-def]
    ev, (p0, p1, p2, p3) = _event(db, stages=(svc.StageSpec("swiss", rounds=3),))
    first = svc.pair_next_round(db, ev)
    assert frozenset(("P0", "P2")) in _pairs(first)  # the fold: 1 v 3, 2 v 4
    # asking for it discards the draft; the next pairing keeps them apart
    assert svc.avoid_pair(db, ev, p2, p0) == [("P0", "P2")]
    first = svc.pair_next_round(db, ev)
    assert frozenset(("P0", "P2")) not in _pairs(first)
    svc.publish_round(db, first.id)
    for m in first.matches:
        svc.record_result(db, m.id, [tb("a" if m.a_name in ("P0", "P2") else "b")])
    second = svc.pair_next_round(db, ev)  # P0 and P2 lead on points and have not met
    assert frozenset(("P0", "P2")) not in _pairs(second)
    assert svc.list_avoided_pairs(db, ev) == [("P0", "P2")]
    assert svc.remove_avoided_pair(db, ev, p0, p2) == []
    assert svc.list_avoided_pairs(db, ev) == []
    with pytest.raises(svc.RegistrationError):
        svc.remove_avoided_pair(db, ev, p0, p2)
    with pytest.raises(svc.RegistrationError):
        svc.avoid_pair(db, ev, p1, p1)


def test_club_avoidance_is_an_event_setting(db) -> None:  # type: ignore[no-untyped-def]
    clubs = {0: "Same", 2: "Same"}
    ev, _ = _event(db, clubs)
    assert svc.get_event(db, ev).options["club_avoidance"] is True
    assert frozenset(("P0", "P2")) not in _pairs(svc.pair_next_round(db, ev))
    svc.discard_draft(db, ev)
    svc.update_event(db, ev, {"club_avoidance": False})
    assert svc.get_event(db, ev).options["club_avoidance"] is False
    assert frozenset(("P0", "P2")) in _pairs(svc.pair_next_round(db, ev))  # the plain fold
    off, _ = _event(db, clubs, club_avoidance=False, name="Off")
    assert frozenset(("P0", "P2")) in _pairs(svc.pair_next_round(db, off))


def test_the_draft_names_who_else_could_have_the_bye_and_the_organiser_can_choose(db) -> None:  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="Odd", game="toybattle")).summary.id
    regs = [svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i).id for i in range(5)]
    rnd = svc.pair_next_round(db, ev)
    assert next(m.a_name for m in rnd.matches if m.kind == "bye") == "P4"  # the lowest seed
    assert rnd.report["bye_candidates"] == ["P3", "P2", "P1", "P0"]
    chosen = svc.give_bye(db, rnd.id, regs[2])
    chosen = chosen[0] if isinstance(chosen, tuple) else chosen
    assert next(m.a_name for m in chosen.matches if m.kind == "bye") == "P2"
