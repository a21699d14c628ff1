"""The venue web end to end in a real browser with the desk on PostgreSQL (issue 26): the same two
phones as tests/web_browser (check in, report, the opponent confirms, the open standings page changes
without a reload within 2 s), the change reaching the server through LISTEN/NOTIFY from another desk's
connections. Skips without a PostgreSQL server or without chromium/chromedriver."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web_browser"))

from venue_browser import LIVE_WAIT, browser_paths, run_flow  # noqa: E402


@pytest.mark.timeout(180)
def test_two_phones_report_and_confirm_with_the_desk_on_postgresql(pg_url: str) -> None:
    browser_paths()
    from database.engine import Database
    from desktop.services import tournament as svc
    from desktop.web.server import WebServer

    desk = Database.open(pg_url)
    server_db = Database.open(pg_url)
    server = None
    try:
        ev = svc.create_event(desk, svc.EventSpec(name="PG Browser Cup", game="toybattle")).summary.id
        for i, name in enumerate(["Alice Able", "Bohdan Bilyk", "Carla Cruz", "Dmytro Dovzhenko"]):
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
