"""The set-up dialog of a Battle Helix battle: two helixes (saved, the shipped samples, or built here), the
players' names, the opponent (the computer on Normal by default), and the game's settings from its one
schema (``desktop/games/helix/game.py``: pieces, terrain mode, round limit; the rules options and the seed
under "Advanced", closed). The exact odds of the chosen helixes are solved off the UI thread: when a battle
between them can go on for ever the dialog says so and keeps the round limit finite."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import (
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
from desktop.games.helix.engine import Rules, as_helix
from desktop.games.helix.game import SETTINGS
from desktop.games.helix.players import sample_helixes
from desktop.ui import hints
from desktop.ui.catalog.values import shown_name
from desktop.ui.games.helix.texts import level_name
from desktop.ui.games.settings_form import SettingsForm, fit_title
from desktop.ui.play.worker import Background

SEED_MAX = 2_147_483_647
OPPONENTS = ("person", "easy", "normal", "hard")
DEFAULT_OPPONENT = "normal"
RULE_KEYS = tuple(k for k in Rules.__dataclass_fields__)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (lupdate's marker)
    return text


# the names of the shipped sample helixes (desktop.games.helix.players.SAMPLE_HELIXES), for lupdate
SAMPLE_NAMES = (QT_TRANSLATE_NOOP("HelixSamples", "Tidal Storm"), QT_TRANSLATE_NOOP("HelixSamples", "Wildfire"))


def sample_name(name: str) -> str:
    """The shown name of a shipped sample helix."""
    return QCoreApplication.translate("HelixSamples", "Sample: %1").replace(
        "%1", QCoreApplication.translate("HelixSamples", name)
    )


def default_names(opponent: str) -> tuple[str, str]:
    """The players' names a new battle starts with: the person at the desk, and the computer (with its level)
    or the second person. Names stand in third-person sentences ("%1 attacks"), so not "You"."""
    if opponent == "person":
        return (
            QCoreApplication.translate("HelixSetup", "Player 1"),
            QCoreApplication.translate("HelixSetup", "Player 2"),
        )
    you = QCoreApplication.translate("HelixSetup", "Player")
    computer = {
        "easy": QCoreApplication.translate("HelixSetup", "Computer (Easy)"),
        "normal": QCoreApplication.translate("HelixSetup", "Computer (Normal)"),
        "hard": QCoreApplication.translate("HelixSetup", "Computer (Hard)"),
    }[opponent]
    return you, computer


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
                label = f"{shown_name(g.name)} ({g.black.number}/{g.white.number})" + (" ★" if g.gold else "")
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
                    combo.addItem(shown_name(g.name), g.key)
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

    FOREVER_DELAY_MS = 250  # the odds are asked for again this long after the last change

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
        # the saved helixes, then the shipped samples whose glyphs the catalog has: A takes the first,
        # B the second (two different helixes; six copies of one glyph against itself never ends)
        sources = [(name, list(slots)) for name, slots in saved]
        sources += [(sample_name(name), list(slots)) for name, slots in sample_helixes(glyphs)]
        outer = QVBoxLayout(self)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        body = QWidget()
        layout = QVBoxLayout(body)
        scroll.setWidget(body)
        outer.addWidget(scroll, 1)

        top = QFormLayout()
        self.opponent = QComboBox()
        for level in OPPONENTS:
            self.opponent.addItem(level_name(level), level)
        self.opponent.setCurrentIndex(
            max(0, self.opponent.findData(previous.get("opponent", DEFAULT_OPPONENT)))
        )
        top.addRow(self.tr("Your opponent"), self.opponent)
        layout.addLayout(top)

        sides = QHBoxLayout()
        self.pickers = [
            HelixPicker(self.tr("You (first player)"), sources, glyphs),
            HelixPicker(self.tr("Your opponent"), sources, glyphs),
        ]
        names = list(previous.get("names") or default_names(self.opponent.currentData()))
        for i, p in enumerate(self.pickers):
            p.name.setText(str(names[i]))
            sides.addWidget(p)
        if len(sources) > 1:
            self.pickers[1].source.setCurrentIndex(1)
        layout.addLayout(sides)
        self.opponent.currentIndexChanged.connect(self._opponent_changed)

        self.form = SettingsForm(SETTINGS, "setup")
        self.pieces = self.form.editors["pieces"]
        self.terrain = self.form.editors["terrain_mode"]
        self.round_limit = self.form.editors["round_limit"]
        self.options = {k: self.form.editors[k] for k in RULE_KEYS if k in self.form.editors and k != "round_limit"}
        values: dict[str, Any] = dict(previous.get("rules") or {})
        for key in ("pieces", "terrain_mode"):
            if key in previous:
                values[key] = previous[key]
        self.form.set_values(values)
        self.terrain.setEnabled(has_terrains)
        if not has_terrains:
            self.terrain.setChecked(False)
            self.terrain.setToolTip(self.tr("The catalog has no valid Battle Helix terrain."))
        seed_row = QHBoxLayout()
        self.seed = QSpinBox()
        self.seed.setRange(0, SEED_MAX)
        self.seed.setValue(new_seed())
        self.seed.setToolTip(self.tr("The same seed, helixes and calls replay the same battle"))
        reseed = QPushButton(self.tr("New seed"))
        reseed.clicked.connect(lambda: self.seed.setValue(new_seed()))
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(reseed)
        seed_box = QWidget()
        seed_col = QVBoxLayout(seed_box)
        seed_col.setContentsMargins(0, 0, 0, 0)
        seed_col.setSpacing(1)
        seed_col.addLayout(seed_row)
        seed_help = QLabel(self.tr("The same seed, helixes and calls replay the same battle"))
        seed_help.setWordWrap(True)
        hints.as_hint(seed_help)
        seed_col.addWidget(seed_help)
        self.form.advanced.addRow(self.tr("Seed:"), seed_box)
        self.form.advanced.labelForField(seed_box).setToolTip(self.seed.toolTip())  # what the number does
        layout.addWidget(self.form)
        # what the exact odds say about these helixes: a battle that can go on for ever
        self.forever = QLabel()
        self.forever.setWordWrap(True)
        self.forever.setVisible(False)
        layout.addWidget(self.forever)
        layout.addStretch(1)

        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020;")
        self.error.setWordWrap(True)
        outer.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.start_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("Start"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)

        self.can_go_on_for_ever: bool | None = None  # None: not known yet
        self.background = Background(self)
        self.background.done.connect(self._odds_done)
        self._odds_timer = QTimer(self)
        self._odds_timer.setSingleShot(True)
        self._odds_timer.timeout.connect(self._ask_odds)
        for p in self.pickers:
            for combo in p.slots:
                combo.currentIndexChanged.connect(self._helixes_changed)
        self.form.changed.connect(self._helixes_changed)
        self._ask_odds()
        self.resize(900, 640)
        fit_title(self)

    def _opponent_changed(self) -> None:
        """A name nobody typed follows the opponent ("Computer (Normal)", "Second player")."""
        every_default = {n for level in OPPONENTS for n in default_names(level)}
        you, other = default_names(self.opponent.currentData())
        if self.pickers[1].name.text() in every_default:
            self.pickers[1].name.setText(other)
        if self.pickers[0].name.text() in every_default:
            self.pickers[0].name.setText(you)

    # --- the exact odds: can a battle of these helixes go on for ever? -------------------------------
    def _helixes_changed(self) -> None:
        self._odds_timer.start(self.FOREVER_DELAY_MS)

    def _ask_odds(self) -> None:
        from desktop.games.helix import odds

        helixes = [p.helix() for p in self.pickers]
        if any(h.empty_slots() for h in helixes):
            return
        args = (
            as_helix([g.to_dict() for g in helixes[0].glyphs]),
            as_helix([g.to_dict() for g in helixes[1].glyphs]),
            int(self.pieces.value()),
            self.rules(),
        )
        self.background.cancel()
        self.background.run("forever", lambda: (args, not odds.solve(*args).exact))

    def _odds_done(self, key: str, value: object) -> None:
        if key != "forever":
            return
        _args, forever = value  # type: ignore[misc]
        self.can_go_on_for_ever = bool(forever)
        self.forever.setVisible(self.can_go_on_for_ever)
        if not self.can_go_on_for_ever:
            return
        default_limit = next(s.default for s in SETTINGS if s.key == "round_limit")
        if self.round_limit.value() == 0:
            self.round_limit.setValue(int(default_limit))
        self.forever.setText(
            self.tr(
                "With these helixes a battle can go on for ever (the exact odds never reach 100 %). "
                "Time is called after %1 rounds; the player with more pieces wins."
            ).replace("%1", str(self.round_limit.value() or default_limit))
        )

    def rules(self) -> Rules:
        values = self.form.values()
        return Rules.from_dict({k: v for k, v in values.items() if k in RULE_KEYS})

    def setup(self) -> dict[str, Any]:
        helixes = [p.helix() for p in self.pickers]
        values = self.form.values()
        return {
            "names": [p.name.text().strip() or p.title() for p in self.pickers],
            "helixes": [[g.to_dict() for g in h.glyphs] for h in helixes],
            "helix_names": [h.name for h in helixes],
            "pieces": int(values["pieces"]),
            "terrain_mode": bool(values["terrain_mode"]),
            "rules": self.rules().to_dict(),
            "seed": self.seed.value(),
            "opponent": self.opponent.currentData(),
        }

    def _accept(self) -> None:
        problems = []
        for p in self.pickers:
            for text in p.problems():
                problems.append(f"{p.name.text().strip() or p.title()}: {text}")
        if self.rules().round_limit == 0 and self.can_go_on_for_ever:
            problems.append(self.tr("A battle of these helixes can go on for ever: set a round limit."))
        if problems:
            self.error.setText("\n".join(problems))
            return
        self.background.cancel()
        self.accept()

    def done(self, result: int) -> None:  # noqa: D102 - no answer arrives after the dialog closed
        self._odds_timer.stop()
        self.background.cancel()
        super().done(result)
