"""The undo step every editor shares: one service call forward, its inverse back.

The first application happens *before* the command is pushed (:meth:`ServiceCommand.apply_first`), so
that a refused action raises at once and never reaches the stack. A later redo or undo that fails (for
example because someone else changed the record meanwhile) reports to the host and drops the command.
Subclasses set ``errors`` to the service's error types and implement ``_do`` and ``_undo``.
"""

from __future__ import annotations

from typing import Any, ClassVar

from PySide6.QtGui import QUndoCommand


class ServiceCommand(QUndoCommand):
    errors: ClassVar[tuple[type[Exception], ...]] = ()

    def __init__(self, host: Any, kind: str, text: str) -> None:
        super().__init__(text)
        self.host = host
        self.kind = kind
        self._applied_once = False

    def apply_first(self) -> None:
        """Do the action now (raises the service's error when refused); the push that follows skips it."""
        self._do()
        self._applied_once = True

    def redo(self) -> None:
        if self._applied_once:
            self._applied_once = False
            self.host.after_change(self.kind, self.select_after_redo())
            return
        self._run(self._do, self.select_after_redo)

    def undo(self) -> None:
        self._run(self._undo, self.select_after_undo)

    def _run(self, fn: Any, select: Any) -> None:
        try:
            fn()
        except self.errors as exc:
            self.setObsolete(True)
            self.host.command_failed(self, exc)
            self.host.after_change(self.kind, None)
            return
        self.host.after_change(self.kind, select())

    # subclasses
    def _do(self) -> None:
        raise NotImplementedError

    def _undo(self) -> None:
        raise NotImplementedError

    def select_after_redo(self) -> Any:
        return None

    def select_after_undo(self) -> Any:
        return None
