"""What each page of the venue web shows, as plain data built from the services' views.

One read per change (:func:`load_site`): the whole event (:func:`~desktop.services.tournament_standings.
load_event`, whose standings are the event's one ranking, ``event_ranking``) and the round clock. The
functions below only rearrange that: no query, no formatting of language (the templates do that).
Draft rounds are never shown: the players see a round once the organiser publishes it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from desktop.reports.data import Bracket, BracketBox
from desktop.reports.labels import Labels
from desktop.services.tournament_common import (
    EventView,
    MatchView,
    RoundView,
    StandingLine,
    TournamentError,
)

__all__ = [
    "Site",
    "load_site",
    "PairingRow",
    "CrossCell",
    "CrossRow",
    "MyMatch",
    "BracketGroup",
]


@dataclass(frozen=True)
class PairingRow:
    table: int | None
    a: int
    a_name: str
    b: int | None
    b_name: str
    kind: str
    """played, bye, no_opponent, forfeit, double_loss..., or round_robin_bye (a round robin's player without
    a game this round: no match, no points)"""
    reported: bool
    points_a: int | None
    points_b: int | None
    match_id: int
    box_score: str = ""
    """An elimination match's score as the bracket prints it (``BracketBox.score``: "2-1" games, or the
    single game's own score, such as medals); "" elsewhere (the pairings show the match points)."""


@dataclass(frozen=True)
class CrossCell:
    opponent_rank: int | None
    result: str
    """win, draw, loss, bye or "" (not played yet)."""
    side: str


@dataclass(frozen=True)
class CrossRow:
    line: StandingLine
    cells: tuple[CrossCell | None, ...]


@dataclass(frozen=True)
class BracketGroup:
    """Matches of a bracket round under one caption: each match's pairing, the note the paper prints under
    its box, and its box as the paper draws it (seeds, winner, the box score; None when the stage's
    bracket cannot be built)."""

    caption: str
    rows: tuple[tuple[PairingRow, str, BracketBox | None], ...]


@dataclass(frozen=True)
class MyMatch:
    round: int
    match: MatchView
    side: str
    opponent: str
    opponent_id: int | None
    result: str
    """win, draw, loss, bye, or "" while there is no result."""


@dataclass
class Site:
    """One event as the pages show it (built once per change, shared by every request)."""

    event: EventView
    clock: Any | None
    """The current round's :class:`~desktop.services.tournament_clock.ClockView` (None: no round)."""
    game_names: dict[str, str]
    stamp: int = 0
    _rank: dict[int, int] = field(default_factory=dict)
    _brackets: dict[int, Bracket | None] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self._rank = {ln.registration_id: ln.rank for ln in self.event.standings.lines}

    # -- the event ----------------------------------------------------------------------------------
    @property
    def event_id(self) -> int:
        return self.event.detail.summary.id

    @property
    def name(self) -> str:
        return self.event.detail.summary.name

    def game_name(self, lang: str) -> str:
        return self.game_names.get(lang) or self.game_names.get("en", "")

    def published(self) -> list[RoundView]:
        """The rounds the players may see (drafts are the organiser's alone)."""
        return [r for r in self.event.rounds if r.status != "draft"]

    def current(self) -> RoundView | None:
        rounds = self.published()
        return rounds[-1] if rounds else None

    def round(self, number: int) -> RoundView | None:
        return next((r for r in self.published() if r.number == number), None)

    def total_rounds(self) -> int:
        """The rounds the event is planned to have (the stages' round counts), at least those published."""
        planned = sum(int(s.get("rounds") or 0) for s in self.event.detail.stages)
        return max(planned, len(self.published()))

    def players(self) -> list[tuple[int, str]]:
        """(registration id, name) of everyone in the event, by name."""
        regs = [r for r in self.event.registrations if r.status != "absent"]
        return sorted(((r.id, r.name) for r in regs), key=lambda p: p[1].casefold())

    def player_name(self, registration_id: int) -> str | None:
        return next((r.name for r in self.event.registrations if r.id == registration_id), None)

    def checked_in(self, registration_id: int) -> bool:
        return any(r.id == registration_id and r.checked_in for r in self.event.registrations)

    # -- pages --------------------------------------------------------------------------------------
    def pairings(self, rnd: RoundView) -> list[PairingRow]:
        """A round's tables in table order, then the byes and rounds without an opponent, then a round
        robin's byes (players without a game this round). An elimination round's rows carry the bracket's
        box score, which its pages show (match points mean nothing in a knockout)."""
        scores: dict[str, str] = {}
        if rnd.stage_kind.endswith("elimination"):
            data = self._bracket_data(rnd.stage)
            scores = {b.slot: b.score for b in data.boxes} if data is not None else {}
        rows = [
            PairingRow(
                m.table,
                m.a,
                m.a_name,
                m.b,
                m.b_name,
                m.kind,
                m.status == "reported",
                m.points_a,
                m.points_b,
                m.id,
                scores.get(m.bracket_slot or "", ""),
            )
            for m in rnd.matches
        ]
        last = 1 << 62  # a round robin's byes after every match (in pool order)
        rows += [
            PairingRow(None, r.registration_id, r.name, None, "", "round_robin_bye", True, r.points, None, last)
            for r in rnd.rests
        ]
        return sorted(rows, key=lambda r: (r.b is None, r.table if r.table is not None else 1 << 30, r.match_id))

    def standings(self) -> tuple[StandingLine, ...]:
        return self.event.standings.lines

    def reached(self) -> bool:
        """The ranking says how far each player went (an event with a cut or a bracket): a column for it."""
        return any(ln.reached for ln in self.event.standings.lines)

    def after_round(self) -> int:
        return self.event.standings.after_round

    def tiebreak_keys(self) -> list[str]:
        return [t[0] for t in self.event.standings.tiebreaks]

    def rank(self, registration_id: int) -> int | None:
        return self._rank.get(registration_id) or None

    def crosstable(self) -> tuple[list[int], list[CrossRow]]:
        """Round numbers, and each player in ranking order with one cell per round (their opponent's
        place, the result and the side)."""
        rounds = self.published()
        numbers = [r.number for r in rounds]
        index = {n: i for i, n in enumerate(numbers)}
        cells: dict[int, list[CrossCell | None]] = {
            ln.registration_id: [None] * len(numbers) for ln in self.standings()
        }
        for rnd in rounds:
            col = index[rnd.number]
            for m in rnd.matches:
                for me, other, side in ((m.a, m.b, "a"), (m.b, m.a, "b")):
                    if me is None or me not in cells:
                        continue
                    cells[me][col] = CrossCell(
                        self.rank(other) if other is not None else None, _result_of(m, side), side
                    )
        return numbers, [CrossRow(ln, tuple(cells[ln.registration_id])) for ln in self.standings()]

    def bracket(self) -> list[tuple[int, list[RoundView]]]:
        """The elimination stages: (stage position, its published rounds; each round knows its stage's
        kind, ``stage_kind``, which names the stage as the paper does)."""
        out: dict[int, list[RoundView]] = {}
        for rnd in self.published():
            if rnd.stage_kind.endswith("elimination"):
                out.setdefault(rnd.stage, []).append(rnd)
        return sorted(out.items())

    def bracket_groups(self, stage: int, rnd: RoundView, labels: Labels) -> list[BracketGroup]:
        """A published round of an elimination stage as the printed bracket shows it: its matches under
        the paper's round captions (:func:`desktop.reports.bracket_words.round_caption`: "Final · Round 3",
        "Third place · Round 3"), each with the paper's note under its box
        (:func:`desktop.reports.bracket_words.box_note`: table, match code, and "draw: the higher seed advances"
        for a drawn match that went to the higher seed), and its box (the seeds, the winner and the score
        the paper prints, :func:`desktop.services.bracket_sheet.stage_bracket`). ``labels``: the sheets'
        captions in the page's language."""
        from desktop.reports.bracket_words import box_note, round_caption

        data = self._bracket_data(stage)
        boxes = {b.slot: b for b in data.boxes} if data is not None else {}
        slots = {m.id: m.bracket_slot for m in rnd.matches}
        groups: dict[str, list[tuple[PairingRow, str, BracketBox | None]]] = {}
        for row in self.pairings(rnd):
            slot = slots.get(row.match_id) or ""
            key = slot.partition("-")[0]
            box = boxes.get(slot)
            if data is not None and key:
                caption = round_caption(data, key, labels)
            else:
                caption = labels.fmt("round_n", n=rnd.number)
            groups.setdefault(caption, []).append((row, box_note(box, labels) if box is not None else "", box))
        return [BracketGroup(caption, tuple(rows)) for caption, rows in groups.items()]

    def _bracket_data(self, stage: int) -> Bracket | None:
        """The stage's bracket as the sheets and the desk's Bracket tab build it
        (:func:`desktop.services.bracket_sheet.stage_bracket`), once per read of the event."""
        if stage not in self._brackets:
            from desktop.reports.labels import ENGLISH
            from desktop.services.bracket_sheet import SheetError, stage_bracket

            ev = self.event
            try:
                data: Bracket | None = stage_bracket(ev.detail.stages, ev.rounds, ev.registrations, ENGLISH, stage)
            except SheetError:
                data = None
            self._brackets[stage] = data
        return self._brackets[stage]

    def my_matches(self, registration_id: int) -> list[MyMatch]:
        out = []
        for rnd in self.published():
            for m in rnd.matches:
                if registration_id not in (m.a, m.b):
                    continue
                side = "a" if m.a == registration_id else "b"
                other = m.b if side == "a" else m.a
                opponent = (m.b_name if side == "a" else m.a_name) or ""
                out.append(MyMatch(rnd.number, m, side, opponent, other, _result_of(m, side)))
        return out

    def resting(self, registration_id: int) -> bool:
        """Whether the player has the current round's round-robin bye (no game this round, no points)."""
        rnd = self.current()
        return rnd is not None and any(r.registration_id == registration_id for r in rnd.rests)

    def my_line(self, registration_id: int) -> StandingLine | None:
        return next((ln for ln in self.standings() if ln.registration_id == registration_id), None)

    def open_match(self, registration_id: int) -> MyMatch | None:
        """The player's match of the current round that waits for a result (a played pairing)."""
        rnd = self.current()
        if rnd is None:
            return None
        for mine in self.my_matches(registration_id):
            if mine.round == rnd.number and mine.match.b is not None and mine.match.status != "reported":
                return mine
        return None


def _result_of(m: MatchView, side: str) -> str:
    if m.kind == "bye" or (m.b is None and m.kind != "no_opponent"):
        return "bye"
    if m.status != "reported" or not m.outcome_a:
        return "loss" if m.kind == "no_opponent" and m.status == "reported" else ""
    if m.outcome_a == "draw":
        return "draw"
    won_a = m.outcome_a == "win"
    return "win" if won_a == (side == "a") else "loss"


def load_site(db: Any, event_id: int, stamp: int = 0) -> Site:
    """Read the event for the pages: one read of everything, and the round clock."""
    from desktop.games import registry
    from desktop.services import tournament as svc
    from desktop.services import tournament_clock

    event = svc.load_event(db, event_id)
    try:
        clock = tournament_clock.clock(db, event_id)
    except TournamentError:
        clock = None
    game = registry.GAMES.get(event.detail.summary.game)
    names = dict(game.names) if game is not None else {"en": event.detail.summary.game}
    return Site(event, clock, names, stamp)
