"""The printed sheets (check-in list, registrations, score sheets, result slips) show each player's squad
summary in the sheets' language: the rules store it in English ("… (2 gold)", "100 pts: …"), and
`event sheets --lang uk` prints it as the desk shows it in Ukrainian."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

import pytest
from pypdf import PdfReader

ROOT = Path(__file__).resolve().parents[2]


def _text(path: Path) -> str:
    return "".join("".join((p.extract_text() or "").split()) for p in PdfReader(io.BytesIO(path.read_bytes())).pages)


@pytest.fixture
def gold_in_ukrainian(qtbot) -> str:  # type: ignore[no-untyped-def]
    """How the desk says "(2 gold)" in Ukrainian (the helix summary's tail), without spaces."""
    from desktop.ui import i18n
    from desktop.ui.games import squad_summary

    assert i18n.install("uk")
    try:
        shown = squad_summary("helix", "Maelstrom, Inferno, Tide, Surge, Ember, Blaze (2 gold)")
    finally:
        i18n.install("en")
    tail = shown[shown.rindex("("):]
    assert "gold" not in tail and tail.startswith("(2 "), shown
    return "".join(tail.split())


def _cli(db_path: Path, *args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "desktop", "--database", f"sqlite:///{db_path}", *args],
        capture_output=True, text=True, cwd=ROOT, timeout=120,
    )
    assert done.returncode == 0, done.stderr + done.stdout
    return done.stdout


@pytest.fixture
def helix_event(db_path: Path) -> str:
    from database.engine import Database
    from desktop.services import squads as sq
    from desktop.services import tournament as svc
    from desktop.ui.games.helix import data

    db = Database.open(f"sqlite:///{db_path}")
    try:
        glyphs = data.glyphs(db)
        gold = [g for g in glyphs if g.gold][:2]
        plain = [g for g in glyphs if not g.gold][:4]
        ev = svc.create_event(db, svc.EventSpec(name="Spiral Cup", game="helix"))
        for name in ("Ann", "Ben"):
            squad = sq.save_squad(db, kind="helix.helix", name=f"{name}'s helix",
                                  data={"slots": [g.key for g in gold + plain]})
            svc.register_player(db, ev.summary.id, name, squad_id=squad.id)
        assert "gold" in svc.load_event(db, ev.summary.id).registrations[0].squad_summary  # stored in English
    finally:
        db.close()
    return "Spiral Cup"


@pytest.mark.parametrize("kind", ["registrations", "scoresheets"])  # the check-in list cuts the summary short
def test_the_squad_summaries_on_paper_are_in_the_sheets_language(helix_event: str, db_path: Path, tmp_path: Path,
                                                                  kind: str, gold_in_ukrainian: str) -> None:
    english, ukrainian = tmp_path / "en.pdf", tmp_path / "uk.pdf"
    _cli(db_path, "event", "sheets", helix_event, "--kind", kind, "--out", str(english))
    _cli(db_path, "event", "sheets", helix_event, "--kind", kind, "--lang", "uk", "--out", str(ukrainian))
    assert "gold" in _text(english)
    shown = _text(ukrainian)
    assert "gold" not in shown and gold_in_ukrainian in shown, (gold_in_ukrainian, shown)


def test_the_result_slips_show_the_squads_in_the_sheets_language(helix_event: str, db_path: Path,
                                                                  tmp_path: Path, gold_in_ukrainian: str) -> None:
    _cli(db_path, "event", "pair", helix_event, "--publish")
    ukrainian = tmp_path / "slips.pdf"
    _cli(db_path, "event", "sheets", helix_event, "--kind", "slips", "--lang", "uk", "--out", str(ukrainian))
    shown = _text(ukrainian)
    assert "gold" not in shown and gold_in_ukrainian in shown, (gold_in_ukrainian, shown)
