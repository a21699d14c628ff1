"""The words the venue web shares with the printed sheets, in the sheets' own translation.

A phone beside a wall sheet must read the same headings, columns and tiebreakers ("В-Н-П", "OMW%" over
"44.44", "Перший гравець"). The sheets take their captions from :mod:`desktop.reports.labels` (``DEFAULTS``,
``TIEBREAK_SHORT``) and their Ukrainian from the app's translation, through Qt (the "Reports" and
"ReportTerms" contexts, ``desktop/ui/reports/labels.py``). The web has no Qt, so it reads the same two
contexts of the same translation without it (:func:`desktop.web.messages.app_context`: the file that
``tools/translations.py`` writes from the .ts beside the .qm), and keeps no copy of its own:
``tests/web/test_web_agrees_with_the_paper.py`` compares every word with what the sheets print.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from desktop.reports.labels import DEFAULTS, ENGLISH, TIEBREAK_SHORT, Labels
from desktop.web import messages

__all__ = ["PAPER_CONTEXTS", "STAGE_KINDS", "PaperWords", "words"]

PAPER_CONTEXTS = ("Reports", "ReportTerms")
"""The contexts of the app's translation that the sheets' words come from (captions; the data's terms); among
:data:`desktop.web.messages.APP_CONTEXTS`, the ones the web's translation file carries."""


def _translations(lang: str, context: str) -> Mapping[str, str]:
    """English -> ``lang`` of one of :data:`PAPER_CONTEXTS` (what Qt's translator gives the sheets)."""
    return messages.app_context(lang, context)


STAGE_KINDS = {
    "swiss": "Swiss",
    "round_robin": "round robin",
    "single_elimination": "single elimination",
    "double_elimination": "double elimination",
}
"""A stage's kind in the sheets' English (``desktop.services.sheets.ENGLISH_TERMS``, "stage:<kind>", which the
web may not import: it loads the database and the PDF library); tests/web compares the two."""


@dataclass(frozen=True)
class PaperWords:
    """The sheets' words in one language: ``labels`` (the captions, as the PDFs print them), and the
    tiebreakers' short and full names."""

    lang: str
    labels: Labels
    terms: Mapping[str, str]

    def tb_short(self, key: str) -> str:
        """A tiebreaker's column heading ("OMW%", "Дод."), as over the printed standings."""
        english = TIEBREAK_SHORT.get(key, key.upper())
        return self.terms.get(english, english)

    def stage_title(self, n: int, kind: str) -> str:
        """A stage named as the sheets and the desk's Bracket tab name it: "Stage 2: single elimination"."""
        english = STAGE_KINDS.get(kind, kind.replace("_", " "))
        return self.labels.fmt("stage_n", n=n, kind=self.terms.get(english, english))

    def tb_name(self, key: str) -> str:
        """A tiebreaker's full name, as in the printed standings' legend."""
        from desktop.tournament.standings import TIEBREAKS, Tiebreak

        try:
            english = TIEBREAKS[Tiebreak(key)].name
        except ValueError:
            return key
        return self.terms.get(english, english)


def words(lang: str) -> PaperWords:
    """The sheets' words in ``lang`` (English for a language the web does not speak). Built on each call from
    :func:`desktop.web.messages.app_context`, which keeps the file once read (a page costs a few hundred
    dictionary look-ups more; nothing here can outlive that cache)."""
    if lang not in messages.LANGUAGES or lang == "en":
        return PaperWords("en", ENGLISH, {})
    captions = _translations(lang, "Reports")
    labels = Labels({key: captions[english] for key, english in DEFAULTS.items() if english in captions})
    return PaperWords(lang, labels, dict(_translations(lang, "ReportTerms")))
