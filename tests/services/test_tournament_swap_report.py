"""A swap in a draft: the round's report covers the whole round after it (the logic's round report),
Toy Battle colours are allocated again, and the bye's match code follows the new holder."""

from __future__ import annotations

from desktop.services import tournament as svc
from desktop.services.tournament_common import match_code


def setup(db, n: int):  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="Swap", game="toybattle")).summary.id
    ids = [svc.register_player(db, ev, f"P{i}", rating=2000 - i).id for i in range(n)]
    return ev, ids


def play(db, ev):  # type: ignore[no-untyped-def]
    rv = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    for m in rv.matches:
        if m.kind == "played":
            svc.record_result(db, m.id, [{"winner": "a", "ended": "hq", "medals_a": 3, "medals_b": 1}])
    return rv


def test_a_swap_into_a_rematch_is_in_the_rounds_rematch_report(db) -> None:  # type: ignore[no-untyped-def]
    ev, ids = setup(db, 4)
    r1 = play(db, ev)
    met = [(m.a, m.b) for m in r1.matches if m.kind == "played"]
    draft = svc.pair_next_round(db, ev)
    assert draft.report["rematches"] == []
    a, b = met[0]
    partner = next(m.b if m.a == a else m.a for m in draft.matches if a in (m.a, m.b))
    rv, warnings = svc.swap_pairing(db, draft.id, partner, b)  # a now meets b again
    assert any(w.startswith("rematch:") for w in warnings)
    names = {r.id: r.name for r in svc.list_registrations(db, ev)}
    got = {frozenset(p) for p in rv.report["rematches"]}
    assert frozenset((names[a], names[b])) in got


def test_a_swap_with_the_bye_moves_its_code(db) -> None:  # type: ignore[no-untyped-def]
    ev, ids = setup(db, 5)
    draft = svc.pair_next_round(db, ev)
    old = next(m for m in draft.matches if m.kind == "bye")
    rv, _ = svc.swap_pairing(db, draft.id, old.a, ids[0])
    bye = next(m for m in rv.matches if m.kind == "bye")
    assert bye.a == ids[0] and bye.code == match_code(ev, 1, f"B{ids[0]}")
    assert rv.report["bye"] == "P0"
    assert svc.match_by_code(db, bye.code).a == ids[0]


def test_a_swap_allocates_toy_battle_colours_again(db) -> None:  # type: ignore[no-untyped-def]
    ev, ids = setup(db, 8)
    r1 = play(db, ev)
    first = {m.a for m in r1.matches if m.kind == "played"}  # had the first colour (Blue) in round 1
    draft = svc.pair_next_round(db, ev)
    pairs = [(m.a, m.b) for m in draft.matches if m.kind == "played"]
    # swap two players so that some pair gets a first-colour player on side a against a second-colour one
    for x in [p for pr in pairs for p in pr]:
        for y in [p for pr in pairs for p in pr]:
            if x == y or x in first or y not in first:
                continue
            rv, _ = svc.swap_pairing(db, draft.id, x, y)
            for m in rv.matches:
                if m.kind == "played" and (m.a in first) != (m.b in first):
                    assert m.b in first, "whoever had the first colour takes the second now"
            return
    raise AssertionError("no swap tried")
