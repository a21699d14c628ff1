"""An autosave refused at start is said in the start-up resume offer itself, naming the file moved aside and
where, whichever page opens first (review 9, item 9); a save whose description fails is refused the same
way, not moved aside silently."""

from __future__ import annotations

import json

import pytest
import saved_game_samples as samples
from PySide6.QtWidgets import QMessageBox

from desktop.ui import i18n
from desktop.ui.games.toybattle.board import ToyBattlePlayWidget
from desktop.ui.play import frame as frame_mod
from desktop.ui.play.frame import autosave_path, pending_resumes, take_refusals
from desktop.ui.play.worker import Background, ComputerMover


@pytest.fixture(autouse=True)
def _no_leftovers():  # type: ignore[no-untyped-def]
    take_refusals()
    yield
    take_refusals()
    ComputerMover.wait_all(10_000)
    Background.wait(10_000)


def window_on(ctx, qtbot, page: str):  # type: ignore[no-untyped-def]
    from desktop.ui.main_window import MainWindow

    win = MainWindow(ctx)
    qtbot.addWidget(win)
    win.resize(1024, 700)
    win.show_page(page)
    win.show()
    qtbot.waitExposed(win)
    return win


def moved(path):  # type: ignore[no-untyped-def]
    [aside] = path.parent.glob(path.name + ".bad-*")
    return aside


@pytest.mark.parametrize("page", ["catalog", "play"])
def test_a_broken_autosave_is_named_in_the_resume_offer_whichever_page_opens(qtbot, ctx, page: str) -> None:  # type: ignore[no-untyped-def]
    autosave_path("toybattle").write_text(json.dumps(samples.valid_save("toybattle"))[:300], encoding="utf-8")
    autosave_path("helix").write_text(json.dumps(samples.valid_save("helix")), encoding="utf-8")
    win = window_on(ctx, qtbot, page)
    box = win.offer_resume()
    assert box is not None
    text = box.text()
    assert "The unfinished Toy Battle game could not be read: the file is not valid JSON." in text
    assert str(moved(autosave_path("toybattle"))) in text  # the file moved aside, and where
    assert "Resume your game: Battle Helix" in text  # the good one is still offered
    box.close()
    assert win.offer_resume() is None or "Toy Battle" not in win.offer_resume().text()  # said once


def test_a_broken_autosave_alone_is_said_at_start(qtbot, ctx) -> None:  # type: ignore[no-untyped-def]
    data = samples.valid_save("helix")
    data["version"] = 2
    autosave_path("helix").write_text(json.dumps(data), encoding="utf-8")
    win = window_on(ctx, qtbot, "catalog")
    box = win.offer_resume()
    assert box is not None and box.icon() == QMessageBox.Icon.Warning
    assert "newer version of Toybox Arena (format 2); this app reads format 1" in box.text()
    assert str(moved(autosave_path("helix"))) in box.text()
    box.close()


def test_a_save_whose_description_fails_is_refused_and_said(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    autosave_path("toybattle").write_text(json.dumps(samples.valid_save("toybattle")), encoding="utf-8")

    def broken(data):  # type: ignore[no-untyped-def]
        raise KeyError("terrain_name")

    monkeypatch.setattr(ToyBattlePlayWidget, "describe_state", staticmethod(broken))
    assert pending_resumes() == []
    [said] = take_refusals()
    assert "cannot be described: 'terrain_name'" in said
    assert str(moved(autosave_path("toybattle"))) in said


def test_the_refusal_is_said_in_ukrainian(qtbot) -> None:  # type: ignore[no-untyped-def]
    autosave_path("toybattle").write_text("{half", encoding="utf-8")
    assert i18n.install("uk")
    try:
        assert pending_resumes("uk") == []
        [said] = take_refusals("uk")
    finally:
        i18n.install("en")
    from desktop.games.registry import GAMES

    assert said.startswith(f"Не вдалося прочитати незавершену гру «{GAMES['toybattle'].name('uk')}»: ")
    assert "файл не є коректним JSON" in said and str(moved(autosave_path("toybattle"))) in said


def test_resume_of_a_save_refused_meanwhile_says_why(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    frame = frame_mod.PlayFrame(None)
    qtbot.addWidget(frame)
    data = samples.valid_save("toybattle")
    data["turn"] = 300
    autosave_path("toybattle").write_text(json.dumps(data), encoding="utf-8")
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: said.append(a[2]))
    assert not frame.resume("toybattle")
    assert said and "the turn is 300, but the saved moves reach turn" in said[0]
