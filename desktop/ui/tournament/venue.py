"""The venue screen: a second window (full screen on a second monitor when there is one) with the
current pairings alphabetically in large type, scrolling by itself, and the round clock; standings
after the round. While the venue web runs, its address and QR code are in the corner (players scan it
from the screen)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication, QKeySequence, QShortcut
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from desktop.reports.collate import sort_key
from desktop.ui.tournament.clock import ClockWidget

if TYPE_CHECKING:
    from desktop.ui.tournament.session import EventSession


class VenueWindow(QWidget):
    def __init__(self, session: EventSession, main: QWidget | None = None) -> None:
        super().__init__(None, Qt.WindowType.Window)
        self.session = session
        self.main = main
        """The desk's window (the venue screen goes to another screen than this one's)."""
        self.mode = "pairings"
        self.setObjectName("venueScreen")
        self.setStyleSheet("#venueScreen { background: #101820; } QLabel { color: #f0f0f0; }")
        lay = QVBoxLayout(self)
        head = QHBoxLayout()
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 36px; font-weight: bold;")
        # a long event name wraps beside the clock: it neither runs into it nor widens the window
        self.title.setWordWrap(True)
        head.addWidget(self.title, 1)
        head.addSpacing(24)
        self.clock = ClockWidget(session.clock, self, large=True)
        head.addWidget(self.clock)
        lay.addLayout(head)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setStyleSheet("QScrollArea { border: none; background: transparent; }")
        self.body = QLabel()
        self.body.setTextFormat(Qt.TextFormat.RichText)
        self.body.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.body.setStyleSheet("font-size: 30px; background: #101820;")
        self.scroll.setWidget(self.body)
        lay.addWidget(self.scroll, 1)
        foot = QHBoxLayout()
        # the venue web's address and QR code while it serves the event (issue 26)
        self.web_qr = QLabel()
        self.web_qr.setObjectName("venueWebQr")
        self.web_qr.setFixedSize(180, 180)
        self.web_qr.setScaledContents(True)
        self.web_address = QLabel()
        self.web_address.setObjectName("venueWebAddress")
        self.web_address.setTextFormat(Qt.TextFormat.PlainText)
        self.web_address.setWordWrap(True)
        self.web_address.setStyleSheet("font-size: 26px;")
        foot.addWidget(self.web_qr)
        foot.addWidget(self.web_address, 1)
        self.switch = QPushButton()
        self.switch.clicked.connect(self.toggle_mode)
        foot.addStretch(1)
        foot.addWidget(self.switch)
        lay.addLayout(foot)
        self.timer = QTimer(self)
        self.timer.setInterval(60)
        self.timer.timeout.connect(self._scroll_step)
        self.timer.start()
        self._pause = 0
        self._later = QTimer(self)
        self._later.setSingleShot(True)
        self._later.setInterval(700)
        self._later.timeout.connect(self.refresh)
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)
        QShortcut(
            QKeySequence("F11"),
            self,
            lambda: self.showNormal() if self.isFullScreen() else self.showFullScreen(),
        )
        self._web_shown = ""
        session.web_changed.connect(self.show_web)
        self.show_web(session.web_url)
        self.refresh()

    def show_web(self, url: str) -> None:
        """The venue web's address and QR code while it serves the event shown here; nothing once it
        stops, nor while the desk has another event open."""
        snap = self.session.snapshot
        if snap is None or snap.event_id != self.session.web_event:
            url = ""
        if url and url == self._web_shown:
            return  # as it is (a refresh after each result: the QR code is not drawn again)
        self._web_shown = url
        self.web_qr.setVisible(bool(url))
        self.web_address.setVisible(bool(url))
        if not url:
            self.web_qr.clear()
            self.web_address.setText("")
            return
        from desktop.ui.tournament.venue_web import qr_pixmap

        self.web_qr.setPixmap(qr_pixmap(url, 360))
        self.web_address.setText(self.tr("Follow the event on your phone: %1").replace("%1", url))

    def schedule_refresh(self) -> None:
        """Refresh soon, once for a burst of results (a big event's list is long to lay out)."""
        self._later.start()

    def show_on_best_screen(self) -> None:
        screens = QGuiApplication.screens()
        main = self.main.window().screen() if self.main is not None and self.main.window() else None
        other = next((s for s in screens if s is not main), None)
        if other is not None:
            self.setScreen(other)
            self.setGeometry(other.geometry())
            self.showFullScreen()
        else:
            self.resize(1024, 700)
            self.show()

    def toggle_mode(self) -> None:
        self.mode = "standings" if self.mode == "pairings" else "pairings"
        self.refresh()

    def refresh(self) -> None:
        snap = self.session.snapshot
        self.show_web(self.session.web_url)  # the event open may be another than the one served
        self.switch.setText(
            self.tr("Show standings") if self.mode == "pairings" else self.tr("Show pairings")
        )
        if snap is None:
            self.title.setText(self.tr("No event open"))
            self.body.setText("")
            return
        rnd = snap.current
        if self.mode == "pairings":
            self.setWindowTitle(self.tr("Venue screen — pairings"))
            if rnd is None:
                self.title.setText(snap.detail.summary.name)
                self.body.setText(self.tr("The first round is not paired yet."))
                return
            self.title.setText(
                self.tr("%1 — round %2")
                .replace("%1", snap.detail.summary.name)
                .replace("%2", str(rnd.number))
            )
            lines = []
            for m in rnd.matches:
                if m.b is None:
                    lines.append((m.a_name, self.tr("bye"), ""))
                else:
                    table = self.tr("table %1").replace("%1", str(m.table or "–"))
                    lines.append((m.a_name, table, m.b_name))
                    lines.append((m.b_name, table, m.a_name))
            for r in rnd.rests:  # a round robin's bye: no game this round, no points
                lines.append((r.name, self.tr("bye (no points)"), ""))
            lines.sort(key=lambda t: sort_key(t[0]))  # alphabetical as a Ukrainian reader expects
            rows = "".join(
                f"<tr><td style='padding-right:40px'>{_esc(a)}</td><td style='padding-right:40px; color:#ffd54f'>{_esc(t)}</td>"
                f"<td style='color:#b0bec5'>{_esc(o)}</td></tr>"
                for a, t, o in lines
            )
            self.body.setText(f"<table>{rows}</table>")
        else:
            self.setWindowTitle(self.tr("Venue screen — standings"))
            if snap.rounds_played() == 0:  # no result yet: the players by seed, not "after round 0"
                self.title.setText(
                    self.tr("%1 — players before round 1 (by seed)").replace("%1", snap.detail.summary.name)
                )
            else:
                self.title.setText(
                    self.tr("%1 — standings after round %2")
                    .replace("%1", snap.detail.summary.name)
                    .replace("%2", str(snap.rounds_played()))
                )
            names = snap.names
            ranking = [(r.rank, names.get(r.player, ""), "", r.points) for r in snap.standings()]
            if any(kind.endswith("elimination") for _pos, kind in snap.stage_kinds()):
                # after a cut: the event's one ranking (bracket places first), as the page and paper show,
                # with how far each player went (the sheets' words)
                from desktop.services import tournament as svc
                from desktop.ui.reports.labels import report_labels

                view = self.session.call(svc.event_ranking, snap.event_id, quiet=True)
                if view is not None:
                    labels = report_labels()
                    ranking = [
                        (line.rank, line.name, labels.reached(line.reached) if line.reached else "", line.points)
                        for line in view.lines
                    ]
            rows = "".join(
                f"<tr><td style='padding-right:30px; color:#ffd54f'>{rank}</td><td style='padding-right:40px'>"
                f"{_esc(name)}</td><td style='padding-right:40px; color:#b0bec5'>{_esc(reached)}</td>"
                f"<td>{points}</td></tr>"
                for rank, name, reached, points in ranking
            )
            self.body.setText(f"<table>{rows}</table>")

    def _scroll_step(self) -> None:
        bar = self.scroll.verticalScrollBar()
        if bar.maximum() <= 0:
            return
        if self._pause > 0:
            self._pause -= 1
            return
        if bar.value() >= bar.maximum():
            bar.setValue(0)
            self._pause = 50
        else:
            bar.setValue(bar.value() + 1)
            if bar.value() == 1:
                self._pause = 50


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
