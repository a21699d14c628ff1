"""Events list → Import: an event exported as JSON comes back through the page (a second copy with new ids
and codes, since the original is still there); a malformed file is refused with its reason and nothing is
added."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QFileDialog


def test_import_an_exported_event_through_the_page(page, idle, ctx, qtbot, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from desktop.services import tournament as svc
    from desktop.services.tournament_demo import build_demo

    ev = build_demo(ctx.db, game="toybattle", players=6, rounds=2, seed=4).event_id
    good = tmp_path / "event.json"
    good.write_text(json.dumps(svc.export_event(ctx.db, ev)), encoding="utf-8")
    bad = tmp_path / "bad.json"
    bad.write_text("[" * 5000 + "]" * 5000, encoding="utf-8")
    shown: list[str] = []
    monkeypatch.setattr(page, "info", lambda text, *a, **k: shown.append(str(text)), raising=False)
    chosen = [str(bad)]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (chosen[0], ""))
    before = len(svc.list_events(ctx.db))

    page.import_event()
    idle()
    assert len(svc.list_events(ctx.db)) == before  # refused, nothing written
    assert "bad.json" in page.last_error  # the file and the reason are named
    page.last_error = ""

    chosen[0] = str(good)
    page.import_event()
    idle()
    events = svc.list_events(ctx.db)
    assert not page.last_error, page.last_error
    assert len(events) == before + 1
    assert Path(good).exists()
