"""Tournaments → Venue web…: the opened event served to the players' phones over the venue's Wi-Fi
(issue 26). Off until started; the organiser chooses the network interface and the port; the dialog
shows the address and its QR code (to put at the door or on the venue screen), how many devices follow
the event now, the players' personal codes (issued, re-issued when lost; who is locked out after wrong
codes) and the reports that wait for the organiser (Accept records one as the match's result).

The server runs in a child process (:class:`desktop.web.child.ServedEvent`: ``toybox-arena event serve
--status-json``), so that the phones' requests never hold this process's interpreter; the dialog starts
it without waiting ("Starting…" until the child says it listens), reads what the child says on a
timer (its address, the devices following, a player locked out, an error) and stops it. Everything else
(codes, reports, accepting) goes through the database. Closing the dialog keeps the server running
(Stop ends it; so does quitting the app, and the child ends by itself when the desk's process ends).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from desktop.ui.tournament.session import EventSession

DEFAULT_PORT = 8026


def interfaces() -> list[tuple[str, str]]:
    """(address, what it is) of each IPv4 address to listen on: this computer's network addresses first
    (the one its default route uses, then those of its host name), then this computer only, then every
    interface. Standard library only (the bundle leaves QtNetwork out); nothing is sent anywhere."""
    import socket

    found: list[str] = []
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))  # a UDP "connection" only picks the route: no packet
        found.append(probe.getsockname()[0])
    except OSError:
        pass
    finally:
        probe.close()
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    except OSError:
        pass
    network = QCoreApplication.translate("VenueWeb", "network")
    out = [(a, network) for a in dict.fromkeys(found) if not a.startswith("127.") and a != "0.0.0.0"]
    out.append(("127.0.0.1", QCoreApplication.translate("VenueWeb", "this computer only")))
    out.append(("0.0.0.0", QCoreApplication.translate("VenueWeb", "every network of this computer")))
    return out


def qr_pixmap(text: str, size: int = 220) -> QPixmap:
    """``text`` as a QR code (black on white, with its quiet zone)."""
    import qrcode

    qr = qrcode.QRCode(border=4, error_correction=qrcode.constants.ERROR_CORRECT_M)
    qr.add_data(text)
    qr.make(fit=True)
    matrix = qr.get_matrix()
    n = len(matrix)
    scale = max(1, size // n)
    image = QImage(n * scale, n * scale, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                painter.fillRect(x * scale, y * scale, scale, scale, QColor("black"))
    painter.end()
    return QPixmap.fromImage(image)


class VenueWebDialog(QDialog):
    locked = Signal(str)
    """A player was locked out (the child said so; shown in the dialog)."""

    def __init__(self, session: EventSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.server: Any = None
        self._serving = False
        self.event_id: int | None = None
        self.setWindowTitle(self.tr("Venue web"))
        self.resize(720, 640)
        lay = QVBoxLayout(self)
        self.intro = QLabel(
            self.tr(
                "Serve this event to the players' phones over the venue's network: pairings, standings, "
                "the round clock, check-in and result reports with their personal codes."
            )
        )
        self.intro.setWordWrap(True)
        lay.addWidget(self.intro)

        form = QFormLayout()
        self.interface = QComboBox()
        self.interface.setObjectName("venueWebInterface")
        for address, name in interfaces():
            self.interface.addItem(f"{address} — {name}", address)
        self.port = QSpinBox()
        self.port.setObjectName("venueWebPort")
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        form.addRow(self.tr("Network:"), self.interface)
        form.addRow(self.tr("Port:"), self.port)
        lay.addLayout(form)

        row = QHBoxLayout()
        self.start_button = QPushButton(self.tr("Start"))
        self.start_button.setObjectName("venueWebStart")
        self.start_button.clicked.connect(self.toggle)
        row.addWidget(self.start_button)
        self.state = QLabel(self.tr("Off"))
        self.state.setTextFormat(Qt.TextFormat.PlainText)
        row.addWidget(self.state, 1)
        lay.addLayout(row)

        shown = QHBoxLayout()
        self.qr = QLabel()
        self.qr.setFixedSize(230, 230)
        shown.addWidget(self.qr)
        info = QVBoxLayout()
        self.address = QLabel()
        self.address.setTextFormat(Qt.TextFormat.PlainText)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.devices = QLabel()
        self.devices.setTextFormat(Qt.TextFormat.PlainText)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setTextFormat(Qt.TextFormat.PlainText)
        for w in (self.address, self.devices, self.message):
            info.addWidget(w)
        info.addStretch(1)
        shown.addLayout(info, 1)
        lay.addLayout(shown)

        codes_box = QGroupBox(self.tr("Players' codes"))
        codes_lay = QVBoxLayout(codes_box)
        self.codes = QTableWidget(0, 3)
        self.codes.setObjectName("venueWebCodes")
        self.codes.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.codes.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.codes.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.codes.verticalHeader().hide()
        self.codes.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.codes.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        codes_lay.addWidget(self.codes)
        codes_row = QHBoxLayout()
        self.issue_button = QPushButton(self.tr("Issue codes"))
        self.issue_button.setToolTip(self.tr("A personal code for every player who has none yet"))
        self.issue_button.clicked.connect(self.issue_codes)
        self.reissue_button = QPushButton(self.tr("New code"))
        self.reissue_button.setToolTip(
            self.tr("A new code for the selected player (lost, or locked out): the old one stops working")
        )
        self.reissue_button.clicked.connect(self.reissue_selected)
        codes_row.addWidget(self.issue_button)
        codes_row.addWidget(self.reissue_button)
        codes_row.addStretch(1)
        codes_lay.addLayout(codes_row)
        lay.addWidget(codes_box, 1)

        reports_box = QGroupBox(self.tr("Reports waiting for the organiser"))
        reports_lay = QVBoxLayout(reports_box)
        self.reports = QTableWidget(0, 4)
        self.reports.setObjectName("venueWebReports")
        self.reports.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.reports.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.reports.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.reports.verticalHeader().hide()
        self.reports.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.reports.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        reports_lay.addWidget(self.reports)
        self.accept_button = QPushButton(self.tr("Accept the selected report"))
        self.accept_button.clicked.connect(self.accept_selected)
        reports_lay.addWidget(self.accept_button, 0, Qt.AlignmentFlag.AlignLeft)
        lay.addWidget(reports_box, 1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.hide)
        lay.addWidget(buttons)

        self.codes.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Code"), self.tr("State")])
        self.reports.setHorizontalHeaderLabels(
            [self.tr("Round"), self.tr("Table"), self.tr("Reported by"), self.tr("Games")]
        )
        self._reports: list[Any] = []
        self._codes: list[Any] = []
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self.tick)
        self._ticks = 0
        self.poller = QTimer(self)  # what the child says: a tenth of a second at most before it is shown
        self.poller.setInterval(100)
        self.poller.timeout.connect(self.poll)
        self.locked.connect(self._on_locked)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop_and_wait)
        self.show_state()
        self.refresh()

    # -- the server --------------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        """The child serves the event: the dialog has taken its "listening" (and not asked it to stop)."""
        return self._serving and self.server is not None and not self.server.stopping

    @property
    def starting(self) -> bool:
        return self.server is not None and not self.server.stopping and not self._serving

    @property
    def stopping(self) -> bool:
        return self.server is not None and self.server.stopping

    def toggle(self) -> None:
        if self.server is not None:
            self.stop()
        else:
            self.start()

    def start(self) -> bool:
        """Start the child (returns at once: the dialog says "Starting…" until it listens)."""
        from desktop.web.child import ServedEvent

        snap = self.session.snapshot
        if self.server is not None:
            return False
        if snap is None or self.session.db is None:
            self.message.setText(self.tr("Open an event first."))
            return False
        host = str(self.interface.currentData())
        server = ServedEvent(self.session.db.url, snap.event_id, host=host, port=self.port.value())
        try:
            server.start()
        except OSError as exc:
            self.message.setText(self.tr("The venue web could not start: %1").replace("%1", str(exc)))
            return False
        self.server, self.event_id = server, snap.event_id
        self.message.setText("")
        self.poller.start()
        self.show_state()
        return True

    def stop(self) -> None:
        """Ask the child to end without waiting for it ("Stopping…" until it has)."""
        if self.server is not None and not self.server.stopping:
            self.server.stop(wait=False)
        self.timer.stop()
        self.show_state()

    def stop_and_wait(self) -> None:
        """Stop the child and wait for its end (the app quits)."""
        if self.server is not None:
            self.server.stop()
            self._ended()

    def poll(self) -> None:
        """Take what the child said since the last turn."""
        server = self.server
        if server is None:
            self.poller.stop()
            return
        for status in server.updates():
            kind = status.get("status")
            if kind == "listening":
                self._serving = True
                self.timer.start()
                self.show_state()
                self.refresh()
            elif kind == "devices":
                self.show_devices()
            elif kind == "locked":
                self.locked.emit(str(status.get("name", "")))
            elif kind == "error":
                self.message.setText(self.error_text(status))
            elif kind == "exited":
                if not status.get("asked") and server.error is status:  # it ended by itself, unasked
                    self.message.setText(self.error_text(status))
                self._ended()
                return

    def _ended(self) -> None:
        self.server = None
        self._serving = False
        self.poller.stop()
        self.timer.stop()
        self.show_state()

    def error_text(self, status: dict[str, Any]) -> str:
        """What the child's error (or its unexpected end) means, in the desk's language."""
        host = str(self.interface.currentData()) if self.server is None else self.server.host
        port = str(self.port.value()) if self.server is None else str(self.server.port)
        detail = str(status.get("detail") or "")
        kind = status.get("kind") if status.get("status") == "error" else "exited"
        if kind == "port_in_use":
            text = self.tr("Port %2 is already in use on %1: choose another port, or stop the program using it.")
        elif kind == "address":
            text = self.tr("%1 is not an address of this computer now: choose another network (%3).")
        elif kind == "not_allowed":
            text = self.tr("The system does not allow the venue web to listen on %1:%2 (%3).")
        elif kind == "stopped":
            text = self.tr("The venue web stopped by itself (%3).")
        elif kind == "listen":
            text = self.tr("The venue web could not start on %1:%2 (%3).")
        else:
            if not detail:
                detail = self.tr("exit status %1").replace("%1", str(status.get("code")))
            text = self.tr("The venue web stopped: %3")
        return text.replace("%1", host).replace("%2", port).replace("%3", detail)

    def url(self) -> str:
        if not self.running:
            return ""
        host = self.server.host
        if host == "0.0.0.0":  # every interface: the first network address is the one to show
            host = next((a for a, _n in interfaces() if a not in ("127.0.0.1", "0.0.0.0")), "127.0.0.1")
        return f"http://{host}:{self.server.port}/"

    def show_state(self) -> None:
        on = self.running
        busy = self.server is not None  # starting, serving or stopping
        self.start_button.setText(self.tr("Stop") if busy else self.tr("Start"))
        self.start_button.setEnabled(not self.stopping)
        self.interface.setEnabled(not busy)
        self.port.setEnabled(not busy)
        if self.stopping:
            self.state.setText(self.tr("Stopping…"))
        elif self.starting:
            self.state.setText(self.tr("Starting…"))
        else:
            self.state.setText(self.tr("Serving the event") if on else self.tr("Off"))
        self.session.set_web_url(self.url() if on else "", self.event_id)  # the venue screen shows it too
        if on:
            url = self.url()
            self.address.setText(self.tr("Address: %1").replace("%1", url))
            self.qr.setPixmap(qr_pixmap(url))
        else:
            self.address.setText("")
            self.qr.clear()
        self.tick()

    def show_devices(self) -> None:
        count = self.server.connected if self.running else 0  # type: ignore[union-attr]
        self.devices.setText(self.tr("Devices following the event: %1").replace("%1", str(count)))

    def tick(self) -> None:
        self.show_devices()
        self._ticks += 1
        if self.running and self._ticks % 3 == 0:
            self.refresh()

    def _on_locked(self, name: str) -> None:
        self.message.setText(
            self.tr("%1 is locked out after too many wrong codes: give them a new code.").replace("%1", name)
        )
        self.refresh()

    # -- codes and reports -------------------------------------------------------------------------------
    def refresh(self) -> None:
        from desktop.services import venue

        snap = self.session.snapshot
        event_id = self.event_id if self.running else (snap.event_id if snap is not None else None)
        codes = self.session.call(venue.player_codes, event_id, quiet=True) if event_id is not None else None
        reports = self.session.call(venue.waiting_reports, event_id, quiet=True) if event_id is not None else None
        self._codes = list(codes or [])
        self._reports = list(reports or [])
        selected = self.codes.currentRow()
        self.codes.setRowCount(len(self._codes))
        for row, c in enumerate(self._codes):
            state = self.tr("locked out") if c.locked else (
                self.tr("%1 wrong").replace("%1", str(c.failures)) if c.failures else ""
            )
            for col, text in enumerate((c.name, c.code, state)):
                self.codes.setItem(row, col, QTableWidgetItem(text))
        if 0 <= selected < len(self._codes):
            self.codes.selectRow(selected)
        self.reports.setRowCount(len(self._reports))
        for row, r in enumerate(self._reports):
            games = "; ".join(", ".join(f"{k}={v}" for k, v in g.items()) for g in r.games)
            who = r.name + (" " + self.tr("(disagrees with the opponent)") if r.disagreement else "")
            table = str(r.table) if r.table is not None else "—"
            for col, text in enumerate((str(r.round), table, who, games)):
                self.reports.setItem(row, col, QTableWidgetItem(text))
        self.reissue_button.setEnabled(bool(self._codes))
        self.accept_button.setEnabled(bool(self._reports))

    def issue_codes(self) -> None:
        from desktop.services import venue

        snap = self.session.snapshot
        if snap is not None and self.session.call(venue.issue_codes, snap.event_id) is not None:
            self.refresh()

    def reissue_selected(self) -> None:
        from desktop.services import venue

        row = self.codes.currentRow()
        if 0 <= row < len(self._codes):
            fresh = self.session.call(venue.reissue_code, self._codes[row].registration_id)
            if fresh is not None:
                self.message.setText(
                    self.tr("New code for %1: %2").replace("%1", fresh.name).replace("%2", fresh.code)
                )
                self.refresh()

    def accept_selected(self) -> None:
        from desktop.services import venue

        row = self.reports.currentRow()
        if 0 <= row < len(self._reports):
            from desktop.services.tournament_common import current_who

            if self.session.call(venue.accept_report, self._reports[row].id, current_who()) is not None:
                self.refresh()
                self.session.reload_event()


def open_venue_web(page: QWidget, session: EventSession) -> QWidget:
    """The page's one Venue web dialog, on the page's event session (kept while the page lives: the server
    outlives the dialog's window being closed)."""
    dialog = getattr(page, "_venue_web", None)
    if dialog is None:
        dialog = VenueWebDialog(session, page)
        page._venue_web = dialog  # type: ignore[attr-defined]
    dialog.refresh()
    dialog.show()
    dialog.raise_()
    return dialog
