"""Help → Rules: each game's rules rendered from Markdown in resources/rules/."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

import resources
from desktop.games.registry import get


def rules_text(game_key: str, lang: str) -> str:
    for name in (f"{game_key}.{lang}.md", f"{game_key}.en.md"):
        path = resources.path("rules", name)
        if path.exists():
            return path.read_text(encoding="utf-8")
    return ""


class RulesDialog(QDialog):
    def __init__(self, game_key: str, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules of %1").replace("%1", get(game_key).name(lang)))
        self.resize(760, 680)
        layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.browser.setMarkdown(rules_text(game_key, lang))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
