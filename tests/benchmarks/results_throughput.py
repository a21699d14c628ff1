"""Result entry throughput through the services (issue 9).

On one published round of a 1,600-player event, one ``record_result`` call per result:
- one process entering 200 results: at least 300 a second;
- 4 processes entering 200 distinct matches each at once: at least 300 a second in total, none refused.
Prints both rates and the 95th-percentile latency of a call.

Run: .venv/bin/python tests/benchmarks/results_throughput.py
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TARGET_ONE = 300.0
TARGET_FOUR = 300.0
PLAYERS = 1600
PER_DESK = 200
RESULT = {"winner": "a", "ended": "hq", "medals_a": 3, "medals_b": 1}
ROOT = Path(__file__).resolve().parents[2]


def _enter(url: str, ids: list[int], flag: str | None) -> dict[str, object]:
    from database.engine import Database
    from desktop.services import tournament as svc

    db = Database.open(url)
    svc.get_match(db, ids[0])  # warm: imports and the connection pool
    if flag:
        while not os.path.exists(flag):
            time.sleep(0.001)
    lat: list[float] = []
    refused: list[str] = []
    t0 = time.perf_counter()
    for mid in ids:
        t = time.perf_counter()
        try:
            svc.record_result(db, mid, [RESULT], who=f"desk {os.getpid()}")
        except Exception as exc:  # noqa: BLE001 - counted
            refused.append(f"{type(exc).__name__}: {exc}")
        lat.append(time.perf_counter() - t)
    end = time.time()
    db.close()
    return {"lat": lat, "refused": refused, "elapsed": time.perf_counter() - t0, "end": end}


def _p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20)[18] if len(values) >= 20 else max(values)


def main() -> int:
    if len(sys.argv) > 1 and sys.argv[1] == "worker":
        url, ids, flag = sys.argv[2], [int(x) for x in sys.argv[3].split(",")], sys.argv[4]
        print(json.dumps(_enter(url, ids, flag)))
        return 0
    sys.path.insert(0, str(ROOT))
    from sqlalchemy.engine import URL

    from database.engine import Database
    from desktop.services import tournament as svc
    from desktop.services.tournament_import import import_players

    tmp = Path(tempfile.mkdtemp(prefix="toybox-results-bench-"))
    os.environ["TOYBOX_ARENA_HOME"] = str(tmp)
    url = URL.create("sqlite", database=str(tmp / "bench.sqlite3")).render_as_string(hide_password=False)
    db = Database.open(url)
    ev = svc.create_event(db, svc.EventSpec(name="Bench Open", game="toybattle")).summary.id
    csv = "name,rating\n" + "".join(f"Player {i:05d},{1000 + i}\n" for i in range(PLAYERS))
    import_players(db, ev, csv)
    rv = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    ids = [m.id for m in rv.matches if m.kind == "played" and m.b is not None]
    db.close()
    assert len(ids) == PLAYERS // 2

    one = _enter(url, ids[:PER_DESK], None)
    rate_one = PER_DESK / one["elapsed"]  # type: ignore[operator]

    rest = ids[PER_DESK:]
    flag = str(tmp / "go")
    procs = [
        subprocess.Popen(
            [sys.executable, __file__, "worker", url, ",".join(map(str, rest[i::4][:PER_DESK])), flag],
            stdout=subprocess.PIPE,
            text=True,
            cwd=str(ROOT),
        )
        for i in range(4)
    ]
    time.sleep(3.0)  # every worker has started and warmed up
    start = time.time()
    Path(flag).touch()
    outs = [json.loads(p.communicate(timeout=600)[0]) for p in procs]
    wall = max(o["end"] for o in outs) - start
    total = sum(len(o["lat"]) for o in outs)
    rate_four = total / wall
    refused = [r for o in outs for r in o["refused"]] + list(one["refused"])  # type: ignore[arg-type]
    lat_four = [x for o in outs for x in o["lat"]]

    print(
        f"one process: {rate_one:.0f} results/s (target >= {TARGET_ONE:.0f}), p95 latency {_p95(one['lat']) * 1000:.1f} ms"
    )  # type: ignore[arg-type]
    print(
        f"4 processes: {rate_four:.0f} results/s in total (target >= {TARGET_FOUR:.0f}), p95 latency {_p95(lat_four) * 1000:.1f} ms"
    )
    print(f"refused: {len(refused)} (target 0)" + (f", e.g. {refused[0]}" if refused else ""))
    ok = rate_one >= TARGET_ONE and rate_four >= TARGET_FOUR and not refused
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
