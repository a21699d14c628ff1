"""The Toy Battle terrain drawn from its data on a QGraphicsScene, and a view that keeps it fitted.

The scene shows paths, bases, HQs, special bases (icon + tooltip), regions (a medal badge with the
number of medals, coloured once claimed; hovering it outlines the region's bases) and stacks (top
troop and the number of troops). It knows nothing about the rules: the board widget tells it what to
light up and listens to ``node_clicked``.
"""

from __future__ import annotations

import math
from html import escape

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
    QPolygonF,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop.games.toybattle.terrain import Node, Region, Terrain
from desktop.ui.games.toybattle.texts import colour_name, special_text, troop_name
from desktop.ui.games.toybattle.tiles import (
    COLOURS,
    DARK,
    LAST,
    LIGHT,
    SOURCE,
    TARGET,
    paint_medal,
    paint_special_icon,
    paint_tile,
)
from resources.icons import icon_path

CURSOR = QColor("#1b1b1b")
SIZE = 1000.0
NODE_R = 52.0
STACK_LAYERS = 4  # troops drawn under the top one (the badge gives the exact number)
NODE_CLEARANCE = NODE_R + 30  # the node's rings, glow and special icon reach this far
MEDAL_R = 19.0
BOARD_FILL = QColor("#f3eedf")
PATH_PEN = QColor("#8b8270")


class NodeItem(QGraphicsItem):
    def __init__(self, node: Node, board: BoardScene) -> None:
        super().__init__()
        self.node = node
        self.board = board
        self.stack: list[tuple[str, str]] = []
        self.hold: list[tuple[str, str]] | None = None  # shown instead of the stack while a troop flies here
        self.mark: str | None = None  # "target" | "source" | "dest"
        self.cursor = False  # the keyboard's cursor (arrow keys) is on this base
        self.last = False
        self.region_hover = False
        self.setAcceptHoverEvents(True)
        self.setPos(node.cx * SIZE, node.cy * SIZE)
        self.setZValue(2)
        self.setCursor(Qt.CursorShape.ArrowCursor)

    def boundingRect(self) -> QRectF:
        r = NODE_R + 12
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), NODE_R + 4, NODE_R + 4)
        return path

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        n = self.node
        r = NODE_R
        if self.last:
            p.setPen(Qt.PenStyle.NoPen)
            glow = QColor(LAST)
            glow.setAlpha(150)
            p.setBrush(QBrush(glow))
            p.drawEllipse(QPointF(0, 0), r + 11, r + 11)
        if n.is_hq:
            colour = "blue" if n.kind == "hq_blue" else "red"
            p.setPen(QPen(DARK[colour], 5))
            p.setBrush(QBrush(LIGHT[colour]))
            p.drawRoundedRect(QRectF(-r, -r, 2 * r, 2 * r), 14, 14)
            font = QFont()
            font.setBold(True)
            font.setPixelSize(30)
            p.setFont(font)
            p.setPen(DARK[colour])
            if not self.stack:
                p.drawText(
                    QRectF(-r, -r, 2 * r, 2 * r),
                    int(Qt.AlignmentFlag.AlignCenter),
                    QCoreApplication.translate("ToyBattleBoard", "HQ"),
                )
        else:
            ring = QColor("#9c927c")
            width = 3.0
            if n.special:
                ring = QColor("#2a8fa8") if n.special.startswith("values") else QColor("#7b4fa0")
                width = 6.0
            p.setPen(QPen(ring, width))
            p.setBrush(QBrush(QColor("#fffaf0")))
            p.drawEllipse(QPointF(0, 0), r, r)
        if self.region_hover:
            p.setPen(QPen(QColor("#c28a00"), 5, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(QPointF(0, 0), r + 7, r + 7)
        if self.mark:
            col = {"target": TARGET, "source": SOURCE, "dest": TARGET}[self.mark]
            p.setPen(QPen(col, 9))
            p.setBrush(Qt.BrushStyle.NoBrush)
            if n.is_hq:
                p.drawRoundedRect(QRectF(-r - 6, -r - 6, 2 * r + 12, 2 * r + 12), 18, 18)
            else:
                p.drawEllipse(QPointF(0, 0), r + 6, r + 6)
        if self.cursor:  # a dark dashed ring outside the lit one: where Enter will play
            p.setPen(QPen(CURSOR, 4, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            if n.is_hq:
                p.drawRoundedRect(QRectF(-r - 10, -r - 10, 2 * r + 20, 2 * r + 20), 20, 20)
            else:
                p.drawEllipse(QPointF(0, 0), r + 10, r + 10)
        stack = self.hold if self.hold is not None else self.stack
        if stack:
            colour, troop = stack[-1]
            t = r * 1.22
            # the depth as layered tiles: each troop underneath shows as a tile edge in its colour
            under = stack[:-1][-STACK_LAYERS:]
            step = r * 0.13
            for k, (c_under, _t) in enumerate(under):
                off = step * (len(under) - k)
                paint_tile(p, QRectF(-t / 2 + off, -t / 2 + off, t, t), c_under, None)
            paint_tile(p, QRectF(-t / 2, -t / 2, t, t), colour, troop)
            if len(stack) > 1:
                badge = QRectF(r * 0.38, r * 0.38, r * 0.62, r * 0.5)
                p.setPen(QPen(QColor("#333"), 2))
                p.setBrush(QBrush(QColor("white")))
                p.drawRoundedRect(badge, 8, 8)
                font = QFont()
                font.setBold(True)
                font.setPixelSize(int(r * 0.36))
                p.setFont(font)
                p.setPen(QColor("#222"))
                p.drawText(badge, int(Qt.AlignmentFlag.AlignCenter), f"×{len(stack)}")
        if n.special:
            s = r * 0.62
            paint_special_icon(p, QRectF(r * 0.5, -r * 1.08, s, s), n.special)
        # node number (the log refers to it)
        font = QFont()
        font.setPixelSize(int(r * 0.34))
        font.setBold(True)
        p.setFont(font)
        label = QRectF(-r * 1.05, r * 0.45, r * 0.7, r * 0.5)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(QColor(255, 255, 255, 200)))
        p.drawRoundedRect(label, 6, 6)
        p.setPen(QColor("#555"))
        p.drawText(label, int(Qt.AlignmentFlag.AlignCenter), str(n.id))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.board.node_clicked.emit(self.node.id)
            event.accept()
            return
        if event.button() == Qt.MouseButton.RightButton:
            self.board.stack_requested.emit(self.node.id)
            event.accept()
            return
        super().mousePressEvent(event)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.setToolTip(self.board.tooltip_for(self.node.id))
        if self.mark:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        else:
            self.setCursor(Qt.CursorShape.ArrowCursor)
        super().hoverEnterEvent(event)


class RegionItem(QGraphicsItem):
    def __init__(self, region: Region, centre: QPointF, board: BoardScene) -> None:
        super().__init__()
        self.region = region
        self.board = board
        self.claimed_by: str | None = None
        self.hover = False
        self.setPos(centre)
        self.setZValue(3)
        self.setAcceptHoverEvents(True)

    def boundingRect(self) -> QRectF:
        r = MEDAL_R + 6
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_medal(p, QPointF(0, 0), MEDAL_R, self.region.medals, self.claimed_by, self.hover)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hover = True
        self.setToolTip(self.board.region_tooltip(self.region, self.claimed_by))
        self.board.outline_region(self.region, True)
        self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hover = False
        self.board.outline_region(self.region, False)
        self.update()
        super().hoverLeaveEvent(event)


class RegionArea(QGraphicsItem):
    """A region's area, drawn lightly under the paths: the polygon through its bases (sorted around their
    centre), tinted by the owner once claimed and outlined when its medal is hovered."""

    def __init__(self, region: Region, points: list[QPointF]) -> None:
        super().__init__()
        self.region = region
        cx = sum(pt.x() for pt in points) / len(points)
        cy = sum(pt.y() for pt in points) / len(points)
        ordered = sorted(points, key=lambda pt: math.atan2(pt.y() - cy, pt.x() - cx))
        self.polygon = QPolygonF(ordered)
        # the outline: the polygon through the bases, widened to go round them (one or two bases: a capsule)
        path = QPainterPath()
        if len(ordered) >= 3:
            path.addPolygon(self.polygon)
            path.closeSubpath()
        else:
            path.moveTo(ordered[0])
            for pt in ordered[1:]:
                path.lineTo(pt)
        stroker = QPainterPathStroker()
        stroker.setWidth(2 * (NODE_R + 10))
        stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
        self.outline = stroker.createStroke(path).united(path).simplified()
        self.claimed_by: str | None = None
        self.hover = False
        self.setZValue(-5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.outline.boundingRect().adjusted(-6, -6, 6, 6)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.claimed_by:
            fill = QColor(COLOURS[self.claimed_by])
            fill.setAlpha(80 if self.hover else 55)
            edge = QColor(DARK[self.claimed_by])
            edge.setAlpha(235)
            style = Qt.PenStyle.SolidLine
        else:
            fill = QColor("#d9b54a")
            fill.setAlpha(70 if self.hover else 0)
            edge = QColor("#a8780a")
            edge.setAlpha(235 if self.hover else 150)
            style = Qt.PenStyle.DashLine
        pen = QPen(edge, 6 if self.hover else 3, style)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        p.setPen(pen)
        p.setBrush(QBrush(fill))
        p.drawPath(self.outline)


class BoardScene(QGraphicsScene):
    """Draws one terrain; ``show_state`` puts the troops on it."""

    node_clicked = Signal(int)
    stack_requested = Signal(int)  # list this node's stack (right click, or a click that places nothing)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.terrain: Terrain | None = None
        self.nodes: dict[int, NodeItem] = {}
        self.regions: dict[int, RegionItem] = {}
        self.areas: dict[int, RegionArea] = {}
        self.reasons: dict[int, str] = {}
        self.setSceneRect(QRectF(-40, -40, SIZE + 80, SIZE + 80))

    def set_terrain(self, terrain: Terrain) -> None:
        self.clear()
        self.nodes = {}
        self.regions = {}
        self.areas = {}
        self.reasons = {}
        self.terrain = terrain
        bg = self.addRect(
            QRectF(-30, -30, SIZE + 60, SIZE + 60), QPen(QColor("#b9ad8f"), 4), QBrush(BOARD_FILL)
        )
        bg.setZValue(-10)
        pos = {n.id: QPointF(n.cx * SIZE, n.cy * SIZE) for n in terrain.nodes}
        pen = QPen(PATH_PEN, 9)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        for a, b in terrain.edges():
            line = self.addLine(pos[a].x(), pos[a].y(), pos[b].x(), pos[b].y(), pen)
            line.setZValue(0)
        for n in terrain.nodes:
            item = NodeItem(n, self)
            self.addItem(item)
            self.nodes[n.id] = item
        for region, centre in zip(terrain.regions, _medal_positions(terrain), strict=True):
            item = RegionItem(region, centre, self)
            self.addItem(item)
            self.regions[region.id] = item
            points = [pos[b] for b in region.bases if b in pos]
            if points:
                area = RegionArea(region, points)
                self.addItem(area)
                self.areas[region.id] = area

    def show_state(self, stacks: dict[int, list[tuple[str, str]]], claimed: dict[int, str]) -> None:
        for nid, item in self.nodes.items():
            new = list(stacks.get(nid, []))
            if new != item.stack:
                item.stack = new
                item.update()
        for rid, item in self.regions.items():
            by = claimed.get(rid)
            if by != item.claimed_by:
                item.claimed_by = by
                item.update()
            area = self.areas.get(rid)
            if area is not None and by != area.claimed_by:
                area.claimed_by = by
                area.update()

    def set_marks(self, marks: dict[int, str], reasons: dict[int, str] | None = None) -> None:
        """Light up nodes: node id -> "target" | "source" | "dest"; ``reasons`` explain unlit nodes."""
        self.reasons = dict(reasons or {})
        for nid, item in self.nodes.items():
            m = marks.get(nid)
            if m != item.mark:
                item.mark = m
                item.update()

    def set_cursor(self, node_id: int | None) -> None:
        """Ring the base the keyboard's cursor is on (None: no cursor)."""
        for nid, item in self.nodes.items():
            on = nid == node_id
            if on != item.cursor:
                item.cursor = on
                item.update()

    def cursor_node(self) -> int | None:
        return next((nid for nid, item in self.nodes.items() if item.cursor), None)

    def positions(self) -> dict[int, tuple[float, float]]:
        return {nid: (item.pos().x(), item.pos().y()) for nid, item in self.nodes.items()}

    def set_last(self, node_ids: set[int]) -> None:
        for nid, item in self.nodes.items():
            on = nid in node_ids
            if on != item.last:
                item.last = on
                item.update()

    def outline_region(self, region: Region, on: bool) -> None:
        area = self.areas.get(region.id)
        if area is not None:
            area.hover = on
            area.update()
        for b in region.bases:
            item = self.nodes.get(b)
            if item is not None:
                item.region_hover = on
                item.update()

    def region_tooltip(self, region: Region, claimed_by: str | None) -> str:
        bases = ", ".join(str(b) for b in region.bases)
        medals = region.medals  # a plain name: lupdate skips translate(..., region.medals)
        text = QCoreApplication.translate("ToyBattleBoard", "Region %1: bases %2 — %n medal(s)", "", medals)
        text = text.replace("%1", str(region.id)).replace("%2", bases)
        if claimed_by:
            text += "\n" + QCoreApplication.translate("ToyBattleBoard", "Claimed by %1").replace(
                "%1", colour_name(claimed_by)
            )
        else:
            text += "\n" + QCoreApplication.translate(
                "ToyBattleBoard", "Claimed by the first player to control all of these bases at once."
            )
        return text

    def tooltip_for(self, node_id: int) -> str:
        item = self.nodes[node_id]
        n = item.node
        lines: list[str] = []
        if n.kind == "hq_blue":
            lines.append(
                QCoreApplication.translate("ToyBattleBoard", "Blue HQ (%1)").replace("%1", str(n.id))
            )
        elif n.kind == "hq_red":
            lines.append(QCoreApplication.translate("ToyBattleBoard", "Red HQ (%1)").replace("%1", str(n.id)))
        else:
            lines.append(QCoreApplication.translate("ToyBattleBoard", "Base %1").replace("%1", str(n.id)))
        if n.special:
            lines.append(special_text(n.special))
        if item.stack:
            tops = [f"{colour_name(c)} {troop_name(t)}" for c, t in reversed(item.stack)]
            lines.append(
                QCoreApplication.translate("ToyBattleBoard", "Stack (top first): %1").replace(
                    "%1", ", ".join(tops)
                )
            )
        if self.terrain is not None:
            regions = [str(r.id) for r in self.terrain.regions if n.id in r.bases]
            if regions:
                count = len(regions)
                lines.append(
                    QCoreApplication.translate("ToyBattleBoard", "In %n region(s): %1", "", count).replace(
                        "%1", ", ".join(regions)
                    )
                )
        reason = self.reasons.get(node_id)
        html = [escape(line) for line in lines]
        if reason:
            # the "not allowed" icon of the app's icon set (the "⛔" character showed as an empty box)
            html.append(
                f'<img src="{escape(icon_path("not-allowed"))}" width="14" height="14"> '
                f"<b>{escape(reason)}</b>"
            )
        elif item.mark == "target":
            html.append(
                escape(QCoreApplication.translate("ToyBattleBoard", "Click to place the picked troop here."))
            )
        return "<html>" + "<br>".join(html) + "</html>"


def step_cursor(
    positions: dict[int, tuple[float, float]], candidates: list[int], current: int | None, dx: int, dy: int
) -> int | None:
    """The base an arrow key moves the cursor to among ``candidates`` (screen coordinates, y down): the
    nearest one ahead in the direction (dx, dy), straight ahead preferred; past the last one it wraps round to
    the farthest one behind. No current base (or one no longer a candidate): the first in reading order."""
    cands = [c for c in candidates if c in positions]
    if not cands:
        return None
    if current not in cands or (dx == 0 and dy == 0):
        return min(cands, key=lambda c: (round(positions[c][1]), positions[c][0], c))
    cx, cy = positions[current]

    def along_across(c: int) -> tuple[float, float]:
        vx, vy = positions[c][0] - cx, positions[c][1] - cy
        return vx * dx + vy * dy, abs(vx * dy - vy * dx)

    ahead = [(a + 2 * b, c) for c in cands if c != current for a, b in [along_across(c)] if a > 1e-6]
    if ahead:
        return min(ahead)[1]
    behind = [(a, b, c) for c in cands if c != current for a, b in [along_across(c)]]
    if not behind:
        return current
    return min(behind)[2]  # the farthest back, then the most in line


def _medal_positions(terrain: Terrain) -> list[QPointF]:
    """Medal badges at their region's centre, nudged off nodes, paths' ends and each other."""
    pos = {n.id: QPointF(n.cx * SIZE, n.cy * SIZE) for n in terrain.nodes}
    points: list[QPointF] = []
    for r in terrain.regions:
        xs = [pos[b].x() for b in r.bases]
        ys = [pos[b].y() for b in r.bases]
        points.append(QPointF(sum(xs) / len(xs), sum(ys) / len(ys)))
    node_pts = list(pos.values())
    segments = [(pos[a], pos[b]) for a, b in terrain.edges()]
    for step in range(200):
        moved = False
        for i, pt in enumerate(points):
            fx = fy = 0.0
            for a, b in (
                segments if step < 120 else ()
            ):  # the last rounds: clear of the nodes first  # off the paths, so the count never sits on a line
                q = _closest_on_segment(pt, a, b)
                d = math.hypot(pt.x() - q.x(), pt.y() - q.y())
                need = MEDAL_R + 10
                if 1e-6 < d < need:
                    fx += (pt.x() - q.x()) / d * (need - d) * 0.5
                    fy += (pt.y() - q.y()) / d * (need - d) * 0.5
            for q in node_pts:
                d = math.hypot(pt.x() - q.x(), pt.y() - q.y())
                need = NODE_CLEARANCE + MEDAL_R + 6
                if d < need:
                    if d < 1e-6:
                        fx += need
                    else:
                        fx += (pt.x() - q.x()) / d * (need - d)
                        fy += (pt.y() - q.y()) / d * (need - d)
            for j, other in enumerate(points):
                if j == i:
                    continue
                d = math.hypot(pt.x() - other.x(), pt.y() - other.y())
                need = 2 * MEDAL_R + 6
                if d < need:
                    if d < 1e-6:
                        fx += need / 2 * (1 if i < j else -1)
                    else:
                        fx += (pt.x() - other.x()) / d * (need - d) / 2
                        fy += (pt.y() - other.y()) / d * (need - d) / 2
            if abs(fx) + abs(fy) > 0.5:
                points[i] = QPointF(
                    min(SIZE, max(0.0, pt.x() + fx * 0.6)), min(SIZE, max(0.0, pt.y() + fy * 0.6))
                )
                moved = True
        if not moved:
            break
    return points


def _closest_on_segment(pt: QPointF, a: QPointF, b: QPointF) -> QPointF:
    dx, dy = b.x() - a.x(), b.y() - a.y()
    length2 = dx * dx + dy * dy
    if length2 <= 0:
        return a
    t = max(0.0, min(1.0, ((pt.x() - a.x()) * dx + (pt.y() - a.y()) * dy) / length2))
    return QPointF(a.x() + t * dx, a.y() + t * dy)


def medal_clearance(terrain: Terrain) -> float:
    """The smallest distance between a medal badge's edge and a node's drawn extent (for tests)."""
    pos = [QPointF(n.cx * SIZE, n.cy * SIZE) for n in terrain.nodes]
    worst = math.inf
    for pt in _medal_positions(terrain):
        for q in pos:
            worst = min(worst, math.hypot(pt.x() - q.x(), pt.y() - q.y()) - NODE_CLEARANCE - MEDAL_R)
    return worst


class BoardView(QGraphicsView):
    """A view that keeps the whole terrain fitted as the window resizes."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setBackgroundBrush(QBrush(QColor("#e7e2d3")))
        self.setMinimumSize(200, 200)

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().showEvent(event)
        self.fit()

    def node_position(self, node_id: int) -> QPointF:
        """Viewport coordinates of a node's centre (for tests and animations)."""
        scene = self.scene()
        assert isinstance(scene, BoardScene)
        item = scene.nodes[node_id]
        return QPointF(self.mapFromScene(item.scenePos()))


__all__ = ["BoardScene", "BoardView", "COLOURS"]
