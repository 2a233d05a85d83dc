"""The lists a panel showing a game lays out under titles: its moves, its points, the
family's lists beside the board (racks, dice, piles), shared by the replay and play."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from editor.panels.replay_text import side_rows
from engine.rules.picture import SideList


def titled(title: str, shown: QWidget) -> QWidget:
    """`shown` under a bold title, for a splitter's part."""
    part = QWidget()
    column = QVBoxLayout(part)
    column.setContentsMargins(0, 0, 0, 0)
    column.addWidget(QLabel(f"<b>{title}</b>"))
    column.addWidget(shown, 1)
    return part


def bold(item: QListWidgetItem) -> QListWidgetItem:
    font = QFont(item.font())
    font.setBold(True)
    item.setFont(font)
    return item


def show_side_lists(board: QListWidget, lists: Sequence[SideList]) -> None:
    """Each list's title in bold, its items indented under it."""
    board.clear()
    for text, title in side_rows(lists):
        board.addItem(bold(QListWidgetItem(text)) if title else QListWidgetItem(f"    {text}"))
