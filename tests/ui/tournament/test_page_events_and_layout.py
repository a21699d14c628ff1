"""The events list shows every event of the database, also those made by the command line (today's
defect: the page was one line and listed none); the page speaks Ukrainian after a language switch;
every tab fits 1024x700, 1280x800 and 1920x1080 in both languages (no button cut off)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QWidget

from desktop.services import tournament as svc


def _demo(db, players: int = 16, rounds: int = 3) -> int:  # type: ignore[no-untyped-def]
    from desktop.services.tournament_demo import build_demo

    return build_demo(db, game="toybattle", players=players, rounds=rounds, seed=5).event_id


def test_events_made_elsewhere_are_listed_with_their_columns(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    from desktop.cli import main as cli

    assert page.events_model.rowCount() == 0
    url = f"sqlite:///{page.db.path}"
    assert cli(["--database", url, "event", "create", "CLI Open", "--game", "attacktix"]) == 0
    demo = _demo(page.db)
    page.reload()
    rows = {r.name: r for r in page.events_model.rows()}
    assert set(rows) == {"CLI Open", "Demo Toy Battle #5"}
    model = page.events_model
    row = next(i for i, r in enumerate(model.rows()) if r.id == demo)
    shown = {c.key: model.data(model.index(row, i)) for i, c in enumerate(model._columns)}
    assert shown["game"] == "Toy Battle" and shown["format"] == "Swiss"
    assert (
        shown["players"] == "16" and shown["round"] == "Round 3 (published)" and shown["state"] == "Finished"
    )
    cli_row = next(i for i, r in enumerate(model.rows()) if r.name == "CLI Open")
    assert model.data(model.index(cli_row, model.column_of("round"))) == "not paired"
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.events_view.selectRow(page.events_proxy.mapFromSource(model.index(row, 0)).row())
    idle()
    assert page.current_event_id() == demo
    assert page.players_tab.model.rowCount() == 16 and page.round_tab.model.rowCount() == 8
    assert page.current_round_number() == 3
    assert not page.print_menu.isEmpty()  # the Print menu is filled by the reports (issue 12)
    # sorting the players by rating (one sort of the records, the proxy keeps that order)
    view = page.players_tab.view
    col = page.players_tab.model.column_of("rating")
    view.sortByColumn(col, Qt.SortOrder.DescendingOrder)
    ratings = [page.players_tab.proxy.index(r, col).data() for r in range(page.players_tab.proxy.rowCount())]
    assert [int(x) for x in ratings] == sorted((int(x) for x in ratings), reverse=True)
    page.players_tab.search.setText(page.players_tab.model.record(0).name)
    assert page.players_tab.proxy.rowCount() >= 1


def _cyrillic(text: str) -> bool:
    return any("а" <= ch <= "я" or ch in "іїєґ" for ch in text.lower())


def test_the_page_speaks_ukrainian(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import i18n
    from desktop.ui.pages.tournaments import TournamentsPage

    _demo(ctx.db, 8, 2)
    page = TournamentsPage(ctx)
    qtbot.addWidget(page)
    try:
        assert i18n.install("uk")
        ctx.lang = "uk"
        page.retranslate()
        texts = [
            page.title.text(),
            page.new_button.text(),
            page.tabs.tabText(1),
            page.round_tab.pair_button.text(),
            page.results_tab.code_label.text(),
            page.players_tab.check_all_button.text(),
            str(page.events_model.headerData(0, Qt.Orientation.Horizontal)),
            page.clock_widget.call_button.text(),
        ]
        for text in texts:
            assert _cyrillic(text), text
        assert page.events_model.data(page.events_model.index(0, 1)) == "Битва іграшок"
    finally:
        i18n.install("en")
        ctx.lang = "en"
        page.retranslate()
    assert page.tabs.tabText(1) == "Round"


def _inside(child: QWidget, outer: QWidget) -> bool:
    top_left = child.mapTo(outer, QPoint(0, 0))
    return outer.rect().contains(top_left) and outer.rect().contains(
        top_left + QPoint(child.width() - 1, child.height() - 1)
    )


@pytest.mark.parametrize("lang", ["en", "uk"])
@pytest.mark.parametrize("size", [(1024, 700), (1280, 800), (1920, 1080)])
def test_every_tab_fits(ctx, qtbot, lang: str, size: tuple[int, int]) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import i18n
    from desktop.ui.main_window import MainWindow

    event_id = _demo(ctx.db, 8, 2)
    assert i18n.install(lang)
    ctx.lang = lang
    try:
        win = MainWindow(ctx)
        qtbot.addWidget(win)
        win.resize(*size)
        win.show()
        qtbot.waitExposed(win)
        page = win.show_page("tournaments")
        with qtbot.waitSignal(page.event_loaded, timeout=30000):
            page.select_event(event_id)
        qtbot.waitUntil(lambda: page.busy == 0)
        for i in range(page.tabs.count()):
            page.tabs.setCurrentIndex(i)
            for _ in range(3):
                QApplication.processEvents()
            for button in page.findChildren(QAbstractButton):
                if not button.isVisible() or button.window() is not win:
                    continue
                assert _inside(button, win), (lang, size, page.tabs.tabText(i), button.text())
                hint = button.sizeHint().width()
                assert button.width() >= min(hint, 10_000) - 2, (
                    lang,
                    size,
                    button.text(),
                    button.width(),
                    hint,
                )
    finally:
        i18n.install("en")
        ctx.lang = "en"
    assert svc.get_event(ctx.db, event_id).summary.players == 8


def test_opening_another_database_closes_the_event_and_hides_its_clock(page, qtbot, idle, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from database.engine import Database

    event_id = _demo(page.db, 8, 1)
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(event_id)
    idle()
    assert page.clock_widget.isVisibleTo(page)  # an event open: its round clock
    other = Database.open(f"sqlite:///{tmp_path / 'other.sqlite3'}")
    page.ctx.set_database(other)
    page.reload()  # what the main window does after File → Open database
    assert page.snapshot is None and page.events_model.rowCount() == 0
    assert page.players_tab.model.rowCount() == 0 and page.round_tab.model.rowCount() == 0
    assert not page.tabs.isEnabled()
    assert not page.clock_widget.isVisibleTo(page)  # no event, no clock (not a lone "50:00" and grey buttons)


def test_the_wizard_builds_every_kind_of_stage(qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.tournament.event_dialog import EventDialog

    dialog = EventDialog()
    qtbot.addWidget(dialog)
    first = dialog.stage_rows[0]
    first.kind.setCurrentIndex(first.kind.findData("round_robin"))
    first.pools.setValue(2)
    first.double.setChecked(True)
    playoff = dialog.add_stage()
    playoff.kind.setCurrentIndex(playoff.kind.findData("single_elimination"))
    playoff.crossed.setChecked(True)
    dialog.name.setText("Pools and playoffs")
    spec = dialog.spec()
    assert [s.kind for s in spec.stages] == ["round_robin", "single_elimination"]
    assert spec.stages[0].pools == 2 and spec.stages[0].double
    assert spec.stages[1].crossed and spec.stages[1].cut is None
    assert not first.crossed.isEnabled()  # a first stage has nothing to cross from
    third = dialog.add_stage()
    third.kind.setCurrentIndex(third.kind.findData("double_elimination"))
    third.reset.setChecked(False)
    third.cut.setValue(4)
    assert dialog.spec().stages[2].grand_final_reset is False and dialog.spec().stages[2].cut == 4
    # the tiebreakers in the order dragged to, only the ticked ones
    item = dialog.tiebreaks.takeItem(2)
    dialog.tiebreaks.insertItem(0, item)
    assert dialog.chosen_tiebreaks() == ["secondary", "omw", "oomw"]
