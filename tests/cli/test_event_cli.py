"""``toybox-arena event ...`` through desktop.cli.main, every verb with --json."""

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
        if "--json" in args:
            return json.loads(out.out)
        return out.out + out.err

    return call


def test_full_event_from_the_command_line(run, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    created = run(
        "create", "City Open", "--game", "toybattle", "--rounds", "2", "--date", "2025-06-01", "--json"
    )
    ev = str(created["summary"]["id"])
    assert created["options"]["balance_colours"] is True
    csv = tmp_path / "players.csv"
    csv.write_text(
        "\ufeffname;club;rating\nАнна;Kyiv;1600\nBen;;1500\n;x;\nChloe;Kyiv;1400\n", encoding="utf-8"
    )
    rejected = run("import-players", ev, str(csv), "--json", code=1)
    assert rejected["registered"] is False and rejected["rejected"] == [
        {"line": 4, "reason": "empty name", "name": ""}
    ]
    ok = run("import-players", ev, str(csv), "--skip-rejected", "--json")
    assert ok["imported"] == ["Анна", "Ben", "Chloe"]
    reg = run("register", ev, "Dmytro", "--club", "Lviv", "--rating", "1450", "--json")
    assert reg["name"] == "Dmytro"
    dup = run("register", ev, "ben", "--json", code=1)
    assert "already registered" in dup["error"]
    draft = run("pair", ev, "--json")
    assert draft["status"] == "draft" and draft["number"] == 1
    swapped = run("pair", ev, "--swap", "Ben", "Chloe", "--json")
    assert "swap_warnings" in swapped
    published = run("pair", ev, "--publish-draft", "--json")
    assert published["status"] == "published"
    m1, m2 = published["matches"]
    res = run("result", ev, str(m1["id"]), "--game", "winner=a,ended=hq,medals_a=3,medals_b=5", "--json")
    assert res["points_a"] == 3 and res["games"][0]["result"]["medals_b"] == 5
    res2 = run(
        "result",
        ev,
        m2["code"],
        "--game",
        '{"winner": "", "ended": "time_called", "medals_a": 2, "medals_b": 2}',
        "--json",
    )
    assert res2["outcome_a"] == "draw"
    bad = run(
        "result",
        ev,
        str(m1["id"]),
        "--game",
        "winner=a,ended=end_medals,medals_a=1,medals_b=4",
        "--json",
        code=1,
    )
    assert bad["field"] == "winner"
    stale = run(
        "result",
        ev,
        str(m1["id"]),
        "--game",
        "winner=b,ended=hq,medals_a=3,medals_b=5",
        "--expect-version",
        str(res["version"] - 1),
        "--json",
        code=1,
    )
    assert "was changed by" in stale["error"] and "it now reads" in stale["error"]
    fixed = run(
        "result",
        ev,
        str(m1["id"]),
        "--game",
        "winner=b,ended=hq,medals_a=3,medals_b=5",
        "--who",
        "judge",
        "--json",
    )
    assert fixed["points_b"] == 3
    round2 = run("pair", ev, "--publish", "--json")
    assert round2["number"] == 2
    dropped = run("drop", ev, "Dmytro", "--json")
    assert dropped["status"] == "dropped" and dropped["dropped_after_round"] == 2
    st = run("standings", ev, "--json")
    assert [line["rank"] for line in st["lines"]] == [1, 2, 3, 4]
    assert [t[0] for t in st["tiebreaks"]] == ["omw", "oomw", "secondary"]
    text = run("standings", ev)
    assert "Анна" in text and "(dropped)" in text
    out = tmp_path / "event.json"
    meta = run("export", ev, str(out), "--json")
    data = json.loads(out.read_text(encoding="utf-8"))
    assert meta["path"] == str(out) and data["event"]["name"] == "City Open"
    assert any(a["who"] == "judge" and a["action"] == "correction" for a in data["audit"])
    listing = run("list", "--json")
    assert [e["name"] for e in listing] == ["City Open"]


def test_demo_verb(run) -> None:  # type: ignore[no-untyped-def]
    res = run("demo", "--game", "helix", "--players", "10", "--rounds", "3", "--seed", "5", "--json")
    st = run("standings", str(res["event_id"]), "--json")
    assert len(st["lines"]) == 10 and st["after_round"] == 3
    plain = run("demo", "--game", "attacktix", "--players", "6", "--rounds", "2")
    assert plain.startswith(f"built demo event {res['event_id'] + 1}: Attacktix, 6 players, 2 rounds")
    played = run("demo", "--game", "attacktix", "--players", "4", "--rounds", "1", "--play")
    assert "played by the computer players" in played  # Attacktix has computer players
    assert run("demo", "--game", "chess", "--players", "4", "--rounds", "1", code=2)


def test_demo_play_with_computer_players(run) -> None:  # type: ignore[no-untyped-def]
    from desktop.services.tournament_demo import has_computer_players

    if not has_computer_players("toybattle"):
        pytest.skip("Toy Battle computer players are not part of this build")
    res = run(
        "demo", "--game", "toybattle", "--players", "4", "--rounds", "1", "--seed", "2", "--play", "--json"
    )
    assert res["played_by_computer"] is True and res["games"] == 2


def test_errors_are_reported_plainly(run) -> None:  # type: ignore[no-untyped-def]
    assert "there is no event 99" in run("standings", "99", code=1)
    err = run("pair", "99", "--json", code=1)
    assert err["error"] == "there is no event 99" and err["template"] == "there is no event {event}"
