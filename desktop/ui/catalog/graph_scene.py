"""A QGraphicsScene that draws a board graph (nodes, paths, regions) and turns mouse gestures into requests.

The scene never changes the terrain itself: it emits a request (move these nodes, toggle this path,
add a node here, delete these) and the editor turns each into one undoable step, then redraws the
scene from the new terrain with :meth:`GraphScene.render`.

Gestures: drag nodes to move them; Shift-drag from a node to another node (or any drag in "connect"
mode) draws a path, or removes it when the two are already joined; click on empty board in an "add"
mode adds a node; Delete removes the selection; right click opens the editor's context menu.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QKeyEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsLineItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneContextMenuEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

BOARD = 600.0
NODE_R = 21.0
PROBLEM = QColor("#d01818")
PATH_COLOUR = QColor("#5b5b5b")
BOARD_COLOUR = QColor("#f4f1e8")

MODE_SELECT = "select"
MODE_CONNECT = "connect"


@dataclass
class NodeView:
    id: int
    cx: float
    cy: float
    fill: QColor
    label: str
    sublabel: str = ""
    tooltip: str = ""
    ring: QColor | None = None  # a second ring (special base, start space...)
    text_colour: QColor = field(default_factory=lambda: QColor("#1d1d1d"))


@dataclass
class RegionView:
    id: int
    members: tuple[int, ...]
    label: str
    colour: QColor
    tooltip: str = ""


@dataclass
class SceneSpec:
    nodes: list[NodeView]
    edges: list[tuple[int, int]]
    regions: list[RegionView] = field(default_factory=list)
    bad_nodes: set[int] = field(default_factory=set)
    bad_regions: set[int] = field(default_factory=set)
    selected_region: int | None = None


class NodeItem(QGraphicsEllipseItem):
    def __init__(self, view: NodeView, bad: bool) -> None:
        super().__init__(-NODE_R, -NODE_R, 2 * NODE_R, 2 * NODE_R)
        self.node_id = view.id
        self.view = view
        self.bad = bad
        self.setPos(view.cx * BOARD, view.cy * BOARD)
        self.setBrush(QBrush(view.fill))
        self.setPen(QPen(PROBLEM if bad else QColor("#2b2b2b"), 4.0 if bad else 1.6))
        self.setFlags(
            QGraphicsItem.GraphicsItemFlag.ItemIsMovable
            | QGraphicsItem.GraphicsItemFlag.ItemIsSelectable
            | QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges
        )
        self.setZValue(10)
        self.setToolTip(view.tooltip)
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        label = QGraphicsSimpleTextItem(view.label, self)
        font = QFont()
        font.setPointSizeF(10.5)
        font.setBold(True)
        label.setFont(font)
        label.setBrush(QBrush(view.text_colour))
        r = label.boundingRect()
        label.setPos(-r.width() / 2, -r.height() / 2)
        if view.sublabel:
            sub = QGraphicsSimpleTextItem(view.sublabel, self)
            sfont = QFont()
            sfont.setPointSizeF(8.0)
            sfont.setBold(True)
            sub.setFont(sfont)
            sub.setBrush(QBrush(QColor("#6b4a00")))
            sr = sub.boundingRect()
            back = QGraphicsPathItem(self)
            pp = QPainterPath()
            pp.addRoundedRect(QRectF(-sr.width() / 2 - 3, NODE_R + 1, sr.width() + 6, sr.height() + 1), 4, 4)
            back.setPath(pp)
            back.setBrush(QBrush(QColor("#ffe7a3")))
            back.setPen(QPen(QColor("#c79100"), 1))
            sub.setParentItem(back)
            sub.setPos(-sr.width() / 2, NODE_R + 1.5)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self.bad:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(208, 24, 24, 70))
            painter.drawEllipse(QPointF(0, 0), NODE_R + 9, NODE_R + 9)
        if self.isSelected():
            painter.setPen(QPen(QColor("#1e88e5"), 3, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), NODE_R + 5, NODE_R + 5)
        painter.setPen(self.pen())
        painter.setBrush(self.brush())
        painter.drawEllipse(self.rect())
        if self.view.ring is not None:
            painter.setPen(QPen(self.view.ring, 3.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), NODE_R - 4, NODE_R - 4)

    def boundingRect(self) -> QRectF:
        m = NODE_R + 11
        return QRectF(-m, -m, 2 * m, 2 * m)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value):  # type: ignore[no-untyped-def]
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionChange:
            p = QPointF(value)
            return QPointF(min(BOARD, max(0.0, p.x())), min(BOARD, max(0.0, p.y())))
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged:
            sc = self.scene()
            if isinstance(sc, GraphScene):
                sc.node_item_moved(self.node_id)
        return super().itemChange(change, value)


class EdgeItem(QGraphicsLineItem):
    def __init__(self, a: int, b: int) -> None:
        super().__init__()
        self.a, self.b = a, b
        self.setPen(QPen(PATH_COLOUR, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        self.setZValue(5)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, True)
        self.setAcceptHoverEvents(True)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        line = self.line()
        if line.length() == 0:
            return path
        n = line.normalVector().unitVector()
        dx, dy = (n.dx()) * 7, (n.dy()) * 7
        poly = QPolygonF(
            [
                QPointF(line.x1() + dx, line.y1() + dy),
                QPointF(line.x2() + dx, line.y2() + dy),
                QPointF(line.x2() - dx, line.y2() - dy),
                QPointF(line.x1() - dx, line.y1() - dy),
            ]
        )
        path.addPolygon(poly)
        return path

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        pen = QPen(self.pen())
        if self.isSelected():
            pen.setColor(QColor("#1e88e5"))
            pen.setWidthF(7)
        painter.setPen(pen)
        painter.drawLine(self.line())


class RegionItem(QGraphicsPathItem):
    def __init__(self, view: RegionView, points: list[QPointF], bad: bool, selected: bool) -> None:
        super().__init__()
        self.region_id = view.id
        self.setZValue(1 if not selected else 2)
        hull = _convex_hull(points)
        centre = QPointF(
            sum(p.x() for p in hull) / max(1, len(hull)), sum(p.y() for p in hull) / max(1, len(hull))
        )
        shrink = 0.72
        poly = QPolygonF([centre + (p - centre) * shrink for p in hull])
        path = QPainterPath()
        if len(hull) >= 3:
            path.addPolygon(poly)
            path.closeSubpath()
        elif hull:
            for p in hull:
                path.addEllipse(p, NODE_R * 0.6, NODE_R * 0.6)
        self.setPath(path)
        colour = QColor(view.colour)
        colour.setAlpha(110 if selected else 45)
        self.setBrush(QBrush(colour))
        edge = QColor(view.colour)
        edge.setAlpha(220 if selected else 120)
        if bad:
            self.setPen(QPen(PROBLEM, 3.5, Qt.PenStyle.DashLine))
        else:
            self.setPen(
                QPen(
                    edge,
                    2.5 if selected else 1.2,
                    Qt.PenStyle.DashLine if not selected else Qt.PenStyle.SolidLine,
                )
            )
        self.setToolTip(view.tooltip)
        # the medal token at the centre
        token = QGraphicsEllipseItem(-11, -11, 22, 22, self)
        token.setPos(centre)
        token.setBrush(QBrush(QColor("#f5c542") if not bad else QColor("#ffb3b3")))
        token.setPen(QPen(PROBLEM if bad else QColor("#8a6d00"), 2 if bad else 1.2))
        token.setZValue(3)
        token.setToolTip(view.tooltip)
        text = QGraphicsSimpleTextItem(view.label, token)
        f = QFont()
        f.setPointSizeF(8.5)
        f.setBold(True)
        text.setFont(f)
        r = text.boundingRect()
        text.setPos(-r.width() / 2, -r.height() / 2)
        self.token = token


def _convex_hull(points: list[QPointF]) -> list[QPointF]:
    pts = sorted({(round(p.x(), 3), round(p.y(), 3)) for p in points})
    if len(pts) <= 2:
        return [QPointF(x, y) for x, y in pts]

    def cross(o: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[tuple[float, float]] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[tuple[float, float]] = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return [QPointF(x, y) for x, y in lower[:-1] + upper[:-1]]


class GraphScene(QGraphicsScene):
    nodesMoved = Signal(object)  # {node id: (cx, cy)}
    pathToggled = Signal(int, int)
    addRequested = Signal(float, float)  # cx, cy in 0..1
    deleteRequested = Signal(object, object)  # node ids, [(a, b)] paths
    nodeMenuRequested = Signal(int, object)  # node id, QPoint (screen)
    edgeMenuRequested = Signal(int, int, object)
    regionClicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSceneRect(QRectF(-30, -30, BOARD + 60, BOARD + 60))
        self.mode = MODE_SELECT
        self.add_kind: str | None = None
        self._nodes: dict[int, NodeItem] = {}
        self._edges: list[EdgeItem] = []
        self._rubber: QGraphicsLineItem | None = None
        self._rubber_from: int | None = None
        self._press_pos: dict[int, QPointF] = {}
        self._pending_from: int | None = None
        self._rendering = False
        self._all: list[QGraphicsItem] = []
        self.setBackgroundBrush(QBrush(QColor("#d9d4c5")))

    # -- drawing -----------------------------------------------------------------------------------
    def render_spec(self, spec: SceneSpec) -> None:
        selected = self.selected_node_ids()
        self._rendering = True
        # Remove our own items one by one (ownership returns to Python, which frees them); calling
        # clear() while Python still holds wrappers of the deleted items corrupts PySide's refcounts.
        self.clearSelection()
        for item in self._all:
            self.removeItem(item)
        self._all = []
        if self._rubber is not None:
            self.removeItem(self._rubber)
            self._rubber = None
        self._nodes = {}
        self._edges = []
        board = QGraphicsRectItem(QRectF(0, 0, BOARD, BOARD))
        board.setPen(QPen(QColor("#a39e8c"), 2))
        board.setBrush(QBrush(BOARD_COLOUR))
        board.setZValue(-10)
        self._add(board)
        for v in spec.nodes:
            item = NodeItem(v, v.id in spec.bad_nodes)
            self._add(item)
            self._nodes[v.id] = item
        for r in spec.regions:
            points = [self._nodes[m].pos() for m in r.members if m in self._nodes]
            if not points:
                continue
            self._add(RegionItem(r, points, r.id in spec.bad_regions, r.id == spec.selected_region))
        for a, b in spec.edges:
            if a in self._nodes and b in self._nodes:
                e = EdgeItem(a, b)
                self._add(e)
                self._edges.append(e)
        self._update_edges()
        for nid in selected:
            if nid in self._nodes:
                self._nodes[nid].setSelected(True)
        self._rendering = False

    def _add(self, item: QGraphicsItem) -> None:
        self.addItem(item)
        self._all.append(item)

    def node_item(self, nid: int) -> NodeItem | None:
        return self._nodes.get(nid)

    def edge_items(self) -> list[EdgeItem]:
        return list(self._edges)

    def node_item_moved(self, nid: int) -> None:
        if not self._rendering:
            self._update_edges(nid)

    def _update_edges(self, only: int | None = None) -> None:
        for e in self._edges:
            if only is not None and only not in (e.a, e.b):
                continue
            pa, pb = self._nodes[e.a].pos(), self._nodes[e.b].pos()
            e.setLine(QLineF(pa, pb))

    def selected_node_ids(self) -> list[int]:
        return sorted(i.node_id for i in self.selectedItems() if isinstance(i, NodeItem))

    def selected_edges(self) -> list[tuple[int, int]]:
        return [(i.a, i.b) for i in self.selectedItems() if isinstance(i, EdgeItem)]

    def select_nodes(self, ids: list[int]) -> None:
        self.clearSelection()
        for nid in ids:
            if nid in self._nodes:
                self._nodes[nid].setSelected(True)

    # -- gestures ----------------------------------------------------------------------------------
    def _node_at(self, pos: QPointF) -> NodeItem | None:
        for item in self.items(pos):
            while item is not None and not isinstance(item, NodeItem):
                item = item.parentItem()
            if isinstance(item, NodeItem):
                return item
        return None

    def _region_at(self, pos: QPointF) -> RegionItem | None:
        for item in self.items(pos):
            if isinstance(item.parentItem(), QGraphicsEllipseItem) and isinstance(
                item.parentItem().parentItem(), RegionItem
            ):
                return item.parentItem().parentItem()  # type: ignore[return-value]
            if isinstance(item, QGraphicsEllipseItem) and isinstance(item.parentItem(), RegionItem):
                return item.parentItem()  # type: ignore[return-value]
        return None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        pos = event.scenePos()
        node = self._node_at(pos)
        connecting = self.mode == MODE_CONNECT or bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if node is not None and connecting:
            self._rubber_from = node.node_id
            self._rubber = QGraphicsLineItem(QLineF(node.pos(), pos))
            self._rubber.setPen(QPen(QColor("#1e88e5"), 4, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
            self._rubber.setZValue(20)
            self.addItem(self._rubber)
            event.accept()
            return
        if node is None and self.add_kind is not None and QRectF(0, 0, BOARD, BOARD).contains(pos):
            self.addRequested.emit(pos.x() / BOARD, pos.y() / BOARD)
            event.accept()
            return
        if node is None:
            region = self._region_at(pos)
            if region is not None:
                self.regionClicked.emit(region.region_id)
        super().mousePressEvent(event)
        self._press_pos = {nid: it.pos() for nid, it in self._nodes.items() if it.isSelected()}

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._rubber is not None and self._rubber_from in self._nodes:
            self._rubber.setLine(QLineF(self._nodes[self._rubber_from].pos(), event.scenePos()))
            event.accept()
            return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._rubber is not None:
            start = self._rubber_from
            self.removeItem(self._rubber)
            self._rubber = None
            self._rubber_from = None
            target = self._node_at(event.scenePos())
            event.accept()
            if start is None:
                return
            if target is not None and target.node_id != start:
                self._pending_from = None
                self.pathToggled.emit(start, target.node_id)
            elif target is not None and target.node_id == start and self.mode == MODE_CONNECT:
                # click-click in connect mode: remember the first node
                if self._pending_from is not None and self._pending_from != start:
                    first, self._pending_from = self._pending_from, None
                    self.pathToggled.emit(first, start)
                else:
                    self._pending_from = start
                    self.select_nodes([start])
            return
        super().mouseReleaseEvent(event)
        moved: dict[int, tuple[float, float]] = {}
        for nid, before in self._press_pos.items():
            item = self._nodes.get(nid)
            if item is not None and (item.pos() - before).manhattanLength() > 0.5:
                moved[nid] = (item.pos().x() / BOARD, item.pos().y() / BOARD)
        self._press_pos = {}
        if moved:
            self.nodesMoved.emit(moved)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            nodes, paths = self.selected_node_ids(), self.selected_edges()
            if nodes or paths:
                self.deleteRequested.emit(nodes, paths)
                event.accept()
                return
        super().keyPressEvent(event)

    def contextMenuEvent(self, event: QGraphicsSceneContextMenuEvent) -> None:
        node = self._node_at(event.scenePos())
        if node is not None:
            if not node.isSelected():
                self.select_nodes([node.node_id])
            self.nodeMenuRequested.emit(node.node_id, event.screenPos())
            event.accept()
            return
        for item in self.items(event.scenePos()):
            if isinstance(item, EdgeItem):
                self.edgeMenuRequested.emit(item.a, item.b, event.screenPos())
                event.accept()
                return
        super().contextMenuEvent(event)


class BoardView(QGraphicsView):
    """A view that keeps the whole board in sight."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setDragMode(QGraphicsView.DragMode.RubberBandDrag)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # a 1024-pixel window: the board, its side panel, and beside them the Catalog's table with whole
        # names and the next column's whole heading (Ukrainian)
        self.setMinimumSize(240, 260)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        super().showEvent(event)
        self.fit()

    def fit(self) -> None:
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)


def distinct_colour(i: int) -> QColor:
    """Well separated hues for regions (golden-angle steps)."""
    hue = (i * 137.508) % 360
    return QColor.fromHsvF(hue / 360.0, 0.55, 0.85)
