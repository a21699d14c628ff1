"""Live updates (issue 26): a change at any desk reaches an open page's event stream within 2 s; the
server runs in a thread, counts the connected devices and stops cleanly."""

from __future__ import annotations

import threading
import time

import httpx
from conftest import tb

from desktop.services import tournament as svc
from desktop.web.server import WebServer


def _open(event):  # type: ignore[no-untyped-def]
    return next(m for m in event["round"].matches if m.b is not None and m.status != "reported")


def test_a_desk_result_reaches_the_phones_event_stream_within_two_seconds(db_path, event) -> None:  # type: ignore[no-untyped-def]
    from database.engine import Database

    server_db = Database.open(f"sqlite:///{db_path}")  # the server's own connections, as on the desk
    desk = Database.open(f"sqlite:///{db_path}")  # another desk
    server = WebServer(server_db, event["id"], host="127.0.0.1", port=0)
    server.start()
    seen: list[float] = []
    ready = threading.Event()
    try:
        assert "Spring Cup" in httpx.get(server.url + "standings", timeout=10).text

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
        deadline = time.monotonic() + 5
        while server.connected != 1 and time.monotonic() < deadline:
            time.sleep(0.02)
        assert server.connected == 1
        m = _open(event)
        written = time.monotonic()
        svc.record_result(desk, m.id, [tb("b", 1, 3)], who="desk 2")
        reader.join(5)
        assert seen, "no change event arrived"
        assert seen[0] - written <= 2.0
        page = httpx.get(server.url + "pairings/1", timeout=10).text
        assert svc.get_match(desk, m.id).status == "reported"
        assert f"{0}–{3}" in page  # the page read after the change shows the desk's result
    finally:
        server.stop()
        server_db.close()
        desk.close()
    assert not server.running


def test_a_second_server_on_a_busy_port_says_so(db, event) -> None:  # type: ignore[no-untyped-def]
    first = WebServer(db, event["id"], host="127.0.0.1", port=0)
    first.start()
    try:
        second = WebServer(db, event["id"], host="127.0.0.1", port=first.port)
        try:
            second.start(timeout=5)
        except OSError as exc:
            assert str(first.port) in str(exc)
        else:  # pragma: no cover - the port was taken
            second.stop()
            raise AssertionError("a second server listened on a busy port")
    finally:
        first.stop()
