"""Entry point of the bundled app (PyInstaller): the same `toybox-arena` command as the console script.

Two extras used only by the bundle's smoke test: TOYBOX_ARENA_IMPORT_PROBE="a,b" imports those modules
(the app imports many lazily) and says whether the bundle holds them; and with TOYBOX_ARENA_FIRST_PAINT_PROBE set to "bare" or "app",
the bundle shows a bare PySide6 window or the main window, prints "painted" at its first paint and exits, so
that the smoke test can compare the two start-ups of the same bundle (process start and imports included).
"""

from __future__ import annotations

import os
import sys


def _probe(kind: str) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if kind == "bare":
        from PySide6.QtCore import QEvent, QObject, QTimer
        from PySide6.QtWidgets import QApplication, QWidget

        app = QApplication([])
        window = QWidget()
        window.resize(1280, 800)

        class Painted(QObject):
            def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
                if event.type() == QEvent.Type.Paint:
                    print("painted", flush=True)
                    QTimer.singleShot(0, app.quit)
                return False

        watcher = Painted()
        window.installEventFilter(watcher)
        window.show()
        return app.exec()
    from desktop.app import build_window, choose_language, make_application

    app = make_application()
    _ctx, window = build_window(choose_language(None))

    def painted() -> None:
        print("painted", flush=True)
        app.quit()

    window.first_painted.connect(painted)
    window.show()
    return app.exec()


def _import_probe(names: str) -> int:
    """Import each comma-separated module (the app imports many lazily): 0 when all are in the bundle."""
    import importlib

    missing = []
    for name in filter(None, (n.strip() for n in names.split(","))):
        try:
            importlib.import_module(name)
        except Exception as exc:  # noqa: BLE001 - report every kind of failure
            missing.append(f"{name}: {type(exc).__name__}: {exc}")
    for line in missing:
        print(line, file=sys.stderr)
    print("imported" if not missing else "missing", flush=True)
    return 1 if missing else 0


def main() -> int:
    if os.environ.get("TOYBOX_ARENA_IMPORT_PROBE"):
        return _import_probe(os.environ["TOYBOX_ARENA_IMPORT_PROBE"])
    probe = os.environ.get("TOYBOX_ARENA_FIRST_PAINT_PROBE")
    if probe in ("bare", "app"):
        return _probe(probe)
    from desktop.cli import main as cli_main

    return cli_main()


if __name__ == "__main__":
    sys.exit(main())
