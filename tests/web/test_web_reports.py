"""Check-in and result reports from the players' phones (issue 26): a result counts when both players
report the same or the organiser accepts it; a disagreement waits for the organiser; a desk entry
always wins, and a late report is refused with the current result shown."""

from __future__ import annotations

import pytest
from web_support import tb

from desktop.services import tournament as svc
from desktop.services import venue


def _open(event):  # type: ignore[no-untyped-def]
    return next(m for m in event["round"].matches if m.b is not None and m.status != "reported")


def _form(m, winner: str = "a", medals_a: int = 3, medals_b: int = 1) -> dict[str, str]:  # type: ignore[no-untyped-def]
    return {
        "match": str(m.id),
        "version": str(m.version),
        "g1_winner": winner,
        "g1_ended": "medals",
        "g1_medals_a": str(medals_a),
        "g1_medals_b": str(medals_b),
    }


def _audit_who(db, match_id: int) -> list[str]:  # type: ignore[no-untyped-def]
    from sqlalchemy import select

    from database.models.tournament import ResultAuditRow

    with db.read() as session:
        return list(session.scalars(select(ResultAuditRow.who).where(ResultAuditRow.match_id == match_id)))


def test_check_in_by_code_checks_the_player_in_at_the_desk(phone, db, event) -> None:  # type: ignore[no-untyped-def]
    reg = event["regs"]["Frank Fox"]
    assert not next(r for r in svc.list_registrations(db, event["id"]) if r.id == reg).checked_in
    phone.sign_in(reg, event["codes"][reg])
    r = phone.post("/me/check-in", {})
    assert r.status_code == 200 and "You are checked in." in r.text
    assert next(r for r in svc.list_registrations(db, event["id"]) if r.id == reg).checked_in


def test_a_result_counts_when_both_players_report_the_same(phone, other_phone, db, event) -> None:  # type: ignore[no-untyped-def]
    m = _open(event)
    phone.sign_in(m.a, event["codes"][m.a])
    r = phone.post("/me/report", _form(m))
    assert r.status_code == 200 and "It counts when your opponent reports the same" in r.text
    assert svc.get_match(db, m.id).status == "pending"
    assert [w.registration_id for w in venue.waiting_reports(db, event["id"])] == [m.a]
    other_phone.sign_in(m.b, event["codes"][m.b])
    r = other_phone.post("/me/report", _form(m))
    assert "Both players reported the same result: it counts." in r.text
    now = svc.get_match(db, m.id)
    assert now.status == "reported" and now.outcome_a == "win"
    assert venue.waiting_reports(db, event["id"]) == []
    who = _audit_who(db, m.id)
    assert len(who) == 1 and "(venue web)" in who[0] and m.a_name in who[0] and m.b_name in who[0]


def test_a_disagreement_waits_for_the_organiser_who_accepts_one_report(phone, other_phone, db, event) -> None:  # type: ignore[no-untyped-def]
    m = _open(event)
    phone.sign_in(m.a, event["codes"][m.a])
    phone.post("/me/report", _form(m, "a"))
    other_phone.sign_in(m.b, event["codes"][m.b])
    r = other_phone.post("/me/report", _form(m, "b", 1, 3))
    assert "the organiser will decide" in r.text
    assert svc.get_match(db, m.id).status == "pending"
    waiting = venue.waiting_reports(db, event["id"])
    assert sorted(w.side for w in waiting) == ["a", "b"] and all(w.disagreement for w in waiting)
    chosen = next(w for w in waiting if w.side == "b")
    mv = venue.accept_report(db, chosen.id, "Olena the organiser")
    assert mv.status == "reported" and mv.outcome_a == "loss"
    who = _audit_who(db, m.id)
    assert who == [f"{m.b_name} (venue web), accepted by Olena the organiser"]
    assert venue.waiting_reports(db, event["id"]) == []  # the other report is moot now


def test_a_desk_entry_wins_and_a_late_report_is_refused_with_the_current_result(phone, db, event) -> None:  # type: ignore[no-untyped-def]
    m = _open(event)
    phone.sign_in(m.a, event["codes"][m.a])
    phone.get("/me")  # the form holds the match's version now
    svc.record_result(db, m.id, [tb("b", 0, 3)], who="desk 2")
    r = phone.post("/me/report", _form(m, "a"))
    assert r.status_code == 409
    assert "Too late" in r.text and "Current result: 0–3" in r.text
    assert svc.get_match(db, m.id).outcome_a == "loss"
    assert _audit_who(db, m.id) == ["desk 2"]


def test_a_report_made_before_a_desk_correction_is_refused_by_the_version(db, event) -> None:  # type: ignore[no-untyped-def]
    m = _open(event)
    seen = m.version
    svc.record_result(db, m.id, [tb("a")], who="desk")
    with pytest.raises(venue.ReportRefusedError) as caught:
        venue.report_result(db, m.b, m.id, [tb("b")], seen)
    assert caught.value.current.status == "reported" and caught.value.current.outcome_a == "win"


def test_accepting_a_report_after_a_desk_entry_is_refused_as_stale(phone, db, event) -> None:  # type: ignore[no-untyped-def]
    m = _open(event)
    outcome = venue.report_result(db, m.a, m.id, [tb("a")], m.version)
    assert not outcome.counted
    svc.record_result(db, m.id, [tb("b", 0, 3)], who="desk")
    with pytest.raises(svc.StaleResultError):
        venue.accept_report(db, outcome.report_id, "organiser")
    assert svc.get_match(db, m.id).outcome_a == "loss"


def test_a_report_is_checked_against_the_games_result_fields(phone, db, event) -> None:  # type: ignore[no-untyped-def]
    m = _open(event)
    phone.sign_in(m.a, event["codes"][m.a])
    bad = _form(m)
    bad["g1_medals_a"] = "99"  # above the game's maximum
    r = phone.post("/me/report", bad)
    assert r.status_code == 400 and "The result is not valid: Medals (player A)" in r.text
    bad["g1_medals_a"] = "three"
    assert phone.post("/me/report", bad).status_code == 400
    bad = _form(m)
    bad["g1_ended"] = "<script>"
    assert phone.post("/me/report", bad).status_code == 400
    assert venue.waiting_reports(db, event["id"]) == []


def test_the_report_form_is_built_from_the_games_result_schema(phone, event) -> None:  # type: ignore[no-untyped-def]
    from desktop.games import registry

    m = _open(event)
    page = phone.sign_in(m.a, event["codes"][m.a]).text
    for f in registry.GAMES["toybattle"].result_fields:
        assert f'name="g1_{f.key}"' in page
    assert 'max="30"' in page  # the medals' bounds come from the schema


def test_a_new_report_replaces_the_players_earlier_one(db, event) -> None:  # type: ignore[no-untyped-def]
    m = _open(event)
    venue.report_result(db, m.a, m.id, [tb("b", 1, 3)], m.version)
    venue.report_result(db, m.a, m.id, [tb("a")], m.version)
    waiting = venue.waiting_reports(db, event["id"])
    assert len(waiting) == 1 and waiting[0].games[0]["winner"] == "a"
    assert venue.report_result(db, m.b, m.id, [tb("a")], m.version).counted


def test_a_report_error_names_the_field_in_the_players_language(phone, event) -> None:  # type: ignore[no-untyped-def]
    phone.client.cookies.set("tb_lang", "uk")
    m = _open(event)
    phone.sign_in(m.a, event["codes"][m.a])
    bad = _form(m)
    bad["g1_medals_b"] = "99"
    r = phone.post("/me/report", bad)
    assert r.status_code == 400 and "Результат недійсний: Медалі (гравець B)" in r.text.replace("&#39;", "'")


def test_a_check_in_the_services_refuse_is_shown_not_a_server_error(phone, db, event) -> None:  # type: ignore[no-untyped-def]
    reg = event["regs"]["Frank Fox"]
    phone.sign_in(reg, event["codes"][reg])
    svc.drop_player(db, reg)
    r = phone.post("/me/check-in", {})
    assert r.status_code == 409 and "The check-in was refused" in r.text
