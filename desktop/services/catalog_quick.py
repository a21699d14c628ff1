"""The Catalog page's first read, with the standard library's sqlite3 (issue 27: the first paint does
not wait for SQLAlchemy).

At start the app opens its database after the shell's first paint; importing SQLAlchemy and the models
costs more than everything else before the Catalog page shows its rows. :func:`open_snapshot` serves
that page from a plain SQLite file at this app's head revision (:func:`database.quick_read.open_at_head`:
read-only, in a folder the app can write to, exactly the head revisions) while the full
:class:`database.engine.Database` is opened right after the first paint, before anything writes. Every
other case (PostgreSQL, another URL form, a missing, older, newer or damaged file, a read-only folder)
returns ``None`` and takes the full path as before.

The reads give exactly what :func:`desktop.services.catalog.list_items` (archived items included),
:func:`~desktop.services.catalog.section_counts` and :func:`~desktop.services.catalog.validate_item` give (``tests/services/test_catalog_quick.py``). Each
read opens its own short read-only connection and closes it.

Stdlib only (no SQLAlchemy, no models): ``tests/services/test_catalog_quick.py`` checks the import.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection, Iterable, Mapping
from pathlib import Path
from typing import Any

from database import quick_read
from desktop.games.catalog_schema import Problem
from desktop.services.catalog_values import (
    CatalogItem,
    _bulk,
    _decoded,
    kind_spec,
    kinds,
    marks_not_empty,
    natural_key,
)

__all__ = ["CatalogSnapshot", "SnapshotUnavailable", "open_snapshot", "start_from_template"]


class SnapshotUnavailable(LookupError):
    """The file can no longer be read this way (changed, replaced, damaged): use the full path."""


class CatalogSnapshot:
    """Read-only catalog reads of one SQLite file at head (the same rows as the services' reads)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def _connect(self) -> sqlite3.Connection:
        con = quick_read.open_at_head(self.path)
        if con is None:  # changed under us (upgraded, replaced, removed): nothing to show from here
            raise SnapshotUnavailable(f"{self.path} is no longer a database at this version's head")
        return con

    def _rows(self, sql: str, params: tuple[Any, ...] = ()) -> list[Any]:
        con = self._connect()
        try:
            return con.execute(sql, params).fetchall()
        except (sqlite3.Error, OSError) as exc:
            raise SnapshotUnavailable(f"{self.path}: {exc}") from exc
        finally:
            con.close()

    def list_items(self, kind: str) -> list[CatalogItem]:
        """Every item of ``kind``, archived ones included, in natural key order (``list_items(db, kind,
        include_archived=True)``)."""
        rows = self._rows(
            "SELECT id, kind, key, name, data, placeholders, archived, version, source "
            "FROM catalog_items WHERE kind = ?",
            (kind,),
        )
        with _bulk():
            datas = _decoded([r[4] for r in rows])
            marks = _shared_marks([r[5] for r in rows])
            # by position (id, kind, key, name, data, placeholders, archived, version, source): keywords
            # cost a third more over 20,000 items
            items = [
                CatalogItem(r[0], r[1], r[2], r[3], data, placeholders, bool(r[6]), r[7], r[8])
                for r, data, placeholders in zip(rows, datas, marks, strict=True)
            ]
            items.sort(key=lambda i: natural_key(i.key))  # its keys made without collection, too
        return items

    def section_counts(self) -> dict[str, tuple[int, int]]:
        """Per kind (every kind present): items not archived, and how many of them need checking
        (``section_counts(db)``)."""
        out = {k.key: (0, 0) for k in kinds()}
        rows = self._rows(
            "SELECT kind, placeholders, count(*) FROM catalog_items WHERE archived = 0 "
            "GROUP BY kind, placeholders"
        )
        for kind, text, n in rows:
            if kind not in out:
                continue
            total, checking = out[kind]
            out[kind] = (total + n, checking + (n if marks_not_empty(text) else 0))
        return out


    def validate_item(self, kind: str, data: Mapping[str, Any], original_key: str | None = None) -> list[Problem]:
        """Every problem of ``data`` as an item of ``kind`` (``validate_item(db, kind, data, original_key)``)."""
        spec = kind_spec(kind)
        con = self._connect()
        try:
            if not isinstance(data, Mapping):
                return [Problem("", "an item must be an object of fields")]
            return spec.validate(spec.normalized(data), _QuickView(con), original_key)
        except (sqlite3.Error, OSError) as exc:
            raise SnapshotUnavailable(f"{self.path}: {exc}") from exc
        finally:
            con.close()


def _shared_marks(texts: list[str | None]) -> list[tuple[str, ...]]:
    """The placeholder marks of each row as a tuple, each distinct stored text decoded once (the items of
    a kind mostly share a few sets of marks: 20,000 copied figures, one text)."""
    distinct = list(dict.fromkeys(texts))
    decoded = {text: tuple(marks or ()) for text, marks in zip(distinct, _decoded(distinct), strict=True)}
    return [decoded[text] for text in texts]


class _QuickView:
    """A CatalogView over one read-only connection (archived items included), loaded kind by kind."""

    def __init__(self, con: sqlite3.Connection) -> None:
        self._con = con
        self._cache: dict[str, dict[str, Mapping[str, Any]]] = {}

    def _kind(self, kind: str) -> dict[str, Mapping[str, Any]]:
        if kind not in self._cache:
            rows = self._con.execute("SELECT key, data FROM catalog_items WHERE kind = ?", (kind,)).fetchall()
            datas = _decoded([r[1] for r in rows])
            self._cache[kind] = {r[0]: d for r, d in zip(rows, datas, strict=True)}
        return self._cache[kind]

    def get(self, kind: str, key: str) -> Mapping[str, Any] | None:
        return self._kind(kind).get(key)

    def keys(self, kind: str) -> Collection[str]:
        return self._kind(kind).keys()

    def items(self, kind: str) -> Iterable[Mapping[str, Any]]:
        return self._kind(kind).values()


def _default_path() -> Path:
    """The default database's file (``desktop.paths.default_database_path``, without SQLAlchemy)."""
    from desktop.paths import default_database_path

    return default_database_path()


def start_from_template() -> bool:
    """A first start (no default database yet): the data folder gets a stamped copy of the seeded
    template (:mod:`database.template`), which the quick reads serve at once. False when there was a
    database already or no copy could be made (then opening creates and seeds it the full way)."""
    from database.template import copy_to

    path = _default_path()
    return not path.exists() and copy_to(path)


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
