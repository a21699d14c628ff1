"""An event being opened when its page goes (a window closed while the read still runs) ends quietly: the
read's answer finds no page to show it in and is dropped, instead of raising from a deleted undo stack."""

from __future__ import annotations

import threading

import shiboken6
from PySide6.QtWidgets import QApplication, QWidget

from desktop.services import tournament as svc
from desktop.ui.tournament import session as session_module
from desktop.ui.tournament.session import EventSession


def test_an_event_read_that_ends_after_its_page_went_is_dropped_quietly(ctx, qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    ev = svc.create_event(ctx.db, svc.EventSpec(name="Gone", game="toybattle")).summary.id
    release, started = threading.Event(), threading.Event()
    real = session_module.queries.open_event

    def slow(*args, **kwargs):  # type: ignore[no-untyped-def]
        started.set()
        release.wait(10)
        return real(*args, **kwargs)

    monkeypatch.setattr(session_module.queries, "open_event", slow)
    page = QWidget()
    session = EventSession(ctx, page)
    session.open(ev)
    assert started.wait(10)
    page.deleteLater()  # the window is closed while the event is still being read
    qtbot.waitUntil(lambda: not shiboken6.isValid(session))
    with qtbot.capture_exceptions() as caught:
        release.set()
        for _ in range(50):
            QApplication.processEvents()
            qtbot.wait(20)
    errors = [e for _t, e, _tb in caught]
    assert errors == []
