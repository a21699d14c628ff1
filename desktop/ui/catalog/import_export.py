"""Import preview: what a catalog file would create and change, shown before anything is written."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTreeView,
    QVBoxLayout,
    QWidget,
)

from desktop.games.catalog_schema import kinds_by_key
from desktop.services.catalog import ImportReport
from desktop.ui import hints
from desktop.ui.catalog import values

translate = QCoreApplication.translate


Details = dict[tuple[str, str], str]


def describe_changes(report: ImportReport, text: str, current: Callable[[str, str], Any]) -> Details:
    """For the preview: the name of each new item and, for each changed one, which fields change.

    ``current(kind, key)`` returns the stored CatalogItem. The file was already checked by the dry run.
    """
    try:
        records = json.loads(text).get("items", [])
    except (ValueError, AttributeError):
        return {}
    specs = kinds_by_key()
    by_ident: dict[tuple[str, str], dict[str, Any]] = {}
    for rec in records:
        spec = specs.get(rec.get("kind")) if isinstance(rec, dict) else None
        if spec is not None and isinstance(rec.get("data"), dict):
            by_ident[(spec.key, spec.item_key(rec["data"]))] = rec
    out: Details = {}
    for ident in report.created:
        rec = by_ident.get(ident)
        if rec is not None:
            out[ident] = specs[ident[0]].item_name(rec["data"])
    for ident in report.updated:
        rec = by_ident.get(ident)
        if rec is None:
            continue
        spec = specs[ident[0]]
        old = current(*ident)
        new_data = spec.normalized(rec["data"])
        changed = [values.field_label(f) for f in spec.fields if new_data.get(f.key) != old.data.get(f.key)]
        if list(rec.get("placeholders", [])) != list(old.placeholders):
            changed.append(translate("CatalogImport", "placeholder marks"))
        if bool(rec.get("archived", False)) != old.archived:
            changed.append(translate("CatalogImport", "archived"))
        out[ident] = ", ".join(changed)
    return out


def report_model(
    report: ImportReport, parent: QWidget | None = None, details: Details | None = None
) -> QStandardItemModel:
    """Rows grouped by what would happen: created, updated, unchanged; one child per item."""
    details = details or {}
    model = QStandardItemModel(parent)
    model.setHorizontalHeaderLabels(
        [
            translate("CatalogImport", "Item"),
            translate("CatalogImport", "Kind"),
            translate("CatalogImport", "Name or changed fields"),
        ]
    )
    specs = kinds_by_key()
    groups = (
        ("created", translate("CatalogImport", "New items ({n})"), "#1b7a2a"),
        ("updated", translate("CatalogImport", "Changed items ({n})"), "#8a5a00"),
        ("unchanged", translate("CatalogImport", "Unchanged ({n})"), "#6b6b6b"),
    )
    for attr, title, colour in groups:
        entries = getattr(report, attr)
        head = QStandardItem(title.format(n=len(entries)))
        head.setEditable(False)
        head.setForeground(QColor(colour))
        font = head.font()
        font.setBold(True)
        head.setFont(font)
        tails = [QStandardItem(""), QStandardItem("")]
        for t in tails:
            t.setEditable(False)
        for kind, key in entries:
            spec = specs.get(kind)
            row = [
                QStandardItem(key),
                QStandardItem(values.kind_label(spec) if spec else kind),
                QStandardItem(details.get((kind, key), "")),
            ]
            row[2].setToolTip(row[2].text())
            for cell in row:
                cell.setEditable(False)
            head.appendRow(row)
        model.appendRow([head, *tails])
    return model


class ImportPreviewDialog(QDialog):
    """Lists what the import would do; "Import" confirms."""

    def __init__(
        self, report: ImportReport, file: str, parent: QWidget | None = None, details: Details | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("CatalogImport", "Import catalog"))
        self.resize(680, 480)
        lay = QVBoxLayout(self)
        summary = QLabel(
            translate(
                "CatalogImport",
                "{file}: {created} new, {updated} changed, {unchanged} unchanged. Nothing has been written yet.",
            ).format(
                file=file,
                created=len(report.created),
                updated=len(report.updated),
                unchanged=len(report.unchanged),
            ),
            self,
        )
        summary.setWordWrap(True)
        lay.addWidget(summary)
        self.model = report_model(report, self, details)
        self.view = QTreeView(self)
        self.view.setModel(self.model)
        self.view.header().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.view.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.view.header().setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.view.setEditTriggers(QTreeView.EditTrigger.NoEditTriggers)
        for row in range(2):  # expand new and changed items
            self.view.expand(self.model.index(row, 0))
        lay.addWidget(self.view, 1)
        note = QLabel(translate("CatalogImport", "Edit → Undo takes the whole import back."), self)
        hints.as_hint(note)
        lay.addWidget(note)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.ok = self.buttons.addButton(
            translate("CatalogImport", "Import"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.ok.setEnabled(report.changed)
        if not report.changed:
            self.ok.setToolTip(translate("CatalogImport", "The file holds nothing new"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self.view.setFocus(Qt.FocusReason.OtherFocusReason)
