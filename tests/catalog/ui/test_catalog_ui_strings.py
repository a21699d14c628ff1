"""The kinds' labels are marked for translation (lupdate cannot read the pure game modules)."""

from __future__ import annotations

from desktop.ui.catalog.kind_strings_gen import listed, wanted


def test_kind_strings_are_up_to_date() -> None:
    missing = set(wanted()) - listed()
    assert not missing, (
        f"{len(missing)} catalog label(s) are not marked for translation, e.g. {sorted(missing)[:3]}; "
        "run `.venv/bin/python -m desktop.ui.catalog.kind_strings_gen`"
    )


def test_problem_templates_are_literal() -> None:
    from desktop.ui.catalog.problem_strings_gen import unreadable

    bad = unreadable()
    assert not bad, (
        "Problem(...) needs a literal template with named placeholders and params={...} "
        f"(no f-string), so that it can be translated: {bad}"
    )


def test_problem_strings_are_up_to_date() -> None:
    from desktop.ui.catalog import problem_strings_gen as gen

    wanted_texts, marked = set(gen.wanted()), gen.listed()
    assert wanted_texts, "no problem template found: the generator no longer reads the catalog modules"
    missing, stale = wanted_texts - marked, marked - wanted_texts
    assert not missing and not stale, (
        f"{len(missing)} problem message(s) not marked for translation, e.g. {sorted(missing)[:3]}; "
        f"{len(stale)} no longer used, e.g. {sorted(stale)[:3]}; "
        "run `.venv/bin/python -m desktop.ui.catalog.problem_strings_gen`"
    )
