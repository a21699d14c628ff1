"""A layout that puts its widgets in a row and wraps them onto more rows when the width runs out.

Qt's "Flow Layout" example, in Python: longer (translated) button texts then cost height, not the
minimum width of the pane that holds them.
"""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QSizePolicy, QStyle, QWidget


class FlowLayout(QLayout):
    def __init__(self, parent: QWidget | None = None, spacing: int = -1) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self._trailing: set[int] = set()  # ids of items pushed to the right end of their row
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt API)
        self._items.append(item)

    def add_trailing_widget(self, widget: QWidget) -> None:
        """A widget that sits at the right end of the last row (e.g. a count)."""
        self.addWidget(widget)
        self._trailing.add(id(self._items[-1]))

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt API)
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt API)
        if 0 <= index < len(self._items):
            item = self._items.pop(index)
            self._trailing.discard(id(item))
            return item
        return None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 (Qt API)
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt API)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt API)
        return self._do_layout(QRect(0, 0, width, 0), test_only=True)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt API)
        super().setGeometry(rect)
        self._do_layout(rect, test_only=False)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """One row of everything."""
        m = self.contentsMargins()
        width = sum(item.sizeHint().width() for item in self._items)
        width += self._gap(Qt.Orientation.Horizontal) * max(0, len(self._items) - 1)
        height = max((item.sizeHint().height() for item in self._items), default=0)
        return QSize(width + m.left() + m.right(), height + m.top() + m.bottom())

    def minimumSize(self) -> QSize:  # noqa: N802 (Qt API)
        """The widest single item: everything else can wrap."""
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        m: QMargins = self.contentsMargins()
        return size + QSize(m.left() + m.right(), m.top() + m.bottom())

    def _gap(self, orientation: Qt.Orientation) -> int:
        if self._spacing >= 0:
            return self._spacing
        parent = self.parent()
        if isinstance(parent, QWidget):
            control = QSizePolicy.ControlType.ToolButton
            metric = (
                QStyle.PixelMetric.PM_LayoutHorizontalSpacing
                if orientation == Qt.Orientation.Horizontal
                else QStyle.PixelMetric.PM_LayoutVerticalSpacing
            )
            gap = parent.style().layoutSpacing(control, control, orientation)
            return gap if gap >= 0 else parent.style().pixelMetric(metric)
        return 6

    def _do_layout(self, rect: QRect, test_only: bool) -> int:
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        h_gap, v_gap = self._gap(Qt.Orientation.Horizontal), self._gap(Qt.Orientation.Vertical)
        rows: list[list[tuple[QLayoutItem, QSize]]] = [[]]
        x = 0
        for item in self._items:
            if item.isEmpty():
                continue
            hint = item.sizeHint()
            width = min(hint.width(), area.width()) if area.width() > 0 else hint.width()
            row = rows[-1]
            if row and x + h_gap + width > area.width():
                rows.append([])
                row, x = rows[-1], 0
            x += (h_gap if row else 0) + width
            row.append((item, QSize(width, hint.height())))
        y = area.y()
        for row in rows:
            if not row:
                continue
            height = max(size.height() for _, size in row)
            if not test_only:
                x = area.x()
                for item, size in row:
                    if id(item) in self._trailing:
                        x = max(x, area.right() + 1 - size.width())
                    top = y + (height - size.height()) // 2
                    item.setGeometry(QRect(QPoint(x, top), size))
                    x += size.width() + h_gap
            y += height + v_gap
        return max(0, y - v_gap - area.y()) + m.top() + m.bottom()
