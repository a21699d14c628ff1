"""The catalog migration (model and migration agree; an older database gets the shipped items) and the CLI."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sqlalchemy import create_engine, func, inspect, select

from database import migrations
from database.engine import Database
from database.models.catalog import CatalogItemRow
from desktop.cli import main
from desktop.games.catalog_schema import shipped_items
from desktop.services import catalog as svc


def test_migration_matches_the_model(db) -> None:  # type: ignore[no-untyped-def]
    insp = inspect(db.engine)
    columns = {c["name"]: c for c in insp.get_columns("catalog_items")}
    model = CatalogItemRow.__table__
    assert set(columns) == {c.name for c in model.columns}
    for c in model.columns:
        assert columns[c.name]["nullable"] == c.nullable or c.primary_key, c.name
    uniques = {tuple(u["column_names"]) for u in insp.get_unique_constraints("catalog_items")}
    assert ("kind", "key") in uniques
    assert "0002_catalog" in migrations.known_revisions()


def test_an_older_database_gets_the_shipped_catalog(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    engine = create_engine(f"sqlite:///{path}")
    with engine.begin() as conn:
        migrations.upgrade(conn, "0001")
    engine.dispose()
    db = Database.open(f"sqlite:///{path}")
    try:
        assert db.report is not None and db.report.migrated_from == ("0001",)
        with db.read() as s:
            assert s.scalar(select(func.count()).select_from(CatalogItemRow)) == len(shipped_items())
    finally:
        db.close()


def _url(tmp_path: Path) -> str:
    """A database that exists: export and list refuse a --database file that does not."""
    path = tmp_path / "cli.sqlite3"
    if not path.exists():
        Database.open(f"sqlite:///{path}").close()
    return f"sqlite:///{path}"


def test_cli_export_import_round_trip(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "catalog.json"
    assert main(["--database", _url(tmp_path), "catalog", "export", str(out)]) == 0
    assert "exported" in capsys.readouterr().out
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert len(doc["items"]) == len(shipped_items())
    fig = next(i for i in doc["items"] if i["kind"] == "attacktix.figure" and i["data"]["code"] == "MV-10")
    fig["data"]["points"] = 50
    out.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["--database", _url(tmp_path), "catalog", "import", str(out), "--dry-run"]) == 0
    text = capsys.readouterr().out
    assert "dry run" in text and "updated: attacktix.figure MV-10" in text
    assert main(["--database", _url(tmp_path), "catalog", "import", str(out)]) == 0
    assert "1 updated" in capsys.readouterr().out
    second = tmp_path / "again.json"
    assert main(["--database", _url(tmp_path), "catalog", "export", str(second)]) == 0
    db = Database.open(_url(tmp_path))
    try:
        assert svc.get_item(db, "attacktix.figure", "MV-10").data["points"] == 50
        assert second.read_text(encoding="utf-8") == svc.export_catalog(db)
    finally:
        db.close()


def test_cli_export_one_kind_to_stdout(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--database", _url(tmp_path), "catalog", "export", "-", "--kind", "toybattle.troop"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert [i["data"]["key"] for i in doc["items"]] == sorted(
        ["kwak", "skully", "capn", "jumbo", "hook", "xb42", "star", "roxy"]
    )
    assert main(["--database", _url(tmp_path), "catalog", "export", "-", "--kind", "nope"]) == 2  # a usage error
    assert "'nope' is not a catalog kind; the kinds are: " in capsys.readouterr().err


def test_cli_bad_import_names_the_problem(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(
        '{"format": "toybox-arena-catalog", "version": 1, "items": [{"kind": "helix.glyph", '
        '"data": {"key": "x", "name": "X", "species": "nope", "black_number": 1, "black_symbols": [], '
        '"white_number": 2, "white_symbols": []}}]}',
        encoding="utf-8",
    )
    assert main(["--database", _url(tmp_path), "catalog", "import", str(bad)]) == 1
    err = capsys.readouterr().err
    assert "bad.json" in err and "glyph x" in err and "species" in err and "nothing was imported" in err


def test_cli_list_and_schema(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert (
        main(
            [
                "--database",
                _url(tmp_path),
                "catalog",
                "list",
                "--needs-checking",
                "--kind",
                "attacktix.figure",
            ]
        )
        == 0
    )
    lines = capsys.readouterr().out.strip().splitlines()
    expected = [i for i in shipped_items("attacktix.figure") if i.placeholders]
    assert len(lines) == len(expected) and all("placeholders:" in line for line in lines)
    assert main(["--database", _url(tmp_path), "catalog", "list", "--kind", "toybattle.terrain"]) == 0
    assert len(capsys.readouterr().out.strip().splitlines()) == 8
    schema = tmp_path / "schema.json"
    assert main(["catalog", "schema", str(schema)]) == 0
    from resources import path

    assert schema.read_text(encoding="utf-8") == path("catalog_schema.json").read_text(encoding="utf-8")
