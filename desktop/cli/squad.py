"""``toybox-arena squad sheet NAME [--kind attacktix|helix] --out PATH``: a saved squad's sheet as PDF."""

from __future__ import annotations

import argparse
import sys

from desktop.cli.sheets import add_common, labels_for, language, report, write_out

EXIT_OK, EXIT_ERROR = 0, 1


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="squad_action", metavar="ACTION", required=True)
    p = sub.add_parser(
        "sheet", help="print a saved squad or helix to PDF", description="print a saved squad or helix to PDF"
    )
    p.add_argument("name", metavar="NAME", help="the squad's name")
    p.add_argument("--kind", choices=("attacktix", "helix"), help="when a squad and a helix share the name")
    add_common(p)


def run(args: argparse.Namespace) -> int:
    from database.engine import DatabaseOpenError
    from desktop.services.database import open_database
    from desktop.services.sheets import SheetError, squad_sheet
    from desktop.services.squads import SquadError

    try:
        db = open_database(getattr(args, "database", None))
    except DatabaseOpenError as exc:
        print(f"toybox-arena: {exc.location}: {exc.message}", file=sys.stderr)
        return EXIT_ERROR
    try:
        lang = language(args)
        labels, terms = labels_for(lang)
        data = squad_sheet(db, args.name, labels, terms, kind=args.kind, paper=args.paper, lang=lang)
        write_out(data, args.out)
        report(args, data)
        return EXIT_OK
    except (SheetError, SquadError) as exc:
        print(f"toybox-arena squad sheet: {getattr(exc, 'message', None) or exc}", file=sys.stderr)
        return EXIT_ERROR
    except OSError as exc:
        print(f"toybox-arena squad sheet: {exc}", file=sys.stderr)
        return EXIT_ERROR
    finally:
        db.close()
