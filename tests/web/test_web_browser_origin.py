"""Forms posted the way browsers post them (issue 26, found in Chromium by tests/web_browser): a browser
sends ``Origin: null`` with a form post when the page's Referrer-Policy is ``no-referrer``, and the
server's origin check refuses that; the pages' policy must let a same-origin post carry its origin, so
that signing in works from a real phone. Runs without a browser."""

from __future__ import annotations


def _browser_origin(referrer_policy: str, page_origin: str) -> str:
    """The Origin header a browser sends with a same-origin form POST (the Fetch standard: "null" under
    the no-referrer policy, the page's origin under the others)."""
    return "null" if referrer_policy.strip().lower() == "no-referrer" else page_origin


def test_a_sign_in_posted_as_browsers_post_it_under_the_pages_referrer_policy_is_accepted(phone, event) -> None:  # type: ignore[no-untyped-def]
    reg = next(iter(event["codes"]))
    page = phone.get("/me")
    origin = _browser_origin(page.headers["referrer-policy"], "http://testserver")
    resp = phone.post(
        "/me/sign-in",
        {"player": str(reg), "code": event["codes"][reg]},
        headers={"Origin": origin},
        follow_redirects=False,
    )
    assert resp.status_code == 303, resp.text
    assert "sign-out" in phone.get("/me").text


def test_the_pages_send_no_referrer_to_another_site_yet_keep_their_origin_on_their_own_forms(client) -> None:  # type: ignore[no-untyped-def]
    # "same-origin": no Referer and no origin ever leaves for another site; this site's forms keep theirs
    assert client.get("/").headers["referrer-policy"] == "same-origin"
