"""Every saved game goes through the one atomic writer (desktop/files.py): the Toy Battle board's save (used
by File → Save game and by "Play this match") used a plain write_text, which a crash could leave half
written, and "Play this match" kept its match in .part files of a fixed name."""

from __future__ import annotations

import json

from desktop import files
from desktop.ui.games.toybattle.board import ToyBattlePlayWidget
from desktop.ui.games.toybattle.setup import GameSettings
from desktop.ui.play.worker import ComputerMover


def test_the_toy_battle_save_is_written_whole_or_not_at_all(qtbot, tmp_path, monkeypatch):  # type: ignore[no-untyped-def]
    board = ToyBattlePlayWidget(None)
    board.auto_setup = False
    board.animation_ms = 0
    qtbot.addWidget(board)
    board.start_game(GameSettings(terrain="castle", opponent="person", seed=3))
    written = []
    real = files.write_atomic

    def spy(path, data, **kw):  # type: ignore[no-untyped-def]
        written.append(str(path))
        return real(path, data, **kw)

    monkeypatch.setattr(files, "write_atomic", spy)
    target = tmp_path / "game.json"
    target.write_text("the old save", "utf-8")

    def broken(*_a, **_k):  # type: ignore[no-untyped-def]
        raise OSError("disk full")

    monkeypatch.setattr(files.os, "replace", broken)
    try:
        board.save_to(target)
    except OSError:
        pass
    assert target.read_text("utf-8") == "the old save"  # a failed save leaves the old one whole
    assert [p for p in tmp_path.iterdir() if p.name.startswith(".game.json")] == []  # no temporary file behind
    monkeypatch.undo()
    monkeypatch.setattr(files, "write_atomic", spy)
    board.save_to(target)
    assert written and written[-1] == str(target)
    assert json.loads(target.read_text("utf-8"))["game"] == "toybattle"
    ComputerMover.wait_all(5000)
