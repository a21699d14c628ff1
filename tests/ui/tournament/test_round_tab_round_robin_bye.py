"""Review s9, item 4 (the desk): the Round tab lists a round robin's bye (the player without a game in the
round) as a row of the pairings, in English and Ukrainian, scoring nothing; in a draft it cannot be dragged
like a pairing; the venue screen's pairings list it too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt


def _event(db) -> int:  # type: ignore[no-untyped-def]
    from desktop.services import tournament as svc

    stage = svc.StageSpec(kind="round_robin")
    ev = svc.create_event(db, svc.EventSpec(name="RR", game="toybattle", stages=(stage,))).summary.id
    for i, name in enumerate(["Alpha", "Beta", "Gamma", "Delta", "Epsilon"]):
        svc.register_player(db, ev, name, rating=2000 - i)
    return ev


@pytest.mark.parametrize(
    ("lang", "caption"),
    [("en", "— bye (no points) —"), ("uk", "— вільний тур (без очок) —")],
)
def test_the_round_tab_lists_the_round_robin_bye_as_a_row(page, idle, ctx, lang, caption) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import tournament as svc
    from desktop.ui import i18n

    ev = _event(ctx.db)
    first = svc.publish_round(ctx.db, svc.pair_next_round(ctx.db, ev).id)
    for m in first.matches:
        svc.record_result(ctx.db, m.id, [{"winner": "a", "ended": "medals", "medals_a": 3, "medals_b": 1}])
    draft = svc.pair_next_round(ctx.db, ev)
    if lang == "uk":
        i18n.install("uk")
    try:
        page.reload()
        page.select_event(ev)
        idle()
        tab = page.round_tab
        for number in (1, 2):
            index = tab.round_combo.findData(number)
            tab.round_combo.setCurrentIndex(index)
            tab.round_combo.activated.emit(index)  # as a user's choice
            idle()
            rv = tab.round
            assert rv is not None and rv.number == number and len(rv.rests) == 1
            model = tab.model
            rows = model.rows()
            assert len(rows) == len(rv.matches) + 1
            row = next(i for i, r in enumerate(rows) if r.kind == "round_robin_bye")
            shown = {
                key: model.data(model.index(row, model.column_of(key)), Qt.ItemDataRole.DisplayRole)
                for key in ("table", "a", "b", "result", "code")
            }
            assert shown == {"table": "", "a": rv.rests[0].name, "b": caption, "result": "0", "code": ""}
            drag = Qt.ItemFlag.ItemIsDragEnabled
            assert model.draft == (number == 2)
            assert not model.flags(model.index(row, model.column_of("a"))) & drag
            if number == 2:  # a pairing of the draft can still be dragged
                pairing = next(i for i, r in enumerate(rows) if r.kind != "round_robin_bye")
                assert model.flags(model.index(pairing, model.column_of("a"))) & drag
        assert draft.rests == tab.round.rests
    finally:
        if lang == "uk":
            i18n.install("en")


def test_the_venue_screen_lists_the_round_robin_bye(page, idle, ctx) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import tournament as svc

    ev = _event(ctx.db)
    rnd = svc.publish_round(ctx.db, svc.pair_next_round(ctx.db, ev).id)
    page.reload()
    page.select_event(ev)
    idle()
    page.open_venue()
    idle()
    text = page.venue.body.text()
    assert rnd.rests[0].name in text and "bye (no points)" in text
