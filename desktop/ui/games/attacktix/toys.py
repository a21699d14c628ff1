"""Attacktix figures drawn as toys seen from above at a slight angle (QPainter, the project's own shapes).

A toy is a base disc (its window with the speed, in its side's colour) with a figure standing on it: a
silhouette by Attacktix class, coloured by Marvel class, and a label with its name and point value. The
standing toy is drawn once into a pixmap per figure, side and zoom (:class:`ToyCache`), so that a frame of a
shot with twenty figures costs twenty pixmap copies; a falling toy is drawn through a transform that lays its
silhouette down the way it falls (:func:`paint_silhouette`).
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap, QTransform

from desktop.games.attacktix import squad as ax

SIDE_COLOURS = (QColor("#2f6fdc"), QColor("#d6453a"))
# Marvel classes: one colour each (the toys' team colours, approximately); unknown classes get grey
MARVEL_COLOURS = {
    "spider-man": QColor("#d62828"),
    "x-men": QColor("#f2c230"),
    "avengers": QColor("#3a7bd5"),
    "sinister-syndicate": QColor("#3aa655"),
    "brotherhood": QColor("#8e44ad"),
    "marvel-knights": QColor("#8c2f2f"),
    "doom-army": QColor("#5d7a3a"),
    "fantastic-four": QColor("#17a2b8"),
    "ghost-rider": QColor("#ff7a00"),
    "the-hidden": QColor("#8a8a8a"),
}
LEAN = 0.6  # how much of a standing figure's height shows on a table seen from slightly above


def marvel_colour(key: Any) -> QColor:
    return QColor(MARVEL_COLOURS.get(str(key or ""), QColor("#9a9a9a")))


def marvel_name(key: Any) -> str:
    """A Marvel class as printed on the toys (proper names, not translated)."""
    names = {m.lower().replace(" ", "-"): m for m in ax.MARVEL_CLASSES}
    return names.get(str(key or ""), str(key or ""))


def class_name(code: Any) -> str:
    name = ax.ATTACKTIX_CLASSES.get(str(code or ""), str(code or ""))
    return QCoreApplication.translate("CatalogNames", name) if name else ""


def attack_name(kind: Any) -> str:
    return QCoreApplication.translate("CatalogChoices", str(kind)) if kind else ""


def tix_text(distance: float) -> str:
    """A distance in tix as the interface's language writes numbers: "4" for a whole number, else one
    decimal with the language's decimal sign ("4,5" in Ukrainian, "4.5" in English)."""
    tenths = round(float(distance) * 10)
    if tenths % 10 == 0:
        return QLocale().toString(tenths // 10)
    return QLocale().toString(tenths / 10, "f", 1)


def _silhouette(cls: str) -> QPainterPath:
    """The figure's outline in unit coordinates: x across (-0.5 … 0.5), y up the figure (0 feet … -1 head)."""
    p = QPainterPath()
    if cls == "M":  # a Mega: a blocky giant robot
        p.addRoundedRect(QRectF(-0.5, -0.78, 1.0, 0.56), 0.08, 0.08)
        p.addRect(QRectF(-0.36, -0.24, 0.26, 0.24))
        p.addRect(QRectF(0.1, -0.24, 0.26, 0.24))
        p.addRoundedRect(QRectF(-0.2, -1.0, 0.4, 0.24), 0.06, 0.06)
        return p.simplified()
    head = 0.13 if cls != "W" else 0.15
    p.addEllipse(QPointF(0.0, -1.0 + head), head, head)
    shoulders = {"W": 0.5, "L": 0.42, "C": 0.4, "T": 0.36, "S": 0.32}.get(cls, 0.38)
    body = QPainterPath()
    body.moveTo(-shoulders, -0.74)
    body.lineTo(shoulders, -0.74)
    body.lineTo(0.22, -0.36)
    body.lineTo(0.26, 0.0)
    body.lineTo(0.06, 0.0)
    body.lineTo(0.0, -0.3)
    body.lineTo(-0.06, 0.0)
    body.lineTo(-0.26, 0.0)
    body.lineTo(-0.22, -0.36)
    body.closeSubpath()
    p.addPath(body)
    if cls == "W":  # a Warrior raises both fists
        p.addRoundedRect(QRectF(-0.5, -1.0, 0.14, 0.3), 0.06, 0.06)
        p.addRoundedRect(QRectF(0.36, -1.0, 0.14, 0.3), 0.06, 0.06)
    elif cls == "L":  # a Leader's cape and crown
        cape = QPainterPath()
        cape.moveTo(-0.4, -0.74)
        cape.lineTo(-0.5, -0.06)
        cape.lineTo(0.5, -0.06)
        cape.lineTo(0.4, -0.74)
        cape.closeSubpath()
        p.addPath(cape)
        crown = QPainterPath()
        crown.moveTo(-0.12, -0.96)
        crown.lineTo(-0.1, -1.08)
        crown.lineTo(0.0, -1.0)
        crown.lineTo(0.1, -1.08)
        crown.lineTo(0.12, -0.96)
        crown.closeSubpath()
        p.addPath(crown)
    elif cls == "C":  # a Captain carries a round shield
        p.addEllipse(QPointF(0.38, -0.52), 0.17, 0.17)
    elif cls == "T":  # a Trooper's blaster
        p.addRect(QRectF(0.3, -0.62, 0.08, 0.3))
    elif cls == "S":  # a Specialist's antenna pack
        p.addRect(QRectF(-0.3, -0.72, 0.1, 0.36))
        p.addRect(QRectF(-0.27, -1.04, 0.03, 0.34))
    return p.simplified()


_PATHS: dict[str, QPainterPath] = {}


def silhouette(cls: str) -> QPainterPath:
    if cls not in _PATHS:
        _PATHS[cls] = _silhouette(cls)
    return _PATHS[cls]


def toy_size(data: dict[str, Any], scale: float) -> tuple[float, float, float]:
    """(base radius, figure width, figure height) in pixels at ``scale`` pixels per tix."""
    r = float(data.get("base_radius") or 0.75) * scale
    height = float(data.get("height") or 3.0) * scale * LEAN
    return r, max(8.0, r * 2.0), max(14.0, height)


def paint_silhouette(
    p: QPainter, foot: QPointF, up: QPointF, width: float, data: dict[str, Any], side: QColor, down: float = 0.0
) -> None:
    """The figure standing on ``foot`` with its head at ``foot + up`` (a lying or tilting figure too)."""
    length = math.hypot(up.x(), up.y()) or 1.0
    ux, uy = -up.y() / length * width, up.x() / length * width  # across the figure, ``width`` long
    t = QTransform(ux, uy, -up.x(), -up.y(), foot.x(), foot.y())
    path = t.map(silhouette(str(data.get("attacktix_class") or "T")))
    fill = marvel_colour(data.get("marvel_class"))
    if down > 0:  # a toppled toy greys as it goes down, so that it never passes for a standing one
        fill = QColor.fromHsvF(fill.hsvHueF(), fill.hsvSaturationF() * (1 - 0.6 * down), fill.valueF() * (1 - 0.35 * down))
    p.setPen(QPen(QColor(25, 25, 25), 1.2))
    p.setBrush(fill)
    p.drawPath(path)
    # the side's colour as a sash across the chest, so that a team's colour never hides whose toy it is
    a = QPointF(foot.x() - up.x() * 0.62 + ux * 0.3, foot.y() - up.y() * 0.62 + uy * 0.3)
    b = QPointF(foot.x() - up.x() * 0.5 - ux * 0.3, foot.y() - up.y() * 0.5 - uy * 0.3)
    p.setPen(QPen(side, max(2.0, width * 0.14), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(a, b)


def paint_base(
    p: QPainter, c: QPointF, r: float, side: QColor, owner: QColor | None = None, squash: float = 1.0,
    angle: float = 0.0,
) -> None:
    """The base disc (``squash`` < 1: seen edge-on as it tips, across ``angle`` degrees on screen)."""
    p.save()
    p.translate(c)
    p.rotate(angle)
    p.setPen(Qt.PenStyle.NoPen)
    if squash >= 0.999:
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawEllipse(QPointF(r * 0.18, r * 0.22), r * 1.04, r * 0.9)  # shadow
    p.setBrush(side.darker(140))
    p.drawEllipse(QPointF(0, 0), r * squash, r)
    p.setBrush(side)
    p.drawEllipse(QPointF(0, 0), r * 0.82 * squash, r * 0.82)
    p.restore()
    if owner is not None:  # a figure played by the other side: a ring of its owner's colour
        p.setPen(QPen(owner, max(2.0, r * 0.18)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, r * 0.6, r * 0.6)


class ToyCache:
    """Pixmaps of standing toys (shadow, base, figure, name label) by figure, colours and zoom."""

    def __init__(self) -> None:
        self._toys: dict[tuple[Any, ...], tuple[QPixmap, QPointF]] = {}
        self._windows: dict[tuple[Any, ...], QPixmap] = {}
        self._figures: dict[tuple[Any, ...], tuple[QPixmap, QPointF, float]] = {}
        self.font = QFont()

    def clear(self) -> None:
        self._toys.clear()
        self._windows.clear()
        self._figures.clear()

    def label_font(self, scale: float) -> QFont:
        f = QFont(self.font)
        f.setPixelSize(int(max(10, min(15, scale * 0.55))))
        f.setBold(True)
        return f

    def label_height(self, scale: float) -> float:
        return QFontMetricsF(self.label_font(scale)).height() + 2

    def toy(
        self, data: dict[str, Any], ctrl: int, owner: int, fired: bool, scale: float, ratio: float,
        room: float | None = None,
    ) -> tuple[QPixmap, QPointF]:
        """The toy's pixmap and where its base centre lies in it. ``room``: the label's width in pixels at
        most (None: the whole name), so that the labels of toys side by side do not overlap; a name that does
        not fit is cut short with an ellipsis (the hover card has it whole)."""
        room = None if room is None else max(0.0, math.floor(room / 6.0) * 6.0)  # a picture per 6 px
        key = (id(data), str(data.get("code")), ctrl, owner, fired, round(scale, 2), ratio, room)
        got = self._toys.get(key)
        if got is not None:
            return got
        if len(self._toys) > 400:
            self._toys.clear()
        r, width, height = toy_size(data, scale)
        font = self.label_font(scale)
        fm = QFontMetricsF(font)
        name = str(data.get("name") or data.get("code") or "")
        points = str(int(data.get("points") or 0))
        extra = fm.horizontalAdvance(points) + fm.height() * 1.4
        # the whole name where it has room; beside a neighbour what lies between them (a few letters at least)
        full = fm.horizontalAdvance(name)
        space = full if room is None else room - extra
        if space < fm.height() * 2.2:  # in a crowd: the points alone (the name is on the hover card)
            name = ""
        elif full > space:
            name = fm.elidedText(name, Qt.TextElideMode.ElideRight, space)
        badge_w = fm.horizontalAdvance(points) + fm.height() * 0.6
        label_w = fm.horizontalAdvance(name) + extra if name else badge_w + 2
        label_h = fm.height() + 2
        w = max(2 * r * 1.3, width * 1.3, label_w) + 4
        top = height + width * 0.2 + 2
        h = top + r * 1.3 + label_h + 4
        pm = QPixmap(int(math.ceil(w * ratio)), int(math.ceil(h * ratio)))
        pm.setDevicePixelRatio(ratio)
        pm.fill(Qt.GlobalColor.transparent)
        anchor = QPointF(w / 2, top)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = QColor(SIDE_COLOURS[ctrl])
        paint_base(p, anchor, r, side, SIDE_COLOURS[owner] if owner != ctrl else None)
        foot = QPointF(anchor.x(), anchor.y() - r * 0.1)
        paint_silhouette(p, foot, QPointF(0.0, -height), width, data, side)
        if fired:  # a figure that fired this turn is drawn dimmed
            p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceAtop)
            p.fillRect(QRectF(0, 0, w, h), QColor(255, 255, 255, 90))
            p.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
        # the label: name and points on a card of the side's colour
        lr = QRectF(anchor.x() - label_w / 2, anchor.y() + r * 1.15, label_w, label_h)
        p.setPen(QPen(side.darker(150), 1))
        p.setBrush(QColor(255, 255, 255, 235))
        p.drawRoundedRect(lr, 4, 4)
        badge = QRectF(lr.x() + 1, lr.y() + 1, badge_w, label_h - 2)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(side)
        p.drawRoundedRect(badge, 3, 3)
        p.setFont(font)
        p.setPen(QColor("white"))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, points)
        if name:
            p.setPen(QColor(20, 20, 20))
            p.drawText(
                QRectF(badge.right() + 2, lr.y(), lr.right() - badge.right() - 4, label_h),
                Qt.AlignmentFlag.AlignCenter,
                name,
            )
        p.end()
        self._toys[key] = (pm, anchor)
        return pm, anchor

    def figure(
        self, data: dict[str, Any], ctrl: int, scale: float, ratio: float, down: bool
    ) -> tuple[QPixmap, QPointF, float]:
        """The standing figure alone (no base, no label; greyed when ``down``): its pixmap, where its feet
        are in it and its height in pixels. A toppling toy is this picture turned and laid down."""
        key = ("figure", id(data), str(data.get("code")), ctrl, round(scale, 2), ratio, down)
        got = self._figures.get(key)
        if got is not None:
            return got
        if len(self._figures) > 200:
            self._figures.clear()
        _r, width, height = toy_size(data, scale)
        w, h = width * 1.3 + 4, height * 1.12 + 4
        pm = QPixmap(int(math.ceil(w * ratio)), int(math.ceil(h * ratio)))
        pm.setDevicePixelRatio(ratio)
        pm.fill(Qt.GlobalColor.transparent)
        foot = QPointF(w / 2, h - 2)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_silhouette(p, foot, QPointF(0.0, -height), width, data, QColor(SIDE_COLOURS[ctrl]), 1.0 if down else 0.0)
        p.end()
        self._figures[key] = (pm, foot, height)
        return self._figures[key]

    def window(self, speed: int, colour: str, size: float, ratio: float) -> QPixmap:
        """The tix window: the speed on its colour (white or black), ``size`` pixels high."""
        key = (speed, colour, round(size, 1), ratio)
        pm = self._windows.get(key)
        if pm is not None:
            return pm
        w, h = size * 1.25, size
        pm = QPixmap(int(math.ceil(w * ratio)) + 2, int(math.ceil(h * ratio)) + 2)
        pm.setDevicePixelRatio(ratio)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        white = colour == "white"
        p.setPen(QPen(QColor(30, 30, 30), 1))
        p.setBrush(QColor("white") if white else QColor(20, 20, 20))
        p.drawRoundedRect(QRectF(0.5, 0.5, w, h), 3, 3)
        f = QFont(self.font)
        f.setPixelSize(max(8, int(h * 0.8)))
        f.setBold(True)
        p.setFont(f)
        p.setPen(QColor("black") if white else QColor("white"))
        p.drawText(QRectF(0.5, 0.5, w, h), Qt.AlignmentFlag.AlignCenter, str(speed))
        p.end()
        self._windows[key] = pm
        return pm


def window_size(r: float) -> float:
    """The window's height in pixels for a base of ``r`` pixels (readable however far the table is zoomed out)."""
    return max(11.0, min(22.0, r * 0.95))
