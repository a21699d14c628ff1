"""Command line: ``toybox-arena [--database URL] [--lang en|uk]`` opens the app; verbs run headless.

Each verb lives in its own module ``desktop.cli.<verb>`` defining ``add_arguments(parser)`` and
``run(args) -> int``. A verb's module is imported only when that verb runs, so ``--help`` and the GUI
start stay fast. A game may add verbs of its own (``GameInfo.cli_verbs``, e.g. Battle Helix's ``odds``):
they are looked up in the registry only when the command line names a verb that is not one of
:data:`COMMANDS`, or asks for ``--help``; such a verb's ``run`` finds the saved data in ``args.saved``
(:mod:`desktop.cli.saved`).

The start of a command is part of its speed (issue 9: ``event list`` and a refused ``event result``
as a whole process in at most 0.35 s). So this module, ``desktop/__main__.py`` and every verb module's
top level import only the standard library and light modules (no PySide6, no SQLAlchemy, no numpy):
``add_arguments`` must stay cheap, and ``run`` imports what the action needs. A verb may also name a
quick path in :data:`QUICK` (``run(verb, args) -> int | None``) that answers some actions without the
heavy imports and returns None to hand over to the verb's ``run``. ``tests/cli/test_cli_quick.py``
checks that building the parser of every verb imports none of them.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

# verb -> (module, one-line help). One line per verb; each area owns its own line.
COMMANDS: dict[str, tuple[str, str]] = {
    "catalog": ("desktop.cli.catalog", "export or import the catalog as JSON, list items needing checks"),
    "simulate": ("desktop.cli.simulate", "play computer against computer and print statistics"),
    "event": ("desktop.cli.event", "tournaments: create, import players, register, pair, results, standings"),
    "squad": ("desktop.cli.squad", "saved squads and helixes: list, export, import, print to PDF"),
}

# verb -> module whose ``run(verb, args)`` answers some actions quickly (None: the verb's own ``run``).
QUICK: dict[str, str] = {
    "event": "desktop.cli.quick",  # event list and refused results without SQLAlchemy
}

# verb -> the actions that may start a new SQLite file at an explicit ``--database`` (saying so on stderr).
# Every other action (reading, or changing what must already be there: an event, its players) refuses a
# file that does not exist, so that a mistyped path never becomes a new empty database.
CREATES_DATABASE: dict[str, frozenset[str]] = {
    "catalog": frozenset({"import"}),
    "event": frozenset({"create", "import", "demo"}),
    "squad": frozenset({"import"}),
}

EXIT_FAILURE = 1

PAGES = ("catalog", "squads", "play", "tournaments")


def count(n: int, one: str, many: str | None = None) -> str:
    """``n`` and its noun in English's number: "1 round", "5 rounds", "0 players"."""
    return f"{n} {one if n == 1 else (many or one + 's')}"


def available_commands() -> dict[str, tuple[str, str]]:
    return dict(COMMANDS)


def game_verbs() -> dict[str, tuple[str, str]]:
    """verb -> ("module:object", one-line help) of the verbs the registered games add (this imports the
    registry: call it only when a verb is not one of :data:`COMMANDS`)."""
    from desktop.games import registry

    out: dict[str, tuple[str, str]] = {}
    for game in registry.GAMES.values():
        for verb, spec in game.cli_verbs.items():
            if verb not in COMMANDS:
                out.setdefault(verb, spec)
    return out


EXIT_USAGE = 2
EXIT_INTERRUPTED = 130
"""Exit status after Ctrl-C (128 + SIGINT), as shells report it."""
EXIT_BROKEN_PIPE = 141
"""Exit status when the output's reader went away (128 + SIGPIPE), as shells report it."""


class Parser(argparse.ArgumentParser):
    """argparse with a one-line refusal: ``toybox-arena event pair: error: ...`` and exit status 2 (no
    usage block, which ``--help`` prints). The verbs' sub-parsers are of this class too."""

    def error(self, message: str) -> NoReturn:
        from desktop.validation import shorten_text

        message = shorten_text(message, 400)  # argparse's own messages quote arguments whole
        line = " ".join(message.split())
        self.exit(EXIT_USAGE, f"{self.prog}: error: {line} (see {self.prog} --help)\n")


_last_wait = [0.0]


def _wait_notice(location: str, waited: float) -> bool:
    """A write waits for another desk's: say so once on stderr (from half a second on) and wait on;
    Ctrl-C cancels it (nothing is written; exit status 130)."""
    if waited <= _last_wait[0] or _last_wait[0] == 0.0:
        print(
            f"toybox-arena: waiting for another desk to finish writing to {location}… (Ctrl-C cancels)",
            file=sys.stderr,
            flush=True,
        )
    _last_wait[0] = waited
    return True


def _size(text: str) -> tuple[int, int]:
    from desktop.validation import quote_value

    parts = text.lower().split("x") if len(text) <= 20 else []
    if len(parts) != 2 or not all(p.isascii() and p.isdigit() and len(p) <= 5 for p in parts):
        raise argparse.ArgumentTypeError(f"size must look like 1280x800, not {quote_value(text)}")
    width, height = int(parts[0]), int(parts[1])
    if not (200 <= width <= 8000 and 200 <= height <= 8000):
        raise argparse.ArgumentTypeError("width and height must be between 200 and 8000 pixels")
    return width, height


_size.numeric_bounds = (200, 8000)  # type: ignore[attr-defined]


def build_parser(load_verb: str | None = None, *, with_game_verbs: bool = False) -> argparse.ArgumentParser:
    parser = Parser(
        prog="toybox-arena",
        description="Toybox Arena: catalog, squads, play and tournaments for Attacktix, Battle Helix and "
        "Toy Battle. Without a verb it opens the desktop app.",
    )
    parser.add_argument(
        "--database", metavar="URL", help="database URL (default: SQLite file in the data folder)"
    )
    parser.add_argument("--lang", choices=("en", "uk"), help="language of the interface")
    parser.add_argument("--screenshot", metavar="PATH", help="render a page offscreen to a PNG file and exit")
    parser.add_argument(
        "--page", choices=PAGES, default="catalog", help="page for --screenshot (default: catalog)"
    )
    parser.add_argument(
        "--size", type=_size, default=(1280, 800), metavar="WxH", help="window size for --screenshot"
    )
    commands = available_commands()
    sub = parser.add_subparsers(dest="verb", metavar="VERB", title="verbs")
    for verb, (module, help_text) in commands.items():
        verb_parser = sub.add_parser(verb, help=help_text, description=help_text)
        if verb == load_verb:
            importlib.import_module(module).add_arguments(verb_parser)
    if with_game_verbs:
        from desktop.lazy import load

        for verb, (path, help_text) in game_verbs().items():
            verb_parser = sub.add_parser(verb, help=help_text, description=help_text)
            if verb == load_verb:
                load(path).add_arguments(verb_parser)
    return parser


def _first_word(argv: Sequence[str]) -> str | None:
    """The first argument that is not an option or an option's value: the verb, if any."""
    takes_value = {"--database", "--lang", "--screenshot", "--page", "--size"}
    skip = False
    for arg in argv:
        if skip:
            skip = False
            continue
        if arg in takes_value:
            skip = True
            continue
        if arg.startswith("-"):
            continue
        return arg
    return None


def _find_verb(argv: Sequence[str]) -> str | None:
    arg = _first_word(argv)
    if arg is None:
        return None
    return arg if arg in available_commands() or arg in game_verbs() else None


def display_available() -> bool:
    if os.environ.get("QT_QPA_PLATFORM"):
        return True
    if sys.platform.startswith("linux") or "bsd" in sys.platform:
        return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    return True


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; Ctrl-C ends any verb with one line and exit status 130 (the write
    transaction in progress is rolled back, a file being written is removed). Output piped into a reader
    that stops early (``toybox-arena event list | head -1``) ends the verb quietly, status 141."""
    try:
        status = _main(argv)
        sys.stdout.flush()  # a reader gone meets the buffered rest here, not in Python's exit
        return status
    except BrokenPipeError:
        return _reader_gone()
    except KeyboardInterrupt:
        try:
            sys.stdout.flush()
        except (OSError, ValueError):
            pass
        print("toybox-arena: interrupted (Ctrl-C); nothing was half written", file=sys.stderr)
        return EXIT_INTERRUPTED


def _reader_gone() -> int:
    """The reader of standard output went away: no traceback and no message (the reader chose to stop);
    what is still buffered goes nowhere, so Python's own flush at exit does not complain either."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        try:
            os.dup2(devnull, sys.stdout.fileno())
        finally:
            os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass
    return EXIT_BROKEN_PIPE


def _main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    verb = _find_verb(argv)
    wants_help = verb is None and any(a in ("-h", "--help") for a in argv)
    unknown = verb is None and _first_word(argv) is not None  # refused naming every verb, the games' too
    game_verb = verb is not None and verb not in COMMANDS
    parser = build_parser(load_verb=verb, with_game_verbs=game_verb or wants_help or unknown)
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # a usage error: one line on stderr (Parser.error), status 2
        if exc.code in (0, None):
            raise  # --help, --version: argparse's own exit
        return exc.code if isinstance(exc.code, int) else EXIT_USAGE
    new_file = _new_database_file(str(verb), args) if verb is not None else None
    if new_file is not None and not _may_create(str(verb), args, new_file):
        return EXIT_FAILURE
    try:
        return _run_verb(verb, game_verb, args)
    finally:
        if new_file is not None and new_file.exists():
            print(f"toybox-arena: created a new database at {new_file}", file=sys.stderr)


def _new_database_file(verb: str, args: argparse.Namespace) -> Path | None:
    """The SQLite file an explicit ``--database`` names when it does not exist yet (None otherwise: the
    default database, whose data folder a first start makes; a file that exists; another kind of URL,
    which the database layer judges)."""
    url = getattr(args, "database", None)
    if url is None:
        return None
    from database.quick_read import sqlite_file_from_url

    path = sqlite_file_from_url(url)
    if path is None or path.exists() or path.is_symlink():
        return None
    return path


def _may_create(verb: str, args: argparse.Namespace, path: Path) -> bool:
    """Whether this action may start a new database at ``path``; else says why not on stderr."""
    action = getattr(args, f"{verb}_action", None)
    where = f"toybox-arena {verb}" + (f" {action}" if action else "")
    if not path.parent.is_dir():
        print(
            f"{where}: there is no folder {path.parent} for the database {path.name}; nothing was created "
            "(check the --database path)",
            file=sys.stderr,
        )
        return False
    if action not in CREATES_DATABASE.get(verb, frozenset()):
        starters = ", ".join(f"{v} {a}" for v, actions in CREATES_DATABASE.items() for a in sorted(actions))
        print(
            f"{where}: there is no database at {path}; nothing was created (check the --database path; "
            f"these start a new one: {starters})",
            file=sys.stderr,
        )
        return False
    return True


def _run_verb(verb: str | None, game_verb: bool, args: argparse.Namespace) -> int:
    if game_verb:
        from desktop.cli.saved import run_with_saved_data
        from desktop.lazy import load

        return run_with_saved_data(load(game_verbs()[str(verb)][0]), args)
    if verb is not None:
        from database import waiting

        previous = waiting.set_notice(_wait_notice)  # for this verb only (the process may go on)
        module = importlib.import_module(COMMANDS[verb][0])
        try:
            if verb in QUICK:
                status = importlib.import_module(QUICK[verb]).run(verb, args)
                if status is not None:
                    return int(status)
            return int(module.run(args) or 0)
        except Exception as exc:  # a database or service failure: one clear line, exit status 1
            from desktop.services.errors import service_error_for

            error = service_error_for(exc)
            if error is None:
                raise
            print(f"toybox-arena {verb}: {error.message}", file=sys.stderr)
            return 1
        finally:
            waiting.set_notice(previous)
    if args.screenshot:
        from desktop.app import screenshot

        return screenshot(args)
    if not display_available():
        print(
            "toybox-arena: no display found. Use `toybox-arena --screenshot out.png [--page PAGE]` to render "
            "a page offscreen, or set QT_QPA_PLATFORM=offscreen.",
            file=sys.stderr,
        )
        return 2
    from desktop.app import run_gui

    return run_gui(args)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
