"""Reading a typed or scanned match code the way a desk produces it (no Qt).

A barcode/QR scanner acts as a keyboard: with the Ukrainian keyboard layout active, the printed
``1-5-1-R`` arrives as ``1-5-1-К`` (the key that is R in QWERTY); a person may also type the Cyrillic
look-alike of a Latin letter, or spaces instead of dashes.  :func:`candidates` lists what the code may
have meant, as typed first; :func:`check_fails` says a well-formed code whose check character is wrong
(one character mistyped)."""

from __future__ import annotations

import re

# ЙЦУКЕН -> QWERTY, key by key (Ukrainian and Russian layouts)
_LAYOUT = dict(
    zip(
        "йцукенгшщзфіывапролджєэячсмитьбюїъґ",
        "qwertyuiopassdfghjkl;''zxcvbnm,.]]`",
        strict=True,
    )
)
# Cyrillic capitals that look like Latin ones
_LOOKALIKE = dict(zip("АВЕКМНОРСТХІЅЈ", "ABEKMHOPCTXISJ", strict=True))

_CODE = re.compile(r"^(\d+)-(\d+)-([0-9A-Z]+)-([0-9A-Z])$")


def _dashes(text: str) -> str:
    """Spaces, slashes, dots or underscores between the parts read as dashes."""
    parts = [p for p in re.split(r"[\s/._,;:]+|-+", text.strip()) if p]
    return "-".join(parts)


def candidates(text: str) -> list[str]:
    """The codes ``text`` may stand for, most literal first (upper case, no duplicates)."""
    raw = text.strip()
    out: list[str] = []

    def add(code: str) -> None:
        code = code.upper()
        if code and code not in out:
            out.append(code)

    add("".join(raw.split()))
    add(_dashes(raw))
    if re.search(r"[\u0400-\u04ff]", raw):
        add(_dashes("".join(_LOOKALIKE.get(ch.upper(), ch) for ch in raw)))
        add(_dashes("".join(_LAYOUT.get(ch.lower(), ch) for ch in raw)))
    return out


def check_fails(code: str, check: object) -> bool:
    """``code`` looks like EVENT-ROUND-TABLE-C but C is not its check character (``check``: the
    services' ``match_code(event, round, slot)``)."""
    m = _CODE.match(code)
    if m is None:
        return False
    event, rnd, slot, _c = m.groups()
    return check(int(event), int(rnd), slot) != code  # type: ignore[operator]
