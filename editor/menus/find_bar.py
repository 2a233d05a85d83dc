"""View > Find (Ctrl+F): a bar above the map where a station, connection, region
or route is found by its name or id, selected and brought into view.

Its completion lists the elements of the map as it is when the bar opens, names
and ids alike; a name typed that matches nothing is said in the bar itself,
so nothing pops up over the map.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from PySide6.QtCore import QStringListModel, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QCompleter, QLabel, QLineEdit, QMenu, QToolBar

from editor.menus.view_menu import VIEW_MENU
from engine.editing.edits import Element
from engine.map.model import MapPack

if TYPE_CHECKING:
    from editor.context import EditorContext


def install(context: EditorContext) -> None:
    FindBar(context)


def searchable(pack: MapPack) -> dict[str, str]:
    """Every name and id a designer may type, folded for comparison, to the
    element's id; an id wins over another element's name that reads the same."""
    names: dict[str, str] = {}
    for element in _elements(pack):
        if _name(element):
            names.setdefault(_name(element).casefold(), element.id)
    return names | {element.id.casefold(): element.id for element in _elements(pack)}


def offered(pack: MapPack) -> list[str]:
    """What the completion lists: names as written, and ids."""
    words = {_name(e) for e in _elements(pack)} | {e.id for e in _elements(pack)}
    return sorted(words - {""}, key=str.casefold)


def _elements(pack: MapPack) -> Iterator[Element]:
    for collection in (pack.stations, pack.connections, pack.regions, pack.routes):
        yield from collection


def _name(element: Element) -> str:
    return getattr(element, "name", "")  # connections have none


class FindBar(QToolBar):
    def __init__(self, context: EditorContext) -> None:
        super().__init__("Find", context.frame)
        self.setObjectName("find-bar")
        self._context = context
        self.field = QLineEdit()
        self.field.setObjectName("find-field")
        self.field.setPlaceholderText("Name or id of a station, connection, region or route")
        self.field.setClearButtonEnabled(True)
        self._names = QStringListModel(self)
        completer = QCompleter(self._names, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        self.field.setCompleter(completer)
        self.problem = QLabel()
        self.problem.setObjectName("find-problem")
        self.problem.setStyleSheet("color: #b3261e;")
        self.addWidget(QLabel("Find: "))
        self.addWidget(self.field)
        self.addWidget(self.problem)
        close = self.addAction("Close Find")
        close.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        close.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        close.triggered.connect(self.hide)
        self.field.returnPressed.connect(self.go_to_typed)
        completer.activated.connect(self._go_to_chosen)
        self.field.textEdited.connect(lambda _text: self.problem.clear())
        context.frame.addToolBar(Qt.ToolBarArea.TopToolBarArea, self)
        self.hide()
        menu = context.frame.menuBar().findChild(QMenu, VIEW_MENU)
        action = (menu or context.frame.menuBar()).addAction("&Find…")
        action.setObjectName("view-find")
        action.setShortcut(QKeySequence.StandardKey.Find)
        action.triggered.connect(self.open)

    def open(self) -> None:
        self._names.setStringList(offered(self._context.document.pack))
        self.problem.clear()
        self.show()
        self.field.setFocus()
        self.field.selectAll()

    def _go_to_chosen(self, text: str) -> None:
        self.field.setText(text)
        self.go_to_typed()

    def go_to_typed(self) -> None:
        text = self.field.text().strip()
        if not text:
            return
        found = searchable(self._context.document.pack).get(text.casefold())
        if found is None:
            self.problem.setText(f"No element named “{text}”")
            return
        self.problem.clear()
        self._context.document.select({found})
        self._context.view.centre_on_elements({found})
