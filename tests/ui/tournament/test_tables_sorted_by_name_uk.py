"""The page's Players and Standings tables sorted by name follow the alphabet a Ukrainian reader knows, as
the printed lists do; before the first result the Standings tab says its list is by seed, as the paper and
the command line do (review s8, item 4)."""

from __future__ import annotations

NAMES = ("Ярослав Коваленко", "Іван Білик", "Bob Smith", "Єва Гнатюк", "Ганна Мороз", "Ґалина Литвин")
ALPHABETICAL = ["Bob Smith", "Ганна Мороз", "Ґалина Литвин", "Єва Гнатюк", "Іван Білик", "Ярослав Коваленко"]


def test_players_and_standings_sorted_by_name_in_ukrainian_alphabetical_order(qtbot) -> None:  # type: ignore[no-untyped-def]
    from types import SimpleNamespace

    from PySide6.QtCore import Qt

    from desktop.ui.tournament.models import PlayersModel, StandingsModel

    players = PlayersModel()
    players.set_rows([SimpleNamespace(id=i, name=n, club="", rating=None, checked_in=False, status="registered")
                      for i, n in enumerate(NAMES)])
    players.sort(players.column_of("name"), Qt.SortOrder.AscendingOrder)
    assert [r.name for r in players.rows()] == ALPHABETICAL

    standings = StandingsModel()
    rows = [SimpleNamespace(player=i, rank=i + 1, place=i + 1, points=0, dropped=False, disqualified=False,
                            separated_by=None, tiebreaks={},
                            record=SimpleNamespace(wins=0, draws=0, losses=0, byes=0))
            for i in range(len(NAMES))]
    standings.set_standings(rows, [], {i: (n, "") for i, n in enumerate(NAMES)})
    standings.sort(standings.column_of("name"), Qt.SortOrder.AscendingOrder)
    assert [NAMES[r.player] for r in standings.rows()] == ALPHABETICAL


def test_before_the_first_result_the_standings_tab_says_the_list_is_by_seed(page, qtbot, idle) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import tournament as svc

    ev = svc.create_event(page.db, svc.EventSpec(name="Seeds", game="toybattle")).summary.id
    for name in NAMES:
        svc.register_player(page.db, ev, name)
    rnd = svc.publish_round(page.db, svc.pair_next_round(page.db, ev).id)
    page.reload()
    with qtbot.waitSignal(page.event_loaded, timeout=30000):
        page.select_event(ev)
    idle()
    tab = page.standings_tab
    tab.refresh()
    assert not tab.seed_note.isHidden() and "by seed" in tab.seed_note.text()
    m = next(m for m in rnd.matches if m.b is not None)
    page.session.call(svc.record_result, m.id, [{"winner": "a", "ended": "hq", "medals_a": 1, "medals_b": 1}])
    page.session.reload_event()
    idle()
    tab.refresh()
    assert tab.seed_note.isHidden()


def test_pairings_sorted_by_a_player_column_in_ukrainian_alphabetical_order(qtbot) -> None:  # type: ignore[no-untyped-def]
    from types import SimpleNamespace

    from PySide6.QtCore import Qt

    from desktop.ui.tournament.models import PairingsModel

    model = PairingsModel()
    model.set_rows([SimpleNamespace(id=i, table=i + 1, a_name=n, b_name=NAMES[-1 - i], status="pending",
                                    kind="played", games=(), code="", a=i, b=10 + i, a_colour="", b_colour="")
                    for i, n in enumerate(NAMES)])
    for key, side in (("a", "a_name"), ("b", "b_name")):
        model.sort(model.column_of(key), Qt.SortOrder.AscendingOrder)
        assert [getattr(m, side) for m in model.rows()] == ALPHABETICAL
