"""Review of the Tournaments page layout: on the Players tab every column header is readable in both
languages (the columns were sized by their contents only, so "Вступ у турі", "Закріплений стіл" and the
check-in column were cut off at 1024x700 in Ukrainian), also for a big event and after a language switch."""

from __future__ import annotations

import pytest

from desktop.services.tournament_demo import build_demo


@pytest.mark.parametrize(("lang", "players"), [("uk", 16), ("uk", 256), ("en", 16)])
def test_players_headers_are_not_cut(ctx, qtbot, lang: str, players: int) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import i18n
    from desktop.ui.pages.tournaments import TournamentsPage

    event_id = build_demo(ctx.db, game="toybattle", players=players, rounds=1, seed=2).event_id
    try:
        assert i18n.install(lang)
        ctx.lang = lang
        page = TournamentsPage(ctx)
        qtbot.addWidget(page)
        page.resize(1024 - 170, 700)
        page.show()
        qtbot.waitExposed(page)
        with qtbot.waitSignal(page.event_loaded, timeout=20000):
            page.select_event(event_id)
        qtbot.waitUntil(lambda: page.busy == 0, timeout=20000)
        view = page.players_tab.view
        header = view.horizontalHeader()
        for col in range(page.players_tab.model.columnCount() - 1):
            assert view.columnWidth(col) >= header.sectionSizeHint(col), page.players_tab.model.headerData(
                col, 1
            )
        # the other language after a switch, too
        other = "en" if lang == "uk" else "uk"
        i18n.install(other)
        ctx.lang = other
        page.retranslate()
        for col in range(page.players_tab.model.columnCount() - 1):
            assert view.columnWidth(col) >= header.sectionSizeHint(col), page.players_tab.model.headerData(
                col, 1
            )
        qtbot.waitUntil(lambda: page.busy == 0, timeout=20000)
    finally:
        i18n.install("en")
        ctx.lang = "en"


def test_a_long_event_title_keeps_its_round_readable(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The title above the tabs was cut off at its end (the round) in Ukrainian at 1024x700; then cut in
    its middle ("Виберіть турнір угорі або …іть"): now it wraps onto a second line, whole."""
    from desktop.services import tournament as svc
    from desktop.ui import i18n
    from desktop.ui.pages.tournaments import TournamentsPage

    ev = svc.create_event(
        ctx.db,
        svc.EventSpec(name="Весняний відкритий чемпіонат Полтави з іграшкових битв", game="toybattle"),
    )
    for name in ("Оксана", "Богдан", "Ірина", "Тарас"):
        svc.register_player(ctx.db, ev.summary.id, name)
    svc.publish_round(ctx.db, svc.pair_next_round(ctx.db, ev.summary.id).id)
    try:
        assert i18n.install("uk")
        ctx.lang = "uk"
        page = TournamentsPage(ctx)
        qtbot.addWidget(page)
        page.resize(1024 - 170, 700)
        page.show()
        qtbot.waitExposed(page)
        with qtbot.waitSignal(page.event_loaded, timeout=20000):
            page.select_event(ev.summary.id)
        qtbot.waitUntil(lambda: page.busy == 0, timeout=20000)
        title = page.event_title
        full = title.full_text()
        assert full.endswith("(оприлюднено)") and title.toolTip() == full
        assert title.text() == full and title.wordWrap()
        assert title.fontMetrics().horizontalAdvance(full) > title.contentsRect().width()  # two lines
        from PySide6.QtCore import Qt

        wrapped = title.fontMetrics().boundingRect(
            0, 0, title.contentsRect().width(), 10_000, int(Qt.TextFlag.TextWordWrap), full
        )
        qtbot.waitUntil(lambda: wrapped.height() <= title.contentsRect().height(), timeout=5000)  # (laid out)
        page.resize(1920 - 170, 1000)
        qtbot.waitUntil(lambda: title.text() == full, timeout=5000)
    finally:
        i18n.install("en")
        ctx.lang = "en"


@pytest.mark.parametrize(("lang", "size"), [("uk", (1024, 700)), ("en", (1024, 700)), ("uk", (1280, 800))])
def test_result_entry_buttons_are_whole(ctx, qtbot, lang: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    """The four buttons of result entry keep their whole width beside the missing results (checked:
    "Зіграти цей матч" just fits at 1024x700)."""
    from desktop.ui import i18n
    from desktop.ui.pages.tournaments import TournamentsPage

    event_id = build_demo(ctx.db, game="toybattle", players=8, rounds=1, seed=2).event_id
    try:
        assert i18n.install(lang)
        ctx.lang = lang
        page = TournamentsPage(ctx)
        qtbot.addWidget(page)
        page.resize(size[0] - 170, size[1])
        page.show()
        qtbot.waitExposed(page)
        with qtbot.waitSignal(page.event_loaded, timeout=20000):
            page.select_event(event_id)
        qtbot.waitUntil(lambda: page.busy == 0, timeout=20000)
        tab = page.results_tab
        page.tabs.setCurrentWidget(tab)
        qtbot.wait(50)
        for b in (tab.save_button, tab.clear_button, tab.penalty_button, tab.play_button):
            pane = b.parentWidget()
            assert b.width() >= b.sizeHint().width(), b.text()
            assert b.geometry().right() <= pane.contentsRect().right(), b.text()
    finally:
        i18n.install("en")
        ctx.lang = "en"
