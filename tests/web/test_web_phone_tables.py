"""The venue web's tables on a phone (review s8, item 6): a name or a heading never breaks inside a word
("Яросла/в", "Оч/к/и", "В-Н-/П"); a table wider than the screen scrolls sideways instead."""

from __future__ import annotations

import re

import pytest

from desktop.web.render import STATIC_DIR

TABLE_PAGES = ["/pairings/1", "/standings", "/crosstable", "/me?player=1"]


def _rules(css: str) -> list[tuple[list[str], dict[str, str]]]:
    """The style sheet's rules, media queries' included: (selectors, {property: value})."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    out = []
    for selectors, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css):
        props = {}
        for decl in body.split(";"):
            name, _, value = decl.partition(":")
            if name.strip():
                props[name.strip()] = value.strip()
        sels = [s.strip() for s in re.sub(r"^.*@media[^{]*", "", selectors.strip()).split(",")]
        out.append((sels, props))
    return out


def _is_cell(selector: str) -> bool:
    last = selector.split()[-1] if selector.split() else ""
    return re.match(r"(th|td)\b", last) is not None or last.startswith((".club", ".muted"))


def test_table_cells_never_break_a_word_in_the_middle() -> None:
    css = (STATIC_DIR / "style.css").read_text(encoding="utf-8")
    for selectors, props in _rules(css):
        if not any(_is_cell(s) for s in selectors):
            continue
        assert props.get("overflow-wrap") != "anywhere", selectors  # shrinks a cell below its longest word
        assert props.get("word-wrap") != "anywhere", selectors
        assert props.get("word-break") not in ("break-all", "break-word"), selectors
    cells = [props for selectors, props in _rules(css) if "th" in selectors or "td" in selectors]
    assert any(p.get("overflow-wrap") == "break-word" for p in cells)  # only a word wider than the screen


@pytest.mark.parametrize("url", TABLE_PAGES)
def test_every_table_scrolls_sideways_rather_than_squeezing_its_columns(client, url) -> None:  # type: ignore[no-untyped-def]
    page = client.get(url, headers={"Accept-Language": "uk"}).text
    tables = re.findall(r"<table", page)
    assert tables, url
    assert len(re.findall(r'<div class="scroll">\s*<table', page)) == len(tables), url
    css = (STATIC_DIR / "style.css").read_text(encoding="utf-8")
    assert any(".scroll" in sels and props.get("overflow-x") == "auto" for sels, props in _rules(css))


@pytest.mark.parametrize("url", TABLE_PAGES)
def test_the_headings_of_number_columns_do_not_wrap(client, url) -> None:  # type: ignore[no-untyped-def]
    """A column of numbers (table, points, W-D-L, tiebreakers, rounds) keeps its heading on one line, as
    its cells: "В-Н-П" would otherwise break after a hyphen above "3-0-0"."""
    page = client.get(url, headers={"Accept-Language": "uk"}).text
    for table in re.findall(r"<table.*?</table>", page, flags=re.S):
        heads = re.findall(r"<th(?:\s([^>]*))?>", table.split("</thead>")[0])
        body = re.findall(r"<tr[^>]*>(.*?)</tr>", table.split("<tbody>")[1], flags=re.S)
        rows = [re.findall(r"<td([^>]*)>", row) for row in body if "<td" in row]
        assert rows, url
        for i, attrs in enumerate(heads):
            numeric = all(i < len(r) and 'class="num"' in r[i] for r in rows)
            assert ('class="num"' in attrs) == numeric, (url, i)
    css = (STATIC_DIR / "style.css").read_text(encoding="utf-8")
    assert any("th.num" in sels and props.get("white-space") == "nowrap" for sels, props in _rules(css))
