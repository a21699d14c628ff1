"""Review 9b item 12b: on a phone (390 px) a table wider than the screen says that it scrolls: the caption
above it ("Scroll sideways for more →") shows and its right edge fades until the player has scrolled to its
end; a table that fits shows neither. Skips when Debian's chromium or chromedriver is missing."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from venue_browser import _wait, browser_paths, phone_browser  # noqa: E402

HINT = (
    "var b = document.querySelector('{box}'); var h = b.previousElementSibling;"
    " return h.classList.contains('scroll-hint') && !h.hidden && h.offsetHeight > 0"
)
MORE = "return document.querySelector('{box}').classList.contains('more')"


@pytest.mark.timeout(180)
def test_a_table_wider_than_a_phone_shows_the_scroll_caption_and_a_fading_edge(db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    browser_paths()
    from desktop.services import tournament as svc
    from desktop.web.publish import publish

    # five tiebreak columns, as an organiser may choose: wider than a phone beside the names
    spec = svc.EventSpec(name="Wide Cup", game="toybattle", tiebreaks=("omw", "oomw", "gw", "ogw", "buchholz"))
    ev = svc.create_event(db, spec).summary.id
    for i, name in enumerate(["Oleksandra Kovalchuk", "Bohdan Bilyk", "Carla Cruz", "Dmytro Dovzhenko"]):
        svc.register_player(db, ev, name, rating=1800 - i)
    rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
    for m in rnd.matches:
        svc.record_result(db, m.id, [{"winner": "a", "ended": "medals", "medals_a": 3, "medals_b": 1}])
    publish(db, ev, tmp_path / "site", "uk")

    with phone_browser() as phone:
        phone.get((tmp_path / "site" / "standings.html").as_uri())
        box = "div.scroll"
        wide = phone.execute_script(f"var b = document.querySelector('{box}'); return b.scrollWidth > b.clientWidth")
        assert wide, "the standings fit the phone: the test needs a wider table"
        _wait(phone, lambda d: d.execute_script(HINT.format(box=box)), message="the scroll caption")
        assert phone.execute_script(f"return document.querySelector('{box}').previousElementSibling.textContent") == (
            "Гортайте вбік, щоб побачити більше →"
        )
        assert phone.execute_script(MORE.format(box=box)), "no fading edge while there is more to the right"
        phone.execute_script(f"var b = document.querySelector('{box}'); b.scrollLeft = b.scrollWidth")
        _wait(phone, lambda d: not d.execute_script(MORE.format(box=box)), message="the edge once at the end")

        phone.get((tmp_path / "site" / "pairings.html").as_uri())  # two tables of short rows: it fits
        assert not phone.execute_script(
            f"var b = document.querySelector('{box}'); return b.scrollWidth > b.clientWidth + 2"
        )
        assert not phone.execute_script(HINT.format(box=box))
        assert not phone.execute_script(MORE.format(box=box))
