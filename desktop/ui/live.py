"""Live changes on a desk: a watcher thread that tells the page what changed elsewhere.

:class:`LiveWatcher` runs :mod:`desktop.services.changes` in a QThread of its own (never on the UI
thread) and emits, on the UI thread:

- ``changed(topics, event_ids)`` at most every ``coalesce_ms`` (results, pairings, clock, players,
  events; ``event_ids`` empty when any event may have changed), within 2 s of the other desk's
  commit;
- ``connection_changed(bool)`` when the server goes away or comes back (the feed reconnects by
  itself; :class:`ConnectionBanner` shows it).

It follows ``ctx.database_changed`` (another database opened) and stops with its parent.
The Tournaments page connects ``changed`` to its refresh (see ``TournamentsPage``).
"""

from __future__ import annotations

import atexit
from typing import Any

from PySide6.QtCore import QObject, QThread, QTimer, Signal
from PySide6.QtWidgets import QLabel, QWidget

from desktop.services import changes

__all__ = ["LiveWatcher", "ConnectionBanner"]


class _FeedThread(QThread):
    change = Signal(list, list)
    connection = Signal(bool)

    def __init__(self, db: Any, interval: float, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.interval = interval

    def run(self) -> None:
        feed: changes.ChangeFeed | None = None
        connected = True
        try:
            while not self.isInterruptionRequested():
                if feed is None:
                    try:
                        feed = changes.open_feed(self.db, interval=self.interval)
                    except Exception:  # noqa: BLE001 - no feed for this database (yet): try again
                        self.msleep(500)
                        continue
                change = feed.poll(0.2)
                if feed.connected != connected:
                    connected = feed.connected
                    self.connection.emit(connected)
                if change is not None:
                    self.change.emit(sorted(change.topics), sorted(change.event_ids))
        finally:
            if feed is not None:
                feed.close()


class _Holder:
    """The running thread, reachable after the watcher's C++ object is gone (``destroyed``)."""

    def __init__(self) -> None:
        self.thread: _FeedThread | None = None
        _HOLDERS.add(self)

    def stop(self, *_args: Any) -> None:
        thread, self.thread = self.thread, None
        if thread is not None:
            thread.requestInterruption()
            thread.wait(3000)
        _HOLDERS.discard(self)


_HOLDERS: set[_Holder] = set()


@atexit.register
def _stop_all() -> None:
    for holder in list(_HOLDERS):
        holder.stop()


class LiveWatcher(QObject):
    changed = Signal(list, list)
    """(topics, event ids): something changed elsewhere; event ids empty = any event."""
    connection_changed = Signal(bool)

    def __init__(
        self, ctx: Any, parent: QObject | None = None, *, coalesce_ms: int = 300, interval: float = 0.25
    ) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.interval = interval
        self.connected = True
        self._thread: _FeedThread | None = None
        self._topics: set[str] = set()
        self._events: set[int] = set()
        self._any_event = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(coalesce_ms)
        self._timer.timeout.connect(self._flush)
        ctx.database_changed.connect(self.restart)
        # The thread stops with this object, however it goes (its page closed, the app quitting).
        holder = self._holder = _Holder()
        self.destroyed.connect(holder.stop)
        from PySide6.QtCore import QCoreApplication

        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)
        self.restart()

    def restart(self) -> None:
        # Asking for the database first: at start it may open it only now, and announce it
        # (database_changed -> restart, nested); the thread that nested call started is stopped below,
        # never dropped while it runs (a QThread destroyed while running aborts the process).
        db = self.ctx.db
        self.stop()
        if db is None or (not db.is_postgres and db.path is None):
            return
        self._thread = _FeedThread(db, self.interval)  # no parent: stopped by stop()
        self._holder.thread = self._thread
        self._thread.change.connect(self._on_change)
        self._thread.connection.connect(self._on_connection)
        self._thread.start()

    def stop(self) -> None:
        self._timer.stop()
        self._topics, self._events, self._any_event = set(), set(), False
        thread, self._thread = self._thread, None
        self._holder.thread = None
        if thread is not None:
            thread.requestInterruption()
            thread.wait(3000)

    def _on_change(self, topics: list, event_ids: list) -> None:
        if self._thread is None or self.sender() is not self._thread:
            return  # from a feed stopped meanwhile
        self._topics.update(topics)
        if event_ids:
            self._events.update(int(e) for e in event_ids)
        else:
            self._any_event = True
        if not self._timer.isActive():
            self._timer.start()

    def _flush(self) -> None:
        topics, events = sorted(self._topics), [] if self._any_event else sorted(self._events)
        self._topics, self._events, self._any_event = set(), set(), False
        if topics:
            self.changed.emit(topics, events)

    def _on_connection(self, up: bool) -> None:
        self.connected = up
        self.connection_changed.emit(up)


class ConnectionBanner(QLabel):
    """A banner shown while the database server cannot be reached (what the user typed stays)."""

    def __init__(self, watcher: LiveWatcher, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("connectionBanner")
        self.setWordWrap(True)
        self.setStyleSheet("background: #fff3cd; color: #5c4400; padding: 6px; border: 1px solid #e0c36a;")
        self.setText(
            self.tr(
                "The connection to the database server was lost. Reconnecting… What you typed is kept; "
                "nothing is saved until the connection is back."
            )
        )
        self.hide()
        self._feed_down = False
        self._writes_waiting = False
        watcher.connection_changed.connect(self._feed_changed)

    def _feed_changed(self, up: bool) -> None:
        self._feed_down = not up
        self.setVisible(self._feed_down or self._writes_waiting)

    def set_write_waiting(self, waiting: bool) -> None:
        """A write of this desk lost its connection and waits for the server (the page retries it)."""
        self._writes_waiting = waiting
        self.setVisible(self._feed_down or self._writes_waiting)
