"""Issue #25, saved games: one loader for every game file refuses bad files with a message and moves an
unreadable autosave aside; names within the limits of registrations; impossible states refused; text from
a save shown as plain text."""

from __future__ import annotations

import copy
import json
import math
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
import saved_game_samples as samples
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel, QMessageBox

from desktop.ui.play import frame as frame_mod
from desktop.ui.play import save_strings, saves
from desktop.ui.play.frame import PlayFrame, autosave_path
from desktop.ui.play.worker import ComputerMover

ROOT = Path(__file__).resolve().parents[2]
DEEP = 100_000
RICH = "<font size=7 color=red>X</font>"


def deep_list(depth: int = DEEP) -> str:
    return "[" * depth + "]" * depth


@pytest.fixture(autouse=True)
def _answer_close(monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Close)


@pytest.fixture
def frame(qtbot):  # type: ignore[no-untyped-def]
    f = PlayFrame(None)
    qtbot.addWidget(f)
    f.resize(1280, 800)
    yield f
    for b in f.boards.values():
        if hasattr(b, "shutdown"):
            b.shutdown()
    ComputerMover.wait_all(10_000)


def literal(label: QLabel) -> str:
    """The text a label shows: its text, or what its rich text reads as."""
    if label.textFormat() == Qt.TextFormat.PlainText:
        return label.text()
    doc = QTextDocument()
    doc.setHtml(label.text())
    return doc.toPlainText()


def shows_literally(label: QLabel) -> bool:
    """The label shows the markup of RICH as text (plain text, or escaped in rich text)."""
    if label.textFormat() == Qt.TextFormat.PlainText:
        return True
    return label.textFormat() == Qt.TextFormat.RichText and RICH in literal(label)


def moved_aside(path: Path) -> bool:
    return not path.exists() and len(list(path.parent.glob(path.name + ".bad-*"))) == 1


# ----------------------------------------------------------------------------------- deep nesting


def test_a_deeply_nested_autosave_is_moved_aside_and_the_play_page_opens(qtbot) -> None:  # type: ignore[no-untyped-def]
    path = autosave_path("helix")
    path.write_text('{"game": "helix", "battle": ' + deep_list() + "}", encoding="utf-8")
    f = PlayFrame(None)  # used to raise RecursionError on every start
    qtbot.addWidget(f)
    assert not f.landing.offer.isVisible()
    assert moved_aside(path)
    f.landing.refresh()  # never offered again
    assert not f.landing.offer.isVisible()


def test_a_deeply_nested_recent_list_is_moved_aside_and_the_landing_lists_nothing(qtbot) -> None:  # type: ignore[no-untyped-def]
    path = frame_mod.play_dir() / "recent.json"
    path.write_text(deep_list(), encoding="utf-8")
    f = PlayFrame(None)
    qtbot.addWidget(f)
    assert f.landing.recent.count() == 0
    assert not f.landing.recent_empty.isHidden()  # "No games yet."
    assert moved_aside(path)


def test_the_play_page_screenshot_exits_0_with_nested_files(tmp_path: Path) -> None:
    home = tmp_path / "shot-home"
    (home / "play" / "autosave").mkdir(parents=True)
    (home / "play" / "autosave" / "toybattle.json").write_text(
        '{"game": "toybattle", "x": ' + deep_list() + "}", encoding="utf-8"
    )
    (home / "play" / "recent.json").write_text(deep_list(), encoding="utf-8")
    env = {**os.environ, "TOYBOX_ARENA_HOME": str(home), "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    out = tmp_path / "play.png"
    proc = subprocess.run(
        [sys.executable, "-m", "desktop", "--screenshot", str(out), "--page", "play"],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=300,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert "Traceback" not in proc.stderr
    assert out.exists()


def test_load_game_refuses_a_nested_file_with_a_message(frame: PlayFrame, tmp_path: Path) -> None:
    bad = tmp_path / "nested.json"
    bad.write_text('{"game": "toybattle", "actions": ' + deep_list() + "}", encoding="utf-8")
    with pytest.raises(ValueError, match="nested too deeply"):
        frame.load_game_from(bad)


@pytest.mark.parametrize("key", ["attacktix", "helix"])
def test_the_match_adapters_refuse_a_nested_file_with_a_message(qtbot, key: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import games

    bad = tmp_path / "match-1.game.json"
    bad.write_text('{"game": "' + key + '", "setup": ' + deep_list() + "}", encoding="utf-8")
    board = samples.make_board(key)
    qtbot.addWidget(board)
    with pytest.raises(ValueError, match="nested too deeply"):
        games.ui_game(key).match_adapter().load(board, bad)


def test_a_huge_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    with big.open("wb") as f:
        f.truncate(saves.MAX_GAME_BYTES + 1)
    started = time.perf_counter()
    with pytest.raises(saves.SaveProblem, match="larger than"):
        saves.read_game_file(big)
    assert time.perf_counter() - started < 1.0


# ----------------------------------------------------------------------------------- names


@pytest.mark.parametrize("key", ["attacktix", "helix", "toybattle"])
def test_a_10_mb_name_is_refused_fast_with_a_message(qtbot, frame: PlayFrame, key: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    data = samples.valid_save(key, names=("N" * 10_000_000, "Bob"))
    path = tmp_path / "huge.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    started = time.perf_counter()
    with pytest.raises(ValueError, match="longer than|larger than"):
        frame.load_game_from(path)
    assert time.perf_counter() - started < 5.0  # a 1 MB name used to take ~50 s, 10 MB never ended


@pytest.mark.parametrize("key", ["attacktix", "helix", "toybattle"])
def test_a_name_longer_than_registrations_take_is_refused(key: str) -> None:
    data = samples.valid_save(key, names=("N" * 201, "Bob"))
    with pytest.raises(saves.SaveProblem, match="longer than 200 characters"):
        saves.check_game(data)
    assert saves.check_game(samples.valid_save(key, names=("N" * 200, "Bob"))) == key


def test_a_huge_terrain_name_in_an_autosave_is_not_offered(qtbot) -> None:  # type: ignore[no-untyped-def]
    data = samples.valid_save("toybattle")
    data["terrain_name"] = "T" * 10_000_000
    path = autosave_path("toybattle")
    path.write_text(json.dumps(data), encoding="utf-8")
    started = time.perf_counter()
    f = PlayFrame(None)
    qtbot.addWidget(f)
    assert time.perf_counter() - started < 10.0
    assert not f.landing.offer.isVisible() and moved_aside(path)


def test_a_helix_save_with_one_name_is_refused_with_a_message(frame: PlayFrame, tmp_path: Path) -> None:
    data = samples.valid_save("helix")
    data["battle"]["setup"]["names"] = ["Ann"]
    path = tmp_path / "one-name.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ValueError, match="list of 2 names"):  # was IndexError
        frame.load_game_from(path)


# ----------------------------------------------------------------------------------- impossible states


def test_an_attacktix_figure_with_a_nan_base_radius_is_refused(frame: PlayFrame, tmp_path: Path) -> None:
    data = samples.valid_save("attacktix")
    data["engine"]["setup"]["squads"][0][0]["base_radius"] = math.nan
    with pytest.raises(saves.SaveProblem, match="not finite"):
        saves.check_game(data)
    path = tmp_path / "nan.json"
    path.write_text(json.dumps(data).replace("NaN", "1e999"), encoding="utf-8")  # infinity in the file
    with pytest.raises(ValueError, match="not finite"):
        frame.load_game_from(path)
    data["engine"]["setup"]["squads"][0][0]["base_radius"] = 1e6  # finite, outside the catalog
    with pytest.raises(saves.SaveProblem, match="catalog's bounds") as info:
        saves.check_game(data)
    assert any(p.field == "base_radius" for p in info.value.problems)


def test_helix_glyphs_with_a_thousand_stars_are_refused() -> None:
    data = samples.valid_save("helix")
    data["battle"]["setup"]["helixes"][0][0]["black"]["symbols"] = ["star"] * 1000
    with pytest.raises(saves.SaveProblem, match="catalog's bounds"):
        saves.check_game(data)


def test_a_helix_of_six_gold_glyphs_is_refused() -> None:
    data = samples.valid_save("helix")
    for g in data["battle"]["setup"]["helixes"][1]:
        g["gold"] = True
    with pytest.raises(saves.SaveProblem, match="6 gold glyphs; at most 3"):
        saves.check_game(data)


def test_a_round_limit_of_0_for_helixes_that_can_battle_for_ever_is_refused() -> None:
    data = samples.valid_save("helix")
    setup = data["battle"]["setup"]
    setup["rules"]["round_limit"] = 0
    for h in setup["helixes"]:  # nothing ever takes a piece: the battle never ends
        for g in h:
            g["black"] = {"number": 1, "symbols": []}
            g["white"] = {"number": 1, "symbols": []}
    for key in ("summary", "actors"):  # other glyphs, another battle: what the moves gave no longer holds
        data.pop(key)
    with pytest.raises(saves.SaveProblem, match="can go on for ever"):
        saves.check_game(data)
    setup["rules"]["round_limit"] = 1000
    assert saves.check_game(data) == "helix"
    setup["rules"]["round_limit"] = 100_001  # beyond the settings schema
    with pytest.raises(saves.SaveProblem, match="round limit"):
        saves.check_game(data)


def test_a_toy_battle_terrain_needing_a_billion_medals_is_refused() -> None:
    data = samples.valid_save("toybattle")
    data["terrain_data"]["medals_to_win"] = 10**9
    with pytest.raises(saves.SaveProblem, match="catalog's bounds") as info:
        saves.check_game(data)
    assert any(p.field == "medals_to_win" for p in info.value.problems)


def test_turn_10_to_the_30_is_refused_and_not_offered(qtbot) -> None:  # type: ignore[no-untyped-def]
    data = samples.valid_save("toybattle")
    data["turn"] = 10**30
    with pytest.raises(saves.SaveProblem):
        saves.check_game(data)
    data["turn"] = 10**9  # a number, but beyond the turn limit
    with pytest.raises(saves.SaveProblem, match="the turn must be a whole number"):
        saves.check_game(data)
    autosave_path("toybattle").write_text(json.dumps(data), encoding="utf-8")
    f = PlayFrame(None)
    qtbot.addWidget(f)
    assert not f.landing.offer.isVisible()


# ----------------------------------------------------------------------------------- plain text


def test_markup_in_a_saved_name_is_shown_literally_everywhere(qtbot, frame: PlayFrame) -> None:  # type: ignore[no-untyped-def]
    data = samples.valid_save("helix", names=(RICH, "Bob"))
    autosave_path("helix").write_text(json.dumps(data), encoding="utf-8")
    frame.landing.refresh()
    landing = frame.landing
    assert landing.offer_text.isVisibleTo(frame) or landing.offer.isVisibleTo(frame)
    assert RICH in landing.offer_text.text()
    assert landing.offer_text.textFormat() == Qt.TextFormat.PlainText  # the Resume question
    card = landing.cards["helix"]
    assert RICH in card.resume_text.text() and card.resume_text.textFormat() == Qt.TextFormat.PlainText
    assert frame.resume("helix")
    host = frame.hosts["helix"]
    assert host.title.textFormat() == Qt.TextFormat.PlainText  # the turn title
    board = frame.boards["helix"]
    shown = [lab for lab in board.findChildren(QLabel) if RICH in lab.text()]
    assert shown, "the name is shown on the board"
    for label in shown:  # the side panels
        assert shows_literally(label), label.text()
    overlay = host.overlay
    overlay.show_result({"reason": RICH, "lines": [RICH], "winner": RICH})
    for label in (overlay.heading, overlay.reason, overlay.lines):
        assert label.textFormat() == Qt.TextFormat.PlainText


@pytest.mark.parametrize("key", ["attacktix", "toybattle"])
def test_markup_in_a_saved_name_is_plain_on_every_board(qtbot, frame: PlayFrame, key: str, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    data = samples.valid_save(key, names=(RICH, "Bob"))
    path = tmp_path / "rich.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    frame.load_game_from(path)
    frame.landing.refresh()
    board = frame.boards[key]
    named = [lab for lab in [*board.findChildren(QLabel), frame.hosts[key].title] if RICH in literal(lab)]
    assert named, "the name is shown on the board"
    for label in named:
        assert shows_literally(label), label.text()


# ----------------------------------------------------------------------------------- the loader itself


def test_every_refusal_template_is_marked_for_translation() -> None:
    assert set(save_strings.templates()) <= set(save_strings.STRINGS)


def test_a_refusal_is_shown_in_ukrainian(qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui.i18n import install

    install("uk")
    try:
        text = save_strings.message(saves.SaveProblem("the file is nested too deeply"))
    finally:
        install("en")
    assert text != "The file is nested too deeply" and text


def test_the_recent_list_keeps_only_well_formed_entries(qtbot) -> None:  # type: ignore[no-untyped-def]
    path = frame_mod.play_dir() / "recent.json"
    entries = [
        {"game": "helix", "time": -5, "summary": RICH, "lines": [1, "x"]},
        {"game": 5},
        "text",
        {"game": "toybattle", "time": 1_700_000_000, "summary": "S" * 1500},
    ]
    path.write_text(json.dumps(entries), encoding="utf-8")
    got = frame_mod.read_recent()
    assert [e["game"] for e in got] == ["helix", "toybattle"]
    assert got[0]["time"] == 0 and got[0]["lines"] == ["x"]
    assert len(got[1]["summary"]) <= 400


def test_an_autosave_that_cannot_be_resumed_is_moved_aside_with_a_message(qtbot, frame: PlayFrame, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    data = samples.valid_save("helix")
    data["battle"]["actions"] = [["call", "purple"]]  # the replay refuses it, before it is offered
    path = autosave_path("helix")
    path.write_text(json.dumps(data), encoding="utf-8")
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: said.append(a[2]))
    assert not frame.resume("helix")
    assert said and "could not be read" in said[0] and "cannot be replayed" in said[0]
    assert moved_aside(path)


def test_a_valid_save_of_each_game_loads_and_saves_the_same(qtbot, frame: PlayFrame, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    for key in ("attacktix", "helix", "toybattle"):
        data = samples.valid_save(key)
        path = tmp_path / f"{key}.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        assert frame.load_game_from(path) == key
        again = frame.boards[key].save_state()
        assert saves.check_game(copy.deepcopy(again)) == key


def test_the_helix_board_refuses_a_battle_with_one_name_itself(qtbot) -> None:  # type: ignore[no-untyped-def]
    data = samples.valid_save("helix")
    data["battle"]["setup"]["names"] = ["Ann"]
    board = samples.make_board("helix")
    qtbot.addWidget(board)
    with pytest.raises(ValueError, match="names must name both players"):  # was IndexError
        board.load_state(data)
    assert board.game is None


def test_a_refusal_quoting_markup_from_the_file_shows_it_literally(qtbot, frame: PlayFrame, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import Qt as QtGuiQt
    from PySide6.QtWidgets import QFileDialog

    data = samples.valid_save("toybattle")
    data["turn"] = RICH
    path = tmp_path / "markup.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: said.append(a[2]))
    frame.load_dialog()
    assert len(said) == 1
    text = said[0]
    if QtGuiQt.mightBeRichText(text):  # the box would take it for rich text: it must read literally
        doc = QTextDocument()
        doc.setHtml(text)
        text = doc.toPlainText()
    assert RICH in text


def test_the_loader_and_the_games_checks_import_no_qt(tmp_path: Path) -> None:
    data = json.dumps(samples.valid_save("toybattle"))
    path = tmp_path / "tb.json"
    path.write_text(data, encoding="utf-8")
    code = (
        "import sys\n"
        "from desktop.ui.play import saves\n"
        f"assert saves.read_game_file({str(path)!r})[0] == 'toybattle'\n"
        "print(sorted(m for m in sys.modules if m.startswith('PySide6')))\n"
    )
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT,
                         env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert res.returncode == 0, res.stderr
    assert res.stdout.strip() == "[]"


def test_a_refused_autosave_is_said_once_in_the_status_line(qtbot) -> None:  # type: ignore[no-untyped-def]
    shown: list[str] = []

    class Ctx:
        lang = "en"

        def show_status(self, text: str, msecs: int = 0) -> None:
            shown.append(text)

    path = autosave_path("toybattle")
    path.write_text('{"game": "toybattle", "x": ' + deep_list() + "}", encoding="utf-8")
    f = PlayFrame(Ctx())
    qtbot.addWidget(f)
    assert len(shown) == 1 and "Toy Battle" in shown[0] and "nested too deeply" in shown[0]
    assert ".bad-" in shown[0]
    f.landing.refresh()
    assert len(shown) == 1  # once
