"""``toybox-arena squad``: saved squads and helixes from the command line.

toybox-arena squad sheet NAME [--kind GAME] --out PATH              a saved squad's sheet as PDF
toybox-arena squad list [--game GAME] [--json]                      the saved squads, by name
toybox-arena squad export [PATH]                                    every saved squad as JSON ('-': stdout)
toybox-arena squad import PATH                                      squads from a file ('-': stdin), all or
                                                                    nothing; a taken name gets a number
"""

from __future__ import annotations

import argparse
import sys

from desktop.cli.choices import GAMES, GAMES_WITH_SQUADS
from desktop.cli.sheets import add_common, labels_for, language, report, write_out

EXIT_OK, EXIT_ERROR = 0, 1


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="squad_action", metavar="ACTION", required=True)
    p = sub.add_parser(
        "sheet", help="print a saved squad or helix to PDF", description="print a saved squad or helix to PDF"
    )
    p.add_argument("name", metavar="NAME", help="the squad's name")
    p.add_argument(
        "--kind",
        choices=GAMES_WITH_SQUADS,
        metavar="GAME",
        help="the game (one of %(choices)s) when squads of two games share the name",
    )
    add_common(p)
    p = sub.add_parser("list", help="list the saved squads and helixes", description="list the saved squads")
    p.add_argument("--game", choices=GAMES, metavar="GAME", help="only this game's (one of %(choices)s)")
    p.add_argument("--json", action="store_true", help="print JSON")
    p = sub.add_parser(
        "export", help="write every saved squad as JSON", description="write the squads as JSON"
    )
    p.add_argument("path", metavar="PATH", nargs="?", default="-", help="file to write (default: stdout)")
    p = sub.add_parser(
        "import",
        help="import squads from a JSON file (all or nothing)",
        description="import squads from a squads JSON file: all or nothing; a taken name gets a number",
    )
    p.add_argument("path", metavar="PATH", help="file to read; '-' for standard input")


RENAMED_SHOWN = 10
NO_SQUADS = "no saved squads yet (build one on the Squads page, or `toybox-arena squad import PATH`)"


def _files(args: argparse.Namespace) -> int:
    """``squad list``, ``squad export`` and ``squad import``."""
    import json
    from pathlib import Path

    from database.engine import DatabaseOpenError
    from desktop.services import squads
    from desktop.services.database import open_database
    from desktop.services.errors import service_error_for

    action = args.squad_action
    try:
        db = open_database(getattr(args, "database", None))
    except DatabaseOpenError as exc:
        print(f"toybox-arena: {exc.location}: {exc.message}", file=sys.stderr)
        return EXIT_ERROR
    from desktop.cli.progress import Progress

    progress = Progress("importing squads")
    try:
        if action == "list":
            rows = squads.list_squads(db, game=args.game)
            if args.json:
                data = [
                    {
                        "id": r.id,
                        "game": r.game,
                        "kind": r.kind,
                        "name": r.name,
                        "summary": r.summary,
                        "legal": r.legal,
                        "version": r.version,
                    }
                    for r in rows
                ]
                json.dump(data, sys.stdout, ensure_ascii=False, indent=2)
                sys.stdout.write("\n")
            else:
                for r in rows:
                    mark = "" if r.legal else "\t[not legal]"
                    print(f"{r.id}\t{r.kind}\t{r.name}\t{r.summary}{mark}")
                if not rows:
                    print(NO_SQUADS if args.game is None else f"no saved squads for {args.game} yet")
            return EXIT_OK
        if action == "export":
            text = squads.export_squads(db)
            if args.path == "-":
                sys.stdout.write(text)
            else:
                from desktop.services.files import write_text_atomic

                write_text_atomic(args.path, text)
                n = len(json.loads(text).get("squads", []))
                print(f"exported {n} squad{'s' if n != 1 else ''} to {args.path}")
            return EXIT_OK
        if args.path == "-":
            name = "<stdin>"
            result = squads.import_squads(db, sys.stdin.buffer.read(), file=name, progress=progress)
        else:  # a file that cannot be read is refused like a bad one (in the language of --lang)
            name = args.path
            result = squads.import_file(db, Path(args.path), progress=progress)
        progress.done()
        n = len(result.created)
        print(f"imported {n} squad{'s' if n != 1 else ''} from {name}")
        for old, new in result.renamed[:RENAMED_SHOWN]:
            print(f"  {old!r} saved as {new!r} (the name was taken)")
        if len(result.renamed) > RENAMED_SHOWN:
            print(f"  and {len(result.renamed) - RENAMED_SHOWN} more renamed")
        return EXIT_OK
    except squads.SquadImportError as exc:
        progress.done()
        from desktop.cli.refusals import print_refusal

        print_refusal("squad import", exc, getattr(args, "lang", None))
        return EXIT_ERROR
    except squads.SquadError as exc:
        progress.done()
        print(f"toybox-arena squad {action}: {exc.message}", file=sys.stderr)
        return EXIT_ERROR
    except OSError as exc:
        progress.done()
        if isinstance(exc, BrokenPipeError):
            raise  # the output's reader went away (`| head`): desktop.cli.main ends quietly
        print(f"toybox-arena squad {action}: {exc}", file=sys.stderr)
        return EXIT_ERROR
    except Exception as exc:  # a locked or read-only database: one line, never a traceback
        progress.done()
        error = service_error_for(exc)
        if error is None:
            raise
        print(f"toybox-arena squad {action}: {error.message}", file=sys.stderr)
        return EXIT_ERROR
    finally:
        db.close()


def run(args: argparse.Namespace) -> int:
    if args.squad_action != "sheet":
        return _files(args)
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
        if isinstance(exc, BrokenPipeError):
            raise  # the output's reader went away (`| head`): desktop.cli.main ends quietly
        print(f"toybox-arena squad sheet: {exc}", file=sys.stderr)
        return EXIT_ERROR
    finally:
        db.close()
