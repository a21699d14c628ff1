"""Manual pairing in a draft (pair two players, give the bye by hand) and requested byes: services."""

from __future__ import annotations

import pytest

from desktop.services import tournament as svc
from desktop.services.errors import ConflictError


def tb(winner: str, a: int = 3, b: int = 1) -> dict[str, object]:
    # a medal-target win needs the winner to have more medals; a troop on the HQ wins with any
    more = "a" if a > b else "b" if b > a else ""
    return {"winner": winner, "ended": "medals" if winner == more else "hq", "medals_a": a, "medals_b": b}


def setup_event(db, n: int = 6, **kw):  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="Cup", game="toybattle", **kw)).summary.id
    regs = [svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i) for i in range(n)]
    return ev, [r.id for r in regs]


def pairs(rv) -> set[frozenset[int]]:  # type: ignore[no-untyped-def]
    return {frozenset((m.a, m.b)) for m in rv.matches if m.kind == "played"}


def bye_of(rv) -> int | None:  # type: ignore[no-untyped-def]
    return next((m.a for m in rv.matches if m.kind == "bye"), None)


def play_round(db, ev):  # type: ignore[no-untyped-def]
    rv = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    for m in rv.matches:
        if m.kind == "played":
            svc.record_result(db, m.id, [tb("a")])
    return rv


def everyone_once(rv, ids) -> None:  # type: ignore[no-untyped-def]
    seen = [p for m in rv.matches for p in (m.a, m.b) if p is not None]
    assert sorted(seen) == sorted(ids)


# --- pair two players by hand --------------------------------------------------------------------------


def test_pair_two_players_in_round_one_the_rest_is_paired_around_them(db) -> None:  # type: ignore[no-untyped-def]
    ev, ids = setup_event(db, 8)
    draft = svc.pair_next_round(db, ev)
    assert frozenset((ids[0], ids[1])) not in pairs(draft)
    rv = svc.pair_players(db, draft.id, ids[0], ids[1])
    assert rv.id == draft.id and rv.status == "draft"
    assert frozenset((ids[0], ids[1])) in pairs(rv)
    everyone_once(rv, ids)
    assert rv.report["forced_pairs"] == [[ids[0], ids[1]]]
    # a second pair by hand keeps the first
    rv = svc.pair_players(db, draft.id, ids[2], ids[7])
    assert {frozenset((ids[0], ids[1])), frozenset((ids[2], ids[7]))} <= pairs(rv)
    everyone_once(rv, ids)
    # pairing a player by hand again replaces their earlier hand-made pair
    rv = svc.pair_players(db, draft.id, ids[0], ids[5])
    assert frozenset((ids[0], ids[5])) in pairs(rv) and frozenset((ids[0], ids[1])) not in pairs(rv)
    assert rv.report["forced_pairs"] == [[ids[2], ids[7]], [ids[0], ids[5]]]
    codes = [m.code for m in rv.matches]
    assert len(set(codes)) == len(codes)
    assert sorted(m.table for m in rv.matches if m.kind == "played") == [1, 2, 3, 4]
    pub = svc.publish_round(db, draft.id)
    assert frozenset((ids[0], ids[5])) in pairs(pub)


def test_a_hand_made_rematch_is_allowed_and_reported(db) -> None:  # type: ignore[no-untyped-def]
    ev, ids = setup_event(db, 4)
    r1 = play_round(db, ev)
    a, b = next((m.a, m.b) for m in r1.matches if m.kind == "played")
    draft = svc.pair_next_round(db, ev)
    assert frozenset((a, b)) not in pairs(draft)
    rv = svc.pair_players(db, draft.id, a, b)
    assert frozenset((a, b)) in pairs(rv)
    names = {r.id: r.name for r in svc.list_registrations(db, ev)}
    assert [names[a], names[b]] in rv.report["rematches"] or [names[b], names[a]] in rv.report["rematches"]
    assert any(w.startswith("rematch:") for w in rv.report["warnings"])


def test_later_round_hand_pair_keeps_the_solver_for_the_rest(db) -> None:  # type: ignore[no-untyped-def]
    ev, ids = setup_event(db, 6)
    play_round(db, ev)
    draft = svc.pair_next_round(db, ev)
    winners = [p for m in draft.matches for p in (m.a, m.b) if p is not None][:2]
    # pair the two top players by hand: if they met, the solver would not have; still forced
    rv = svc.pair_players(db, draft.id, ids[0], ids[5])
    assert frozenset((ids[0], ids[5])) in pairs(rv)
    everyone_once(rv, ids)
    assert len(pairs(rv)) == 3 and winners


def test_refusals_of_pairing_by_hand(db) -> None:  # type: ignore[no-untyped-def]
    ev, ids = setup_event(db, 5)
    draft = svc.pair_next_round(db, ev)
    with pytest.raises(svc.PairingError, match="cannot be paired with themselves") as e:
        svc.pair_players(db, draft.id, ids[0], ids[0])
    assert e.value.template == "{name} cannot be paired with themselves" and e.value.params == {"name": "P0"}
    with pytest.raises(svc.PairingError, match="no player 999"):
        svc.pair_players(db, draft.id, ids[0], 999)
    with pytest.raises(svc.PairingError, match="no round 999"):
        svc.pair_players(db, 999, ids[0], ids[1])
    with pytest.raises(ConflictError):
        svc.pair_players(db, draft.id, ids[0], ids[1], expect_version=12345)
    before = svc.load_event(db, ev).rounds[0]
    assert before.matches == draft.matches  # nothing written by a refusal
    pub = svc.publish_round(db, draft.id)
    with pytest.raises(svc.PairingError, match="only a draft round"):
        svc.pair_players(db, pub.id, ids[0], ids[1])
    with pytest.raises(svc.PairingError, match="only a draft round"):
        svc.give_bye(db, pub.id, ids[0])


def test_a_stale_version_is_refused_and_the_current_one_accepted(db) -> None:  # type: ignore[no-untyped-def]
    from database.models.tournament import RoundRow

    ev, ids = setup_event(db, 4)
    draft = svc.pair_next_round(db, ev)
    with db.read() as s:
        version = s.get(RoundRow, draft.id).version
    assert draft.version == version  # the round view carries it (the page passes it back)
    rv = svc.pair_players(db, draft.id, ids[0], ids[1], expected_version=version)
    assert frozenset((ids[0], ids[1])) in pairs(rv) and rv.version > version
    with pytest.raises(ConflictError, match="changed"):
        svc.pair_players(db, draft.id, ids[0], ids[2], expected_version=version)
    rv = svc.give_bye(db, draft.id, ids[0], expected_version=rv.version) if len(ids) % 2 else rv
    assert svc.pair_players(db, draft.id, ids[0], ids[2], expect_version=rv.version).version > rv.version


def test_only_swiss_rounds_are_paired_by_hand(db) -> None:  # type: ignore[no-untyped-def]
    ev, ids = setup_event(db, 4, stages=(svc.StageSpec("round_robin"),))
    draft = svc.pair_next_round(db, ev)
    with pytest.raises(svc.PairingError, match="only a Swiss round"):
        svc.pair_players(db, draft.id, ids[0], ids[1])


# --- the bye by hand ---------------------------------------------------------------------------------


def test_give_the_bye_by_hand(db) -> None:  # type: ignore[no-untyped-def]
    ev, ids = setup_event(db, 5)
    draft = svc.pair_next_round(db, ev)
    assert bye_of(draft) == ids[4]  # the lowest seed
    rv = svc.give_bye(db, draft.id, ids[0])
    assert bye_of(rv) == ids[0] and rv.report["forced_bye"] == ids[0]
    everyone_once(rv, ids)
    # a hand-made pair with the bye's holder takes the bye back to the solver
    rv = svc.pair_players(db, draft.id, ids[0], ids[1])
    assert frozenset((ids[0], ids[1])) in pairs(rv) and bye_of(rv) not in (ids[0], ids[1])
    assert "forced_bye" not in rv.report
    # the bye to a player paired by hand: their hand-made pair goes
    rv = svc.give_bye(db, draft.id, ids[1])
    assert bye_of(rv) == ids[1] and "forced_pairs" not in rv.report
    pub = svc.publish_round(db, draft.id)
    assert bye_of(pub) == ids[1]


def test_no_bye_to_give_in_an_even_round(db) -> None:  # type: ignore[no-untyped-def]
    ev, ids = setup_event(db, 4)
    draft = svc.pair_next_round(db, ev)
    with pytest.raises(svc.PairingError, match="has no bye") as e:
        svc.give_bye(db, draft.id, ids[0])
    assert e.value.params == {"round": 1, "name": "P0"}


# --- requested byes --------------------------------------------------------------------------------------


def test_a_requested_bye_sits_the_round_out_with_the_draw_points(db) -> None:  # type: ignore[no-untyped-def]
    ev, ids = setup_event(db, 7, stages=(svc.StageSpec("swiss", rounds=4),))
    rec = svc.request_bye(db, ev, ids[0], 1)
    assert (rec.round_number, rec.name, rec.points, rec.draft_discarded) == (1, "P0", "draw", None)
    assert [r.registration_id for r in svc.list_requested_byes(db, ev)] == [ids[0]]
    rv = svc.pair_next_round(db, ev)
    assert ids[0] not in {p for m in rv.matches if m.kind in ("played", "bye") for p in (m.a, m.b)}
    sat = next(m for m in rv.matches if m.a == ids[0])
    assert (sat.kind, sat.reason, sat.status) == ("no_opponent", "requested_bye_draw", "reported")
    assert bye_of(rv) is None  # six left: an even round
    svc.publish_round(db, rv.id)
    for m in svc.load_event(db, ev).rounds[0].matches:
        if m.kind == "played":
            svc.record_result(db, m.id, [tb("a")])
    line = next(ln for ln in svc.standings(db, ev).lines if ln.registration_id == ids[0])
    assert (line.points, line.draws, line.byes) == (1, 1, 0)  # the draw points, not a bye


def test_a_requested_bye_for_zero_points(db) -> None:  # type: ignore[no-untyped-def]
    ev, ids = setup_event(db, 4, requested_bye_points="zero", stages=(svc.StageSpec("swiss", rounds=3),))
    svc.request_bye(db, ev, ids[1], 1)
    rv = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    assert bye_of(rv) == ids[3]  # three left: the pairing's own bye goes to the lowest seed still
    for m in rv.matches:
        if m.kind == "played":
            svc.record_result(db, m.id, [tb("a")])
    line = next(ln for ln in svc.standings(db, ev).lines if ln.registration_id == ids[1])
    assert (line.points, line.losses) == (0, 1)


def test_a_requested_bye_does_not_block_the_pairing_bye_later(db) -> None:  # type: ignore[no-untyped-def]
    ev, ids = setup_event(db, 5, requested_bye_points="zero", stages=(svc.StageSpec("swiss", rounds=3),))
    svc.request_bye(db, ev, ids[0], 1)  # the top seed sits round 1 out; four play
    r1 = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    assert bye_of(r1) is None
    for m in r1.matches:
        if m.kind == "played":
            svc.record_special_result(db, m.id, "intentional_draw")  # everybody else has 1 point
    r2 = svc.pair_next_round(db, ev)
    assert bye_of(r2) == ids[0]  # the lowest score, still eligible: a requested bye is not the bye


def test_requesting_a_bye_discards_the_draft_of_that_round(db) -> None:  # type: ignore[no-untyped-def]
    ev, ids = setup_event(db, 6, stages=(svc.StageSpec("swiss", rounds=4),))
    svc.pair_next_round(db, ev)
    rec = svc.request_bye(db, ev, ids[2], 1)
    assert rec.draft_discarded == 1 and svc.load_event(db, ev).rounds == ()
    svc.pair_next_round(db, ev)
    gone = svc.cancel_requested_bye(db, ev, ids[2], 1)
    assert gone.draft_discarded == 1 and svc.list_requested_byes(db, ev) == []
    rv = svc.pair_next_round(db, ev)
    everyone_once(rv, ids)


def test_requested_bye_refusals(db) -> None:  # type: ignore[no-untyped-def]
    ev, ids = setup_event(
        db, 6, stages=(svc.StageSpec("swiss", rounds=4),), max_requested_byes=1, no_requested_byes_last=2
    )
    with pytest.raises(svc.RegistrationError, match="last rounds of the Swiss stage: from round 3") as e:
        svc.request_bye(db, ev, ids[0], 3)
    assert e.value.params == {"first": 3, "round": 3}
    with pytest.raises(svc.RegistrationError, match="not a round of a Swiss stage"):
        svc.request_bye(db, ev, ids[0], 9)
    with pytest.raises(svc.RegistrationError, match="whole number"):
        svc.request_bye(db, ev, ids[0], 0)
    svc.request_bye(db, ev, ids[0], 2)
    with pytest.raises(svc.RegistrationError, match="already asked for a bye in round 2"):
        svc.request_bye(db, ev, ids[0], 2)
    with pytest.raises(svc.RegistrationError, match=r"at most 1 per player") as e:
        svc.request_bye(db, ev, ids[0], 1)
    assert e.value.template.startswith("{name} has had every requested bye")
    with pytest.raises(svc.RegistrationError, match="has not asked for a bye in round 1"):
        svc.cancel_requested_bye(db, ev, ids[1], 1)
    play_round(db, ev)
    with pytest.raises(svc.RegistrationError, match="round 1 is already published"):
        svc.request_bye(db, ev, ids[1], 1)
    svc.drop_player(db, ids[3])
    with pytest.raises(svc.RegistrationError, match="has left the event"):
        svc.request_bye(db, ev, ids[3], 2)
    other, oids = setup_event(db, 2)
    with pytest.raises(svc.RegistrationError, match="not registered in this event"):
        svc.request_bye(db, ev, oids[0], 2)
    assert [(r.name, r.round_number) for r in svc.list_requested_byes(db, ev)] == [("P0", 2)]
    assert other


def test_no_requested_byes_when_the_event_allows_none(db) -> None:  # type: ignore[no-untyped-def]
    ev, ids = setup_event(db, 4, max_requested_byes=0)
    with pytest.raises(svc.RegistrationError, match="allows no requested byes"):
        svc.request_bye(db, ev, ids[0], 1)


def test_a_player_with_a_requested_bye_cannot_be_paired_by_hand(db) -> None:  # type: ignore[no-untyped-def]
    ev, ids = setup_event(db, 5, stages=(svc.StageSpec("swiss", rounds=4),))
    svc.request_bye(db, ev, ids[0], 1)
    draft = svc.pair_next_round(db, ev)
    with pytest.raises(svc.PairingError, match="asked for a bye in round 1: cancel the request"):
        svc.pair_players(db, draft.id, ids[0], ids[1])


def test_the_requested_bye_settings_are_validated_and_editable(db) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(svc.TournamentError, match="'draw' or 'zero'"):
        svc.create_event(db, svc.EventSpec(name="X", game="toybattle", requested_bye_points="half"))
    with pytest.raises(svc.TournamentError, match="max requested byes must be a whole number"):
        svc.create_event(db, svc.EventSpec(name="X", game="toybattle", max_requested_byes=-1))
    ev, ids = setup_event(db, 4)
    detail = svc.get_event(db, ev)
    assert {k: detail.options[k] for k in svc.REQUESTED_BYE_DEFAULTS} == svc.REQUESTED_BYE_DEFAULTS
    play_round(db, ev)  # after round 1 too (like the scoring)
    detail = svc.update_event(db, ev, {"requested_bye_points": "zero", "no_requested_byes_last": 0})
    assert detail.options["requested_bye_points"] == "zero" and detail.options["no_requested_byes_last"] == 0
    with pytest.raises(svc.TournamentError, match="no requested byes last must be a whole number"):
        svc.update_event(db, ev, {"no_requested_byes_last": "2"})
    with pytest.raises(svc.TournamentError, match="'draw' or 'zero'"):
        svc.update_event(db, ev, {"requested_bye_points": 1})
    assert svc.get_event(db, ev).options["requested_bye_points"] == "zero"
    assert svc.editable_fields(db, ev)["max_requested_byes"] == ""


# --- export and import -----------------------------------------------------------------------------------


def test_requested_byes_and_hand_made_pairs_travel_with_the_export(db) -> None:  # type: ignore[no-untyped-def]
    import json

    from desktop.services.tournament_transfer import EventImportError, import_event

    ev, ids = setup_event(db, 6, stages=(svc.StageSpec("swiss", rounds=4),))
    svc.request_bye(db, ev, ids[1], 2)
    draft = svc.pair_next_round(db, ev)
    svc.pair_players(db, draft.id, ids[0], ids[5])
    data = svc.export_event(db, ev)
    assert [(b["registration_id"], b["round"]) for b in data["requested_byes"]] == [(ids[1], 2)]
    report = import_event(db, json.dumps(data, default=str))
    new = report.event_id
    assert not report.restored
    regs = {r.name: r.id for r in svc.list_registrations(db, new)}
    assert [(b.registration_id, b.round_number) for b in svc.list_requested_byes(db, new)] == [
        (regs["P1"], 2)
    ]
    rnd = svc.load_event(db, new).rounds[0]
    assert rnd.report["forced_pairs"] == [[regs["P0"], regs["P5"]]]
    rv = svc.pair_players(db, rnd.id, regs["P2"], regs["P3"])  # the mapped pair is still honoured
    assert {frozenset((regs["P0"], regs["P5"])), frozenset((regs["P2"], regs["P3"]))} <= pairs(rv)
    data["requested_byes"][0]["registration_id"] = 99999
    with pytest.raises(EventImportError, match=r"requested_byes\[0\].registration_id"):
        import_event(db, json.dumps(data, default=str))
