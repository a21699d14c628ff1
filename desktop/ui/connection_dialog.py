"""File → Open database server…: a PostgreSQL connection form (host, port, database, user, password,
TLS mode) with "Test connection" (off the UI thread). The password is never written to the settings
file: it is asked again, kept in the system keyring when the user ticks the box and one is available,
or left to libpq's PGPASSFILE."""

from __future__ import annotations

import json

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.services import connection as conn
from desktop.ui.checks import CheckBox
from desktop.ui.settings import settings

SETTINGS_KEY = "server/last"


class _Probe(QObject):
    done = Signal(bool, str)


class _ProbeRun(QRunnable):
    def __init__(self, probe: _Probe, spec: conn.ConnectionSpec, password: str) -> None:
        super().__init__()
        self.probe, self.spec, self.password = probe, spec, password

    def run(self) -> None:
        try:
            self.probe.done.emit(True, conn.test_connection(self.spec, self.password))
        except Exception as exc:  # noqa: BLE001 - shown in the form
            from desktop.ui.errors import error_text

            self.probe.done.emit(False, error_text(exc))


class ConnectionDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Open database server"))
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.host = QLineEdit()
        self.port = QSpinBox()
        self.port.setRange(1, 65535)
        self.database = QLineEdit()
        self.user = QLineEdit()
        self.password = QLineEdit()
        self.password.setEchoMode(QLineEdit.EchoMode.Password)
        self.tls = QComboBox()
        for mode in conn.TLS_MODES:
            self.tls.addItem(mode, mode)
        self.remember = CheckBox(self.tr("Keep the password in the system keyring"))
        self.remember.setEnabled(conn.keyring_available())
        if not self.remember.isEnabled():
            self.remember.setToolTip(
                self.tr("No system keyring is available: the password is asked each time.")
            )
        form.addRow(self.tr("Host:"), self.host)
        form.addRow(self.tr("Port:"), self.port)
        form.addRow(self.tr("Database:"), self.database)
        form.addRow(self.tr("User:"), self.user)
        form.addRow(self.tr("Password:"), self.password)
        form.addRow(self.tr("TLS mode:"), self.tls)
        form.addRow("", self.remember)
        lay.addLayout(form)
        self.status = QLabel()
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        self.test_button = QPushButton(self.tr("Test connection"))
        self.test_button.clicked.connect(self.test)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.addButton(self.test_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self._probe = _Probe(self)
        self._probe.done.connect(self._tested)
        self.last_test: tuple[bool, str] | None = None
        self.set_spec(conn.ConnectionSpec.from_saved(self._saved()))

    @staticmethod
    def _saved() -> dict[str, object]:
        try:
            value = json.loads(str(settings().value(SETTINGS_KEY, "{}")))
        except ValueError:
            return {}
        return value if isinstance(value, dict) else {}

    def set_spec(self, spec: conn.ConnectionSpec) -> None:
        self.host.setText(spec.host)
        self.port.setValue(spec.port)
        self.database.setText(spec.database)
        self.user.setText(spec.user)
        self.tls.setCurrentIndex(max(0, self.tls.findData(spec.tls)))
        stored = conn.keyring_password(spec)
        if stored:
            self.password.setText(stored)
            self.remember.setChecked(True)

    def spec(self) -> conn.ConnectionSpec:
        return conn.ConnectionSpec(
            host=self.host.text().strip(),
            port=self.port.value(),
            database=self.database.text().strip(),
            user=self.user.text().strip(),
            tls=str(self.tls.currentData()),
        )

    def test(self) -> None:
        self.test_button.setEnabled(False)
        self.status.setText(self.tr("Connecting…"))
        QThreadPool.globalInstance().start(_ProbeRun(self._probe, self.spec(), self.password.text()))

    def _tested(self, ok: bool, text: str) -> None:
        self.test_button.setEnabled(True)
        self.last_test = (ok, text)
        self.status.setText(
            self.tr("Connected: %1").replace("%1", text)
            if ok
            else self.tr("Not connected: %1").replace("%1", text)
        )

    def url(self) -> str:
        return conn.url(self.spec(), self.password.text() or None)

    def _accept(self) -> None:
        try:
            self.url()
        except Exception as exc:  # noqa: BLE001 - a clear message, the form stays as typed
            from desktop.ui.errors import error_text

            self.status.setText(error_text(exc))
            return
        spec = self.spec()
        settings().setValue(SETTINGS_KEY, json.dumps(spec.saved()))  # never the password
        if self.remember.isChecked() and self.password.text():
            conn.remember_password(spec, self.password.text())
        self.accept()
