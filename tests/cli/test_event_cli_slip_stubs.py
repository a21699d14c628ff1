"""`event sheets --kind slips --web-url URL` prints the venue web's address on each player's stub beside
their personal code (issue 26); an address with spaces or control characters is a usage error."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from pypdf import PdfReader

from desktop.cli import main


@pytest.fixture
def run(db_path: Path, capsys: pytest.CaptureFixture[str]):  # type: ignore[no-untyped-def]
    url = f"sqlite:///{db_path}"

    def call(*args: str, code: int = 0) -> str:
        capsys.readouterr()
        rc = main(["--database", url, "event", *args])
        out = capsys.readouterr()
        assert rc == code, out.err + out.out
        return out.out + out.err

    return call


def _flat(path: Path) -> str:
    return "".join("".join((p.extract_text() or "").split()) for p in PdfReader(io.BytesIO(path.read_bytes())).pages)


def test_event_sheets_web_url_reaches_every_players_stub(run, db_path: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from database.engine import Database
    from desktop.services import venue

    run("create", "Stub Cup", "--game", "toybattle", "--rounds", "3")
    for name in ("Ann", "Ben", "Cid", "Dee", "Євген"):
        run("register", "Stub Cup", name)
    run("pair", "Stub Cup", "--publish")
    (ev,) = [e["id"] for e in json.loads(run("list", "--json")) if e["name"] == "Stub Cup"]
    db = Database.open(f"sqlite:///{db_path}")
    try:
        codes = {c.name: c.code for c in venue.issue_codes(db, ev)}
    finally:
        db.close()
    out = tmp_path / "slips.pdf"
    run("sheets", "Stub Cup", "--kind", "slips", "--web-url", "http://10.0.0.5:8080/", "--out", str(out))
    text = _flat(out)
    assert text.count("fromyourphoneathttp://10.0.0.5:8080/") == 5  # four at two tables, one with the bye
    assert all(text.count(code) == 1 for code in codes.values())
    said = run("sheets", "Stub Cup", "--kind", "slips", "--web-url", "http://x/ y", "--out", str(out), code=2)
    assert "--web-url" in said and "without spaces" in said
