"""Telling people that a write waits for another desk, and letting them cancel it (standard library only).

A write to an SQLite file waits while another desk (or program) holds the write lock: up to the busy
timeout at each of a few tries, 25 s in all by default. Whoever runs the app installs a :data:`notice`
with :func:`set_notice`: from :data:`NOTICE_AFTER_S` of waiting on, the write calls it about every
:data:`SLICE_S` seconds with the database's location and the seconds waited so far; it returns True to
go on waiting, False to cancel (the write then raises ``DatabaseWaitCancelled``, nothing written). The
command line prints one line on stderr and goes on (Ctrl-C cancels); the desktop app may show the
message with a Cancel button. Without a notice a write waits as before, silently.

The callback runs on the thread that writes: a UI must hand it over to its own thread itself.
"""

from __future__ import annotations

from collections.abc import Callable

NOTICE_AFTER_S = 0.5
"""A write that has waited this long says so (well within a second)."""
SLICE_S = 0.2
"""How long one wait for the lock lasts before the notice is asked again."""

Notice = Callable[[str, float], bool]
notice: Notice | None = None


def set_notice(callback: Notice | None) -> Notice | None:
    """Install ``callback`` (None: none); returns the one it replaces."""
    global notice
    old, notice = notice, callback
    return old
