"""Once an event's venue-web codes are issued, a player registered later has a code at once (by hand, by
a player file, or as a late entry after round 1), so that their slip's stub and the venue web work
without anyone issuing codes again; an event whose codes were never issued gets none."""

from __future__ import annotations

import pytest

from desktop.services import tournament as svc
from desktop.services import venue
from desktop.services.tournament_import import import_players


@pytest.fixture
def ev(db) -> int:  # type: ignore[no-untyped-def]
    event = svc.create_event(db, svc.EventSpec(name="Codes Open", game="toybattle")).summary.id
    for i in range(4):
        svc.register_player(db, event, f"Early {i}", rating=1500 - i)
    return event


def _codes(db, ev: int) -> dict[str, str]:  # type: ignore[no-untyped-def]
    return {c.name: c.code for c in venue.player_codes(db, ev)}


def test_a_player_registered_after_codes_were_issued_has_a_code_at_once(db, ev) -> None:  # type: ignore[no-untyped-def]
    issued = {c.name: c.code for c in venue.issue_codes(db, ev)}
    svc.register_player(db, ev, "Late Lara")
    codes = _codes(db, ev)
    assert set(codes) == {*issued, "Late Lara"}
    assert {n: c for n, c in codes.items() if n in issued} == issued  # nobody else's code changed
    assert len(set(codes.values())) == len(codes) and len(codes["Late Lara"]) == venue.CODE_LENGTH


def test_players_imported_from_a_file_after_codes_were_issued_have_codes(db, ev) -> None:  # type: ignore[no-untyped-def]
    venue.issue_codes(db, ev)
    import_players(db, ev, "name,club\nAnn,Red\nBob,Blue\n")
    assert {"Ann", "Bob"} <= set(_codes(db, ev))


def test_a_late_entry_after_round_one_has_a_code_too(db, ev) -> None:  # type: ignore[no-untyped-def]
    venue.issue_codes(db, ev)
    svc.publish_round(db, svc.pair_next_round(db, ev).id)
    import_players(db, ev, "name\nLate Lou\n")
    svc.register_player(db, ev, "Late Lara")
    assert {"Late Lou", "Late Lara"} <= set(_codes(db, ev))


def test_an_event_whose_codes_were_never_issued_gets_none_on_registering(db, ev) -> None:  # type: ignore[no-untyped-def]
    svc.register_player(db, ev, "Late Lara")
    import_players(db, ev, "name\nAnn\n")
    assert _codes(db, ev) == {}
