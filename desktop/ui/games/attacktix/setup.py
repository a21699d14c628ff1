"""The set-up dialog of an Attacktix game: level, point limit, two squads, opponent, arena, first player,
rules options (steady hand, turn limit)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.games.attacktix import engine as E
from desktop.games.attacktix.players import DEFAULT_SQUADS

OPPONENTS = ("person", "easy", "normal", "hard")
SEED_MAX = 2_147_483_647


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
    """(id, name, summary, legal) of the saved Attacktix squads."""
    if db is None:
        return []
    try:
        from desktop.services import squads as svc

        return [(s.id, s.name, s.summary, s.legal) for s in svc.list_squads(db, game="attacktix")]
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
    """A new Attacktix game: everything the board's ``start(setup)`` needs."""

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
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.level = QComboBox()
        for key, text in (
            ("master", self.tr("Master Battle (powers and effects)")),
            ("equal", self.tr("Equal Points")),
            ("quick", self.tr("Quick Battle (any 3 figures)")),
        ):
            self.level.addItem(text, key)
        form.addRow(self.tr("Level"), self.level)
        self.limit = QComboBox()
        for n in (100, 200, 500):
            self.limit.addItem(self.tr("%1 points").replace("%1", str(n)), n)
        form.addRow(self.tr("Point limit"), self.limit)
        self.names: list[QLineEdit] = []
        self.squads: list[QComboBox] = []
        for side, label in ((0, self.tr("Player A (blue)")), (1, self.tr("Player B (red)"))):
            box = QGroupBox(label)
            bl = QFormLayout(box)
            name = QLineEdit(self.tr("Blue") if side == 0 else self.tr("Red"))
            name.setMaxLength(40)
            bl.addRow(self.tr("Name"), name)
            combo = QComboBox()
            combo.addItem(self.tr("Picked on the spot"), None)
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
        self.opponent = QComboBox()
        for key, text in (
            ("hard", self.tr("Computer, hard")),
            ("normal", self.tr("Computer, normal")),
            ("easy", self.tr("Computer, easy")),
            ("person", self.tr("Another person (hot-seat)")),
        ):
            self.opponent.addItem(text, key)
        form.addRow(self.tr("Player B is"), self.opponent)
        self.arena = QDoubleSpinBox()
        self.arena.setRange(12.0, 120.0)
        self.arena.setDecimals(1)
        self.arena.setSuffix(self.tr(" tix"))
        self.arena.setValue(36.0)
        self.arena.setToolTip(
            self.tr("36 × 36 tix is the rulebook's table; 30 × 30 the Star Wars tournament one")
        )
        form.addRow(self.tr("Arena size"), self.arena)
        self.first = QComboBox()
        for key, text in (
            ("coin", self.tr("Coin flip")),
            ("a", self.tr("Player A")),
            ("b", self.tr("Player B")),
        ):
            self.first.addItem(text, key)
        form.addRow(self.tr("First player"), self.first)
        self.steady = QSpinBox()
        self.steady.setRange(0, 100)
        self.steady.setValue(E.Options().steady_hand)
        self.steady.setToolTip(
            self.tr("100 = every shot goes exactly where it is aimed; lower = more deviation")
        )
        form.addRow(self.tr("Steady hand"), self.steady)
        self.turns = QSpinBox()
        self.turns.setRange(0, 999)
        self.turns.setSpecialValueText(self.tr("No limit"))
        form.addRow(self.tr("Turn limit"), self.turns)
        self.seed = QSpinBox()
        self.seed.setRange(0, SEED_MAX)
        self.seed.setValue(random.randrange(1, 100000))
        form.addRow(self.tr("Seed"), self.seed)
        lay.insertLayout(0, form)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020")
        lay.addWidget(self.problem)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self._restore(prev)

    def _restore(self, prev: Mapping[str, Any]) -> None:
        opts = prev.get("options") or {}
        for combo, value in (
            (self.level, opts.get("level")),
            (self.first, opts.get("first_player")),
            (self.limit, prev.get("point_limit")),
        ):
            i = combo.findData(value)
            if i >= 0:
                combo.setCurrentIndex(i)
        seats = prev.get("seats") or []
        if len(seats) == 2:
            i = self.opponent.findData(seats[1])
            if i >= 0:
                self.opponent.setCurrentIndex(i)
        if "arena_size" in opts:
            self.arena.setValue(float(opts["arena_size"]))
        if "steady_hand" in opts:
            self.steady.setValue(int(opts["steady_hand"]))
        if "turn_limit" in opts:
            self.turns.setValue(int(opts["turn_limit"]))
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
            self.squads[side].setCurrentIndex(0)

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
            "options": {
                "level": level,
                "arena_size": float(self.arena.value()),
                "first_player": str(self.first.currentData()),
                "steady_hand": int(self.steady.value()),
                "turn_limit": int(self.turns.value()),
            },
        }

    def _accept(self) -> None:
        try:
            self.setup()
        except ValueError as exc:
            self.problem.setText(str(exc))
            return
        self.accept()
