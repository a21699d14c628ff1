"""The README opens with what a player needs (issue 23): what the app is, two screenshots (the app's own
renders, small enough for a repository), `make run`, and "your first game" in five lines; the reference
follows."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_readme_opens_with_screenshots_make_run_and_a_first_game_before_the_reference() -> None:
    first_game = README.index("## Your first game")
    reference = README.index("## The two commands")
    assert README.index("make run") < first_game < reference
    steps = re.findall(r"^\d\. ", README[first_game:reference], flags=re.MULTILINE)
    assert len(steps) == 5
    images = re.findall(r"!\[[^\]]+\]\(([^)]+)\)", README[:first_game])
    assert len(images) == 2


def test_the_readme_screenshots_are_small_pngs_that_exist() -> None:
    for link in re.findall(r"!\[[^\]]+\]\(([^)]+)\)", README):
        path = ROOT / link
        assert path.is_file(), link
        assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", link
        assert path.stat().st_size <= 150 * 1024, f"{link}: {path.stat().st_size} bytes"
