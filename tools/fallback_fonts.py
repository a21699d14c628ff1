"""Make the printed sheets' fallback fonts in resources/fonts from Debian's font packages:

    apt-get install fonts-droid-fallback fonts-symbola && python tools/fallback_fonts.py

- ToyboxCJK.ttf: Droid Sans Fallback (Apache 2.0) cut down to the characters DejaVu Sans lacks (Chinese,
  Japanese kana, Korean hangul and their punctuation);
- ToyboxSymbols.ttf: Symbola (George Douros: "free for any use; may be opened, edited, modified, regenerated,
  packaged and redistributed") cut down to the emoji and symbol blocks that neither of the others has.

Both keep TrueType outlines (reportlab embeds only those). The reports draw every character from the first of
DejaVu Sans, ToyboxCJK, ToyboxSymbols that has it (desktop/reports/text.py).
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parents[1]
FONTS = ROOT / "resources" / "fonts"
DROID = Path("/usr/share/fonts-droid-fallback/truetype/DroidSansFallback.ttf")
SYMBOLA = Path("/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf")
# Emoji, pictographs, dingbats, arrows, technical and miscellaneous symbols, geometric shapes, playing cards.
SYMBOL_BLOCKS = [(0x2000, 0x2BFF), (0x1F000, 0x1FAFF)]


def cmap(path: Path) -> set[int]:
    return set(TTFont(str(path)).getBestCmap())


def cut(source: Path, keep: set[int], target: Path) -> None:
    options = subset.Options()
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.hinting = False
    options.layout_features = ["*"]
    font = subset.load_font(str(source), options)
    sub = subset.Subsetter(options)
    sub.populate(unicodes=sorted(keep))
    sub.subset(font)
    subset.save_font(font, str(target), options)
    print(f"{target.name}: {len(keep)} characters, {target.stat().st_size / 1e6:.2f} MB")


def main() -> int:
    dejavu = cmap(FONTS / "DejaVuSans.ttf")
    droid = cmap(DROID) - dejavu
    cut(DROID, droid, FONTS / "ToyboxCJK.ttf")
    symbols = {c for c in cmap(SYMBOLA) - dejavu - droid if any(a <= c <= b for a, b in SYMBOL_BLOCKS)}
    cut(SYMBOLA, symbols, FONTS / "ToyboxSymbols.ttf")
    return 0


if __name__ == "__main__":
    sys.exit(main())
