"""``--database`` naming a file in a folder that does not exist (review 9b, item 11): the window opens with
the red banner, and then nothing that needs a database can be started (New…, Import event…), and the empty
Tournaments page says to open a database, or start with --database naming a new file (English and
Ukrainian), not "create one with New…". ``--screenshot`` of it exits 1 with a line on stderr, as it does
for a missing file in a folder that exists (it exited 0)."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from desktop import app as desktop_app


@pytest.fixture
def window(qtbot, tmp_path: Path):  # type: ignore[no-untyped-def]
    from desktop.ui import i18n

    made = []

    def open_in(lang: str):  # type: ignore[no-untyped-def]
        i18n.install(lang)
        ctx, win = desktop_app.build_window(lang)
        qtbot.addWidget(win)
        win.resize(1024, 700)
        win.show()
        assert not win.open_database(f"sqlite:///{tmp_path / 'nowhere' / 'club.sqlite3'}")
        win.show_page("tournaments")
        qtbot.wait(20)
        made.append(win)
        return ctx, win

    yield open_in
    i18n.install("en")


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_without_a_database_new_and_import_are_off_and_the_page_says_to_open_one(window, lang: str) -> None:  # type: ignore[no-untyped-def]
    ctx, win = window(lang)
    assert ctx.opened_db is None and win.banner.isVisible()
    page = win._pages["tournaments"]
    assert not page.new_button.isEnabled()
    assert not page.act_import.isEnabled() and not page.act_import_tb.isEnabled()
    text = page.event_title.text()
    if lang == "en":
        assert text.startswith("No database is open: open one with File → Open database…"), text
        assert "New…" not in text
    else:
        assert "Відкрити базу даних" in text and "--database" in text and "Створити…" not in text, text


def test_a_database_opened_afterwards_enables_new_again(window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from desktop.services.database import open_database

    ctx, win = window("en")
    target = tmp_path / "there.sqlite3"
    open_database(f"sqlite:///{target}").close()
    assert win.open_database(f"sqlite:///{target}")
    ctx.db  # noqa: B018 - finish the opening
    page = win._pages["tournaments"]
    assert page.new_button.isEnabled()
    assert page.event_title.text() == "Select an event above, or create one with New…"


def test_a_screenshot_with_a_database_in_a_missing_folder_exits_1_saying_why(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    args = argparse.Namespace(
        database=f"sqlite:///{tmp_path / 'nowhere' / 'club.sqlite3'}", lang="en", size=(800, 600),
        screenshot=str(tmp_path / "shot.png"), page="tournaments",
    )
    assert desktop_app.screenshot(args) == 1
    err = capsys.readouterr().err
    assert "toybox-arena --screenshot: Could not open" in err and "its folder does not exist" in err, err
    assert not (tmp_path / "nowhere").exists()  # nothing created
