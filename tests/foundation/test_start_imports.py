"""What a start imports (issue 27): listing the games loads no rules engine, and a package's lazy names
still resolve."""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_listing_the_games_imports_no_rules_engine() -> None:
    code = (
        "import sys\n"
        "from desktop.games import registry\n"
        "assert len(registry.GAMES) >= 3\n"
        "print(sorted(m for m in sys.modules if m.startswith('desktop.games.') and m.endswith('.engine')))\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_every_name_a_game_package_exports_resolves() -> None:
    from desktop.games import registry

    packages = [g.engine_module for g in registry.GAMES.values() if g.engine_module]
    assert packages
    for engine_module in packages:
        package = importlib.import_module(engine_module.rsplit(".", 1)[0])
        for name in getattr(package, "__all__", ()):
            assert getattr(package, name) is not None, (package.__name__, name)
