"""Interface languages: Qt Linguist .ts sources and compiled .qm files in resources/translations/
(toybox_uk for Ukrainian, toybox_en for the English plural forms), made by tools/translations.py."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

import resources

LANGUAGES: dict[str, str] = {"en": "English", "uk": "Українська"}
_installed: list[QTranslator] = []


def translation_file(lang: str) -> str:
    return str(resources.path("translations", f"toybox_{lang}.qm"))


def install(lang: str) -> bool:
    """Switch the application's language; returns False when no translation was found."""
    app = QCoreApplication.instance()
    if app is None:
        return False
    for tr in _installed:
        app.removeTranslator(tr)
    _installed.clear()
    QLocale.setDefault(QLocale(QLocale.Language.Ukrainian if lang == "uk" else QLocale.Language.English))
    ok = False
    own = QTranslator(app)
    # English too: toybox_en.qm holds the English plural forms of the %n messages (Qt would show
    # "1 problem(s)" otherwise); every other English text is the source text itself
    if own.load(translation_file(lang)):
        app.installTranslator(own)
        _installed.append(own)
        ok = True
    if lang == "en":
        return True
    qt = QTranslator(app)
    if qt.load(f"qtbase_{lang}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    return ok
