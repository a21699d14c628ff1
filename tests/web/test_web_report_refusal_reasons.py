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


def test_a_win_with_nobody_named_winner_is_refused_with_the_shared_reason_in_ukrainian(phone, event) -> None:  # type: ignore[no-untyped-def]
    phone.client.cookies.set("tb_lang", "uk")
    m = _open(event)
    phone.sign_in(m.a, event["codes"][m.a])
    form = _form(m, "", 3, 1)
    form["g1_ended"] = "hq"  # a troop on the HQ, and nobody named as the winner
    r = phone.post("/me/report", form)
    assert r.status_code == 400
    assert _notice(r.text) == "Результат недійсний: Переможець: завершена гра потребує переможця"


def test_every_games_refusal_reason_is_marked_and_translated_for_the_web() -> None:
    """Each sentence a scorer refuses a result with (the contracts' shared ones and each game's
    ``RESULT_REFUSALS``) is marked in the "GameResults" context (the game's UI package, or the pure
    layers' strings for the shared ones) and has its Ukrainian text in the web's translation file."""
    import importlib
    import sys

    from desktop.games import contracts, registry
    from desktop.ui.tournament.pure_strings import STRINGS
    from desktop.web import messages

    reasons = set(contracts.RESULT_REFUSALS)
    assert reasons <= set(STRINGS)
    for game in registry.GAMES.values():
        own = getattr(sys.modules[game.scorer.__module__], "RESULT_REFUSALS", ())
        if own:
            texts = importlib.import_module(f"desktop.ui.games.{game.key}.texts")
            assert tuple(texts.RESULT_REFUSALS) == tuple(own), game.key
        reasons |= set(own)
    assert len(reasons) >= 7
    for english in reasons:
        assert messages.game_text("uk", english) != english, english
