"""The graphical Toy Battle terrain editor: nodes, paths, HQs, special bases, regions, medal target.

Every gesture becomes one undoable step holding the terrain before and after it (see
:mod:`desktop.ui.catalog.board_editor`). Live checks (:func:`terrain_doc.check`) run after every step:
the offending nodes and regions are drawn in red and listed under the board.

Gestures: drag nodes; Shift-drag from node to node (or the "Paths" tool) adds a path or removes an
existing one; "+ Base" / "+ Blue HQ" / "+ Red HQ" then click on the board; select bases and press
"Make region"; right-click a node to change its kind or special; Delete removes the selection.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMenu,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.games.catalog_schema import Problem
from desktop.ui.catalog.board_editor import BoardEditorBase, ShownProblem, TerrainEditCommand
from desktop.ui.catalog.composites import CompositeEditor
from desktop.ui.catalog.graph_scene import NodeView, RegionView, SceneSpec, distinct_colour
from desktop.ui.games.toybattle import terrain_doc as td

__all__ = ["ToyBattleTerrainEditor", "TerrainEditCommand", "problem_text", "node_name"]

ERROR = "#d01818"
KIND_FILL = {td.HQ_BLUE: QColor("#3d7be0"), td.HQ_RED: QColor("#dd4b43"), td.BASE: QColor("#efe3c4")}


translate = QCoreApplication.translate


def special_names() -> dict[str, tuple[str, str]]:
    """special kind -> (short badge, description)."""
    return {
        "return_to_rack": (
            translate("TerrainEditor", "RET"),
            translate("TerrainEditor", "Castle Field: return one of your other troops to your rack"),
        ),
        "values_1_2": (
            translate("TerrainEditor", "1-2"),
            translate("TerrainEditor", "Tropical Pool: accepts only troops of strength 1-2 (and Kwak)"),
        ),
        "values_3_5": (
            translate("TerrainEditor", "3-5"),
            translate("TerrainEditor", "Tropical Pool: accepts only troops of strength 3-5 (and Kwak)"),
        ),
        "values_6_7": (
            translate("TerrainEditor", "6-7"),
            translate("TerrainEditor", "Tropical Pool: accepts only troops of strength 6-7 (and Kwak)"),
        ),
        "draw_one": (
            translate("TerrainEditor", "DRAW"),
            translate("TerrainEditor", "City of Clouds: draw one troop"),
        ),
        "push_adjacent_enemy": (
            translate("TerrainEditor", "PUSH"),
            translate("TerrainEditor", "Volcanic Jungle: move an adjacent enemy troop"),
        ),
        "recover_from_discard": (
            translate("TerrainEditor", "REC"),
            translate("TerrainEditor", "Cursed Cemetery: take back one of your discarded troops"),
        ),
        "no_troop_effects": (
            translate("TerrainEditor", "NOFX"),
            translate("TerrainEditor", "Station Metal-X: troop effects do not apply here"),
        ),
        "block_rack_troop": (
            translate("TerrainEditor", "BLOCK"),
            translate("TerrainEditor", "Battlefield: block one troop on the opponent's rack"),
        ),
    }


def node_name(nid: int, kind: str) -> str:
    if kind == td.HQ_BLUE:
        return translate("TerrainEditor", "Blue HQ {id}").format(id=nid)
    if kind == td.HQ_RED:
        return translate("TerrainEditor", "Red HQ {id}").format(id=nid)
    return translate("TerrainEditor", "base {id}").format(id=nid)


def _ids(ids: Any) -> str:
    return ", ".join(str(i) for i in ids)


def problem_text(p: td.TerrainProblem) -> str:
    q = p.params
    side = {td.HQ_BLUE: translate("TerrainEditor", "Blue"), td.HQ_RED: translate("TerrainEditor", "Red")}
    match p.code:
        case "missing_hq":
            return translate("TerrainEditor", "{side} has no HQ.").format(side=side.get(q["side"], q["side"]))
        case "too_many_hqs":
            return translate("TerrainEditor", "{side} has {n} HQs (at most 2).").format(
                side=side.get(q["side"], q["side"]), n=q["count"]
            )
        case "unreachable":
            count = len(q["bases"])
            return translate(
                "TerrainEditor", "Not reachable from {hq}: %n base(s) ({bases}).", "", count
            ).format(hq=node_name(q["hq"], q["side"]), bases=_ids(q["bases"]))
        case "no_bases":
            return translate("TerrainEditor", "The terrain has no bases.")
        case "dangling_path":
            count = len(q["to"])
            return translate(
                "TerrainEditor", "Node {node} has paths to %n missing node(s): {to}.", "", count
            ).format(node=q["node"], to=_ids(q["to"]))
        case "one_way_path":
            return translate(
                "TerrainEditor", "The path between {a} and {b} is listed on one side only."
            ).format(a=q["a"], b=q["b"])
        case "duplicate_node":
            count = len(q["ids"])
            return translate("TerrainEditor", "%n node id(s) used twice: {ids}.", "", count).format(
                ids=_ids(q["ids"])
            )
        case "bad_kind":
            return translate("TerrainEditor", "Node {node} has an unknown kind {kind!r}.").format(
                node=q["node"], kind=q["kind"]
            )
        case "unknown_special":
            return translate("TerrainEditor", "Node {node} has an unknown special {special!r}.").format(
                node=q["node"], special=q["special"]
            )
        case "hq_special":
            return translate(
                "TerrainEditor", "HQ {node} can only carry a value restriction (1-2, 3-5 or 6-7)."
            ).format(node=q["node"])
        case "hq_to_hq":
            return translate("TerrainEditor", "HQ {a} is joined directly to HQ {b}.").format(
                a=q["a"], b=q["b"]
            )
        case "no_regions":
            return translate("TerrainEditor", "The terrain has no regions: select bases and make one.")
        case "empty_region":
            return translate("TerrainEditor", "Region {r} has no bases.").format(r=q["region"])
        case "region_missing_node":
            count = len(q["nodes"])
            return translate(
                "TerrainEditor", "Region {r} lists %n missing node(s): {nodes}.", "", count
            ).format(r=q["region"], nodes=_ids(q["nodes"]))
        case "region_has_hq":
            return translate(
                "TerrainEditor", "Region {r} lists HQ {nodes}; only bases belong to regions."
            ).format(r=q["region"], nodes=_ids(q["nodes"]))
        case "region_medals":
            return translate("TerrainEditor", "Region {r} must hold 1 to 3 medals.").format(r=q["region"])
        case "duplicate_region":
            return translate("TerrainEditor", "Region {r} has the same bases as region {o}.").format(
                r=q["region"], o=q["other"]
            )
        case "target_invalid":
            return translate("TerrainEditor", "Medals to win must be at least 1.")
        case "target_too_high":
            return translate(
                "TerrainEditor", "Medals to win ({target}) is more than the {total} medals in all regions."
            ).format(target=q["target"], total=q["total"])
    return p.code


def _medals(region: dict[str, Any]) -> int:
    try:
        return int(region.get("medals") or 0)
    except (TypeError, ValueError):
        return 0


class ToyBattleTerrainEditor(BoardEditorBase):
    _selected_region: int | None = None

    # -- BoardEditorBase hooks ---------------------------------------------------------------------
    def normalize(self, terrain: dict[str, Any] | None) -> dict[str, Any]:
        return td.normalized(terrain)

    def add_tools(self) -> list[tuple[str, str, str]]:
        return [
            (self.tr("+ Base"), self.tr("Click on the board to add a base"), td.BASE),
            (self.tr("+ Blue HQ"), self.tr("Click on the board to add a Blue HQ"), td.HQ_BLUE),
            (self.tr("+ Red HQ"), self.tr("Click on the board to add a Red HQ"), td.HQ_RED),
        ]

    def build_side(self, layout: QVBoxLayout) -> None:
        self.ok_text = self.tr(
            "Checks: every base is reachable from each HQ; regions and medal target are sound."
        )
        self.node_box = QGroupBox(self.tr("Node"), self.side)
        nform = QFormLayout(self.node_box)
        nform.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # a narrow panel: label above
        self.node_label = QLabel(self.tr("Select one node"), self.node_box)
        self.kind_combo = QComboBox(self.node_box)
        for kind in td.NODE_KINDS:
            self.kind_combo.addItem(self._kind_label(kind, title=True), kind)
        self.special_combo = QComboBox(self.node_box)
        self.special_combo.addItem(self.tr("(none)"), None)
        for key, (_badge, desc) in special_names().items():
            self.special_combo.addItem(key, key)
            self.special_combo.setItemData(self.special_combo.count() - 1, desc, Qt.ItemDataRole.ToolTipRole)
        nform.addRow(self.node_label)
        nform.addRow(self.tr("Kind"), self.kind_combo)
        nform.addRow(self.tr("Special"), self.special_combo)
        self.kind_combo.activated.connect(self._kind_chosen)
        self.special_combo.activated.connect(self._special_chosen)

        self.region_box = QGroupBox(self.tr("Regions"), self.side)
        rl = QVBoxLayout(self.region_box)
        self.region_list = QListWidget(self.region_box)
        self.region_list.setMinimumHeight(90)
        self.region_list.setWordWrap(True)
        self.region_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.region_list.currentRowChanged.connect(self._region_row_changed)
        rl.addWidget(self.region_list)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Medals"), self.region_box))
        self.region_medals = QSpinBox(self.region_box)
        self.region_medals.setRange(1, td.MAX_MEDALS)
        self.region_medals.valueChanged.connect(self._region_medals_changed)
        row.addWidget(self.region_medals)
        self.btn_remove_region = QPushButton(self.tr("Remove"), self.region_box)
        self.btn_remove_region.clicked.connect(self._remove_region_clicked)
        row.addWidget(self.btn_remove_region)
        rl.addLayout(row)
        # short button texts (the side panel is narrow in a small window); the tooltips say it all
        self.btn_make_region = QPushButton(self.tr("New region"), self.region_box)
        self.btn_make_region.setToolTip(self.tr("Make region from selected bases"))
        self.btn_make_region.clicked.connect(self._make_region_clicked)
        rl.addWidget(self.btn_make_region)
        self.btn_set_bases = QPushButton(self.tr("Use selected bases"), self.region_box)
        self.btn_set_bases.setToolTip(self.tr("Set region's bases to selection"))
        self.btn_set_bases.clicked.connect(self._set_region_bases_clicked)
        rl.addWidget(self.btn_set_bases)

        target_row = QHBoxLayout()
        target_label = QLabel(self.tr("Medals to win"), self.side)
        target_label.setWordWrap(True)
        target_row.addWidget(target_label, 1)
        self.target_spin = QSpinBox(self.side)
        self.target_spin.setRange(0, 99)
        self.target_spin.valueChanged.connect(self._target_changed)
        target_row.addWidget(self.target_spin)
        self.total_label = QLabel(self.side)
        self.total_label.setWordWrap(True)
        target_row.addWidget(self.total_label, 1)

        layout.addWidget(self.node_box)
        layout.addWidget(self.region_box, 1)
        layout.addLayout(target_row)

    def terrain_loaded(self) -> None:
        if self._selected_region not in td.region_map(self._terrain):
            self._selected_region = None

    def check_problems(self) -> tuple[list[Any], list[ShownProblem]]:
        problems = td.check(self._terrain)
        return problems, [ShownProblem(problem_text(p), p.nodes, p.regions) for p in problems]

    def _region_tip(self, r: dict[str, Any]) -> str:
        medals = _medals(r)
        return self.tr("Region {id}: bases {bases}, %n medal(s)", "", medals).format(
            id=r["id"], bases=_ids(r.get("bases", []))
        )

    def scene_spec(self, bad_nodes: set[int], bad_regions: set[int]) -> SceneSpec:
        t = self._terrain
        specials = special_names()
        views: list[NodeView] = []
        for n in t["nodes"]:
            nid, kind, special = int(n["id"]), n.get("kind", td.BASE), n.get("special")
            badge, desc = (
                specials.get(special, (str(special)[:5].upper(), str(special))) if special else ("", "")
            )
            views.append(
                NodeView(
                    id=nid,
                    cx=float(n.get("cx", 0.5)),
                    cy=float(n.get("cy", 0.5)),
                    fill=KIND_FILL.get(kind, QColor("#cccccc")),
                    label=str(nid),
                    sublabel=badge,
                    tooltip=node_name(nid, kind) + (f"\n{desc}" if desc else ""),
                    ring=QColor("#e0a800") if special else None,
                    text_colour=QColor("#ffffff") if kind in td.HQ_KINDS else QColor("#1d1d1d"),
                )
            )
        regions = [
            RegionView(
                id=int(r["id"]),
                members=tuple(int(b) for b in r.get("bases", [])),
                label=str(r.get("medals", "?")),
                colour=distinct_colour(int(r["id"])),
                tooltip=self._region_tip(r),
            )
            for r in t["regions"]
        ]
        return SceneSpec(
            nodes=views,
            edges=td.edges(t),
            regions=regions,
            bad_nodes=bad_nodes,
            bad_regions=bad_regions,
            selected_region=self._selected_region,
        )

    def op_has_path(self, t: dict[str, Any], a: int, b: int) -> bool:
        return td.has_path(t, a, b)

    def op_connect(self, t: dict[str, Any], a: int, b: int) -> dict[str, Any]:
        return td.connect(t, a, b)

    def op_disconnect(self, t: dict[str, Any], a: int, b: int) -> dict[str, Any]:
        return td.disconnect(t, a, b)

    def op_move(self, t: dict[str, Any], positions: dict[int, tuple[float, float]]) -> dict[str, Any]:
        return td.move_nodes(t, positions)

    def op_remove(self, t: dict[str, Any], ids: list[int]) -> dict[str, Any]:
        return td.remove_nodes(t, ids)

    def node_menu(self, menu: QMenu, nid: int) -> None:
        node = td.node_map(self._terrain).get(nid)
        if node is None:
            return
        for kind in td.NODE_KINDS:
            if kind != node["kind"]:
                menu.addAction(
                    self.tr("Make it a {kind}").format(kind=self._kind_label(kind)),
                    lambda k=kind: self.set_node_kind(nid, k),
                )
        sub = menu.addMenu(self.tr("Special"))
        sub.addAction(self.tr("(none)"), lambda: self.set_special(nid, None))
        for key, (_badge, desc) in special_names().items():
            act = sub.addAction(key, lambda k=key: self.set_special(nid, k))
            act.setToolTip(desc)

    def problem_selected(self, nodes: list[int], regions: list[int]) -> None:
        if regions:
            self.select_region(regions[0])
        super().problem_selected(nodes, regions)

    def _refresh(self) -> None:
        super()._refresh()
        self._fill_regions()

    # -- steps (each one undoable) -------------------------------------------------------------------
    def add_node(self, kind: str, x: float, y: float) -> int:
        after, nid = td.add_node(self._terrain, kind, x, y)
        self.request(self.tr("Add {node}").format(node=node_name(nid, kind)), after)
        return nid

    def set_node_kind(self, nid: int, kind: str) -> int:
        after, new_id = td.set_node_kind(self._terrain, nid, kind)
        self.request(self.tr("Make node {id} a {kind}").format(id=nid, kind=self._kind_label(kind)), after)
        self.scene.select_nodes([new_id])
        return new_id

    def set_special(self, nid: int, special: str | None) -> None:
        self.request(
            self.tr("Set special of node {id}").format(id=nid), td.set_special(self._terrain, nid, special)
        )

    def make_region(self, bases: list[int], medals: int = 1) -> int:
        after, rid = td.add_region(self._terrain, bases, medals)
        self.request(self.tr("Make region {id}").format(id=rid), after)
        self.select_region(rid)
        return rid

    def remove_region(self, rid: int) -> None:
        self.request(self.tr("Remove region {id}").format(id=rid), td.remove_region(self._terrain, rid))

    def set_region_medals(self, rid: int, medals: int) -> None:
        self.request(
            self.tr("Set medals of region {id}").format(id=rid),
            td.set_region(self._terrain, rid, medals=medals),
        )

    def set_region_bases(self, rid: int, bases: list[int]) -> None:
        self.request(
            self.tr("Set bases of region {id}").format(id=rid), td.set_region(self._terrain, rid, bases=bases)
        )

    def set_medals_to_win(self, medals: int) -> None:
        self.request(self.tr("Set medals to win"), td.set_medals_to_win(self._terrain, medals))

    def select_region(self, rid: int | None) -> None:
        self._selected_region = rid
        self._refresh()

    # -- side panel --------------------------------------------------------------------------------
    def _kind_label(self, kind: str, title: bool = False) -> str:
        labels = {
            td.BASE: self.tr("Base") if title else self.tr("base"),
            td.HQ_BLUE: self.tr("Blue HQ"),
            td.HQ_RED: self.tr("Red HQ"),
        }
        return labels.get(kind, kind)

    def _fill_regions(self) -> None:
        t = self._terrain
        bad = self.bad_regions()
        self._updating = True
        try:
            self.region_list.clear()
            for r in t["regions"]:
                rid = int(r["id"])
                medals = _medals(r)
                self.region_list.addItem(
                    self.tr("Region {id} (%n medal(s)): {bases}", "", medals).format(
                        id=rid, bases=_ids(r.get("bases", []))
                    )
                )
                item = self.region_list.item(self.region_list.count() - 1)
                item.setData(Qt.ItemDataRole.UserRole, rid)
                if rid in bad:
                    item.setForeground(QColor("#b00000"))
                if rid == self._selected_region:
                    self.region_list.setCurrentItem(item)
            target = t.get("medals_to_win")
            self.target_spin.setValue(target if isinstance(target, int) else 0)
            bad_target = any(p.code in ("target_too_high", "target_invalid") for p in self._own)
            self.target_spin.setStyleSheet(f"QSpinBox {{ border: 2px solid {ERROR}; }}" if bad_target else "")
            self.total_label.setText(self.tr("of {n} in regions").format(n=td.total_medals(t)))
        finally:
            self._updating = False
        self._update_side_safe()

    def update_side(self) -> None:
        ids = self.scene.selected_node_ids()
        nodes = td.node_map(self._terrain)
        one = len(ids) == 1 and ids[0] in nodes
        self.kind_combo.setEnabled(one)
        self.special_combo.setEnabled(one)
        if one:
            n = nodes[ids[0]]
            self.node_label.setText(node_name(ids[0], n["kind"]))
            self.kind_combo.setCurrentIndex(max(0, self.kind_combo.findData(n["kind"])))
            idx = self.special_combo.findData(n.get("special"))
            if idx < 0:
                self.special_combo.addItem(str(n.get("special")), n.get("special"))
                idx = self.special_combo.count() - 1
            self.special_combo.setCurrentIndex(idx)
        elif ids:
            count = len(ids)
            self.node_label.setText(self.tr("%n node(s) selected", "", count))
        else:
            self.node_label.setText(self.tr("Select one node"))
        region = td.region_map(self._terrain).get(self._selected_region) if self._selected_region else None
        self.region_medals.setEnabled(region is not None)
        self.btn_remove_region.setEnabled(region is not None)
        if region is not None:
            m = region.get("medals")
            self.region_medals.setValue(m if isinstance(m, int) else 1)
        bases = [i for i in ids if nodes.get(i, {}).get("kind") == td.BASE]
        self.btn_make_region.setEnabled(bool(bases))
        self.btn_set_bases.setEnabled(bool(bases) and region is not None)

    def _kind_chosen(self, _index: int) -> None:
        ids = self.scene.selected_node_ids()
        if len(ids) == 1:
            kind = self.kind_combo.currentData()
            node = td.node_map(self._terrain).get(ids[0])
            if node is not None and node["kind"] != kind:
                self.set_node_kind(ids[0], kind)

    def _special_chosen(self, _index: int) -> None:
        ids = self.scene.selected_node_ids()
        if len(ids) == 1:
            value = self.special_combo.currentData()
            node = td.node_map(self._terrain).get(ids[0])
            if node is not None and node.get("special") != value:
                self.set_special(ids[0], value)

    def _region_row_changed(self, row: int) -> None:
        if self._updating:
            return
        item = self.region_list.item(row)
        self.select_region(item.data(Qt.ItemDataRole.UserRole) if item is not None else None)

    def _region_medals_changed(self, value: int) -> None:
        if self._updating or self._selected_region is None:
            return
        region = td.region_map(self._terrain).get(self._selected_region)
        if region is not None and region.get("medals") != value:
            self.set_region_medals(self._selected_region, value)

    def _remove_region_clicked(self) -> None:
        if self._selected_region is not None:
            self.remove_region(self._selected_region)

    def _selected_bases(self) -> list[int]:
        nodes = td.node_map(self._terrain)
        return [i for i in self.scene.selected_node_ids() if nodes.get(i, {}).get("kind") == td.BASE]

    def _make_region_clicked(self) -> None:
        bases = self._selected_bases()
        if bases:
            self.make_region(bases, 1)

    def _set_region_bases_clicked(self) -> None:
        bases = self._selected_bases()
        if bases and self._selected_region is not None:
            self.set_region_bases(self._selected_region, bases)

    def _target_changed(self, value: int) -> None:
        if not self._updating and value != self._terrain.get("medals_to_win"):
            self.set_medals_to_win(value)


class ToyBattleTerrainComposite(CompositeEditor):
    keys = ("medals_to_win", "nodes", "regions")

    def __init__(self, refs: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor = ToyBattleTerrainEditor(self)
        self.editor.set_change_handler(self._step)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.editor)
        self.setMinimumHeight(500)

    def _step(self, text: str, before: dict[str, Any], after: dict[str, Any]) -> None:
        self.stepRequested.emit(text, self._subset(before), self._subset(after))

    def _subset(self, terrain: dict[str, Any]) -> dict[str, Any]:
        t = td.normalized(terrain)
        return {k: t.get(k) for k in self.keys}

    def value(self) -> dict[str, Any]:
        return self._subset(self.editor.terrain())

    def set_value(self, subset: dict[str, Any]) -> None:
        self.editor.set_terrain({k: subset.get(k) for k in self.keys if subset.get(k) is not None})

    def set_external_problems(self, problems: list[Problem]) -> None:
        self.editor.set_external_problems(problems)

    def has_own_errors(self) -> bool:
        return bool(self.editor.problems())

    def problem_count(self) -> int:
        return len(self.editor.shown_problems())

    def set_read_only(self, read_only: bool) -> None:
        self.editor.set_read_only(read_only)
