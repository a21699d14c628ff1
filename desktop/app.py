"""Bootstrap of the desktop app: QApplication, language, main window; the database opens after the first paint."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from desktop.ui import i18n
from desktop.ui.context import AppContext
from desktop.ui.main_window import MainWindow
from desktop.ui.settings import settings

EXIT_NO_DATABASE = 1  # the user declined to create the database an explicit --database names


def make_application(argv: list[str] | None = None) -> QApplication:
    from desktop.ui import qt_source_scan

    qt_source_scan.install()  # PySide6 checks each module imported from now on without keeping its source
    app = QApplication.instance()
    if app is None:
        QCoreApplication.setOrganizationName("Toybox Arena")
        QCoreApplication.setApplicationName("toybox-arena")
        app = QApplication(argv if argv is not None else sys.argv[:1])
        QGuiApplication.setApplicationDisplayName("Toybox Arena")
        from desktop.ui.palette import apply_requested

        apply_requested(app)  # TOYBOX_ARENA_PALETTE=dark
    return app  # type: ignore[return-value]


def choose_language(requested: str | None) -> str:
    if requested in i18n.LANGUAGES:
        return requested  # type: ignore[return-value]
    stored = settings().value("language", "en")
    return stored if stored in i18n.LANGUAGES else "en"


def build_window(lang: str) -> tuple[AppContext, MainWindow]:
    i18n.install(lang)
    ctx = AppContext(None, lang)
    window = MainWindow(ctx)
    return ctx, window


def install_exception_handler(window: MainWindow, *, modal: bool = True):  # type: ignore[no-untyped-def]
    """No exception in a slot is silent: a message box names it, the app stays usable."""
    from desktop.ui import errors

    return errors.install(lambda: window, modal=modal)


def run_gui(args: argparse.Namespace) -> int:
    from desktop.platform_check import check_or_exit

    check_or_exit()  # a missing xcb library: one clear line and exit 2, before Qt aborts
    app = make_application()
    lang = choose_language(args.lang)
    i18n.install(lang)
    if not confirm_new_database(args.database):
        return EXIT_NO_DATABASE
    ctx, window = build_window(lang)
    install_exception_handler(window)

    def after_first_paint() -> None:
        window.open_database(args.database)
        window.show_page(window._initial_page)

    window.first_painted.connect(after_first_paint)
    window.show()
    interrupted = _quit_on_interrupt(app)
    status = app.exec()
    return 130 if interrupted else status


def missing_database_file(url: str | None) -> Path | None:
    """The SQLite file an explicit ``--database`` names when it does not exist yet in a folder that does
    (None otherwise: the default database, whose first start is silent; a file that exists; a missing
    folder, which the window's banner names without creating anything; another kind of URL)."""
    if url is None:
        return None
    from database.quick_read import sqlite_file_from_url

    path = sqlite_file_from_url(url)
    if path is None or path.exists() or path.is_symlink() or not path.parent.is_dir():
        return None
    return path


def confirm_new_database(url: str | None) -> bool:
    """Whether the app may go on with ``url``: an explicit ``--database`` naming a file that does not exist
    asks first whether to create a new database there (a mistyped path would otherwise become an empty
    database without a word); Cancel says on stderr that nothing was created and the app does not start."""
    path = missing_database_file(url)
    if path is None:
        return True
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Question, QGuiApplication.applicationDisplayName() or "Toybox Arena", "")
    box.setTextFormat(Qt.TextFormat.PlainText)  # a path is shown as written
    box.setText(QCoreApplication.translate("App", "No database at %1. Create a new one?").replace("%1", str(path)))
    create = box.addButton(QCoreApplication.translate("App", "Create"), QMessageBox.ButtonRole.AcceptRole)
    cancel = box.addButton(QCoreApplication.translate("App", "Cancel"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(cancel)
    box.setEscapeButton(cancel)
    box.exec()
    if box.clickedButton() is create:
        return True
    print(
        f"toybox-arena: there is no database at {path}; nothing was created and the app did not start "
        "(check the --database path, or start again and choose Create)",
        file=sys.stderr,
    )
    return False


def _quit_on_interrupt(app: QApplication) -> list[bool]:
    """Ctrl-C in the terminal closes the window as File → Quit does (a write in progress finishes or
    rolls back; nothing is half written) and the process ends with status 130, without a traceback.
    Python only sees the signal while it runs, so a timer lets it look every 200 ms."""
    import signal

    from PySide6.QtCore import QTimer

    interrupted: list[bool] = []

    def on_interrupt(_signum: int, _frame: object) -> None:
        interrupted.append(True)
        print("toybox-arena: interrupted (Ctrl-C); closing", file=sys.stderr)
        app.closeAllWindows()
        app.quit()

    signal.signal(signal.SIGINT, on_interrupt)
    timer = QTimer(app)
    timer.timeout.connect(lambda: None)
    timer.start(200)
    return interrupted


def screenshot(args: argparse.Namespace) -> int:
    """Render one page offscreen to a PNG and exit (for tests, docs and reviewers)."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    missing = missing_database_file(args.database)
    if missing is not None:  # nobody to ask: a mistyped path never becomes an empty database
        print(
            f"toybox-arena --screenshot: there is no database at {missing}; nothing was created "
            "(check the --database path)",
            file=sys.stderr,
        )
        return EXIT_NO_DATABASE
    app = make_application()
    lang = choose_language(args.lang)
    ctx, window = build_window(lang)
    width, height = args.size
    window.resize(width, height)
    window.show()
    app.processEvents()
    opened = window.open_database(args.database)
    window.show_page(args.page)
    for _ in range(5):
        app.processEvents()
    window.resize(width, height)
    app.processEvents()
    image = window.grab()
    ok = image.save(args.screenshot, "PNG")
    # a database that could not be opened (a file in a missing folder, not a database...): the page is
    # drawn with the window's banner saying why, but the run failed as for a missing file
    failed = not opened or ctx.db is None
    reason = window.banner_text.text()
    window.close()
    if ctx.db is not None:
        ctx.db.close()
    if not ok:
        print(f"toybox-arena: could not write {args.screenshot}", file=sys.stderr)
        return 1
    print(args.screenshot)
    if failed:
        print(f"toybox-arena --screenshot: {reason or 'the database could not be opened'}", file=sys.stderr)
        return EXIT_NO_DATABASE
    return 0
