"""Issue 16 on a real PostgreSQL server: the Tournaments page's result entry loses its server
connection in the middle of the write (``pg_terminate_backend`` on the very backend that runs it), keeps
what was typed, reconnects by itself and records the result once (one audit entry); and a desk whose
connections were all cut while a result was being typed saves it normally afterwards."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from sqlalchemy import create_engine, event, text

from database.engine import Database
from desktop.services import tournament as svc

pytestmark = pytest.mark.reliability
RESULT = {"winner": "b", "ended": "hq", "medals_a": 1, "medals_b": 3}


@pytest.fixture
def pg_page(pg_db: Database, qtbot):  # type: ignore[no-untyped-def]
    from desktop.ui.context import AppContext
    from desktop.ui.pages.tournaments import TournamentsPage

    ctx = AppContext(pg_db, "en")
    page = TournamentsPage(ctx)
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    yield page
    page.live.stop()
    page._live_timer.stop()
    qtbot.wait(100)
    qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)


@pytest.fixture
def admin(pg_db: Database):  # type: ignore[no-untyped-def]
    engine = create_engine(pg_db.url, isolation_level="AUTOCOMMIT")
    yield engine
    engine.dispose()


def _open_event(pg_page, qtbot, db: Database):  # type: ignore[no-untyped-def]
    ev = svc.create_event(
        db, svc.EventSpec(name="Server night", game="toybattle", stages=(svc.StageSpec("swiss", rounds=3),))
    )
    for i in range(8):
        svc.register_player(db, ev.summary.id, f"Player {i}", rating=1600 - i)
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev.summary.id).id)
    pg_page.reload()
    with qtbot.waitSignal(pg_page.event_loaded, timeout=30000):
        pg_page.select_event(ev.summary.id)
    qtbot.waitUntil(lambda: pg_page.busy == 0, timeout=30000)
    return rnd


def _type(pg_page, qtbot, m):  # type: ignore[no-untyped-def]
    tab = pg_page.results_tab
    pg_page.focus_result_entry()
    tab.code.setText(m.code)
    qtbot.keyClick(tab.code, Qt.Key.Key_Return)
    assert tab.match is not None and tab.match.id == m.id
    for key, value in RESULT.items():
        tab.game_forms[0].set_value(key, value)
    return tab.current_input()


def test_the_backend_terminated_mid_write_records_the_result_once(
    pg_page, pg_db, admin, qtbot, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    rnd = _open_event(pg_page, qtbot, pg_db)
    m = rnd.matches[0]
    tab = pg_page.results_tab
    typed = _type(pg_page, qtbot, m)
    cut: list[int] = []

    def terminate(pid: int) -> None:
        cut.append(pid)
        with admin.connect() as c:
            assert c.execute(text("SELECT pg_terminate_backend(:p)"), {"p": pid}).scalar()

    try:  # the result path's own write (desktop/services/result_store.py): cut just before its UPDATE
        from desktop.services import result_store

        real_write = result_store._PostgresTransaction.write

        def write(self, **kwargs):  # type: ignore[no-untyped-def]
            if not cut:
                terminate(self.conn.connection.driver_connection.info.backend_pid)
            return real_write(self, **kwargs)

        monkeypatch.setattr(result_store._PostgresTransaction, "write", write)
        listener = None
    except (ImportError, AttributeError):  # the ORM path: cut at its UPDATE of the match

        def listener(conn, cursor, statement, params, context, executemany):  # type: ignore[no-untyped-def]
            if not cut and statement.lstrip().upper().startswith("UPDATE MATCHES"):
                terminate(cursor.connection.info.backend_pid)

        event.listen(pg_db.engine, "before_cursor_execute", listener)
    try:
        qtbot.keyClick(tab.game_forms[0].widgets["medals_b"], Qt.Key.Key_Return)
        assert cut, "the write's own backend was terminated"
        if tab.retrying:
            assert tab.current_input() == typed and tab.match is not None
            assert pg_page.banner.isVisible()
        qtbot.waitUntil(lambda: not tab.retrying, timeout=30000)
        qtbot.waitUntil(lambda: pg_page.busy == 0, timeout=30000)
    finally:
        if listener is not None:
            event.remove(pg_db.engine, "before_cursor_execute", listener)
    stored = svc.get_match(pg_db, m.id)
    assert stored.status == "reported" and stored.games[0].result["winner"] == "b"
    assert [h["action"] for h in svc.result_history(pg_db, m.id)] == ["result"], "one audit entry"
    assert "after reconnecting" in tab.message.text()
    assert pg_page.snapshot.current.matches[0].status == "reported"


def test_every_connection_cut_while_typing_then_enter_saves(pg_page, pg_db, admin, qtbot) -> None:  # type: ignore[no-untyped-def]
    rnd = _open_event(pg_page, qtbot, pg_db)
    m = rnd.matches[1]
    tab = pg_page.results_tab
    typed = _type(pg_page, qtbot, m)
    with admin.connect() as c:  # every connection of the desk (its pool, its LISTEN) goes
        n = c.execute(
            text(
                "SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                "WHERE datname = current_database() AND pid <> pg_backend_pid()"
            )
        ).scalar()
    assert n and n >= 1
    qtbot.wait(300)
    assert tab.current_input() == typed, "what was typed stays"
    qtbot.keyClick(tab.game_forms[0].widgets["medals_b"], Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not tab.retrying and tab.match is None, timeout=30000)
    qtbot.waitUntil(lambda: pg_page.busy == 0, timeout=30000)
    assert [h["action"] for h in svc.result_history(pg_db, m.id)] == ["result"]
    assert svc.get_match(pg_db, m.id).status == "reported"
    # the live feed reconnected by itself: a result from another desk still arrives
    other = Database.open(pg_db.url)
    try:
        svc.record_result(other, rnd.matches[2].id, [RESULT], who="desk 2")
    finally:
        other.close()
    qtbot.waitUntil(lambda: pg_page.snapshot.current.matches[2].status == "reported", timeout=4000)
    assert not pg_page.banner.isVisible()
