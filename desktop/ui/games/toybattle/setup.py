"""The set-up dialog of a Toy Battle game: terrain (with preview), colours, opponent (the computer on Normal
by default), who starts; the rules option from the game's settings schema (beginner) and, under "Advanced"
(closed), the seed."""

from __future__ import annotations

import random
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.games.toybattle.game import SETTINGS
from desktop.games.toybattle.terrain import Terrain, load_builtin_terrains
from desktop.ui import hints
from desktop.ui.catalog.values import shown_name
from desktop.ui.games.settings_form import SettingsForm, fit_title
from desktop.ui.games.toybattle.scene import BoardScene, BoardView
from desktop.ui.games.toybattle.texts import special_text

OPPONENTS = ("person", "easy", "normal", "hard", "watch")
SEED_MAX = 2_147_483_647


@dataclass(frozen=True)
class GameSettings:
    terrain: str = "random"  # a terrain key or "random" (chosen from the seed)
    colour: str = "blue"  # the person's colour vs the computer: blue, red or random
    opponent: str = "normal"  # person (hot-seat), easy, normal, hard, or watch (computer vs computer)
    first: str = "random"  # random, blue or red
    beginner: bool = False
    seed: int = 1

    def resolved_terrain(self, keys: list[str]) -> str:
        if self.terrain != "random":
            return self.terrain
        return random.Random(self.seed).choice(keys)

    def resolved_colour(self) -> str:
        if self.colour != "random":
            return self.colour
        return random.Random(self.seed * 7 + 3).choice(["blue", "red"])

    def seats(self) -> dict[str, str]:
        """colour -> "person" or a computer level."""
        if self.opponent == "person":
            return {"blue": "person", "red": "person"}
        if self.opponent == "watch":
            return {"blue": "normal", "red": "hard"}
        me = self.resolved_colour()
        other = "red" if me == "blue" else "blue"
        return {me: "person", other: self.opponent}


def saved_setups(db: object) -> list[tuple[int, str, object]]:
    """(id, name, ToyBattleSetup) of the set-ups saved on the Squads page; none without a database."""
    if db is None:
        return []
    try:
        from desktop.ui.games.toybattle.data import list_setups

        return list_setups(db)  # type: ignore[arg-type]
    except Exception:  # noqa: BLE001 - the dialog still works without them
        return []


def new_seed() -> int:
    return random.SystemRandom().randrange(1, SEED_MAX)


class SetupDialog(QDialog):
    def __init__(
        self,
        settings: GameSettings | None = None,
        parent: QWidget | None = None,
        terrains: dict[str, Terrain] | None = None,
        db: object = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New Toy Battle game"))
        self.terrains = terrains or load_builtin_terrains()
        settings = settings or GameSettings(seed=new_seed())
        layout = QHBoxLayout(self)
        form_box = QVBoxLayout()
        form = QFormLayout()
        # the practice set-ups saved on the Squads page
        self.saved = QComboBox()
        self.saved.addItem(self.tr("None: choose below"), None)
        for squad_id, name, setup in saved_setups(db):
            self.saved.addItem(name, (squad_id, setup))
        self.saved.setToolTip(self.tr("The Toy Battle set-ups saved on the Squads page"))
        self.saved.setEnabled(self.saved.count() > 1)
        self.terrain = QComboBox()
        self.terrain.addItem(self.tr("Random terrain"), "random")
        for key, t in self.terrains.items():
            self.terrain.addItem(shown_name(t.name), key)
        self.colour = QComboBox()
        self.colour.addItem(self.tr("Blue"), "blue")
        self.colour.addItem(self.tr("Red"), "red")
        self.colour.addItem(self.tr("Random"), "random")
        self.opponent = QComboBox()
        self.opponent.addItem(self.tr("Person at this desk (hot-seat)"), "person")
        self.opponent.addItem(self.tr("Computer — Easy"), "easy")
        self.opponent.addItem(self.tr("Computer — Normal"), "normal")
        self.opponent.addItem(self.tr("Computer — Hard"), "hard")
        self.opponent.addItem(self.tr("Watch: computer against computer"), "watch")
        self.first = QComboBox()
        self.first.addItem(self.tr("Random"), "random")
        self.first.addItem(self.tr("Blue"), "blue")
        self.first.addItem(self.tr("Red"), "red")
        self.form = SettingsForm(SETTINGS, "setup")
        self.beginner = self.form.editors["beginner"]
        seed_row = QHBoxLayout()
        self.seed = QSpinBox()
        self.seed.setRange(0, SEED_MAX)
        seed_help = self.tr("The same seed, terrain and moves replay the same game.")
        self.seed.setToolTip(seed_help)
        self.reseed = QPushButton(self.tr("New seed"))
        self.reseed.clicked.connect(lambda: self.seed.setValue(new_seed()))
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(self.reseed)
        seed_box = QWidget()
        seed_col = QVBoxLayout(seed_box)
        seed_col.setContentsMargins(0, 0, 0, 0)
        seed_col.setSpacing(1)
        seed_col.addLayout(seed_row)
        seed_note = QLabel(seed_help)
        seed_note.setWordWrap(True)
        hints.as_hint(seed_note)
        seed_col.addWidget(seed_note)
        seed_label = QLabel(self.tr("&Seed:"))
        seed_label.setBuddy(self.seed)
        seed_label.setToolTip(seed_help)  # what the number does
        self.form.advanced.addRow(seed_label, seed_box)
        self.form.advanced_button.setVisible(True)
        form.addRow(self.tr("Saved set-&up:"), self.saved)
        form.addRow(self.tr("&Terrain:"), self.terrain)
        form.addRow(self.tr("&Your colour:"), self.colour)
        form.addRow(self.tr("&Opponent:"), self.opponent)
        form.addRow(self.tr("&Who starts:"), self.first)
        form_box.addLayout(form)
        form_box.addWidget(self.form)
        form_box.addStretch(1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        form_box.addWidget(self.buttons)
        layout.addLayout(form_box, 1)

        preview_box = QVBoxLayout()
        self.scene = BoardScene(self)
        self.preview = BoardView(self.scene)
        self.preview.setFixedSize(300, 300)
        self.preview.setInteractive(False)
        self.preview_label = QLabel()
        self.preview_label.setWordWrap(True)
        self.preview_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.preview_label.setFixedWidth(300)
        preview_box.addWidget(self.preview)
        preview_box.addWidget(self.preview_label)
        preview_box.addStretch(1)
        layout.addLayout(preview_box)

        self._select(self.terrain, settings.terrain)
        self._select(self.colour, settings.colour)
        self._select(self.opponent, settings.opponent)
        self._select(self.first, settings.first)
        self.beginner.setChecked(settings.beginner)
        self.seed.setValue(settings.seed)
        self.terrain.currentIndexChanged.connect(self._update_preview)
        self.seed.valueChanged.connect(self._update_preview)
        self.opponent.currentIndexChanged.connect(self._update_enabled)
        self.saved.currentIndexChanged.connect(self._apply_saved)
        self._update_preview()
        self._update_enabled()
        fit_title(self)

    def _apply_saved(self) -> None:
        """Fill the form from the chosen saved set-up (every field stays editable)."""
        data = self.saved.currentData()
        if not data:
            return
        setup = data[1]
        self._select(self.terrain, setup.terrain if self.terrain.findData(setup.terrain) >= 0 else "random")
        self._select(self.colour, setup.colour)
        self._select(self.opponent, setup.opponent)
        self.beginner.setChecked(bool(setup.beginner))

    def select_saved(self, name: str) -> bool:
        i = self.saved.findText(name)
        if i > 0:
            self.saved.setCurrentIndex(i)
        return i > 0

    @staticmethod
    def _select(combo: QComboBox, value: str) -> None:
        i = combo.findData(value)
        if i >= 0:
            combo.setCurrentIndex(i)

    def settings(self) -> GameSettings:
        return GameSettings(
            terrain=self.terrain.currentData(),
            colour=self.colour.currentData(),
            opponent=self.opponent.currentData(),
            first=self.first.currentData(),
            beginner=self.beginner.isChecked(),
            seed=self.seed.value(),
        )

    def _update_enabled(self) -> None:
        self.colour.setEnabled(self.opponent.currentData() not in ("person", "watch"))

    def _update_preview(self) -> None:
        key = self.settings().resolved_terrain(list(self.terrains))
        terrain = self.terrains[key]
        self.scene.set_terrain(terrain)
        self.preview.fit()
        specials = sorted({n.special for n in terrain.nodes if n.special})
        lines = []
        if self.terrain.currentData() == "random":
            lines.append(self.tr("Chosen at random: %1").replace("%1", shown_name(terrain.name)))
        lines.append(
            self.tr("%1 medals to win, %2 in all.")
            .replace("%1", str(terrain.medals_to_win))
            .replace("%2", str(terrain.total_medals))
        )
        blue_hqs = len(terrain.hq_ids("blue"))
        red_hqs = len(terrain.hq_ids("red"))
        if blue_hqs != red_hqs:
            lines.append(
                self.tr("Blue has %1 HQs, Red %2.").replace("%1", str(blue_hqs)).replace("%2", str(red_hqs))
            )
        seen = set()
        for s in specials:
            text = special_text(s)
            head = text.split(":")[0]
            if s.startswith("values"):
                if head in seen:
                    continue
                text = self.tr(
                    "Tropical Pool: marked bases and HQs accept only the strengths shown (or Kwak)."
                )
            seen.add(head)
            lines.append(text)
        if not specials:
            lines.append(self.tr("No special bases."))
        self.preview_label.setText("\n".join(lines))
