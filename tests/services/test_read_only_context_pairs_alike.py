"""Reads that change nothing (the pairing's read before the write, the Tournaments page's read) take an
event's registrations as plain rows, not ORM objects (issue 27): the same values, and on a seeded event
the very round the ORM objects give."""

from __future__ import annotations

from sqlalchemy import select

from database.models.tournament import RegistrationRow, StageRow
from desktop.services import tournament_queries, tournament_rounds
from desktop.services.tournament_context import _all_matches, _Context, reported_logic_matches
from desktop.services.tournament_demo import build_demo


def seeded_event(db, players: int = 45, rounds: int = 4) -> int:  # type: ignore[no-untyped-def]
    demo = build_demo(db, game="toybattle", players=players, rounds=rounds, seed=2024)
    with db.begin() as session:
        stage = session.scalars(select(StageRow).where(StageRow.event_id == demo.event_id)).one()
        stage.config = {**(stage.config or {}), "rounds": rounds + 1}
    return demo.event_id


def test_plain_registration_rows_hold_what_the_orm_objects_hold(db) -> None:  # type: ignore[no-untyped-def]
    ev = seeded_event(db, players=12, rounds=1)
    columns = [c.key for c in RegistrationRow.__table__.c]
    with db.read() as session:
        light = _Context.load(session, ev, read_only=True)
        full = _Context.load(session, ev)
        assert sorted(light.regs) == sorted(full.regs) and len(light.regs) == 12
        for rid, row in light.regs.items():
            assert not isinstance(row, RegistrationRow)
            assert [getattr(row, c) for c in columns] == [getattr(full.regs[rid], c) for c in columns]


def test_the_pairing_read_pairs_a_seeded_event_as_the_orm_objects_do(db) -> None:  # type: ignore[no-untyped-def]
    ev = seeded_event(db)
    with db.read() as session:
        ctx = _Context.load(session, ev)  # ORM objects: the write's own read
        matches, games = _all_matches(session, ev, results=False)
        logic = reported_logic_matches(ctx, matches, games)
        stage = next(s for s in ctx.stages.values() if s.kind == "swiss")
        pairs, report = tournament_rounds._swiss_round(ctx, stage, logic, 5)
    pre = tournament_rounds._precompute(db, ev)
    assert pre is not None and pre[2] == 5
    assert (pre[3], pre[4]) == (pairs, report)
    assert len(pairs) == 23 and report["objective"]
    rnd = tournament_rounds.pair_next_round(db, ev)
    assert {(m.a, m.b) for m in rnd.matches} == {(a, b) for a, b, _ in pairs}


def test_the_pages_read_of_an_event_names_its_players_as_the_services_do(db) -> None:  # type: ignore[no-untyped-def]
    ev = seeded_event(db, players=16, rounds=2)
    snap = tournament_queries.open_event(db, ev)
    from desktop.services import tournament as svc

    assert snap.registrations == tuple(sorted(svc.list_registrations(db, ev), key=lambda r: r.id))
    assert snap.current is not None and snap.current == tournament_queries.round_view(db, ev, snap.current.number)


def test_the_logics_read_of_matches_leaves_out_what_only_views_show(db) -> None:  # type: ignore[no-untyped-def]
    ev = seeded_event(db, players=14, rounds=2)
    with db.read() as session:
        ctx = _Context.load(session, ev, read_only=True)
        light, light_games = _all_matches(session, ev, results=False)
        full, full_games = _all_matches(session, ev)
        assert len(light) == len(full) == 14
        assert "updated_at" not in light[0]._fields and "code" not in light[0]._fields
        assert "updated_at" in full[0]._fields
        logic = reported_logic_matches(ctx, light, light_games)
        assert logic == reported_logic_matches(ctx, full, full_games) and len(logic) == 14
