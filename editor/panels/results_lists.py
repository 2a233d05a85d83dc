"""The elements a heat layer never counted (destinations never reached, connections
never built, ...), as lists a designer clicks through: each click selects the
element and brings it into view."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from engine.map.model import MapPack
from engine.map.words import element_name

ID_ROLE = Qt.ItemDataRole.UserRole
VISIBLE_ROWS = 5


class ElementList(QWidget):
    """A titled list of element ids; `go_to` is called with the clicked one."""

    def __init__(self, name: str, title: str, go_to: Callable[[str], None]) -> None:
        super().__init__()
        self.title = title
        self.heading = QLabel()
        self.list = QListWidget()
        self.list.setObjectName(name)
        self.list.itemClicked.connect(lambda item: go_to(item.data(ID_ROLE)))
        self.list.itemActivated.connect(lambda item: go_to(item.data(ID_ROLE)))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.list)

    def show_ids(self, ids: Sequence[str], pack: MapPack) -> None:
        """List the ids, named as the current map names them (an id gone from it is kept)."""
        self.heading.setText(f"<b>{self.title}</b> ({len(ids)})")
        self.list.clear()
        for element_id in ids:
            item = QListWidgetItem(element_name(pack, element_id))
            item.setData(ID_ROLE, element_id)
            self.list.addItem(item)
        if not ids:
            none = QListWidgetItem("none")
            none.setFlags(Qt.ItemFlag.NoItemFlags)
            self.list.addItem(none)
        rows = min(max(len(ids), 1), VISIBLE_ROWS)
        self.list.setFixedHeight(
            rows * self.list.sizeHintForRow(0) + 2 * self.list.frameWidth() + 4
        )

    def ids(self) -> list[str]:
        items = (self.list.item(row) for row in range(self.list.count()))
        return [item.data(ID_ROLE) for item in items if item.data(ID_ROLE)]
