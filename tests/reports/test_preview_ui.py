"""The preview dialog (pytest-qt): built off the UI thread, pages rendered with pypdfium2, zoom, paging,
save, cancel, print through a QPrinter writing a PDF file (read back with pypdf); the Tournaments page's
Print menu (fill_print_menu) and "Print squad sheet" on the Squads page."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from pdfcheck import pages, text
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu, QWidget

from desktop import reports
from desktop.reports import Labels
from desktop.reports.data import EventHeader, ResultFieldSpec, Slip

EVENT = EventHeader("Кубок", "2026-01-01", "Kyiv")
FIELDS = (
    ResultFieldSpec("winner", "Winner", "side"),
    ResultFieldSpec("medals_a", "Medals (player A)", "int"),
)


def _build(n: int):  # type: ignore[no-untyped-def]
    slips = [Slip(f"1-1-{i}-X", 1, i, "Анна", "Ben") for i in range(1, n + 1)]

    def build(tick):  # type: ignore[no-untyped-def]
        return reports.slips_pdf(EVENT, 1, slips, FIELDS, Labels(), per_page=1, tick=tick)

    return build


def PreviewDialog(*args, **kwargs):  # type: ignore[no-untyped-def]  # noqa: N802
    from desktop.ui.reports.preview import (
        PreviewDialog as Dialog,
    )  # (QtPrintSupport, pdfium: not at collection)

    return Dialog(*args, **kwargs)


@pytest.fixture
def dialog(qtbot):  # type: ignore[no-untyped-def]
    d = PreviewDialog("Preview", _build(3), "slips.pdf")
    qtbot.addWidget(d)
    d.show()
    qtbot.waitUntil(lambda: d.document is not None, timeout=30000)
    return d


def test_preview_pages_and_zoom(dialog, qtbot) -> None:  # type: ignore[no-untyped-def]
    assert dialog.page_count == 3
    assert dialog.page_spin.maximum() == 3 and dialog.page_index == 0
    width = dialog.page_label.pixmap().width()
    assert width > 100
    assert not dialog.act_prev.isEnabled() and dialog.act_next.isEnabled()
    qtbot.keyClick(dialog, Qt.Key.Key_PageDown)
    assert dialog.page_index == 1 and dialog.page_spin.value() == 2
    dialog.page_spin.setValue(3)
    assert dialog.page_index == 2 and not dialog.act_next.isEnabled()
    dialog.previous_page()
    assert dialog.page_index == 1
    dialog.zoom_in()
    assert dialog.zoom > 1.0 and dialog.page_label.pixmap().width() > width
    for _ in range(20):
        dialog.zoom_out()
    assert dialog.zoom == 0.5 and dialog.page_label.pixmap().width() < width
    assert "3" in dialog.page_count_label.text()


def test_save_as_pdf(dialog, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "saved.pdf"
    assert dialog.save_to(out)
    assert pages(out.read_bytes()) == 3 and "1-1-2-X" in text(out.read_bytes())
    assert sorted(p.name for p in tmp_path.iterdir() if p.name != "home") == ["saved.pdf"]


def test_print_through_a_qprinter_writing_pdf(dialog, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QPageSize
    from PySide6.QtPrintSupport import QPrinter

    out = tmp_path / "printed.pdf"
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(out))
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    assert dialog.print_to(printer, dpi=100) == 3
    data = out.read_bytes()
    assert pages(data) == 3
    from pdfcheck import page_size

    w, h = page_size(data)
    assert abs(w - 595) < 3 and abs(h - 842) < 3


def test_building_happens_off_the_ui_thread_and_can_be_cancelled(qtbot) -> None:  # type: ignore[no-untyped-def]
    started = threading.Event()
    release = threading.Event()
    threads: list[threading.Thread] = []

    def slow(tick):  # type: ignore[no-untyped-def]
        threads.append(threading.current_thread())
        started.set()
        release.wait(10)
        for page in range(1, 1000):
            tick(page)
        return b""

    d = PreviewDialog("Preview", slow, "x.pdf")
    qtbot.addWidget(d)
    d.show()
    assert started.wait(10)
    assert d.building and d.cancel_button.isVisible() and not d.act_save.isEnabled()
    qtbot.mouseClick(d.cancel_button, Qt.MouseButton.LeftButton)
    release.set()
    qtbot.waitUntil(lambda: not d.building, timeout=10000)
    qtbot.waitUntil(lambda: "Cancelled" in d.status.text(), timeout=5000)
    assert d.document is None and not d.act_print.isEnabled()
    assert threads and threads[0] is not threading.main_thread()


def test_the_preview_warns_of_characters_no_font_has(qtbot) -> None:  # type: ignore[no-untyped-def]
    def build(tick):  # type: ignore[no-untyped-def]
        slips = [Slip("1-1-1-X", 1, 1, "สมชาย", "<b>שרה</b>")]
        return reports.slips_pdf(EVENT, 1, slips, FIELDS, Labels(), per_page=1, tick=tick)

    d = PreviewDialog("Preview", build, "slips.pdf")
    qtbot.addWidget(d)
    qtbot.waitUntil(lambda: d.document is not None, timeout=30000)
    status = d.status.text()
    assert "1 page(s) ready." in status or "1 page ready." in status
    assert "no glyph" in status and "U+0E2A ส (THAI CHARACTER SO SUA)" in status
    assert d.status.textFormat() == Qt.TextFormat.PlainText
    plain = PreviewDialog("Preview", _build(1), "slips.pdf")
    qtbot.addWidget(plain)
    qtbot.waitUntil(lambda: plain.document is not None, timeout=30000)
    assert "glyph" not in plain.status.text()


def test_a_failed_build_says_why(qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.services.sheets import SheetError

    def failing(tick):  # type: ignore[no-untyped-def]
        raise SheetError("the event has no rounds yet: pair the first round")

    d = PreviewDialog("Preview", failing, "x.pdf")
    qtbot.addWidget(d)
    qtbot.waitUntil(lambda: not d.building, timeout=10000)
    qtbot.waitUntil(lambda: "no rounds yet" in d.status.text(), timeout=5000)
    assert not d.act_save.isEnabled()


def test_print_menu_opens_a_preview_of_the_chosen_event(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.services.tournament_demo import build_demo
    from desktop.ui.reports.menu import MENU_ITEMS, fill_print_menu

    ev = build_demo(ctx.db, game="toybattle", players=6, rounds=2, seed=5).event_id
    host = QWidget()
    qtbot.addWidget(host)
    menu = QMenu(host)
    chosen: list[int | None] = [None]
    actions = fill_print_menu(menu, ctx, lambda: chosen[0], lambda: 1)
    assert {k for k, _kind, _p in MENU_ITEMS} <= set(actions)
    assert all(a.text() for a in actions.values())
    messages: list[str] = []
    ctx.status_message.connect(lambda text, _ms: messages.append(text))
    actions["pairings"].trigger()
    assert messages and not menu.dialogs  # no event chosen: a message, no dialog
    chosen[0] = ev
    actions["slips4"].trigger()
    (dialog,) = menu.dialogs
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.document is not None or bool(dialog.error), timeout=30000)
    assert not dialog.error
    assert "Round 1" in text(dialog.data) and dialog.page_count == 1  # 3 tables, 4 a page
    actions["letter"].trigger()
    actions["standings"].trigger()
    second = menu.dialogs[-1]
    qtbot.addWidget(second)
    qtbot.waitUntil(lambda: second.document is not None, timeout=30000)
    from pdfcheck import page_size

    assert round(page_size(second.data)[0]) == 612  # US Letter
    actions["a4"].trigger()
    dialog.close()
    second.close()


def test_squads_page_prints_the_current_squad(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.games.helix import helix as hx
    from desktop.services import squads as squads_svc
    from desktop.ui.games.helix import data as hx_data
    from desktop.ui.pages.squads import Page

    keys = sorted(g.key for g in hx_data.glyphs(ctx.db) if not g.gold)[:6]
    rec = squads_svc.save_squad(ctx.db, hx.SQUAD_KIND, "Вихор", {"slots": keys})
    page = Page(ctx)
    qtbot.addWidget(page)
    assert page.act_print in page.menu_actions()
    page.show_section(hx.SQUAD_KIND)
    assert page.act_print.isEnabled() and page.act_print.text()
    assert page.open_squad(hx.SQUAD_KIND, rec.id)
    dialog = page.print_squad.print_current()
    assert dialog is not None
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: dialog.document is not None, timeout=30000)
    assert "Вихор" in text(dialog.data) and "White side" in text(dialog.data)
    dialog.close()
    page.show_section("toybattle.setup")
    assert not page.act_print.isEnabled()


def test_open_in_the_system_viewer_hands_over_a_complete_file(dialog, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QDesktopServices

    opened: list[str] = []
    monkeypatch.setattr(
        QDesktopServices, "openUrl", staticmethod(lambda url: opened.append(url.toLocalFile()) or True)
    )
    assert dialog.open_external()
    (path,) = opened
    assert path.endswith(".pdf") and pages(Path(path).read_bytes()) == 3
    Path(path).unlink()


def test_print_menu_follows_the_interface_language(ctx, qtbot) -> None:  # type: ignore[no-untyped-def]
    from desktop.ui import i18n
    from desktop.ui.reports.menu import fill_print_menu

    host = QWidget()
    qtbot.addWidget(host)
    menu = QMenu(host)
    actions = fill_print_menu(menu, ctx, lambda: None, lambda: None)
    assert actions["final"].text() == "&Final report with cross-table…"
    assert i18n.install("uk")
    try:
        menu.aboutToShow.emit()
        assert actions["final"].text() == "П&ідсумковий звіт з перехресною таблицею…"
        assert actions["paper"].text() == "Па&пір"
    finally:
        i18n.install("en")
