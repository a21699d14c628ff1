"""Issue 25, "Bounded inputs": huge values in files are refused with a short message, names are
taken alike by every entry point, and a disqualification needs its reason."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from support import published_event, sqlite_url

from database.engine import Database
from desktop.cli import main
from desktop.services import squads as squads_svc
from desktop.services import tournament as svc
from desktop.services.tournament_import import import_players
from desktop.services.tournament_transfer import import_event
from desktop.validation import quote_value

pytestmark = pytest.mark.reliability

TEN_MB = "N" * (10 * 1024 * 1024)


def _squads_file(**squad: object) -> str:
    record = {"kind": "helix.helix", "name": "Fine", "data": {"slots": [None] * 6}, "settings": {}}
    record.update(squad)
    return json.dumps({"format": squads_svc.FILE_FORMAT, "version": squads_svc.FILE_VERSION, "squads": [record]})


def test_quote_value_quotes_at_most_about_80_characters_of_anything() -> None:
    assert quote_value("Ann") == "'Ann'"
    start = time.monotonic()
    for value in (TEN_MB, TEN_MB.encode(), 10**5000, [TEN_MB] * 3, {"k": TEN_MB}):
        text = quote_value(value)
        assert len(text) < 130, (type(value), len(text))
    assert time.monotonic() - start < 1.0
    assert "10,485,760 characters" in quote_value(TEN_MB)


def test_a_10_mb_squad_name_in_an_import_file_is_refused_in_a_short_message(db: Database) -> None:
    start = time.monotonic()
    with pytest.raises(squads_svc.SquadImportError) as caught:
        squads_svc.import_squads(db, _squads_file(name=TEN_MB), file="big.json")
    assert time.monotonic() - start < 10
    exc = caught.value
    assert "longer than 200 characters" in exc.message
    assert len(exc.message) < 600 and all(len(p) < 600 for p in exc.problems), len(exc.message)
    assert squads_svc.list_squads(db) == []


def test_a_10_mb_unknown_entry_name_is_quoted_shortened(db: Database) -> None:
    record = {"kind": "helix.helix", "name": "Fine", "data": {"slots": [None] * 6}, TEN_MB: 1}
    text = json.dumps({"format": squads_svc.FILE_FORMAT, "version": squads_svc.FILE_VERSION, "squads": [record]})
    with pytest.raises(squads_svc.SquadImportError) as caught:
        squads_svc.import_squads(db, text, file="big.json")
    assert len(caught.value.message) < 600 and "is not an entry of a squad" in caught.value.message


def test_squads_import_refuses_megabytes_of_unknown_settings(db: Database) -> None:
    many = {f"key{i}": i for i in range(100_000)}
    for settings in (many, {"note": TEN_MB}, {"k" * 5000: 1}):
        with pytest.raises(squads_svc.SquadImportError) as caught:
            squads_svc.import_squads(db, _squads_file(settings=settings), file="settings.json")
        assert "settings" in caught.value.message and len(caught.value.message) < 600
    assert squads_svc.list_squads(db) == []
    squads_svc.import_squads(db, _squads_file(settings={"size": 6}), file="ok.json")  # small ones still go
    assert [s.name for s in squads_svc.list_squads(db)] == ["Fine"]


def test_a_5000_digit_rating_in_a_csv_is_a_rejected_row_not_a_traceback(db: Database) -> None:
    ev = svc.create_event(db, svc.EventSpec(name="Open", game="toybattle")).summary.id
    csv = "name,rating\nAnn,1500\nBob," + "9" * 5000 + "\n"
    report = import_players(db, ev, csv, skip_rejected=True)
    assert [r.name for r in svc.list_registrations(db, ev)] == ["Ann"]
    assert len(report.rejected) == 1 and "rating must be between 0 and 10000" in report.rejected[0].reason


def test_a_tab_in_a_name_is_taken_alike_by_register_csv_and_event_import(db: Database) -> None:
    ev = svc.create_event(db, svc.EventSpec(name="Tabs", game="toybattle")).summary.id
    reg = svc.register_player(db, ev, "Ann\tLee", club="Kyiv\tClub")
    import_players(db, ev, "name,club\nBob\tKay,Lviv\tClub\n")
    names = sorted(r.name for r in svc.list_registrations(db, ev))
    assert reg.name == "Ann Lee" and names == ["Ann Lee", "Bob Kay"]
    doc = svc.export_event(db, ev)
    for r in doc["registrations"]:
        r["name"] = r["name"].replace(" ", "\t")  # a file written by another tool
        r["club"] = r["club"].replace(" ", "\t")
    report = import_event(db, json.dumps(doc), file="tabs.json")
    imported = sorted((r.name, r.club) for r in svc.list_registrations(db, report.event_id))
    assert imported == [("Ann Lee", "Kyiv Club"), ("Bob Kay", "Lviv Club")]


def test_disqualify_with_an_empty_reason_is_refused_not_a_plain_drop(
    db: Database, db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    event_id, _ = published_event(db, 4)
    reg = svc.list_registrations(db, event_id)[0]
    for reason in ("", "   "):
        rc = main(["--database", sqlite_url(db_path), "event", "drop", str(event_id), str(reg.id), "--disqualify", reason])
        err = capsys.readouterr().err
        assert rc == 2 and "needs a reason" in err and len(err.strip().splitlines()) == 1, err
    assert next(r for r in svc.list_registrations(db, event_id) if r.id == reg.id).status == "registered"
    rc = main(["--database", sqlite_url(db_path), "event", "drop", str(event_id), str(reg.id), "--disqualify", "cheating"])
    assert rc == 0, capsys.readouterr().err
    assert next(r for r in svc.list_registrations(db, event_id) if r.id == reg.id).status == "disqualified"
