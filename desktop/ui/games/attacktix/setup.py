"""The set-up dialog of an Attacktix game: opponent, point limit, two squads, the level, and under
"Advanced" the rules options from the game's settings schema (arena, steady hand, turn limit, ...) and the
seed."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.games.attacktix import engine as E
from desktop.games.attacktix.game import SETTINGS
from desktop.games.attacktix.players import DEFAULT_SQUADS
from desktop.ui import hints
from desktop.ui.games.settings_form import SettingsForm, fit_title

OPPONENTS = ("person", "easy", "normal", "hard")
DEFAULT_OPPONENT = "normal"
SEED_MAX = 2_147_483_647


def _with_help(editor: QWidget, text: str) -> QWidget:
    """An editor with its one-line explanation below, as the schema's rows have it."""
    holder = QWidget()
    col = QVBoxLayout(holder)
    col.setContentsMargins(0, 0, 0, 0)
    col.setSpacing(1)
    col.addWidget(editor)
    note = QLabel(text)
    note.setWordWrap(True)
    hints.as_hint(note)
    col.addWidget(note)
    editor.setToolTip(text)
    return holder


def catalog_for(db: Any) -> dict[str, dict[str, dict[str, Any]]]:
    """Figures, powers and effects by key: the app's catalog (with the owner's corrections), else the shipped one."""
    out = E.shipped_catalog()
    if db is None:
        return out
    try:
        from desktop.services import catalog as cat

        for kind, name in (
            ("attacktix.figure", "figures"),
            ("attacktix.power", "powers"),
            ("attacktix.effect", "effects"),
        ):
            items = cat.list_items(db, kind)
            if items:
                out[name] = {i.key: dict(i.data) for i in items}
    except Exception:  # noqa: BLE001 - a catalog that cannot be read: play with the shipped one
        return E.shipped_catalog()
    return out


def saved_squads(db: Any) -> list[tuple[int, str, str, bool]]:
    """(id, name, summary in the interface language, legal) of the saved Attacktix squads."""
    if db is None:
        return []
    try:
        from desktop.services import squads as svc
        from desktop.ui.games.attacktix.squad_texts import summary

        return [(s.id, s.name, summary(s.summary), s.legal) for s in svc.list_squads(db, game="attacktix")]
    except Exception:  # noqa: BLE001
        return []


def squad_codes(db: Any, squad_id: int) -> tuple[list[str], list[str]]:
    """The figure codes of a saved squad (repeated by count) and of its backups."""
    from desktop.ui.games.attacktix.data import load_squad_and_rules

    squad, _rules, _rec = load_squad_and_rules(db, squad_id)
    main = [e.figure.key for e in squad.entries for _ in range(e.count)]
    backups = [e.figure.key for e in squad.backups for _ in range(e.count)]
    return main, backups


class AttacktixFigurePicker(QDialog):
    """Pick a squad on the spot: figures with their points, the total against the limit."""

    def __init__(
        self,
        figures: Mapping[str, Mapping[str, Any]],
        limit: int,
        chosen: Sequence[str] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Pick a squad"))
        self.figures = figures
        self.limit = limit
        lay = QVBoxLayout(self)
        lay.addWidget(
            QLabel(self.tr("Add figures with a double click; remove them from the squad the same way."))
        )
        row = QHBoxLayout()
        self.all = QListWidget()
        self.mine = QListWidget()
        for code, d in sorted(figures.items()):
            item = QListWidgetItem(
                self.tr("%1 %2 (%3 points)")
                .replace("%1", code)
                .replace("%2", str(d.get("name", "")))
                .replace("%3", str(d.get("points", 0)))
            )
            item.setData(Qt.ItemDataRole.UserRole, code)
            self.all.addItem(item)
        self.all.itemDoubleClicked.connect(lambda it: self._add(it.data(Qt.ItemDataRole.UserRole)))
        self.mine.itemDoubleClicked.connect(
            lambda it: self.mine.takeItem(self.mine.row(it)) and self._total()
        )
        row.addWidget(self.all)
        row.addWidget(self.mine)
        lay.addLayout(row)
        self.total = QLabel()
        lay.addWidget(self.total)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        lay.addWidget(buttons)
        for code in chosen:
            if code in figures:
                self._add(code)
        self._total()

    def _add(self, code: str) -> None:
        d = self.figures[code]
        item = QListWidgetItem(f"{code} {d.get('name', '')}")
        item.setData(Qt.ItemDataRole.UserRole, code)
        self.mine.addItem(item)
        self._total()

    def codes(self) -> list[str]:
        return [self.mine.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.mine.count())]

    def points(self) -> int:
        return sum(int(self.figures[c].get("points") or 0) for c in self.codes())

    def _total(self) -> None:
        pts = self.points()
        self.total.setText(
            self.tr("%1 figures, %2 of %3 points")
            .replace("%1", str(len(self.codes())))
            .replace("%2", str(pts))
            .replace("%3", str(self.limit))
        )
        self.ok.setEnabled(bool(self.codes()))


class AttacktixSetupDialog(QDialog):
    """A new Attacktix game: everything the board's ``start(setup)`` needs. The rules rows come from the
    game's settings schema (``desktop/games/attacktix/game.py``, scope "setup"): the level, and under
    "Advanced" (closed) the arena, the steady hand, the turn limit and every other rules option, with the
    seed; the opponent is the computer on Normal unless chosen otherwise."""

    def __init__(
        self, db: Any, parent: QWidget | None = None, previous: Mapping[str, Any] | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New Attacktix game"))
        self.db = db
        self.catalog = catalog_for(db)
        self.saved = saved_squads(db)
        self.picked: list[list[str]] = [list(DEFAULT_SQUADS[0]), list(DEFAULT_SQUADS[1])]
        prev = dict(previous or {})
        outer = QVBoxLayout(self)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget()
        lay = QVBoxLayout(body)
        lay.setContentsMargins(0, 0, 0, 0)
        scroll.setWidget(body)
        outer.addWidget(scroll, 1)
        form = QFormLayout()
        self.opponent = QComboBox()
        for key, text in (
            ("normal", self.tr("Computer, normal")),
            ("easy", self.tr("Computer, easy")),
            ("hard", self.tr("Computer, hard")),
            ("person", self.tr("Another person (hot-seat)")),
        ):
            self.opponent.addItem(text, key)
        self.opponent.setCurrentIndex(self.opponent.findData(DEFAULT_OPPONENT))
        form.addRow(self.tr("Player B is"), self.opponent)
        self.limit = QComboBox()
        for n in (100, 200, 500):
            self.limit.addItem(self.tr("%1 points").replace("%1", str(n)), n)
        form.addRow(self.tr("Point limit"), self.limit)
        lay.addLayout(form)
        self.form = SettingsForm(SETTINGS, "setup", skip=("point_limit", "limit_mode"))
        self.level = self.form.editors["level"]
        self.arena = self.form.editors["arena_size"]
        self.first = self.form.editors["first_player"]
        self.steady = self.form.editors["steady_hand"]
        self.turns = self.form.editors["turn_limit"]
        self.seed = QSpinBox()
        self.seed.setRange(0, SEED_MAX)
        self.seed.setValue(random.randrange(1, 100000))
        seed_help = self.tr("The same seed, squads and moves replay the same game")
        seed_box = _with_help(self.seed, seed_help)
        self.form.advanced.addRow(self.tr("Seed:"), seed_box)
        self.form.advanced.labelForField(seed_box).setToolTip(seed_help)  # the label says what the number does too
        self.names: list[QLineEdit] = []
        self.squads: list[QComboBox] = []
        for side, label in ((0, self.tr("Player A (blue)")), (1, self.tr("Player B (red)"))):
            box = QGroupBox(label)
            bl = QFormLayout(box)
            name = QLineEdit(self.tr("Blue") if side == 0 else self.tr("Red"))
            name.setMaxLength(40)
            bl.addRow(self.tr("Name"), name)
            combo = QComboBox()
            combo.addItem("", None)  # the figures chosen with "Pick figures…" (named: _show_picked)
            for sid, sname, summary, legal in self.saved:
                text = (
                    f"{sname} — {summary}"
                    if legal
                    else self.tr("%1 — not legal: %2").replace("%1", sname).replace("%2", summary)
                )
                combo.addItem(text, sid)
            pick = QPushButton(self.tr("Pick figures…"))
            pick.clicked.connect(lambda _=False, s=side: self._pick(s))
            row = QHBoxLayout()
            row.addWidget(combo, 1)
            row.addWidget(pick)
            bl.addRow(self.tr("Squad"), row)
            self.names.append(name)
            self.squads.append(combo)
            lay.addWidget(box)
        lay.addWidget(self.form)
        lay.addStretch(1)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        hints.coloured(self.problem, "#b00020")
        outer.addWidget(self.problem)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.start_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("Start"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self._restore(prev)
        for side in (0, 1):
            self._show_picked(side)
        self.resize(720, 600)
        fit_title(self)

    def _restore(self, prev: Mapping[str, Any]) -> None:
        opts = dict(prev.get("options") or {})
        self.form.set_values(opts)
        i = self.limit.findData(prev.get("point_limit"))
        if i >= 0:
            self.limit.setCurrentIndex(i)
        seats = prev.get("seats") or []
        if len(seats) == 2:
            i = self.opponent.findData(seats[1])
            if i >= 0:
                self.opponent.setCurrentIndex(i)
        squads = prev.get("squads") or []
        if len(squads) == 2:
            self.picked = [list(squads[0]), list(squads[1])]
        for i, n in enumerate(prev.get("names") or []):
            if i < 2:
                self.names[i].setText(str(n))

    def _pick(self, side: int) -> None:
        dlg = AttacktixFigurePicker(
            self.catalog["figures"], int(self.limit.currentData()), self.picked[side], self
        )
        if dlg.exec() == QDialog.DialogCode.Accepted:
            self.picked[side] = dlg.codes()
            self._show_picked(side)
            self.squads[side].setCurrentIndex(0)

    def _show_picked(self, side: int) -> None:
        """The first squad entry names the figures chosen with "Pick figures…" and their points."""
        figures = self.catalog["figures"]
        codes = [c for c in self.picked[side] if c in figures]
        names = ", ".join(str(figures[c].get("name") or c) for c in codes)
        pts = sum(int(figures[c].get("points") or 0) for c in codes)
        self.squads[side].setItemText(
            0, self.tr("Figures chosen here: %1 (%2 points)").replace("%1", names).replace("%2", str(pts))
        )
        self.squads[side].setItemData(0, names, Qt.ItemDataRole.ToolTipRole)

    def setup(self) -> dict[str, Any]:
        """The set-up chosen (raises ValueError with a translated message when it cannot be played)."""
        squads: list[list[str]] = []
        backups: list[list[str]] = []
        limit = int(self.limit.currentData())
        level = str(self.level.currentData())
        for side in (0, 1):
            sid = self.squads[side].currentData()
            if sid is None:
                main, back = list(self.picked[side]), []
            else:
                try:
                    main, back = squad_codes(self.db, int(sid))
                except Exception as exc:  # noqa: BLE001
                    raise ValueError(
                        self.tr("That squad cannot be loaded: %1").replace("%1", str(exc))
                    ) from None
            missing = [c for c in main + back if c not in self.catalog["figures"]]
            if missing:
                raise ValueError(self.tr("The catalog has no figure %1.").replace("%1", missing[0]))
            if not main:
                raise ValueError(self.tr("Each player needs at least one figure."))
            pts = sum(int(self.catalog["figures"][c].get("points") or 0) for c in main)
            if level == "quick" and len(main) != 3:
                raise ValueError(self.tr("A Quick Battle squad has exactly 3 figures."))
            if level != "quick" and pts != limit:
                raise ValueError(
                    self.tr("Squad %1 is worth %2 points, not %3.")
                    .replace("%1", "AB"[side])
                    .replace("%2", str(pts))
                    .replace("%3", str(limit))
                )
            squads.append(main)
            backups.append(back)
        names = [n.text().strip() or ("AB"[i]) for i, n in enumerate(self.names)]
        return {
            "squads": squads,
            "backups": backups,
            "names": names,
            "seats": ["person", str(self.opponent.currentData())],
            "point_limit": limit,
            "seed": int(self.seed.value()),
            "options": self.form.values(),
        }

    def _accept(self) -> None:
        try:
            self.setup()
        except ValueError as exc:
            self.problem.setText(str(exc))
            return
        self.accept()
