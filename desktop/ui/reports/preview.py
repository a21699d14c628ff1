"""Print preview: the document is built off the UI thread (progress, Cancel), its pages are rendered with
pypdfium2 (QtPdf is not in PySide6-Essentials); zoom, page through, Save as PDF, Open in the system viewer,
Print (QtPrintSupport)."""

from __future__ import annotations

import os
import tempfile
import threading
from collections.abc import Callable
from pathlib import Path

import pypdfium2 as pdfium
from PySide6.QtCore import QSettings, Qt, QThread, QUrl, Signal
from PySide6.QtGui import QAction, QDesktopServices, QGuiApplication, QImage, QKeySequence, QPainter, QPixmap
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from desktop.reports import Cancelled, missing_glyphs

Build = Callable[[Callable[[int], None]], bytes]
ZOOMS = (0.5, 0.67, 0.8, 1.0, 1.25, 1.5, 2.0, 3.0)


class Builder(QThread):
    """Runs ``build(tick)`` in its own thread; ``tick(page)`` reports progress and stops on cancel."""

    progress = Signal(int)
    built = Signal(object)  # bytes
    failed = Signal(str)
    stopped = Signal()

    def __init__(self, build: Build, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._build = build
        self._cancel = threading.Event()

    def cancel(self) -> None:
        self._cancel.set()

    def _tick(self, page: int) -> None:
        if self._cancel.is_set():
            raise Cancelled()
        self.progress.emit(page)

    def run(self) -> None:
        try:
            data = self._build(self._tick)
        except Cancelled:
            self.stopped.emit()
            return
        except Exception as exc:  # shown to the person: the message of a service error, or the error
            self.failed.emit(str(getattr(exc, "message", None) or exc))
            return
        if self._cancel.is_set():
            self.stopped.emit()
        else:
            self.built.emit(data)


def write_pdf(path: str | Path, data: bytes) -> None:
    """Write ``data`` whole or not at all (a temporary file beside ``path``, then a rename)."""
    from desktop.files import write_atomic

    write_atomic(path, data)


class PreviewDialog(QDialog):
    """``build(tick)`` returns the PDF's bytes; it runs in a thread as soon as the dialog is made."""

    def __init__(
        self, title: str, build: Build, file_name: str = "document.pdf", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        screen = (parent.screen() if parent is not None else None) or QGuiApplication.primaryScreen()
        room = screen.availableGeometry() if screen is not None else None
        width, height = 900, 760
        if room is not None:  # fits 1024x700 screens too
            width, height = min(width, int(room.width() * 0.92)), min(height, int(room.height() * 0.92))
        self.resize(width, height)
        self.file_name = file_name
        self.data: bytes | None = None
        self.document: pdfium.PdfDocument | None = None
        self.page_index = 0
        self.zoom = 1.0
        self.error = ""
        self._temp_files: list[str] = []

        self.toolbar = QToolBar()
        self.act_prev = self._act(
            self.tr("Previous page"), QKeySequence(Qt.Key.Key_PageUp), self.previous_page
        )
        self.act_next = self._act(self.tr("Next page"), QKeySequence(Qt.Key.Key_PageDown), self.next_page)
        self.page_spin = QSpinBox()
        self.page_spin.setMinimum(1)
        self.page_spin.valueChanged.connect(lambda v: self.show_page(v - 1))
        self.page_count_label = QLabel()
        self.act_zoom_out = self._act(self.tr("Zoom out"), QKeySequence.StandardKey.ZoomOut, self.zoom_out)
        self.act_zoom_in = self._act(self.tr("Zoom in"), QKeySequence.StandardKey.ZoomIn, self.zoom_in)
        self.zoom_label = QLabel()
        self.act_save = self._act(self.tr("Save as PDF…"), QKeySequence.StandardKey.Save, self.save_dialog)
        self.act_open = self._act(
            self.tr("Open in the system viewer"), QKeySequence("Ctrl+O"), self.open_external
        )
        self.act_print = self._act(self.tr("Print…"), QKeySequence.StandardKey.Print, self.print_dialog)
        # short faces on the toolbar (the full names are the tooltips)
        for act, face in (
            (self.act_prev, "◀"),
            (self.act_next, "▶"),
            (self.act_zoom_out, "−"),
            (self.act_zoom_in, "+"),
        ):
            act.setIconText(face)
        self.act_open.setIconText(self.tr("Open…"))
        tb = self.toolbar
        tb.addAction(self.act_print)
        tb.addAction(self.act_save)
        tb.addAction(self.act_open)
        tb.addSeparator()
        tb.addAction(self.act_prev)
        tb.addWidget(self.page_spin)
        tb.addWidget(self.page_count_label)
        tb.addAction(self.act_next)
        tb.addSeparator()
        tb.addAction(self.act_zoom_out)
        tb.addWidget(self.zoom_label)
        tb.addAction(self.act_zoom_in)

        self.page_label = QLabel()
        self.page_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.page_label.setBackgroundRole(self.page_label.backgroundRole())
        self.scroll = QScrollArea()
        self.scroll.setWidget(self.page_label)
        self.scroll.setWidgetResizable(True)
        self.scroll.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        self.close_button = QPushButton(self.tr("Close"))
        self.close_button.clicked.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addWidget(self.status, 1)
        bottom.addWidget(self.progress)
        bottom.addWidget(self.cancel_button)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.toolbar)
        layout.addWidget(self.scroll, 1)
        layout.addLayout(bottom)

        self._set_ready(False)
        self.status.setText(self.tr("Preparing the document…"))
        self.builder = Builder(build, self)
        self.builder.progress.connect(self._progress)
        self.builder.built.connect(self._built)
        self.builder.failed.connect(self._failed)
        self.builder.stopped.connect(self._stopped)
        self.builder.start()

    def _act(
        self, text: str, keys: QKeySequence | QKeySequence.StandardKey, slot: Callable[[], object]
    ) -> QAction:
        act = QAction(text, self)
        seq = keys if isinstance(keys, QKeySequence) else QKeySequence(keys)
        act.setShortcut(seq)
        act.setToolTip(f"{text} ({seq.toString(QKeySequence.SequenceFormat.NativeText)})")
        act.triggered.connect(lambda _checked=False: slot())
        self.addAction(act)
        return act

    # -- building ----------------------------------------------------------------------------------
    @property
    def building(self) -> bool:
        return self.builder.isRunning()

    def _set_ready(self, ready: bool) -> None:
        for act in (self.act_save, self.act_open, self.act_print, self.act_zoom_in, self.act_zoom_out):
            act.setEnabled(ready)
        self.page_spin.setEnabled(ready)
        self.act_prev.setEnabled(ready and self.page_index > 0)
        self.act_next.setEnabled(
            ready and self.document is not None and self.page_index < len(self.document) - 1
        )

    def _progress(self, page: int) -> None:
        self.status.setText(self.tr("Building page %1…").replace("%1", str(page)))

    def _building_done(self) -> None:
        self.progress.hide()
        self.cancel_button.hide()

    def _built(self, data: bytes) -> None:
        self._building_done()
        self.data = data
        self.document = pdfium.PdfDocument(data)
        n = len(self.document)
        self.page_spin.setMaximum(max(n, 1))
        self.page_count_label.setText(" " + self.tr("of %n page(s)", "", n) + " ")
        ready = self.tr("%n page(s) ready.", "", n)
        missing = missing_glyphs(data)
        if missing:  # characters no font of the sheets has: printed as a replacement mark, said here
            warning = self.tr("Some characters have no glyph in the sheet's fonts and print as �: %1")
            ready += " " + warning.replace("%1", ", ".join(missing[:8]) + (" …" if len(missing) > 8 else ""))
        self.status.setText(ready)
        self._set_ready(True)
        self.show_page(0)

    def _failed(self, message: str) -> None:
        self._building_done()
        self.error = message
        self.status.setText(self.tr("The document could not be made: %1").replace("%1", message))

    def _stopped(self) -> None:
        self._building_done()
        self.status.setText(self.tr("Cancelled: nothing was made."))

    def cancel(self) -> None:
        self.builder.cancel()
        self.cancel_button.setEnabled(False)
        self.status.setText(self.tr("Cancelling…"))

    def wait_built(self, msecs: int = 60000) -> bool:
        """Block until the build thread ends (for tests and for closing)."""
        return self.builder.wait(msecs)

    # -- pages -------------------------------------------------------------------------------------
    @property
    def page_count(self) -> int:
        return len(self.document) if self.document is not None else 0

    def render_page(self, index: int, scale: float) -> QImage:
        assert self.document is not None
        # Straight from pdfium's buffer (RGB byte order), no Pillow: the installer leaves Pillow out.
        bitmap = self.document[index].render(scale=scale, rev_byteorder=True, prefer_bgrx=False)
        formats = {
            "RGB": QImage.Format.Format_RGB888,
            "RGBA": QImage.Format.Format_RGBA8888,
            "RGBX": QImage.Format.Format_RGBX8888,
        }
        raw = bytes(bitmap.buffer)
        image = QImage(
            raw,
            bitmap.width,
            bitmap.height,
            bitmap.stride,
            formats.get(bitmap.mode, QImage.Format.Format_RGB888),
        )
        return image.copy()  # own the pixels (raw is freed when this function returns)

    def show_page(self, index: int) -> None:
        if self.document is None or not 0 <= index < len(self.document):
            return
        self.page_index = index
        if self.page_spin.value() != index + 1:
            self.page_spin.blockSignals(True)
            self.page_spin.setValue(index + 1)
            self.page_spin.blockSignals(False)
        ratio = self.devicePixelRatioF() or 1.0
        image = self.render_page(index, self.zoom * 96 / 72 * ratio)
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(ratio)
        self.page_label.setPixmap(pixmap)
        self.zoom_label.setText(f" {round(self.zoom * 100)} % ")
        self._set_ready(True)

    def next_page(self) -> None:
        self.show_page(self.page_index + 1)

    def previous_page(self) -> None:
        self.show_page(self.page_index - 1)

    def set_zoom(self, zoom: float) -> None:
        self.zoom = max(ZOOMS[0], min(ZOOMS[-1], zoom))
        self.show_page(self.page_index)

    def zoom_in(self) -> None:
        self.set_zoom(next((z for z in ZOOMS if z > self.zoom + 1e-6), ZOOMS[-1]))

    def zoom_out(self) -> None:
        self.set_zoom(next((z for z in reversed(ZOOMS) if z < self.zoom - 1e-6), ZOOMS[0]))

    # -- saving, opening, printing -----------------------------------------------------------------
    def save_to(self, path: str | Path) -> bool:
        if self.data is None:
            return False
        try:
            write_pdf(path, self.data)
        except OSError as exc:
            QMessageBox.warning(
                self,
                self.windowTitle(),
                self.tr("Could not save %1: %2")
                .replace("%1", str(path))
                .replace("%2", exc.strerror or str(exc)),
            )
            return False
        self.status.setText(self.tr("Saved %1.").replace("%1", str(path)))
        return True

    def save_dialog(self) -> None:
        settings = QSettings()
        folder = str(settings.value("reports/folder", "") or Path.home())
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save as PDF"), str(Path(folder) / self.file_name), self.tr("PDF files (*.pdf)")
        )
        if not path:
            return
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        if self.save_to(path):
            settings.setValue("reports/folder", str(Path(path).parent))

    def open_external(self) -> bool:
        if self.data is None:
            return False
        fd, tmp = tempfile.mkstemp(prefix="toybox-", suffix="-" + self.file_name)
        with os.fdopen(fd, "wb") as f:
            f.write(self.data)
        self._temp_files.append(tmp)
        ok = QDesktopServices.openUrl(QUrl.fromLocalFile(tmp))
        if not ok:
            self.status.setText(self.tr("No PDF viewer opened; the file is %1").replace("%1", tmp))
        return ok

    def print_to(self, printer: QPrinter, dpi: int = 200) -> int:
        """Print every page on ``printer`` (rendered at ``dpi``, scaled to the printable area); returns
        the number of pages printed."""
        if self.document is None:
            return 0
        painter = QPainter()
        if not painter.begin(printer):
            return 0
        printed = 0
        try:
            for i in range(len(self.document)):
                if i:
                    printer.newPage()
                image = self.render_page(i, dpi / 72)
                area = painter.viewport()
                size = image.size().scaled(area.size(), Qt.AspectRatioMode.KeepAspectRatio)
                painter.setViewport(area.x(), area.y(), size.width(), size.height())
                painter.setWindow(image.rect())
                painter.drawImage(0, 0, image)
                painter.setViewport(area)
                painter.setWindow(area)
                printed += 1
        finally:
            painter.end()
        return printed

    def print_dialog(self) -> None:
        if self.document is None:
            return
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setDocName(self.file_name)
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            n = self.print_to(printer)
            self.status.setText(self.tr("Sent %n page(s) to the printer.", "", n))

    def done(self, result: int) -> None:  # noqa: D401 (Qt's name)
        if self.builder.isRunning():
            self.builder.cancel()
            self.builder.wait(10000)
        if self.document is not None:
            self.document.close()
            self.document = None
        super().done(result)
