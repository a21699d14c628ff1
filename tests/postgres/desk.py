"""A desk in its own process for the race tests: ``python tests/postgres/desk.py MODE URL ARG START_FLAG``.

Prints one JSON line: ``{"ok": true, ...}`` or the error's type and message (a ServiceError is the
clear message a desk shows; anything else is a defect the tests catch)."""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _wait_for(flag: str) -> None:
    deadline = time.monotonic() + 60
    while not os.path.exists(flag):
        if time.monotonic() > deadline:
            raise SystemExit("the start flag never came")
        time.sleep(0.002)


def main(argv: list[str]) -> int:
    sys.path.insert(0, str(ROOT))
    from database.engine import Database
    from desktop.services import tournament as svc
    from desktop.services.errors import ServiceError

    mode, url, arg, flag = argv
    db = Database.open(url)
    print("ready", flush=True)
    _wait_for(flag)
    try:
        if mode == "pair":
            rv = svc.pair_next_round(db, int(arg))
            out = {"ok": True, "round": rv.id, "number": rv.number}
        elif mode == "publish":
            rv = svc.publish_round(db, int(arg))
            out = {"ok": True, "round": rv.id}
        elif mode == "enter-once":  # ARG: match ids, comma-separated; rides out a lost connection
            from desktop.services.reconnect import record_result_once

            refused = []
            for mid in [int(x) for x in arg.split(",") if x]:
                try:
                    record_result_once(
                        db, mid, [{"winner": "a", "ended": "hq", "medals_a": 3, "medals_b": 1}], who="desk"
                    )
                except Exception as exc:  # noqa: BLE001 - counted
                    import traceback

                    where = "".join(traceback.format_exception(exc)[-6:])  # where it came from, for the failure
                    refused.append(f"{mid}: {type(exc).__name__}: {exc}\n{where}")
            out = {"ok": not refused, "refused": refused[:5], "n_refused": len(refused)}
        else:
            raise SystemExit(f"unknown mode {mode}")
    except ServiceError as exc:
        out = {"ok": False, "type": type(exc).__name__, "service_error": True, "message": exc.message}
    except Exception as exc:  # noqa: BLE001 - reported: the test fails on it
        out = {"ok": False, "type": type(exc).__name__, "service_error": False, "message": str(exc)}
    print(json.dumps(out))
    db.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
