"""Issue 24's gap: `event export` / `event import` carry the "never pair these two" pairs (`event avoid`,
revision 0007) — restored exactly in a fresh database, mapped to the new players when imported as a new
event; a file from before them still imports; a pair naming a player not in the file is refused, naming
the place, and nothing is imported."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from database.engine import Database
from desktop.services import tournament as svc
from desktop.services.tournament_transfer import EventImportError, import_event


@pytest.fixture
def kept_apart(db: Database) -> tuple[int, list[int]]:
    """Six players, P0/P1 and P4/P2 never to be paired (the second given the higher id first)."""
    ev = svc.create_event(db, svc.EventSpec(name="Family Open", game="toybattle")).summary.id
    ids = [svc.register_player(db, ev, f"P{i}", rating=2000 - 10 * i).id for i in range(6)]
    svc.avoid_pair(db, ev, ids[0], ids[1], who="Olena")
    svc.avoid_pair(db, ev, ids[4], ids[2])
    return ev, ids


def _doc(db: Database, ev: int) -> dict:  # type: ignore[type-arg]
    return json.loads(json.dumps(svc.export_event(db, ev), default=str))


def test_the_export_lists_the_never_pair_pairs(db: Database, kept_apart) -> None:  # type: ignore[no-untyped-def]
    ev, ids = kept_apart
    pairs = _doc(db, ev)["avoided_pairs"]
    assert [(p["a"], p["b"]) for p in pairs] == [(ids[0], ids[1]), (ids[2], ids[4])]
    assert pairs[0]["by"] == "Olena" and pairs[0]["at"]


def test_never_pair_pairs_survive_export_and_import_into_a_fresh_database(
    db: Database, kept_apart, template_database: Path, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    ev, _ids = kept_apart
    exported = _doc(db, ev)
    fresh_path = tmp_path / "fresh.sqlite3"
    shutil.copyfile(template_database, fresh_path)
    fresh = Database.open(f"sqlite:///{fresh_path}")
    try:
        report = import_event(fresh, json.dumps(exported))
        assert report.restored and report.event_id == ev
        assert svc.avoided_pair_ids(fresh, ev) == svc.avoided_pair_ids(db, ev)
        again = _doc(fresh, ev)
        again.pop("exported_at"), exported.pop("exported_at")
        assert again == exported
    finally:
        fresh.close()


def test_never_pair_pairs_follow_their_players_into_a_new_event(db: Database, kept_apart) -> None:  # type: ignore[no-untyped-def]
    ev, _ids = kept_apart
    report = import_event(db, json.dumps(_doc(db, ev)))
    assert not report.restored and report.event_id != ev
    assert svc.list_avoided_pairs(db, report.event_id) == [("P0", "P1"), ("P2", "P4")]
    new_regs = {r.id for r in svc.list_registrations(db, report.event_id)}
    assert all(a in new_regs and b in new_regs for a, b in svc.avoided_pair_ids(db, report.event_id))
    # and the pairing of the imported event keeps them apart
    rnd = svc.pair_next_round(db, report.event_id)
    names = {frozenset((m.a_name, m.b_name)) for m in rnd.matches if m.b is not None}
    assert frozenset(("P0", "P1")) not in names and frozenset(("P2", "P4")) not in names


def test_an_export_from_before_never_pair_pairs_still_imports(db: Database, kept_apart) -> None:  # type: ignore[no-untyped-def]
    ev, _ids = kept_apart
    doc = _doc(db, ev)
    del doc["avoided_pairs"]
    report = import_event(db, json.dumps(doc))
    assert svc.list_avoided_pairs(db, report.event_id) == []
    assert len(svc.list_registrations(db, report.event_id)) == 6


@pytest.mark.parametrize(
    ("change", "place", "reason"),
    [
        (lambda d, ids: d["avoided_pairs"][1].update(b=99999), "avoided_pairs[1].b", "names no registration"),
        (lambda d, ids: d["avoided_pairs"][0].update(a="P0"), "avoided_pairs[0].a", "names no registration"),
        (lambda d, ids: d["avoided_pairs"][0].update(b=ids[0]), "avoided_pairs[0]", "with themselves"),
        (lambda d, ids: d["avoided_pairs"].append(dict(d["avoided_pairs"][0])), "avoided_pairs[2]", "twice"),
        (lambda d, ids: d["avoided_pairs"][0].update(at="soon"), "avoided_pairs[0].at", "date and time"),
        (lambda d, ids: d.update(avoided_pairs={"a": 1}), "avoided_pairs", "must be a list"),
    ],
)
def test_a_never_pair_pair_the_file_cannot_hold_is_refused_and_nothing_imported(
    db: Database, db_path: Path, kept_apart, change, place: str, reason: str
) -> None:  # type: ignore[no-untyped-def]
    ev, ids = kept_apart
    doc = _doc(db, ev)
    change(doc, ids)
    con = sqlite3.connect(str(db_path))
    before = list(con.iterdump())
    with pytest.raises(EventImportError) as caught:
        import_event(db, json.dumps(doc), file="family.json")
    assert caught.value.item == place and reason in str(caught.value)
    assert str(caught.value).startswith(f"family.json, {place}: ")
    assert list(con.iterdump()) == before
    con.close()
