"""The catalog's plain values, without SQLAlchemy: its items, its errors, its kinds and their order.

:mod:`desktop.services.catalog` (the use cases, on SQLAlchemy) re-exports every name here; this module
exists so that the Catalog page and the quick first read (:mod:`desktop.services.catalog_quick`) can
show a catalog before SQLAlchemy is imported (issue 27: the first paint does not wait for it).
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from typing import Any

from desktop import collector
from desktop.games.catalog_schema import KindSpec, Problem, all_kinds, kinds_by_key
from desktop.services.errors import ServiceError

# --- errors ------------------------------------------------------------------------------------------


class CatalogError(ServiceError):
    """A catalog action that cannot be done; ``message`` is for people (``template`` and
    ``params`` for translation: :class:`desktop.services.errors.ServiceError`)."""


class UnknownKindError(CatalogError):
    pass


class ItemNotFoundError(CatalogError):
    pass


class DuplicateKeyError(CatalogError):
    pass


class StaleEditError(CatalogError):
    """The item changed since the editor read it (another window or scorekeeper saved first)."""


class ItemInUseError(CatalogError):
    def __init__(self, message: str, users: Sequence[str]) -> None:
        super().__init__(message)
        self.users = tuple(users)


class CatalogValidationError(CatalogError):
    def __init__(self, message: str, problems: Sequence[Problem]) -> None:
        super().__init__(message)
        self.problems = tuple(problems)


# --- plain values ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CatalogItem:
    id: int
    kind: str
    key: str
    name: str
    data: dict[str, Any]
    placeholders: tuple[str, ...]
    archived: bool
    version: int
    source: str = "user"

    @property
    def needs_checking(self) -> bool:
        return bool(self.placeholders)


def kinds() -> tuple[KindSpec, ...]:
    """Every catalog kind, game by game in registry order."""
    return all_kinds()


def kind_spec(kind: str) -> KindSpec:
    spec = kinds_by_key().get(kind)
    if spec is None:
        raise UnknownKindError(f"unknown catalog kind {kind!r}")
    return spec


def natural_key(text: str) -> tuple[Any, ...]:
    """Sort "MV-2" before "MV-10"."""
    # the split alternates text (even places) and digits (odd places)
    parts = tuple(
        (0, int(chunk), "") if i % 2 else (1, 0, chunk.casefold())
        for i, chunk in enumerate(_DIGITS.split(text))
        if chunk
    )
    return (parts, text)


_DIGITS = re.compile(r"(\d+)")


def _decoded(texts: Sequence[str | None]) -> list[Any]:
    """Stored JSON texts decoded by one ``json.loads`` of them all as one array (per row, the Python
    layers around the decoder cost more than the decoding itself: 20,000 figures)."""
    return json.loads("[" + ",".join("null" if t is None else t for t in texts) + "]") if texts else []


def bulk() -> AbstractContextManager[None]:
    """No cyclic garbage collection while many small objects are made (20,000 items' decoded JSON are
    millions of containers; Python would walk them all again and again as they appear: about a third of
    the read). Nothing made here is cyclic, and collection resumes as it was afterwards."""
    return collector.paused()




_EMPTY_LIST = re.compile(r"\s*\[\s*\]\s*$")


def marks_not_empty(text: str | None) -> bool:
    """Whether an item's stored placeholder marks (their JSON text, as stored) name any field."""
    if text is None:
        return False
    if text.lstrip().startswith("["):
        return not _EMPTY_LIST.match(text)
    return bool(json.loads(text))  # not a list: as the items read it


_bulk = bulk  # the name the services' reads use
