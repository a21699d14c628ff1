"""Lines of help under a field (what a setting does, what the seed is for): secondary text, in the muted grey
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


def _ink(label: QLabel) -> None:
    sheet = f"color: {palette.muted()};"
    if label.styleSheet() != sheet:
        label.setStyleSheet(sheet)


def as_hint(label: QLabel) -> QLabel:
    """Make ``label`` a line of help: muted text of the current palette, followed on a palette change."""
    global _FOLLOWER
    if _FOLLOWER is None:
        _FOLLOWER = _Follower()
    label.setProperty(PROPERTY, True)
    _ink(label)
    label.installEventFilter(_FOLLOWER)
    return label


def is_hint(label: QLabel) -> bool:
    return bool(label.property(PROPERTY))
