"""Python's cyclic garbage collector paused around work that makes many short-lived objects in no cycles.

Reading a tournament, pairing a round, building standings, decoding 20,000 catalog items and the
physics of one Attacktix shot each allocate tens of thousands of small objects (rows, records, result
tuples, decoded JSON, contact callbacks) that form no cycles. Every few hundred allocations the
collector would walk the young objects, and now and then the whole heap, again and again as they
appear. :func:`paused` stops that for the duration and leaves the collector as it found it: nested use,
and a collector the caller already disabled, are respected. No Qt, no database: the rules engines and
the tournament logic use it too.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def paused() -> Iterator[None]:
    """No cyclic garbage collection inside the block; collection resumes afterwards as it was."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
