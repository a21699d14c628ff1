"""The venue screen shows the venue web's address and its QR code while it runs (issue 26), and nothing
of it once stopped; a screen opened before the start follows."""

from __future__ import annotations

import socket


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _qr_text(label) -> list[str]:  # type: ignore[no-untyped-def]
    import numpy as np
    import zxingcpp
    from PySide6.QtGui import QImage

    image = label.pixmap().toImage().convertToFormat(QImage.Format.Format_Grayscale8)
    width, height, stride = image.width(), image.height(), image.bytesPerLine()
    pixels = np.frombuffer(image.constBits(), dtype=np.uint8, count=stride * height).reshape(height, stride)
    return [r.text for r in zxingcpp.read_barcodes(np.ascontiguousarray(pixels[:, :width]))]


def test_the_venue_screen_shows_the_venue_webs_address_and_qr_while_it_runs(ctx, qtbot, event) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.pages.tournaments import TournamentsPage

    page = TournamentsPage(ctx)
    qtbot.addWidget(page)
    dialog = screen = None
    try:
        with qtbot.waitSignal(page.event_loaded, timeout=20000):
            page.select_event(event["id"])
        qtbot.waitUntil(lambda: page.busy == 0, timeout=20000)
        screen = page.open_venue()  # opened before the web starts
        assert screen.web_address.isHidden() and screen.web_qr.isHidden()

        dialog = page.open_venue_web()
        dialog.interface.setCurrentIndex(dialog.interface.findData("127.0.0.1"))
        port = _free_port()
        dialog.port.setValue(port)
        dialog.start_button.click()  # the child process starts: "Starting…" until it listens
        qtbot.waitUntil(lambda: dialog.running, timeout=30000)
        url = f"http://127.0.0.1:{port}/"
        assert not screen.web_address.isHidden() and url in screen.web_address.text()
        assert _qr_text(screen.web_qr) == [url]  # a phone scanning the screen lands on the venue web

        dialog.start_button.click()  # Stop
        qtbot.waitUntil(lambda: dialog.server is None, timeout=10000)  # the child has ended
        assert screen.web_address.isHidden() and screen.web_qr.isHidden()
        assert screen.web_address.text() == ""
    finally:
        if dialog is not None:
            dialog.stop_and_wait()
            dialog.close()
        if screen is not None:
            screen.close()
        page.close()
        page.deleteLater()


def test_the_venue_screen_shows_the_address_only_while_the_desk_has_the_served_event_open(  # type: ignore[no-untyped-def]
    ctx, qtbot, db, event
) -> None:
    from desktop.services import tournament as svc
    from desktop.ui.pages.tournaments import TournamentsPage

    other = svc.create_event(db, svc.EventSpec(name="Autumn Cup", game="toybattle")).summary.id
    page = TournamentsPage(ctx)
    qtbot.addWidget(page)
    dialog = screen = None

    def open_event(event_id: int) -> None:
        with qtbot.waitSignal(page.event_loaded, timeout=20000):
            page.select_event(event_id)
        qtbot.waitUntil(lambda: page.busy == 0, timeout=20000)

    try:
        open_event(event["id"])
        dialog = page.open_venue_web()
        dialog.interface.setCurrentIndex(dialog.interface.findData("127.0.0.1"))
        port = _free_port()
        dialog.port.setValue(port)
        dialog.start_button.click()  # the child process starts: "Starting…" until it listens
        qtbot.waitUntil(lambda: dialog.running, timeout=30000)
        url = f"http://127.0.0.1:{port}/"
        screen = page.open_venue()
        assert not screen.web_address.isHidden() and url in screen.web_address.text()

        open_event(other)  # the desk opens another event: the web still serves the first one
        assert dialog.running
        assert screen.web_address.isHidden() and screen.web_qr.isHidden()
        assert url not in screen.web_address.text()

        open_event(event["id"])  # back to the event served
        assert not screen.web_address.isHidden() and url in screen.web_address.text()
        assert _qr_text(screen.web_qr) == [url]
    finally:
        if dialog is not None:
            dialog.stop_and_wait()
            dialog.close()
        if screen is not None:
            screen.close()
        page.close()
        page.deleteLater()
