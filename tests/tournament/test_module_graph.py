"""The tournament package's modules import one another without circles (issue 22: swiss.py and
swiss_cost.py imported each other, one of them behind a function-level import)."""

from __future__ import annotations

import ast
from pathlib import Path

import desktop.tournament as package

PACKAGE = "desktop.tournament"


def imported_modules(path: Path, names: set[str]) -> set[str]:
    """Sibling modules ``path`` imports anywhere (top level, in functions, under TYPE_CHECKING)."""
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            targets = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
        else:
            continue
        for t in targets:
            if t.startswith(PACKAGE + ".") and t[len(PACKAGE) + 1 :].split(".")[0] in names:
                out.add(t[len(PACKAGE) + 1 :].split(".")[0])
    return out


def module_graph() -> dict[str, set[str]]:
    root = Path(package.__file__).parent
    files = {p.stem: p for p in root.glob("*.py") if p.stem != "__init__"}
    return {name: imported_modules(p, set(files)) - {name} for name, p in files.items()}


def test_swiss_cost_does_not_import_swiss() -> None:
    assert "swiss" not in module_graph()["swiss_cost"]
    assert "swiss_cost" in module_graph()["swiss"]


def test_tournament_modules_import_one_another_without_a_circle() -> None:
    graph = module_graph()
    state: dict[str, int] = {}
    circles: list[list[str]] = []

    def visit(m: str, path: list[str]) -> None:
        state[m] = 1
        for t in sorted(graph[m]):
            if state.get(t) == 1:
                circles.append(path[path.index(t) :] + [t] if t in path else [m, t])
            elif t not in state:
                visit(t, path + [t])
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m, [m])
    assert circles == []
