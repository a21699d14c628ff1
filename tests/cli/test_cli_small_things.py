"""The command line's small things (review 9, item 17): an unknown verb is refused naming the games' verbs
too; `catalog schema PATH` says what it wrote; an unknown `--kind` is a usage error listing the kinds;
`odds` and `simulate` refusals start with the program's name; `event list` counts in English's number;
an empty `squad list` says so; a squad refused by the level's rules is said once."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from database.engine import Database, sqlite_url
from desktop.cli import count, main


def test_an_unknown_verb_is_refused_naming_the_verbs_the_games_add(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["evnt", "list"]) == 2
    err = capsys.readouterr().err
    assert "invalid choice: 'evnt'" in err and "'event'" in err and "'odds'" in err


def test_catalog_schema_says_where_it_wrote_the_schema(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "schema.json"
    assert main(["catalog", "schema", str(target)]) == 0
    assert capsys.readouterr().out == f"wrote the catalog file's JSON schema to {target}\n"
    assert json.loads(target.read_text(encoding="utf-8"))["title"]
    assert main(["catalog", "schema"]) == 0
    assert json.loads(capsys.readouterr().out)["title"]  # to standard output: the schema alone


@pytest.mark.parametrize("action", [["list"], ["list", "--needs-checking"], ["export", "-"]])
def test_an_unknown_catalog_kind_is_a_usage_error_listing_the_kinds(
    action: list[str], db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--database", sqlite_url(db_path), "catalog", *action, "--kind", "bogus"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(f"toybox-arena catalog {action[0]}: error: --kind 'bogus' is not a catalog kind; the kinds are: ")
    assert "attacktix.figure" in err and "helix.glyph" in err and "toybattle.terrain" in err


def test_odds_refusals_start_with_the_program_name(db_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--database", sqlite_url(db_path), "odds", "xx", "yy"]) == 2
    assert capsys.readouterr().err.startswith("toybox-arena odds: 'xx' is neither a saved helix")


def test_a_squad_refused_by_the_level_is_said_once(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "attacktix", "--squads", "MV-07+MV-08,MV-19", "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("toybox-arena simulate: squad b: Both squads must be worth the same: ")
    assert "Points total must equal the limit" not in err and err.count("\n") == 1


def test_english_counts_in_its_number() -> None:
    assert [count(n, "round") for n in (0, 1, 2)] == ["0 rounds", "1 round", "2 rounds"]


@pytest.mark.parametrize("quick", ["1", "0"])
def test_event_list_says_one_round_and_one_player(
    quick: str, db_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from desktop.services import tournament as svc

    db = Database.open(sqlite_url(db_path))
    try:
        one = svc.create_event(db, svc.EventSpec(name="Solo", game="helix")).summary.id
        svc.register_player(db, one, "Ann")
        two = svc.create_event(db, svc.EventSpec(name="Duel", game="helix")).summary.id
        for name in ("Ann", "Bob"):
            svc.register_player(db, two, name)
        svc.publish_round(db, svc.pair_next_round(db, two).id)
    finally:
        db.close()
    monkeypatch.setenv("TOYBOX_ARENA_CLI_QUICK", quick)
    assert main(["--database", sqlite_url(db_path), "event", "list"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].endswith("\t1 player\t0 rounds") and lines[1].endswith("\t2 players\t1 round"), lines


def test_an_empty_squad_list_says_so(db_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    url = sqlite_url(db_path)
    assert main(["--database", url, "squad", "list"]) == 0
    assert capsys.readouterr().out.startswith("no saved squads yet (")
    assert main(["--database", url, "squad", "list", "--game", "helix"]) == 0
    assert capsys.readouterr().out == "no saved squads for helix yet\n"
    assert main(["--database", url, "squad", "list", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []
