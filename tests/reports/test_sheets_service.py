"""desktop.services.sheets on real events (a seeded demo, an elimination stage, squads attached) and the
command line: ``toybox-arena event sheets`` (Ukrainian slip included) and ``toybox-arena squad sheet``."""

from __future__ import annotations

from pathlib import Path

import pytest
from pdfcheck import flat, pages, qr_codes, text

from desktop.cli import main
from desktop.games import registry
from desktop.games.attacktix import squad as ax
from desktop.games.helix import helix as hx
from desktop.reports import KINDS, Labels
from desktop.services import sheets
from desktop.services import squads as squads_svc
from desktop.services import tournament as svc
from desktop.services.tournament_demo import build_demo

EN = Labels()


@pytest.fixture
def demo(db) -> int:  # type: ignore[no-untyped-def]
    return build_demo(db, game="toybattle", players=9, rounds=3, seed=4).event_id


def test_every_kind_of_a_swiss_event(db, demo: int) -> None:  # type: ignore[no-untyped-def]
    view = svc.load_event(db, demo)
    names = [r.name for r in view.registrations]
    last = view.rounds[-1]
    played = [m for m in last.matches if m.b is not None]
    for kind in (
        "pairings",
        "wall",
        "slips",
        "scoresheets",
        "checkin",
        "registrations",
        "standings",
        "final",
    ):
        data = sheets.event_sheet(db, demo, kind, EN)
        t = text(data)
        assert view.detail.summary.name in t, kind
        expected = names
        if kind == "slips":  # the player with the bye has no slip
            expected = [n for m in played for n in (m.a_name, m.b_name)]
            assert len(expected) == len(names) - 1
        assert all(flat(n) in flat(t) for n in expected), kind
    pairing = text(sheets.event_sheet(db, demo, "pairings", EN))
    assert "Pairings, round 3" in pairing
    for m in played:
        assert m.code in pairing and f"{m.points_a}-{m.points_b}" in pairing
    final = text(sheets.event_sheet(db, demo, "final", EN))
    assert "Cross-table" in final and "Champion" in final and view.standings.lines[0].name in final


def test_slips_of_a_round_carry_the_games_fields_and_match_codes(db, demo: int) -> None:  # type: ignore[no-untyped-def]
    view = svc.load_event(db, demo)
    first = view.rounds[0]
    played = sorted((m for m in first.matches if m.b is not None), key=lambda m: m.table)
    for per_page, expected in ((1, len(played)), (2, (len(played) + 1) // 2), (4, (len(played) + 3) // 4)):
        data = sheets.event_sheet(db, demo, "slips", EN, options=sheets.Options(round=1, per_page=per_page))
        assert pages(data) == expected
    data = sheets.event_sheet(db, demo, "slips", EN, options=sheets.Options(round=1, per_page=4))
    assert qr_codes(data, 0) == sorted(m.code for m in played[:4])
    t = text(data)
    for f in registry.get("toybattle").result_fields:
        assert flat(f.label) in flat(t)
    # every code the slips print opens its match
    for m in played:
        assert svc.match_by_code(db, m.code).id == m.id


def test_round_that_does_not_exist_is_a_clear_error(db, demo: int) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(sheets.SheetError, match="no round 9"):
        sheets.event_sheet(db, demo, "pairings", EN, options=sheets.Options(round=9))
    with pytest.raises(sheets.SheetError, match="no elimination stage"):
        sheets.event_sheet(db, demo, "bracket", EN)
    with pytest.raises(sheets.SheetError, match="no squads"):
        sheets.event_sheet(db, demo, "squads", EN)  # Toy Battle: both sides have the same troops


def helix_result(winner: str, a: int, b: int) -> dict[str, object]:
    ended = "pieces" if (a == 0 or b == 0) and winner else "time_called"
    return {"winner": winner, "ended": ended, "pieces_left_a": a, "pieces_left_b": b}


def test_bracket_of_an_elimination_stage(db) -> None:  # type: ignore[no-untyped-def]
    ev = svc.create_event(
        db, svc.EventSpec(name="Кубок", game="helix", stages=(svc.StageSpec("single_elimination"),))
    ).summary.id
    for i, name in enumerate(["Андрій", "Bohdan", "Віра", "Dana", "Євген", "Fedir"]):
        svc.register_player(db, ev, name, rating=2000 - 10 * i)
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    for m in rnd.matches:
        if m.status == "pending":
            svc.record_result(db, m.id, [helix_result("a", 3, 0)])
    data = sheets.event_sheet(db, ev, "bracket", EN)
    t = text(data)
    assert "Round 1" in t and "Round 2" in t and "Round 3" in t
    for m in rnd.matches:
        assert m.a_name in t and m.b_name in t
    view = svc.load_event(db, ev)
    data2 = sheets.bracket_data(view, EN)
    assert data2.size == 8 and {b.slot for b in data2.boxes} >= {m.bracket_slot for m in rnd.matches}
    assert all(b.winner == "a" for b in data2.boxes if b.round == 1)
    # the two top seeds' byes are drawn, and the next round's known players are already in their boxes
    byes = [b for b in data2.boxes if b.round == 1 and b.b_name == "bye"]
    assert len(byes) == 2
    second = [b for b in data2.boxes if b.round == 2]
    assert len(second) == 2 and all(b.a_name and b.b_name for b in second)


def _attacktix_squad(db, name: str):  # type: ignore[no-untyped-def]
    figures = {
        k: ax.figure_from_catalog(v.key, v.data, name=v.name)
        for k, v in squads_svc.catalog_entries(db, ax.CATALOG_KIND).items()
    }
    plain = sorted(
        (f for f in figures.values() if not (f.gold or f.tournament or f.is_mega)), key=lambda f: f.code
    )
    by_points = {f.points: f for f in plain}
    entries = [{"key": by_points[p].key, "count": 1} for p in (50, 30, 20)]
    backups = [{"key": plain[0].key, "count": 1}]
    return squads_svc.save_squad(db, ax.SQUAD_KIND, name, {"entries": entries, "backups": backups}), [
        by_points[p] for p in (50, 30, 20)
    ]


def test_squad_sheets_of_an_attacktix_event(db) -> None:  # type: ignore[no-untyped-def]
    squad, figs = _attacktix_squad(db, "Alpha")
    # a 100-point event (the default is 200, which the squad would break)
    spec = svc.EventSpec(name="AX", game="attacktix", game_settings={"point_limit": 100})
    ev = svc.create_event(db, spec).summary.id
    svc.register_player(db, ev, "Ганна", squad_id=squad.id)
    svc.register_player(db, ev, "Bob")
    t = text(sheets.event_sheet(db, ev, "squads", EN))
    assert "Ганна" in t and "Alpha" in t and "Backups" in t
    for f in figs:
        assert f.code in t
    assert "Squad points: 100" in t


def test_squad_sheet_by_name_for_a_helix(db) -> None:  # type: ignore[no-untyped-def]
    glyphs = [hx.glyph_from_catalog(v.key, v.data) for v in squads_svc.catalog_entries(db, hx.CATALOG_KIND).values()]
    keys = sorted(g.key for g in glyphs if not g.gold)[:6]
    rec = squads_svc.save_squad(db, hx.SQUAD_KIND, "Спіраль", {"slots": keys})
    glyphs = squads_svc.load_squad(db, rec.id, hx.SQUAD_KIND)[0].slots
    data = sheets.squad_sheet(db, "спіраль", EN)
    t = " ".join(text(data).split())
    assert "Спіраль" in t and "Black side" in t and "White side" in t
    for g in glyphs:
        assert g is not None and g.name in t
        assert f"{g.black.number} {' '.join(g.black.symbols)}".strip() in t
        assert f"{g.white.number} {' '.join(g.white.symbols)}".strip() in t
    with pytest.raises(sheets.SheetError, match="no saved"):
        sheets.squad_sheet(db, "nobody", EN)


# --- the command line ------------------------------------------------------------------------------


@pytest.fixture
def cli(db_path: Path, capsys: pytest.CaptureFixture[str]):  # type: ignore[no-untyped-def]
    url = f"sqlite:///{db_path}"

    def call(*args: str, code: int = 0) -> str:
        capsys.readouterr()
        rc = main(["--database", url, *args])
        out = capsys.readouterr()
        assert rc == code, out.err + out.out
        return out.out + out.err

    return call


def test_cli_event_sheets_every_kind(cli, db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    ev = build_demo(db, game="attacktix", players=6, rounds=2, seed=3).event_id
    for kind in KINDS:
        out = tmp_path / f"{kind}.pdf"
        if kind == "bracket":  # a Swiss demo has no bracket (its players have squads: issue 24)
            msg = cli("event", "sheets", str(ev), "--kind", kind, "--out", str(out), code=1)
            assert "elimination" in msg
            assert not out.exists()  # nothing half-written
            continue
        cli("event", "sheets", str(ev), "--kind", kind, "--out", str(out), "--paper", "letter")
        assert pages(out.read_bytes()) >= 1


def test_cli_warns_of_characters_no_font_has(cli, db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # An event still running (a finished demo's players can no longer be renamed): round 1 paired.
    ev = svc.create_event(db, svc.EventSpec(name="Glyphs", game="toybattle")).summary.id
    reg = svc.register_player(db, ev, "สมชาย ใจดี")
    for name in ("שרה כהן 张伟", "Anna Smith", "Іван Білик"):
        svc.register_player(db, ev, name)
    svc.publish_round(db, svc.pair_next_round(db, ev).id)
    from desktop.services.tournament_registration import update_registration

    out = tmp_path / "standings.pdf"
    msg = cli("event", "sheets", str(ev), "--kind", "standings", "--out", str(out))
    assert "warning: 9 character(s) have no glyph" in msg and "U+0E2A ส (THAI CHARACTER SO SUA)" in msg
    assert "U+05E9" not in msg and "U+5F20" not in msg  # Hebrew and Chinese have their glyphs
    update_registration(db, reg.id, name="Somchai")
    msg = cli("event", "sheets", str(ev), "--kind", "standings", "--out", str(out), "--json")
    assert "warning" not in msg and '"missing_glyphs": []' in msg


def test_cli_ukrainian_slip(cli, db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    ev = build_demo(db, game="toybattle", players=4, rounds=1, seed=2).event_id
    view = svc.load_event(db, ev)
    m = next(m for m in view.rounds[0].matches if m.b is not None)
    out = tmp_path / "slips-uk.pdf"
    cli(
        "event",
        "sheets",
        str(ev),
        "--kind",
        "slips",
        "--round",
        "1",
        "--per-page",
        "1",
        "--lang",
        "uk",
        "--out",
        str(out),
    )
    data = out.read_bytes()
    t = text(data)
    assert "Тур 1" in t and f"Стіл {m.table}" in t and "Код матчу" in t and "Час вийшов" in t
    assert "Переможець" in t and "Медалі (гравець A)" in t  # the game's result fields, translated
    assert "Сторінка 1 з" in t and "Round 1" not in t
    assert m.code in t and m.code in qr_codes(data, 0)


def test_cli_ukrainian_leaves_the_interface_language_alone(cli, db, qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QCoreApplication

    ev = build_demo(db, game="helix", players=4, rounds=1, seed=2).event_id
    cli("event", "sheets", str(ev), "--kind", "checkin", "--lang", "uk", "--out", str(tmp_path / "c.pdf"))
    assert "Список відмітки" in text((tmp_path / "c.pdf").read_bytes())
    assert QCoreApplication.translate("Reports", "Check-in list") == "Check-in list"


def test_cli_uses_the_global_language_too(cli, db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    ev = build_demo(db, game="helix", players=4, rounds=1, seed=2).event_id
    out = tmp_path / "st.pdf"
    cli("--lang", "uk", "event", "sheets", str(ev), "--kind", "standings", "--out", str(out))
    assert "Турнірна таблиця після туру 1" in text(out.read_bytes())


def test_cli_squad_sheet(cli, db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    _attacktix_squad(db, "Alpha Team")
    out = tmp_path / "alpha.pdf"
    cli("squad", "sheet", "alpha team", "--kind", "attacktix", "--out", str(out))
    assert "Alpha Team" in text(out.read_bytes())
    msg = cli("squad", "sheet", "Nobody", "--out", str(tmp_path / "x.pdf"), code=1)
    assert "no saved" in msg and not (tmp_path / "x.pdf").exists()


def test_cli_unknown_event_and_bad_folder(cli, db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    msg = cli("event", "sheets", "999", "--kind", "standings", "--out", str(tmp_path / "a.pdf"), code=1)
    assert "999" in msg
    ev = build_demo(db, game="helix", players=4, rounds=1, seed=2).event_id
    folder = tmp_path / "out"
    folder.mkdir()
    msg = cli("event", "sheets", str(ev), "--kind", "standings", "--out", str(folder), code=1)
    assert "folder" in msg
    assert list(folder.iterdir()) == []  # no temporary file left behind
    missing = folder / "no" / "such" / "dir.pdf"
    msg = cli("event", "sheets", str(ev), "--kind", "standings", "--out", str(missing), code=1)
    assert "No such file" in msg or "no such" in msg.lower()


def test_pairings_of_a_later_stage_name_the_stage(db) -> None:  # type: ignore[no-untyped-def]
    spec = svc.EventSpec(
        name="Cut",
        game="helix",
        stages=(svc.StageSpec("swiss", rounds=1), svc.StageSpec("single_elimination", cut=4)),
    )
    ev = svc.create_event(db, spec).summary.id
    for i in range(6):
        svc.register_player(db, ev, f"Гравець {i}", rating=1900 - 10 * i)
    first = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    for m in first.matches:
        if m.status == "pending":
            svc.record_result(db, m.id, [helix_result("a", 3, 0)])
    semis = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    t = text(sheets.event_sheet(db, ev, "pairings", EN))
    assert f"Pairings, round {semis.number}" in t and "Stage 2: single elimination" in t
    assert "Stage 1: Swiss" in text(sheets.event_sheet(db, ev, "wall", EN, options=sheets.Options(round=1)))
    assert f"Round {semis.number}" in text(sheets.event_sheet(db, ev, "bracket", EN))  # the event's numbers


def test_squad_sheets_are_offered_only_for_games_with_squads(db) -> None:  # type: ignore[no-untyped-def]
    for key, game in registry.GAMES.items():
        assert ("squads" in sheets.sheet_kinds(key)) == game.has_squads
    assert "squads" not in sheets.sheet_kinds("toybattle")
    assert set(sheets.sheet_kinds("helix")) == set(KINDS)


def test_helix_sheet_names_each_glyphs_species_from_the_catalog(db) -> None:  # type: ignore[no-untyped-def]
    species = squads_svc.catalog_entries(db, "helix.species")
    glyphs = [g for g in squads_svc.catalog_entries(db, hx.CATALOG_KIND).values() if not g.data.get("gold")][:6]
    rec = squads_svc.save_squad(db, hx.SQUAD_KIND, "Species", {"slots": [g.key for g in glyphs]})
    sheet = sheets.squad_sheet_from_snapshot(
        squads_svc.snapshot_for_registration(db, rec.id), EN, catalog=sheets.sheet_catalog(db, hx.SQUAD_KIND)
    )
    (table,) = sheet.tables
    shown = {row[2] for row in table.rows}
    expected = {species[g.data["species"]].name for g in glyphs if g.data.get("species") in species}
    assert expected and expected <= shown
