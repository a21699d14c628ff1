"""Translated texts of the Attacktix squad editor: its rule titles and violation messages, the squad
levels, limit modes and rules profiles.

The pure check (desktop.games.attacktix.squad) writes English messages and gives each violation a stable
rule key and its parameters; the editor builds its own translated message from those, falling back to
the English one for a rule it does not know.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.games.attacktix import squad as ax
from desktop.ui.squads.models import translated_violation


def rule_title(rule: str) -> str:
    titles = {
        ax.RULE_POINTS_EXACT: QCoreApplication.translate("Squads", "Points total"),
        ax.RULE_POINTS_UP_TO: QCoreApplication.translate("Squads", "Points limit"),
        ax.RULE_BACKUP_POINTS: QCoreApplication.translate("Squads", "Backups limit"),
        ax.RULE_TOURNAMENT_FIGURES: QCoreApplication.translate("Squads", "Tournament figures"),
        ax.RULE_GOLD_COPIES: QCoreApplication.translate("Squads", "Gold figures"),
        ax.RULE_COPIES: QCoreApplication.translate("Squads", "Copies per collector code"),
        ax.RULE_MEGA: QCoreApplication.translate("Squads", "No Megas"),
        ax.RULE_BANNED: QCoreApplication.translate("Squads", "Banned figures"),
        ax.RULE_FRANCHISE: QCoreApplication.translate("Squads", "Franchises"),
        ax.RULE_QUICK_BATTLE_SIZE: QCoreApplication.translate("Squads", "Quick Battle size"),
        ax.RULE_QUICK_BATTLE_BACKUPS: QCoreApplication.translate("Squads", "Quick Battle backups"),
        ax.RULE_COUNT: QCoreApplication.translate("Squads", "Counts"),
        ax.RULE_EMPTY: QCoreApplication.translate("Squads", "Empty squad"),
    }
    return titles.get(rule, rule)


def violation_message(rule: str, details: Mapping[str, Any], figures: str, fallback: str) -> str:
    """A translated message for a violation (``figures``: the names, already joined)."""
    templates = {
        ax.RULE_POINTS_EXACT: QCoreApplication.translate(
            "Squads", "The squad totals {total} points; it must total exactly {limit}."
        ),
        ax.RULE_POINTS_UP_TO: QCoreApplication.translate(
            "Squads", "The squad totals {total} points; it may total at most {limit}."
        ),
        ax.RULE_BACKUP_POINTS: QCoreApplication.translate(
            "Squads", "The backups total {total} points; they may total at most {limit}."
        ),
        ax.RULE_GOLD_COPIES: QCoreApplication.translate(
            "Squads", "At most {limit} of each gold figure; there are {count} of {figures}."
        ),
        ax.RULE_COPIES: QCoreApplication.translate(
            "Squads",
            "At most {limit} copies of a figure (collector code {code}); there are {count} of {figures}.",
        ),
        ax.RULE_MEGA: QCoreApplication.translate("Squads", "Megas are not allowed: {figures}."),
        ax.RULE_BANNED: QCoreApplication.translate("Squads", "Banned by the event: {figures}."),
        ax.RULE_FRANCHISE: QCoreApplication.translate(
            "Squads", "Only {allowed} figures are allowed: {figures}."
        ),
        ax.RULE_QUICK_BATTLE_SIZE: QCoreApplication.translate(
            "Squads", "A Quick Battle squad has exactly {required} figures; this one has {count}."
        ),
        ax.RULE_QUICK_BATTLE_BACKUPS: QCoreApplication.translate(
            "Squads", "Quick Battle uses no backups: {figures}."
        ),
        ax.RULE_COUNT: QCoreApplication.translate("Squads", "Counts must be at least 1: {figures}."),
        ax.RULE_EMPTY: QCoreApplication.translate("Squads", "The squad has no figures."),
    }
    if rule == ax.RULE_TOURNAMENT_FIGURES:
        try:
            limit = int(details.get("limit", 0))
        except (TypeError, ValueError):
            return fallback
        templates[rule] = QCoreApplication.translate(
            "Squads", "At most %n tournament figure(s); there are {count}: {figures}.", "", limit
        )
    return translated_violation(templates, rule, details, figures, fallback)


def level_names() -> dict[str, str]:
    return {
        ax.SquadKind.EQUAL_POINTS.value: QCoreApplication.translate("Squads", "Equal Points / Master Battle"),
        ax.SquadKind.QUICK_BATTLE.value: QCoreApplication.translate(
            "Squads", "Quick Battle (3 figures, no points)"
        ),
    }


def mode_names() -> dict[str, str]:
    return {
        ax.LimitMode.EXACTLY.value: QCoreApplication.translate("Squads", "exactly"),
        ax.LimitMode.UP_TO.value: QCoreApplication.translate("Squads", "up to"),
    }



def profile_names() -> dict[str, str]:
    return {
        "casual": QCoreApplication.translate("Squads", "Casual (anything goes)"),
        "tournament": QCoreApplication.translate("Squads", "Tournament (convention limits)"),
        "event": QCoreApplication.translate("Squads", "Event rules…"),
    }



# desktop.games.attacktix.squad.summary: "100 pts: MV-09 Wolverine ×2, MV-10 Spider-Man; backups 20 pts"
_SUMMARY = re.compile(
    r"(?:(?P<quick>Quick Battle)|(?P<points>\d+) pts)(?:: (?P<parts>.*?))?(?:; backups (?P<backups>\d+) pts)?"
)


def summary(text: str) -> str:
    """A squad's one-line summary (as the rules write it, in English, and as it is stored with the squad
    and an event's registrations) in the interface language: its points and backups with their unit, Quick
    Battle by its name; the figures' labels as they are. A text of another shape is shown as it is."""
    m = _SUMMARY.fullmatch(text)
    if m is None:
        return text
    if m["quick"]:
        out = QCoreApplication.translate("Squads", "Quick Battle")
    else:
        points = int(m["points"])
        out = QCoreApplication.translate("Squads", "%n pts", "", points)
    if m["parts"]:
        out += ": " + m["parts"]
    if m["backups"] is not None:
        backups = int(m["backups"])
        out += "; " + QCoreApplication.translate("Squads", "backups %n pts", "", backups)
    return out
