"""The venue web's speed mechanics (issue 26, "Speed"): live streams are woken by a change rather than
polling, and the pages that are the same for everyone are served from bytes rendered once per change."""

from __future__ import annotations

import asyncio
import time

from web_support import tb

from desktop.services import tournament as svc


def test_a_live_stream_waits_for_the_next_announcement_and_wakes_at_once_when_a_desk_changes_the_event(
    state, db, event
) -> None:  # type: ignore[no-untyped-def]
    state.site()
    before = state.announced

    async def follow() -> tuple[int, float, bool]:
        waiting = asyncio.create_task(state.announcement(before, 30))
        await asyncio.sleep(0.3)
        idle = not waiting.done()  # nothing changed: still waiting (no poll ends the wait)

        def desk() -> None:
            m = next(m for m in event["round"].matches if m.b is not None and m.status != "reported")
            svc.record_result(db, m.id, [tb("b", 1, 3)], who="desk 2")
            state.changed()
            state.site()  # the watcher reads the event again: that announces it

        written = time.monotonic()
        await asyncio.to_thread(desk)
        seen = await asyncio.wait_for(waiting, 5)
        return seen, time.monotonic() - written, idle

    seen, took, idle = asyncio.run(follow())
    assert idle
    assert seen == state.announced and seen > before
    assert took < 1.0


def test_a_live_stream_with_nothing_new_returns_after_its_keepalive_with_the_same_version(state) -> None:  # type: ignore[no-untyped-def]
    state.site()

    async def follow() -> tuple[int, float]:
        t = time.monotonic()
        seen = await state.announcement(state.announced, 0.2)
        return seen, time.monotonic() - t

    seen, took = asyncio.run(follow())
    assert seen == state.announced
    assert 0.15 <= took < 2.0


def test_a_shared_page_is_served_from_its_bytes_with_the_security_headers_and_a_session_for_a_new_phone(
    client, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    import desktop.web.server as server_module

    first = client.get("/standings", headers={"Accept-Language": "uk"})
    assert first.status_code == 200
    reads: list[int] = []
    renders: list[str] = []
    monkeypatch.setattr(server_module, "load_site", lambda *a: reads.append(1))
    monkeypatch.setattr(server_module, "render", lambda template, **kw: renders.append(template))
    client.cookies.clear()
    again = client.get("/standings", headers={"Accept-Language": "uk"})
    assert (reads, renders) == ([], [])
    assert again.content == first.content
    assert again.headers["content-type"] == "text/html; charset=utf-8"
    assert "script-src 'self'" in again.headers["content-security-policy"]
    assert again.headers["x-frame-options"] == "DENY"
    cookie = again.headers["set-cookie"]
    assert cookie.startswith("tb_session=") and "HttpOnly" in cookie and "SameSite=strict" in cookie
    session = client.cookies.get("tb_session")
    assert session and session != first.cookies.get("tb_session")
    kept = client.get("/standings", headers={"Accept-Language": "uk"})
    assert "set-cookie" not in kept.headers  # a phone with its session keeps it
    client.cookies.set("tb_lang", "en")
    english = client.get("/standings", headers={"Accept-Language": "uk"})  # the chosen language wins
    assert renders == ["standings.html"] and english.status_code == 200


def _head(sock, request: bytes) -> bytes:  # type: ignore[no-untyped-def]
    """Send ``request`` and read one response (its head and a Content-Length body)."""
    sock.sendall(request)
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            return data
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    length = next((int(v) for k, _, v in (h.partition(b":") for h in head.split(b"\r\n")) if k.lower() == b"content-length"), 0)
    while len(body) < length:
        chunk = sock.recv(65536)
        if not chunk:
            break
        body += chunk
    return head


def test_the_server_refuses_a_request_head_over_its_limit_and_serves_many_requests_on_one_connection(
    db, event
) -> None:  # type: ignore[no-untyped-def]
    import socket

    from desktop.web.server import MAX_HEAD, Limits, WebServer

    server = WebServer(db, event["id"], host="127.0.0.1", port=0, limits=Limits(rate=1000, burst=1000))
    server.start()
    try:
        padding = b"X-Pad: " + b"a" * 2000 + b"\r\n"
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
            for _ in range(3 * MAX_HEAD // len(padding)):  # far more than one head's limit in all
                head = _head(sock, b"GET /standings HTTP/1.1\r\nHost: x\r\n" + padding + b"\r\n")
                assert head.startswith(b"HTTP/1.1 200"), head[:80]
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
            huge = b"GET /standings HTTP/1.1\r\nHost: x\r\n" + padding * (2 * MAX_HEAD // len(padding)) + b"\r\n"
            try:
                head = _head(sock, huge)
            except (ConnectionResetError, BrokenPipeError):
                head = b""
            assert not head.startswith(b"HTTP/1.1 200")
            assert head == b"" or head.startswith(b"HTTP/1.1 400"), head[:80]
    finally:
        server.stop()
