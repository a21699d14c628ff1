"""Table models of the Tournaments page: events, players, pairings, missing results, standings, the
audit trail.  Each is a QAbstractTableModel over plain service data (never a database row); columns
are declared once with their header text (translated), a value for display and one for sorting."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QMimeData,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor

from desktop.reports.collate import sort_key
from desktop.services.sheets import PERCENT_TIEBREAKS, tiebreak_cell
from desktop.services.tournament_queries import format_tiebreak
from desktop.ui import palette
from desktop.ui.games import squad_summary
from desktop.ui.palette import tint
from desktop.ui.tournament import texts

Index = QModelIndex | QPersistentModelIndex
SORT_ROLE = Qt.ItemDataRole.UserRole + 1
RECORD_ROLE = Qt.ItemDataRole.UserRole + 2
REPORTED_GREEN = "#4caf50"  # the tint of a match with its result (a pale green on white)


@dataclass(frozen=True)
class Column:
    key: str
    header: Callable[[], str]
    display: Callable[[Any], Any]
    sort: Callable[[Any], Any] | None = None
    tooltip: Callable[[], str] | None = None
    align_right: bool = False


class RecordsModel(QAbstractTableModel):
    """Rows of plain records shown through declared columns."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[Any] = []
        self._columns: list[Column] = self.columns()
        self._sort: tuple[str, Qt.SortOrder] | None = None

    def columns(self) -> list[Column]:  # overridden
        return []

    # -- data ------------------------------------------------------------------------------------------
    def set_rows(self, rows: Sequence[Any]) -> None:
        self.beginResetModel()
        self._rows = list(rows)
        self._columns = self.columns()
        self._apply_sort()
        self.endResetModel()

    def _apply_sort(self) -> None:
        if self._sort is None:
            return
        key, order = self._sort
        col = next((c for c in self._columns if c.key == key), None)
        if col is None:
            return
        getter = col.sort or col.display
        keys = [getter(r) for r in self._rows]
        try:
            idx = sorted(
                range(len(keys)), key=keys.__getitem__, reverse=order == Qt.SortOrder.DescendingOrder
            )
        except TypeError:
            idx = sorted(
                range(len(keys)), key=lambda i: str(keys[i]), reverse=order == Qt.SortOrder.DescendingOrder
            )
        self._rows = [self._rows[i] for i in idx]

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Sort the records themselves (one Python sort, not a comparison per pair through Qt)."""
        if not 0 <= column < len(self._columns):
            return
        self.layoutAboutToBeChanged.emit()
        old = list(self._rows)
        self._sort = (self._columns[column].key, order)
        self._apply_sort()
        position = {id(r): i for i, r in enumerate(self._rows)}
        for idx in self.persistentIndexList():
            if idx.isValid() and 0 <= idx.row() < len(old):
                new_row = position[id(old[idx.row()])]
                self.changePersistentIndex(idx, self.index(new_row, idx.column()))
        self.layoutChanged.emit()

    def rows(self) -> list[Any]:
        return list(self._rows)

    def record(self, row: int) -> Any:
        return self._rows[row]

    def row_of_match(self, match_id: int) -> int:
        """The row of the record whose ``id`` is ``match_id`` (any record with an id), -1 if none."""
        return next((i for i, r in enumerate(self._rows) if getattr(r, "id", None) == match_id), -1)

    def replace_record(self, row: int, record: Any) -> None:
        self._rows[row] = record
        self.dataChanged.emit(self.index(row, 0), self.index(row, self.columnCount() - 1))

    def column_of(self, key: str) -> int:
        return next(i for i, c in enumerate(self._columns) if c.key == key)

    def retranslate(self) -> None:
        self._columns = self.columns()
        if self._columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self._columns) - 1)
            if self._rows:
                self.dataChanged.emit(
                    self.index(0, 0), self.index(len(self._rows) - 1, len(self._columns) - 1)
                )

    # -- Qt ----------------------------------------------------------------------------------------------
    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: N802, B008
        return 0 if parent.isValid() else len(self._columns)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:  # noqa: N802
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(self._columns):
            return None
        col = self._columns[section]
        if role == Qt.ItemDataRole.DisplayRole:
            return col.header()
        if role == Qt.ItemDataRole.ToolTipRole and col.tooltip is not None:
            return col.tooltip()
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if (
            not index.isValid()
            or not (0 <= index.row() < len(self._rows))
            or not (0 <= index.column() < len(self._columns))
        ):
            return None
        rec = self._rows[index.row()]
        col = self._columns[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            value = col.display(rec)
            return "" if value is None else str(value)
        if role == SORT_ROLE:
            value = (col.sort or col.display)(rec)
            return "" if value is None else value
        if role == RECORD_ROLE:
            return index.row()
        if role == Qt.ItemDataRole.TextAlignmentRole and col.align_right:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return self.extra_data(rec, col, role)

    def extra_data(self, rec: Any, col: Column, role: int) -> Any:
        return None


def _num(value: Any) -> Any:
    return -1 if value is None else value


class EventsModel(RecordsModel):
    ELIDED = ("name", "format")
    """The columns that share what the others leave (cut with "…" when narrow; the tooltip is whole)."""

    def extra_data(self, rec: Any, col: Column, role: int) -> Any:
        if role == Qt.ItemDataRole.ToolTipRole and col.key in self.ELIDED:
            return str(col.display(rec))
        return None

    def columns(self) -> list[Column]:
        return [
            Column(
                "name",
                lambda: QCoreApplication.translate("TournamentModels", "Event"),
                lambda e: e.name,
                lambda e: sort_key(e.name),
            ),
            Column(
                "game",
                lambda: QCoreApplication.translate("TournamentModels", "Game"),
                lambda e: texts.game_name(e.game),
            ),
            Column(
                "format",
                lambda: QCoreApplication.translate("TournamentModels", "Format"),
                lambda e: texts.formats_text(e.formats),
            ),
            Column("date", lambda: QCoreApplication.translate("TournamentModels", "Date"), lambda e: e.date),
            Column(
                "players",
                lambda: QCoreApplication.translate("TournamentModels", "Players"),
                lambda e: e.players,
                align_right=True,
            ),
            Column(
                "round",
                lambda: QCoreApplication.translate("TournamentModels", "Round"),
                lambda e: texts.round_text(e.current_round, e.round_status),
                lambda e: e.current_round,
            ),
            Column(
                "state",
                lambda: QCoreApplication.translate("TournamentModels", "State"),
                lambda e: texts.event_status(e.status),
            ),
        ]


class PlayersModel(RecordsModel):
    """Registrations; the check-in column is a checkbox (ticking it calls ``check_in_requested``)."""

    check_in_requested = Signal(int, bool)
    game: str | None = None  # the event's game: its squads' summaries are shown in the interface language

    def columns(self) -> list[Column]:
        return [
            Column(
                "checked_in",
                lambda: QCoreApplication.translate("TournamentModels", "Checked in"),
                lambda r: "",
                lambda r: int(r.checked_in),
            ),
            Column(
                "name",
                lambda: QCoreApplication.translate("TournamentModels", "Name"),
                lambda r: r.name,
                lambda r: sort_key(r.name),
            ),
            Column(
                "club",
                lambda: QCoreApplication.translate("TournamentModels", "Club"),
                lambda r: r.club,
                lambda r: sort_key(r.club),
            ),
            Column(
                "rating",
                lambda: QCoreApplication.translate("TournamentModels", "Rating"),
                lambda r: r.rating,
                lambda r: _num(r.rating),
                align_right=True,
            ),
            Column(
                "status",
                lambda: QCoreApplication.translate("TournamentModels", "Status"),
                lambda r: texts.registration_status(r.status),
            ),
            Column(
                "joined",
                lambda: QCoreApplication.translate("TournamentModels", "Joined in round"),
                lambda r: r.joined_round,
                align_right=True,
            ),
            Column(
                "table",
                lambda: QCoreApplication.translate("TournamentModels", "Fixed table"),
                lambda r: r.fixed_table or "",
                lambda r: _num(r.fixed_table),
                align_right=True,
            ),
            Column(
                "squad",
                lambda: QCoreApplication.translate("TournamentModels", "Squad"),
                lambda r: squad_summary(self.game, r.squad_summary),
            ),
        ]

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.isValid() and self._columns[index.column()].key == "checked_in":
            return base | Qt.ItemFlag.ItemIsUserCheckable
        return base

    def extra_data(self, rec: Any, col: Column, role: int) -> Any:
        if role == Qt.ItemDataRole.CheckStateRole and col.key == "checked_in":
            return Qt.CheckState.Checked if rec.checked_in else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.ForegroundRole and rec.status != "registered":
            return QBrush(QColor(palette.muted()))  # a dropped or withdrawn player, readable on either palette
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:  # noqa: N802
        if (
            index.isValid()
            and role == Qt.ItemDataRole.CheckStateRole
            and self._columns[index.column()].key == "checked_in"
        ):
            checked = value in (Qt.CheckState.Checked, Qt.CheckState.Checked.value, 2, True)
            self.check_in_requested.emit(self._rows[index.row()].id, checked)
            return True
        return False

    def row_of(self, registration_id: int) -> int:
        return next((i for i, r in enumerate(self._rows) if r.id == registration_id), -1)


def _result_text(m: Any) -> str:
    return texts.match_result(m)


@dataclass(frozen=True)
class RestRow:
    """A round robin's bye (a player without a game this round, scoring nothing) as a row of the pairings:
    the attributes of a match's row that the pairings show, no match behind it (no id, no table, no code)."""

    a: int
    a_name: str
    points_a: int
    pool: int | None = None
    id: None = None
    b: None = None
    b_name: str = ""
    kind: str = "round_robin_bye"
    table: None = None
    status: str = ""
    code: str = ""
    reason: str = ""

    @classmethod
    def of(cls, rest: Any) -> RestRow:
        """The row of a :class:`desktop.services.tournament.RestView`."""
        return cls(rest.registration_id, rest.name, rest.points, rest.pool)


class PairingsModel(RecordsModel):
    """The matches of one round; in a draft a player can be dragged onto another to swap them."""

    swap_requested = Signal(int, int)
    MIME = "application/x-toybox-registration"

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.draft = False

    def columns(self) -> list[Column]:
        return [
            Column(
                "table",
                lambda: QCoreApplication.translate("TournamentModels", "Table"),
                lambda m: m.table or "",
                lambda m: _num(m.table),
                align_right=True,
            ),
            Column(
                "a",
                lambda: QCoreApplication.translate("TournamentModels", "Player A"),
                lambda m: m.a_name,
                lambda m: sort_key(m.a_name),
            ),
            Column(
                "b",
                lambda: QCoreApplication.translate("TournamentModels", "Player B"),
                lambda m: m.b_name or texts.no_opponent(m),
                lambda m: sort_key(m.b_name),
            ),
            Column("result", lambda: QCoreApplication.translate("TournamentModels", "Result"), _result_text),
            Column(
                "code", lambda: QCoreApplication.translate("TournamentModels", "Match code"), lambda m: m.code
            ),
        ]

    def player_at(self, index: Index) -> int | None:
        if not index.isValid():
            return None
        m = self._rows[index.row()]
        key = self._columns[index.column()].key
        if key == "a":
            return m.a
        if key == "b":
            return m.b
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        base = super().flags(index)
        if (
            self.draft
            and index.isValid()
            and self._columns[index.column()].key in ("a", "b")
            and not isinstance(self._rows[index.row()], RestRow)  # a round robin's bye is no pairing to swap
        ):
            base |= Qt.ItemFlag.ItemIsDropEnabled
            if self.player_at(index) is not None:
                base |= Qt.ItemFlag.ItemIsDragEnabled
        return base

    def extra_data(self, rec: Any, col: Column, role: int) -> Any:
        if role == Qt.ItemDataRole.BackgroundRole and rec.status == "reported":
            # green mixed into the palette's Base (not a fixed pale green): the Text colour stays readable
            return QBrush(tint(REPORTED_GREEN, 0.15))
        return None

    def supportedDropActions(self) -> Qt.DropAction:  # noqa: N802
        return Qt.DropAction.MoveAction

    def supportedDragActions(self) -> Qt.DropAction:  # noqa: N802
        return Qt.DropAction.MoveAction

    def mimeTypes(self) -> list[str]:  # noqa: N802
        return [self.MIME]

    def mimeData(self, indexes: Sequence[QModelIndex]) -> QMimeData:  # noqa: N802
        data = QMimeData()
        player = next((p for p in (self.player_at(i) for i in indexes) if p is not None), None)
        if player is not None:
            data.setData(self.MIME, str(player).encode())
        return data

    def canDropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:  # noqa: N802
        return self.draft and data.hasFormat(self.MIME) and self.player_at(parent) is not None

    def dropMimeData(
        self, data: QMimeData, action: Qt.DropAction, row: int, column: int, parent: Index
    ) -> bool:  # noqa: N802
        if not self.canDropMimeData(data, action, row, column, parent):
            return False
        dragged = int(bytes(data.data(self.MIME).data()).decode())
        target = self.player_at(parent)
        if target is not None and target != dragged:
            self.swap_requested.emit(dragged, target)
        return False  # the page reloads the round after the swap


class MissingModel(RecordsModel):
    def columns(self) -> list[Column]:
        return [
            Column(
                "table",
                lambda: QCoreApplication.translate("TournamentModels", "Table"),
                lambda m: m.table or "",
                lambda m: _num(m.table),
                align_right=True,
            ),
            Column(
                "code", lambda: QCoreApplication.translate("TournamentModels", "Match code"), lambda m: m.code
            ),
            Column(
                "a", lambda: QCoreApplication.translate("TournamentModels", "Player A"), lambda m: m.a_name
            ),
            Column(
                "b", lambda: QCoreApplication.translate("TournamentModels", "Player B"), lambda m: m.b_name
            ),
        ]


class AuditModel(RecordsModel):
    def columns(self) -> list[Column]:
        return [
            Column(
                "at",
                lambda: QCoreApplication.translate("TournamentModels", "When"),
                lambda a: a["at"].replace("T", " "),
            ),
            Column("who", lambda: QCoreApplication.translate("TournamentModels", "Who"), lambda a: a["who"]),
            Column(
                "action",
                lambda: QCoreApplication.translate("TournamentModels", "Change"),
                lambda a: texts.audit_action(a["action"]),
            ),
            Column(
                "old",
                lambda: QCoreApplication.translate("TournamentModels", "Old"),
                lambda a: texts.state_text(a["old"]),
            ),
            Column(
                "new",
                lambda: QCoreApplication.translate("TournamentModels", "New"),
                lambda a: texts.state_text(a["new"]),
            ),
        ]


class StandingsModel(RecordsModel):
    """Standing rows of the tournament logic, formatted only when shown; one column per tiebreaker
    (its header tooltip is the tiebreaker's definition)."""

    def __init__(self, parent: Any = None) -> None:
        self._tiebreaks: list[tuple[str, str, str]] = []
        self._names: dict[int, tuple[str, str]] = {}
        self._secondary = ""
        self._reached: Any = None  # the sheets' captions when the rows say how far each player went
        super().__init__(parent)

    def set_standings(
        self,
        rows: Sequence[Any],
        tiebreaks: Sequence[tuple[str, str, str]],
        names: dict[int, tuple[str, str]],
        secondary: str = "",
    ) -> None:
        """``secondary``: the game's own name of its secondary score (English, e.g. "Medals")."""
        self._secondary = secondary
        self._tiebreaks = list(tiebreaks)
        self._names = names
        # the event's ranking after a cut: how far each player went, in the printed sheets' words
        self._reached = None
        if any(getattr(r, "reached", "") for r in rows):
            from desktop.ui.reports.labels import report_labels

            self._reached = report_labels()
        self.set_rows(rows)

    def columns(self) -> list[Column]:
        cols = [
            Column(
                "rank",
                lambda: QCoreApplication.translate("TournamentModels", "Rank"),
                lambda r: r.rank,
                align_right=True,
            ),
            Column(
                "name",
                lambda: QCoreApplication.translate("TournamentModels", "Name"),
                self._name,
                lambda r: sort_key(self._name(r)),
            ),
            Column(
                "club",
                lambda: QCoreApplication.translate("TournamentModels", "Club"),
                lambda r: self._names.get(r.player, ("", ""))[1],
            ),
        ]
        if self._reached is not None:
            labels = self._reached
            cols.append(
                Column(
                    "reached",
                    lambda: labels["reached"],
                    lambda r: labels.reached(r.reached) if r.reached else "",
                    lambda r: r.rank,
                    lambda: labels["reached_note"],
                )
            )
        cols += [
            Column(
                "points",
                lambda: QCoreApplication.translate("TournamentModels", "Points"),
                lambda r: r.points,
                align_right=True,
            ),
            Column(
                "record",
                lambda: QCoreApplication.translate("TournamentModels", "W-D-L"),
                lambda r: f"{r.record.wins}-{r.record.draws}-{r.record.losses}",
                lambda r: (r.record.wins, r.record.draws),
            ),
        ]
        from desktop.tournament import Tiebreak

        for key, name, definition in self._tiebreaks:
            tb = Tiebreak(key)
            cols.append(
                Column(
                    key,
                    (lambda s=self._secondary: texts.field_label(s))
                    if key == "secondary" and self._secondary
                    else (lambda n=name, k=key: texts.tiebreak_short(k, n)),
                    (lambda r, tb=tb: tiebreak_cell(tb.value, r.tiebreaks.get(tb, "")))
                    if key in PERCENT_TIEBREAKS
                    else (lambda r, tb=tb: format_tiebreak(r.tiebreaks.get(tb, ""))),
                    lambda r, tb=tb: float(r.tiebreaks.get(tb, 0) or 0),
                    lambda n=name, d=definition: texts.tiebreak_name(n) + "\n" + texts.tiebreak_definition(d),
                    align_right=True,
                )
            )
        return cols

    def _name(self, r: Any) -> str:
        name = self._names.get(r.player, (str(r.player), ""))[0]
        if r.disqualified:
            return name + " " + QCoreApplication.translate("TournamentModels", "(disqualified)")
        if r.dropped:
            return name + " " + QCoreApplication.translate("TournamentModels", "(dropped)")
        return name


class SortProxy(QSortFilterProxyModel):
    """Filters on every column's text (case-insensitive); sorting is handed to the records model,
    which sorts its list once (fast for a thousand players) and keeps that order on refreshes."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSortRole(SORT_ROLE)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.setFilterKeyColumn(-1)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        source = self.sourceModel()
        if source is not None:
            source.sort(column, order)
