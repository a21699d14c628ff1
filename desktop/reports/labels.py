"""The captions printed on the documents, English by default.

``desktop.reports`` has no Qt, so it translates nothing itself: the caller (the UI, or the CLI with
``--lang``) passes a :class:`Labels` built from its translations (desktop/ui/reports/labels.py). Texts with
``{placeholders}`` are filled with :meth:`Labels.fmt`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from functools import lru_cache
from typing import Any

DEFAULTS: dict[str, str] = {
    # page furniture
    "page": "Page {page} of {pages}",
    "printed": "Printed {when}",
    "date": "Date",
    "venue": "Venue",
    "organiser": "Organiser",
    "game": "Game",
    "format": "Format",
    "stage_n": "Stage {n}: {kind}",
    # document titles
    "pairings_title": "Pairings, round {n}",
    "wall_title": "Pairings by name, round {n}",
    "slips_title": "Result slips, round {n}",
    "scoresheets_title": "Player score sheets",
    "venue_code": "Your code for the venue web: {code} (check in and report results from your phone; "
    "keep it to yourself)",
    "cut_here": "cut here: each player keeps their own stub",
    "stub_code": "Your code for the venue web (keep it to yourself):",
    "stub_where": "Check in and report results from your phone at {url}",
    "stub_where_desk": "Check in and report results from your phone on the venue web "
    "(its address is at the desk)",
    "bye_this_round": "Bye this round",
    "checkin_title": "Check-in list",
    "registrations_title": "Registration list",
    "standings_title": "Standings after round {n}",
    "standings_seed_title": "Players before round 1 (by seed)",
    "final_title": "Final report",
    "cross_title": "Cross-table",
    "squads_title": "Squad sheets",
    "bracket_title": "Bracket",
    # columns and captions
    "round": "Round",
    "round_n": "Round {n}",
    "table": "Table",
    "table_n": "Table {n}",
    "player": "Player",
    "players": "Players",
    "rounds": "Rounds",
    "first_player": "First player",
    "second_player": "Second player",
    "opponent": "Opponent",
    "first": "First move",
    "yes": "yes",
    "no": "no",
    "club": "Club",
    "rating": "Rating",
    "status": "Status",
    "checked_in": "Checked in",
    "squad": "Squad",
    "number": "No.",
    "rank": "#",
    "points": "Points",
    "record": "W-D-L",
    "result": "Result",
    "score": "Score",
    "secondary": "Secondary",
    "total": "Total",
    "match_code": "Match code",
    "versus": "v",
    "bye": "bye",
    "win": "win",
    "draw": "draw",
    "loss": "loss",
    "dropped": "dropped",
    "disqualified": "disqualified",
    "game_n": "Game {n}",
    "time_called": "Time called",
    "signature": "Signature",
    "signature_of": "Signature of {name}",
    "opponent_signature": "Opponent's signature",
    "winner_box": "Winner",
    "cross_legend": "+ win, = draw, - loss; the number is the opponent's rank; * played first; 12+ / 12− won / lost "
    "by forfeit; — no game that round",
    "nobody": "(no opponent)",
    "draft_mark": "DRAFT",
    "draft_note": "these pairings may still change",
    "bye_requested": "bye requested",
    "bye_no_points": "bye (no game, no points)",
    "points_short": "Pts",
    "pool_n": "Pool {n}",
    "rest": "—",
    "grid_title": "Each against each",
    "final": "Final",
    # squads
    "figures": "Figures",
    "backups": "Backups",
    "code": "Code",
    "name": "Name",
    "count": "Count",
    "class": "Class",
    "each": "Points each",
    "squad_points": "Squad points: {n}",
    "backup_points": "Backup points: {n}",
    "slot": "Slot",
    "glyph": "Glyph",
    "species": "Species",
    "gold": "Gold",
    "gold_count": "Gold glyphs: {n}",
    "black_side": "Black side",
    "white_side": "White side",
    "legal": "Legal",
    "not_legal": "Not legal",
    "no_squads": "This event has no squads to print.",
    # bracket
    "winners_bracket": "Winners bracket",
    "losers_bracket": "Losers bracket",
    "grand_final": "Grand final",
    "grand_final_reset": "Grand final (reset)",
    "third_place": "Third place",
    "champion": "Champion",
    "by_seed": "draw: the higher seed advances",
    "empty": "(nobody yet)",
    # the event's ranking after a cut: how far each player went (Labels.reached)
    "reached": "Reached",
    "reached_note": "Reached: how far each player went, which decides the place; the points, record and "
    "tiebreakers are those of the stage before the bracket, which also places players who went out in the "
    "same round",
    "fourth_place": "Fourth place",
    "semi_final": "Semi-final",
    "quarter_final": "Quarter-final",
    "round_of": "Round of {n}",
    "losers_round": "Losers round {n}",
    "winners_round": "Winners round {n}",
    "reached_swiss": "Swiss",
    "reached_round_robin": "Round robin",
    # a bracket paired on a result corrected since (Labels.stale_warning): the desk's and the paper's warning
    # names the result to enter again and the later matches that voids; the public web says only this much
    "stale_bracket": "Warning: the result of {corrected} was corrected after later matches were paired on "
    "it; they are left out of these places: {matches}. Enter the result of {corrected} again and void them",
    "stale_bracket_unknown": "Warning: matches paired on a result corrected since are left out of these "
    "places: {matches}. Enter that result again and void them",
    "stale_bracket_public": "The bracket is being corrected; places may change",
}


# The tiebreakers' short names over the standings' columns, by tiebreaker key (desktop.tournament.Tiebreak);
# translated as the terms "tbshort:<key>" (desktop.services.sheets.ENGLISH_TERMS). The venue web prints the
# same (desktop/web/paper_words.py).
TIEBREAK_SHORT: dict[str, str] = {
    "omw": "OMW%",
    "oomw": "OOMW%",
    "gw": "GW%",
    "ogw": "OGW%",
    "buchholz": "Buch.",
    "buchholz_cut1": "Buch. -1",
    "median_buchholz": "Med. Buch.",
    "sonneborn_berger": "SB",
    "head_to_head": "H2H",
    "secondary": "Sec.",
    "secondary_margin": "Margin",
    "random": "Lot",
}


_PLACES = ("champion", "final", "grand_final", "third_place", "fourth_place", "semi_final", "quarter_final")
"""The keys of ``StandingLine.reached`` that are captions of their own."""


def _squad_as_written(game: str, text: str) -> str:
    return text


class Labels(Mapping[str, str]):
    """English captions overridden by the caller's translated ones."""

    def __init__(self, overrides: Mapping[str, str] | None = None) -> None:
        self._texts = dict(DEFAULTS)
        self.squad_text: Callable[[str, str], str] = _squad_as_written
        """(game key, a squad's one-line summary as its rules write it, English) -> the summary in these
        captions' language; the interface sets its games' translation (``desktop.ui.reports.labels``)."""
        for key, value in (overrides or {}).items():
            if key not in DEFAULTS:
                raise KeyError(f"unknown report label {key!r}")
            if value:
                self._texts[key] = value

    def __getitem__(self, key: str) -> str:
        return self._texts[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._texts)

    def __len__(self) -> int:
        return len(self._texts)

    def reached(self, key: str) -> str:
        """How far a player went (``StandingLine.reached``: "champion", "semi_final", "round_of:16",
        "losers_round:3", "swiss"...) in these captions; "" for "" (a stage's own standings)."""
        name, _, n = key.partition(":")
        if name in ("round_of", "losers_round", "winners_round"):
            return self.fmt(name, n=n)
        if name in ("swiss", "round_robin"):
            return self[f"reached_{name}"]
        if name in _PLACES:
            return self[name]
        return key.replace("_", " ")

    def stale_warning(self, stale: Sequence[str], corrected: Sequence[str]) -> str:
        """The warning over places that leave out ``stale`` bracket matches (``StandingsView.stale``):
        which result to enter again (``corrected``, ``StandingsView.stale_corrected``) and what that voids;
        "" for a consistent bracket."""
        if not stale:
            return ""
        if not corrected:
            return self.fmt("stale_bracket_unknown", matches=", ".join(stale))
        return self.fmt("stale_bracket", matches=", ".join(stale), corrected=", ".join(corrected))

    def fmt(self, key: str, **values: object) -> str:
        text = self._texts[key]
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError):  # a translation with broken placeholders
            return DEFAULTS[key].format(**values)


ENGLISH = Labels()


@lru_cache(maxsize=1)
def percent_tiebreaks() -> frozenset[str]:
    """The tiebreakers whose value is a fraction shown as a percentage (OMW%, OOMW%, GW%, OGW%: their short
    name ends in "%"). Read on first use: importing the captions loads no tournament logic."""
    from desktop.tournament.standings import TIEBREAKS

    return frozenset(t.value for t, info in TIEBREAKS.items() if info.short.endswith("%"))


def tiebreak_cell(key: str, value: Any) -> str:
    """A tiebreak value as every screen and sheet shows it (the desk's Standings tab, the PDFs, the venue
    web): a percentage tiebreaker as a percentage with two decimals (0.5556 -> "55.56", under its "OMW%"
    heading), any other as it is."""
    if key not in percent_tiebreaks() or value in (None, ""):
        return "" if value is None else str(value)
    try:
        return f"{float(value) * 100:.2f}"
    except (TypeError, ValueError):
        return str(value)
