"""The venue web's server: a Starlette app over one event, and :class:`WebServer`, uvicorn in a thread
(beside Qt's event loop on the desk, or alone for ``event serve``).

Pages are rendered from one :class:`~desktop.web.site.Site` per change (not per request): a thread
watches the desks' change feed (:mod:`desktop.services.changes`, SQLite or PostgreSQL), reads the
site again and wakes every open ``/live`` stream (server-sent events) at once, so that each page
fetches its content again; the pages that are the same for everyone are served as bytes rendered once
per change and language, without going through the routing.

Security (issue 26): the web never offers an organiser action; a player's code reaches only that
player's check-in and reports (wrong codes are counted per device here and per player in the
database, which locks the player out); every form carries a CSRF token bound to the session cookie
(HttpOnly, SameSite=Strict) and a foreign Origin is refused; every value is escaped by the templates;
a strict Content-Security-Policy (no inline script, nothing from elsewhere); request bodies and the
rate of requests per device are limited; the server binds only to the address the organiser chose.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import re
import secrets
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qsl, urlsplit

from desktop.web import messages
from desktop.web.render import LIVE, STATIC_DIR, render
from desktop.web.site import Site

__all__ = ["Limits", "WebState", "create_app", "WebServer", "CSP"]

log = logging.getLogger(__name__)

CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
)
SECURITY_HEADERS = [
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    # not "no-referrer": under it browsers send "Origin: null" with every form post, which the origin
    # check refuses (tests/web_browser); "same-origin" still sends nothing to any other site
    (b"referrer-policy", b"same-origin"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"cache-control", b"no-store"),
]
SESSION_COOKIE = "tb_session"
LANG_COOKIE = "tb_lang"


@dataclass(frozen=True)
class Limits:
    max_body: int = 16 * 1024
    """Bytes of a request body (a result report is well under 2 KiB)."""
    rate: float = 20.0
    """Requests per second per device, sustained ..."""
    burst: int = 60
    """... with this many at once."""
    device_failures: int = 10
    """Wrong codes per device within ``failure_window`` seconds before the device is refused."""
    failure_window: float = 600.0
    max_streams: int = 1000
    """Open live connections (each phone keeps one)."""
    keepalive: float = 15.0


@dataclass
class WebState:
    """What the requests share: the event's site (rebuilt after a change), the sessions, the counters."""

    db: Any
    event_id: int
    limits: Limits = field(default_factory=Limits)
    secret: bytes = field(default_factory=lambda: secrets.token_bytes(32))
    version: int = 0
    """Bumped by every change (of this event, at any desk, or by the web itself)."""
    announced: int = 0
    """The latest version whose pages are ready: what the live streams tell the phones (so that the
    phones, all asking at once, find the pages read already)."""
    streams: int = 0
    closing: bool = False
    sessions: dict[str, int] = field(default_factory=dict)
    """session token -> the signed-in player's registration id."""
    _site: Site | None = None
    _site_version: int = -1
    _reuse: dict[int, Any] = field(default_factory=dict)
    """What the next read keeps of the last one (:func:`load_site`: the views of the matches unchanged)."""
    prepare: Callable[[Site], None] | None = None
    """Called with each new read before it is announced (the app renders the followed pages)."""
    reading: bool = False
    """A read of the event is under way (the shared pages of the last read are served meanwhile)."""
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _build_lock: threading.Lock = field(default_factory=threading.Lock)
    _buckets: dict[str, tuple[float, float]] = field(default_factory=dict)
    _failures: dict[str, deque[float]] = field(default_factory=dict)
    on_locked: Callable[[str], None] | None = None
    """Told (the player's name) when a player is locked out (the desk's dialog shows it)."""
    _wakers: dict[Any, set[asyncio.Future[None]]] = field(default_factory=dict)
    """event loop -> the futures its live streams wait on (all resolved at each announcement)."""

    def changed(self) -> None:
        with self._lock:
            self.version += 1

    def site(self) -> Site:
        """The event as of the latest change: read once per change however many requests ask at once
        (one builds, the others wait for it: a change seen by 300 phones is one read, not 300)."""
        with self._lock:
            if self._site is not None and self._site_version == self.version:
                return self._site
        with self._build_lock:
            with self._lock:
                if self._site is not None and self._site_version == self.version:
                    return self._site
                version = self.version
            self.reading = True
            try:
                site = load_site(self.db, self.event_id, version, self._reuse)
                if self.prepare is not None:
                    try:
                        self.prepare(site)
                    except Exception:  # noqa: BLE001 - then the pages are rendered when asked for
                        log.exception("the venue web's pages could not be made ready")
            finally:
                self.reading = False
            with self._lock:
                announce = version > self.announced
                if version >= self._site_version:
                    self._site, self._site_version = site, version
                    self.announced = max(self.announced, version)
            if announce:
                self.wake()
            return site

    # -- live streams: woken on a change, not polling -----------------------------------------------
    def wake(self) -> None:
        """Wake every live stream (from any thread): one callback per event loop, not one per stream."""
        with self._lock:
            wakers = list(self._wakers.items())
        for loop, waiting in wakers:
            try:
                loop.call_soon_threadsafe(_pulse, waiting)
            except RuntimeError:  # that loop is closed
                with self._lock:
                    self._wakers.pop(loop, None)

    async def announcement(self, last: int, timeout: float, gone: asyncio.Future[Any] | None = None) -> int:
        """The announced version once it differs from ``last``, or after ``timeout`` seconds (or when
        the server closes, or ``gone`` is done: the phone went away) whatever it is."""
        loop = asyncio.get_running_loop()
        with self._lock:
            waiting = self._wakers.get(loop)
            if waiting is None:
                waiting = self._wakers[loop] = set()
        if self.announced != last or self.closing:
            return self.announced
        # one future per wait, resolved by the announcement, the time-out or the phone going away: no
        # task per stream and change (300 phones wake on a change at once)
        future: asyncio.Future[None] = loop.create_future()
        waiting.add(future)
        timer = loop.call_later(timeout, _resolve, future)

        def went(_gone: asyncio.Future[Any]) -> None:
            _resolve(future)

        if gone is not None:
            gone.add_done_callback(went)
        try:
            await future
        finally:
            timer.cancel()
            waiting.discard(future)
            if gone is not None:
                gone.remove_done_callback(went)  # (a stream waits thousands of times in an evening)
        return self.announced

    # -- rate limits ------------------------------------------------------------------------------
    def allow(self, device: str, now: float | None = None) -> bool:
        """Token bucket per device: ``rate`` per second, ``burst`` at once."""
        now = time.monotonic() if now is None else now
        with self._lock:
            tokens, last = self._buckets.get(device, (float(self.limits.burst), now))
            tokens = min(float(self.limits.burst), tokens + (now - last) * self.limits.rate)
            if tokens < 1.0:
                self._buckets[device] = (tokens, now)
                return False
            self._buckets[device] = (tokens - 1.0, now)
            if len(self._buckets) > 10_000:  # forget idle devices
                self._buckets = {k: v for k, v in self._buckets.items() if now - v[1] < 60}
            return True

    def device_blocked(self, device: str, now: float | None = None) -> bool:
        now = time.monotonic() if now is None else now
        with self._lock:
            seen = self._failures.get(device)
            if not seen:
                return False
            while seen and now - seen[0] > self.limits.failure_window:
                seen.popleft()
            return len(seen) >= self.limits.device_failures

    def failed(self, device: str, now: float | None = None) -> None:
        now = time.monotonic() if now is None else now
        with self._lock:
            self._failures.setdefault(device, deque(maxlen=self.limits.device_failures * 2)).append(now)

    # -- sessions and CSRF ------------------------------------------------------------------------
    def csrf(self, session: str) -> str:
        return hmac.new(self.secret, session.encode(), hashlib.sha256).hexdigest()[:40]

    def csrf_ok(self, session: str, token: str) -> bool:
        return bool(session) and hmac.compare_digest(self.csrf(session), token or "")


def load_site(db: Any, event_id: int, stamp: int = 0, reuse: dict[int, Any] | None = None) -> Site:
    """The event as the pages show it after a change: publishing's bulk read (a few plain queries, no
    ORM: :func:`desktop.services.publish_read.read_event`), each match unchanged since the previous read
    keeping its view and logic (``reuse``, kept by the :class:`WebState`), so that a result scores
    one match again, not the event's; the very pages of :func:`desktop.web.site.load_site`, the
    services' full read (``tests/web/test_web_read_after_change.py``)."""
    from desktop.games import registry
    from desktop.services.publish_read import read_event

    event, clock = read_event(db, event_id, reuse)
    game = registry.GAMES.get(event.detail.summary.game)
    names = dict(game.names) if game is not None else {"en": event.detail.summary.game}
    return Site(event, clock, names, stamp)


# --- the ASGI guard: headers, sizes, rates -----------------------------------------------------------


class Guard:
    """Around the app: the security headers on every response, request bodies cut at ``max_body``
    (413), requests per device limited (429)."""

    def __init__(self, app: Any, state: WebState) -> None:
        self.app = app
        self.state = state

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        device = (scope.get("client") or ("?", 0))[0]
        headers = dict(scope.get("headers") or [])
        limits = self.state.limits

        async def plain(status: int, key: str) -> None:
            from starlette.responses import PlainTextResponse

            lang = messages.negotiate(headers.get(b"accept-language", b"").decode("latin-1"))
            resp = PlainTextResponse(messages.catalog(lang).t(key), status_code=status)
            await resp(scope, receive, send_secure)

        async def send_secure(message: dict[str, Any]) -> None:
            if message["type"] == "http.response.start":
                message = dict(message)
                message["headers"] = list(message.get("headers", [])) + SECURITY_HEADERS
            await send(message)

        if not self.state.allow(device):
            await plain(429, "error.too_many")
            return
        length = headers.get(b"content-length")
        if length is not None:
            try:
                too_big = int(length) > limits.max_body
            except ValueError:
                too_big = True
            if too_big:
                await plain(413, "error.too_large")
                return
        received = 0

        async def limited_receive() -> dict[str, Any]:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limits.max_body:
                    raise _TooLarge()
            return message

        try:
            await self.app(scope, limited_receive, send_secure)
        except _TooLarge:
            await plain(413, "error.too_large")


class _TooLarge(Exception):
    pass


def _pulse(waiting: set[asyncio.Future[None]]) -> None:
    """Wake every stream waiting now (the next waits wait for the next change)."""
    woken = list(waiting)
    waiting.clear()
    for future in woken:
        _resolve(future)


def _resolve(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)


def _cookie(headers: list[tuple[bytes, bytes]], name: str) -> str:
    """One cookie's value from the raw headers (as Starlette reads it: the last of that name)."""
    found = ""
    for key, value in headers:
        if key == b"cookie":
            for part in value.decode("latin-1").split(";"):
                k, sep, v = part.strip().partition("=")
                if sep and k == name:
                    found = v.strip()
    return found


class SharedPages:
    """The pages that are the same for every phone, served from the bytes rendered once per change and
    language (``rendered``) without routing, request objects or a database read; a page not rendered
    yet for this change goes on to the app, which renders it (once) and keeps it."""

    def __init__(
        self, app: Any, state: WebState, rendered: dict[tuple[str, str, int], bytes], live: Any = None
    ) -> None:
        self.app = app
        self.state = state
        self.rendered = rendered
        self.live = live
        """The live streams' ASGI app: ``/live`` goes straight to it (each phone keeps one open, and
        every update is written through as few layers as there can be)."""

    @property
    def routes(self) -> Any:
        """The app's routes: everything this server offers (the security tests list them)."""
        return self.app.routes

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "http" and scope["method"] in ("GET", "HEAD"):
            if scope["path"] == "/live" and scope["method"] == "GET" and self.live is not None:
                await self.live(scope, receive, send)
                return
            site = self.state._site
            # the pages of the last read, also while the next one is under way (its phones are told when
            # it is done: their live streams wait for that announcement, not for this page)
            if site is not None and (self.state._site_version == self.state.version or self.state.reading):
                headers = scope.get("headers") or []
                lang = _cookie(headers, LANG_COOKIE)
                if lang not in messages.LANGUAGES:
                    accept = next((v for k, v in headers if k == b"accept-language"), b"")
                    lang = messages.negotiate(accept.decode("latin-1"))
                body = self.rendered.get((scope["path"], lang, site.stamp))
                if body is not None:
                    out = [
                        (b"content-type", b"text/html; charset=utf-8"),
                        (b"content-length", str(len(body)).encode()),
                    ]
                    session = _cookie(headers, SESSION_COOKIE)
                    if not (20 <= len(session) <= 64 and session.isascii()):
                        out.append((b"set-cookie", _session_cookie(secrets.token_urlsafe(24))))
                    await send({"type": "http.response.start", "status": 200, "headers": out})
                    await send({"type": "http.response.body", "body": b"" if scope["method"] == "HEAD" else body})
                    return
        await self.app(scope, receive, send)


_LINE_BREAK = re.compile(rb"\r\n|\r|\n")
_MAIN_OPEN = b'<main id="main">'
_MAIN_CLOSE = b"</main>"
_NAV_OPEN = b'<nav id="nav">'
_NAV_CLOSE = b"</nav>"


def main_event(stamp: int, page: bytes) -> bytes:
    """The server-sent event that carries a rendered page's ``<nav>`` and ``<main>`` (``event: main``,
    their lines as ``data:`` lines, the stamp as its id: a reconnecting stream says which one it has seen).
    The header's links change with the event too: the Pairings link once a round is out, the Bracket
    link once a knockout stage starts."""
    parts = []
    nav = page.find(_NAV_OPEN)
    if nav >= 0:
        parts.append(page[nav : page.index(_NAV_CLOSE, nav) + len(_NAV_CLOSE)])
    start = page.index(_MAIN_OPEN)
    parts.append(page[start : page.index(_MAIN_CLOSE, start) + len(_MAIN_CLOSE)])
    lines = _LINE_BREAK.split(b"\n".join(parts))  # a line break inside a name must not end the field
    return b"id: %d\nevent: main\n" % stamp + b"".join(b"data: " + line + b"\n" for line in lines) + b"\n"


def _session_cookie(value: str) -> bytes:
    return f"{SESSION_COOKIE}={value}; HttpOnly; Path=/; SameSite=strict".encode("latin-1")


# --- the app -----------------------------------------------------------------------------------------


def create_app(state: WebState) -> Any:
    """The Starlette app of one event (``state``)."""
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import HTMLResponse, RedirectResponse, Response
    from starlette.routing import Route
    from starlette.staticfiles import StaticFiles

    def language(request: Request) -> str:
        chosen = request.cookies.get(LANG_COOKIE, "")
        if chosen in messages.LANGUAGES:
            return chosen
        return messages.negotiate(request.headers.get("accept-language"))

    def session_of(request: Request) -> str:
        token = request.cookies.get(SESSION_COOKIE, "")
        return token if 20 <= len(token) <= 64 and token.isascii() else ""

    rendered: dict[tuple[str, str, int], bytes] = {}
    """(path, language, stamp) -> a shared page's bytes (this change's only: older ones are dropped)."""
    pushes: dict[tuple[str, str, int], bytes] = {}
    """(path, language, stamp) -> the server-sent event carrying that page's new ``<main>``."""
    render_lock = threading.Lock()

    def shared_page(path: str, lang: str, site: Site | None = None) -> tuple[int, bytes] | None:
        """(stamp, bytes) of the page at ``path`` that is the same for every phone (all but "my event"),
        rendered once per change and language however many phones (or live streams) ask for it after a
        change; None when there is no such page. :class:`SharedPages` then serves the bytes. ``site``:
        a read not announced yet (the pages are made ready before the phones are told)."""
        site = site if site is not None else state.site()
        key = (path, lang, site.stamp)
        body = rendered.get(key)
        if body is None:
            with render_lock:  # one renders, the phones asking at the same moment wait for it
                body = rendered.get(key)
                if body is None:
                    chosen = shared_template(site, path, lang)
                    if chosen is None:
                        return None
                    template, name, context = chosen
                    html = render(template, site=site, lang=lang, links=LIVE, page=name, csrf="", live_page=path, **context)
                    body = str(html).encode()
                    _forget_older(rendered, site.stamp)
                    rendered[key] = body
        return site.stamp, body

    def shared_template(site: Site, path: str, lang: str) -> tuple[str, str, dict[str, Any]] | None:
        """(template, page name, context) of a shared page; None when ``path`` is no such page."""
        context: dict[str, Any]
        if path == "/":
            template, name, context = "index.html", "home", {}
        elif path == "/pairings" or path.startswith("/pairings/"):
            number = path[len("/pairings/"):]
            if number and not (number.isascii() and number.isdigit() and len(number) < 10):
                return None
            rnd = site.round(int(number)) if number else site.current()
            if rnd is None and number:
                return None
            template, name = "pairings.html", "pairings"
            context = {"rnd": rnd, "rows": site.pairings(rnd) if rnd else []}
        elif path == "/standings":
            template, name, context = "standings.html", "standings", {}
        elif path == "/crosstable":
            numbers, rows = site.crosstable()
            cat = messages.catalog(lang)
            letters = {k: cat.t(f"result.{k}") for k in ("win", "draw", "loss", "bye")}
            template, name = "crosstable.html", "crosstable"
            context = {"numbers": numbers, "rows": rows, "letters": letters}
        elif path == "/bracket":
            template, name, context = "bracket.html", "bracket", {}
        else:
            return None
        return template, name, context

    def shared_push(path: str, lang: str, site: Site | None = None) -> bytes | None:
        """The live event carrying the new ``<main>`` of a shared page: one per change, language and
        page, the same bytes written to every stream that follows that page."""
        found = shared_page(path, lang, site)
        if found is None:
            return None
        stamp, body = found
        key = (path, lang, stamp)
        event = pushes.get(key)
        if event is None:
            event = main_event(stamp, body)
            with render_lock:
                _forget_older(pushes, stamp)
                pushes[key] = event
        return event

    def _forget_older(cache: dict[tuple[str, str, int], bytes], stamp: int) -> None:
        """Keep the pages of ``stamp`` and of the read the phones have now (served until ``stamp`` is
        announced), nothing older."""
        shown = state._site.stamp if state._site is not None else stamp
        for key in [k for k in cache if k[2] not in (stamp, shown)]:
            del cache[key]

    following: dict[tuple[str, str], int] = {}
    """(path, language) -> how many live streams follow that shared page."""

    def prepare(site: Site) -> None:
        """Before a read is announced: the pages the phones follow, rendered with their live events,
        so that every stream finds its update ready and no page request waits for a render."""
        for path, lang in list(following):
            shared_push(path, lang, site)

    state.prepare = prepare

    def shared(request: Request) -> Response:
        found = shared_page(request.url.path, language(request))
        if found is None:
            return not_found(request)
        resp = HTMLResponse(found[1])
        if not session_of(request):
            _set_cookie(resp, SESSION_COOKIE, secrets.token_urlsafe(24))
        return resp

    def _set_cookie(resp: Response, key: str, value: str, max_age: int | None = None) -> None:
        resp.set_cookie(key, value, max_age=max_age, httponly=True, samesite="strict", path="/")

    def not_found(request: Request, exc: Exception | None = None) -> Response:
        cat = messages.catalog(language(request))
        return Response(cat.t("error.not_found"), status_code=404, media_type="text/plain; charset=utf-8")

    def render_me(
        lang: str,
        session: str,
        player: str,
        notice: tuple[str, str] | None = None,
        entered: tuple[int, dict[str, str]] | None = None,
    ) -> str:
        """"My event" for one session (its player once signed in, else the player asked for). ``entered``:
        a refused report (its match id, the fields as posted, ``g1_winner``...), drawn again in the report
        form while that form is still the same match's, so that the player fixes only what was refused."""
        site = state.site()
        signed = state.sessions.get(session) if session else None
        shown: int | None = signed
        if shown is None:
            shown = int(player) if player.isdigit() and len(player) < 12 else None
            if shown is not None and site.player_name(shown) is None:
                notice, shown = ("error", messages.catalog(lang).t("me.not_found")), None
        live_page = "/me" if signed is not None or shown is None else f"/me?player={shown}"
        open_match = site.open_match(signed) if signed is not None else None
        return render(
            "me.html",
            site=site,
            lang=lang,
            links=LIVE,
            page="me",
            csrf=state.csrf(session),
            live_page=live_page,
            shown=shown,
            signed=signed,
            notice=notice,
            open_match=open_match,
            game=_game(site),
            kept=entered[1] if entered is not None and open_match and open_match.match.id == entered[0] else {},
        )

    def me(
        request: Request,
        notice: tuple[str, str] | None = None,
        status: int = 200,
        entered: tuple[int, dict[str, str]] | None = None,
    ) -> Response:
        session = session_of(request) or secrets.token_urlsafe(24)
        html = render_me(language(request), session, request.query_params.get("player", ""), notice, entered)
        resp = HTMLResponse(html, status_code=status)
        if not session_of(request):
            _set_cookie(resp, SESSION_COOKIE, session)
        return resp

    def me_push(lang: str, session: str, player: str) -> bytes:
        """The live event carrying the new ``<main>`` of one phone's "my event" (personal: its own)."""
        site = state.site()
        return main_event(site.stamp, render_me(lang, session, player).encode())

    async def form_of(request: Request) -> dict[str, str] | None:
        """The posted form if its CSRF token matches the session and its origin is this server."""
        origin = request.headers.get("origin")
        if origin is not None and urlsplit(origin).netloc != request.headers.get("host", ""):
            return None
        if request.headers.get("content-type", "").split(";")[0].strip() != "application/x-www-form-urlencoded":
            return None
        body = await request.body()  # at most Limits.max_body (the guard)
        try:
            pairs = parse_qsl(body.decode("utf-8"), keep_blank_values=True, max_num_fields=64)
        except (UnicodeDecodeError, ValueError):
            return None
        data = {k[:40]: v[:200] for k, v in pairs}
        if not state.csrf_ok(session_of(request), data.get("csrf", "")):
            return None
        return data

    def forbidden(request: Request) -> Response:
        cat = messages.catalog(language(request))
        return Response(cat.t("error.forbidden"), status_code=403, media_type="text/plain; charset=utf-8")

    async def sign_in(request: Request) -> Response:
        from desktop.services import venue

        data = await form_of(request)
        if data is None:
            return forbidden(request)
        cat = messages.catalog(language(request))
        device = request.client.host if request.client else "?"
        if state.device_blocked(device):
            minutes = int(state.limits.failure_window // 60)
            return me(request, ("error", cat.t("code.throttled", minutes=minutes)), 429)
        player = data.get("player", "")
        if not player.isdigit() or len(player) > 12:
            return me(request, ("error", cat.t("code.no_player")), 400)
        try:
            reg = await asyncio.to_thread(venue.sign_in, state.db, state.event_id, int(player), data.get("code", ""))
        except venue.CodeRefusedError as exc:
            state.failed(device)
            if exc.locked:
                if state.on_locked is not None:
                    state.on_locked(str(exc.params.get("name", "")))
                state.changed()
                return me(request, ("error", cat.t("code.locked")), 403)
            return me(request, ("error", cat.t("code.wrong")), 403)
        # a new session token on signing in (no fixation); the old one is forgotten
        state.sessions.pop(session_of(request), None)
        token = secrets.token_urlsafe(24)
        state.sessions[token] = reg
        resp = RedirectResponse("/me", status_code=303)
        _set_cookie(resp, SESSION_COOKIE, token)
        return resp

    async def sign_out(request: Request) -> Response:
        data = await form_of(request)
        if data is None:
            return forbidden(request)
        state.sessions.pop(session_of(request), None)
        return RedirectResponse("/me", status_code=303)

    async def check_in(request: Request) -> Response:
        from desktop.services import venue

        data = await form_of(request)
        reg = state.sessions.get(session_of(request))
        if data is None or reg is None:
            return forbidden(request)
        from desktop.services.errors import ServiceError

        cat = messages.catalog(language(request))
        try:
            await asyncio.to_thread(venue.check_in_by_code, state.db, reg)
        except ServiceError:  # a player who left the event...: the desk decides
            return me(request, ("error", cat.t("checkin.refused")), 409)
        state.changed()
        return me(request, ("ok", cat.t("checkin.done")))

    async def report(request: Request) -> Response:
        from desktop.services import venue
        from desktop.services.errors import ServiceError

        data = await form_of(request)
        reg = state.sessions.get(session_of(request))
        if data is None or reg is None:
            return forbidden(request)
        cat = messages.catalog(language(request))
        site = state.site()
        mine = site.open_match(reg)
        match_text, version_text = data.get("match", ""), data.get("version", "")
        if mine is None or match_text != str(mine.match.id) or not version_text.isdigit():
            current = _current_match_text(site, reg, match_text)
            return me(request, ("error", cat.t("report.refused_late") + current), 409)
        game = _game(site)
        lang = language(request)
        # what the player entered, drawn again in the form when the report is refused (escaped as every value)
        entered = (mine.match.id, {k: v for k, v in data.items() if k[:1] == "g" and "_" in k})

        def label(key: str) -> str:
            f = next((f for f in game.result_fields if f.key == key), None) if game is not None else None
            return messages.game_text(lang, f.label) if f is not None else "?"

        try:
            games = parse_report(game, site.event.detail.best_of, data)
        except ValueError as exc:
            return me(request, ("error", cat.t("report.invalid", field=label(str(exc)))), 400, entered)
        try:
            outcome = await asyncio.to_thread(
                venue.report_result, state.db, reg, mine.match.id, games, int(version_text[:12])
            )
        except venue.ReportRefusedError as exc:
            state.changed()
            text = cat.t("report.current", result=_score_text(exc.current))
            return me(request, ("error", cat.t("report.refused_late") + " " + text), 409)
        except ServiceError as exc:
            return me(request, ("error", _refusal_text(cat, lang, game, games, exc)), 400, entered)
        state.changed()
        if outcome.counted:
            return me(request, ("ok", cat.t("report.counted")))
        if outcome.disagreement:
            return me(request, ("error", cat.t("report.disagree")))
        return me(request, ("ok", cat.t("report.sent")))

    def choose_language(request: Request) -> Response:
        lang = request.path_params["lang"]
        resp = RedirectResponse("/", status_code=303)
        if lang in messages.LANGUAGES:
            _set_cookie(resp, LANG_COOKIE, lang, max_age=30 * 24 * 3600)
        return resp

    class Live:
        """``/live``: the phone's server-sent events (a raw ASGI app: one task per phone, its updates
        written as bytes shared by every phone on the same page and language)."""

        async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
            headers = scope.get("headers") or []
            lang = _cookie(headers, LANG_COOKIE)
            if lang not in messages.LANGUAGES:
                lang = messages.negotiate(dict(headers).get(b"accept-language", b"").decode("latin-1"))
            if state.streams >= state.limits.max_streams:
                text = messages.catalog(lang).t("error.forbidden")
                await Response(text, status_code=403, media_type="text/plain; charset=utf-8")(scope, receive, send)
                return
            session = _cookie(headers, SESSION_COOKIE)
            if not (20 <= len(session) <= 64 and session.isascii()):
                session = ""
            query = dict(parse_qsl(scope.get("query_string", b"").decode("latin-1"), max_num_fields=8))
            target = urlsplit(query.get("page", "")[:200])
            path = target.path
            player = dict(parse_qsl(target.query)).get("player", "")[:12] if path == "/me" else ""
            if path != "/me" and not _shared_path(path):
                path = ""  # not a page of this server: changes are told, without content
            seen = dict(headers).get(b"last-event-id", b"").decode("latin-1") or query.get("stamp", "")

            async def content(version: int) -> bytes:
                """The event that tells this phone about ``version``: its page's new ``<main>``, rendered
                once for every stream on the same page and language (off the event loop), or for "my
                event" this phone's own; a bare "change" (the page refetches itself) when it cannot be."""
                try:
                    if path == "/me":
                        return await asyncio.to_thread(me_push, lang, session, player)
                    if path:
                        site = state._site
                        if site is not None and site.stamp == version:
                            ready = pushes.get((path, lang, version))
                            if ready is not None:
                                return ready
                        body = await _shared_once(path, lang, version)
                        if body is not None:
                            return body
                except Exception:  # noqa: BLE001 - the phone refetches the page (and sees the error there)
                    pass
                return f"event: change\ndata: {version}\n\n".encode()

            async def gone_away() -> None:
                while (await receive())["type"] != "http.disconnect":
                    pass

            await send({
                "type": "http.response.start",
                "status": 200,
                "headers": [(b"content-type", b"text/event-stream; charset=utf-8"), (b"x-accel-buffering", b"no")],
            })
            state.streams += 1
            followed = (path, lang) if path and path != "/me" else None
            if followed is not None:
                following[followed] = following.get(followed, 0) + 1
            gone = asyncio.ensure_future(gone_away())
            try:
                last = state.announced
                if seen.isdigit() and int(seen[:12]) != last:
                    await send({"type": "http.response.body", "body": await content(last), "more_body": True})
                await send({"type": "http.response.body", "body": b"retry: 2000\n\n", "more_body": True})
                while not state.closing and not gone.done():
                    now = await state.announcement(last, state.limits.keepalive, gone)
                    if state.closing or gone.done():
                        break
                    if now != last:
                        last = now
                        chunk = await content(last)
                    else:
                        chunk = b": keep-alive\n\n"
                    await send({"type": "http.response.body", "body": chunk, "more_body": True})
                if not gone.done():
                    await send({"type": "http.response.body", "body": b"", "more_body": False})
            finally:
                state.streams -= 1
                if followed is not None:
                    following[followed] -= 1
                    if not following[followed]:
                        del following[followed]
                gone.cancel()

    live = Live()

    in_flight: dict[tuple[Any, str, str, int], asyncio.Future[bytes | None]] = {}

    async def _shared_once(path: str, lang: str, version: int) -> bytes | None:
        """:func:`shared_push` in a worker thread, once for all the streams of one event loop that ask
        for the same page, language and version at the same time (the others await the same future)."""
        key = (asyncio.get_running_loop(), path, lang, version)
        future = in_flight.get(key)
        if future is None:
            future = asyncio.ensure_future(asyncio.to_thread(shared_push, path, lang))
            in_flight[key] = future
            future.add_done_callback(lambda _f: in_flight.pop(key, None))
        return await asyncio.shield(future)

    routes = [
        Route("/", shared),
        Route("/pairings", shared),
        Route("/pairings/{number:int}", shared),
        Route("/standings", shared),
        Route("/crosstable", shared),
        Route("/bracket", shared),
        Route("/me", me),
        Route("/me/sign-in", sign_in, methods=["POST"]),
        Route("/me/sign-out", sign_out, methods=["POST"]),
        Route("/me/check-in", check_in, methods=["POST"]),
        Route("/me/report", report, methods=["POST"]),
        Route("/language/{lang}", choose_language),
        Route("/live", live, methods=["GET"]),
    ]
    from starlette.routing import Mount

    routes.append(Mount("/static", app=StaticFiles(directory=str(STATIC_DIR)), name="static"))
    app = Starlette(routes=routes, exception_handlers={404: not_found})
    return Guard(SharedPages(app, state, rendered, live), state)


def _shared_path(path: str) -> bool:
    """Whether ``path`` names a page that is the same for every phone (a round that does not exist is
    found out when it is rendered)."""
    if path in ("/", "/pairings", "/standings", "/crosstable", "/bracket"):
        return True
    number = path[len("/pairings/"):] if path.startswith("/pairings/") else ""
    return number.isascii() and number.isdigit() and len(number) < 10


def _game(site: Site) -> Any:
    from desktop.games import registry

    return registry.GAMES.get(site.event.detail.summary.game)


def _refusal_text(cat: messages.Catalog, lang: str, game: Any, games: list[dict[str, Any]], exc: Any) -> str:
    """Why the services refused a reported result, in the phone's language: the field's label and the
    game's reason as the desk shows it (translated in the "GameResults" context where the app's
    translation has it, else as the game words it); a number outside its field's bounds is said with
    the bounds."""
    key = str(getattr(exc, "field", "") or "")
    f = next((f for f in game.result_fields if f.key == key), None) if game is not None else None
    field = messages.game_text(lang, f.label) if f is not None else "?"
    given = (getattr(exc, "params", None) or {}).get("reason", "")
    # the game's sentence: a Label of role "result" (the desk's entry) holds it as its key
    reason = str(given.key if getattr(given, "role", "") == "result" else given or "")
    number = getattr(exc, "game", None)
    value = games[number - 1].get(key) if isinstance(number, int) and 1 <= number <= len(games) else None
    low, high = (f.minimum, f.maximum) if f is not None and f.kind == "int" else (None, None)
    if isinstance(value, int) and low is not None and high is not None and not low <= value <= high:
        reason = cat.t("report.range", minimum=low, maximum=high)
    elif reason:
        reason = messages.game_text(lang, reason)
    if not reason:
        return cat.t("report.invalid", field=field)
    return cat.t("report.refused", field=field, reason=reason)


def _score_text(mv: Any) -> str:
    if mv is None or mv.status != "reported" or mv.points_a is None:
        return "—"
    return f"{mv.points_a}–{mv.points_b if mv.points_b is not None else ''}"


def _current_match_text(site: Site, reg: int, match_text: str) -> str:
    for mine in site.my_matches(reg):
        if str(mine.match.id) == match_text:
            return " " + _score_text(mine.match)
    return ""


def parse_report(game: Any, best_of: int, data: dict[str, str]) -> list[dict[str, Any]]:
    """The games of a posted report, field by field from the game's result schema (``g1_winner``,
    ``g1_medals_a``, ...); a game whose fields are all empty is not played. ``ValueError`` names the
    field that is not a value of its kind."""
    games: list[dict[str, Any]] = []
    for n in range(1, best_of + 1):
        result: dict[str, Any] = {}
        filled = False
        for f in game.result_fields:
            raw = data.get(f"g{n}_{f.key}", "").strip()
            if f.kind == "side":
                if raw not in ("", "a", "b"):
                    raise ValueError(f.key)
                result[f.key] = raw
                filled = filled or bool(raw)
            elif not raw:
                continue
            elif f.kind == "int":
                digits = raw[1:] if raw[:1] == "-" else raw
                if not (digits.isascii() and digits.isdigit()) or len(digits) > 9:
                    raise ValueError(f.key)
                result[f.key] = int(raw)
                filled = True
            elif f.kind == "choice":
                if raw not in f.choices:
                    raise ValueError(f.key)
                result[f.key] = raw
                filled = True
            else:
                result[f.key] = raw[:200]
                filled = True
        if filled:
            games.append(result)
    if not games:
        raise ValueError(game.result_fields[0].key if game.result_fields else "?")
    return games


# --- the server in a thread ----------------------------------------------------------------------------

MAX_HEAD = 64 * 1024
"""Bytes of a request's head (its line and headers, with whatever arrives in the same reads) before the
connection is refused (400): uvicorn's httptools protocol has no limit of its own. (h11 is given a
quarter of it: its limit counts only the head.)"""


def _http_protocol() -> Any:
    """uvicorn's httptools protocol (compiled parser: half the CPU per request of h11 on this
    machine) with the head limited to :data:`MAX_HEAD`; h11 when httptools is not installed."""
    try:
        from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
    except ImportError:
        return "h11"

    class LimitedHttpTools(HttpToolsProtocol):  # type: ignore[misc]
        _in_head = True
        _head_bytes = 0

        def data_received(self, data: bytes) -> None:
            if self._in_head:
                self._head_bytes += len(data)
                if self._head_bytes > MAX_HEAD:
                    self._in_head = False
                    self.send_400_response("Request head too large.")
                    return
            super().data_received(data)

        def on_headers_complete(self) -> None:
            self._in_head = False
            super().on_headers_complete()

        def on_message_complete(self) -> None:
            self._in_head, self._head_bytes = True, 0  # the next request on this connection
            super().on_message_complete()

    return LimitedHttpTools




class WebServer:
    """uvicorn serving one event in a thread of its own, and the thread that watches the change feed.
    ``start()`` returns once the server listens (or raises what stopped it: a port in use...);
    ``stop()`` ends both threads."""

    def __init__(
        self,
        db: Any,
        event_id: int,
        *,
        host: str = "127.0.0.1",
        port: int = 8026,
        limits: Limits | None = None,
        poll: float = 0.25,
    ) -> None:
        self.state = WebState(db, event_id, limits or Limits())
        self.host = host
        self.port = port
        self.poll = poll
        self.error: BaseException | None = None
        self._server: Any = None
        self._thread: threading.Thread | None = None
        self._watch: threading.Thread | None = None
        self._stop = threading.Event()

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/"

    @property
    def connected(self) -> int:
        """Open live connections: the phones following the event now."""
        return self.state.streams

    def start(self, timeout: float = 10.0) -> None:
        import uvicorn

        self.state.site()  # read the event before the first phone asks (and fail here if it cannot be read)

        config = uvicorn.Config(
            create_app(self.state),
            host=self.host,
            port=self.port,
            http=_http_protocol(),
            log_level="warning",
            access_log=False,
            lifespan="off",
            # no proxy stands between the phones and the desk: a device is the address it comes from
            # (X-Forwarded-For from a loopback client would name any device it liked), and one layer
            # less around every request and every update written
            proxy_headers=False,
            timeout_graceful_shutdown=1,
            limit_concurrency=self.state.limits.max_streams + 100,
            h11_max_incomplete_event_size=MAX_HEAD // 4,
        )
        self._server = uvicorn.Server(config)
        self._server.install_signal_handlers = lambda: None  # type: ignore[method-assign]

        def run() -> None:
            try:
                self._server.run()
            except SystemExit:  # uvicorn exits when it cannot bind (the port is in use...)
                self.error = OSError(f"the venue web could not listen on {self.host}:{self.port}")
            except BaseException as exc:  # noqa: BLE001 - reported to the caller
                self.error = exc
            if not self._server.started and self.error is None:
                self.error = OSError(f"the venue web could not listen on {self.host}:{self.port}")

        self._thread = threading.Thread(target=run, name="venue-web", daemon=True)
        self._thread.start()
        deadline = time.monotonic() + timeout
        while not self._server.started and self._thread.is_alive() and time.monotonic() < deadline:
            time.sleep(0.02)
        if not self._server.started:
            self.stop()
            raise self.error or OSError(f"the venue web could not listen on {self.host}:{self.port}")
        if self.port == 0:  # the port the system chose
            for server in self._server.servers:
                for sock in server.sockets:
                    self.port = sock.getsockname()[1]
                    break
        self._watch = threading.Thread(target=self._watch_changes, name="venue-web-changes", daemon=True)
        self._watch.start()

    def _watch_changes(self) -> None:
        from desktop.services.changes import open_feed

        feed = open_feed(self.state.db, interval=self.poll)
        try:
            while not self._stop.is_set():
                change = feed.poll(self.poll * 2)
                if change is not None and change.concerns(self.state.event_id):
                    self.state.changed()
                    try:
                        self.state.site()  # read now, before the phones ask for it
                    except Exception:  # noqa: BLE001 - a request will try again (and show the error)
                        pass
        finally:
            feed.close()

    def wait(self) -> None:
        """Block until the server stops (Ctrl-C in ``event serve``)."""
        while self._thread is not None and self._thread.is_alive():
            self._thread.join(0.5)

    def stop(self) -> None:
        self._stop.set()
        self.state.closing = True
        self.state.wake()  # the live streams end now
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(5)
        if self._watch is not None:
            self._watch.join(5)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive() and not self._stop.is_set()
