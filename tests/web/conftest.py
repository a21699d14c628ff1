"""The venue web's tests: a small event with hostile names, and a test client on it."""

from __future__ import annotations

import sys
import warnings
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

warnings.filterwarnings("ignore", message=".*httpx.*", category=DeprecationWarning)

from web_support import CLUB, HOSTILE, Phone, tb  # noqa: E402 (after the path above)


@pytest.fixture
def event(db) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    """Six players (one with markup in the name and club), round 1 published with one result, and
    everyone's personal code."""
    from desktop.services import tournament as svc
    from desktop.services import venue
    from desktop.services.tournament_queries import round_view

    ev = svc.create_event(db, svc.EventSpec(name="Spring Cup", game="toybattle", venue="Hall")).summary.id
    names = ["Alice Able", "Bohdan Bilyk", "Carla Cruz", "Dmytro Dovzhenko", HOSTILE, "Frank Fox"]
    regs = {}
    for i, name in enumerate(names):
        regs[name] = svc.register_player(db, ev, name, rating=2000 - i, club=CLUB if name == HOSTILE else "").id
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    first = next(m for m in rnd.matches if m.b is not None)
    svc.record_result(db, first.id, [tb("a")])
    codes = {c.registration_id: c.code for c in venue.issue_codes(db, ev)}
    return {"id": ev, "regs": regs, "round": round_view(db, ev, 1), "codes": codes, "names": names}


@pytest.fixture
def state(db, event):  # type: ignore[no-untyped-def]
    from desktop.web.server import WebState

    return WebState(db, event["id"])


@pytest.fixture
def client(state):  # type: ignore[no-untyped-def]
    from starlette.testclient import TestClient

    from desktop.web.server import create_app

    with TestClient(create_app(state)) as c:
        yield c


@pytest.fixture
def phone(state):  # type: ignore[no-untyped-def]
    from starlette.testclient import TestClient

    from desktop.web.server import create_app

    with TestClient(create_app(state)) as c:
        yield Phone(c)


@pytest.fixture
def other_phone(state):  # type: ignore[no-untyped-def]
    from starlette.testclient import TestClient

    from desktop.web.server import create_app

    with TestClient(create_app(state), client=("10.0.0.9", 5000)) as c:
        yield Phone(c)
