"""The name dialog of New and Rename: it stays open with the reason when a name cannot be used.

``submit(name)`` does the work (a service call) and returns None when it succeeded, or the message to
show; the dialog then keeps what was typed, shows the message under the field and selects the text so
that the next try replaces it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from desktop.ui import hints


class NameDialog(QDialog):
    def __init__(
        self,
        title: str,
        label: str,
        default: str,
        submit: Callable[[str], str | None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("squadNameDialog")
        self.setWindowTitle(title)
        self._submit = submit
        self.label = QLabel(label)
        self.edit = QLineEdit(default)
        self.edit.selectAll()
        self.label.setBuddy(self.edit)
        self.message = QLabel()
        self.message.setObjectName("nameProblem")
        self.message.setWordWrap(True)
        hints.coloured(self.message, "#b3261e")
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.message.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.try_accept)
        self.buttons.rejected.connect(self.reject)
        self.edit.textChanged.connect(self._edited)
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(self.edit)
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(360)
        self._edited(default)

    def name(self) -> str:
        return self.edit.text().strip()

    def _edited(self, _text: str) -> None:
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(self.name()))

    def show_problem(self, text: str) -> None:
        self.message.setText(text)
        self.message.show()
        self.edit.setFocus()
        self.edit.selectAll()

    def try_accept(self) -> None:
        name = self.name()
        if not name:
            return
        problem = self._submit(name)
        if problem is None:
            self.accept()
        else:
            self.show_problem(problem)
