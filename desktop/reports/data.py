"""Plain data the documents are made from (the services build it; nothing here reads a database).

Every text a person reads on paper arrives already translated: names and results as data, headings and
captions through :class:`desktop.reports.labels.Labels`.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class EventHeader:
    name: str
    date: str = ""
    venue: str = ""
    game: str = ""  # the game's name in the document's language
    organiser: str = ""


@dataclass(frozen=True)
class PairingLine:
    table: int | None
    code: str
    a_name: str
    b_name: str  # "" for a bye
    a_club: str = ""
    b_club: str = ""
    kind: str = "played"  # "played", "bye", "requested_bye" (a player sitting the round out on request),
    # "round_robin_bye" (a round robin's player without a game this round: it scores nothing)
    result: str = ""  # e.g. "3-0" once reported; a requested bye's points
    a_points: str = ""  # each player's points before the round
    b_points: str = ""
    a_colour: str = ""  # the colour the pairing assigned (translated), for a game whose seats have colours
    b_colour: str = ""
    pool: int | None = None  # the pool of a pool round robin


@dataclass(frozen=True)
class RoundPairings:
    number: int
    lines: tuple[PairingLine, ...]
    stage_title: str = ""
    draft: bool = False  # not published yet: printed with a DRAFT mark
    pools: bool = False  # a pool round robin: one table per pool


@dataclass(frozen=True)
class ResultFieldSpec:
    """One field of a game's result, from ``GameInfo.result_fields`` (label and choices translated)."""

    key: str
    label: str
    kind: str  # "side", "choice", "int", "text"
    choices: tuple[str, ...] = ()  # translated labels of the choices
    required: bool = True
    draw: bool = False  # a "side" field of a game that allows a draw: the box offers one
    assigned: bool = False  # a "choice" of the seats' colours: the slip prints the one the pairing assigned


@dataclass(frozen=True)
class Slip:
    code: str
    round: int
    table: int | None
    a_name: str
    b_name: str
    a_squad: str = ""
    b_squad: str = ""
    a_club: str = ""
    b_club: str = ""
    a_colour: str = ""  # the colour the pairing assigned (translated), "" for a game without colours
    b_colour: str = ""
    draft: bool = False  # a slip of a draft round: printed with a DRAFT mark
    a_code: str = ""  # each player's personal code for the venue web, printed on their own tear-off stub
    b_code: str = ""  # ("" when no codes were issued: no stubs)
    bye: bool = False  # the slip of a player with the bye (a_name): no opponent and no result, only the stub


@dataclass(frozen=True)
class ScoreSheetRow:
    round: int
    table: int | None = None
    opponent: str = ""
    first: bool | None = None  # True: this player played first (side a); None: not known / bye
    result: str = ""  # translated: "win", "draw", "loss", "bye" or "" when not played yet
    score: str = ""  # match points, e.g. "3"
    secondary: str = ""


@dataclass(frozen=True)
class ScoreSheet:
    name: str
    club: str = ""
    squad: str = ""
    rows: tuple[ScoreSheetRow, ...] = ()
    total: str = ""
    code: str = ""
    """The player's personal code for the venue web ("" when no codes were issued)."""


@dataclass(frozen=True)
class Registrant:
    number: int
    name: str
    club: str = ""
    rating: int | None = None
    status: str = ""  # translated
    checked_in: bool = False
    squad: str = ""


@dataclass(frozen=True)
class StandingRow:
    rank: int
    name: str
    club: str = ""
    points: str = ""
    record: str = ""  # "W-D-L"
    tiebreaks: tuple[str, ...] = ()
    note: str = ""  # translated "dropped" / "disqualified"
    pool: int | None = None  # a pool round robin: the player's pool (the sheet prints a table per pool)
    reached: str = ""  # the event's ranking after a cut: how far the player went, in the captions' words


@dataclass(frozen=True)
class Standings:
    after_round: int
    tiebreak_names: tuple[str, ...]
    rows: tuple[StandingRow, ...]
    title: str = ""
    tiebreak_short: tuple[str, ...] = ()  # column headings; the full names go in a legend
    warning: str = ""  # printed above the table (a bracket holding matches paired on a corrected result)


@dataclass(frozen=True)
class CrossCell:
    opponent_rank: int | None = None
    first: bool | None = None  # True: played first / first colour
    result: str = ""  # "win", "draw", "loss", "bye", "rest" (no game that round), "" (not played)
    forfeit: bool = False  # won or lost without playing (printed "+" / "−" as chess tools do)


@dataclass(frozen=True)
class CrossRow:
    rank: int
    name: str
    points: str
    cells: tuple[CrossCell, ...]
    pool: int | None = None  # the player's pool in a pool round robin


@dataclass(frozen=True)
class RoundRobinGrid:
    """Each player against each in one pool (or the whole round robin): ``cells[i][j]`` is what player i
    scored against player j ("" not played yet; the diagonal is blank)."""

    heading: str
    names: tuple[str, ...]
    cells: tuple[tuple[str, ...], ...]
    points: tuple[str, ...]


@dataclass(frozen=True)
class FinalReport:
    standings: Standings
    rounds: int
    cross: tuple[CrossRow, ...]
    facts: tuple[tuple[str, str], ...] = ()  # (translated caption, value): players, rounds, format...
    round_numbers: tuple[int, ...] = ()  # the cross-table's column headings (default 1..rounds)
    grids: tuple[RoundRobinGrid, ...] = ()  # a round-robin stage's each-against-each grid(s)


@dataclass(frozen=True)
class SheetTable:
    """One table of a squad sheet as the squad's kind lays it out (the game decides the columns)."""

    heading: str  # "" for none
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    widths: tuple[float | None, ...]  # points; None shares the rest of the page's width
    align_right: tuple[int, ...] = ()
    align_center: tuple[int, ...] = ()
    size: float = 10
    total: str = ""  # a bold line under the table, e.g. "Squad points: 100"


@dataclass(frozen=True)
class SquadSheet:
    kind: str  # the squad kind, e.g. "attacktix.squad"
    squad_name: str
    player: str = ""
    club: str = ""
    rules: str = ""  # a translated line: the level, the point limit...
    tables: tuple[SheetTable, ...] = ()
    legal: bool | None = None
    problems: tuple[str, ...] = ()


@dataclass(frozen=True)
class BracketBox:
    slot: str  # "W1-0", "L2-1", "GF", "GF2", "3P"
    bracket: str  # "W", "L", "GF", "GF2", "3P"
    round: int
    index: int
    a_name: str = ""
    b_name: str = ""
    winner: str = ""  # "a", "b" or ""
    score: str = ""
    table: int | None = None
    code: str = ""
    a_seed: int | None = None
    b_seed: int | None = None
    by_seed: bool = False  # a drawn match (time called on a level game) that went to the higher seed


@dataclass(frozen=True)
class Bracket:
    title: str
    size: int  # players' slots in the first round of the winners bracket (a power of two)
    boxes: tuple[BracketBox, ...] = ()
    double: bool = False
    champion: str = ""
    extra: dict[str, str] = field(default_factory=dict)
    round_numbers: dict[str, int] = field(default_factory=dict)  # "W1" -> the event's round number


def pool_letter(pool: int | None) -> str:
    """Pool 0, 1, ... as A, B, ..., Z, AA, AB, ..."""
    if pool is None:
        return ""
    n, out = pool, ""
    while True:
        n, r = divmod(n, 26)
        out = chr(ord("A") + r) + out
        if n == 0:
            return out
        n -= 1
