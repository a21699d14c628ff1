"""Issue 25 (and 24): ``event demo`` is built in one transaction, and players of games with squads
get a legal squad each, so that the squads sheet works on a demo."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from support import sqlite_url

from database.engine import Database
from desktop.cli import main
from desktop.services import tournament as svc
from desktop.services import tournament_demo

pytestmark = pytest.mark.reliability


def _counts(path: Path) -> tuple[int, int, int, int]:
    con = sqlite3.connect(str(path))
    try:
        return tuple(  # type: ignore[return-value]
            con.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
            for t in ("events", "registrations", "matches", "squads")
        )
    finally:
        con.close()


@pytest.mark.parametrize("game", ["attacktix", "helix"])
def test_every_demo_player_has_a_legal_squad_and_the_squads_sheet_prints(
    db: Database, db_path: Path, tmp_path: Path, game: str, capsys: pytest.CaptureFixture[str]
) -> None:
    res = tournament_demo.build_demo(db, game=game, players=6, rounds=2, seed=3)
    regs = svc.list_registrations(db, res.event_id)
    assert len(regs) == 6
    with db.read() as s:
        from database.models.tournament import RegistrationRow

        snaps = [r.squad_snapshot for r in s.query(RegistrationRow).filter_by(event_id=res.event_id)]
    assert all(snap and snap["legal"] and snap["game"] == game for snap in snaps), snaps
    out = tmp_path / "squads.pdf"
    rc = main(
        ["--database", sqlite_url(db_path), "event", "sheets", str(res.event_id), "--kind", "squads", "--out", str(out)]
    )
    assert rc == 0, capsys.readouterr().err
    assert out.read_bytes().startswith(b"%PDF")


def test_a_demo_that_fails_half_way_leaves_nothing_behind(
    db: Database, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = _counts(db_path)
    calls = [0]
    real = tournament_demo.publish_round

    def publish_then_interrupt(db_: object, round_id: int) -> object:
        calls[0] += 1
        if calls[0] == 2:
            raise KeyboardInterrupt  # Ctrl-C in the second round
        return real(db_, round_id)

    monkeypatch.setattr(tournament_demo, "publish_round", publish_then_interrupt)
    with pytest.raises(KeyboardInterrupt):
        tournament_demo.build_demo(db, game="attacktix", players=8, rounds=3, seed=1)
    assert calls[0] == 2
    assert _counts(db_path) == before  # no event, no players, no matches, no demo squads


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")
def test_ctrl_c_during_a_long_demo_exits_130_and_leaves_no_event(db: Database, db_path: Path) -> None:
    db.close()
    before = _counts(db_path)
    proc = subprocess.Popen(
        [sys.executable, "-m", "desktop", "--database", sqlite_url(db_path), "event", "demo", "--game", "toybattle",
         "--players", "1024", "--rounds", "50"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)},
    )
    try:
        time.sleep(5)
        assert proc.poll() is None, proc.communicate()
        proc.send_signal(signal.SIGINT)
        _out, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 130, err
    assert "Traceback" not in err and len(err.strip().splitlines()) == 1, err
    assert _counts(db_path) == before
