"""Translated captions and terms for the printed sheets (desktop.reports has no Qt, so they come from here).

Every text is passed to ``QCoreApplication.translate`` literally, so that lupdate finds it; the English
sources equal desktop.reports.labels.DEFAULTS and desktop.services.sheets.ENGLISH_TERMS (a test checks).
The CLI uses these too for ``--lang uk`` (with a QCoreApplication and the .qm installed).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop.games import registry
from desktop.reports.labels import Labels


def _labels() -> dict[str, str]:

    return {
        "page": QCoreApplication.translate("Reports", "Page {page} of {pages}"),
        "printed": QCoreApplication.translate("Reports", "Printed {when}"),
        "date": QCoreApplication.translate("Reports", "Date"),
        "venue": QCoreApplication.translate("Reports", "Venue"),
        "organiser": QCoreApplication.translate("Reports", "Organiser"),
        "game": QCoreApplication.translate("Reports", "Game"),
        "format": QCoreApplication.translate("Reports", "Format"),
        "stage_n": QCoreApplication.translate("Reports", "Stage {n}: {kind}"),
        "pairings_title": QCoreApplication.translate("Reports", "Pairings, round {n}"),
        "wall_title": QCoreApplication.translate("Reports", "Pairings by name, round {n}"),
        "slips_title": QCoreApplication.translate("Reports", "Result slips, round {n}"),
        "scoresheets_title": QCoreApplication.translate("Reports", "Player score sheets"),
        "venue_code": QCoreApplication.translate(
            "Reports",
            "Your code for the venue web: {code} (check in and report results from your phone; "
            "keep it to yourself)",
        ),
        "cut_here": QCoreApplication.translate("Reports", "cut here: each player keeps their own stub"),
        "stub_code": QCoreApplication.translate(
            "Reports", "Your code for the venue web (keep it to yourself):"
        ),
        "stub_where": QCoreApplication.translate(
            "Reports", "Check in and report results from your phone at {url}"
        ),
        "stub_where_desk": QCoreApplication.translate(
            "Reports",
            "Check in and report results from your phone on the venue web (its address is at the desk)",
        ),
        "bye_this_round": QCoreApplication.translate("Reports", "Bye this round"),
        "checkin_title": QCoreApplication.translate("Reports", "Check-in list"),
        "registrations_title": QCoreApplication.translate("Reports", "Registration list"),
        "standings_title": QCoreApplication.translate("Reports", "Standings after round {n}"),
        "standings_seed_title": QCoreApplication.translate("Reports", "Players before round 1 (by seed)"),
        "final_title": QCoreApplication.translate("Reports", "Final report"),
        "cross_title": QCoreApplication.translate("Reports", "Cross-table"),
        "squads_title": QCoreApplication.translate("Reports", "Squad sheets"),
        "bracket_title": QCoreApplication.translate("Reports", "Bracket"),
        "round": QCoreApplication.translate("Reports", "Round"),
        "round_n": QCoreApplication.translate("Reports", "Round {n}"),
        "table": QCoreApplication.translate("Reports", "Table"),
        "table_n": QCoreApplication.translate("Reports", "Table {n}"),
        "player": QCoreApplication.translate("Reports", "Player"),
        "players": QCoreApplication.translate("Reports", "Players"),
        "rounds": QCoreApplication.translate("Reports", "Rounds"),
        "first_player": QCoreApplication.translate("Reports", "First player"),
        "second_player": QCoreApplication.translate("Reports", "Second player"),
        "opponent": QCoreApplication.translate("Reports", "Opponent"),
        # the score sheet's column: did the player have the first move (side A) that round
        "first": QCoreApplication.translate("Reports", "First move"),
        "yes": QCoreApplication.translate("Reports", "yes"),
        "no": QCoreApplication.translate("Reports", "no"),
        "club": QCoreApplication.translate("Reports", "Club"),
        "rating": QCoreApplication.translate("Reports", "Rating"),
        "status": QCoreApplication.translate("Reports", "Status"),
        "checked_in": QCoreApplication.translate("Reports", "Checked in"),
        "squad": QCoreApplication.translate("Reports", "Squad"),
        "number": QCoreApplication.translate("Reports", "No."),
        "rank": QCoreApplication.translate("Reports", "#"),
        "points": QCoreApplication.translate("Reports", "Points"),
        "record": QCoreApplication.translate("Reports", "W-D-L"),
        "result": QCoreApplication.translate("Reports", "Result"),
        "score": QCoreApplication.translate("Reports", "Score"),
        "secondary": QCoreApplication.translate("Reports", "Secondary"),
        "total": QCoreApplication.translate("Reports", "Total"),
        "match_code": QCoreApplication.translate("Reports", "Match code"),
        "versus": QCoreApplication.translate("Reports", "v"),
        "bye": QCoreApplication.translate("Reports", "bye"),
        "win": QCoreApplication.translate("Reports", "win"),
        "draw": QCoreApplication.translate("Reports", "draw"),
        "loss": QCoreApplication.translate("Reports", "loss"),
        "dropped": QCoreApplication.translate("Reports", "dropped"),
        "disqualified": QCoreApplication.translate("Reports", "disqualified"),
        "game_n": QCoreApplication.translate("Reports", "Game {n}"),
        "time_called": QCoreApplication.translate("Reports", "Time called"),
        "signature": QCoreApplication.translate("Reports", "Signature"),
        "signature_of": QCoreApplication.translate("Reports", "Signature of {name}"),
        "opponent_signature": QCoreApplication.translate("Reports", "Opponent's signature"),
        "winner_box": QCoreApplication.translate("Reports", "Winner"),
        "cross_legend": QCoreApplication.translate(
            "Reports",
            "+ win, = draw, - loss; the number is the opponent's rank; * played first; 12+ / 12− won / lost "
            "by forfeit; — no game that round",
        ),
        "nobody": QCoreApplication.translate("Reports", "(no opponent)"),
        "draft_mark": QCoreApplication.translate("Reports", "DRAFT"),
        "draft_note": QCoreApplication.translate("Reports", "these pairings may still change"),
        "bye_requested": QCoreApplication.translate("Reports", "bye requested"),
        "bye_no_points": QCoreApplication.translate("Reports", "bye (no game, no points)"),
        "points_short": QCoreApplication.translate("Reports", "Pts"),
        "pool_n": QCoreApplication.translate("Reports", "Pool {n}"),
        "rest": QCoreApplication.translate("Reports", "—"),
        "grid_title": QCoreApplication.translate("Reports", "Each against each"),
        "final": QCoreApplication.translate("Reports", "Final"),
        "figures": QCoreApplication.translate("Reports", "Figures"),
        "backups": QCoreApplication.translate("Reports", "Backups"),
        "code": QCoreApplication.translate("Reports", "Code"),
        "name": QCoreApplication.translate("Reports", "Name"),
        "count": QCoreApplication.translate("Reports", "Count"),
        "class": QCoreApplication.translate("Reports", "Class"),
        "each": QCoreApplication.translate("Reports", "Points each"),
        "squad_points": QCoreApplication.translate("Reports", "Squad points: {n}"),
        "backup_points": QCoreApplication.translate("Reports", "Backup points: {n}"),
        "slot": QCoreApplication.translate("Reports", "Slot"),
        "glyph": QCoreApplication.translate("Reports", "Glyph"),
        "species": QCoreApplication.translate("Reports", "Species"),
        "gold": QCoreApplication.translate("Reports", "Gold"),
        "gold_count": QCoreApplication.translate("Reports", "Gold glyphs: {n}"),
        "black_side": QCoreApplication.translate("Reports", "Black side"),
        "white_side": QCoreApplication.translate("Reports", "White side"),
        "legal": QCoreApplication.translate("Reports", "Legal"),
        "not_legal": QCoreApplication.translate("Reports", "Not legal"),
        "no_squads": QCoreApplication.translate("Reports", "This event has no squads to print."),
        "winners_bracket": QCoreApplication.translate("Reports", "Winners bracket"),
        "losers_bracket": QCoreApplication.translate("Reports", "Losers bracket"),
        "grand_final": QCoreApplication.translate("Reports", "Grand final"),
        "grand_final_reset": QCoreApplication.translate("Reports", "Grand final (reset)"),
        "third_place": QCoreApplication.translate("Reports", "Third place"),
        "champion": QCoreApplication.translate("Reports", "Champion"),
        "by_seed": QCoreApplication.translate("Reports", "draw: the higher seed advances"),
        "empty": QCoreApplication.translate("Reports", "(nobody yet)"),
        "reached": QCoreApplication.translate("Reports", "Reached"),
        "reached_note": QCoreApplication.translate(
            "Reports",
            "Reached: how far each player went, which decides the place; the points, record and "
            "tiebreakers are those of the stage before the bracket, which also places players who went out "
            "in the same round",
        ),
        "fourth_place": QCoreApplication.translate("Reports", "Fourth place"),
        "semi_final": QCoreApplication.translate("Reports", "Semi-final"),
        "quarter_final": QCoreApplication.translate("Reports", "Quarter-final"),
        "round_of": QCoreApplication.translate("Reports", "Round of {n}"),
        "losers_round": QCoreApplication.translate("Reports", "Losers round {n}"),
        "winners_round": QCoreApplication.translate("Reports", "Winners round {n}"),
        "reached_swiss": QCoreApplication.translate("Reports", "Swiss"),
        "reached_round_robin": QCoreApplication.translate("Reports", "Round robin"),
        "stale_bracket": QCoreApplication.translate(
            "Reports",
            "Warning: the result of {corrected} was corrected after later matches were paired on it; "
            "they are left out of these places: {matches}. Enter the result of {corrected} again and void them",
        ),
        "stale_bracket_unknown": QCoreApplication.translate(
            "Reports",
            "Warning: matches paired on a result corrected since are left out of these places: "
            "{matches}. Enter that result again and void them",
        ),
        "stale_bracket_public": QCoreApplication.translate(
            "Reports", "The bracket is being corrected; places may change"
        ),
    }


def report_labels() -> Labels:
    """The captions of the documents in the current interface language."""
    labels = Labels(_labels())
    labels.squad_text = _squad_text
    return labels


def _squad_text(game: str, text: str) -> str:
    """A squad's summary in the interface language, through its game's UI home (``UiGame.squad_summary``)."""
    from desktop.ui.games import squad_summary

    return squad_summary(game, text)


def _field_labels() -> dict[str, str]:
    """The English labels of the games' result fields (registry.ResultField.label) -> translated."""

    return {
        "Winner": QCoreApplication.translate("ReportTerms", "Winner"),
        "How it ended": QCoreApplication.translate("ReportTerms", "How it ended"),
        "Points destroyed by player A": QCoreApplication.translate(
            "ReportTerms", "Points destroyed by player A"
        ),
        "Points destroyed by player B": QCoreApplication.translate(
            "ReportTerms", "Points destroyed by player B"
        ),
        "Figures left standing (player A)": QCoreApplication.translate(
            "ReportTerms", "Figures left standing (player A)"
        ),
        "Figures left standing (player B)": QCoreApplication.translate(
            "ReportTerms", "Figures left standing (player B)"
        ),
        "Pieces left (player A)": QCoreApplication.translate("ReportTerms", "Pieces left (player A)"),
        "Pieces left (player B)": QCoreApplication.translate("ReportTerms", "Pieces left (player B)"),
        "Rounds played": QCoreApplication.translate("ReportTerms", "Rounds played"),
        "Terrains used": QCoreApplication.translate("ReportTerms", "Terrains used"),
        "Medals (player A)": QCoreApplication.translate("ReportTerms", "Medals (player A)"),
        "Medals (player B)": QCoreApplication.translate("ReportTerms", "Medals (player B)"),
        "Terrain": QCoreApplication.translate("ReportTerms", "Terrain"),
        "Colour of player A": QCoreApplication.translate("ReportTerms", "Colour of player A"),
        "Turns": QCoreApplication.translate("ReportTerms", "Turns"),
    }


def _terms() -> dict[str, str]:

    return {
        "choice:hq": QCoreApplication.translate("ReportTerms", "HQ taken"),
        "choice:medals": QCoreApplication.translate("ReportTerms", "medals"),
        "choice:end_medals": QCoreApplication.translate("ReportTerms", "end: medals"),
        "choice:end_tiebreak": QCoreApplication.translate("ReportTerms", "end: tiebreak"),
        "choice:time_called": QCoreApplication.translate("ReportTerms", "time called"),
        "choice:last_figure": QCoreApplication.translate("ReportTerms", "last figure"),
        "choice:double_knockout": QCoreApplication.translate("ReportTerms", "double knockout"),
        "choice:pieces": QCoreApplication.translate("ReportTerms", "pieces"),
        "choice:blue": QCoreApplication.translate("ReportTerms", "blue"),
        "choice:red": QCoreApplication.translate("ReportTerms", "red"),
        "status:registered": QCoreApplication.translate("ReportTerms", "registered"),
        "status:dropped": QCoreApplication.translate("ReportTerms", "dropped"),
        "status:disqualified": QCoreApplication.translate("ReportTerms", "disqualified"),
        "stage:swiss": QCoreApplication.translate("ReportTerms", "Swiss"),
        "stage:round_robin": QCoreApplication.translate("ReportTerms", "round robin"),
        "stage:single_elimination": QCoreApplication.translate("ReportTerms", "single elimination"),
        "stage:double_elimination": QCoreApplication.translate("ReportTerms", "double elimination"),
        "symbol:sword": QCoreApplication.translate("ReportTerms", "sword"),
        "symbol:star": QCoreApplication.translate("ReportTerms", "star"),
        "symbol:bomb": QCoreApplication.translate("ReportTerms", "bomb"),
        "tbshort:omw": QCoreApplication.translate("ReportTerms", "OMW%"),
        "tbshort:oomw": QCoreApplication.translate("ReportTerms", "OOMW%"),
        "tbshort:gw": QCoreApplication.translate("ReportTerms", "GW%"),
        "tbshort:ogw": QCoreApplication.translate("ReportTerms", "OGW%"),
        "tbshort:buchholz": QCoreApplication.translate("ReportTerms", "Buch."),
        "tbshort:buchholz_cut1": QCoreApplication.translate("ReportTerms", "Buch. -1"),
        "tbshort:median_buchholz": QCoreApplication.translate("ReportTerms", "Med. Buch."),
        "tbshort:sonneborn_berger": QCoreApplication.translate("ReportTerms", "SB"),
        "tbshort:head_to_head": QCoreApplication.translate("ReportTerms", "H2H"),
        "tbshort:secondary": QCoreApplication.translate("ReportTerms", "Sec."),
        "tbshort:secondary_margin": QCoreApplication.translate("ReportTerms", "Margin"),
        "tbshort:random": QCoreApplication.translate("ReportTerms", "Lot"),
        "level:equal_points": QCoreApplication.translate("ReportTerms", "Equal Points"),
        "level:quick_battle": QCoreApplication.translate("ReportTerms", "Quick Battle"),
        "tiebreak:omw": QCoreApplication.translate("ReportTerms", "Opponents' match-win percentage"),
        "tiebreak:oomw": QCoreApplication.translate(
            "ReportTerms", "Opponents' opponents' match-win percentage"
        ),
        "tiebreak:gw": QCoreApplication.translate("ReportTerms", "Game-win percentage"),
        "tiebreak:ogw": QCoreApplication.translate("ReportTerms", "Opponents' game-win percentage"),
        "tiebreak:buchholz": QCoreApplication.translate("ReportTerms", "Buchholz"),
        "tiebreak:buchholz_cut1": QCoreApplication.translate("ReportTerms", "Buchholz cut 1"),
        "tiebreak:median_buchholz": QCoreApplication.translate("ReportTerms", "Median Buchholz"),
        "tiebreak:sonneborn_berger": QCoreApplication.translate("ReportTerms", "Sonneborn-Berger"),
        "tiebreak:head_to_head": QCoreApplication.translate("ReportTerms", "Head-to-head"),
        "tiebreak:secondary": QCoreApplication.translate("ReportTerms", "Secondary score"),
        "tiebreak:secondary_margin": QCoreApplication.translate("ReportTerms", "Secondary score margin"),
        "tiebreak:random": QCoreApplication.translate("ReportTerms", "Random draw"),
        "flag:tournament": QCoreApplication.translate("ReportTerms", "tournament"),
    }


def report_terms() -> dict[str, str]:
    """Translations of the data's own English texts, keyed as desktop.services.sheets.term_key does."""
    terms = _terms()
    fields = _field_labels()
    for game in registry.GAMES.values():
        for f in game.result_fields:
            terms[f"field:{game.key}.{f.key}"] = fields.get(f.label, f.label)
    return terms
