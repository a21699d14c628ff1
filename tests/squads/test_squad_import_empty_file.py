"""A valid squads file with no squads is refused with a plain message, nothing written (review 9, item 7:
it failed with "the database refused the change (NOT NULL ...)"); ``squad import`` names a file it cannot
read and why, not a raw "[Errno 2]" (item 17)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from database.engine import sqlite_url
from desktop.cli import main
from desktop.services import squads as svc

EMPTY = json.dumps({"format": svc.FILE_FORMAT, "version": svc.FILE_VERSION, "squads": []})


def test_a_squads_file_with_no_squads_is_refused_and_writes_nothing(db) -> None:  # type: ignore[no-untyped-def]
    before = svc.list_squads(db)
    with pytest.raises(svc.SquadImportError) as refused:
        svc.import_squads(db, EMPTY, file="empty.json")
    assert refused.value.message == "empty.json: holds no squads; there is nothing to import"
    assert refused.value.template == "{file}: holds no squads; there is nothing to import"
    assert svc.list_squads(db) == before


def test_the_refusal_of_an_empty_squads_file_reads_in_ukrainian(qtbot, db) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import i18n
    from desktop.ui.errors import error_text

    with pytest.raises(svc.SquadImportError) as refused:
        svc.import_squads(db, EMPTY, file="порожній.json")
    assert i18n.install("uk")
    try:
        shown = error_text(refused.value)
    finally:
        i18n.install("en")
    assert shown == "порожній.json: у файлі немає жодного загону; імпортувати нічого"


def test_squad_import_of_an_empty_file_says_so(db_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    empty = tmp_path / "empty.json"
    empty.write_text(EMPTY, encoding="utf-8")
    assert main(["--database", sqlite_url(db_path), "squad", "import", str(empty)]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err == f"toybox-arena squad import: {empty}: holds no squads; there is nothing to import\nnothing was imported\n"


def test_squad_import_of_a_missing_file_names_it_and_why(db_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nonexistent.json"
    assert main(["--database", sqlite_url(db_path), "squad", "import", str(missing)]) == 1
    err = capsys.readouterr().err
    assert err == f"toybox-arena squad import: {missing}: cannot be read (No such file or directory)\nnothing was imported\n"
    assert "Errno" not in err
