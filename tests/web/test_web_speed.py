"""The venue web's speed mechanics (issue 26, "Speed"): live streams are woken by a change rather than
polling, and the pages that are the same for everyone are served from bytes rendered once per change."""

from __future__ import annotations

import asyncio
import time

from conftest import tb

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
