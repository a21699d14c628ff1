"""Every word the Tournaments page shows about tournament data, in the user's language.

Service errors: an exception with ``template`` and ``params`` (the convention of issue 9) is shown with
the template translated (context "ServiceErrors") and its named parameters filled in; any other
exception shows its ``message`` (or its text)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.games.registry import GAMES

LANG = {"code": "en"}
"""The interface language (the page sets it from its context), for names that come from the registry."""


def set_lang(code: str) -> None:
    LANG["code"] = code


def game_name(key: str) -> str:
    game = GAMES.get(key)
    return game.name(LANG["code"]) if game is not None else key


def stage_kind(kind: str) -> str:
    names = {
        "swiss": QCoreApplication.translate("TournamentTexts", "Swiss"),
        "round_robin": QCoreApplication.translate("TournamentTexts", "Round robin"),
        "single_elimination": QCoreApplication.translate("TournamentTexts", "Single elimination"),
        "double_elimination": QCoreApplication.translate("TournamentTexts", "Double elimination"),
    }
    return names.get(kind, kind)


def formats_text(kinds: Sequence[str]) -> str:
    return " → ".join(stage_kind(k) for k in kinds)


def event_status(status: str) -> str:
    names = {
        "draft": QCoreApplication.translate("TournamentTexts", "Registration"),
        "running": QCoreApplication.translate("TournamentTexts", "Running"),
        "finished": QCoreApplication.translate("TournamentTexts", "Finished"),
    }
    return names.get(status, status)


def round_status(status: str) -> str:
    names = {
        "draft": QCoreApplication.translate("TournamentTexts", "draft"),
        "published": QCoreApplication.translate("TournamentTexts", "published"),
        "finished": QCoreApplication.translate("TournamentTexts", "finished"),
    }
    return names.get(status, status)


def round_text(number: int, status: str) -> str:
    if not number:
        return QCoreApplication.translate("TournamentTexts", "not paired")
    return (
        QCoreApplication.translate("TournamentTexts", "Round %1 (%2)")
        .replace("%1", str(number))
        .replace("%2", round_status(status))
    )


def registration_status(status: str) -> str:
    names = {
        "registered": QCoreApplication.translate("TournamentTexts", "Playing", "registration status"),
        "dropped": QCoreApplication.translate("TournamentTexts", "Dropped", "registration status"),
        "disqualified": QCoreApplication.translate("TournamentTexts", "Disqualified", "registration status"),
    }
    return names.get(status, status)


def no_opponent(m: Any) -> str:
    if m.kind == "round_robin_bye":  # a round robin's player without a game this round: it scores nothing
        return QCoreApplication.translate("TournamentTexts", "— bye (no points) —")
    if m.kind == "bye":
        return QCoreApplication.translate("TournamentTexts", "— bye —")
    if m.kind == "no_opponent" and str(getattr(m, "reason", "")).startswith("requested_bye"):
        return QCoreApplication.translate("TournamentTexts", "— bye requested —")  # the player asked to sit out
    if m.kind == "no_opponent":
        return QCoreApplication.translate("TournamentTexts", "— missed round —")
    return ""


def outcome_word(kind: str, reason: str) -> str:
    names = {
        "forfeit": QCoreApplication.translate("TournamentTexts", "forfeit"),
        "no_show": QCoreApplication.translate("TournamentTexts", "no-show"),
        "walkover": QCoreApplication.translate("TournamentTexts", "walkover"),
        "double_loss": QCoreApplication.translate("TournamentTexts", "double loss"),
        "intentional_draw": QCoreApplication.translate("TournamentTexts", "intentional draw"),
        "concession": QCoreApplication.translate("TournamentTexts", "concession"),
        "dropped": QCoreApplication.translate("TournamentTexts", "opponent dropped"),
        "disqualified": QCoreApplication.translate("TournamentTexts", "opponent disqualified"),
        "late_entry": QCoreApplication.translate("TournamentTexts", "late entry"),
    }
    return names.get(reason or kind, "")


def match_result(m: Any) -> str:
    """ "2–1", "1–0 (forfeit)", "" for a match without a result."""
    if m.kind == "round_robin_bye":
        return str(m.points_a)  # what a round robin's bye scores: nothing
    if m.kind == "no_opponent" and str(m.reason).startswith("requested_bye") and m.points_a is not None:
        return str(m.points_a)  # what the requested bye scores (the draw points, or 0)
    if m.kind in ("bye", "no_opponent"):
        return (
            QCoreApplication.translate("TournamentTexts", "bye")
            if m.kind == "bye"
            else outcome_word(m.kind, m.reason)
        )
    if m.status != "reported":
        return ""
    score = f"{m.points_a if m.points_a is not None else ''}–{m.points_b if m.points_b is not None else ''}"
    word = outcome_word(m.kind, m.reason)
    return f"{score} ({word})" if word else score


def special_kinds() -> list[tuple[str, str]]:
    return [
        ("concession", QCoreApplication.translate("TournamentTexts", "Concession")),
        ("forfeit", QCoreApplication.translate("TournamentTexts", "Forfeit")),
        ("no_show", QCoreApplication.translate("TournamentTexts", "No-show")),
        ("intentional_draw", QCoreApplication.translate("TournamentTexts", "Intentional draw")),
        ("double_loss", QCoreApplication.translate("TournamentTexts", "Double loss")),
    ]


def audit_action(action: str) -> str:
    names = {
        "result": QCoreApplication.translate("TournamentTexts", "result"),
        "correction": QCoreApplication.translate("TournamentTexts", "correction"),
        "cleared": QCoreApplication.translate("TournamentTexts", "cleared"),
        "voided_later": QCoreApplication.translate("TournamentTexts", "later matches voided"),
        "cut_kept": QCoreApplication.translate("TournamentTexts", "cut kept"),
    }
    return names.get(action, action)


def state_text(state: Mapping[str, Any] | None) -> str:
    """One line for an audited match state: winner, games, special outcome."""
    if not state:
        return ""
    if "voided" in state:  # what a correction voided after it (review 9)
        return QCoreApplication.translate("TournamentTexts", "voided: %1").replace(
            "%1", ", ".join(str(v) for v in state["voided"])
        )
    if "cut_stage" in state:
        return QCoreApplication.translate("TournamentTexts", "stage %1 keeps its seeds").replace(
            "%1", str(state["cut_stage"])
        )
    if state.get("status") != "reported":
        return QCoreApplication.translate("TournamentTexts", "no result")
    parts = []
    word = outcome_word(str(state.get("kind", "")), str(state.get("reason", "")))
    if word:
        parts.append(word)
    winner = state.get("winner")
    if winner in ("a", "b"):
        parts.append(QCoreApplication.translate("TournamentTexts", "winner %1").replace("%1", winner.upper()))
    for i, g in enumerate(state.get("games") or (), start=1):
        bits = [f"{k}={v}" for k, v in sorted((g or {}).items()) if v not in (None, "")]
        parts.append(
            QCoreApplication.translate("TournamentTexts", "game %1: %2")
            .replace("%1", str(i))
            .replace("%2", ", ".join(bits))
        )
    return "; ".join(parts)


def tiebreak_name(english: str) -> str:
    return QCoreApplication.translate("Tiebreaks", english)


def tiebreak_short(key: str, english: str) -> str:
    """A short column header for a tiebreaker (the full name and definition are in its tooltip)."""
    names = {
        "omw": QCoreApplication.translate("TournamentTexts", "OMW%"),
        "oomw": QCoreApplication.translate("TournamentTexts", "OOMW%"),
        "gw": QCoreApplication.translate("TournamentTexts", "GW%"),
        "ogw": QCoreApplication.translate("TournamentTexts", "OGW%"),
        "buchholz": QCoreApplication.translate("TournamentTexts", "Buchholz"),
        "buchholz_cut1": QCoreApplication.translate("TournamentTexts", "Buchholz −1"),
        "median_buchholz": QCoreApplication.translate("TournamentTexts", "Median Buchholz"),
        "sonneborn_berger": QCoreApplication.translate("TournamentTexts", "S-B"),
        "head_to_head": QCoreApplication.translate("TournamentTexts", "Head-to-head"),
        "secondary": QCoreApplication.translate("TournamentTexts", "Secondary"),
        "secondary_margin": QCoreApplication.translate("TournamentTexts", "Margin"),
        "random": QCoreApplication.translate("TournamentTexts", "Draw"),
    }
    return names.get(key, tiebreak_name(english))


def tiebreak_definition(english: str) -> str:
    return QCoreApplication.translate("Tiebreaks", english)


def field_label(english: str) -> str:
    return QCoreApplication.translate("GameResults", english)


def choice_text(value: str) -> str:
    names = {
        "hq": QCoreApplication.translate("GameResults", "a troop reached the enemy HQ"),
        "medals": QCoreApplication.translate("GameResults", "medal target reached"),
        "end_medals": QCoreApplication.translate("GameResults", "no move left: more medals"),
        "end_tiebreak": QCoreApplication.translate("GameResults", "no move left, equal medals"),
        "time_called": QCoreApplication.translate("GameResults", "time called"),
        "last_figure": QCoreApplication.translate("GameResults", "last figure knocked out"),
        "double_knockout": QCoreApplication.translate("GameResults", "double knock-out"),
        "pieces": QCoreApplication.translate("GameResults", "all pieces taken"),
        "blue": QCoreApplication.translate("GameResults", "blue"),
        "red": QCoreApplication.translate("GameResults", "red"),
    }
    return names.get(value, value)


def error_text(exc: BaseException) -> str:
    """A service exception as the user reads it: :func:`desktop.ui.errors.error_text` (the one way every
    page turns an error into a translated sentence)."""
    from desktop.ui.errors import error_text as shown

    return shown(exc)
