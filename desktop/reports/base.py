"""What every document shares: the embedded fonts (desktop.reports.text), paper sizes, the header (event,
date, venue), "page X of Y", paragraph styles, and plain text (:class:`Text`) that wraps between words in
every script instead of overflowing."""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from typing import Any

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, LETTER, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.platypus import BaseDocTemplate, Flowable, Frame, PageTemplate

from desktop.reports import text as tx
from desktop.reports.data import EventHeader
from desktop.reports.labels import Labels
from desktop.reports.text import BOLD, FONT

PAPERS: dict[str, tuple[float, float]] = {"a4": A4, "letter": LETTER}
MARGIN = 12 * mm
GREY = colors.Color(0.45, 0.45, 0.45)
LIGHT = colors.Color(0.92, 0.92, 0.92)



class Cancelled(Exception):
    """Raised inside a build when the caller's ``cancelled()`` says stop."""


def register_fonts() -> None:
    """Register the shipped fonts (DejaVu Sans, its bold and the fallbacks) once per process."""
    tx.register_fonts()


def page_size(paper: str, *, wide: bool = False) -> tuple[float, float]:
    try:
        size = PAPERS[paper.lower()]
    except KeyError:
        raise ValueError(f"paper must be one of {', '.join(PAPERS)}, not {paper!r}") from None
    return landscape(size) if wide else size


def style(size: float = 9, *, bold: bool = False, leading: float | None = None, **kw: Any) -> ParagraphStyle:
    return ParagraphStyle(
        f"s{size}{'b' if bold else ''}",
        fontName=BOLD if bold else FONT,
        fontSize=size,
        leading=leading if leading is not None else size * 1.2,
        **kw,
    )


class Text(Flowable):
    """Plain text (never markup) in a style's font, size, leading, colour and spacing, wrapped at word breaks
    within the width it is given, in every script (desktop.reports.text). With ``max_lines`` it first shrinks
    down to ``minimum`` and then keeps that many lines, the last ending in "…"."""

    def __init__(
        self, text: str, st: ParagraphStyle, *, max_lines: int = 0, minimum: float | None = None
    ) -> None:
        super().__init__()
        self.text = text
        self.font = st.fontName
        self.size = st.fontSize
        self.leading_ratio = st.leading / st.fontSize if st.fontSize else 1.2
        self.color = st.textColor
        self.space_before = st.spaceBefore
        self.space_after = st.spaceAfter
        self.align = {0: "left", 1: "center", 2: "right"}.get(st.alignment, "left")
        self.max_lines = max_lines
        self.minimum = minimum if minimum is not None else st.fontSize
        self.lines: list[str] = []
        self.used = self.size

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:  # noqa: ARG002
        self.avail = avail_width
        size = self.size
        if self.max_lines and self.minimum < size:
            size = fitted_size(self.text, self.font, size, avail_width, self.minimum)
        self.used = size
        self.lines = tx.wrap(self.text, self.font, size, avail_width, self.max_lines)
        self.width = max((tx.width(line, self.font, size) for line in self.lines), default=0.0)
        self.height = len(self.lines) * size * self.leading_ratio
        return self.width, self.height

    def getSpaceBefore(self) -> float:  # noqa: N802 (reportlab's name)
        return self.space_before

    def getSpaceAfter(self) -> float:  # noqa: N802 (reportlab's name)
        return self.space_after

    def split(self, avail_width: float, avail_height: float) -> list[Flowable]:
        if self.max_lines or not self.lines:
            return []
        per_line = self.used * self.leading_ratio
        fit = int(avail_height // per_line)
        if fit <= 0 or fit >= len(self.lines):
            return []
        st = ParagraphStyle("split", fontName=self.font, fontSize=self.used, leading=per_line)
        st.textColor = self.color
        return [Text(" ".join(self.lines[:fit]), st), Text(" ".join(self.lines[fit:]), st)]

    def draw(self) -> None:
        c = self.canv
        c.setFillColor(self.color)
        per_line = self.used * self.leading_ratio
        x = {"left": 0.0, "center": self.width / 2, "right": self.width}[self.align]
        for i, line in enumerate(self.lines):
            baseline = self.height - i * per_line - (per_line - self.used) / 2 - self.used * 0.8
            tx.draw(c, x, baseline, line, self.font, self.used, self.align)


def para(text: str, st: ParagraphStyle) -> Text:
    return Text(text, st)


def text_width(text: str, font: str, size: float) -> float:
    return tx.width(text, font, size)


def cell(text: str, width: float, st: ParagraphStyle, padding: float = 6) -> str | Text:
    """A table cell: the plain string when it fits in the main font (fast), else text shrunk a little and
    wrapped between words on at most two lines (words are never cut; a text longer than that ends in "…")."""
    room = width - padding
    register_fonts()
    parts, missing = tx.runs(text, st.fontName)
    if len(parts) == 1 and parts[0][1] == text and not missing:
        if text_width(text, st.fontName, st.fontSize) <= room:
            return text
    return Text(text, st, max_lines=2, minimum=st.fontSize * 0.85)


def fitted_size(text: str, font: str, size: float, width: float, minimum: float) -> float:
    """The largest font size from ``size`` down to ``minimum`` at which ``text`` fits ``width``."""
    w = text_width(text, font, size)
    if w <= width or w == 0:
        return size
    return max(minimum, size * width / w)


def draw_fitted(
    c: rl_canvas.Canvas,
    text: str,
    x: float,
    y: float,
    width: float,
    font: str,
    size: float,
    *,
    minimum: float | None = None,
    align: str = "left",
    max_lines: int = 2,
) -> float:
    """Draw ``text`` on one line in ``width`` (shrinking it down to ``minimum``), or wrapped at word breaks
    on up to ``max_lines`` lines at the minimum size when even that is too wide (the last ending in "…"
    when text is left out); ``y`` is the first baseline. Returns the height used below the first baseline."""
    minimum = minimum if minimum is not None else size * 0.6
    s = fitted_size(text, font, size, width, minimum)
    lines = [text]
    if text_width(text, font, s) > width:
        lines = tx.wrap(text, font, s, width, max_lines)
    for i, line in enumerate(lines):
        yy = y - i * s * 1.15
        anchor = x + width if align == "right" else x + width / 2 if align == "center" else x
        tx.draw(c, anchor, yy, line, font, s, align)
    return (len(lines) - 1) * s * 1.15


def draw_mark(c: rl_canvas.Canvas, text: str, w: float, h: float) -> None:
    """``text`` large, light grey and diagonal across the page (a draft's "DRAFT"), drawn under the content."""
    c.saveState()
    c.setFillColor(colors.Color(0.88, 0.88, 0.88))
    c.translate(w / 2, h / 2)
    c.rotate(35)
    size = min(110.0, 0.6 * (w * w + h * h) ** 0.5 / max(tx.width(text, BOLD, 1.0), 1.0))
    tx.draw(c, 0, -size * 0.35, text, BOLD, size, "center")
    c.restoreState()


def header_line(event: EventHeader, labels: Labels) -> str:
    parts = [p for p in (event.date, event.venue, event.game) if p]
    return " · ".join(parts)


def numbered_canvas(labels: Labels, footer_y: float = MARGIN * 0.55) -> type[rl_canvas.Canvas]:
    """A canvas that writes "page X of Y" on every page once the number of pages is known."""

    class NumberedCanvas(rl_canvas.Canvas):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self._saved: list[dict[str, Any]] = []
            self.missing_glyphs: set[str] = set()

        def showPage(self) -> None:  # noqa: N802 (reportlab's name)
            self._saved.append(dict(self.__dict__))
            self._startPage()

        def save(self) -> None:
            total = len(self._saved)
            for state in self._saved:
                self.__dict__.update(state)
                self._page_number(total)
                super().showPage()
            self.setKeywords(tx.keywords(self))  # the characters no font had, for the caller to warn
            super().save()

        def _page_number(self, total: int) -> None:
            w, _h = self._pagesize
            self.setFont(FONT, 7.5)
            self.setFillColor(GREY)
            tx.draw(self, w - MARGIN, footer_y, labels.fmt("page", page=self._pageNumber, pages=total), FONT, 7.5,
                    "right")

    return NumberedCanvas


class Document:
    """A platypus document with the event's header on every page."""

    def __init__(
        self,
        event: EventHeader,
        title: str,
        labels: Labels,
        paper: str = "a4",
        *,
        wide: bool = False,
        header: bool = True,
        columns: int = 1,
        footer_y: float = MARGIN * 0.55,
        tick: Callable[[int], None] | None = None,
        mark: str = "",
    ) -> None:
        register_fonts()
        self.mark = mark  # e.g. "DRAFT": written large and light across every page, under the content
        self.event = event
        self.title = title
        self.labels = labels
        self.size = page_size(paper, wide=wide)
        self.header = header
        self.tick = tick
        self.footer_y = footer_y
        self.buffer = io.BytesIO()
        top = MARGIN + (14 * mm if header else 0)
        self.doc = BaseDocTemplate(
            self.buffer,
            pagesize=self.size,
            leftMargin=MARGIN,
            rightMargin=MARGIN,
            topMargin=top,
            bottomMargin=MARGIN + 3 * mm,
            title=f"{event.name}: {title}" if event.name else title,
            author=event.organiser or "Toybox Arena",
            creator="Toybox Arena",
        )
        gap = 8 * mm if columns > 1 else 0
        col_width = (self.doc.width - gap * (columns - 1)) / columns
        self.column_width = col_width
        frames = [
            Frame(
                self.doc.leftMargin + i * (col_width + gap),
                self.doc.bottomMargin,
                col_width,
                self.doc.height,
                leftPadding=0,
                rightPadding=0,
                topPadding=0,
                bottomPadding=0,
                id=f"body{i}",
            )
            for i in range(columns)
        ]
        self.doc.addPageTemplates([PageTemplate(id="page", frames=frames, onPage=self._on_page)])

    @property
    def width(self) -> float:
        return self.doc.width

    @property
    def height(self) -> float:
        return self.doc.height

    def _on_page(self, c: rl_canvas.Canvas, _doc: Any) -> None:
        if self.tick is not None:
            self.tick(c.getPageNumber())  # reports progress; raises Cancelled to stop
        if self.mark:
            draw_mark(c, self.mark, *self.size)
        if not self.header:
            return
        w, h = self.size
        c.saveState()
        top = h - MARGIN
        c.setFillColor(colors.black)
        draw_fitted(
            c, self.event.name, MARGIN, top - 11, (w - 2 * MARGIN) * 0.6, BOLD, 13, minimum=8, max_lines=1
        )
        draw_fitted(
            c,
            self.title,
            MARGIN + (w - 2 * MARGIN) * 0.6,
            top - 11,
            (w - 2 * MARGIN) * 0.4,
            BOLD,
            11,
            minimum=7,
            align="right",
            max_lines=1,
        )
        c.setFillColor(GREY)
        draw_fitted(
            c,
            header_line(self.event, self.labels),
            MARGIN,
            top - 24,
            w - 2 * MARGIN,
            FONT,
            8.5,
            minimum=6,
            max_lines=1,
        )
        c.setStrokeColor(GREY)
        c.setLineWidth(0.5)
        c.line(MARGIN, top - 29, w - MARGIN, top - 29)
        c.restoreState()

    def build(self, story: Sequence[Any]) -> bytes:
        self.doc.build(list(story), canvasmaker=numbered_canvas(self.labels, self.footer_y))
        return self.buffer.getvalue()
