"""desktop.files.write_atomic: the one atomic file write (issue 22 collapsed five copies into it)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from desktop.files import write_atomic, write_json_atomic


def test_write_atomic_writes_text_and_bytes_and_replaces_the_old_file(tmp_path: Path) -> None:
    folder = tmp_path / "out"
    folder.mkdir()
    target = folder / "out.json"
    target.write_text("old", encoding="utf-8")
    assert write_atomic(target, "новий текст") == target
    assert target.read_text(encoding="utf-8") == "новий текст"
    write_atomic(target, b"\x00\x01")
    assert target.read_bytes() == b"\x00\x01"
    assert sorted(p.name for p in folder.iterdir()) == ["out.json"]  # no temporary file left


def test_a_failed_write_leaves_the_old_file_and_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "keep"
    folder.mkdir()
    target = folder / "keep.txt"
    target.write_text("old", encoding="utf-8")

    def disk_full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError, match="No space"):
        write_atomic(target, "new")
    assert target.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in folder.iterdir()) == ["keep.txt"]


def test_a_missing_folder_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        write_atomic(tmp_path / "missing" / "out.txt", "x")


def test_write_json_atomic_keeps_non_ascii(tmp_path: Path) -> None:
    target = write_json_atomic(tmp_path / "a.json", {"name": "Ґрета"}, indent=1)
    assert "Ґрета" in target.read_text(encoding="utf-8")
    assert json.loads(target.read_text(encoding="utf-8")) == {"name": "Ґрета"}
