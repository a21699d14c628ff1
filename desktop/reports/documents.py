"""The table documents: pairings (by table and, for the wall, by name), player score sheets, check-in and
registration lists, standings, the final report with its cross-table, and squad sheets.

Each function takes plain data and translated :class:`Labels` and returns the PDF's bytes. Tables are
drawn row by row with known column widths (desktop.reports.grid: linear in the rows, the header at the top
of each page); a text too long for its column shrinks a little and breaks between words on two lines;
names are sorted in their language's alphabetical order (desktop.reports.collate).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from reportlab.lib import colors
from reportlab.platypus import Flowable, KeepTogether, PageBreak, Spacer, Table, TableStyle

from desktop.reports.base import BOLD, FONT, GREY, Document, cell, fitted_size, para, style, text_width
from desktop.reports.collate import sort_key
from desktop.reports.data import (
    CrossCell,
    EventHeader,
    FinalReport,
    Registrant,
    RoundPairings,
    RoundRobinGrid,
    ScoreSheet,
    SquadSheet,
    Standings,
    pool_letter,
)
from desktop.reports.grid import Column, Grid, grid
from desktop.reports.labels import Labels

Tick = Callable[[int], None] | None
BOX, TICKED = "☐", "☑"


def _table(
    header: Sequence[str],
    rows: Sequence[Sequence[str]],
    widths: Sequence[float],
    *,
    size: float = 9,
    align_right: Sequence[int] = (),
    align_center: Sequence[int] = (),
    bold_cols: Sequence[int] = (),
    striped: bool = True,
    padding: float = 3,
    top: float = 1.5,
    bottom: float = 2.5,
    lines: bool = False,
    sizes: dict[int, float] | None = None,
) -> list[Grid]:
    """A table drawn row by row (desktop.reports.grid): its header at the top of every page it reaches, long
    texts shrunk a little or broken between words on two lines."""
    # A column is at least as wide as the longest word of its heading at 80% of the heading's size (a
    # heading may take two lines); what that takes is taken from the widest column.
    widths = list(widths)
    extra = 0.0
    for i, h in enumerate(header):
        need = max((text_width(w, BOLD, size * 0.9 * 0.8) for w in h.split()), default=0.0) + 2 * padding + 1
        if widths[i] < need:
            extra += need - widths[i]
            widths[i] = need
    if extra:
        widest = max(range(len(widths)), key=widths.__getitem__)
        widths[widest] = max(widths[widest] - extra, widths[widest] / 2)
    columns = [
        Column(
            w,
            "right" if i in align_right else "center" if i in align_center else "left",
            bold=i in bold_cols,
            size=(sizes or {}).get(i),
        )
        for i, w in enumerate(widths)
    ]
    return [
        grid(
            header, rows, columns, size=size, padding=padding, top=top, bottom=bottom, striped=striped, lines=lines
        )
    ]


def _widths(total: float, fixed: Sequence[float | None]) -> list[float]:
    """Column widths: the given ones, and the rest of ``total`` shared among the ``None`` ones."""
    known = sum(w for w in fixed if w is not None)
    free = [i for i, w in enumerate(fixed) if w is None]
    rest = max(total - known, 20 * len(free)) / max(len(free), 1)
    return [w if w is not None else rest for w in fixed]


def _title(text: str, size: float = 14) -> Flowable:
    return para(text, style(size, bold=True, spaceAfter=4))


# --- pairings ----------------------------------------------------------------------------------------


def _pool_heading(labels: Labels, pool: int | None) -> str:
    return labels.fmt("pool_n", n=pool_letter(pool)) if pool is not None else ""


def _name_note(club: str, colour: str) -> str:
    return " · ".join(p for p in (colour, club) if p)


_BYES = {"bye": "bye", "requested_bye": "bye_requested", "round_robin_bye": "bye_no_points"}
"""The lines without an opponent (:attr:`PairingLine.kind`) and the caption each prints instead of one."""


def pairings_pdf(
    event: EventHeader, rnd: RoundPairings, labels: Labels, *, paper: str = "a4", tick: Tick = None
) -> bytes:
    """Pairings of a round by table: table, both players (first player first) with their points before the
    round, the colour the pairing assigned and their clubs, result, code; the bye and the requested byes
    ("bye requested", with what it scores) and a round robin's byes ("no game, no points") below; a pool
    round robin prints one table per pool; a draft
    says DRAFT across every page and under the title."""
    L = labels
    title = L.fmt("pairings_title", n=rnd.number)
    doc = Document(event, title, L, paper, tick=tick, mark=L["draft_mark"] if rnd.draft else "")
    versus = max(14.0, text_width(L["versus"], FONT, 10) + 8)
    pts_w = max(26.0, text_width(L["points_short"], BOLD, 9) + 8)
    widths = _widths(doc.width, [30, None, pts_w, versus, None, pts_w, 52, 62])
    story: list[Any] = [_title(title + (f" · {rnd.stage_title}" if rnd.stage_title else ""))]
    if rnd.draft:
        story.append(para(f"{L['draft_mark']}: {L['draft_note']}", style(10, bold=True, spaceAfter=4)))
    # Each player's colour and club under the name (grey), so that names have the table's whole width.
    columns = [
        Column(widths[0], "center", bold=True),
        Column(widths[1], note_size=8),
        Column(widths[2], "center"),
        Column(widths[3], "center"),
        Column(widths[4], note_size=8),
        Column(widths[5], "center"),
        Column(widths[6], "center"),
        Column(widths[7]),
    ]
    head = [
        L["table"],
        L["first_player"],
        L["points_short"],
        "",
        L["second_player"],
        L["points_short"],
        L["result"],
        L["match_code"],
    ]
    groups: dict[int | None, list[Any]] = {}
    for p in rnd.lines:
        table = str(p.table) if p.table is not None else ""
        first = (p.a_name, _name_note(p.a_club, p.a_colour))
        if p.kind in _BYES:
            row = [table, first, p.a_points, "", L[_BYES[p.kind]], "", p.result, ""]
        else:
            second = (p.b_name, _name_note(p.b_club, p.b_colour))
            row = [table, first, p.a_points, L["versus"], second, p.b_points, p.result, p.code]
        groups.setdefault(p.pool if rnd.pools else None, []).append(row)
    for pool, rows in groups.items():
        if rnd.pools:
            story.append(para(_pool_heading(L, pool), style(12, bold=True, spaceBefore=6, spaceAfter=3)))
        story.append(grid(head, rows, columns, size=10))
    if not groups:
        story.append(grid(head, [], columns, size=10))
    return doc.build(story)


def wall_pdf(
    event: EventHeader, rnd: RoundPairings, labels: Labels, *, paper: str = "a4", tick: Tick = None
) -> bytes:
    """The wall list: every player alphabetically with their points, table, opponent and colour, two columns,
    big type (a bye and a requested bye say so); a draft says DRAFT across every page."""
    L = labels
    title = L.fmt("wall_title", n=rnd.number)
    doc = Document(event, title, L, paper, columns=2, tick=tick, mark=L["draft_mark"] if rnd.draft else "")
    entries: list[tuple[str, str, str, str]] = []  # name, table, what (opponent...), points
    for p in rnd.lines:
        table = str(p.table) if p.table is not None else ""
        if p.kind in _BYES:
            entries.append((p.a_name, "", L[_BYES[p.kind]], p.a_points))
            continue
        entries.append((p.a_name, table, _name_note(p.a_colour, f"{L['versus']} {p.b_name}"), p.a_points))
        if p.b_name:
            entries.append((p.b_name, table, _name_note(p.b_colour, f"{L['versus']} {p.a_name}"), p.b_points))
    entries.sort(key=lambda e: (sort_key(e[0]), e[1]))
    width = doc.column_width
    table_w = 46
    pts_w = max(30.0, text_width(L["points_short"], BOLD, 9) + 8)
    rows = [[(name, what), points, table] for name, table, what, points in entries]
    story: list[Any] = []
    if rnd.stage_title:
        story.append(para(rnd.stage_title, style(11, bold=True, spaceAfter=4)))
    if rnd.draft:
        story.append(para(f"{L['draft_mark']}: {L['draft_note']}", style(10, bold=True, spaceAfter=4)))
    columns = [
        Column(width - table_w - pts_w, bold=True, size=14, note_size=9),
        Column(pts_w, "center", size=12, lines=1),
        Column(table_w, "center", bold=True, size=22, lines=1),
    ]
    story.append(grid([L["player"], L["points_short"], L["table"]], rows, columns, size=10, top=3, bottom=5))
    return doc.build(story)


# --- score sheets ------------------------------------------------------------------------------------


def scoresheets_pdf(
    event: EventHeader,
    sheets: Sequence[ScoreSheet],
    labels: Labels,
    *,
    rounds: int,
    paper: str = "a4",
    tick: Tick = None,
) -> bytes:
    """One page per player: a row for each round (table, opponent, whether the player had the first move,
    result, score, signature)."""
    L = labels
    title = L["scoresheets_title"]
    doc = Document(event, title, L, paper, tick=tick)
    # "First move" and "Result" as wide as their headings (not shrunk to a small size in Ukrainian)
    first_w, result_w = (max(w, text_width(L[k], BOLD, 11) + 10) for k, w in (("first", 40.0), ("result", 56.0)))
    widths = _widths(doc.width, [52, 48, None, first_w, result_w, 48, 130])
    story: list[Any] = []
    for i, sheet in enumerate(sheets):
        if i:
            story.append(PageBreak())
        story.append(_title(sheet.name, 18))
        sub = " · ".join(p for p in (sheet.club, sheet.squad) if p)
        if sub:
            story.append(para(sub, style(9, textColor=GREY, spaceAfter=6)))
        if sheet.code:  # the player's own paper: their personal code for the venue web
            story.append(para(L.fmt("venue_code", code=sheet.code), style(10, spaceAfter=6)))
        by_round = {r.round: r for r in sheet.rows}
        rows = []
        for n in range(1, max(rounds, max(by_round, default=0)) + 1):
            r = by_round.get(n)
            if r is None:
                rows.append([str(n), "", "", "", "", "", ""])
                continue
            first = "" if r.first is None else (L["yes"] if r.first else L["no"])
            rows.append(
                [str(n), "" if r.table is None else str(r.table), r.opponent, first, r.result, r.score, ""]
            )
        tables = _table(
            [
                L["round"],
                L["table"],
                L["opponent"],
                L["first"],
                L["result"],
                L["score"],
                L["opponent_signature"],
            ],
            rows,
            widths,
            size=11,
            align_center=(0, 1, 3, 4, 5),
            striped=False,
            padding=4,
            top=9,
            bottom=9,
            lines=True,
        )
        story += tables
        if sheet.total:
            story.append(Spacer(1, 6))
            story.append(para(f"{L['total']}: {sheet.total}", style(12, bold=True)))
    if not sheets:
        story.append(_title(title))
    return doc.build(story)


# --- lists -------------------------------------------------------------------------------------------


def checkin_pdf(
    event: EventHeader, players: Sequence[Registrant], labels: Labels, *, paper: str = "a4", tick: Tick = None
) -> bytes:
    """Alphabetical check-in list with a box to tick for each player."""
    L = labels
    title = L["checkin_title"]
    doc = Document(event, title, L, paper, tick=tick)
    widths = _widths(doc.width, [32, None, 110, 50, 120, 50])
    rows = [
        [
            str(i),
            p.name,
            p.club,
            "" if p.rating is None else str(p.rating),
            p.squad,
            TICKED if p.checked_in else BOX,
        ]
        for i, p in enumerate(sorted(players, key=lambda p: sort_key(p.name)), 1)
    ]
    story: list[Any] = [_title(title), para(f"{L['players']}: {len(players)}", style(9, spaceAfter=4))]
    tables = _table(
        [L["number"], L["player"], L["club"], L["rating"], L["squad"], L["checked_in"]],
        rows,
        widths,
        size=10,
        align_right=(0, 3),
        align_center=(5,),
        top=4,
        bottom=4,
        sizes={5: 14},
    )
    story += tables
    return doc.build(story)


def registrations_pdf(
    event: EventHeader, players: Sequence[Registrant], labels: Labels, *, paper: str = "a4", tick: Tick = None
) -> bytes:
    """Registration list in registration order: number, player, club, rating, status, squad."""
    L = labels
    title = L["registrations_title"]
    doc = Document(event, title, L, paper, tick=tick)
    widths = _widths(doc.width, [32, None, 100, 50, 84, 130])
    rows = [
        [str(p.number), p.name, p.club, "" if p.rating is None else str(p.rating), p.status, p.squad]
        for p in players
    ]
    story: list[Any] = [_title(title), para(f"{L['players']}: {len(players)}", style(9, spaceAfter=4))]
    story += _table(
        [L["number"], L["player"], L["club"], L["rating"], L["status"], L["squad"]],
        rows,
        widths,
        size=9,
        align_right=(0, 3),
    )
    return doc.build(story)


# --- standings and the final report ------------------------------------------------------------------


def standings_title(st: Standings, labels: Labels) -> str:
    """The standings' title: "after round N", or before any result the players by seed (not "after round 0")."""
    if st.title:
        return st.title
    if st.after_round == 0:
        return labels["standings_seed_title"]
    return labels.fmt("standings_title", n=st.after_round)


def _standings_story(st: Standings, labels: Labels, width: float, title: str) -> list[Any]:
    L = labels
    n_tb = len(st.tiebreak_names)
    short = st.tiebreak_short or tuple(n[:8] for n in st.tiebreak_names)
    size = 9 if n_tb <= 4 else 8
    tb_w = max(44.0, max((text_width(h, BOLD, size * 0.9) + 8 for h in short), default=0))
    # the notes column (dropped, disqualified) as wide as its notes: its room goes to the names
    note_w = min(58.0, max((text_width(r.note, FONT, size) + 8 for r in st.rows if r.note), default=8.0))
    # The event's ranking after a cut: a column saying how far each player went (what decided the place).
    reached = any(r.reached for r in st.rows)
    reached_w = (
        [min(96.0, max(text_width(x, FONT, size) + 8 for x in [L["reached"], *(r.reached for r in st.rows)]))]
        if reached
        else []
    )
    widths = _widths(width, [26, None, 90 - 20 * reached, *reached_w, 42, 50, *([tb_w] * n_tb), note_w])
    # A pool round robin: one table per pool, the places counted within the pool.
    groups: dict[int | None, list[Any]] = {}
    for r in st.rows:
        rows = groups.setdefault(r.pool, [])
        place = str(len(rows) + 1) if r.pool is not None else str(r.rank)
        rows.append([place, r.name, r.club, *([r.reached] if reached else []), r.points, r.record, *r.tiebreaks, r.note])
    story: list[Any] = [_title(title)]
    if st.warning:
        story.append(para(st.warning, style(9, bold=True, textColor=colors.HexColor("#b00020"), spaceAfter=4)))
    legend = ""
    if n_tb:
        legend = "; ".join(f"{a}: {b}" for a, b in zip(short, st.tiebreak_names, strict=True) if a != b)
    if reached:
        story.append(para(L["reached_note"], style(7.5, textColor=GREY, spaceAfter=2 if legend else 4)))
    if legend:
        story.append(para(legend, style(7.5, textColor=GREY, spaceAfter=4)))
    shift = 1 if reached else 0
    for pool in sorted(groups, key=lambda p: -1 if p is None else p) or [None]:
        if pool is not None:
            story.append(para(L.fmt("pool_n", n=pool_letter(pool)), style(12, bold=True, spaceBefore=6, spaceAfter=3)))
        story += _table(
            [L["rank"], L["player"], L["club"], *([L["reached"]] if reached else []), L["points"], L["record"], *short, ""],
            groups.get(pool, []),
            widths,
            size=size,
            align_right=(0, 3 + shift, *range(5 + shift, 5 + shift + n_tb)),
            align_center=(4 + shift,),
            bold_cols=(3 + shift,),
        )
    return story


def standings_pdf(
    event: EventHeader, st: Standings, labels: Labels, *, paper: str = "a4", tick: Tick = None
) -> bytes:
    """Standings with a column for every tiebreaker, in the event's order."""
    title = standings_title(st, labels)
    doc = Document(event, title, labels, paper, tick=tick)
    return doc.build(_standings_story(st, labels, doc.width, title))


_SYMBOL = {"win": "+", "draw": "=", "loss": "-", "bye": "+"}


def cross_text(c: CrossCell, labels: Labels) -> str:
    """A cross-table cell: result symbol, the opponent's rank, ``*`` when the player played first; a win or
    loss without play as the opponent's rank followed by "+" / "−" (as chess tools print a forfeit); a
    round without a game of the player's as the rest mark ("—")."""
    if c.result == "rest":
        return labels["rest"]
    if not c.result and c.opponent_rank is None:
        return ""
    if c.result == "bye":
        return f"+{labels['bye']}"
    opp = "" if c.opponent_rank is None else str(c.opponent_rank)
    if c.forfeit:
        return f"{opp}{'+' if c.result == 'win' else '−'}"
    mark = _SYMBOL.get(c.result, "")
    return f"{mark}{opp}{'*' if c.first else ''}"


def final_pdf(
    event: EventHeader, report: FinalReport, labels: Labels, *, paper: str = "a4", tick: Tick = None
) -> bytes:
    """The final report: the event's facts, the final standings, and the cross-table (a row per player,
    a column per round: result, opponent's rank and who played first)."""
    L = labels
    title = L["final_title"]
    doc = Document(event, title, L, paper, tick=tick)
    story: list[Any] = [_title(title, 18)]
    if report.facts:
        facts = Table(
            [
                [cell(k, 120, style(10, bold=True)), cell(v, doc.width - 120, style(10))]
                for k, v in report.facts
            ],
            colWidths=[120, doc.width - 120],
        )
        facts.setStyle(
            TableStyle(
                [
                    ("FONT", (0, 0), (0, -1), BOLD, 10),
                    ("FONT", (1, 0), (1, -1), FONT, 10),
                    ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ]
            )
        )
        story += [facts, Spacer(1, 8)]
    st = report.standings
    story += _standings_story(st, L, doc.width, standings_title(st, L))
    story += [PageBreak(), _title(L["cross_title"])]
    story.append(para(L["cross_legend"], style(8, textColor=GREY, spaceAfter=4)))
    rounds = max(report.rounds, max((len(r.cells) for r in report.cross), default=0))
    fixed = 26 + 40
    round_w = min(52.0, max(22.0, (doc.width - fixed - 110) / max(rounds, 1)))
    name_w = doc.width - fixed - rounds * round_w
    size = fitted_size("-1024*", FONT, 8.5, round_w - 4, 5)
    widths = [26, name_w, *([round_w] * rounds), 40]
    rows = []
    for r in report.cross:
        cells = [cross_text(c, L) for c in r.cells] + [""] * (rounds - len(r.cells))
        rows.append([str(r.rank), r.name, *cells, r.points])
    numbers = list(report.round_numbers) or list(range(1, rounds + 1))
    numbers += list(range(len(numbers) + 1, rounds + 1))
    story += _table(
        [L["rank"], L["player"], *[str(n) for n in numbers[:rounds]], L["points"]],
        rows,
        widths,
        size=size,
        align_right=(0,),
        align_center=tuple(range(2, 3 + rounds)),
        bold_cols=(2 + rounds,),
        padding=2,
    )
    for g in report.grids:
        story += _grid_story(g, doc.width)
    return doc.build(story)


def _grid_story(g: RoundRobinGrid, width: float) -> list[Any]:
    """A round robin's each-against-each grid: a row and a column per player (the columns numbered as
    the rows), the diagonal shaded out, what the row's player scored against the column's, the points."""
    n = len(g.names)
    if n == 0:
        return []
    fixed = 22 + 40
    cell_w = min(40.0, max(16.0, (width - fixed - 110) / n))
    name_w = width - fixed - n * cell_w
    size = fitted_size("3 3", FONT, 9, cell_w - 4, 5)
    rows = []
    for i, name in enumerate(g.names):
        cells = ["■" if i == j else g.cells[i][j] for j in range(n)]
        rows.append([str(i + 1), name, *cells, g.points[i]])
    return [
        Spacer(1, 10),
        _title(g.heading, 12),
        *_table(
            ["", "", *[str(j + 1) for j in range(n)], "Σ"],
            rows,
            [22, name_w, *([cell_w] * n), 40],
            size=size,
            align_right=(0,),
            align_center=tuple(range(2, 3 + n)),
            bold_cols=(2 + n,),
            padding=2,
            lines=True,
            striped=False,
        ),
    ]


# --- squad sheets ------------------------------------------------------------------------------------


def squads_pdf(
    event: EventHeader, sheets: Sequence[SquadSheet], labels: Labels, *, paper: str = "a4", tick: Tick = None
) -> bytes:
    """Squad sheets, one page each: the tables each squad's kind lays out (an Attacktix squad's figures
    and backups with their points, a Battle Helix helix's glyphs with both sides...)."""
    L = labels
    title = L["squads_title"]
    doc = Document(event, title, L, paper, tick=tick)
    story: list[Any] = []
    for i, sh in enumerate(sheets):
        if i:
            story.append(PageBreak())
        story.append(_title(sh.player or sh.squad_name, 18))
        sub = " · ".join(p for p in (sh.club, sh.squad_name if sh.player else "", sh.rules) if p)
        if sub:
            story.append(para(sub, style(9.5, textColor=GREY, spaceAfter=6)))
        for n, tb in enumerate(sh.tables):
            if tb.heading:
                story.append(para(tb.heading, style(12, bold=True, spaceBefore=4 if n == 0 else 10, spaceAfter=3)))
            story += _table(
                tb.columns,
                [list(r) for r in tb.rows],
                _widths(doc.width, tb.widths),
                size=tb.size,
                align_right=tb.align_right,
                align_center=tb.align_center,
            )
            if tb.total:
                story.append(para(tb.total, style(11, bold=True, spaceBefore=5)))
        if sh.legal is not None:
            story.append(Spacer(1, 8))
            story.append(para(L["legal"] if sh.legal else L["not_legal"], style(11, bold=True)))
            for p in sh.problems:
                story.append(para(f"• {p}", style(9.5)))
        story.append(Spacer(1, 30))
        line = Table([[""]], colWidths=[doc.width * 0.45], rowHeights=[4], hAlign="LEFT")
        line.setStyle(TableStyle([("LINEBELOW", (0, 0), (0, 0), 0.6, colors.black)]))
        story.append(KeepTogether([line, para(L["signature"], style(8, textColor=GREY, spaceBefore=2))]))
    if not sheets:
        story += [_title(title), para(L["no_squads"], style(11))]
    return doc.build(story)


__all__ = [
    "checkin_pdf",
    "cross_text",
    "final_pdf",
    "pairings_pdf",
    "registrations_pdf",
    "scoresheets_pdf",
    "squads_pdf",
    "standings_pdf",
    "wall_pdf",
]
