"""The venue web served from a child process of the desk (issue 26; desktop/web/child.py): the dialog
starts and stops a process of its own and shows what it says (its address, the devices following, a
player locked out, why it could not listen); the child ends with the desk however the desk ends; the
database URL never stands on the child's command line."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest
from web_support import Phone

ROOT = Path(__file__).resolve().parents[2]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _gone(pid: int) -> bool:
    """The process has ended (no longer there, or a zombie waiting for a parent that reaps it)."""
    try:
        with open(f"/proc/{pid}/stat") as fh:
            return fh.read().rsplit(")", 1)[1].split()[0] == "Z"
    except (FileNotFoundError, ProcessLookupError):
        return True


def _open_dialog(ctx, qtbot, event):  # type: ignore[no-untyped-def]
    from desktop.ui.pages.tournaments import TournamentsPage

    page = TournamentsPage(ctx)
    qtbot.addWidget(page)
    with qtbot.waitSignal(page.event_loaded, timeout=20000):
        page.select_event(event["id"])
    qtbot.waitUntil(lambda: page.busy == 0, timeout=20000)
    dialog = page.open_venue_web()
    dialog.interface.setCurrentIndex(dialog.interface.findData("127.0.0.1"))
    return page, dialog


def _close(page, dialog) -> None:  # type: ignore[no-untyped-def]
    dialog.stop_and_wait()
    dialog.close()
    page.close()
    page.deleteLater()


def test_the_dialog_serves_from_a_child_process_and_shows_its_address_and_the_devices_following(  # type: ignore[no-untyped-def]
    ctx, qtbot, event
) -> None:
    page, dialog = _open_dialog(ctx, qtbot, event)
    try:
        port = _free_port()
        dialog.port.setValue(port)
        started = time.monotonic()
        dialog.start_button.click()
        assert time.monotonic() - started < 0.5  # the UI thread does not wait for the child's start
        assert dialog.starting and dialog.state.text() == "Starting…" and dialog.address.text() == ""
        qtbot.waitUntil(lambda: dialog.running, timeout=30000)
        pid = dialog.server.pid
        assert pid != os.getpid() and not _gone(pid)
        url = f"http://127.0.0.1:{port}/"
        assert dialog.address.text() == f"Address: {url}" and dialog.state.text() == "Serving the event"
        assert "Spring Cup" in httpx.get(url, timeout=10).text
        assert dialog.devices.text() == "Devices following the event: 0"
        with httpx.stream("GET", url + "live?page=/pairings", timeout=10) as live:
            assert live.status_code == 200
            qtbot.waitUntil(lambda: dialog.devices.text() == "Devices following the event: 1", timeout=10000)
        qtbot.waitUntil(lambda: dialog.devices.text() == "Devices following the event: 0", timeout=10000)

        dialog.start_button.click()  # Stop
        assert dialog.address.text() == "" and page.served_web_url(event["id"]) == ""
        qtbot.waitUntil(lambda: dialog.server is None, timeout=10000)
        assert dialog.state.text() == "Off" and dialog.port.isEnabled() and dialog.message.text() == ""
        deadline = time.monotonic() + 5
        while not _gone(pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert _gone(pid)
        with socket.socket() as s:  # the port is free again
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            s.bind(("127.0.0.1", port))
    finally:
        _close(page, dialog)


PORT_IN_USE = {
    "en": "Port {port} is already in use on 127.0.0.1: choose another port, or stop the program using it.",
    "uk": "Порт {port} на 127.0.0.1 уже зайнятий: виберіть інший порт або зупиніть програму, що його використовує.",
}


@pytest.mark.parametrize("language", ["en", "uk"])
def test_a_port_already_in_use_is_told_in_the_dialog_in_plain_words(ctx, qtbot, event, language) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import i18n

    page, dialog = _open_dialog(ctx, qtbot, event)
    holder = socket.socket()
    try:
        assert i18n.install(language)
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        dialog.port.setValue(port)
        dialog.start_button.click()
        qtbot.waitUntil(lambda: dialog.server is None, timeout=30000)
        assert dialog.message.text() == PORT_IN_USE[language].format(port=port)
        assert not dialog.running and dialog.port.isEnabled()
    finally:
        i18n.install("en")
        holder.close()
        _close(page, dialog)


def test_a_child_that_ends_by_itself_is_told_in_the_dialog_with_its_reason(ctx, qtbot, db, event) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import tournament as svc

    page, dialog = _open_dialog(ctx, qtbot, event)
    try:
        svc.delete_event(db, event["id"])  # another desk deletes the event before the child reads it
        dialog.port.setValue(_free_port())
        dialog.start_button.click()
        qtbot.waitUntil(lambda: dialog.server is None, timeout=30000)
        text = dialog.message.text()
        assert text.startswith("The venue web stopped: toybox-arena event serve:") and str(event["id"]) in text
        assert not dialog.running and dialog.state.text() == "Off"
    finally:
        _close(page, dialog)


def test_a_player_locked_out_at_the_child_is_told_at_the_desk(ctx, qtbot, event) -> None:  # type: ignore[no-untyped-def]
    page, dialog = _open_dialog(ctx, qtbot, event)
    try:
        port = _free_port()
        dialog.port.setValue(port)
        dialog.start_button.click()
        qtbot.waitUntil(lambda: dialog.running, timeout=30000)
        reg = event["regs"]["Carla Cruz"]
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=10) as client:
            phone = Phone(client)
            for _ in range(5):
                phone.sign_in(reg, "WRONGCODE1")
        qtbot.waitUntil(lambda: "Carla Cruz is locked out" in dialog.message.text(), timeout=10000)
        assert dialog.message.text() == "Carla Cruz is locked out after too many wrong codes: give them a new code."
        row = next(r for r in range(dialog.codes.rowCount()) if dialog.codes.item(r, 0).text() == "Carla Cruz")
        assert dialog.codes.item(row, 2).text() == "locked out"
    finally:
        _close(page, dialog)


PARENT = """
import sys, time
from desktop.web.child import ServedEvent

served = ServedEvent(sys.argv[1], int(sys.argv[2]), port=int(sys.argv[3]))
served.start()
print(served.pid if served.wait_listening(60) else "not listening", flush=True)
time.sleep(120)
"""


def test_the_child_ends_within_seconds_when_its_parent_is_killed(db_path: Path, event) -> None:  # type: ignore[no-untyped-def]
    port = _free_port()
    parent = subprocess.Popen(
        [sys.executable, "-c", PARENT, f"sqlite:///{db_path}", str(event["id"]), str(port)],
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        stdout=subprocess.PIPE,
        text=True,
    )
    child = 0
    try:
        assert parent.stdout is not None
        line = parent.stdout.readline().strip()
        assert line.isdigit(), line
        child = int(line)
        assert "Spring Cup" in httpx.get(f"http://127.0.0.1:{port}/", timeout=10).text
        parent.send_signal(signal.SIGKILL)  # the desk ends without a word
        parent.wait(10)
        deadline = time.monotonic() + 5
        while not _gone(child) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert _gone(child), "the child outlived its parent"
        with socket.socket() as s:  # nobody holds the port
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            s.bind(("127.0.0.1", port))
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait(10)
        if child and not _gone(child):
            os.kill(child, signal.SIGKILL)


def test_a_postgresql_password_never_stands_in_the_childs_command_line_or_environment() -> None:
    from desktop.web.child import ServedEvent

    secret = "s3cret-Pa55"
    url = f"postgresql+psycopg://organiser:{secret}@127.0.0.1:1/toybox"  # nothing listens on port 1
    served = ServedEvent(url, 1, port=_free_port())
    served.start()
    try:
        with open(f"/proc/{served.pid}/cmdline", "rb") as fh:
            argv = fh.read().split(b"\0")
        with open(f"/proc/{served.pid}/environ", "rb") as fh:
            environ = fh.read()
        assert b"--status-json" in argv  # the child's own command line, read while it runs
        assert not any(secret.encode() in a or b"postgresql" in a for a in argv)
        assert secret.encode() not in environ
        assert not served.wait_listening(60)
        # the URL reached the child on its stdin: it tried that server (and never wrote the password)
        detail = served.error["detail"] if served.error else ""
        assert "organiser:***@127.0.0.1:1/toybox" in detail and secret not in detail
    finally:
        served.stop()
