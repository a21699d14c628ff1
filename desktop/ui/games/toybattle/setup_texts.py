"""Translated texts of the Toy Battle set-up editor: the colours and the opponents."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


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

