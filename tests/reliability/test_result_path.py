"""``record_result`` on its hot path (desktop/services/result_store.py) behaves as before, on SQLite and
on PostgreSQL: the view it returns is what ``get_match`` reads back, a correction is audited with the
old games, a stale edit names who changed the match, the event's settings are never taken stale from
the cache, and an entry is one short transaction of few statements.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from sqlalchemy import event as sa_event

from database.engine import Database
from desktop.services import tournament as svc
from desktop.services.tournament_import import import_players

POSTGRES_ENV = "TOYBOX_ARENA_TEST_POSTGRES_URL"
WIN_A = {"winner": "a", "ended": "hq", "medals_a": 3, "medals_b": 1}
WIN_B = {"winner": "b", "ended": "medals", "medals_a": 0, "medals_b": 4}


@pytest.fixture(params=["sqlite", "postgresql"])
def any_db(request: pytest.FixtureRequest, db: Database) -> Iterator[Database]:
    if request.param == "sqlite":
        yield db
        return
    url = os.environ.get(POSTGRES_ENV)
    if not url:
        pytest.skip(f"{POSTGRES_ENV} is not set")
    from sqlalchemy import create_engine, text

    engine = create_engine(url)
    with engine.begin() as conn:  # a clean schema for this test
        conn.execute(text("DROP SCHEMA public CASCADE"))
        conn.execute(text("CREATE SCHEMA public"))
    engine.dispose()
    server = Database.open(url)
    yield server
    server.close()


def _event(
    db: Database, *, players: int = 8, best_of: int = 1, name: str = "Path Open"
) -> tuple[int, list[int]]:
    ev = svc.create_event(db, svc.EventSpec(name=name, game="toybattle", best_of=best_of)).summary.id
    import_players(db, ev, "name,rating\n" + "".join(f"P{i:03d},{1500 - i}\n" for i in range(players)))
    rv = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    return ev, [m.id for m in rv.matches if m.kind == "played" and m.b is not None]


def test_the_returned_view_is_what_is_read_back(any_db: Database) -> None:
    _, ids = _event(any_db)
    entered = svc.record_result(any_db, ids[0], [WIN_A], who="desk 1")
    assert entered == svc.get_match(any_db, ids[0])
    assert entered.status == "reported" and entered.points_a == 3 and entered.points_b == 0
    conceded = svc.record_result(any_db, ids[1], [], concession="a", who="desk 1")
    assert conceded == svc.get_match(any_db, ids[1])
    assert conceded.winner == "b" and conceded.reason == "concession"
    corrected = svc.record_result(any_db, ids[0], [WIN_B], who="desk 2", expected_version=entered.version)
    assert corrected == svc.get_match(any_db, ids[0])
    assert corrected.version == entered.version + 1 and corrected.points_b == 3


def test_best_of_three_view_and_games(any_db: Database) -> None:
    _, ids = _event(any_db, best_of=3)
    mv = svc.record_result(any_db, ids[0], [WIN_A, WIN_B, WIN_A], who="desk 1")
    assert mv == svc.get_match(any_db, ids[0])
    assert [g.number for g in mv.games] == [1, 2, 3] and mv.outcome_a == "win"
    with pytest.raises(svc.ResultEntryError):
        svc.record_result(any_db, ids[1], [WIN_A, WIN_A, WIN_B], who="desk 1")  # played after it was decided
    assert svc.get_match(any_db, ids[1]).status == "pending"


def test_a_correction_to_fewer_or_more_games_replaces_them_all(any_db: Database) -> None:
    """The games are written over by number: a correction from three games to two leaves two, back to
    three leaves three, a concession leaves none; the audit keeps each old set."""
    _, ids = _event(any_db, best_of=3)
    three = svc.record_result(any_db, ids[0], [WIN_A, WIN_B, WIN_A], who="desk 1")
    two = svc.record_result(any_db, ids[0], [WIN_B, WIN_B], who="desk 2", expected_version=three.version)
    assert two == svc.get_match(any_db, ids[0])
    assert [(g.number, g.result) for g in two.games] == [(1, WIN_B), (2, WIN_B)] and two.outcome_a == "loss"
    again = svc.record_result(
        any_db, ids[0], [WIN_A, WIN_B, WIN_A], who="desk 1", expected_version=two.version
    )
    assert [g.result for g in svc.get_match(any_db, ids[0]).games] == [WIN_A, WIN_B, WIN_A]
    none = svc.record_result(any_db, ids[0], [], concession="b", who="desk 3", expected_version=again.version)
    assert none == svc.get_match(any_db, ids[0]) and none.games == () and none.winner == "a"
    history = svc.result_history(any_db, ids[0])
    assert [h["old"]["games"] for h in history] == [
        [],
        [WIN_A, WIN_B, WIN_A],
        [WIN_B, WIN_B],
        [WIN_A, WIN_B, WIN_A],
    ]
    assert [h["new"]["games"] for h in history][-1] == []


def test_a_correction_is_audited_with_the_old_games(any_db: Database) -> None:
    _, ids = _event(any_db)
    first = svc.record_result(any_db, ids[0], [WIN_A], who="desk 1")
    svc.record_result(any_db, ids[0], [WIN_B], who="desk 2", expected_version=first.version)
    history = svc.result_history(any_db, ids[0])
    assert [h["action"] for h in history] == ["result", "correction"]
    assert [h["who"] for h in history] == ["desk 1", "desk 2"]
    assert history[0]["old"]["games"] == [] and history[0]["new"]["games"] == [WIN_A]
    assert history[1]["old"]["games"] == [WIN_A] and history[1]["new"]["games"] == [WIN_B]
    assert history[1]["old"]["status"] == "reported" and history[0]["old"]["status"] == "pending"


def test_a_stale_edit_names_who_changed_the_match_and_writes_nothing(any_db: Database) -> None:
    _, ids = _event(any_db)
    first = svc.record_result(any_db, ids[0], [WIN_A], who="desk 1")
    svc.record_result(any_db, ids[0], [WIN_A], who="desk 2", expected_version=first.version)  # games only
    with pytest.raises(svc.StaleResultError) as err:
        svc.record_result(any_db, ids[0], [WIN_B], who="desk 3", expected_version=first.version)
    assert err.value.who == "desk 2" and err.value.version == first.version + 1
    assert "games a" in err.value.current
    assert len(svc.result_history(any_db, ids[0])) == 2
    assert svc.get_match(any_db, ids[0]).games[0].result == WIN_A


def test_refusals_leave_the_match_as_it_was(any_db: Database) -> None:
    _, ids = _event(any_db)
    before = svc.get_match(any_db, ids[0])
    for games, kwargs in (
        ([{**WIN_A, "notes": "x" * 10}], {}),  # an unknown field
        ([WIN_A] * 4, {}),  # too many games
        ([], {}),  # nothing entered
        ([WIN_A], {"concession": "c"}),
    ):
        with pytest.raises(svc.ResultEntryError):
            svc.record_result(any_db, ids[0], games, who="desk 1", **kwargs)
    with pytest.raises(svc.TournamentError) as err:
        svc.record_result(any_db, 10**9, [WIN_A], who="desk 1")
    assert err.value.template == "there is no match {match}"
    assert svc.get_match(any_db, ids[0]) == before
    assert svc.result_history(any_db, ids[0]) == []


def test_a_changed_event_is_read_again_not_taken_from_the_cache(any_db: Database) -> None:
    ev, ids = _event(any_db)
    assert svc.record_result(any_db, ids[0], [WIN_A], who="desk").points_a == 3
    svc.update_event(any_db, ev, {"scoring": (5, 2, 0, 5)})
    assert svc.record_result(any_db, ids[1], [WIN_A], who="desk").points_a == 5
    other = Database.open(any_db.url)  # another desk changes it: the version tells this one
    try:
        svc.update_event(other, ev, {"scoring": (7, 2, 0, 7)})
    finally:
        other.close()
    assert svc.record_result(any_db, ids[2], [WIN_A], who="desk").points_a == 7


def test_a_new_event_that_reuses_a_deleted_ones_id_is_not_taken_from_the_cache(db: Database) -> None:
    ev, ids = _event(db, name="First Open")
    assert svc.record_result(db, ids[0], [WIN_A], who="desk").points_a == 3
    svc.delete_event(db, ev)
    ev2 = svc.create_event(
        db, svc.EventSpec(name="Second Open", game="toybattle", scoring=(4, 1, 0, 4))
    ).summary.id
    import_players(db, ev2, "name,rating\n" + "".join(f"Q{i:03d},{1500 - i}\n" for i in range(8)))
    rv = svc.publish_round(db, svc.pair_next_round(db, ev2).id)
    mid = next(m.id for m in rv.matches if m.kind == "played" and m.b is not None)
    assert svc.record_result(db, mid, [WIN_A], who="desk").points_a == 4


def test_a_result_entry_is_one_short_transaction_of_few_statements(db: Database) -> None:
    """SQLite: the match is read and the result decided before the write lock; the lock is held for
    the match compared again, the version bump, the old games, the new games and the audit entry."""
    _, ids = _event(db)
    svc.record_result(db, ids[0], [WIN_A], who="desk")  # warm: the event's settings are cached
    statements: list[str] = []

    def trace(sql: str) -> None:
        statements.append(
            " ".join(sql.split()[:2]).upper() if sql.upper().startswith("BEGIN") else sql.split()[0].upper()
        )

    def checkout(dbapi_conn, record, proxy) -> None:  # type: ignore[no-untyped-def]
        dbapi_conn.set_trace_callback(trace)

    sa_event.listen(db.engine, "checkout", checkout)
    try:
        svc.record_result(db, ids[1], [WIN_A], who="desk")
    finally:
        sa_event.remove(db.engine, "checkout", checkout)
    assert statements == [
        "SELECT",  # the match, without a lock
        "BEGIN IMMEDIATE",
        "SELECT",  # the same row, compared
        "UPDATE",
        "DELETE",
        "INSERT",
        "INSERT",
        "COMMIT",
        "SELECT",  # after the lock: is a match of this round still pending (else the event may be finished)
    ], statements


def _changed_meanwhile(monkeypatch: pytest.MonkeyPatch, change) -> list[int]:  # type: ignore[no-untyped-def]
    """Run ``change`` once, after a SQLite result entry has read its match and before its write lock."""
    from desktop.services import result_store

    real = result_store._sqlite_decided
    calls: list[int] = []

    def decided(db: Database, match_id: int):  # type: ignore[no-untyped-def]
        tx = real(db, match_id)
        if not calls:
            calls.append(match_id)
            change()
        return tx

    monkeypatch.setattr(result_store, "_sqlite_decided", decided)
    return calls


def test_a_match_changed_after_the_lock_free_read_is_decided_again_under_the_lock(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another desk corrects the match between this entry's read and its write: this entry does not
    write over it as if it were the old result; it is decided again on the match as it now is (the
    audit's "old" is desk 2's result, both entries are in the history)."""
    _, ids = _event(db)
    other = Database.open(db.url)
    try:
        calls = _changed_meanwhile(
            monkeypatch, lambda: svc.record_result(other, ids[0], [WIN_B], who="desk 2")
        )
        view = svc.record_result(db, ids[0], [WIN_A], who="desk 1")
    finally:
        other.close()
    assert calls == [ids[0]]
    assert view == svc.get_match(db, ids[0]) and view.games[0].result == WIN_A and view.version == 3
    history = svc.result_history(db, ids[0])
    assert [h["who"] for h in history] == ["desk 2", "desk 1"]
    assert history[1]["old"]["games"] == [WIN_B]


def test_with_the_version_read_a_change_meanwhile_is_a_conflict_naming_who(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, ids = _event(db)
    before = svc.get_match(db, ids[0])
    other = Database.open(db.url)
    try:
        _changed_meanwhile(monkeypatch, lambda: svc.record_result(other, ids[0], [WIN_B], who="desk 2"))
        with pytest.raises(svc.StaleResultError) as err:
            svc.record_result(db, ids[0], [WIN_A], who="desk 1", expected_version=before.version)
    finally:
        other.close()
    assert err.value.who == "desk 2"
    assert svc.get_match(db, ids[0]).games[0].result == WIN_B
    assert [h["who"] for h in svc.result_history(db, ids[0])] == ["desk 2"]


def test_a_round_taken_back_after_the_lock_free_read_gets_no_result(
    db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The round is set back to a draft meanwhile (its pairing undone and made again): the entry is
    refused as on a draft, nothing is written to the match that now stands under that id."""
    ev, ids = _event(db)

    def redo() -> None:
        other = Database.open(db.url)
        try:
            svc.undo_round(other, ev)
            svc.pair_next_round(other, ev)  # a draft again (SQLite gives its matches the old ids)
        finally:
            other.close()

    _changed_meanwhile(monkeypatch, redo)
    with pytest.raises(svc.TournamentError) as err:  # a ResultEntryError when the id came back
        svc.record_result(db, ids[0], [WIN_A], who="desk 1")
    assert err.value.template in ("round {n} is not published yet", "there is no match {match}")
    from desktop.services.tournament_queries import round_view

    rnd = round_view(db, ev, 1)
    assert rnd.status == "draft" and rnd.matches
    assert all(m.games == () and m.status != "reported" for m in rnd.matches)


def test_on_a_server_a_write_that_lost_the_race_at_the_update_is_rolled_back_whole() -> None:
    """Desk 1 has read the match (its transaction's first round trip); desk 2's correction commits
    meanwhile; desk 1's write then finds the version moved: nothing of it stays (games, audit, the
    commit sent in the same round trip), and record_result names desk 2."""
    url = os.environ.get(POSTGRES_ENV)
    if not url:
        pytest.skip(f"{POSTGRES_ENV} is not set")
    from sqlalchemy import create_engine, text

    from desktop.services import result_store

    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text("DROP SCHEMA public CASCADE"))
        conn.execute(text("CREATE SCHEMA public"))
    engine.dispose()
    desk1 = Database.open(url)
    desk2 = Database.open(url)
    try:
        _, ids = _event(desk1)
        first = svc.record_result(desk1, ids[0], [WIN_A], who="desk 1")
        with pytest.raises(result_store.StaleWrite):
            with result_store.result_transaction(desk1, ids[0]) as tx:
                assert tx.rec.version == first.version
                svc.record_result(desk2, ids[0], [WIN_B], who="desk 2")  # commits in between
                tx.write(
                    kind="played",
                    winner="",
                    reason="",
                    status="reported",
                    started=True,
                    who="desk 1",
                    action="correction",
                    games=[(dict(WIN_A), "win", 3.0, 1.0)],
                )
        now = svc.get_match(desk1, ids[0])
        assert now.version == first.version + 1 and now.games[0].result == WIN_B
        assert [h["who"] for h in svc.result_history(desk1, ids[0])] == ["desk 1", "desk 2"]
        # and through the service: the conflict names desk 2
        with pytest.raises(svc.StaleResultError) as err:
            svc.record_result(desk1, ids[0], [WIN_A], who="desk 1", expected_version=first.version)
        assert err.value.who == "desk 2"
    finally:
        desk2.close()
        desk1.close()


def test_entering_a_result_does_not_load_the_pairing_and_standings_logic(db: Database) -> None:
    """A desk or a command that only records results never pays for numpy and the solvers: the
    tournament package loads its modules on first use, and a result needs only its results module."""
    import subprocess
    import sys

    _, ids = _event(db)
    db.close()
    code = (
        "import sys\n"
        "from database.engine import Database\n"
        "from desktop.services import tournament as svc\n"
        f"db = Database.open({db.url!r})\n"
        f"view = svc.record_result(db, {ids[0]}, [{WIN_A!r}], who='desk')\n"
        "assert view.points_a == 3, view\n"
        "print(sorted(m for m in ('numpy', 'desktop.tournament.standings', 'desktop.tournament.swiss') "
        "if m in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_on_a_server_a_refused_or_lost_entry_leaves_no_transaction_open(any_db: Database) -> None:
    """The hot pool's connections are in autocommit mode and the entry opens its transaction itself:
    a refusal after the match was read, or a lost race, rolls it back (no lock is left held, the
    connection goes back idle) and an exclusive write runs at once."""
    if not any_db.is_postgres:
        pytest.skip("PostgreSQL's hot pool")
    from sqlalchemy import text

    ev, ids = _event(any_db)
    with pytest.raises(svc.ResultEntryError):
        svc.record_result(any_db, ids[0], [{**WIN_A, "bogus": 1}], who="desk 1")
    first = svc.record_result(any_db, ids[1], [WIN_A], who="desk 1")
    svc.record_result(any_db, ids[1], [WIN_B], who="desk 2", expected_version=first.version)
    with pytest.raises(svc.StaleResultError):
        svc.record_result(any_db, ids[1], [WIN_A], who="desk 3", expected_version=first.version)
    with any_db.engine.connect() as conn:
        held = conn.execute(
            text("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND pid <> pg_backend_pid()")
        ).scalar()
        open_tx = conn.execute(
            text(
                "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                "AND pid <> pg_backend_pid() AND state LIKE 'idle in transaction%'"
            )
        ).scalar()
    assert held == 0 and open_tx == 0
    svc.update_event(any_db, ev, {"scoring": (4, 1, 0, 4)})  # an exclusive write: not held up
    assert svc.record_result(any_db, ids[2], [WIN_A], who="desk 1").points_a == 4
