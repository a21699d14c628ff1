"""Undo commands of the Squads page.

A service command's redo applies one squad service call and its undo applies the inverse call. The
first application happens *before* the command is pushed (``apply_first``), so that a refused action
(name taken, stale version...) raises at once and never reaches the stack; a later redo or undo that
fails reports to the host and drops the command.

An :class:`EditCommand` is a step inside an editor (add a figure, change a count, fill a helix slot,
change a rule): it sets the editor's state of one squad back and forth and calls no service; Save is
the service step that writes the editor's state.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtGui import QUndoCommand

from desktop.services import squads as svc
from desktop.services.squads import SquadError, SquadRecord
from desktop.ui.undo import ServiceCommand as BaseServiceCommand


class Host(Protocol):
    @property
    def db(self) -> Any: ...

    def after_change(self, kind: str, select_id: int | None) -> None: ...

    def command_failed(self, command: QUndoCommand, error: SquadError) -> None: ...

    def apply_edit(self, kind: str, squad_id: int, state: Any) -> None: ...


class ServiceCommand(BaseServiceCommand):
    errors = (SquadError,)


class CreateCommand(ServiceCommand):
    """A new squad (empty, or with given contents)."""

    def __init__(
        self, host: Host, kind: str, name: str, data: dict[str, Any], settings: dict[str, Any], text: str
    ) -> None:
        super().__init__(host, kind, text)
        self.name = name
        self.data = data
        self.settings = settings
        self.record: SquadRecord | None = None

    def _do(self) -> None:
        if self.record is None:
            self.record = svc.save_squad(self.host.db, self.kind, self.name, self.data, self.settings)
        else:
            self.record = svc.restore_squad(self.host.db, self.record)

    def _undo(self) -> None:
        assert self.record is not None
        self.record = svc.delete_squad(self.host.db, self.record.id)

    def select_after_redo(self) -> int | None:
        return self.record.id if self.record else None


class RenameCommand(ServiceCommand):
    def __init__(self, host: Host, record: SquadRecord, new_name: str, text: str) -> None:
        super().__init__(host, record.kind, text)
        self.squad_id = record.id
        self.old = record.name
        self.new = new_name
        self.expected: int | None = record.version

    def _do(self) -> None:
        rec = svc.rename_squad(self.host.db, self.squad_id, self.new, self.expected)
        self.expected = None  # later redos follow whatever version the squad has
        self.new = rec.name

    def _undo(self) -> None:
        svc.rename_squad(self.host.db, self.squad_id, self.old)

    def select_after_redo(self) -> int | None:
        return self.squad_id

    def select_after_undo(self) -> int | None:
        return self.squad_id


class DuplicateCommand(ServiceCommand):
    def __init__(self, host: Host, record: SquadRecord, text: str) -> None:
        super().__init__(host, record.kind, text)
        self.source_id = record.id
        self.copy: SquadRecord | None = None

    def _do(self) -> None:
        if self.copy is None:
            self.copy = svc.duplicate_squad(self.host.db, self.source_id)
        else:
            self.copy = svc.restore_squad(self.host.db, self.copy)

    def _undo(self) -> None:
        assert self.copy is not None
        self.copy = svc.delete_squad(self.host.db, self.copy.id)

    def select_after_redo(self) -> int | None:
        return self.copy.id if self.copy else None

    def select_after_undo(self) -> int | None:
        return self.source_id


class DeleteCommand(ServiceCommand):
    def __init__(self, host: Host, record: SquadRecord, text: str) -> None:
        super().__init__(host, record.kind, text)
        self.record = record
        self.expected: int | None = record.version

    def _do(self) -> None:
        self.record = svc.delete_squad(self.host.db, self.record.id, self.expected)
        self.expected = None

    def _undo(self) -> None:
        self.record = svc.restore_squad(self.host.db, self.record)

    def select_after_undo(self) -> int | None:
        return self.record.id


class ImportCommand(ServiceCommand):
    """Import a squads file as one step (undo deletes what it created)."""

    def __init__(self, host: Host, text_data: bytes, file: str, text: str) -> None:
        super().__init__(host, "", text)
        self.data = text_data
        self.file = file
        self.result: svc.ImportResult | None = None
        self.records: list[SquadRecord] = []
        self.precomputed: svc.ImportResult | None = None
        """The first import, already done off the UI thread (with progress and Cancel)."""

    def _do(self) -> None:
        if self.result is None:
            self.result = self.precomputed or svc.import_squads(self.host.db, self.data, file=self.file)
            self.records = list(self.result.created)
        else:
            self.records = [svc.restore_squad(self.host.db, r) for r in self.records]

    def _undo(self) -> None:
        self.records = [svc.delete_squad(self.host.db, r.id) for r in reversed(self.records)][::-1]


class EditCommand(QUndoCommand):
    """One step inside an editor: the editor state of one squad before and after."""

    def __init__(self, host: Host, kind: str, squad_id: int, before: Any, after: Any, text: str) -> None:
        super().__init__(text)
        self.host = host
        self.kind = kind
        self.squad_id = squad_id
        self.before = before
        self.after = after

    def redo(self) -> None:
        self.host.apply_edit(self.kind, self.squad_id, self.after)

    def undo(self) -> None:
        self.host.apply_edit(self.kind, self.squad_id, self.before)
