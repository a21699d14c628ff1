"""Printed sheets: read an event (or a saved squad) through the tournament and squad services, turn it into
the plain data of desktop.reports, and build the PDF.

One entry point per screen action: :func:`event_sheet` (``kind`` one of :data:`KINDS`) and
:func:`squad_sheet`. Captions come translated in a :class:`~desktop.reports.labels.Labels`; the English
texts of the data (result fields and their choices, tiebreakers, statuses, glyph symbols, stage kinds)
go through ``terms``, a mapping from :func:`term_key` keys to translated texts, with readable English
when a key is missing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any

from database.engine import Database
from desktop import reports
from desktop.games import registry
from desktop.reports.collate import sort_key
from desktop.reports.data import (
    CrossCell,
    CrossRow,
    EventHeader,
    FinalReport,
    PairingLine,
    Registrant,
    ResultFieldSpec,
    RoundPairings,
    RoundRobinGrid,
    ScoreSheet,
    ScoreSheetRow,
    SheetTable,
    Slip,
    SquadSheet,
    StandingRow,
    Standings,
    pool_letter,
)
from desktop.reports.labels import TIEBREAK_SHORT, Labels, percent_tiebreaks, tiebreak_cell
from desktop.services import tournament as svc
from desktop.services.bracket_sheet import SheetError, bracket_data, stage_bracket

__all__ = ["KINDS", "SheetError", "bracket_data", "event_sheet", "sheet_kinds", "stage_bracket"]

KINDS = reports.KINDS
Tick = Callable[[int], None] | None

# Readable English of the data's own keys (what the UI's translation table translates).
ENGLISH_TERMS: dict[str, str] = {
    "choice:hq": "HQ taken",
    "choice:medals": "medals",
    "choice:end_medals": "end: medals",
    "choice:end_tiebreak": "end: tiebreak",
    "choice:time_called": "time called",
    "choice:last_figure": "last figure",
    "choice:double_knockout": "double knockout",
    "choice:pieces": "pieces",
    "choice:blue": "blue",
    "choice:red": "red",
    "status:registered": "registered",
    "status:dropped": "dropped",
    "status:disqualified": "disqualified",
    "stage:swiss": "Swiss",
    "stage:round_robin": "round robin",
    "stage:single_elimination": "single elimination",
    "stage:double_elimination": "double elimination",
    "symbol:sword": "sword",
    "symbol:star": "star",
    "symbol:bomb": "bomb",
    **{f"tbshort:{key}": short for key, short in TIEBREAK_SHORT.items()},
    "level:equal_points": "Equal Points",
    "level:quick_battle": "Quick Battle",
}



def term_key(kind: str, key: str) -> str:
    return f"{kind}:{key}"


@dataclass(frozen=True)
class Options:
    round: int | None = None
    per_page: int = 2
    paper: str = "a4"
    stage: int | None = None
    lang: str = "en"
    web_url: str = ""
    """The venue web's address, printed on the slips' stubs beside each player's code ("" unknown)."""


class _Terms:
    def __init__(self, terms: Mapping[str, str] | None) -> None:
        self.terms = dict(terms or {})

    def __call__(self, kind: str, key: str, english: str | None = None) -> str:
        k = term_key(kind, key)
        return self.terms.get(k) or ENGLISH_TERMS.get(k) or english or key.replace("_", " ")


def allows_draw(game: registry.GameInfo) -> bool:
    """Whether a game of this kind can end in a draw, as its result schema and scorer say: a result with no
    winner, all numbers level, scores as a draw for some way the game can end (a choice of its fields)."""
    base: dict[str, object] = {}
    for f in game.result_fields:
        if f.kind == "int":
            base[f.key] = f.minimum or 0
        elif f.kind == "choice":
            base[f.key] = f.choices[0] if f.choices else ""
        else:
            base[f.key] = ""
    trials = [dict(base)]
    for f in game.result_fields:
        if f.kind == "choice":
            trials += [{**base, f.key: c} for c in f.choices]
    for result in trials:
        try:
            if game.score_result(result).outcome_a.value == "draw":
                return True
        except Exception:  # noqa: BLE001 - a combination the game refuses is simply not a draw
            continue
    return False


def result_field_specs(
    game: registry.GameInfo, terms: Mapping[str, str] | None = None, *, colours_assigned: bool = False
) -> tuple[ResultFieldSpec, ...]:
    """The game's result fields (``GameInfo.result_fields``) with translated labels and choices; the
    winner (a "side" field) offers a draw when the game allows one (:func:`allows_draw`); with
    ``colours_assigned`` a choice among the seats' colours (``GameInfo.colours``) is marked as printed
    from the pairing rather than ticked."""
    t = _Terms(terms)
    draw = allows_draw(game)
    colours = tuple(game.colours)
    return tuple(
        ResultFieldSpec(
            key=f.key,
            label=t("field", f"{game.key}.{f.key}", f.label),
            kind=f.kind,
            choices=tuple(t("choice", c) for c in f.choices),
            required=f.required,
            draw=draw and f.kind == "side",
            assigned=colours_assigned and f.kind == "choice" and bool(colours) and tuple(f.choices) == colours,
        )
        for f in game.result_fields
    )


def header(view: svc.EventView, lang: str = "en") -> EventHeader:
    d = view.detail
    game = registry.GAMES.get(d.summary.game)
    return EventHeader(
        name=d.summary.name,
        date=d.summary.date,
        venue=d.venue,
        game=game.name(lang) if game else d.summary.game,
        organiser=d.organiser,
    )


def _round(view: svc.EventView, number: int | None) -> svc.RoundView:
    rounds = list(view.rounds)
    if not rounds:
        raise SheetError("the event has no rounds yet: pair the first round")
    if number is None:
        published = [r for r in rounds if r.status != "draft"]
        return (published or rounds)[-1]
    for r in rounds:
        if r.number == number:
            return r
    raise SheetError(f"the event has no round {number} (rounds: 1 to {rounds[-1].number})")


def _result_text(m: svc.MatchView) -> str:
    if m.status != "reported" or m.points_a is None:
        return ""
    if m.b is None or m.points_b is None:
        return str(m.points_a)
    return f"{m.points_a}-{m.points_b}"


def is_requested_bye(m: svc.MatchView) -> bool:
    """A player who asked to sit the round out (a match without an opponent, scored as the event says)."""
    return m.kind == "no_opponent" and str(m.reason).startswith("requested_bye")


def points_before(view: svc.EventView, rv: svc.RoundView) -> dict[int, int]:
    """Each player's points before round ``rv`` in its stage (what pairing sheets print beside names)."""
    points: dict[int, int] = {r.id: 0 for r in view.registrations}
    for earlier in view.rounds:
        if earlier.stage != rv.stage or earlier.number >= rv.number:
            continue
        for m in earlier.matches:
            if m.status != "reported":
                continue
            for me, pts in ((m.a, m.points_a), (m.b, m.points_b)):
                if me is not None and pts is not None and me in points:
                    points[me] += pts
    return points


def seat_colours(view: svc.EventView, terms: Mapping[str, str] | None = None) -> tuple[str, str]:
    """The translated colours of sides A and B when the game's seats have colours and the event balances
    them (``GameInfo.colours``: side A plays the first), else ("", "")."""
    game = registry.GAMES.get(view.detail.summary.game)
    if game is None or len(game.colours) < 2 or not (view.detail.options or {}).get("balance_colours"):
        return "", ""
    t = _Terms(terms)
    return t("choice", game.colours[0]), t("choice", game.colours[1])


def round_pairings(
    view: svc.EventView,
    number: int | None = None,
    labels: Labels | None = None,
    terms: Mapping[str, str] | None = None,
) -> RoundPairings:
    """A round's pairings as the sheets print them: every table with the players' points before the
    round and the colours the pairing assigned, the bye, every requested bye ("bye requested", with
    what it scores) and a round robin's byes (no game, no points); a pool round robin's lines carry their
    pool."""
    rv = _round(view, number)
    title = ""
    if labels is not None and len(view.detail.stages) > 1:  # say which stage the round belongs to
        title = labels.fmt("stage_n", n=rv.stage, kind=_Terms(terms)("stage", rv.stage_kind))
    clubs = {r.id: r.club for r in view.registrations}
    scored = not rv.stage_kind.endswith("elimination")
    before = points_before(view, rv) if scored else {}
    colour_a, colour_b = seat_colours(view, terms)
    stage = next((st for st in view.detail.stages if st.get("position") == rv.stage), {})
    pools = rv.stage_kind == "round_robin" and len(stage.get("pool_members") or ()) > 1

    def pts(p: int | None) -> str:
        return str(before[p]) if p is not None and p in before else ""

    lines = []
    for m in rv.matches:
        if m.kind == "no_opponent" and not is_requested_bye(m):
            continue  # a late entry's missed round: nobody sits at a table
        played = m.kind not in ("bye", "no_opponent") and m.b is not None
        lines.append(
            PairingLine(
                table=m.table,
                code=m.code if played else "",
                a_name=m.a_name,
                b_name=m.b_name if m.b is not None else "",
                a_club=clubs.get(m.a, ""),
                b_club=clubs.get(m.b, "") if m.b is not None else "",
                kind="played" if played else "requested_bye" if m.kind == "no_opponent" else "bye",
                result=_result_text(m) if played or m.kind == "bye" else _requested_points(m),
                a_points=pts(m.a),
                b_points=pts(m.b),
                a_colour=colour_a if played else "",
                b_colour=colour_b if played else "",
                pool=m.pool if pools else None,
            )
        )
    for r in rv.rests:  # a round robin's bye: no game this round, and it scores nothing
        lines.append(
            PairingLine(
                table=None,
                code="",
                a_name=r.name,
                b_name="",
                a_club=clubs.get(r.registration_id, ""),
                kind="round_robin_bye",
                result=str(r.points),
                a_points=pts(r.registration_id),
                pool=r.pool if pools else None,
            )
        )
    lines.sort(key=lambda p: (p.pool or 0, p.table is None, p.table or 0, p.kind, p.a_name.casefold()))
    return RoundPairings(rv.number, tuple(lines), title, draft=rv.status == "draft", pools=pools)


def _requested_points(m: svc.MatchView) -> str:
    return "" if m.points_a is None else str(m.points_a)


def round_slips(
    view: svc.EventView,
    number: int | None = None,
    terms: Mapping[str, str] | None = None,
    codes: Mapping[int, str] | None = None,
    squad: Callable[[str], str] = str,
) -> tuple[int, tuple[Slip, ...]]:
    """The round's result slips, by table. With ``codes`` (registration id -> personal code for the
    venue web, once codes are issued) each slip carries both players' codes for their own stubs, and a
    player with the bye gets a slip of their own (after the tables) for their stub."""
    rv = _round(view, number)
    regs = {r.id: r for r in view.registrations}
    colour_a, colour_b = seat_colours(view, terms)
    codes = codes or {}
    slips = []
    for m in rv.matches:
        if codes and m.kind == "bye":
            a = regs.get(m.a)
            slips.append(
                Slip(
                    code=m.code,
                    round=rv.number,
                    table=None,
                    a_name=m.a_name,
                    b_name="",
                    a_club=a.club if a else "",
                    draft=rv.status == "draft",
                    a_code=codes.get(m.a, ""),
                    bye=True,
                )
            )
            continue
        if m.b is None or m.kind in ("bye", "no_opponent"):
            continue
        a, b = regs.get(m.a), regs.get(m.b)
        slips.append(
            Slip(
                code=m.code,
                round=rv.number,
                table=m.table,
                a_name=m.a_name,
                b_name=m.b_name,
                a_squad=squad(a.squad_summary) if a else "",
                b_squad=squad(b.squad_summary) if b else "",
                a_club=a.club if a else "",
                b_club=b.club if b else "",
                a_colour=colour_a,
                b_colour=colour_b,
                draft=rv.status == "draft",
                a_code=codes.get(m.a, ""),
                b_code=codes.get(m.b, ""),
            )
        )
    slips.sort(key=lambda s: (s.bye, s.table is None, s.table or 0, s.code))
    return rv.number, tuple(slips)


def _outcome(m: svc.MatchView, side: str) -> str:
    if m.kind == "bye":
        return "bye"
    if m.status != "reported" or not m.outcome_a:
        return ""
    o = m.outcome_a
    if side == "b":
        o = {"win": "loss", "loss": "win"}.get(o, o)
    return o


def planned_rounds(view: svc.EventView) -> int:
    """How many rounds the event will have, for the score sheets' rows: each Swiss stage's rounds (its
    setting, or what the pairing will choose for its players), each round robin's schedule (or what its
    pools need), each bracket's rounds for the players it will take; at least the rounds already paired."""
    from desktop.tournament import suggested_swiss_rounds

    active = sum(1 for r in view.registrations if r.status == "registered") or len(view.registrations)
    total = 0
    entrants = active
    for st in view.detail.stages:
        kind = str(st.get("kind", ""))
        players = len(st.get("players") or ()) or (int(st["cut"]) if st.get("cut") else entrants)
        entrants = players
        if kind == "swiss":
            total += int(st.get("rounds") or suggested_swiss_rounds(players))
        elif kind == "round_robin":
            schedule = st.get("schedule") or ()
            if schedule:
                total += len(schedule)
            else:
                pools = max(1, int(st.get("pools") or 1))
                biggest = -(-players // pools)
                total += (biggest - 1 + biggest % 2) * (2 if st.get("double") else 1)
        elif kind.endswith("elimination"):
            rounds = max(1, (max(players, 2) - 1).bit_length())
            total += 2 * rounds + (1 if st.get("grand_final_reset", True) else 0) if kind.startswith("double") else rounds
    return max(total, view.rounds[-1].number if view.rounds else 0)


def score_sheets(
    view: svc.EventView, labels: Labels, codes: Mapping[int, str] | None = None
) -> tuple[ScoreSheet, ...]:
    """One sheet per player; ``codes`` (registration id -> personal code for the venue web) printed on
    each player's own sheet when codes were issued."""
    L = labels
    codes = codes or {}
    per: dict[int, list[ScoreSheetRow]] = {r.id: [] for r in view.registrations}
    totals: dict[int, int] = {r.id: 0 for r in view.registrations}
    for rv in view.rounds:
        for m in rv.matches:
            for side, me, other in (("a", m.a, m.b_name), ("b", m.b, m.a_name)):
                if me is None or me not in per:
                    continue
                outcome = _outcome(m, side)
                pts = m.points_a if side == "a" else m.points_b
                if pts is not None and m.status == "reported":
                    totals[me] += pts
                per[me].append(
                    ScoreSheetRow(
                        round=rv.number,
                        table=m.table,
                        opponent=other if m.b is not None else (L["bye"] if m.kind == "bye" else L["nobody"]),
                        first=(side == "a") if m.b is not None else None,
                        result=L[outcome] if outcome else "",
                        score="" if pts is None or m.status != "reported" else str(pts),
                    )
                )
        for r in rv.rests:  # a round robin's bye: a row that says so, scoring nothing
            if r.registration_id in per:
                per[r.registration_id].append(
                    ScoreSheetRow(
                        round=rv.number,
                        table=None,
                        opponent=L["bye_no_points"],
                        first=None,
                        result="",
                        score=str(r.points) if rv.status != "draft" else "",
                    )
                )
    out = []
    for r in sorted(view.registrations, key=lambda r: sort_key(r.name)):
        out.append(
            ScoreSheet(
                name=r.name,
                club=r.club,
                squad=L.squad_text(view.detail.summary.game, r.squad_summary),
                rows=tuple(per[r.id]),
                total=str(totals[r.id]) if per[r.id] else "",
                code=codes.get(r.id, ""),
            )
        )
    return tuple(out)


def registrants(
    view: svc.EventView, terms: Mapping[str, str] | None = None, squad: Callable[[str], str] = str
) -> tuple[Registrant, ...]:
    t = _Terms(terms)
    return tuple(
        Registrant(
            number=i,
            name=r.name,
            club=r.club,
            rating=r.rating,
            status=t("status", r.status),
            checked_in=r.checked_in,
            squad=squad(r.squad_summary),
        )
        for i, r in enumerate(view.registrations, 1)
    )


PERCENT_TIEBREAKS = percent_tiebreaks()  # OMW%, OOMW%, GW%, OGW%: shown as percentages (tiebreak_cell)


def pools_of(view: svc.EventView, stage: int | None = None) -> dict[int, int]:
    """Registration id -> pool of the round-robin stage whose standings are printed (``stage``, or the
    event's only stage) when it has several pools; {} otherwise."""
    stages = view.detail.stages
    chosen = [s for s in stages if s.get("position") == stage] if stage is not None else list(stages)
    if len(chosen) != 1 or chosen[0].get("kind") != "round_robin":
        return {}
    members = chosen[0].get("pool_members") or ()
    if len(members) < 2:
        return {}
    return {int(p): k for k, pool in enumerate(members) for p in pool}


def standings_data(
    st: svc.StandingsView,
    labels: Labels,
    terms: Mapping[str, str] | None = None,
    pools: Mapping[int, int] | None = None,
) -> Standings:
    t = _Terms(terms)
    keys = [k for k, _n, _d in st.tiebreaks]
    names = tuple(t("tiebreak", k, n) for k, n, _d in st.tiebreaks)
    rows = tuple(
        StandingRow(
            rank=line.rank,
            name=line.name,
            club=line.club,
            points=str(line.points),
            record=f"{line.wins}-{line.draws}-{line.losses}",
            tiebreaks=tuple(tiebreak_cell(k, line.tiebreaks.get(k, "")) for k in keys),
            note=labels["disqualified"] if line.disqualified else labels["dropped"] if line.dropped else "",
            pool=(pools or {}).get(line.registration_id),
            reached=labels.reached(line.reached) if line.reached else "",
        )
        for line in st.lines
    )
    short = tuple(t("tbshort", k, k.upper()) for k, _n, _d in st.tiebreaks)
    warning = labels.stale_warning(st.stale, st.stale_corrected)
    return Standings(
        after_round=st.after_round, tiebreak_names=names, rows=rows, tiebreak_short=short, warning=warning
    )


def final_report(
    view: svc.EventView, labels: Labels, terms: Mapping[str, str] | None = None, lang: str = "en"
) -> FinalReport:
    t = _Terms(terms)
    L = labels
    st = standings_data(view.standings, L, terms)
    rank = {line.registration_id: line.rank for line in view.standings.lines}
    numbers = [rv.number for rv in view.rounds]
    index = {n: i for i, n in enumerate(numbers)}
    # A round that exists and has no game of the player's (a rest in a round robin, after a drop, a stage
    # the player did not reach) prints as a rest, not blank.
    cells: dict[int, list[CrossCell]] = {
        line.registration_id: [CrossCell(result="rest")] * len(numbers) for line in view.standings.lines
    }
    for rv in view.rounds:
        i = index[rv.number]
        for m in rv.matches:
            for side, me, other in (("a", m.a, m.b), ("b", m.b, m.a)):
                if me is None or me not in cells:
                    continue
                cells[me][i] = CrossCell(
                    opponent_rank=rank.get(other) if other is not None else None,
                    first=(side == "a") if other is not None else None,
                    result=_outcome(m, side) or ("loss" if m.kind == "no_opponent" else ""),
                    forfeit=m.kind in ("forfeit", "double_loss") and m.status == "reported",
                )
    cross = tuple(
        CrossRow(
            rank=line.rank, name=line.name, points=str(line.points), cells=tuple(cells[line.registration_id])
        )
        for line in view.standings.lines
    )
    game = registry.GAMES.get(view.detail.summary.game)
    fmt = ", ".join(t("stage", str(s.get("kind", ""))) for s in view.detail.stages)
    facts = [
        (L["game"], game.name(lang) if game else view.detail.summary.game),
        (L["players"], str(len(view.registrations))),
        (L["rounds"], str(len(view.rounds))),
        (L["format"], fmt),
    ]
    if view.detail.organiser:
        facts.append((L["organiser"], view.detail.organiser))
    if st.rows and view.standings.lines[0].reached in ("", "champion"):  # a bracket still in play has none
        facts.append((L["champion"], st.rows[0].name))
    return FinalReport(
        standings=st,
        rounds=len(numbers),
        cross=cross,
        facts=tuple(facts),
        round_numbers=tuple(numbers),
        grids=round_robin_grids(view, L, terms),
    )


def _grid_cell(m: svc.MatchView, side: str) -> str:
    """What the row's player scored against the column's in one match: the match points, or "+" / "−" for
    a win or loss without play (as chess tools print forfeits); "" while it has no result."""
    if m.status != "reported":
        return ""
    if m.kind in ("forfeit", "double_loss"):
        return "+" if _outcome(m, side) == "win" else "−"
    pts = m.points_a if side == "a" else m.points_b
    return "" if pts is None else str(pts)


def round_robin_grids(
    view: svc.EventView, labels: Labels, terms: Mapping[str, str] | None = None
) -> tuple[RoundRobinGrid, ...]:
    """Each round-robin stage's each-against-each grid, one per pool (players in the pool's order of the
    standings), with each player's points in the stage."""
    out: list[RoundRobinGrid] = []
    order = {line.registration_id: i for i, line in enumerate(view.standings.lines)}
    names = {r.id: r.name for r in view.registrations}
    for stage in view.detail.stages:
        if stage.get("kind") != "round_robin" or not stage.get("players"):
            continue
        pools = [list(p) for p in stage.get("pool_members") or ()] or [list(stage["players"])]
        rounds = [rv for rv in view.rounds if rv.stage == stage.get("position")]
        for k, members in enumerate(pools):
            members.sort(key=lambda p: order.get(p, len(order)))
            pos = {p: i for i, p in enumerate(members)}
            cells: list[list[list[str]]] = [[[] for _ in members] for _ in members]
            points = [0] * len(members)
            for rv in rounds:
                for m in rv.matches:
                    if m.a not in pos or m.b not in pos:
                        continue
                    i, j = pos[m.a], pos[m.b]
                    cells[i][j].append(_grid_cell(m, "a"))
                    cells[j][i].append(_grid_cell(m, "b"))
                    if m.status == "reported":
                        points[i] += m.points_a or 0
                        points[j] += m.points_b or 0
            heading = labels["grid_title"]
            if len(pools) > 1:
                heading += " · " + labels.fmt("pool_n", n=pool_letter(k))
            if len(view.detail.stages) > 1:
                heading += " · " + labels.fmt("stage_n", n=stage.get("position"), kind=_Terms(terms)("stage", "round_robin"))
            out.append(
                RoundRobinGrid(
                    heading=heading,
                    names=tuple(names.get(p, "") for p in members),
                    cells=tuple(tuple(" ".join(c for c in cell if c) for cell in row) for row in cells),
                    points=tuple(str(x) for x in points),
                )
            )
    return tuple(out)


def _squad_kind(kind: str) -> Any:
    from desktop.games.squad_kinds import all_kinds

    found = all_kinds().get(kind)
    if found is None or not found.registers:
        raise SheetError(f"a {kind} has no squad sheet")
    return found


def sheet_catalog(db: Database, kind: str) -> dict[str, Any]:
    """The catalog items a squad kind's sheet names (e.g. Battle Helix species), by catalog kind."""
    from desktop.services import squads as sq

    return {ckind: sq.catalog_entries(db, ckind) for ckind in _squad_kind(kind).catalog_kinds}


def squad_sheet_from_snapshot(
    snapshot: Mapping[str, Any],
    labels: Labels,
    terms: Mapping[str, str] | None = None,
    *,
    player: str = "",
    club: str = "",
    catalog: Mapping[str, Mapping[str, Any]] | None = None,
) -> SquadSheet:
    """The sheet of a registration's squad snapshot, laid out by its squad kind; ``catalog``: the
    catalog items the kind's sheet names (:func:`sheet_catalog`)."""
    kind = str(snapshot.get("kind", ""))
    rules, tables = _squad_kind(kind).sheet(
        snapshot.get("contents") or {}, snapshot.get("rules") or {}, catalog or {}, labels, _Terms(terms)
    )
    problems = tuple(
        str(v.get("message", "")) for v in snapshot.get("violations") or () if isinstance(v, Mapping)
    )
    return SquadSheet(
        kind=kind,
        squad_name=str(snapshot.get("name", "")),
        player=player,
        club=club,
        rules=rules,
        tables=tuple(
            SheetTable(
                heading=str(t.get("heading", "")),
                columns=tuple(t["columns"]),
                rows=tuple(tuple(r) for r in t["rows"]),
                widths=tuple(t["widths"]),
                align_right=tuple(t.get("align_right", ())),
                align_center=tuple(t.get("align_center", ())),
                size=float(t.get("size", 10)),
                total=str(t.get("total", "")),
            )
            for t in tables
        ),
        legal=snapshot.get("legal"),
        problems=problems,
    )


def event_squads(
    db: Database, event_id: int, labels: Labels, terms: Mapping[str, str] | None = None
) -> tuple[SquadSheet, ...]:
    data = svc.export_event(db, event_id)
    game = registry.get(data["event"]["game"])
    if not game.has_squads:
        raise SheetError(f"{game.name()} has no squads: both sides always have the same troops")
    catalogs: dict[str, dict[str, Any]] = {}
    out = []
    for r in sorted(data["registrations"], key=lambda r: sort_key(str(r["name"]))):
        snap = r.get("squad_snapshot")
        if snap:
            kind = str(snap.get("kind", ""))
            if kind not in catalogs:
                catalogs[kind] = sheet_catalog(db, kind)
            out.append(
                squad_sheet_from_snapshot(
                    snap, labels, terms, player=r["name"], club=r.get("club", ""), catalog=catalogs[kind]
                )
            )
    if not out:
        raise SheetError("no player of this event has a squad attached")
    return tuple(out)


def sheet_kinds(game_key: str) -> tuple[str, ...]:
    """The kinds of sheet an event of this game can print (:data:`KINDS`): squad sheets only for a
    game whose players bring squads (``GameInfo.has_squads``; Toy Battle has none)."""
    game = registry.get(game_key)
    return tuple(k for k in KINDS if k != "squads" or game.has_squads)


def event_sheet(
    db: Database,
    event_id: int,
    kind: str,
    labels: Labels,
    terms: Mapping[str, str] | None = None,
    options: Options = Options(),
    tick: Tick = None,
) -> bytes:
    """The PDF of one kind of sheet for an event (see :data:`KINDS`)."""
    if kind not in KINDS:
        raise SheetError(f"unknown sheet {kind!r}; known: {', '.join(KINDS)}")
    if options.per_page not in reports.PER_PAGE:
        raise SheetError("--per-page must be 1, 2 or 4")
    if options.paper not in reports.PAPERS:
        raise SheetError(f"paper must be one of {', '.join(reports.PAPERS)}")
    if kind == "squads":
        view = svc.load_event(db, event_id)
        return reports.squads_pdf(
            header(view, options.lang),
            event_squads(db, event_id, labels, terms),
            labels,
            paper=options.paper,
            tick=tick,
        )
    view = svc.load_event(db, event_id)
    head = header(view, options.lang)
    paper = options.paper
    squad = partial(labels.squad_text, view.detail.summary.game)  # a squad's summary in the captions' language
    if kind == "pairings":
        return reports.pairings_pdf(
            head, round_pairings(view, options.round, labels, terms), labels, paper=paper, tick=tick
        )
    if kind == "wall":
        return reports.wall_pdf(
            head, round_pairings(view, options.round, labels, terms), labels, paper=paper, tick=tick
        )
    if kind == "slips":
        from desktop.services import venue

        codes = {c.registration_id: c.code for c in venue.player_codes(db, event_id)}
        number, slips = round_slips(view, options.round, terms, codes, squad)
        game = registry.get(view.detail.summary.game)
        assigned = bool(slips) and bool(slips[0].a_colour)
        return reports.slips_pdf(
            head,
            number,
            slips,
            result_field_specs(game, terms, colours_assigned=assigned),
            labels,
            per_page=options.per_page,
            games=view.detail.best_of,
            paper=paper,
            tick=tick,
            web_url=options.web_url,
        )
    if kind == "scoresheets":
        from desktop.services import venue

        codes = {c.registration_id: c.code for c in venue.player_codes(db, event_id)}
        return reports.scoresheets_pdf(
            head, score_sheets(view, labels, codes), labels, rounds=planned_rounds(view), paper=paper, tick=tick
        )
    if kind == "checkin":
        return reports.checkin_pdf(head, registrants(view, terms, squad), labels, paper=paper, tick=tick)
    if kind == "registrations":
        return reports.registrations_pdf(head, registrants(view, terms, squad), labels, paper=paper, tick=tick)
    if kind == "standings":
        st_view = svc.standings(db, event_id, options.stage) if options.stage is not None else view.standings
        return reports.standings_pdf(
            head,
            standings_data(st_view, labels, terms, pools_of(view, options.stage)),
            labels,
            paper=paper,
            tick=tick,
        )
    if kind == "final":
        return reports.final_pdf(
            head, final_report(view, labels, terms, options.lang), labels, paper=paper, tick=tick
        )
    return reports.bracket_pdf(
        head, bracket_data(view, labels, options.stage), labels, paper=paper, tick=tick
    )


def _find_squad(db: Database, name: str, game: str | None) -> int:
    """The id of the one saved squad with a sheet called ``name`` (of ``game``'s kinds when given)."""
    from desktop.games.squad_kinds import all_kinds
    from desktop.services import squads as sq

    kinds = {k: kind for k, kind in all_kinds().items() if kind.registers}
    if game is not None:
        kinds = {k: kind for k, kind in kinds.items() if kind.game == game}
        if not kinds:
            with_squads = sorted({kind.game for kind in all_kinds().values() if kind.registers})
            raise SheetError(f"--kind must be one of {', '.join(with_squads)}, not {game!r}")
    wanted = name.strip().casefold()
    found = [s for s in sq.list_squads(db) if s.kind in kinds and s.name.casefold() == wanted]
    if not found:
        labels = " or ".join(kind.label for kind in kinds.values())
        raise SheetError(f"no saved {labels} is called {name!r}")
    if len(found) > 1:
        games = ", ".join(sorted({kinds[s.kind].game for s in found}))
        raise SheetError(f"saved squads of several games are called {name!r} ({games}): say which with --kind")
    return found[0].id


def squad_sheet(
    db: Database,
    name: str,
    labels: Labels,
    terms: Mapping[str, str] | None = None,
    *,
    kind: str | None = None,
    squad_id: int | None = None,
    paper: str = "a4",
    lang: str = "en",
    tick: Tick = None,
) -> bytes:
    """The sheet of one saved squad (by name, or by id from the Squads page)."""
    from desktop.services import squads as sq

    sid = squad_id if squad_id is not None else _find_squad(db, name, kind)
    record = sq.get_squad(db, sid)
    snapshot = sq.snapshot_for_registration(db, sid)
    sheet = squad_sheet_from_snapshot(snapshot, labels, terms, catalog=sheet_catalog(db, record.kind))
    game = registry.GAMES.get(record.game)
    head = EventHeader(name=record.name, game=game.name(lang) if game else record.game)
    return reports.squads_pdf(head, (sheet,), labels, paper=paper, tick=tick)
