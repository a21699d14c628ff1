"""Result entry in a 1024x700 window (review s8, item 14), in both languages: the game's drop-down lists
show their choices whole ("ходів не лиш…", "B: Jonas Lópe…" were cut) and say their current text in a
tooltip; the list of missing results shows its table, code and first player's name whole (it showed
"Олекс…" under a sideways scroll bar)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QComboBox

NAMES = ["Олександра Коваленко-Шевчук", "Jonas López", "Daniel Kovač", "Іван Петренко"]


def _needs(combo: QComboBox, text: str) -> int:
    """The width a combo box of the same font and style needs to show ``text`` whole."""
    probe = QComboBox()
    probe.setFont(combo.font())
    probe.addItem(text)
    return probe.sizeHint().width()


@pytest.fixture(params=["en", "uk"])
def lang(request, ctx):  # type: ignore[no-untyped-def]
    from desktop.ui import i18n

    assert i18n.install(request.param)
    ctx.lang = request.param
    yield request.param
    i18n.install("en")
    ctx.lang = "en"


@pytest.mark.parametrize("game", ["attacktix", "toybattle"])
def test_result_entry_shows_choices_and_missing_names_whole_at_1024(ctx, qtbot, lang, game) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import tournament as svc
    from desktop.ui.pages.tournaments import TournamentsPage

    ev = svc.create_event(ctx.db, svc.EventSpec(name="Narrow", game=game, stages=(svc.StageSpec("swiss", rounds=2),)))
    event_id = ev.summary.id
    for i, name in enumerate(NAMES):  # long names, both alphabets
        svc.register_player(ctx.db, event_id, name, rating=1600 - i)
    svc.publish_round(ctx.db, svc.pair_next_round(ctx.db, event_id).id)
    page = TournamentsPage(ctx)
    qtbot.addWidget(page)
    page.resize(1024 - 170, 700)  # beside the main window's sidebar
    page.show()
    qtbot.waitExposed(page)
    with qtbot.waitSignal(page.event_loaded, timeout=20000):
        page.select_event(event_id)
    qtbot.waitUntil(lambda: page.busy == 0, timeout=20000)
    tab = page.results_tab
    page.tabs.setCurrentWidget(tab)
    missing = page.snapshot.missing()
    assert missing
    tab.open_match(missing[0])
    for _ in range(5):
        QApplication.processEvents()

    form = tab.game_forms[0]
    combos = [w for w in form.widgets.values() if isinstance(w, QComboBox)]
    assert len(combos) >= 2
    for combo in [*combos, tab.special]:
        for i in range(combo.count()):
            combo.setCurrentIndex(i)
            QApplication.processEvents()
            text = combo.itemText(i)
            assert combo.width() >= _needs(combo, text), (combo.objectName(), text, combo.width())
    for combo in [*combos, tab.special]:
        assert combo.toolTip() == combo.currentText()

    view = tab.missing_view
    header = view.horizontalHeader()
    for col in range(3):  # table, code, player A
        left = header.sectionViewportPosition(col)
        assert 0 <= left and left + header.sectionSize(col) <= view.viewport().width(), col
        assert header.sectionSize(col) >= max(view.sizeHintForColumn(col), header.sectionSizeHint(col)), col
