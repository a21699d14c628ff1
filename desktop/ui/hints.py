"""Labels in the app's own colours that stay readable on the current palette. Lines of help under a field (what a setting does, what the seed is for): secondary text, in the muted grey
of the current palette (``palette.muted``: 4.5:1 or more on the window, light or dark), drawn again when
the application's palette changes (a user switching theme while a dialog is open).

They were drawn as disabled labels, whose grey is a disabled control's: about 3:1 on the dark palette's
window and 2.3:1 on the light one. A hint label stays enabled (it can be selected, and read)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLabel

from desktop.ui import palette

PROPERTY = "hint"  # set on every hint label (tests find the help lines by it)


class _Follower(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        # only the application's change: the label's own PaletteChange follows its style sheet (no loop)
        if event.type() == QEvent.Type.ApplicationPaletteChange and isinstance(watched, QLabel):
            _ink(watched)
        return False


_FOLLOWER: _Follower | None = None


COLOUR = "hintColour"  # a coloured label's colour as chosen for a light window (see ``coloured``)
EXTRA = "hintStyle"


def _ink(label: QLabel) -> None:
    colour = label.property(COLOUR)
    ink = palette.readable(colour) if colour else palette.muted()
    sheet = f"color: {ink};" + (label.property(EXTRA) or "")
    if label.styleSheet() != sheet:
        label.setStyleSheet(sheet)


def _follow(label: QLabel) -> None:
    global _FOLLOWER
    if _FOLLOWER is None:
        _FOLLOWER = _Follower()
    label.removeEventFilter(_FOLLOWER)
    label.installEventFilter(_FOLLOWER)


def as_hint(label: QLabel) -> QLabel:
    """Make ``label`` a line of help: muted text of the current palette, followed on a palette change."""
    label.setProperty(PROPERTY, True)
    label.setProperty(COLOUR, None)
    _ink(label)
    _follow(label)
    return label


def coloured(label: QLabel, colour: str, extra: str = "") -> QLabel:
    """Give ``label`` the app's own text colour ``colour`` (a problem's red, a warning's amber, chosen for a
    light window) as it reads on the current palette (``palette.readable``: itself on a light window, the
    same hue made light on a dark one), and again after a palette change; ``extra`` is more style sheet
    ("font-weight: bold;")."""
    label.setProperty(COLOUR, colour)
    label.setProperty(EXTRA, extra)
    _ink(label)
    _follow(label)
    return label


def is_hint(label: QLabel) -> bool:
    return bool(label.property(PROPERTY))
