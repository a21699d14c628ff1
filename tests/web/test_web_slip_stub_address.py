"""The slips printed from the Tournaments page carry the venue web's address on each player's stub while
the venue web serves that event (issue 26), and say to ask at the desk otherwise."""

from __future__ import annotations

import socket


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _slips_text(page, qtbot) -> str:  # type: ignore[no-untyped-def]
    import io

    from pypdf import PdfReader

    page.print_actions["slips2"].trigger()
    dialog = page.print_menu.dialogs[-1]
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.document is not None or bool(dialog.error), timeout=30000)
    assert not dialog.error
    data = dialog.data
    dialog.close()
    return "".join("".join((p.extract_text() or "").split()) for p in PdfReader(io.BytesIO(data)).pages)


def test_slips_printed_while_the_venue_web_serves_the_event_carry_its_address(ctx, qtbot, event) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.pages.tournaments import TournamentsPage

    page = TournamentsPage(ctx)
    qtbot.addWidget(page)
    dialog = None
    try:
        with qtbot.waitSignal(page.event_loaded, timeout=20000):
            page.select_event(event["id"])
        qtbot.waitUntil(lambda: page.busy == 0, timeout=20000)
        assert page.served_web_url(event["id"]) == ""
        before = _slips_text(page, qtbot)
        assert "itsaddressisatthedesk" in before  # codes issued, the web not running: ask at the desk
        assert all(code in before for code in event["codes"].values())

        dialog = page.open_venue_web()
        dialog.interface.setCurrentIndex(dialog.interface.findData("127.0.0.1"))
        port = _free_port()
        dialog.port.setValue(port)
        dialog.start_button.click()  # the child process starts: "Starting…" until it listens
        qtbot.waitUntil(lambda: dialog.running, timeout=30000)
        url = f"http://127.0.0.1:{port}/"
        assert page.served_web_url(event["id"]) == url
        assert page.served_web_url(event["id"] + 1) == ""  # another event: not this server's
        during = _slips_text(page, qtbot)
        assert during.count("fromyourphoneat" + url) == len(event["codes"])  # on every player's stub
    finally:
        if dialog is not None:
            dialog.stop_and_wait()
            dialog.close()
        page.close()
        page.deleteLater()
