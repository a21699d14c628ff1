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


def _t(text: str) -> str:
    return QCoreApplication.translate("Squads", text)


def rule_title(rule: str) -> str:
    titles = {
        ax.RULE_POINTS_EXACT: _t("Points total"),
        ax.RULE_POINTS_UP_TO: _t("Points limit"),
        ax.RULE_BACKUP_POINTS: _t("Backups limit"),
        ax.RULE_TOURNAMENT_FIGURES: _t("Tournament figures"),
        ax.RULE_GOLD_COPIES: _t("Gold figures"),
        ax.RULE_COPIES: _t("Copies per collector code"),
        ax.RULE_MEGA: _t("No Megas"),
        ax.RULE_BANNED: _t("Banned figures"),
        ax.RULE_FRANCHISE: _t("Franchises"),
        ax.RULE_QUICK_BATTLE_SIZE: _t("Quick Battle size"),
        ax.RULE_QUICK_BATTLE_BACKUPS: _t("Quick Battle backups"),
        ax.RULE_COUNT: _t("Counts"),
        ax.RULE_EMPTY: _t("Empty squad"),
        hx.RULE_SLOTS: _t("Six slots"),
        hx.RULE_EMPTY_SLOTS: _t("Empty slots"),
        hx.RULE_GOLD: _t("Gold glyphs"),
    }
    return titles.get(rule, rule)


def violation_message(rule: str, details: Mapping[str, Any], figures: str, fallback: str) -> str:
    """A translated message for a violation (``figures``: the names, already joined)."""
    d = dict(details)
    d.setdefault("figures", figures)
    templates = {
        ax.RULE_POINTS_EXACT: _t("The squad totals {total} points; it must total exactly {limit}."),
        ax.RULE_POINTS_UP_TO: _t("The squad totals {total} points; it may total at most {limit}."),
        ax.RULE_BACKUP_POINTS: _t("The backups total {total} points; they may total at most {limit}."),
        ax.RULE_TOURNAMENT_FIGURES: _t("At most {limit} tournament figure(s); there are {count}: {figures}."),
        ax.RULE_GOLD_COPIES: _t("At most {limit} of each gold figure; there are {count} of {figures}."),
        ax.RULE_COPIES: _t(
            "At most {limit} copies of a figure (collector code {code}); there are {count} of {figures}."
        ),
        ax.RULE_MEGA: _t("Megas are not allowed: {figures}."),
        ax.RULE_BANNED: _t("Banned by the event: {figures}."),
        ax.RULE_FRANCHISE: _t("Only {allowed} figures are allowed: {figures}."),
        ax.RULE_QUICK_BATTLE_SIZE: _t(
            "A Quick Battle squad has exactly {required} figures; this one has {count}."
        ),
        ax.RULE_QUICK_BATTLE_BACKUPS: _t("Quick Battle uses no backups: {figures}."),
        ax.RULE_COUNT: _t("Counts must be at least 1: {figures}."),
        ax.RULE_EMPTY: _t("The squad has no figures."),
        hx.RULE_SLOTS: _t("A helix has exactly {required} slots; this one has {count}."),
        hx.RULE_GOLD: _t("At most {limit} gold glyphs; this helix has {count}: {figures}."),
    }
    if rule == hx.RULE_EMPTY_SLOTS:
        slots = ", ".join(str(s) for s in d.get("slots", ()))
        return _t("{count} of 6 slots are empty (slot {slots}).").format(count=d.get("count", 0), slots=slots)
    template = templates.get(rule)
    if template is None:
        return fallback
    try:
        return template.format(**d)
    except (KeyError, IndexError, ValueError):
        return fallback


def level_names() -> dict[str, str]:
    return {
        ax.SquadKind.EQUAL_POINTS.value: _t("Equal Points / Master Battle"),
        ax.SquadKind.QUICK_BATTLE.value: _t("Quick Battle (3 figures, no points)"),
    }


def mode_names() -> dict[str, str]:
    return {ax.LimitMode.EXACTLY.value: _t("exactly"), ax.LimitMode.UP_TO.value: _t("up to")}


def profile_names() -> dict[str, str]:
    return {
        "casual": _t("Casual (anything goes)"),
        "tournament": _t("Tournament (convention limits)"),
        "event": _t("Event rules…"),
    }


def colour_names() -> dict[str, str]:
    return {"blue": _t("Blue"), "red": _t("Red"), "random": _t("Random")}


def opponent_names() -> dict[str, str]:
    return {
        "easy": _t("Computer — easy"),
        "normal": _t("Computer — normal"),
        "hard": _t("Computer — hard"),
        "person": _t("Another person (hot-seat)"),
    }


def symbol_text(symbols: tuple[str, ...]) -> str:
    glyphs = {"sword": "⚔", "star": "★", "bomb": "✹"}
    return "".join(glyphs.get(s, "?") for s in symbols)


def side_text(side: hx.GlyphSide) -> str:
    sym = symbol_text(side.symbols)
    return f"{side.number} {sym}".strip()
