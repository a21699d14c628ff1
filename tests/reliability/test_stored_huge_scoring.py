"""Issue #25, huge scores already stored: an event whose scoring was stored before scoring had bounds (a
win worth 10^19 points) no longer crashes standings with OverflowError: every verb says what is wrong and
how to repair it, and `event edit --scoring` repairs it."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.services import tournament as svc

ROOT = Path(__file__).resolve().parents[2]
HUGE = '{"win": 10000000000000000000, "draw": 1, "loss": 0, "bye": 3}'


def _event_with_huge_scoring(db, db_path: Path) -> int:  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="Old night", game="helix"))
    event_id = ev.summary.id
    for i, name in enumerate(("Ann", "Bob", "Cid", "Dee")):
        svc.register_player(db, event_id, name, rating=1600 - i)
    svc.publish_round(db, svc.pair_next_round(db, event_id).id)
    with sqlite3.connect(db_path) as con:  # written by an older version, before the bound existed
        con.execute("UPDATE events SET scoring = ? WHERE id = ?", (HUGE, event_id))
    return event_id


def test_stored_huge_scoring_is_refused_with_a_repair_hint_and_edit_repairs_it(db, db_path: Path) -> None:  # type: ignore[no-untyped-def]
    event_id = _event_with_huge_scoring(db, db_path)
    with pytest.raises(svc.TournamentError, match="outside 0–1000 points") as info:  # was OverflowError
        svc.standings(db, event_id)
    assert "event edit EVENT --scoring" in info.value.message
    svc.update_event(db, event_id, {"scoring": (3, 1, 0, 3)})
    assert len(svc.standings(db, event_id).lines) == 4  # repaired: standings again


def test_the_event_verbs_say_it_in_one_line_and_exit_1(db, db_path: Path) -> None:  # type: ignore[no-untyped-def]
    event_id = _event_with_huge_scoring(db, db_path)
    url = f"sqlite:///{db_path}"
    base = [sys.executable, "-m", "desktop", "--database", url, "event"]
    for verb in (["standings", str(event_id)], ["sheets", str(event_id), "--kind", "standings", "--out", "-"]):
        res = subprocess.run([*base, *verb], capture_output=True, text=True, timeout=120, cwd=ROOT)
        assert res.returncode == 1, res.stderr
        assert "Traceback" not in res.stderr and len(res.stderr.strip().splitlines()) == 1, res.stderr
        assert "outside 0–1000 points" in res.stderr
    res = subprocess.run([*base, "edit", str(event_id), "--scoring", "3,1,0,3"], capture_output=True, text=True,
                         timeout=120, cwd=ROOT)
    assert res.returncode == 0, res.stderr
    res = subprocess.run([*base, "standings", str(event_id)], capture_output=True, text=True, timeout=120, cwd=ROOT)
    assert res.returncode == 0 and "Ann" in res.stdout, res.stderr


def test_scoring_beyond_the_bound_is_refused_when_an_event_is_made(db) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(svc.TournamentError, match="at most 1000"):
        svc.create_event(db, svc.EventSpec(name="Night", game="helix", scoring=(10**19, 1, 0, 3)))
