"""event pair --with / --bye (pairing by hand in a draft) and event bye (a requested bye): the CLI."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from desktop.cli import main


def _dump(path: Path) -> list[str]:
    con = sqlite3.connect(str(path))
    try:
        return list(con.iterdump())
    finally:
        con.close()


@pytest.fixture
def run(db_path: Path, capsys: pytest.CaptureFixture[str]):  # type: ignore[no-untyped-def]
    url = f"sqlite:///{db_path}"

    def call(*args: str, code: int = 0) -> object:
        capsys.readouterr()
        rc = main(["--database", url, "event", *args])
        out = capsys.readouterr()
        assert rc == code, out.err + out.out
        if "--json" in args and code == 0:
            return json.loads(out.out)
        return out.out + out.err

    return call


@pytest.fixture
def event(run) -> str:  # type: ignore[no-untyped-def]
    created = run("create", "Lviv Cup", "--game", "toybattle", "--rounds", "4", "--json")
    for i, name in enumerate(("Ann", "Ben", "Cid", "Dee", "Eve")):
        run("register", "Lviv Cup", name, "--rating", str(2000 - i))
    return str(created["summary"]["id"])


def _pairs(rv) -> set[frozenset[str]]:  # type: ignore[no-untyped-def]
    return {frozenset((m["a_name"], m["b_name"])) for m in rv["matches"] if m["kind"] == "played"}


def test_pair_two_players_by_hand_and_give_the_bye(run, event) -> None:  # type: ignore[no-untyped-def]
    run("pair", event)
    out = run("pair", "Lviv Cup", "--with", "Ann", "Ben")
    assert "paired by hand: Ann v Ben; the rest paired again around them" in out
    assert "Ann  v  Ben" in out
    rv = run("pair", event, "--with", "Ann", "Ben", "--json")
    assert frozenset(("Ann", "Ben")) in _pairs(rv) and rv["status"] == "draft"
    out = run("pair", event, "--bye", "Cid", "--expect-version", str(rv["version"]))
    assert "bye given by hand to Cid; the rest paired again" in out and "bye   Cid" in out
    assert "changed by" in run("pair", event, "--bye", "Dee", "--expect-version", str(rv["version"]), code=1)
    rv = run("pair", event, "--publish-draft", "--json")
    assert frozenset(("Ann", "Ben")) in _pairs(rv)
    assert next(m["a_name"] for m in rv["matches"] if m["kind"] == "bye") == "Cid"


def test_refusals_write_nothing(run, event, db_path) -> None:  # type: ignore[no-untyped-def]
    out = run("pair", event, "--with", "Ann", "Ben", code=1)
    assert "there is no draft round" in out
    run("pair", event)
    before = _dump(db_path)
    assert "Ann cannot be paired with themselves" in run("pair", event, "--with", "Ann", "Ann", code=1)
    assert "no single player called 'Zed'" in run("pair", event, "--with", "Ann", "Zed", code=1)
    assert "use one of --swap, --with at a time" in run(
        "pair", event, "--with", "Ann", "Ben", "--swap", "Cid", "Dee", code=1
    )
    assert "changed by" in run("pair", event, "--with", "Ann", "Ben", "--expect-version", "999", code=1)
    err = json.loads(run("pair", event, "--with", "Ann", "Ann", "--json", code=1))  # type: ignore[arg-type]
    assert err["template"] == "{name} cannot be paired with themselves" and err["params"] == {"name": "Ann"}
    assert _dump(db_path) == before
    run("register", event, "Fay")  # six players: no bye (the draft is discarded)
    run("pair", event)
    assert "round 1 has no bye: an even number of players is paired" in run(
        "pair", event, "--bye", "Ann", code=1
    )
    run("pair", event, "--publish-draft")
    assert "there is no draft round" in run("pair", event, "--bye", "Ann", code=1)


def test_a_requested_bye_from_the_command_line(run, event, db_path) -> None:  # type: ignore[no-untyped-def]
    out = run("bye", "Lviv Cup", "Eve", "--round", "1")
    assert "Eve sits out round 1 (a requested bye: the draw points)" in out
    rv = run("pair", event, "--json")
    sat = next(m for m in rv["matches"] if m["a_name"] == "Eve")
    assert sat["kind"] == "no_opponent" and sat["reason"] == "requested_bye_draw"
    out = run("bye", event, "Eve", "--round", "1", "--undo")
    assert "Eve plays round 1 after all" in out
    assert "the draft of round 1 was discarded: pair it again" in out
    res = run("bye", event, "Dee", "--round", "2", "--json")
    assert res["round_number"] == 2 and res["name"] == "Dee" and res["requested"] is True
    before = _dump(db_path)
    assert "Dee has already asked for a bye in round 2" in run("bye", event, "Dee", "--round", "2", code=1)
    assert "from round 4 on" in run("bye", event, "Ann", "--round", "4", code=1)
    assert "Ann has not asked for a bye in round 3" in run(
        "bye", event, "Ann", "--round", "3", "--undo", code=1
    )
    err = run("bye", event, "Ann", "--round", "0", "--json", code=1)
    assert json.loads(err)["error"] == "a round number is a whole number from 1"  # type: ignore[arg-type]
    assert _dump(db_path) == before
    # --round is required: a usage error (argparse, status 2, one line)
    assert "the following arguments are required: --round" in run("bye", event, "Ann", code=2)


def test_requested_bye_settings_on_create_and_edit(run) -> None:  # type: ignore[no-untyped-def]
    created = run(
        "create",
        "Odesa",
        "--game",
        "toybattle",
        "--requested-bye-points",
        "zero",
        "--max-requested-byes",
        "1",
        "--no-requested-byes-last",
        "0",
        "--json",
    )
    opts = created["options"]
    assert (opts["requested_bye_points"], opts["max_requested_byes"], opts["no_requested_byes_last"]) == (
        "zero",
        1,
        0,
    )
    ev = str(created["summary"]["id"])
    out = run("edit", ev, "--max-requested-byes", "3")
    assert "updated: max_requested_byes" in out
    assert "max requested byes must be a whole number from 0 to 1000" in run(
        "edit", ev, "--max-requested-byes", "-1", code=1
    )
    detail = run("edit", ev, "--requested-bye-points", "draw", "--json")
    assert (
        detail["options"]["requested_bye_points"] == "draw" and detail["options"]["max_requested_byes"] == 3
    )
