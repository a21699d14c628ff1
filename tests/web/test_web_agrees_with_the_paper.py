"""The venue web says what the desk and the printed sheets say (review s8, item 5): the same numbers in the
standings (percentage tiebreakers as percentages, "44.44" under "OMW%"), and the same words."""

from __future__ import annotations

import html
import re

from web_support import tb

from desktop.services import tournament as svc


def _web_standings_rows(page: str) -> list[list[str]]:
    """The standings table's rows as the cells' text (the name cell without its club and flags)."""
    rows = []
    for row in re.findall(r"<tr data-names=[^>]*>(.*?)</tr>", page, flags=re.S):
        cells = re.findall(r"<td[^>]*>(.*?)</td>", row, flags=re.S)
        rows.append([html.unescape(re.sub(r"<span.*", "", c, flags=re.S)).strip() for c in cells])
    return rows


def test_the_web_standings_show_the_papers_numbers_with_percentages_as_percentages(client, db, event) -> None:  # type: ignore[no-untyped-def]
    from desktop.reports.labels import ENGLISH
    from desktop.services.sheets import standings_data

    for m in event["round"].matches:
        if m.status != "reported" and m.b is not None:
            svc.record_result(db, m.id, [tb("b", 1, 3)])
    client.app.state.changed()
    ranking = svc.event_ranking(db, event["id"])
    paper = standings_data(ranking, ENGLISH)
    assert any(k.endswith("%") for k in paper.tiebreak_short)  # the event ranks by OMW% and the like

    web = _web_standings_rows(client.get("/standings").text)

    assert web == [
        [str(r.rank), r.name, r.points, r.record, *r.tiebreaks] for r in paper.rows
    ]
    omw = paper.tiebreak_short.index("OMW%")
    assert all(re.fullmatch(r"\d{1,3}\.\d\d", row[4 + omw]) for row in web)  # 33.33, not 0.3333
