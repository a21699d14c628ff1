"""Command-line start-up (issue 9): the real ``toybox-arena`` command as a whole process.

Median of 10 runs of ``toybox-arena event list`` and of a refused ``toybox-arena event result`` (an
unknown result field) on a 1,024-player event with a published round: each at most 0.35 s, start-up
of Python and every import included. Verbs keep their imports lazy so that this holds as verbs grow.

Run: .venv/bin/python tests/benchmarks/cli_start.py
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

TARGET = 0.35
RUNS = 10
ROOT = Path(__file__).resolve().parents[2]


def _command() -> list[str]:
    exe = Path(sys.executable).with_name("toybox-arena")
    if exe.exists():
        return [str(exe)]
    found = shutil.which("toybox-arena")
    if found:
        return [found]
    return [sys.executable, "-c", "import sys; from desktop.cli import main; sys.exit(main())"]


def _time(args: list[str], env: dict[str, str], expect: int, says: str) -> float:
    """One whole run; it must end as expected and print ``says`` (not some other failure)."""
    t = time.perf_counter()
    res = subprocess.run(args, capture_output=True, text=True, env=env, cwd=str(ROOT))
    elapsed = time.perf_counter() - t
    if res.returncode != expect or says not in res.stdout + res.stderr:
        raise SystemExit(
            f"{' '.join(args[-6:])}: exit {res.returncode}, expected {expect} and {says!r}: "
            f"{(res.stdout + res.stderr)[-500:]}"
        )
    return elapsed


def main() -> int:
    sys.path.insert(0, str(ROOT))
    from sqlalchemy.engine import URL

    from database.engine import Database
    from desktop.services import tournament as svc
    from desktop.services.tournament_import import import_players

    tmp = Path(tempfile.mkdtemp(prefix="toybox-cli-bench-"))
    url = URL.create("sqlite", database=str(tmp / "bench.sqlite3")).render_as_string(hide_password=False)
    db = Database.open(url)
    ev = svc.create_event(db, svc.EventSpec(name="CLI Open", game="toybattle")).summary.id
    import_players(db, ev, "name\n" + "".join(f"Player {i:04d}\n" for i in range(1024)))
    rv = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    match = next(m for m in rv.matches if m.b is not None)
    db.close()
    env = {**os.environ, "TOYBOX_ARENA_HOME": str(tmp)}
    cmd = _command() + ["--database", url, "event"]
    list_args = cmd + ["list"]
    refused_args = cmd + [
        "result",
        str(ev),
        str(match.id),
        "--game",
        "winner=a,ended=hq,medals_a=3,medals_b=1,foo=7",
    ]
    listed = "\tCLI Open\ttoybattle\t"
    refused = "'foo' is not a result field of toybattle"
    _time(list_args, env, 0, listed)  # warm the file cache
    lists, refusals = [], []
    for _ in range(RUNS):
        lists.append(_time(list_args, env, 0, listed))
        refusals.append(_time(refused_args, env, 1, refused))
    m_list, m_refused = statistics.median(lists), statistics.median(refusals)
    print(f"event list: median {m_list:.3f} s of {RUNS} runs, best {min(lists):.3f} s (target <= {TARGET} s)")
    print(
        f"refused event result (1,024 players): median {m_refused:.3f} s of {RUNS} runs, "
        f"best {min(refusals):.3f} s (target <= {TARGET} s)"
    )
    return 0 if m_list <= TARGET and m_refused <= TARGET else 1


if __name__ == "__main__":
    sys.exit(main())
