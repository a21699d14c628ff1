"""A folder of files written as a whole or not at all (``event publish EVENT DIR``).

The files are written into a new hidden folder beside the target (``.DIR.publishing-…``), each synced
to disk, and that folder is then renamed to the target: a failure half-way (a full disk, Ctrl-C, a
refused file) removes it and leaves the target as it was, so nothing half-written ever looks like a
complete site. When the target already exists (an earlier publication, or a folder holding other
files), it is renamed aside, the new folder takes its name, the entries of the old folder that the new
one does not have (the organiser's own files) are moved into it, and the old folder is removed.

A target that is a file, a read-only folder, or a place where no folder can be made is refused with a
:class:`~desktop.services.files.FileTargetError` saying so, before anything is written.
"""

from __future__ import annotations

import os
import secrets
import shutil
import stat
import tempfile
from collections.abc import Mapping
from pathlib import Path

from desktop.services.files import FileTargetError
from desktop.validation import shorten_text

__all__ = ["write_folder"]


def _shown(path: Path) -> str:
    return shorten_text(str(path), 200)


def _target(folder: str | Path) -> Path:
    """The folder to replace (a symbolic link to a folder: the folder it names), refused when it is not
    a folder that this process can write to."""
    path = Path(folder)
    if path.is_symlink() and path.is_dir():
        path = Path(os.path.realpath(path))
    if path.exists() or path.is_symlink():
        if not path.is_dir():
            raise FileTargetError(
                "{path} is a file, not a folder; nothing was written: give a folder for the site",
                path=_shown(path),
            )
        if not os.access(path, os.W_OK | os.X_OK):
            raise FileTargetError("the folder {path} is read-only; nothing was written", path=_shown(path))
    return path


def _new_folder_mode(existing: Path) -> int:
    """The mode of the folder that replaces ``existing``: its own, or what a new folder gets (the umask)."""
    try:
        return stat.S_IMODE(existing.stat().st_mode)
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o777 & ~umask


def _write(folder: Path, files: Mapping[str, bytes]) -> None:
    for name, data in files.items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        with open(path, "xb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())


def _keep_others(old: Path, new: Path) -> None:
    """Move into ``new`` what ``old`` holds and ``new`` does not (a folder in both: its entries, alike)."""
    for entry in old.iterdir():
        there = new / entry.name
        if not there.exists() and not there.is_symlink():
            os.rename(entry, there)
        elif entry.is_dir() and not entry.is_symlink() and there.is_dir() and not there.is_symlink():
            _keep_others(entry, there)


def write_folder(folder: str | Path, files: Mapping[str, bytes]) -> Path:
    """Write ``files`` (relative path -> bytes) as the folder ``folder``, whole or not at all; the
    folder's other files are kept. Returns the folder written."""
    target = _target(folder)
    parent = target.parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
        work = Path(tempfile.mkdtemp(prefix=f".{target.name}.publishing-", dir=parent))
    except OSError as exc:
        raise FileTargetError(
            "cannot make the folder {path}: {reason}; nothing was written",
            path=_shown(target),
            reason=exc.strerror or type(exc).__name__,
        ) from None
    try:
        os.chmod(work, _new_folder_mode(target))
        _write(work, files)
        if not target.exists():
            os.rename(work, target)
            return target
        old = parent / f".{target.name}.previous-{secrets.token_hex(4)}"
        os.rename(target, old)
        try:
            os.rename(work, target)
        except BaseException:
            os.rename(old, target)
            raise
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    _keep_others(old, target)
    shutil.rmtree(old, ignore_errors=True)
    return target
