"""The games' descriptions and settings (declared in the pure game packages) are marked for lupdate by the
generated desktop/ui/games/game_strings.py, and every one has its Ukrainian text."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from desktop.ui.games.strings_gen import listed, wanted

TS = Path(__file__).resolve().parents[2] / "resources" / "translations" / "toybox_uk.ts"


def test_game_strings_are_up_to_date() -> None:
    assert set(wanted()) == listed(), "run `.venv/bin/python -m desktop.ui.games.strings_gen`"


def test_every_game_text_has_its_ukrainian_translation() -> None:
    done = {
        (ctx.findtext("name"), m.findtext("source"))
        for ctx in ET.parse(TS).getroot().iter("context")
        for m in ctx.iter("message")
        if (t := m.find("translation")) is not None and t.get("type") != "unfinished" and t.text
    }
    missing = set(wanted()) - done
    assert not missing, sorted(missing)[:5]
