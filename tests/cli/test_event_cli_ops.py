"""Issue 10 (services and CLI half): bad input refused with one line and exit 1, nothing written;
the organiser's verbs: check-in, penalties, re-entry, delete with a backup, standings after a round."""

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
    created = run(
        "create", "Kyiv Open", "--game", "toybattle", "--rounds", "3", "--date", "2025-06-01", "--json"
    )
    ev = str(created["summary"]["id"])
    for name in ("Ann", "Ben", "Cid", "Dee"):
        run("register", "Kyiv Open", name)
    return ev


def test_an_event_is_named_by_its_exact_name(run, event) -> None:  # type: ignore[no-untyped-def]
    regs = run("standings", "Kyiv Open", "--json")
    assert len(regs["lines"]) == 4
    run("create", "Kyiv Open", "--game", "toybattle", "--date", "2025-07-01")
    out = run("standings", "Kyiv Open", code=1)
    assert "2 events are called 'Kyiv Open'" in out and "2025-06-01" in out and "2025-07-01" in out
    assert "there is no event 'Lviv'" in run("standings", "Lviv", code=1)


@pytest.mark.parametrize(
    "args",
    [
        (
            "result",
            "1",
            "1",
            "--game",
            "winner=a,ended=hq,medals_a=3,medals_b=1",
            "--special",
            "forfeit",
            "--winner",
            "a",
        ),
        ("result", "1", "1", "--special", "double_loss", "--winner", "a"),
        ("result", "1", "1", "--special", "intentional_draw", "--winner", "b"),
        ("result", "1", "1", "--game", "winner=a,ended=hq,medals_a=3,medals_b=1,foo=7"),
        ("result", "1", "1"),
        ("register", "1", "Eve", "--rating", "-5"),
        ("create", "Cut Open", "--game", "toybattle", "--cut", "8"),
        ("create", "DE Open", "--game", "toybattle", "--format", "double_elimination", "--third-place"),
    ],
)
def test_bad_input_is_refused_and_nothing_written(run, event, db_path: Path, args: tuple[str, ...]) -> None:  # type: ignore[no-untyped-def]
    run("pair", event, "--publish")
    before = _dump(db_path)
    out = run(*args, code=1)
    assert "Traceback" not in out and len(out.strip().splitlines()) == 1, out
    assert _dump(db_path) == before


def test_dry_run_with_skip_rejected_reports_the_real_run(run, event, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    csv = tmp_path / "p.csv"
    csv.write_text("name,rating\nEve,1500\nFay,1_500\n", encoding="utf-8")
    out = run("import-players", event, str(csv), "--dry-run", "--skip-rejected")
    assert "1 row(s) would be registered, 1 rejected" in out
    assert "not a whole number" in out
    run("import-players", event, str(csv), "--dry-run", code=1)


def test_check_in_pairs_only_checked_in_players_then_late_entry(run, event) -> None:  # type: ignore[no-untyped-def]
    assert "Ann: checked in" in run("checkin", event, "Ann")
    run("checkin", event, "Ben")
    rnd = run("pair", event, "--publish", "--json")
    names = {m["a_name"] for m in rnd["matches"]} | {m["b_name"] for m in rnd["matches"]}
    assert names == {"Ann", "Ben"}
    regs = {r["name"]: r for r in run("standings", event, "--json")["lines"]}
    # Never checked in: absent, not dropped (issue 24); they took no part, so they are not listed.
    assert set(regs) == {"Ann", "Ben"}
    late = run("checkin", event, "Cid")
    assert "late entry from round 2" in late
    assert "Cid" in {r["name"] for r in run("standings", event, "--after-round", "1", "--json")["lines"]}
    match = rnd["matches"][0]
    run("result", event, str(match["id"]), "--game", "winner=a,ended=hq,medals_a=3,medals_b=1")
    second = run("pair", event, "--json")
    paired = {m["a_name"] for m in second["matches"]} | {m["b_name"] for m in second["matches"]}
    assert "Cid" in paired and "Dee" not in paired


def test_check_in_all_and_undo(run, event) -> None:  # type: ignore[no-untyped-def]
    assert "checked in 4 players" in run("checkin", event, "--all")
    assert "not checked in" in run("checkin", event, "Dee", "--undo")
    assert "name one PLAYER or use --all" in run("checkin", event, code=1)


def test_penalties_and_reentry(run, event) -> None:  # type: ignore[no-untyped-def]
    rnd = run("pair", event, "--publish", "--json")
    match = next(m for m in rnd["matches"] if m["b"] is not None)
    assert "warning recorded" in run(
        "penalty", event, match["a_name"], "--kind", "warning", "--reason", "slow play"
    )
    out = run(
        "penalty",
        event,
        match["a_name"],
        "--kind",
        "match_loss",
        "--match",
        str(match["id"]),
        "--reason",
        "x",
    )
    assert "match loss recorded" in out and "now 0-3" in out
    assert "needs the match" in run("penalty", event, match["b_name"], "--kind", "game_loss", code=1)
    run("drop", event, "Dee")
    assert "does not allow re-entry" in run("reenter", event, "Dee", code=1)


def test_delete_writes_a_backup_first(run, event, db_path: Path) -> None:  # type: ignore[no-untyped-def]
    assert "needs a confirmation" in run("delete", event, code=1)
    out = run("delete", event, "--yes", "--json")
    backup = Path(out["backup"])
    assert backup.exists() and out["name"] == "Kyiv Open"
    con = sqlite3.connect(str(backup))
    try:
        assert con.execute("select name from events").fetchall() == [("Kyiv Open",)]
        assert con.execute("select count(*) from registrations").fetchone()[0] == 4
    finally:
        con.close()
    assert "there is no event" in run("standings", event, code=1)


def test_standings_after_a_round(run, event) -> None:  # type: ignore[no-untyped-def]
    rnd = run("pair", event, "--publish", "--json")
    for m in rnd["matches"]:
        run("result", event, str(m["id"]), "--game", "winner=a,ended=hq,medals_a=3,medals_b=1")
    run("pair", event, "--publish")
    after1 = run("standings", event, "--after-round", "1", "--json")
    assert after1["after_round"] == 1 and sorted(ln["points"] for ln in after1["lines"]) == [0, 0, 3, 3]
    before = run("standings", event, "--after-round", "0", "--json")
    assert all(ln["points"] == 0 for ln in before["lines"])
    assert "not played yet" in run("standings", event, "--after-round", "5", code=1)


def test_match_codes_are_explained_in_the_help(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["event", "--help"])
    out = capsys.readouterr().out
    assert "EVENT-ROUND-SLOT-CHECK" in out and "check character" in out


def test_undo_a_published_round(run, event) -> None:  # type: ignore[no-untyped-def]
    rnd = run("pair", event, "--publish", "--json")
    first = rnd["matches"][0]
    run("result", event, str(first["id"]), "--game", "winner=a,ended=hq,medals_a=3,medals_b=1")
    out = run("pair", event, "--undo", code=1)
    assert "already has results (1)" in out and "--force" in out
    done = run("pair", event, "--undo", "--force", "--json")
    assert done == {"round": 1, "results_deleted": 1, "drafts_discarded": 0}
    again = run("pair", event, "--publish", "--json")
    assert again["number"] == 1 and all(m["status"] == "pending" for m in again["matches"])


def test_fixed_table_from_the_cli(run, event) -> None:  # type: ignore[no-untyped-def]
    assert "Dee: table 5" in run("pair", event, "--table", "Dee", "5")
    rnd = run("pair", event, "--publish", "--json")
    dee = next(m for m in rnd["matches"] if "Dee" in (m["a_name"], m["b_name"]))
    assert dee["table"] == 5


def test_edit_an_event_before_and_after_round_1(run, event) -> None:  # type: ignore[no-untyped-def]
    out = run("edit", event, "--best-of", "3", "--venue", "Hall B", "--json")
    assert out["best_of"] == 3 and out["venue"] == "Hall B"
    run("pair", event, "--publish")
    out = run(
        "edit", event, "--scoring", "3,1,0,2", "--round-minutes", "40", "--date", "2025-06-02", "--json"
    )
    assert (
        out["scoring"]["bye"] == 2 and out["round_minutes"] == 40 and out["summary"]["date"] == "2025-06-02"
    )
    assert "can no longer change" in run("edit", event, "--best-of", "1", code=1)
    assert "can no longer change" in run("edit", event, "--game", "attacktix", code=1)
    assert "the date must look like" in run("edit", event, "--date", "June", code=1)
    assert "say what to change" in run("edit", event, code=1)


def test_the_round_clock_from_the_cli(run, event) -> None:  # type: ignore[no-untyped-def]
    assert "no round is published yet" in run("clock", event, code=1)
    rnd = run("pair", event, "--publish", "--json")
    assert "not started" in run("clock", event)
    assert "50:00 left of 50 min (running)" in run("clock", event, "start") or "49:5" in run("clock", event)
    assert "(paused)" in run("clock", event, "pause")
    assert "running" in run("clock", event, "resume")
    assert "of 50 min" in run("clock", event, "extend", "5")
    match = rnd["matches"][0]
    out = run(
        "result",
        event,
        str(match["id"]),
        "--game",
        "winner=a,ended=time_called,medals_a=3,medals_b=1",
        code=1,
    )
    assert "time is not up yet" in out
    run(
        "result",
        event,
        str(match["id"]),
        "--game",
        "winner=a,ended=time_called,medals_a=3,medals_b=1",
        "--force",
    )


def test_event_import_from_the_cli(run, event, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    run("pair", event, "--publish")
    path = tmp_path / "ev.json"
    run("export", event, str(path))
    out = run("import", str(path))
    assert "as a new event" in out and " -> " in out
    bad = tmp_path / "bad.json"
    doc = json.loads(path.read_text())
    doc["registrations"][1]["status"] = "happy"
    bad.write_text(json.dumps(doc))
    out = run("import", str(bad), code=1)
    assert "bad.json, registrations[1].status: must be one of" in out


def test_standings_before_round_1_by_seed_and_disqualified_last(run) -> None:  # type: ignore[no-untyped-def]
    ev = str(run("create", "Seed Open", "--game", "toybattle", "--json")["summary"]["id"])
    for name, rating in (("Zoe", "1200"), ("Abe", "1900"), ("Max", "1500")):
        run("register", ev, name, "--rating", rating)
    before = run("standings", ev, "--json")
    assert before["after_round"] == 0 and [ln["name"] for ln in before["lines"]] == ["Abe", "Max", "Zoe"]
    assert "before round 1 (by seed)" in run("standings", ev)
    rnd = run("pair", ev, "--publish", "--json")
    for m in rnd["matches"]:
        if m["b"] is not None:
            run("result", ev, str(m["id"]), "--game", "winner=a,ended=hq,medals_a=3,medals_b=1")
    run("drop", ev, "Abe", "--disqualify", "cheating")
    st = run("standings", ev, "--json")
    assert st["lines"][-1]["name"] == "Abe" and st["lines"][-1]["rank"] == 0
    assert [ln["rank"] for ln in st["lines"][:-1]] == [1, 2]
    text = run("standings", ev).splitlines()
    header, rows = text[1], text[2:]
    assert rows[-1].strip().startswith("DQ") and "(disqualified)" in rows[-1]
    col = header.index("OMW") if "OMW" in header else None
    if col is not None:  # the tiebreak columns line up with their header
        ends = {len(r.rstrip()) for r in rows}
        assert len(ends) == 1 and ends == {len(header.rstrip())}
