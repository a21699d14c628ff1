"""Players' personal codes for the venue web: how one is made, and a code for every player who has none.

Kept apart from :mod:`desktop.services.venue` (sign-in, reports) so that registering a player, low in the
tournament services' layers, can give a newcomer a code in its own transaction
(:func:`codes_for_newcomers`) without importing the venue's use of the tournament facade.
"""

from __future__ import annotations

import secrets
from typing import Any

from sqlalchemy import select

from database.models.tournament import RegistrationRow, VenueCodeRow

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""32 letters and digits, without 0/O and 1/I (read from paper)."""
CODE_LENGTH = 10
"""10 characters of 32: 50 bits. With :data:`desktop.services.venue.MAX_FAILURES` tries per player before the lock-out, one
guess in 2**50 / 5 succeeds."""


def _new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def unique_code(session: Any) -> str:
    while True:
        code = _new_code()
        if session.scalar(select(VenueCodeRow.registration_id).where(VenueCodeRow.code == code)) is None:
            return code


def codes_for_all(session: Any, event_id: int) -> tuple[list[RegistrationRow], dict[int, VenueCodeRow]]:
    """A code for every player of the event who has none yet (in ``session``); the players and codes."""
    regs = list(session.scalars(select(RegistrationRow).where(RegistrationRow.event_id == event_id)))
    codes = {
        c.registration_id: c for c in session.scalars(select(VenueCodeRow).where(VenueCodeRow.event_id == event_id))
    }
    for reg in regs:
        if reg.id not in codes:
            row = VenueCodeRow(registration_id=reg.id, event_id=event_id, code=unique_code(session))
            session.add(row)
            session.flush()
            codes[reg.id] = row
    return regs, codes


def codes_for_newcomers(session: Any, event_id: int) -> None:
    """Once an event's codes are issued, players registered later get theirs at once, in the same
    transaction as their registration: their slip's stub and the venue web need it, and nobody has to
    remember to issue codes again. An event without codes stays without."""
    issued = session.scalar(select(VenueCodeRow.registration_id).where(VenueCodeRow.event_id == event_id).limit(1))
    if issued is not None:
        session.flush()  # the new registrations have their ids
        codes_for_all(session, event_id)
