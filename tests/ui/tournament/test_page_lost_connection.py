"""Issue 16: a result whose connection is lost while saving (a server restart, a network cut) keeps
what was typed, shows the banner, and is saved once the connection is back through
``reconnect.record_result_once`` — which looks at the match's version first, so that a write that did
commit just before the loss is not made twice: the audit trail shows one entry.

On SQLite the loss is simulated: the first ``record_result`` raises what a dropped connection raises
(an OperationalError naming it, or a DatabaseUnavailableError), before or after its commit; the wait for
the server is held until the test lets it go.  tests/postgres/test_page_reconnect.py cuts a real
server connection with ``pg_terminate_backend``."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import Qt
from sqlalchemy.exc import OperationalError

from desktop.services import reconnect
from desktop.services import tournament as svc
from desktop.services.errors import DatabaseUnavailableError


def _lost() -> OperationalError:
    return OperationalError(
        "UPDATE matches SET ...", {}, Exception("server closed the connection unexpectedly")
    )


def _unavailable() -> DatabaseUnavailableError:
    return DatabaseUnavailableError("the database server did not come back: {reason}", reason="gone")


@pytest.fixture
def event(page, qtbot, idle):  # type: ignore[no-untyped-def]
    ev = svc.create_event(
        page.db, svc.EventSpec(name="Cut night", game="toybattle", stages=(svc.StageSpec("swiss", rounds=3),))
    )
    for i in range(8):
        svc.register_player(page.db, ev.summary.id, f"Player {i}", rating=1600 - i)
    rnd = svc.publish_round(page.db, svc.pair_next_round(page.db, ev.summary.id).id)
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(ev.summary.id)
    idle()
    return rnd


@pytest.fixture
def server(monkeypatch):  # type: ignore[no-untyped-def]
    """The server is away until ``server.back.set()``: the retry's wait blocks until then."""

    class Server:
        back = threading.Event()
        waits = 0

    real_wait = reconnect.wait_for_server

    def wait(db, deadline, every=0.2):  # type: ignore[no-untyped-def]
        Server.waits += 1
        if not Server.back.wait(20):
            raise _unavailable()
        real_wait(db, deadline, every)

    monkeypatch.setattr(reconnect, "wait_for_server", wait)
    yield Server
    Server.back.set()


def _fail_first(monkeypatch, error, *, commit_first: bool):  # type: ignore[no-untyped-def]
    """``record_result`` loses its connection once: before writing, or just after its commit."""
    real = svc.record_result
    calls = []

    def flaky(*args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(kwargs.get("expected_version"))
        if len(calls) == 1:
            if commit_first:
                real(*args, **kwargs)
            raise error()
        return real(*args, **kwargs)

    monkeypatch.setattr(svc, "record_result", flaky)
    return calls


def _type_result(page, qtbot, match):  # type: ignore[no-untyped-def]
    tab = page.results_tab
    page.focus_result_entry()
    tab.code.setText(match.code)
    qtbot.keyClick(tab.code, Qt.Key.Key_Return)
    form = tab.game_forms[0]
    for key, value in (("winner", "b"), ("ended", "hq"), ("medals_a", 1), ("medals_b", 3)):
        form.set_value(key, value)
    return tab.current_input()


@pytest.mark.parametrize(
    ("error", "commit_first"),
    [(_lost, False), (_lost, True), (_unavailable, False)],
    ids=["lost-before-commit", "lost-after-commit", "unavailable"],
)
def test_a_lost_connection_keeps_the_input_and_records_the_result_once(
    page, qtbot, idle, event, server, monkeypatch, error, commit_first
) -> None:  # type: ignore[no-untyped-def]
    m = event.matches[0]
    calls = _fail_first(monkeypatch, error, commit_first=commit_first)
    tab = page.results_tab
    typed = _type_result(page, qtbot, m)
    qtbot.keyClick(tab.game_forms[0].widgets["medals_b"], Qt.Key.Key_Return)  # Enter saves
    # the connection is gone: the banner, the message, and what was typed stays
    qtbot.waitUntil(lambda: server.waits == 1, timeout=5000)
    assert page.banner.isVisible()
    assert "connection" in tab.message.text() and "never twice" in tab.message.text()
    assert tab.match is not None and tab.match.id == m.id
    assert tab.current_input() == typed
    assert tab.retrying and not tab.save_button.isEnabled()
    assert tab.save() is None  # a second Enter meanwhile does not write a second time
    # the server is back: saved once
    server.back.set()
    qtbot.waitUntil(lambda: not tab.retrying, timeout=10000)
    idle()
    stored = svc.get_match(page.db, m.id)
    assert stored.status == "reported" and stored.games[0].result["winner"] == "b"
    assert [h["action"] for h in svc.result_history(page.db, m.id)] == ["result"], "one audit entry"
    # lost after the commit: the version check saw that write and made none; before: one more write
    assert len(calls) == (1 if commit_first else 2)
    assert all(v == m.version for v in calls)
    assert not page.banner.isVisible()
    assert "after reconnecting" in tab.message.text()
    assert tab.match is None  # back at the code field, as after any save
    assert page.snapshot.current.matches[0].status == "reported"
    assert page.results_tab.missing_model.rowCount() == len(event.matches) - 1


def test_when_the_server_does_not_come_back_the_input_stays(page, qtbot, idle, event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    m = event.matches[1]
    _fail_first(monkeypatch, _lost, commit_first=False)

    def never(db, deadline, every=0.2):  # type: ignore[no-untyped-def]
        raise _unavailable()

    monkeypatch.setattr(reconnect, "wait_for_server", never)
    tab = page.results_tab
    typed = _type_result(page, qtbot, m)
    tab.save()
    qtbot.waitUntil(lambda: not tab.retrying, timeout=10000)
    idle()
    assert "did not come back" in tab.message.text()
    assert tab.match is not None and tab.current_input() == typed  # nothing lost: save again later
    assert tab.save_button.isEnabled() and not page.banner.isVisible()
    assert svc.get_match(page.db, m.id).status != "reported"
    assert svc.result_history(page.db, m.id) == []
    # the connection is fine again: Enter saves what is still typed
    assert tab.save() is not None
    assert [h["action"] for h in svc.result_history(page.db, m.id)] == ["result"]


def test_a_special_outcome_lost_is_kept_to_save_again(page, qtbot, idle, event, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    m = event.matches[2]
    real = svc.record_special_result
    calls = []

    def flaky(*args, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(1)
        if len(calls) == 1:
            raise _lost()
        return real(*args, **kwargs)

    monkeypatch.setattr(svc, "record_special_result", flaky)
    tab = page.results_tab
    tab.open_match(m)
    tab.special.setCurrentIndex(tab.special.findData("forfeit"))
    tab.special_winner.setCurrentIndex(tab.special_winner.findData("a"))
    assert tab.save() is None
    assert "connection" in tab.message.text() and tab.match is not None
    assert tab.special.currentData() == "forfeit" and tab.special_winner.currentData() == "a"
    assert tab.save() is not None
    assert svc.get_match(page.db, m.id).status == "reported"
