"""The one way this project writes a file that must never be seen half-written.

:func:`write_atomic` writes to a temporary file beside the target, flushes it to the disk and renames it
over the target, so that a reader (or a crash, a kill -9, a full disk) sees the old file or the new one
and never part of one; on failure the temporary file is removed and the target is left as it was. The
folder must exist (a missing folder is the caller's error to report).
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any


def write_atomic(path: str | os.PathLike[str], data: bytes | str, *, encoding: str = "utf-8") -> Path:
    """Write ``data`` (text in ``encoding``, or bytes) to ``path`` whole or not at all."""
    target = Path(path)
    raw = data.encode(encoding) if isinstance(data, str) else data
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(raw)
            f.flush()
            os.fsync(f.fileno())
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
