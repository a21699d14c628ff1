"""Graphical editors that stand in the form for several structured fields at once.

A composite edits a subset of an item's fields (e.g. a Toy Battle terrain's ``nodes``, ``regions`` and
``medals_to_win``). Its gestures are undoable steps: it emits ``stepRequested(text, before, after)``
with the field subset before and after, and the form (or the page, through the form) decides how to
apply them; :meth:`set_value` shows a subset without making a step.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from desktop.games.catalog_schema import KindSpec, Problem
from desktop.ui.games.toybattle import terrain_doc as td


class CompositeEditor(QWidget):
    stepRequested = Signal(str, object, object)
    keys: tuple[str, ...] = ()

    def value(self) -> dict[str, Any]:
        raise NotImplementedError

    def set_value(self, subset: dict[str, Any]) -> None:
        raise NotImplementedError

    def set_external_problems(self, problems: list[Problem]) -> None:
        """Problems the service found in these fields (shown when the editor's own checks miss them)."""

    def has_own_errors(self) -> bool:
        return False

    def problem_count(self) -> int:
        """How many problems the editor lists (the form's count includes them, so both agree)."""
        return 0

    def set_read_only(self, read_only: bool) -> None:
        self.setEnabled(not read_only)


class ToyBattleTerrainComposite(CompositeEditor):
    keys = ("medals_to_win", "nodes", "regions")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        from desktop.ui.games.toybattle.terrain_editor import ToyBattleTerrainEditor

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


class HelixTerrainComposite(CompositeEditor):
    keys = ("spaces", "start_spaces")

    def __init__(
        self, species: list[tuple[str, str, str]] | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        from desktop.ui.games.helix.terrain_editor import HelixTerrainEditor

        self.editor = HelixTerrainEditor(self)
        self.editor.set_change_handler(self._step)
        if species:
            self.editor.set_species(species)
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

    def set_species(self, species: list[tuple[str, str, str]]) -> None:
        self.editor.set_species(species)

    def set_external_problems(self, problems: list[Problem]) -> None:
        self.editor.set_external_problems(problems)

    def has_own_errors(self) -> bool:
        return bool(self.editor.problems())

    def problem_count(self) -> int:
        return len(self.editor.shown_problems())

    def set_read_only(self, read_only: bool) -> None:
        self.editor.set_read_only(read_only)


def composite_for(spec: KindSpec) -> type[CompositeEditor] | None:
    if spec.key == "toybattle.terrain":
        return ToyBattleTerrainComposite
    if spec.key == "helix.terrain":
        return HelixTerrainComposite
    return None
