"""A squad registered in an event is checked against the event's rules, defaults included (review 9,
item 2): an event that stored no game settings plays by the schema's defaults (Attacktix: exactly 200
points, the tournament profile), so a squad is never checked against the squad's own settings instead."""

from __future__ import annotations

import pytest

from desktop.games.attacktix import squad as ax
from desktop.games.helix import helix as hx
from desktop.services import squads as squads_svc
from desktop.services import tournament as svc


def _plain_figures(db):  # type: ignore[no-untyped-def]
    figures = (
        ax.figure_from_catalog(v.key, v.data, name=v.name)
        for v in squads_svc.catalog_entries(db, ax.CATALOG_KIND).values()
    )
    plain = sorted((f for f in figures if not (f.gold or f.tournament or f.is_mega)), key=lambda f: f.code)
    return {f.points: f for f in plain}


def _entries(db, points: tuple[int, ...]) -> list[dict[str, object]]:  # type: ignore[no-untyped-def]
    by_points = _plain_figures(db)
    return [{"key": by_points[p].key, "count": 1} for p in points]


def _event(db, game: str, **settings):  # type: ignore[no-untyped-def]
    return svc.create_event(db, svc.EventSpec(name=f"{game} cup", game=game, game_settings=settings)).summary.id


def test_a_squad_legal_by_its_own_settings_is_refused_by_an_event_with_default_rules(db) -> None:  # type: ignore[no-untyped-def]
    hundred = squads_svc.save_squad(db, ax.SQUAD_KIND, "Hundred", {"entries": _entries(db, (50, 30, 20))})
    assert squads_svc.validate_squad(db, hundred.id).legal  # legal by its own (casual, 100 points) settings
    ev = _event(db, "attacktix")  # no stored settings: the defaults, exactly 200 points
    with pytest.raises(svc.RegistrationError, match="200") as refused:
        svc.register_player(db, ev, "Anna", squad_id=hundred.id)
    assert refused.value.template == "the squad breaks the event's rules: {problems}"
    reg = svc.register_player(db, ev, "Anna")
    with pytest.raises(svc.RegistrationError, match="200"):
        svc.attach_squad(db, reg.id, hundred.id)
    assert svc.list_registrations(db, ev)[0].squad_id is None


def test_a_squad_at_the_default_limit_registers_with_the_event_defaults_in_its_snapshot(db) -> None:  # type: ignore[no-untyped-def]
    full = squads_svc.save_squad(
        db, ax.SQUAD_KIND, "Two hundred", {"entries": [dict(e, count=2) for e in _entries(db, (50, 30, 20))]}, {"point_limit": 200}
    )
    ev = _event(db, "attacktix")
    reg = svc.register_player(db, ev, "Anna", squad_id=full.id)
    assert reg.squad_id == full.id
    snap = svc.export_event(db, ev)["registrations"][0]["squad_snapshot"]
    assert snap["legal"] is True
    assert snap["rules"]["point_limit"] == 200 and snap["rules"]["profile"] == "tournament"


def test_an_event_setting_it_stores_still_counts_with_the_defaults_of_the_others(db) -> None:  # type: ignore[no-untyped-def]
    hundred = squads_svc.save_squad(db, ax.SQUAD_KIND, "Hundred", {"entries": _entries(db, (50, 30, 20))})
    ev = _event(db, "attacktix", point_limit=100)
    reg = svc.register_player(db, ev, "Anna", squad_id=hundred.id)
    snap = svc.export_event(db, ev)["registrations"][0]["squad_snapshot"]
    assert reg.squad_id == hundred.id and snap["rules"]["profile"] == "tournament"


def test_a_helix_legal_by_its_own_gold_limit_is_refused_by_an_event_with_the_default_limit(db) -> None:  # type: ignore[no-untyped-def]
    glyphs = [hx.glyph_from_catalog(v.key, v.data) for v in squads_svc.catalog_entries(db, hx.CATALOG_KIND).values()]
    gold = sorted(g.key for g in glyphs if g.gold)
    plain = sorted(g.key for g in glyphs if not g.gold)
    rush = squads_svc.save_squad(db, hx.SQUAD_KIND, "Gold rush", {"slots": gold[:4] + plain[:2]}, {"max_gold": 4})
    assert squads_svc.validate_squad(db, rush.id).legal
    ev = _event(db, "helix")
    with pytest.raises(svc.RegistrationError, match="gold"):
        svc.register_player(db, ev, "Anna", squad_id=rush.id)
    loose = _event(db, "helix", max_gold=4)
    assert svc.register_player(db, loose, "Anna", squad_id=rush.id).squad_id == rush.id


def test_the_desk_names_the_rule_a_registered_squad_breaks_in_ukrainian(qtbot, db) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import i18n
    from desktop.ui.errors import error_text

    hundred = squads_svc.save_squad(db, ax.SQUAD_KIND, "Hundred", {"entries": _entries(db, (50, 30, 20))})
    reg = svc.register_player(db, _event(db, "attacktix"), "Anna")
    with pytest.raises(svc.RegistrationError) as refused:
        svc.attach_squad(db, reg.id, hundred.id)
    assert refused.value.message == (  # the command line's words
        "the squad breaks the event's rules: The squad totals 100 points; it must total exactly 200"
    )
    assert i18n.install("uk")
    try:
        shown = error_text(refused.value)
    finally:
        i18n.install("en")
    assert shown == "Загін порушує правила турніру: Загін має 100 оч.; має бути рівно 200.", shown
