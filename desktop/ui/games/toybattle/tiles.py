"""Drawing Toy Battle pieces: troop tiles (face up or back), special-base icons, colours."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPainterPath, QPen, QPolygonF

from desktop.games.toybattle.troops import TROOP_BY_KEY

COLOURS = {
    "blue": QColor("#2d6cdf"),
    "red": QColor("#d8413a"),
}
DARK = {
    "blue": QColor("#1b428c"),
    "red": QColor("#8c231e"),
}
LIGHT = {
    "blue": QColor("#dce8fb"),
    "red": QColor("#fbdedc"),
}
BACK = QColor("#6b5d4f")
GOLD = QColor("#e0a526")
TARGET = QColor("#21b35a")
SOURCE = QColor("#f08a00")
LAST = QColor("#ffd23f")

# a short mark per troop under its strength, so tiles stay readable when small
SHORT = {
    "kwak": "KWAK",
    "skully": "SKULLY",
    "capn": "CAP'N",
    "jumbo": "JUMBO",
    "hook": "HOOK",
    "xb42": "XB-42",
    "star": "STAR",
    "roxy": "ROXY",
}


def paint_tile(
    p: QPainter,
    rect: QRectF,
    colour: str,
    troop: str | None,
    *,
    selected: bool = False,
    blocked: bool = False,
    dimmed: bool = False,
    caption: str | None = None,
) -> None:
    """A troop tile in ``rect``; ``troop`` None draws the back of a tile."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.16
    if troop is None:
        p.setPen(QPen(QColor("#3c342c"), max(1.0, rect.width() * 0.03)))
        p.setBrush(QBrush(BACK))
        p.drawRoundedRect(rect, radius, radius)
        inner = rect.adjusted(
            rect.width() * 0.18, rect.height() * 0.18, -rect.width() * 0.18, -rect.height() * 0.18
        )
        p.setPen(QPen(QColor("#9c8a76"), max(1.0, rect.width() * 0.04)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(inner)
        p.restore()
        return
    fill = QColor(COLOURS.get(colour, QColor("#888")))
    if dimmed:
        fill = fill.lighter(150)
    p.setPen(QPen(DARK.get(colour, QColor("#333")), max(1.0, rect.width() * 0.04)))
    p.setBrush(QBrush(fill))
    p.drawRoundedRect(rect, radius, radius)
    info = TROOP_BY_KEY[troop]
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, int(rect.height() * 0.5)))
    p.setFont(font)
    p.setPen(QColor("white"))
    top = QRectF(rect.left(), rect.top() + rect.height() * 0.02, rect.width(), rect.height() * 0.66)
    p.drawText(top, int(Qt.AlignmentFlag.AlignCenter), info.label)
    small = QFont()
    small.setBold(True)
    small.setPixelSize(max(5, int(rect.height() * 0.17)))
    p.setFont(small)
    bottom = QRectF(rect.left(), rect.top() + rect.height() * 0.64, rect.width(), rect.height() * 0.3)
    p.drawText(bottom, int(Qt.AlignmentFlag.AlignCenter), caption if caption is not None else SHORT[troop])
    if blocked:
        p.setPen(QPen(QColor(0, 0, 0, 170), max(1.5, rect.width() * 0.07)))
        p.drawLine(
            rect.topLeft() + QPointF(radius * 0.6, radius * 0.6),
            rect.bottomRight() - QPointF(radius * 0.6, radius * 0.6),
        )
        p.drawLine(
            rect.topRight() + QPointF(-radius * 0.6, radius * 0.6),
            rect.bottomLeft() + QPointF(radius * 0.6, -radius * 0.6),
        )
    if selected:
        p.setPen(QPen(TARGET, max(2.0, rect.width() * 0.09)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        r2 = rect.adjusted(
            -rect.width() * 0.06, -rect.width() * 0.06, rect.width() * 0.06, rect.width() * 0.06
        )
        p.drawRoundedRect(r2, radius * 1.2, radius * 1.2)
    p.restore()


def paint_special_icon(p: QPainter, rect: QRectF, special: str) -> None:
    """A small vector icon for a special base kind inside ``rect`` (a square badge)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w = rect.width()
    c = rect.center()
    bg = {
        "return_to_rack": QColor("#8d6e63"),
        "draw_one": QColor("#4fa3e0"),
        "push_adjacent_enemy": QColor("#e2592a"),
        "recover_from_discard": QColor("#6a5d8a"),
        "no_troop_effects": QColor("#607d8b"),
        "block_rack_troop": QColor("#556b2f"),
    }.get(special, QColor("#1c9bb0"))
    p.setPen(QPen(QColor("white"), max(1.0, w * 0.06)))
    p.setBrush(QBrush(bg))
    p.drawEllipse(rect)
    p.setPen(QPen(QColor("white"), max(1.0, w * 0.08)))
    p.setBrush(QBrush(QColor("white")))
    if special == "return_to_rack":  # a castle tower
        tw, th = w * 0.44, w * 0.42
        x0, y0 = c.x() - tw / 2, c.y() - th / 2 + w * 0.06
        path = QPainterPath()
        path.moveTo(x0, y0 + th)
        path.lineTo(x0, y0)
        step = tw / 5
        for k in range(5):
            y = y0 if k % 2 == 0 else y0 + step
            path.lineTo(x0 + k * step, y)
            path.lineTo(x0 + (k + 1) * step, y)
        path.lineTo(x0 + tw, y0 + th)
        path.closeSubpath()
        p.setPen(Qt.PenStyle.NoPen)
        p.drawPath(path)
    elif special in ("values_1_2", "values_3_5", "values_6_7"):
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(5, int(w * 0.36)))
        p.setFont(font)
        p.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), special[-3:].replace("_", "-"))
    elif special == "draw_one":  # a cloud
        p.setPen(Qt.PenStyle.NoPen)
        r = w * 0.13
        for dx, dy, rr in ((-0.12, 0.04, 1.0), (0.0, -0.06, 1.3), (0.13, 0.04, 1.0)):
            p.drawEllipse(QPointF(c.x() + dx * w, c.y() + dy * w), r * rr, r * rr)
        p.drawRect(QRectF(c.x() - w * 0.12, c.y() + w * 0.02, w * 0.25, w * 0.14))
    elif special == "push_adjacent_enemy":  # a volcano
        p.setPen(Qt.PenStyle.NoPen)
        poly = QPolygonF(
            [
                QPointF(c.x() - w * 0.3, c.y() + w * 0.22),
                QPointF(c.x() - w * 0.08, c.y() - w * 0.14),
                QPointF(c.x() + w * 0.08, c.y() - w * 0.14),
                QPointF(c.x() + w * 0.3, c.y() + w * 0.22),
            ]
        )
        p.drawPolygon(poly)
        p.setBrush(QBrush(QColor("#ffd23f")))
        p.drawEllipse(QPointF(c.x(), c.y() - w * 0.22), w * 0.08, w * 0.06)
    elif special == "recover_from_discard":  # a tombstone with a cross
        p.setPen(Qt.PenStyle.NoPen)
        path = QPainterPath()
        path.addRoundedRect(QRectF(c.x() - w * 0.2, c.y() - w * 0.25, w * 0.4, w * 0.5), w * 0.18, w * 0.18)
        p.drawPath(path)
        p.setPen(QPen(bg, max(1.0, w * 0.07)))
        p.drawLine(QPointF(c.x(), c.y() - w * 0.17), QPointF(c.x(), c.y() + w * 0.12))
        p.drawLine(QPointF(c.x() - w * 0.1, c.y() - w * 0.07), QPointF(c.x() + w * 0.1, c.y() - w * 0.07))
    elif special == "no_troop_effects":  # a "no" sign
        p.setBrush(Qt.BrushStyle.NoBrush)
        r = w * 0.26
        p.drawEllipse(c, r, r)
        p.drawLine(QPointF(c.x() - r * 0.7, c.y() + r * 0.7), QPointF(c.x() + r * 0.7, c.y() - r * 0.7))
    elif special == "block_rack_troop":  # a padlock
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawArc(QRectF(c.x() - w * 0.13, c.y() - w * 0.27, w * 0.26, w * 0.3), 0, 180 * 16)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(QColor("white")))
        p.drawRoundedRect(QRectF(c.x() - w * 0.2, c.y() - w * 0.1, w * 0.4, w * 0.32), w * 0.05, w * 0.05)
    p.restore()


def paint_medal(
    p: QPainter,
    centre: QPointF,
    radius: float,
    medals: int,
    claimed_by: str | None,
    highlighted: bool = False,
) -> None:
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    fill = GOLD if claimed_by is None else COLOURS[claimed_by]
    ring = QColor("#8a6414") if claimed_by is None else DARK[claimed_by]
    if highlighted:
        ring = QColor("#000000")
    p.setPen(QPen(ring, max(1.0, radius * (0.28 if highlighted else 0.16))))
    p.setBrush(QBrush(fill))
    p.drawEllipse(centre, radius, radius)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, int(radius * 1.15)))
    p.setFont(font)
    p.setPen(QColor("white") if claimed_by else QColor("#4a3300"))
    p.drawText(
        QRectF(centre.x() - radius, centre.y() - radius, radius * 2, radius * 2),
        int(Qt.AlignmentFlag.AlignCenter),
        str(medals),
    )
    p.restore()
