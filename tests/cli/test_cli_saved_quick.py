"""A game's own verb (``odds``) reads saved squads and the catalog with sqlite3 when the database is an
SQLite file at head, the very rows the services give, without importing SQLAlchemy (issue 27)."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from database.engine import sqlite_url
from desktop.cli.saved import DatabaseData

ROOT = Path(__file__).resolve().parents[2]


def _kinds(path: Path, table: str) -> list[str]:
    con = sqlite3.connect(path)
    try:
        return [r[0] for r in con.execute(f"SELECT DISTINCT kind FROM {table} ORDER BY kind")]
    finally:
        con.close()


@pytest.fixture
def saved_db(db_path: Path) -> Path:
    """The seeded database with saved squads named alike but for case, an archived and an edited item."""
    from desktop.services.database import open_database

    db = open_database(sqlite_url(db_path))  # at head, as the app leaves it
    try:
        first_kind = _kinds(db_path, "catalog_items")[0]
        con = sqlite3.connect(db_path)
        with con:
            con.execute("UPDATE catalog_items SET archived = 1 WHERE id = (SELECT min(id) FROM catalog_items)")
            con.execute(
                "UPDATE catalog_items SET placeholders = '[\"x\"]', name = '' "
                "WHERE id = (SELECT max(id) FROM catalog_items WHERE kind = ?)",
                (first_kind,),
            )
            con.execute(
                "INSERT INTO squads (game, kind, name, data, settings, created_at, updated_at, version) "
                "VALUES ('g', 'k.one', 'Tidal', '{\"slots\": [1]}', '{}', '2026-01-01', '2026-01-01', 1), "
                "('g', 'k.one', 'tidal', '{\"slots\": [2]}', '{}', '2026-01-01', '2026-01-01', 1), "
                "('g', 'k.one', 'Storm', 'null', '{}', '2026-01-01', '2026-01-01', 1)"
            )
        con.close()
    finally:
        db.close()
    return db_path


def _answers(path: Path) -> tuple[object, ...]:
    data = DatabaseData(sqlite_url(path))
    try:
        squads = [data.squad("k.one", n) for n in ("Tidal", "tidal", "TIDAL", " Storm ", "storm", "Calm")]
        squads.append(data.squad("k.other", "Tidal"))
        catalogs = {kind: dict(data.catalog(kind)) for kind in [*_kinds(path, "catalog_items"), "no.such"]}
        quick = data._quick is not None
    finally:
        data.close()
    return squads, catalogs, quick


def test_saved_data_reads_the_same_rows_with_sqlite3_as_through_the_services(
    saved_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    squads, catalogs, quick = _answers(saved_db)
    assert quick
    monkeypatch.setenv("TOYBOX_ARENA_CLI_QUICK", "0")
    ref_squads, ref_catalogs, ref_quick = _answers(saved_db)
    assert not ref_quick
    assert squads == ref_squads
    assert squads[0] == ("Tidal", {"slots": [1]}) and squads[1] == ("tidal", {"slots": [2]})
    assert squads[2] == ("Tidal", {"slots": [1]})  # case-insensitive: the first by name order
    assert squads[3] == ("Storm", {}) and squads[5] is None
    assert catalogs == ref_catalogs
    assert sum(len(items) for items in catalogs.values()) > 20
    assert any(e.archived for items in catalogs.values() for e in items.values())
    assert any(e.placeholders == ("x",) for items in catalogs.values() for e in items.values())


def test_a_game_verb_on_a_database_at_head_imports_no_sqlalchemy(db_path: Path) -> None:
    from desktop.games import registry

    verbs = [(g, v) for g in registry.GAMES.values() for v in (getattr(g, "cli_verbs", None) or {})]
    assert verbs  # a game adds a verb of its own (odds)
    code = (
        "import sys\n"
        "from desktop.cli import main\n"
        "from desktop.games.helix.engine import shipped_glyphs\n"
        "keys = [g.key for g in shipped_glyphs().values()]\n"
        f"rc = main(['--database', {sqlite_url(db_path)!r}, 'odds', ','.join(keys[:6]), ','.join(keys[6:12]),"
        " '--pieces', '5'])\n"
        "print(rc, sorted(m for m in sys.modules if m.split('.')[0] in ('sqlalchemy', 'alembic')"
        " or m.startswith('desktop.services')))\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip().splitlines()[-1] == "0 []"
