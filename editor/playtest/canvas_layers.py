"""The playtest's drawings on the canvas, as one group of the Layers panel: the heatmap
and the replay. The heatmap shows one of the report's heat layers at a time, the one
`picker` names. They move to each new scene when another document opens, and follow
the map's geometry (shortly after an edit, not on every step of a drag)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QRect, QSignalBlocker, QTimer
from PySide6.QtWidgets import QComboBox, QGraphicsSimpleTextItem
from shiboken6 import isValid

from editor.canvas.heatmap import HeatmapOverlay
from editor.canvas.replay_overlay import ReplayOverlay
from editor.canvas.station_item import StationItem
from editor.canvas.track_items import ConnectionItem, RouteItem
from editor.document import MapDocument
from editor.widgets.heat_legend import HeatLegend
from engine.rules.picture import Picture

if TYPE_CHECKING:
    from editor.context import EditorContext

HEATMAP, REPLAY = "heatmap", "replay"
FOLLOW_MS = 120
# What the legend should not hide: stations, track and every name.
_MAP_CONTENT = (StationItem, ConnectionItem, RouteItem, QGraphicsSimpleTextItem)


class PlaytestCanvas(QObject):
    title = "Playtest"

    def __init__(self, context: EditorContext) -> None:
        super().__init__(context)
        self._context = context
        self.heat = HeatmapOverlay(lambda: context.scene.station_label_boxes())
        self.replay = ReplayOverlay()
        self.legend = HeatLegend(context.view)
        self.picker = QComboBox()  # laid out by the playtest panel
        self.picker.setObjectName("heat-layer")
        self.picker.setToolTip("Which of the report's heat layers the map shows")
        self.picker.currentIndexChanged.connect(self._picked)
        self._follow = QTimer(self)
        self._follow.setSingleShot(True)
        self._follow.setInterval(FOLLOW_MS)
        self._follow.timeout.connect(self._follow_map)
        self._replace_legend = QTimer(self)  # after the view scrolled or zoomed
        self._replace_legend.setSingleShot(True)
        self._replace_legend.setInterval(FOLLOW_MS)
        self._replace_legend.timeout.connect(self._place_legend)
        for bar in (context.view.horizontalScrollBar(), context.view.verticalScrollBar()):
            # not start(msec): the signals' numbers are no intervals
            bar.valueChanged.connect(lambda _value: self._replace_legend.start())
            bar.rangeChanged.connect(lambda _low, _high: self._replace_legend.start())
        self._document: MapDocument | None = None
        context.document_changed.connect(self._bind)
        self._bind(context.document)

    # ----- the Layers panel's group

    def layers(self) -> Sequence[tuple[str, str]]:
        return [(HEATMAP, "Heatmap"), (REPLAY, "Replay")]

    def set_visible(self, key: str, visible: bool) -> None:
        if key == REPLAY:
            self.replay.set_visible(visible)
        else:
            self.heat.set_visible(visible)
            self._drawings_changed()

    def default_visibility(self) -> dict[str, bool]:
        return {HEATMAP: self.heat.visible, REPLAY: self.replay.visible}

    # ----- what is shown

    def show_report(self, report: dict[str, Any]) -> None:
        self.heat.show(report, self._context.document.pack)
        self._fill_picker()
        self._drawings_changed()

    def choose_layer(self, key: str) -> None:
        """Show the heat layer `key` of the report (as picking it in `picker` does)."""
        self.picker.setCurrentIndex(self.picker.findData(key))

    def _picked(self, index: int) -> None:
        if index >= 0:
            self.heat.choose(self.picker.itemData(index))
            self._drawings_changed()

    def _fill_picker(self) -> None:
        with QSignalBlocker(self.picker):
            self.picker.clear()
            for key, title in self.heat.layers():
                self.picker.addItem(title, key)
            self.picker.setCurrentIndex(self.picker.findData(self.heat.chosen))

    def show_moment(self, picture: Picture, before: Picture | None) -> None:
        """A replay on show holds the heatmaps back: one picture at a time."""
        fresh = set(picture.track) - set(before.track) if before is not None else set()
        self.replay.show(picture, self._context.document.pack, fresh)
        self.heat.hold_back(True)
        self._drawings_changed()

    def end_replay(self) -> None:
        self.replay.clear()
        self.heat.hold_back(False)
        self._drawings_changed()

    def clear(self) -> None:
        self.heat.clear()
        self.replay.clear()
        self._fill_picker()
        self._drawings_changed()

    def _drawings_changed(self) -> None:
        if isValid(self.legend):  # not while the window closes
            self.legend.show_scale(self.heat.shown_scale(), self._crowding)
            self._context.drawings_changed.emit()

    def _place_legend(self) -> None:
        if isValid(self.legend) and self.legend.isVisible():
            self.legend.place(self._crowding)

    def _crowding(self, rect: QRect) -> int:
        """How much of the map a rectangle of the canvas's viewport covers."""
        return sum(isinstance(item, _MAP_CONTENT) for item in self._context.view.items(rect))

    def _map_changed(self, _ids: object) -> None:
        self._follow.start()

    def _follow_map(self) -> None:
        pack = self._context.document.pack
        self.heat.follow(pack)
        self.replay.follow(pack)

    def _bind(self, document: MapDocument) -> None:
        if document is self._document:
            return
        if self._document is not None:
            self._document.changed.disconnect(self._map_changed)
        self._document = document
        document.changed.connect(self._map_changed)
        self.heat.attach(self._context.scene)
        self.replay.attach(self._context.scene)
