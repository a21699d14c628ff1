"""Each game lives in its own home: outside the game packages (desktop/games/<game>/ and
desktop/ui/games/<game>/), the registry, the UI list and the migrations, no module of the project names a
game's key (a string such as "helix" or "helix.terrain", or an import of a game's package). Services, the
command line, reports and pages loop over the registry instead. Docstrings may mention games."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from desktop.games.registry import BUILT_IN, GAMES

ROOT = Path(__file__).resolve().parents[2]
KEYS = tuple(sorted(GAMES))
ANY = "|".join(KEYS)
NAMED = re.compile(rf"^(?:{ANY})(?:$|[.:/])")
MODULE = re.compile(rf"desktop\.(?:ui\.)?games\.(?:{ANY})\b")
HOMES = [re.compile(p) for p in (
    rf"^desktop/games/(?:{ANY})/",
    rf"^desktop/ui/games/(?:{ANY})/",
    r"^desktop/games/registry\.py$",
    r"^desktop/ui/games/__init__\.py$",
    r"^database/migrations/",
)]


def _docstrings(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                ids.add(id(body[0].value))
    return ids


def naming_a_game(path: Path) -> list[str]:
    tree = ast.parse(path.read_text("utf-8"))
    docs = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""] + [f"{node.module}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            names = [node.value]
            if NAMED.match(node.value):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.value[:60]!r}")
                continue
        else:
            continue
        if any(MODULE.search(n) for n in names):
            found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {names[0][:60]}")
    return found


def test_only_the_game_homes_the_registry_and_the_ui_list_name_a_game():
    offenders = []
    for folder in ("desktop", "database"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if any(h.search(rel) for h in HOMES):
                continue
            offenders += naming_a_game(path)
    assert offenders == [], "\n".join(offenders)


def test_the_check_finds_a_module_that_names_a_game(tmp_path):
    sample = ROOT / "desktop" / "_probe_for_test.py"
    try:
        sample.write_text('"""Mentions helix in a docstring: allowed."""\nKIND = "helix.terrain"\n', "utf-8")
        assert len(naming_a_game(sample)) == 1
        sample.write_text("from desktop.games.toybattle import engine\n", "utf-8")
        assert len(naming_a_game(sample)) == 1
        sample.write_text('"""Toy Battle and helix are named here in prose only."""\nX = "helixes"\n', "utf-8")
        assert naming_a_game(sample) == []
    finally:
        sample.unlink(missing_ok=True)


def test_every_built_in_game_has_a_home_on_both_sides():
    from desktop.ui import games

    assert len(BUILT_IN) == len(KEYS)
    for key in KEYS:
        assert (ROOT / "desktop" / "games" / key / "game.py").exists()
        assert (ROOT / "desktop" / "ui" / "games" / key).is_dir()
        assert games.ui_game(key) is not None
