"""Before the first result every list of the players is "by seed", and the seed order is the one the
pairing used for round 1: rating (highest first), then registration. The page's standings (the snapshot),
``event standings`` / the printed standings (the event ranking) and the CSV export agree (review s8, item 4)."""

from __future__ import annotations

import csv
import io

from database.models.tournament import RegistrationRow
from desktop.services import tournament as svc
from desktop.services.tournament_queries import open_event
from desktop.services.tournament_rounds import _seed_order

# registered in this order: not alphabetical, equal ratings but for the last one
PLAYERS = (
    ("Ярослав Коваленко", None),
    ("Bob Smith", None),
    ("Іван Білик", None),
    ("Марія Ткаченко", None),
    ("Олександра Коваленко-Шевчук", None),
    ("Anna Rated", 1600),
)


def _event(db) -> int:  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="Seeds", game="attacktix")).summary.id
    for name, rating in PLAYERS:
        svc.register_player(db, ev, name, club="Kyiv Toy Club", rating=rating)
    svc.publish_round(db, svc.pair_next_round(db, ev).id)
    return ev


def _pairing_seeds(db, ev: int) -> list[str]:  # type: ignore[no-untyped-def]
    from sqlalchemy import select

    with db.read() as session:
        regs = list(session.scalars(select(RegistrationRow).where(RegistrationRow.event_id == ev)))
        names = {r.id: r.name for r in regs}
        return [names[i] for i in _seed_order(regs)]


def test_before_the_first_result_the_page_the_paper_and_the_export_list_the_pairing_seed_order(db) -> None:  # type: ignore[no-untyped-def]
    ev = _event(db)
    seeds = _pairing_seeds(db, ev)
    assert seeds == ["Anna Rated", *(name for name, _r in PLAYERS[:-1])]  # rating, then registration

    ranking = svc.event_ranking(db, ev)
    assert ranking.after_round == 0
    assert [ln.name for ln in ranking.lines] == seeds
    assert [ln.rank for ln in ranking.lines] == list(range(1, len(seeds) + 1))

    snap = open_event(db, ev)
    names = {r.id: r.name for r in snap.registrations}
    rows = snap.standings()
    assert [names[r.player] for r in rows] == seeds
    assert [r.rank for r in rows] == list(range(1, len(seeds) + 1))
    assert [r.place for r in rows] == list(range(1, len(seeds) + 1))
    assert all(r.separated_by is None for r in rows)
    after0 = snap.standings(None, 0)
    assert [names[r.player] for r in after0] == seeds

    exported = list(csv.DictReader(io.StringIO(svc.export_csv(db, ev, "standings"))))
    assert [row["name"] for row in exported] == seeds
