"""Squad services: save/rename/duplicate/delete, validation, export/import, snapshots, catalog hooks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sqlalchemy import func, select

from desktop.games.attacktix import squad as ax
from desktop.games.helix import helix as hx
from desktop.games.toybattle.setup_kind import SETUP_KIND, ToyBattleSetup
from desktop.services import catalog as cat
from desktop.services import squads as svc


def figures(db) -> dict[str, ax.FigureRef]:  # type: ignore[no-untyped-def]
    return {
        k: ax.figure_from_catalog(v.key, v.data, name=v.name, archived=v.archived)
        for k, v in svc.catalog_entries(db, ax.CATALOG_KIND).items()
    }


def hundred_points(db) -> list[dict[str, object]]:  # type: ignore[no-untyped-def]
    """Entries worth exactly 100 points from the seeded catalog (plain, non-gold figures)."""
    plain = sorted(
        (f for f in figures(db).values() if not (f.gold or f.tournament or f.is_mega)), key=lambda f: f.code
    )
    by_points = {f.points: f for f in plain}
    assert 50 in by_points and 30 in by_points and 20 in by_points
    return [
        {"key": by_points[50].key, "count": 1},
        {"key": by_points[30].key, "count": 1},
        {"key": by_points[20].key, "count": 1},
    ]


def glyph_keys(db, gold: bool) -> list[str]:  # type: ignore[no-untyped-def]
    glyphs = (hx.glyph_from_catalog(v.key, v.data) for v in svc.catalog_entries(db, hx.CATALOG_KIND).values())
    return sorted(g.key for g in glyphs if g.gold is gold)


def count_rows(db) -> int:  # type: ignore[no-untyped-def]
    from database.models.squads import SquadItemRow, SquadRow

    with db.read() as s:
        return s.scalar(select(func.count()).select_from(SquadRow)) + s.scalar(
            select(func.count()).select_from(SquadItemRow)
        )


def test_kinds_come_from_the_registry() -> None:
    kinds = svc.squad_kinds()
    assert kinds == {"attacktix.squad": "attacktix", "helix.helix": "helix", "toybattle.setup": "toybattle"}


def test_save_load_and_validate_an_attacktix_squad(db) -> None:  # type: ignore[no-untyped-def]
    entries = hundred_points(db)
    rec = svc.save_squad(db, ax.SQUAD_KIND, "  Alpha   team ", {"entries": entries, "backups": []})
    assert rec.name == "Alpha team" and rec.game == "attacktix" and rec.version == 1
    squad, again = svc.load_squad(db, rec.id, ax.SQUAD_KIND)
    rules = ax.rules_from_settings(again.settings)
    assert squad.total_points == 100 and rules.point_limit == 100
    assert again.data["entries"] == entries
    v = svc.validate_squad(db, rec.id)
    assert v.legal and v.violations == ()
    # against an event of 200 points "up to": still legal; exactly 200: the points rule names the figures
    assert svc.validate_squad(db, rec.id, {"point_limit": 200, "limit_mode": "up_to"}).legal
    v = svc.validate_squad(db, rec.id, {"point_limit": 200})
    assert not v.legal and v.violations[0]["rule"] == ax.RULE_POINTS_EXACT
    assert len(v.violations[0]["figures"]) == 3
    listed = svc.list_squads(db, kind=ax.SQUAD_KIND)
    assert [(s.name, s.legal) for s in listed] == [("Alpha team", True)]
    assert listed[0].summary.startswith("100 pts")


def test_sixth_copy_is_a_tournament_violation(db) -> None:  # type: ignore[no-untyped-def]
    ten = next(f for f in figures(db).values() if f.points == 10 and not f.gold)
    data = {"entries": [{"key": ten.key, "count": 6}], "backups": []}
    v = svc.validate_data(db, ax.SQUAD_KIND, data, {"profile": "tournament", "point_limit": 60})
    assert [x["rule"] for x in v.violations] == [ax.RULE_COPIES]
    assert v.violations[0]["figures"] == [ten.label]


def test_names_are_unique_per_kind(db) -> None:  # type: ignore[no-untyped-def]
    svc.save_squad(db, ax.SQUAD_KIND, "Alpha", {"entries": [], "backups": []})
    with pytest.raises(svc.SquadNameError, match="already"):
        svc.save_squad(db, ax.SQUAD_KIND, "Alpha", {"entries": [], "backups": []})
    # a helix may share the name
    svc.save_squad(db, hx.SQUAD_KIND, "Alpha", {"slots": [None] * 6})
    with pytest.raises(svc.SquadNameError):
        svc.save_squad(db, ax.SQUAD_KIND, "   ", {"entries": []})


def test_unknown_figure_refused_naming_the_field(db) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(svc.SquadDataError) as err:
        svc.save_squad(db, ax.SQUAD_KIND, "X", {"entries": [{"key": "ZZ-99", "count": 1}]})
    assert "data.entries[0].key" in err.value.message and "ZZ-99" in err.value.message
    assert count_rows(db) == 0


def test_rename_duplicate_delete_restore(db) -> None:  # type: ignore[no-untyped-def]
    rec = svc.save_squad(db, ax.SQUAD_KIND, "Alpha", {"entries": hundred_points(db)})
    renamed = svc.rename_squad(db, rec.id, "Beta", expected_version=rec.version)
    assert renamed.name == "Beta" and renamed.version == rec.version + 1
    with pytest.raises(svc.StaleSquadError):
        svc.rename_squad(db, rec.id, "Gamma", expected_version=rec.version)
    copy = svc.duplicate_squad(db, rec.id)
    assert copy.name == "Beta (copy)" and copy.data == renamed.data and copy.id != rec.id
    copy2 = svc.duplicate_squad(db, rec.id)
    assert copy2.name == "Beta (copy) (2)"
    gone = svc.delete_squad(db, copy.id)
    with pytest.raises(svc.SquadNotFoundError):
        svc.get_squad(db, copy.id)
    back = svc.restore_squad(db, gone)
    assert back.id == copy.id and back.name == copy.name and back.data == copy.data
    assert [s.name for s in svc.list_squads(db)] == ["Beta", "Beta (copy)", "Beta (copy) (2)"]


def test_save_update_with_version_check(db) -> None:  # type: ignore[no-untyped-def]
    rec = svc.save_squad(db, ax.SQUAD_KIND, "Alpha", {"entries": []})
    upd = svc.save_squad(
        db,
        ax.SQUAD_KIND,
        "Alpha",
        {"entries": hundred_points(db)},
        {"profile": "tournament"},
        rec.id,
        rec.version,
    )
    assert upd.settings == {"profile": "tournament"} and upd.version == 2
    with pytest.raises(svc.StaleSquadError, match="changed elsewhere"):
        svc.save_squad(db, ax.SQUAD_KIND, "Alpha", {"entries": []}, None, rec.id, rec.version)


def test_helix_and_setup_round_trip(db) -> None:  # type: ignore[no-untyped-def]
    gold, plain = glyph_keys(db, True), glyph_keys(db, False)
    slots = gold[:4] + plain[:2]
    rec = svc.save_squad(db, hx.SQUAD_KIND, "Gold rush", {"slots": slots})
    helix, _ = svc.load_squad(db, rec.id, hx.SQUAD_KIND)
    assert helix.gold_count == 4
    v = svc.validate_squad(db, rec.id)
    assert not v.legal and [x["rule"] for x in v.violations] == [hx.RULE_GOLD]
    assert len(v.violations[0]["figures"]) == 4
    svc.save_squad(db, hx.SQUAD_KIND, "Gold rush", {"slots": gold[:3] + plain[:3]}, None, rec.id)
    assert svc.validate_squad(db, rec.id).legal

    setup = svc.save_squad(
        db,
        SETUP_KIND,
        "Castle practice",
        {"terrain": "castle", "colour": "red", "opponent": "hard", "beginner": True},
    )
    got, _ = svc.load_squad(db, setup.id, SETUP_KIND)
    assert got == ToyBattleSetup("castle", "red", "hard", True)
    assert [(n, s.terrain) for _i, n, s in svc.list_saved(db, SETUP_KIND)] == [("Castle practice", "castle")]
    with pytest.raises(svc.SquadDataError, match="is not a Battle Helix helix"):
        svc.load_squad(db, setup.id, hx.SQUAD_KIND)
    with pytest.raises(svc.SquadDataError, match="opponent"):
        svc.save_squad(db, SETUP_KIND, "Bad", {"terrain": "random", "opponent": "godlike"})
    with pytest.raises(svc.SquadDataError, match="no squad"):
        svc.snapshot_for_registration(db, setup.id)


def test_snapshot_is_plain_and_independent_of_later_edits(db) -> None:  # type: ignore[no-untyped-def]
    entries = hundred_points(db)
    ten = next(f for f in figures(db).values() if f.points == 10 and not f.gold)
    rec = svc.save_squad(
        db, ax.SQUAD_KIND, "Alpha", {"entries": entries, "backups": [{"key": ten.key, "count": 2}]}
    )
    snap = svc.snapshot_for_registration(db, rec.id, {"point_limit": 100, "profile": "tournament"})
    json.dumps(snap)  # plain data
    assert snap["squad_id"] == rec.id and snap["squad_version"] == rec.version
    assert snap["legal"] is True and snap["violations"] == []
    assert snap["contents"]["total_points"] == 100 and snap["contents"]["backup_points"] == 20
    assert snap["contents"]["backups"][0]["code"] == ten.code
    assert snap["rules"]["profile"] == "tournament"
    svc.save_squad(db, ax.SQUAD_KIND, "Alpha", {"entries": []}, None, rec.id)
    assert snap["contents"]["total_points"] == 100
    again = ax.squad_from_snapshot(snap["contents"])
    assert again.total_points == 100 and again.backup_points == 20

    helix = svc.save_squad(db, hx.SQUAD_KIND, "H", {"slots": glyph_keys(db, False)[:6]})
    hsnap = svc.snapshot_for_registration(db, helix.id)
    assert (
        hsnap["legal"] and len(hsnap["contents"]["slots"]) == 6 and "pieces" not in json.dumps(hsnap["rules"])
    )


def test_export_import_round_trip(db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    a = svc.save_squad(db, ax.SQUAD_KIND, "Alpha", {"entries": hundred_points(db)}, {"profile": "tournament"})
    svc.save_squad(db, hx.SQUAD_KIND, "Helix", {"slots": glyph_keys(db, False)[:6]})
    svc.save_squad(db, SETUP_KIND, "Practice", {"terrain": "random"})
    path = tmp_path / "squads.json"
    assert svc.export_file(db, path) == 3
    text = path.read_text(encoding="utf-8")
    assert svc.export_squads(db) == text  # deterministic
    result = svc.import_file(db, path)
    assert [r.name for r in result.created] == ["Alpha (2)", "Helix (2)", "Practice (2)"]
    assert ("Alpha", "Alpha (2)") in result.renamed
    imported = svc.get_squad(db, result.created[0].id)
    assert imported.data == svc.get_squad(db, a.id).data and imported.settings == {"profile": "tournament"}


BAD_FILES = [
    ("not json {", None, None, "not valid JSON"),
    (json.dumps({"format": "something-else", "version": 1, "squads": []}), None, "format", "format"),
    (json.dumps({"format": "toybox-arena-squads", "version": 9, "squads": []}), None, "version", "version"),
    (
        json.dumps(
            {"format": "toybox-arena-squads", "version": 1, "squads": [{"kind": "chess.army", "name": "x"}]}
        ),
        "squad 1",
        "kind",
        "unknown squad kind",
    ),
    (
        json.dumps(
            {
                "format": "toybox-arena-squads",
                "version": 1,
                "squads": [
                    {"kind": "helix.helix", "name": "ok", "data": {"slots": [None] * 6}},
                    {
                        "kind": "attacktix.squad",
                        "name": "Bad",
                        "data": {"entries": [{"key": "ZZ-99", "count": 1}]},
                    },
                ],
            }
        ),
        "squad 2 (attacktix.squad 'Bad')",
        "data.entries[0].key",
        "no figure 'ZZ-99'",
    ),
    (
        json.dumps(
            {
                "format": "toybox-arena-squads",
                "version": 1,
                "squads": [
                    {
                        "kind": "attacktix.squad",
                        "name": "Bad",
                        "data": {"entries": []},
                        "settings": {"limit_mode": "roughly"},
                    }
                ],
            }
        ),
        "squad 1 (attacktix.squad 'Bad')",
        "settings.limit_mode",
        "exactly",
    ),
    (
        json.dumps(
            {
                "format": "toybox-arena-squads",
                "version": 1,
                "squads": [{"kind": "helix.helix", "name": "", "data": {}}],
            }
        ),
        "squad 1 (helix.helix '')",
        "name",
        "needs a name",
    ),
]


@pytest.mark.parametrize(("text", "item", "field", "message"), BAD_FILES)
def test_bad_file_refused_naming_file_item_field_nothing_written(  # type: ignore[no-untyped-def]
    db, tmp_path: Path, text: str, item: str | None, field: str | None, message: str
) -> None:
    svc.save_squad(db, hx.SQUAD_KIND, "existing", {"slots": [None] * 6})
    before = count_rows(db)
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(svc.SquadImportError) as err:
        svc.import_file(db, path)
    e = err.value
    assert e.file == str(path) and str(path) in e.message
    assert e.item == item and e.field == field
    assert message in e.message
    assert count_rows(db) == before


def test_archived_items_stay_loadable_and_say_so(db) -> None:  # type: ignore[no-untyped-def]
    entries = hundred_points(db)
    rec = svc.save_squad(db, ax.SQUAD_KIND, "Alpha", {"entries": entries})
    key = entries[0]["key"]
    cat.set_archived(db, ax.CATALOG_KIND, str(key), True)
    again = svc.get_squad(db, rec.id)
    assert again.uses_archived and any(str(key) in a for a in again.archived)
    squad, _ = svc.load_squad(db, rec.id, ax.SQUAD_KIND)
    assert squad.total_points == 100 and [f.key for f in squad.archived_figures()] == [key]
    assert svc.list_squads(db)[0].archived == again.archived
    assert svc.validate_squad(db, rec.id).legal  # archived is not illegal
    snap = svc.snapshot_for_registration(db, rec.id)
    assert snap["archived"] == list(again.archived)


def test_catalog_refuses_to_delete_a_used_item_naming_the_squads_and_can_archive(db) -> None:  # type: ignore[no-untyped-def]
    entries = hundred_points(db)
    key = str(entries[0]["key"])
    svc.save_squad(db, ax.SQUAD_KIND, "Alpha", {"entries": entries})
    svc.save_squad(db, ax.SQUAD_KIND, "Omega", {"entries": [], "backups": [{"key": key, "count": 1}]})
    with pytest.raises(cat.ItemInUseError) as err:
        cat.delete_item(db, ax.CATALOG_KIND, key)
    assert "Attacktix squad 'Alpha'" in err.value.users and "Attacktix squad 'Omega'" in err.value.users
    assert "Archive" in err.value.message
    assert cat.set_archived(db, ax.CATALOG_KIND, key, True).archived
    # an unused figure can still be deleted
    unused = next(k for k in figures(db) if k not in {e["key"] for e in entries})
    if not cat.usage_of(db, ax.CATALOG_KIND, unused):
        cat.delete_item(db, ax.CATALOG_KIND, unused)
    # terrains used by set-ups and glyphs used by helixes are protected too
    svc.save_squad(db, SETUP_KIND, "Practice", {"terrain": "castle"})
    assert svc.squads_using(db, "toybattle.terrain", "castle") == ["Toy Battle set-up 'Practice'"]
    glyph = glyph_keys(db, False)[0]
    svc.save_squad(db, hx.SQUAD_KIND, "H", {"slots": [glyph, None, None, None, None, None]})
    with pytest.raises(cat.ItemInUseError, match="Battle Helix helix 'H'"):
        cat.delete_item(db, hx.CATALOG_KIND, glyph)


def test_deleting_the_squad_frees_the_item(db) -> None:  # type: ignore[no-untyped-def]
    glyph = glyph_keys(db, False)[0]
    rec = svc.save_squad(db, hx.SQUAD_KIND, "H", {"slots": [glyph] + [None] * 5})
    assert svc.squads_using(db, hx.CATALOG_KIND, glyph) == ["Battle Helix helix 'H'"]
    svc.delete_squad(db, rec.id)
    assert svc.squads_using(db, hx.CATALOG_KIND, glyph) == []


def test_catalog_rename_updates_squads(db) -> None:  # type: ignore[no-untyped-def]
    entries = hundred_points(db)
    old = str(entries[0]["key"])
    rec = svc.save_squad(db, ax.SQUAD_KIND, "Alpha", {"entries": entries})
    cat.rename_item(db, ax.CATALOG_KIND, old, "XX-01")
    again = svc.get_squad(db, rec.id)
    assert again.data["entries"][0]["key"] == "XX-01" and again.missing == ()
    assert svc.squads_using(db, ax.CATALOG_KIND, "XX-01") == ["Attacktix squad 'Alpha'"]
    assert svc.squads_using(db, ax.CATALOG_KIND, old) == []


def test_schema_matches_the_migration(db) -> None:  # type: ignore[no-untyped-def]
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from database.models import Base

    with db.engine.connect() as conn:
        diffs = compare_metadata(MigrationContext.configure(conn), Base.metadata)
    mine = [d for d in diffs if "squad" in repr(d)]
    assert mine == []
