"""Printed documents benchmark (desktop.reports: plain data in, PDF bytes out).

Targets: result slips for 512 tables at 1 slip a page (512 pages, each with its QR code) ≤ 2 s, and the
same with the two players' tear-off stubs (their venue web codes, issue 26) ≤ 2 s; the
standings of 1,024 players ≤ 1 s; the final report with the cross-table of a 1,024-player, 7-round event
≤ 5 s. Each figure is the median of three builds after one small warm-up document (which registers the
embedded fonts, once per process); the page count and size of each PDF are printed beside it.

Issue 27: the standings of 256, 1,024 and 4,096 players each ≤ 3× a plain reportlab canvas drawing the same
pages (the same strings in the same fonts at the same places, one drawString a cell, stripes, header and
page numbers, nothing laid out), and linear: the time a row at 4,096 players ≤ 1.3× the time a row at 256.
Each side is the median of three builds, run alternately.
"""

from __future__ import annotations

import dataclasses
import math
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from desktop import reports  # noqa: E402
from desktop.games import registry  # noqa: E402
from desktop.reports.data import (  # noqa: E402
    CrossCell,
    CrossRow,
    EventHeader,
    FinalReport,
    ResultFieldSpec,
    Slip,
    StandingRow,
    Standings,
)

SLIPS_TARGET = 2.0
PLAIN_RATIO_TARGET = 3.0
LINEAR_TARGET = 1.3
SIZES = (256, 1024, 4096)
STANDINGS_TARGET = 1.0
FINAL_TARGET = 5.0
PLAYERS = 1024
ROUNDS = 7
TABLES = 512
WEB_URL = "http://192.168.1.10:8765/"

FIRST = ["Марія", "Оксана", "Kira", "Uma", "Дмитро", "Ben", "Ґрета", "Jonas", "Леся", "Ágnes"]
LAST = ["Бондаренко", "Коваленко", "O'Brien", "Kovač", "Шевченко", "Smith", "Їжакевич", "García"]
EVENT = EventHeader("Кубок України з Битви іграшок 2026", "2026-05-01", "Kyiv Expo", "Toy Battle", "Ліга")


def name(i: int) -> str:
    return f"{FIRST[i % len(FIRST)]} {LAST[(i // len(FIRST)) % len(LAST)]} {i}"


def standings(players: int = PLAYERS) -> Standings:
    return Standings(
        after_round=ROUNDS,
        tiebreak_names=(
            "Opponents' match-win percentage",
            "Opponents' opponents' match-win percentage",
            "Secondary score",
        ),
        tiebreak_short=("OMW%", "OOMW%", "Sec."),
        rows=tuple(
            StandingRow(
                i + 1,
                name(i),
                f"Club {i % 37}" if i % 3 else "",
                str(3 * (ROUNDS - i * ROUNDS // PLAYERS)),
                f"{ROUNDS - i * ROUNDS // PLAYERS}-0-{i * ROUNDS // PLAYERS}",
                (f"{0.3 + (i % 97) / 200:.4f}", f"{0.4 + (i % 89) / 250:.4f}", str(500 - i % 400)),
                "dropped" if i % 101 == 0 else "",
            )
            for i in range(players)
        ),
    )


def plain_canvas(st: Standings, pages: int) -> bytes:
    """The same standings pages drawn on a bare reportlab canvas: no layout, no fitting, no fallback fonts."""
    import io

    from reportlab.lib import colors
    from reportlab.lib.pagesizes import A4
    from reportlab.lib.units import mm
    from reportlab.pdfgen import canvas

    from desktop.reports.base import BOLD, FONT

    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=A4)
    w, h = A4
    margin = 12 * mm
    widths = [26, 0, 90, 42, 50, 44, 44, 44, 58]
    widths[1] = w - 2 * margin - sum(widths)
    right = {0, 3, 5, 6, 7}
    per_page = math.ceil(len(st.rows) / pages)
    head = ["#", "Player", "Club", "Points", "W-D-L", *st.tiebreak_short, ""]
    for p in range(pages):
        c.setFont(BOLD, 13)
        c.drawString(margin, h - margin - 11, EVENT.name)
        c.setFont(FONT, 8.5)
        c.drawString(margin, h - margin - 24, f"{EVENT.date} · {EVENT.venue} · {EVENT.game}")
        y = h - margin - 40 * mm
        c.setFont(BOLD, 8.1)
        x = margin
        for text, cw in zip(head, widths, strict=True):
            c.drawString(x + 3, y, text)
            x += cw
        c.line(margin, y - 4, w - margin, y - 4)
        for i, r in enumerate(st.rows[p * per_page : (p + 1) * per_page]):
            y -= 14.4
            if i % 2:
                c.setFillColor(colors.Color(0.92, 0.92, 0.92))
                c.rect(margin, y - 4, w - 2 * margin, 14.4, stroke=0, fill=1)
                c.setFillColor(colors.black)
            x = margin
            for k, (text, cw) in enumerate(
                zip([str(r.rank), r.name, r.club, r.points, r.record, *r.tiebreaks, r.note], widths, strict=True)
            ):
                c.setFont(BOLD if k == 3 else FONT, 9)
                if k in right:
                    c.drawRightString(x + cw - 3, y, text)
                else:
                    c.drawString(x + 3, y, text)
                x += cw
        c.setFont(FONT, 7.5)
        c.drawRightString(w - margin, margin * 0.55, f"Page {p + 1} of {pages}")
        c.showPage()
    c.save()
    return buf.getvalue()


def against_plain(labels: reports.Labels) -> bool:
    """The standings beside a plain canvas of the same pages, at 256, 1,024 and 4,096 players."""
    ok = True
    per_row = {}
    for n in SIZES:
        st = standings(n)
        doc_times, plain_times = [], []
        data = b""
        pages = 0
        for _ in range(3):
            t0 = time.perf_counter()
            data = reports.standings_pdf(EVENT, st, labels)
            doc_times.append(time.perf_counter() - t0)
            pages = pages or (data.count(b"/Type /Page\n") or data.count(b"/Type /Page"))
            t0 = time.perf_counter()
            plain_canvas(st, pages)
            plain_times.append(time.perf_counter() - t0)
        doc, plain = statistics.median(doc_times), statistics.median(plain_times)
        ratio = doc / plain
        per_row[n] = doc / n
        good = ratio <= PLAIN_RATIO_TARGET
        ok &= good
        print(
            f"standings of {n} players: {doc:.3f} s, plain canvas of the same {pages} pages {plain:.3f} s: "
            f"{ratio:.2f}x (target {PLAIN_RATIO_TARGET:.1f}x), {per_row[n] * 1000:.3f} ms a row"
            + ("" if good else "  MISSED")
        )
    growth = per_row[SIZES[-1]] / per_row[SIZES[0]]
    good = growth <= LINEAR_TARGET
    print(
        f"standings, time a row at {SIZES[-1]} / at {SIZES[0]} players: {growth:.2f} (target {LINEAR_TARGET:.2f})"
        + ("" if good else "  MISSED")
    )
    return ok and good


def final() -> FinalReport:
    cross = tuple(
        CrossRow(
            i + 1,
            name(i),
            str(3 * (ROUNDS - i * ROUNDS // PLAYERS)),
            tuple(
                CrossCell(
                    (i + 37 * (r + 1)) % PLAYERS + 1, (i + r) % 2 == 0, ("win", "loss", "draw")[(i + r) % 3]
                )
                for r in range(ROUNDS)
            ),
        )
        for i in range(PLAYERS)
    )
    return FinalReport(standings(), ROUNDS, cross, (("Players", str(PLAYERS)), ("Rounds", str(ROUNDS))))


def timed(label: str, target: float, build: Callable[[], bytes]) -> bool:
    times = []
    data = b""
    for _ in range(3):
        t0 = time.perf_counter()
        data = build()
        times.append(time.perf_counter() - t0)
    median = statistics.median(times)
    page_count = data.count(b"/Type /Page\n") or data.count(b"/Type /Page")
    ok = median <= target
    print(
        f"{label}: {median:.2f} s (target {target:.1f} s), {len(data) // 1024} KiB, ~{page_count} pages"
        + ("" if ok else "  MISSED")
    )
    return ok


def main() -> int:
    labels = reports.Labels()
    fields = tuple(
        ResultFieldSpec(f.key, f.label, f.kind, f.choices, f.required)
        for f in registry.get("toybattle").result_fields
    )
    slips = [
        Slip(f"42-5-{t}-{'ABCDEFGHJK'[t % 10]}", 5, t, name(2 * t), name(2 * t + 1))
        for t in range(1, TABLES + 1)
    ]
    reports.slips_pdf(EVENT, 5, slips[:2], fields, labels, per_page=1)  # warm-up: fonts, imports
    # issue 26: once the venue web's codes are issued, each slip ends in the two players' stubs
    stubbed = [
        dataclasses.replace(sl, a_code=f"ABCDE{sl.table:05d}", b_code=f"FGHJK{sl.table:05d}") for sl in slips
    ]
    st = standings()
    fr = final()
    ok = True
    ok &= timed(
        f"result slips, {TABLES} tables, 1 a page with QR",
        SLIPS_TARGET,
        lambda: reports.slips_pdf(EVENT, 5, slips, fields, labels, per_page=1),
    )
    ok &= timed(
        f"result slips, {TABLES} tables, 1 a page with QR and the players' stubs",
        SLIPS_TARGET,
        lambda: reports.slips_pdf(EVENT, 5, stubbed, fields, labels, per_page=1, web_url=WEB_URL),
    )
    ok &= timed(
        f"standings of {PLAYERS} players", STANDINGS_TARGET, lambda: reports.standings_pdf(EVENT, st, labels)
    )
    ok &= timed(
        f"final report with cross-table, {PLAYERS} players x {ROUNDS} rounds",
        FINAL_TARGET,
        lambda: reports.final_pdf(EVENT, fr, labels),
    )
    ok &= against_plain(labels)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
