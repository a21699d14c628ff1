"""The page's Players and Standings tables sorted by name follow the alphabet a Ukrainian reader knows, as
the printed lists do (review s8, item 4)."""

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
