"""Layers panel: show or hide kinds of things on the canvas.

The panel lists groups of layers, each behind the small `LayerGroup` interface.
The map's own layers come from the scene (editor/canvas/scene.py LAYERS); an
overlay such as a playtest heatmap joins as another group through
`LayersPanel.add_group`. The tick boxes are the truth: when another document
opens, its new scene gets the same visibility.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from editor.canvas.scene import LAYERS, region_kind_layer
from editor.panels.docking import add_dock
from engine.map.model import REGION_KINDS

if TYPE_CHECKING:
    from editor.context import EditorContext

KEY_ROLE = Qt.ItemDataRole.UserRole
MAP_LAYER_LABELS = {
    "background": "Background image",
    "regions": "Regions",
    "region-names": "Region names",
    "connections": "Connections",
    "routes": "Routes",
    "stations": "Stations",
    "labels": "Station names",
}


class LayerGroup(Protocol):
    title: str

    def layers(self) -> Sequence[tuple[str, str]]:
        """(key, label) for each layer, in the order to list them."""

    def set_visible(self, key: str, visible: bool) -> None: ...


class SceneLayers:
    """Layers the scene draws itself: the kinds of map elements, and each kind of
    region on its own (an edge region lies over districts; hiding it lets the
    districts under it be clicked)."""

    def __init__(
        self, context: EditorContext, title: str, layers: Sequence[tuple[str, str]]
    ) -> None:
        self._context = context
        self.title = title
        self._layers = layers

    def layers(self) -> Sequence[tuple[str, str]]:
        return self._layers

    def set_visible(self, key: str, visible: bool) -> None:
        self._context.scene.set_layer_visible(key, visible)


class LayersPanel(QWidget):
    def __init__(self, context: EditorContext) -> None:
        super().__init__()
        self.tree = QTreeWidget()
        self.tree.setObjectName("layers")
        self.tree.setHeaderHidden(True)
        self.tree.itemChanged.connect(self._changed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tree)
        self._groups: list[tuple[LayerGroup, QTreeWidgetItem]] = []
        context.document_changed.connect(lambda _document: self.reapply())

    def add_group(self, group: LayerGroup) -> None:
        top = QTreeWidgetItem([group.title])
        top.setFlags(
            Qt.ItemFlag.ItemIsEnabled
            | Qt.ItemFlag.ItemIsUserCheckable
            | Qt.ItemFlag.ItemIsAutoTristate
        )
        with QSignalBlocker(self.tree):
            for key, label in group.layers():
                child = QTreeWidgetItem([label])
                child.setData(0, KEY_ROLE, key)
                child.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
                child.setCheckState(0, Qt.CheckState.Checked)
                top.addChild(child)
            self.tree.addTopLevelItem(top)
        top.setExpanded(True)
        self._groups.append((group, top))

    def item(self, key: str) -> QTreeWidgetItem | None:
        """The tick box of one layer, by key."""
        for _, top in self._groups:
            for child in _children(top):
                if child.data(0, KEY_ROLE) == key:
                    return child
        return None

    def reapply(self) -> None:
        for group, top in self._groups:
            for child in _children(top):
                self._apply(group, child)

    def _changed(self, item: QTreeWidgetItem) -> None:
        for group, top in self._groups:
            if item.parent() is top:
                self._apply(group, item)

    @staticmethod
    def _apply(group: LayerGroup, item: QTreeWidgetItem) -> None:
        group.set_visible(item.data(0, KEY_ROLE), item.checkState(0) == Qt.CheckState.Checked)


def _children(top: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    return [child for i in range(top.childCount()) if (child := top.child(i)) is not None]


def install(context: EditorContext) -> None:
    panel = LayersPanel(context)
    map_layers = [(layer, MAP_LAYER_LABELS.get(layer, layer.capitalize())) for layer in LAYERS]
    panel.add_group(SceneLayers(context, "Map", map_layers))
    kinds = [(region_kind_layer(kind), f"{kind.capitalize()}s") for kind in REGION_KINDS]
    panel.add_group(SceneLayers(context, "Regions by kind", kinds))
    add_dock(context, "Layers", "layers", panel)
