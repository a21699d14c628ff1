"""The Print menu of the Tournaments page and "Print squad sheet" on the Squads page: each opens the
preview dialog on a document built by desktop.services.sheets."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

from desktop.ui.reports.labels import report_labels, report_terms

if TYPE_CHECKING:
    from desktop.ui.reports.preview import PreviewDialog

# The preview (pypdfium2, QtPrintSupport) and the documents (reportlab) load on the first use, not with the
# pages that offer printing.

PAPER_KEY = "reports/paper"


def paper() -> str:
    value = str(QSettings().value(PAPER_KEY, "a4") or "a4")
    return value if value in ("a4", "letter") else "a4"


def _file_name(text: str) -> str:
    return (re.sub(r"[^\w.-]+", "-", text, flags=re.UNICODE).strip("-") or "document") + ".pdf"


def _texts() -> dict[str, str]:
    return {
        "pairings": QCoreApplication.translate("PrintMenu", "&Pairings by table…"),
        "wall": QCoreApplication.translate("PrintMenu", "Pairings by &name (wall list)…"),
        "slips1": QCoreApplication.translate("PrintMenu", "Result slips, &1 a page…"),
        "slips2": QCoreApplication.translate("PrintMenu", "Result &slips, 2 a page…"),
        "slips4": QCoreApplication.translate("PrintMenu", "Result slips, &4 a page…"),
        "scoresheets": QCoreApplication.translate("PrintMenu", "Player s&core sheets…"),
        "checkin": QCoreApplication.translate("PrintMenu", "&Check-in list…"),
        "registrations": QCoreApplication.translate("PrintMenu", "&Registration list…"),
        "standings": QCoreApplication.translate("PrintMenu", "S&tandings…"),
        "final": QCoreApplication.translate("PrintMenu", "&Final report with cross-table…"),
        "squads": QCoreApplication.translate("PrintMenu", "S&quad sheets…"),
        "bracket": QCoreApplication.translate("PrintMenu", "&Bracket…"),
        "paper": QCoreApplication.translate("PrintMenu", "Pa&per"),
        "a4": QCoreApplication.translate("PrintMenu", "A4"),
        "letter": QCoreApplication.translate("PrintMenu", "US Letter"),
        "no_event": QCoreApplication.translate("PrintMenu", "Choose an event first."),
    }


MENU_ITEMS: tuple[tuple[str, str, int], ...] = (
    ("pairings", "pairings", 0),
    ("wall", "wall", 0),
    ("slips1", "slips", 1),
    ("slips2", "slips", 2),
    ("slips4", "slips", 4),
    ("scoresheets", "scoresheets", 0),
    ("checkin", "checkin", 0),
    ("registrations", "registrations", 0),
    ("standings", "standings", 0),
    ("final", "final", 0),
    ("squads", "squads", 0),
    ("bracket", "bracket", 0),
)


def open_event_preview(
    ctx: Any,
    event_id: int,
    kind: str,
    round_number: int | None = None,
    per_page: int = 2,
    parent: QWidget | None = None,
    web_url: str = "",
) -> PreviewDialog:
    """Build one kind of sheet for an event in the background and show it in a preview dialog
    (``web_url``: the venue web's address while it serves this event, for the slips' stubs)."""
    from desktop.services import sheets
    from desktop.ui.reports.preview import PreviewDialog

    labels, terms = report_labels(), report_terms()
    opts = sheets.Options(
        round=round_number,
        per_page=per_page or 2,
        paper=paper(),
        lang=getattr(ctx, "lang", "en"),
        web_url=web_url,
    )
    db = ctx.db

    def build(tick: Callable[[int], None]) -> bytes:
        return sheets.event_sheet(db, event_id, kind, labels, terms, opts, tick)

    title = QCoreApplication.translate("PrintMenu", "Print preview")
    dialog = PreviewDialog(title, build, _file_name(f"event-{event_id}-{kind}"), parent)
    dialog.show()
    return dialog


def open_squad_preview(ctx: Any, squad_id: int, name: str, parent: QWidget | None = None) -> PreviewDialog:
    from desktop.services import sheets
    from desktop.ui.reports.preview import PreviewDialog

    labels, terms = report_labels(), report_terms()
    db = ctx.db
    lang = getattr(ctx, "lang", "en")
    chosen_paper = paper()

    def build(tick: Callable[[int], None]) -> bytes:
        return sheets.squad_sheet(
            db, name, labels, terms, squad_id=squad_id, paper=chosen_paper, lang=lang, tick=tick
        )

    title = QCoreApplication.translate("PrintMenu", "Print preview")
    dialog = PreviewDialog(title, build, _file_name(name), parent)
    dialog.show()
    return dialog


def fill_print_menu(
    menu: QMenu,
    ctx: Any,
    event_id_getter: Callable[[], int | None],
    round_getter: Callable[[], int | None],
    web_url_getter: Callable[[int], str] | None = None,
) -> dict[str, QAction]:
    """Fill the Tournaments page's Print menu; the getters give the chosen event and round (None: the
    latest) and the venue web's address while it serves that event ("" otherwise). Returns the actions
    by key (the texts follow the interface language on every opening)."""
    menu.clear()
    actions: dict[str, QAction] = {}
    parent = menu.parentWidget()
    menu.dialogs = []  # type: ignore[attr-defined]  # keeps the open previews alive

    def trigger(kind: str, per_page: int) -> None:
        event_id = event_id_getter()
        if event_id is None:
            ctx.show_status(_texts()["no_event"])
            return
        url = web_url_getter(event_id) if web_url_getter is not None else ""
        dialog = open_event_preview(ctx, event_id, kind, round_getter(), per_page, parent, url)
        menu.dialogs = [d for d in menu.dialogs if d.isVisible()] + [dialog]  # type: ignore[attr-defined]

    for key, kind, per_page in MENU_ITEMS:
        act = menu.addAction(key)
        act.triggered.connect(lambda _c=False, k=kind, p=per_page: trigger(k, p))
        actions[key] = act
        if key in ("wall", "slips4", "registrations", "final"):
            menu.addSeparator()
    menu.addSeparator()
    paper_menu = menu.addMenu("paper")
    group = QActionGroup(paper_menu)
    for key in ("a4", "letter"):
        act = paper_menu.addAction(key)
        act.setCheckable(True)
        act.setChecked(paper() == key)
        act.triggered.connect(lambda _c=False, k=key: QSettings().setValue(PAPER_KEY, k))
        group.addAction(act)
        actions[key] = act
    actions["paper"] = paper_menu.menuAction()
    actions["pairings"].setShortcut(QKeySequence.StandardKey.Print)

    def retranslate() -> None:
        texts = _texts()
        for key, act in actions.items():
            act.setText(texts[key])
        for key in ("a4", "letter"):
            actions[key].setChecked(paper() == key)

    retranslate()
    menu.aboutToShow.connect(retranslate)
    return actions


class _SquadPrint(QObject):
    """The Squads page's "Print squad sheet" action (Ctrl+P), for Attacktix squads and helixes."""

    def __init__(self, page: Any) -> None:
        super().__init__(page)
        self.page = page
        self.dialogs: list[PreviewDialog] = []
        self.action = QAction(page)
        self.action.setShortcut(QKeySequence.StandardKey.Print)
        self.action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.action.triggered.connect(lambda _c=False: self.print_current())
        page.addAction(self.action)
        page.installEventFilter(self)
        page.tabs.currentChanged.connect(lambda _i: self.update())
        self.retranslate()
        self.update()

    def retranslate(self) -> None:
        self.action.setText(QCoreApplication.translate("PrintMenu", "&Print squad sheet…"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def update(self) -> None:
        section = self.page.current_section()
        self.action.setEnabled(bool(getattr(section.editor, "printable", False)))

    def print_current(self) -> PreviewDialog | None:
        section = self.page.current_section()
        record = section.record
        printable = bool(getattr(section.editor, "printable", False))
        if not printable or record is None or self.page.db is None:
            self.page.ctx.show_status(
                QCoreApplication.translate(
                    "PrintMenu", "Choose a saved Attacktix squad or Battle Helix helix first."
                )
            )
            return None
        if section.is_dirty():
            self.page.ctx.show_status(
                QCoreApplication.translate(
                    "PrintMenu", "The sheet shows the saved squad: save to print your changes."
                )
            )
        dialog = open_squad_preview(self.page.ctx, record.id, record.name, self.page)
        self.dialogs = [d for d in self.dialogs if d.isVisible()] + [dialog]
        return dialog


def attach_print_squad(page: Any) -> QAction:
    """Give the Squads page its "Print squad sheet" action; returns it (the page lists it in its menu)."""
    hook = _SquadPrint(page)
    page.print_squad = hook
    return hook.action
