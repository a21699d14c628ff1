"""``event pair`` on its quick path (desktop/cli/quick.py, stdlib sqlite3) and on the full path
(``pair_next_round`` through SQLAlchemy): the same round, the same rows and the same output.

Each scenario builds an event through the services, copies the file twice and pairs the next round
once each way; every table of both files must then hold the same rows (times only differ in value,
not in form), and both paths print the same. The quick path must have answered where it can, and
handed over (``run`` -> None, nothing written) where it cannot.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import re
import shutil
import sqlite3
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from database import quick_read
from desktop.cli import build_parser, main, quick

ROOT = Path(__file__).resolve().parents[2]
TIME = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{6}$")
TIMES = {("rounds", "created_at"), ("matches", "updated_at"), ("events", "updated_at")}
"""Columns that hold the time of the write (their form is compared, not their value)."""


# --- building events through the services ---------------------------------------------------------


class Event:
    def __init__(self, folder: Path, template: Path, players: int, **spec: Any) -> None:
        from database.engine import Database
        from desktop.services import tournament as svc

        self.path = folder / "event.sqlite3"
        shutil.copyfile(template, self.path)
        self.url = f"sqlite:///{self.path}"
        self.db = Database.open(self.url)
        self.svc = svc
        spec.setdefault("game", "toybattle")
        self.id = svc.create_event(self.db, svc.EventSpec(name="Quick Pair Open", **spec)).summary.id
        self.regs = [
            svc.register_player(
                self.db, self.id, f"Player {i}", club=("North" if i % 3 == 0 else "South" if i % 3 == 1 else ""),
                rating=1500 + (i * 37) % 200,
            ).id
            for i in range(players)
        ]  # fmt: skip

    def play_round(self) -> Any:
        """Pair (full path), publish and enter a result for every played match."""
        rv = self.svc.pair_next_round(self.db, self.id)
        rv = self.svc.publish_round(self.db, rv.id)
        for i, m in enumerate(rv.matches):
            if m.kind == "played" and m.b is not None:
                winner = "a" if (m.id + i) % 3 else "b"
                game = {"winner": winner, "ended": "hq", "medals_a": 3, "medals_b": 1 + i % 2}
                self.svc.record_result(self.db, m.id, [game], who="desk")
        return rv

    def reopen(self) -> None:
        from database.engine import Database

        self.db = Database.open(self.url)

    def copies(self, folder: Path) -> tuple[Path, Path]:
        self.db.close()
        folder.mkdir(exist_ok=True)
        quick_copy, full_copy = folder / "quick.sqlite3", folder / "full.sqlite3"
        for target in (quick_copy, full_copy):
            shutil.copyfile(self.path, target)
        return quick_copy, full_copy


@contextlib.contextmanager
def _switch(on: bool) -> Iterator[None]:
    old = os.environ.get(quick.ENV_SWITCH)
    os.environ[quick.ENV_SWITCH] = "1" if on else "0"
    try:
        yield
    finally:
        if old is None:
            os.environ.pop(quick.ENV_SWITCH, None)
        else:
            os.environ[quick.ENV_SWITCH] = old


def _capture(fn: Any) -> tuple[Any, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        rc = fn()
    return rc, out.getvalue(), err.getvalue()


def _args(path: Path, *argv: str) -> argparse.Namespace:
    return build_parser(load_verb="event").parse_args(["--database", f"sqlite:///{path}", "event", *argv])


def _quick(path: Path, *argv: str) -> tuple[int | None, str, str]:
    with _switch(True):
        return _capture(lambda: quick.run("event", _args(path, *argv)))


def _full(path: Path, *argv: str) -> tuple[int, str, str]:
    with _switch(False):
        return _capture(lambda: main(["--database", f"sqlite:///{path}", "event", *argv]))


def _rows(path: Path) -> dict[str, list[tuple[Any, ...]]]:
    """Every table's rows; the times of the write replaced by their form (checked here)."""
    con = sqlite3.connect(path)
    try:
        out = {}
        tables = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        for t in tables:
            cols = [r[1] for r in con.execute(f"PRAGMA table_info({t})")]
            rows = []
            for row in con.execute(f"SELECT * FROM {t} ORDER BY rowid"):
                values = list(row)
                for i, c in enumerate(cols):
                    if (t, c) in TIMES and values[i] is not None:
                        assert TIME.match(values[i]), (t, c, values[i])
                        values[i] = "<time>"
                rows.append(tuple(values))
            out[t] = rows
        return out
    finally:
        con.close()


def _both_alike(ev: Event, folder: Path, *argv: str, quick_answers: bool = True) -> tuple[int, str, str]:
    quick_copy, full_copy = ev.copies(folder)
    got = _quick(quick_copy, "pair", str(ev.id), *argv)
    # the write's connection was the file's last: its WAL folded back in (a copy of the file alone has it)
    wal = Path(str(quick_copy) + "-wal")
    assert not wal.exists() or wal.stat().st_size == 0
    if not quick_answers:
        assert got == (None, "", "")
        assert _rows(quick_copy) == _rows(full_copy)  # nothing written
        got = _full(quick_copy, "pair", str(ev.id), *argv)
    want = _full(full_copy, "pair", str(ev.id), *argv)
    assert got == want
    assert _rows(quick_copy) == _rows(full_copy)
    return want


# --- the same round both ways -----------------------------------------------------------------------


@pytest.mark.parametrize("as_json", [False, True])
def test_a_swiss_round_with_colours_byes_avoided_pairs_requested_byes_drops_and_fixed_tables_is_the_same(
    template_database: Path, tmp_path: Path, as_json: bool
) -> None:
    ev = Event(tmp_path, template_database, 11, stages=(ev_stage(rounds=5),), club_avoidance=True)
    ev.play_round()
    ev.play_round()
    svc, regs = ev.svc, ev.regs
    svc.avoid_pair(ev.db, ev.id, regs[0], regs[1], who="desk")
    svc.avoid_pair(ev.db, ev.id, regs[2], regs[5], who="desk")
    svc.request_bye(ev.db, ev.id, regs[6], 3, who="desk")
    svc.drop_player(ev.db, regs[7], who="desk")
    for p in (regs[4], regs[8], regs[9], regs[10]):  # one table for two pairings at least: the report says so
        svc.set_fixed_table(ev.db, p, 2)
    rc, out, err = _both_alike(ev, tmp_path, *(["--json"] if as_json else []))
    con = sqlite3.connect(tmp_path / "quick.sqlite3")
    report, version = con.execute("SELECT report, version FROM rounds WHERE number = 3").fetchone()
    con.close()
    assert "table_warnings" in report and version == 2  # the full path's second flush, both ways
    assert rc == 0 and err == ""
    assert "Player 6" in out and ("bye" in out)
    if not as_json:
        assert "paired round 3" in out and "bye requested   Player 6" in out


def ev_stage(**kw: Any) -> Any:
    from desktop.services import tournament as svc

    return svc.StageSpec("swiss", **kw)


def test_a_round_of_an_even_field_without_colours_is_the_same(template_database: Path, tmp_path: Path) -> None:
    ev = Event(tmp_path, template_database, 8, stages=(ev_stage(rounds=3),), balance_colours=False)
    ev.play_round()
    rc, out, _ = _both_alike(ev, tmp_path)
    assert rc == 0 and "paired round 2: 4 matches" in out


def test_a_second_stage_starts_on_the_full_path_and_its_next_round_is_the_same(
    template_database: Path, tmp_path: Path
) -> None:
    ev = Event(tmp_path, template_database, 10, stages=(ev_stage(rounds=2), ev_stage(rounds=2, cut=6)))
    ev.play_round()
    ev.play_round()
    _both_alike(ev, tmp_path / "start", quick_answers=False)
    ev.reopen()
    ev.play_round()  # round 3: the second stage's first round (its start: the full path's)
    rc, out, _ = _both_alike(ev, tmp_path)
    assert rc == 0 and "paired round 4: 3 matches" in out and "stage 2: swiss" in out


def test_a_pairing_refused_while_a_round_is_unfinished_or_a_draft_is_refused_alike(
    template_database: Path, tmp_path: Path
) -> None:
    ev = Event(tmp_path, template_database, 6, stages=(ev_stage(rounds=3),))
    ev.play_round()
    rv = ev.svc.pair_next_round(ev.db, ev.id)
    for as_json in ([], ["--json"]):
        rc, out, err = _both_alike(ev, tmp_path / "draft", *as_json)
        assert rc == 1 and "still a draft" in (out + err)
    ev.reopen()
    ev.svc.publish_round(ev.db, rv.id)
    for as_json in ([], ["--json"]):
        rc, out, err = _both_alike(ev, tmp_path / "open", *as_json)
        assert rc == 1 and "round 2 still has 3 match(es) without a result" in (out + err)


def test_what_the_quick_pairing_leaves_to_the_full_path(template_database: Path, tmp_path: Path) -> None:
    ev = Event(tmp_path, template_database, 6, stages=(ev_stage(rounds=1),))
    _both_alike(ev, tmp_path / "first", quick_answers=False)  # the stage starts: the full path's
    ev.reopen()
    ev.play_round()
    _both_alike(ev, tmp_path, quick_answers=False)  # the event is over: the full path marks it finished
    ev.reopen()
    quick_copy, _ = ev.copies(tmp_path)
    for argv in (["--publish"], ["--undo"], ["--discard"], ["--publish-draft"], ["--bye", "Player 1"]):
        assert _quick(quick_copy, "pair", str(ev.id), *argv) == (None, "", ""), argv


def test_a_change_between_the_read_and_the_write_hands_over_with_nothing_written(
    template_database: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ev = Event(tmp_path, template_database, 8, stages=(ev_stage(rounds=3),))
    ev.play_round()
    quick_copy, full_copy = ev.copies(tmp_path)
    plan = quick._pair_plan

    def plan_then_another_desk_writes(con: sqlite3.Connection, event_id: int, args: Any) -> Any:
        made = plan(con, event_id, args)
        other = sqlite3.connect(quick_copy, isolation_level=None)
        other.execute("UPDATE registrations SET version = version + 1 WHERE id = ?", (ev.regs[0],))
        other.close()
        return made

    monkeypatch.setattr(quick, "_pair_plan", plan_then_another_desk_writes)
    before = _rows(quick_copy)
    assert _quick(quick_copy, "pair", str(ev.id)) == (None, "", "")
    after = _rows(quick_copy)  # nothing written but the other desk's change: the full path pairs again
    assert {t: r for t, r in after.items() if t != "registrations"} == {
        t: r for t, r in before.items() if t != "registrations"
    }
    assert after["registrations"] != before["registrations"]
    monkeypatch.undo()
    con = sqlite3.connect(full_copy, isolation_level=None)
    con.execute("UPDATE registrations SET version = version + 1 WHERE id = ?", (ev.regs[0],))
    con.close()
    assert _full(quick_copy, "pair", str(ev.id)) == _full(full_copy, "pair", str(ev.id))
    assert _rows(quick_copy) == _rows(full_copy)


def test_a_quick_pairing_killed_in_its_write_leaves_no_half_round(template_database: Path, tmp_path: Path) -> None:
    ev = Event(tmp_path, template_database, 9, stages=(ev_stage(rounds=3),))
    ev.play_round()
    quick_copy, full_copy = ev.copies(tmp_path)
    script = textwrap.dedent(
        f"""
        import os, signal, sys
        from database import quick_read
        from desktop.cli import main
        insert = quick_read.insert_matches
        def insert_then_die(con, rows):
            insert(con, rows[: len(rows) // 2])
            os.kill(os.getpid(), signal.SIGKILL)
        quick_read.insert_matches = insert_then_die
        sys.exit(main(["--database", {f"sqlite:///{quick_copy}"!r}, "event", "pair", "{ev.id}"]))
        """
    )
    env = {**os.environ, quick.ENV_SWITCH: "1", "PYTHONPATH": str(ROOT)}
    res = subprocess.run([sys.executable, "-c", script], env=env, cwd=ROOT, timeout=120, capture_output=True)
    assert res.returncode == -9, res.stderr
    con = sqlite3.connect(quick_copy)
    assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    con.close()
    assert _rows(quick_copy) == _rows(full_copy)  # no round, no match of it
    assert _quick(quick_copy, "pair", str(ev.id)) == _full(full_copy, "pair", str(ev.id))
    assert _rows(quick_copy) == _rows(full_copy)


def test_the_quick_pairing_waits_for_the_writers_turn(template_database: Path, tmp_path: Path) -> None:
    """Another desk's write in progress (it holds the writers' queue and the write lock): the quick
    pairing waits for it, then writes."""
    from database.engine import Database

    ev = Event(tmp_path, template_database, 8, stages=(ev_stage(rounds=3),))
    ev.play_round()
    quick_copy, _ = ev.copies(tmp_path)
    other = Database.open(f"sqlite:///{quick_copy}")
    env = {**os.environ, quick.ENV_SWITCH: "1", "PYTHONPATH": str(ROOT)}
    cmd = [sys.executable, "-m", "desktop", "--database", f"sqlite:///{quick_copy}", "event", "pair", str(ev.id)]
    try:
        with other.begin() as session:
            from sqlalchemy import text

            session.execute(text("UPDATE events SET venue = 'Hall C' WHERE id = :e"), {"e": ev.id})
            proc = subprocess.Popen(cmd, env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            with pytest.raises(subprocess.TimeoutExpired):
                proc.wait(timeout=3)  # its turn has not come
        out, err = proc.communicate(timeout=120)
    finally:
        other.close()
    assert proc.returncode == 0, err
    assert "paired round 2" in out
    con = sqlite3.connect(quick_copy)
    assert con.execute("SELECT venue FROM events WHERE id = ?", (ev.id,)).fetchone() == ("Hall C",)
    assert con.execute("SELECT count(*) FROM rounds WHERE number = 2").fetchone() == (1,)
    con.close()


def test_the_quick_pairing_as_a_process_imports_no_sqlalchemy(template_database: Path, tmp_path: Path) -> None:
    ev = Event(tmp_path, template_database, 7, stages=(ev_stage(rounds=3),))
    ev.play_round()
    quick_copy, _ = ev.copies(tmp_path)
    env = {**os.environ, quick.ENV_SWITCH: "1", "PYTHONPATH": str(ROOT)}
    res = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "desktop", "--database", f"sqlite:///{quick_copy}", "event",
         "pair", str(ev.id)],
        env=env, cwd=ROOT, timeout=120, capture_output=True, text=True,
    )  # fmt: skip
    assert res.returncode == 0 and "paired round 2" in res.stdout
    imported = {line.rsplit("|", 1)[-1].strip() for line in res.stderr.splitlines() if "import time:" in line}
    heavy = sorted(m for m in imported if m.split(".")[0] in ("sqlalchemy", "alembic", "PySide6"))
    assert heavy == [] and "database.engine" not in imported and "database.models" not in imported
    unneeded = {
        "desktop.services.tournament_rounds",
        "desktop.services.tournament_registration",
        "desktop.services.tournament_results",
        "desktop.services.result_store",
        "numpy.ma",
    }
    assert imported & unneeded == set()


def test_the_quick_writes_constants_are_the_engines_and_the_models() -> None:
    from database import engine
    from database.models.tournament import MatchRow

    assert quick_read.WRITE_RETRIES == engine.WRITE_RETRIES
    defaults = {}
    for col in MatchRow.__table__.c:
        if col.key in ("id", "event_id", "round_id", "code", "reg_a_id", "reg_b_id", "updated_at"):
            continue
        value = col.default.arg if col.default is not None else None
        defaults[col.key] = int(value) if isinstance(value, bool) else value
    assert quick_read.MATCH_DEFAULTS == defaults


def test_a_failure_inside_the_quick_write_hands_over_with_nothing_written(
    template_database: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from desktop.services import round_plan

    ev = Event(tmp_path, template_database, 8, stages=(ev_stage(rounds=3),))
    ev.play_round()
    quick_copy, full_copy = ev.copies(tmp_path)

    def fails(*args: Any, **kwargs: Any) -> Any:
        raise RuntimeError("unforeseen")

    monkeypatch.setattr(round_plan, "round_matches", fails)  # after the round's insert, in the transaction
    assert _quick(quick_copy, "pair", str(ev.id)) == (None, "", "")
    assert _rows(quick_copy) == _rows(full_copy)


def test_desks_pairing_the_same_event_at_once_make_one_round(template_database: Path, tmp_path: Path) -> None:
    """Two quick pairings and a full one started together: one round is written, the others are
    refused with the draft it left (whichever comes first under the writers' lock)."""
    ev = Event(tmp_path, template_database, 9, stages=(ev_stage(rounds=3),))
    ev.play_round()
    quick_copy, _ = ev.copies(tmp_path)
    cmd = [sys.executable, "-m", "desktop", "--database", f"sqlite:///{quick_copy}", "event", "pair", str(ev.id)]
    procs = [
        subprocess.Popen(
            cmd,
            env={**os.environ, quick.ENV_SWITCH: switch, "PYTHONPATH": str(ROOT)},
            cwd=ROOT,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for switch in ("1", "0", "1")
    ]
    outputs = [p.communicate(timeout=120) for p in procs]
    results = [(p.returncode, out, err) for p, (out, err) in zip(procs, outputs, strict=True)]
    assert sorted(rc for rc, _, _ in results) == [0, 1, 1], results
    for rc, out, err in results:
        if rc == 0:
            assert "paired round 2" in out
        else:
            assert "the last round is still a draft" in err
    con = sqlite3.connect(quick_copy)
    assert con.execute("SELECT count(*) FROM rounds WHERE number = 2").fetchone() == (1,)
    assert con.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    con.close()


def test_the_quick_fingerprint_is_the_full_paths(template_database: Path, tmp_path: Path) -> None:
    """Both paths decide "nothing changed since the read" on the same aggregates of the same tables."""
    from desktop.services import tournament_rounds

    ev = Event(tmp_path, template_database, 7, stages=(ev_stage(rounds=3),))
    ev.play_round()
    ev.svc.avoid_pair(ev.db, ev.id, ev.regs[0], ev.regs[1], who="desk")
    ev.svc.request_bye(ev.db, ev.id, ev.regs[2], 2, who="desk")
    with ev.db.read() as session:
        full = tournament_rounds._fingerprint(session, ev.id)
    full = tuple(tuple(tuple(r) for r in x) if i == len(full) - 1 else x for i, x in enumerate(full))
    con = sqlite3.connect(ev.path)
    try:
        assert quick_read.pairing_fingerprint(con, ev.id) == full
        assert quick_read.pairing_fingerprint(con, 999) != full
    finally:
        con.close()
    ev.db.close()


@pytest.mark.parametrize("first_round", ["seed", "random"])
def test_round_one_paired_again_after_an_undo_is_the_same(
    template_database: Path, tmp_path: Path, first_round: str
) -> None:
    """The stage runs and no round is left (round 1 taken back): round 1 by seed or at random, only
    the checked-in players, and the event back from draft to running (its version and time with it)."""
    ev = Event(tmp_path, template_database, 9, stages=(ev_stage(rounds=3),), first_round=first_round, seed=7)
    for p in ev.regs[:7]:
        ev.svc.check_in(ev.db, p)
    ev.play_round()
    assert ev.svc.undo_round(ev.db, ev.id, force=True, who="desk")["round"] == 1
    for p in ev.regs[:7]:  # absent players came back with the undo; check-in still decides
        assert ev.svc.check_in(ev.db, p).checked_in
    rc, out, _ = _both_alike(ev, tmp_path)
    assert rc == 0 and "paired round 1: 3 matches" in out
    con = sqlite3.connect(tmp_path / "quick.sqlite3")
    assert con.execute("SELECT status FROM events WHERE id = ?", (ev.id,)).fetchone() == ("running",)
    con.close()


def test_a_file_gone_between_the_read_and_the_write_is_not_created_again(
    template_database: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ev = Event(tmp_path, template_database, 6, stages=(ev_stage(rounds=3),))
    ev.play_round()
    quick_copy, _ = ev.copies(tmp_path)
    plan = quick._pair_plan

    def plan_then_the_file_goes(con: sqlite3.Connection, event_id: int, args: Any) -> Any:
        made = plan(con, event_id, args)
        quick_copy.rename(tmp_path / "moved.sqlite3")
        return made

    monkeypatch.setattr(quick, "_pair_plan", plan_then_the_file_goes)
    assert _quick(quick_copy, "pair", str(ev.id)) == (None, "", "")
    assert not quick_copy.exists()


def test_a_desk_following_the_event_sees_the_quick_pairing(template_database: Path, tmp_path: Path) -> None:
    """The live feed of another desk (SQLite's data_version, then its fingerprints) tells of the new
    round in this event, as after the full path's write."""
    from database.engine import Database
    from desktop.services.changes import open_feed

    ev = Event(tmp_path, template_database, 6, stages=(ev_stage(rounds=3),))
    ev.play_round()
    quick_copy, _ = ev.copies(tmp_path)
    desk = Database.open(f"sqlite:///{quick_copy}")
    feed = open_feed(desk, interval=0.05)
    try:
        assert feed.poll(0.2) is None
        rc, out, _ = _quick(quick_copy, "pair", str(ev.id))
        assert rc == 0 and "paired round 2" in out
        change = feed.poll(5)
        assert change is not None and "pairings" in change.topics and change.concerns(ev.id)
        assert change.event_ids == frozenset({ev.id})
    finally:
        feed.close()
        desk.close()
