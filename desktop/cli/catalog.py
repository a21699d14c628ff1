"""``toybox-arena catalog``: export and import the catalog as JSON, list items, write the file schema.

toybox-arena catalog export PATH [--kind KIND]     write the catalog (or one kind) to PATH ("-": stdout)
toybox-arena catalog import PATH [--dry-run]       create/update items from PATH; all or nothing
toybox-arena catalog list [--kind KIND] [--needs-checking] [--archived]
toybox-arena catalog kinds                         the kinds and their fields
toybox-arena catalog schema [PATH]                 the JSON schema of the export file
"""

from __future__ import annotations

import argparse
import sys

EXIT_OK = 0
EXIT_ERROR = 1
EXIT_USAGE = 2


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="catalog_action", metavar="ACTION", required=True)
    p = sub.add_parser("export", help="write the catalog (or one kind) as JSON")
    p.add_argument("path", metavar="PATH", help="file to write; '-' for standard output")
    p.add_argument("--kind", metavar="KIND", help="only this kind, e.g. attacktix.figure")
    p = sub.add_parser("import", help="create or update items from a catalog JSON file (all or nothing)")
    p.add_argument("path", metavar="PATH", help="file to read; '-' for standard input")
    p.add_argument("--dry-run", action="store_true", help="check the file and report, write nothing")
    p.add_argument("--verbose", "-v", action="store_true", help="list every created/updated item")
    p = sub.add_parser("list", help="list catalog items")
    p.add_argument("--kind", metavar="KIND", help="only this kind")
    p.add_argument("--needs-checking", action="store_true", help="only items with placeholder values")
    p.add_argument("--archived", action="store_true", help="include archived items")
    sub.add_parser("kinds", help="list the catalog kinds and their fields")
    p = sub.add_parser("schema", help="write the JSON schema of the catalog file")
    p.add_argument(
        "path", metavar="PATH", nargs="?", default="-", help="file to write (default: standard output)"
    )


def _open(args: argparse.Namespace):  # type: ignore[no-untyped-def]
    from desktop.services.database import open_database

    return open_database(getattr(args, "database", None))


def run(args: argparse.Namespace) -> int:
    from database.engine import DatabaseOpenError
    from desktop.services import catalog

    action = args.catalog_action
    try:
        if action == "kinds":
            for spec in catalog.kinds():
                print(f"{spec.key}\t{spec.plural}\tkey: {spec.key_field}")
                for f in spec.fields:
                    extra = f" ({', '.join(f.choices)})" if f.choices else ""
                    ref = f" -> {f.ref_kind}" if f.ref_kind else ""
                    print(f"    {f.key}: {f.type}{ref}{extra}{' required' if f.required else ''}")
            return EXIT_OK
        if action == "schema":
            from desktop.games.catalog_schema import json_schema_text

            _write(args.path, json_schema_text())
            if args.path != "-":
                print(f"wrote the catalog file's JSON schema to {args.path}")
            return EXIT_OK
        if action in ("export", "list") and args.kind:
            known = [k.key for k in catalog.kinds()]
            if args.kind not in known:  # a usage error, before the database is opened
                from desktop.validation import quote_value

                prog = f"toybox-arena catalog {action}"
                print(
                    f"{prog}: error: --kind {quote_value(args.kind)} is not a catalog kind; the kinds are: "
                    f"{', '.join(known)} (see {prog} --help)",
                    file=sys.stderr,
                )
                return EXIT_USAGE
        db = _open(args)
        try:
            if action == "export":
                if args.kind:
                    catalog.kind_spec(args.kind)
                text = catalog.export_catalog(db, args.kind)
                if args.path == "-":
                    sys.stdout.write(text)
                else:
                    n = catalog.export_file(db, args.path, args.kind)
                    print(f"exported {n} item{'s' if n != 1 else ''} to {args.path}")
                return EXIT_OK
            if action == "import":
                from desktop.cli.progress import Progress

                progress = Progress("checking")
                if args.path == "-":
                    report = catalog.import_catalog(
                        db, sys.stdin.buffer.read(), dry_run=args.dry_run, file="<stdin>", progress=progress
                    )
                else:
                    report = catalog.import_file(db, args.path, dry_run=args.dry_run, progress=progress)
                progress.done()
                prefix = "dry run: " if report.dry_run else ""
                print(f"{prefix}{report.summary()}")
                if args.verbose or report.dry_run:
                    for status in ("created", "updated"):
                        for kind, key in getattr(report, status):
                            print(f"  {status}: {kind} {key}")
                return EXIT_OK
            if action == "list":
                if args.needs_checking:
                    items = catalog.needs_checking(db, args.kind)
                else:
                    kinds = [args.kind] if args.kind else [k.key for k in catalog.kinds()]
                    items = [i for k in kinds for i in catalog.list_items(db, k, include_archived=args.archived)]
                for item in items:
                    flags = []
                    if item.archived:
                        flags.append("archived")
                    if item.placeholders:
                        flags.append("placeholders: " + ", ".join(item.placeholders))
                    tail = f"\t[{'; '.join(flags)}]" if flags else ""
                    print(f"{item.kind}\t{item.key}\t{item.name}{tail}")
                return EXIT_OK
        finally:
            db.close()
    except catalog.CatalogImportError as exc:
        from desktop.cli.refusals import print_refusal

        print_refusal("catalog import", exc, getattr(args, "lang", None))
        return EXIT_ERROR
    except catalog.CatalogError as exc:
        print(f"toybox-arena catalog {action}: {exc.message}", file=sys.stderr)
        return EXIT_ERROR
    except DatabaseOpenError as exc:
        print(f"toybox-arena: {exc}", file=sys.stderr)
        return EXIT_ERROR
    except OSError as exc:
        if isinstance(exc, BrokenPipeError):
            raise  # the output's reader went away (`| head`): desktop.cli.main ends quietly
        print(f"toybox-arena catalog {action}: {exc}", file=sys.stderr)
        return EXIT_ERROR
    return EXIT_USAGE


def _write(path: str, text: str) -> None:
    if path == "-":
        sys.stdout.write(text)
        return
    from desktop.services.files import write_text_atomic

    write_text_atomic(path, text)
