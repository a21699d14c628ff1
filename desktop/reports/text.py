"""Text on paper in every script: right-to-left names put in visual order (Arabic joined first), every
character drawn from the first font that has it, characters no font has reported, over-long texts shortened.

Fonts (all shipped in resources/fonts, so the sheets look the same on every machine; the system's fonts are
not used): DejaVu Sans and its bold (Latin, Cyrillic, Greek, Hebrew, Arabic, ...), then ToyboxCJK (Droid Sans
Fallback cut to what DejaVu lacks: Chinese, Japanese, Korean) and ToyboxSymbols (Symbola cut to emoji and
symbols); tools/fallback_fonts.py makes the two. Arabic is joined by arabic-reshaper (presentation forms,
which DejaVu Sans has) and every right-to-left text is ordered by python-bidi (the Unicode bidi algorithm).

A character that none of the fonts has is drawn as U+FFFD and recorded on the canvas; the document's PDF then
names it in its keywords, which :func:`missing_glyphs` reads back for the preview and the CLI to warn.
"""

from __future__ import annotations

import re
import threading
import unicodedata
from collections.abc import Iterable
from functools import lru_cache
from typing import Any

from reportlab import rl_config
from reportlab.pdfbase import pdfmetrics, ttfonts
from reportlab.pdfbase.ttfonts import TTFont

import resources

FONT = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
CJK = "ToyboxCJK"
SYMBOLS = "ToyboxSymbols"
FALLBACKS = (CJK, SYMBOLS)
MAX_CHARS = 200
"""Texts longer than this (a name written into the database by another tool) are cut at a word break."""
ELLIPSIS = "…"
REPLACEMENT = "\ufffd"
_KEYWORD = "missing-glyphs"

_lock = threading.Lock()
_ready = False
_cover: dict[str, frozenset[str]] = {}

_RTL = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\U00010800-\U00010fff\U0001e800-\U0001efff]")
_ARABIC = re.compile("[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff]")
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")
# Default-ignorable characters: joiners, direction marks and isolates, variation selectors, tags, soft hyphen.
_IGNORABLE = re.compile(
    "[\u00ad\u034f\u061c\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufe00-\ufe0f\ufeff"
    "\U0001f3fb-\U0001f3ff\U000e0000-\U000e0fff]"
)


def _to_unicode_cmap(fontname: str, subset: list[int]) -> str:
    """reportlab's ToUnicode CMap with characters beyond U+FFFF (emoji) written as UTF-16 surrogate pairs, as
    the PDF reference asks: reportlab writes five hex digits, which readers take for another character, so
    the emoji on a sheet would be copied and searched as something else."""

    def utf16(v: int) -> str:
        return chr(v).encode("utf-16-be", "surrogatepass").hex().upper() if v > 0xFFFF else f"{v:04X}"

    return "\n".join(
        [
            "/CIDInit /ProcSet findresource begin",
            "12 dict begin",
            "begincmap",
            "/CIDSystemInfo",
            f"<< /Registry ({fontname})",
            f"/Ordering ({fontname})",
            "/Supplement 0",
            ">> def",
            f"/CMapName /{fontname} def",
            "/CMapType 2 def",
            "1 begincodespacerange",
            f"<00> <{len(subset) - 1:02X}>",
            "endcodespacerange",
            f"{len(subset)} beginbfchar",
            *(f"<{i:02X}> <{utf16(v)}>" for i, v in enumerate(subset)),
            "endbfchar",
            "endcmap",
            "CMapName currentdict /CMap defineresource pop",
            "end",
            "end",
        ]
    )


def _register(name: str, file: str) -> None:
    font = TTFont(name, str(resources.path("fonts", file)))
    pdfmetrics.registerFont(font)
    _cover[name] = frozenset(map(chr, font.face.charToGlyph))


def register_fonts() -> None:
    """Register DejaVu Sans and its bold once per process (the fallbacks when a text first needs them)."""
    global _ready
    if _ready:
        return
    with _lock:
        if _ready:
            return
        _register(FONT, "DejaVuSans.ttf")
        _register(BOLD, "DejaVuSans-Bold.ttf")
        pdfmetrics.registerFontFamily(FONT, normal=FONT, bold=BOLD, italic=FONT, boldItalic=BOLD)
        # Binary (zlib only) streams: ASCII85 on top makes files 25% bigger and, in Python, slow.
        rl_config.useA85 = 0
        ttfonts.makeToUnicodeCMap = _to_unicode_cmap
        _ready = True


def _register_fallbacks() -> None:
    """The CJK and symbol fonts (3.5 MB to read): loaded the first time a text has a character DejaVu lacks."""
    with _lock:
        for name, file in ((CJK, "ToyboxCJK.ttf"), (SYMBOLS, "ToyboxSymbols.ttf")):
            if name not in _cover:
                _register(name, file)


def shorten(text: str, limit: int = MAX_CHARS) -> str:
    """``text`` cut to at most ``limit`` characters, at the last word break when there is one, with "…"."""
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    space = cut.rfind(" ")
    if space >= limit // 2:
        cut = cut[:space]
    return cut.rstrip() + ELLIPSIS


@lru_cache(maxsize=16384)
def visual(text: str) -> str:
    """``text`` as it is drawn left to right: shortened, controls made spaces, Arabic joined, right-to-left
    runs reversed by the bidi algorithm, invisible format characters dropped."""
    text = _CONTROL.sub(" ", shorten(text))
    if _RTL.search(text):
        if _ARABIC.search(text):
            import arabic_reshaper

            text = arabic_reshaper.reshape(text)
        from bidi import get_display

        text = get_display(text)
    return _IGNORABLE.sub("", text)


@lru_cache(maxsize=16384)
def _runs(vis: str, font: str) -> tuple[tuple[tuple[str, str], ...], str]:
    own = _cover[font]
    if own.issuperset(vis):
        return ((font, vis),), ""
    if SYMBOLS not in _cover:
        _register_fallbacks()
    out: list[tuple[str, str]] = []
    missing: list[str] = []
    current, chars = font, []
    for ch in vis:
        if ch in own or ch == " ":
            f = font
        else:
            f = next((fb for fb in FALLBACKS if ch in _cover[fb]), "")
            if not f:
                # A combining mark with nothing to sit on in this font, or a script no font has.
                missing.append(ch)
                f, ch = font, REPLACEMENT
        if f != current and chars:
            out.append((current, "".join(chars)))
            chars = []
        current = f
        chars.append(ch)
    if chars:
        out.append((current, "".join(chars)))
    return tuple(out), "".join(missing)


def runs(text: str, font: str) -> tuple[tuple[tuple[str, str], ...], str]:
    """``text`` in visual order cut into (font, characters) runs, and the characters no font has."""
    register_fonts()
    return _runs(visual(text), font)


def width(text: str, font: str, size: float) -> float:
    """The width of ``text`` as drawn (visual order, fallback fonts)."""
    register_fonts()
    parts, _ = _runs(visual(text), font)
    if len(parts) == 1:
        return pdfmetrics.stringWidth(parts[0][1], parts[0][0], size)
    return sum(pdfmetrics.stringWidth(s, f, size) for f, s in parts)


def record_missing(canvas: Any, missing: Iterable[str]) -> None:
    found = getattr(canvas, "missing_glyphs", None)
    if found is None:
        found = set()
        canvas.missing_glyphs = found
    found.update(missing)


def draw(canvas: Any, x: float, y: float, text: str, font: str, size: float, align: str = "left") -> float:
    """Draw ``text`` at baseline ``y`` (``x`` is its left, centre or right by ``align``); returns its width."""
    register_fonts()
    parts, missing = _runs(visual(text), font)
    if missing:
        record_missing(canvas, missing)
    if len(parts) == 1:
        f, s = parts[0]
        w = pdfmetrics.stringWidth(s, f, size)
        x0 = x - w if align == "right" else x - w / 2 if align == "center" else x
        if canvas._fontname != f or canvas._fontsize != size:
            canvas.setFont(f, size)
        canvas.drawString(x0, y, s)
        return w
    widths = [pdfmetrics.stringWidth(s, f, size) for f, s in parts]
    w = sum(widths)
    x0 = x - w if align == "right" else x - w / 2 if align == "center" else x
    for (f, s), pw in zip(parts, widths, strict=True):
        canvas.setFont(f, size)
        if font == BOLD and f in FALLBACKS:
            # The fallbacks have no bold: their outlines stroked as well as filled, like a bold weight.
            canvas.saveState()
            canvas.setStrokeColor(canvas._fillColorObj)
            canvas.setLineWidth(size * 0.035)
            canvas.drawString(x0, y, s, mode=2)
            canvas.restoreState()
        else:
            canvas.drawString(x0, y, s)
        x0 += pw
    canvas.setFont(font, size)
    return w


def _fit_word(word: str, font: str, size: float, room: float) -> str:
    """A word too wide for ``room`` cut short with "…" (only when even one word alone cannot fit)."""
    lo, hi = 0, len(word)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if width(word[:mid] + ELLIPSIS, font, size) <= room:
            lo = mid
        else:
            hi = mid - 1
    return word[:lo] + ELLIPSIS


_HYPHENATED = re.compile(r"[^-]+-+(?=[^-])|[^-]+|-+")


def _pieces(text: str) -> list[tuple[str, bool]]:
    """The places a line may break: between words, and after the hyphen of a hyphenated word (Олександра-
    Вікторія); each piece with whether a space comes before it."""
    out = []
    for word in text.split(" "):
        if "-" in word[1:-1]:
            parts = _HYPHENATED.findall(word)
            out += [(p, i == 0) for i, p in enumerate(parts)]
        else:
            out.append((word, True))
    return out


def wrap(text: str, font: str, size: float, room: float, max_lines: int = 0) -> list[str]:
    """``text`` broken into lines no wider than ``room`` at word breaks and after hyphens (never inside a
    word), in logical order; with ``max_lines`` the last line kept ends in "…" when text was left out, and a single word wider
    than a whole line is shortened with "…"."""
    text = " ".join(shorten(text).split())
    if not text:
        return [""]
    if width(text, font, size) <= room:
        return [text]
    lines: list[str] = []
    current = ""
    cut_short = False
    for piece, spaced in _pieces(text):
        trial = (f"{current} {piece}" if spaced else current + piece) if current else piece
        if width(trial, font, size) <= room:
            current = trial
            continue
        if current:
            lines.append(current)
        if max_lines and len(lines) >= max_lines:
            cut_short, current = True, ""
            break
        current = piece if width(piece, font, size) <= room else _fit_word(piece, font, size, room)
    if current:
        lines.append(current)
    if cut_short:
        last = lines[-1]
        while last and width(last + ELLIPSIS, font, size) > room:
            last = last[:-1] if " " not in last else last.rsplit(" ", 1)[0]
        lines[-1] = last.rstrip() + ELLIPSIS
    return lines


def keywords(canvas: Any) -> str:
    """The PDF keywords that name the characters no font had (empty when none)."""
    found = getattr(canvas, "missing_glyphs", None)
    if not found:
        return ""
    return _KEYWORD + " " + " ".join(f"U+{ord(c):04X}" for c in sorted(found))


_KEYWORDS_RE = re.compile(rb"/Keywords \(" + _KEYWORD.encode() + rb" ((?:U\+[0-9A-F]{4,6} ?)+)\)")


def missing_glyphs(pdf: bytes) -> list[str]:
    """The characters that a document made here could not draw (none of its fonts has them), from its
    keywords: each as "U+0E01 ก (THAI CHARACTER KO KAI)"."""
    found = _KEYWORDS_RE.search(pdf)
    if not found:
        return []
    out = []
    for code in found.group(1).decode("ascii").split():
        ch = chr(int(code[2:], 16))
        out.append(f"{code} {ch} ({unicodedata.name(ch, 'unnamed')})")
    return out
