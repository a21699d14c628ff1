"""The graphical Battle Helix terrain editor: spaces, paths, the two start spaces, bonus and warp spaces.

Spaces are drawn in the colour of the species of their bonus or warp; start spaces carry "S1"/"S2".
Live checks (:func:`helix_doc.check`) run after every step and mark the offending spaces in red.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLabel, QMenu, QSpinBox, QVBoxLayout, QWidget

from desktop.games.catalog_schema import Problem
from desktop.ui import palette
from desktop.ui.catalog import values
from desktop.ui.catalog.board_editor import BoardEditorBase, ShownProblem
from desktop.ui.catalog.composites import CompositeEditor
from desktop.ui.catalog.graph_scene import NodeView, SceneSpec
from desktop.ui.games.helix import terrain_doc as hd

PLAIN = QColor("#e9e4d6")
START_RING = QColor("#1b7a2a")


translate = QCoreApplication.translate


def _ids(ids: Any) -> str:
    return ", ".join(str(i) for i in ids)


def problem_text(p: hd.BoardProblem) -> str:
    q = p.params
    match p.code:
        case "no_spaces":
            return translate(
                "HelixTerrainEditor", "The terrain has no spaces: use “+ Space” and click on the board."
            )
        case "dangling_path":
            count = len(q["to"])
            return translate(
                "HelixTerrainEditor", "Space {s} has paths to %n missing space(s): {to}.", "", count
            ).format(s=q["space"], to=_ids(q["to"]))
        case "one_way_path":
            return translate(
                "HelixTerrainEditor", "The path between {a} and {b} is listed on one side only."
            ).format(a=q["a"], b=q["b"])
        case "bonus_value":
            return translate("HelixTerrainEditor", "Space {s}: a bonus adds 1 to {max}.").format(
                s=q["space"], max=hd.MAX_BONUS
            )
        case "bonus_species":
            return translate("HelixTerrainEditor", "Space {s}: a bonus needs a species.").format(s=q["space"])
        case "unknown_species":
            return translate(
                "HelixTerrainEditor", "Space {s} names species {sp!r}, which is not in the catalog."
            ).format(s=q["space"], sp=q["species"])
        case "bonus_and_warp":
            return translate("HelixTerrainEditor", "Space {s} is both a bonus and a warp space.").format(
                s=q["space"]
            )
        case "starts":
            return translate(
                "HelixTerrainEditor", "A terrain needs two different start spaces (it has {n})."
            ).format(n=q["count"])
        case "start_missing":
            count = len(q["spaces"])
            return translate("HelixTerrainEditor", "%n start space(s) do not exist: {s}.", "", count).format(
                s=_ids(q["spaces"])
            )
        case "unreachable":
            return translate("HelixTerrainEditor", "Not reachable from space {f}: {s}.").format(
                f=q["from"], s=_ids(q["spaces"])
            )
    return p.code


class HelixTerrainEditor(BoardEditorBase):
    _species: list[tuple[str, str, str]] = []  # (key, name, colour)

    def set_species(self, species: list[tuple[str, str, str]]) -> None:
        self._species = list(species)
        self._updating = True
        try:
            self.species_combo.clear()
            for key, name, _colour in self._species:
                self.species_combo.addItem(values.ref_text(key, name), key)
        finally:
            self._updating = False
        self._refresh()

    # -- hooks -------------------------------------------------------------------------------------
    def normalize(self, terrain: dict[str, Any] | None) -> dict[str, Any]:
        b = hd.normalized(terrain)
        return {"spaces": b["spaces"], "start_spaces": b["start_spaces"]}

    def add_tools(self) -> list[tuple[str, str, str]]:
        return [(self.tr("+ Space"), self.tr("Click on the board to add a space"), "space")]

    def build_side(self, layout: QVBoxLayout) -> None:
        self.ok_text = self.tr(
            "Checks: two start spaces, every space reachable, bonus and warp spaces sound."
        )
        box = QGroupBox(self.tr("Space"), self.side)
        form = QFormLayout(box)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # a narrow panel: labels above
        self.space_label = QLabel(self.tr("Select one space"), box)
        self.start_combo = QComboBox(box)
        self.start_combo.addItem(self.tr("—"), None)
        self.start_combo.addItem(self.tr("Start space 1"), 0)
        self.start_combo.addItem(self.tr("Start space 2"), 1)
        self.type_combo = QComboBox(box)
        self.type_combo.addItem(self.tr("Plain"), "plain")
        self.type_combo.addItem(self.tr("Bonus"), "bonus")
        self.type_combo.addItem(self.tr("Warp"), "warp")
        self.species_combo = QComboBox(box)
        self.bonus_spin = QSpinBox(box)
        self.bonus_spin.setRange(1, hd.MAX_BONUS)
        self.bonus_spin.setPrefix("+")
        form.addRow(self.space_label)
        form.addRow(self.tr("Start"), self.start_combo)
        form.addRow(self.tr("Type"), self.type_combo)
        form.addRow(self.tr("Species"), self.species_combo)
        form.addRow(self.tr("Bonus"), self.bonus_spin)
        self.start_combo.activated.connect(self._start_chosen)
        self.type_combo.activated.connect(self._type_chosen)
        self.species_combo.activated.connect(self._type_chosen)
        self.bonus_spin.valueChanged.connect(self._bonus_changed)
        help_text = QLabel(
            self.tr(
                "A bonus adds its value to the called colour of a player standing here who rolls its "
                "species; a warp sends both figures to a terrain of the rolled species."
            ),
            self.side,
        )
        help_text.setWordWrap(True)
        help_text.setStyleSheet(f"color: {palette.muted()};")
        layout.addWidget(box)
        layout.addWidget(help_text)
        layout.addStretch(1)

    def check_problems(self) -> tuple[list[Any], list[ShownProblem]]:
        keys = [k for k, _n, _c in self._species] or None
        problems = hd.check(self._terrain, keys)
        return problems, [ShownProblem(problem_text(p), p.spaces) for p in problems]

    def _species_name(self, species: object) -> str:
        return next((n for k, n, _c in self._species if k == species and n), str(species))

    def _colour(self, species: str | None) -> QColor:
        for key, _name, colour in self._species:
            if key == species and colour:
                c = QColor(colour)
                if c.isValid():
                    return c
        return QColor("#b9a8e0") if species else PLAIN

    def scene_spec(self, bad_nodes: set[int], bad_regions: set[int]) -> SceneSpec:
        t = self._terrain
        starts = list(t.get("start_spaces") or [])
        views = []
        for sp in t["spaces"]:
            sid = int(sp["id"])
            bonus, warp = sp.get("bonus"), sp.get("warp")
            species = bonus.get("species") if isinstance(bonus, dict) else warp
            sub, tip = "", self.tr("Space {id}").format(id=sid)
            if isinstance(bonus, dict):
                sub = f"+{bonus.get('value')}"
                tip += "\n" + self.tr("Bonus +{v} for {sp}").format(
                    v=bonus.get("value"), sp=self._species_name(bonus.get("species"))
                )
            elif warp:
                sub = self.tr("WARP")
                tip += "\n" + self.tr("Warp to a {sp} terrain").format(sp=self._species_name(warp))
            if sid in starts:
                label = f"S{starts.index(sid) + 1}"
                tip += "\n" + self.tr("Start space {n}").format(n=starts.index(sid) + 1)
            else:
                label = str(sid)
            fill = self._colour(species) if species else PLAIN
            views.append(
                NodeView(
                    id=sid,
                    cx=float(sp.get("x", 0.5)),
                    cy=float(sp.get("y", 0.5)),
                    fill=fill,
                    label=label,
                    sublabel=sub,
                    tooltip=tip,
                    ring=START_RING if sid in starts else None,
                    text_colour=QColor("#ffffff") if fill.lightnessF() < 0.5 else QColor("#1d1d1d"),
                )
            )
        return SceneSpec(nodes=views, edges=hd.edges(t), bad_nodes=bad_nodes)

    def op_has_path(self, t: dict[str, Any], a: int, b: int) -> bool:
        return hd.has_path(t, a, b)

    def op_connect(self, t: dict[str, Any], a: int, b: int) -> dict[str, Any]:
        return hd.connect(t, a, b)

    def op_disconnect(self, t: dict[str, Any], a: int, b: int) -> dict[str, Any]:
        return hd.disconnect(t, a, b)

    def op_move(self, t: dict[str, Any], positions: dict[int, tuple[float, float]]) -> dict[str, Any]:
        return hd.move_spaces(t, positions)

    def op_remove(self, t: dict[str, Any], ids: list[int]) -> dict[str, Any]:
        return hd.remove_spaces(t, ids)

    def node_menu(self, menu: QMenu, nid: int) -> None:
        menu.addAction(self.tr("Make it start space 1"), lambda: self.set_start(0, nid))
        menu.addAction(self.tr("Make it start space 2"), lambda: self.set_start(1, nid))
        menu.addAction(self.tr("Plain space"), lambda: self.set_plain(nid))

    # -- steps -------------------------------------------------------------------------------------
    def add_node(self, kind: str, x: float, y: float) -> int:
        after, sid = hd.add_space(self._terrain, x, y)
        self.request(self.tr("Add space {id}").format(id=sid), after)
        return sid

    def set_start(self, which: int, sid: int | None) -> None:
        self.request(
            self.tr("Set start space {n}").format(n=which + 1), hd.set_start(self._terrain, which, sid)
        )

    def set_bonus(self, sid: int, species: str | None, value: int) -> None:
        self.request(
            self.tr("Bonus on space {id}").format(id=sid), hd.set_bonus(self._terrain, sid, species, value)
        )

    def set_warp(self, sid: int, species: str | None) -> None:
        self.request(self.tr("Warp on space {id}").format(id=sid), hd.set_warp(self._terrain, sid, species))

    def set_plain(self, sid: int) -> None:
        self.request(self.tr("Plain space {id}").format(id=sid), hd.set_plain(self._terrain, sid))

    # -- side panel --------------------------------------------------------------------------------
    def _one(self) -> dict[str, Any] | None:
        ids = self.scene.selected_node_ids()
        if len(ids) != 1:
            return None
        return hd.space_map(self._terrain).get(ids[0])

    def update_side(self) -> None:
        sp = self._one()
        for w in (self.start_combo, self.type_combo, self.species_combo, self.bonus_spin):
            w.setEnabled(sp is not None)
        if sp is None:
            n = len(self.scene.selected_node_ids())
            self.space_label.setText(
                self.tr("%n space(s) selected", "", n) if n else self.tr("Select one space")
            )
            return
        sid = int(sp["id"])
        self.space_label.setText(self.tr("Space {id}").format(id=sid))
        starts = list(self._terrain.get("start_spaces") or [])
        self.start_combo.setCurrentIndex(self.start_combo.findData(starts.index(sid)) if sid in starts else 0)
        bonus, warp = sp.get("bonus"), sp.get("warp")
        kind = "bonus" if bonus is not None else "warp" if warp is not None else "plain"
        self.type_combo.setCurrentIndex(self.type_combo.findData(kind))
        species = bonus.get("species") if isinstance(bonus, dict) else warp
        idx = self.species_combo.findData(species)
        if idx < 0 and species:
            self.species_combo.addItem(str(species), species)
            idx = self.species_combo.count() - 1
        self.species_combo.setCurrentIndex(max(0, idx))
        self.species_combo.setEnabled(kind != "plain")
        self.bonus_spin.setEnabled(kind == "bonus")
        if isinstance(bonus, dict) and isinstance(bonus.get("value"), int):
            self.bonus_spin.setValue(bonus["value"])

    def _start_chosen(self, _index: int) -> None:
        sp = self._one()
        if sp is None:
            return
        sid = int(sp["id"])
        which = self.start_combo.currentData()
        starts = list(self._terrain.get("start_spaces") or [])
        if which is None:
            if sid in starts:
                self.set_start(starts.index(sid), None)
        elif not (sid in starts and starts.index(sid) == which):
            self.set_start(which, sid)

    def _type_chosen(self, _index: int) -> None:
        if self._updating:
            return
        sp = self._one()
        if sp is None:
            return
        sid = int(sp["id"])
        kind = self.type_combo.currentData()
        species = self.species_combo.currentData()
        if kind == "plain":
            self.set_plain(sid)
        elif kind == "bonus":
            self.set_bonus(sid, species, self.bonus_spin.value())
        else:
            self.set_warp(sid, species)

    def _bonus_changed(self, value: int) -> None:
        if self._updating:
            return
        sp = self._one()
        if sp is None or not isinstance(sp.get("bonus"), dict):
            return
        if sp["bonus"].get("value") != value:
            self.set_bonus(int(sp["id"]), sp["bonus"].get("species"), value)


class HelixTerrainComposite(CompositeEditor):
    keys = ("spaces", "start_spaces")

    def __init__(self, refs: Any = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.refs = refs
        self.editor = HelixTerrainEditor(self)
        self.editor.set_change_handler(self._step)
        self.refresh_refs()
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.editor)
        self.setMinimumHeight(480)

    def _step(self, text: str, before: dict[str, Any], after: dict[str, Any]) -> None:
        self.stepRequested.emit(
            text, {k: before.get(k) for k in self.keys}, {k: after.get(k) for k in self.keys}
        )

    def value(self) -> dict[str, Any]:
        t = self.editor.terrain()
        return {k: t.get(k) for k in self.keys}

    def set_value(self, subset: dict[str, Any]) -> None:
        self.editor.set_terrain({k: subset.get(k) for k in self.keys})

    def refresh_refs(self) -> None:
        """The species the spaces may be, with their names and colours."""
        if self.refs is not None:
            self.editor.set_species([(c.key, c.name, c.colour) for c in self.refs("helix.species")])

    def set_external_problems(self, problems: list[Problem]) -> None:
        self.editor.set_external_problems(problems)

    def has_own_errors(self) -> bool:
        return bool(self.editor.problems())

    def problem_count(self) -> int:
        return len(self.editor.shown_problems())

    def set_read_only(self, read_only: bool) -> None:
        self.editor.set_read_only(read_only)
