"""Route: click stations in order to lay out a Metro X route, a One Day line or a
pre-drawn line; each new route takes the next free line colour."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPen

from editor.canvas.tools.sequence import SequenceTool
from engine import editing
from engine.model import Point


class RouteTool(SequenceTool[str]):
    name = "route"
    label = "Route"
    shortcut = "T"
    tip = (
        "Click stations in order; double-click or Enter finishes, a click on the first stop "
        "closes a loop. Backspace drops the last stop, Esc cancels"
    )
    edits = "route."

    def pick_at(self, point: QPointF) -> str | None:
        return self.station_at(point)

    def position(self, pick: str) -> Point:
        return self.document.pack.station_index[pick].pos

    def create(self, picks: list[str], closed: bool) -> None:
        pack = self.document.pack
        route = editing.new_route(pack, picks, loop=closed)
        self.document.edit("Add route", editing.add(pack, route), {route.id})
        self.document.select({route.id})

    def preview_style(self) -> tuple[QPen, QBrush]:
        colour = QColor(editing.next_route_colour(self.document.pack))
        pen = QPen(colour, 3.0, Qt.PenStyle.DashLine)
        return pen, QBrush(Qt.BrushStyle.NoBrush)
