"""The venue web end to end in a real browser (issue 26), the desk on SQLite: a phone checks in with
its personal code and reports, the opponent's phone confirms, the standings page that is open changes
without a reload within 2 s. Skips when Debian's chromium or chromedriver is missing."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from venue_browser import LIVE_WAIT, browser_paths, run_flow  # noqa: E402


@pytest.mark.timeout(180)
def test_two_phones_check_in_report_confirm_and_see_the_standings_change_live(db_path: Path) -> None:
    browser_paths()
    from database.engine import Database
    from desktop.services import tournament as svc
    from desktop.web.server import WebServer

    desk = Database.open(f"sqlite:///{db_path}")
    server_db = Database.open(f"sqlite:///{db_path}")  # the server's own connections, as on the desk
    server = None
    try:
        ev = svc.create_event(desk, svc.EventSpec(name="Browser Cup", game="toybattle")).summary.id
        for i, name in enumerate(["Alice Able", "Bohdan Bilyk", "<b>Carla</b> Cruz", "Dmytro Dovzhenko"]):
            svc.register_player(desk, ev, name, rating=1800 - i)
        svc.publish_round(desk, svc.pair_next_round(desk, ev).id)
        server = WebServer(server_db, ev, host="127.0.0.1", port=0)
        server.start()
        seen = run_flow(desk, server, ev)
        delay = seen["delay"]
        assert delay <= LIVE_WAIT, f"the standings changed {delay:.2f} s after the confirmation"
    finally:
        if server is not None:
            server.stop()
        server_db.close()
        desk.close()
