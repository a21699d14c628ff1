"""Tournaments → Venue web… (issue 26): off by default; started on the chosen interface and port it
serves the opened event and shows its address and QR code; codes issued and re-issued; a waiting
report accepted from the desk; stopped at any time."""

from __future__ import annotations

import socket

import httpx


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_the_venue_web_dialog_starts_serves_and_stops(ctx, qtbot, event) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import venue
    from desktop.ui.pages.tournaments import TournamentsPage

    page = TournamentsPage(ctx)
    qtbot.addWidget(page)
    dialog = None
    try:
        with qtbot.waitSignal(page.event_loaded, timeout=20000):
            page.select_event(event["id"])
        qtbot.waitUntil(lambda: page.busy == 0, timeout=20000)
        page.act_venue_web.trigger()
        dialog = page._venue_web
        assert dialog.isVisible() and not dialog.running  # off by default
        assert dialog.codes.rowCount() == len(event["regs"])  # the codes issued in the fixture
        dialog.interface.setCurrentIndex(dialog.interface.findData("127.0.0.1"))
        port = _free_port()
        dialog.port.setValue(port)
        dialog.start_button.click()  # the child process starts: "Starting…" until it listens
        qtbot.waitUntil(lambda: dialog.running, timeout=30000)
        url = f"http://127.0.0.1:{port}/"
        assert url in dialog.address.text()
        assert dialog.qr.pixmap() is not None and not dialog.qr.pixmap().isNull()
        assert not dialog.port.isEnabled()
        assert "Spring Cup" in httpx.get(url, timeout=10).text

        # a waiting report, accepted at the desk
        m = next(m for m in event["round"].matches if m.b is not None and m.status != "reported")
        venue.report_result(
            ctx.db, m.a, m.id, [{"winner": "a", "ended": "medals", "medals_a": 3, "medals_b": 1}], m.version
        )
        dialog.refresh()
        assert dialog.reports.rowCount() == 1
        dialog.reports.selectRow(0)
        dialog.accept_button.click()
        assert dialog.reports.rowCount() == 0
        from desktop.services import tournament as svc

        assert svc.get_match(ctx.db, m.id).status == "reported"

        # a new code for a player
        dialog.codes.selectRow(0)
        old = dialog.codes.item(0, 1).text()
        dialog.reissue_button.click()
        assert dialog.codes.item(0, 1).text() != old and "New code for" in dialog.message.text()

        dialog.locked.emit("Carla Cruz")
        assert "Carla Cruz is locked out" in dialog.message.text()

        dialog.start_button.click()  # Stop
        qtbot.waitUntil(lambda: dialog.server is None, timeout=10000)  # the child has ended
        assert not dialog.running and dialog.port.isEnabled() and dialog.address.text() == ""
    finally:
        if dialog is not None:
            dialog.stop_and_wait()
            dialog.close()
        page.close()
        page.deleteLater()
