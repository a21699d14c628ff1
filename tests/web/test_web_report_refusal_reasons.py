"""A result the game refuses is explained on the phone in the phone's language: the field and the game's
reason, translated as the desk translates it ("GameResults" context of the app's translation), and a
number outside its field's bounds said with the bounds."""

from __future__ import annotations

import html

from test_web_reports import _form, _open


def _notice(text: str) -> str:
    start = text.index('class="notice error"')
    return html.unescape(text[text.index(">", start) + 1 : text.index("</p>", start)])


def test_a_medal_target_win_for_fewer_medals_is_refused_with_the_games_reason_in_ukrainian(phone, event) -> None:  # type: ignore[no-untyped-def]
    phone.client.cookies.set("tb_lang", "uk")
    m = _open(event)
    phone.sign_in(m.a, event["codes"][m.a])
    r = phone.post("/me/report", _form(m, "a", 1, 3))
    assert r.status_code == 400
    assert _notice(r.text) == (
        "Результат недійсний: Переможець: "
        "перемогу за потрібною кількістю медалей здобуває гравець, який має більше медалей"
    )


def test_a_medal_target_win_for_fewer_medals_is_refused_with_the_games_reason_in_english(phone, event) -> None:  # type: ignore[no-untyped-def]
    m = _open(event)
    phone.sign_in(m.a, event["codes"][m.a])
    r = phone.post("/me/report", _form(m, "a", 1, 3))
    assert r.status_code == 400
    assert _notice(r.text) == (
        "The result is not valid: Winner: a game won on the medal target goes to the player with more medals"
    )


def test_a_score_out_of_range_is_refused_with_the_fields_bounds_in_the_phones_language(phone, event) -> None:  # type: ignore[no-untyped-def]
    m = _open(event)
    phone.sign_in(m.a, event["codes"][m.a])
    bad = _form(m)
    bad["g1_medals_a"] = "99"
    r = phone.post("/me/report", bad)
    assert r.status_code == 400
    assert _notice(r.text) == "The result is not valid: Medals (player A): must be from 0 to 30"
    phone.client.cookies.set("tb_lang", "uk")
    r = phone.post("/me/report", bad)
    assert _notice(r.text) == "Результат недійсний: Медалі (гравець A): має бути від 0 до 30"
