"""Every ``event`` verb says in a short line what it did (besides --json): created, registered, paired,
published, swapped, recorded, corrected, cleared, checked in, dropped, penalised, the clock..."""

from __future__ import annotations

import json
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


def test_every_verb_confirms_what_it_did(run, tmp_path) -> None:  # type: ignore[no-untyped-def]
    assert "no events yet" in run("list")
    out = run("create", "Kharkiv Open", "--game", "toybattle", "--rounds", "3")
    assert out.strip() == "created event 1 'Kharkiv Open': Toy Battle, swiss (3 rounds)"
    out = run("create", "Cup", "--game", "toybattle", "--then", "single_elimination", "--cut", "4")
    assert "created event 2 'Cup': Toy Battle, swiss then single elimination (top 4)" in out
    assert "1\tKharkiv Open" in run("list")
    assert run("register", "1", "Ann", "--rating", "1500").strip() == "registered Ann (player 1) in event 1"
    for name in ("Ben", "Cid", "Dee", "Eve"):
        run("register", "1", name)
    out = run("checkin", "1", "--all")
    assert "checked in 5 players" in out
    out = run("pair", "1")
    assert "paired round 1: 2 matches, the bye to" in out and "(a draft: publish it with" in out
    out = run("pair", "1", "--swap", "Ann", "Ben")
    assert "swapped Ann and Ben in round 1's draft" in out
    assert "round 1 published" in run("pair", "1", "--publish-draft")
    view = json.loads(run("standings", "1", "--json"))
    assert view["event_id"] == 1
    rnd = json.loads(run("pair", "1", "--json", code=1))  # the round's results are missing
    assert "without a result" in rnd["error"]
    matches = [m for m in json.loads(run("export", "1"))["rounds"][0]["matches"] if m["kind"] == "played"]
    first = matches[0]
    out = run("result", "1", str(first["id"]), "--game", "winner=a,ended=hq,medals_a=3,medals_b=1")
    assert out.startswith(f"result recorded: #{first['id']} {first['code']} round 1:")
    out = run("result", "1", first["code"], "--game", "winner=b,ended=hq,medals_a=1,medals_b=3")
    assert out.startswith("result corrected: ") and out.rstrip().endswith("0-3")
    out = run("result", "1", first["code"], "--clear")
    assert out.startswith("result cleared: ") and "no result" in out
    out = run("penalty", "1", first["a_name"], "--kind", "warning", "--reason", "late")
    assert out.strip() == f"warning recorded against {first['a_name']}"
    out = run("clock", "1", "start")
    assert out.startswith("clock started: round 1:")
    assert run("clock", "1", "pause").startswith("clock paused: ")
    assert run("clock", "1", "resume").startswith("clock resumed: ")
    assert run("clock", "1", "extend", "5").startswith("clock extended by 5 min: ")
    out = run("drop", "1", "Eve")
    assert "Eve: dropped after round 1 (no longer paired)" in out
    out = run("edit", "1", "--venue", "Hall 2")
    assert "event 1 'Kharkiv Open' updated: venue" in out
    out = run("export", "1", str(tmp_path / "e.json"))
    assert f"wrote event 1 to {tmp_path / 'e.json'}" in out
    out = run("demo", "--game", "toybattle", "--players", "4", "--rounds", "1", "--seed", "3")
    assert out.startswith("built demo event 3: Toy Battle, 4 players, 1 round, 2 games (results made up")
