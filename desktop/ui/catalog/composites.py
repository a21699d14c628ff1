"""Graphical editors that stand in the form for several structured fields at once.

A composite edits a subset of an item's fields (e.g. a Toy Battle terrain's ``nodes``, ``regions`` and
``medals_to_win``). Its gestures are undoable steps: it emits ``stepRequested(text, before, after)``
with the field subset before and after, and the form (or the page, through the form) decides how to
apply them; :meth:`set_value` shows a subset without making a step.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from desktop.games.catalog_schema import KindSpec, Problem


class CompositeEditor(QWidget):
    """Built as ``Composite(refs, parent)``: ``refs(kind)`` lists the catalog's items of a kind (for
    editors whose fields refer to other items)."""

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

    def refresh_refs(self) -> None:
        """Reference choices changed in the catalog (e.g. the species a terrain's spaces use)."""


def composite_for(spec: KindSpec) -> type[CompositeEditor] | None:
    """The graphical editor a game lists for this catalog kind (desktop/ui/games), if any."""
    from desktop.lazy import load
    from desktop.ui import games

    for game in games.UI_GAMES.values():
        if spec.key in game.catalog_editors:
            cls: type[CompositeEditor] = load(game.catalog_editors[spec.key])
            return cls
    return None
