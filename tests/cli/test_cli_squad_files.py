"""``toybox-arena squad list|export|import`` (issue 9, defect 8: imports with progress on stderr in the CLI),
and a second player CSV import that updates known players in bulk."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop.cli import main
from desktop.cli import squad as squad_cli


def _setup(name: str) -> dict[str, object]:
    return {
        "kind": "toybattle.setup",
        "name": name,
        "data": {"terrain": "castle", "colour": "blue", "opponent": "easy", "beginner": False},
    }


def _file(path: Path, squads: list[dict[str, object]]) -> Path:
    path.write_text(
        json.dumps({"format": "toybox-arena-squads", "version": 1, "squads": squads}), encoding="utf-8"
    )
    return path


@pytest.fixture
def run(db_path: Path, capsys: pytest.CaptureFixture[str]):  # type: ignore[no-untyped-def]
    url = f"sqlite:///{db_path}"

    def call(*args: str, code: int = 0) -> tuple[str, str]:
        capsys.readouterr()
        rc = main(["--database", url, *args])
        out = capsys.readouterr()
        assert rc == code, out.err + out.out
        return out.out, out.err

    return call


def test_import_list_export_round_trip(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    src = _file(tmp_path / "a.json", [_setup("Alpha"), _setup("Beta")])
    out, _ = run("squad", "import", str(src))
    assert out.splitlines() == ["imported 2 squads from " + str(src)]
    out, _ = run("squad", "import", str(src))
    assert "'Alpha' saved as 'Alpha (2)' (the name was taken)" in out
    listed, _ = run("squad", "list", "--game", "toybattle", "--json")
    assert sorted(r["name"] for r in json.loads(listed)) == ["Alpha", "Alpha (2)", "Beta", "Beta (2)"]
    text, _ = run("squad", "list")
    assert len(text.splitlines()) == 4 and "Castle" in text
    out, _ = run("squad", "export", str(tmp_path / "out.json"))
    assert out.strip() == f"exported 4 squads to {tmp_path / 'out.json'}"
    exported = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))
    assert len(exported["squads"]) == 4


def test_a_bad_file_is_refused_by_name_and_nothing_is_written(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    bad = _file(tmp_path / "bad.json", [_setup("Good"), {"kind": "toybattle.setup", "name": "x", "data": []}])
    _, err = run("squad", "import", str(bad), code=1)
    assert str(bad) in err and "nothing was imported" in err
    listed, _ = run("squad", "list", "--json")
    assert json.loads(listed) == []
    (tmp_path / "nested.json").write_text("[" * 100_000, encoding="utf-8")
    _, err = run("squad", "import", str(tmp_path / "nested.json"), code=1)
    assert "nothing was imported" in err and "Traceback" not in err
    _, err = run("squad", "import", str(tmp_path / "missing.json"), code=1)
    assert "missing.json" in err


def test_a_large_import_shows_progress_on_stderr(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    src = _file(tmp_path / "many.json", [_setup(f"S{i}") for i in range(1500)])
    out, err = run("squad", "import", str(src))
    assert "imported 1500 squads" in out
    assert "importing squads: 1500/1500" in err


def test_many_renames_are_summarised(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    src = _file(tmp_path / "r.json", [_setup(f"R{i}") for i in range(squad_cli.RENAMED_SHOWN + 5)])
    run("squad", "import", str(src))
    out, _ = run("squad", "import", str(src))
    assert "and 5 more renamed" in out
    assert len(out.splitlines()) == 1 + squad_cli.RENAMED_SHOWN + 1


def test_a_second_csv_updates_known_players_in_bulk(run, tmp_path: Path, db_path: Path) -> None:  # type: ignore[no-untyped-def]
    import sqlite3

    csv = tmp_path / "p.csv"
    csv.write_text(
        "name,club,rating,email\nAnna,Kyiv,1500,\nBen,,1400,b@example.com\nCy,,1300,\n", encoding="utf-8"
    )
    for name in ("One", "Two"):
        run("event", "create", name, "--game", "toybattle")
    run("event", "import-players", "One", str(csv))
    csv.write_text(
        "name,club,rating,email\nAnna,Kyiv,1610,a@example.com\nBen,,,\nCy,,1350,\n", encoding="utf-8"
    )
    out, _ = run("event", "import-players", "Two", str(csv))
    assert "registered 3 players" in out
    con = sqlite3.connect(db_path)
    try:
        players = {n: (r, e) for n, r, e in con.execute("select name, rating, email from players")}
        regs = con.execute("select count(*), count(distinct player_id) from registrations").fetchone()
    finally:
        con.close()
    assert players == {"Anna": (1610, "a@example.com"), "Ben": (1400, "b@example.com"), "Cy": (1350, "")}
    assert regs == (6, 3)  # the same three people in both events
