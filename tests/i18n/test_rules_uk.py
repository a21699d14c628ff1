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


WRITERS = ("Source:", "Джерело:", "say so", "скажіть про", "the seed", "вихідні правила не", "in the engine", "у рушії", "pymunk", "expectations", "Чого очікують")


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("lang", ["en", "uk"])
def test_rules_pages_speak_to_players(game: str, lang: str) -> None:
    """Issue 13: no lines addressed to the people who wrote the pages; a short section lists each
    reading the app fixed, and says it is an option."""
    text = (RULES / f"{game}.{lang}.md").read_text("utf-8")
    assert not [w for w in WRITERS if w.lower() in text.lower()]
    heading = {"en": "## How the app reads the rules", "uk": "## Як застосунок читає правила"}[lang]
    assert heading in text
    section = text.split(heading, 1)[1].split("\n## ", 1)[0]
    assert ("option" if lang == "en" else "варіант") in section
    assert section.count("\n- **") >= 3  # each fixed reading, named


@pytest.mark.parametrize("game", ["helix", "attacktix"])
def test_rules_options_section_closes_the_page(game: str) -> None:
    """The Helix and Attacktix pages end with "Rules options" (their engines' options are added there)."""
    for lang, title in (("en", "## Rules options"), ("uk", "## Варіанти правил")):
        text = (RULES / f"{game}.{lang}.md").read_text("utf-8")
        assert [line for line in text.splitlines() if line.startswith("## ")][-1] == title


def test_helix_help_names_both_readings_of_a_sword_and_bomb_face_in_both_languages():
    from desktop.games.helix.engine import OPTION_CHOICES

    root = Path(__file__).resolve().parents[2] / "resources" / "rules"
    for lang in ("en", "uk"):
        text = (root / f"helix.{lang}.md").read_text("utf-8")
        assert "`bomb_roll`" in text and "`bomb_roll=always`" in text, lang
        for value in OPTION_CHOICES["bomb_roll"]:
            assert f"`{value}`" in text, (lang, value)
