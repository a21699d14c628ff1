"""Issue 24, third pass, through the event CLI: the event is "finished" in `event list` as soon as its
last result is in, pairing it then says so in a sentence; `event extend` gives one table extra time."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop.cli import main


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
    run("create", "Lviv Cup", "--game", "toybattle", "--rounds", "1")
    for name in ("Ann", "Ben", "Cid", "Dee"):
        run("register", "Lviv Cup", name)
    return "Lviv Cup"


RESULT = "winner=a,ended=hq,medals_a=3,medals_b=1"


def _status(run, name: str) -> str:  # type: ignore[no-untyped-def]
    return next(e["status"] for e in run("list", "--json") if e["name"] == name)


def test_event_list_says_finished_once_the_last_result_is_in(run, event) -> None:  # type: ignore[no-untyped-def]
    rnd = run("pair", event, "--publish", "--json")
    for m in rnd["matches"]:
        run("result", event, str(m["id"]), "--game", RESULT)
    assert _status(run, event) == "finished"
    out = run("pair", event, code=1)
    assert "the event is over" in out and "Traceback" not in out


def test_extend_gives_one_table_extra_time(run, event) -> None:  # type: ignore[no-untyped-def]
    rnd = run("pair", event, "--publish", "--json")
    run("clock", event, "start", "30")
    table = next(m for m in rnd["matches"] if m["table"] == 2)
    out = run("extend", event, "--table", "2", "--minutes", "5")
    assert "table 2: +5 min extra" in out
    view = run("extend", event, "--table", "2", "--minutes", "3", "--json")
    assert view["match"] == table["id"] and view["extensions"][str(table["id"])] == 8 * 60
    assert "no table 9" in run("extend", event, "--table", "9", "--minutes", "5", code=1)


def _pairs(rnd) -> set[frozenset[str]]:  # type: ignore[no-untyped-def]
    return {frozenset((m["a_name"], m["b_name"])) for m in rnd["matches"] if m["kind"] == "played"}


def test_avoid_keeps_two_players_apart_and_remove_takes_it_back(run, event) -> None:  # type: ignore[no-untyped-def]
    assert frozenset(("Ann", "Cid")) in _pairs(run("pair", event, "--json"))  # the fold
    out = run("avoid", event, "Cid", "Ann")
    assert "never pair: Ann v Cid" in out
    assert frozenset(("Ann", "Cid")) not in _pairs(run("pair", event, "--json"))
    assert run("avoid", event, "Ann", "Cid", "--remove", "--json") == {"never_pair": []}
    assert frozenset(("Ann", "Cid")) in _pairs(run("pair", event, "--json"))


def test_club_avoidance_on_or_off_from_create_and_edit(run) -> None:  # type: ignore[no-untyped-def]
    run("create", "Clubs", "--game", "toybattle", "--club-avoidance", "off")
    assert run("list", "--json")[0]["name"] == "Clubs"
    for name, club in (("Ann", "X"), ("Ben", ""), ("Cid", "X"), ("Dee", "")):
        run("register", "Clubs", name, *(("--club", club) if club else ()))
    assert frozenset(("Ann", "Cid")) in _pairs(run("pair", "Clubs", "--json"))
    run("pair", "Clubs", "--discard")
    run("edit", "Clubs", "--club-avoidance", "on")
    assert frozenset(("Ann", "Cid")) not in _pairs(run("pair", "Clubs", "--json"))


def test_pair_shows_who_else_could_have_the_bye_in_a_draft(run, event) -> None:  # type: ignore[no-untyped-def]
    run("register", event, "Eve")
    out = run("pair", event)
    assert "bye   Eve   (also eligible: Dee, Cid, Ben, Ann;" in out
    assert "bye   Cid" in run("pair", event, "--bye", "Cid")
