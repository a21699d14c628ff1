"""Import preview: what a catalog file would create and change, shown before anything is written."""

from __future__ import annotations

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
from desktop.ui.catalog import values

translate = QCoreApplication.translate


def report_model(report: ImportReport, parent: QWidget | None = None) -> QStandardItemModel:
    """Rows grouped by what would happen: created, updated, unchanged; one child per item."""
    model = QStandardItemModel(parent)
    model.setHorizontalHeaderLabels([translate("CatalogImport", "Item"), translate("CatalogImport", "Kind")])
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
        tail = QStandardItem("")
        tail.setEditable(False)
        for kind, key in entries:
            spec = specs.get(kind)
            a = QStandardItem(key)
            b = QStandardItem(values.kind_label(spec) if spec else kind)
            a.setEditable(False)
            b.setEditable(False)
            head.appendRow([a, b])
        model.appendRow([head, tail])
    return model


class ImportPreviewDialog(QDialog):
    """Lists what the import would do; "Import" confirms."""

    def __init__(self, report: ImportReport, file: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("CatalogImport", "Import catalog"))
        self.resize(560, 460)
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
        self.model = report_model(report, self)
        self.view = QTreeView(self)
        self.view.setModel(self.model)
        self.view.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.view.header().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.view.setEditTriggers(QTreeView.EditTrigger.NoEditTriggers)
        for row in range(2):  # expand new and changed items
            self.view.expand(self.model.index(row, 0))
        lay.addWidget(self.view, 1)
        note = QLabel(translate("CatalogImport", "Edit → Undo takes the whole import back."), self)
        note.setStyleSheet("color: #6b6b6b;")
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
