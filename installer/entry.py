"""Entry point of the bundled app (PyInstaller): the same `toybox-arena` command as the console script.

Extras used only by the bundle's smoke test: TOYBOX_ARENA_IMPORT_PROBE="a,b" imports those modules
(the app imports many lazily) and says whether the bundle holds them; with TOYBOX_ARENA_FIRST_PAINT_PROBE set
to "bare" or "app", the bundle shows a bare PySide6 window or the main window, prints "painted" at its first
paint and exits, so that the smoke test can compare the two start-ups of the same bundle (process start and
imports included); and TOYBOX_ARENA_TEXT_PROBE=1 prints, as JSON, what Qt's text services (collation, case
mapping, text boundaries, time-zone names, code pages — the ICU that Qt links) answer for Ukrainian and
other text, so that the smoke test can compare the bundle's trimmed ICU data with the full data of the
project's own PySide6 (`python installer/entry.py` with the same variable); TOYBOX_ARENA_WEB_PROBE=uk
prints, as JSON, the venue web's words for the games' result labels and choices in that language (read
from the translation file the bundle ships, not from the .ts), to be compared with the source tree's.
The import probe also draws a pyqtgraph chart (the bundle leaves Qt's OpenGL bindings out:
installer/rthook_qtopengl.py).
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


_KEPT: list[object] = []  # the probe's QApplication and chart, alive until the process ends


def _chart_drawn(pg: object) -> None:
    """pyqtgraph draws a line with markers and a legend, as the app's charts do (QPainter, no OpenGL)."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    plot = pg.PlotWidget(background="w")  # type: ignore[attr-defined]
    _KEPT.extend((app, plot))
    plot.showGrid(x=True, y=True, alpha=0.3)
    plot.addLegend(offset=(10, 10))
    pen = pg.mkPen("#d62728", width=3)  # type: ignore[attr-defined]
    plot.plot([1, 2, 3, 4], [3, 1, 2, 1], pen=pen, symbol="o", symbolBrush="#d62728", name="A")
    plot.resize(400, 300)
    plot.show()
    app.processEvents()
    image = plot.grab().toImage()
    red = sum(
        image.pixelColor(x, y).name() == "#d62728"
        for x in range(0, image.width(), 2)
        for y in range(0, image.height(), 2)
    )
    if red < 50:
        raise RuntimeError(f"the chart's line was not drawn ({red} pixels of its colour)")


def _arabic_joined(arabic_reshaper: object) -> None:
    """Arabic letters joined into their presentation forms (the bundle leaves out fontTools, which
    arabic_reshaper reads only for a configuration made from a font file)."""
    text = "\u0633\u0644\u0627\u0645"  # salaam: four letters, the last two joined as one ligature
    shaped = arabic_reshaper.reshape(text)  # type: ignore[attr-defined]
    if not shaped or any("\u0600" <= ch <= "\u06ff" for ch in shaped):
        raise RuntimeError(f"Arabic text not reshaped: {shaped!r}")


def web_probe(lang: str) -> dict[str, str]:
    """The venue web's words for every game's result labels and choices in ``lang``."""
    from desktop.games import registry
    from desktop.web import messages

    out = {}
    for game in registry.GAMES.values():
        for field in game.result_fields:
            for english in (field.label, *(messages.CHOICE_LABELS.get(c, c) for c in field.choices)):
                out[english] = messages.game_text(lang, english)
    return out


def _import_probe(names: str) -> int:
    """Import each comma-separated module (the app imports many lazily): 0 when all are in the bundle."""
    import importlib

    # Modules whose import alone would not show that their shared libraries work.
    checks = {
        "ssl": lambda m: m.create_default_context(),  # libssl and libcrypto (psycopg's copy in the bundle)
        "hashlib": lambda m: m.pbkdf2_hmac("sha256", b"password", b"salt", 10),  # libcrypto
        "pyqtgraph": _chart_drawn,  # without QtOpenGL (installer/rthook_qtopengl.py)
        "arabic_reshaper": _arabic_joined,
    }
    missing = []
    for name in filter(None, (n.strip() for n in names.split(","))):
        try:
            module = importlib.import_module(name)
            if name in checks:
                checks[name](module)
        except Exception as exc:  # noqa: BLE001 - report every kind of failure
            missing.append(f"{name}: {type(exc).__name__}: {exc}")
    for line in missing:
        print(line, file=sys.stderr)
    print("imported" if not missing else "missing", flush=True)
    return 1 if missing else 0


# Words in Ukrainian alphabetical order (а б в г ґ д е є ж з и і ї й к … ь ю я): code-point order would put
# ґ, є, і, ї after я, so this order proves that ICU's Ukrainian collation is there.
UKRAINIAN_ORDER = (
    "абетка",
    "гусак",
    "ґудзик",
    "дуб",
    "ефір",
    "єдність",
    "жук",
    "ирій",
    "Іван",
    "інший",
    "їжа",
    "йогурт",
    "кіт",
    "п'ять",
    "пятниця",
    "ящик",
)
LATIN_WORDS = (
    "Äpfel",
    "apple",
    "Zebra",
    "zürich",
    "Øre",
    "ob",
    "čaj",
    "cukr",
    "chata",
    "hrad",
    "ıspanak",
    "istanbul",
    "Ísland",
    "straße",
    "strasse",
    "Łódź",
    "lody",
    "ñandú",
    "nube",
    "Ærø",
    "file10",
    "file9",
    "10",
    "9",
)
COLLATION_LOCALES = ("uk", "en", "ru", "pl", "de", "sv", "da", "cs", "tr", "fr", "es", "lt")
CASE_TEXT = "ґанок Їжак Єва істанбул İstanbul ıI straße ΌΣΟΣ σοφός ijsland Ǆemal i̇"
CASE_LOCALES = ("uk", "en", "tr", "az", "lt", "el", "de", "nl")
BOUNDARY_TEXT = "Гравець п'ять: «Ґудзик» — їжак! Об'єднання 12,5 очок. Йой… Hello, world. Ще раз?"
CODE_PAGES = (
    "windows-1251",
    "KOI8-U",
    "KOI8-R",
    "ISO-8859-5",
    "IBM866",
    "x-mac-cyrillic",
    "windows-1252",
    "ISO-8859-15",
    "windows-1250",
    "ISO-8859-2",
    "UTF-8",
    "UTF-16LE",
)
MULTI_BYTE_CODE_PAGES = ("Shift_JIS", "GB18030", "Big5", "EUC-KR")  # dropped from the bundle's ICU data
TIME_ZONES = (b"Europe/Kyiv", b"America/New_York", b"UTC")


def text_probe() -> dict:
    """What Qt's text services answer (the parts that use ICU and the parts Qt does itself)."""
    import functools

    from PySide6.QtCore import QCollator, QDate, QLocale, QStringDecoder, QTextBoundaryFinder, QTimeZone

    def collated(locale: str, words: tuple[str, ...], numeric: bool = False) -> list[str]:
        collator = QCollator(QLocale(locale))
        collator.setNumericMode(numeric)
        return sorted(words, key=functools.cmp_to_key(collator.compare))

    def boundaries(kind: QTextBoundaryFinder.BoundaryType) -> list[int]:
        finder = QTextBoundaryFinder(kind, BOUNDARY_TEXT)
        out = []
        while (pos := finder.toNextBoundary()) != -1:
            out.append(pos)
        return out

    kinds = QTextBoundaryFinder.BoundaryType
    zone_names = {}
    for zone in TIME_ZONES:
        tz = QTimeZone(zone)
        for lang in ("en", "uk"):
            loc = QLocale(lang)
            zone_names[f"{zone.decode()} {lang}"] = [
                tz.displayName(t, n, loc)
                for t in (QTimeZone.TimeType.StandardTime, QTimeZone.TimeType.DaylightTime)
                for n in (QTimeZone.NameType.LongName, QTimeZone.NameType.ShortName)
            ]
    uk = QLocale("uk")
    return {
        "collation": {
            "uk alphabet": collated("uk", tuple(reversed(UKRAINIAN_ORDER))),
            **{loc: collated(loc, LATIN_WORDS + UKRAINIAN_ORDER) for loc in COLLATION_LOCALES},
            "en numeric": collated("en", LATIN_WORDS, numeric=True),
        },
        "case": {
            loc: [QLocale(loc).toUpper(CASE_TEXT), QLocale(loc).toLower(CASE_TEXT)] for loc in CASE_LOCALES
        },
        "boundaries": {
            name: boundaries(kind)
            for name, kind in (
                ("grapheme", kinds.Grapheme),
                ("word", kinds.Word),
                ("line", kinds.Line),
                ("sentence", kinds.Sentence),
            )
        },
        "time zones": zone_names,
        "code pages": {name: QStringDecoder(name).isValid() for name in CODE_PAGES},
        "dates": [
            uk.toString(QDate(2026, 12, 2), QLocale.FormatType.LongFormat),
            uk.monthName(2),
            uk.dayName(3),
        ],
        "dropped": {name: QStringDecoder(name).isValid() for name in MULTI_BYTE_CODE_PAGES},
    }


def main() -> int:
    if os.environ.get("TOYBOX_ARENA_TEXT_PROBE"):
        import json

        print(json.dumps(text_probe(), ensure_ascii=False), flush=True)
        return 0
    if os.environ.get("TOYBOX_ARENA_WEB_PROBE"):
        import json

        print(json.dumps(web_probe(os.environ["TOYBOX_ARENA_WEB_PROBE"]), ensure_ascii=False), flush=True)
        return 0
    if os.environ.get("TOYBOX_ARENA_IMPORT_PROBE"):
        return _import_probe(os.environ["TOYBOX_ARENA_IMPORT_PROBE"])
    probe = os.environ.get("TOYBOX_ARENA_FIRST_PAINT_PROBE")
    if probe in ("bare", "app"):
        return _probe(probe)
    from desktop.cli import main as cli_main

    return cli_main()


if __name__ == "__main__":
    sys.exit(main())
