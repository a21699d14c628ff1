"""Live updates push the page's content (issue 26, speed for phones): a change reaches each open page as
one server-sent event carrying that page's new ``<main>`` (no request back), rendered once per change,
language and page for every phone that follows it; "my event" gets the phone's own."""

from __future__ import annotations

import re
import threading
import time
from typing import Any

import httpx
from web_support import tb

from desktop.services import tournament as svc
from desktop.web.server import WebServer, main_event


def _open(event):  # type: ignore[no-untyped-def]
    return next(m for m in event["round"].matches if m.b is not None and m.status != "reported")


class Follower:
    """A phone's live stream (``/live?page=...``) read in a thread: every event as (name, data)."""

    def __init__(self, server: WebServer, page: str, lang: str = "en", cookies: Any = None) -> None:
        self.events: list[tuple[str, str, float]] = []
        self.ready = threading.Event()
        self.got = threading.Condition()
        url = server.url + "live?" + httpx.QueryParams({"stamp": server.state.announced, "page": page}).__str__()
        headers = {"Accept-Language": lang}

        def follow() -> None:
            try:
                with httpx.stream("GET", url, headers=headers, cookies=cookies, timeout=15) as r:
                    name, data = "message", []
                    for line in r.iter_lines():
                        if line.startswith("retry:"):
                            self.ready.set()
                        elif line.startswith("event:"):
                            name = line[6:].strip()
                        elif line.startswith("data:"):
                            data.append(line[6:] if line.startswith("data: ") else line[5:])
                        elif line == "" and data:
                            with self.got:
                                self.events.append((name, "\n".join(data), time.monotonic()))
                                self.got.notify_all()
                            name, data = "message", []
            except httpx.HTTPError:
                pass

        self.thread = threading.Thread(target=follow, daemon=True)
        self.thread.start()
        assert self.ready.wait(10), "the live stream did not open"

    def wait(self, n: int = 1, timeout: float = 5.0) -> list[tuple[str, str, float]]:
        with self.got:
            self.got.wait_for(lambda: len(self.events) >= n, timeout)
            return list(self.events)


def _serve(db_path):  # type: ignore[no-untyped-def]
    from database.engine import Database

    server_db = Database.open(f"sqlite:///{db_path}")
    desk = Database.open(f"sqlite:///{db_path}")
    return server_db, desk


def _connected(server: WebServer, n: int) -> None:
    deadline = time.monotonic() + 5
    while server.connected != n and time.monotonic() < deadline:
        time.sleep(0.02)
    assert server.connected == n


def test_a_desk_result_is_pushed_to_the_open_page_as_its_new_main_without_a_request(db_path, event) -> None:  # type: ignore[no-untyped-def]
    server_db, desk = _serve(db_path)
    server = WebServer(server_db, event["id"], host="127.0.0.1", port=0)
    server.start()
    try:
        page = httpx.get(server.url + "pairings/1", timeout=10).text
        live = re.search(r'data-live="([^"]+)"', page)
        assert live is not None and "page=/pairings/1" in live.group(1).replace("&amp;", "&")
        phone = Follower(server, "/pairings/1")
        _connected(server, 1)
        m = _open(event)
        written = time.monotonic()
        svc.record_result(desk, m.id, [tb("b", 1, 3)], who="desk 2")
        events = phone.wait(1)
        assert events, "nothing was pushed"
        name, data, when = events[0]
        assert name == "main" and when - written <= 2.0
        assert data.startswith('<nav id="nav">') and data.endswith("</main>")  # the header's links, the content
        assert "0–3" in data  # the desk's result, in the pushed content itself
        assert "<script>alert" not in data and "&lt;script&gt;" in data  # names stay text
    finally:
        server.stop()
        server_db.close()
        desk.close()


def test_a_pushed_main_is_rendered_once_per_change_language_and_page_for_every_phone(  # type: ignore[no-untyped-def]
    db_path, event, monkeypatch
) -> None:
    import desktop.web.server as server_module

    renders: list[str] = []
    real = server_module.render

    def counted(template, **kwargs):  # type: ignore[no-untyped-def]
        renders.append(f"{template}:{kwargs['lang']}")
        return real(template, **kwargs)

    monkeypatch.setattr(server_module, "render", counted)
    server_db, desk = _serve(db_path)
    server = WebServer(server_db, event["id"], host="127.0.0.1", port=0)
    server.start()
    try:
        english = [Follower(server, "/standings") for _ in range(6)]
        ukrainian = [Follower(server, "/standings", "uk") for _ in range(3)]
        _connected(server, 9)
        renders.clear()
        svc.record_result(desk, _open(event).id, [tb("a", 3, 0)], who="desk 2")
        pushed_en = {f.wait(1)[0][1] for f in english}
        pushed_uk = {f.wait(1)[0][1] for f in ukrainian}
        assert len(pushed_en) == 1 and len(pushed_uk) == 1  # the same bytes for every phone
        assert pushed_en != pushed_uk
        assert sorted(renders) == ["standings.html:en", "standings.html:uk"]
        # a phone opening the page afterwards gets the page of that same render
        opened = httpx.get(server.url + "standings", timeout=10).text
        assert all(part in opened for part in next(iter(pushed_en)).split("</nav>\n"))
        assert sorted(renders) == ["standings.html:en", "standings.html:uk"]
    finally:
        server.stop()
        server_db.close()
        desk.close()


def test_my_event_is_pushed_as_the_signed_in_players_own_page_with_their_report_form(db_path, event) -> None:  # type: ignore[no-untyped-def]
    server_db, desk = _serve(db_path)
    server = WebServer(server_db, event["id"], host="127.0.0.1", port=0)
    server.start()
    m = _open(event)
    try:
        with httpx.Client(base_url=server.url, timeout=10, follow_redirects=True) as phone:
            page = phone.get("/me").text
            csrf = re.search(r'name="csrf" value="([^"]+)"', page).group(1)  # type: ignore[union-attr]
            signed = phone.post("/me/sign-in", data={"csrf": csrf, "player": str(m.a), "code": event["codes"][m.a]})
            assert 'action="/me/report"' in signed.text
            follower = Follower(server, "/me", cookies=dict(phone.cookies))
            stranger = Follower(server, "/me")
            _connected(server, 2)
            other = next(x for x in event["round"].matches if x.status == "reported")
            svc.clear_result(desk, other.id)
            mine = follower.wait(1)[0]
            theirs = stranger.wait(1)[0]
        assert mine[0] == "main" and 'action="/me/report"' in mine[1] and f'value="{m.id}"' in mine[1]
        assert theirs[0] == "main" and 'action="/me/report"' not in theirs[1]  # nobody else's form
        assert 'action="/me/sign-in"' in theirs[1]
    finally:
        server.stop()
        server_db.close()
        desk.close()


def test_a_line_break_in_a_name_cannot_end_the_pushed_event_early() -> None:
    page = b'<html><nav id="nav"><a>Eve\r\nevent: y</a></nav><main id="main">\n<td>Eve\r\nevent: x\rdata: y</td>\n</main></html>'
    event = main_event(7, page)
    assert event.startswith(b"id: 7\nevent: main\n") and event.endswith(b"\n\n")
    lines = event[:-2].split(b"\n")
    assert all(line.startswith((b"id: ", b"event: ", b"data: ")) for line in lines)
    assert [line for line in lines if line.startswith(b"event:")] == [b"event: main"]
    assert b"\r" not in event


def test_a_shared_page_is_served_from_the_last_read_while_the_next_read_is_under_way(  # type: ignore[no-untyped-def]
    client, state, monkeypatch
) -> None:
    import desktop.web.server as server_module

    before = client.get("/standings").content
    release = threading.Event()
    real = server_module.load_site

    def slow(*args, **kwargs):  # type: ignore[no-untyped-def]
        release.wait(10)  # a big event's read, under load
        return real(*args, **kwargs)

    monkeypatch.setattr(server_module, "load_site", slow)
    state.changed()  # a desk's change: the watcher reads the event again ...
    reader = threading.Thread(target=state.site, daemon=True)
    reader.start()
    deadline = time.monotonic() + 5
    while not state.reading and time.monotonic() < deadline:
        time.sleep(0.01)
    assert state.reading
    try:
        t = time.monotonic()
        during = client.get("/standings")  # ... and a phone asking meanwhile does not wait for it
        assert time.monotonic() - t < 2.0 and during.status_code == 200 and during.content == before
    finally:
        release.set()
        reader.join(10)
    assert state._site_version == state.version and not state.reading


def test_a_phone_that_closes_its_stream_is_no_longer_counted_at_once(db, event) -> None:  # type: ignore[no-untyped-def]
    from desktop.web.server import Limits

    server = WebServer(db, event["id"], host="127.0.0.1", port=0, limits=Limits(keepalive=60.0))
    server.start()
    try:
        with httpx.stream("GET", server.url + "live?page=/standings", timeout=10) as r:
            lines = r.iter_lines()  # (kept: a generator dropped would close the stream)
            assert next(lines).startswith("retry:")
            _connected(server, 1)
        t = time.monotonic()
        _connected(server, 0)  # not only at the next keep-alive, a minute later
        assert time.monotonic() - t < 5
    finally:
        server.stop()


def test_a_forwarded_for_header_does_not_make_a_device_another_one(db, event) -> None:  # type: ignore[no-untyped-def]
    from desktop.web.server import Limits

    server = WebServer(db, event["id"], host="127.0.0.1", port=0, limits=Limits(rate=0.01, burst=3))
    server.start()
    try:
        codes = [
            httpx.get(server.url + "standings", headers={"X-Forwarded-For": f"10.1.2.{i}"}, timeout=10).status_code
            for i in range(5)
        ]
    finally:
        server.stop()
    assert codes == [200, 200, 200, 429, 429]  # one device (this address), whatever the header says


def test_every_live_page_carries_the_results_changed_notice_hidden_in_its_language(client) -> None:  # type: ignore[no-untyped-def]
    from desktop.web import messages

    for lang in ("en", "uk"):
        for path in ("/", "/standings", "/me"):
            page = client.get(path, headers={"Accept-Language": lang}).text
            notice = re.search(r'<p id="live-changed" class="live-changed" hidden><button type="button"[^>]*>([^<]+)<', page)
            assert notice is not None, (lang, path)
            assert notice.group(1) == messages.catalog(lang).t("live.changed")


def test_the_waiting_streams_wake_together_on_a_change_and_at_once_when_their_phone_goes(state) -> None:  # type: ignore[no-untyped-def]
    import asyncio

    state.site()

    async def run() -> None:
        loop = asyncio.get_running_loop()
        gone = loop.create_future()
        last = state.announced
        waits = [asyncio.ensure_future(state.announcement(last, 30, gone)) for _ in range(50)]
        await asyncio.sleep(0.05)
        assert not any(w.done() for w in waits)
        state.changed()
        await asyncio.to_thread(state.site)  # the watcher's read: it announces the change
        got = await asyncio.wait_for(asyncio.gather(*waits), 5)
        assert state.announced != last and got == [state.announced] * 50
        assert not state._wakers[loop]  # nothing left waiting
        t = time.monotonic()
        wait = asyncio.ensure_future(state.announcement(state.announced, 30, gone))
        await asyncio.sleep(0.05)
        gone.set_result(None)  # the phone went away: its stream stops waiting now, not at the keep-alive
        await asyncio.wait_for(wait, 5)
        assert time.monotonic() - t < 2

    asyncio.run(run())


def test_the_followed_pages_are_rendered_with_the_read_before_the_phones_are_told(  # type: ignore[no-untyped-def]
    db_path, event, monkeypatch
) -> None:
    import desktop.web.server as server_module

    renders: list[tuple[str, str, int]] = []
    real = server_module.render

    def counted(template, **kwargs):  # type: ignore[no-untyped-def]
        renders.append((template, threading.current_thread().name, server.state.announced))
        return real(template, **kwargs)

    monkeypatch.setattr(server_module, "render", counted)
    server_db, desk = _serve(db_path)
    server = WebServer(server_db, event["id"], host="127.0.0.1", port=0)
    server.start()
    try:
        phone = Follower(server, "/pairings/1")
        _connected(server, 1)
        before = server.state.announced
        renders.clear()
        svc.record_result(desk, _open(event).id, [tb("b", 1, 3)], who="desk 2")
        name, data, _when = phone.wait(1)[0]
        assert name == "main" and "0–3" in data
        # rendered once, by the watcher's read, while the phones still had the version before it
        assert renders == [("pairings.html", "venue-web-changes", before)]
        assert httpx.get(server.url + "pairings/1", timeout=10).text.count("0–3") >= 1
        assert len(renders) == 1  # and the page a phone opens now is those same bytes
    finally:
        server.stop()
        server_db.close()
        desk.close()


def test_the_live_pages_link_to_the_current_rounds_pairings_not_to_a_round_number(client) -> None:  # type: ignore[no-untyped-def]
    # a page left open for hours: a link to "round 1" would lead to an old round once round 2 is out
    nav = re.search(r'<nav id="nav">(.*?)</nav>', client.get("/standings").text, re.S)
    assert nav is not None
    assert 'href="/pairings"' in nav.group(1) and "/pairings/" not in nav.group(1)


def test_the_header_links_follow_the_event_on_an_open_page_without_a_reload(db_path) -> None:  # type: ignore[no-untyped-def]
    """A phone that opened the standings before round 1 was out gets the Pairings link with the round."""
    server_db, desk = _serve(db_path)
    ev = svc.create_event(desk, svc.EventSpec(name="Links Cup", game="toybattle")).summary.id
    for i in range(4):
        svc.register_player(desk, ev, f"Player {i}", rating=1500 - i)
    server = WebServer(server_db, ev, host="127.0.0.1", port=0)
    server.start()
    try:
        page = httpx.get(server.url + "standings", timeout=10).text
        assert 'href="/pairings"' not in page  # no round yet: nothing to link to
        phone = Follower(server, "/standings")
        _connected(server, 1)
        svc.publish_round(desk, svc.pair_next_round(desk, ev).id)
        pushed = [data for name, data, _t in phone.wait(1) if name == "main"]
        deadline = time.monotonic() + 5
        while not any('href="/pairings"' in d for d in pushed) and time.monotonic() < deadline:
            pushed = [data for name, data, _t in phone.wait(len(pushed) + 1, 1.0) if name == "main"]
        nav = re.search(r'<nav id="nav">(.*?)</nav>', pushed[-1], re.S)
        assert nav is not None and 'href="/pairings"' in nav.group(1)
    finally:
        server.stop()
        server_db.close()
        desk.close()
