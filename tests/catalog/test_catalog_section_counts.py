"""The Catalog page's section counts come from two small columns (issue 27: the page loaded every item of
every kind only to count them); they equal counting the items themselves."""

from __future__ import annotations

from desktop.services import catalog as svc


def _by_counting(db) -> dict[str, tuple[int, int]]:  # type: ignore[no-untyped-def]
    checking: dict[str, int] = {}
    for item in svc.needs_checking(db):
        checking[item.kind] = checking.get(item.kind, 0) + 1
    return {kind: (n, checking.get(kind, 0)) for kind, n in svc.counts(db).items()}


def test_section_counts_equal_counting_the_items(db) -> None:  # type: ignore[no-untyped-def]
    counts = svc.section_counts(db)
    assert counts == _by_counting(db)
    assert set(counts) == {k.key for k in svc.kinds()}
    marked = next(i for i in svc.needs_checking(db))
    n, checking = counts[marked.kind]
    svc.update_item(db, marked.kind, marked.key, marked.data, placeholders=[])  # checked: no marks left
    assert svc.section_counts(db)[marked.kind] == (n, checking - 1)
    other = next(i for i in svc.needs_checking(db, marked.kind))
    svc.set_archived(db, marked.kind, other.key)  # archived: neither counted nor needing checking
    assert svc.section_counts(db)[marked.kind] == (n - 1, checking - 2)
    assert svc.section_counts(db) == _by_counting(db)


def test_section_counts_read_marks_however_they_were_written(db) -> None:  # type: ignore[no-untyped-def]
    from sqlalchemy import text

    marked = svc.needs_checking(db)[:2]
    with db.begin() as s:  # as another writer might have stored them: spaced, or empty
        s.execute(text("UPDATE catalog_items SET placeholders = ' [ ] ' WHERE id = :id"), {"id": marked[0].id})
        s.execute(text("UPDATE catalog_items SET placeholders = ' [\"mass\"]' WHERE id = :id"), {"id": marked[1].id})
    assert svc.section_counts(db) == _by_counting(db)
