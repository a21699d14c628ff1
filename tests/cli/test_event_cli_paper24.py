"""Issue 24 ("Organisers' expectations": CSV export) and issue 25 (`event sheets --out` onto a link, a FIFO
or a device node is refused) through the event CLI."""

from __future__ import annotations

import csv
import io
import json
import os
import stat
from pathlib import Path

import pytest

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


RESULT = "winner=a,ended=hq,medals_a=3,medals_b=1"


@pytest.fixture
def event(run) -> str:  # type: ignore[no-untyped-def]
    run("create", "Kyiv Open", "--game", "toybattle", "--rounds", "3", "--date", "2025-06-01")
    for name in ("Ann", "Ben", "Cid", "Dee", "Євген"):
        run("register", "Kyiv Open", name)
    rnd = json.loads(run("pair", "Kyiv Open", "--publish", "--json"))
    for m in rnd["matches"]:
        if m["kind"] == "played":
            run("result", "Kyiv Open", str(m["id"]), "--game", RESULT)
    return "Kyiv Open"


def test_event_export_writes_standings_pairings_and_players_as_csv(run, event, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    standings = json.loads(run("standings", event, "--json"))
    for what in ("standings", "pairings", "players"):
        out = tmp_path / f"{what}.csv"
        said = run("export", event, "--what", what, "--out", str(out))
        assert f"wrote the {what} of event" in said and str(out) in said
        rows = list(csv.DictReader(io.StringIO(out.read_text(encoding="utf-8-sig"))))
        if what == "standings":
            lines = standings["lines"] if isinstance(standings, dict) else standings
            assert [(int(r["place"]), r["name"]) for r in rows] == [(x["rank"], x["name"]) for x in lines]
        elif what == "pairings":
            assert {r["kind"] for r in rows} == {"played", "bye"} and all(r["round"] == "1" for r in rows)
        else:
            assert [r["name"] for r in rows] == ["Ann", "Ben", "Cid", "Dee", "Євген"]
    assert run("export", event, "--what", "players", "--out", "-").startswith("number,name,club")
    # the JSON export is still the default
    assert json.loads(run("export", event))["format"] == "toybox-arena-event"
    assert "invalid choice" in run("export", event, "--what", "clubs", "--out", "x.csv", code=2)


def _odd_targets(tmp_path: Path) -> tuple[Path, list[Path], Path]:
    folder = tmp_path / "targets"
    folder.mkdir()
    mine = folder / "mine.txt"
    mine.write_text("keep me", encoding="utf-8")
    link = folder / "link.pdf"
    link.symlink_to(mine)
    fifo = folder / "pipe.pdf"
    os.mkfifo(fifo)
    targets = [link, fifo]
    node = folder / "null"
    try:
        os.mknod(node, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
        targets.append(node)
    except (PermissionError, OSError, AttributeError):
        pass
    return folder, targets, mine


@pytest.mark.parametrize("verb", ["sheets", "csv"])
def test_sheets_and_csv_onto_a_link_a_fifo_or_a_device_are_refused_and_leave_it_alone(  # type: ignore[no-untyped-def]
    run, event, tmp_path: Path, verb: str
) -> None:
    folder, targets, mine = _odd_targets(tmp_path)
    before = sorted(p.name for p in folder.iterdir())
    for target in targets:
        if verb == "sheets":
            said = run("sheets", event, "--kind", "pairings", "--out", str(target), code=1)
        else:
            said = run("export", event, "--what", "standings", "--out", str(target), code=1)
        assert "not a regular file" in said and len(said.strip().splitlines()) == 1, said
    assert sorted(p.name for p in folder.iterdir()) == before  # no temporary file left behind
    assert mine.read_text(encoding="utf-8") == "keep me"
    assert (folder / "link.pdf").is_symlink() and stat.S_ISFIFO((folder / "pipe.pdf").lstat().st_mode)


def test_event_pair_prints_a_requested_bye_with_its_points(run, event) -> None:  # type: ignore[no-untyped-def]
    assert "sits out round 2" in run("bye", event, "Ben", "--round", "2")
    out = run("pair", event)
    line = next(x for x in out.splitlines() if "Ben" in x)
    assert "bye requested" in line and "(1 point)" in line  # the draw points, as the event scores it
