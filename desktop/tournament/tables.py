"""Table numbers: the top boards go to the top pairings; a player can be fixed to a table."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class TableAssignment:
    table: int
    a: int
    b: int


def assign_tables(
    pairings: Sequence[tuple[int, int]],
    fixed: Mapping[int, int] | None = None,
    *,
    first_table: int = 1,
) -> tuple[list[TableAssignment], list[str]]:
    """Number the tables.  ``pairings`` are ordered best first; ``fixed`` maps a player to the
    table they must sit at (accessibility).  Returns the assignments (sorted by table) and warnings
    (two fixed players in one pairing wanting different tables, two pairings wanting one table)."""
    fixed = dict(fixed or {})
    warnings: list[str] = []
    taken: dict[int, int] = {}
    table_of: dict[int, int] = {}
    for i, (a, b) in enumerate(pairings):
        ta, tb = fixed.get(a), fixed.get(b)
        want = ta if ta is not None else tb
        if ta is not None and tb is not None and ta != tb:
            warnings.append(f"players {a} and {b} are fixed to tables {ta} and {tb}; table {ta} used")
        if want is None:
            continue
        if want in taken:
            warnings.append(f"table {want} is fixed for two pairings; the second one moves")
            continue
        taken[want] = i
        table_of[i] = want
    free = (t for t in range(first_table, first_table + 2 * len(pairings) + len(taken) + 1) if t not in taken)
    for i in range(len(pairings)):
        if i not in table_of:
            table_of[i] = next(free)
    out = [TableAssignment(table_of[i], a, b) for i, (a, b) in enumerate(pairings)]
    out.sort(key=lambda t: t.table)
    return out, warnings
