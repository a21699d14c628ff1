"""Starting the app with ``--database`` naming a file that does not exist (in a folder that does) asks
"No database at PATH. Create a new one?" before anything is created: Create goes on and the database is
made; Cancel quits with a line on stderr and leaves no file. The default database's first start asks
nothing (it used to create an empty database at any mistyped path without a word)."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop import app as desktop_app


@pytest.fixture
def asked(monkeypatch, qtbot):  # type: ignore[no-untyped-def]
    """The questions shown (their text and buttons); the answer is the button named in ``asked.answer``."""
    shown: list[tuple[str, list[str]]] = []

    def exec_(box: QMessageBox) -> int:
        names = [b.text() for b in box.buttons()]
        shown.append((box.text(), names))
        for b in box.buttons():
            if b.text() == exec_.answer:  # type: ignore[attr-defined]
                b.click()
        return 0

    exec_.answer = "Cancel"  # type: ignore[attr-defined]
    exec_.shown = shown  # type: ignore[attr-defined]
    monkeypatch.setattr(QMessageBox, "exec", exec_)
    monkeypatch.setattr(desktop_app, "build_window", _no_window)
    monkeypatch.setattr(QApplication, "exec", lambda *a: 0)
    return exec_


def _no_window(lang: str):  # type: ignore[no-untyped-def]
    raise AssertionError("the window was built")


def run(url: str | None) -> int:
    return desktop_app.run_gui(argparse.Namespace(database=url, lang="en"))


def test_cancel_at_a_missing_database_quits_creating_nothing(tmp_path: Path, asked, capsys) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "club.sqlite3"
    assert run(f"sqlite:///{target}") == 1
    [(text, buttons)] = asked.shown
    assert text == f"No database at {target}. Create a new one?"
    assert buttons == ["Create", "Cancel"]
    assert list(tmp_path.glob("club*")) == []  # no file, no journal
    err = capsys.readouterr().err
    assert f"there is no database at {target}; nothing was created" in err


def test_create_at_a_missing_database_makes_it(tmp_path: Path, asked, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.services.database import open_database

    target = tmp_path / "club.sqlite3"
    asked.answer = "Create"
    assert desktop_app.confirm_new_database(f"sqlite:///{target}")
    assert len(asked.shown) == 1
    db = open_database(f"sqlite:///{target}")  # what the window does after its first paint
    db.close()
    assert target.exists()


def test_the_question_is_in_ukrainian(tmp_path: Path, asked) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import i18n

    target = tmp_path / "клуб.sqlite3"
    assert i18n.install("uk")
    try:
        assert not desktop_app.confirm_new_database(f"sqlite:///{target}")
    finally:
        i18n.install("en")
    [(text, buttons)] = asked.shown
    assert str(target) in text and "database" not in text and "No database" not in text, text
    assert "Create" not in buttons and "Cancel" not in buttons, buttons


@pytest.mark.parametrize("which", ["default", "existing", "missing folder"])
def test_no_question_for_the_default_an_existing_file_or_a_missing_folder(  # type: ignore[no-untyped-def]
    tmp_path: Path, asked, which: str
) -> None:
    existing = tmp_path / "there.sqlite3"
    existing.write_bytes(b"")
    url = {
        "default": None,
        "existing": f"sqlite:///{existing}",
        "missing folder": f"sqlite:///{tmp_path / 'nowhere' / 'club.sqlite3'}",  # the banner says so
    }[which]
    assert desktop_app.confirm_new_database(url)
    assert asked.shown == []


def test_a_screenshot_of_a_missing_database_creates_nothing(tmp_path: Path, asked, capsys) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "club.sqlite3"
    args = argparse.Namespace(
        database=f"sqlite:///{target}", lang="en", size=(640, 480), screenshot=str(tmp_path / "shot.png"),
        page="play",
    )
    assert desktop_app.screenshot(args) == 1
    assert asked.shown == []  # nobody to ask
    assert list(tmp_path.glob("club*")) == [] and not (tmp_path / "shot.png").exists()
    assert f"there is no database at {target}; nothing was created" in capsys.readouterr().err
