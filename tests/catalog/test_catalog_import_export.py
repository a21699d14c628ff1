"""Export → import → export is identical; a bad file is refused, naming what is wrong, writing nothing."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop.games.catalog_schema import FILE_FORMAT, all_kinds, kind_order
from desktop.services import catalog as svc


def test_round_trip_is_identical(db) -> None:  # type: ignore[no-untyped-def]
    first = svc.export_catalog(db)
    report = svc.import_catalog(db, first)
    assert report.created == () and report.updated == ()
    assert len(report.unchanged) == len(json.loads(first)["items"])
    assert svc.export_catalog(db) == first


def test_export_is_ordered_and_complete(db) -> None:  # type: ignore[no-untyped-def]
    doc = json.loads(svc.export_catalog(db))
    assert doc["format"] == FILE_FORMAT and doc["version"] == 1
    items = doc["items"]
    orders = [kind_order(i["kind"]) for i in items]
    assert orders == sorted(orders)
    assert {i["kind"] for i in items} == {k.key for k in all_kinds()}
    for item in items:
        spec = next(k for k in all_kinds() if k.key == item["kind"])
        assert list(item["data"]) == list(spec.field_keys)
        assert list(item) == ["kind", "data", "placeholders", "archived"]
    figures = [i["data"]["code"] for i in items if i["kind"] == "attacktix.figure"]
    assert figures.index("MV-9" if "MV-9" in figures else "MV-09") < figures.index("MV-10")


def test_export_one_kind(db) -> None:  # type: ignore[no-untyped-def]
    doc = json.loads(svc.export_catalog(db, "toybattle.terrain"))
    assert [i["data"]["key"] for i in doc["items"]] == sorted(i["data"]["key"] for i in doc["items"])
    assert {i["kind"] for i in doc["items"]} == {"toybattle.terrain"}
    assert len(doc["items"]) == 8
    with pytest.raises(svc.UnknownKindError):
        svc.export_catalog(db, "toybattle.dice")


def test_round_trip_into_another_database_after_edits(db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from database.engine import Database

    item = svc.get_item(db, "attacktix.figure", "MV-10")
    svc.update_item(
        db,
        "attacktix.figure",
        "MV-10",
        dict(item.data, points=40, wheel=[{"speed": 3, "colour": "white"}] * 26, white_count=26),
    )
    svc.create_item(db, "helix.species", {"key": "gloom", "name": "Gloom", "colour": "#101010"}, ["icon"])
    svc.set_archived(db, "attacktix.figure", "MV-22")
    svc.delete_item(db, "toybattle.terrain", "station")  # (a troop type cannot be deleted: the rules play it)
    text = svc.export_catalog(db)
    other = Database.open(f"sqlite:///{tmp_path / 'other.sqlite3'}")
    try:
        report = svc.import_catalog(other, text)
        assert report.updated == (("attacktix.figure", "MV-10"), ("attacktix.figure", "MV-22"))
        assert report.created == (("helix.species", "gloom"),)
        # station is not in the file: importing never deletes
        assert svc.find_item(other, "toybattle.terrain", "station") is not None
        svc.delete_item(other, "toybattle.terrain", "station")
        assert svc.export_catalog(other) == text
        assert svc.get_item(other, "helix.species", "gloom").placeholders == ("icon",)
        assert svc.get_item(other, "attacktix.figure", "MV-22").archived
    finally:
        other.close()


def test_dry_run_reports_without_writing(db) -> None:  # type: ignore[no-untyped-def]
    doc = json.loads(svc.export_catalog(db, "helix.species"))
    doc["items"][0]["data"]["name"] = "Renamed"
    doc["items"].append(
        {"kind": "helix.species", "data": {"key": "gloom", "name": "Gloom", "colour": "#000000"}}
    )
    before = svc.export_catalog(db)
    report = svc.import_catalog(db, json.dumps(doc), dry_run=True)
    assert report.dry_run and len(report.created) == 1 and len(report.updated) == 1
    assert "would be created" in report.summary()
    assert svc.export_catalog(db) == before
    report = svc.import_catalog(db, json.dumps(doc))
    assert report.status_of("helix.species", "gloom") == "created"
    assert svc.get_item(db, "helix.species", "gloom").data["icon"] == ""


def _base_doc(db) -> dict:  # type: ignore[no-untyped-def]
    return json.loads(svc.export_catalog(db, "attacktix.figure"))


def _bad_variants(db) -> list[tuple[str, object, str | None, str | None]]:  # type: ignore[no-untyped-def]
    """(name, file content, expected item substring, expected field)."""
    out: list[tuple[str, object, str | None, str | None]] = []
    out.append(("invalid json", '{"format": "toybox-arena-catalog", "items": [', None, None))
    out.append(("not an object", "[1, 2]", None, None))
    doc = _base_doc(db)
    doc["format"] = "something-else"
    out.append(("wrong format", doc, None, "format"))
    doc = _base_doc(db)
    doc["version"] = 99
    out.append(("newer version", doc, None, "version"))
    doc = _base_doc(db)
    doc["items"][3]["kind"] = "attacktix.vehicle"
    out.append(("unknown kind", doc, "item 4", "kind"))
    doc = _base_doc(db)
    doc["items"][2]["data"]["points"] = "forty"
    out.append(("wrong type", doc, "item 3 (figure MV-03)", "points"))
    doc = _base_doc(db)
    doc["items"][2]["data"]["points"] = 45
    out.append(("out of range", doc, "MV-03", "points"))
    doc = _base_doc(db)
    doc["items"][5]["data"]["marvel_class"] = "justice-league"
    out.append(("unknown reference", doc, "MV-06", "marvel_class"))
    doc = _base_doc(db)
    doc["items"].append(copy.deepcopy(doc["items"][0]))
    out.append(("duplicate item", doc, "MV-01", "code"))
    doc = _base_doc(db)
    doc["items"][0]["placeholders"] = ["colour"]
    out.append(("unknown placeholder field", doc, "MV-01", "placeholders"))
    doc = _base_doc(db)
    doc["items"][0]["data"]["colour"] = "red"
    out.append(("unknown field", doc, "MV-01", "colour"))
    doc = _base_doc(db)
    doc["items"][0]["archived"] = "no"
    out.append(("archived not a bool", doc, "MV-01", "archived"))
    doc = _base_doc(db)
    doc["items"][0]["data"] = []
    out.append(("data not an object", doc, "item 1", "data"))
    doc = _base_doc(db)
    del doc["items"][0]["data"]["code"]
    out.append(("missing key", doc, "item 1", "code"))
    terr = json.loads(svc.export_catalog(db, "toybattle.terrain"))
    castle = next(i for i in terr["items"] if i["data"]["key"] == "castle")
    castle["data"]["regions"][0]["bases"].append(77)
    out.append(("terrain region with a missing base", terr, "castle", "regions"))
    return out


def test_each_kind_of_bad_file_changes_nothing(db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # make the database differ from the shipped data so that an accidental partial write would show
    base = svc.get_item(db, "attacktix.figure", "MV-01")
    svc.update_item(db, "attacktix.figure", "MV-01", dict(base.data, points=10))
    before = svc.export_catalog(db)
    for name, content, item, field in _bad_variants(db):
        # a valid change in the same file must not be written either
        if (
            isinstance(content, dict)
            and content.get("items")
            and isinstance(content["items"][-1]["data"], dict)
        ):
            content["items"][-1]["data"]["name"] = "Changed by a bad file"
        text = content if isinstance(content, str) else json.dumps(content)
        path = tmp_path / f"{name.replace(' ', '_')}.json"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(svc.CatalogImportError) as err:
            svc.import_file(db, path)
        e = err.value
        assert e.file == str(path), name
        assert str(path) in e.message, name
        if item is not None:
            assert e.item is not None and item in e.item, (name, e.item)
        if field is not None:
            assert e.field == field, (name, e.field, e.message)
        assert svc.export_catalog(db) == before, name


def test_missing_file_is_an_import_error(db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(svc.CatalogImportError, match="cannot be read"):
        svc.import_file(db, tmp_path / "nope.json")


def test_import_may_reference_items_of_the_same_file(db) -> None:  # type: ignore[no-untyped-def]
    doc = {
        "format": FILE_FORMAT,
        "version": 1,
        "items": [
            {
                "kind": "helix.glyph",
                "data": {
                    "key": "gloom-1",
                    "name": "G1",
                    "species": "gloom",
                    "black_number": 3,
                    "black_symbols": ["bomb"],
                    "white_number": 4,
                    "white_symbols": [],
                },
            },
            {"kind": "helix.species", "data": {"key": "gloom", "name": "Gloom", "colour": "#000000"}},
        ],
    }
    report = svc.import_catalog(db, json.dumps(doc))
    assert set(report.created) == {("helix.glyph", "gloom-1"), ("helix.species", "gloom")}


_figure_changes = st.fixed_dictionaries(
    {},
    optional={
        "points": st.sampled_from([10, 20, 30, 40, 50, 60, 70, 80]),
        "speed": st.integers(0, 20),
        "white_count": st.integers(0, 26),
        "mass": st.floats(1, 2000, allow_nan=False).map(lambda x: round(x, 3)),
        "name": st.text(st.characters(exclude_categories=("Cc", "Cf", "Cs")), min_size=1, max_size=20),
        "gold": st.booleans(),
        "attack_spread": st.one_of(st.none(), st.floats(0, 180, allow_nan=False)),
    },
)


@settings(max_examples=15, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    changes=_figure_changes, marks=st.lists(st.sampled_from(["mass", "speed", "name", "gold"]), unique=True)
)
def test_round_trip_property(db, changes: dict, marks: list[str]) -> None:  # type: ignore[no-untyped-def]
    item = svc.get_item(db, "attacktix.figure", "MV-15")
    svc.update_item(db, "attacktix.figure", "MV-15", dict(item.data, **changes), placeholders=marks)
    text = svc.export_catalog(db)
    svc.import_catalog(db, text)
    assert svc.export_catalog(db) == text
    doc = json.loads(text)
    mv15 = next(i for i in doc["items"] if i["kind"] == "attacktix.figure" and i["data"]["code"] == "MV-15")
    for k, v in changes.items():
        assert mv15["data"][k] == v
    assert sorted(mv15["placeholders"]) == sorted(marks)
