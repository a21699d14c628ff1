"""The Attacktix table seen from above, to scale: figures, reach, aiming, the shot animation.

Mouse: drag one of your figures to move it (inside the circle of its reach); drag back from it to aim
(with the Aim mode on, with the right button, or once the figure can no longer move): the line shows
the direction of the shot, the bar its pull. While a power moves opponent figures, drag the offered
figures (each within the power's distance) and confirm in the side panel.
"""

from __future__ import annotations

import math
import time
from typing import Any

from PySide6.QtCore import QElapsedTimer, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QMouseEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop.games.attacktix import engine as E
from desktop.games.attacktix.catalog import wheel_of

SIDE_COLOURS = (QColor("#2f6fdc"), QColor("#d6453a"))
TABLE = QColor("#e9dcc0")
TABLE_EDGE = QColor("#7a5a2e")
PULL_TIX = 6.0  # dragging back this far is a full pull
SIM_RATE = 1.0 / E.physics.STEP  # recorded frames per simulated second
PROJECTILE_SECONDS = 0.25


class ArenaView(QWidget):
    move_requested = Signal(int, float, float)
    aim_requested = Signal(int, float, float)  # figure, angle, pull
    push_changed = Signal()
    animation_finished = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(240, 240)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.state: E.GameState | None = None
        self.names: list[str] = ["A", "B"]
        self.active: int | None = None  # the side a person plays now (None: nobody may touch)
        self.aim_mode = False
        self.selected: int | None = None
        self._drag: dict[str, Any] | None = None
        self.push: dict[int, tuple[float, float]] = {}  # planned slides of a power (fig -> point)
        self.push_options: list[int] = []
        self.push_distance = 0.0
        # animation
        self._anim: dict[str, Any] | None = None
        self._timer = QTimer(self)
        rate = 60.0
        screen = QGuiApplication.primaryScreen()
        if screen is not None and screen.refreshRate() > 1:
            rate = float(screen.refreshRate())
        self._timer.setInterval(max(1, int(round(1000.0 / rate))))
        self._timer.timeout.connect(self._tick)
        self._clock = QElapsedTimer()
        self.last_paint_ms = 0.0

    # --- data -------------------------------------------------------------------------------------------

    def set_state(self, state: E.GameState | None, active: int | None) -> None:
        self.state = state
        self.active = active
        if state is None or self.selected is not None and state.fig(self.selected)["zone"] != "play":
            self.selected = None
        self.update()

    def set_push(self, options: list[int], distance: float) -> None:
        self.push_options, self.push_distance, self.push = list(options), float(distance), {}
        self.update()

    def clear_push(self) -> None:
        self.push_options, self.push = [], {}
        self.update()

    # --- geometry ---------------------------------------------------------------------------------------

    def _frame(self) -> tuple[float, float, float]:
        size = self.state.options.arena_size if self.state else 36.0
        margin = 8.0
        scale = max(1.0, (min(self.width(), self.height()) - 2 * margin) / size)
        ox = (self.width() - scale * size) / 2
        oy = (self.height() - scale * size) / 2
        return scale, ox, oy

    def to_screen(self, x: float, y: float) -> QPointF:
        scale, ox, oy = self._frame()
        size = self.state.options.arena_size if self.state else 36.0
        return QPointF(ox + x * scale, oy + (size - y) * scale)  # side a (y = 0) at the bottom

    def to_table(self, p: QPointF) -> tuple[float, float]:
        scale, ox, oy = self._frame()
        size = self.state.options.arena_size if self.state else 36.0
        return (p.x() - ox) / scale, size - (p.y() - oy) / scale

    def figure_at(self, p: QPointF) -> int | None:
        if self.state is None:
            return None
        x, y = self.to_table(p)
        for f in self.state.in_play():
            r = float(self.state.data[f["code"]]["base_radius"])
            if math.hypot(f["x"] - x, f["y"] - y) <= r + 0.2:
                return int(f["id"])
        return None

    # --- mouse ------------------------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if self.state is None or self._anim is not None or self.active is None:
            return
        fid = self.figure_at(event.position())
        if fid is None:
            self.selected = None
            self.update()
            return
        f = self.state.fig(fid)
        if self.push_options:
            if fid in self.push_options:
                self._drag = {"fig": fid, "kind": "push", "to": (f["x"], f["y"])}
            return
        self.selected = fid
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
        if self._drag is None or self.state is None:
            return
        f = self.state.fig(self._drag["fig"])
        x, y = self.to_table(event.position())
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
        if self._drag is None or self.state is None:
            return
        drag, self._drag = self._drag, None
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

    @staticmethod
    def aim_of(f: dict[str, Any], x: float, y: float) -> tuple[float, float]:
        """Drag back from the figure: the shot goes the other way, the drag's length is the pull."""
        dx, dy = f["x"] - x, f["y"] - y
        return math.atan2(dy, dx), min(1.0, math.hypot(dx, dy) / PULL_TIX)

    # --- animation ----------------------------------------------------------------------------------------

    def animate(self, shot: dict[str, Any], before: E.GameState, speed: float = 1.0) -> None:
        """Play a recorded shot (the engine's frames, at the display's rate), then emit animation_finished."""
        self._anim = {"shot": shot, "before": before, "frames": shot.get("frames") or [], "speed": speed}
        self._clock.start()
        self._timer.start()
        self.update()

    def animating(self) -> bool:
        return self._anim is not None

    def finish_animation(self) -> None:
        if self._anim is not None:
            self._anim = None
            self._timer.stop()
            self.update()
            self.animation_finished.emit()

    def elapsed_ms(self) -> float:
        """Time since the animation started (wall clock)."""
        return float(self._clock.elapsed()) if self._clock.isValid() else 0.0

    def _tick(self) -> None:
        if self._anim is None:
            self._timer.stop()
            return
        t = self.elapsed_ms() / 1000.0 * self._anim["speed"]
        if t > PROJECTILE_SECONDS + len(self._anim["frames"]) / SIM_RATE + 0.15:
            self.finish_animation()
            return
        self.update()

    def _anim_positions(self) -> tuple[dict[int, tuple[float, float]] | None, float]:
        """Positions of the figures now in the animation (None = before the hit) and the projectile's progress."""
        assert self._anim is not None
        t = self.elapsed_ms() / 1000.0 * self._anim["speed"]
        if t < PROJECTILE_SECONDS:
            return None, t / PROJECTILE_SECONDS
        frames = self._anim["frames"]
        if not frames:  # nothing slid: only the figures the hit tipped are gone
            return None, 1.0
        i = min(len(frames) - 1, int((t - PROJECTILE_SECONDS) * SIM_RATE))
        return {int(k): (float(v[0]), float(v[1])) for k, v in frames[i].items()}, 1.0

    def shown_figures(self) -> dict[int, tuple[float, float]]:
        """Where each standing figure is drawn now (during a shot: its animation frame)."""
        if self.state is None:
            return {}
        s = self._anim["before"] if self._anim else self.state
        positions: dict[int, tuple[float, float]] | None = None
        progress = 1.0
        if self._anim:
            positions, progress = self._anim_positions()
        out = {}
        for f in s.in_play():
            fid = int(f["id"])
            x, y = f["x"], f["y"]
            if positions is not None:
                if fid not in positions:
                    continue  # fell during the shot
                x, y = positions[fid]
            elif self._anim and progress >= 1.0 and str(fid) in (self._anim["shot"].get("defeated") or {}):
                continue  # tipped by the hit
            out[fid] = (x, y)
        return out

    # --- painting -------------------------------------------------------------------------------------------

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802
        started = time.perf_counter()
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), self.palette().window())
        if self.state is None:
            p.end()
            return
        s = self._anim["before"] if self._anim else self.state
        size = s.options.arena_size
        scale, _ox, _oy = self._frame()
        top_left, bottom_right = self.to_screen(0, size), self.to_screen(size, 0)
        p.setPen(QPen(TABLE_EDGE, 3))
        p.setBrush(TABLE)
        p.drawRect(QRectF(top_left, bottom_right))
        # starting lines
        for side in (0, 1):
            y = s.options.start_line if side == 0 else size - s.options.start_line
            c = QColor(SIDE_COLOURS[side])
            c.setAlpha(110)
            p.setPen(QPen(c, 1.5, Qt.PenStyle.DashLine))
            p.drawLine(self.to_screen(0, y), self.to_screen(size, y))
        progress = self._anim_positions()[1] if self._anim else 1.0
        # reach of the selected figure
        if self.selected is not None and not self._anim and self.state.fig(self.selected)["zone"] == "play":
            f = self.state.fig(self.selected)
            reach = E.move_range(self.state, self.selected).reach if f["ctrl"] == self.active else 0.0
            if reach > 0:
                p.setPen(QPen(QColor(40, 120, 40, 170), 1.5, Qt.PenStyle.DashLine))
                p.setBrush(QColor(60, 160, 60, 40))
                p.drawEllipse(self.to_screen(f["x"], f["y"]), reach * scale, reach * scale)
        font = QFont(self.font())
        font.setPointSizeF(max(6.0, min(10.0, scale * 0.42)))
        p.setFont(font)
        shown = self.shown_figures()
        for f in s.in_play():
            if int(f["id"]) in shown:
                x, y = shown[int(f["id"])]
                self._paint_figure(p, s, f, x, y, scale)
        # the shot's path
        if self._anim:
            path = self._anim["shot"].get("path") or []
            if len(path) == 3:  # a force blast's cone
                c = QColor(250, 140, 0, int(150 * progress))
                p.setPen(QPen(QColor(200, 90, 0), 1.5))
                p.setBrush(c)
                p.drawPolygon([self.to_screen(*pt) for pt in path])
            elif len(path) >= 2:
                a, b = path[0], path[1]
                p.setPen(QPen(QColor(30, 30, 30, 200), 2))
                end = (a[0] + (b[0] - a[0]) * progress, a[1] + (b[1] - a[1]) * progress)
                p.drawLine(self.to_screen(*a), self.to_screen(*end))
                p.setBrush(QColor(20, 20, 20))
                p.drawEllipse(self.to_screen(*end), max(2.0, 0.2 * scale), max(2.0, 0.2 * scale))
        # a move or aim being dragged
        if self._drag and not self._anim:
            f = self.state.fig(self._drag["fig"])
            x, y = self._drag["to"]
            if self._drag["kind"] in ("move", "push"):
                r = float(self.state.data[f["code"]]["base_radius"])
                p.setPen(QPen(QColor(20, 20, 20), 1.5, Qt.PenStyle.DotLine))
                p.setBrush(Qt.BrushStyle.NoBrush)
                centre = self.to_screen(x, y)
                p.drawEllipse(centre, r * scale, r * scale)
                p.drawLine(self.to_screen(f["x"], f["y"]), centre)
                if self._drag["kind"] == "move":
                    # the window the figure would show there: one slot per tix moved
                    wheel = wheel_of(self.state.data[f["code"]])
                    slot = int(math.floor(float(f["wheel"]) + math.hypot(x - f["x"], y - f["y"]) + 1e-9)) % 26
                    self._paint_window(p, centre, r * scale, wheel[slot])
            else:
                angle, pull = self.aim_of(f, x, y)
                rng = E.attack_of(self.state.data[f["code"]])["range"]
                length = max(1.0, rng * (pull if rng > 4 else 1.0))
                tip = (f["x"] + math.cos(angle) * length, f["y"] + math.sin(angle) * length)
                p.setPen(QPen(QColor(200, 30, 30), 2.0))
                p.drawLine(self.to_screen(f["x"], f["y"]), self.to_screen(*tip))
                p.setPen(QPen(QColor(60, 60, 60), 1, Qt.PenStyle.DotLine))
                p.drawLine(self.to_screen(f["x"], f["y"]), self.to_screen(x, y))
                self._paint_power_bar(p, f, pull, scale)
        for fid, (x, y) in self.push.items():
            f = self.state.fig(fid)
            p.setPen(QPen(QColor(120, 40, 160), 2, Qt.PenStyle.DashLine))
            p.drawLine(self.to_screen(f["x"], f["y"]), self.to_screen(x, y))
        p.end()
        self.last_paint_ms = (time.perf_counter() - started) * 1000.0

    def _paint_figure(
        self, p: QPainter, s: E.GameState, f: dict[str, Any], x: float, y: float, scale: float
    ) -> None:
        d = s.data[f["code"]]
        r = float(d["base_radius"]) * scale
        centre = self.to_screen(x, y)
        colour = SIDE_COLOURS[int(f["ctrl"])]
        fid = int(f["id"])
        ring = QPen(QColor(20, 20, 20), 1.2)
        if fid == self.selected:
            ring = QPen(QColor(250, 200, 0), 3)
        elif fid in self.push_options:
            ring = QPen(QColor(120, 40, 160), 2.5)
        p.setPen(ring)
        p.setBrush(QBrush(colour.lighter(115) if not f["fired"] else colour.darker(130)))
        p.drawEllipse(centre, r, r)
        if f["ctrl"] != f["side"]:  # controlled by the other player: a ring of its owner's colour
            p.setPen(QPen(SIDE_COLOURS[int(f["side"])], 2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(centre, r * 0.7, r * 0.7)
        self._paint_window(p, centre, r, s.window(fid))
        p.setPen(QColor(20, 20, 20))
        name = str(d.get("name") or d.get("code"))
        p.drawText(QRectF(centre.x() - 60, centre.y() + r, 120, 16), Qt.AlignmentFlag.AlignHCenter, name)

    @staticmethod
    def _paint_window(p: QPainter, centre: QPointF, r: float, window: dict[str, Any]) -> None:
        """The tix window: the speed on its colour."""
        wr = QRectF(centre.x() - r * 0.45, centre.y() - r * 0.35, r * 0.9, r * 0.7)
        p.setPen(QPen(QColor(30, 30, 30), 1))
        p.setBrush(QColor("white") if window["colour"] == "white" else QColor("black"))
        p.drawRect(wr)
        p.setPen(QColor("black") if window["colour"] == "white" else QColor("white"))
        p.drawText(wr, Qt.AlignmentFlag.AlignCenter, str(window["speed"]))

    def _paint_power_bar(self, p: QPainter, f: dict[str, Any], pull: float, scale: float) -> None:
        c = self.to_screen(f["x"], f["y"])
        w, h = max(40.0, 3 * scale), 8.0
        rect = QRectF(c.x() - w / 2, c.y() - 2.2 * scale - h, w, h)
        p.setPen(QPen(QColor(30, 30, 30), 1))
        p.setBrush(QColor(255, 255, 255, 200))
        p.drawRect(rect)
        p.setBrush(QColor(220, 60 + int(140 * (1 - pull)), 40))
        p.drawRect(QRectF(rect.x(), rect.y(), rect.width() * pull, h))
