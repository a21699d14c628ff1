"""The PostgreSQL connection form: test connection (off the UI thread), open, and the password never
written to the settings file."""

from __future__ import annotations

import pytest
from conftest import server_url
from sqlalchemy.engine import make_url

from desktop.services import connection as conn

pytestmark = pytest.mark.reliability


def test_the_form_tests_and_opens_a_server_and_never_saves_the_password(qtbot, _home, pg_url) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.connection_dialog import ConnectionDialog

    u = make_url(pg_url)
    dialog = ConnectionDialog()
    qtbot.addWidget(dialog)
    dialog.host.setText(u.host or "")
    dialog.port.setValue(u.port or 5432)
    dialog.database.setText(u.database or "")
    dialog.user.setText(u.username or "")
    dialog.password.setText("s3cret-Pa55")  # the test server trusts local users: any password is accepted
    dialog.tls.setCurrentIndex(dialog.tls.findData("disable"))
    dialog.test()
    qtbot.waitUntil(lambda: dialog.last_test is not None, timeout=15000)
    assert dialog.last_test[0] is True and "PostgreSQL" in dialog.status.text()
    dialog.remember.setChecked(False)
    dialog._accept()
    assert dialog.result() == ConnectionDialog.DialogCode.Accepted
    opened = make_url(dialog.url())
    assert opened.database == u.database and opened.password == "s3cret-Pa55"
    saved = "\n".join(p.read_text("utf-8") for p in _home.rglob("*.ini"))
    assert u.database in saved and "s3cret-Pa55" not in saved
    again = ConnectionDialog()  # the next time: the form is filled in, the password asked again
    qtbot.addWidget(again)
    assert again.database.text() == u.database and again.password.text() == ""


def test_an_unreachable_server_is_a_clear_message(qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.connection_dialog import ConnectionDialog

    server_url()
    dialog = ConnectionDialog()
    qtbot.addWidget(dialog)
    dialog.host.setText("127.0.0.1")
    dialog.port.setValue(1)
    dialog.test()
    qtbot.waitUntil(lambda: dialog.last_test is not None, timeout=15000)
    assert dialog.last_test[0] is False
    assert dialog.status.text().lower().startswith("not connected: could not connect")
    assert "refused" in dialog.status.text().lower()


def test_bad_fields_are_refused_before_connecting() -> None:
    with pytest.raises(conn.ServiceError):
        conn.url(conn.ConnectionSpec(host=""))
    with pytest.raises(conn.ServiceError):
        conn.url(conn.ConnectionSpec(database="a\nb"))
    assert "password" not in str(conn.ConnectionSpec(user="u").saved())
    assert conn.ConnectionSpec.from_saved({"port": "x", "tls": "bogus"}) == conn.ConnectionSpec()
