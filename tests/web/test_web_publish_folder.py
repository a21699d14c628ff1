"""``event publish EVENT DIR`` on a hostile or broken target: a file in place of the folder, a read-only
folder, a failure half-way, names with markup, a folder holding the organiser's own files. Refusals
are one clear line; nothing half-written is ever left where a complete site could be taken for it."""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

from desktop.cli import main


def _publish(db_path: Path, folder: Path, capsys: Any) -> tuple[int, str, str]:
    capsys.readouterr()
    status = main(["--database", f"sqlite:///{db_path}", "event", "publish", "Spring Cup", str(folder)])
    out = capsys.readouterr()
    return status, out.out, out.err


def _hidden(parent: Path) -> list[str]:
    return sorted(p.name for p in parent.iterdir() if p.name.startswith("."))


def test_a_file_in_place_of_the_folder_is_refused_and_left_alone(db_path: Path, event, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "site"
    target.write_text("my notes", encoding="utf-8")
    status, out, err = _publish(db_path, target, capsys)
    assert status == 1 and out == ""
    assert err.strip() == f"toybox-arena event publish: {target} is a file, not a folder; nothing was written: give a folder for the site"
    assert target.read_text(encoding="utf-8") == "my notes"
    assert _hidden(tmp_path) == []


def test_a_read_only_folder_is_refused_before_anything_is_written(db_path: Path, event, tmp_path: Path, capsys, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import site_folder

    target = tmp_path / "site"
    target.mkdir()
    (target / "old.html").write_text("old", encoding="utf-8")
    target.chmod(0o555)
    if os.geteuid() == 0:  # root writes anyway: the folder is read-only to everyone else
        real_access = os.access
        monkeypatch.setattr(
            site_folder.os, "access", lambda p, mode: False if Path(p) == target else real_access(p, mode)
        )
    try:
        status, out, err = _publish(db_path, target, capsys)
    finally:
        target.chmod(0o755)
    assert status == 1
    assert err.strip() == f"toybox-arena event publish: the folder {target} is read-only; nothing was written"
    assert sorted(p.name for p in target.iterdir()) == ["old.html"]
    assert _hidden(tmp_path) == []


def test_a_failure_half_way_leaves_the_previous_site_and_no_partial_folder(db_path: Path, event, tmp_path: Path, capsys, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import site_folder

    target = tmp_path / "site"
    assert _publish(db_path, target, capsys)[0] == 0
    before = {p.name: p.read_bytes() for p in target.iterdir() if p.is_file()}
    real_write = site_folder._write

    def full_disk(folder: Path, files: Any) -> None:
        real_write(folder, dict(list(files.items())[:3]))
        raise OSError(errno.ENOSPC, "No space left on device", str(folder / "standings.html"))

    monkeypatch.setattr(site_folder, "_write", full_disk)
    status, _out, err = _publish(db_path, target, capsys)
    assert status == 1 and "No space left on device" in err
    assert {p.name: p.read_bytes() for p in target.iterdir() if p.is_file()} == before
    assert _hidden(tmp_path) == []


def test_a_new_folder_never_appears_half_written(db_path: Path, event, tmp_path: Path, capsys, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import site_folder

    def full_disk(folder: Path, files: Any) -> None:
        (folder / "index.html").write_text("partial", encoding="utf-8")
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(site_folder, "_write", full_disk)
    target = tmp_path / "new" / "site"
    assert _publish(db_path, target, capsys)[0] == 1
    assert not target.exists()
    assert _hidden(tmp_path / "new") == []


def test_a_folder_named_with_markup_gets_the_site_and_is_named_as_plain_text(db_path: Path, event, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "<b>site</b> & \"co\" <script>x</script>"
    status, out, _err = _publish(db_path, target, capsys)
    assert status == 0
    assert out.strip().endswith(f"bytes in {target}")
    assert (target / "index.html").is_file() and (target / "static" / "style.css").is_file()
    assert os.stat(target).st_mode & 0o777 == 0o777 & ~_umask()


def test_republishing_replaces_the_site_and_keeps_the_organisers_own_files(db_path: Path, event, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "site"
    assert _publish(db_path, target, capsys)[0] == 0
    (target / "index.html").write_text("stale", encoding="utf-8")
    (target / "logo.png").write_bytes(b"\x89PNG")
    (target / "static" / "extra.css").write_text("p{}", encoding="utf-8")
    target.chmod(0o750)
    assert _publish(db_path, target, capsys)[0] == 0
    assert "stale" not in (target / "index.html").read_text(encoding="utf-8")
    assert (target / "logo.png").read_bytes() == b"\x89PNG"
    assert (target / "static" / "extra.css").read_text(encoding="utf-8") == "p{}"
    assert os.stat(target).st_mode & 0o777 == 0o750
    assert _hidden(tmp_path) == []


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask



def test_a_place_where_no_folder_can_be_made_is_refused_in_one_line(db_path: Path, event, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    (tmp_path / "notes").write_text("a file", encoding="utf-8")
    target = tmp_path / "notes" / "site"  # under a file: no folder can be made there
    status, _out, err = _publish(db_path, target, capsys)
    assert status == 1
    assert err.strip().startswith(f"toybox-arena event publish: cannot make the folder {target}: ")
    assert err.strip().endswith("; nothing was written") and len(err.strip().splitlines()) == 1
    assert (tmp_path / "notes").read_text(encoding="utf-8") == "a file"
