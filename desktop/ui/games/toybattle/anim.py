"""Animations of the Toy Battle board: troops sliding from a rack to a base, discards, Jumbo, XB-42, Volcanic
Jungle moves, returns to the rack, recoveries, and medals flying to the bar of the player who claimed them.

The game state is already final when an animation starts: it is only drawn, never waited for. A base that
receives a flying troop keeps showing its previous stack until the troop lands (``NodeItem.hold``). A new
decision, Undo or a new game finishes every running animation at once (``finish``); speed 0 is off.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
)
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from desktop.games.toybattle.engine import Event
from desktop.ui.games.toybattle.scene import MEDAL_R, NODE_R
from desktop.ui.games.toybattle.tiles import paint_medal, paint_tile

# the speed setting: label key -> milliseconds per moving piece
SPEEDS = {"off": 0, "fast": 250, "normal": 450, "slow": 800}


class FlyingPiece(QGraphicsObject):
    """A troop tile (or a medal) drawn above the board while it moves."""

    def __init__(self, colour: str | None, troop: str | None, medals: int = 0) -> None:
        super().__init__()
        self.colour = colour
        self.troop = troop
        self.medals = medals
        self.setZValue(50)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        t = NODE_R * 1.3 if self.troop is not None or self.medals == 0 else MEDAL_R * 2.4
        return QRectF(-t / 2, -t / 2, t, t)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.medals:
            paint_medal(p, QPointF(0, 0), MEDAL_R * 1.15, self.medals, self.colour)
        else:
            t = NODE_R * 1.22
            paint_tile(p, QRectF(-t / 2, -t / 2, t, t), self.colour or "blue", self.troop)


class BoardAnimator(QObject):
    """Turns a decision's events into moving pieces on the board's scene."""

    def __init__(self, board: Any) -> None:
        super().__init__(board)
        self.board = board
        self.group: QSequentialAnimationGroup | None = None
        self.pieces: list[FlyingPiece] = []
        self.held: list[Any] = []

    def running(self) -> bool:
        return self.group is not None

    def finish(self) -> None:
        """End every running animation now: pieces removed, bases show their real stacks."""
        group, self.group = self.group, None
        if group is not None:
            group.stop()
            group.deleteLater()
        scene = self.board.scene
        for piece in self.pieces:
            if piece.scene() is scene:
                scene.removeItem(piece)
        self.pieces = []
        for item in self.held:
            item.hold = None
            item.update()
        self.held = []
        for bar in (self.board.top_bar, self.board.bottom_bar):
            bar.medal_counter.flash = 0.0
            bar.medal_counter.update()

    def play(self, events: list[Event], ms: int) -> int:
        """Animate ``events`` (one decision), one moving piece after the other; returns the pieces' count."""
        self.finish()
        if ms <= 0:
            return 0
        moves = [m for m in (self._move(ev) for ev in events) if m is not None]
        if not moves:
            return 0
        scene = self.board.scene
        group = QSequentialAnimationGroup(self)
        for piece, start, end, node in moves:
            piece.setPos(start)
            piece.setVisible(False)
            scene.addItem(piece)
            self.pieces.append(piece)
            if node is not None:
                # called before the scene shows the new state: the base keeps its stack of now until landing
                item = scene.nodes.get(node)
                if item is not None and item not in self.held:
                    item.hold = list(item.stack)
                    item.update()
                    self.held.append(item)
            anim = QPropertyAnimation(piece, b"pos")
            anim.setDuration(ms)
            anim.setStartValue(start)
            anim.setEndValue(end)
            anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
            anim.stateChanged.connect(
                lambda new, old, p=piece: p.setVisible(True) if new.value == 2 else None
            )
            anim.finished.connect(lambda p=piece, n=node: self._landed(p, n))
            group.addAnimation(anim)
        group.finished.connect(self.finish)
        self.group = group
        group.start()
        return len(moves)

    def _landed(self, piece: FlyingPiece, node: int | None) -> None:
        piece.setVisible(False)
        if node is not None:
            item = self.board.scene.nodes.get(node)
            if item is not None and item in self.held:
                item.hold = None
                item.update()

    # ------------------------------------------------------------------ where things are
    def _node_point(self, node: int) -> QPointF:
        return self.board.scene.nodes[node].scenePos()

    def _widget_point(self, widget: QWidget) -> QPointF:
        view = self.board.view
        global_pos = widget.mapToGlobal(widget.rect().center())
        return view.mapToScene(view.viewport().mapFromGlobal(global_pos))

    def _bar(self, colour: str) -> Any:
        board = self.board
        return board.bottom_bar if board.bottom_bar.colour == colour else board.top_bar

    def _rack_point(self, colour: str, troop: str | None = None) -> QPointF:
        bar = self._bar(colour)
        if troop is not None:
            for b in bar.buttons:
                if b.troop == troop and b.isVisible():
                    return self._widget_point(b)
        if bar.backs.isVisible():
            return self._widget_point(bar.backs)
        return self._widget_point(bar.tiles_box if bar.tiles_box.isVisible() else bar)

    def _move(self, ev: Event) -> tuple[FlyingPiece, QPointF, QPointF, int | None] | None:
        d = ev.data
        colour = ev.player
        try:
            if ev.kind == "placed":
                return (
                    FlyingPiece(colour, d["troop"]),
                    self._rack_point(colour, d["troop"]),
                    self._node_point(d["node"]),
                    d["node"],
                )
            if ev.kind == "moved":  # Volcanic Jungle
                return (
                    FlyingPiece(colour, d["troop"]),
                    self._node_point(d["node"]),
                    self._node_point(d["dest"]),
                    d["dest"],
                )
            if ev.kind == "discarded":  # Jumbo (from a base) or XB-42 (from the rack)
                start = self._node_point(d["node"]) if d.get("node") is not None else self._rack_point(colour)
                return (
                    FlyingPiece(colour, d["troop"]),
                    start,
                    self._widget_point(self._bar(colour).discard),
                    None,
                )
            if ev.kind == "returned":  # Castle Field
                return (
                    FlyingPiece(colour, d["troop"]),
                    self._node_point(d["node"]),
                    self._rack_point(colour),
                    None,
                )
            if ev.kind == "recovered":  # Cursed Cemetery
                return (
                    FlyingPiece(colour, d["troop"]),
                    self._widget_point(self._bar(colour).discard),
                    self._rack_point(colour),
                    None,
                )
            if ev.kind == "medals":
                region = self.board.scene.regions.get(d["region"])
                if region is None:
                    return None
                counter = self._bar(colour).medal_counter
                counter.flash = 1.0
                counter.update()
                return (
                    FlyingPiece(colour, None, int(d["medals"])),
                    region.scenePos(),
                    self._widget_point(counter),
                    None,
                )
        except (KeyError, TypeError):
            return None
        return None
