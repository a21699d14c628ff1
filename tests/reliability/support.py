"""Shared set-up of the reliability tests: events with a published round, a worker process, dumps.

The worker (``python tests/reliability/support.py MODE ...``) is a separate process on purpose:
concurrency, kills and conflicts are between processes, as between desks.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
RESULT = {"winner": "a", "ended": "hq", "medals_a": 3, "medals_b": 1}
POSTGRES_ENV = "TOYBOX_ARENA_TEST_POSTGRES_URL"


def sqlite_url(path: Path | str) -> str:
    """An SQLite file's URL, built with SQLAlchemy's URL.create (any character in the path)."""
    from sqlalchemy.engine import URL

    return URL.create("sqlite", database=str(path)).render_as_string(hide_password=False)


def players_csv(n: int, prefix: str = "Player") -> str:
    return "name,club,rating\n" + "".join(
        f"{prefix} {i:05d},Club {i % 37},{1000 + (i * 7919) % 1500}\n" for i in range(n)
    )


def published_event(
    db: Any, players: int, *, name: str = "Load Open", rounds: int = 3
) -> tuple[int, list[int]]:
    """An event with ``players`` players and round 1 published; returns (event id, played match ids)."""
    from desktop.services import tournament as svc
    from desktop.services.tournament_import import import_players

    detail = svc.create_event(
        db, svc.EventSpec(name=name, game="toybattle", stages=(svc.StageSpec("swiss", rounds=rounds),))
    )
    event_id = detail.summary.id
    report = import_players(db, event_id, players_csv(players))
    assert report.registered and len(report.imported) == players, report.rejected[:3]
    rv = svc.pair_next_round(db, event_id)
    rv = svc.publish_round(db, rv.id)
    return event_id, [m.id for m in rv.matches if m.kind == "played" and m.b is not None]


def bulk_results(db: Any, ids: list[int]) -> None:
    """Arrange: the same result on many matches in one transaction (a test's set-up, not the path
    under test: that is record_result, one call per result)."""
    from sqlalchemy import insert, update

    from database.models.tournament import GameResultRow, MatchRow

    with db.begin() as session:
        session.execute(
            insert(GameResultRow.__table__),
            [
                {
                    "match_id": mid,
                    "number": 1,
                    "result": RESULT,
                    "outcome_a": "win",
                    "secondary_a": 3.0,
                    "secondary_b": 1.0,
                    "version": 1,
                }
                for mid in ids
            ],
        )
        session.execute(
            update(MatchRow.__table__)
            .where(MatchRow.__table__.c.id.in_(ids))
            .values(status="reported", started=True, version=MatchRow.__table__.c.version + 1)
        )


def dump(path: Path) -> list[str]:
    """The database's whole content as SQL (sqlite3's iterdump), to prove nothing was written."""
    con = sqlite3.connect(str(path))
    try:
        return list(con.iterdump())
    finally:
        con.close()


def worker(
    *args: str, timeout: float = 120, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(HERE / "support.py"), *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        env={**os.environ, **(env or {})},
        cwd=str(ROOT),
    )


def spawn(*args: str, env: dict[str, str] | None = None) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(HERE / "support.py"), *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, **(env or {})},
        cwd=str(ROOT),
    )


# --- the worker process ---------------------------------------------------------------------------


def _wait_for(flag: str) -> None:
    deadline = time.monotonic() + 60
    while not os.path.exists(flag):
        if time.monotonic() > deadline:
            raise SystemExit("the start flag never came")
        time.sleep(0.002)


def _main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))
    from database.engine import Database
    from desktop.services import tournament as svc

    mode, url = argv[0], argv[1]
    out = sys.stdout
    if mode == "zygote":  # zygote MATCH_IDS: on each "go" line, fork a writer (imports paid once)
        ids = [int(x) for x in argv[2].split(",") if x]
        for line in sys.stdin:
            words = line.split()
            if not words or words[0] != "go":
                break
            start = int(words[1]) if len(words) > 1 else 0
            pid = os.fork()
            if pid == 0:  # the writer: its own database handle, results then corrections until killed
                child = Database.open(url)
                n = start
                while True:
                    mid = ids[n % len(ids)]
                    svc.record_result(child, mid, [dict(RESULT, medals_b=n % 3)], who="crash desk")
                    os.write(1, f"{mid}\n".encode())
                    n += 1
            out.write(f"pid {pid}\n")
            out.flush()
            os.waitpid(pid, 0)
            out.write("done\n")
            out.flush()
        return 0
    db = Database.open(url)
    if mode == "enter":  # enter MATCH_IDS (comma-separated) [START_FLAG]: one call per result
        ids = [int(x) for x in argv[2].split(",") if x]
        if len(argv) > 3:
            _wait_for(argv[3])
        refused: list[str] = []
        latencies: list[float] = []
        t0 = time.perf_counter()
        for mid in ids:
            t = time.perf_counter()
            try:
                svc.record_result(db, mid, [RESULT], who=f"desk {os.getpid()}")
            except Exception as exc:  # noqa: BLE001 - counted and reported
                refused.append(f"{mid}: {type(exc).__name__}: {exc}")
            latencies.append(time.perf_counter() - t)
        elapsed = time.perf_counter() - t0
        json.dump({"refused": refused, "latencies": latencies, "elapsed": elapsed, "n": len(ids)}, out)
        return 0
    if mode == "crash":  # crash MATCH_IDS: print each id once its call has returned (killed meanwhile)
        ids = [int(x) for x in argv[2].split(",") if x]
        n = 0
        while True:  # results, then corrections of them, until the kill comes
            mid = ids[n % len(ids)]
            svc.record_result(db, mid, [dict(RESULT, medals_b=n % 3)], who="crash desk")
            out.write(f"{mid}\n")
            out.flush()
            n += 1
    if mode == "correct":  # correct MATCH VERSION WHO WINNER START_FLAG
        mid, version, who, winner, flag = int(argv[2]), int(argv[3]), argv[4], argv[5], argv[6]
        result = dict(
            RESULT, winner=winner, medals_a=3 if winner == "a" else 1, medals_b=1 if winner == "a" else 3
        )
        _wait_for(flag)
        try:
            mv = svc.record_result(db, mid, [result], who=who, expected_version=version)
        except svc.StaleResultError as exc:
            json.dump({"won": False, "error": exc.message, "who": exc.who, "type": type(exc).__name__}, out)
            return 0
        json.dump({"won": True, "version": mv.version}, out)
        return 0
    if mode == "import-squads":  # import-squads FILE START_FLAG
        from desktop.services import squads

        _wait_for(argv[3])
        t = time.perf_counter()
        res = squads.import_file(db, argv[2])
        json.dump({"created": len(res.created), "seconds": time.perf_counter() - t}, out)
        return 0
    if mode == "pair":  # pair EVENT START_FLAG
        _wait_for(argv[3])
        t = time.perf_counter()
        rv = svc.pair_next_round(db, int(argv[2]))
        json.dump({"matches": len(rv.matches), "seconds": time.perf_counter() - t}, out)
        return 0
    raise SystemExit(f"unknown mode {mode}")


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
