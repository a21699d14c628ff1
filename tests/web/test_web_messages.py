"""The venue web's catalog: both languages complete, the same parameters in each, and the games'
result labels and choices translated through the app's own translation file."""

from __future__ import annotations

import re
import string

from desktop.web import messages


def _params(text: str) -> set[str]:
    return {name for _lit, name, _spec, _conv in string.Formatter().parse(text) if name}


def test_both_languages_have_every_message_with_the_same_parameters() -> None:
    en, uk = messages.MESSAGES["en"], messages.MESSAGES["uk"]
    assert set(en) == set(uk)
    for key in en:
        assert _params(en[key]) == _params(uk[key]), key
        assert uk[key].strip(), key


def test_ukrainian_messages_are_not_left_in_english() -> None:
    allowed = {"In English", "Toybox Arena"}  # the language switch; the app's name
    for key, text in messages.MESSAGES["uk"].items():
        rest = text
        for a in allowed:
            rest = rest.replace(a, "")
        rest = re.sub(r"\{[^}]*\}", "", rest)
        assert not re.search(r"[A-Za-z]{2,}", rest), (key, text)


def test_every_tiebreaker_has_the_sheets_name_and_short_name_in_both_languages() -> None:
    from desktop.tournament import TIEBREAKS
    from desktop.web import paper_words

    for tiebreak, info in TIEBREAKS.items():
        en, uk = paper_words.words("en"), paper_words.words("uk")
        assert en.tb_name(tiebreak.value) == info.name
        assert uk.tb_name(tiebreak.value) != info.name, tiebreak  # translated, as on paper
        assert en.tb_short(tiebreak.value) and uk.tb_short(tiebreak.value)


def test_the_games_result_labels_and_choices_come_translated_from_the_apps_file() -> None:
    from desktop.games import registry

    for game in registry.GAMES.values():
        for f in game.result_fields:
            assert messages.game_text("uk", f.label) != f.label, f.label
            for c in f.choices:
                english = messages.CHOICE_LABELS.get(c)
                assert english is not None, c
                assert messages.game_text("uk", english) != english, english
