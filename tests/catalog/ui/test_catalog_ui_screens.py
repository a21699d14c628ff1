"""Every catalog section renders at 1280x800 with its first item in the form.

The PNGs go to $TOYBOX_SCREENSHOTS when it is set (to look at them), otherwise to the test's tmp dir.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from desktop.games.catalog_schema import all_kinds

KINDS = [k.key for k in all_kinds()]


@pytest.mark.parametrize("kind", KINDS)
def test_section_screenshot(kind, page, tmp_path) -> None:  # type: ignore[no-untyped-def]
    assert page.select_kind(kind)
    assert page.current_kind() == kind
    assert page.proxy.rowCount() > 0
    assert page.form.has_content() and page.form.item is not None
    assert page.form.is_valid(), [str(p) for p in page.form.errors()]
    assert not page.form.is_dirty()
    out = Path(os.environ.get("TOYBOX_SCREENSHOTS") or tmp_path)
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"catalog_{kind.replace('.', '_')}.png"
    assert page.grab().save(str(path))
    image = QImage(str(path))
    assert image.width() == 1280 and image.height() == 800
    # not a blank picture: the table, the form and the sections are drawn
    colours = {image.pixel(x, y) for x in range(0, 1280, 37) for y in range(0, 800, 29)}
    assert len(colours) > 8
