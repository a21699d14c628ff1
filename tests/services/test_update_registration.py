"""Correcting a registration at the desk (the Players tab's Edit…): name, club and rating; the name stays
unique in the event; bad input is refused and changes nothing."""

from __future__ import annotations

import pytest

from desktop.services import tournament as svc


def _event(db):  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="Desk Open", game="toybattle")).summary.id
    a = svc.register_player(db, ev, "Olena Kovalenko", club="Kyiv", rating=1500)
    b = svc.register_player(db, ev, "Taras Shevchuk")
    return ev, a, b


def test_name_club_and_rating_are_corrected(db) -> None:  # type: ignore[no-untyped-def]
    ev, a, _b = _event(db)
    rec = svc.update_registration(db, a.id, name="Olena Kovalenko-Bondar", club="Lviv", rating=1520)
    assert (rec.name, rec.club, rec.rating) == ("Olena Kovalenko-Bondar", "Lviv", 1520)
    again = {r.id: r for r in svc.list_registrations(db, ev)}[a.id]
    assert (again.name, again.club, again.rating) == ("Olena Kovalenko-Bondar", "Lviv", 1520)
    cleared = svc.update_registration(db, a.id, rating=None)
    assert cleared.rating is None and cleared.club == "Lviv"


def test_a_name_already_registered_is_refused(db) -> None:  # type: ignore[no-untyped-def]
    ev, a, b = _event(db)
    with pytest.raises(svc.RegistrationError, match="already registered"):
        svc.update_registration(db, b.id, name="olena  kovalenko")
    assert {r.id: r.name for r in svc.list_registrations(db, ev)}[b.id] == "Taras Shevchuk"
    # the same player's own name in another case is fine
    assert svc.update_registration(db, a.id, name="OLENA KOVALENKO").name == "OLENA KOVALENKO"


@pytest.mark.parametrize("bad", [{"name": "   "}, {"name": "A\x00B"}, {"rating": -5}, {"club": "x" * 5000}])
def test_bad_input_is_refused_and_changes_nothing(db, bad) -> None:  # type: ignore[no-untyped-def]
    ev, a, _b = _event(db)
    before = svc.list_registrations(db, ev)
    with pytest.raises(svc.TournamentError):
        svc.update_registration(db, a.id, **bad)
    assert svc.list_registrations(db, ev) == before
