"""Printed documents benchmark (desktop.reports: plain data in, PDF bytes out).

Targets: result slips for 512 tables at 1 slip a page (512 pages, each with its QR code) ≤ 2 s; the
standings of 1,024 players ≤ 1 s; the final report with the cross-table of a 1,024-player, 7-round event
≤ 5 s. Each figure is the median of three builds after one small warm-up document (which registers the
embedded fonts, once per process); the page count and size of each PDF are printed beside it.
"""

from __future__ import annotations

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
STANDINGS_TARGET = 1.0
FINAL_TARGET = 5.0
PLAYERS = 1024
ROUNDS = 7
TABLES = 512

FIRST = ["Марія", "Оксана", "Kira", "Uma", "Дмитро", "Ben", "Ґрета", "Jonas", "Леся", "Ágnes"]
LAST = ["Бондаренко", "Коваленко", "O'Brien", "Kovač", "Шевченко", "Smith", "Їжакевич", "García"]
EVENT = EventHeader("Кубок України з Битви іграшок 2026", "2026-05-01", "Kyiv Expo", "Toy Battle", "Ліга")


def name(i: int) -> str:
    return f"{FIRST[i % len(FIRST)]} {LAST[(i // len(FIRST)) % len(LAST)]} {i}"


def standings() -> Standings:
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
            for i in range(PLAYERS)
        ),
    )


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
    st = standings()
    fr = final()
    ok = True
    ok &= timed(
        f"result slips, {TABLES} tables, 1 a page with QR",
        SLIPS_TARGET,
        lambda: reports.slips_pdf(EVENT, 5, slips, fields, labels, per_page=1),
    )
    ok &= timed(
        f"standings of {PLAYERS} players", STANDINGS_TARGET, lambda: reports.standings_pdf(EVENT, st, labels)
    )
    ok &= timed(
        f"final report with cross-table, {PLAYERS} players x {ROUNDS} rounds",
        FINAL_TARGET,
        lambda: reports.final_pdf(EVENT, fr, labels),
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
