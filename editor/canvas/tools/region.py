"""Region: click corners to draw a district, cluster, zone, river, edge or corner
region; the kind is chosen in the Tool options bar."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QPen

from editor.canvas import style
from editor.canvas.tool_options import ToolOption
from editor.canvas.tools.sequence import SequenceTool
from editor.canvas.tools.vertices import reach
from editor.document import MapDocument
from engine import editing
from engine.model import REGION_KINDS, Point, RegionKind

if TYPE_CHECKING:
    from editor.canvas.view import MapView


class RegionTool(SequenceTool[Point]):
    name = "region"
    label = "Region"
    shortcut = "R"
    tip = (
        "Click the corners; double-click, Enter or a click on the first corner closes the region. "
        "Backspace drops the last corner, Esc cancels"
    )
    minimum = 3
    closed_preview = True

    def __init__(self, view: MapView, document: MapDocument) -> None:
        super().__init__(view, document)
        self.kind = ToolOption("kind", "Kind", REGION_KINDS, REGION_KINDS[0])

    def options(self) -> Sequence[ToolOption]:
        return (self.kind,)

    def pick_at(self, point: QPointF) -> Point:
        first = self.picks[0] if self.picks else None
        if first is not None and math.dist(first, (point.x(), point.y())) <= reach(self.view):
            return first
        return self.view.snap(point)

    def position(self, pick: Point) -> Point:
        return pick

    def create(self, picks: list[Point], closed: bool) -> None:
        pack = self.document.pack
        region = editing.new_region(pack, cast(RegionKind, self.kind.value), picks)
        self.document.edit(f"Add {region.kind}", editing.add(pack, region), {region.id})
        self.document.select({region.id})

    def preview_style(self) -> tuple[QPen, QBrush]:
        pen = QPen(style.SELECTION, 1.5, Qt.PenStyle.DashLine)
        pen.setCosmetic(True)
        return pen, QBrush(style.REGION_FILLS[self.kind.value])
