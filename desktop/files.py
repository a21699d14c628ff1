"""The one way this project writes a file that must never be seen half-written.

:func:`write_atomic` writes to a temporary file beside the target, flushes it to the disk and renames it
over the target, so that a reader (or a crash, a kill -9, a full disk) sees the old file or the new one
and never part of one; on failure (Ctrl-C included) the temporary file, of a unique name, is removed and the
target is left as it was. A target that exists and is not a regular file (a symbolic link, a FIFO, a device,
a folder) is refused with :class:`NotARegularFile`, never replaced or written through; a replaced file
keeps its permissions. The folder must exist (a missing folder is the caller's error to report).
"""

from __future__ import annotations

import json
import os
import stat
import tempfile
from pathlib import Path
from typing import Any


class NotARegularFile(OSError):
    """The target exists and is not a regular file (a link, a FIFO, a device, a folder)."""

    def __init__(self, path: Path) -> None:
        super().__init__(f"{path} is not a regular file")
        self.path = path


def write_atomic(path: str | os.PathLike[str], data: bytes | str, *, encoding: str = "utf-8") -> Path:
    """Write ``data`` (text in ``encoding``, or bytes) to ``path`` whole or not at all."""
    target = Path(path)
    raw = data.encode(encoding) if isinstance(data, str) else data
    try:
        st = target.lstat()
    except FileNotFoundError:
        st = None
    if st is not None and not stat.S_ISREG(st.st_mode):
        raise NotARegularFile(target)
    if st is not None:
        mode = stat.S_IMODE(st.st_mode)
    else:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    folder = target.parent if str(target.parent) else Path(".")
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name[:80]}.", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(raw)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return target


def write_json_atomic(path: str | os.PathLike[str], value: Any, *, indent: int | None = None) -> Path:
    """``value`` as JSON (UTF-8, non-ASCII kept), written by :func:`write_atomic`."""
    return write_atomic(path, json.dumps(value, ensure_ascii=False, indent=indent))
