"""Translated texts of the Toy Battle set-up editor: the colours and the opponents."""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from desktop.ui.catalog.values import shown_name


def colour_names() -> dict[str, str]:
    return {
        "blue": QCoreApplication.translate("Squads", "Blue"),
        "red": QCoreApplication.translate("Squads", "Red"),
        "random": QCoreApplication.translate("Squads", "Random"),
    }


def opponent_names() -> dict[str, str]:
    return {
        "easy": QCoreApplication.translate("Squads", "Computer — easy"),
        "normal": QCoreApplication.translate("Squads", "Computer — normal"),
        "hard": QCoreApplication.translate("Squads", "Computer — hard"),
        "person": QCoreApplication.translate("Squads", "Another person (hot-seat)"),
    }



# desktop.games.toybattle.setup_kind.SetupKind.verdict: "Castle, blue, vs computer (easy), beginner"
_SUMMARY = re.compile(
    r"(?P<terrain>.*), (?P<colour>blue|red|random), vs (?:another person|computer \((?P<level>easy|normal|hard)\))"
    r"(?P<beginner>, beginner)?"
)


def summary(text: str) -> str:
    """A saved set-up's one-line summary (as the rules write it, in English, and as it is stored) in the
    interface language: the terrain by its shown name, the colour, the opponent and the beginner option.
    A text of another shape is shown as it is."""
    m = _SUMMARY.fullmatch(text)
    if m is None:
        return text
    out = (
        QCoreApplication.translate("Squads", "%1, %2, opponent: %3")
        .replace("%1", shown_name(m["terrain"]))
        .replace("%2", colour_names()[m["colour"]].lower())
        .replace("%3", opponent_names()[m["level"] or "person"])
    )
    if m["beginner"]:
        out += ", " + QCoreApplication.translate("Squads", "beginner option")
    return out
