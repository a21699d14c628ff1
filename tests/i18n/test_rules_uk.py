"""Help → Rules in Ukrainian: every game has a full translation of its English rules page."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from desktop.games.registry import GAMES
from desktop.ui.help import rules_text

RULES = Path(__file__).resolve().parents[2] / "resources" / "rules"


def _shape(text: str) -> tuple[list[str], int, list[str]]:
    """Heading levels, table rows and code spans: what a faithful translation keeps."""
    headings = [line.split()[0] for line in text.splitlines() if line.startswith("#")]
    rows = sum(1 for line in text.splitlines() if line.startswith("|"))
    return headings, rows, re.findall(r"`[^`]+`", text)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_ukrainian_rules_translate_the_whole_english_page(game: str) -> None:
    english = (RULES / f"{game}.en.md").read_text("utf-8")
    ukrainian = (RULES / f"{game}.uk.md").read_text("utf-8")
    assert _shape(ukrainian) == _shape(english)
    assert 0.8 < len(ukrainian) / len(english) < 1.6
    letters = [ch for ch in ukrainian if ch.isalpha()]
    cyrillic = [ch for ch in letters if "а" <= ch.lower() <= "я" or ch.lower() in "іїєґ"]
    assert len(cyrillic) > 0.75 * len(letters)
    assert ukrainian.startswith(f"# {GAMES[game].name('uk')} — ")  # the registry's name of the game


def test_help_dialog_picks_the_ukrainian_page() -> None:
    for game in GAMES:
        assert rules_text(game, "uk") == (RULES / f"{game}.uk.md").read_text("utf-8")
        assert rules_text(game, "en") == (RULES / f"{game}.en.md").read_text("utf-8")


def test_toy_battle_page_keeps_its_source_note() -> None:
    text = (RULES / "toybattle.uk.md").read_text("utf-8")
    assert "Board Game Arena" in text and "україн" in text.lower()
