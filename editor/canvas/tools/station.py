"""Station: click on the board to place a new station (snapped to the grid)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent

from editor.canvas.tools.base import Tool
from engine.editing import edits as editing
from engine.map.model import Station


class StationTool(Tool):
    name = "station"
    label = "Station"
    shortcut = "S"
    tip = "Click to place a station; click a station to select it"
    cursor = Qt.CursorShape.CrossCursor

    def press(self, point: QPointF, event: QMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        existing = self.station_at(point)
        if existing is not None:
            self.document.select({existing})
            return
        pack = self.document.pack
        number = len(pack.stations) + 1
        station_id = editing.new_id(pack, f"station-{number}")
        station = Station(station_id, f"Station {number}", self.view.snap(point))
        self.document.edit("Add station", editing.add(pack, station), {station_id})
        self.document.select({station_id})
