"""Translated texts of the Battle Helix squad editor: its rule titles and violation messages, and a
glyph side as text.

The pure check (desktop.games.helix.helix) writes English messages and gives each violation a stable rule
key and its parameters; the editor builds its own translated message from those, falling back to the
English one for a rule it does not know.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop.games.helix import helix as hx
from desktop.ui.catalog.values import shown_name
from desktop.ui.squads.models import translated_violation


def rule_title(rule: str) -> str:
    titles = {
        hx.RULE_SLOTS: QCoreApplication.translate("Squads", "Six slots"),
        hx.RULE_EMPTY_SLOTS: QCoreApplication.translate("Squads", "Empty slots"),
        hx.RULE_GOLD: QCoreApplication.translate("Squads", "Gold glyphs"),
    }
    return titles.get(rule, rule)


def violation_message(rule: str, details: Mapping[str, Any], figures: str, fallback: str) -> str:
    """A translated message for a violation (``figures``: the names, already joined)."""
    templates = {
        hx.RULE_SLOTS: QCoreApplication.translate(
            "Squads", "A helix has exactly {required} slots; this one has {count}."
        ),
        hx.RULE_GOLD: QCoreApplication.translate(
            "Squads", "At most {limit} gold glyphs; this helix has {count}: {figures}."
        ),
    }
    if rule == hx.RULE_EMPTY_SLOTS:
        slots = ", ".join(str(s) for s in details.get("slots", ()))
        return QCoreApplication.translate("Squads", "{count} of 6 slots are empty (slot {slots}).").format(
            count=details.get("count", 0), slots=slots
        )
    return translated_violation(templates, rule, details, figures, fallback)


def symbol_text(symbols: tuple[str, ...]) -> str:
    glyphs = {"sword": "⚔", "star": "★", "bomb": "✹"}
    return "".join(glyphs.get(s, "?") for s in symbols)


def side_text(side: hx.GlyphSide) -> str:
    sym = symbol_text(side.symbols)
    return f"{side.number} {sym}".strip()


# desktop.games.helix.helix.summary: "Ember, Frost, —, Stone, Tide, Gale (2 gold)"
_SUMMARY = re.compile(r"(?P<names>.*) \((?P<gold>\d+) gold\)")


def summary(text: str) -> str:
    """A helix's one-line summary (as the rules write it, in English, and as it is stored) in the interface
    language: the glyphs' names as the catalog shows them and the count of gold glyphs. A text of another
    shape is shown as it is."""
    m = _SUMMARY.fullmatch(text)
    if m is None:
        return text
    names = ", ".join(shown_name(n) if n != "—" else n for n in m["names"].split(", "))
    gold = int(m["gold"])
    count = QCoreApplication.translate("Squads", "%n gold", "", gold)
    return f"{names} ({count})"
