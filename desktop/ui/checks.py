"""Check boxes whose frame can be seen on every palette.

Fusion (the style of the dark palette, and Qt's own style where a desktop gives none) draws a check box's
frame a shade darker than the window; on a dark palette the unchecked box all but vanishes (about 1.2:1 on
the window, less on a table's rows). The one frame of the app's check boxes is drawn here: the palette's text
colour half-way to its base (at 3:1 on the window and the rows), read at each paint, so a palette changed at
run time is followed.

- ``CheckBox`` is the app's check box (a QCheckBox that draws the frame over the style's);
- ``CheckFrameDelegate`` draws the same frame for an item view's check boxes (the Players tab's check-in
  column was the first).

(A proxy of the application's style would reach every check box at once, but then every primitive of every
widget is drawn through Python: a megabyte more at the Tournaments page's peak, tests/benchmarks/
tournament_page_memory.py.)"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QProxyStyle,
    QStyle,
    QStyledItemDelegate,
    QStyleOption,
    QStyleOptionButton,
    QStyleOptionViewItem,
)

from desktop.ui.palette import at_contrast, tint


def is_fusion(style: QStyle | None) -> bool:
    """Whether ``style`` draws as Fusion (itself, or a proxy of it)."""
    while isinstance(style, QProxyStyle):
        style = style.baseStyle()
    return style is not None and style.name().lower() == "fusion"


FRAME_CONTRAST = 3.0  # WCAG for the parts of a control


def frame_colour(pal: QPalette) -> QColor:
    """The frame of an unchecked box: the palette's text colour half-way to its base, at 3:1 or more on the
    window, the base and the alternate rows it stands on or around (a style sheet's text colour, such as the
    Catalog's amber "Needs checking", keeps its hue)."""
    role = QPalette.ColorRole
    grounds = [pal.color(r) for r in (role.Window, role.Base, role.AlternateBase)]
    return at_contrast(tint(pal.color(role.Text).name(), 0.5, pal), grounds, FRAME_CONTRAST)


def draw_frame(painter: QPainter, box: QRect, pal: QPalette) -> None:
    """Draw a box's frame over the pixels of Fusion's own (``box`` as the style gives the indicator)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    painter.setPen(QPen(frame_colour(pal), 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(box.adjusted(0, 0, -1, -1))
    painter.restore()


def _keyboard_focus(option: QStyleOption) -> bool:
    state = option.state
    return bool(state & QStyle.StateFlag.State_HasFocus and state & QStyle.StateFlag.State_KeyboardFocusChange)


class CheckBox(QCheckBox):
    """The app's check box: the style's, with the frame that shows (on Fusion; other styles draw their own
    boxes). Every check box of the app is one (tests/ui/test_check_boxes_seen_on_a_dark_palette.py scans
    for a plain QCheckBox); only its own painting passes through Python, not the whole application's."""

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        super().paintEvent(event)
        if not is_fusion(QApplication.style()):
            return
        option = QStyleOptionButton()
        self.initStyleOption(option)
        if _keyboard_focus(option):
            return  # Fusion's focus frame stays
        box = self.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, self)
        painter = QPainter(self)
        draw_frame(painter, box, option.palette)
        painter.end()


class CheckFrameDelegate(QStyledItemDelegate):
    """An item view's check boxes with the same frame: set it on a checkable column or list (the Players
    tab's check-in, the event dialog's tiebreakers)."""

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().paint(painter, option, index)
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        if not opt.features & QStyleOptionViewItem.ViewItemFeature.HasCheckIndicator:
            return
        style = opt.widget.style() if opt.widget is not None else QApplication.style()
        if not is_fusion(style):
            return  # another style's own boxes (a square would not fit them)
        box = style.subElementRect(QStyle.SubElement.SE_ItemViewItemCheckIndicator, opt, opt.widget)
        draw_frame(painter, box, opt.palette)
