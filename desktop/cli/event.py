"""``toybox-arena event``: tournaments from the command line.  Every verb prints JSON with ``--json``.

toybox-arena event create NAME --game GAME [--format swiss|round_robin|single_elimination|double_elimination]
                          [--rounds N] [--best-of 1|3] [--cut N --then single_elimination] ...
toybox-arena event list
toybox-arena event import-players EVENT FILE.csv [--skip-rejected] [--dry-run]
toybox-arena event register EVENT NAME [--club C] [--rating R] [--email E] [--notes N] [--squad ID]
toybox-arena event pair EVENT [--publish]           pair the next round (a draft unless --publish)
toybox-arena event pair EVENT --swap P Q            swap two players in the draft round
toybox-arena event pair EVENT --with P Q            pair two players by hand in the draft (the rest re-paired)
toybox-arena event pair EVENT --bye P               give the draft's bye to a player by hand
toybox-arena event pair EVENT --publish-draft       publish the draft round
toybox-arena event result EVENT MATCH --game k=v,k=v [--game ...] | --special KIND [--winner a|b] | --clear
toybox-arena event drop EVENT PLAYER [--disqualify REASON]
toybox-arena event standings EVENT [--stage N]
toybox-arena event export EVENT [PATH]             the whole event as JSON ('-' or no path: stdout)
toybox-arena event publish EVENT DIR               the venue web's pages as a static site in DIR
toybox-arena event serve EVENT [--host H] [--port P]  the venue web for the players' phones (headless)
toybox-arena event demo --game GAME --players N --rounds R --seed S [--play]

toybox-arena event checkin EVENT PLAYER [--undo] | --all   check players in (round 1 pairs only them)
toybox-arena event penalty EVENT PLAYER --kind warning|game_loss|match_loss [--match MATCH] [--reason R]
                          [--void-later] [--keep-cut]   as a result's correction, when the loss changes
                          who goes on in a bracket or a started cut
toybox-arena event reenter EVENT PLAYER             re-entry of a dropped player (where the event allows it)
toybox-arena event bye EVENT PLAYER --round N [--undo]  a requested bye: the player sits round N out
toybox-arena event delete EVENT [--yes]             delete an event (a backup is written first)

EVENT is an event id or its exact name; MATCH a match id or its printed code; PLAYER a registration id
or a name.

Match codes: see MATCH_CODES below (also printed by ``toybox-arena event --help``).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

from desktop.cli import bounds as B
from desktop.cli.choices import GAMES

EXIT_OK = 0
EXIT_ERROR = 1
EXIT_USAGE = 2

FORMATS = ("swiss", "round_robin", "single_elimination", "double_elimination")


_scoring = B.int_list(4, 0, 1000, "scoring", "3,1,0,3", " (win, draw, loss, bye)")
SEED = B.bounded_int(-B.ID_MAX, B.ID_MAX, "the seed")
VERSION = B.bounded_int(0, B.ID_MAX, "the version")
ROUND = B.bounded_int(0, 10_000, "the round")  # 0: refused by the service, in its own words
STAGE = B.bounded_int(1, 100, "the stage")
EVENT = B.reference("EVENT")
PLAYER = B.reference("PLAYER")
MATCH = B.reference("MATCH")
PORT = B.bounded_int(1024, 65535, "--port")
def _reason(text: str) -> str:
    """--disqualify REASON: a disqualification says why (an empty reason is not a plain drop)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("a disqualification needs a reason (or leave --disqualify out to drop)")
    return text


LOOSE = B.bounded_int(-1_000_000, 1_000_000)
"""A number the service checks itself with its own message (a rating, requested byes): here only
what no setting can be."""


MATCH_CODES = """\
EVENT is an event id or its exact name; MATCH a match id or its printed code; PLAYER a registration
id or an exact name.

Match codes, printed on score sheets and in their QR codes, read EVENT-ROUND-SLOT-CHECK, e.g. 12-3-7-K:
  EVENT  the event's id (12)
  ROUND  the round number (3)
  SLOT   the table number (7); B<id> for the bye of registration <id>, L<id> for a round a late
         entry missed, X<id> for a match without a table (or a requested bye)
  CHECK  a check character computed from the rest, so that a mistyped code is refused
Codes are not case-sensitive and spaces are ignored."""


def _bye_options(p: argparse.ArgumentParser, *, defaults: bool) -> None:
    """The requested-bye settings of ``create`` (with their defaults) and ``edit`` (unchanged if left out)."""
    p.add_argument(
        "--requested-bye-points",
        choices=("draw", "zero"),
        default="draw" if defaults else None,
        help="a requested bye scores the draw points or nothing" + (" (default: draw)" if defaults else ""),
    )
    p.add_argument(
        "--max-requested-byes",
        type=LOOSE,
        metavar="N",
        default=2 if defaults else None,
        help="requested byes per player" + (" (default: 2)" if defaults else ""),
    )
    p.add_argument(
        "--no-requested-byes-last",
        type=LOOSE,
        metavar="N",
        default=1 if defaults else None,
        help="no requested bye in the last N Swiss rounds" + (" (default: 1)" if defaults else ""),
    )
    p.add_argument(
        "--club-avoidance",
        choices=("on", "off"),
        default="on" if defaults else None,
        help="the Swiss pairing avoids same-club pairs where it can" + (" (default: on)" if defaults else ""),
    )


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = MATCH_CODES
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    sub = parser.add_subparsers(dest="event_action", metavar="ACTION", required=True)

    def verb(name: str, help_text: str) -> argparse.ArgumentParser:
        p = sub.add_parser(name, help=help_text, description=help_text)
        p.add_argument("--json", action="store_true", help="print JSON")
        return p

    p = verb("create", "create an event")
    p.add_argument("name", metavar="NAME")
    p.add_argument(
        "--game", required=True, choices=GAMES, metavar="GAME", help="the game's key (one of %(choices)s)"
    )
    p.add_argument("--format", choices=FORMATS, default="swiss", help="first stage (default: swiss)")
    p.add_argument("--rounds", type=B.bounded_int(1, 100, "--rounds"), help="Swiss rounds (default: ceil(log2(players)))")
    p.add_argument("--pools", type=B.bounded_int(1, 1000, "--pools"), default=1, help="round robin: number of pools")
    p.add_argument("--double", action="store_true", help="round robin: everyone meets twice")
    p.add_argument(
        "--then", choices=("single_elimination", "double_elimination"), help="a second, elimination stage"
    )
    p.add_argument("--cut", type=B.bounded_int(2, 100_000, "--cut"), help="with --then: the top N of the first stage")
    p.add_argument(
        "--crossed", action="store_true", help="with --then after pools: crossed playoffs A1-B2, B1-A2"
    )
    p.add_argument("--third-place", action="store_true", help="elimination: play a third-place match")
    p.add_argument("--no-reset", action="store_true", help="double elimination: no grand-final reset")
    p.add_argument("--best-of", type=B.bounded_int(1, 3, "--best-of"), choices=(1, 3), default=1)
    p.add_argument("--date", default="", help="YYYY-MM-DD")
    p.add_argument("--venue", default="")
    p.add_argument("--organiser", default="")
    p.add_argument("--round-minutes", type=B.bounded_int(1, 1440, "--round-minutes"), default=50)
    p.add_argument(
        "--scoring", type=_scoring, default=(3, 1, 0, 3), help="win,draw,loss,bye (default 3,1,0,3)"
    )
    p.add_argument("--tiebreaks", help="comma-separated, e.g. omw,oomw,secondary")
    p.add_argument("--seed", type=SEED, default=0, help="seed of random first rounds and the last-resort draw")
    p.add_argument("--first-round", choices=("seed", "random"), default="seed")
    colours = p.add_mutually_exclusive_group()
    colours.add_argument(
        "--colours", dest="colours", action="store_true", default=None, help="balance colours"
    )
    colours.add_argument("--no-colours", dest="colours", action="store_false", help="do not balance colours")
    p.add_argument("--allow-reentry", action="store_true")
    p.add_argument(
        "--no-show-minutes",
        type=B.bounded_int(0, 120, "--no-show-minutes"),
        default=10,
        metavar="N",
        help="a no-show counts N minutes after the round's clock starts (0-120, default 10)",
    )
    p.add_argument(
        "--unplayed-rounds",
        choices=("virtual", "omit"),
        default="virtual",
        help="Buchholz and Sonneborn-Berger: a round without an opponent counts against a virtual "
        "opponent (default) or is left out",
    )
    _bye_options(p, defaults=True)
    p.add_argument("--setting", action="append", default=[], metavar="KEY=VALUE", help="a game setting")

    verb("list", "list the events")

    p = verb(
        "edit",
        "change an event's settings (after round 1 only scoring, tiebreakers, round time, date, venue...)",
    )
    p.add_argument("event", type=EVENT, metavar="EVENT", help="event id or exact name")
    p.add_argument("--name")
    p.add_argument("--game", choices=GAMES, metavar="GAME", help="the game's key (one of %(choices)s)")
    p.add_argument("--best-of", type=B.bounded_int(1, 3, "--best-of"), choices=(1, 3))
    p.add_argument("--date")
    p.add_argument("--venue")
    p.add_argument("--organiser")
    p.add_argument("--round-minutes", type=B.bounded_int(1, 1440, "--round-minutes"))
    p.add_argument("--scoring", type=_scoring, help="win,draw,loss,bye")
    p.add_argument("--tiebreaks", help="comma-separated, e.g. omw,oomw,secondary")
    p.add_argument("--seed", type=SEED)
    p.add_argument("--first-round", choices=("seed", "random"))
    p.add_argument(
        "--setting",
        action="append",
        default=None,
        metavar="KEY=VALUE",
        help="a game setting (replaces them all)",
    )
    reentry = p.add_mutually_exclusive_group()
    reentry.add_argument("--allow-reentry", dest="allow_reentry", action="store_true", default=None)
    reentry.add_argument("--no-reentry", dest="allow_reentry", action="store_false")
    p.add_argument(
        "--no-show-minutes",
        type=B.bounded_int(0, 120, "--no-show-minutes"),
        metavar="N",
        help="a no-show counts N minutes after the round's clock starts (0-120)",
    )
    p.add_argument(
        "--unplayed-rounds",
        choices=("virtual", "omit"),
        help="Buchholz and Sonneborn-Berger: a round without an opponent counts against a virtual "
        "opponent or is left out",
    )
    _bye_options(p, defaults=False)
    p.add_argument("--expect-version", type=VERSION, help="refuse if someone else changed the event")

    p = verb("import-players", "register players from a CSV file (name, club, rating, email, notes)")
    p.add_argument("event", type=EVENT, metavar="EVENT", help="event id or exact name")
    p.add_argument("path", metavar="FILE", help="CSV file; '-' for standard input")
    p.add_argument(
        "--skip-rejected", action="store_true", help="register the good rows even if some are rejected"
    )
    p.add_argument("--dry-run", action="store_true", help="check the file, register nobody")

    p = verb("register", "register one player")
    p.add_argument("event", type=EVENT, metavar="EVENT", help="event id or exact name")
    p.add_argument("name", metavar="NAME")
    p.add_argument("--club", default="")
    p.add_argument("--rating", type=LOOSE)
    p.add_argument("--email", default="")
    p.add_argument("--notes", default="")
    p.add_argument("--squad", type=B.id_number("--squad"), metavar="SQUAD_ID", help="attach a snapshot of this saved squad")

    p = verb("pair", "pair the next round")
    p.add_argument("event", type=EVENT, metavar="EVENT", help="event id or exact name")
    p.add_argument("--publish", action="store_true", help="publish the new round at once")
    p.add_argument("--publish-draft", action="store_true", help="publish the current draft round")
    p.add_argument("--discard", action="store_true", help="discard the current draft round")
    p.add_argument("--swap", nargs=2, type=PLAYER, metavar=("PLAYER", "OTHER"), help="swap two players in the draft round")
    p.add_argument(
        "--with",
        dest="with_",
        nargs=2,
        type=PLAYER,
        metavar=("PLAYER", "OTHER"),
        help="pair two players by hand in the draft round (the rest is paired again around them)",
    )
    p.add_argument("--bye", type=PLAYER, metavar="PLAYER", help="give the draft round's bye to this player by hand")
    p.add_argument(
        "--expect-version", type=VERSION, help="with --with/--bye: refuse if someone else changed the draft"
    )
    p.add_argument(
        "--undo", action="store_true", help="take back the last published round (to pair it again)"
    )
    p.add_argument(
        "--force", action="store_true", help="with --undo: also when it has results (they are kept on record)"
    )
    p.add_argument(
        "--table",
        nargs=2,
        type=B.reference("--table"),
        metavar=("PLAYER", "TABLE"),
        help="fix a player to a table (0: no fixed table)"
    )

    p = verb("result", "enter, correct or clear a match result")
    p.add_argument("event", type=EVENT, metavar="EVENT", help="event id or exact name")
    p.add_argument("match", type=MATCH, metavar="MATCH", help="match id or printed match code")
    p.add_argument(
        "--game",
        action="append",
        default=[],
        metavar="RESULT",
        help="one game's result: JSON or key=value,key=value (fields: see the game's result fields)",
    )
    p.add_argument(
        "--special", choices=("forfeit", "no_show", "double_loss", "intentional_draw", "concession")
    )
    p.add_argument("--winner", choices=("a", "b"), help="with --special: the side that wins")
    p.add_argument("--concede", choices=("a", "b"), help="with --game: the side that conceded")
    p.add_argument("--clear", action="store_true", help="remove the result")
    p.add_argument("--expect-version", type=VERSION, help="refuse if someone else changed the match")
    p.add_argument("--who", help="scorekeeper's name for the audit trail")
    p.add_argument(
        "--force",
        action="store_true",
        help="confirm a time-called result before time is up, or a no-show before the event's no-show minutes",
    )
    p.add_argument(
        "--void-later",
        action="store_true",
        help="a correction that changes who goes on in a bracket: void the later matches paired on the old "
        "result (deleted, their results kept in the event's record; the bracket pairs them again)",
    )
    p.add_argument(
        "--keep-cut",
        action="store_true",
        help="a correction that changes the standings a started cut was drawn from: record it anyway, the "
        "bracket keeping its seeds (the audit trail says so)",
    )

    p = verb("clock", "the round clock: show, start, pause, resume or extend the current round's time")
    p.add_argument("event", type=EVENT, metavar="EVENT", help="event id or exact name")
    p.add_argument(
        "clock_action", nargs="?", default="show", choices=("show", "start", "pause", "resume", "extend")
    )
    p.add_argument(
        "minutes",
        nargs="?",
        type=B.bounded_int(-1440, 1440, "the minutes"),
        help="start: the round's minutes (default: the event's); extend: minutes to add",
    )
    p.add_argument("--who", help="who changed the clock")

    p = verb("extend", "give one table extra time in the current round (a judge's ruling stopped its game)")
    p.add_argument("event", type=EVENT, metavar="EVENT", help="event id or exact name")
    p.add_argument("--table", required=True, type=B.bounded_int(1, 100000, "--table"), help="the table number")
    p.add_argument(
        "--minutes",
        required=True,
        type=B.bounded_int(-600, 600, "--minutes"),
        help="minutes to add to that table's time (negative: take extra time back)",
    )

    p = verb("drop", "drop (or disqualify) a player")
    p.add_argument("event", type=EVENT, metavar="EVENT", help="event id or exact name")
    p.add_argument("player", type=PLAYER, metavar="PLAYER", help="registration id or exact name")
    p.add_argument(
        "--disqualify", type=_reason, metavar="REASON", help="disqualify instead of dropping (REASON: why)"
    )

    p = verb("standings", "print the standings")
    p.add_argument("event", type=EVENT, metavar="EVENT", help="event id or exact name")
    p.add_argument("--stage", type=STAGE, help="only this stage (1, 2...)")
    p.add_argument("--after-round", type=ROUND, metavar="N", help="the standings as they were after round N")

    p = verb(
        "checkin", "check a player in (once check-in has started, round 1 pairs only checked-in players)"
    )
    p.add_argument("event", type=EVENT, metavar="EVENT", help="event id or exact name")
    p.add_argument("player", type=PLAYER, metavar="PLAYER", nargs="?", help="registration id or exact name")
    p.add_argument("--all", action="store_true", help="every registered player")
    p.add_argument("--undo", action="store_true", help="undo the check-in")

    p = verb("penalty", "a warning, game loss or match loss against a player")
    p.add_argument("event", type=EVENT, metavar="EVENT", help="event id or exact name")
    p.add_argument("player", type=PLAYER, metavar="PLAYER", help="registration id or exact name")
    p.add_argument("--kind", required=True, choices=("warning", "game_loss", "match_loss"))
    p.add_argument(
        "--match", type=MATCH, metavar="MATCH", help="the match it applies to (needed for a game or match loss)"
    )
    p.add_argument("--reason", default="", help="why (kept in the event's record)")
    p.add_argument("--who", help="judge's name for the record")
    p.add_argument(
        "--void-later",
        action="store_true",
        help="a game or match loss that changes who goes on in a bracket: void the later matches paired on "
        "the old result (deleted, their results kept in the event's record; the bracket pairs them again)",
    )
    p.add_argument(
        "--keep-cut",
        action="store_true",
        help="a game or match loss that changes the standings a started cut was drawn from: record it "
        "anyway, the bracket keeping its seeds (the audit trail says so)",
    )

    p = verb("bye", "a requested bye: the player sits a round out (scored as the event says)")
    p.add_argument("event", type=EVENT, metavar="EVENT", help="event id or exact name")
    p.add_argument("player", type=PLAYER, metavar="PLAYER", help="registration id or exact name")
    p.add_argument("--round", type=ROUND, required=True, metavar="N", help="the round the player sits out")
    p.add_argument("--undo", action="store_true", help="take the request back")
    p.add_argument("--who", help="who recorded the request")

    p = verb("avoid", 'never pair these two (family, one car): the Swiss pairing keeps them apart where it can')
    p.add_argument("event", type=EVENT, metavar="EVENT", help="event id or exact name")
    p.add_argument("player_a", type=PLAYER, metavar="A", help="registration id or exact name")
    p.add_argument("player_b", type=PLAYER, metavar="B", help="registration id or exact name")
    p.add_argument("--remove", action="store_true", help="they may be paired again")
    p.add_argument("--who", help="who asked")

    p = verb("reenter", "re-entry of a dropped player (where the event allows it)")
    p.add_argument("event", type=EVENT, metavar="EVENT", help="event id or exact name")
    p.add_argument("player", type=PLAYER, metavar="PLAYER", help="registration id or exact name")

    p = verb("delete", "delete an event and everything in it (a backup is written first)")
    p.add_argument("event", type=EVENT, metavar="EVENT", help="event id or exact name")
    p.add_argument("--yes", action="store_true", help="do not ask for confirmation")

    p = verb("export", "write the whole event as JSON, or its standings, pairings or players as CSV (--what)")
    p.add_argument("event", type=EVENT, metavar="EVENT", help="event id or exact name")
    p.add_argument("path", metavar="PATH", nargs="?", default=None, help="file to write (default: stdout)")
    p.add_argument(
        "--what",
        choices=("standings", "pairings", "players"),
        help="CSV of the event's standings (its places), every round's pairings, or its players",
    )
    p.add_argument("--out", metavar="FILE", help="file to write ('-': standard output); same as PATH")

    p = verb("publish", "write the event's pages (standings, pairings, cross-table, bracket) as a static site")
    p.add_argument("event", type=EVENT, metavar="EVENT", help="event id or exact name")
    p.add_argument("folder", metavar="DIR", help="the folder to write (created if needed)")

    p = verb("serve", "serve the venue web to the players' phones until Ctrl-C (no window)")
    p.add_argument("event", type=EVENT, metavar="EVENT", help="event id or exact name")
    p.add_argument(
        "--host", default="127.0.0.1", help="the address to listen on (default: 127.0.0.1; the venue's Wi-Fi: its address)"
    )
    p.add_argument("--port", type=PORT, default=8026, help="the port (1024-65535, default: 8026)")
    # the desk's child process (desktop.web.child): the database URL on stdin, status lines on stdout
    p.add_argument("--status-json", action="store_true", help=argparse.SUPPRESS)

    p = verb(
        "import", "import an event's JSON export (restored exactly where its ids are free, else a new event)"
    )
    p.add_argument("path", metavar="FILE.json", help="the export; '-' for standard input")

    p = verb("demo", "build a complete seeded demo event (its id is printed; --json for the details)")
    p.add_argument("--game", required=True, metavar="GAME", help="the game's key")
    p.add_argument("--players", type=B.bounded_int(2, 1024, "--players"), default=32)
    p.add_argument("--rounds", type=B.bounded_int(1, 50, "--rounds"), default=5)
    p.add_argument("--seed", type=SEED, default=1)
    p.add_argument("--best-of", type=B.bounded_int(1, 3, "--best-of"), choices=(1, 3), default=1)
    p.add_argument("--play", action="store_true", help="play every game with the computer players")
    p.add_argument("--level", default="easy", help="computer player level with --play (default: easy)")
    p.add_argument(
        "--setting", action="append", default=[], metavar="KEY=VALUE", help="a game setting of the demo event"
    )

    from desktop.cli.sheets import add_parser as add_sheets_parser  # printed sheets (issue 12)

    add_sheets_parser(sub)


def sheets_action(db: Any, args: argparse.Namespace) -> int:
    from desktop.cli.sheets import run_sheets

    return run_sheets(db, args)


# --- helpers -----------------------------------------------------------------------------------------


def _open(args: argparse.Namespace):  # type: ignore[no-untyped-def]
    from desktop.services.database import open_database

    url = getattr(args, "database", None)
    if url is None and getattr(args, "status_json", False):  # event serve for the desk: URL on stdin
        from desktop.web.child import read_database_url

        url = read_database_url()
    return open_database(url)


def _print_json(data: Any) -> None:
    json.dump(data, sys.stdout, ensure_ascii=False, indent=2, default=str)
    sys.stdout.write("\n")


def _parse_value(text: str) -> Any:
    t = text.strip()
    if t.lstrip("-").isdigit():
        return int(t)
    if t.lower() in ("true", "false"):
        return t.lower() == "true"
    return t


def game_settings_from(game_key: str, items: Sequence[str]) -> dict[str, Any]:
    """``--setting KEY=VALUE`` items parsed with the game's settings schema (the settings of an
    event); an unknown setting or a value that does not fit is refused, naming the setting."""
    from desktop.games import settings as schema
    from desktop.services import tournament as svc

    game = svc.registry.GAMES.get(game_key)
    if game is None:
        raise svc.TournamentError(
            "unknown game {key!r}; known games: {known}", key=game_key, known=", ".join(svc.registry.GAMES)
        )
    known = schema.by_key(s for s in game.settings if "event" in s.scopes)
    out: dict[str, Any] = {}
    for item in items:
        if "=" not in item:
            raise svc.TournamentError("--setting {item!r} is not KEY=VALUE", item=item[:60])
        key, text = (part.strip() for part in item.split("=", 1))
        try:
            if key not in known:
                reason = f"is not a setting of this game (known: {', '.join(known)})"
                raise schema.SettingError(key[:40], reason)
            out[key] = schema.parse(known[key], text)
        except schema.SettingError as exc:
            raise svc.GameSettingsError(
                "the {game} setting {setting}: {reason}",
                setting=exc.key,
                game=game.name(),
                reason=exc.message,
            ) from exc
    return out


def parse_game(text: str) -> dict[str, Any]:
    """A game result from JSON (``{"winner": "a", ...}``) or ``key=value,key=value``."""
    from desktop.validation import load_json

    text = text.strip()
    if len(text) > 10_000:
        raise ValueError("a game result is at most 10,000 characters")
    if text.startswith("{") or text.startswith("["):
        value = load_json(text)
        if not isinstance(value, dict):
            raise ValueError("a game result is a JSON object")
        return value
    out: dict[str, Any] = {}
    for part in text.split(","):
        if not part.strip():
            continue
        if "=" not in part:
            raise ValueError(f"{part!r} is not key=value")
        k, v = part.split("=", 1)
        out[k.strip()] = _parse_value(v)
    return out


def _registration(db: Any, event_id: int, text: str) -> int:
    from desktop.services import tournament as svc

    regs = svc.list_registrations(db, event_id)
    if text.isdigit() and any(r.id == int(text) for r in regs):
        return int(text)
    key = svc.name_key(text)
    found = [r for r in regs if svc.name_key(r.name) == key]
    if len(found) != 1:
        raise svc.TournamentError(f"no single player called {text!r} in event {event_id}")
    return found[0].id


def _match(db: Any, event_id: int, text: str) -> Any:
    from desktop.services import tournament as svc

    if text.isdigit():
        m = svc.get_match(db, int(text))
    else:
        m = svc.match_by_code(db, text)
    if m.event_id != event_id:
        raise svc.TournamentError(f"match {text} belongs to event {m.event_id}, not {event_id}")
    return m


def _round_text(rv: Any) -> str:
    lines = [f"Round {rv.number} ({rv.status}, stage {rv.stage}: {rv.stage_kind})"]
    for m in rv.matches:
        if m.kind == "bye":
            others = rv.report.get("bye_candidates") or []
            also = f"   (also eligible: {', '.join(others)}; `pair EVENT --bye PLAYER` gives it to another)"
            lines.append(f"  bye   {m.a_name}" + (also if others and rv.status == "draft" else ""))
            continue
        if m.kind == "no_opponent":
            if str(m.reason).startswith("requested_bye"):  # the player asked to sit the round out
                pts = "" if m.points_a is None else f" ({m.points_a} point{'s' if m.points_a != 1 else ''})"
                lines.append(f"  bye requested   {m.a_name}{pts}")
            continue
        table = f"{m.table:>4}" if m.table is not None else "   -"
        res = ""
        if m.status == "reported":
            res = f"  {m.points_a}-{m.points_b}" + (f" ({m.reason})" if m.reason else "")
        slot = f" [{m.bracket_slot}]" if m.bracket_slot else ""
        lines.append(f"  {table}  {m.a_name}  v  {m.b_name}{res}{slot}   #{m.id} {m.code}")
    for r in getattr(rv, "rests", ()):  # a round robin's bye: no game this round, and no points
        lines.append(f"  bye   {r.name}   (round robin: no game, {r.points} points)")
    for w in rv.report.get("warnings", []):
        lines.append(f"  warning: {w}")
    return "\n".join(lines)


def _paired_note(rv: Any) -> str:
    tables = sum(1 for m in rv.matches if m.b is not None)
    bye = next((m.a_name for m in rv.matches if m.kind == "bye"), "")
    bye = bye or ", ".join(r.name for r in getattr(rv, "rests", ()))  # a round robin's: no points
    text = f"paired round {rv.number}: {tables} match{'es' if tables != 1 else ''}"
    if bye:
        text += f", the bye to {bye}"
    if rv.status == "draft":
        return text + " (a draft: publish it with `event pair EVENT --publish-draft`)"
    return text + "; published"


def _round_json(rv: Any) -> dict[str, Any]:
    d = asdict(rv)
    d["complete"] = rv.complete
    return d


# --- actions ------------------------------------------------------------------------------------------


def _create(db: Any, args: argparse.Namespace) -> int:
    from desktop.services import tournament as svc

    if args.cut is not None and not args.then:
        raise svc.TournamentError("--cut needs --then: the elimination stage the top players go to")
    if args.crossed and not args.then:
        raise svc.TournamentError("--crossed needs --then: the elimination stage of the crossed playoffs")

    first = svc.StageSpec(
        args.format,
        rounds=args.rounds,
        double=args.double,
        pools=args.pools,
        third_place=args.third_place,
        grand_final_reset=not args.no_reset,
    )
    stages = [first]
    if args.then:
        stages.append(
            svc.StageSpec(
                args.then,
                cut=args.cut,
                crossed=args.crossed,
                third_place=args.third_place,
                grand_final_reset=not args.no_reset,
            )
        )
    settings = game_settings_from(args.game, args.setting)
    spec = svc.EventSpec(
        name=args.name,
        game=args.game,
        date=args.date,
        venue=args.venue,
        organiser=args.organiser,
        game_settings=settings,
        best_of=args.best_of,
        round_minutes=args.round_minutes,
        scoring=args.scoring,
        tiebreaks=[t.strip() for t in args.tiebreaks.split(",") if t.strip()] if args.tiebreaks else None,
        seed=args.seed,
        first_round=args.first_round,
        balance_colours=args.colours,
        allow_reentry=args.allow_reentry,
        no_show_minutes=args.no_show_minutes,
        unplayed_rounds=args.unplayed_rounds,
        stages=tuple(stages),
        requested_bye_points=args.requested_bye_points,
        max_requested_byes=args.max_requested_byes,
        no_requested_byes_last=args.no_requested_byes_last,
        club_avoidance=args.club_avoidance == "on",
    )
    detail = svc.create_event(db, spec)
    if args.json:
        _print_json(asdict(detail))
    else:
        from desktop.games import registry

        formats = " then ".join(_stage_text(st) for st in detail.stages)
        game = registry.get(detail.summary.game).name()
        print(f"created event {detail.summary.id} {detail.summary.name!r}: {game}, {formats}")
    return EXIT_OK


def list_line(e: Any) -> str:
    """One event of ``event list`` (also printed by the quick path, desktop/cli/quick.py)."""
    from desktop.cli import count

    return f"{e.id}\t{e.name}\t{e.game}\t{e.date}\t{e.status}\t{count(e.players, 'player')}\t{count(e.rounds, 'round')}"


NO_EVENTS = "no events yet (create one with `toybox-arena event create NAME --game GAME`)"


def _stage_text(st: dict[str, Any]) -> str:
    kind = str(st["kind"]).replace("_", " ")
    if st.get("rounds"):
        kind += f" ({st['rounds']} round{'s' if st['rounds'] != 1 else ''})"
    if st.get("pools", 1) and int(st.get("pools") or 1) > 1:
        kind += f" ({st['pools']} pools)"
    if st.get("cut"):
        kind += f" (top {st['cut']})"
    if st.get("crossed"):
        kind += " (crossed)"
    return kind


def _list(db: Any, args: argparse.Namespace) -> int:
    from desktop.services import tournament as svc

    events = svc.list_events(db)
    if args.json:
        _print_json([asdict(e) for e in events])
    else:
        for e in events:
            print(list_line(e))
        if not events:
            print(NO_EVENTS)
    return EXIT_OK


def _import(db: Any, args: argparse.Namespace) -> int:
    from desktop.services.tournament_import import import_players

    data = sys.stdin.buffer.read() if args.path == "-" else Path(args.path).read_bytes()

    def progress(done: int, total: int) -> None:
        if total >= 5000 and not args.json:
            print(
                f"\rregistering: {done}/{total}",
                end="\n" if done == total else "",
                file=sys.stderr,
                flush=True,
            )

    report = import_players(
        db, args.event, data, skip_rejected=args.skip_rejected, dry_run=args.dry_run, progress=progress
    )
    if args.json:
        _print_json({**asdict(report), "ok": report.ok})
    else:
        for r in report.rejected:
            print(f"line {r.line}: {r.reason}" + (f" ({r.name})" if r.name else ""), file=sys.stderr)
        if report.blank_lines:
            print(f"blank lines ignored: {', '.join(str(n) for n in report.blank_lines)}", file=sys.stderr)
        if report.registered:
            print(f"registered {len(report.imported)} player{'s' if len(report.imported) != 1 else ''}")
        elif args.dry_run:
            skipped = " (skipped)" if args.skip_rejected else ""
            print(
                f"dry run: {len(report.imported)} row(s) would be registered, {len(report.rejected)} rejected{skipped}"
            )
        elif args.skip_rejected:
            print(f"nothing registered: every row was rejected ({len(report.rejected)})")
        else:
            print(
                f"nothing registered: {len(report.rejected)} row(s) rejected (fix the file, or --skip-rejected)"
            )
    would_succeed = args.dry_run and args.skip_rejected and bool(report.imported)
    return EXIT_OK if report.ok or report.registered or would_succeed else EXIT_ERROR


def _register(db: Any, args: argparse.Namespace) -> int:
    from desktop.services import tournament as svc

    rec = svc.register_player(
        db,
        args.event,
        args.name,
        club=args.club,
        rating=args.rating,
        email=args.email,
        notes=args.notes,
        squad_id=args.squad,
    )
    if args.json:
        _print_json(asdict(rec))
    else:
        late = f" (late entry from round {rec.joined_round})" if rec.joined_round > 1 else ""
        print(f"registered {rec.name} (player {rec.id}) in event {rec.event_id}{late}")
    return EXIT_OK


def _pair(db: Any, args: argparse.Namespace) -> int:
    from desktop.services import tournament as svc

    if args.force and not args.undo:
        raise svc.PairingError("--force goes with --undo")
    hand = [name for name, on in (("--swap", args.swap), ("--with", args.with_), ("--bye", args.bye)) if on]
    if len(hand) > 1:
        raise svc.PairingError("use one of {options} at a time", options=", ".join(hand))
    if args.expect_version is not None and not (args.with_ or args.bye):
        raise svc.PairingError("--expect-version goes with --with or --bye")
    if args.undo:
        res = svc.undo_round(db, args.event, force=args.force)
        if args.json:
            _print_json(res)
        else:
            extra = (
                f", {res['results_deleted']} result(s) deleted (kept on record)"
                if res["results_deleted"]
                else ""
            )
            print(f"round {res['round']} taken back{extra}; pair it again with `event pair`")
        return EXIT_OK
    if args.table:
        player, table = args.table
        if not (table.isascii() and table.isdigit() and int(table) <= 100_000):
            raise svc.RegistrationError("a table is a number from 1 to 100000 (0: no fixed table)")
        rec = svc.set_fixed_table(db, _registration(db, args.event, player), int(table) or None)
        if args.json:
            _print_json(asdict(rec))
        else:
            where = f"table {rec.fixed_table}" if rec.fixed_table else "no fixed table"
            print(f"{rec.name}: {where} (from the next pairing)")
        return EXIT_OK
    warnings: list[str] = []
    hand_note = ""
    if args.swap or args.with_ or args.bye or args.publish_draft or args.discard:
        view = svc.load_event(db, args.event)  # plain pairing needs none of it (it refuses a draft)
        draft = next((r for r in view.rounds if r.status == "draft"), None)
        if draft is None:
            raise svc.TournamentError(
                "there is no draft round: pair the next round first (`event pair EVENT`)"
            )
        if args.discard:
            svc.repair_round(db, draft.id)
            if args.json:
                _print_json({"discarded": draft.number})
            else:
                print(f"round {draft.number} discarded")
            return EXIT_OK
        rv = draft
        if args.swap:
            p, q = (_registration(db, args.event, x) for x in args.swap)
            rv, warnings = svc.swap_pairing(db, draft.id, p, q)
        elif args.with_:
            p, q = (_registration(db, args.event, x) for x in args.with_)
            rv = svc.pair_players(db, draft.id, p, q, expected_version=args.expect_version)
            names = {r.id: r.name for r in svc.list_registrations(db, args.event)}
            hand_note = f"paired by hand: {names[p]} v {names[q]}; the rest paired again around them"
        elif args.bye:
            p = _registration(db, args.event, args.bye)
            rv = svc.give_bye(db, draft.id, p, expected_version=args.expect_version)
            name = next(m.a_name for m in rv.matches if m.kind == "bye")
            hand_note = f"bye given by hand to {name}; the rest paired again"
        if args.publish_draft:
            rv = svc.publish_round(db, draft.id)
        if args.swap:
            hand_note = f"swapped {args.swap[0]} and {args.swap[1]} in round {rv.number}'s draft"
        if args.publish_draft:
            hand_note = (hand_note + "; " if hand_note else "") + f"round {rv.number} published"
    else:
        rv = svc.pair_next_round(db, args.event)
        if args.publish:
            rv = svc.publish_round(db, rv.id)
        hand_note = _paired_note(rv)
    if args.json:
        _print_json({**_round_json(rv), "swap_warnings": warnings})
    else:
        print(_round_text(rv))
        for w in warnings:
            print(f"warning: {w}")
        if hand_note:
            print(hand_note)
    return EXIT_OK


def result_options_problem(args: argparse.Namespace) -> tuple[str, dict[str, Any]] | None:
    """A bad combination of ``event result`` options: (template, params) of the refusal, else None.
    (Also checked by the quick path, desktop/cli/quick.py, before anything heavy is imported.)"""
    chosen = [
        name
        for name, on in (
            ("--game", bool(args.game)),
            ("--special", bool(args.special)),
            ("--clear", args.clear),
        )
        if on
    ]
    if len(chosen) > 1:
        return "use one of --game, --special and --clear, not {both}", {"both": " and ".join(chosen)}
    if not chosen:
        return "say the result: --game RESULT (once per game), --special KIND or --clear", {}
    if args.winner and not args.special:
        return "--winner goes with --special; with --game the winner is a result field", {}
    if args.concede and not args.game:
        return "--concede goes with --game", {}
    return None


def _result(db: Any, args: argparse.Namespace) -> int:
    from desktop.services import tournament as svc

    problem = result_options_problem(args)
    if problem is not None:
        raise svc.ResultEntryError(problem[0], **problem[1])
    m = _match(db, args.event, args.match)
    who = args.who
    after = {"void_later": args.void_later, "keep_cut": args.keep_cut}
    if args.clear:
        mv = svc.clear_result(db, m.id, who=who, expected_version=args.expect_version, **after)
    elif args.special:
        try:
            mv = svc.record_special_result(
                db,
                m.id,
                args.special,
                winner=args.winner,
                who=who,
                expected_version=args.expect_version,
                force=args.force,
                **after,
            )
        except svc.ResultEntryError as exc:
            if args.special == "no_show" and exc.field == "kind":  # the no-show wait is not over
                exc.message += "; add --force to record the no-show now"
            raise
    else:
        try:
            games = [parse_game(g) for g in args.game]
        except ValueError as exc:
            raise svc.ResultEntryError("--game: {reason}", reason=str(exc)) from exc
        mv = svc.record_result(
            db,
            m.id,
            games,
            concession=args.concede,
            who=who,
            expected_version=args.expect_version,
            confirm_time_called=args.force,
            **after,
        )
    if args.json:
        _print_json(asdict(mv))
    else:
        res = f"{mv.points_a}-{mv.points_b}" if mv.status == "reported" else "no result"
        done = "cleared" if args.clear else "corrected" if m.status == "reported" else "recorded"
        print(f"result {done}: #{mv.id} {mv.code} round {mv.round}: {mv.a_name} v {mv.b_name}: {res}")
        _print_discarded(mv)
        _print_after(mv)
    return EXIT_OK


def _print_after(mv: Any) -> None:
    """What a confirmed correction (a result or a penalty) did after its match."""
    if mv is None:
        return
    if mv.voided_later:
        print(
            f"voided, paired on the old result: {', '.join(mv.voided_later)}; the event is "
            f"{mv.event_status or 'running'} again: pair the bracket's next round"
        )
    if mv.cut_kept is not None:
        print(f"stage {mv.cut_kept} keeps the seeds its cut was drawn with (recorded in the audit trail)")


def _print_discarded(mv: Any) -> None:
    if mv is not None and mv.draft_discarded is not None:
        print(
            f"the draft of round {mv.draft_discarded} was paired on the old result and has been "
            "discarded: pair it again"
        )


def _drop(db: Any, args: argparse.Namespace) -> int:
    from desktop.services import tournament as svc

    reg = _registration(db, args.event, args.player)
    if args.disqualify is not None:
        rec = svc.disqualify_player(db, reg, args.disqualify)
    else:
        rec = svc.drop_player(db, reg)
    if args.json:
        _print_json(asdict(rec))
    else:
        print(f"{rec.name}: {rec.status} after round {rec.dropped_after_round} (no longer paired)")
    return EXIT_OK


def _standings(db: Any, args: argparse.Namespace) -> int:
    from desktop.services import tournament as svc

    if args.stage is None:  # the event's one ranking, as the app, the PDF and the export show it
        st = svc.event_ranking(db, args.event, args.after_round)
    else:
        st = svc.standings(db, args.event, args.stage, args.after_round)
    if st.stale:  # a bracket paired on a result corrected since (made before corrections were checked)
        from desktop.reports.labels import ENGLISH

        warning = ENGLISH.stale_warning(st.stale, st.stale_corrected)
        print(f"toybox-arena event standings: {warning} (event result --void-later)", file=sys.stderr)
    if args.json:
        _print_json(asdict(st))
        return EXIT_OK
    from desktop.reports.labels import TIEBREAK_SHORT, tiebreak_cell

    # The figures as the desk, the sheets and the venue web show them (OMW% 48.15, not 0.4815), under the
    # sheets' short headings; --json above keeps the services' raw values (fractions as 0.4815).
    keys = [t[0] for t in st.tiebreaks]
    heads = [TIEBREAK_SHORT.get(k, k.upper()) for k in keys]
    cells = [{k: tiebreak_cell(k, line.tiebreaks.get(k, "")) for k in keys} for line in st.lines]
    widths = [max([len(h)] + [len(c[k]) for c in cells]) for k, h in zip(keys, heads, strict=True)]
    if st.after_round:
        title = f"Standings after round {st.after_round}"
    elif any(ln.wins + ln.draws + ln.losses + ln.byes for ln in st.lines):
        title = "Standings (no played result yet)"
    else:
        title = "Players before round 1 (by seed)"
    print(title + (f" (stage {st.stage})" if st.stage else ""))
    from desktop.reports.labels import ENGLISH

    # after a cut: how far each player went (what decided the place), as on screen, on paper and on the web
    reached = {ln.registration_id: ENGLISH.reached(ln.reached) for ln in st.lines if ln.reached}
    rw = max([len("Reached"), *map(len, reached.values())]) + 2 if reached else 0
    print(
        " " * 4
        + "#  "
        + "Player".ljust(32)
        + ("Reached".ljust(rw) if reached else "")
        + "Pts  W-D-L   "
        + "  ".join(h.rjust(w) for h, w in zip(heads, widths, strict=True))
    )
    for line, cell in zip(st.lines, cells, strict=True):
        flag = (
            " (dropped)"
            if line.dropped and not line.disqualified
            else " (disqualified)"
            if line.disqualified
            else ""
        )
        name = (line.name + flag)[:31].ljust(32)
        rank = "DQ" if line.disqualified else str(line.rank)
        wdl = f"{line.wins}-{line.draws}-{line.losses}".ljust(8)
        tbs = "  ".join(cell[k].rjust(w) for k, w in zip(keys, widths, strict=True))
        stage = reached.get(line.registration_id, "").ljust(rw) if reached else ""
        print(f"{rank:>5}  {name}{stage}{line.points:>3}  {wdl}{tbs}")
    return EXIT_OK


def _export(db: Any, args: argparse.Namespace) -> int:
    from desktop.services import tournament as svc

    if args.path is not None and args.out is not None and args.path != args.out:
        print("toybox-arena event export: give the file once (PATH or --out)", file=sys.stderr)
        return EXIT_USAGE
    target = args.out if args.out is not None else args.path if args.path is not None else "-"
    if args.what is not None:
        if target == "-":
            sys.stdout.write(svc.export_csv(db, args.event, args.what))
            return EXIT_OK
        size = svc.write_csv(db, args.event, args.what, target)  # whole or not at all; no link, FIFO or device
        if args.json:
            _print_json({"path": target, "what": args.what, "bytes": size})
        else:
            print(f"wrote the {args.what} of event {args.event} to {target} (CSV)")
        return EXIT_OK
    args.path = target
    data = svc.export_event(db, args.event)
    text = json.dumps(data, ensure_ascii=False, indent=2, default=str) + "\n"
    if args.path == "-":
        sys.stdout.write(text)
    else:
        from desktop.services.files import write_text_atomic

        write_text_atomic(args.path, text)  # whole or not at all (Ctrl-C); no link, FIFO or device
        if args.json:
            _print_json({"path": args.path, "bytes": len(text.encode("utf-8"))})
        else:
            print(f"wrote event {args.event} to {args.path}")
    return EXIT_OK


def _demo(db: Any, args: argparse.Namespace) -> int:
    from desktop.games import registry
    from desktop.services.tournament_demo import NoComputerPlayersError, build_demo, has_computer_players

    info = registry.get(args.game)
    if args.play and not has_computer_players(args.game):
        msg = f"{info.name()} has no computer players yet, so --play cannot be used; leave it out to simulate results"
        if args.json:
            _print_json({"error": msg})
        else:
            print(f"toybox-arena event demo: {msg}", file=sys.stderr)
        return EXIT_ERROR
    settings = game_settings_from(args.game, args.setting)
    try:
        res = build_demo(
            db,
            game_settings=settings,
            game=args.game,
            players=args.players,
            rounds=args.rounds,
            seed=args.seed,
            play=args.play,
            best_of=args.best_of,
            level=args.level,
        )
    except NoComputerPlayersError as exc:
        if args.json:
            _print_json({"error": exc.message})
        else:
            print(f"toybox-arena event demo: {exc.message}", file=sys.stderr)
        return EXIT_ERROR
    if args.json:
        _print_json(asdict(res))
    else:
        how = "played by the computer players" if res.played_by_computer else "results made up"
        print(
            f"built demo event {res.event_id}: {info.name()}, {res.players} players, "
            f"{res.rounds} round{'s' if res.rounds != 1 else ''}, {res.games} game{'s' if res.games != 1 else ''} "
            f"({how}, seed {args.seed})"
        )
    return EXIT_OK


def _checkin(db: Any, args: argparse.Namespace) -> int:
    from desktop.services import tournament as svc

    if args.all == bool(args.player):
        raise svc.RegistrationError("name one PLAYER or use --all")
    if args.all:
        n = svc.check_in_all(db, args.event, not args.undo)
        if args.json:
            _print_json({"changed": n, "checked_in": not args.undo})
        else:
            print(f"{'checked out' if args.undo else 'checked in'} {n} player{'s' if n != 1 else ''}")
        return EXIT_OK
    rec = svc.check_in(db, _registration(db, args.event, args.player), not args.undo)
    if args.json:
        _print_json(asdict(rec))
    else:
        late = f" (late entry from round {rec.joined_round})" if rec.joined_round > 1 else ""
        print(f"{rec.name}: {'checked in' if rec.checked_in else 'not checked in'}{late}")
    return EXIT_OK


def _penalty(db: Any, args: argparse.Namespace) -> int:
    from desktop.services import tournament as svc

    reg = _registration(db, args.event, args.player)
    match_id = _match(db, args.event, args.match).id if args.match else None
    mv = svc.add_penalty(
        db,
        reg,
        args.kind,
        args.reason,
        match_id=match_id,
        who=args.who,
        void_later=args.void_later,
        keep_cut=args.keep_cut,
    )
    if args.json:
        _print_json({"penalty": args.kind, "registration_id": reg, "match": asdict(mv) if mv else None})
    else:
        what = args.kind.replace("_", " ")
        tail = ""
        if mv is not None and mv.status == "reported":
            tail = f"; match #{mv.id} {mv.code} now {mv.points_a}-{mv.points_b}"
        elif mv is not None:
            tail = (
                f"; match #{mv.id} {mv.code} still open (game losses {mv.game_losses_a}-{mv.game_losses_b}"
                " count as games won by the opponent)"
            )
        name = next(r.name for r in svc.list_registrations(db, args.event) if r.id == reg)
        print(f"{what} recorded against {name}{tail}")
        _print_discarded(mv)
        _print_after(mv)
    return EXIT_OK


def _avoid(db: Any, args: argparse.Namespace) -> int:
    from desktop.services import tournament as svc

    a = _registration(db, args.event, args.player_a)
    b = _registration(db, args.event, args.player_b)
    if args.remove:
        pairs = svc.remove_avoided_pair(db, args.event, a, b)
    else:
        pairs = svc.avoid_pair(db, args.event, a, b, who=args.who)
    if args.json:
        _print_json({"never_pair": [list(p) for p in pairs]})
        return EXIT_OK
    print("may be paired again" if args.remove else "never paired with each other from the next pairing")
    for x, y in pairs:
        print(f"  never pair: {x} v {y}")
    return EXIT_OK


def _bye(db: Any, args: argparse.Namespace) -> int:
    from desktop.services import tournament as svc

    reg = _registration(db, args.event, args.player)
    if args.undo:
        rec = svc.cancel_requested_bye(db, args.event, reg, args.round, who=args.who)
    else:
        rec = svc.request_bye(db, args.event, reg, args.round, who=args.who)
    if args.json:
        _print_json({**asdict(rec), "requested": not args.undo})
        return EXIT_OK
    if args.undo:
        print(f"{rec.name} plays round {rec.round_number} after all: the requested bye is taken back")
    else:
        score = "the draw points" if rec.points == "draw" else "no points"
        print(f"{rec.name} sits out round {rec.round_number} (a requested bye: {score})")
    if rec.draft_discarded:
        print(f"the draft of round {rec.draft_discarded} was discarded: pair it again (`event pair EVENT`)")
    return EXIT_OK


def _reenter(db: Any, args: argparse.Namespace) -> int:
    from desktop.services import tournament as svc

    rec = svc.reenter_player(db, _registration(db, args.event, args.player))
    if args.json:
        _print_json(asdict(rec))
    else:
        print(f"{rec.name} is back in the event from the next round")
    return EXIT_OK


def _delete(db: Any, args: argparse.Namespace) -> int:
    from desktop.services import tournament as svc

    detail = svc.get_event(db, args.event)
    if not args.yes:
        if not sys.stdin.isatty():
            raise svc.TournamentError("deleting an event needs a confirmation: add --yes")
        answer = input(
            f"Delete event {detail.summary.id} {detail.summary.name!r} and all its results? [y/N] "
        )
        if answer.strip().lower() not in ("y", "yes"):
            print("nothing deleted")
            return EXIT_ERROR
    res = svc.delete_event(db, args.event)
    if args.json:
        _print_json(res)
    else:
        print(f"deleted event {res['id']} {res['name']!r}; a copy from before is at {res['backup']}")
    return EXIT_OK


def _edit(db: Any, args: argparse.Namespace) -> int:
    from desktop.services import tournament as svc

    changes: dict[str, Any] = {}
    for key in (
        "name",
        "game",
        "best_of",
        "date",
        "venue",
        "organiser",
        "round_minutes",
        "seed",
        "first_round",
        "allow_reentry",
        "no_show_minutes",
        "unplayed_rounds",
        "requested_bye_points",
        "max_requested_byes",
        "no_requested_byes_last",
    ):
        value = getattr(args, key)
        if value is not None:
            changes[key] = value
    if args.club_avoidance is not None:
        changes["club_avoidance"] = args.club_avoidance == "on"
    if args.scoring is not None:
        changes["scoring"] = args.scoring
    if args.tiebreaks is not None:
        changes["tiebreaks"] = [t.strip() for t in args.tiebreaks.split(",") if t.strip()]
    if args.setting is not None:
        game = args.game or svc.get_event(db, args.event).summary.game
        changes["game_settings"] = game_settings_from(game, args.setting)
    if not changes:
        raise svc.TournamentError("say what to change (see `toybox-arena event edit --help`)")
    detail = svc.update_event(db, args.event, changes, expected_version=args.expect_version)
    if args.json:
        _print_json(asdict(detail))
    else:
        print(f"event {detail.summary.id} {detail.summary.name!r} updated: {', '.join(sorted(changes))}")
    return EXIT_OK


def _clock(db: Any, args: argparse.Namespace) -> int:
    from desktop.services import tournament_clock as clk

    action = args.clock_action
    if action == "show":
        view = clk.clock(db, args.event)
    elif action == "start":
        view = clk.start_clock(db, args.event, args.minutes, who=args.who)
    elif action == "pause":
        view = clk.pause_clock(db, args.event, who=args.who)
    elif action == "resume":
        view = clk.resume_clock(db, args.event, who=args.who)
    else:
        if args.minutes is None:
            from desktop.services.tournament import TournamentError

            raise TournamentError("say how many minutes to add: clock EVENT extend MINUTES")
        view = clk.extend_clock(db, args.event, args.minutes, who=args.who)
    if args.json:
        _print_json(asdict(view))
        return EXIT_OK
    left = view.remaining_seconds
    sign = "-" if left < 0 else ""
    left = abs(left)
    state = (
        "time is up"
        if view.time_up
        else "paused"
        if view.paused
        else "running"
        if view.running
        else "not started"
    )
    done = {"start": "clock started: ", "pause": "clock paused: ", "resume": "clock resumed: "}.get(
        action, ""
    )
    if action == "extend":
        done = f"clock extended by {args.minutes} min: "
    print(
        f"{done}round {view.round}: {sign}{left // 60}:{left % 60:02d} left of {view.minutes} min ({state})"
    )
    return EXIT_OK


def _extend(db: Any, args: argparse.Namespace) -> int:
    from desktop.services import tournament_clock as clk

    match_id, view = clk.extend_table_at(db, args.event, args.table, args.minutes)
    if args.json:
        _print_json({"match": match_id, "table": args.table, **asdict(view)})
        return EXIT_OK
    extra = int(view.extensions.get(match_id, 0))
    left = view.table_remaining(match_id)
    state = "not started" if not view.started_at else "time is up" if left <= 0 else "running"
    sign = "-" if left < 0 else ""
    print(
        f"round {view.round}, table {args.table}: {extra // 60:+d} min extra; "
        f"{sign}{abs(left) // 60}:{abs(left) % 60:02d} left ({state})"
    )
    return EXIT_OK


def _publish(db: Any, args: argparse.Namespace) -> int:
    from desktop.web.publish import publish

    return published(publish(db, args.event, args.folder, getattr(args, "lang", None) or "en"), args)


def published(report: Any, args: argparse.Namespace) -> int:
    """What ``event publish`` prints (the full path and the quick one, ``desktop.cli.quick``)."""
    if args.json:
        _print_json(asdict(report))
    else:
        print(f"published event {args.event}: {len(report.files)} files, {report.bytes:,} bytes in {report.folder}")
    return EXIT_OK


def _serve(db: Any, args: argparse.Namespace) -> int:
    if args.status_json:  # the desk's child process: status lines on stdout, ends with its stdin
        from desktop.web.child import serve_with_status

        return serve_with_status(db, args.event, args.host, args.port)
    from desktop.web.server import WebServer

    server = WebServer(db, args.event, host=args.host, port=args.port)
    server.start()
    try:
        if args.json:
            _print_json({"url": server.url, "host": args.host, "port": server.port})
        else:
            print(f"serving event {args.event} at {server.url} (Ctrl-C stops)", flush=True)
        server.wait()
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
    if server.error:
        raise server.error
    return EXIT_OK


def _import_event(db: Any, args: argparse.Namespace) -> int:
    from desktop.services.tournament_transfer import import_event

    file = "<stdin>" if args.path == "-" else args.path
    data = sys.stdin.buffer.read() if args.path == "-" else Path(args.path).read_bytes()
    report = import_event(db, data, file=file)
    if args.json:
        _print_json(asdict(report))
    elif report.restored:
        print(f"restored event {report.event_id} from {file}")
    else:
        print(f"imported {file} as a new event {report.event_id}; match codes changed:")
        for old, new in report.codes.items():
            print(f"  {old} -> {new}")
    return EXIT_OK


ACTIONS = {
    "create": _create,
    "list": _list,
    "import-players": _import,
    "register": _register,
    "pair": _pair,
    "result": _result,
    "drop": _drop,
    "standings": _standings,
    "export": _export,
    "publish": _publish,
    "serve": _serve,
    "demo": _demo,
    "sheets": sheets_action,
    "checkin": _checkin,
    "import": _import_event,
    "clock": _clock,
    "extend": _extend,
    "edit": _edit,
    "penalty": _penalty,
    "reenter": _reenter,
    "bye": _bye,
    "avoid": _avoid,
    "delete": _delete,
}


def _fail(args: argparse.Namespace, action: str, exc: Any) -> int:
    """One clear line (or a JSON object with ``error``) and exit status 1."""
    if getattr(args, "json", False):
        payload: dict[str, Any] = {"error": exc.message}
        for attr in ("field", "game"):
            if getattr(exc, attr, None):
                payload[attr] = getattr(exc, attr)
        if getattr(exc, "params", None):
            payload["template"] = exc.template
            payload["params"] = {k: v for k, v in getattr(exc, "params", {}).items()}
        _print_json(payload)
    else:
        print(f"toybox-arena event {action}: {exc.message}", file=sys.stderr)
    return EXIT_ERROR


def os_failure(action: str, exc: OSError) -> int:
    """A file the action could not read or write: one line, exit status 1."""
    if isinstance(exc, BrokenPipeError):
        raise exc  # the output's reader went away (`| head`): desktop.cli.main ends quietly
    print(
        f"toybox-arena event {action}: {exc.strerror or exc}: {exc.filename or ''}".rstrip(": "),
        file=sys.stderr,
    )
    return EXIT_ERROR


def run(args: argparse.Namespace) -> int:
    from desktop.services.errors import ServiceError, service_error_for

    action = args.event_action
    if action == "demo":
        from desktop.games import registry

        if args.game not in registry.GAMES:
            print(
                f"toybox-arena event demo: unknown game {args.game!r}; known: {', '.join(registry.GAMES)}",
                file=sys.stderr,
            )
            return EXIT_USAGE
    try:
        db = _open(args)
    except Exception as exc:
        error = service_error_for(exc)
        if error is None:
            raise
        return _fail(args, action, error)
    try:
        if getattr(args, "event", None) is not None:
            from desktop.services.tournament import resolve_event

            args.event = resolve_event(db, args.event)
        return ACTIONS[action](db, args)
    except ServiceError as exc:
        return _fail(args, action, exc)
    except OSError as exc:
        return os_failure(action, exc)
    except Exception as exc:
        error = service_error_for(exc)
        if error is None:
            raise
        return _fail(args, action, error)
    finally:
        db.close()
