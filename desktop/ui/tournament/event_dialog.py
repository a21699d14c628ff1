"""The event wizard / settings: game and its settings, match format, round time, scoring, ordered
tiebreakers (drag to reorder, each with its definition), stages and cut.  Once round 1 is paired the
settings that are no longer safe to change are shown read-only with the reason."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QDate, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
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

from desktop.games.registry import GAMES
from desktop.services.tournament import STAGE_KINDS, EventDetail, EventSpec, StageSpec
from desktop.tournament import TIEBREAKS, Tiebreak, default_tiebreaks
from desktop.ui import hints
from desktop.ui.checks import CheckBox, CheckFrameDelegate
from desktop.ui.games.settings_form import SettingsForm
from desktop.ui.tournament import texts


class StageRowWidget(QWidget):
    def __init__(self, first: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.kind = QComboBox()
        for k in STAGE_KINDS:
            self.kind.addItem(texts.stage_kind(k), k)
        self.rounds = QSpinBox()
        self.rounds.setRange(0, 30)
        self.rounds.setSpecialValueText(self.tr("suggested"))
        self.cut = QSpinBox()
        self.cut.setRange(0, 1024)
        self.cut.setSpecialValueText(self.tr("everybody"))
        self.cut.setEnabled(not first)
        self.third = CheckBox(self.tr("third-place match"))
        self.reset = CheckBox(self.tr("grand final reset"))
        self.reset.setChecked(True)
        self.crossed = CheckBox(self.tr("crossed from pools (A1–B2, B1–A2)"))
        self.crossed.setEnabled(not first)
        self.pools = QSpinBox()
        self.pools.setRange(1, 64)
        self.pools_label = QLabel(self.tr("Pools:"))
        self.double = CheckBox(self.tr("double (everyone meets twice)"))
        self.rounds_label = QLabel(self.tr("Rounds:"))
        self.cut_label = QLabel(self.tr("Top cut:"))
        self.remove = QPushButton(self.tr("Remove"))
        for w in (
            self.kind,
            self.rounds_label,
            self.rounds,
            self.pools_label,
            self.pools,
            self.double,
            self.cut_label,
            self.cut,
            self.crossed,
            self.third,
            self.reset,
            self.remove,
        ):
            lay.addWidget(w)
        lay.addStretch(1)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self._kind_changed()

    def _kind_changed(self) -> None:
        swiss = self.kind.currentData() == "swiss"
        elim = str(self.kind.currentData()).endswith("elimination")
        self.rounds.setVisible(swiss)
        self.rounds_label.setVisible(swiss)
        rr = self.kind.currentData() == "round_robin"
        self.third.setVisible(self.kind.currentData() == "single_elimination")
        self.reset.setVisible(self.kind.currentData() == "double_elimination")
        self.cut.setVisible(elim)
        self.cut_label.setVisible(elim)
        self.crossed.setVisible(elim)
        self.pools.setVisible(rr)
        self.pools_label.setVisible(rr)
        self.double.setVisible(rr)

    def spec(self) -> StageSpec:
        kind = str(self.kind.currentData())
        elim = kind.endswith("elimination")
        crossed = elim and self.crossed.isEnabled() and self.crossed.isChecked()
        return StageSpec(
            kind,
            rounds=self.rounds.value() or None if kind == "swiss" else None,
            double=kind == "round_robin" and self.double.isChecked(),
            pools=self.pools.value() if kind == "round_robin" else 1,
            cut=(self.cut.value() or None) if elim and self.cut.isEnabled() and not crossed else None,
            crossed=crossed,
            third_place=self.third.isChecked() and kind == "single_elimination",
            grand_final_reset=self.reset.isChecked() if kind == "double_elimination" else True,
        )

    def set_from(self, stage: dict[str, Any]) -> None:
        self.kind.setCurrentIndex(max(0, self.kind.findData(stage.get("kind", "swiss"))))
        self.rounds.setValue(int(stage.get("rounds") or 0))
        self.cut.setValue(int(stage.get("cut") or 0))
        self.third.setChecked(bool(stage.get("third_place")))
        self.reset.setChecked(bool(stage.get("grand_final_reset", True)))
        self.crossed.setChecked(bool(stage.get("crossed")))
        self.pools.setValue(int(stage.get("pools") or 1))
        self.double.setChecked(bool(stage.get("double")))
        self.reset.setChecked(bool(stage.get("grand_final_reset", True)))
        self.crossed.setChecked(bool(stage.get("crossed")))
        self.pools.setValue(int(stage.get("pools") or 1))
        self.double.setChecked(bool(stage.get("double")))


class EventDialog(QDialog):
    """New event (``detail`` None), duplicate settings (``duplicate``) or the settings of an event."""

    def __init__(
        self,
        parent: QWidget | None = None,
        detail: EventDetail | None = None,
        *,
        duplicate: bool = False,
        locked_reason: str = "",
        locks: dict[str, str] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Event settings") if detail and not duplicate else self.tr("New event"))
        self.resize(760, 640)
        outer = QVBoxLayout(self)
        scroll = self.scroll_area = QScrollArea()
        scroll.setWidgetResizable(True)
        body = QWidget()
        scroll.setWidget(body)
        outer.addWidget(scroll, 1)
        lay = QVBoxLayout(body)

        general = QGroupBox(self.tr("Event"))
        form = QFormLayout(general)
        self.name = QLineEdit()
        self.name.setMaxLength(200)
        self.date = QDateEdit(QDate.currentDate())
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        self.venue = QLineEdit()
        self.organiser = QLineEdit()
        form.addRow(self.tr("Name:"), self.name)
        self.name_error = QLabel()  # beside the field it is about (the form may be scrolled)
        self.name_error.setObjectName("nameError")
        hints.coloured(self.name_error, "#b00020")
        self.name_error.setWordWrap(True)
        self.name_error.hide()
        form.addRow("", self.name_error)
        self.name.textEdited.connect(lambda _t: self.name_error.hide())
        form.addRow(self.tr("Date:"), self.date)
        form.addRow(self.tr("Venue:"), self.venue)
        form.addRow(self.tr("Organiser:"), self.organiser)
        lay.addWidget(general)

        self.locked_box = QGroupBox(self.tr("Game and format"))
        grid = QFormLayout(self.locked_box)
        self.game = QComboBox()
        for key, game in GAMES.items():
            self.game.addItem(game.name(texts.LANG["code"]), key)
        grid.addRow(self.tr("Game:"), self.game)
        # the game's settings, built from its one settings schema
        self.settings_holder = QWidget()  # only the chosen game's form is shown (and takes room)
        holder_lay = QVBoxLayout(self.settings_holder)
        holder_lay.setContentsMargins(0, 0, 0, 0)
        self.settings_forms: dict[str, SettingsForm] = {}
        for key, game in GAMES.items():
            form_ = SettingsForm(game.settings, "event")
            self.settings_forms[key] = form_
            holder_lay.addWidget(form_)
        grid.addRow(self.settings_holder)
        self.best_of = QComboBox()
        self.best_of.addItem(self.tr("best of 1"), 1)
        self.best_of.addItem(self.tr("best of 3"), 3)
        grid.addRow(self.tr("Match format:"), self.best_of)
        self.round_minutes = QSpinBox()
        self.round_minutes.setRange(5, 600)
        self.round_minutes.setValue(50)
        self.round_minutes.setSuffix(self.tr(" min"))
        grid.addRow(self.tr("Round time:"), self.round_minutes)
        score = QWidget()
        score_lay = QHBoxLayout(score)
        score_lay.setContentsMargins(0, 0, 0, 0)
        self.scoring = []
        for label, value in (
            (self.tr("win"), 3),
            (self.tr("draw"), 1),
            (self.tr("loss"), 0),
            (self.tr("bye"), 3),
        ):
            spin = QSpinBox()
            spin.setRange(0, 100)
            spin.setValue(value)
            score_lay.addWidget(QLabel(label))
            score_lay.addWidget(spin)
            self.scoring.append(spin)
        score_lay.addStretch(1)
        grid.addRow(self.tr("Match points:"), score)
        self.first_round = QComboBox()
        self.first_round.addItem(self.tr("by seed (rating)"), "seed")
        self.first_round.addItem(self.tr("at random"), "random")
        grid.addRow(self.tr("Round 1:"), self.first_round)
        self.reentry = CheckBox(self.tr("allow re-entry"))
        grid.addRow("", self.reentry)
        self.club_avoidance = CheckBox(self.tr("avoid pairing players of one club"))
        self.club_avoidance.setChecked(True)
        grid.addRow("", self.club_avoidance)
        lay.addWidget(self.locked_box)

        tb_box = QGroupBox(self.tr("Tiebreakers (drag to reorder; ticked ones are used)"))
        tb_lay = QGridLayout(tb_box)
        self.tiebreaks = QListWidget()
        self.tiebreaks.setItemDelegate(CheckFrameDelegate(self.tiebreaks))  # boxes seen on a dark palette
        self.tiebreaks.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.tiebreaks.setMinimumHeight(150)
        self.tb_definition = QLabel()
        self.tb_definition.setWordWrap(True)
        self.tb_definition.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        tb_lay.addWidget(self.tiebreaks, 0, 0)
        tb_lay.addWidget(self.tb_definition, 0, 1)
        tb_lay.setColumnStretch(0, 1)
        tb_lay.setColumnStretch(1, 1)
        self.tiebreaks.currentItemChanged.connect(self._show_definition)
        lay.addWidget(tb_box)
        self.tb_box = tb_box

        self.stages_box = QGroupBox(self.tr("Stages"))
        self.stages_lay = QVBoxLayout(self.stages_box)
        self.stage_rows: list[StageRowWidget] = []
        self.add_stage_button = QPushButton(self.tr("Add a stage"))
        self.add_stage_button.clicked.connect(lambda: self.add_stage())
        self.stages_lay.addWidget(self.add_stage_button, 0, Qt.AlignmentFlag.AlignLeft)
        lay.addWidget(self.stages_box)

        self.locked_label = QLabel()
        self.locked_label.setWordWrap(True)
        hints.coloured(self.locked_label, "#8a5a00")
        self.locked_label.setVisible(bool(locked_reason))
        self.locked_label.setText(locked_reason)
        lay.addWidget(self.locked_label)
        self.error = QLabel()
        hints.coloured(self.error, "#b00020")
        self.error.setWordWrap(True)
        outer.addWidget(self.error)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)
        self.game.currentIndexChanged.connect(self._game_changed)

        if detail is not None:
            self._fill(detail, duplicate)
        else:
            self._fill_tiebreaks([t.value for t in default_tiebreaks("swiss")])
            self.add_stage()
        self._game_changed()
        if locked_reason and locks is None:
            for w in (self.locked_box, self.tb_box, self.stages_box):
                w.setEnabled(False)
                w.setToolTip(locked_reason)
        if locks is not None:
            self.apply_locks(locks)

    # -- filling ----------------------------------------------------------------------------------------
    def add_stage(self, stage: dict[str, Any] | None = None) -> StageRowWidget:
        row = StageRowWidget(first=not self.stage_rows)
        if stage:
            row.set_from(stage)
        elif self.stage_rows:
            row.kind.setCurrentIndex(row.kind.findData("single_elimination"))
            row.cut.setValue(8)
        row.remove.clicked.connect(lambda: self._remove_stage(row))
        row.remove.setEnabled(bool(self.stage_rows))
        self.stages_lay.insertWidget(len(self.stage_rows), row)
        self.stage_rows.append(row)
        return row

    def _remove_stage(self, row: StageRowWidget) -> None:
        if row in self.stage_rows and len(self.stage_rows) > 1:
            self.stage_rows.remove(row)
            row.setParent(None)
            row.deleteLater()

    def _fill_tiebreaks(self, chosen: list[str]) -> None:
        self.tiebreaks.clear()
        order = chosen + [t.value for t in Tiebreak if t.value not in chosen]
        for key in order:
            info = TIEBREAKS[Tiebreak(key)]
            item = QListWidgetItem(texts.tiebreak_name(info.name))
            item.setData(Qt.ItemDataRole.UserRole, key)
            item.setToolTip(texts.tiebreak_definition(info.definition))
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if key in chosen else Qt.CheckState.Unchecked)
            self.tiebreaks.addItem(item)
        self.tiebreaks.setCurrentRow(0)

    def _show_definition(self) -> None:
        item = self.tiebreaks.currentItem()
        self.tb_definition.setText(item.toolTip() if item else "")

    def _fill(self, d: EventDetail, duplicate: bool) -> None:
        s = d.summary
        self.name.setText(self.tr("%1 (copy)").replace("%1", s.name) if duplicate else s.name)
        if s.date:
            self.date.setDate(QDate.fromString(s.date, "yyyy-MM-dd"))
        self.venue.setText(d.venue)
        self.organiser.setText(d.organiser)
        self.game.setCurrentIndex(max(0, self.game.findData(s.game)))
        form_ = self.settings_forms.get(s.game)
        if form_ is not None:
            form_.set_values(d.game_settings)
        self.best_of.setCurrentIndex(max(0, self.best_of.findData(d.best_of)))
        self.round_minutes.setValue(d.round_minutes)
        for spin, key in zip(self.scoring, ("win", "draw", "loss", "bye"), strict=True):
            spin.setValue(int(d.scoring.get(key, spin.value())))
        self.first_round.setCurrentIndex(
            max(0, self.first_round.findData(d.options.get("first_round", "seed")))
        )
        self.reentry.setChecked(bool(d.options.get("allow_reentry")))
        self.club_avoidance.setChecked(bool(d.options.get("club_avoidance", True)))
        self._fill_tiebreaks(list(d.tiebreaks))
        for st in d.stages:
            self.add_stage(st)

    def _game_changed(self) -> None:
        key = self.game.currentData()
        for game, form_ in self.settings_forms.items():
            form_.setVisible(game == key)

    # -- result -----------------------------------------------------------------------------------------
    def game_settings(self) -> dict[str, Any]:
        form_ = self.settings_forms.get(self.game.currentData())
        return {} if form_ is None else form_.values()

    def chosen_tiebreaks(self) -> list[str]:
        out = []
        for i in range(self.tiebreaks.count()):
            item = self.tiebreaks.item(i)
            if item.checkState() == Qt.CheckState.Checked:
                out.append(str(item.data(Qt.ItemDataRole.UserRole)))
        return out

    def spec(self) -> EventSpec:
        return EventSpec(
            name=self.name.text(),
            game=str(self.game.currentData()),
            date=self.date.date().toString("yyyy-MM-dd"),
            venue=self.venue.text(),
            organiser=self.organiser.text(),
            game_settings=self.game_settings(),
            best_of=int(self.best_of.currentData()),
            round_minutes=self.round_minutes.value(),
            scoring=tuple(s.value() for s in self.scoring),  # type: ignore[arg-type]
            tiebreaks=self.chosen_tiebreaks(),
            first_round=str(self.first_round.currentData()),
            allow_reentry=self.reentry.isChecked(),
            club_avoidance=self.club_avoidance.isChecked(),
            stages=tuple(r.spec() for r in self.stage_rows),
        )

    def field_widgets(self) -> dict[str, list[QWidget]]:
        """Each setting of an event (the names ``update_event`` knows) -> the widgets that edit it."""
        settings = [w for f in self.settings_forms.values() for w in f.widgets()]
        return {
            "name": [self.name],
            "date": [self.date],
            "venue": [self.venue],
            "organiser": [self.organiser],
            "game": [self.game],
            "game_settings": settings,
            "best_of": [self.best_of],
            "round_minutes": [self.round_minutes],
            "scoring": list(self.scoring),
            "first_round": [self.first_round],
            "allow_reentry": [self.reentry],
            "club_avoidance": [self.club_avoidance],
            "tiebreaks": [self.tb_box],
            "stages": [self.stages_box],
        }

    def apply_locks(self, locks: dict[str, str]) -> None:
        """``locks``: setting -> the (translated) reason it may not change now, "" when it may."""
        self.locks = dict(locks)
        for key, widgets in self.field_widgets().items():
            reason = locks.get(key, "")
            for w in widgets:
                w.setEnabled(not reason)
                w.setToolTip(reason)

    def changes(self, detail: EventDetail) -> dict[str, Any]:
        """What differs from ``detail`` among the settings that may change now (``update_event``'s
        ``changes``)."""
        s = detail.summary
        now: dict[str, Any] = {
            "name": self.name.text().strip(),
            "date": self.date.date().toString("yyyy-MM-dd"),
            "venue": self.venue.text().strip(),
            "organiser": self.organiser.text().strip(),
            "game": str(self.game.currentData()),
            "game_settings": self.game_settings(),
            "best_of": int(self.best_of.currentData()),
            "round_minutes": self.round_minutes.value(),
            "scoring": [s_.value() for s_ in self.scoring],
            "first_round": str(self.first_round.currentData()),
            "allow_reentry": self.reentry.isChecked(),
            "club_avoidance": self.club_avoidance.isChecked(),
            "tiebreaks": self.chosen_tiebreaks(),
        }
        before: dict[str, Any] = {
            "name": s.name,
            "date": s.date or QDate.currentDate().toString("yyyy-MM-dd"),
            "venue": detail.venue,
            "organiser": detail.organiser,
            "game": s.game,
            "game_settings": None,  # compared below: the dialog shows only some of the stored keys
            "best_of": detail.best_of,
            "round_minutes": detail.round_minutes,
            "scoring": [int(detail.scoring.get(k, 0)) for k in ("win", "draw", "loss", "bye")],
            "first_round": detail.options.get("first_round", "seed"),
            "allow_reentry": bool(detail.options.get("allow_reentry")),
            "club_avoidance": bool(detail.options.get("club_avoidance", True)),
            "tiebreaks": list(detail.tiebreaks),
        }
        out: dict[str, Any] = {}
        locks = getattr(self, "locks", {})
        for key, value in now.items():
            if locks.get(key):
                continue
            if key == "game_settings":
                if now["game"] != s.game or any(detail.game_settings.get(k) != v for k, v in value.items()):
                    out[key] = {**(detail.game_settings if now["game"] == s.game else {}), **value}
            elif value != before[key]:
                out[key] = value
        if "game" in out and "game_settings" not in out:
            out["game_settings"] = now["game_settings"]
        return out

    def _accept(self) -> None:
        if not self.name.text().strip():
            text = self.tr("The event needs a name.")
            self.error.setText(text)
            self.name_error.setText(text)
            self.name_error.show()
            self.name.setFocus()
            # the Name field may be scrolled out of sight (a small screen, many stages): bring it back
            self.scroll_area.ensureWidgetVisible(self.name, 50, 80)  # with the message below it
            return
        self.accept()
