"""The Catalog page's first read, with the standard library's sqlite3 (issue 27: the first paint does
not wait for SQLAlchemy).

At start the app opens its database after the shell's first paint; importing SQLAlchemy and the models
costs more than everything else before the Catalog page shows its rows. :func:`open_snapshot` serves
that page from a plain SQLite file at this app's head revision (:func:`database.quick_read.open_at_head`:
read-only, in a folder the app can write to, exactly the head revisions) while the full
:class:`database.engine.Database` is opened right after the first paint, before anything writes. Every
other case (PostgreSQL, another URL form, a missing, older, newer or damaged file, a read-only folder)
returns ``None`` and takes the full path as before.

The reads give exactly what :func:`desktop.services.catalog.list_items` (archived items included) and
:func:`~desktop.services.catalog.section_counts` give (``tests/services/test_catalog_quick.py``). Each
read opens its own short read-only connection and closes it.

Stdlib only (no SQLAlchemy, no models): ``tests/services/test_catalog_quick.py`` checks the import.
"""

from __future__ import annotations

import os
from pathlib import Path

from database import quick_read
from desktop.services.catalog_values import (
    CatalogItem,
    _bulk,
    _decoded,
    kinds,
    marks_not_empty,
    natural_key,
)

__all__ = ["CatalogSnapshot", "open_snapshot"]

DB_NAME = "toybox-arena.sqlite3"
ENV_HOME = "TOYBOX_ARENA_HOME"


class CatalogSnapshot:
    """Read-only catalog reads of one SQLite file at head (the same rows as the services' reads)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def _connect(self):  # type: ignore[no-untyped-def]
        con = quick_read.open_at_head(self.path)
        if con is None:  # changed under us (upgraded, replaced, removed): nothing to show from here
            raise LookupError(f"{self.path} is no longer a database at this version's head")
        return con

    def list_items(self, kind: str) -> list[CatalogItem]:
        """Every item of ``kind``, archived ones included, in natural key order (``list_items(db, kind,
        include_archived=True)``)."""
        con = self._connect()
        try:
            rows = con.execute(
                "SELECT id, kind, key, name, data, placeholders, archived, version, source "
                "FROM catalog_items WHERE kind = ?",
                (kind,),
            ).fetchall()
        finally:
            con.close()
        with _bulk():
            datas = _decoded([r[4] for r in rows])
            marks = _decoded([r[5] for r in rows])
            items = [
                CatalogItem(
                    id=r[0],
                    kind=r[1],
                    key=r[2],
                    name=r[3],
                    data=data,
                    placeholders=tuple(placeholders or ()),
                    archived=bool(r[6]),
                    version=r[7],
                    source=r[8],
                )
                for r, data, placeholders in zip(rows, datas, marks, strict=True)
            ]
        return sorted(items, key=lambda i: natural_key(i.key))

    def section_counts(self) -> dict[str, tuple[int, int]]:
        """Per kind (every kind present): items not archived, and how many of them need checking
        (``section_counts(db)``)."""
        out = {k.key: (0, 0) for k in kinds()}
        con = self._connect()
        try:
            rows = con.execute(
                "SELECT kind, placeholders, count(*) FROM catalog_items WHERE archived = 0 "
                "GROUP BY kind, placeholders"
            ).fetchall()
        finally:
            con.close()
        for kind, text, n in rows:
            if kind not in out:
                continue
            total, checking = out[kind]
            out[kind] = (total + n, checking + (n if marks_not_empty(text) else 0))
        return out


def _default_path() -> Path:
    """The default database's file (``desktop.paths.default_database_path`` without making the folder:
    a folder that does not exist yet holds no database to read)."""
    override = os.environ.get(ENV_HOME)
    if override:
        return Path(override) / DB_NAME
    from desktop.paths import data_dir

    return data_dir() / DB_NAME


def open_snapshot(url: str | None) -> CatalogSnapshot | None:
    """Quick reads of the database ``url`` names (None: the default one) when it is a plain SQLite file
    at this app's head that the full path would open writable and unchanged; otherwise None."""
    if url is None:
        path: Path | None = _default_path()
    else:
        path = quick_read.sqlite_file_from_url(url)
    if path is None:
        return None
    con = quick_read.open_at_head(path)
    if con is None:
        return None
    con.close()
    return CatalogSnapshot(path)
