"""The set-up dialog of a Battle Helix battle: two helixes (saved or built here), pieces, terrain mode,
opponent, the seed, and every rules option."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.games.helix import helix as hx
from desktop.games.helix.engine import OPTION_CHOICES, Rules
from desktop.ui.games.helix.texts import level_name, option_title, option_value

SEED_MAX = 2_147_483_647
OPPONENTS = ("person", "easy", "normal", "hard")


def new_seed() -> int:
    return random.SystemRandom().randrange(1, SEED_MAX)


class HelixPicker(QGroupBox):
    """One side: the player's name, a saved helix or one built here from six catalog glyphs."""

    def __init__(
        self,
        title: str,
        saved: Sequence[tuple[str, Sequence[hx.GlyphRef]]],
        glyphs: Sequence[hx.GlyphRef],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(title, parent)
        self.saved = list(saved)
        self.glyphs = [g for g in glyphs if not g.archived]
        layout = QGridLayout(self)
        self.name = QLineEdit()
        self.name.setMaxLength(40)
        layout.addWidget(QLabel(self.tr("Name")), 0, 0)
        layout.addWidget(self.name, 0, 1, 1, 2)
        self.source = QComboBox()
        for name, _slots in self.saved:
            self.source.addItem(name)
        self.source.addItem(self.tr("Built here"))
        layout.addWidget(QLabel(self.tr("Helix")), 1, 0)
        layout.addWidget(self.source, 1, 1, 1, 2)
        self.slots: list[QComboBox] = []
        for i in range(hx.HELIX_SIZE):
            combo = QComboBox()
            for g in self.glyphs:
                label = f"{g.name} ({g.black.number}/{g.white.number})" + (" ★" if g.gold else "")
                combo.addItem(label, g.key)
            combo.setAccessibleName(self.tr("Glyph %1").replace("%1", str(i + 1)))
            combo.currentIndexChanged.connect(self._edited)
            layout.addWidget(combo, 2 + i // 2, 1 + i % 2)
            self.slots.append(combo)
        layout.addWidget(QLabel(self.tr("Glyphs")), 2, 0)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020;")
        layout.addWidget(self.problem, 5, 0, 1, 3)
        self._loading = False
        self.source.currentIndexChanged.connect(self._source_changed)
        self._source_changed(self.source.currentIndex())

    def _source_changed(self, index: int) -> None:
        if 0 <= index < len(self.saved):
            self._loading = True
            for combo, g in zip(self.slots, self.saved[index][1], strict=False):
                i = combo.findData(g.key)
                if i < 0:  # an archived glyph of a saved helix: offer it here too
                    combo.addItem(g.name, g.key)
                    self.glyphs.append(g)
                    i = combo.count() - 1
                combo.setCurrentIndex(i)
            self._loading = False
        self._check()

    def _edited(self) -> None:
        if self._loading:
            return
        self.source.blockSignals(True)
        self.source.setCurrentIndex(self.source.count() - 1)
        self.source.blockSignals(False)
        self._check()

    def helix(self) -> hx.Helix:
        by_key = {g.key: g for g in self.glyphs}
        slots = [by_key.get(c.currentData()) for c in self.slots]
        name = self.source.currentText() if self.source.currentIndex() < len(self.saved) else ""
        return hx.Helix.of(slots, name)

    def problems(self) -> list[str]:
        h = self.helix()
        out = []
        if h.empty_slots():
            out.append(self.tr("Every slot needs a glyph."))
        if h.gold_count > hx.MAX_GOLD:
            out.append(self.tr("At most 3 gold glyphs; this helix has %1.").replace("%1", str(h.gold_count)))
        return out

    def _check(self) -> None:
        self.problem.setText(" ".join(self.problems()))


class SetupDialog(QDialog):
    """Returns :meth:`setup` (the board's set-up dict) when accepted."""

    def __init__(
        self,
        saved: Sequence[tuple[str, Sequence[hx.GlyphRef]]],
        glyphs: Sequence[hx.GlyphRef],
        has_terrains: bool,
        previous: dict[str, Any] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New Battle Helix battle"))
        previous = previous or {}
        outer = QVBoxLayout(self)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        body = QWidget()
        layout = QVBoxLayout(body)
        scroll.setWidget(body)
        outer.addWidget(scroll, 1)
        sides = QHBoxLayout()
        self.pickers = [
            HelixPicker(self.tr("Player A"), saved, glyphs),
            HelixPicker(self.tr("Player B"), saved, glyphs),
        ]
        names = previous.get("names") or [self.tr("Player A"), self.tr("Player B")]
        for i, p in enumerate(self.pickers):
            p.name.setText(names[i])
            sides.addWidget(p)
        if len(saved) > 1:
            self.pickers[1].source.setCurrentIndex(1)
        layout.addLayout(sides)

        form = QFormLayout()
        self.pieces = QSpinBox()
        self.pieces.setRange(1, 200)
        self.pieces.setValue(int(previous.get("pieces", 25)))
        form.addRow(self.tr("Pieces of each figure"), self.pieces)
        self.terrain = QCheckBox(self.tr("Play on the battle terrains"))
        self.terrain.setChecked(bool(previous.get("terrain_mode", False)) and has_terrains)
        self.terrain.setEnabled(has_terrains)
        if not has_terrains:
            self.terrain.setToolTip(self.tr("The catalog has no valid Battle Helix terrain."))
        form.addRow(self.tr("Terrain mode"), self.terrain)
        self.opponent = QComboBox()
        for level in OPPONENTS:
            self.opponent.addItem(level_name(level), level)
        self.opponent.setCurrentIndex(max(0, self.opponent.findData(previous.get("opponent", "hard"))))
        form.addRow(self.tr("Player B is"), self.opponent)
        seed_row = QHBoxLayout()
        self.seed = QSpinBox()
        self.seed.setRange(0, SEED_MAX)
        self.seed.setValue(new_seed())
        reseed = QPushButton(self.tr("New seed"))
        reseed.clicked.connect(lambda: self.seed.setValue(new_seed()))
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(reseed)
        form.addRow(self.tr("Seed"), seed_row)
        layout.addLayout(form)

        rules_box = QGroupBox(self.tr("Rules options"))
        rules_form = QFormLayout(rules_box)
        current = Rules.from_dict(previous.get("rules"))
        self.options: dict[str, QComboBox] = {}
        for name, values in OPTION_CHOICES.items():
            combo = QComboBox()
            for v in values:
                combo.addItem(
                    option_value(name, v) + (self.tr(" (default)") if v == getattr(Rules(), name) else ""), v
                )
            combo.setCurrentIndex(values.index(getattr(current, name)))
            rules_form.addRow(option_title(name), combo)
            self.options[name] = combo
        self.round_limit = QSpinBox()
        self.round_limit.setRange(0, 100000)
        self.round_limit.setSpecialValueText(self.tr("never"))
        self.round_limit.setSuffix(self.tr(" rounds"))
        self.round_limit.setValue(current.round_limit)
        rules_form.addRow(option_title("round_limit"), self.round_limit)
        layout.addWidget(rules_box)

        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020;")
        self.error.setWordWrap(True)
        outer.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start the battle"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self.resize(860, 640)

    def rules(self) -> Rules:
        values: dict[str, Any] = {n: c.currentData() for n, c in self.options.items()}
        values["round_limit"] = self.round_limit.value()
        return Rules.from_dict(values)

    def setup(self) -> dict[str, Any]:
        helixes = [p.helix() for p in self.pickers]
        return {
            "names": [p.name.text().strip() or p.title() for p in self.pickers],
            "helixes": [[g.to_dict() for g in h.glyphs] for h in helixes],
            "helix_names": [h.name for h in helixes],
            "pieces": self.pieces.value(),
            "terrain_mode": self.terrain.isChecked(),
            "rules": self.rules().to_dict(),
            "seed": self.seed.value(),
            "opponent": self.opponent.currentData(),
        }

    def _accept(self) -> None:
        problems = []
        for p in self.pickers:
            for text in p.problems():
                problems.append(f"{p.title()}: {text}")
        if problems:
            self.error.setText("\n".join(problems))
            return
        self.accept()
