"""The command line's quick path (issue 9, speed): ``event list`` and refused ``event result`` answered
from an SQLite file at head with the standard library, exactly as the full path answers them.

- the entry point and every verb's parser import nothing heavy (no SQLAlchemy, no numpy, no Qt);
- ``event list`` and a refused result, as whole processes, import no SQLAlchemy;
- both paths print the same stdout and stderr with the same exit status (processes, and in-process
  over generated results);
- everything the quick path cannot decide exactly falls through to the full path.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import shutil
import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from database import quick_read
from database.head import HEAD_REVISIONS
from desktop.cli import build_parser, main, quick

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("sqlalchemy", "alembic", "numpy", "scipy", "PySide6", "reportlab", "psycopg", "pymunk", "pyqtgraph")
HEAVY_OURS = ("database.engine", "database.models", "desktop.services.tournament", "desktop.tournament")
GOOD = "winner=a,ended=hq,medals_a=3,medals_b=1"


def _sqlite_url(path: Path) -> str:
    from sqlalchemy.engine import URL

    return URL.create("sqlite", database=str(path)).render_as_string(hide_password=False)


@pytest.fixture(scope="module")
def events(template_database: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """One database with every kind of match a refusal can meet (made once: the tests only read it)."""
    from database.engine import Database
    from desktop.services import tournament as svc
    from desktop.services import tournament_clock as clk

    folder = tmp_path_factory.mktemp("quick")
    path = folder / "events?#%41.sqlite3"  # a name the URL must encode
    shutil.copyfile(template_database, path)
    url = _sqlite_url(path)
    db = Database.open(url)

    def make(name: str, game: str, players: int, *, publish: bool = True, **spec: Any) -> dict[str, Any]:
        ev = svc.create_event(db, svc.EventSpec(name=name, game=game, **spec)).summary.id
        for i in range(players):
            svc.register_player(db, ev, f"{name} player {i}", club="Club" if i % 2 else "")
        out: dict[str, Any] = {"id": ev}
        if players:
            rv = svc.pair_next_round(db, ev)
            if publish:
                rv = svc.publish_round(db, rv.id)
            played = [m for m in rv.matches if m.kind == "played" and m.b is not None]
            out["match"], out["code"] = played[0].id, played[0].code
            out["other"] = played[1].id if len(played) > 1 else None
            byes = [m for m in rv.matches if m.kind == "bye"]
            out["bye"] = byes[0].id if byes else None
            out["version"] = played[0].version
        return out

    data = {
        "url": url,
        "path": path,
        "toy": make("Quick Open", "toybattle", 9, date="2026-12-05", venue="Hall\tB"),
        "draft": make("Кубок Києва", "helix", 4, publish=False),
        "tix": make("Tix Masters", "attacktix", 4, best_of=3),
        "clock": make("Clocked", "toybattle", 4),
        "twin1": make("Twin Cup", "helix", 0),
        "twin2": make("Twin Cup", "helix", 0),
    }
    clk.start_clock(db, data["clock"]["id"], 30)
    db.close()
    return data


def _dump(path: Path) -> list[str]:
    con = sqlite3.connect(path)
    try:
        return list(con.iterdump())
    finally:
        con.close()


@contextlib.contextmanager
def _quick_switch(on: bool) -> Iterator[None]:
    old = os.environ.get(quick.ENV_SWITCH)
    os.environ[quick.ENV_SWITCH] = "1" if on else "0"
    try:
        yield
    finally:
        if old is None:
            os.environ.pop(quick.ENV_SWITCH, None)
        else:
            os.environ[quick.ENV_SWITCH] = old


def _args(url: str | None, *argv: str) -> argparse.Namespace:
    full = (["--database", url] if url is not None else []) + ["event", *argv]
    return build_parser(load_verb="event").parse_args(full)


def _capture(fn: Any) -> tuple[Any, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = fn()
    return rc, out.getvalue(), err.getvalue()


def _quick(url: str | None, *argv: str) -> tuple[int | None, str, str]:
    with _quick_switch(True):
        return _capture(lambda: quick.run("event", _args(url, *argv)))


def _full(url: str | None, *argv: str) -> tuple[int, str, str]:
    db_args = ["--database", url] if url is not None else []
    with _quick_switch(False):
        return _capture(lambda: main([*db_args, "event", *argv]))


def _process(url: str, *argv: str, quick_on: bool, script: bool = False) -> tuple[int, str, str, set[str]]:
    """The command as a whole process: (exit status, stdout, stderr, the modules it imported)."""
    exe = Path(sys.executable).with_name("toybox-arena")
    entry = [str(exe)] if script and exe.exists() else ["-m", "desktop"]
    if script and exe.exists():
        cmd = [sys.executable, "-X", "importtime", str(exe)]
    else:
        cmd = [sys.executable, "-X", "importtime", *entry]
    env = {**os.environ, quick.ENV_SWITCH: "1" if quick_on else "0", "TOYBOX_ARENA_USER": "desk one"}
    res = subprocess.run(
        [*cmd, "--database", url, "event", *argv],
        capture_output=True,
        text=True,
        env=env,
        cwd=str(ROOT),
        timeout=120,
    )
    imported: set[str] = set()
    err_lines = []
    for line in res.stderr.splitlines(keepends=True):
        if line.startswith("import time:"):
            name = line.rsplit("|", 1)[-1].strip()
            if name != "imported package":
                imported.add(name)
        else:
            err_lines.append(line)
    return res.returncode, res.stdout, "".join(err_lines), imported


def _heavy(imported: set[str]) -> list[str]:
    return sorted(
        m
        for m in imported
        if m.split(".")[0] in HEAVY or any(m == h or m.startswith(h + ".") for h in HEAVY_OURS)
    )


# --- the entry point stays light ------------------------------------------------------------------


def test_the_entry_point_and_every_verbs_parser_import_nothing_heavy() -> None:
    # Holds as verbs grow: a verb module whose top level (or add_arguments) imports SQLAlchemy,
    # numpy or Qt fails here.
    code = (
        "import sys, json\n"
        "import desktop.cli as cli\n"
        "for verb in cli.available_commands():\n"
        "    cli.build_parser(load_verb=verb)\n"
        "import desktop.cli.quick, database.quick_read\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    res = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=str(ROOT), timeout=120
    )
    assert res.returncode == 0, res.stderr
    modules = set(json.loads(res.stdout))
    assert "desktop.cli.event" in modules and "desktop.cli.quick" in modules
    assert _heavy(modules) == []


def test_event_list_as_a_process_imports_no_sqlalchemy(events: dict[str, Any]) -> None:
    for script in (False, True):
        rc, out, err, imported = _process(events["url"], "list", quick_on=True, script=script)
        assert rc == 0 and err == "", err
        assert "database.quick_read" in imported  # the quick path answered
        assert _heavy(imported) == [], _heavy(imported)
        assert out.splitlines()[0].split("\t")[:5] == [
            "1",
            "Quick Open",
            "toybattle",
            "2026-12-05",
            "running",
        ]


def test_a_refused_result_as_a_process_imports_no_sqlalchemy(events: dict[str, Any]) -> None:
    toy = events["toy"]
    rc, out, err, imported = _process(
        events["url"], "result", str(toy["id"]), str(toy["match"]), "--game", GOOD + ",foo=7", quick_on=True
    )
    assert rc == 1 and out == ""
    assert err.startswith("toybox-arena event result: game 1: 'foo' is not a result field of toybattle")
    assert _heavy(imported) == [], _heavy(imported)


# --- the same output on both paths ----------------------------------------------------------------


def _process_cases(events: dict[str, Any]) -> dict[str, tuple[str, ...]]:
    toy, draft = events["toy"], events["draft"]
    ev, m = str(toy["id"]), str(toy["match"])
    return {
        "list": ("list",),
        "list --json": ("list", "--json"),
        "unknown field": ("result", ev, m, "--game", GOOD + ",foo=7"),
        "unknown field --json": ("result", ev, m, "--game", GOOD + ",foo=7", "--json"),
        "bad combination, by event name and match code": (
            "result",
            "Quick Open",
            toy["code"].lower(),
            "--game",
            "winner=b,ended=end_medals,medals_a=3,medals_b=1",
        ),
        "not key=value --json": ("result", ev, m, "--game", "winner", "--json"),
        "draft round": ("result", str(draft["id"]), str(draft["match"]), "--game", "winner=a,ended=pieces"),
        "a bad scorekeeper": ("result", ev, m, "--game", GOOD, "--who", "desk\x07one"),
    }


def test_both_paths_print_the_same_as_processes(events: dict[str, Any]) -> None:
    before = _dump(events["path"])
    for label, argv in _process_cases(events).items():
        q = _process(events["url"], *argv, quick_on=True)
        f = _process(events["url"], *argv, quick_on=False)
        assert "database.quick_read" in q[3] and _heavy(q[3]) == [], (label, _heavy(q[3]))
        assert "sqlalchemy" in f[3], label  # the switch really took the full path
        assert q[:3] == f[:3], label
        assert q[0] == (0 if label.startswith("list") else 1), (label, q)
        assert "Traceback" not in q[2], label
    assert _dump(events["path"]) == before


REFUSALS = {
    "missing field": "winner=a,ended=hq,medals_a=3",
    "medals out of range": "winner=a,ended=hq,medals_a=31,medals_b=1",
    "unknown ending": "winner=a,ended=boom,medals_a=3,medals_b=1",
    "control character in text": "winner=a,ended=hq,medals_a=3,medals_b=1,terrain=ca\x01stle",
    "terrain too long": "winner=a,ended=hq,medals_a=3,medals_b=1,terrain=" + "t" * 201,
    "a bool for a number": '{"winner": "a", "ended": "hq", "medals_a": true, "medals_b": 1}',
    "NaN": '{"winner": "a", "ended": "hq", "medals_a": NaN, "medals_b": 1}',
    "infinite float": '{"winner": "a", "ended": "hq", "medals_a": 1e999, "medals_b": 1}',
    "deep JSON": "[" * 40 + "]" * 40,
    "not an object": "[1, 2]",
    "too long": "x" * 10_001,
    "a number as the key": '{"1": 2}',
    "draw with a winner": "winner=a,ended=time_called,medals_a=1,medals_b=1",
}


@pytest.mark.parametrize("as_json", [False, True])
def test_both_paths_refuse_alike_in_process(events: dict[str, Any], as_json: bool) -> None:
    toy = events["toy"]
    extra = ("--json",) if as_json else ()
    for label, game in REFUSALS.items():
        argv = ("result", str(toy["id"]), str(toy["match"]), "--game", game, *extra)
        q = _quick(events["url"], *argv)
        f = _full(events["url"], *argv)
        assert q[0] == 1, (label, q)
        assert q == f, label


def test_other_refusals_alike_in_process(events: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    toy, tix, draft = events["toy"], events["tix"], events["draft"]
    ev, m = str(toy["id"]), str(toy["match"])
    cases = {
        "wrong type": ("result", ev, m, "--game", "winner=a,ended=hq,medals_a=x,medals_b=1"),
        "a list as a value": ("result", ev, m, "--game", '{"winner": "a", "ended": "hq", "medals_a": [3]}'),
        "four games": ("result", str(tix["id"]), str(tix["match"]), *(["--game", GOOD] * 4)),
        "a bye": ("result", ev, str(toy["bye"]), "--game", GOOD),
        "a draft round": ("result", "Кубок Києва", str(draft["match"]), "--game", "winner=a,ended=pieces"),
        "event name with spaces": ("result", "  Quick   Open ", toy["code"], "--game", GOOD + ",foo=1"),
        "a helix field in Toy Battle": ("result", ev, m, "--game", GOOD + ",pieces_left_a=3"),
        "who too long": ("result", ev, m, "--game", GOOD + ",foo=7", "--who", "w" * 101),
        "two kinds at once": ("result", ev, m, "--game", GOOD + ",foo=7", "--clear"),
        "three kinds at once": ("result", ev, m, "--game", GOOD, "--clear", "--special", "forfeit"),
        "no result at all": ("result", ev, m),
        "--winner with --game": ("result", ev, m, "--game", GOOD, "--winner", "a"),
        "--concede without --game": ("result", ev, m, "--special", "forfeit", "--concede", "a"),
        "options before an unknown match": ("result", ev, "99999", "--clear", "--special", "no_show"),
    }
    for label, argv in cases.items():
        for extra in ((), ("--json",)):
            q = _quick(events["url"], *argv, *extra)
            assert q[0] == 1, (label, q)
            assert q == _full(events["url"], *argv, *extra), label
    # the default scorekeeper is checked too (before the result's fields, as the full path does)
    monkeypatch.setenv("TOYBOX_ARENA_USER", "desk\x07one")
    argv = ("result", ev, m, "--game", GOOD + ",foo=7")
    q = _quick(events["url"], *argv)
    assert q[0] == 1 and "scorekeeper" in q[2].lower() and q == _full(events["url"], *argv)


FIELDS = sorted(
    {"foo", "winner", "ended", "medals_a", "medals_b", "terrain", "colour_a", "turns"}
    | {"points_destroyed_a", "points_destroyed_b", "figures_left_a", "pieces_left_a", "rounds"}
)
VALUES = st.one_of(
    st.sampled_from(
        ["a", "b", "", "hq", "medals", "end_medals", "end_tiebreak", "time_called", "last_figure"]
    ),
    st.sampled_from(["double_knockout", "blue", "red", "x", "a\x00b", "t" * 201, "12"]),
    st.integers(-3, 40),
    st.booleans(),
    st.none(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.lists(st.integers(0, 3), max_size=2),
)
GAME = st.dictionaries(st.sampled_from(FIELDS), VALUES, max_size=7)


@settings(max_examples=80)
@given(
    target=st.sampled_from(["toy", "tix", "draft", "bye", "clock"]),
    games=st.lists(GAME, min_size=1, max_size=4),
    as_pairs=st.booleans(),
    as_json=st.booleans(),
)
def test_generated_results_the_quick_path_refuses_are_refused_alike(
    events: dict[str, Any], target: str, games: list[dict[str, Any]], as_pairs: bool, as_json: bool
) -> None:
    ev = events["toy" if target == "bye" else target]
    match = ev["bye"] if target == "bye" else ev["match"]
    texts = []
    for g in games:
        simple = all(isinstance(v, int | str) and "," not in str(v) for v in g.values())
        texts.append(",".join(f"{k}={v}" for k, v in g.items()) if as_pairs and simple else json.dumps(g))
    argv = ["result", str(ev["id"]), str(match)]
    for t in texts:
        argv += ["--game", t]
    argv += ["--json"] if as_json else []
    before = _dump(events["path"])
    q = _quick(events["url"], *argv)
    event("falls through" if q[0] is None else "refused on the quick path")
    if q[0] is None:
        assert q[1:] == ("", ""), "a fall-through prints nothing"
        return  # valid (or for the match as a whole to judge): the full path would write it
    assert _full(events["url"], *argv) == q
    assert _dump(events["path"]) == before, "a refusal wrote something"


def test_list_on_both_paths_in_process(events: dict[str, Any]) -> None:
    for extra in ((), ("--json",)):
        q = _quick(events["url"], "list", *extra)
        assert q[0] == 0 and q == _full(events["url"], "list", *extra)
    listing = json.loads(_quick(events["url"], "list", "--json")[1])
    assert [e["name"] for e in listing] == [
        "Quick Open",
        "Кубок Києва",
        "Tix Masters",
        "Clocked",
        "Twin Cup",
        "Twin Cup",
    ]
    assert listing[0]["players"] == 9 and listing[0]["rounds"] == 1 and listing[4]["rounds"] == 0


def test_the_default_database_takes_the_quick_path(events: dict[str, Any], _home: Path) -> None:
    shutil.copyfile(events["path"], _home / "toybox-arena.sqlite3")
    q = _quick(None, "list")
    assert q[0] == 0 and q == _full(None, "list")


# --- what falls through to the full path ----------------------------------------------------------


def test_what_the_quick_path_leaves_to_the_full_path(events: dict[str, Any], tmp_path: Path) -> None:
    toy, clock, url = events["toy"], events["clock"], events["url"]
    ev, m = str(toy["id"]), str(toy["match"])
    falls_through = {
        "a valid result": ("result", ev, m, "--game", GOOD),
        "a valid best of 3 match": (
            "result",
            str(events["tix"]["id"]),
            str(events["tix"]["match"]),
            "--game",
            "winner=a,ended=last_figure,points_destroyed_a=100,points_destroyed_b=50",
            "--game",
            "winner=b,ended=last_figure,points_destroyed_a=20,points_destroyed_b=100",
        ),
        "a stale --expect-version": ("result", ev, m, "--game", GOOD + ",foo=7", "--expect-version", "99"),
        "a started clock and no ending": (
            "result",
            str(clock["id"]),
            str(clock["match"]),
            "--game",
            "winner=a,medals_a=3,medals_b=1",
        ),
        "an unknown event": ("result", "404", m, "--game", GOOD + ",foo=7"),
        "two events of that name": ("result", "Twin Cup", m, "--game", GOOD + ",foo=7"),
        "a match of another event": ("result", str(clock["id"]), m, "--game", GOOD + ",foo=7"),
        "an unknown match code": ("result", ev, "1-1-99-X", "--game", GOOD + ",foo=7"),
        "a superscript digit": ("result", ev, "\u00b2", "--game", GOOD + ",foo=7"),
        "--special": ("result", ev, m, "--special", "forfeit", "--winner", "a"),
        "--clear": ("result", ev, m, "--clear"),
        "standings": ("standings", ev),
    }
    for label, argv in falls_through.items():
        assert _quick(url, *argv) == (None, "", ""), label
    # ... and the same refusals are made where the quick path can decide:
    assert (
        _quick(url, "result", ev, m, "--game", GOOD + ",foo=7", "--expect-version", str(toy["version"]))[0]
        == 1
    )
    assert _quick(url, "result", str(clock["id"]), str(clock["match"]), "--game", GOOD + ",foo=7")[0] == 1
    assert _quick(url, "result", str(clock["id"]), str(clock["match"]), "--game",
                  "winner=b,ended=end_medals,medals_a=3,medals_b=1")[0] == 1  # fmt: skip


def _copy(events: dict[str, Any], tmp_path: Path, name: str = "copy.sqlite3") -> Path:
    path = tmp_path / name
    shutil.copyfile(events["path"], path)
    return path


@pytest.mark.parametrize(
    "revisions",
    [
        ("0001", "0002_catalog", "0003_squads"),
        ("0002_catalog", "0003_squads", "0004_tournament"),
        (*sorted(HEAD_REVISIONS), "9999_future"),
        (),
    ],  # fmt: skip
)
def test_a_database_not_at_head_falls_through(
    events: dict[str, Any], tmp_path: Path, revisions: tuple[str, ...]
) -> None:
    path = _copy(events, tmp_path)
    con = sqlite3.connect(path)
    with con:
        con.execute("DELETE FROM alembic_version")
        con.executemany("INSERT INTO alembic_version VALUES (?)", [(r,) for r in revisions])
    con.close()
    assert quick_read.open_at_head(path) is None
    assert _quick(_sqlite_url(path), "list") == (None, "", "")


def test_other_databases_fall_through(events: dict[str, Any], tmp_path: Path) -> None:
    empty = tmp_path / "empty.sqlite3"
    empty.touch()
    text = tmp_path / "text.sqlite3"
    text.write_text("not a database")
    fifo = tmp_path / "fifo.sqlite3"
    os.mkfifo(fifo)
    foreign = tmp_path / "foreign.sqlite3"
    con = sqlite3.connect(foreign)
    con.execute("CREATE TABLE t (x)")
    con.close()
    path = _copy(events, tmp_path)
    for url in (
        "postgresql://scorer@localhost/toybox",
        "sqlite://",
        "sqlite:///:memory:",
        "sqlite:///file:x?mode=memory&uri=true",
        _sqlite_url(path) + "?timeout=1",
        "SQLITE:///" + str(path),
        "sqlite+pysqlite:///" + str(path),
        _sqlite_url(tmp_path / "missing.sqlite3"),
        _sqlite_url(empty),
        _sqlite_url(text),
        _sqlite_url(fifo),
        _sqlite_url(foreign),
        _sqlite_url(tmp_path),
        "nonsense",
        "",
    ):
        assert _quick(url, "list") == (None, "", ""), url
    assert not (tmp_path / "missing.sqlite3").exists() and fifo.exists()


@pytest.mark.skipif(os.geteuid() == 0, reason="root may write to any folder")
def test_a_read_only_folder_falls_through(events: dict[str, Any], tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    path = _copy(events, folder)
    folder.chmod(0o555)
    try:
        assert _quick(_sqlite_url(path), "list") == (None, "", "")
        rc, out, err = _full(_sqlite_url(path), "list")
        assert rc == 0 and "Quick Open" in out
    finally:
        folder.chmod(0o755)


def test_the_switch_turns_the_quick_path_off(events: dict[str, Any]) -> None:
    with _quick_switch(False):
        assert quick.run("event", _args(events["url"], "list")) is None


# --- the pieces it shares with the full path ------------------------------------------------------


@given(st.text(alphabet=st.sampled_from("/ab?#%2F41:@+ .é\x01\n"), max_size=16))
def test_urls_are_read_as_sqlalchemy_reads_them(tail: str) -> None:
    from sqlalchemy.engine import make_url

    url = "sqlite:///" + tail
    path = quick_read.sqlite_file_from_url(url)
    if path is not None:
        assert path == Path(make_url(url).database)


@given(st.text(alphabet=st.sampled_from("/ab?#%41:@+ .é&=\\"), min_size=1, max_size=16))
def test_every_file_url_the_app_builds_takes_the_quick_path(name: str) -> None:
    from sqlalchemy.engine import make_url

    if name.strip(" ") in ("", ":memory:") or "mode=memory" in name:
        return
    path = Path("/tmp/folder") / name
    url = _sqlite_url(path)
    assert quick_read.sqlite_file_from_url(url) == Path(make_url(url).database) == path


def test_the_shared_helpers_match_the_services(monkeypatch: pytest.MonkeyPatch) -> None:
    from database import engine
    from desktop.services import tournament as svc
    from desktop.services.tournament_common import normalise_code

    for code in ("12-3-7-k", " 12 - 3-7-K ", "x\t1", "ß-1", ""):
        assert quick.normalise_code(code) == normalise_code(code)
    for user in ("", "desk one", "a\x01b"):
        monkeypatch.setenv("TOYBOX_ARENA_USER", user)
        assert quick.current_who() == svc.current_who()
    for value in ("", "x", "0", "-5", "200", "600001"):
        monkeypatch.setenv(quick_read.BUSY_TIMEOUT_ENV, value)
        assert quick_read.busy_timeout_ms() == engine._busy_timeout_from_env()
    assert quick_read.SQLITE_HEADER == engine.SQLITE_HEADER
    assert quick_read.BUSY_TIMEOUT_ENV == engine.BUSY_TIMEOUT_ENV


def test_the_read_path_never_writes(events: dict[str, Any], tmp_path: Path) -> None:
    path = _copy(events, tmp_path)
    con = quick_read.open_at_head(path)
    assert con is not None
    try:
        with pytest.raises(sqlite3.OperationalError):
            con.execute("DELETE FROM events")
    finally:
        con.close()
    assert len(quick_read.event_summaries(sqlite3.connect(path))) == 6


def test_a_folder_the_app_cannot_write_falls_through(
    events: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # (as root every folder is writable, so the check itself is what this test drives)
    path = _copy(events, tmp_path)
    real_access = os.access
    monkeypatch.setattr(
        quick_read.os, "access", lambda p, mode: False if Path(p) == tmp_path else real_access(p, mode)
    )
    assert quick_read.open_at_head(path) is None
    monkeypatch.setattr(
        quick_read.os, "access", lambda p, mode: False if Path(p) == path else real_access(p, mode)
    )
    assert quick_read.open_at_head(path) is None


def test_a_writer_killed_after_its_commit_is_read_alike(events: dict[str, Any], tmp_path: Path) -> None:
    # kill -9 right after a commit that is still only in the -wal file (no checkpoint): both paths
    # read the committed change.
    path = _copy(events, tmp_path)
    code = (
        "import os, sqlite3, sys\n"
        "con = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
        "con.execute('PRAGMA wal_autocheckpoint = 0')\n"
        "con.execute(\"UPDATE events SET name = 'Renamed Open' WHERE id = 1\")\n"
        "os.kill(os.getpid(), 9)\n"
    )
    res = subprocess.run([sys.executable, "-c", code, str(path)], timeout=60)
    assert res.returncode == -9
    assert Path(str(path) + "-wal").exists()
    url = _sqlite_url(path)
    q = _quick(url, "list")
    assert q[0] == 0 and q[1].startswith("1\tRenamed Open\t")
    assert _full(url, "list") == q


def test_a_writer_in_the_middle_of_its_transaction_does_not_hold_the_list_up(
    events: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _copy(events, tmp_path)
    url = _sqlite_url(path)
    before = _quick(url, "list", "--json")
    writer = sqlite3.connect(path, isolation_level=None)
    try:
        writer.execute("BEGIN IMMEDIATE")
        writer.execute("UPDATE events SET name = 'Not yet' WHERE id = 1")
        monkeypatch.setenv(quick_read.BUSY_TIMEOUT_ENV, "100")
        q = _quick(url, "list", "--json")
        assert q[0] == 0 and q == before  # the committed state, at once
        assert _full(url, "list", "--json") == q
    finally:
        writer.rollback()
        writer.close()
