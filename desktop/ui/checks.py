"""Check boxes whose frame can be seen on every palette.

Fusion (the style of the dark palette, and Qt's own style where a desktop gives none) draws a check box's
frame a shade darker than the window; on a dark palette the unchecked box all but vanishes (about 1.2:1 on
the window, less on a table's rows). The one frame of the app's check boxes is drawn here: the palette's text
colour half-way to its base (at 3:1 on the window and the rows), read at each paint, so a palette changed at
run time is followed.

- ``FramedChecks`` is the application's style when it is Fusion (``install``, at start): every check box, a
  widget's or an item view's, gets the frame;
- ``CheckFrameDelegate`` draws the same frame for an item view whatever the application's style object is (the
  Players tab's check-in column was the first; a test or an embedding that set plain Fusion keeps it)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyledItemDelegate,
    QStyleFactory,
    QStyleOption,
    QStyleOptionViewItem,
    QWidget,
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


class FramedChecks(QProxyStyle):
    """Fusion with a check box frame that shows on every palette (its focus frame kept)."""

    def drawPrimitive(  # noqa: N802 (Qt API)
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawPrimitive(element, option, painter, widget)
        # an item view's box is drawn by Fusion as a check box (PE_IndicatorItemViewItemCheck asks for it)
        if element == QStyle.PrimitiveElement.PE_IndicatorCheckBox and not _keyboard_focus(option):
            draw_frame(painter, option.rect, option.palette)


def install(app: QApplication) -> bool:
    """Make the application's Fusion style a ``FramedChecks`` (another style draws its own boxes)."""
    style = app.style()
    if isinstance(style, FramedChecks) or not is_fusion(style):
        return False
    app.setStyle(FramedChecks(QStyleFactory.create("Fusion")))
    return True


class CheckFrameDelegate(QStyledItemDelegate):
    """An item view's check boxes with the frame of ``FramedChecks``, whatever the application's style
    object: set it on a checkable column (the Players tab's check-in)."""

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().paint(painter, option, index)
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        if not opt.features & QStyleOptionViewItem.ViewItemFeature.HasCheckIndicator:
            return
        style = opt.widget.style() if opt.widget is not None else QApplication.style()
        if isinstance(style, FramedChecks) or not is_fusion(style):
            return  # framed by the style already, or another style's own boxes (a square would not fit them)
        box = style.subElementRect(QStyle.SubElement.SE_ItemViewItemCheckIndicator, opt, opt.widget)
        draw_frame(painter, box, opt.palette)
