"""Registering players from a CSV file.

The file: UTF-8 (a byte-order mark is tolerated), comma- or semicolon-separated, with a header row;
columns ``name`` (required), ``club``, ``rating``, ``email``, ``notes`` (any order, any case; other
columns are ignored).  Each rejected row is reported by its line number and the reason: empty
name, duplicate of a registered player (or of an earlier row), over-long field, rating that is not
a whole number.  Nothing is half-imported: by default one bad row rejects the whole file; with
``skip_rejected`` the good rows are registered (all in one transaction) and the bad ones listed.

Every physical line after the header is accounted for: a player's (imported), rejected with its
number and reason, or blank (listed as such).  Only a quoted note may run over several lines; a
quote opened in any other field and not closed on its line rejects that line alone (the lines after
it are read on their own, not swallowed into its field), and so does a quote never closed.  A file
with no player rows is refused; with ``skip_rejected``, a file whose every row is rejected registers
nothing (and says why, row by row).
"""

from __future__ import annotations

import csv
import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from database.engine import Database
from desktop.services import validation
from desktop.services.tournament_common import RegistrationError, TournamentError, _event, name_key
from desktop.services.tournament_registration import _register
from desktop.services.venue_codes import codes_for_newcomers

LIMITS = {
    "name": validation.NAME_MAX,
    "club": validation.NAME_MAX,
    "email": validation.EMAIL_MAX,
    "notes": validation.TEXT_MAX,
}
COLUMNS = ("name", "club", "rating", "email", "notes")
RATING_RANGE = validation.RATING_RANGE


@dataclass(frozen=True)
class Rejection:
    line: int
    reason: str
    name: str = ""


@dataclass(frozen=True)
class ImportReport:
    imported: tuple[str, ...]
    rejected: tuple[Rejection, ...]
    registered: bool
    """True when the accepted rows were registered (False: dry run, or rejected as a whole)."""
    delimiter: str = ","
    ignored_columns: tuple[str, ...] = field(default=())
    blank_lines: tuple[int, ...] = field(default=())
    """Line numbers of the lines with nothing on them (neither players nor rejected)."""

    @property
    def ok(self) -> bool:
        return not self.rejected


@dataclass(frozen=True)
class _Row:
    line: int
    name: str
    club: str
    rating: int | None
    email: str
    notes: str


def _decode(data: bytes | str) -> str:
    if isinstance(data, str):
        return data[1:] if data.startswith("\ufeff") else data
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise TournamentError("the file is not UTF-8 text (byte {byte})", byte=exc.start + 1) from exc


def _delimiter(header: str) -> str:
    return ";" if header.count(";") > header.count(",") else ","


_PHYSICAL_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$")
UNCLOSED_QUOTE = "a quote opened on this line is not closed on it"


def physical_lines(text: str) -> list[str]:
    """The file's lines as a text editor numbers them (each with its line ending): line n is
    ``physical_lines(text)[n - 1]``."""
    return _PHYSICAL_LINE.findall(text)


def parse_players_csv(
    data: bytes | str, registered: set[str] = frozenset(), blank: list[int] | None = None
) -> tuple[list[_Row], list[Rejection], str, list[str]]:  # type: ignore[assignment]
    """Rows and rejections of a player CSV (no database); the numbers of blank lines are added to
    ``blank``.  Every line after the header is a row, a rejection or a blank line."""
    text = _decode(data)
    lines = physical_lines(text)
    first_line = lines[0].rstrip("\r\n") if lines else ""
    if not first_line.strip():
        raise TournamentError("the file is empty: it needs a header row with at least a 'name' column")
    delim = _delimiter(first_line)
    try:
        header = next(csv.reader([lines[0]], delimiter=delim, strict=True))
    except csv.Error as exc:
        raise TournamentError("line 1: {reason}", reason=str(exc)) from exc
    keys = [h.strip().lstrip("\ufeff").casefold() for h in header]
    if "name" not in keys:
        raise TournamentError(
            "line 1: the header has no 'name' column (columns: name, club, rating, email, notes)"
        )
    dup = {k for k in keys if k in COLUMNS and keys.count(k) > 1}
    if dup:
        raise TournamentError("line 1: column {column!r} appears twice", column=sorted(dup)[0])
    index = {k: i for i, k in enumerate(keys) if k in COLUMNS}
    ignored = [h for h, k in zip(header, keys, strict=True) if k not in COLUMNS and h.strip()]
    rows: list[_Row] = []
    rejected: list[Rejection] = []
    seen = set(registered)
    first_line_of: dict[str, int] = {}

    def reader_from(first: int) -> Any:
        """A reader of the lines from index ``first`` on (``lines[first]`` is line ``first + 1``)."""
        return csv.reader(itertools.islice(lines, first, None), delimiter=delim, strict=True)

    notes_at = index.get("notes")
    base = 1
    reader = reader_from(base)
    while True:
        start = base + reader.line_num  # the index of the line this row starts on
        line = start + 1
        try:
            cells = next(reader)
        except StopIteration:
            break
        except csv.Error as exc:  # this line cannot be read: reject it, read on from the next one
            unclosed = "end of data" in str(exc) or base + reader.line_num - start > 1
            rejected.append(Rejection(line, UNCLOSED_QUOTE if unclosed else f"cannot be read ({exc})"))
            base = start + 1
            reader = reader_from(base)
            continue
        if base + reader.line_num - start > 1 and any(  # a quoted field ran on over the line's end
            i != notes_at and ("\n" in c or "\r" in c) for i, c in enumerate(cells)
        ):  # only notes may hold several lines: elsewhere it is a quote left open
            rejected.append(Rejection(line, UNCLOSED_QUOTE))
            base = start + 1
            reader = reader_from(base)
            continue
        if not any(c.strip() for c in cells):
            if blank is not None:
                blank.append(line)
            continue

        def cell(key: str, cells: list[str] = cells) -> str:
            i = index.get(key)
            return cells[i].strip() if i is not None and i < len(cells) else ""

        raw_name = cell("name")
        if not validation.strip_invisible(raw_name).strip():
            rejected.append(
                Rejection(
                    line, "empty name" if not raw_name.strip() else "the name holds only invisible characters"
                )
            )
            continue
        try:
            name = validation.clean_name(raw_name, "name", what="name")
            club = validation.clean_name(cell("club"), "club", what="club", required=False)
            email = validation.clean_name(
                cell("email"), "email", maximum=validation.EMAIL_MAX, what="email", required=False
            )
            notes = validation.clean_text(cell("notes"), "notes", what="notes")
            rating = validation.parse_rating(cell("rating"))
        except validation.TextProblem as exc:
            shown = " ".join(raw_name.split())[:60]
            rejected.append(
                Rejection(line, exc.message, shown if validation.text_problem(shown) is None else "")
            )
            continue
        key = name_key(name)
        if key in seen:
            first = first_line_of.get(key)
            reason = f"duplicate of line {first}" if first is not None else "duplicate of a registered player"
            rejected.append(Rejection(line, reason, name))
            continue
        seen.add(key)
        first_line_of[key] = line
        rows.append(_Row(line, name, club, rating, email, notes))
    return rows, rejected, delim, ignored


def _bulk_register(
    session: Any, event_id: int, rows: list[_Row], progress: Callable[[int, int], bool | None] | None
) -> None:
    """Register many players before round 1 in a few bulk statements (linear: 50,000 rows in seconds).

    Players are found as :func:`desktop.services.tournament_registration._find_or_create_player` finds them (same
    name, case-insensitively, and same club); new clubs and players are inserted in bulk."""
    from sqlalchemy import bindparam, func, insert, select, update

    from database.models.base import utcnow
    from database.models.tournament import ClubRow, PlayerRow, RegistrationRow

    now = utcnow()
    clubs = {name: cid for cid, name in session.execute(select(ClubRow.id, ClubRow.name))}
    missing_clubs = sorted({r.club for r in rows if r.club and r.club not in clubs})
    if missing_clubs:
        session.execute(insert(ClubRow.__table__), [{"name": c} for c in missing_clubs])
        clubs = {name: cid for cid, name in session.execute(select(ClubRow.id, ClubRow.name))}
    wanted = {r.name.lower() for r in rows}
    players: dict[tuple[str, int | None], int] = {}
    for pid, lname, club_id in session.execute(
        select(PlayerRow.id, func.lower(PlayerRow.name), PlayerRow.club_id)
    ):
        if lname in wanted:
            players.setdefault((lname, club_id), pid)
    new_players: list[dict[str, Any]] = []
    updates = []
    for r in rows:
        key = (r.name.lower(), clubs.get(r.club) if r.club else None)
        pid = players.get(key)
        if pid is None:
            new_players.append(
                {
                    "name": r.name,
                    "club_id": key[1],
                    "rating": r.rating,
                    "email": r.email,
                    "notes": r.notes,
                    "created_at": now,
                }
            )
            players[key] = -len(new_players)  # placeholder: the n-th new player
        elif r.rating is not None or r.email or r.notes:
            updates.append((pid, r))
    if new_players:
        table = PlayerRow.__table__
        ids = (
            session.execute(insert(table).returning(table.c.id, sort_by_parameter_order=True), new_players)
            .scalars()
            .all()
        )
        for key, pid in list(players.items()):
            if pid < 0:
                players[key] = ids[-pid - 1]
    # known players: one executemany per set of changed fields (not one ORM statement per row)
    by_fields: dict[tuple[str, ...], list[dict[str, Any]]] = {}
    for pid, r in updates:
        values: dict[str, Any] = {}
        if r.rating is not None:
            values["rating"] = r.rating
        if r.email:
            values["email"] = r.email
        if r.notes:
            values["notes"] = r.notes
        by_fields.setdefault(tuple(values), []).append(
            {"pid": pid, **{f"v_{k}": v for k, v in values.items()}}
        )
    table = PlayerRow.__table__
    for fields, params in by_fields.items():
        stmt = (
            update(table)
            .where(table.c.id == bindparam("pid"))
            .values({field: bindparam(f"v_{field}") for field in fields})
        )
        session.connection().execute(stmt, params)
    if progress is not None:
        progress(len(rows) // 2, len(rows))
    session.execute(
        insert(RegistrationRow.__table__),
        [
            {
                "event_id": event_id,
                "player_id": players[(r.name.lower(), clubs.get(r.club) if r.club else None)],
                "name": r.name,
                "club": r.club,
                "rating": r.rating,
                "status": "registered",
                "checked_in": False,
                "joined_round": 1,
                "squad_locked": False,
                "created_at": now,
                "version": 1,
            }
            for r in rows
        ],
    )


def import_players(
    db: Database,
    event_id: int,
    data: bytes | str,
    *,
    skip_rejected: bool = False,
    dry_run: bool = False,
    progress: Callable[[int, int], bool | None] | None = None,
) -> ImportReport:
    """Register the players of a CSV file in one transaction (see the module docstring). The file is
    parsed and checked before the write transaction starts; ``progress(done, total)`` is called."""
    from sqlalchemy import select

    from database.models.tournament import RegistrationRow

    with db.read() as session:
        ev = _event(session, event_id)
        if ev.status == "finished":
            raise RegistrationError("the event is finished")
        names = session.scalars(
            select(RegistrationRow.name).where(RegistrationRow.event_id == event_id)
        ).all()
    known = {name_key(n) for n in names}
    blank: list[int] = []
    rows, rejected, delim, ignored = parse_players_csv(data, known, blank)
    if not rows and not rejected:
        raise RegistrationError("the file has no players: only its header row (and blank lines)")
    if progress is not None:
        progress(0, len(rows))
    register = not dry_run and bool(rows) and (skip_rejected or not rejected)
    if register:
        from desktop.services.tournament_common import _discard_draft, _rounds_played

        with db.begin() as session:
            ev = _event(session, event_id)
            _discard_draft(session, event_id)
            played = _rounds_played(session, event_id)
            current = {
                name_key(n)
                for n in session.scalars(
                    select(RegistrationRow.name).where(RegistrationRow.event_id == event_id)
                ).all()
            }
            clash = next((r for r in rows if name_key(r.name) in current), None)
            if clash is not None:  # registered by another desk since the file was checked
                raise RegistrationError(
                    "line {line}: {name} is already registered", line=clash.line, name=clash.name
                )
            if played:  # late entries: each gets its missed rounds (rare, row by row)
                for i, r in enumerate(rows, start=1):
                    _register(
                        session,
                        ev,
                        r.name,
                        r.club,
                        r.rating,
                        r.email,
                        r.notes,
                        known_names=current,
                        played=played,
                    )
                    if progress is not None and i % 1000 == 0:
                        progress(i, len(rows))
            else:
                _bulk_register(session, event_id, rows, progress)
            codes_for_newcomers(session, event_id)
    if progress is not None:
        progress(len(rows), len(rows))
    return ImportReport(
        tuple(r.name for r in rows), tuple(rejected), register, delim, tuple(ignored), tuple(blank)
    )
