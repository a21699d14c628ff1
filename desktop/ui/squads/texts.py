"""Translated texts of the Squads page: rule titles, violation messages, choices.

The pure checks (desktop.games.attacktix.squad, desktop.games.helix.helix) write English messages and
give each violation a stable rule key and its parameters; the UI builds its own translated message
from those, falling back to the English one for a rule it does not know.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.games.attacktix import squad as ax
from desktop.games.helix import helix as hx


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
        hx.RULE_SLOTS: QCoreApplication.translate("Squads", "Six slots"),
        hx.RULE_EMPTY_SLOTS: QCoreApplication.translate("Squads", "Empty slots"),
        hx.RULE_GOLD: QCoreApplication.translate("Squads", "Gold glyphs"),
    }
    return titles.get(rule, rule)


def violation_message(rule: str, details: Mapping[str, Any], figures: str, fallback: str) -> str:
    """A translated message for a violation (``figures``: the names, already joined)."""
    d = dict(details)
    d.setdefault("figures", figures)
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
        hx.RULE_SLOTS: QCoreApplication.translate(
            "Squads", "A helix has exactly {required} slots; this one has {count}."
        ),
        hx.RULE_GOLD: QCoreApplication.translate(
            "Squads", "At most {limit} gold glyphs; this helix has {count}: {figures}."
        ),
    }
    if rule == ax.RULE_TOURNAMENT_FIGURES:
        try:
            limit = int(d.get("limit", 0))
        except (TypeError, ValueError):
            return fallback
        template = QCoreApplication.translate(
            "Squads", "At most %n tournament figure(s); there are {count}: {figures}.", "", limit
        )
        try:
            return template.format(**d)
        except (KeyError, IndexError, ValueError):
            return fallback
    if rule == hx.RULE_EMPTY_SLOTS:
        slots = ", ".join(str(s) for s in d.get("slots", ()))
        return QCoreApplication.translate("Squads", "{count} of 6 slots are empty (slot {slots}).").format(
            count=d.get("count", 0), slots=slots
        )
    template = templates.get(rule)
    if template is None:
        return fallback
    try:
        return template.format(**d)
    except (KeyError, IndexError, ValueError):
        return fallback


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


def symbol_text(symbols: tuple[str, ...]) -> str:
    glyphs = {"sword": "⚔", "star": "★", "bomb": "✹"}
    return "".join(glyphs.get(s, "?") for s in symbols)


def side_text(side: hx.GlyphSide) -> str:
    sym = symbol_text(side.symbols)
    return f"{side.number} {sym}".strip()
