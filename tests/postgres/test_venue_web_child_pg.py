"""The desk's venue web child process on PostgreSQL (issue 26; desktop/web/child.py): the URL with its
password reaches the child on its stdin, the child serves the event from that database and follows a
desk's result, and the password stands neither on its command line nor in its environment."""

from __future__ import annotations

import time

import httpx
from sqlalchemy.engine import make_url

from desktop.services import tournament as svc
from desktop.web.child import ServedEvent


def test_the_child_serves_a_postgresql_event_without_its_password_on_the_command_line(pg_url, pg_db) -> None:  # type: ignore[no-untyped-def]
    import socket

    ev = svc.create_event(pg_db, svc.EventSpec(name="PG Child Cup", game="toybattle")).summary.id
    for i in range(4):
        svc.register_player(pg_db, ev, f"Player {i}", rating=1500 - i)
    rnd = svc.publish_round(pg_db, svc.pair_next_round(pg_db, ev).id)
    secret = "Sup3r-Secret-pw"
    # the test server trusts every connection: a password in the URL is sent only if asked, and works
    url = make_url(pg_url).set(password=secret).render_as_string(hide_password=False)
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    served = ServedEvent(url, ev, port=port)
    served.start()
    try:
        for name in ("cmdline", "environ"):
            with open(f"/proc/{served.pid}/{name}", "rb") as fh:
                assert secret.encode() not in fh.read(), name
        assert served.wait_listening(60), served.error
        assert "PG Child Cup" in httpx.get(f"http://127.0.0.1:{port}/standings", timeout=10).text
        assert "3–0" not in httpx.get(f"http://127.0.0.1:{port}/pairings/1", timeout=10).text
        m = next(m for m in rnd.matches if m.b is not None)
        svc.record_result(pg_db, m.id, [{"winner": "a", "ended": "medals", "medals_a": 3, "medals_b": 1}])
        deadline = time.monotonic() + 10  # the child follows the desk's change (LISTEN/NOTIFY)
        page = ""
        while time.monotonic() < deadline and "3–0" not in page:
            page = httpx.get(f"http://127.0.0.1:{port}/pairings/1", timeout=10).text
            time.sleep(0.2)
        assert "3–0" in page
    finally:
        assert served.stop() == 0
