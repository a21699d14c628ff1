"""The venue web's security points (issue 26), each as a test: headers and CSP, cookies, CSRF and
foreign origins, request size and rate limits, code guessing throttled per device and per player
with a lock-out the desk sees, codes with enough entropy, a code reaching only its own player."""

from __future__ import annotations

import math

import pytest

from desktop.services import venue
from desktop.web.server import CSP, Limits, WebState, create_app


def test_every_response_carries_a_strict_csp_and_the_security_headers(client) -> None:  # type: ignore[no-untyped-def]
    for url in ("/", "/standings", "/static/app.js", "/nothing-here"):
        r = client.get(url)
        assert r.headers["content-security-policy"] == CSP
        assert "script-src 'self'" in CSP and "unsafe-inline" not in CSP and "default-src 'none'" in CSP
        assert r.headers["x-content-type-options"] == "nosniff"
        assert r.headers["x-frame-options"] == "DENY"


def test_pages_have_no_inline_script_or_style_and_no_third_party_asset(client) -> None:  # type: ignore[no-untyped-def]
    import re

    for url in ("/", "/pairings", "/standings", "/crosstable", "/bracket", "/me"):
        text = client.get(url).text
        assert re.findall(r"<script(?![^>]*\bsrc=)", text) == []
        assert " style=" not in text and "<style" not in text and " on" not in re.sub(r">[^<]*<", "><", text)
        for ref in re.findall(r'(?:href|src|action)="([^"]+)"', text):
            assert ref.startswith("/") and not ref.startswith("//"), ref


def test_the_session_cookie_is_httponly_and_samesite_strict(client) -> None:  # type: ignore[no-untyped-def]
    r = client.get("/me")
    cookie = r.headers["set-cookie"]
    assert cookie.startswith("tb_session=")
    assert "HttpOnly" in cookie and "SameSite=strict" in cookie.replace("Strict", "strict")


def test_a_form_without_the_sessions_csrf_token_is_refused(phone, event) -> None:  # type: ignore[no-untyped-def]
    reg = event["regs"]["Alice Able"]
    phone.get("/me")
    r = phone.client.post("/me/sign-in", data={"player": str(reg), "code": event["codes"][reg]})
    assert r.status_code == 403
    r = phone.client.post(
        "/me/sign-in", data={"csrf": "0" * 40, "player": str(reg), "code": event["codes"][reg]}
    )
    assert r.status_code == 403
    assert phone.sign_in(reg, event["codes"][reg]).status_code == 200  # with the token: in


def test_a_token_from_another_session_does_not_pass(phone, other_phone, event) -> None:  # type: ignore[no-untyped-def]
    reg = event["regs"]["Alice Able"]
    other_phone.get("/me")
    phone.get("/me")
    r = phone.client.post(
        "/me/sign-in", data={"csrf": other_phone.csrf, "player": str(reg), "code": event["codes"][reg]}
    )
    assert r.status_code == 403


def test_a_post_from_a_foreign_origin_is_refused(phone, event) -> None:  # type: ignore[no-untyped-def]
    reg = event["regs"]["Alice Able"]
    phone.get("/me")
    r = phone.post(
        "/me/sign-in", {"player": str(reg), "code": event["codes"][reg]}, headers={"Origin": "http://evil.example"}
    )
    assert r.status_code == 403


def test_a_request_body_over_the_limit_is_refused(phone) -> None:  # type: ignore[no-untyped-def]
    phone.get("/me")
    r = phone.post("/me/sign-in", {"player": "1", "code": "x" * 20_000})
    assert r.status_code == 413


def test_requests_beyond_the_rate_of_a_device_are_refused(db, event) -> None:  # type: ignore[no-untyped-def]
    from starlette.testclient import TestClient

    state = WebState(db, event["id"], Limits(rate=0.001, burst=5))
    with TestClient(create_app(state)) as c:
        codes = [c.get("/static/style.css").status_code for _ in range(8)]
    assert codes[:5] == [200] * 5 and codes[5:] == [429] * 3
    assert state.allow("another device")  # per device


def test_wrong_codes_lock_the_player_out_and_the_desk_sees_it(phone, other_phone, db, event) -> None:  # type: ignore[no-untyped-def]
    reg = event["regs"]["Carla Cruz"]
    told: list[str] = []
    phone.client.app.state.on_locked = told.append
    for _ in range(venue.MAX_FAILURES - 1):
        r = phone.sign_in(reg, "WRONGCODE2")
        assert r.status_code == 403 and "That code is not right." in r.text
    assert told == []
    r = phone.sign_in(reg, "WRONGCODE2")
    assert r.status_code == 403 and "ask the organiser for a new code" in r.text
    locked = next(c for c in venue.player_codes(db, event["id"]) if c.registration_id == reg)
    assert locked.locked and locked.failures == venue.MAX_FAILURES
    assert told == ["Carla Cruz"]
    # even the right code, from another device, is refused now
    r = other_phone.sign_in(reg, event["codes"][reg])
    assert r.status_code == 403 and "ask the organiser for a new code" in r.text
    # a new code from the desk lifts the lock
    fresh = venue.reissue_code(db, reg)
    assert fresh.code != event["codes"][reg] and not fresh.locked
    assert other_phone.sign_in(reg, event["codes"][reg]).status_code == 403  # the old code is gone
    assert other_phone.sign_in(reg, fresh.code).status_code == 200


def test_a_device_guessing_codes_of_many_players_is_throttled(db, event) -> None:  # type: ignore[no-untyped-def]
    from starlette.testclient import TestClient
    from web_support import Phone

    state = WebState(db, event["id"], Limits(device_failures=3))
    with TestClient(create_app(state)) as c:
        phone = Phone(c)
        regs = list(event["regs"].values())
        for reg in regs[:3]:
            assert phone.sign_in(reg, "AAAAAAAAAA").status_code == 403
        right = regs[3]
        r = phone.sign_in(right, event["codes"][right])  # even a right code: the device waits
        assert r.status_code == 429 and "Too many wrong codes from this device" in r.text


def test_codes_have_enough_entropy_that_guessing_within_the_lock_out_is_hopeless(db, event) -> None:  # type: ignore[no-untyped-def]
    bits = venue.CODE_LENGTH * math.log2(len(venue.CODE_ALPHABET))
    assert bits >= 50
    players = len(event["regs"])
    assert players * venue.MAX_FAILURES / 2**bits < 1e-12
    codes = [c.code for c in venue.player_codes(db, event["id"])]
    assert len(set(codes)) == len(codes) == players
    assert all(len(c) == venue.CODE_LENGTH and set(c) <= set(venue.CODE_ALPHABET) for c in codes)


def test_a_code_reaches_only_its_own_players_match(phone, event) -> None:  # type: ignore[no-untyped-def]
    matches = [m for m in event["round"].matches if m.b is not None and m.status != "reported"]
    mine, theirs = matches[0], matches[1]
    phone.sign_in(mine.a, event["codes"][mine.a])
    r = phone.post(
        "/me/report", {"match": str(theirs.id), "version": str(theirs.version), "g1_winner": "a",
                       "g1_ended": "medals", "g1_medals_a": "3", "g1_medals_b": "1"}
    )
    assert r.status_code == 409
    from desktop.services.tournament import get_match

    assert get_match(phone.client.app.state.db, theirs.id).status == "pending"


def test_the_web_offers_no_organiser_action(client) -> None:  # type: ignore[no-untyped-def]
    from starlette.routing import Mount, Route

    app = client.app.app
    posts = sorted(r.path for r in app.routes if isinstance(r, Route) and "POST" in (r.methods or ()))
    assert posts == ["/me/check-in", "/me/report", "/me/sign-in", "/me/sign-out"]
    assert all(isinstance(r, Route | Mount) for r in app.routes)
    for url in ("/pair", "/admin", "/me/accept", "/event/delete"):
        assert client.post(url).status_code in (403, 404, 405)


def test_signed_out_forms_are_refused(phone, event) -> None:  # type: ignore[no-untyped-def]
    phone.get("/me")
    assert phone.post("/me/check-in", {}).status_code == 403
    assert phone.post("/me/report", {"match": "1", "version": "1"}).status_code == 403


@pytest.mark.parametrize(
    ("header", "lang"),
    [
        ("uk-UA,uk;q=0.9,en-US;q=0.8,en;q=0.7", "uk"),
        ("en-US,en;q=0.9,uk;q=0.8", "en"),
        ("de-DE,de;q=0.9", "en"),
        ("de;q=1.0, uk;q=0.5", "uk"),
        ("uk;q=0", "en"),
        ("", "en"),
        (";;;,,,q=abc", "en"),
        ("x" * 100_000, "en"),
    ],
)
def test_the_language_follows_accept_language(header, lang) -> None:  # type: ignore[no-untyped-def]
    from desktop.web.messages import negotiate

    assert negotiate(header) == lang
