"""The alphabetical key is compact (a string, one character a letter) and orders names exactly as the
(class, code) tuples it stands for: digits, Latin, Cyrillic in the Ukrainian order, then other scripts."""

from __future__ import annotations

import sys
import unicodedata

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.reports.collate import _CYRILLIC, _IGNORED, sort_key


def _tuple_key(name: str) -> tuple:  # the same order, spelt as tuples of (class, code)
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
            continue
        elif base.isalnum():
            primary.append((4, ord(base)))
    return tuple(primary), unicodedata.normalize("NFD", folded), name


NAMES = st.text(
    alphabet=st.sampled_from("aábcčzAZ09 -'’ абвгґдеєжзиіїйклмнопрстуфхцчшщьюяЇЄҐ ßæøåαβγ漢字ا"), max_size=12
)


@settings(max_examples=400, deadline=None)
@given(st.lists(NAMES, min_size=2, max_size=8))
def test_the_compact_key_orders_names_as_the_tuples_it_stands_for(names: list[str]) -> None:
    assert sorted(names, key=sort_key) == sorted(names, key=_tuple_key)


def test_a_name_s_key_takes_about_as_much_memory_as_the_name_itself() -> None:
    key = sort_key("Олександра Коваленко-Шевчук")
    size = sys.getsizeof(key) + sum(sys.getsizeof(part) for part in key)
    assert size < 600, size  # the tuples of tuples took about 1,400 bytes a name
    names = ["Яна", "Іван", "Ігор", "Bob", "2nd", "Ґава", "Гена"]
    assert sorted(names, key=sort_key) == ["2nd", "Bob", "Гена", "Ґава", "Іван", "Ігор", "Яна"]
