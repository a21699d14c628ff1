"""``toybox-arena event sheets EVENT --kind KIND --out PATH``: print an event's sheets to a PDF file.

KIND is one of pairings, wall, slips, scoresheets, checkin, registrations, standings, final, squads,
bracket. ``--lang uk`` prints the captions in Ukrainian (from the app's own translation, loaded through
a QCoreApplication created only then). The file is written whole or not at all.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from desktop.cli import bounds as B
from desktop.reports import KINDS, PAPERS, PER_PAGE


def add_parser(sub: Any) -> argparse.ArgumentParser:
    """Add ``sheets`` to the ``event`` verb's actions (called from desktop/cli/event.py)."""
    p = sub.add_parser(
        "sheets", help="print sheets to PDF", description="print an event's sheets to a PDF file"
    )
    p.add_argument("event", type=B.reference("EVENT"), metavar="EVENT", help="event id or exact name")
    p.add_argument("--kind", required=True, choices=KINDS, help="which document")
    p.add_argument("--round", type=B.bounded_int(1, 10_000, "--round"), help="pairings, wall, slips: the round (default: the latest)")
    p.add_argument("--stage", type=B.bounded_int(1, 100, "--stage"), help="standings or bracket: the stage (1, 2...)")
    p.add_argument(
        "--per-page",
        type=B.bounded_int(1, 8, "--per-page"),
        choices=PER_PAGE,
        default=2,
        help="slips on a page (default 2)",
    )
    p.add_argument(
        "--web-url",
        type=web_url,
        default="",
        metavar="URL",
        help="slips: the venue web's address, printed on each player's stub beside their code",
    )
    add_common(p)
    return p


WEB_URL_MAX = 200


def web_url(text: str) -> str:
    """An argparse type: the venue web's address as printed (one line of at most 200 characters)."""
    t = text.strip()
    if len(t) > WEB_URL_MAX or any(not ch.isprintable() or ch.isspace() for ch in t):
        raise argparse.ArgumentTypeError(
            f"must be one address of at most {WEB_URL_MAX} characters without spaces, not {B.quote(text)}"
        )
    return t


def add_common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--paper", choices=tuple(PAPERS), default="a4", help="paper size (default a4)")
    p.add_argument("--lang", dest="sheet_lang", choices=("en", "uk"), help="language of the captions")
    p.add_argument("--out", required=True, metavar="PATH", help="PDF file to write ('-': standard output)")
    p.add_argument("--json", action="store_true", help="print JSON")


def language(args: argparse.Namespace) -> str:
    return getattr(args, "sheet_lang", None) or getattr(args, "lang", None) or "en"


def labels_for(lang: str) -> tuple[Any, dict[str, str]]:
    """Captions and terms in ``lang``: English without Qt; otherwise from the app's .qm translation, through
    a translator installed only while the texts are read (the interface language is left as it was)."""
    from desktop.reports import Labels
    from desktop.services.sheets import ENGLISH_TERMS

    if lang == "en":
        return Labels(), dict(ENGLISH_TERMS)
    from PySide6.QtCore import QCoreApplication, QTranslator

    from desktop.ui import i18n
    from desktop.ui.reports.labels import report_labels, report_terms

    app = QCoreApplication.instance()
    if app is None:
        app = QCoreApplication([sys.argv[0] if sys.argv else "toybox-arena"])
        labels_for.app = app  # type: ignore[attr-defined]  # kept alive for the process
    translator = QTranslator()
    if not translator.load(i18n.translation_file(lang)):
        print(f"toybox-arena: no {lang} translation found; printing in English", file=sys.stderr)
        return Labels(), dict(ENGLISH_TERMS)
    app.installTranslator(translator)
    try:
        labels, terms = report_labels(), report_terms()
    finally:
        app.removeTranslator(translator)
    shown = labels.squad_text

    def squad_text(game: str, text: str) -> str:  # a squad's summary: translated when it is printed
        app.installTranslator(translator)
        try:
            return shown(game, text)
        finally:
            app.removeTranslator(translator)

    labels.squad_text = squad_text
    return labels, terms


def write_out(data: bytes, out: str) -> None:
    """Write ``data`` to ``out`` atomically (a temporary file beside it, then a rename)."""
    if out == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
        return
    path = Path(out)
    if path.is_dir():
        raise OSError(f"{out} is a folder; give a file name")
    from desktop.files import write_atomic

    write_atomic(path, data)


def report(args: argparse.Namespace, data: bytes) -> None:
    from desktop.reports import missing_glyphs

    missing = missing_glyphs(data)
    if missing:  # characters none of the sheets' fonts has: printed as a replacement mark, said here
        shown = ", ".join(missing[:12]) + (f" and {len(missing) - 12} more" if len(missing) > 12 else "")
        print(
            f"toybox-arena: warning: {len(missing)} character(s) have no glyph in the sheets' fonts and "
            f"print as \ufffd: {shown}",
            file=sys.stderr,
        )
    if args.out == "-":
        return
    if args.json:
        json.dump({"path": args.out, "bytes": len(data), "missing_glyphs": missing}, sys.stdout)
        sys.stdout.write("\n")
    else:
        print(f"wrote {args.out} ({len(data)} bytes)")


def run_sheets(db: Any, args: argparse.Namespace) -> int:
    """The ``event sheets`` action (errors are TournamentError, reported by the event verb)."""
    from desktop.services.sheets import Options, event_sheet

    lang = language(args)
    labels, terms = labels_for(lang)
    opts = Options(
        round=args.round,
        per_page=args.per_page,
        paper=args.paper,
        stage=args.stage,
        lang=lang,
        web_url=args.web_url,
    )
    data = event_sheet(db, args.event, args.kind, labels, terms, opts)
    write_out(data, args.out)
    report(args, data)
    return 0
