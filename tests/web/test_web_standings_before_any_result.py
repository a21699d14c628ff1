"""Before any result the venue web's standings say what the paper and the desk say: the players before
round 1, by seed (the order round 1 is paired in), in English and in Ukrainian."""

from __future__ import annotations

import re

from starlette.testclient import TestClient

from desktop.reports.labels import ENGLISH
from desktop.services import tournament as svc
from desktop.web.server import WebState, create_app


def test_the_standings_before_any_result_are_titled_by_seed_as_on_paper(db) -> None:  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="Seed Cup", game="toybattle")).summary.id
    for name, rating in (("Ann", 1500), ("Bo", 1900), ("Cy", 1700), ("Di", 1900)):
        svc.register_player(db, ev, name, rating=rating)
    svc.publish_round(db, svc.pair_next_round(db, ev).id)
    with TestClient(create_app(WebState(db, ev))) as client:
        english = client.get("/standings", headers={"Accept-Language": "en"}).text
        ukrainian = client.get("/standings", headers={"Accept-Language": "uk"}).text
    heading = re.search(r"<h1>(.*?)</h1>", english, re.S)
    assert heading is not None and heading.group(1) == ENGLISH["standings_seed_title"]
    assert "Гравці перед туром 1 (за посівом)" in ukrainian
    names = re.findall(r"<tr data-names[^>]*>.*?<td[^>]*>\d+</td>\s*<td[^>]*>(?:<[^>]+>)*([A-Za-z]+)", english, re.S)
    assert names == ["Bo", "Di", "Cy", "Ann"], names  # rating, then registration
