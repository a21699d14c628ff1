"""Printed documents (reportlab platypus): pure functions, plain data in (desktop.reports.data), PDF bytes
out. No Qt, no SQL, no services; captions arrive translated (desktop.reports.labels.Labels).

The names below load their module (and reportlab) on first use, so that importing the captions alone
(desktop.reports.labels) stays cheap for the screens that only offer printing.
"""

from __future__ import annotations

import importlib
from typing import Any

KINDS = (
    "pairings",
    "wall",
    "slips",
    "scoresheets",
    "checkin",
    "registrations",
    "standings",
    "final",
    "squads",
    "bracket",
)
PAPERS = ("a4", "letter")
PER_PAGE = (1, 2, 4)

_WHERE = {
    "Cancelled": "desktop.reports.base",
    "bracket_pdf": "desktop.reports.bracket",
    "checkin_pdf": "desktop.reports.documents",
    "cross_text": "desktop.reports.documents",
    "final_pdf": "desktop.reports.documents",
    "pairings_pdf": "desktop.reports.documents",
    "registrations_pdf": "desktop.reports.documents",
    "scoresheets_pdf": "desktop.reports.documents",
    "squads_pdf": "desktop.reports.documents",
    "standings_pdf": "desktop.reports.documents",
    "wall_pdf": "desktop.reports.documents",
    "DEFAULTS": "desktop.reports.labels",
    "ENGLISH": "desktop.reports.labels",
    "Labels": "desktop.reports.labels",
    "missing_glyphs": "desktop.reports.text",
    "qr_matrix": "desktop.reports.slips",
    "slips_pdf": "desktop.reports.slips",
}

__all__ = ["KINDS", "PAPERS", "PER_PAGE", *_WHERE]


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'desktop.reports' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
