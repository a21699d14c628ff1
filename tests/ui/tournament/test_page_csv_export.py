"""More → Export CSV on the Tournaments page (issue 24, organisers' expectations): the standings, the
pairings and the players of the selected event, written to the chosen file; the standings' places are the
page's (the one event ranking); a target that is not a regular file is refused with the reason."""

from __future__ import annotations

import csv
import io
import os

from PySide6.QtWidgets import QFileDialog


def test_export_csv_from_the_more_menu(page, idle, ctx, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import tournament as svc
    from desktop.services.tournament_demo import build_demo

    ev = build_demo(ctx.db, game="toybattle", players=6, rounds=2, seed=4).event_id
    page.reload()
    idle()
    page.select_event(ev)
    idle()
    assert page.act_export_csv.isEnabled()
    texts = [a.text() for a in page.csv_menu.actions()]
    assert page.act_export_csv.text() == "Export CSV" and len(texts) == 3 and all(t.endswith("…") for t in texts)
    chosen: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (chosen[-1], ""))
    for what in ("standings", "pairings", "players"):
        chosen.append(str(tmp_path / f"{what}.csv"))
        page.csv_menu.export_actions[what].trigger()
        idle()
        assert not getattr(page, "last_error", ""), page.last_error
    rows = list(csv.DictReader(io.StringIO((tmp_path / "standings.csv").read_text(encoding="utf-8-sig"))))
    ranking = svc.event_ranking(ctx.db, ev)
    assert [(int(r["place"]), r["name"]) for r in rows] == [(x.rank, x.name) for x in ranking.lines]
    assert (tmp_path / "pairings.csv").read_text(encoding="utf-8-sig").startswith("round,stage,status,table")
    assert len((tmp_path / "players.csv").read_text(encoding="utf-8-sig").splitlines()) == 7

    fifo = tmp_path / "pipe.csv"
    os.mkfifo(fifo)
    chosen.append(str(fifo))
    page.csv_menu.export_actions["players"].trigger()
    idle()
    assert "not a regular file" in page.last_error
