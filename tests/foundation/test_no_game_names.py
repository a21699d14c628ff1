"""Outside the game packages, no module names a game or branches on its key (issue 22).

This test covers the services, the command line and the reports: no import of a game's package, no
string that is a game's key, a game-specific kind ("helix.helix") or a game module's path. Help texts and
docstrings may give an example. ``desktop/services/squads_compat.py`` holds the game-named functions the
desktop side still calls until it uses the generic ones (issue 22); it is the one exception.
"""

from __future__ import annotations

import ast
from pathlib import Path

from desktop.games import registry

ROOT = Path(__file__).resolve().parents[2]
AREAS = ("desktop/services", "desktop/cli", "desktop/reports")
TRANSITIONAL = {"desktop/services/squads_compat.py"}


def _docstrings(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                ids.add(id(body[0].value))
    return ids


def _help_texts(tree: ast.AST) -> set[int]:
    """String constants passed as ``help=`` (examples for people)."""
    return {
        id(kw.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        for kw in node.keywords
        if kw.arg in ("help", "description") and isinstance(kw.value, ast.Constant)
    }


def game_names(source: str, keys: tuple[str, ...]) -> list[tuple[int, str]]:
    """(line, what) of every place ``source`` names one of the games ``keys``."""
    tree = ast.parse(source)
    skip = _docstrings(tree) | _help_texts(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [a.name for a in node.names] + ([node.module] if isinstance(node, ast.ImportFrom) else [])
            for name in names:
                if name and any(name == f"desktop.games.{k}" or name.startswith(f"desktop.games.{k}.")
                                for k in keys):
                    found.append((node.lineno, f"imports {name}"))
            if isinstance(node, ast.ImportFrom) and node.module == "desktop.games":
                found += [(node.lineno, f"imports desktop.games.{a.name}") for a in node.names if a.name in keys]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            text = node.value
            for k in keys:
                if text == k or text.startswith(f"{k}.") or f"desktop.games.{k}" in text:
                    found.append((node.lineno, f"names {text!r}"))
    return found


def test_the_checker_finds_imports_keys_and_kinds() -> None:
    source = (
        '"""About attacktix."""\n'
        "import desktop.games.helix.odds\n"
        "from desktop.games import toybattle\n"
        "if game == 'attacktix':\n"
        "    kind = 'helix.helix'\n"
        "p.add_argument('--kind', help='e.g. attacktix.figure')\n"
    )
    assert [line for line, _ in game_names(source, ("attacktix", "helix", "toybattle"))] == [2, 3, 4, 5]


def test_services_cli_and_reports_name_no_game() -> None:
    keys = tuple(registry.GAMES)
    problems = []
    for area in AREAS:
        for path in sorted((ROOT / area).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel in TRANSITIONAL:
                continue
            problems += [f"{rel}:{line}: {what}" for line, what in game_names(path.read_text("utf-8"), keys)]
    assert problems == []
