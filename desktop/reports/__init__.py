"""Printed documents (reportlab platypus): pure functions, plain data in (desktop.reports.data), PDF bytes
out. No Qt, no SQL, no services; captions arrive translated (desktop.reports.labels.Labels)."""

from desktop.reports.base import PAPERS, Cancelled
from desktop.reports.bracket import bracket_pdf
from desktop.reports.documents import (
    checkin_pdf,
    cross_text,
    final_pdf,
    pairings_pdf,
    registrations_pdf,
    scoresheets_pdf,
    squads_pdf,
    standings_pdf,
    wall_pdf,
)
from desktop.reports.labels import DEFAULTS, ENGLISH, Labels
from desktop.reports.slips import PER_PAGE, qr_matrix, slips_pdf

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

__all__ = [
    "DEFAULTS",
    "ENGLISH",
    "KINDS",
    "PAPERS",
    "PER_PAGE",
    "Cancelled",
    "Labels",
    "bracket_pdf",
    "checkin_pdf",
    "cross_text",
    "final_pdf",
    "pairings_pdf",
    "qr_matrix",
    "registrations_pdf",
    "scoresheets_pdf",
    "slips_pdf",
    "squads_pdf",
    "standings_pdf",
    "wall_pdf",
]
