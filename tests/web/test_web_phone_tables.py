"""The venue web's tables on a phone (review s8, item 6): a name or a heading never breaks inside a word
("Яросла/в", "Оч/к/и", "В-Н-/П"); a table wider than the screen scrolls sideways instead."""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
from pathlib import Path

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


# A browser lays the published pages out at a phone's width and reports every word of a table cell that
# ended on two lines (a page in an iframe 390 px wide; the script reads it once it has loaded).
_PROBE = """<!DOCTYPE html><html><body style="margin:0">
<iframe id="f" src="PAGE" style="width:390px;height:844px;border:0"></iframe>
<script>
document.getElementById("f").addEventListener("load", function () {
  var d = this.contentDocument, out = [], cells = d.querySelectorAll("th, td");
  for (var i = 0; i < cells.length; i++) {
    var w = d.createTreeWalker(cells[i], NodeFilter.SHOW_TEXT), n;
    while ((n = w.nextNode())) {
      var re = /\\S+/g, m;
      while ((m = re.exec(n.data))) {
        var r = d.createRange(), tops = {};
        r.setStart(n, m.index); r.setEnd(n, m.index + m[0].length);
        var rs = r.getClientRects();
        for (var j = 0; j < rs.length; j++) tops[Math.round(rs[j].top)] = 1;
        if (Object.keys(tops).length > 1) out.push(m[0]);
      }
    }
  }
  var pre = document.createElement("pre"); pre.id = "result";
  pre.textContent = JSON.stringify({broken: out, width: d.documentElement.clientWidth});
  document.body.appendChild(pre);
});
</script></body></html>
"""

_NAMES = [
    ("Ярослав Коваленко", "Одеська арена"),
    ("Марія Бондаренко", "Kraków Critters"),
    ("Олександра Шевчук", "Харківські тактики"),
    ("Piotr Müller", "Одеська арена"),
    ("Богдан Коваленко", "Berlin Bricks"),
    ("Олена Лисенко", ""),
    ("Daniel Kovač", "Vienna Vanguard"),
    ("Emma Jensen", "Харківські тактики"),
]


@pytest.mark.skipif(shutil.which("chromium") is None, reason="needs a headless chromium to lay the pages out")
def test_at_a_phones_width_no_word_in_a_table_is_split_across_lines(db, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from web_support import tb

    from desktop.services import tournament as svc
    from desktop.web.publish import publish

    ev = svc.create_event(db, svc.EventSpec(name="Кубок Одеси", game="toybattle", venue="Зала")).summary.id
    for i, (name, club) in enumerate(_NAMES):
        svc.register_player(db, ev, name, rating=1800 - i, club=club)
    for _round in (1, 2):
        rnd = svc.publish_round(db, svc.pair_next_round(db, ev).id)
        for k, m in enumerate(x for x in rnd.matches if x.b is not None):
            svc.record_result(db, m.id, [tb("a" if k % 2 else "b", 3, 1 + k % 3)])
    site = tmp_path / "site"
    publish(db, ev, site, "uk")

    for page in ("standings.html", "pairings-2.html", "crosstable.html"):
        probe = site / f"probe-{page}"
        probe.write_text(_PROBE.replace("PAGE", page), encoding="utf-8")
        out = subprocess.run(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
             "--window-size=800,900", "--dump-dom", probe.as_uri()],
            capture_output=True, text=True, timeout=120, check=False,
        ).stdout
        found = re.search(r'<pre id="result">(.*?)</pre>', out)
        assert found is not None, (page, out[-500:])
        result = json.loads(html.unescape(found.group(1)))
        assert result["width"] <= 390
        assert result["broken"] == [], page
