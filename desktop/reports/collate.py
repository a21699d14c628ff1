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


# The primary key is a string, one character a letter: a space (0), then digits, Latin letters, Cyrillic
# letters in the Ukrainian order and other scripts by code point, each class above the one before (a string
# compares as the tuples of (class, code) it stands for, at a tenth of their memory: a page sorts every name
# and club of a 4,096-player event by it).
_SPACE, _DIGIT, _LATIN, _CYRILLIC_BASE, _OTHER = 0x0, 0x10, 0x100, 0x200, 0x1000


@lru_cache(maxsize=65536)
def sort_key(name: str) -> tuple[str, str, str]:
    """A key that orders names alphabetically (see the module's text); equal names by case last."""
    folded = unicodedata.normalize("NFC", name.casefold().strip())
    primary: list[str] = []
    for ch in folded:
        if ch in _IGNORED:
            continue
        if ch.isspace():
            if primary and primary[-1] != "\0":
                primary.append("\0")
            continue
        if ch in _CYRILLIC:
            primary.append(chr(_CYRILLIC_BASE + _CYRILLIC[ch]))
            continue
        base = unicodedata.normalize("NFD", ch)[0]
        if "a" <= base <= "z":
            primary.append(chr(_LATIN + ord(base)))
        elif base.isdigit():
            primary.append(chr(_DIGIT + unicodedata.digit(base, 0)))
        elif unicodedata.category(base).startswith("M"):
            continue  # a combining mark alone: an accent, compared after the letters
        elif base.isalnum():
            primary.append(chr(min(_OTHER + ord(base), 0x10FFFF)))  # (the last private-use codes tie)
        # other punctuation and symbols are left out of the order
    return "".join(primary), unicodedata.normalize("NFD", folded), name
