"""The app's icon set: one coherent family of SVG icons (pages, games, actions), drawn for Toybox Arena.

``icon_path(name)`` is the file of ``resources/icons/<name>.svg``; the UI turns it into a QIcon. No Qt here.
Pages: page-catalog, page-squads, page-play, page-tournaments. Games: game-toybattle, game-helix,
game-attacktix. Actions: new-game, resume, rematch, save, load, undo, redo, back, medal, not-allowed, stack,
speed. The action icons without colours of their own are line drawings in one ink, #2b3340; the Play frame
draws them in the palette's button text instead (``desktop.ui.play.frame.LINE_INK``), so keep that ink for a
new line icon.
"""

from __future__ import annotations

from pathlib import Path

ICON_DIR = Path(__file__).resolve().parent


def icon_path(name: str) -> str:
    return str(ICON_DIR / f"{name}.svg")


def icon_names() -> list[str]:
    return sorted(p.stem for p in ICON_DIR.glob("*.svg"))
