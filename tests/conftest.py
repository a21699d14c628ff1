"""Test set-up: offscreen Qt, a temporary data folder, hypothesis without deadlines, database fixtures."""

from __future__ import annotations

import os
import shutil
import signal
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

os.environ["QT_QPA_PLATFORM"] = "offscreen"

# A suite started as a background job of a non-interactive shell (``make test &``, ``nohup``) inherits
# SIGINT ignored, and so would every command a test starts: the Ctrl-C tests would wait for an exit
# that never comes. A person's Ctrl-C is what those tests stand for, so the suite takes it back.
if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)
os.environ.setdefault("TOYBOX_ARENA_HOME", tempfile.mkdtemp(prefix="toybox-home-"))

import pytest  # noqa: E402
from hypothesis import HealthCheck, settings  # noqa: E402

settings.register_profile(
    "ci",
    deadline=None,
    derandomize=True,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own data folder (settings, default database)."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("TOYBOX_ARENA_HOME", str(home))
    # the autosaves refused in another test's data folder are not this one's to say (start-up offer)
    for module, name in (("desktop.ui.play.saves", "_REFUSED"), ("desktop.ui.play.frame", "_refusals")):
        if module in sys.modules:
            getattr(sys.modules[module], name).clear()
    return home


@pytest.fixture(scope="session")
def template_database(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database created, migrated and seeded once per test session; tests get copies of it."""
    from database.engine import Database

    path = tmp_path_factory.mktemp("template") / "template.sqlite3"
    db = Database.open(f"sqlite:///{path}")
    db.close()
    return path


@pytest.fixture
def db_path(template_database: Path, tmp_path: Path) -> Path:
    path = tmp_path / "test.sqlite3"
    shutil.copyfile(template_database, path)
    return path


@pytest.fixture
def db(db_path: Path) -> Iterator[object]:
    """A fresh, migrated and seeded database of this test's own."""
    from database.engine import Database

    database = Database.open(f"sqlite:///{db_path}")
    yield database
    database.close()


@pytest.fixture
def ctx(db, qtbot):  # type: ignore[no-untyped-def]
    """An AppContext on the test's database (needs a QApplication: qtbot provides it)."""
    from desktop.ui.context import AppContext

    context = AppContext(db, "en")
    yield context
