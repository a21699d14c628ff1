"""event import: export -> import -> export restores an event exactly where its ids are free, makes a
new event (codes listed) otherwise, and refuses a malformed file naming the place, writing nothing."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from database.engine import Database
from desktop.services import tournament as svc
from desktop.services.tournament_demo import build_demo
from desktop.services.tournament_transfer import EventImportError, import_event


def _export(db: Database, event_id: int) -> dict:  # type: ignore[type-arg]
    data = json.loads(json.dumps(svc.export_event(db, event_id), default=str))
    data.pop("exported_at")
    return data


@pytest.fixture
def demo(db: Database) -> int:
    res = build_demo(db, game="toybattle", players=9, rounds=3, seed=4, play=False, best_of=1, level="easy")
    ev = res.event_id
    reg = svc.list_registrations(db, ev)[0]
    svc.add_penalty(db, reg.id, "warning", "late")
    return ev


def test_export_import_export_is_identical_in_a_fresh_database(
    db: Database, demo: int, template_database: Path, tmp_path: Path
) -> None:
    exported = svc.export_event(db, demo)
    fresh_path = tmp_path / "fresh.sqlite3"
    shutil.copyfile(template_database, fresh_path)
    fresh = Database.open(f"sqlite:///{fresh_path}")
    try:
        report = import_event(fresh, json.dumps(exported, default=str))
        assert report.restored and report.event_id == demo and report.codes == {}
        assert _export(fresh, demo) == _export(db, demo)
    finally:
        fresh.close()


def test_import_into_the_same_database_makes_a_new_event(db: Database, demo: int) -> None:
    text = json.dumps(svc.export_event(db, demo), default=str)
    report = import_event(db, text)
    assert not report.restored and report.event_id != demo and report.codes
    old, new = _export(db, demo), _export(db, report.event_id)
    assert [ln["name"] for ln in old["standings"]["lines"]] == [
        ln["name"] for ln in new["standings"]["lines"]
    ]
    assert [ln["points"] for ln in old["standings"]["lines"]] == [
        ln["points"] for ln in new["standings"]["lines"]
    ]
    assert set(report.codes) == {m["code"] for r in old["rounds"] for m in r["matches"]}


@pytest.mark.parametrize(
    ("change", "place"),
    [
        (lambda d: d.update(format="other"), "format"),
        (lambda d: d["event"].update(game="chess"), "event.game"),
        (lambda d: d["registrations"][0].update(name="A\x00B"), "registrations[0].name"),
        (lambda d: d["rounds"][0]["matches"][0].update(a=99999), "rounds[0].matches[0].a"),
        (
            lambda d: d["rounds"][0]["matches"][0]["games"].append({"number": "x"}),
            "rounds[0].matches[0].games",
        ),
        (lambda d: d["rounds"][0].update(matches={"a": 1}), "rounds[0].matches"),
        (lambda d: d["audit"].append({"match_id": 123456}), "audit["),
    ],
)
def test_a_malformed_file_is_refused_naming_the_place(
    db: Database, db_path: Path, demo: int, change, place: str
) -> None:  # type: ignore[no-untyped-def]
    doc = json.loads(json.dumps(svc.export_event(db, demo), default=str))
    change(doc)
    con = sqlite3.connect(str(db_path))
    before = list(con.iterdump())
    with pytest.raises(EventImportError) as caught:
        import_event(db, json.dumps(doc), file="bad.json")
    assert caught.value.file == "bad.json" and place in (caught.value.item or "")
    assert list(con.iterdump()) == before
    con.close()


def test_deeply_nested_or_broken_json_is_refused(db: Database) -> None:
    with pytest.raises(EventImportError, match="nested"):
        import_event(db, "[" * 10000 + "]" * 10000, file="deep.json")
    with pytest.raises(EventImportError, match="not valid JSON"):
        import_event(db, "{", file="broken.json")
