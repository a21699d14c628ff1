"""Review of the Toy Battle board as a player uses it: translations, layout, keyboard, regions, feedback."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BOARD_FILES = sorted((ROOT / "desktop" / "ui" / "play").glob("toybattle*.py"))


def _literal(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


@pytest.mark.parametrize("path", BOARD_FILES, ids=lambda p: p.name)
def test_every_translated_text_and_context_is_literal(path: Path) -> None:
    """lupdate only finds translate("Context", "text") / self.tr("text") written literally: a context held
    in a variable (as the board once had) leaves every such text English in Ukrainian."""
    bad = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        name = node.func.attr
        if name == "translate":
            ok = len(node.args) >= 2 and _literal(node.args[0]) and _literal(node.args[1])
        elif name == "tr":
            ok = len(node.args) >= 1 and _literal(node.args[0])
        else:
            continue
        if not ok:
            bad.append(node.lineno)
    assert not bad, f"{path.name}: non-literal translate()/tr() at lines {bad}"
