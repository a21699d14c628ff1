"""Tables drawn row by row straight onto the canvas: fixed column widths known in advance, every cell laid
out once (one line, or two lines broken between words, shrunk a little when that makes it fit), the header
repeated at the top of every page the table reaches and nowhere else. Splitting at a page costs a binary
search over the rows' running heights, so a table of thousands of rows stays linear."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import accumulate

from reportlab.lib import colors
from reportlab.platypus import Flowable

from desktop.reports import text as tx
from desktop.reports.text import BOLD, FONT

GREY = colors.Color(0.45, 0.45, 0.45)
LIGHT = colors.Color(0.92, 0.92, 0.92)
LINE = 1.15  # line height, in font sizes


@dataclass(frozen=True)
class Column:
    width: float
    align: str = "left"  # "left", "center", "right"
    bold: bool = False
    size: float | None = None  # the body's type size in this column (default: the table's)
    lines: int = 2  # at most this many lines (words are never split; what is left out ends in "…")
    note_size: float = 0.0  # a cell given as (text, note) has the note under its text, grey, this big


Cell = tuple[tuple[str, ...], float, tuple[str, ...], float]  # lines (logical order), size, note's lines, size


def lay_out(text: str, font: str, size: float, room: float, max_lines: int, least: float = 0.85) -> Cell:
    """One cell: on one line at ``size``, or shrunk down to ``least`` of it, or broken between words."""
    if not text:
        return (), size, (), 0.0
    w = tx.width(text, font, size)
    if w <= room:
        return (text,), size, (), 0.0
    smaller = max(size * least, size * room / w)
    if w * smaller / size <= room + 1e-6:
        return (text,), smaller, (), 0.0
    return tuple(tx.wrap(text, font, smaller, room, max_lines)), smaller, (), 0.0


def lay_out_value(value: object, font: str, size: float, room: float, max_lines: int, note_size: float) -> Cell:
    if isinstance(value, tuple):
        text, note = value
        lines, s, _, _ = lay_out(str(text), font, size, room, max_lines)
        notes = tuple(tx.wrap(str(note), FONT, note_size, room, 2)) if note else ()
        return lines, s, notes, note_size
    return lay_out(str(value), font, size, room, max_lines)


class Layout:
    """Every cell of a table laid out once, with each row's height and their running sums."""

    def __init__(
        self,
        header: Sequence[str],
        rows: Sequence[Sequence[str]],
        columns: Sequence[Column],
        *,
        size: float,
        padding: float,
        top: float,
        bottom: float,
    ) -> None:
        tx.register_fonts()
        self.columns = list(columns)
        self.size = size
        self.padding = padding
        self.top = top
        self.bottom = bottom
        self.width = sum(c.width for c in columns)
        head_size = size * 0.9
        self.header = [
            # A heading is one word more often than not ("Результат"): it may shrink further than a name.
            lay_out(h, BOLD, head_size, c.width - 2 * padding, 2, 0.6) for h, c in zip(header, columns, strict=True)
        ]
        self.header_height = self._height(self.header)
        specs = [
            (BOLD if c.bold else FONT, c.size or size, c.width - 2 * padding, max(1, c.lines), c.note_size)
            for c in columns
        ]
        self.cells: list[list[Cell]] = []
        heights = []
        for row in rows:
            cells = [lay_out_value(v, *spec) for v, spec in zip(row, specs, strict=True)]
            self.cells.append(cells)
            heights.append(self._height(cells))
        self.heights = heights
        self.running = list(accumulate(heights, initial=0.0))

    def _height(self, cells: Sequence[Cell]) -> float:
        tallest = max((len(lines) * s * LINE + len(notes) * ns * LINE for lines, s, notes, ns in cells), default=0.0)
        return max(tallest, self.size * LINE) + self.top + self.bottom


class Grid(Flowable):
    """Rows ``start`` to ``end`` of a laid-out table, under its header; splits between rows at a page end."""

    def __init__(
        self, layout: Layout, *, striped: bool = True, grid: bool = False, start: int = 0, end: int | None = None
    ) -> None:
        super().__init__()
        self.layout = layout
        self.striped = striped
        self.grid = grid
        self.start = start
        self.end = len(layout.heights) if end is None else end

    def _rows_height(self, start: int, end: int) -> float:
        return self.layout.running[end] - self.layout.running[start]

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:  # noqa: ARG002
        self.width = self.layout.width
        self.height = self.layout.header_height + self._rows_height(self.start, self.end)
        return self.width, self.height

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:  # noqa: ARG002
        room = avail_height - self.layout.header_height
        running = self.layout.running
        # The last row that ends within the room.
        last = bisect_right(running, running[self.start] + room + 1e-6, self.start, self.end + 1) - 1
        if last <= self.start or last >= self.end:
            return []
        return [self._part(self.start, last), self._part(last, self.end)]

    def _part(self, start: int, end: int) -> Grid:
        return Grid(self.layout, striped=self.striped, grid=self.grid, start=start, end=end)

    def _draw_cells(self, cells: Sequence[Cell], y: float, height: float, font: str) -> None:
        c = self.canv
        lay = self.layout
        x = 0.0
        for (lines, size, notes, note_size), col in zip(cells, lay.columns, strict=True):
            if lines:
                block = len(lines) * size * LINE + len(notes) * note_size * LINE
                inner = height - lay.top - lay.bottom
                baseline = y - lay.top - (inner - block) / 2 - size * 0.93
                anchor = (
                    x + col.width - lay.padding
                    if col.align == "right"
                    else x + col.width / 2
                    if col.align == "center"
                    else x + lay.padding
                )
                for i, line in enumerate(lines):
                    tx.draw(c, anchor, baseline - i * size * LINE, line, font or (BOLD if col.bold else FONT),
                            size, col.align)
                if notes:
                    c.setFillColor(GREY)
                    below = baseline - len(lines) * size * LINE - note_size * 0.1
                    for i, note in enumerate(notes):
                        tx.draw(c, anchor, below - i * note_size * LINE, note, FONT, note_size, col.align)
                    c.setFillColor(colors.black)
            x += col.width

    def draw(self) -> None:
        c = self.canv
        lay = self.layout
        y = self.height
        c.setFillColor(colors.black)
        self._draw_cells(lay.header, y, lay.header_height, BOLD)
        y -= lay.header_height
        c.setStrokeColor(colors.black)
        c.setLineWidth(0.8)
        c.line(0, y, lay.width, y)
        if self.grid:
            c.setStrokeColor(GREY)
            c.setLineWidth(0.5)
        tops = [y]
        for r in range(self.start, self.end):
            h = lay.heights[r]
            if self.striped and r % 2 == 1:
                c.setFillColor(LIGHT)
                c.rect(0, y - h, lay.width, h, stroke=0, fill=1)
                c.setFillColor(colors.black)
            self._draw_cells(lay.cells[r], y, h, "")
            y -= h
            tops.append(y)
            if self.grid:
                c.line(0, y, lay.width, y)
        c.setStrokeColor(GREY)
        c.setLineWidth(0.5)
        c.line(0, y, lay.width, y)
        if self.grid:
            xs = list(accumulate((col.width for col in lay.columns), initial=0.0))
            for x in xs:
                c.line(x, self.height, x, y)
            c.line(0, self.height, lay.width, self.height)


def grid(
    header: Sequence[str],
    rows: Sequence[Sequence[str]],
    columns: Sequence[Column],
    *,
    size: float = 9,
    padding: float = 3,
    top: float = 1.5,
    bottom: float = 2.5,
    striped: bool = True,
    lines: bool = False,
) -> Grid:
    """A table of plain-text cells (``lines``: a grid of lines around every cell, as on score sheets)."""
    layout = Layout(header, rows, columns, size=size, padding=padding, top=top, bottom=bottom)
    return Grid(layout, striped=striped, grid=lines)
