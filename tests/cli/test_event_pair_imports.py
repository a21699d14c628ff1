"""``event pair`` as a process imports what pairing needs: not the players' and results' services (nor the
result store), not numpy's masked arrays (issue 27: the whole process within 1 s of processor time)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from sqlalchemy import select

from database.models.tournament import StageRow
from desktop.services.tournament_demo import build_demo

ROOT = Path(__file__).resolve().parents[2]

PROGRAM = r"""
import json, sys
from desktop.cli import main
status = main(["--database", sys.argv[1], "event", "pair", sys.argv[2]])
print(json.dumps({"status": status, "modules": sorted(m for m in sys.modules if m.startswith(("desktop", "numpy.ma")))}))
"""


def test_event_pair_imports_neither_the_registration_nor_the_results_services(db, db_path, tmp_path) -> None:  # type: ignore[no-untyped-def]
    demo = build_demo(db, game="toybattle", players=12, rounds=2, seed=3)
    with db.begin() as session:
        stage = session.scalars(select(StageRow).where(StageRow.event_id == demo.event_id)).one()
        stage.config = {**(stage.config or {}), "rounds": 3}
    db.close()
    # the full path (the quick one, without SQLAlchemy: tests/cli/test_cli_quick_pair.py)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TOYBOX_ARENA_HOME": str(tmp_path), "TOYBOX_ARENA_CLI_QUICK": "0"}
    out = subprocess.run(
        [sys.executable, "-c", PROGRAM, f"sqlite:///{db_path}", str(demo.event_id)],
        capture_output=True, text=True, env=env, timeout=120, check=True, cwd=ROOT,
    )
    assert "paired round 3" in out.stdout
    seen = json.loads(out.stdout.strip().splitlines()[-1])
    assert seen["status"] == 0
    modules = set(seen["modules"])
    assert "desktop.services.tournament_rounds" in modules
    unneeded = {
        "desktop.services.tournament_registration",
        "desktop.services.tournament_results",
        "desktop.services.result_store",
        "numpy.ma",
    }
    assert modules & unneeded == set()
