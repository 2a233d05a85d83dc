"""Departure marks: the station a line colour's field names (a family's field of
type `station` on line colours, engine/map/fields.py, such as where the line starts).

The field belongs to a line colour, not to the station, so the station item
cannot draw it. Each mark is a child of its station's item instead: it
moves, hides with the stations layer and goes to exports with it, and the
items are rebuilt from the model only when the departures or the station items
themselves change, never during a drag. The scene syncs the marks before it
places the labels, which keep off them (a printed sheet's mark never covers a
neighbour's name).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import QObject, QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from editor.canvas import style
from editor.canvas.children import drop
from editor.canvas.station_item import StationItem, StationMark
from editor.document import MapDocument
from editor.ruleset_profile import profile_for

_RADIUS = 6.0
# The first mark sits below left of the station, where no flag mark and no label
# beside the station goes; marks for more colours line up to its left.
_FIRST = QPointF(-style.STATION_RADIUS - 4.5, style.STATION_RADIUS + 4.5)
_STEP = 2 * _RADIUS + 1.5


class DepartureMark(StationMark):
    """A disc in the line's colour with a white 'go' arrow."""

    def __init__(
        self, line: str, colour: QColor, slot: int, station: StationItem, what: str
    ) -> None:
        super().__init__(station)
        self.line = line
        self.colour = colour
        self.setPos(_FIRST - QPointF(slot * _STEP, 0))
        self.setToolTip(f"{line}: its {what} is here")

    def boundingRect(self) -> QRectF:
        reach = _RADIUS + 1
        return QRectF(-reach, -reach, 2 * reach, 2 * reach)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: object = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(style.STATION_OUTLINE, 1.0))
        painter.setBrush(QBrush(self.colour))
        painter.drawEllipse(QPointF(0, 0), _RADIUS, _RADIUS)
        arrow = QPolygonF([QPointF(-1.8, -3.0), QPointF(3.2, 0), QPointF(-1.8, 3.0)])
        painter.setPen(QPen(style.STATION_FILL, 0.5))
        painter.setBrush(QBrush(style.STATION_FILL))
        painter.drawPolygon(arrow)


class DepartureMarks(QObject):
    """Keeps one mark per line colour on the item of its departure station, when
    the scene asks (`sync`), before it places the labels."""

    def __init__(
        self, scene: QObject, document: MapDocument, elements: Mapping[str, QGraphicsItem]
    ) -> None:
        super().__init__(scene)  # goes with the scene, and so does the connection
        # Not the scene itself: the scene owns this object, and a reference back
        # would leave a dropped scene to the cycle collector (see MapScene).
        self._document = document
        self._elements = elements  # the scene's items by element id, kept up to date by it
        self.marks: list[DepartureMark] = []
        # What the marks were made from; it holds the station items, so an item
        # the scene has let go of lives until its marks are taken off it.
        self._made_from: list[tuple[str, str, StationItem, str]] = []

    def sync(self) -> set[str]:
        """Make the marks the model asks for; the stations whose marks changed."""
        wanted = []
        pack = self._document.pack
        named = [f for f in profile_for(pack.ruleset).fields_of("line") if f.type == "station"]
        for declared in named:
            for line in pack.components.lines:
                item = self._elements.get(declared.of(line) or "")
                if isinstance(item, StationItem):
                    wanted.append((line.name, line.rgb, item, declared.title.lower()))
        if wanted == self._made_from:
            return set()
        changed = {item.element_id for _, _, item, _ in (*wanted, *self._made_from)}
        for mark in self.marks:
            drop(mark)
        slots: dict[StationItem, int] = {}
        self.marks = []
        for name, rgb, item, what in wanted:
            colour = QColor(rgb) if rgb else style.TRACK
            self.marks.append(DepartureMark(name, colour, slots.get(item, 0), item, what))
            slots[item] = slots.get(item, 0) + 1
        self._made_from = wanted
        return changed
