"""The kinds' labels are marked for translation (lupdate cannot read the pure game modules)."""

from __future__ import annotations

from desktop.ui.catalog.kind_strings_gen import listed, wanted


def test_kind_strings_are_up_to_date() -> None:
    missing = set(wanted()) - listed()
    assert not missing, (
        f"{len(missing)} catalog label(s) are not marked for translation, e.g. {sorted(missing)[:3]}; "
        "run `.venv/bin/python -m desktop.ui.catalog.kind_strings_gen`"
    )
