"""A second desk's app window in its own process, for the live-change tests:
``python tests/postgres/window.py URL EVENT MATCH`` opens the Tournaments page on the event, prints
``ready``, then prints the wall-clock time at which its page shows MATCH reported (or ``timeout``)."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def reported(page, match_id: int) -> bool:  # type: ignore[no-untyped-def]
    snap = page.snapshot
    return (
        snap is not None
        and snap.current is not None
        and any(m.id == match_id and m.status == "reported" for m in snap.current.matches)
    )


def main(url: str, event_id: int, match_id: int) -> int:
    from PySide6.QtWidgets import QApplication

    from database.engine import Database
    from desktop.ui.context import AppContext
    from desktop.ui.pages.tournaments import TournamentsPage

    app = QApplication([])
    ctx = AppContext(Database.open(url), "en")
    page = TournamentsPage(ctx)
    page.resize(1024, 700)
    page.show()
    page.select_event(event_id)
    deadline = time.monotonic() + 60
    while page.snapshot is None or page.busy:
        app.processEvents()
        time.sleep(0.01)
        if time.monotonic() > deadline:
            print("timeout", flush=True)
            return 1
    print("ready", flush=True)
    deadline = time.monotonic() + 30
    while not reported(page, match_id):
        app.processEvents()
        time.sleep(0.005)
        if time.monotonic() > deadline:
            print("timeout", flush=True)
            return 1
    print(f"{time.time():.3f}", flush=True)
    page.live.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3])))
