"""PySide6's check of every imported module, without keeping every module's source in memory.

PySide6 (its ``__feature__`` support, PYSIDE-2029) looks at each module imported after it to decide
whether the module uses PySide6: ``inspect.getsource(module)`` and a search for the word "PySide6".
``inspect`` reads the source through :mod:`linecache`, which keeps every line of every file it has read
for the rest of the process: with a 1,024-player event open on the Tournaments page that was 300,000
lines of 560 files (SQLAlchemy, numpy, the services), about 25 MB of a 164 MB process (issue 27).

:func:`install` gives PySide6 the same answer read from the file's bytes (nothing kept); a module whose
source is not a plain ``.py`` file is still asked of PySide6's own check, and what that check left in
the line cache is dropped again, and so are the sources its check read before :func:`install` ran. Call it
once PySide6 is imported (:func:`desktop.app.make_application`).
"""

from __future__ import annotations

import linecache
import sys
from collections.abc import Callable
from types import ModuleType
from typing import Any

_FEATURE = "PySide6.support.feature"
_CHECK = "_mod_uses_pyside"


def uses_pyside(module: ModuleType, fallback: Callable[[Any], bool]) -> bool:
    """Whether ``module``'s source names PySide6 (PySide6's own question), leaving the line cache as it was."""
    path = getattr(module, "__file__", None)
    if isinstance(path, str) and path.endswith(".py"):
        try:
            with open(path, "rb") as fh:
                return b"PySide6" in fh.read()
        except OSError:
            pass
    cached = set(linecache.cache)
    try:
        return fallback(module)
    finally:
        for key in set(linecache.cache) - cached:
            linecache.cache.pop(key, None)


def install() -> bool:
    """Replace PySide6's check (once); False when this PySide6 has no such check (nothing to do)."""
    feature = sys.modules.get(_FEATURE)
    original = getattr(feature, _CHECK, None)
    if feature is None or not callable(original):
        return False
    if getattr(original, "_keeps_no_source", False):
        return True

    def check(module: Any) -> bool:
        return uses_pyside(module, original)

    check._keeps_no_source = True  # type: ignore[attr-defined]
    setattr(feature, _CHECK, check)
    _drop_sources_read_so_far()
    return True


def _drop_sources_read_so_far() -> None:
    """The sources PySide6's own check put in the line cache before :func:`install` (the modules imported
    between PySide6 and the application): entries of ``.py`` files, read again from disk when needed."""
    files = {getattr(m, "__file__", None) for m in list(sys.modules.values())}
    for key, entry in list(linecache.cache.items()):
        if key in files and key.endswith(".py") and len(entry) == 4 and entry[1] is not None:
            linecache.cache.pop(key, None)
