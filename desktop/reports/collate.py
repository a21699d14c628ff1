"""Alphabetical order of names as an organiser expects it, without Qt or ICU: Latin letters in English order
(accents only break ties: Ágnes with the A's), then Cyrillic in the Ukrainian alphabet (Ґ after Г, Є after
Е, І and Ї after И, Й after Ї, Ь after Щ; the Russian and other Cyrillic letters where the Unicode collation
puts them), then other scripts by code point. Digits come before letters and a space before both; apostrophes
and hyphens are left out of the comparison (Мар'яна sorts as Маряна), as in the Unicode collation's
Ukrainian tailoring."""

from __future__ import annotations

import unicodedata
from functools import lru_cache

CYRILLIC = "абвгґдђѓеёєжзѕиіїйјклљмнњопрстћќуўфхцчџшщъыьэюя"
_CYRILLIC = {c: i for i, c in enumerate(CYRILLIC)}
_IGNORED = set("'’ʼ`-‐‑‒–—.")


@lru_cache(maxsize=65536)
def sort_key(name: str) -> tuple[tuple[tuple[int, int], ...], str, str]:
    """A key that orders names alphabetically (see the module's text); equal names by case last."""
    folded = unicodedata.normalize("NFC", name.casefold().strip())
    primary: list[tuple[int, int]] = []
    for ch in folded:
        if ch in _IGNORED:
            continue
        if ch.isspace():
            if primary and primary[-1] != (0, 0):
                primary.append((0, 0))
            continue
        if ch in _CYRILLIC:
            primary.append((3, _CYRILLIC[ch]))
            continue
        base = unicodedata.normalize("NFD", ch)[0]
        if "a" <= base <= "z":
            primary.append((2, ord(base)))
        elif base.isdigit():
            primary.append((1, unicodedata.digit(base, 0)))
        elif unicodedata.category(base).startswith("M"):
            continue  # a combining mark alone: an accent, compared after the letters
        elif base.isalnum():
            primary.append((4, ord(base)))
        # other punctuation and symbols are left out of the order
    return tuple(primary), unicodedata.normalize("NFD", folded), name
