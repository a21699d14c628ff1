"""An explicit ``--database`` that names no file (review 9, item 12): a mistyped path is never a new empty
database. Reading verbs refuse it (exit 1, nothing created, on the quick path as on the full one); the
verbs that start a database (event create/import/demo, catalog import, squad import) create the file and
say so on stderr; no verb creates missing folders; the app's own data folder still starts from nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from database.engine import Database, MissingFolderError, sqlite_url
from desktop.cli import main


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """An empty folder of the test's own (the data folder, tmp_path/home, is beside it)."""
    work = tmp_path / "work"
    work.mkdir()
    return work

READING = [
    ("event", "list"),
    ("event", "list", "--json"),
    ("event", "standings", "1"),
    ("event", "export", "1"),
    ("event", "result", "1", "1", "--game", "winner=a,ended=hq,medals_a=1,medals_b=0"),
    ("event", "pair", "1"),
    ("event", "register", "1", "Ann"),
    ("squad", "list"),
    ("squad", "export", "-"),
    ("catalog", "list"),
    ("catalog", "export", "-"),
]


@pytest.mark.parametrize("quick", ["1", "0"])
@pytest.mark.parametrize("argv", READING, ids=" ".join)
def test_a_verb_that_needs_the_database_refuses_a_missing_file_and_creates_nothing(
    argv: tuple[str, ...], quick: str, folder: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TOYBOX_ARENA_CLI_QUICK", quick)
    typo = folder / "evnets.sqlite3"
    assert main(["--database", sqlite_url(typo), *argv]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(f"toybox-arena {argv[0]} {argv[1]}: there is no database at {typo}; nothing was created")
    assert "event create" in err and len(err.splitlines()) == 1
    assert list(folder.iterdir()) == []


def test_a_game_verb_refuses_a_missing_database_file(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    typo = folder / "typo.sqlite3"
    assert main(["--database", sqlite_url(typo), "odds", "Blaze,Spark,Ripple,Arc,Tide,Bloom", "Blaze,Spark,Ripple,Arc,Tide,Bloom"]) == 1
    assert capsys.readouterr().err.startswith(f"toybox-arena odds: there is no database at {typo}")
    assert list(folder.iterdir()) == []


@pytest.mark.parametrize(
    "argv",
    [("event", "create", "Cup", "--game", "helix"), ("event", "list")],
    ids=" ".join,
)
def test_no_verb_creates_the_missing_folders_of_a_database_path(
    argv: tuple[str, ...], folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    typo = folder / "evnets" / "cup" / "cup.sqlite3"
    assert main(["--database", sqlite_url(typo), *argv]) == 1
    err = capsys.readouterr().err
    assert f"there is no folder {typo.parent} for the database cup.sqlite3; nothing was created" in err
    assert list(folder.iterdir()) == []


def test_a_verb_that_starts_a_database_says_it_created_one_once(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = folder / "cup.sqlite3"
    url = sqlite_url(path)
    assert main(["--database", url, "event", "create", "Cup", "--game", "helix"]) == 0
    out, err = capsys.readouterr()
    assert "created event 1" in out
    assert err == f"toybox-arena: created a new database at {path}\n"
    assert main(["--database", url, "event", "create", "Cup 2", "--game", "helix"]) == 0
    assert capsys.readouterr().err == ""
    assert main(["--database", url, "event", "list"]) == 0
    out, err = capsys.readouterr()
    assert "Cup 2" in out and err == ""


def test_the_default_data_folder_still_starts_from_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path / "fresh" / "home"
    monkeypatch.setenv("TOYBOX_ARENA_HOME", str(home))
    assert main(["event", "list"]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("no events yet") and err == ""
    assert (home / "toybox-arena.sqlite3").is_file()


def test_the_database_layer_creates_no_folder_for_a_named_file(folder: Path) -> None:
    typo = folder / "no" / "such" / "folder" / "x.sqlite3"
    with pytest.raises(MissingFolderError, match="does not exist"):
        Database.open(sqlite_url(typo))
    assert list(folder.iterdir()) == []
