"""Issue 25, "Databases and files": exports onto odd targets and SQLite URLs with options."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from database.engine import Database, DatabaseOpenError
from desktop.services import catalog as catalog_svc
from desktop.services import squads as squads_svc
from desktop.services.errors import ServiceError

pytestmark = pytest.mark.reliability

EXPORTS = {
    "catalog": lambda db, path: catalog_svc.export_file(db, path),
    "squads": lambda db, path: squads_svc.export_file(db, path),
}


@pytest.mark.parametrize("which", sorted(EXPORTS))
def test_an_export_onto_a_fifo_or_a_link_is_refused_and_the_target_left_alone(
    db: Database, tmp_path: Path, which: str
) -> None:
    tmp_path = tmp_path / "exports"
    tmp_path.mkdir()
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    mine = tmp_path / "mine.txt"
    mine.write_text("keep me", encoding="utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(mine)
    for target in (fifo, link):
        with pytest.raises(ServiceError, match="not a regular file"):
            EXPORTS[which](db, target)
    assert stat.S_ISFIFO(fifo.lstat().st_mode) and link.is_symlink()
    assert mine.read_text(encoding="utf-8") == "keep me"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.json", "mine.txt", "pipe.json"]


def test_catalog_export_onto_a_device_node_exits_1_and_leaves_it_a_device(db_path: Path, tmp_path: Path) -> None:
    # a device node of the test's own (a copy of /dev/null's numbers): never the system's /dev/null,
    # which the old code replaced with a regular file
    node = tmp_path / "devices" / "null"
    node.parent.mkdir()
    try:
        os.mknod(node, 0o666 | stat.S_IFCHR, os.makedev(1, 3))
    except (PermissionError, OSError, AttributeError):
        pytest.skip("cannot make a device node here")
    res = subprocess.run(
        [sys.executable, "-m", "desktop", "--database", f"sqlite:///{db_path}", "catalog", "export", str(node)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert res.returncode == 1, res.stdout + res.stderr
    assert "not a regular file" in res.stderr and len(res.stderr.strip().splitlines()) == 1, res.stderr
    assert stat.S_ISCHR(node.lstat().st_mode)
    assert [p.name for p in node.parent.iterdir()] == ["null"]


@pytest.mark.parametrize("which", sorted(EXPORTS))
def test_a_failed_export_leaves_no_temporary_file_and_the_old_file_whole(
    db: Database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, which: str
) -> None:
    tmp_path = tmp_path / "exports"
    tmp_path.mkdir()
    target = tmp_path / "out.json"
    target.write_text("old", encoding="utf-8")
    (tmp_path / "out.json.part").write_text("someone else's", encoding="utf-8")  # the old fixed name

    def boom(*_a: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        EXPORTS[which](db, target)
    monkeypatch.undo()
    assert target.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.json", "out.json.part"]
    assert (tmp_path / "out.json.part").read_text(encoding="utf-8") == "someone else's"
    EXPORTS[which](db, target)  # and a working export replaces the file, keeping its permissions
    assert target.read_text(encoding="utf-8").startswith("{")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.json", "out.json.part"]


def test_an_sqlite_url_with_options_is_refused_and_creates_no_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from desktop.services.database import open_database

    tmp_path = tmp_path / "here"
    tmp_path.mkdir()
    monkeypatch.chdir(tmp_path)
    with pytest.raises(DatabaseOpenError, match="options after"):
        open_database("sqlite:///f?mode=ro&uri=true")
    assert list(tmp_path.iterdir()) == []
    res = subprocess.run(
        [sys.executable, "-m", "desktop", "--database", "sqlite:///f?mode=ro&uri=true", "event", "list"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)},
    )
    assert res.returncode == 1 and len(res.stderr.strip().splitlines()) == 1, res.stderr
    assert list(tmp_path.iterdir()) == []


def test_event_export_onto_a_fifo_is_refused_instead_of_blocking(db: Database, db_path: Path, tmp_path: Path) -> None:
    from support import published_event

    event_id, _ = published_event(db, 4)
    db.close()
    fifo = tmp_path / "exports" / "event.json"
    fifo.parent.mkdir()
    os.mkfifo(fifo)
    res = subprocess.run(
        [sys.executable, "-m", "desktop", "--database", f"sqlite:///{db_path}", "event", "export", str(event_id), str(fifo)],
        capture_output=True,
        text=True,
        timeout=60,  # the old code opened the FIFO for writing and waited for a reader for ever
    )
    assert res.returncode == 1 and "not a regular file" in res.stderr, res.stderr
    assert stat.S_ISFIFO(fifo.lstat().st_mode) and [p.name for p in fifo.parent.iterdir()] == ["event.json"]
