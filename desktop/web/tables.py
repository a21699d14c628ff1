"""The rows of the pages' big tables (pairings, standings, cross-table) as HTML, built in Python.

A 1,024-player event has thousands of rows and ten thousand cross-table cells: a template loop with
a macro call per row cost most of ``event publish``'s time, so the rows are joined here instead, each
name escaped once (:class:`Escaper`) with the templates' own escaping (markupsafe), so a name with
markup is text here as everywhere. The templates keep the page around the rows.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from markupsafe import Markup, escape

from desktop.reports.labels import tiebreak_cell

__all__ = ["Escaper", "pairing_rows", "standing_rows", "cross_rows", "score_html", "bracket_box_html"]

Translate = Callable[..., str]


class Escaper:
    """``esc(text)``: ``text`` escaped for HTML (text and attribute values), each distinct text once."""

    def __init__(self) -> None:
        self._seen: dict[str, str] = {}

    def __call__(self, text: str) -> str:
        out = self._seen.get(text)
        if out is None:
            out = self._seen[text] = str(escape(text))
        return out


def score_html(row: Any, t: Translate) -> Markup:
    """A pairing's result: "3–0" once reported (an elimination match: the bracket's box score, "2–1",
    as the printed bracket), "playing" while not, nothing for a bye."""
    if row.reported and row.box_score:
        a, _, b = row.box_score.partition("-")
        return Markup(f"{escape(a)}–{escape(b)}")
    if row.reported and row.points_a is not None:
        return Markup(f"{row.points_a}–{row.points_b}" if row.points_b is not None else str(row.points_a))
    if row.b is None:
        return Markup("")
    return Markup(f'<span class="muted">{escape(t("pairings.pending"))}</span>')


def bracket_box_html(row: Any, box: Any, t: Translate, bye: str) -> Markup:
    """A match's box on the bracket page as the printed bracket draws it (desktop/reports/bracket.py):
    each player's line with the seed before the name, the winner's name in bold and the box score on each
    side's line (``BracketBox.score``: games won in a match of several games, the game's own score, such
    as medals, in a single game; not the match points of the pairings). ``box``: the match's
    :class:`~desktop.reports.data.BracketBox`, or None when the stage's bracket could not be built (then
    the names and the pairing's result). ``bye``: the paper's word for a bye, in the page's language."""
    if box is None:
        other = f'<span class="muted">{escape(bye)}</span>' if row.b is None else escape(row.b_name)
        return Markup(
            f"<div>{escape(row.a_name)}</div><div>{other}</div><div class=\"num\">{score_html(row, t)}</div>"
        )
    parts = [p.strip() for p in box.score.split("-", 1)] if box.score else []
    lines = []
    for i, (side, seed) in enumerate((("a", box.a_seed), ("b", box.b_seed))):  # a bye's empty side: no seed
        name = row.a_name if side == "a" else row.b_name
        if side == "b" and row.b is None:
            shown = f'<span class="muted">{escape(bye)}</span>'
        else:
            shown = f"<strong>{escape(name)}</strong>" if box.winner == side else str(escape(name))
        seed_cell = f'<span class="seed">{seed}</span>' if seed else ""
        pts = f'<span class="pts">{escape(parts[i])}</span>' if len(parts) == 2 else ""
        lines.append(f'<div class="side">{seed_cell}<span class="name">{shown}</span>{pts}</div>')
    if not row.reported and row.b is not None:
        lines.append(f'<div class="muted">{escape(t("pairings.pending"))}</div>')
    return Markup("".join(lines))


def pairing_rows(rows: Sequence[Any], t: Translate, esc: Escaper, paper: Mapping[str, str]) -> Markup:
    """``paper``: the printed sheets' captions (desktop.reports.labels), for the words they share."""
    no_table = esc(t("pairings.no_table"))
    bye = f'<span class="muted">{esc(paper["bye"])}</span>'
    rest = f'<span class="muted">{esc(paper["bye_no_points"])}</span>'  # a round robin's bye
    out = []
    for row in rows:
        names = esc((row.a_name + " " + (row.b_name or "")).lower())
        table = str(row.table) if row.table is not None else no_table
        b = (rest if row.kind == "round_robin_bye" else bye) if row.b is None else esc(row.b_name)
        out.append(
            f'<tr data-names="{names}"><td class="num">{table}</td><td>{esc(row.a_name)}</td>'
            f'<td>{b}</td><td class="num">{score_html(row, t)}</td></tr>'
        )
    return Markup("\n".join(out))


def standing_rows(lines: Sequence[Any], keys: Sequence[str], paper: Mapping[str, str], esc: Escaper) -> Markup:
    """``paper``: the printed sheets' captions (desktop.reports.labels); the tiebreakers as they print them.
    The event's ranking after a cut has a cell after the name saying how far the player went (as on paper)."""
    dropped = esc(paper["dropped"])
    disqualified = esc(paper["disqualified"])
    with_reached = any(ln.reached for ln in lines)
    out = []
    for ln in lines:
        club = f' <span class="club">{esc(ln.club)}</span>' if ln.club else ""
        flag = (
            f' <span class="muted">({disqualified})</span>'
            if ln.disqualified
            else f' <span class="muted">({dropped})</span>'
            if ln.dropped
            else ""
        )
        tbs = "".join(f'<td class="num">{esc(tiebreak_cell(k, ln.tiebreaks.get(k, "")))}</td>' for k in keys)
        cls = ' class="dropped"' if ln.dropped else ""
        reached = f"<td>{esc(paper.reached(ln.reached))}</td>" if with_reached else ""  # type: ignore[attr-defined]
        out.append(
            f'<tr data-names="{esc(ln.name.lower())}"{cls}>'
            f'<td class="num">{ln.rank if ln.rank else "—"}</td><td>{esc(ln.name)}{club}{flag}</td>{reached}'
            f'<td class="num">{ln.points}</td><td class="num">{ln.wins}-{ln.draws}-{ln.losses}</td>{tbs}</tr>'
        )
    return Markup("\n".join(out))


def cross_rows(rows: Sequence[Any], letters: dict[str, str], esc: Escaper, rest: str = "—") -> Markup:
    """The cross-table's rows; a round without a game of the player's (a round robin's bye, a round after
    a drop, a stage not reached) shows ``rest``, the paper's mark for it (``Labels["rest"]``)."""
    letter = {k: esc(v) for k, v in letters.items()}
    none = f'<td class="num">{esc(rest)}</td>'
    out = []
    for row in rows:
        cells = []
        for c in row.cells:
            if c is None:
                cells.append(none)
            else:
                rank = "" if c.opponent_rank is None else str(c.opponent_rank)
                cells.append(f'<td class="num">{rank}{letter.get(c.result, "")}</td>')
        ln = row.line
        out.append(
            f'<tr><td class="num">{ln.rank if ln.rank else "—"}</td><td>{esc(ln.name)}</td>'
            f'{"".join(cells)}<td class="num">{ln.points}</td></tr>'
        )
    return Markup("\n".join(out))
