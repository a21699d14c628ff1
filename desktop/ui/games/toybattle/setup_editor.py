"""Toy Battle practice set-ups: terrain, colours, opponent level, beginner option.

Toy Battle has no squad to build (both sides always have the same 24 troops, and a tournament
registration stores none); the page keeps saved set-ups instead, which the Play page can start from.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop.games.registry import GAMES
from desktop.games.toybattle.setup_kind import RANDOM_TERRAIN, SETUP_KIND, ToyBattleSetup
from desktop.services.squads import SquadRecord
from desktop.ui import palette
from desktop.ui.catalog.values import shown_name
from desktop.ui.checks import CheckBox
from desktop.ui.games.toybattle import data as setup_data
from desktop.ui.games.toybattle import setup_texts as texts

HQ_COLOURS = {"hq_blue": QColor("#2f6fd0"), "hq_red": QColor("#d0402f")}


class TerrainPreview(QWidget):
    """A small read-only drawing of a terrain: paths, bases (special ones ringed), HQs, region medals."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.data: dict[str, Any] | None = None
        self.swap = False  # draw the player's colour at the bottom
        self.setMinimumSize(260, 260)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_terrain(self, data: dict[str, Any] | None) -> None:
        self.data = data
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.width(), self.height()) - 16
        ox = (self.width() - side) / 2
        oy = (self.height() - side) / 2
        p.fillRect(QRectF(ox, oy, side, side), QColor("#f4f1e8"))
        p.setPen(QPen(QColor("#c8c2b0"), 1))
        p.drawRect(QRectF(ox, oy, side, side))
        if not self.data or not isinstance(self.data.get("nodes"), list):
            p.setPen(QColor("#777"))
            p.drawText(
                QRectF(ox, oy, side, side),
                Qt.AlignmentFlag.AlignCenter,
                self.tr("A random terrain\nis drawn at the start"),
            )
            return
        nodes = {n["id"]: n for n in self.data["nodes"] if isinstance(n, dict) and "id" in n}

        def pos(n: dict[str, Any]) -> QPointF:
            return QPointF(ox + float(n.get("cx", 0.5)) * side, oy + float(n.get("cy", 0.5)) * side)

        p.setPen(QPen(QColor("#5b5b5b"), 2))
        for n in nodes.values():
            for other in n.get("adjacent", ()):
                if other in nodes and other > n["id"]:
                    p.drawLine(pos(n), pos(nodes[other]))
        r = max(6.0, side / 30)
        font = QFont()
        font.setPointSizeF(max(6.0, r * 0.55))
        font.setBold(True)
        p.setFont(font)
        for n in nodes.values():
            c = pos(n)
            kind = n.get("kind", "base")
            fill = HQ_COLOURS.get(kind, QColor("white"))
            p.setBrush(fill)
            p.setPen(QPen(QColor("#2b2b2b"), 1.5))
            radius = r * 1.35 if kind in HQ_COLOURS else r
            p.drawEllipse(c, radius, radius)
            if n.get("special"):
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(QColor("#b8860b"), 2.5))
                p.drawEllipse(c, radius + 3, radius + 3)
            if kind in HQ_COLOURS:
                p.setPen(QColor("white"))
                p.drawText(
                    QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius),
                    Qt.AlignmentFlag.AlignCenter,
                    "HQ",
                )
        p.end()


class SetupEditor(QWidget):
    kind = SETUP_KIND
    edit_requested = Signal(str, object, object)

    printable = False  # a saved one prints as a squad sheet (File → Print squad sheet)

    def kind_texts(self, lang: str) -> dict[str, str]:
        """The Squads page's texts for this kind, translated (tab, empty, new, saved, taken, new_name)."""
        from desktop.games.registry import GAMES

        game = GAMES["toybattle"].name(lang)
        self.game_name = game
        return {
            "tab": self.tr("{game} set-ups").format(game=game),
            "empty": self.tr("No set-up chosen. Pick one on the left, or press New to make one."),
            "new": self.tr("Make a new set-up…"),
            "saved": self.tr("Saved set-ups"),
            "taken": self.tr("There is already a set-up called “{name}”. Choose another name."),
            "new_name": self.tr("New set-up"),
        }

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_name = GAMES["toybattle"].name("en")  # in the interface language (set by the page)
        self._state = ToyBattleSetup()
        self._terrains: list[tuple[str, str, bool]] = []
        self._terrain_data: dict[str, dict[str, Any]] = {}
        self.terrain = QComboBox()
        self.colour = QComboBox()
        self.opponent = QComboBox()
        self.beginner = CheckBox()
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setStyleSheet(f"color: {palette.muted()};")
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.form_box = QGroupBox()
        form = QFormLayout(self.form_box)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)  # a narrow box: labels above
        for combo in (self.terrain, self.colour, self.opponent):  # long names shrink, never cut the box
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
            combo.setMinimumContentsLength(12)
        self.terrain_label, self.colour_label, self.opponent_label = QLabel(), QLabel(), QLabel()
        form.addRow(self.terrain_label, self.terrain)
        form.addRow(self.colour_label, self.colour)
        form.addRow(self.opponent_label, self.opponent)
        form.addRow(self.beginner)
        self.beginner_hint = QLabel()
        self.beginner_hint.setWordWrap(True)
        self.beginner_hint.setStyleSheet(f"color: {palette.muted()};")
        form.addRow(self.beginner_hint)
        form.addRow(self.details)
        form.addRow(self.note)
        self.preview = TerrainPreview()
        self.preview_box = QGroupBox()
        pv = QVBoxLayout(self.preview_box)
        pv.addWidget(self.preview)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.form_box, 1)
        layout.addWidget(self.preview_box, 1)
        self.terrain.currentIndexChanged.connect(lambda _i: self._edited(self.tr("Choose the terrain")))
        self.colour.currentIndexChanged.connect(lambda _i: self._edited(self.tr("Choose the colour")))
        self.opponent.currentIndexChanged.connect(lambda _i: self._edited(self.tr("Choose the opponent")))
        self.beginner.toggled.connect(lambda _on: self._edited(self.tr("Beginner option")))
        self.retranslate()

    def retranslate(self) -> None:
        self.form_box.setTitle(self.tr("Practice set-up"))
        self.preview_box.setTitle(self.tr("Terrain"))
        self.terrain_label.setText(self.tr("Terrain"))
        self.colour_label.setText(self.tr("Your colour"))
        self.opponent_label.setText(self.tr("Opponent"))
        # a short tick box text (it cannot wrap) and the explanation beside it, which can
        self.beginner.setText(self.tr("Beginner option"))
        self.beginner_hint.setText(self.tr("Special bases have no effect."))
        self.note.setText(
            self.tr(
                "{game} has no squad to build: both sides always have the same 24 troops (3 of each of the "
                "8 types), and a tournament registration stores none. Save set-ups here to start practice games "
                "from the Play page."
            ).format(game=self.game_name)
        )
        self._fill_combos()
        self._show_state()

    def _fill_combos(self) -> None:
        for combo, items in (
            (self.colour, texts.colour_names()),
            (self.opponent, texts.opponent_names()),
        ):
            combo.blockSignals(True)
            combo.clear()
            for key, name in items.items():
                combo.addItem(name, key)
            combo.blockSignals(False)
        self.terrain.blockSignals(True)
        self.terrain.clear()
        self.terrain.addItem(self.tr("Random terrain"), RANDOM_TERRAIN)
        for key, name, archived in sorted(self._terrains, key=lambda t: shown_name(t[1]).casefold()):
            self.terrain.addItem(shown_name(name) + (" " + self.tr("(archived)") if archived else ""), key)
        self.terrain.blockSignals(False)

    def reload_catalog(self, db: Any) -> None:
        """Read the terrains this editor offers (a database was opened, the catalog changed)."""
        catalog = setup_data.load_catalog(db)
        self._terrains = sorted(catalog.terrains, key=lambda t: t[1].casefold())
        self._terrain_data = dict(catalog.terrain_data)
        self._fill_combos()
        self._show_state()

    def state(self) -> ToyBattleSetup:
        return self._state

    def set_state(self, state: ToyBattleSetup) -> None:
        self._state = state
        self._show_state()

    @staticmethod
    def load(db: Any, squad_id: int) -> tuple[SquadRecord, ToyBattleSetup]:
        setup, record = setup_data.load_setup(db, squad_id)
        return record, setup

    @staticmethod
    def to_data(state: ToyBattleSetup) -> tuple[dict[str, Any], dict[str, Any]]:
        return state.to_data(), {}

    @staticmethod
    def blank() -> tuple[dict[str, Any], dict[str, Any]]:
        return ToyBattleSetup().to_data(), {}

    def violation_messages(self) -> list[str]:
        return []

    def _show_state(self) -> None:
        st = self._state
        for combo, value in (
            (self.terrain, st.terrain),
            (self.colour, st.colour),
            (self.opponent, st.opponent),
        ):
            combo.blockSignals(True)
            i = combo.findData(value)
            if i < 0 and combo is self.terrain and value != RANDOM_TERRAIN:
                combo.addItem(self.tr("{key} (not in the catalog)").format(key=value), value)
                i = combo.count() - 1
            combo.setCurrentIndex(max(i, 0))
            combo.blockSignals(False)
        self.beginner.blockSignals(True)
        self.beginner.setChecked(st.beginner)
        self.beginner.blockSignals(False)
        data = self._terrain_data.get(st.terrain)
        self.preview.set_terrain(data)
        if data:
            nodes = [n for n in data.get("nodes", []) if isinstance(n, dict)]
            bases = sum(1 for n in nodes if n.get("kind") == "base")
            special = sum(1 for n in nodes if n.get("special"))
            regions = data.get("regions", [])
            medals = sum(int(r.get("medals", 0)) for r in regions if isinstance(r, dict))
            text = self.tr(
                "{bases} bases ({special} special), {regions} regions holding {medals} medals; "
                "{target} medals win."
            ).format(
                bases=bases,
                special=special,
                regions=len(regions),
                medals=medals,
                target=data.get("medals_to_win", "?"),
            )
            if st.beginner and special:
                text += " " + self.tr("With the beginner option the special bases do nothing.")
            self.details.setText(text)
        else:
            self.details.setText(self.tr("Each game draws one of the terrains at random."))

    def _edited(self, text: str) -> None:
        after = ToyBattleSetup(
            terrain=self.terrain.currentData() or RANDOM_TERRAIN,
            colour=self.colour.currentData() or "blue",
            opponent=self.opponent.currentData() or "normal",
            beginner=self.beginner.isChecked(),
        )
        if after != self._state:
            self.edit_requested.emit(text, self._state, after)
