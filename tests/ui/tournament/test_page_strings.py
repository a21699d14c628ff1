"""The English texts the page takes from the pure layers (tiebreakers, result fields) are all marked
for lupdate in desktop/ui/tournament/pure_strings.py, and all have their Ukrainian text."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from desktop.games.registry import GAMES
from desktop.tournament import TIEBREAKS
from desktop.ui.tournament.pure_strings import STRINGS

TS = Path(__file__).resolve().parents[3] / "resources" / "translations" / "toybox_uk.ts"


def test_pure_layer_texts_are_marked_and_translated() -> None:
    wanted = {("Tiebreaks", t.name) for t in TIEBREAKS.values()} | {
        ("Tiebreaks", t.definition) for t in TIEBREAKS.values()
    }
    wanted |= {("GameResults", f.label) for g in GAMES.values() for f in g.result_fields}
    wanted |= {("GameResults", g.secondary_label) for g in GAMES.values()}
    marked = set(STRINGS)
    assert {text for _, text in wanted} <= marked
    done = {
        (ctx.findtext("name"), m.findtext("source"))
        for ctx in ET.parse(TS).getroot().iter("context")
        for m in ctx.iter("message")
        if (t := m.find("translation")) is not None and t.get("type") != "unfinished" and t.text
    }
    assert wanted <= done, sorted(wanted - done)[:5]
