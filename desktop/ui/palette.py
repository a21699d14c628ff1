"""Colours that stay readable with the system's light or dark palette.

The app draws with the system palette; the few colours of its own (amber placeholders, red problems, grey
hints) are chosen for a light window. ``readable`` turns such a text colour into one of the same hue that
reads on the current window colour, and ``muted`` gives the hint grey of the current palette. A dark palette
can be asked for with ``TOYBOX_ARENA_PALETTE=dark`` (screenshots, tests, and users whose desktop does not
pass its dark theme on to Qt).
"""

from __future__ import annotations

import os
import re

from PySide6.QtGui import QColor, QGuiApplication, QPalette

PALETTE_ENV = "TOYBOX_ARENA_PALETTE"
INK = "#1d1d1d"  # text on a light fill of the app's own (amber, pale green...), whatever the palette


def dark_palette() -> QPalette:
    """A dark palette like the ones desktops hand to Qt (light text on dark grey)."""
    p = QPalette()
    role = QPalette.ColorRole
    window, base, text = QColor("#2d2d30"), QColor("#1e1e1e"), QColor("#e8e8e8")
    for r, c in (
        (role.Window, window),
        (role.WindowText, text),
        (role.Base, base),
        (role.AlternateBase, QColor("#262629")),
        (role.ToolTipBase, QColor("#3a3a3d")),
        (role.ToolTipText, text),
        (role.Text, text),
        (role.PlaceholderText, QColor("#9a9a9a")),
        (role.Button, QColor("#3a3a3d")),
        (role.ButtonText, text),
        (role.BrightText, QColor("#ff6b6b")),
        (role.Light, QColor("#4a4a4e")),
        (role.Midlight, QColor("#3f3f43")),
        (role.Mid, QColor("#2a2a2d")),
        (role.Dark, QColor("#1a1a1c")),
        (role.Shadow, QColor("#000000")),
        (role.Highlight, QColor("#3d7ecb")),
        (role.HighlightedText, QColor("#ffffff")),
        (role.Link, QColor("#7fb4ff")),
        (role.LinkVisited, QColor("#c59cff")),
    ):
        p.setColor(r, c)
    for r in (role.WindowText, role.Text, role.ButtonText):
        p.setColor(QPalette.ColorGroup.Disabled, r, QColor("#7a7a7a"))
    return p


def apply_requested(app: QGuiApplication) -> bool:
    """Use the dark palette when the environment asks for it (``TOYBOX_ARENA_PALETTE=dark``)."""
    if os.environ.get(PALETTE_ENV, "").lower() != "dark":
        return False
    if hasattr(app, "setStyle"):
        app.setStyle("Fusion")  # the native styles of some platforms ignore a palette
    app.setPalette(dark_palette())
    return True


def _palette(palette: QPalette | None) -> QPalette:
    return palette if palette is not None else QGuiApplication.palette()


def is_dark(palette: QPalette | None = None) -> bool:
    return _palette(palette).color(QPalette.ColorRole.Window).lightnessF() < 0.5


def readable(colour: str, palette: QPalette | None = None) -> str:
    """``colour`` (a text colour picked for a light window) as it should be drawn on the current window:
    itself on a light palette (made just dark enough for 4.5:1 where it falls short, as a green on a grey
    window may), the same hue made light on a dark one."""
    if not is_dark(palette):
        window = _palette(palette).color(QPalette.ColorRole.Window)
        if contrast(QColor(colour), window) >= 4.5:
            return colour
        return at_contrast(colour, [window], 4.5).name()
    c = QColor(colour)
    h, s, lightness, _a = c.getHslF()
    return QColor.fromHslF(max(h, 0.0), s, max(0.72, 1.0 - lightness)).name()


def readable_html(text: str, palette: QPalette | None = None) -> str:
    """Rich text whose own colours (``color:#rrggbb``, chosen for a light window) are drawn ``readable`` on
    the current window (a translated "<b style='color:#b3261e'>Not legal</b>" on a dark palette)."""
    return re.sub(r"color:\s*(#[0-9a-fA-F]{6})", lambda m: "color:" + readable(m[1], palette), text)


def muted(palette: QPalette | None = None) -> str:
    """The grey of secondary text (help lines, counts) on the current palette."""
    p = _palette(palette)
    text, window = p.color(QPalette.ColorRole.WindowText), p.color(QPalette.ColorRole.Window)
    mix = 0.35  # this much of the way from the text colour towards the window colour
    return QColor.fromRgbF(
        text.redF() + (window.redF() - text.redF()) * mix,
        text.greenF() + (window.greenF() - text.greenF()) * mix,
        text.blueF() + (window.blueF() - text.blueF()) * mix,
    ).name()


def tint(
    colour: str, amount: float, palette: QPalette | None = None, role: QPalette.ColorRole = QPalette.ColorRole.Base
) -> QColor:
    """A row, cell or panel marked in ``colour``: the current palette's ``role`` (``Base`` under a table's text,
    ``Window`` under a panel's) with ``amount`` (0..1) of ``colour`` mixed in, so that the palette's text
    keeps its contrast (a pale tint on a light palette, a dark one on a dark palette). Read it when painting
    or on a palette change, not once: a palette changed at run time is then followed."""
    base, c = _palette(palette).color(role), QColor(colour)
    return QColor.fromRgbF(
        base.redF() + (c.redF() - base.redF()) * amount,
        base.greenF() + (c.greenF() - base.greenF()) * amount,
        base.blueF() + (c.blueF() - base.blueF()) * amount,
    )


def at_contrast(colour: str | QColor, grounds: list[QColor], ratio: float) -> QColor:
    """``colour`` with at least ``ratio`` contrast against each of ``grounds`` (colours it is drawn on or
    next to, all light or all dark): itself when it has it, else of the same hue and saturation, lighter on
    dark grounds and darker on light ones, by the least step that reaches it (black or white at worst)."""
    c = QColor(colour)
    if all(contrast(c, g) >= ratio for g in grounds):
        return c
    h, s, lightness, a = c.getHslF()
    h = max(h, 0.0)
    dark = sum(g.lightnessF() for g in grounds) / len(grounds) < 0.5
    step = 0.01 if dark else -0.01
    while 0.0 <= lightness + step <= 1.0:
        lightness += step
        shown = QColor.fromHslF(h, s, lightness, a)
        if all(contrast(shown, g) >= ratio for g in grounds):
            return shown
    return QColor.fromHslF(h, s, 1.0 if dark else 0.0, a)


def contrast(a: QColor, b: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""

    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())

    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
