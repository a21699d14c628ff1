"""The Bracket tab shows what the printed bracket shows (review s9, item 11): each player's seed and name,
the scores, the rounds named as on paper ("Final · Round 2", one function for both), the champion, and
a drawn match (time called on a level game) that went to the higher seed said so, on screen and on
paper; no internal slot codes ("W1-0"); in Ukrainian too, and readable on the dark palette."""

from __future__ import annotations

import io

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

from desktop.services import sheets
from desktop.services import tournament as svc
from desktop.ui import palette

PLAYERS = ("Ann", "Bob", "Cid", "Dee")  # seeds 1-4 by rating: the semi-finals are Ann-Dee and Bob-Cid


def _cup(db) -> int:  # type: ignore[no-untyped-def]
    """Four players straight into single elimination: Ann beats Dee 3-1 (medals), Bob and Cid draw 2-2
    when time is called (Bob, the higher seed, goes through), Bob wins the final: the champion."""
    ev = svc.create_event(
        db, svc.EventSpec(name="Knockout", game="toybattle", stages=(svc.StageSpec("single_elimination"),))
    )
    event_id = ev.summary.id
    for i, name in enumerate(PLAYERS):
        svc.register_player(db, event_id, name, rating=1800 - 100 * i)
    semis = svc.pair_next_round(db, event_id)
    svc.publish_round(db, semis.id)
    for m in semis.matches:
        if {m.a_name, m.b_name} == {"Ann", "Dee"}:
            won = "a" if m.a_name == "Ann" else "b"
            medals = (3, 1) if won == "a" else (1, 3)
            game = {"winner": won, "ended": "hq", "medals_a": medals[0], "medals_b": medals[1]}
            svc.record_result(db, m.id, [game])
        else:
            game = {"ended": "time_called", "medals_a": 2, "medals_b": 2}
            svc.record_result(db, m.id, [game], confirm_time_called=True)
    final = svc.pair_next_round(db, event_id)
    svc.publish_round(db, final.id)
    (m,) = final.matches
    won = "a" if m.a_name == "Bob" else "b"
    svc.record_result(db, m.id, [{"winner": won, "ended": "hq", "medals_a": 2, "medals_b": 2}])
    return event_id


def _shown(view) -> list[str]:  # type: ignore[no-untyped-def]
    out = []
    for item in view.scene().items():
        if isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem):
            out.append(item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText())
    return out


def _open_bracket(page, qtbot, event_id: int):  # type: ignore[no-untyped-def]
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(event_id)
    qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
    page.tabs.setCurrentWidget(page.bracket_view)
    return page.bracket_view


def _pdf_text(event_id: int, db, labels) -> str:  # type: ignore[no-untyped-def]
    from pypdf import PdfReader

    data = sheets.event_sheet(db, event_id, "bracket", labels)
    return "\n".join(p.extract_text() or "" for p in PdfReader(io.BytesIO(data)).pages)


def test_the_bracket_tab_shows_seeds_scores_round_names_champion_and_a_draw_decided_by_seed(page, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.reports.labels import report_labels

    event_id = _cup(page.db)
    view = _open_bracket(page, qtbot, event_id)
    shown = _shown(view)
    assert not [t for t in shown if t.startswith(("W1-", "W2-"))]  # no internal slot codes
    for caption in ("Semi-final · Round 1", "Final · Round 2", "Champion: Bob", "draw: the higher seed advances"):
        assert caption in shown, (caption, shown)
    for seed, name in enumerate(PLAYERS, start=1):
        assert str(seed) in shown and name in shown
    assert shown.count("3") >= 1 and shown.count("1") >= 2  # Ann 3 - Dee 1 (medals), seed 1
    assert shown.count("draw: the higher seed advances") == 1  # only the drawn semi-final
    # the paper says the same, in the same words
    paper = _pdf_text(event_id, page.db, report_labels())
    for caption in ("Semi-final · Round 1", "Final · Round 2", "Champion: Bob", "draw: the higher seed advances"):
        assert caption in paper, caption


def test_the_bracket_tab_in_ukrainian_on_the_dark_palette(page, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QGraphicsRectItem

    from desktop.ui import i18n

    event_id = _cup(page.db)
    try:
        assert i18n.install("uk")
        page.ctx.lang = "uk"
        page.retranslate()
        page.bracket_view.setPalette(palette.dark_palette())
        view = _open_bracket(page, qtbot, event_id)
        view.draw()
        shown = _shown(view)
        for caption in ("Півфінал · Тур 1", "Фінал · Тур 2", "Чемпіон: Bob", "нічия: проходить вищий за посівом"):
            assert caption in shown, (caption, shown)
        # every text reads on what is under it: a box's fill, else the view's dark background
        rects = [i for i in view.scene().items() if isinstance(i, QGraphicsRectItem)]
        assert rects
        background = view.palette().base().color()
        for item in view.scene().items():
            if not isinstance(item, QGraphicsSimpleTextItem):
                continue
            centre = item.sceneBoundingRect().center()
            under = next((r.brush().color() for r in rects if r.sceneBoundingRect().contains(centre)), background)
            ink = item.brush().color()
            assert palette.contrast(ink, under) >= 3.0, (item.text(), ink.name(), under.name())
        assert QColor(background).lightnessF() < 0.5
    finally:
        i18n.install("en")
        page.ctx.lang = "en"
        page.bracket_view.setPalette(page.palette())
        page.retranslate()


def test_every_knockout_round_is_captioned_as_the_reached_column_names_it() -> None:
    """Review 9b item 7: a semi-final was captioned "Round 4" while the standings said "Semi-final"."""
    from desktop.reports.bracket import round_caption
    from desktop.reports.data import Bracket
    from desktop.reports.labels import Labels
    from desktop.ui import i18n
    from desktop.ui.reports.labels import report_labels

    data = Bracket("Bracket", 32, round_numbers={f"W{r}": r + 1 for r in range(1, 6)})
    labels = Labels()
    captions = [round_caption(data, f"W{r}", labels) for r in range(1, 6)]
    assert captions == [
        "Round of 32 · Round 2",
        "Round of 16 · Round 3",
        "Quarter-final · Round 4",
        "Semi-final · Round 5",
        "Final · Round 6",
    ]
    for r, reached in ((1, "round_of:32"), (3, "quarter_final"), (4, "semi_final")):
        assert captions[r - 1].startswith(labels.reached(reached) + " · ")
    assert i18n.install("uk")
    try:
        uk = report_labels()
        assert round_caption(data, "W4", uk) == "Півфінал · Тур 5"
        assert round_caption(data, "W3", uk) == uk.reached("quarter_final") + " · Тур 4"
    finally:
        i18n.install("en")


@pytest.mark.parametrize("double", [False, True])
def test_screen_and_paper_name_the_rounds_with_one_function(double: bool) -> None:
    """The captions of both come from ``reports.bracket.round_caption``: the final, the grand final, its
    reset and the third place named, each with the event's round it is played in."""
    from desktop.reports.bracket import round_caption
    from desktop.reports.data import Bracket
    from desktop.reports.labels import Labels

    data = Bracket("Bracket", 8, double=double, round_numbers={"W1": 4, "W2": 5, "W3": 6, "GF": 9, "3P": 6})
    labels = Labels()
    assert round_caption(data, "W1", labels) == ("Round 4" if double else "Quarter-final · Round 4")
    assert round_caption(data, "W2", labels) == ("Round 5" if double else "Semi-final · Round 5")
    assert round_caption(data, "W3", labels) == ("Round 6" if double else "Final · Round 6")
    assert round_caption(data, "GF", labels) == "Grand final · Round 9"
    assert round_caption(data, "3P", labels) == "Third place · Round 6"
    assert round_caption(data, "GF2", labels) == "Grand final (reset)"


def test_opening_another_event_on_the_bracket_tab_shows_that_events_bracket(page, qtbot) -> None:  # type: ignore[no-untyped-def]
    """The tab was drawn again only when it was chosen: opening another event while it was shown left
    the first event's bracket on screen."""
    cup = _cup(page.db)
    ev = svc.create_event(
        page.db, svc.EventSpec(name="Other", game="toybattle", stages=(svc.StageSpec("single_elimination"),))
    )
    for i, name in enumerate(("Eve", "Fay", "Gus", "Hal")):
        svc.register_player(page.db, ev.summary.id, name, rating=1800 - 100 * i)
    svc.publish_round(page.db, svc.pair_next_round(page.db, ev.summary.id).id)
    view = _open_bracket(page, qtbot, cup)
    assert "Champion: Bob" in _shown(view)
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(ev.summary.id)
    qtbot.waitUntil(lambda: page.busy == 0, timeout=30000)
    assert page.tabs.currentWidget() is view
    shown = _shown(view)
    assert {"Eve", "Fay", "Gus", "Hal"} <= set(shown)
    assert not {"Ann", "Bob", "Champion: Bob"} & set(shown)
