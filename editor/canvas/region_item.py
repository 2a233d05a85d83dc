"""A region (district, cluster, zone, river, edge or corner) as a filled polygon."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QBrush, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsPolygonItem

from editor.canvas import style
from engine.model import Region


class RegionItem(QGraphicsPolygonItem):
    def __init__(self, region: Region) -> None:
        super().__init__()
        self.element_id = region.id
        self.region = region
        self.highlighted = False
        self.setZValue(1)
        self.sync(region)

    def sync(self, region: Region) -> None:
        self.region = region
        self.setPolygon(QPolygonF([QPointF(x, y) for x, y in region.polygon]))
        self._restyle()

    def set_highlighted(self, highlighted: bool) -> None:
        if highlighted != self.highlighted:
            self.highlighted = highlighted
            self._restyle()

    def _restyle(self) -> None:
        fill = style.REGION_FILLS[self.region.kind]
        outline = style.SELECTION if self.highlighted else fill.darker(160)
        self.setPen(QPen(outline, 2.5 if self.highlighted else 1.0))
        self.setBrush(QBrush(fill))
