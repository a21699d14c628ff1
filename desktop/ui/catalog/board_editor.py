"""What the graphical terrain editors share: board view, tools, undoable steps, live problem list.

A subclass says how its terrain dict is drawn (:meth:`scene_spec`), checked (:meth:`check_problems`) and
edited (path, move, delete and add operations), and fills the side panel. Every gesture becomes one
step holding the terrain before and after it: pushed on the editor's undo stack, or handed to the
change handler that a host installs (the Catalog page puts the steps on its own stack).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QPoint, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QColor, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop.games.catalog_schema import Problem
from desktop.ui import palette
from desktop.ui.catalog import values
from desktop.ui.catalog.flow_layout import FlowLayout
from desktop.ui.catalog.graph_scene import MODE_CONNECT, MODE_SELECT, BoardView, GraphScene, SceneSpec

translate = QCoreApplication.translate
SIDE_MIN_WIDTH = 190

ChangeHandler = Callable[[str, dict[str, Any], dict[str, Any]], None]


@dataclass(frozen=True)
class ShownProblem:
    text: str
    nodes: tuple[int, ...] = ()
    regions: tuple[int, ...] = ()


class TerrainEditCommand(QUndoCommand):
    """One terrain step: redo sets ``after``, undo sets ``before``, through ``apply``."""

    def __init__(self, apply: Callable[[dict[str, Any]], None], before: dict, after: dict, text: str) -> None:
        super().__init__(text)
        self._apply = apply
        self.before = before
        self.after = after

    def redo(self) -> None:
        self._apply(self.after)

    def undo(self) -> None:
        self._apply(self.before)


class BoardEditorBase(QWidget):
    terrainChanged = Signal(object)
    problemsChanged = Signal(object)
    ok_text = ""

    def __init__(self, parent: QWidget | None = None, undo_stack: QUndoStack | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = undo_stack if undo_stack is not None else QUndoStack(self)
        self._handler: ChangeHandler | None = None
        self._terrain: dict[str, Any] = self.normalize(None)
        self._shown: list[ShownProblem] = []
        self._own: list[Any] = []
        self._external: list[Any] = []
        self._read_only = False
        self._updating = False

        self.scene = GraphScene(self)
        self.view = BoardView(self.scene, self)
        self.view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

        # the tools wrap onto a second row in a narrow form (a 1024-pixel window, longer translations)
        # rather than hiding the last ones behind a tool bar's overflow arrow
        self.toolbar = QWidget(self)
        self._tool_row = FlowLayout(self.toolbar, spacing=2)
        self._tools = QActionGroup(self)
        self._add_kinds: dict[QAction, str] = {}
        self.act_select = self._tool(
            translate("BoardEditorBase", "Select"),
            translate("BoardEditorBase", "Select and drag; Shift-drag from one node to another draws a path"),
        )
        self.act_connect = self._tool(
            translate("BoardEditorBase", "Paths"),
            translate("BoardEditorBase", "Drag from node to node to add a path, or to remove one"),
        )
        for text, tip, kind in self.add_tools():
            self._add_kinds[self._tool(text, tip)] = kind
        self.act_select.setChecked(True)
        self._tools.triggered.connect(self._mode_changed)
        separator = QFrame(self.toolbar)
        separator.setFrameShape(QFrame.Shape.VLine)
        separator.setFrameShadow(QFrame.Shadow.Sunken)
        self._tool_row.addWidget(separator)
        self.act_delete = QAction(translate("BoardEditorBase", "Delete"), self)
        self.act_delete.setToolTip(
            translate("BoardEditorBase", "Delete the selected nodes and paths (Delete)")
        )
        self.act_delete.triggered.connect(self._delete_selection)
        self._tool_button(self.act_delete)

        self.side = QWidget(self)
        self.side_lay = QVBoxLayout(self.side)
        self.side_lay.setContentsMargins(0, 0, 0, 0)
        # the board and this panel fit side by side in the form of a 1024-pixel window (the page gives
        # the form at least their minimum widths: the panel never covers the board)
        self.side.setMinimumWidth(SIDE_MIN_WIDTH)
        self.side.setMaximumWidth(300)
        self.build_side(self.side_lay)
        # long (translated) choices shrink in the narrow panel instead of widening it over the board
        for combo in self.side.findChildren(QComboBox):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(8)
        # ... and never less than its own rows need (a longer translation), which the form's minimum counts
        self.side.setMinimumWidth(max(SIDE_MIN_WIDTH, self.side.minimumSizeHint().width()))

        self.problems_label = QLabel(self)
        self.problems_label.setWordWrap(True)
        self.problem_list = QListWidget(self)
        self.problem_list.setMaximumHeight(100)
        self.problem_list.setWordWrap(True)
        self.problem_list.itemClicked.connect(self._problem_clicked)

        top = QHBoxLayout()
        top.addWidget(self.view, 1)
        top.addWidget(self.side)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.toolbar)
        lay.addLayout(top, 1)
        lay.addWidget(self.problems_label)
        lay.addWidget(self.problem_list)

        self.scene.nodesMoved.connect(lambda pos: self.move_nodes({int(k): v for k, v in pos.items()}))
        self.scene.pathToggled.connect(self.toggle_path)
        self.scene.addRequested.connect(self._add_requested)
        self.scene.deleteRequested.connect(self.delete)
        self.scene.nodeMenuRequested.connect(self._node_menu)
        self.scene.edgeMenuRequested.connect(self._edge_menu)
        self.scene.selectionChanged.connect(self._selection_changed)
        self.setMinimumHeight(430)
        self._refresh()

    # -- to be provided by subclasses ---------------------------------------------------------------
    def normalize(self, terrain: dict[str, Any] | None) -> dict[str, Any]:
        raise NotImplementedError

    def add_tools(self) -> list[tuple[str, str, str]]:
        """(button text, tooltip, node kind) for each "add" tool."""
        return []

    def build_side(self, layout: QVBoxLayout) -> None:
        pass

    def scene_spec(self, bad_nodes: set[int], bad_regions: set[int]) -> SceneSpec:
        raise NotImplementedError

    def check_problems(self) -> tuple[list[Any], list[ShownProblem]]:
        """(the raw problems, the same as text with what to highlight)."""
        raise NotImplementedError

    def op_has_path(self, t: dict[str, Any], a: int, b: int) -> bool:
        raise NotImplementedError

    def op_connect(self, t: dict[str, Any], a: int, b: int) -> dict[str, Any]:
        raise NotImplementedError

    def op_disconnect(self, t: dict[str, Any], a: int, b: int) -> dict[str, Any]:
        raise NotImplementedError

    def op_move(self, t: dict[str, Any], positions: dict[int, tuple[float, float]]) -> dict[str, Any]:
        raise NotImplementedError

    def op_remove(self, t: dict[str, Any], ids: list[int]) -> dict[str, Any]:
        raise NotImplementedError

    def add_node(self, kind: str, x: float, y: float) -> int:
        raise NotImplementedError

    def update_side(self) -> None:
        pass

    def node_menu(self, menu: QMenu, nid: int) -> None:
        pass

    # -- public ------------------------------------------------------------------------------------
    def set_change_handler(self, handler: ChangeHandler | None) -> None:
        """Route every step to ``handler(text, before, after)`` instead of the editor's own stack."""
        self._handler = handler

    def set_terrain(self, terrain: dict[str, Any] | None) -> None:
        """Show ``terrain`` (no undo step); the steps' commands call this to apply a state."""
        self._terrain = self.normalize(terrain)
        self.terrain_loaded()
        self._refresh()
        self.terrainChanged.emit(self.normalize(self._terrain))

    def terrain_loaded(self) -> None:
        """A new terrain was set (subclasses drop selections that no longer exist)."""

    def terrain(self) -> dict[str, Any]:
        return self.normalize(self._terrain)

    def problems(self) -> list[Any]:
        """The live checks' problems (empty when the board is sound)."""
        return list(self._own)

    def shown_problems(self) -> list[ShownProblem]:
        return list(self._shown)

    def set_external_problems(self, problems: list[Any]) -> None:
        """Errors the catalog service found in these fields; listed when the live checks pass."""
        external = [p for p in problems if getattr(p, "is_error", True)]
        if external != self._external:
            self._external = external
            self._refresh()

    def set_read_only(self, read_only: bool) -> None:
        self._read_only = read_only
        self.toolbar.setEnabled(not read_only)
        self.side.setEnabled(not read_only)
        self.view.setInteractive(not read_only)

    def bad_nodes(self) -> set[int]:
        return {n for p in self._shown for n in p.nodes}

    def bad_regions(self) -> set[int]:
        return {r for p in self._shown for r in p.regions}

    # -- generic steps -----------------------------------------------------------------------------
    def toggle_path(self, a: int, b: int) -> None:
        if a == b or self._read_only:
            return
        if self.op_has_path(self._terrain, a, b):
            self.request(
                translate("BoardEditorBase", "Remove path {a}-{b}").format(a=a, b=b),
                self.op_disconnect(self._terrain, a, b),
            )
        else:
            self.request(
                translate("BoardEditorBase", "Add path {a}-{b}").format(a=a, b=b),
                self.op_connect(self._terrain, a, b),
            )

    def add_path(self, a: int, b: int) -> None:
        if not self.op_has_path(self._terrain, a, b):
            self.toggle_path(a, b)

    def remove_path(self, a: int, b: int) -> None:
        if self.op_has_path(self._terrain, a, b):
            self.toggle_path(a, b)

    def move_nodes(self, positions: dict[int, tuple[float, float]]) -> None:
        if not positions:
            return
        count = len(positions)
        text = (
            translate("BoardEditorBase", "Move {id}").format(id=next(iter(positions)))
            if len(positions) == 1
            else translate("BoardEditorBase", "Move %n nodes", "", count)
        )
        self.request(text, self.op_move(self._terrain, positions))

    def delete(self, nodes: list[int], paths: list[tuple[int, int]]) -> None:
        if self._read_only or (not nodes and not paths):
            return
        t = self._terrain
        for a, b in paths:
            t = self.op_disconnect(t, a, b)
        if nodes:
            t = self.op_remove(t, list(nodes))
        count = len(nodes) + len(paths)
        self.request(translate("BoardEditorBase", "Delete %n item(s)", "", count), t)

    def request(self, text: str, after: dict[str, Any]) -> None:
        """Make one undoable step from the current terrain to ``after``."""
        if self._read_only:
            return
        before = self.normalize(self._terrain)
        after = self.normalize(after)
        if before == after:
            self._refresh()  # e.g. a drag that ended where it started
            return
        if self._handler is not None:
            self._handler(text, before, after)
        else:
            self.undo_stack.push(TerrainEditCommand(self.set_terrain, before, after, text))

    # -- internals ---------------------------------------------------------------------------------
    def _tool(self, text: str, tip: str) -> QAction:
        act = QAction(text, self)
        act.setCheckable(True)
        act.setToolTip(tip)
        act.setStatusTip(tip)
        self._tools.addAction(act)
        self._tool_button(act)
        return act

    def _tool_button(self, act: QAction) -> QToolButton:
        button = QToolButton(self.toolbar)
        button.setDefaultAction(act)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setAutoRaise(True)  # as on a tool bar
        self._tool_row.addWidget(button)
        return button

    def _mode_changed(self, act: QAction) -> None:
        self.scene.mode = MODE_CONNECT if act is self.act_connect else MODE_SELECT
        self.scene.add_kind = self._add_kinds.get(act)
        self.view.setDragMode(
            BoardView.DragMode.RubberBandDrag if act is self.act_select else BoardView.DragMode.NoDrag
        )

    def _add_requested(self, x: float, y: float) -> None:
        if self.scene.add_kind is not None and not self._read_only:
            self.add_node(self.scene.add_kind, x, y)

    def _delete_selection(self) -> None:
        self.delete(self.scene.selected_node_ids(), self.scene.selected_edges())

    def _node_menu(self, nid: int, screen_pos: QPoint) -> None:
        if self._read_only:
            return
        menu = QMenu(self)
        self.node_menu(menu, nid)
        menu.addSeparator()
        menu.addAction(translate("BoardEditorBase", "Delete"), lambda: self.delete([nid], []))
        menu.exec(screen_pos)

    def _edge_menu(self, a: int, b: int, screen_pos: QPoint) -> None:
        if self._read_only:
            return
        menu = QMenu(self)
        menu.addAction(
            translate("BoardEditorBase", "Remove path {a}-{b}").format(a=a, b=b),
            lambda: self.remove_path(a, b),
        )
        menu.exec(screen_pos)

    def _selection_changed(self) -> None:
        self._update_side_safe()

    def _problem_clicked(self, item: QListWidgetItem) -> None:
        data = item.data(Qt.ItemDataRole.UserRole)
        if not data:
            return
        nodes, regions = data
        self.problem_selected(list(nodes), list(regions))

    def problem_selected(self, nodes: list[int], regions: list[int]) -> None:
        if nodes:
            self.scene.select_nodes(nodes)

    def _refresh(self) -> None:
        own, shown = self.check_problems()
        self._own = own
        if not shown:
            for p in self._external:
                loc = tuple(getattr(p, "location", ()) or ())
                where = loc[0] if len(loc) == 2 else ""
                ident = (int(loc[1]),) if len(loc) == 2 and isinstance(loc[1], int) else ()
                shown.append(
                    ShownProblem(
                        values.problem_text(p) if isinstance(p, Problem) else values.problem_message(str(p)),
                        nodes=ident if where in ("node", "space") else (),
                        regions=ident if where == "region" else (),
                    )
                )
        self._shown = shown
        self.scene.render_spec(self.scene_spec(self.bad_nodes(), self.bad_regions()))
        self._updating = True
        try:
            self.problem_list.clear()
            for p in shown:
                item = QListWidgetItem(p.text)
                item.setForeground(QColor(palette.readable(values.ERROR_FG)))
                item.setData(Qt.ItemDataRole.UserRole, [list(p.nodes), list(p.regions)])
                self.problem_list.addItem(item)
            if shown:
                count = len(shown)
                self.problems_label.setText(translate("BoardEditorBase", "Checks: %n problem(s)", "", count))
                self.problems_label.setStyleSheet(f"color: {palette.readable(values.ERROR_FG)}; font-weight: bold;")
            else:
                self.problems_label.setText(
                    self.ok_text or translate("BoardEditorBase", "Checks: the board is sound.")
                )
                self.problems_label.setStyleSheet(f"color: {palette.readable(values.OK_FG)}; font-weight: bold;")
            self.problem_list.setVisible(bool(shown))
        finally:
            self._updating = False
        self._update_side_safe()
        self.problemsChanged.emit(list(self._own))

    def _update_side_safe(self) -> None:
        self._updating = True
        try:
            self.update_side()
            self.act_delete.setEnabled(bool(self.scene.selected_node_ids() or self.scene.selected_edges()))
        finally:
            self._updating = False

    def keyPressEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        if event.matches(QKeySequence.StandardKey.Delete):
            self._delete_selection()
            return
        super().keyPressEvent(event)
