"""The Attacktix table seen from above at a slight angle: toys on a table, a camera, aiming, shots you can see.

Mouse: drag one of your figures to move it (inside the circle of its reach); drag back from it to aim
(with the Aim mode on, with the right button, or once the figure can no longer move): the aim line shows
the path to the first figure in the way, the cone the spread of the "steady hand" deviation and the bar
the pull. While a power moves opponent figures, drag the offered figures (each within the power's
distance) and confirm in the side panel. The wheel (or a pinch) zooms about the pointer, dragging the
empty table or the middle button pans, F fits the table in the view.

Keyboard: M picks your next figure that can move (the arrows place it inside its reach, Enter moves it),
N picks your next figure that can attack, the arrows turn the aim (Shift: finer) and pull it
back or ease it off, Space fires, Esc lets go; + and − zoom, F fits the table, V switches between the view
from above and the perspective view (the table seen from the near side's chair; both draw the same state).

A shot plays as the engine recorded it (:mod:`desktop.games.attacktix.physics`): the missile or lobbed
barrel flies along its path, a swing sweeps, a blast spreads; struck figures slide on the recorded frames,
a toppling figure falls over as its recorded tilt says and then leaves the table for the defeated area;
the outcome stays written on the table for a moment. A zoomed-in camera follows the action.
"""

from __future__ import annotations

import bisect
import math
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QElapsedTimer, QEvent, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QKeyEvent,
    QMouseEvent,
    QNativeGestureEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
    QWheelEvent,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.games.attacktix import engine as E
from desktop.games.attacktix.catalog import wheel_of
from desktop.ui.games.attacktix import toys
from desktop.ui.games.attacktix.toys import SIDE_COLOURS

TABLE = QColor("#e2cfa4")
TABLE_EDGE = QColor("#7a5a2e")
PULL_TIX = 6.0  # dragging back this far is a full pull
SIM_RATE = 1.0 / E.physics.STEP  # recorded frames per simulated second
PROJECTILE_SPEED = 16.0  # tix per second on screen: a missile you can follow with the eye
PROJECTILE_SECONDS = (0.25, 1.0)  # the flight's shortest and longest time on screen
SWING_SECONDS = 0.35
BLAST_SECONDS = 0.45
EXIT_SECONDS = 0.6  # a fallen toy leaves the table for the defeated area
BANNER_SECONDS = 1.6  # the outcome stays on the table this long after the shot
MOVE_SPEED = 9.0  # tix per second for the computer's moves
ZOOM_RANGE = (1.0, 6.0)
WOBBLE_SECONDS = 0.8  # a struck figure that stands rocks this long


def _interp(times: list[float], values: list[float], t: float) -> float:
    if not times:
        return math.pi / 2
    if t <= times[0]:
        return values[0]
    if t >= times[-1]:
        return values[-1]
    i = bisect.bisect_right(times, t)
    t0, t1 = times[i - 1], times[i]
    v0, v1 = values[i - 1], values[i]
    return v0 + (v1 - v0) * (t - t0) / max(t1 - t0, 1e-9)


class ArenaView(QWidget):
    move_requested = Signal(int, float, float)
    aim_requested = Signal(int, float, float)  # figure, angle, pull
    push_changed = Signal()
    animation_finished = Signal()
    camera_changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(240, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setAttribute(Qt.WidgetAttribute.WA_AcceptTouchEvents)
        self.state: E.GameState | None = None
        self.names: list[str] = ["A", "B"]
        self.active: int | None = None  # the side a person plays now (None: nobody may touch)
        self.aim_mode = False
        self.selected: int | None = None
        self.hover: int | None = None
        self._hover_pos = QPointF()
        self._drag: dict[str, Any] | None = None
        self.key_aim: dict[str, Any] | None = None  # keyboard aiming: {"fig", "angle", "pull"}
        self.key_move: dict[str, Any] | None = None  # keyboard moving: {"fig", "to", "reach"}
        self.push: dict[int, tuple[float, float]] = {}  # planned slides of a power (fig -> point)
        self.push_options: list[int] = []
        self.push_distance = 0.0
        self.power_name: Callable[[Any], str] = lambda key: str(key or "")
        # camera: zoom 1 fits the table in the view; centre is the table point in the middle of the view
        self.zoom = 1.0
        self.centre: tuple[float, float] | None = None
        self.follow = True  # a zoomed-in camera follows the action during a shot
        self.perspective = False  # the 2.5-D view from side a's chair instead of from above
        self._persp: tuple[tuple[Any, ...], QTransform, QTransform] | None = None
        # animation
        self._anim: dict[str, Any] | None = None
        self._banner: tuple[str, float] | None = None  # text, until (ms on the clock)
        self._timer = QTimer(self)
        rate = 60.0
        screen = QGuiApplication.primaryScreen()
        if screen is not None and screen.refreshRate() > 1:
            rate = float(screen.refreshRate())
        self._timer.setInterval(max(1, int(round(1000.0 / rate))))
        self._timer.timeout.connect(self._tick)
        self._clock = QElapsedTimer()
        self._wall = QElapsedTimer()
        self._wall.start()
        self._toys = toys.ToyCache()
        self._table: tuple[tuple[Any, ...], QPixmap] | None = None
        self._banner_pm: tuple[tuple[Any, ...], QPixmap, float] | None = None
        self._preview: tuple[tuple[Any, ...], dict[str, Any]] | None = None
        self._rooms: tuple[tuple[Any, ...], dict[int, float]] | None = None
        self._paints = 0  # frames painted (what is worked out once per frame)
        self.last_paint_ms = 0.0

    # --- data -------------------------------------------------------------------------------------------

    def set_state(self, state: E.GameState | None, active: int | None) -> None:
        if state is not None and (self.state is None or state.data is not self.state.data):
            self._toys.clear()
        self.state = state
        self.active = active
        if state is None or self.selected is not None and state.fig(self.selected)["zone"] != "play":
            self.selected = None
        if self.key_aim is not None and (
            state is None or active is None or state.fig(self.key_aim["fig"])["zone"] != "play"
        ):
            self.key_aim = None
        if self.key_move is not None and (
            state is None
            or active is None
            or state.fig(self.key_move["fig"])["zone"] != "play"
            or state.fig(self.key_move["fig"])["ctrl"] != active
        ):
            self.key_move = None
        self._preview = None
        self._rooms = None
        self.update()

    def set_push(self, options: list[int], distance: float) -> None:
        self.push_options, self.push_distance, self.push = list(options), float(distance), {}
        self.update()

    def clear_push(self) -> None:
        self.push_options, self.push = [], {}
        self.update()

    # --- camera and geometry --------------------------------------------------------------------------------

    def _size(self) -> float:
        return self.state.options.arena_size if self.state else 36.0

    def fit_scale(self) -> float:
        margin = 10.0
        return max(1.0, (min(self.width(), self.height()) - 2 * margin) / self._size())

    def _frame(self) -> tuple[float, float, float]:
        size = self._size()
        scale = self.fit_scale() * self.zoom
        cx, cy = self.centre if self.centre is not None and self.zoom > 1.0001 else (size / 2, size / 2)
        ox = self.width() / 2 - cx * scale
        oy = self.height() / 2 - (size - cy) * scale
        return scale, ox, oy

    def to_screen(self, x: float, y: float) -> QPointF:
        scale, ox, oy = self._frame()
        flat = QPointF(ox + x * scale, oy + (self._size() - y) * scale)  # side a (y = 0) at the bottom
        return self._view()[0].map(flat) if self.perspective else flat

    def to_table(self, p: QPointF) -> tuple[float, float]:
        scale, ox, oy = self._frame()
        if self.perspective:
            p = self._view()[1].map(p)
        return (p.x() - ox) / scale, self._size() - (p.y() - oy) / scale

    def _view(self) -> tuple[QTransform, QTransform]:
        """The perspective view: the table seen from side a's chair, its far edge narrower and nearer the top
        (a projective map of the flat view's square; and its inverse)."""
        scale, ox, oy = self._frame()
        size = self._size() * scale
        key = (round(scale, 4), round(ox, 2), round(oy, 2), self.width(), self.height())
        if self._persp is not None and self._persp[0] == key:
            return self._persp[1], self._persp[2]
        flat = QPolygonF([QPointF(ox, oy), QPointF(ox + size, oy), QPointF(ox + size, oy + size),
                          QPointF(ox, oy + size)])
        cx = ox + size / 2
        near_half = min(self.width() / 2 - 4, size * 0.62)
        far_half = near_half * 0.55
        top = oy + size * 0.1
        bottom = oy + size * 0.98
        seen = QPolygonF([QPointF(cx - far_half, top), QPointF(cx + far_half, top),
                          QPointF(cx + near_half, bottom), QPointF(cx - near_half, bottom)])
        t = QTransform()
        QTransform.quadToQuad(flat, seen, t)
        inv, _ok = t.inverted()
        self._persp = (key, t, inv)
        return t, inv

    def local_scale(self, x: float, y: float) -> float:
        """Pixels per tix at table point (x, y): the flat view's scale, or the perspective's at that depth
        (in steps of 4 %, so that the toys' pictures are drawn once per step)."""
        scale = self._frame()[0]
        if not self.perspective:
            return scale
        a, b = self.to_screen(x - 0.5, y), self.to_screen(x + 0.5, y)
        k = math.hypot(b.x() - a.x(), b.y() - a.y()) / scale
        return scale * round(k / 0.04) * 0.04

    def set_perspective(self, on: bool) -> None:
        self.perspective = bool(on)
        self._table = None
        self._persp = None
        self.update()

    def _set_camera(self, zoom: float, centre: tuple[float, float] | None) -> None:
        size = self._size()
        self.zoom = min(ZOOM_RANGE[1], max(ZOOM_RANGE[0], zoom))
        if centre is not None:
            centre = (min(size, max(0.0, centre[0])), min(size, max(0.0, centre[1])))
        self.centre = centre if self.zoom > 1.0001 else None
        self._table = None
        self.update()
        self.camera_changed.emit()

    def zoom_by(self, factor: float, anchor: QPointF | None = None) -> None:
        """Zoom by ``factor`` keeping the table point under ``anchor`` (default: the view's middle) in place."""
        if anchor is None:
            anchor = QPointF(self.width() / 2, self.height() / 2)
        tx, ty = self.to_table(anchor)
        new = min(ZOOM_RANGE[1], max(ZOOM_RANGE[0], self.zoom * factor))
        scale = self.fit_scale() * new
        size = self._size()
        # the centre that keeps (tx, ty) under the anchor at the new scale
        cx = tx - (anchor.x() - self.width() / 2) / scale
        cy = ty + (anchor.y() - self.height() / 2) / scale
        self._set_camera(new, (cx, cy) if new > 1.0001 else (size / 2, size / 2))

    def pan_by(self, dx: float, dy: float) -> None:
        """Move the table ``dx``, ``dy`` pixels on screen (only when zoomed in: at fit the whole table shows)."""
        if self.zoom <= 1.0001:
            return
        scale = self.fit_scale() * self.zoom
        size = self._size()
        cx, cy = self.centre or (size / 2, size / 2)
        self._set_camera(self.zoom, (cx - dx / scale, cy + dy / scale))

    def fit_table(self) -> None:
        self._set_camera(1.0, None)

    def look_at(self, x: float, y: float, weight: float = 1.0) -> None:
        """Bring the camera toward table point (x, y) (``weight`` 1: at once) when zoomed in."""
        if self.zoom <= 1.0001:
            return
        size = self._size()
        cx, cy = self.centre or (size / 2, size / 2)
        self.centre = (cx + (x - cx) * weight, cy + (y - cy) * weight)
        self._table = None

    def figure_at(self, p: QPointF) -> int | None:
        if self.state is None:
            return None
        x, y = self.to_table(p)
        best: tuple[float, int] | None = None
        for f in self.state.in_play():
            d = self.state.data[f["code"]]
            r = float(d["base_radius"])
            dist = math.hypot(f["x"] - x, f["y"] - y)
            if dist <= r + 0.2:
                if best is None or dist < best[0]:
                    best = (dist, int(f["id"]))
        if best is not None:
            return best[1]
        for f in self.state.in_play():  # the standing figure above its base
            d = self.state.data[f["code"]]
            _r, width, height = toys.toy_size(d, self.local_scale(f["x"], f["y"]))
            c = self.to_screen(f["x"], f["y"])
            if abs(p.x() - c.x()) <= width / 2 and c.y() - height <= p.y() <= c.y():
                return int(f["id"])
        return None

    # --- mouse ------------------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        pos = event.position()
        if event.button() == Qt.MouseButton.MiddleButton:
            self._drag = {"kind": "pan", "last": pos, "start": pos}
            return
        if self.state is None or self._anim is not None:
            return
        fid = self.figure_at(pos) if self.active is not None else None
        if fid is None:
            self._drag = {"kind": "pan", "last": pos, "start": pos, "deselect": True}
            return
        f = self.state.fig(fid)
        if self.push_options:
            if fid in self.push_options:
                self._drag = {"fig": fid, "kind": "push", "to": (f["x"], f["y"])}
            return
        self.selected = fid
        self.key_aim = self.key_move = None
        if f["ctrl"] != self.active:
            self.update()
            return
        rng = E.move_range(self.state, fid)
        aim = self.aim_mode or event.button() == Qt.MouseButton.RightButton or rng.reach <= 0
        if aim and not rng.can_attack:
            self.update()
            return
        self._drag = {
            "fig": fid,
            "kind": "aim" if aim else "move",
            "to": (f["x"], f["y"]),
            "reach": rng.reach,
        }
        self.update()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        pos = event.position()
        if self._drag is None:
            hover = self.figure_at(pos) if self._anim is None else None
            if hover != self.hover or hover is not None:
                self.hover = hover
                self._hover_pos = pos
                self.update()
            return
        if self._drag["kind"] == "pan":
            last = self._drag["last"]
            self._drag["last"] = pos
            self.pan_by(pos.x() - last.x(), pos.y() - last.y())
            return
        if self.state is None:
            return
        f = self.state.fig(self._drag["fig"])
        x, y = self.to_table(pos)
        limit = None
        if self._drag["kind"] == "move":
            limit = self._drag["reach"]
        elif self._drag["kind"] == "push":
            limit = self.push_distance
        if limit is not None:
            d = math.hypot(x - f["x"], y - f["y"])
            if d > limit > 0:
                x, y = f["x"] + (x - f["x"]) * limit / d, f["y"] + (y - f["y"]) * limit / d
        self._drag["to"] = (x, y)
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self._drag is None:
            return
        drag, self._drag = self._drag, None
        if drag["kind"] == "pan":
            moved = drag["start"] - event.position()
            if drag.get("deselect") and abs(moved.x()) + abs(moved.y()) < 4:
                self.selected = None
                self.key_aim = None
                self.update()
            return
        if self.state is None:
            return
        f = self.state.fig(drag["fig"])
        x, y = drag["to"]
        if drag["kind"] == "move":
            if math.hypot(x - f["x"], y - f["y"]) > 0.05:
                self.move_requested.emit(drag["fig"], x, y)
        elif drag["kind"] == "aim":
            angle, pull = self.aim_of(f, x, y)
            if pull > 0.02:
                self.aim_requested.emit(drag["fig"], angle, pull)
        elif drag["kind"] == "push":
            self.push[drag["fig"]] = (x, y)
            self.push_changed.emit()
        self.update()

    def leaveEvent(self, _event: QEvent) -> None:  # noqa: N802
        if self.hover is not None:
            self.hover = None
            self.update()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom_by(1.15**steps, event.position())
        event.accept()

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.NativeGesture and isinstance(e, QNativeGestureEvent):
            if e.gestureType() == Qt.NativeGestureType.ZoomNativeGesture:  # a pinch on a touchpad
                self.zoom_by(1.0 + float(e.value()), e.position())
                return True
        return super().event(e)

    @staticmethod
    def aim_of(f: dict[str, Any], x: float, y: float) -> tuple[float, float]:
        """Drag back from the figure: the shot goes the other way, the drag's length is the pull."""
        dx, dy = f["x"] - x, f["y"] - y
        return math.atan2(dy, dx), min(1.0, math.hypot(dx, dy) / PULL_TIX)

    # --- keyboard ---------------------------------------------------------------------------------------------

    def _can_aim(self, fid: int) -> bool:
        if self.state is None or self.active is None:
            return False
        f = self.state.fig(fid)
        return f["zone"] == "play" and f["ctrl"] == self.active and E.move_range(self.state, fid).can_attack

    def start_key_aim(self, fid: int | None = None) -> bool:
        """Aim with the keyboard: ``fid`` (default: the selected figure, else the first that can attack)."""
        if self.state is None or self.active is None or self._anim is not None:
            return False
        if fid is None:
            fid = self.selected if self.selected is not None and self._can_aim(self.selected) else None
        if fid is None:
            fid = next((int(f["id"]) for f in self.state.in_play(self.active) if self._can_aim(int(f["id"]))), None)
        if fid is None or not self._can_aim(fid):
            return False
        f = self.state.fig(fid)
        foes = self.state.in_play(1 - self.active)
        if foes:  # at the nearest opponent figure to start with
            g = min(foes, key=lambda g: math.hypot(g["x"] - f["x"], g["y"] - f["y"]))
            angle = math.atan2(g["y"] - f["y"], g["x"] - f["x"])
        else:
            angle = math.pi / 2 if self.active == 0 else -math.pi / 2  # toward the other side
        self.selected = fid
        self.key_move = None
        self.key_aim = {"fig": fid, "angle": angle, "pull": 0.6}
        self.update()
        return True

    def next_key_aim(self) -> bool:
        """N: the next of your figures that can attack."""
        if self.state is None or self.active is None:
            return False
        ids = [int(f["id"]) for f in self.state.in_play(self.active) if self._can_aim(int(f["id"]))]
        if not ids:
            return False
        now = self.key_aim["fig"] if self.key_aim else self.selected
        i = (ids.index(now) + 1) % len(ids) if now in ids else 0
        return self.start_key_aim(ids[i])

    def _can_move(self, fid: int) -> bool:
        if self.state is None or self.active is None:
            return False
        f = self.state.fig(fid)
        return f["zone"] == "play" and f["ctrl"] == self.active and E.move_range(self.state, fid).reach > 0

    def start_key_move(self, fid: int | None = None) -> bool:
        """M: move a figure from the keyboard (``fid``, default: the selected figure, else your first that can
        move; M again: the next one). The arrows place it inside its reach, Enter moves it, Esc lets go."""
        if self.state is None or self.active is None or self._anim is not None or self.push_options:
            return False
        ids = [int(f["id"]) for f in self.state.in_play(self.active) if self._can_move(int(f["id"]))]
        if not ids:
            return False
        if fid is None:
            if self.key_move is not None and self.key_move["fig"] in ids:
                fid = ids[(ids.index(self.key_move["fig"]) + 1) % len(ids)]
            elif self.selected in ids:
                fid = self.selected
            else:
                fid = ids[0]
        if fid not in ids:
            return False
        f = self.state.fig(fid)
        self.selected, self.key_aim = fid, None
        self.key_move = {"fig": fid, "to": (f["x"], f["y"]), "reach": E.move_range(self.state, fid).reach}
        self.update()
        return True

    def _nudge_key_move(self, dx: float, dy: float) -> None:
        assert self.key_move is not None and self.state is not None
        f = self.state.fig(self.key_move["fig"])
        x, y = self.key_move["to"][0] + dx, self.key_move["to"][1] + dy
        limit = self.key_move["reach"]
        d = math.hypot(x - f["x"], y - f["y"])
        if d > limit > 0:
            x, y = f["x"] + (x - f["x"]) * limit / d, f["y"] + (y - f["y"]) * limit / d
        self.key_move["to"] = (x, y)

    def _key_move_key(self, key: int, fine: bool) -> bool:
        """The keys of a keyboard move (True: handled)."""
        if self.key_move is None:
            return False
        step = 0.1 if fine else 0.5  # tix
        # on screen side a's far side is up: the view from side b's chair is not turned
        moves = {Qt.Key.Key_Left: (-step, 0.0), Qt.Key.Key_Right: (step, 0.0),
                 Qt.Key.Key_Up: (0.0, step), Qt.Key.Key_Down: (0.0, -step)}
        if key in moves:
            self._nudge_key_move(*moves[Qt.Key(key)])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            move, self.key_move = self.key_move, None
            assert self.state is not None
            f = self.state.fig(move["fig"])
            x, y = move["to"]
            if math.hypot(x - f["x"], y - f["y"]) > 0.05:
                self.move_requested.emit(int(move["fig"]), x, y)
        elif key == Qt.Key.Key_Escape:
            self.key_move = None
        else:
            return False
        self.update()
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        fine = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        if key == Qt.Key.Key_M:
            self.start_key_move()
            return
        if self._key_move_key(key, fine):
            return
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom_by(1.25)
            return
        if key in (Qt.Key.Key_Minus, Qt.Key.Key_Underscore):
            self.zoom_by(1 / 1.25)
            return
        if key in (Qt.Key.Key_F, Qt.Key.Key_Home):
            self.fit_table()
            return
        if key == Qt.Key.Key_V:
            self.set_perspective(not self.perspective)
            self.camera_changed.emit()
            return
        if key == Qt.Key.Key_N:
            self.next_key_aim()
            return
        arrows = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
        if key in arrows or key == Qt.Key.Key_Space:
            if self.key_aim is None and not self.start_key_aim():
                super().keyPressEvent(event)
                return
            assert self.key_aim is not None
            turn = math.radians(0.5 if fine else 3.0)
            step = 0.01 if fine else 0.05
            if key == Qt.Key.Key_Left:
                self.key_aim["angle"] += turn
            elif key == Qt.Key.Key_Right:
                self.key_aim["angle"] -= turn
            elif key == Qt.Key.Key_Up:  # pull further back
                self.key_aim["pull"] = min(1.0, self.key_aim["pull"] + step)
            elif key == Qt.Key.Key_Down:
                self.key_aim["pull"] = max(0.05, self.key_aim["pull"] - step)
            elif key == Qt.Key.Key_Space and not event.isAutoRepeat():
                aim, self.key_aim = self.key_aim, None
                self.aim_requested.emit(int(aim["fig"]), float(aim["angle"]), float(aim["pull"]))
            self.update()
            return
        if key == Qt.Key.Key_Escape and (self.key_aim is not None or self._drag is not None):
            self.key_aim, self._drag = None, None
            self.update()
            return
        super().keyPressEvent(event)

    # --- animation ----------------------------------------------------------------------------------------

    def animate(self, shot: dict[str, Any], before: E.GameState, speed: float = 1.0) -> None:
        """Play a recorded shot (the engine's frames, at the display's rate), then emit animation_finished."""
        shooter = before.fig(int(shot["fig"]))
        kind = E.attack_of(before.data[shooter["code"]])["kind"]
        path = [tuple(pt) for pt in shot.get("path") or []]
        if len(path) == 3:
            fly = BLAST_SECONDS
        elif kind in E.physics.SWINGS:
            fly = SWING_SECONDS
        else:
            length = math.hypot(path[-1][0] - path[0][0], path[-1][1] - path[0][1]) if len(path) >= 2 else 0.0
            fly = min(PROJECTILE_SECONDS[1], max(PROJECTILE_SECONDS[0], length / PROJECTILE_SPEED))
        frames = shot.get("frames") or []
        falls = {int(k): v for k, v in (shot.get("falls") or {}).items()}
        defeated = {int(k): str(v) for k, v in (shot.get("defeated") or {}).items()}
        settle = len(frames) / SIM_RATE
        for fall in falls.values():
            settle = max(settle, float(fall["start"]) + float(fall["duration"]))
        if any(int(h[0]) not in defeated for h in shot.get("hits") or []):
            settle = max(settle, WOBBLE_SECONDS)
        leave = fly + settle
        self._anim = {
            "kind": "shot",
            "shot": shot,
            "before": before,
            "frames": frames,
            "speed": max(speed, 1e-3),
            "attack": kind,
            "path": path,
            "fly": fly,
            "falls": falls,
            "defeated": defeated,
            "leave": leave,
            "end": leave + (EXIT_SECONDS if defeated else 0.0) + 0.15,
        }
        self._banner = (self.outcome_text(shot, before), -1.0)  # shown from the hit on
        self.hover = None
        if self.width() > 0 and self.height() > 0:
            self._still_layer(self._frame()[0])  # drawn as the shot starts, not during its frames
            for fid, fall in falls.items():  # and the pictures of the toys that will topple
                d = before.data[before.fig(fid)["code"]]
                scale = self.local_scale(float(fall["x"]), float(fall["y"]))
                for grey in (False, True):
                    self._toys.figure(d, int(before.fig(fid)["ctrl"]), scale, self.devicePixelRatioF(), grey)
        self._clock.start()
        self._timer.start()
        self.update()

    def animate_move(
        self, fid: int, start: tuple[float, float], end: tuple[float, float], before: E.GameState, speed: float = 1.0
    ) -> None:
        """Slide a figure from ``start`` to ``end`` (a computer's move), then emit animation_finished."""
        self.animate_slides({fid: (start, end)}, before, speed)

    def animate_slides(
        self,
        slides: dict[int, tuple[tuple[float, float], tuple[float, float]]],
        scene: E.GameState,
        speed: float = 1.0,
    ) -> None:
        """Slide figures from their start to their end together (a computer's move, the figures a power
        pushes, a figure coming back into play from its edge of the table), then emit animation_finished.
        ``scene`` is the state drawn meanwhile; a sliding figure it does not have in play is drawn too."""
        scene = scene.copy()
        for fid, (_start, end) in slides.items():
            f = scene.fig(fid)
            if f["zone"] != "play":  # pushed off the table, or not yet placed in the scene: shown as it slides
                f["zone"], f["x"], f["y"] = "play", end[0], end[1]
        dist = max((math.hypot(e[0] - b[0], e[1] - b[1]) for b, e in slides.values()), default=0.0)
        duration = min(0.9, max(0.25, dist / MOVE_SPEED))
        self._anim = {
            "kind": "move",
            "before": scene,
            "slides": dict(slides),
            "to": next(iter(slides.values()))[1] if slides else (self._size() / 2, self._size() / 2),
            "speed": max(speed, 1e-3),
            "end": duration + 0.1,
            "fly": 0.0,
            "duration": duration,
        }
        self.hover = None
        if self.width() > 0 and self.height() > 0:
            self._still_layer(self._frame()[0])  # drawn as the slide starts, not during its frames
        self._clock.start()
        self._timer.start()
        self.update()

    def animating(self) -> bool:
        return self._anim is not None

    def finish_animation(self) -> None:
        if self._anim is not None:
            if self._anim["kind"] == "shot" and self._banner is not None:
                self._banner = (self._banner[0], self._wall.elapsed() + BANNER_SECONDS * 1000.0)
            self._anim = None
            self.update()
            self.animation_finished.emit()
        if self._banner is None or self._banner[1] < 0:
            self._timer.stop()

    def show_outcome(self, shot: dict[str, Any], before: E.GameState) -> None:
        """Write a shot's outcome on the table for a moment (when shots are not animated)."""
        self._banner = (self.outcome_text(shot, before), self._wall.elapsed() + BANNER_SECONDS * 1000.0)
        self._timer.start()
        self.update()

    def clear_banner(self) -> None:
        self._banner = None
        self.update()

    def banner(self) -> str:
        """The outcome written on the table now ('' when none)."""
        if self._banner is None:
            return ""
        text, until = self._banner
        if until < 0:
            return text if self._anim is not None and self._t() >= self._anim["fly"] else ""
        return text if self._wall.elapsed() <= until else ""

    def elapsed_ms(self) -> float:
        """Time since the animation started (wall clock)."""
        return float(self._clock.elapsed()) if self._clock.isValid() else 0.0

    def _t(self) -> float:
        assert self._anim is not None
        return self.elapsed_ms() / 1000.0 * self._anim["speed"]

    def _tick(self) -> None:
        if self._anim is None:
            if self._banner is None or self._wall.elapsed() > self._banner[1] >= 0:
                self._banner = None
                self._timer.stop()
            self.update()
            return
        t = self._t()
        if t > self._anim["end"]:
            self.finish_animation()
            return
        if self.follow and self.zoom > 1.0001:
            focus = self._focus(t)
            if focus is not None:
                self.look_at(focus[0], focus[1], 0.12)
        self.update()

    def _focus(self, t: float) -> tuple[float, float] | None:
        """Where the action is at time ``t`` of the animation (for the camera)."""
        a = self._anim
        if a is None:
            return None
        if a["kind"] == "move":
            return a["to"]
        if t < a["fly"] and a["path"]:
            return self._projectile_at(t / a["fly"])
        hit = [h[0] for h in a["shot"].get("hits") or []]
        shown = self.shown_figures()
        pts = [shown[int(h)] for h in hit if int(h) in shown]
        if pts:
            return sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts)
        return a["path"][-1] if a["path"] else None

    def _projectile_at(self, u: float) -> tuple[float, float]:
        assert self._anim is not None
        path = self._anim["path"]
        a, b = path[0], path[1] if len(path) > 1 else path[0]
        u = min(1.0, max(0.0, u))
        return a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u

    def _anim_positions(self) -> tuple[dict[int, tuple[float, float]] | None, float]:
        """Positions of the figures now in the animation (None = before the hit) and the attack's progress."""
        assert self._anim is not None
        t = self._t()
        fly = self._anim["fly"]
        if self._anim["kind"] == "move":
            return None, 1.0
        if t < fly:
            return None, t / fly
        frames = self._anim["frames"]
        if not frames:  # nothing slid: only the figures the hit tipped are gone
            return None, 1.0
        i = min(len(frames) - 1, int((t - fly) * SIM_RATE))
        return {int(k): (float(v[0]), float(v[1])) for k, v in frames[i].items()}, 1.0

    def shown_figures(self) -> dict[int, tuple[float, float]]:
        """Where each standing figure is drawn now (during a shot: its animation frame)."""
        if self.state is None:
            return {}
        a = self._anim
        s = a["before"] if a else self.state
        positions: dict[int, tuple[float, float]] | None = None
        progress = 1.0
        falling = set()
        if a:
            positions, progress = self._anim_positions()
            if a["kind"] == "shot":
                t = self._t() - a["fly"]
                falling = {fid for fid, fall in a["falls"].items() if t >= float(fall["start"])}
        out = {}
        for f in s.in_play():
            fid = int(f["id"])
            x, y = f["x"], f["y"]
            if a and a["kind"] == "move" and fid in a["slides"]:
                u = min(1.0, self._t() / a["duration"])
                u = u * u * (3 - 2 * u)
                (x0, y0), (x1, y1) = a["slides"][fid]
                x, y = x0 + (x1 - x0) * u, y0 + (y1 - y0) * u
            elif positions is not None:
                if fid not in positions or fid in falling:
                    continue  # fell during the shot
                x, y = positions[fid]
            elif a and a["kind"] == "shot" and progress >= 1.0 and fid in a["defeated"]:
                continue  # tipped by the hit
            out[fid] = (x, y)
        return out

    def falling_figures(self) -> dict[int, tuple[float, float, float, float, float]]:
        """Toppling and fallen figures now: id -> (x, y, direction, tilt, leaving 0…1) in table units."""
        a = self._anim
        if a is None or a["kind"] != "shot":
            return {}
        t = self._t() - a["fly"]
        out = {}
        size = self._size()
        for fid, fall in a["falls"].items():
            start = float(fall["start"])
            if t < start:
                continue
            tilt = _interp(list(fall["times"]), list(fall["tilts"]), t - start)
            leaving = max(0.0, (self._t() - a["leave"]) / EXIT_SECONDS)
            x, y = float(fall["x"]), float(fall["y"])
            if leaving > 0:  # off to its owner's defeated area, beyond its own edge of the table
                owner = int(a["before"].fig(fid)["side"])
                edge = -3.0 if owner == 0 else size + 3.0
                x, y = x, y + (edge - y) * min(1.0, leaving) ** 2
            out[fid] = (x, y, float(fall["direction"]), tilt, leaving)
        return out

    def outcome_text(self, shot: dict[str, Any], before: E.GameState) -> str:
        """What the shot did, in a few words ("Venom knocked over!")."""

        def name(fid: int) -> str:
            d = before.data[before.fig(fid)["code"]]
            return str(d.get("name") or d.get("code"))

        parts = []
        for k, how in sorted((int(k), v) for k, v in (shot.get("defeated") or {}).items()):
            if how == "left_arena":
                parts.append(self.tr("%1 off the table!").replace("%1", name(k)))
            else:
                parts.append(self.tr("%1 knocked over!").replace("%1", name(k)))
        if parts:
            return " ".join(parts)
        hits = [int(h[0]) for h in shot.get("hits") or []]
        if hits:
            return self.tr("%1 is hit but stands.").replace("%1", ", ".join(name(h) for h in hits))
        return self.tr("A miss.")

    # --- painting -------------------------------------------------------------------------------------------

    def _table_pixmap(self, s: E.GameState, scale: float) -> QPixmap:
        size = s.options.arena_size
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), round(scale, 3), self.to_screen(0, 0).toTuple(), self.perspective, size,
               s.options.start_line, tuple(self.names), ratio, self.palette().window().color().rgb())
        if self._table is not None and self._table[0] == key:
            return self._table[1]
        pm = QPixmap(int(self.width() * ratio), int(self.height() * ratio))
        pm.setDevicePixelRatio(ratio)
        pm.fill(self.palette().window().color())
        p = QPainter(pm)
        self._paint_table(p, s, scale)
        p.end()
        self._table = (key, pm)
        return pm

    def _paint_table(self, p: QPainter, s: E.GameState, scale: float) -> None:
        """The table, its grid, starting lines and the sides' names (in the view's coordinates)."""
        size = s.options.arena_size
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.to_screen(0, size), self.to_screen(size, 0))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 50))
        if not self.perspective:
            p.drawRoundedRect(rect.translated(4, 6), 6, 6)
        p.setPen(QPen(TABLE_EDGE, max(3.0, scale * 0.25)))
        p.setBrush(TABLE)
        if self.perspective:
            p.drawPolygon(QPolygonF([self.to_screen(0, size), self.to_screen(size, size), self.to_screen(size, 0),
                                     self.to_screen(0, 0)]))
        else:
            p.drawRoundedRect(rect, 6, 6)
        # a faint grid every 6 tix (a sense of distance), the starting lines in each side's colour
        p.setPen(QPen(QColor(150, 120, 70, 45), 1))
        step = 6.0
        v = step
        while v < size - 1e-6:
            p.drawLine(self.to_screen(v, 0), self.to_screen(v, size))
            p.drawLine(self.to_screen(0, v), self.to_screen(size, v))
            v += step
        font = QFont(self.font())
        font.setPixelSize(int(max(11, min(16, scale * 0.5))))
        p.setFont(font)
        for side in (0, 1):
            y = s.options.start_line if side == 0 else size - s.options.start_line
            c = QColor(SIDE_COLOURS[side])
            c.setAlpha(140)
            p.setPen(QPen(c, 2, Qt.PenStyle.DashLine))
            p.drawLine(self.to_screen(0, y), self.to_screen(size, y))
            name = self.names[side] if side < len(self.names) else ""
            # the side's name on the table, between its edge and its starting line
            mid = self.to_screen(0.4, (y + (0 if side == 0 else size)) / 2)
            box = QRectF(mid.x(), mid.y() - font.pixelSize() * 0.7, 6 * scale, font.pixelSize() * 1.4)
            p.setPen(SIDE_COLOURS[side].darker(120))
            p.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802
        started = time.perf_counter()
        self._paints += 1
        p = QPainter(self)
        try:
            self._paint(p)
        finally:
            p.end()  # never left active, whatever happened while painting
        self.last_paint_ms = (time.perf_counter() - started) * 1000.0

    def _paint(self, p: QPainter) -> None:
        if self.state is None:
            p.fillRect(self.rect(), self.palette().window())
            return
        a = self._anim
        s = a["before"] if a else self.state
        scale, _ox, _oy = self._frame()
        layer = self._still_layer(scale) if a else None
        if layer is not None:
            p.drawPixmap(layer[2], layer[0])
        else:
            p.drawPixmap(0, 0, self._table_pixmap(s, scale))
        still = layer[1] if layer is not None else frozenset()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        progress = self._anim_positions()[1] if a else 1.0
        # reach of the selected figure
        if self.selected is not None and not a and self.state.fig(self.selected)["zone"] == "play":
            f = self.state.fig(self.selected)
            reach = E.move_range(self.state, self.selected).reach if f["ctrl"] == self.active else 0.0
            if reach > 0 and self.key_aim is None:  # (a keyboard move shows it too)
                p.setPen(QPen(QColor(40, 120, 40, 170), 1.5, Qt.PenStyle.DashLine))
                p.setBrush(QColor(60, 160, 60, 40))
                p.drawPolygon(self._circle(f["x"], f["y"], reach))
        shown = self.shown_figures()
        falling = self.falling_figures()
        struck = set()
        aim = self._current_aim()
        if aim is not None:
            struck = set(self._aim_preview(*aim)["struck"])
        ratio = self.devicePixelRatioF()
        items: list[tuple[float, int, Any]] = []
        for f in s.in_play():
            fid = int(f["id"])
            if fid in shown and fid not in still:
                items.append((shown[fid][1], fid, f))
        for fid in falling:
            items.append((falling[fid][1], fid, s.fig(fid)))
        items.sort(key=lambda it: -it[0])  # far side (high y) first: nearer toys stand in front
        for _y, fid, f in items:
            if fid in falling:
                self._paint_falling(p, s, f, falling[fid], scale)
            else:
                x, y = shown[fid]
                self._paint_toy(p, s, f, x, y, scale, ratio, fid in struck)
        if a and a["kind"] == "shot":
            self._paint_attack(p, a, progress, scale)
        # a move or aim being dragged, or a keyboard aim
        moving = self._drag if self._drag and self._drag["kind"] in ("move", "push") else None
        if moving is None and self.key_move is not None:
            moving = dict(self.key_move, kind="move")
        if moving and not a:
            f = self.state.fig(moving["fig"])
            x, y = moving["to"]
            r = float(self.state.data[f["code"]]["base_radius"])
            p.setPen(QPen(QColor(20, 20, 20), 1.5, Qt.PenStyle.DotLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            centre = self.to_screen(x, y)
            p.drawEllipse(centre, r * scale, r * scale)
            p.drawLine(self.to_screen(f["x"], f["y"]), centre)
            if moving["kind"] == "move":
                # the window the figure would show there: one slot per tix moved
                wheel = wheel_of(self.state.data[f["code"]])
                slot = int(math.floor(float(f["wheel"]) + math.hypot(x - f["x"], y - f["y"]) + 1e-9)) % 26
                self._paint_window(p, centre, r * scale, wheel[slot], ratio)
        if aim is not None and not a:
            self._paint_aim(p, *aim, scale)
        for fid, (x, y) in self.push.items():
            f = self.state.fig(fid)
            p.setPen(QPen(QColor(120, 40, 160), 2, Qt.PenStyle.DashLine))
            p.drawLine(self.to_screen(f["x"], f["y"]), self.to_screen(x, y))
        text = self.banner()
        if text:
            self._paint_banner(p, text)
        if self.hover is not None and not a and self.state.fig(self.hover)["zone"] == "play":
            self._paint_card(p, self.state, self.hover)

    def _still_layer(self, scale: float) -> tuple[QPixmap, frozenset[int], QPointF] | None:
        """During a shot or a slide: the table with every toy the animation does not move, drawn once (each
        frame then draws only the moving and falling toys over it): the picture, the toys in it and where it
        goes in the view. Seen from above it reaches half a view beyond each edge, so that a camera following
        the action (a pan at the same zoom) still finds it; it is drawn again only when the camera has gone
        further or zoomed. The perspective view's layer is for one camera (None while it moves)."""
        a = self._anim
        if a is None:
            return None
        s = a["before"]
        _scale, ox, oy = self._frame()
        ratio = self.devicePixelRatioF()
        key = (round(scale, 4), self.width(), self.height(), self.perspective, ratio, tuple(self.names),
               self.palette().window().color().rgb())
        got = a.get("layer")
        if got is not None and got[0] == key:
            _key, pm, still, (ox0, oy0), (mx, my) = got
            if abs(ox - ox0) <= mx + 1e-6 and abs(oy - oy0) <= my + 1e-6:
                # whole pixels: a plain copy (a fraction of a pixel would blend every pixel of the view)
                return pm, still, QPointF(round(ox - ox0 - mx), round(oy - oy0 - my))
        if got is not None and self.perspective:  # the camera moved in the perspective view: no layer
            return None
        if a["kind"] == "shot":
            moving = set(a["falls"]) | set(a["defeated"]) | {int(h[0]) for h in a["shot"].get("hits") or []}
            for fr in a["frames"]:
                for k, v in fr.items():
                    f = s.fig(int(k))
                    if abs(float(v[0]) - f["x"]) > 1e-6 or abs(float(v[1]) - f["y"]) > 1e-6:
                        moving.add(int(k))
        else:
            moving = set(a["slides"])
        still = frozenset(int(f["id"]) for f in s.in_play()) - moving
        # beyond the view by half of it each way (only as far as the table reaches), seen from above
        mx = my = 0.0
        if not self.perspective and self.zoom > 1.0001:
            mx, my = math.ceil(self.width() / 2), math.ceil(self.height() / 2)
        pm = QPixmap(int(math.ceil((self.width() + 2 * mx) * ratio)), int(math.ceil((self.height() + 2 * my) * ratio)))
        pm.setDevicePixelRatio(ratio)
        pm.fill(self.palette().window().color())
        p = QPainter(pm)
        p.translate(mx, my)
        self._paint_table(p, s, scale)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for f in sorted(s.in_play(), key=lambda f: -f["y"]):
            if int(f["id"]) in still:
                self._paint_toy(p, s, f, f["x"], f["y"], scale, ratio, False)
        p.end()
        a["layer"] = (key, pm, still, (ox, oy), (mx, my))
        return pm, still, QPointF(-mx, -my)

    def _circle(self, x: float, y: float, r: float, start: float = 0.0, span: float = 2 * math.pi) -> QPolygonF:
        """A circle (or, with ``span``, a pie slice from its centre) on the table, in either view."""
        n = 48
        pts = [self.to_screen(x + r * math.cos(start + span * k / n), y + r * math.sin(start + span * k / n))
               for k in range(n + 1)]
        if span < 2 * math.pi - 1e-9:
            pts.insert(0, self.to_screen(x, y))
        return QPolygonF(pts)

    def _paint_toy(
        self, p: QPainter, s: E.GameState, f: dict[str, Any], x: float, y: float, scale: float, ratio: float,
        targeted: bool,
    ) -> None:
        d = s.data[f["code"]]
        fid = int(f["id"])
        centre = self.to_screen(x, y)
        scale = self.local_scale(x, y)
        r = float(d["base_radius"]) * scale
        ring: QPen | None = None
        if fid == self.selected:
            ring = QPen(QColor(250, 200, 0), 4)
        elif fid in self.push_options:
            ring = QPen(QColor(120, 40, 160), 3)
        elif targeted:
            ring = QPen(QColor(220, 30, 30), 3)
        if ring is not None:
            p.setPen(ring)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(centre, r + 3, r + 3)
        room = self.label_rooms(s).get(fid)
        pm, anchor = self._toys.toy(d, int(f["ctrl"]), int(f["side"]), bool(f["fired"]), scale, ratio, room)
        tilt = self.wobble(fid)
        if tilt:  # struck but standing: it rocks on its base for a moment
            p.save()
            p.translate(centre)
            p.rotate(tilt)
            p.drawPixmap(QPointF(-anchor.x(), -anchor.y()), pm)
            p.restore()
        else:
            p.drawPixmap(QPointF(centre.x() - anchor.x(), centre.y() - anchor.y()), pm)
        self._paint_window(p, centre, r, s.window(fid), ratio)

    def label_rooms(self, s: E.GameState) -> dict[int, float]:
        """The width each standing toy's label may take (pixels; absent: the whole name) so that labels side by
        side on the table never overlap: half the way to each neighbour whose label lies on the same row, from
        both sides (the labels are centred under their toys), and no further than the side of a nearer toy
        standing in front of the label. Worked out once per state and zoom (panning
        moves every label alike)."""
        if self._rooms is not None and self._rooms[0][0] == (self._paints, id(s)):
            return self._rooms[1]  # once per frame painted
        scale = self._frame()[0]
        where = tuple((int(f["id"]), round(f["x"], 2), round(f["y"], 2)) for f in s.in_play())
        key = (where, id(s.data), round(scale, 3), self.perspective, self._frame() if self.perspective else None)
        if self._rooms is not None and self._rooms[0][1:] == key:
            self._rooms = ((self._paints, id(s)), *key), self._rooms[1]
            return self._rooms[1]
        row = self._toys.label_height(scale) + 2
        spots = []
        for f in s.in_play():
            c = self.to_screen(f["x"], f["y"])
            r, width, height = toys.toy_size(s.data[f["code"]], self.local_scale(f["x"], f["y"]))
            spots.append((int(f["id"]), c.x(), c.y() + r * 1.15, c.y() - height, width))
        rooms: dict[int, float] = {}
        for fid, x, y, _head, _w in spots:
            for other, x2, y2, head2, width2 in spots:
                if other == fid:
                    continue
                gap = None
                if abs(y2 - y) < row:  # labels on the same row: half the way each
                    gap = abs(x2 - x) - 4.0
                elif y2 > y and head2 < y + row:  # a nearer toy standing in front of the label: beside it
                    gap = max(0.0, 2 * (abs(x2 - x) - width2 * 0.65) - 4.0)
                if gap is not None:
                    rooms[fid] = min(rooms.get(fid, gap), gap)
        self._rooms = (((self._paints, id(s)), *key), rooms)
        return rooms

    def wobble(self, fid: int) -> float:
        """How far (degrees) a figure struck by the shot but still standing rocks on its base now (0: still)."""
        a = self._anim
        if a is None or a["kind"] != "shot" or fid in a["defeated"]:
            return 0.0
        if fid not in {int(h[0]) for h in a["shot"].get("hits") or []}:
            return 0.0
        t = self._t() - a["fly"]
        if t <= 0 or t > WOBBLE_SECONDS:
            return 0.0
        return 9.0 * math.sin(2 * math.pi * 3.0 * t) * math.exp(-4.0 * t)

    def _paint_window(self, p: QPainter, centre: QPointF, r: float, window: dict[str, Any], ratio: float) -> None:
        """The tix window on the base's front: the speed on its colour."""
        h = toys.window_size(r)
        pm = self._toys.window(int(window["speed"]), str(window["colour"]), h, ratio)
        p.drawPixmap(QPointF(centre.x() - h * 0.625, centre.y() + r * 0.5 - h / 2), pm)

    def _paint_falling(
        self, p: QPainter, s: E.GameState, f: dict[str, Any], fall: tuple[float, float, float, float, float],
        scale: float,
    ) -> None:
        x, y, direction, tilt, leaving = fall
        d = s.data[f["code"]]
        scale = self.local_scale(x, y)
        r, width, height = toys.toy_size(d, scale)
        lying = float(d.get("height") or 3.0) * scale * 0.8
        foot = self.to_screen(x, y)
        up = QPointF(
            math.cos(direction) * lying * math.sin(tilt), -height * math.cos(tilt) - math.sin(direction) * lying * math.sin(tilt)
        )
        p.save()
        if leaving > 0:
            p.setOpacity(max(0.0, 1.0 - leaving))
        ctrl = int(f["ctrl"])
        side = QColor(SIDE_COLOURS[ctrl])
        down = min(1.0, tilt / (math.pi / 2))
        # the base tips on its edge across the way the figure falls
        toys.paint_base(p, foot, r, side, squash=max(0.25, math.cos(tilt)), angle=-math.degrees(direction))
        # the standing figure's picture, turned and laid down the way it falls (greying as it goes down)
        ratio = self.devicePixelRatioF()
        length = math.hypot(up.x(), up.y()) or 1.0
        across = QPointF(-up.y() / length, up.x() / length)
        opacity = p.opacity()
        for grey, alpha in ((False, 1.0), (True, down)):
            if alpha <= 0.01:
                continue
            pm, anchor, h = self._toys.figure(d, ctrl, scale, ratio, grey)
            turn = QTransform.fromTranslate(-anchor.x(), -anchor.y()) * QTransform(
                across.x(), across.y(), -up.x() / h, -up.y() / h, foot.x(), foot.y()
            )
            p.setTransform(turn, True)
            p.setOpacity(opacity * alpha)
            p.drawPixmap(0, 0, pm)
            p.setTransform(turn.inverted()[0], True)
        p.restore()

    def _paint_attack(self, p: QPainter, a: dict[str, Any], progress: float, scale: float) -> None:
        path = a["path"]
        if not path:
            return
        kind = a["attack"]
        t = self._t()
        if len(path) == 3:  # a force blast's cone spreads out, then fades
            grow = min(1.0, t / a["fly"])
            fade = max(0.0, 1.0 - max(0.0, t - a["fly"]) / 0.6)
            if fade <= 0:
                return
            o = path[0]
            pts = [self.to_screen(o[0] + (q[0] - o[0]) * grow, o[1] + (q[1] - o[1]) * grow) for q in path]
            p.setPen(QPen(QColor(200, 90, 0, int(220 * fade)), 2))
            p.setBrush(QColor(255, 150, 20, int(150 * fade)))
            p.drawPolygon(QPolygonF(pts))
            return
        start, end = path[0], path[-1]
        if kind in E.physics.SWINGS:  # a swing sweeps an arc in front of the figure
            fade = max(0.0, 1.0 - max(0.0, t - a["fly"]) / 0.4)
            if fade <= 0:
                return
            shooter = a["before"].fig(int(a["shot"]["fig"]))
            sx, sy = shooter["x"], shooter["y"]
            c = self.to_screen(sx, sy)
            length = math.hypot(end[0] - sx, end[1] - sy)
            aim = math.atan2(end[1] - sy, end[0] - sx)
            sweep = math.radians(70.0) * min(1.0, t / a["fly"])
            start_angle = aim + math.radians(35.0) - sweep
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(255, 255, 255, int(120 * fade)))
            p.drawPolygon(self._circle(sx, sy, length, start_angle, sweep))
            pen = QPen(QColor(90, 60, 30, int(255 * fade)), max(3.0, scale * 0.25), Qt.PenStyle.SolidLine,
                       Qt.PenCapStyle.RoundCap)
            p.setPen(pen)
            p.drawLine(c, self.to_screen(sx + math.cos(start_angle) * length, sy + math.sin(start_angle) * length))
            return
        if progress >= 1.0:
            return
        hx, hy = self._projectile_at(progress)
        head = self.to_screen(hx, hy)
        trail = self.to_screen(*self._projectile_at(max(0.0, progress - 0.25)))
        lob = kind in E.physics.LOBBED
        lift = math.sin(math.pi * progress) * (math.hypot(end[0] - start[0], end[1] - start[1]) * 0.25) * scale * 0.6
        if lob:  # its shadow on the table, the barrel above it on its arc
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(0, 0, 0, 70))
            p.drawEllipse(head, max(4.0, 0.35 * scale), max(3.0, 0.22 * scale))
            head = QPointF(head.x(), head.y() - lift)
            trail = QPointF(trail.x(), trail.y() - math.sin(math.pi * max(0.0, progress - 0.25)) * lift)
        p.setPen(QPen(QColor(255, 255, 255, 170), max(2.0, 0.18 * scale), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(trail, head)
        radius = max(4.0, (0.4 if lob or kind == "shield" else 0.2) * scale)
        p.setPen(QPen(QColor(20, 20, 20), 1.2))
        if kind == "throwing":
            p.setBrush(QColor("#8b5a2b"))
            p.drawRoundedRect(QRectF(head.x() - radius, head.y() - radius * 0.8, 2 * radius, 1.6 * radius), 3, 3)
        elif kind == "shield":
            p.setBrush(QColor("#c0c0c0"))
            p.drawEllipse(head, radius, radius)
        else:
            p.setBrush(QColor("#f5d000") if kind == "flight" else QColor("#444444"))
            p.drawEllipse(head, radius, radius)

    def _current_aim(self) -> tuple[int, float, float] | None:
        if self.key_aim is not None and self.state is not None:
            return int(self.key_aim["fig"]), float(self.key_aim["angle"]), float(self.key_aim["pull"])
        if self._drag is not None and self._drag["kind"] == "aim" and self.state is not None:
            f = self.state.fig(self._drag["fig"])
            angle, pull = self.aim_of(f, *self._drag["to"])
            return int(f["id"]), angle, max(pull, 0.02)
        return None

    def _aim_preview(self, fid: int, angle: float, pull: float) -> dict[str, Any]:
        key = (fid, round(angle, 4), round(pull, 3), id(self.state))
        if self._preview is not None and self._preview[0] == key:
            return self._preview[1]
        assert self.state is not None
        got = E.aim_preview(self.state, fid, angle, pull)
        self._preview = (key, got)
        return got

    def _paint_aim(self, p: QPainter, fid: int, angle: float, pull: float, scale: float) -> None:
        assert self.state is not None
        f = self.state.fig(fid)
        d = self.state.data[f["code"]]
        prev = self._aim_preview(fid, angle, pull)
        r = float(d["base_radius"])
        centre = self.to_screen(f["x"], f["y"])
        reach = float(prev["reach"]) + r
        # the steady hand's spread: two standard deviations each way
        sigma = self.state.options.angle_sigma
        if sigma > 1e-4:
            pts = [centre]
            for k in range(9):
                t = angle - 2 * sigma + 4 * sigma * k / 8
                pts.append(self.to_screen(f["x"] + math.cos(t) * reach, f["y"] + math.sin(t) * reach))
            p.setPen(QPen(QColor(220, 120, 0, 150), 1))
            p.setBrush(QColor(255, 170, 0, 55))
            p.drawPolygon(QPolygonF(pts))
        path = [tuple(q) for q in prev["path"]]
        if len(path) == 3:
            p.setPen(QPen(QColor(200, 30, 30), 2))
            p.setBrush(QColor(230, 60, 30, 60))
            p.drawPolygon(QPolygonF([self.to_screen(*q) for q in path]))
        elif len(path) >= 2:
            # the reach, dashed, and the predicted path to the first figure in the way, solid
            tip = self.to_screen(f["x"] + math.cos(angle) * reach, f["y"] + math.sin(angle) * reach)
            p.setPen(QPen(QColor(120, 30, 30, 160), 1.5, Qt.PenStyle.DashLine))
            p.drawLine(centre, tip)
            p.setPen(QPen(QColor(210, 30, 30), 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawLine(self.to_screen(*path[0]), self.to_screen(*path[-1]))
            p.setBrush(QColor(210, 30, 30))
            p.drawEllipse(self.to_screen(*path[-1]), 4, 4)
        if self._drag is not None and self._drag["kind"] == "aim":
            p.setPen(QPen(QColor(60, 60, 60), 1, Qt.PenStyle.DotLine))
            p.drawLine(centre, self.to_screen(*self._drag["to"]))
        self._paint_power_bar(p, f, pull, scale)

    def _paint_power_bar(self, p: QPainter, f: dict[str, Any], pull: float, scale: float) -> None:
        """The pull as a vertical bar beside the figure."""
        assert self.state is not None
        c = self.to_screen(f["x"], f["y"])
        r = float(self.state.data[f["code"]]["base_radius"]) * scale
        w, h = 10.0, max(48.0, 3.5 * scale)
        rect = QRectF(c.x() + r + 10, c.y() - h / 2, w, h)
        p.setPen(QPen(QColor(30, 30, 30), 1))
        p.setBrush(QColor(255, 255, 255, 220))
        p.drawRect(rect)
        p.setBrush(QColor(220, 60 + int(140 * (1 - pull)), 40))
        p.drawRect(QRectF(rect.x(), rect.bottom() - h * pull, w, h * pull))

    def _paint_banner(self, p: QPainter, text: str) -> None:
        """The outcome on the table (drawn once into a pixmap per text and size)."""
        ratio = self.devicePixelRatioF()
        px = int(max(16, min(30, self.height() * 0.04)))
        key = (text, px, self.width(), ratio)
        if self._banner_pm is None or self._banner_pm[0] != key:
            font = QFont(self.font())
            font.setPixelSize(px)
            font.setBold(True)
            fm = QFontMetricsF(font)
            w = min(self.width() - 20.0, fm.horizontalAdvance(text) + 30)
            h = fm.height() * 1.6
            pm = QPixmap(int(math.ceil(w * ratio)), int(math.ceil(h * ratio)))
            pm.setDevicePixelRatio(ratio)
            pm.fill(Qt.GlobalColor.transparent)
            b = QPainter(pm)
            b.setRenderHint(QPainter.RenderHint.Antialiasing)
            b.setPen(Qt.PenStyle.NoPen)
            b.setBrush(QColor(30, 25, 20, 200))
            b.drawRoundedRect(QRectF(0, 0, w, h), 10, 10)
            b.setFont(font)
            b.setPen(QColor("white"))
            b.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextSingleLine, text)
            b.end()
            self._banner_pm = (key, pm, w)
        _key, pm, w = self._banner_pm
        p.drawPixmap(QPointF((self.width() - w) / 2, self.height() * 0.12), pm)

    def card_lines(self, s: E.GameState, fid: int) -> list[str]:
        """The hover card of a figure: points, speed, class, Marvel class, attack, power, effect."""
        f = s.fig(fid)
        d = s.data[f["code"]]
        atk = E.attack_of(d)
        w = s.window(fid)
        lines = [
            f"{d.get('name') or f['code']} ({f['code']})",
            self.tr("%1 points · %2").replace("%1", str(int(d.get("points") or 0))).replace(
                "%2", toys.class_name(d.get("attacktix_class"))
            ),
        ]
        if d.get("marvel_class"):
            lines.append(toys.marvel_name(d.get("marvel_class")))
        lines.append(
            self.tr("Can move %1 tix now (%2 window)")
            .replace("%1", str(w["speed"]))
            .replace("%2", self.tr("white") if w["colour"] == "white" else self.tr("black"))
        )
        lines.append(
            self.tr("Attack: %1, reach %2 tix")
            .replace("%1", toys.attack_name(atk["kind"]))
            .replace("%2", toys.tix_text(E.reach_of(s, fid)))
        )
        if d.get("power"):
            lines.append(self.tr("Power: %1").replace("%1", self.power_name(d.get("power"))))
        if d.get("effect"):
            lines.append(self.tr("Effect: %1").replace("%1", self.power_name(d.get("effect"))))
        if f["ctrl"] != f["side"]:
            lines.append(self.tr("Played by %1").replace("%1", s.names[int(f["ctrl"])]))
        return lines

    def _paint_card(self, p: QPainter, s: E.GameState, fid: int) -> None:
        lines = self.card_lines(s, fid)
        font = QFont(self.font())
        font.setPixelSize(13)
        fm = QFontMetricsF(font)
        bold = QFont(font)
        bold.setBold(True)
        w = max(QFontMetricsF(bold).horizontalAdvance(lines[0]), *(fm.horizontalAdvance(t) for t in lines)) + 20
        h = fm.height() * len(lines) + 14
        x = self._hover_pos.x() + 18
        y = self._hover_pos.y() + 18
        x = min(x, self.width() - w - 4)
        y = min(y, self.height() - h - 4)
        rect = QRectF(max(4.0, x), max(4.0, y), w, h)
        side = SIDE_COLOURS[int(s.fig(fid)["ctrl"])]
        p.setPen(QPen(side, 2))
        p.setBrush(QColor(255, 252, 244, 245))
        p.drawRoundedRect(rect, 6, 6)
        p.setPen(QColor(20, 20, 20))
        for i, text in enumerate(lines):
            p.setFont(bold if i == 0 else font)
            p.drawText(
                QRectF(rect.x() + 10, rect.y() + 7 + i * fm.height(), w - 20, fm.height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                text,
            )
