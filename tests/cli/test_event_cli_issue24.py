"""Issue 24 through the event CLI: a game loss in a best of 1, a correction under a draft, the no-show
minutes, imports that account for every line, and every verb naming an event by its name."""

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
    run("create", "Kyiv Open", "--game", "toybattle", "--rounds", "3", "--date", "2025-06-01")
    for name in ("Ann", "Ben", "Cid", "Dee"):
        run("register", "Kyiv Open", name)
    return "Kyiv Open"


RESULT = "winner=a,ended=hq,medals_a=3,medals_b=1"


def test_a_game_loss_in_a_best_of_one_decides_the_match_and_the_next_round_pairs(run, event) -> None:  # type: ignore[no-untyped-def]
    rnd = run("pair", event, "--publish", "--json")
    first, second = rnd["matches"][0], rnd["matches"][1]
    out = run("penalty", event, first["a_name"], "--kind", "game_loss", "--match", str(first["id"]))
    assert "game loss recorded" in out and "now 0-3" in out and "None" not in out
    run("result", event, str(second["id"]), "--game", RESULT)
    assert "round 2" in run("pair", event)


def test_a_correction_under_a_draft_says_the_draft_was_discarded(run, event) -> None:  # type: ignore[no-untyped-def]
    rnd = run("pair", event, "--publish", "--json")
    for m in rnd["matches"]:
        run("result", event, str(m["id"]), "--game", RESULT)
    run("pair", event)
    out = run("result", event, str(rnd["matches"][0]["id"]), "--game", "winner=b,ended=hq,medals_a=1,medals_b=3")
    assert "result corrected" in out and "draft of round 2" in out and "discarded" in out
    # Publishing the old draft is no longer possible: there is none.
    assert "round 2" in run("pair", event)


def test_sheets_names_the_event_by_its_name_like_every_other_verb(run, event, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "checkin.pdf"
    run("sheets", event, "--kind", "checkin", "--out", str(out))
    assert out.read_bytes().startswith(b"%PDF")
    assert "there is no event 'Lviv'" in run("sheets", "Lviv", "--kind", "checkin", "--out", str(out), code=1)


def test_the_no_show_wait_is_set_by_create_and_edit_and_force_overrides_it(run) -> None:  # type: ignore[no-untyped-def]
    created = run("create", "Wait Open", "--game", "toybattle", "--no-show-minutes", "15", "--json")
    assert created["options"]["no_show_minutes"] == 15
    assert "from 0 to 120, not 500" in run("edit", "Wait Open", "--no-show-minutes", "500", code=2)  # bounded where it is parsed, like every number
    assert run("edit", "Wait Open", "--no-show-minutes", "12", "--json")["options"]["no_show_minutes"] == 12
    for name in ("Ann", "Ben"):
        run("register", "Wait Open", name)
    rnd = run("pair", "Wait Open", "--publish", "--json")
    run("clock", "Wait Open", "start")
    mid = str(rnd["matches"][0]["id"])
    refused = run("result", "Wait Open", mid, "--special", "no_show", "--winner", "a", code=1)
    assert "counts 12 minutes after" in refused and "--force" in refused
    done = run("result", "Wait Open", mid, "--special", "no_show", "--winner", "a", "--force", "--json")
    assert (done["status"], done["reason"]) == ("reported", "no_show")


def test_import_players_ends_in_a_clear_answer_for_files_with_nothing_to_register(run, event, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    header_only = tmp_path / "header.csv"
    header_only.write_text("name,club\n", encoding="utf-8")
    out = run("import-players", event, str(header_only), "--skip-rejected", code=1)
    assert "no players: only its header row" in out and "NOT NULL" not in out and "database" not in out
    players = tmp_path / "players.csv"
    players.write_text('name,club\nEve,Red\n"Fay Smith,Blue\nGus,Green\n', encoding="utf-8")
    out = run("import-players", event, str(players), "--skip-rejected")
    assert "line 3: a quote opened on this line is not closed on it" in out and "registered 2 players" in out
    again = run("import-players", event, str(players), "--skip-rejected", code=1)
    assert "nothing registered: every row was rejected" in again and "database" not in again
    assert "line 2: duplicate of a registered player" in again


def test_unplayed_rounds_are_set_by_create_and_edit(run) -> None:  # type: ignore[no-untyped-def]
    created = run("create", "Bu Open", "--game", "toybattle", "--unplayed-rounds", "omit", "--json")
    assert created["options"]["unplayed_rounds"] == "omit"
    edited = run("edit", "Bu Open", "--unplayed-rounds", "virtual", "--json")
    assert edited["options"]["unplayed_rounds"] == "virtual"
    assert run("create", "Plain", "--game", "toybattle", "--json")["options"]["unplayed_rounds"] == "virtual"
