"""Tournament services: pairing, swaps, publishing, results through the game registry, corrections
and their audit trail, stale edits, drops, penalties, standings, export."""

from __future__ import annotations

import json

import pytest

from desktop.services import tournament as svc


def tb(winner: str, a: int, b: int, ended: str = "medals") -> dict[str, object]:
    return {"winner": winner, "ended": ended, "medals_a": a, "medals_b": b}


def setup_event(db, n: int = 6, **kw):  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="Cup", game="toybattle", **kw)).summary.id
    regs = [
        svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i, club="Same" if i in (0, 3) else "")
        for i in range(n)
    ]
    return ev, regs


def test_first_round_by_seed_tables_and_draft_swaps(db) -> None:  # type: ignore[no-untyped-def]
    ev, regs = setup_event(db, 7)
    svc.set_fixed_table(db, regs[5].id, 9)
    rnd = svc.pair_next_round(db, ev)
    assert rnd.status == "draft" and rnd.number == 1
    played = [m for m in rnd.matches if m.kind == "played"]
    # Seed order; P0 and P3 share a club, so the fold is adjusted; the lowest seed gets the bye.
    assert [m.a_name for m in rnd.matches if m.kind == "bye"] == ["P6"]
    assert all({m.a_name, m.b_name} != {"P0", "P3"} for m in played)
    assert next(m.table for m in played if "P5" in (m.a_name, m.b_name)) == 9
    assert sorted(m.table for m in played) == [1, 2, 9]
    with pytest.raises(svc.PairingError, match="draft"):
        svc.pair_next_round(db, ev)
    first = played[0]
    swapped, warnings = svc.swap_pairing(db, rnd.id, first.a, regs[3].id)
    assert any("same club" in w for w in warnings) or warnings == []
    names = {frozenset((m.a_name, m.b_name)) for m in swapped.matches if m.kind == "played"}
    assert len(names) == 3
    with pytest.raises(svc.ResultEntryError, match="not published"):
        svc.record_result(db, first.id, [tb("a", 5, 2)])
    pub = svc.publish_round(db, rnd.id)
    assert pub.status == "published"
    with pytest.raises(svc.PairingError, match="published"):
        svc.publish_round(db, rnd.id)
    codes = [m.code for m in pub.matches]
    assert len(set(codes)) == len(codes)
    assert svc.match_by_code(db, codes[0].lower()).id == pub.matches[0].id


def test_results_are_scored_through_the_registry_and_audited(db) -> None:  # type: ignore[no-untyped-def]
    ev, _ = setup_event(db, 4)
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    m1, m2 = rnd.matches
    # Time called: more medals wins even if "winner" is left empty; an HQ win with fewer medals is a win.
    v = svc.record_result(
        db, m1.id, [{"winner": "", "ended": "time_called", "medals_a": 4, "medals_b": 2}], who="desk 1"
    )
    assert (v.points_a, v.points_b, v.games[0].secondary_a) == (3, 0, 4.0)
    v2 = svc.record_result(db, m2.id, [tb("b", 6, 1, "hq")], who="desk 2")
    assert (v2.points_a, v2.points_b, v2.outcome_a) == (0, 3, "loss")
    with pytest.raises(svc.ResultEntryError) as err:
        svc.record_result(db, m1.id, [tb("a", 1, 5, "end_medals")])
    assert err.value.field == "winner" and err.value.game == 1
    with pytest.raises(svc.ResultEntryError, match="medals_a"):
        svc.record_result(db, m1.id, [{"winner": "a", "ended": "hq", "medals_b": 1}])
    with pytest.raises(svc.ResultEntryError, match="after the match was decided"):
        svc.record_result(db, m1.id, [tb("a", 5, 1), tb("a", 5, 1)])
    # A correction with a stale version is refused; with the current one it is audited.
    stale = v.version
    corrected = svc.record_result(
        db,
        m1.id,
        [{"winner": "", "ended": "time_called", "medals_a": 3, "medals_b": 3}],
        who="head judge",
        expected_version=stale,
    )
    assert corrected.outcome_a == "draw" and corrected.points_a == 1
    with pytest.raises(svc.StaleResultError, match="was changed by head judge"):
        svc.record_result(db, m1.id, [tb("a", 5, 1)], expected_version=stale)
    history = svc.result_history(db, m1.id)
    assert [(h["who"], h["action"]) for h in history] == [("desk 1", "result"), ("head judge", "correction")]
    assert history[1]["old"]["games"][0]["medals_a"] == 4 and history[1]["new"]["games"][0]["medals_a"] == 3
    cleared = svc.clear_result(db, m1.id, who="desk 1")
    assert cleared.status == "pending" and svc.result_history(db, m1.id)[-1]["action"] == "cleared"


def test_special_results_penalties_and_drops(db) -> None:  # type: ignore[no-untyped-def]
    ev, regs = setup_event(db, 6)
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    m1, m2, m3 = rnd.matches
    assert svc.record_special_result(db, m1.id, "no_show", winner="b").points_b == 3
    assert svc.record_special_result(db, m2.id, "double_loss").points_a == 0
    assert svc.record_special_result(db, m3.id, "intentional_draw").points_a == 1
    with pytest.raises(svc.ResultEntryError, match="which side"):
        svc.record_special_result(db, m3.id, "forfeit")
    pen = svc.add_penalty(db, m3.a, "match_loss", "slow play", match_id=m3.id)
    assert pen is not None and pen.points_a == 0 and pen.points_b == 3
    assert svc.add_penalty(db, m3.a, "warning", "late") is None
    exported = svc.export_event(db, ev)
    assert [p["kind"] for p in exported["penalties"]] == ["match_loss", "warning"]
    # Round 2: a drop after publication gives the opponent a win, not a bye.
    rnd2 = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    victim = rnd2.matches[0]
    dropped = svc.drop_player(db, victim.a)
    assert dropped.status == "dropped" and dropped.dropped_after_round == 2
    after = svc.get_match(db, victim.id)
    assert (after.kind, after.winner, after.points_b) == ("forfeit", "b", 3)
    for m in rnd2.matches[1:]:
        svc.record_result(db, m.id, [tb("a", 5, 2)])
    rnd3 = svc.pair_next_round(db, ev)
    assert victim.a not in {p for m in rnd3.matches for p in (m.a, m.b)}
    st = svc.standings(db, ev)
    line = next(x for x in st.lines if x.registration_id == victim.a)
    assert line.dropped
    # The dropped player still counts as an opponent for tiebreaks.
    opp = next(x for x in st.lines if x.registration_id == victim.b)
    assert float(opp.tiebreaks["omw"]) > 0
    dq = svc.disqualify_player(db, rnd3.matches[0].a, "cheating")
    assert dq.status == "disqualified"
    with pytest.raises(svc.RegistrationError, match="re-entry"):
        svc.reenter_player(db, victim.a)


def test_swiss_event_runs_to_the_end_and_exports(db) -> None:  # type: ignore[no-untyped-def]
    ev, _ = setup_event(db, 9, stages=(svc.StageSpec("swiss", rounds=3),))
    byes: list[int] = []
    for _ in range(3):
        rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
        assert rnd.report["rematches"] == []
        for m in rnd.matches:
            if m.kind == "bye":
                byes.append(m.a)
            else:
                svc.record_result(db, m.id, [tb("a", 5, 2) if m.id % 3 else tb("b", 2, 5)])  # the winner's medals
    assert len(set(byes)) == 3, "nobody gets a second bye"
    with pytest.raises(svc.PairingError, match="over"):
        svc.pair_next_round(db, ev)
    assert svc.get_event(db, ev).summary.status == "finished"
    view = svc.load_event(db, ev)
    assert [line.rank for line in view.standings.lines] == list(range(1, 10))
    assert [t[0] for t in view.standings.tiebreaks] == ["omw", "oomw", "secondary"]
    data = svc.export_event(db, ev)
    json.dumps(data, ensure_ascii=False)
    assert data["format"] == "toybox-arena-event" and len(data["rounds"]) == 3
    assert data["rounds"][0]["matches"][0]["games"][0]["result"]["ended"] == "medals"
    assert len(data["standings"]["lines"]) == 9
