"""The event session: the open event of the Tournaments page without a widget.

It holds the event as the desk knows it (the snapshot and the versions of what it shows), makes the
service calls, reads the event again and announces what changed by signals.  A change made at this
desk (a saved result, a swap in the draft, a check-in) and a change read from another desk (the live
feed, the fingerprint checked every few seconds) go through the same handler, :meth:`EventSession.take`,
and reach the tabs through the same signals:

* ``opened(snapshot)``: the event was read (again) or closed (None): everything is shown anew;
* ``players_changed(records, removed ids)``: registrations changed;
* ``matches_changed(matches, removed ids)``: matches of any round changed (results, the draft);
* ``round_changed(round view or None)``: the round the desk works on changed (drafted, swapped, its
  state: missing results, finished);
* ``results_changed()``: published results changed: the standings, the bracket and the venue follow;
* ``clock_changed()``: the round clock; ``settings_changed()``: the event's settings.

The tabs (``desktop/ui/tournament/*_tab.py``) talk to this object, never to the page; the page shows the
messages it asks for (``error``, ``message``) and navigates (``show_tab``, ``play_requested``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Any

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from desktop.services import tournament as svc
from desktop.services import tournament_live as live
from desktop.services import tournament_queries as queries
from desktop.ui.tournament import texts
from desktop.ui.tournament.clock import RoundClock
from desktop.ui.tournament.worker import run_quiet, run_task


@dataclass(frozen=True)
class Change:
    """What changed in the open event, wherever it was changed (this desk or another)."""

    matches: tuple[svc.MatchView, ...] = ()
    removed_matches: tuple[int, ...] = ()
    registrations: tuple[svc.RegistrationRecord, ...] = ()
    removed_registrations: tuple[int, ...] = ()
    round: svc.RoundView | None = None
    """A round as a service returned it (a draft after a swap): replaces the desk's copy."""
    versions: live.EventVersions | None = None
    """The versions now (a read of the changes); None for a change this desk made."""
    round_versions: dict[int, int] | None = None
    reread: bool = False
    """Rounds paired, published or undone, the settings changed: the event is read again."""


def _newest(known: Any, now: Any) -> dict[int, int]:
    """The versions ``now``, except where this desk already knows a newer one (its own write)."""
    out = dict(now)
    for i, v in known.items():
        if i in out and v > out[i]:
            out[i] = v
    return out


def change_from(ch: live.EventChanges, snap: queries.EventSnapshot) -> Change:
    """The services' answer to "what changed since these versions" as a :class:`Change`."""
    structure = [(r.id, r.number, r.status) for r in ch.rounds]
    reread = bool(
        ch.too_many or ch.event_changed or structure != [(r.id, r.number, r.status) for r in snap.rounds]
    )
    return Change(
        matches=tuple(ch.matches),
        removed_matches=tuple(ch.removed_matches),
        registrations=tuple(ch.registrations),
        removed_registrations=tuple(ch.removed_registrations),
        versions=ch.versions,
        round_versions={r.id: r.version for r in ch.rounds if hasattr(r, "version")},
        reread=reread,
    )


class EventSession(QObject):
    opened = Signal(object)
    players_changed = Signal(object, object)
    matches_changed = Signal(object, object)
    round_changed = Signal(object)
    results_changed = Signal()
    clock_changed = Signal()
    settings_changed = Signal()
    events_changed = Signal()
    """The events list may be out of date (rounds, players or an event changed)."""
    refreshed = Signal(int)
    """A change (from this desk or another) was taken in without reading the event again."""
    result_saved = Signal(int)
    """A result of this desk was saved and everything shows it (the match id)."""
    deleted = Signal()
    """The open event is gone (deleted elsewhere)."""
    error = Signal(object)
    """A service refused (the exception): the page shows it."""
    message = Signal(str, str, str)
    """(kind: "info" | "warn" | "status", title, text) for the page to show."""
    show_tab = Signal(object)
    """A tab asks to be shown (the widget)."""
    play_requested = Signal(object)
    chart_ready = Signal(object, object)
    """(series, names) of "positions by round", computed off the UI thread."""
    write_waiting = Signal(bool)
    draft_discarded = Signal(int)
    """A correction made here took away the draft of round N (paired on the old result)."""
    idle = Signal()
    web_changed = Signal(str)
    """The venue web's address while it serves this session's event, "" once stopped (the venue screen
    shows it with its QR code)."""

    def __init__(self, ctx: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.queries = queries
        self.snapshot: queries.EventSnapshot | None = None
        self.versions: live.EventVersions | None = None
        self.busy = 0
        self._opening: int | None = None
        self._stamp: Any = None
        self._refreshing = False
        self._refresh_again = False
        self.shown_round: int | None = None
        """The round number the Round tab shows (kept when the event is read again)."""
        self.active: Callable[[], bool] = lambda: True
        """Whether changes from elsewhere are read now (the page: while it is shown)."""
        self.clock = RoundClock(self)
        self.clock.failed.connect(self.error.emit)
        self.clock.changed.connect(self.clock_changed.emit)
        self.undo_stack = QUndoStack(self)
        """Swaps in a draft round (the main window's Edit → Undo / Redo)."""
        self.web_url = ""
        """The venue web's address while it runs ("" when off)."""
        self.web_event: int | None = None
        """The event the venue web serves (the desk may have opened another one since)."""

    def set_web_url(self, url: str, event_id: int | None = None) -> None:
        """The venue web started at ``url`` serving ``event_id`` (or stopped: "")."""
        event_id = event_id if url else None
        if url != self.web_url or event_id != self.web_event:
            self.web_url, self.web_event = url, event_id
            self.web_changed.emit(url)

    # -- plumbing ---------------------------------------------------------------------------------------
    @property
    def db(self) -> Any:
        return self.ctx.db

    def call(self, fn: Callable[..., Any], *args: Any, quiet: bool = False, **kwargs: Any) -> Any:
        """``fn(db, *args, **kwargs)``; a failure is announced (``error``) and gives None."""
        try:
            return fn(self.db, *args, **kwargs)
        except Exception as exc:  # noqa: BLE001 - every service error is shown, nothing half-done
            if not quiet:
                self.error.emit(exc)
            return None

    def do(self, fn: Callable[..., Any] | None, *args: Any, **kwargs: Any) -> bool:
        """Like :meth:`call` for actions that return nothing: True when it worked."""
        if fn is None:
            return False
        try:
            fn(self.db, *args, **kwargs)
        except Exception as exc:  # noqa: BLE001
            self.error.emit(exc)
            return False
        return True

    def run(self, label: str, fn: Callable[..., Any], on_done: Callable[[Any], None]) -> None:
        """``fn()`` off the UI thread with progress; ``on_done(result)`` on the UI thread."""
        self.busy += 1

        def done(result: Any) -> None:
            if not (shiboken6.isValid(self) and shiboken6.isValid(self.undo_stack)):
                return  # the page went while the work ran (its window closed): nothing is left to show it in
            self.busy -= 1
            on_done(result)
            if not self.busy:
                self.idle.emit()

        def failed(exc: BaseException) -> None:
            if not shiboken6.isValid(self):
                return
            self.busy -= 1
            self.error.emit(exc)
            if not self.busy:
                self.idle.emit()

        run_task(self._dialog_parent(), label, fn, done, failed)

    def _dialog_parent(self) -> Any:
        parent = self.parent()
        return parent if parent is not None else self

    def show_error(self, exc: BaseException) -> None:
        self.error.emit(exc)

    def info(self, text: str) -> None:
        self.message.emit("info", "", text)

    def warn(self, title: str, text: str) -> None:
        self.message.emit("warn", title, text)

    def status(self, text: str, ms: int = 6000) -> None:
        self.ctx.show_status(text, ms)

    # -- what the tabs ask ------------------------------------------------------------------------------
    def current_event_id(self) -> int | None:
        if self.snapshot is not None:
            return self.snapshot.event_id
        return self._opening

    def current_match_of(self, registration_id: int) -> int | None:
        snap = self.snapshot
        if snap is None or snap.current is None or snap.current.status == "draft":
            return None
        return next((m.id for m in snap.current.matches if registration_id in (m.a, m.b)), None)

    def name_of(self, registration_id: int) -> str:
        snap = self.snapshot
        return snap.names.get(registration_id, str(registration_id)) if snap else str(registration_id)

    def can_play(self, mv: svc.MatchView) -> bool:
        from desktop.ui.tournament.play_match import can_play

        snap = self.snapshot
        return bool(
            snap is not None and mv.b is not None and mv.kind == "played" and can_play(snap.detail.summary.game)
        )

    def play_match(self, mv: svc.MatchView) -> None:
        if self.can_play(mv):
            self.play_requested.emit(mv)

    def chart(self, players: list[int]) -> None:
        """Each chosen player's place after every round, computed off the UI thread (``chart_ready``)."""
        snap = self.snapshot
        if snap is None:
            return
        names = snap.names
        self.run(
            QCoreApplication.translate("TournamentsPage", "Computing the standings of every round…"),
            lambda: snap.positions_by_round(players),
            lambda series: self.chart_ready.emit(series, names),
        )

    def bracket_rounds(self) -> list[svc.RoundView]:
        """The elimination rounds of the event, each as a round view (for the bracket)."""
        snap = self.snapshot
        if snap is None:
            return []
        rounds = []
        for info in snap.rounds:
            if not info.stage_kind.endswith("elimination"):
                continue
            if snap.current is not None and snap.current.number == info.number:
                rounds.append(snap.current)
            else:
                rv = self.call(queries.round_view, snap.event_id, info.number, quiet=True)
                if rv is not None:
                    rounds.append(rv)
        return rounds

    # -- opening and reading again ----------------------------------------------------------------------
    def open(self, event_id: int, round_number: int | None = None) -> None:
        db = self.db
        self._opening = event_id

        def work() -> tuple[queries.EventSnapshot, live.EventVersions]:
            # the versions first: a change made while the event is read shows up at the next refresh
            versions = live.event_versions(db, event_id)
            snap = queries.open_event(db, event_id, round_number)
            snap.standings()  # computed here, off the UI thread
            return snap, versions

        self.run(
            QCoreApplication.translate("TournamentsPage", "Opening the event…"), work, lambda r: self.set_snapshot(r[0], versions=r[1])
        )

    def reload_event(self, round_number: int | None = None) -> None:
        """Read the open event again (showing round ``round_number``, else the latest)."""
        event_id = self.current_event_id()
        self.events_changed.emit()
        if event_id is not None:
            self.open(event_id, round_number)

    def close(self) -> None:
        self._opening = None
        self.set_snapshot(None)

    def set_snapshot(
        self, snap: queries.EventSnapshot | None, *, versions: live.EventVersions | None = None
    ) -> None:
        if snap is not None and self._opening is not None and snap.event_id != self._opening:
            return  # another event was chosen meanwhile
        same_event = (
            snap is not None and self.snapshot is not None and snap.event_id == self.snapshot.event_id
        )
        if not same_event:
            self.undo_stack.clear()
        elif snap is not None and (snap.current is None or snap.current.status != "draft"):
            self.undo_stack.clear()  # the draft was published or discarded: its swaps are final
        settings_changed = same_event and self.snapshot is not None and snap is not None and (
            self.snapshot.detail != snap.detail
        )
        self.snapshot = snap
        self.versions = versions if snap is not None else None
        self._opening = None if snap is None else snap.event_id
        self.shown_round = snap.current.number if snap is not None and snap.current is not None else None
        self._set_clock(snap)
        if snap is not None:
            self.remember_stamp()
        self.opened.emit(snap)
        if settings_changed:
            self.settings_changed.emit()

    def _set_clock(self, snap: queries.EventSnapshot | None) -> None:
        """The round clock of the event as it is now: the shown round's, none for a draft, and for a
        finished event none, the clock saying the event is finished."""
        if snap is None:
            self.clock.event_over = False
            self.clock.reset(int(self.clock.total // 60), None)
            return
        published = snap.current is not None and snap.current.status != "draft"
        key = (snap.event_id, snap.current.number) if snap.current else None
        if not published:
            key = None  # a draft has no clock yet: it starts once the round is published
        elif snap.detail.summary.status == "finished":
            key = None  # every round is played: no round to time
        self.clock.event_over = snap.detail.summary.status == "finished"
        self.clock.reset(snap.detail.round_minutes, key, db=self.db, published=published)

    # -- changes: this desk's and other desks' through one handler --------------------------------------
    def match_saved(self, mv: svc.MatchView) -> None:
        """A result was saved at this desk (typed, played, a penalty, cleared). A correction that took
        away the next round's draft (paired on the old result) reads the event again and says so; so
        does one that voided the bracket's later matches (their rounds may be gone)."""
        discarded = getattr(mv, "draft_discarded", None)
        voided = bool(getattr(mv, "voided_later", ()))
        self._take_event_status(getattr(mv, "event_status", None), getattr(mv, "event_version", None))
        self.take(Change(matches=(mv,), reread=discarded is not None or voided))
        if discarded is not None:
            self.draft_discarded.emit(int(discarded))
        self.result_saved.emit(mv.id)

    def _take_event_status(self, status: str | None, version: int | None) -> None:
        """The event's stored status as the services left it after this desk's change (finished as soon
        as the last result is in, running again when a correction reopens it), and the event's version
        then: this desk's own change, not one to read the event again for."""
        snap = self.snapshot
        if snap is None or not status or snap.detail.summary.status == status:
            return
        snap.detail = replace(snap.detail, summary=replace(snap.detail.summary, status=status))
        if version is not None and self.versions is not None:
            self.versions = replace(self.versions, event=version)
        self._set_clock(snap)  # the last result is in: no round left to time (or a correction reopened it)

    def round_saved(self, rv: svc.RoundView) -> None:
        """This desk changed the draft (a swap, a pairing by hand, a bye)."""
        self.take(Change(round=rv, matches=tuple(rv.matches)))

    def registration_saved(self, rec: svc.RegistrationRecord) -> None:
        """This desk changed a registration (check-in, a fixed table, an edit)."""
        self.take(Change(registrations=(rec,)))

    def registrations_saved(self, records: Iterable[svc.RegistrationRecord]) -> None:
        self.take(Change(registrations=tuple(records)))

    def take(self, change: Change, event_id: int | None = None) -> None:
        """The one handler: take ``change`` into the snapshot and announce what it touched."""
        snap, known = self.snapshot, self.versions
        if snap is None or (event_id is not None and snap.event_id != event_id):
            return  # another event was opened meanwhile
        if known is None:
            known = live.EventVersions(0)
        # what this desk saved after a read began is newer than what that read saw
        matches = [mv for mv in change.matches if known.matches.get(mv.id, -1) <= mv.version]
        regs = [r for r in change.registrations if known.registrations.get(r.id, -1) <= r.version]
        if change.versions is not None:
            self.versions = live.EventVersions(
                change.versions.event,
                dict(change.versions.rounds),
                _newest(known.matches, change.versions.matches),
                _newest(known.registrations, change.versions.registrations),
            )
        else:  # this desk's own write: its versions, in place (a big event has thousands of matches)
            self.versions = known
            for m in matches:
                known.matches[m.id] = m.version  # type: ignore[index]
            for r in regs:
                known.registrations[r.id] = r.version  # type: ignore[index]
        self.remember_stamp()
        if change.reread:
            # a round paired, published or undone elsewhere, the settings changed: read the event again
            # (the shown round, the selections, what is typed stay)
            latest = snap.rounds[-1].number if snap.rounds else None
            shown = self.shown_round
            self.reload_event(round_number=None if shown == latest else shown)
            return
        if regs or change.removed_registrations:
            snap.replace_registrations(regs, change.removed_registrations)
            self.players_changed.emit(regs, tuple(change.removed_registrations))
        results = False
        if change.round is not None and snap.current is not None and snap.current.id == change.round.id:
            snap.current = change.round
        status = {r.number: r.status for r in snap.rounds}
        in_draft: dict[int, svc.MatchView] = {}
        for mv in matches:
            if status.get(mv.round, "draft") != "draft":
                snap.apply(mv)
                results = True
            elif snap.current is not None and snap.current.number == mv.round:
                in_draft[mv.id] = mv
        if in_draft and snap.current is not None:
            snap.current = replace(
                snap.current, matches=tuple(in_draft.get(m.id, m) for m in snap.current.matches)
            )
        for mid in change.removed_matches:
            results = snap.forget_match(mid) or results
        if change.round_versions and snap.current is not None:
            now = change.round_versions.get(snap.current.id)
            if now is not None and getattr(snap.current, "version", now) != now:
                snap.current = replace(snap.current, version=now)
        if results:
            snap.standings()  # the incremental standings: cheap, and every view reads them
        if matches or change.removed_matches:
            self.matches_changed.emit(tuple(matches), tuple(change.removed_matches))
        self.round_changed.emit(snap.current)
        if results or regs or change.removed_registrations:
            self.results_changed.emit()
        self.refreshed.emit(snap.event_id)

    # -- other desks --------------------------------------------------------------------------------------
    def remember_stamp(self) -> None:
        event_id = self.current_event_id()
        self._stamp = self.call(queries.event_stamp, event_id, quiet=True) if event_id is not None else None

    def live_changed(self, topics: Iterable[str], event_ids: Iterable[int]) -> None:
        """The live feed says another desk changed ``topics`` of ``event_ids`` (empty: any event)."""
        topics, event_ids = set(topics), list(event_ids)
        event_id = self.current_event_id()
        concerned = event_id is not None and (not event_ids or event_id in event_ids)
        if concerned and {"results", "pairings", "players", "events"} & topics:
            self.refresh_changes()
        if concerned and "clock" in topics and self.clock.stored:
            self.clock.sync()
        if {"events", "players", "pairings"} & topics:
            self.events_changed.emit()

    def check_for_changes(self) -> bool:
        """Read what someone else changed in the open event (a cheap fingerprint first); True when a
        refresh was started."""
        snap = self.snapshot
        if snap is None or self.busy or self.db is None or not self.active():
            return False
        stamp = self.call(queries.event_stamp, snap.event_id, quiet=True)
        if stamp is None or stamp == self._stamp:
            return False
        self._stamp = stamp
        self.refresh_changes()
        return True

    def refresh_changes(self) -> None:
        """Ask the services what changed in the open event since it was read (ids and versions: one
        short read off the UI thread) and take it in (:meth:`take`)."""
        snap, versions = self.snapshot, self.versions
        if snap is None or versions is None or self.db is None:
            return
        if self._refreshing:
            self._refresh_again = True
            return
        # Not counted in ``busy``: a short read tied to the session, never a write.
        self._refreshing = True
        db, event_id = self.db, snap.event_id

        def finish() -> None:
            self._refreshing = False
            if self._refresh_again:
                self._refresh_again = False
                QTimer.singleShot(0, self.refresh_changes)

        def done(changes: live.EventChanges) -> None:
            try:
                now = self.snapshot
                if now is not None and now.event_id == event_id:
                    self.take(change_from(changes, now), event_id)
            finally:
                finish()

        def failed(exc: BaseException) -> None:
            finish()
            if isinstance(exc, svc.EventNotFoundError):  # deleted elsewhere
                self.deleted.emit()
            else:  # a lost connection: the banner says so; the next change tries again
                self.ctx.show_status(texts.error_text(exc), 6000)

        # never a progress dialog for this: the user keeps typing while it runs
        run_quiet(self, lambda: live.changes_since(db, event_id, versions), done, failed)
