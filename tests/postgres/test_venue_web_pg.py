"""The venue web with the desk on PostgreSQL (issue 26): codes and reports in the shared database, and
a desk's result reaching an open page's event stream within 2 s (LISTEN/NOTIFY)."""

from __future__ import annotations

import threading
import time

import httpx

from desktop.services import tournament as svc
from desktop.services import venue
from desktop.web.server import WebServer


def _tb(winner: str) -> dict[str, object]:
    return {"winner": winner, "ended": "medals", "medals_a": 3 if winner == "a" else 1, "medals_b": 1 if winner == "a" else 3}


def _event(db):  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="PG Cup", game="toybattle")).summary.id
    for i in range(4):
        svc.register_player(db, ev, f"Player {i}", rating=1500 - i)
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    return ev, rnd


def test_reports_count_when_both_agree_on_postgresql(pg_db) -> None:  # type: ignore[no-untyped-def]
    ev, rnd = _event(pg_db)
    codes = {c.registration_id: c.code for c in venue.issue_codes(pg_db, ev)}
    m = next(m for m in rnd.matches if m.b is not None)
    assert venue.sign_in(pg_db, ev, m.a, codes[m.a].lower()) == m.a
    assert not venue.report_result(pg_db, m.a, m.id, [_tb("a")], m.version).counted
    assert venue.report_result(pg_db, m.b, m.id, [_tb("a")], m.version).counted
    assert svc.get_match(pg_db, m.id).status == "reported"
    for _ in range(venue.MAX_FAILURES):
        try:
            venue.sign_in(pg_db, ev, m.b, "WRONGWRONG")
        except venue.CodeRefusedError:
            pass
    assert next(c for c in venue.player_codes(pg_db, ev) if c.registration_id == m.b).locked


def test_a_desk_result_reaches_the_event_stream_within_two_seconds_on_postgresql(pg_url) -> None:  # type: ignore[no-untyped-def]
    from database.engine import Database

    server_db = Database.open(pg_url)
    desk = Database.open(pg_url)
    ev, rnd = _event(desk)
    server = WebServer(server_db, ev, host="127.0.0.1", port=0)
    server.start()
    seen: list[float] = []
    ready = threading.Event()
    try:

        def follow() -> None:
            with httpx.stream("GET", server.url + "live", timeout=10) as r:
                for line in r.iter_lines():
                    if line.startswith("retry:"):
                        ready.set()
                    if line.startswith("event: change"):
                        seen.append(time.monotonic())
                        return

        reader = threading.Thread(target=follow, daemon=True)
        reader.start()
        assert ready.wait(10)
        time.sleep(0.5)  # the feed is listening
        m = next(m for m in rnd.matches if m.b is not None)
        written = time.monotonic()
        svc.record_result(desk, m.id, [_tb("b")], who="desk 2")
        reader.join(5)
        assert seen and seen[0] - written <= 2.0
        assert "0–3" in httpx.get(server.url + "pairings/1", timeout=10).text
    finally:
        server.stop()
        server_db.close()
        desk.close()
