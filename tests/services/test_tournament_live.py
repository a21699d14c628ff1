"""desktop/services/tournament_live.py (what changed in an event since a desk read it) and the SQLite
change feed's event ids (desktop/services/changes.py)."""

from __future__ import annotations

import time

from database.engine import Database
from desktop.services import changes
from desktop.services import tournament as svc
from desktop.services import tournament_live as live

RESULT = {"winner": "a", "ended": "hq", "medals_a": 2, "medals_b": 0}


def _event(db: Database, name: str, n: int = 8) -> tuple[int, svc.RoundView]:
    ev = svc.create_event(
        db, svc.EventSpec(name=name, game="toybattle", stages=(svc.StageSpec("swiss", rounds=3),))
    )
    for i in range(n):
        svc.register_player(db, ev.summary.id, f"{name} {i}", rating=1600 - i)
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev.summary.id).id)
    return ev.summary.id, rnd


def test_nothing_changed_gives_nothing(db: Database) -> None:
    event_id, _ = _event(db, "Quiet")
    known = live.event_versions(db, event_id)
    ch = live.changes_since(db, event_id, known)
    assert ch.empty and ch.versions == known


def test_a_result_gives_only_its_match(db: Database) -> None:
    event_id, rnd = _event(db, "One")
    other_id, other_rnd = _event(db, "Two")
    known = live.event_versions(db, event_id)
    m = rnd.matches[1]
    svc.record_result(db, m.id, [RESULT], who="desk 2")
    svc.record_result(db, other_rnd.matches[0].id, [RESULT], who="desk 2")  # another event
    ch = live.changes_since(db, event_id, known)
    assert [v.id for v in ch.matches] == [m.id]
    assert ch.matches[0].status == "reported" and ch.matches[0].version > m.version
    assert not (ch.rounds_changed or ch.event_changed or ch.registrations or ch.removed_matches)
    assert ch.versions.matches[m.id] == ch.matches[0].version
    # asked again from the new versions: nothing
    assert live.changes_since(db, event_id, ch.versions).empty


def test_registrations_rounds_and_removed_matches(db: Database) -> None:
    event_id, rnd = _event(db, "Many")
    known = live.event_versions(db, event_id)
    regs = svc.list_registrations(db, event_id)
    svc.check_in(db, regs[2].id, True)
    late = svc.register_player(db, event_id, "Late", rating=1000)
    ch = live.changes_since(db, event_id, known)
    assert {r.id for r in ch.registrations} >= {regs[2].id, late.id}
    known = ch.versions
    for m in rnd.matches:
        svc.record_result(db, m.id, [RESULT])
    known = live.changes_since(db, event_id, known).versions
    draft = svc.pair_next_round(db, event_id)
    ch = live.changes_since(db, event_id, known)
    assert ch.rounds_changed and [r.number for r in ch.rounds] == [1, 2] and ch.rounds[-1].status == "draft"
    assert {v.id for v in ch.matches} == {m.id for m in draft.matches}
    known = ch.versions
    try:
        from desktop.services.tournament_rounds import discard_draft  # type: ignore[import-not-found]
    except ImportError:
        from desktop.services.tournament_pairing import discard_draft

    discard_draft(db, event_id)
    ch = live.changes_since(db, event_id, known)
    assert ch.rounds_changed and set(ch.removed_matches) == {m.id for m in draft.matches}


def test_too_many_changes_say_so(db: Database) -> None:
    event_id, rnd = _event(db, "Bulk", 8)
    known = live.event_versions(db, event_id)
    for m in rnd.matches:
        svc.record_result(db, m.id, [RESULT])
    ch = live.changes_since(db, event_id, known, limit=2)
    assert ch.too_many and not ch.matches


def test_the_sqlite_feed_names_the_event_that_changed(db: Database) -> None:
    first, rnd = _event(db, "First")
    second, _ = _event(db, "Second")
    feed = changes.open_feed(db, interval=0.05)
    try:
        while feed.poll(0.2) is not None:
            pass
        other = Database.open(db.url)
        try:
            svc.record_result(other, rnd.matches[0].id, [RESULT], who="desk 2")
        finally:
            other.close()
        deadline = time.monotonic() + 2.0
        change = None
        while change is None and time.monotonic() < deadline:
            change = feed.poll(0.1)
        assert change is not None and "results" in change.topics
        assert change.event_ids == frozenset({first})
        assert change.concerns(first) and not change.concerns(second)
    finally:
        feed.close()


def test_a_draft_paired_again_under_the_same_ids_is_reported(db: Database) -> None:
    """Pairing a draft by hand deletes its matches and writes new ones, which SQLite may give the same
    ids and version 1: the round's version says so, and its matches are all reported."""
    ev = svc.create_event(
        db, svc.EventSpec(name="Reuse", game="toybattle", stages=(svc.StageSpec("swiss", rounds=3),))
    )
    for i in range(9):
        svc.register_player(db, ev.summary.id, f"Reuse {i}", rating=1600 - i)
    draft = svc.pair_next_round(db, ev.summary.id)
    known = live.event_versions(db, ev.summary.id)
    holder = next(m.a for m in draft.matches if m.kind == "bye")
    target = next(m.a for m in draft.matches if m.kind == "played" and m.a != holder)
    svc.give_bye(db, draft.id, target)
    ch = live.changes_since(db, ev.summary.id, known)
    now = svc.load_event(db, ev.summary.id).rounds[-1]
    assert {m.id for m in ch.matches} == {m.id for m in now.matches}
    assert next(m for m in ch.matches if m.kind == "bye").a == target
