"""Catalog services on a real database: seeding, create/update/rename/duplicate/delete/archive."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select

from database.models.catalog import CatalogItemRow
from desktop.games.catalog_schema import shipped_items
from desktop.services import catalog as svc


def _figure(db, code: str = "MV-09") -> dict:  # type: ignore[no-untyped-def]
    return svc.get_item(db, "attacktix.figure", code).data


def _row_count(db) -> int:  # type: ignore[no-untyped-def]
    with db.read() as s:
        return s.scalar(select(func.count()).select_from(CatalogItemRow))


def test_fresh_database_holds_every_shipped_item(db) -> None:  # type: ignore[no-untyped-def]
    shipped = shipped_items()
    assert _row_count(db) == len(shipped)
    per_kind: dict[str, int] = {}
    for item in shipped:
        per_kind[item.kind] = per_kind.get(item.kind, 0) + 1
    assert {k: n for k, n in svc.counts(db).items() if n} == per_kind
    wolverine = svc.get_item(db, "attacktix.figure", "MV-09")
    assert wolverine.name == "Wolverine" and wolverine.source == "shipped" and wolverine.version == 1
    assert "mass" in wolverine.placeholders and "code" not in wolverine.placeholders
    castle = svc.get_item(db, "toybattle.terrain", "castle")
    assert castle.placeholders == () and castle.data["medals_to_win"] == 7


def test_seeding_is_idempotent(db) -> None:  # type: ignore[no-untyped-def]
    from database.models.catalog import seed_catalog

    with db.begin() as s:
        assert seed_catalog(s) == 0
    assert _row_count(db) == len(shipped_items())


def test_list_items_natural_order_and_archive(db) -> None:  # type: ignore[no-untyped-def]
    keys = [i.key for i in svc.list_items(db, "attacktix.figure")]
    assert keys == sorted(keys, key=lambda k: int(k.split("-")[1]))
    archived = svc.set_archived(db, "attacktix.figure", "MV-22", True)
    assert archived.archived and archived.version == 2
    assert "MV-22" not in [i.key for i in svc.list_items(db, "attacktix.figure")]
    assert "MV-22" in [i.key for i in svc.list_items(db, "attacktix.figure", include_archived=True)]
    assert "MV-22" not in [i.key for i in svc.needs_checking(db)]
    svc.set_archived(db, "attacktix.figure", "MV-22", False)
    assert "MV-22" in [i.key for i in svc.list_items(db, "attacktix.figure")]


def test_create_validates_and_refuses_duplicates(db) -> None:  # type: ignore[no-untyped-def]
    data = dict(_figure(db), code="MV-99", name="Nova")
    item = svc.create_item(db, "attacktix.figure", data, placeholders=["mass", "points"])
    assert item.key == "MV-99" and item.placeholders == ("points", "mass") and item.source == "user"
    with pytest.raises(svc.DuplicateKeyError, match="MV-99"):
        svc.create_item(db, "attacktix.figure", data)
    with pytest.raises(svc.CatalogValidationError) as err:
        svc.create_item(db, "attacktix.figure", dict(data, code="MV-98", points=55))
    assert [p.field for p in err.value.problems if p.is_error] == ["points"]
    with pytest.raises(svc.CatalogValidationError):
        svc.create_item(db, "attacktix.figure", dict(data, code="MV-97"), placeholders=["colour"])
    with pytest.raises(svc.UnknownKindError):
        svc.create_item(db, "attacktix.vehicle", data)
    assert svc.find_item(db, "attacktix.figure", "MV-98") is None


def test_create_fills_defaults(db) -> None:  # type: ignore[no-untyped-def]
    item = svc.create_item(db, "helix.species", {"key": "gloom", "name": "Gloom", "colour": "#112233"})
    assert item.data == {"key": "gloom", "name": "Gloom", "colour": "#112233", "icon": ""}


def test_validate_item_writes_nothing(db) -> None:  # type: ignore[no-untyped-def]
    before = svc.export_catalog(db)
    problems = svc.validate_item(
        db, "helix.glyph", {"key": "g", "name": "G", "species": "nope", "black_number": 13}
    )
    assert {p.field for p in problems} >= {"species", "black_number"}
    assert svc.validate_item(db, "attacktix.figure", _figure(db), original_key="MV-09") == []
    assert [p.field for p in svc.validate_item(db, "attacktix.figure", _figure(db))] == ["code"]
    assert svc.export_catalog(db) == before


def test_update_with_versions_and_placeholders(db) -> None:  # type: ignore[no-untyped-def]
    item = svc.get_item(db, "attacktix.figure", "MV-09")
    edited = dict(item.data, mass=31.5)
    saved = svc.update_item(db, "attacktix.figure", "MV-09", edited, expected_version=item.version)
    assert saved.version == item.version + 1 and saved.data["mass"] == 31.5
    # editing a value confirms it: its placeholder mark goes, the others stay
    assert "mass" not in saved.placeholders and "points" in saved.placeholders
    # a second editor still holding the old version is refused, and nothing changes
    with pytest.raises(svc.StaleEditError, match="changed elsewhere"):
        svc.update_item(
            db, "attacktix.figure", "MV-09", dict(item.data, mass=99.0), expected_version=item.version
        )
    assert svc.get_item(db, "attacktix.figure", "MV-09").data["mass"] == 31.5
    # explicit placeholders replace the marks
    cleared = svc.update_item(db, "attacktix.figure", "MV-09", saved.data, placeholders=[])
    assert cleared.placeholders == () and "MV-09" not in [i.key for i in svc.needs_checking(db)]
    with pytest.raises(svc.CatalogValidationError):
        svc.update_item(db, "attacktix.figure", "MV-09", dict(saved.data, speed=-1))
    with pytest.raises(svc.ItemNotFoundError):
        svc.update_item(db, "attacktix.figure", "MV-77", saved.data)


def test_rename_updates_references(db) -> None:  # type: ignore[no-untyped-def]
    renamed = svc.rename_item(db, "attacktix.figure", "MV-12", "MV-12a")
    assert renamed.key == "MV-12a" and renamed.data["code"] == "MV-12a"
    assert svc.find_item(db, "attacktix.figure", "MV-12") is None
    # Magneto's Capture names Mystique
    assert _figure(db, "MV-05")["power_figure"] == "MV-12a"
    # species named inside Helix terrain spaces follow as well
    svc.rename_item(db, "helix.species", "florax", "floraxx")
    glyphs = [g for g in svc.list_items(db, "helix.glyph") if g.data["species"] == "floraxx"]
    assert len(glyphs) == 3
    terrain_refs = [
        sp
        for t in svc.list_items(db, "helix.terrain")
        for sp in t.data["spaces"]
        if (sp["bonus"] or {}).get("species") == "floraxx" or sp["warp"] == "floraxx"
    ]
    assert terrain_refs
    assert svc.usage_of(db, "helix.species", "florax") == []
    with pytest.raises(svc.DuplicateKeyError):
        svc.rename_item(db, "helix.species", "floraxx", "umbrax")
    # every item is still valid after the renames
    for kind in svc.kinds():
        for item in svc.list_items(db, kind.key):
            assert svc.validate_item(db, kind.key, item.data, item.key) == [], item.key


def test_update_that_changes_the_key_renames(db) -> None:  # type: ignore[no-untyped-def]
    data = dict(svc.get_item(db, "attacktix.power", "capture").data, key="capture2")
    svc.update_item(db, "attacktix.power", "capture", data)
    assert {_figure(db, c)["power"] for c in ("MV-05", "MV-20")} == {"capture2"}


def test_duplicate(db) -> None:  # type: ignore[no-untyped-def]
    copy1 = svc.duplicate_item(db, "attacktix.figure", "MV-09")
    copy2 = svc.duplicate_item(db, "attacktix.figure", "MV-09")
    assert (copy1.key, copy2.key) == ("MV-09-copy", "MV-09-copy2")
    assert (
        copy1.name == "Wolverine (copy)"
        and copy1.placeholders == svc.get_item(db, "attacktix.figure", "MV-09").placeholders
    )
    named = svc.duplicate_item(db, "toybattle.terrain", "castle", new_key="castle-variant")
    assert named.data["nodes"] == svc.get_item(db, "toybattle.terrain", "castle").data["nodes"]


def test_delete_refused_while_used_by_catalog_items(db) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(svc.ItemInUseError) as err:
        svc.delete_item(db, "attacktix.figure", "MV-12")  # named by Magneto's power
    assert "MV-05" in err.value.message and "Magneto" in err.value.message
    assert any("MV-05" in u for u in err.value.users)
    with pytest.raises(svc.ItemInUseError):
        svc.delete_item(db, "helix.species", "aquarex")
    assert svc.find_item(db, "attacktix.figure", "MV-12") is not None
    svc.delete_item(db, "attacktix.figure", "MV-22")  # used by nothing
    assert svc.find_item(db, "attacktix.figure", "MV-22") is None
    with pytest.raises(svc.ItemNotFoundError):
        svc.delete_item(db, "attacktix.figure", "MV-22")


def test_delete_and_rename_consult_registered_usage_checkers(db, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(svc, "_usage_checkers", [])
    monkeypatch.setattr(svc, "_rename_hooks", [])
    monkeypatch.setattr(svc, "USAGE_PROVIDER_MODULES", ())
    calls: list[tuple[str, str, str]] = []

    def squads_using(session, kind: str, key: str) -> list[str]:  # type: ignore[no-untyped-def]
        return ["squad Alpha", "squad Bravo"] if (kind, key) == ("attacktix.figure", "MV-22") else []

    svc.register_usage_checker(squads_using)
    svc.register_usage_checker(squads_using)  # twice: once
    with pytest.raises(svc.ItemInUseError) as err:
        svc.delete_item(db, "attacktix.figure", "MV-22")
    assert err.value.users == ("squad Alpha", "squad Bravo")
    assert "used by squad Alpha, squad Bravo" in err.value.message
    assert svc.usage_of(db, "attacktix.figure", "MV-22") == ["squad Alpha", "squad Bravo"]
    # without a rename hook, renaming a used item would break its users: refused
    with pytest.raises(svc.ItemInUseError):
        svc.rename_item(db, "attacktix.figure", "MV-22", "MV-22b")
    svc.register_rename_hook(lambda session, kind, old, new: calls.append((kind, old, new)))
    svc.rename_item(db, "attacktix.figure", "MV-22", "MV-22b")
    assert calls == [("attacktix.figure", "MV-22", "MV-22b")]


def test_stale_delete_and_archive_refused(db) -> None:  # type: ignore[no-untyped-def]
    item = svc.get_item(db, "helix.glyph", "umbrax-shade")
    svc.update_item(db, "helix.glyph", item.key, dict(item.data, black_number=1))
    with pytest.raises(svc.StaleEditError):
        svc.delete_item(db, "helix.glyph", item.key, expected_version=item.version)
    with pytest.raises(svc.StaleEditError):
        svc.set_archived(db, "helix.glyph", item.key, True, expected_version=item.version)


def test_needs_checking_lists_items_with_placeholders(db) -> None:  # type: ignore[no-untyped-def]
    items = svc.needs_checking(db)
    expected = {(s.kind, s.key) for s in shipped_items() if s.placeholders}
    assert {(i.kind, i.key) for i in items} == expected
    assert all(i.placeholders for i in items)
    kinds = {i.kind for i in items}
    assert "toybattle.terrain" not in kinds and "toybattle.troop" not in kinds
    assert {"attacktix.figure", "helix.glyph", "helix.species", "helix.terrain"} <= kinds
    assert {i.kind for i in svc.needs_checking(db, "helix.glyph")} == {"helix.glyph"}


def test_restore_shipped(db) -> None:  # type: ignore[no-untyped-def]
    original = svc.get_item(db, "attacktix.figure", "MV-22")
    svc.update_item(db, "attacktix.figure", "MV-22", dict(original.data, points=70))
    svc.delete_item(db, "toybattle.terrain", "station")  # (a troop type cannot be deleted: the rules play it)
    report = svc.restore_shipped(db)
    assert report.created == (("toybattle.terrain", "station"),) and report.updated == ()
    assert svc.get_item(db, "attacktix.figure", "MV-22").data["points"] == 70
    report = svc.restore_shipped(db, "attacktix.figure", "MV-22", overwrite=True)
    assert report.updated == (("attacktix.figure", "MV-22"),)
    restored = svc.get_item(db, "attacktix.figure", "MV-22")
    assert restored.data == original.data and restored.placeholders == original.placeholders
    assert svc.shipped_data("attacktix.figure", "MV-22") == (original.data, original.placeholders)


def test_catalog_view_for_engines(db) -> None:  # type: ignore[no-untyped-def]
    view = svc.catalog_view(db, ["toybattle.terrain"])
    assert sorted(view.keys("toybattle.terrain")) == sorted(
        ["castle", "pool", "clouds", "jungle", "cemetery", "caribbean", "station", "battlefield"]
    )
    assert view.keys("attacktix.figure") == set() or list(view.keys("attacktix.figure")) == []


def test_some_fields_cannot_be_placeholders(db) -> None:  # type: ignore[no-untyped-def]
    data = {"code": "X", "name": "Extra", "description": ""}
    with pytest.raises(svc.CatalogValidationError, match="cannot be marked"):
        svc.create_item(db, "attacktix.class", data, placeholders=["code"])
    assert svc.create_item(db, "attacktix.class", data, placeholders=["name"]).placeholders == ("name",)
