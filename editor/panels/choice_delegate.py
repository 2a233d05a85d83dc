"""Editing a table cell by picking from a list (a deck card's station or kind)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QComboBox, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from editor.panels.editable_table import VALUE_ROLE
from engine.map.model import MapPack
from engine.map.words import station_name

Index = QModelIndex | QPersistentModelIndex


def station_choices(pack: MapPack) -> list[tuple[str, str]]:
    """Each station as (id, its name as people read it), in the map's order."""
    return [(s.id, station_name(pack, s.id)) for s in pack.stations]


class ChoiceDelegate(QStyledItemDelegate):
    """The cell holds a value; the list shows (value, label) pairs, read afresh
    each time an editor opens so it follows the map."""

    def __init__(
        self, choices: Callable[[], Sequence[tuple[str, str]]], parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._choices = choices

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: Index) -> QWidget:
        combo = QComboBox(parent)
        for value, label in self._choices():
            combo.addItem(label, value)
        return combo

    def setEditorData(self, editor: QWidget, index: Index) -> None:
        assert isinstance(editor, QComboBox)
        value = index.data(VALUE_ROLE) or index.data(Qt.ItemDataRole.EditRole)
        editor.setCurrentIndex(max(editor.findData(value), 0))

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: Index) -> None:
        assert isinstance(editor, QComboBox)
        model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)
