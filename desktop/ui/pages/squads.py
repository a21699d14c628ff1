"""The Squads page: Attacktix squads, Battle Helix helixes and Toy Battle practice set-ups.

Three sections (tabs), each with its saved squads on the left and a builder on the right. Every change
is undoable on :attr:`Page.undo_stack`: steps inside a builder are editor steps (no database write);
New, Rename, Duplicate, Delete and Import are service calls with an inverse. Save (Ctrl+S) writes the
builder's state. Import/export of squads files are in :meth:`Page.menu_actions` (File menu).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence, QUndoCommand, QUndoStack
from PySide6.QtWidgets import (
    QFileDialog,
    QMessageBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.lazy import load
from desktop.services import squads as svc
from desktop.services.squads import SquadError, SquadImportError
from desktop.ui import games
from desktop.ui.context import AppContext
from desktop.ui.errors import box_text, error_text, problem_lines
from desktop.ui.squads.commands import (
    CreateCommand,
    DeleteCommand,
    DuplicateCommand,
    EditCommand,
    ImportCommand,
    RenameCommand,
    ServiceCommand,
)
from desktop.ui.squads.name_dialog import NameDialog
from desktop.ui.squads.section import SquadSection


def _editor_paths() -> dict[str, str]:
    """Every squad kind with an editor (listed by the games' desktop side), in the registry's order."""
    from desktop.games.registry import GAMES

    return {
        kind: path
        for key in GAMES
        if (ui := games.ui_game(key)) is not None
        for kind, path in ui.squad_editors.items()
    }




class Page(QWidget):
    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.undo_stack = QUndoStack(self)
        self._notifying = False
        self.name_dialog: NameDialog | None = None  # while New or Rename asks for a name
        self.editors: dict[str, Any] = {kind: load(path)() for kind, path in _editor_paths().items()}
        self.kinds: tuple[str, ...] = tuple(self.editors)
        self.sections: dict[str, SquadSection] = {}
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        for kind in self.kinds:
            section = SquadSection(kind, self.editors[kind])
            self.sections[kind] = section
            self.tabs.addTab(section, "")
            section.selection_requested.connect(lambda sid, s=section: self._user_selected(s, sid))
            section.editor.edit_requested.connect(
                lambda text, b, a, s=section: self._edit_requested(s, text, b, a)
            )
            section.new_button.clicked.connect(lambda: self.new_squad())
            section.empty_new.clicked.connect(lambda: self.new_squad())
            section.duplicate_button.clicked.connect(lambda: self.duplicate_squad())
            section.rename_button.clicked.connect(lambda: self.rename_squad())
            section.delete_button.clicked.connect(lambda: self.delete_squad())
            section.save_button.clicked.connect(lambda: self.save())
            section.revert_button.clicked.connect(lambda: self.revert())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs)

        self.act_save = self._action(QKeySequence.StandardKey.Save, lambda: self.save())
        self.act_new = self._action(QKeySequence.StandardKey.New, lambda: self.new_squad())
        self.act_rename = self._action(QKeySequence(Qt.Key.Key_F2), lambda: self.rename_squad())
        self.act_duplicate = self._action(QKeySequence("Ctrl+D"), lambda: self.duplicate_squad())
        self.act_delete = QAction(self)
        self.act_delete.triggered.connect(lambda: self.delete_squad())
        self.act_import = QAction(self)
        self.act_import.triggered.connect(lambda: self.import_dialog())
        self.act_export = QAction(self)
        self.act_export.triggered.connect(lambda: self.export_dialog())
        self.act_export_one = QAction(self)
        self.act_export_one.triggered.connect(lambda: self.export_dialog(current_only=True))
        from desktop.ui.reports.menu import attach_print_squad  # "Print squad sheet" (issue 12)

        self.act_print = attach_print_squad(self)
        for section in self.sections.values():
            delete = QAction(section.list)
            delete.setShortcut(QKeySequence.StandardKey.Delete)
            delete.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
            delete.triggered.connect(lambda: self.delete_squad())
            section.list.addAction(delete)
        self.undo_stack.indexChanged.connect(lambda _i: self._update_headers())
        self.tabs.currentChanged.connect(lambda _i: self._update_actions())
        ctx.data_changed.connect(self._data_changed_elsewhere)
        self.retranslate()
        self.reload()

    def _action(self, keys: Any, slot: Any) -> QAction:
        act = QAction(self)
        act.setShortcut(keys)
        act.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        act.triggered.connect(slot)
        self.addAction(act)
        return act

    @property
    def db(self) -> Any:
        return self.ctx.db

    # -- texts -----------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        lang = getattr(self.ctx, "lang", "en")
        texts = {kind: editor.kind_texts(lang) for kind, editor in self.editors.items()}
        for i, kind in enumerate(self.kinds):
            s = self.sections[kind]
            self.tabs.setTabText(i, texts[kind]["tab"])
            s.empty.setText(texts[kind]["empty"])
            s.empty_new.setText(texts[kind]["new"])
            s.list_title.setText(texts[kind]["saved"])
            s.search.setPlaceholderText(self.tr("Filter by name…"))
            s.new_button.setText(self.tr("New…"))
            s.duplicate_button.setText(self.tr("Duplicate"))
            s.rename_button.setText(self.tr("Rename…"))
            s.delete_button.setText(self.tr("Delete…"))
            s.save_button.setText(self.tr("Save"))
            s.save_button.setToolTip(self.tr("Save the changes (Ctrl+S)"))
            s.revert_button.setText(self.tr("Revert"))
            s.editor.retranslate()
            s.update_header()
        self.act_save.setText(self.tr("&Save squad"))
        self.act_new.setText(self.tr("&New squad…"))
        self.act_rename.setText(self.tr("&Rename squad…"))
        self.act_duplicate.setText(self.tr("&Duplicate squad"))
        self.act_delete.setText(self.tr("De&lete squad…"))
        self.act_import.setText(self.tr("&Import squads…"))
        self.act_export.setText(self.tr("&Export all squads…"))
        self.act_export_one.setText(self.tr("Export &this squad…"))

    def menu_actions(self) -> list[QAction]:
        self._update_actions()
        return [self.act_save, self.act_import, self.act_export, self.act_export_one, self.act_print]

    # -- state -----------------------------------------------------------------------------------------
    def current_section(self) -> SquadSection:
        return self.sections[self.kinds[self.tabs.currentIndex()]]

    def show_section(self, kind: str) -> SquadSection:
        self.tabs.setCurrentIndex(self.kinds.index(kind))
        return self.sections[kind]

    def has_unsaved_changes(self) -> bool:
        return any(s.is_dirty() for s in self.sections.values())

    def _update_actions(self) -> None:
        s = self.current_section()
        has = s.record is not None and self.db is not None
        self.act_save.setEnabled(has and s.is_dirty())
        for act in (self.act_rename, self.act_duplicate, self.act_delete, self.act_export_one):
            act.setEnabled(has)
        self.act_new.setEnabled(self.db is not None)
        self.act_import.setEnabled(self.db is not None)
        self.act_export.setEnabled(self.db is not None)

    def _update_headers(self) -> None:
        for s in self.sections.values():
            s.update_header()
        self._update_actions()

    def reload(self) -> None:
        """Another database was opened (or the page is new): start afresh."""
        self.undo_stack.clear()
        for s in self.sections.values():
            s.show_record(None, None)
        if self.db is None:
            for s in self.sections.values():
                s.set_rows([])
            self._update_actions()
            return
        self._reload_catalog()
        self._reload_lists()
        self._update_actions()

    def _reload_catalog(self) -> None:
        for editor in self.editors.values():
            editor.reload_catalog(self.db)

    def _reload_lists(self, kinds: tuple[str, ...] | None = None) -> None:
        kinds = self.kinds if kinds is None else kinds
        for kind in kinds:
            self.sections[kind].set_rows(svc.list_squads(self.db, kind=kind))

    def _notify(self) -> None:
        self._notifying = True
        try:
            self.ctx.notify("squads")
        finally:
            self._notifying = False

    def _data_changed_elsewhere(self, kind: str) -> None:
        if self._notifying or self.db is None:
            return
        if kind == "catalog":
            self._reload_catalog()
            for s in self.sections.values():
                if s.record is not None:
                    try:
                        s.update_record(svc.get_squad(self.db, s.record.id))
                    except SquadError:
                        s.show_record(None, None)
            self._reload_lists()
        elif kind == "squads":
            self._reload_lists()
        self._update_headers()

    # -- choosing a squad ------------------------------------------------------------------------------
    def _confirm_leave(self, section: SquadSection) -> bool:
        """Ask about unsaved changes before the section shows another squad. False: stay."""
        if not section.is_dirty() or section.record is None:
            return True
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Unsaved changes"))
        box.setText(self.tr("Save the changes to “{name}”?").format(name=section.record.name))
        box.setStandardButtons(
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel
        )
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        answer = box.exec()
        if answer == QMessageBox.StandardButton.Save:
            return self.save_section(section)
        return answer == QMessageBox.StandardButton.Discard

    def _user_selected(self, section: SquadSection, squad_id: int) -> None:
        if not self._confirm_leave(section):
            section.select_row_of(section.record.id if section.record else None)
            return
        self.open_squad(section.kind, squad_id)

    def open_squad(self, kind: str, squad_id: int) -> bool:
        section = self.show_section(kind)
        ok = section.load(self.db, squad_id)
        if not ok:
            self._reload_lists((kind,))
        self._update_actions()
        return ok

    # -- host API for the commands -----------------------------------------------------------------------
    def after_change(self, kind: str, select_id: int | None) -> None:
        self._notify()
        kinds = self.kinds if not kind else (kind,)
        for k in kinds:
            s = self.sections[k]
            if s.record is not None:
                try:
                    s.update_record(svc.get_squad(self.db, s.record.id))
                except SquadError:
                    s.show_record(None, None)  # deleted
        self._reload_lists(kinds)
        if kind and select_id is not None:
            section = self.show_section(kind)
            if section.record is None or section.record.id != select_id:
                section.load(self.db, select_id)
            else:
                section.select_row_of(select_id)
        self._update_headers()

    def command_failed(self, command: QUndoCommand, error: SquadError) -> None:
        QMessageBox.warning(
            self,
            self.tr("Undo/Redo"),
            box_text(self.tr("“{step}” could not be applied: {reason}").format(
                step=command.text(), reason=error_text(error)
            )),
        )

    def apply_edit(self, kind: str, squad_id: int, state: Any) -> None:
        section = self.show_section(kind)
        if section.record is None or section.record.id != squad_id:
            if not section.load(self.db, squad_id):
                return
        section.editor.set_state(state)
        section.update_header()
        self._update_actions()

    def _edit_requested(self, section: SquadSection, text: str, before: Any, after: Any) -> None:
        if section.record is None:
            return
        self.undo_stack.push(EditCommand(self, section.kind, section.record.id, before, after, text))

    def _push(self, cmd: ServiceCommand, title: str) -> bool:
        problem = self._try_push(cmd)
        if problem is not None:
            QMessageBox.warning(self, title, box_text(problem))
            return False
        return True

    def _try_push(self, cmd: ServiceCommand) -> str | None:
        """Apply and push ``cmd``; None when done, else the (translated) reason it failed."""
        try:
            cmd.apply_first()
        except SquadError as exc:
            return error_text(exc)
        self.undo_stack.push(cmd)
        self.ctx.show_status(cmd.text())
        return None

    # -- actions -----------------------------------------------------------------------------------------
    def save(self) -> bool:
        return self.save_section(self.current_section())

    def save_section(self, section: SquadSection) -> bool:
        if self.db is None or section.record is None:
            return False
        data, settings = section.data_for_save()
        rec = section.record
        try:
            saved = svc.save_squad(self.db, section.kind, rec.name, data, settings, rec.id, rec.version)
        except svc.StaleSquadError as exc:
            answer = QMessageBox.question(
                self,
                self.tr("Save"),
                error_text(exc) + "\n\n" + self.tr("Overwrite it with your version?"),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
            try:
                saved = svc.save_squad(self.db, section.kind, rec.name, data, settings, rec.id, None)
            except SquadError as exc2:
                QMessageBox.warning(self, self.tr("Save"), box_text(error_text(exc2)))
                return False
        except SquadError as exc:
            QMessageBox.warning(self, self.tr("Save"), box_text(error_text(exc)))
            return False
        section.mark_saved(saved)
        self._notify()
        self._reload_lists((section.kind,))
        self._update_headers()
        self.ctx.show_status(self.tr("Saved “{name}”").format(name=saved.name))
        return True

    def revert(self) -> None:
        section = self.current_section()
        if section.record is None or not section.is_dirty():
            return
        self.undo_stack.push(
            EditCommand(
                self,
                section.kind,
                section.record.id,
                section.editor.state(),
                section.saved_state,
                self.tr("Revert changes"),
            )
        )

    def _name_problem(self, section: SquadSection, name: str, except_id: int | None = None) -> str | None:
        """Why ``name`` cannot be used in ``section`` (taken by another squad of its kind), or None."""
        for r in range(section.model.rowCount()):
            summary = section.model.summary_at(r)
            if summary is not None and summary.name == name and summary.id != except_id:
                taken = section.editor.kind_texts(getattr(self.ctx, "lang", "en"))["taken"]
                return taken.format(name=name)
        return None

    def _ask_name(self, title: str, label: str, default: str, submit: Any) -> bool:
        """The name dialog: it stays open, with the reason, until ``submit(name)`` succeeds or the
        user cancels (the typed name is never lost to a refused name)."""
        dialog = NameDialog(title, label, default, submit, self)
        self.name_dialog = dialog
        try:
            return dialog.exec() == NameDialog.DialogCode.Accepted
        finally:
            self.name_dialog = None
            dialog.deleteLater()

    def new_squad(self, name: str | None = None) -> bool:
        if self.db is None:
            return False
        section = self.current_section()
        if not self._confirm_leave(section):
            return False
        kind = section.kind
        default_name = section.editor.kind_texts(getattr(self.ctx, "lang", "en"))["new_name"]

        def command(new_name: str) -> CreateCommand:
            data, settings = section.editor.blank()
            text = self.tr("New “{name}”").format(name=new_name)
            return CreateCommand(self, kind, new_name, data, settings, text)

        if isinstance(name, str):
            return self._push(command(name), self.tr("New"))
        taken = {section.model.summary_at(r).name for r in range(section.model.rowCount())}  # type: ignore[union-attr]
        default = default_name
        n = 2
        while default in taken:
            default = f"{default_name} {n}"
            n += 1

        def submit(new_name: str) -> str | None:
            return self._name_problem(section, new_name) or self._try_push(command(new_name))

        return self._ask_name(self.tr("New"), self.tr("Name:"), default, submit)

    def rename_squad(self, name: str | None = None) -> bool:
        section = self.current_section()
        rec = section.record
        if self.db is None or rec is None:
            return False

        def command(new_name: str) -> RenameCommand:
            text = self.tr("Rename “{old}” to “{new}”").format(old=rec.name, new=new_name)
            return RenameCommand(self, rec, new_name, text)

        if isinstance(name, str):
            return self._push(command(name), self.tr("Rename"))

        def submit(new_name: str) -> str | None:
            if new_name == rec.name:
                return None  # nothing to do: the dialog just closes
            return self._name_problem(section, new_name, rec.id) or self._try_push(command(new_name))

        return self._ask_name(self.tr("Rename"), self.tr("New name:"), rec.name, submit)

    def duplicate_squad(self) -> bool:
        section = self.current_section()
        rec = section.record
        if self.db is None or rec is None or not self._confirm_leave(section):
            return False
        rec = section.record
        assert rec is not None
        return self._push(
            DuplicateCommand(self, rec, self.tr("Duplicate “{name}”").format(name=rec.name)),
            self.tr("Duplicate"),
        )

    def delete_squad(self, confirm: bool = True) -> bool:
        section = self.current_section()
        rec = section.record
        if self.db is None or rec is None:
            return False
        if confirm:
            answer = QMessageBox.question(
                self,
                self.tr("Delete"),
                self.tr(
                    "Delete “{name}”?\nTournament registrations keep their own copy. Edit → Undo brings it back."
                ).format(name=rec.name),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                return False
        return self._push(
            DeleteCommand(self, rec, self.tr("Delete “{name}”").format(name=rec.name)), self.tr("Delete")
        )

    # -- import / export ---------------------------------------------------------------------------------
    def import_dialog(self) -> None:
        if self.db is None:
            return
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import squads"), "", self.tr("Squad files (*.json);;All files (*)")
        )
        if path:
            self.import_file(Path(path))

    def import_file(self, path: Path) -> bool:
        try:
            raw = path.read_bytes()
        except OSError as exc:
            QMessageBox.warning(
                self,
                self.tr("Import squads"),
                box_text(self.tr("Cannot read {file}: {reason}").format(file=str(path), reason=str(exc))),
            )
            return False
        cmd = ImportCommand(self, raw, str(path), self.tr("Import {file}").format(file=path.name))
        from desktop.services.squads import ImportCancelledError, import_squads
        from desktop.ui.progress import run_with_progress

        db = self.db
        try:
            cmd.precomputed = run_with_progress(
                self,
                self.tr("Import squads"),
                self.tr("Importing {file}…").format(file=path.name),
                lambda progress: import_squads(db, raw, file=str(path), progress=progress),
            )
        except ImportCancelledError:
            self.ctx.show_status(self.tr("Import cancelled; nothing was changed"), 8000)
            return False
        except SquadImportError as exc:
            self._import_error(exc)
            return False
        except SquadError as exc:
            self._import_error(exc)
            return False
        try:
            cmd.apply_first()
        except SquadImportError as exc:
            self._import_error(exc)
            return False
        except SquadError as exc:
            self._import_error(exc)
            return False
        self.undo_stack.push(cmd)
        assert cmd.result is not None
        created = len(cmd.result.created)
        text = self.tr("Imported %n squad(s) from {file}", "", created).format(file=path.name)
        if cmd.result.renamed:
            text += " — " + self.tr("renamed because the name was taken: {names}").format(
                names=", ".join(f"{a} → {b}" for a, b in cmd.result.renamed)
            )
        self.ctx.show_status(text, 8000)
        return True

    def _import_error(self, exc: SquadError) -> None:
        box = QMessageBox(self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # names and keys from the file are text, never markup
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Import squads"))
        box.setText(self.tr("The file cannot be imported; nothing was changed."))
        box.setInformativeText(error_text(exc))
        if len(getattr(exc, "problems", ())) > 1:
            box.setDetailedText("\n".join(problem_lines(exc)))
        self.last_error_box = box
        box.exec()

    def export_dialog(self, current_only: bool = False) -> None:
        if self.db is None:
            return
        section = self.current_section()
        if current_only and section.record is None:
            return
        default = f"{section.record.name}.json" if current_only and section.record else "toybox-squads.json"
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export squads"), default, self.tr("Squad files (*.json)")
        )
        if path:
            self.export_file(Path(path), current_only)

    def export_file(self, path: Path, current_only: bool = False) -> int:
        section = self.current_section()
        if current_only and section.is_dirty() and not self._confirm_leave(section):
            return 0
        ids = [section.record.id] if current_only and section.record is not None else None
        try:
            n = svc.export_file(self.db, path, ids)
        except (OSError, SquadError) as exc:
            QMessageBox.warning(self, self.tr("Export squads"), box_text(error_text(exc)))
            return 0
        self.ctx.show_status(self.tr("Exported %n squad(s) to {file}", "", n).format(file=str(path)), 8000)
        return n
