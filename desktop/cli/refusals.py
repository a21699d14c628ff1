"""How the import verbs (``catalog import``, ``squad import``) print a refused file, in the language of
``--lang``: the first problem (naming the file, the item and the field, and how many more there are),
up to :data:`ALSO_SHOWN` more one a line, and that nothing was imported.

English is the services' own text (no Qt). Another language is read from the app's translation (the
.qm the interface loads) through a QCoreApplication made only then, as ``event sheets --lang`` does, with
the screens' own functions (:func:`desktop.ui.errors.error_text`, :func:`~desktop.ui.errors.problem_lines`),
so that the command line and the screens say the same; what the file holds (names, keys, fields) is
printed as written.
"""

from __future__ import annotations

import sys
from typing import Any

ALSO_SHOWN = 19


def refusal_lines(exc: Any, lang: str | None) -> list[str]:
    """The lines that explain ``exc`` (a catalog or squads import refusal) in ``lang`` (None: English)."""
    if lang and lang != "en":
        translated = _translated(exc, lang)
        if translated is not None:
            return translated
    lines = [exc.message]
    lines += [f"  also: {problem}" for problem in exc.problems[1 : ALSO_SHOWN + 1]]
    lines.append("nothing was imported")
    return lines


def _translated(exc: Any, lang: str) -> list[str] | None:
    from PySide6.QtCore import QCoreApplication, QTranslator

    from desktop.ui import i18n

    app = QCoreApplication.instance()
    if app is None:
        app = QCoreApplication([sys.argv[0] if sys.argv else "toybox-arena"])
        _translated.app = app  # type: ignore[attr-defined]  # kept alive for the process
    translator = QTranslator()
    if not translator.load(i18n.translation_file(lang)):
        print(f"toybox-arena: no {lang} translation found; writing in English", file=sys.stderr)
        return None
    app.installTranslator(translator)
    try:
        from desktop.ui.errors import error_text, problem_lines

        also = QCoreApplication.translate("CommandLine", "also: {problem}")
        lines = [error_text(exc)]
        lines += ["  " + also.format(problem=p) for p in problem_lines(exc)[1 : ALSO_SHOWN + 1]]
        lines.append(QCoreApplication.translate("CommandLine", "nothing was imported"))
        return lines
    finally:
        app.removeTranslator(translator)


def print_refusal(verb: str, exc: Any, lang: str | None) -> None:
    """Print the refusal of ``toybox-arena VERB`` on standard error."""
    lines = refusal_lines(exc, lang)
    print(f"toybox-arena {verb}: {lines[0]}", file=sys.stderr)
    for line in lines[1:]:
        print(line, file=sys.stderr)
