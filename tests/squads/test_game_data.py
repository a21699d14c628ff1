"""Each game's desktop side reads its own squads and catalog (desktop/ui/games/<game>/data.py), and the
Squads page asks every squad editor to reload its catalog without naming a game."""

from __future__ import annotations

import pytest

from desktop.games.attacktix import squad as ax
from desktop.games.helix import helix as hx
from desktop.games.toybattle.setup_kind import SETUP_KIND, TERRAIN_KIND, ToyBattleSetup
from desktop.services import catalog as cat
from desktop.services import squads as svc
from desktop.ui.games.attacktix import data as ax_data
from desktop.ui.games.attacktix import squad_texts as ax_texts
from desktop.ui.games.helix import data as hx_data
from desktop.ui.games.toybattle import data as setup_data
from desktop.ui.squads.models import ViolationsModel


def test_attacktix_catalog_has_every_figure_its_class_names_and_placeholder_marks(db) -> None:  # type: ignore[no-untyped-def]
    entries = svc.catalog_entries(db, ax.CATALOG_KIND)
    some = next(iter(entries))
    cat.set_archived(db, ax.CATALOG_KIND, some, True)
    catalog = ax_data.load_catalog(db)
    assert sorted(f.key for f in catalog.figures) == sorted(entries)
    assert [f.key for f in catalog.figures if f.archived] == [some]
    assert catalog.marvel_classes == {k: v.name for k, v in svc.catalog_entries(db, "attacktix.marvel_class").items()}
    assert catalog.attacktix_classes == {k: v.name for k, v in svc.catalog_entries(db, "attacktix.class").items()}
    assert catalog.marvel_classes and catalog.attacktix_classes
    assert catalog.placeholders == {
        f"{ax.CATALOG_KIND}:{k}": v.placeholders for k, v in entries.items() if v.placeholders
    }
    assert ax_data.figures(db) == catalog.figures


def test_attacktix_class_names_fall_back_to_the_rules_when_the_catalog_has_none(db, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    real = svc.catalog_entries
    monkeypatch.setattr(
        svc, "catalog_entries", lambda d, kind: {} if kind.endswith("class") else real(d, kind)
    )
    catalog = ax_data.load_catalog(db)
    assert catalog.attacktix_classes == dict(ax.ATTACKTIX_CLASSES)
    assert sorted(catalog.marvel_classes.values()) == sorted(ax.MARVEL_CLASSES)


def test_attacktix_squad_loads_with_the_rules_of_its_settings(db) -> None:  # type: ignore[no-untyped-def]
    figure = ax_data.figures(db)[0]
    rules = ax.SquadRules(point_limit=200)
    rec = svc.save_squad(
        db, ax.SQUAD_KIND, "Alpha", {"entries": [{"key": figure.key, "count": 1}]}, rules.to_settings()
    )
    squad, loaded_rules, record = ax_data.load_squad_and_rules(db, rec.id)
    assert [e.figure.key for e in squad.entries] == [figure.key]
    assert loaded_rules.point_limit == 200 and record.id == rec.id


def test_helix_data_gives_glyphs_species_and_saved_helixes(db) -> None:  # type: ignore[no-untyped-def]
    glyphs = hx_data.glyphs(db)
    assert sorted(g.key for g in glyphs) == sorted(svc.catalog_entries(db, hx.CATALOG_KIND))
    species = hx_data.species(db)
    assert species and {g.species for g in glyphs} <= set(species)
    assert all(name and colour.startswith("#") for name, colour in species.values())
    catalog = hx_data.load_catalog(db)
    assert catalog.glyphs == glyphs and catalog.species == species
    rec = svc.save_squad(db, hx.SQUAD_KIND, "Tidal", {"slots": [g.key for g in glyphs[:6]]})
    helix, record = hx_data.load_helix(db, rec.id)
    assert [g.key for g in helix.glyphs] == [g.key for g in glyphs[:6]] and record.name == "Tidal"
    with pytest.raises(svc.SquadDataError):
        setup_data.load_setup(db, rec.id)  # a helix is not a set-up


def test_toybattle_data_gives_terrains_with_their_data_and_saved_setups(db) -> None:  # type: ignore[no-untyped-def]
    terrains = svc.catalog_entries(db, TERRAIN_KIND)
    catalog = setup_data.load_catalog(db)
    assert sorted(k for k, _n, _a in catalog.terrains) == sorted(terrains) == sorted(catalog.terrain_data)
    key = next(iter(terrains))
    assert catalog.terrain_data[key] == terrains[key].data
    rec = svc.save_squad(db, SETUP_KIND, "Practice", ToyBattleSetup(key, "red", "hard").to_data())
    assert setup_data.list_setups(db) == [(rec.id, "Practice", ToyBattleSetup(key, "red", "hard"))]
    assert setup_data.load_setup(db, rec.id)[0] == ToyBattleSetup(key, "red", "hard")


def test_the_squads_page_reloads_every_editors_catalog_after_a_catalog_change(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.pages.squads import Page

    page = Page(ctx)
    qtbot.addWidget(page)
    editors = {kind: page.sections[kind].editor for kind in page.kinds}
    assert set(editors) == set(svc.squad_kinds())
    figure = ax_data.figures(ctx.db)[0]
    glyph = hx_data.glyphs(ctx.db)[0]
    assert not editors[ax.SQUAD_KIND].figures.by_key(figure.key).archived
    cat.set_archived(ctx.db, ax.CATALOG_KIND, figure.key, True)
    cat.set_archived(ctx.db, hx.CATALOG_KIND, glyph.key, True)
    ctx.notify("catalog")
    assert editors[ax.SQUAD_KIND].figures.by_key(figure.key).archived
    assert editors[hx.SQUAD_KIND].glyphs.by_key(glyph.key).archived


def test_violations_are_told_in_the_editors_game_texts_or_in_the_checks_english(qtbot) -> None:  # type: ignore[no-untyped-def]
    broken = ax.Violation(ax.RULE_POINTS_EXACT, "English from the check", (), {"total": 90, "limit": 100})
    plain = ViolationsModel()
    plain.set_violations([broken])
    assert plain.messages() == ["English from the check"]
    told = ViolationsModel(texts=ax_texts)
    told.set_violations([broken])
    assert told.messages() == ["The squad totals 90 points; it must total exactly 100."]
    assert told.data(told.index(0, 0)) == "Points total"
