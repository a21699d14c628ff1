"""What every document shares: the embedded DejaVu fonts, paper sizes, the header (event, date, venue),
"page X of Y", paragraph styles and cells that wrap or shrink long names instead of overflowing."""

from __future__ import annotations

import io
import threading
from collections.abc import Callable, Sequence
from typing import Any
from xml.sax.saxutils import escape

from reportlab import rl_config
from reportlab.lib import colors
from reportlab.lib.pagesizes import A4, LETTER, landscape
from reportlab.lib.styles import ParagraphStyle
from reportlab.lib.units import mm
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate, Paragraph

import resources
from desktop.reports.data import EventHeader
from desktop.reports.labels import Labels

FONT = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
PAPERS: dict[str, tuple[float, float]] = {"a4": A4, "letter": LETTER}
MARGIN = 12 * mm
GREY = colors.Color(0.45, 0.45, 0.45)
LIGHT = colors.Color(0.92, 0.92, 0.92)

_fonts_lock = threading.Lock()
_fonts_ready = False


class Cancelled(Exception):
    """Raised inside a build when the caller's ``cancelled()`` says stop."""


def register_fonts() -> None:
    """Register DejaVu Sans and its bold (shipped in resources/fonts) once per process."""
    global _fonts_ready
    with _fonts_lock:
        if _fonts_ready:
            return
        pdfmetrics.registerFont(TTFont(FONT, str(resources.path("fonts", "DejaVuSans.ttf"))))
        pdfmetrics.registerFont(TTFont(BOLD, str(resources.path("fonts", "DejaVuSans-Bold.ttf"))))
        pdfmetrics.registerFontFamily(FONT, normal=FONT, bold=BOLD, italic=FONT, boldItalic=BOLD)
        # Binary (zlib only) streams: ASCII85 on top makes files 25% bigger and, in Python, slow.
        rl_config.useA85 = 0
        _fonts_ready = True


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


def para(text: str, st: ParagraphStyle) -> Paragraph:
    return Paragraph(escape(text), st)


def text_width(text: str, font: str, size: float) -> float:
    return pdfmetrics.stringWidth(text, font, size)


def cell(text: str, width: float, st: ParagraphStyle, padding: float = 6) -> str | Paragraph:
    """A table cell: the plain string when it fits (fast), else a paragraph that wraps between words, in
    a smaller type when even one word is wider than the cell (words are never cut)."""
    room = width - padding
    if text_width(text, st.fontName, st.fontSize) <= room:
        return text
    widest = max((text_width(w, st.fontName, st.fontSize) for w in text.split()), default=0.0)
    if widest > room > 0:
        size = max(4.5, st.fontSize * room / widest * 0.98)
        st = ParagraphStyle(f"{st.name}-fit", parent=st, fontSize=size, leading=size * 1.2)
    return para(text, st)


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
    """Draw ``text`` on one line in ``width`` (shrinking it down to ``minimum``), or wrapped on up to
    ``max_lines`` lines at the minimum size when even that is too wide; ``y`` is the first baseline.
    Returns the height used below the first baseline."""
    minimum = minimum if minimum is not None else size * 0.6
    s = fitted_size(text, font, size, width, minimum)
    lines = [text]
    if text_width(text, font, s) > width:
        lines = _wrap(text, font, s, width, max_lines)
    c.setFont(font, s)
    for i, line in enumerate(lines):
        yy = y - i * s * 1.15
        if align == "right":
            c.drawRightString(x + width, yy, line)
        elif align == "center":
            c.drawCentredString(x + width / 2, yy, line)
        else:
            c.drawString(x, yy, line)
    return (len(lines) - 1) * s * 1.15


def _wrap(text: str, font: str, size: float, width: float, max_lines: int) -> list[str]:
    words = text.split()
    lines: list[str] = []
    current = ""
    for word in words:
        trial = f"{current} {word}".strip()
        if text_width(trial, font, size) <= width or not current:
            current = trial
        else:
            lines.append(current)
            current = word
    lines.append(current)
    out = []
    for line in lines:
        while text_width(line, font, size) > width and len(line) > 1:  # one very long word
            cut = max(1, int(len(line) * width / text_width(line, font, size)))
            while cut > 1 and text_width(line[:cut], font, size) > width:
                cut -= 1
            out.append(line[:cut])
            line = line[cut:]
        out.append(line)
    if len(out) > max_lines:
        out = out[:max_lines]
        last = out[-1]
        while last and text_width(last + "…", font, size) > width:
            last = last[:-1]
        out[-1] = last + "…"
    return out


def header_line(event: EventHeader, labels: Labels) -> str:
    parts = [p for p in (event.date, event.venue, event.game) if p]
    return " · ".join(parts)


def numbered_canvas(labels: Labels, footer_y: float = MARGIN * 0.55) -> type[rl_canvas.Canvas]:
    """A canvas that writes "page X of Y" on every page once the number of pages is known."""

    class NumberedCanvas(rl_canvas.Canvas):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            self._saved: list[dict[str, Any]] = []

        def showPage(self) -> None:  # noqa: N802 (reportlab's name)
            self._saved.append(dict(self.__dict__))
            self._startPage()

        def save(self) -> None:
            total = len(self._saved)
            for state in self._saved:
                self.__dict__.update(state)
                self._page_number(total)
                super().showPage()
            super().save()

        def _page_number(self, total: int) -> None:
            w, _h = self._pagesize
            self.setFont(FONT, 7.5)
            self.setFillColor(GREY)
            self.drawRightString(w - MARGIN, footer_y, labels.fmt("page", page=self._pageNumber, pages=total))

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
    ) -> None:
        register_fonts()
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
