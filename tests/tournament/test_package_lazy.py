"""desktop.tournament loads its modules on first use (PEP 562): every public name is what its module
defines, whichever modules were imported before, and a name never turns into a module."""

from __future__ import annotations

import subprocess
import sys

CHECK = """
import importlib, pkgutil, sys, types
order = sys.argv[1]
import desktop.tournament as t
names = sorted(t.__all__)
modules = sorted(m.name for m in pkgutil.iter_modules(t.__path__))
if order == "modules-first":
    for m in modules:
        importlib.import_module("desktop.tournament." + m)
bad = []
for name in names:
    value = getattr(t, name)
    if isinstance(value, types.ModuleType):
        bad.append(name + " is a module")
    elif name in t._SOURCES:
        source = importlib.import_module("desktop.tournament." + t._SOURCES[name])
        if getattr(source, name) is not value:
            bad.append(name + " differs from its module's")
for m in modules:  # and after every module is loaded, still the same
    importlib.import_module("desktop.tournament." + m)
bad += [n + " became a module" for n in names if isinstance(getattr(t, n), types.ModuleType)]
from desktop.tournament import event_standing, score_match
assert callable(event_standing) and callable(score_match)
print(bad)
"""


def test_every_public_name_is_its_modules_object_whatever_was_imported_first() -> None:
    for order in ("names-first", "modules-first"):
        out = subprocess.run(
            [sys.executable, "-c", CHECK, order], capture_output=True, text=True, timeout=120
        )
        assert out.returncode == 0, out.stderr
        assert out.stdout.strip() == "[]", (order, out.stdout)


def test_an_unknown_name_is_an_attribute_error() -> None:
    import desktop.tournament as t

    try:
        t.no_such_thing  # noqa: B018
    except AttributeError as exc:
        assert "no_such_thing" in str(exc)
    else:  # pragma: no cover
        raise AssertionError("no AttributeError")
    assert "score_match" in dir(t)
