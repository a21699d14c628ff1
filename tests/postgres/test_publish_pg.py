"""``event publish`` on PostgreSQL: publishing's bulk read through SQLAlchemy (``publish_read.read_event``)
gives the very site of the services' full read, in both languages (the driver decodes JSON, booleans
and times itself)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "web"))

from test_web_publish_bulk_read import WHEN, _files, _reference, build_mixed_event  # noqa: E402


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_publish_on_postgres_writes_the_very_site_of_the_full_read(pg_db, tmp_path: Path, lang: str) -> None:  # type: ignore[no-untyped-def]
    from desktop.web.publish import publish

    event = build_mixed_event(pg_db)
    expected = _reference(pg_db, event, tmp_path / "reference", lang)
    publish(pg_db, event, tmp_path / "bulk", lang, published_at=WHEN)
    assert _files(tmp_path / "bulk") == expected
    assert "pairings-5.html" in expected
