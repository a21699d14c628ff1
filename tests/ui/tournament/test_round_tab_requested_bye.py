"""The page's round view names a requested bye as such (issue 24: it said "missed round") and shows what it
scores; a late entry's missed round keeps its own label."""

from __future__ import annotations

from PySide6.QtCore import Qt


def test_the_round_view_says_bye_requested_with_its_points(page, idle, ctx) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import tournament as svc
    from desktop.ui.tournament.models import PairingsModel

    ev = svc.create_event(ctx.db, svc.EventSpec(name="Byes", game="toybattle")).summary.id
    ids = [svc.register_player(ctx.db, ev, f"P{i}").id for i in range(5)]
    svc.request_bye(ctx.db, ev, ids[2], 1)
    rv = svc.pair_next_round(ctx.db, ev)
    model = PairingsModel()
    model.set_rows(rv.matches)
    row = next(i for i, m in enumerate(model.rows()) if m.kind == "no_opponent")
    shown = {
        key: model.data(model.index(row, model.column_of(key)), Qt.ItemDataRole.DisplayRole)
        for key in ("a", "b", "result")
    }
    assert shown == {"a": "P2", "b": "— bye requested —", "result": "1"}
