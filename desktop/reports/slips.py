"""Result slips: one per table, 1, 2 or 4 on a page with cut marks.

Each slip shows the event, round and table, both players with their squad summary, the game's own
result fields (``GameInfo.result_fields``, passed in as :class:`ResultFieldSpec`) with one column per
game of the match, a time-called box, signature lines, and the match code printed and as a QR code
that encodes exactly the printed text (check character included, no prefix), so that a scanner acting
as a keyboard types it into the result entry screen's code field.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import qrcode
from qrcode.constants import ERROR_CORRECT_M
from reportlab.lib import colors
from reportlab.lib.units import mm
from reportlab.pdfgen import canvas as rl_canvas
from reportlab.platypus import Flowable, PageBreak

from desktop.reports import text as tx
from desktop.reports.base import BOLD, FONT, GREY, Document, draw_fitted, draw_mark, text_width
from desktop.reports.data import EventHeader, ResultFieldSpec, Slip
from desktop.reports.labels import Labels

PER_PAGE = (1, 2, 4)
BOX, TICKED = "☐", "☑"


def qr_matrix(text: str) -> list[list[bool]]:
    """The QR modules of ``text`` (no quiet zone: the drawing leaves it blank)."""
    # A fixed mask pattern: choosing the "best" of eight costs ~3 ms a code and scanners read any mask.
    q = qrcode.QRCode(version=None, error_correction=ERROR_CORRECT_M, border=0, mask_pattern=2)
    q.add_data(text)
    q.make(fit=True)
    return q.get_matrix()


def qr_operators(matrix: list[list[bool]]) -> str:
    """PDF path operators filling the dark modules, one module = one unit, row 0 at the top.

    Runs of dark modules in a row become one rectangle, and a run repeated in the rows below is
    merged into a taller one: a slip's code takes ~150 rectangles instead of ~600 squares."""
    n = len(matrix)
    rects: list[str] = []
    open_runs: dict[tuple[int, int], int] = {}  # (start, end) -> first row
    for r in range(n + 1):
        runs: set[tuple[int, int]] = set()
        if r < n:
            row = matrix[r]
            col = 0
            while col < n:
                if row[col]:
                    start = col
                    while col < n and row[col]:
                        col += 1
                    runs.add((start, col))
                else:
                    col += 1
        for run in [k for k in open_runs if k not in runs]:
            first = open_runs.pop(run)
            height = r - first
            rects.append(f"{run[0]} {n - r} {run[1] - run[0]} {height} re")
        for run in runs:
            open_runs.setdefault(run, r)
    return " ".join(rects) + " f"


def draw_qr(c: rl_canvas.Canvas, text: str, x: float, y: float, size: float) -> None:
    """Draw the QR code of ``text`` in the square (x, y, size) with a 4-module quiet zone inside it."""
    matrix = qr_matrix(text)
    n = len(matrix)
    module = size / (n + 8)
    c.saveState()
    c.setFillColor(colors.black)
    # one module = one unit: integer coordinates, drawn in a single path
    c.transform(module, 0, 0, module, x + 4 * module, y + 4 * module)
    c.addLiteral(qr_operators(matrix))
    c.restoreState()


class _SlipPage(Flowable):
    """One page of slips, drawn straight on the canvas (512 pages must take well under two seconds)."""

    def __init__(self, owner: _Slips, slips: Sequence[Slip]) -> None:
        super().__init__()
        self.owner = owner
        self.slips = slips

    def wrap(self, avail_width: float, avail_height: float) -> tuple[float, float]:
        self.width, self.height = avail_width, avail_height
        return avail_width, avail_height * 0.999

    def draw(self) -> None:
        c = self.canv
        # Slips use the whole sheet: undo the frame's translation.
        c.saveState()
        c.translate(-self.owner.origin[0], -self.owner.origin[1])
        pw, ph = self.owner.page
        slots = _slots(self.owner.per_page, pw, ph)
        for i, (slip, (x, y, w, h)) in enumerate(zip(self.slips, slots, strict=False)):
            stub = self.owner.stub_layout(w)
            cut = stub["height"] if stub else 0.0
            slot = (x, y + cut, w, h - cut)  # the slip above the cut line, the stubs below it
            form, g = self.owner.form(c, i, slot)
            self.owner.draw_slip(c, slip, *slot, g, form)
            if stub:
                self.owner.draw_stubs(c, i, slip, x, y, w, stub)
        _cut_marks(c, self.owner.per_page, pw, ph)
        c.restoreState()


def _slots(per_page: int, pw: float, ph: float) -> list[tuple[float, float, float, float]]:
    if per_page == 1:
        return [(0, 0, pw, ph)]
    if per_page == 2:
        return [(0, ph / 2, pw, ph / 2), (0, 0, pw, ph / 2)]
    return [
        (0, ph / 2, pw / 2, ph / 2),
        (pw / 2, ph / 2, pw / 2, ph / 2),
        (0, 0, pw / 2, ph / 2),
        (pw / 2, 0, pw / 2, ph / 2),
    ]


def _cut_marks(c: rl_canvas.Canvas, per_page: int, pw: float, ph: float) -> None:
    if per_page == 1:
        return
    c.saveState()
    c.setStrokeColor(GREY)
    c.setLineWidth(0.4)
    c.setDash(2, 3)
    c.line(0, ph / 2, pw, ph / 2)
    if per_page == 4:
        c.line(pw / 2, 0, pw / 2, ph)
    c.setDash()
    c.setLineWidth(0.8)
    c.setStrokeColor(colors.black)
    m = 7 * mm
    c.line(0, ph / 2, m, ph / 2)
    c.line(pw - m, ph / 2, pw, ph / 2)
    if per_page == 4:
        c.line(pw / 2, 0, pw / 2, m)
        c.line(pw / 2, ph - m, pw / 2, ph)
        c.line(pw / 2 - m / 2, ph / 2, pw / 2 + m / 2, ph / 2)
        c.line(pw / 2, ph / 2 - m / 2, pw / 2, ph / 2 + m / 2)
    c.restoreState()


class _Slips:
    def __init__(
        self,
        event: EventHeader,
        fields: Sequence[ResultFieldSpec],
        labels: Labels,
        per_page: int,
        games: int,
        page: tuple[float, float],
        origin: tuple[float, float],
    ) -> None:
        self.event = event
        self.fields = list(fields)
        self.labels = labels
        self.per_page = per_page
        self.games = max(1, games)
        self.page = page
        self.origin = origin
        self.slips: Sequence[Slip] = ()
        self.web_url = ""
        self._forms: dict[int, tuple[str, dict[str, float]]] = {}
        self._stubs: dict[float, dict[str, float] | None] = {}
        self._stub_forms: set[str] = set()

    def form(
        self, c: rl_canvas.Canvas, index: int, slot: tuple[float, float, float, float]
    ) -> tuple[str, dict[str, float]]:
        """The form (drawn once) with the static parts of the slips in slot ``index``, and its layout."""
        if index not in self._forms:
            x, y, w, h = slot
            g = self.layout(w, h, self.slips)
            name = f"slip{self.per_page}-{index}"
            c.beginForm(name)
            self.draw_static(c, x, y, w, h, g)
            c.endForm()
            self._forms[index] = (name, g)
        return self._forms[index]

    def layout(self, w: float, h: float, slips: Sequence[Slip]) -> dict[str, float]:
        """Positions inside a slot (the same for every slip of the document, so that the parts that never
        change are drawn once, as a form, and only placed on each slip)."""
        s = max(0.8, min(1.0, w / 595.0, h / 421.0 * 1.25))
        pad = (9 if self.per_page == 1 else 7) * mm * max(s, 0.8)
        q = (34 if self.per_page == 1 else 27) * mm * s
        inner = w - 2 * pad
        text_w = inner - q - 5 * mm
        name_w = text_w - 13 * s
        g: dict[str, float] = {"s": s, "pad": pad, "q": q, "inner": inner, "text_w": text_w, "name_w": name_w}
        g["code_size"] = 13 * s
        name_lines = 1
        squad_lines = 0
        for sl in slips:
            for name in (sl.a_name, sl.b_name):
                if text_width(name, BOLD, 6) > name_w:
                    name_lines = 2
            for squad in (sl.a_squad, sl.b_squad):
                if squad:
                    squad_lines = max(squad_lines, 1 if text_width(squad, FONT, 5.5) <= name_w else 2)
        g["name_lines"], g["squad_lines"] = name_lines, squad_lines
        yy = h - pad - 12 * s
        g["y_event"] = yy
        yy -= 19 * s
        g["y_round"] = yy
        if self.event.date or self.event.venue:
            yy -= 11 * s
            g["y_sub"] = yy
        for side in ("a", "b"):
            yy -= 14 * s
            g[f"y_cap_{side}"] = yy
            yy -= 12 * s
            g[f"y_name_{side}"] = yy
            yy -= (name_lines - 1) * 11 * s * 1.15
            if squad_lines:
                yy -= 9.5 * s
                g[f"y_squad_{side}"] = yy
                yy -= (squad_lines - 1) * 7.5 * s * 1.15
        g["y_grid"] = min(yy - 9 * s, h - pad - q - 7 * s - g["code_size"] - 8 * s)
        return g

    def stub_layout(self, w: float) -> dict[str, float] | None:
        """Where the tear-off stubs go in a slot ``w`` wide, below the slip: a dashed cut line, then one
        stub a player (A on the left, B on the right) with the player's name, their personal code for the
        venue web and where to use it. None when no slip of the document carries a code (none issued).

        Positions are from the stubs' bottom; ``height`` is the room they take at the bottom of the slot
        (the slip is laid out in the rest, so nothing of the slip is drawn below the cut line)."""
        if w in self._stubs:
            return self._stubs[w]
        if not any(sl.a_code or sl.b_code for sl in self.slips):
            self._stubs[w] = None
            return None
        L = self.labels
        s = max(0.8, min(1.0, w / 595.0))
        pad = (9 if self.per_page == 1 else 7) * mm * s
        gap = 4 * mm * s
        stub_w = w / 2 - pad - gap
        small, small_min = 6.5 * s, 4.5

        def lines(texts: Sequence[str], font: str, minimum: float) -> int:
            """The lines the longest of ``texts`` takes at its smallest size (at most 3)."""
            wide = [t for t in texts if text_width(t, font, minimum) > stub_w]
            return max((len(tx.wrap(t, font, minimum, stub_w, 3)) for t in set(wide)), default=1)

        cap_lines = lines([self.event.name], FONT, small_min)
        name_lines = lines([n for sl in self.slips for n in (sl.a_name, sl.b_name) if n], BOLD, 6)
        code_lines = lines([L["stub_code"]], FONT, small_min)
        where_lines = lines([self._stub_where()], FONT, small_min)
        g: dict[str, float] = {"s": s, "pad": pad, "gap": gap, "stub_w": stub_w, "small": small}
        g.update(cap_lines=cap_lines, name_lines=name_lines, code_lines=code_lines, where_lines=where_lines)
        yy = -3 * s - 5.5 * s
        g["y_cut"] = yy
        for key, step, size, count in (
            ("y_caption", 12 * s, small, cap_lines),
            ("y_name", 12 * s, 10 * s, name_lines),
            ("y_code_caption", 10 * s, small, code_lines),
            ("y_code", 14 * s, 12 * s, 1),
            ("y_where", 10 * s, small, where_lines),
        ):
            yy -= step
            g[key] = yy
            yy -= (count - 1) * size * 1.15
        height = -yy + 2.5 * s + pad
        for key in ("y_cut", "y_caption", "y_name", "y_code_caption", "y_code", "y_where"):
            g[key] += height
        g["height"] = height
        self._stubs[w] = g
        return g

    def _stub_where(self) -> str:
        if self.web_url:
            return self.labels.fmt("stub_where", url=self.web_url)
        return self.labels["stub_where_desk"]

    def draw_stubs(
        self, c: rl_canvas.Canvas, index: int, slip: Slip, x: float, y: float, w: float, g: dict[str, float]
    ) -> None:
        """The cut line across the slot at the top of the stubs, and each player's own stub below it (what
        every stub in slot ``index`` shows alike is drawn once, as a form, and placed)."""
        s, pad, gap, stub_w = g["s"], g["pad"], g["gap"], g["stub_w"]
        top = y + g["height"]
        c.saveState()
        c.setStrokeColor(GREY)
        c.setLineWidth(0.6)
        c.setDash(4, 3)
        c.line(x, top, x + w, top)
        if slip.b_code and not slip.bye:  # and between the two players' stubs
            c.line(x + w / 2, y + pad / 2, x + w / 2, y + g["y_cut"] - 3 * s)
        c.restoreState()
        c.doForm(self._stub_form(c, index, "cut", x, y, w, g))
        sides = [("a", slip.a_name, slip.a_code, x + pad)]
        if not slip.bye:
            sides.append(("b", slip.b_name, slip.b_code, x + w / 2 + gap))
        for side, name, code, sx in sides:
            if not code:
                continue
            c.doForm(self._stub_form(c, index, side, sx, y, w, g))
            c.setFillColor(colors.black)
            draw_fitted(
                c, name, sx, y + g["y_name"], stub_w, BOLD, 10 * s, minimum=6, max_lines=int(g["name_lines"])
            )
            draw_fitted(c, code, sx, y + g["y_code"], stub_w, BOLD, 12 * s, minimum=7, max_lines=1)
        c.setFillColor(colors.black)

    def _stub_form(
        self, c: rl_canvas.Canvas, index: int, part: str, x: float, y: float, w: float, g: dict[str, float]
    ) -> str:
        """The form of the stubs' texts that never change in slot ``index``: the cut line's words
        (``part`` "cut", ``x`` the slot's left) or a stub's captions (``part`` "a"/"b", ``x`` the stub's
        left)."""
        name = f"stub{self.per_page}-{index}-{part}"
        if name in self._stub_forms:
            return name
        L = self.labels
        s, pad, stub_w, small = g["s"], g["pad"], g["stub_w"], g["small"]
        c.beginForm(name)
        c.setFillColor(GREY)
        if part == "cut":
            draw_fitted(
                c, f"\u2702 {L['cut_here']}", x + pad, y + g["y_cut"], w - 2 * pad, FONT, 5.5 * s,
                minimum=4.5, max_lines=1,
            )
        else:  # the event (a code is the player's for the whole event), what the code is, where to use it
            draw_fitted(
                c, self.event.name, x, y + g["y_caption"], stub_w, FONT, small, minimum=4.5,
                max_lines=int(g["cap_lines"]),
            )
            draw_fitted(
                c, L["stub_code"], x, y + g["y_code_caption"], stub_w, FONT, small, minimum=4.5,
                max_lines=int(g["code_lines"]),
            )
            draw_fitted(
                c, self._stub_where(), x, y + g["y_where"], stub_w, FONT, small, minimum=4.5,
                max_lines=int(g["where_lines"]),
            )
        c.endForm()
        self._stub_forms.add(name)
        return name

    def draw_bye(
        self, c: rl_canvas.Canvas, slip: Slip, x: float, y: float, w: float, h: float, g: dict[str, float]
    ) -> None:
        """The slip of a player with the bye: the event, the round and the player (no result to fill in);
        its stub below carries the player's code."""
        L = self.labels
        s, pad = g["s"], g["pad"]
        left = x + pad
        text_w = w - 2 * pad
        c.setFillColor(colors.black)
        draw_fitted(
            c, self.event.name, left, y + g["y_event"], text_w, BOLD, 12 * s, minimum=6.5, max_lines=1
        )
        if "y_sub" in g:
            sub = " · ".join(p for p in (self.event.date, self.event.venue) if p)
            c.setFillColor(GREY)
            draw_fitted(c, sub, left, y + g["y_sub"], text_w, FONT, 7.5 * s, minimum=5.5, max_lines=1)
        c.setFillColor(colors.black)
        draw_fitted(
            c, L.fmt("round_n", n=slip.round), left, y + g["y_round"], text_w, BOLD, 15 * s, minimum=8,
            max_lines=1,
        )
        c.setFillColor(GREY)
        draw_fitted(
            c, L["bye_this_round"], left, y + g["y_cap_a"], text_w, FONT, 6.5 * s, minimum=4.5, max_lines=1
        )
        c.setFillColor(colors.black)
        draw_fitted(
            c, slip.a_name, left, y + g["y_name_a"], text_w, BOLD, 11 * s, minimum=6,
            max_lines=int(g["name_lines"]),
        )

    def draw_static(
        self, c: rl_canvas.Canvas, x: float, y: float, w: float, h: float, g: dict[str, float]
    ) -> None:
        """What every slip shows alike: event, date and venue, captions, the result grid, the time-called
        box and the signature lines."""
        L = self.labels
        s, pad, q = g["s"], g["pad"], g["q"]
        left, right = x + pad, x + w - pad
        top = y + h - pad
        c.setFillColor(colors.black)
        draw_fitted(
            c, self.event.name, left, y + g["y_event"], g["text_w"], BOLD, 12 * s, minimum=6.5, max_lines=1
        )
        if "y_sub" in g:
            sub = " · ".join(p for p in (self.event.date, self.event.venue) if p)
            c.setFillColor(GREY)
            draw_fitted(c, sub, left, y + g["y_sub"], g["text_w"], FONT, 7.5 * s, minimum=5.5, max_lines=1)
        c.setFont(FONT, 6.5 * s)
        c.drawCentredString(right - q / 2, top - q - 7 * s, L["match_code"])
        c.setFillColor(colors.black)
        c.setFont(BOLD, 13 * s)
        c.drawString(left, y + g["y_name_a"], "A")
        c.drawString(left, y + g["y_name_b"], "B")
        bottom_block = 34 * s
        grid_top = y + g["y_grid"]
        self._grid(c, left, grid_top, g["inner"], grid_top - (y + pad + bottom_block), s)
        base = y + pad
        c.setFont(FONT, 9 * s)
        c.drawString(left, base + 22 * s, f"{BOX} {L['time_called']}")
        c.setLineWidth(0.5)
        half = (g["inner"] - 6 * mm) / 2
        for i in range(2):
            sx = left + i * (half + 6 * mm)
            c.line(sx, base + 8 * s, sx + half, base + 8 * s)

    def draw_slip(
        self,
        c: rl_canvas.Canvas,
        slip: Slip,
        x: float,
        y: float,
        w: float,
        h: float,
        g: dict[str, float],
        form: str,
    ) -> None:
        L = self.labels
        s, pad, q = g["s"], g["pad"], g["q"]
        left, right = x + pad, x + w - pad
        top = y + h - pad
        if slip.draft:  # a slip of a draft round (the pairing may still change): DRAFT across it, under it
            c.saveState()
            c.translate(x, y)
            draw_mark(c, L["draft_mark"], w, h)
            c.restoreState()
        if slip.bye:
            self.draw_bye(c, slip, x, y, w, h, g)
            return
        c.doForm(form)
        c.setFillColor(colors.black)
        # QR code and the printed code, top right
        draw_qr(c, slip.code, right - q, top - q, q)
        code_size = g["code_size"]
        draw_fitted(
            c,
            slip.code,
            right - q - 6 * mm,
            top - q - 7 * s - code_size - 1,
            q + 12 * mm,
            BOLD,
            code_size,
            minimum=7,
            align="center",
            max_lines=1,
        )
        where = L.fmt("round_n", n=slip.round)
        if slip.table is not None:
            where += "   " + L.fmt("table_n", n=slip.table)
        draw_fitted(c, where, left, y + g["y_round"], g["text_w"], BOLD, 15 * s, minimum=8, max_lines=1)
        name_x = left + 13 * s
        for side, name, squad, club, caption in (
            ("a", slip.a_name, slip.a_squad, slip.a_club, L["first_player"]),
            ("b", slip.b_name, slip.b_squad, slip.b_club, L["second_player"]),
        ):
            colour = slip.a_colour if side == "a" else slip.b_colour
            c.setFillColor(GREY)
            draw_fitted(
                c,
                " · ".join(p for p in (caption, colour.upper(), club) if p),
                name_x,
                y + g[f"y_cap_{side}"],
                g["name_w"],
                FONT,
                6.5 * s,
                minimum=4.5,
                max_lines=1,
            )
            c.setFillColor(colors.black)
            draw_fitted(
                c,
                name,
                name_x,
                y + g[f"y_name_{side}"],
                g["name_w"],
                BOLD,
                11 * s,
                minimum=6,
                max_lines=int(g["name_lines"]),
            )
            if squad and g["squad_lines"]:
                draw_fitted(
                    c,
                    squad,
                    name_x,
                    y + g[f"y_squad_{side}"],
                    g["name_w"],
                    FONT,
                    7.5 * s,
                    minimum=5.5,
                    max_lines=int(g["squad_lines"]),
                )
        base = y + pad
        half = (g["inner"] - 6 * mm) / 2
        c.setFillColor(GREY)
        for i, name in enumerate((slip.a_name, slip.b_name)):
            sx = left + i * (half + 6 * mm)
            draw_fitted(
                c,
                L.fmt("signature_of", name=name),
                sx,
                base + 1 * s,
                half,
                FONT,
                6.5 * s,
                minimum=4.5,
                max_lines=1,
            )
        c.setFillColor(colors.black)

    def _grid(self, c: rl_canvas.Canvas, x: float, top: float, width: float, room: float, s: float) -> None:
        L = self.labels
        label_w = width * (0.34 if self.games > 1 else 0.4)
        col_w = (width - label_w) / self.games
        size = 8.5 * s
        line_h = size * 1.35
        rows: list[tuple[ResultFieldSpec, list[str]]] = []
        for f in self.fields:
            rows.append((f, self._cell_lines(f, col_w - 6, size)))
        head_h = line_h + 3
        heights = [max(len(lines), 1) * line_h + 6 for _f, lines in rows]
        needed = head_h + sum(heights)
        if needed > room > 0:  # shrink everything to fit the slip
            factor = max(0.55, room / needed)
            size *= factor
            line_h *= factor
            head_h *= factor
            rows = [(f, self._cell_lines(f, col_w - 6, size)) for f, _ in rows]
            heights = [max(len(lines), 1) * line_h + 6 * factor for _f, lines in rows]
        elif room > needed:  # room to spare: taller rows are easier to write in
            extra = min((room - needed) / max(len(heights), 1), 14 * s)
            heights = [hh + extra for hh in heights]
        c.setLineWidth(0.5)
        c.setStrokeColor(colors.black)
        yy = top
        if self.games > 1:
            c.setFont(BOLD, size)
            for g in range(self.games):
                c.drawCentredString(x + label_w + (g + 0.5) * col_w, yy - size, L.fmt("game_n", n=g + 1))
        yy -= head_h
        c.line(x, yy, x + width, yy)
        for (f, lines), hh in zip(rows, heights, strict=True):
            draw_fitted(c, f.label, x + 2, yy - size - 2, label_w - 6, FONT, size, minimum=size * 0.6)
            for g in range(self.games):
                cx = x + label_w + g * col_w
                if f.kind == "int":
                    c.rect(cx + 4, yy - hh + 3, min(col_w - 8, 22 * mm * s), hh - 6, stroke=1, fill=0)
                elif f.kind == "text":
                    c.line(cx + 4, yy - hh + 4, cx + col_w - 4, yy - hh + 4)
                else:
                    c.setFont(FONT, size)
                    for i, line in enumerate(lines):
                        c.drawString(cx + 4, yy - size - 2 - i * line_h, line)
            yy -= hh
            c.setStrokeColor(GREY)
            c.line(x, yy, x + width, yy)
            c.setStrokeColor(colors.black)
        c.line(x + label_w, top - head_h, x + label_w, yy)
        for g in range(1, self.games):
            c.line(x + label_w + g * col_w, top - head_h, x + label_w + g * col_w, yy)

    def _cell_lines(self, f: ResultFieldSpec, width: float, size: float) -> list[str]:
        if f.kind == "side":
            options = ["A", "B", *([self.labels["draw"]] if f.draw else [])]
        elif f.kind == "choice" and f.assigned and f.choices:
            return [f"{TICKED} {f.choices[0]}"]  # side A's colour, as the pairing assigned it: not to tick
        elif f.kind == "choice":
            options = list(f.choices)
        else:
            return []
        lines: list[str] = []
        current = ""
        for opt in options:
            item = f"{BOX} {opt}"
            trial = f"{current}   {item}" if current else item
            if current and text_width(trial, FONT, size) > width:
                lines.append(current)
                current = item
            else:
                current = trial
        if current:
            lines.append(current)
        return lines


def slips_pdf(
    event: EventHeader,
    round_number: int,
    slips: Sequence[Slip],
    fields: Sequence[ResultFieldSpec],
    labels: Labels,
    *,
    per_page: int = 2,
    games: int = 1,
    paper: str = "a4",
    tick: Callable[[int], None] | None = None,
    web_url: str = "",
) -> bytes:
    """Result slips for a round: ``per_page`` (1, 2 or 4) on a sheet, cut marks between them.

    When the slips carry the players' personal codes for the venue web (``Slip.a_code``/``b_code``),
    each slip ends in two tear-off stubs below a dashed cut line, one a player, with the player's name,
    their code and where to use it (``web_url``, the venue web's address, when known): a slip carries
    both players, so the code must not be on the part both of them see. A bye's slip has one stub."""
    if per_page not in PER_PAGE:
        raise ValueError(f"per_page must be 1, 2 or 4, not {per_page}")
    doc = Document(
        event,
        labels.fmt("slips_title", n=round_number),
        labels,
        paper,
        header=False,
        footer_y=2.5 * mm,
        tick=tick,
    )
    page = doc.size
    maker = _Slips(event, fields, labels, per_page, games, page, (doc.doc.leftMargin, doc.doc.bottomMargin))
    maker.slips = slips
    maker.web_url = web_url
    story: list[Flowable] = []
    chunks = [slips[i : i + per_page] for i in range(0, len(slips), per_page)]
    for i, chunk in enumerate(chunks):
        if i:
            story.append(PageBreak())
        story.append(_SlipPage(maker, chunk))
    if not story:
        from reportlab.platypus import Spacer

        story.append(Spacer(1, 1))
    return doc.build(story)
