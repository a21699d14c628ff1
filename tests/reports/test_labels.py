"""The printed captions and terms reach Ukrainian: the UI's table matches the English defaults, covers every
result field of every game in the registry, and every text is translated in the .qm."""

from __future__ import annotations

import pytest

from desktop.games import registry
from desktop.reports.labels import DEFAULTS
from desktop.services.sheets import ENGLISH_TERMS, result_field_specs
from desktop.tournament.standings import TIEBREAKS


def _cyrillic(text: str) -> bool:
    return any("а" <= ch <= "я" or ch in "іїєґ" for ch in text.lower())


@pytest.fixture
def ukrainian(qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui import i18n

    assert i18n.install("uk")
    yield
    i18n.install("en")


def test_english_table_equals_the_defaults(qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.reports.labels import report_labels, report_terms

    assert dict(report_labels()) == DEFAULTS
    terms = report_terms()
    for key, english in ENGLISH_TERMS.items():
        assert terms[key] == english, key
    for tb, info in TIEBREAKS.items():
        assert terms[f"tiebreak:{tb.value}"] == info.name
    for game in registry.GAMES.values():
        for f in game.result_fields:
            assert terms[f"field:{game.key}.{f.key}"] == f.label
            for choice in f.choices:
                assert f"choice:{choice}" in ENGLISH_TERMS, choice


def test_every_caption_and_term_is_ukrainian(ukrainian) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.reports.labels import report_labels, report_terms

    labels = report_labels()
    untranslated = [
        k
        for k, v in labels.items()
        if v == DEFAULTS[k] and _cyrillic(v) is False and any(c.isalpha() for c in v)
    ]
    assert untranslated == []
    assert labels.fmt("page", page=2, pages=5) == "Сторінка 2 з 5"
    terms = report_terms()
    for game in registry.GAMES.values():
        for spec in result_field_specs(game, terms):
            assert _cyrillic(spec.label), spec.label
            assert all(_cyrillic(c) for c in spec.choices), spec.choices
    for tb in TIEBREAKS:
        assert _cyrillic(terms[f"tiebreak:{tb.value}"])
