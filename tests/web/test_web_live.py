"""Live updates (issue 26): a change at any desk reaches an open page's event stream within 2 s; the
server runs in a thread, counts the connected devices and stops cleanly."""

from __future__ import annotations

import threading
import time

import httpx
from web_support import tb

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


def test_a_change_is_read_once_however_many_pages_ask_at_once(db, event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import desktop.web.server as server_module
    from desktop.web.server import WebState

    calls: list[int] = []
    real = server_module.load_site

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(1)
        time.sleep(0.2)  # a big event takes a while: the other requests arrive meanwhile
        return real(*args, **kwargs)

    monkeypatch.setattr(server_module, "load_site", counted)
    state = WebState(db, event["id"])
    state.site()
    state.changed()
    sites = []
    threads = [threading.Thread(target=lambda: sites.append(state.site())) for _ in range(20)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(10)
    assert len(calls) == 2  # the first read and one after the change
    assert len(sites) == 20 and all(s is sites[0] for s in sites) and sites[0].stamp == state.version


def test_the_server_listens_only_where_the_organiser_chose(db, event) -> None:  # type: ignore[no-untyped-def]
    import socket

    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))
        other = probe.getsockname()[0]
    finally:
        probe.close()
    assert not other.startswith("127.")
    server = WebServer(db, event["id"], host="127.0.0.1", port=0)
    server.start()
    try:
        assert httpx.get(f"http://127.0.0.1:{server.port}/", timeout=5).status_code == 200
        try:
            httpx.get(f"http://{other}:{server.port}/", timeout=3)
        except httpx.TransportError:
            pass
        else:
            raise AssertionError(f"the server answered on {other}, not only on 127.0.0.1")
    finally:
        server.stop()


def test_a_shared_page_is_rendered_once_per_change_and_language(client, db, event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import desktop.web.server as server_module

    calls: list[str] = []
    real = server_module.render

    def counted(template, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(template)
        return real(template, **kwargs)

    monkeypatch.setattr(server_module, "render", counted)
    for _ in range(5):
        assert client.get("/standings").status_code == 200
        client.get("/standings", headers={"Accept-Language": "uk"})
    assert calls == ["standings.html", "standings.html"]  # English once, Ukrainian once
    m = _open(event)
    svc.record_result(db, m.id, [tb("b", 1, 3)], who="desk")
    client.app.state.changed()
    page = client.get("/standings").text
    assert calls.count("standings.html") == 3
    assert client.get("/standings").text == page
    assert client.get("/me").status_code == 200 and calls[-1] == "me.html"  # "my event" is never shared
