"""Two desks racing on one event, on SQLite and on PostgreSQL: publishing the same round succeeds
once; pairing the next round at once creates one draft and the other desk gets a clear ServiceError
(not a unique-constraint error); a stale correction names the current value and who changed it."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest
from support import RESULT

from database.engine import Database
from desktop.services import tournament as svc

pytestmark = pytest.mark.reliability
DESK = Path(__file__).resolve().parent / "desk.py"


@pytest.fixture(params=["sqlite", "postgresql"])
def any_db(request: pytest.FixtureRequest):  # type: ignore[no-untyped-def]
    if request.param == "sqlite":
        yield request.getfixturevalue("db")
    else:
        yield request.getfixturevalue("pg_db")


def _race(mode: str, url: str, arg: int, tmp_path: Path, desks: int = 2) -> list[dict]:
    flag = tmp_path / f"go-{mode}"
    procs = [
        subprocess.Popen(
            [sys.executable, str(DESK), mode, url, str(arg), str(flag)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for _ in range(desks)
    ]
    time.sleep(1.5)  # every desk has opened the database and waits for the flag
    flag.touch()
    outs = []
    for p in procs:
        out, err = p.communicate(timeout=120)
        assert p.returncode == 0, err[-2000:]
        outs.append(json.loads(out.strip().splitlines()[-1]))
    return outs


def _event(db: Database, players: int = 12) -> int:
    detail = svc.create_event(
        db, svc.EventSpec(name="Race Open", game="toybattle", stages=(svc.StageSpec("swiss", rounds=3),))
    )
    for i in range(players):
        svc.register_player(db, detail.summary.id, f"Racer {i:02d}")
    return detail.summary.id


def test_pairing_the_next_round_from_two_desks_creates_one_draft(any_db: Database, tmp_path: Path) -> None:
    event_id = _event(any_db)
    outs = _race("pair", any_db.url, event_id, tmp_path)
    assert sorted(o["ok"] for o in outs) == [False, True], outs
    loser = next(o for o in outs if not o["ok"])
    assert loser["service_error"] and loser["type"] == "PairingError", loser
    assert "draft" in loser["message"]
    rounds = svc.load_event(any_db, event_id).rounds
    assert [(r.number, r.status) for r in rounds] == [(1, "draft")]


def test_publishing_the_same_round_from_two_desks_succeeds_once(any_db: Database, tmp_path: Path) -> None:
    event_id = _event(any_db)
    rv = svc.pair_next_round(any_db, event_id)
    outs = _race("publish", any_db.url, rv.id, tmp_path)
    assert sorted(o["ok"] for o in outs) == [False, True], outs
    loser = next(o for o in outs if not o["ok"])
    assert loser["service_error"] and "already published" in loser["message"], loser
    rounds = svc.load_event(any_db, event_id).rounds
    assert [(r.number, r.status) for r in rounds] == [(1, "published")]


def test_a_stale_correction_names_the_current_value_and_who(any_db: Database) -> None:
    event_id = _event(any_db, 4)
    rv = svc.publish_round(any_db, svc.pair_next_round(any_db, event_id).id)
    mid = next(m.id for m in rv.matches if m.b is not None)
    first = svc.record_result(any_db, mid, [RESULT], who="desk north")
    svc.record_result(
        any_db,
        mid,
        [dict(RESULT, winner="b", medals_a=1, medals_b=3)],
        who="desk east",
        expected_version=first.version,
    )
    with pytest.raises(svc.StaleResultError) as info:
        svc.record_result(any_db, mid, [RESULT], who="desk west", expected_version=first.version)
    assert info.value.who == "desk east"
    assert "was changed by desk east" in info.value.message and "it now reads" in info.value.message
    assert len(svc.result_history(any_db, mid)) == 2
