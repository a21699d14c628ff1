"""The main window: a sidebar of pages, menus, status bar; pages are built when first shown."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QIcon, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from desktop.lazy import load
from desktop.ui import i18n
from desktop.ui.context import AppContext
from desktop.ui.settings import settings

PAGE_KEYS = ("catalog", "squads", "play", "tournaments")
PAGE_MODULES = {key: f"desktop.ui.pages.{key}" for key in PAGE_KEYS}
BANNER_RED = "#d93025"  # the error banner's hue (mixed into the palette's window colour)
FIRST_PAGE = "play"  # the first start opens on Play; after that, on the page last shown
DEFAULT_SIZE = (1280, 800)
# the window manager's frame around the client area: sides (each) and title bar, a generous guess
FRAME_ALLOWANCE = (8, 40)


def first_geometry(available: QRect) -> QRect:
    """The window's client rectangle at first start: 1280x800 when the screen has room for it and its
    frame, else as much of the available area as the frame leaves, centred in it."""
    width = max(1, min(DEFAULT_SIZE[0], available.width() - 2 * FRAME_ALLOWANCE[0]))
    height = max(1, min(DEFAULT_SIZE[1], available.height() - FRAME_ALLOWANCE[1] - FRAME_ALLOWANCE[0]))
    left = available.left() + (available.width() - width) // 2
    spare = available.height() - FRAME_ALLOWANCE[1] - FRAME_ALLOWANCE[0] - height
    top = available.top() + FRAME_ALLOWANCE[1] + spare // 2
    return QRect(left, top, width, height)


def page_title(key: str) -> str:
    titles = {
        "catalog": QCoreApplication.translate("MainWindow", "Catalog"),
        "squads": QCoreApplication.translate("MainWindow", "Squads"),
        "play": QCoreApplication.translate("MainWindow", "Play"),
        "tournaments": QCoreApplication.translate("MainWindow", "Tournaments"),
    }
    return titles[key]


class MainWindow(QMainWindow):
    first_painted = Signal()

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self._painted = False
        self._finish_on_paint = False
        self._pending_row: int | None = None
        self._pages: dict[str, QWidget] = {}
        self._page_actions: list[QAction] = []
        self.setObjectName("MainWindow")
        self.setMinimumSize(QSize(760, 520))

        central = QWidget()
        outer = QVBoxLayout(central)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        self.banner = QWidget()
        self.banner.setObjectName("banner")
        banner_layout = QHBoxLayout(self.banner)
        self.banner_text = QLabel()
        self.banner_text.setTextFormat(Qt.TextFormat.PlainText)  # a path or a reason is shown as written
        self.banner_text.setWordWrap(True)
        self.banner_button = QPushButton()
        self.banner_button.clicked.connect(self.open_database_dialog)
        banner_layout.addWidget(self.banner_text, 1)
        banner_layout.addWidget(self.banner_button)
        self.banner.hide()
        self._style_banner()
        outer.addWidget(self.banner)

        body = QHBoxLayout()
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(0)
        self.sidebar = QListWidget()
        self.sidebar.setObjectName("sidebar")
        self.sidebar.setFixedWidth(170)
        self.sidebar.setIconSize(QSize(28, 28))
        self.sidebar.setStyleSheet(
            "#sidebar { background: #2b3340; color: #f0f0f0; border: none; font-size: 14px; }"
            "#sidebar::item { padding: 12px 8px; }"
            "#sidebar::item:selected { background: #4a90d9; color: white; }"
        )
        from resources.icons import icon_path

        for key in PAGE_KEYS:
            item = QListWidgetItem(QIcon(icon_path(f"page-{key}")), "")
            item.setData(Qt.ItemDataRole.UserRole, key)
            self.sidebar.addItem(item)
        self.stack = QStackedWidget()
        body.addWidget(self.sidebar)
        body.addWidget(self.stack, 1)
        outer.addLayout(body, 1)
        self.setCentralWidget(central)
        self._placeholders: dict[str, QWidget] = {}
        for key in PAGE_KEYS:
            holder = QWidget()
            QVBoxLayout(holder).setContentsMargins(0, 0, 0, 0)
            self._placeholders[key] = holder
            self.stack.addWidget(holder)

        self._build_actions()
        self._build_menus()
        self.db_label = QLabel()
        self.statusBar().addPermanentWidget(self.db_label)
        ctx.status_message.connect(lambda text, ms: self.statusBar().showMessage(text, ms))
        ctx.database_changed.connect(self._on_database_changed)
        self.sidebar.currentRowChanged.connect(self._on_page_row)
        self.retranslate()
        self._restore_state()

    # -- actions and menus --------------------------------------------------------------------------
    def _build_actions(self) -> None:
        self.act_open = QAction(self)
        self.act_open.setShortcut(QKeySequence.StandardKey.Open)
        self.act_open.triggered.connect(self.open_database_dialog)
        self.act_server = QAction(self)  # a PostgreSQL server (desktop/ui/connection_dialog.py)
        self.act_server.triggered.connect(self.open_server_dialog)
        self.act_backup = QAction(self)
        self.act_backup.setShortcut(QKeySequence("Ctrl+Shift+B"))
        self.act_backup.triggered.connect(self.backup_database_dialog)
        self.act_quit = QAction(self)
        self.act_quit.setShortcut(QKeySequence.StandardKey.Quit)
        self.act_quit.setMenuRole(QAction.MenuRole.QuitRole)
        self.act_quit.triggered.connect(self.close)
        self.act_undo = self.ctx.undo_group.createUndoAction(self)
        self.act_undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.act_redo = self.ctx.undo_group.createRedoAction(self)
        self.act_redo.setShortcut(QKeySequence.StandardKey.Redo)
        # connected after the group's own slot: the step just undone is now the redo text (and back)
        self.act_undo.triggered.connect(self._status_after_undo)
        self.act_redo.triggered.connect(self._status_after_redo)
        self.page_actions: dict[str, QAction] = {}
        for n, key in enumerate(PAGE_KEYS, start=1):
            act = QAction(self)
            act.setShortcut(QKeySequence(f"Ctrl+{n}"))
            act.triggered.connect(lambda _=False, k=key: self.show_page(k))
            self.page_actions[key] = act
        self.act_fullscreen = QAction(self)
        self.act_fullscreen.setShortcut(QKeySequence.StandardKey.FullScreen)
        self.act_fullscreen.setCheckable(True)
        self.act_fullscreen.toggled.connect(lambda on: self.showFullScreen() if on else self.showNormal())
        self.act_venue = QAction(self)
        self.act_venue.setShortcut(QKeySequence("Ctrl+Shift+V"))
        self.act_venue.triggered.connect(self.show_venue_screen)
        self.lang_group = QActionGroup(self)
        self.lang_actions: dict[str, QAction] = {}
        for code, name in i18n.LANGUAGES.items():
            act = QAction(name, self)
            act.setCheckable(True)
            act.setChecked(code == self.ctx.lang)
            act.triggered.connect(lambda _=False, c=code: self.set_language(c))
            self.lang_group.addAction(act)
            self.lang_actions[code] = act
        self.rules_actions: dict[str, QAction] = {}
        from desktop.games.registry import GAMES

        for key in GAMES:
            act = QAction(self)
            act.triggered.connect(lambda _=False, k=key: self.show_rules(k))
            self.rules_actions[key] = act
        self.act_about = QAction(self)
        self.act_about.setMenuRole(QAction.MenuRole.AboutRole)
        self.act_about.triggered.connect(self.show_about)

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.menu_file = bar.addMenu("")
        self.menu_file.aboutToShow.connect(self._fill_file_menu)
        self._fill_file_menu()
        self.menu_edit = bar.addMenu("")
        self._fill_edit_menu()
        self.menu_view = bar.addMenu("")
        for act in self.page_actions.values():
            self.menu_view.addAction(act)
        self.menu_view.addSeparator()
        self.menu_lang = self.menu_view.addMenu("")
        for act in self.lang_actions.values():
            self.menu_lang.addAction(act)
        self.menu_view.addAction(self.act_fullscreen)
        self.menu_view.addAction(self.act_venue)
        self.menu_help = bar.addMenu("")
        self.menu_rules = self.menu_help.addMenu("")
        for act in self.rules_actions.values():
            self.menu_rules.addAction(act)
        self.menu_help.addSeparator()
        self.menu_help.addAction(self.act_about)

    def _fill_file_menu(self) -> None:
        menu = self.menu_file
        menu.clear()
        menu.addAction(self.act_open)
        menu.addAction(self.act_backup)
        menu.addAction(self.act_server)
        page = self.current_page()
        extra = page.menu_actions() if page is not None and hasattr(page, "menu_actions") else []
        if extra:
            menu.addSeparator()
            for act in extra:
                menu.addAction(act)
        menu.addSeparator()
        menu.addAction(self.act_quit)

    def _fill_edit_menu(self) -> None:
        """Edit → Undo / Redo: the undo group's, or the current page's own (the Play page's act on its board).

        Only one pair holds Ctrl+Z / Ctrl+Shift+Z at a time: two actions on one key cancel each other."""
        page = self.current_page()
        own = page.edit_actions() if page is not None and hasattr(page, "edit_actions") else []
        for act in self.menu_edit.actions():  # removeAction, not clear(): clear() deletes them
            self.menu_edit.removeAction(act)
        if own:
            self.act_undo.setShortcuts([])
            self.act_redo.setShortcuts([])
            for act in own:
                self.menu_edit.addAction(act)
        else:
            self.act_undo.setShortcuts(QKeySequence.StandardKey.Undo)
            self.act_redo.setShortcuts(QKeySequence.StandardKey.Redo)
            self.menu_edit.addAction(self.act_undo)
            self.menu_edit.addAction(self.act_redo)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Toybox Arena"))
        self.act_open.setText(self.tr("&Open database…"))
        self.act_server.setText(self.tr("Open database &server…"))
        self.act_backup.setText(self.tr("&Back up database…"))
        self.act_quit.setText(self.tr("&Quit"))
        self.act_undo.setText(self.tr("&Undo"))
        self.act_redo.setText(self.tr("&Redo"))
        self.act_fullscreen.setText(self.tr("&Full screen"))
        self.act_venue.setText(self.tr("&Venue screen"))
        self.act_about.setText(self.tr("&About Toybox Arena"))
        self.banner_button.setText(self.tr("Open another database…"))
        self.menu_file.setTitle(self.tr("&File"))
        self.menu_edit.setTitle(self.tr("&Edit"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_lang.setTitle(self.tr("&Language"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.menu_rules.setTitle(self.tr("&Rules"))
        from desktop.games.registry import GAMES

        for key, act in self.rules_actions.items():
            act.setText(self.tr("Rules of %1").replace("%1", GAMES[key].name(self.ctx.lang)))
        for row, key in enumerate(PAGE_KEYS):
            self.sidebar.item(row).setText(page_title(key))
            self.page_actions[key].setText(page_title(key))
        self._update_db_label()
        self._fill_file_menu()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.apply_language()
        elif event.type() in (QEvent.Type.ApplicationPaletteChange, QEvent.Type.PaletteChange):
            self._style_banner()  # its style sheet's colours are the palette's of the moment
        super().changeEvent(event)

    def _style_banner(self) -> None:
        """The error banner in the current palette: the window's colour with a little of a problem's red
        mixed in (pale on a light palette, dark on a dark one), its text the palette's own, made to reach
        4.5:1 on that ground where it falls short."""
        from desktop.ui import palette

        ground = palette.tint(BANNER_RED, 0.14, role=QPalette.ColorRole.Window)
        ink = palette.at_contrast(QGuiApplication.palette().color(QPalette.ColorRole.WindowText), [ground], 4.5)
        edge = palette.tint(BANNER_RED, 0.5, role=QPalette.ColorRole.Window)
        sheet = (
            f"#banner {{ background: {ground.name()}; border-bottom: 1px solid {edge.name()}; }}"
            f"#banner > QLabel {{ color: {ink.name()}; }}"
        )
        if self.banner.styleSheet() != sheet:
            self.banner.setStyleSheet(sheet)

    def apply_language(self) -> None:
        """Show every text in the current language (pages without ``retranslate`` are rebuilt)."""
        self.retranslate()
        for key, page in list(self._pages.items()):
            if hasattr(page, "retranslate"):
                page.retranslate()
            elif not (hasattr(page, "has_unsaved_changes") and page.has_unsaved_changes()):
                self._drop_page(key)
        current = self.current_key()
        if current is not None and current not in self._pages:
            self.show_page(current)

    # -- pages ----------------------------------------------------------------------------------------
    def current_key(self) -> str | None:
        row = self.sidebar.currentRow()
        return PAGE_KEYS[row] if 0 <= row < len(PAGE_KEYS) else None

    def current_page(self) -> QWidget | None:
        key = self.current_key()
        return self._pages.get(key) if key else None

    def page(self, key: str) -> QWidget:
        """The page widget for ``key``, built on first use."""
        if key not in self._pages:
            widget: QWidget = load(f"{PAGE_MODULES[key]}:Page")(self.ctx)
            self._placeholders[key].layout().addWidget(widget)
            widget.show()
            self._pages[key] = widget
            stack = getattr(widget, "undo_stack", None)
            if stack is not None:
                self.ctx.undo_group.addStack(stack)
        return self._pages[key]

    def _drop_page(self, key: str) -> None:
        widget = self._pages.pop(key, None)
        if widget is not None:
            stack = getattr(widget, "undo_stack", None)
            if stack is not None:
                self.ctx.undo_group.removeStack(stack)
            widget.setParent(None)
            widget.deleteLater()

    def show_page(self, key: str) -> QWidget:
        row = PAGE_KEYS.index(key)
        blocked = self.sidebar.blockSignals(True)
        self.sidebar.setCurrentRow(row)
        self.sidebar.blockSignals(blocked)
        self._activate_row(row)
        return self._pages[key]

    def _on_page_row(self, row: int) -> None:
        if not self._painted:
            # Qt selects the first sidebar row when the window gets the focus; building that page (and
            # importing what it needs) waits until the shell has been painted once.
            self._pending_row = row
            return
        self._activate_row(row)

    def _activate_row(self, row: int) -> None:
        if not 0 <= row < len(PAGE_KEYS):
            return
        key = PAGE_KEYS[row]
        page = self.page(key)
        self.stack.setCurrentWidget(self._placeholders[key])
        stack = getattr(page, "undo_stack", None)
        self.ctx.undo_group.setActiveStack(stack)
        self._fill_file_menu()
        self._fill_edit_menu()

    # -- database -------------------------------------------------------------------------------------
    def open_database(self, url: str | None) -> bool:
        """Open a database (None: the default one). Errors show in the banner; the app stays usable.

        At start (no database open yet) a plain SQLite file at this version's head is first read with
        the standard library (``ctx.snapshot``: the Catalog page's rows) and opened for real right after
        the next paint of a page, or at once when anything asks for ``ctx.db`` (issue 27)."""
        self.ctx.cancel_opening()
        if self.ctx.opened_db is None:
            from desktop.services.catalog_quick import open_snapshot, start_from_template

            if url is None:
                start_from_template()  # a first start: the seeded template, read at once
            snapshot = open_snapshot(url)
            if snapshot is not None:
                self.ctx.set_opening(snapshot, lambda: self._open_database_now(url))
                self._update_db_label()
                if self._pages:  # pages built before: they show the database opening
                    self.ctx.database_changed.emit()
                self._finish_after_paint()
                return True
        return self._open_database_now(url)

    def _finish_after_paint(self) -> None:
        """Finish the opening on the event loop's next turn after the window has been painted again
        (the page shown from the quick reads): see :meth:`event`."""
        self._finish_on_paint = True

    def event(self, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        # the window paints all its widgets while it handles one UpdateRequest
        handled = super().event(event)
        if self._finish_on_paint and event.type() == QEvent.Type.UpdateRequest:
            self._finish_on_paint = False
            if self.ctx.opening:
                # timed on the window: a window gone before that turn (a test's, closed at once) opens nothing
                QTimer.singleShot(0, self, self._finish_opening)
        return handled

    def _finish_opening(self) -> None:
        if self.ctx.opening:
            self.ctx.finish_opening()

    def _open_database_now(self, url: str | None) -> bool:
        from desktop.services.database import DatabaseOpenError, describe, open_database

        self.statusBar().showMessage(self.tr("Opening database…"))
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            db = open_database(url)
        except DatabaseOpenError as exc:
            if self.ctx.opened_db is None and self._pages:  # pages that showed its quick reads
                self.ctx.set_database(None)
            self.show_error_banner(
                self.tr("Could not open %1: %2")
                .replace("%1", exc.location)
                .replace("%2", self._reason_text(exc))
            )
            self.statusBar().clearMessage()
            return False
        finally:
            QApplication.restoreOverrideCursor()
        self.banner.hide()
        self.ctx.set_database(db)
        report = db.report
        if db.read_only:
            self.show_error_banner(
                self.tr(
                    "%1 was opened read-only: its folder cannot be written, so nothing can be changed here. "
                    "Copy it to a folder you can write to, then open the copy."
                ).replace("%1", describe(db))
            )
            self.ctx.show_status(self.tr("Database opened read-only"))
        elif report is not None and report.backup_path is not None:
            self.ctx.show_status(
                self.tr("Database upgraded; a backup was written to %1").replace(
                    "%1", str(report.backup_path)
                ),
                8000,
            )
        else:
            # the permanent label on the right already names the database
            self.ctx.show_status(self.tr("Database opened"))
        return True

    def _reason_text(self, exc: Exception) -> str:
        reason = getattr(exc, "reason", "")
        if reason == "not_a_database":
            return self.tr("this file is not a Toybox Arena database. It was left untouched.")
        if reason == "newer_schema":
            return self.tr("it was written by a newer version of Toybox Arena. It was left untouched.")
        if reason == "locked":
            return self.tr("another program is using it. Close that program or open another database.")
        if reason == "invalid_url":
            return self.tr("this is not a database file or address that can be opened: %1").replace(
                "%1", str(getattr(exc, "message", exc))
            )
        if reason == "missing_folder":
            return self.tr("its folder does not exist. Nothing was created: check the path.")
        if reason == "migration_failed":
            return self.tr("it could not be upgraded to this version and was left as it was: %1").replace(
                "%1", str(getattr(exc, "message", exc))
            )
        return str(getattr(exc, "message", exc))

    def show_error_banner(self, text: str) -> None:
        self.banner_text.setText(text)
        self.banner.show()

    def open_database_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open database"),
            "",
            self.tr("Toybox Arena databases (*.sqlite3 *.sqlite *.db);;All files (*)"),
        )
        if path and self.confirm_discard():
            from desktop.services.database import database_url_for_file

            self.open_database(database_url_for_file(path))

    def open_server_dialog(self) -> bool:
        """A PostgreSQL server: the connection form, then open it (the password stays in memory)."""
        from desktop.ui.connection_dialog import ConnectionDialog

        dialog = ConnectionDialog(self)
        self.server_dialog = dialog
        if dialog.exec() != ConnectionDialog.DialogCode.Accepted or not self.confirm_discard():
            return False
        return self.open_database(dialog.url())

    def backup_database_dialog(self) -> None:
        db = self.ctx.db
        if db is not None and db.path is None and db.is_postgres:  # a server: pg_dump or a JSON export
            stamp = datetime.now().strftime("%Y%m%d-%H%M")
            path, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Back up database"),
                f"toybox-server-backup-{stamp}.json",
                self.tr("JSON export (*.json);;pg_dump archive (*.dump)"),
            )
            if path:
                self.backup_database(Path(path))
            return
        if db is None or db.path is None:
            QMessageBox.information(
                self,
                self.tr("Back up database"),
                self.tr("Only an open SQLite database can be backed up here."),
            )
            return
        stamp = datetime.now().strftime("%Y%m%d-%H%M")
        suggested = str(db.path.with_name(f"{db.path.stem}-backup-{stamp}.sqlite3"))
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Back up database"), suggested, self.tr("SQLite databases (*.sqlite3)")
        )
        if path:
            self.backup_database(Path(path))

    def backup_database(self, target: Path) -> Path | None:
        db = self.ctx.db
        if db is None:
            return None
        from desktop.services.database import backup_database

        try:
            written = backup_database(db, target)
        except Exception as exc:  # noqa: BLE001 - shown to the user, nothing lost
            QMessageBox.warning(
                self, self.tr("Back up database"), self.tr("The backup failed: %1").replace("%1", str(exc))
            )
            return None
        self.ctx.show_status(self.tr("Backup written to %1").replace("%1", str(written)), 8000)
        return written

    def _on_database_changed(self) -> None:
        self._update_db_label()
        for page in self._pages.values():
            if hasattr(page, "reload"):
                page.reload()

    def _status_after_undo(self) -> None:
        text = self.ctx.undo_group.redoText()
        if text:
            self.ctx.show_status(self.tr("Undone: %1").replace("%1", text))
        else:
            self.statusBar().clearMessage()

    def _status_after_redo(self) -> None:
        text = self.ctx.undo_group.undoText()
        if text:
            self.ctx.show_status(self.tr("Redone: %1").replace("%1", text))
        else:
            self.statusBar().clearMessage()

    def _update_db_label(self) -> None:
        db = self.ctx.opened_db  # not ctx.db: a database still opening stays so
        if db is None and self.ctx.opening:
            self.db_label.setText(self.tr("Opening database…"))
            return
        if db is None:  # at start-up: keep SQLAlchemy out of the first paint
            self.db_label.setText(self.tr("No database open"))
            return
        from desktop.services.database import describe

        self.db_label.setText(describe(db))

    # -- language, help -----------------------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        if lang not in i18n.LANGUAGES:
            return
        self.ctx.lang = lang
        i18n.install(lang)
        self.lang_actions[lang].setChecked(True)
        settings().setValue("language", lang)
        # Qt also posts LanguageChange to every widget (changeEvent); do it now so the switch is immediate.
        self.apply_language()

    def show_venue_screen(self) -> QWidget | None:
        """View → Venue screen: the Tournaments page's second window (pairings, clock, standings)."""
        page = self.page("tournaments")
        opener = getattr(page, "open_venue", None)
        return opener() if opener is not None else None

    def show_rules(self, game_key: str) -> None:
        from desktop.ui.help import RulesDialog

        RulesDialog(game_key, self.ctx.lang, self).show()

    def show_about(self) -> None:
        from desktop import __version__

        QMessageBox.about(
            self,
            self.tr("About Toybox Arena"),
            self.tr(
                "<h3>Toybox Arena %1</h3><p>Catalog, squads, play and tournaments for Attacktix, Battle Helix "
                "and Toy Battle.</p><p>Data folder: %2</p>"
            )
            .replace("%1", __version__)
            .replace("%2", str(self._data_dir())),
        )

    def _data_dir(self) -> Path:
        from desktop.paths import data_dir

        return data_dir()

    # -- window state -------------------------------------------------------------------------------------
    def _restore_state(self) -> None:
        s = settings()
        geometry = s.value("window/geometry")
        if geometry is None or not self.restoreGeometry(geometry) or not self._fits_its_screen():
            self.setGeometry(first_geometry(self._available_geometry()))
        page = s.value("window/page", FIRST_PAGE)
        self._initial_page = page if page in PAGE_KEYS else FIRST_PAGE

    def _available_geometry(self) -> QRect:
        screen = QGuiApplication.screenAt(self.geometry().center()) or QGuiApplication.primaryScreen()
        return screen.availableGeometry() if screen is not None else QRect(0, 0, *DEFAULT_SIZE)

    def _fits_its_screen(self) -> bool:
        """The restored window (with room for its frame) lies on the available part of a screen."""
        screen = QGuiApplication.screenAt(self.geometry().center())
        if screen is None:
            return False
        side, title = FRAME_ALLOWANCE
        framed = self.geometry().adjusted(-side, -title, side, side)
        return screen.availableGeometry().contains(framed)

    def unsaved_pages(self) -> list[str]:
        return [
            page_title(key)
            for key, page in self._pages.items()
            if hasattr(page, "has_unsaved_changes") and page.has_unsaved_changes()
        ]

    def confirm_discard(self) -> bool:
        """Ask before unsaved edits would be lost; True when it is fine to go on."""
        pages = self.unsaved_pages()
        if not pages:
            return True
        answer = QMessageBox.question(
            self,
            self.tr("Unsaved changes"),
            self.tr("%1 has unsaved changes. Discard them?").replace("%1", ", ".join(pages)),
            QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Discard

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        # a page may ask first (the Play page mid-game)
        if any(hasattr(p, "confirm_close") and not p.confirm_close() for p in self._pages.values()):
            event.ignore()
            return
        if not self.confirm_discard():
            event.ignore()
            return
        s = settings()
        s.setValue("window/geometry", self.saveGeometry())
        key = self.current_key()
        if key:
            s.setValue("window/page", key)
        s.sync()
        super().closeEvent(event)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            QTimer.singleShot(0, self, self._after_first_paint)

    def _after_first_paint(self) -> None:
        self.first_painted.emit()
        QTimer.singleShot(0, self, self.offer_resume)
        row, self._pending_row = self._pending_row, None
        if row is not None and self.current_key() is not None and self.current_key() not in self._pages:
            self._activate_row(self.sidebar.currentRow())

    def offer_resume(self) -> QMessageBox | None:
        """At start: the unfinished games left by the last session are offered (non-modal question), each
        named with its game; with several, one button per game."""
        from desktop.games.registry import GAMES
        from desktop.ui.play.frame import pending_resumes, take_refusals

        lang = self.ctx.lang or "en"
        play = self._pages.get("play")
        offers = play.frame.resumable() if play is not None and hasattr(play, "frame") else pending_resumes(lang)
        # the unfinished games whose files were refused (moved aside) are said here, whichever page opens
        refused = "\n\n".join(take_refusals(lang))
        if not offers and not refused:
            return None
        if not offers:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Resume game"), refused, parent=self)
            box.setTextFormat(Qt.TextFormat.PlainText)  # a file's path and what it held, as they are
            box.setStandardButtons(QMessageBox.StandardButton.Ok)
            box.open()
            self._resume_box = box
            return box
        if len(offers) == 1:
            text = self.tr("Resume your game: %1?").replace("%1", offers[0][1])
        else:
            text = self.tr("You have unfinished games:\n%1\nWhich one do you want to resume?").replace(
                "%1", "\n".join("• " + where for _key, where in offers)
            )
        if refused:
            text = refused + "\n\n" + text
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Resume game"), text, parent=self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # players' names as they are
        box.setStandardButtons(
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
            if len(offers) == 1
            else QMessageBox.StandardButton.No
        )
        if len(offers) == 1:
            box.button(QMessageBox.StandardButton.Yes).setText(self.tr("Resume"))
            box.button(QMessageBox.StandardButton.Yes).setProperty("game", offers[0][0])
        else:
            for key, _where in offers:
                name = GAMES[key].name(lang) if key in GAMES else key
                box.addButton(name, QMessageBox.ButtonRole.AcceptRole).setProperty("game", key)
        box.button(QMessageBox.StandardButton.No).setText(self.tr("Later"))

        def answered(_result: int) -> None:
            clicked = box.clickedButton()
            key = clicked.property("game") if clicked is not None else None
            if key:
                self.show_page("play").frame.resume(str(key))

        box.finished.connect(answered)
        box.open()
        self._resume_box = box
        return box
