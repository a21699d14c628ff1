"""A finished event's heading (review 9b, item 12a): the round clock beside it says "Finished", so the
heading says it neither again ("· finished") nor as the last round's "(published)"; at 1024 px it wrapped
and said "finished" twice. An event still running keeps its round's status in the heading."""

from __future__ import annotations

from desktop.services import tournament as svc

NAMES = ["Zoe", "Ada", "Mia", "Bob"]


def _event(db) -> int:  # type: ignore[no-untyped-def]
    ev = svc.create_event(
        db, svc.EventSpec(name="Club night", game="toybattle", stages=(svc.StageSpec("swiss", rounds=1),))
    )
    for i, n in enumerate(NAMES):
        svc.register_player(db, ev.summary.id, n, rating=1600 - i)
    return ev.summary.id


def _open(ctx, qtbot, lang: str = "en"):  # type: ignore[no-untyped-def]
    from desktop.ui import i18n
    from desktop.ui.pages.tournaments import TournamentsPage

    i18n.install(lang)
    page = TournamentsPage(ctx)
    qtbot.addWidget(page)
    page.resize(1024, 700)
    page.show()
    qtbot.waitUntil(lambda: page.snapshot is not None and page.busy == 0, timeout=30000)
    return page


def test_a_finished_event_says_finished_once_on_the_clock(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    event_id = _event(ctx.db)
    rnd = svc.publish_round(ctx.db, svc.pair_next_round(ctx.db, event_id).id)
    played = [m for m in rnd.matches if m.kind == "played" and m.b is not None]
    for m in played[:-1]:
        svc.record_result(ctx.db, m.id, [{"winner": "a", "ended": "hq", "medals_a": 2, "medals_b": 0}])
    page = _open(ctx, qtbot)
    running = page.event_title.full_text()
    assert running.endswith("Round 1 (published)") and "finished" not in running.casefold()
    mv = svc.record_result(ctx.db, played[-1].id, [{"winner": "a", "ended": "hq", "medals_a": 2, "medals_b": 0}])
    page.session.match_saved(mv)
    qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
    title = page.event_title.full_text()
    assert page.clock_widget.display.text() == "Finished"
    assert "finished" not in title.casefold() and "published" not in title, title
    assert title.endswith(" · Round 1"), title


def test_the_finished_heading_in_ukrainian(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import i18n

    event_id = _event(ctx.db)
    rnd = svc.publish_round(ctx.db, svc.pair_next_round(ctx.db, event_id).id)
    for m in rnd.matches:
        if m.kind == "played" and m.b is not None:
            svc.record_result(ctx.db, m.id, [{"winner": "a", "ended": "hq", "medals_a": 2, "medals_b": 0}])
    try:
        page = _open(ctx, qtbot, "uk")
        title = page.event_title.full_text()
        assert title.endswith(" · Тур 1"), title
        assert page.clock_widget.display.text() != "Finished"  # the clock's own word, translated
    finally:
        i18n.install("en")
