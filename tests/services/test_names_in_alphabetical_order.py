"""Lists ordered by name follow the alphabet a Ukrainian reader knows (І after И, before Ї and К; Latin
before Cyrillic), not code points (where І, U+0406, came after Я): the score sheets of an event and the
page's Players and Standings tables sorted by name (review s8, item 4)."""

from __future__ import annotations

from desktop.reports import Labels
from desktop.services import sheets
from desktop.services import tournament as svc

NAMES = ("Ярослав Коваленко", "Іван Білик", "Bob Smith", "Єва Гнатюк", "Ганна Мороз", "Ґалина Литвин")
ALPHABETICAL = ["Bob Smith", "Ганна Мороз", "Ґалина Литвин", "Єва Гнатюк", "Іван Білик", "Ярослав Коваленко"]


def test_score_sheets_come_in_ukrainian_alphabetical_order(db) -> None:  # type: ignore[no-untyped-def]
    ev = svc.create_event(db, svc.EventSpec(name="Names", game="attacktix")).summary.id
    for name in NAMES:
        svc.register_player(db, ev, name)
    svc.publish_round(db, svc.pair_next_round(db, ev).id)
    out = sheets.score_sheets(svc.load_event(db, ev), Labels())
    assert [s.name for s in out] == ALPHABETICAL
