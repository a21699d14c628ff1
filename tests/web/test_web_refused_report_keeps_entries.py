"""Review 9b item 2: a report the server refuses comes back on the phone with what the player entered
(the winner, how the game ended, the numbers) in the redrawn form, escaped, so that the player fixes only
what was refused; a fresh page still starts empty."""

from __future__ import annotations

import html
import re

from test_web_reports import _form, _open


def _report_form(page: str) -> str:
    start = page.index('action="/me/report"')
    return page[start : page.index("</form>", start)]


def _entered(page: str) -> dict[str, str]:
    """The report form's fields as the phone shows them: a select's chosen option, an input's value."""
    form = _report_form(page)
    out: dict[str, str] = {}
    for name, options in re.findall(r'<select name="([^"]+)">(.*?)</select>', form):
        chosen = re.search(r'<option value="([^"]*)" selected>', options)
        out[name] = html.unescape(chosen.group(1)) if chosen else ""
    for tag in re.findall(r"<input [^>]*>", form):
        name = re.search(r'name="([^"]+)"', tag)
        if name and name.group(1).startswith("g"):
            value = re.search(r'value="([^"]*)"', tag)
            out[name.group(1)] = html.unescape(value.group(1)) if value else ""
    return out


def test_a_report_the_game_refuses_comes_back_with_the_players_entries(phone, event) -> None:  # type: ignore[no-untyped-def]
    """Time called on 2-2 with a winner named (a draw): refused, and the form keeps winner, ending, medals."""
    phone.client.cookies.set("tb_lang", "uk")
    m = _open(event)
    phone.sign_in(m.a, event["codes"][m.a])
    form = _form(m, "a", 2, 2)
    form["g1_ended"] = "time_called"
    r = phone.post("/me/report", form)
    assert r.status_code == 400 and 'class="notice error"' in r.text
    shown = _entered(r.text)
    assert {k: shown[k] for k in ("g1_winner", "g1_ended", "g1_medals_a", "g1_medals_b")} == {
        "g1_winner": "a",
        "g1_ended": "time_called",
        "g1_medals_a": "2",
        "g1_medals_b": "2",
    }
    # entries a live update must not take away (static/app.js holds a changed form and offers the update)
    assert 'data-keep="1" data-changed="1"' in r.text


def test_a_number_out_of_its_bounds_comes_back_in_the_form_to_be_corrected(phone, event) -> None:  # type: ignore[no-untyped-def]
    m = _open(event)
    phone.sign_in(m.a, event["codes"][m.a])
    bad = _form(m)
    bad["g1_medals_a"] = "99"
    r = phone.post("/me/report", bad)
    assert r.status_code == 400
    shown = _entered(r.text)
    assert (shown["g1_winner"], shown["g1_ended"], shown["g1_medals_a"], shown["g1_medals_b"]) == (
        "a",
        "medals",
        "99",
        "1",
    )


def test_a_refused_entry_with_markup_comes_back_as_text(phone, event) -> None:  # type: ignore[no-untyped-def]
    m = _open(event)
    phone.sign_in(m.a, event["codes"][m.a])
    bad = _form(m)
    bad["g1_medals_b"] = '"><script>alert(1)</script>'
    r = phone.post("/me/report", bad)
    assert r.status_code == 400
    assert "<script>alert(1)" not in r.text
    assert _entered(r.text)["g1_medals_b"] == '"><script>alert(1)</script>'
    assert _entered(r.text)["g1_ended"] == "medals"


def test_the_report_form_starts_empty_on_a_fresh_page_after_a_refusal(phone, event) -> None:  # type: ignore[no-untyped-def]
    m = _open(event)
    phone.sign_in(m.a, event["codes"][m.a])
    bad = _form(m)
    bad["g1_medals_a"] = "99"
    phone.post("/me/report", bad)
    page = phone.get("/me").text
    assert set(_entered(page).values()) == {""}
    assert "data-changed" not in page
