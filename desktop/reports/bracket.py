"""The bracket of an elimination stage, drawn as a bracket: a column per round, each match a box joined
to the matches that feed it. Matches not paired yet are drawn empty, so the whole tree is on paper.

Slots follow desktop/tournament/elimination.py: ``W{round}-{index}`` in the winners (or only) bracket,
``L{round}-{index}`` in the losers bracket, ``GF``/``GF2`` the grand final and its reset, ``3P`` the
third-place match. A big bracket is cut into pages of at most 16 first-round matches (8 in the losers
bracket); the next page carries on from the winners of those sub-brackets.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.platypus import Flowable, PageBreak

from desktop.reports.base import BOLD, FONT, GREY, Document, draw_fitted
from desktop.reports.bracket_words import box_note, losers_rounds, round_caption, winners_rounds
from desktop.reports.data import Bracket, BracketBox, EventHeader
from desktop.reports.labels import Labels

__all__ = [
    "Column",
    "bracket_pdf",
    "box_note",
    "losers_rounds",
    "round_caption",
    "round_count",
    "tree_columns",
    "winners_rounds",
]

W_CHUNK = 16
L_CHUNK = 8


def round_count(bracket: str, rnd: int, size: int) -> int:
    """How many matches a round of the bracket has."""
    if bracket == "W":
        return max(1, size >> rnd)
    # losers bracket: rounds 1 and 2 have size/4 matches, rounds 3 and 4 size/8, ...
    return max(1, size >> (2 + (rnd - 1) // 2))


@dataclass(frozen=True)
class Column:
    """A round of a bracket drawn as a column: its boxes from match ``first`` on, each box's centre."""

    bracket: str
    round: int
    first: int  # index of the first match of the round on this page
    ys: tuple[float, ...]  # centre of each box, 0..1 from the top


@dataclass(frozen=True)
class _Page:
    heading: str
    columns: tuple[Column, ...]
    finals: tuple[str, ...] = ()
    champion: bool = False


def _tree(bracket: str, start: int, last: int, first: int, count: int) -> list[Column]:
    """Columns from round ``start`` (matches ``first``..``first+count-1``) until the sub-tree's root."""
    ys = tuple((i + 0.5) / count for i in range(count))
    cols = [Column(bracket, start, first, ys)]
    rnd = start
    while rnd < last:
        nxt = rnd + 1
        halves = bracket == "W" or nxt % 2 == 1
        if halves:
            if len(ys) == 1:
                break
            ys = tuple((ys[2 * i] + ys[2 * i + 1]) / 2 for i in range(len(ys) // 2))
            first //= 2
        cols.append(Column(bracket, nxt, first, ys))
        rnd = nxt
    return cols


def tree_columns(bracket: str, size: int) -> tuple[Column, ...]:
    """The whole tree of the winners ("W") or losers ("L") bracket of ``size`` players on one sheet (the
    screen's bracket, which scrolls): a column per round, the centre of each box 0..1 from the top."""
    last = winners_rounds(size) if bracket == "W" else losers_rounds(size)
    if last < 1:
        return ()
    return tuple(_tree(bracket, 1, last, 0, round_count(bracket, 1, size)))


def _plan(bracket: str, size: int, labels: Labels, heading: str) -> list[_Page]:
    last = winners_rounds(size) if bracket == "W" else losers_rounds(size)
    chunk = W_CHUNK if bracket == "W" else L_CHUNK
    pages: list[_Page] = []
    start = 1
    while start <= last:
        n = round_count(bracket, start, size)
        if n <= chunk:
            pages.append(_Page(heading, tuple(_tree(bracket, start, last, 0, n))))
            break
        cols: list[Column] = []
        for first in range(0, n, chunk):
            cols = _tree(bracket, start, last, first, chunk)
            pages.append(_Page(heading, tuple(cols)))
        start = cols[-1].round + 1
    return pages


class _BracketPage(Flowable):
    def __init__(self, owner: _Drawer, page: _Page) -> None:
        super().__init__()
        self.owner = owner
        self.page = page

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.width, self.height = avail_width, avail_height * 0.995
        return self.width, self.height

    def draw(self) -> None:
        self.owner.draw_page(self.canv, self.page, self.width, self.height)


class _Drawer:
    def __init__(self, data: Bracket, labels: Labels) -> None:
        self.data = data
        self.labels = labels
        self.boxes = {b.slot: b for b in data.boxes}

    def draw_page(self, c: rl_canvas.Canvas, page: _Page, width: float, height: float) -> None:
        L = self.labels
        c.setFillColor(colors.black)
        draw_fitted(c, page.heading, 0, height - 13, width, BOLD, 13, minimum=8, max_lines=1)
        top = height - 28
        area_h = top - 4
        n_cols = len(page.columns) + (1 if page.finals else 0)
        col_w = width / max(n_cols, 1)
        gap = min(14 * mm, col_w * 0.18)
        box_w = col_w - gap
        biggest = max(len(col.ys) for col in page.columns)
        box_h = min(40.0, area_h / biggest * 0.82)
        size = max(4.5, min(9.5, box_h / 3.1))
        centres: dict[tuple[int, int], tuple[float, float]] = {}
        for j, col in enumerate(page.columns):
            x = j * col_w
            c.setFont(BOLD, 8)
            c.setFillColor(GREY)
            heading = round_caption(self.data, f"{col.bracket}{col.round}", L)
            draw_fitted(c, heading, x, top + 4, col_w - 2, BOLD, 8, minimum=5.5, max_lines=1)
            c.setFillColor(colors.black)
            for k, yf in enumerate(col.ys):
                index = col.first + k
                yc = top - yf * area_h
                slot = f"{col.bracket}{col.round}-{index}"
                self._box(c, self.boxes.get(slot), x, yc - box_h / 2, box_w, box_h, size)
                centres[(col.round, index)] = (x, yc)
                self._join(c, col, index, centres, x, yc, box_w, gap)
        if page.finals:
            x = len(page.columns) * col_w
            n = len(page.finals)
            for k, slot in enumerate(page.finals):
                yc = top - (k + 0.5) / n * area_h if n > 1 else top - area_h / 2
                caption = round_caption(self.data, slot, L)
                c.setFont(BOLD, 8)
                c.setFillColor(GREY)
                draw_fitted(c, caption, x, yc + box_h / 2 + 3, col_w - 2, BOLD, 8, minimum=5.5, max_lines=1)
                c.setFillColor(colors.black)
                self._box(c, self.boxes.get(slot), x, yc - box_h / 2, box_w, box_h, size)
        if page.champion and self.data.champion:
            draw_fitted(
                c, f"{L['champion']}: {self.data.champion}", 0, 4, width, BOLD, 12, minimum=7, max_lines=1
            )

    def _join(
        self,
        c: rl_canvas.Canvas,
        col: Column,
        index: int,
        centres: dict[tuple[int, int], tuple[float, float]],
        x: float,
        yc: float,
        box_w: float,
        gap: float,
    ) -> None:
        """Lines from the boxes that feed this one (the winners of the previous round's matches)."""
        if col.round == 1:
            return
        if col.bracket == "W" or col.round % 2 == 1:
            feeders = [(col.round - 1, 2 * index), (col.round - 1, 2 * index + 1)]
        else:
            feeders = [(col.round - 1, index)]
        c.setLineWidth(0.6)
        c.setStrokeColor(colors.black)
        mid = x - gap / 2
        for key in feeders:
            if key not in centres:
                continue
            fx, fy = centres[key]
            c.line(fx + box_w, fy, mid, fy)
            c.line(mid, fy, mid, yc)
        c.line(mid, yc, x, yc)

    def _box(
        self, c: rl_canvas.Canvas, box: BracketBox | None, x: float, y: float, w: float, h: float, size: float
    ) -> None:
        c.setLineWidth(0.7)
        c.setStrokeColor(colors.black)
        c.rect(x, y, w, h, stroke=1, fill=0)
        c.setStrokeColor(GREY)
        c.setLineWidth(0.3)
        c.line(x, y + h / 2, x + w, y + h / 2)
        if box is None:
            return
        score_w = w * 0.22 if box.score else 0
        seed_w = size * 1.9 if box.a_seed or box.b_seed else 0
        for i, (name, side, seed) in enumerate(((box.a_name, "a", box.a_seed), (box.b_name, "b", box.b_seed))):
            yy = y + h - (i + 0.5) * h / 2 - size * 0.35
            if seed and name:  # the seed, small and grey, before the name
                c.setFillColor(GREY)
                draw_fitted(c, str(seed), x + 2, yy, seed_w - 3, FONT, size * 0.8, minimum=size * 0.5,
                            align="right", max_lines=1)
            font = BOLD if box.winner == side else FONT
            c.setFillColor(colors.black if name else GREY)
            draw_fitted(
                c, name or "—", x + 3 + seed_w, yy, w - 6 - score_w - seed_w, font, size, minimum=size * 0.6,
                max_lines=1,
            )
        c.setFillColor(colors.black)
        if box.score:
            parts = box.score.split("-", 1)
            c.setFont(BOLD, size)
            for i, part in enumerate(parts[:2]):
                c.drawRightString(x + w - 3, y + h - (i + 0.5) * h / 2 - size * 0.35, part.strip())
        info = box_note(box, self.labels)
        if info and h > 16:
            c.setFillColor(GREY)
            small = max(4.0, size * 0.62)
            draw_fitted(c, info, x, y - size * 0.75, w, FONT, small, minimum=3.5, align="right", max_lines=1)
            c.setFillColor(colors.black)


def bracket_pdf(
    event: EventHeader,
    data: Bracket,
    labels: Labels,
    *,
    paper: str = "a4",
    tick: Callable[[int], None] | None = None,
) -> bytes:
    """The elimination bracket on landscape pages (winners bracket, losers bracket, finals)."""
    L = labels
    title = data.title or L["bracket_title"]
    doc = Document(event, title, L, paper, wide=True, tick=tick)
    size = max(2, data.size)
    w_heading = L["winners_bracket"] if data.double else title
    pages = _plan("W", size, L, w_heading)
    finals: list[str] = []
    slots = {b.slot for b in data.boxes}
    if data.double:
        finals = ["GF", *(["GF2"] if "GF2" in slots or data.extra.get("reset") == "yes" else [])]
    if "3P" in slots or data.extra.get("third_place") == "yes":
        finals.append("3P")
    last = pages[-1]
    pages[-1] = _Page(last.heading, last.columns, tuple(finals), champion=True)
    if data.double and losers_rounds(size) > 0:
        pages += _plan("L", size, L, L["losers_bracket"])
    drawer = _Drawer(data, L)
    story: list[Flowable] = []
    for i, page in enumerate(pages):
        if i:
            story.append(PageBreak())
        story.append(_BracketPage(drawer, page))
    return doc.build(story)
