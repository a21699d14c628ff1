"""The venue screen lists the players alphabetically as a Ukrainian reader expects (Білик before
Бондаренко, Іван before Ярослав), and before the first result its standings are the players by seed, not
"standings after round 0" (review s8, items 4 and 15)."""

from __future__ import annotations

import re

from desktop.services import tournament as svc

NAMES = ("Ярослав Коваленко", "Марія Бондаренко", "Іван Білик", "Марія Білик", "Bob Smith", "Ганна Мороз")


def test_the_venue_screen_lists_names_in_ukrainian_order_and_by_seed_before_any_result(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    ev = svc.create_event(page.db, svc.EventSpec(name="Cup", game="toybattle")).summary.id
    for name in NAMES:
        svc.register_player(page.db, ev, name)
    svc.publish_round(page.db, svc.pair_next_round(page.db, ev).id)
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(ev)
    idle()
    page.venue_button.click()
    idle()
    venue = page.venue
    venue.refresh()
    first_cells = re.findall(r"<tr><td[^>]*>([^<]*)</td>", venue.body.text())
    assert first_cells == ["Bob Smith", "Ганна Мороз", "Іван Білик", "Марія Білик", "Марія Бондаренко",
                           "Ярослав Коваленко"]
    venue.toggle_mode()
    venue.refresh()
    assert venue.title.text() == "Cup — players before round 1 (by seed)"
    venue.close()
