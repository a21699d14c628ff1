"""Undo commands of the Catalog page.

A service command's redo applies one catalog service call and its undo applies the inverse call. The
first application happens *before* the command is pushed (``apply_first``), so that a refused action
(validation, stale version, item in use) raises at once and never reaches the stack; later redos and
undos that fail (e.g. someone else changed the item meanwhile) report to the host and drop the command.

A :class:`DraftCommand` is a step of a graphical editor (a terrain drawing) inside the unsaved form: it
sets the fields it changed back and forth and calls no service; saving the form is the service step.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtGui import QUndoCommand

from desktop.lazy import LazyModule
from desktop.services.catalog_values import CatalogError, CatalogItem
from desktop.ui.undo import ServiceCommand as BaseServiceCommand

cs = LazyModule("desktop.services.catalog")  # SQLAlchemy: imported when a step is first done


class Host(Protocol):
    """What commands need from the page."""

    @property
    def db(self) -> Any: ...

    def after_change(self, kind: str, select_key: str | None) -> None: ...

    def command_failed(self, command: QUndoCommand, error: CatalogError) -> None: ...

    def apply_draft(self, kind: str, key: str | None, subset: dict[str, Any]) -> None: ...


class ServiceCommand(BaseServiceCommand):
    errors = (CatalogError,)


class UpdateCommand(ServiceCommand):
    """Save an edited item: redo = update to the new data, undo = update back to the old data."""

    def __init__(
        self, host: Host, before: CatalogItem, data: dict[str, Any], placeholders: list[str], text: str
    ) -> None:
        super().__init__(host, before.kind, text)
        self.before = before
        self.data = data
        self.placeholders = list(placeholders)
        self.current: CatalogItem = before

    def _do(self) -> None:
        self.current = cs.update_item(
            self.host.db, self.kind, self.current.key, self.data, self.placeholders, self.current.version
        )

    def _undo(self) -> None:
        self.current = cs.update_item(
            self.host.db,
            self.kind,
            self.current.key,
            self.before.data,
            list(self.before.placeholders),
            self.current.version,
        )

    def select_after_redo(self) -> str | None:
        return self.current.key

    def select_after_undo(self) -> str | None:
        return self.current.key


class CreateCommand(ServiceCommand):
    """A new item: redo = create it, undo = delete it."""

    def __init__(
        self,
        host: Host,
        kind: str,
        data: dict[str, Any],
        placeholders: list[str],
        text: str,
        source: str = "user",
        archived: bool = False,
    ) -> None:
        super().__init__(host, kind, text)
        self.data = data
        self.placeholders = list(placeholders)
        self.source = source
        self.archived = archived
        self.current: CatalogItem | None = None

    def _do(self) -> None:
        item = cs.create_item(self.host.db, self.kind, self.data, self.placeholders, source=self.source)
        if self.archived:
            item = cs.set_archived(self.host.db, self.kind, item.key, True, item.version)
        self.current = item

    def _undo(self) -> None:
        assert self.current is not None
        cs.delete_item(self.host.db, self.kind, self.current.key, self.current.version)

    def select_after_redo(self) -> str | None:
        return self.current.key if self.current else None


class DuplicateCommand(CreateCommand):
    """A copy of an item: the first time through duplicate_item (which picks the new key), then create."""

    def __init__(self, host: Host, original: CatalogItem, text: str, new_key: str | None = None) -> None:
        super().__init__(host, original.kind, {}, list(original.placeholders), text)
        self.original = original
        self.new_key = new_key

    def apply_first(self) -> None:
        item = cs.duplicate_item(self.host.db, self.kind, self.original.key, self.new_key)
        self.current = item
        self.data = item.data
        self.placeholders = list(item.placeholders)
        self._applied_once = True


class DeleteCommand(ServiceCommand):
    """Delete an item: redo = delete, undo = create it again (same data, marks, archive state)."""

    def __init__(self, host: Host, item: CatalogItem, text: str) -> None:
        super().__init__(host, item.kind, text)
        self.item = item

    def _do(self) -> None:
        cs.delete_item(self.host.db, self.kind, self.item.key, self.item.version)

    def _undo(self) -> None:
        item = cs.create_item(
            self.host.db, self.kind, self.item.data, list(self.item.placeholders), source=self.item.source
        )
        if self.item.archived:
            item = cs.set_archived(self.host.db, self.kind, item.key, True, item.version)
        self.item = item

    def select_after_undo(self) -> str | None:
        return self.item.key


class ArchiveCommand(ServiceCommand):
    """Archive or restore: redo sets the new state, undo the old one."""

    def __init__(self, host: Host, item: CatalogItem, archived: bool, text: str) -> None:
        super().__init__(host, item.kind, text)
        self.item = item
        self.archived = archived

    def _set(self, archived: bool) -> None:
        self.item = cs.set_archived(self.host.db, self.kind, self.item.key, archived, self.item.version)

    def _do(self) -> None:
        self._set(self.archived)

    def _undo(self) -> None:
        self._set(not self.archived)

    def select_after_redo(self) -> str | None:
        return self.item.key

    def select_after_undo(self) -> str | None:
        return self.item.key


class ImportCommand(ServiceCommand):
    """Import a catalog file: redo = import it; undo = delete what it created and put back what it changed."""

    def __init__(self, host: Host, text_data: str, file: str, text: str) -> None:
        super().__init__(host, "", text)
        self.text_data = text_data
        self.file = file
        self.report: cs.ImportReport | None = None
        self.before: list[CatalogItem] = []

    def _do(self) -> None:
        db = self.host.db
        preview = cs.import_catalog(db, self.text_data, dry_run=True, file=self.file)
        self.before = [cs.get_item(db, k, key) for k, key in preview.updated]
        self.report = cs.import_catalog(db, self.text_data, dry_run=False, file=self.file)

    def _undo(self) -> None:
        assert self.report is not None
        db = self.host.db
        for kind, key in reversed(self.report.created):
            item = cs.find_item(db, kind, key)
            if item is not None:
                cs.delete_item(db, kind, key, item.version)
        for old in self.before:
            current = cs.get_item(db, old.kind, old.key)
            current = cs.update_item(db, old.kind, old.key, old.data, list(old.placeholders), current.version)
            if current.archived != old.archived:
                cs.set_archived(db, old.kind, old.key, old.archived, current.version)


class DraftCommand(QUndoCommand):
    """One step of a graphical editor in the unsaved form: sets the changed fields back and forth."""

    def __init__(
        self, host: Host, kind: str, key: str | None, before: dict[str, Any], after: dict[str, Any], text: str
    ) -> None:
        super().__init__(text)
        self.host = host
        self.kind = kind
        self.key = key
        self.before = before
        self.after = after

    def redo(self) -> None:
        self.host.apply_draft(self.kind, self.key, self.after)

    def undo(self) -> None:
        self.host.apply_draft(self.kind, self.key, self.before)
