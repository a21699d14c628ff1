"""``event publish`` reads the event in bulk (a few Core queries, no ORM objects) and writes the same
site, byte for byte, as the pages built from the services' full read of the event (``load_site``):
an event with byes, forfeits, a draw, a double loss, a dropped and a disqualified player, names with
markup, a Swiss stage and an elimination stage, a draft round kept back; in both languages."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from web_support import CLUB, HOSTILE, tb

from desktop.services import tournament as svc

WHEN = "2026-12-07 04:00 UTC"


def _files(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture
def mixed_event(db) -> int:  # type: ignore[no-untyped-def]
    return build_mixed_event(db)


def build_mixed_event(db: Any) -> int:
    """Nine players (byes in the Swiss), a Swiss of 3 rounds, then a top-4 bracket with a third place
    match; results of every kind, a drop and a disqualification; the bracket's final being played."""
    stages = (svc.StageSpec("swiss", rounds=3), svc.StageSpec("single_elimination", cut=4, third_place=True))
    ev = svc.create_event(db, svc.EventSpec(name="Mixed <Cup> & Co", game="toybattle", venue="Hall <1>", stages=stages))
    ev_id = ev.summary.id
    names = ["Ann", "Bohdan Білик", HOSTILE, "Dee", "Ed", "Fay", "Gus", "Hal", "Ivy"]
    regs = [
        svc.register_player(db, ev_id, n, rating=2000 - 10 * i, club=CLUB if n == HOSTILE else "").id
        for i, n in enumerate(names)
    ]
    for number in range(1, 4):
        rnd = svc.publish_round(db, svc.pair_next_round(db, ev_id).id)
        played = [m for m in rnd.matches if m.status == "pending" and m.b is not None]
        for i, m in enumerate(played):
            if number == 1 and i == 0:
                svc.record_special_result(db, m.id, "forfeit", winner="b")
            elif number == 1 and i == 1:
                svc.record_special_result(db, m.id, "intentional_draw")
            elif number == 2 and i == 0:
                svc.record_special_result(db, m.id, "double_loss")
            else:
                svc.record_result(db, m.id, [tb("a" if (i + number) % 3 else "b", 2 + i % 3, i % 2)])
        if number == 1:
            svc.drop_player(db, regs[8])
        if number == 2:
            svc.disqualify_player(db, regs[7], "a marked deck")
    semis = svc.publish_round(db, svc.pair_next_round(db, ev_id).id)
    for m in semis.matches:
        if m.status == "pending" and m.b is not None:
            svc.record_result(db, m.id, [tb("b")])
    svc.publish_round(db, svc.pair_next_round(db, ev_id).id)  # the final and third place: no result yet
    return ev_id


def _reference(db: Any, event_id: int, folder: Path, lang: str) -> dict[str, bytes]:
    from desktop.web.publish import publish_site
    from desktop.web.site import load_site

    publish_site(load_site(db, event_id), folder, lang, published_at=WHEN)
    return _files(folder)


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_publish_writes_the_very_site_of_the_full_read(db, mixed_event: int, tmp_path: Path, lang: str) -> None:  # type: ignore[no-untyped-def]
    from desktop.web.publish import publish

    expected = _reference(db, mixed_event, tmp_path / "reference", lang)
    publish(db, mixed_event, tmp_path / "bulk", lang, published_at=WHEN)
    got = _files(tmp_path / "bulk")
    assert sorted(got) == sorted(expected)
    for name, data in expected.items():
        assert got[name] == data, name
    # the event has what the comparison is about
    pages = b"".join(expected.values()).decode("utf-8")
    assert "&lt;script&gt;" in pages and "<script>alert" not in pages
    assert "bracket-match" in expected["bracket.html"].decode("utf-8")
    assert "pairings-5.html" in expected and "pairings-6.html" not in expected



def _cli_site(db_path: Path, event_id: int, folder: Path, lang: str, capsys: Any) -> dict[str, bytes]:
    from desktop.cli import main

    argv = ["--database", f"sqlite:///{db_path}", "--lang", lang, "event", "publish", str(event_id), str(folder)]
    assert main(argv) == 0
    assert capsys.readouterr().out.startswith(f"published event {event_id}: 12 files")
    return {name: re.sub(rb"<footer>.*</footer>", b"", data) for name, data in _files(folder).items()}


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_the_command_lines_sqlite3_read_publishes_the_same_site_as_the_full_path(  # type: ignore[no-untyped-def]
    db, db_path: Path, mixed_event: int, tmp_path: Path, capsys, monkeypatch, lang: str
) -> None:
    from desktop.cli import quick

    answered: list[int | None] = []  # the quick path's exit status (None: it handed over)
    real = quick._publish
    monkeypatch.setattr(quick, "_ACTIONS", {**quick._ACTIONS, "publish": lambda *a: answered.append(real(*a)) or answered[-1]})
    quick_site = _cli_site(db_path, mixed_event, tmp_path / "quick", lang, capsys)
    assert answered == [0]
    monkeypatch.setenv(quick.ENV_SWITCH, "0")
    full_site = _cli_site(db_path, mixed_event, tmp_path / "full", lang, capsys)
    assert answered == [0]
    reference = _reference(db, mixed_event, tmp_path / "reference", lang)
    assert quick_site == full_site == {n: re.sub(rb"<footer>.*</footer>", b"", d) for n, d in reference.items()}


def test_event_publish_as_a_process_imports_no_sqlalchemy(db_path: Path, mixed_event: int, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    import subprocess
    import sys

    code = (
        "import sys; from desktop.cli import main; "
        f"rc = main(['--database', {f'sqlite:///{db_path}'!r}, 'event', 'publish', '{mixed_event}', {str(tmp_path / 'out')!r}]); "
        "print(rc, sorted(m for m in sys.modules if m.split('.')[0] in ('sqlalchemy', 'alembic', 'PySide6')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert done.stdout.strip().splitlines()[-1] == "0 []"
    assert (tmp_path / "out" / "standings.html").is_file()


def test_the_columns_read_are_decoded_as_the_models_types_decode_them() -> None:
    from sqlalchemy import JSON, Boolean, DateTime

    from database.models.base import Base
    from desktop.services.publish_read import COLUMNS, DECODED

    kinds = {JSON: "json", Boolean: "bool", DateTime: "time"}
    for table, columns in COLUMNS.items():
        model = Base.metadata.tables[table]
        for col in columns:
            kind = next((k for t, k in kinds.items() if isinstance(model.c[col].type, t)), None)
            assert DECODED.get(table, {}).get(col) == kind, (table, col)


def test_event_publish_of_a_bracket_with_the_papers_captions_imports_no_pdf_library(db_path: Path, mixed_event: int, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The bracket page shares the paper's round captions and notes (reports/bracket_words.py) without
    loading reportlab, which the printed bracket needs and a published site does not."""
    import subprocess
    import sys

    code = (
        "import sys; from desktop.cli import main; "
        f"rc = main(['--database', {f'sqlite:///{db_path}'!r}, 'event', 'publish', '{mixed_event}', {str(tmp_path / 'out')!r}]); "
        "print(rc, sorted(m for m in sys.modules if m.split('.')[0] == 'reportlab'))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=True)
    assert done.stdout.strip().splitlines()[-1] == "0 []"
    page = (tmp_path / "out" / "bracket.html").read_text("utf-8")
    assert "Final · Round" in page or "Third place · Round" in page
