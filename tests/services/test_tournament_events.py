"""Tournament services: events, registration, late entries, squads, CSV import, schema."""

from __future__ import annotations

import pytest

from desktop.games.attacktix import squad as ax
from desktop.services import squads as squads_svc
from desktop.services import tournament as svc
from desktop.services.tournament_import import import_players


def make_event(db, game: str = "toybattle", **kw):  # type: ignore[no-untyped-def]
    return svc.create_event(db, svc.EventSpec(name=kw.pop("name", "Cup"), game=game, **kw)).summary.id


def test_create_and_validate_events(db) -> None:  # type: ignore[no-untyped-def]
    detail = svc.create_event(db, svc.EventSpec(name="  Spring   Cup ", game="toybattle", date="2025-05-31"))
    assert detail.summary.name == "Spring Cup" and detail.summary.status == "draft"
    assert detail.scoring == {"win": 3, "draw": 1, "loss": 0, "bye": 3}
    assert detail.tiebreaks == ("omw", "oomw", "secondary")
    assert detail.options["balance_colours"] is True  # Toy Battle sides have colours
    assert detail.stages[0]["kind"] == "swiss"
    rr = svc.create_event(db, svc.EventSpec(name="RR", game="helix", stages=(svc.StageSpec("round_robin"),)))
    assert rr.tiebreaks == ("head_to_head", "secondary") and rr.options["balance_colours"] is False
    for bad, msg in [
        (svc.EventSpec(name="", game="toybattle"), "empty"),
        (svc.EventSpec(name="X", game="chess"), "unknown game"),
        (svc.EventSpec(name="X", game="helix", best_of=2), "best of"),
        (svc.EventSpec(name="X", game="helix", date="31/05/2025"), "date"),
        (svc.EventSpec(name="X", game="helix", scoring=(0, 0, 0, 0)), "scoring"),
        (svc.EventSpec(name="X", game="helix", tiebreaks=["elo"]), "tiebreaker"),
        (
            svc.EventSpec(name="X", game="helix", stages=(svc.StageSpec("single_elimination", cut=8),)),
            "earlier",
        ),
    ]:
        with pytest.raises(svc.TournamentError, match=msg):
            svc.create_event(db, bad)
    assert [e.name for e in svc.list_events(db)] == ["Spring Cup", "RR"]


def test_registration_duplicates_and_late_entry(db) -> None:  # type: ignore[no-untyped-def]
    ev = make_event(db)
    for name in ("Anna", "Ben", "Олена", "Dan"):
        svc.register_player(db, ev, name, club="C" if name == "Anna" else "", rating=1500)
    with pytest.raises(svc.RegistrationError, match="already registered"):
        svc.register_player(db, ev, "  anna ")
    rnd = svc.pair_next_round(db, ev)
    svc.publish_round(db, rnd.id)
    late = svc.register_player(db, ev, "Eve")
    assert late.joined_round == 2
    view = svc.load_event(db, ev)
    eve_matches = [m for r in view.rounds for m in r.matches if m.a == late.id]
    assert [(m.kind, m.points_a) for m in eve_matches] == [("no_opponent", 0)]
    # Round 1 has no played result yet, so the default standings are those after round 0 (issue 24:
    # a published round's byes and missed rounds wait for its first result); after round 1 the
    # missed round is a loss.
    assert view.standings.after_round == 0
    after1 = svc.standings(db, ev, after_round=1)
    line = next(x for x in after1.lines if x.registration_id == late.id)
    assert line.losses == 1 and line.points == 0


def test_squad_snapshot_is_validated_and_locked(db) -> None:  # type: ignore[no-untyped-def]
    figures = {
        k: ax.figure_from_catalog(v.key, v.data, name=v.name)
        for k, v in squads_svc.catalog_entries(db, ax.CATALOG_KIND).items()
    }
    plain = sorted(
        (f for f in figures.values() if not (f.gold or f.tournament or f.is_mega)), key=lambda f: f.code
    )
    by_points = {f.points: f for f in plain}
    entries = [{"key": by_points[p].key, "count": 1} for p in (50, 30, 20)]
    squad = squads_svc.save_squad(db, ax.SQUAD_KIND, "Alpha", {"entries": entries})
    ev = make_event(db, "attacktix", game_settings={"point_limit": 100})
    reg = svc.register_player(db, ev, "Anna", squad_id=squad.id)
    assert reg.squad_id == squad.id and reg.squad_summary and not reg.squad_locked
    # Later edits of the squad never change the event.
    squads_svc.save_squad(db, ax.SQUAD_KIND, "Alpha", {"entries": []}, None, squad.id)
    data = svc.export_event(db, ev)
    snap = data["registrations"][0]["squad_snapshot"]
    assert snap["contents"]["total_points"] == 100
    too_big = squads_svc.save_squad(
        db, ax.SQUAD_KIND, "Big", {"entries": [{"key": e["key"], "count": 2} for e in entries]}
    )
    with pytest.raises(svc.RegistrationError, match="rules"):
        svc.attach_squad(db, reg.id, too_big.id)
    toy = make_event(db, "toybattle", name="Toy")
    toy_reg = svc.register_player(db, toy, "Ben")
    with pytest.raises(svc.RegistrationError, match="no squad"):
        svc.attach_squad(db, toy_reg.id, squad.id)
    svc.register_player(db, ev, "Ben")
    rnd = svc.pair_next_round(db, ev)
    svc.publish_round(db, rnd.id)
    assert svc.list_registrations(db, ev)[0].squad_locked
    with pytest.raises(svc.RegistrationError, match="locked"):
        svc.attach_squad(db, reg.id, squad.id)


CSV = (
    "\ufeffName;Club;Rating;Email;Notes;Shirt\n"
    "Анна Коваль;Kyiv Toy Club;1600;anna@example.com;;M\n"
    '"Smith; Ben";;1500;;"two\nlines";L\n'
    ";Lonely club;;;;\n"
    "Chloe;;lots;;;\n"
    f"{'x' * 201};;;;;\n"
    "анна   коваль;;;;;\n"
    "Dmytro;;;;;\n"
)


def test_csv_import_rules(db) -> None:  # type: ignore[no-untyped-def]
    ev = make_event(db)
    svc.register_player(db, ev, "Dmytro")
    report = import_players(db, ev, CSV.encode("utf-8"))
    assert not report.registered and report.delimiter == ";" and report.ignored_columns == ("Shirt",)
    assert [(r.line, r.reason) for r in report.rejected] == [
        (5, "empty name"),
        (6, "rating 'lots' is not a whole number"),
        (7, "name is longer than 200 characters"),
        (8, "duplicate of line 2"),
        (9, "duplicate of a registered player"),
    ]
    assert len(svc.list_registrations(db, ev)) == 1, "nothing is half-imported"
    dry = import_players(db, ev, CSV.encode("utf-8"), skip_rejected=True, dry_run=True)
    assert not dry.registered and len(svc.list_registrations(db, ev)) == 1
    done = import_players(db, ev, CSV.encode("utf-8"), skip_rejected=True)
    assert done.registered and done.imported == ("Анна Коваль", "Smith; Ben")
    regs = {r.name: r for r in svc.list_registrations(db, ev)}
    assert regs["Анна Коваль"].club == "Kyiv Toy Club" and regs["Анна Коваль"].rating == 1600
    comma = import_players(db, ev, "name,club\nEve,Z\n")
    assert comma.ok and comma.delimiter == ","
    with pytest.raises(svc.TournamentError, match="name"):
        import_players(db, ev, "club,rating\nX,1\n")
    with pytest.raises(svc.TournamentError, match="empty"):
        import_players(db, ev, b"")
    with pytest.raises(svc.TournamentError, match="UTF-8"):
        import_players(db, ev, "name\nJos\xe9\n".encode("latin-1"))


def test_schema_matches_the_migration(db) -> None:  # type: ignore[no-untyped-def]
    from alembic.autogenerate import compare_metadata
    from alembic.migration import MigrationContext

    from database.models import Base

    with db.engine.connect() as conn:
        diffs = compare_metadata(MigrationContext.configure(conn), Base.metadata)
    tables = {
        "clubs",
        "players",
        "events",
        "event_stages",
        "registrations",
        "rounds",
        "matches",
        "game_results",
        "penalties",
        "result_audit",
        "round_clocks",
        "requested_byes",
        "venue_codes",
        "venue_reports",
        "avoided_pairs",
    }
    mine = [d for d in diffs if any(t in repr(d) for t in tables)]
    assert mine == []
    assert "0007_avoided_pairs" in db.schema_revisions()
