"""Playtest heatmaps on the canvas: one per heat layer the report declares
(docs/playtest-report.md, `heat`), one of them on show at a time.

The items only display a playtest report; they never edit the map and carry
no `element_id`, so tools look through them to the map underneath. They sit
over the regions and under the track, the station symbols and their names: a
hot connection or route becomes a broad coloured band behind its line, a busy
station a coloured halo, a region a tinted fill. The map stays readable on top:
the track and its selection are drawn over the heat, and heat leaves a gap
around every station name, which dark heat would otherwise swallow. The
elements in the layer's never list are drawn as grey dashes: the places a
designer looks at first.
Elements with nothing and not in that list (a station on no destination card)
get no item. Positions follow the current map, so after an edit the old
figures stay where their elements now are.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsPolygonItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)
from shiboken6 import isValid

from editor.canvas import style
from editor.canvas.geometry import Point, polyline_path
from editor.playtest.track_geometry import centre_line
from engine.map.model import MapPack
from engine.sim.heat import report_layers

Z_VALUE = 4.5  # over the regions (1) and sheet routes (4), under the track (5)
LABEL_GAP = 2.0  # heat keeps this far off a station name
# A sequential scale, pale to dark (ColorBrewer YlOrRd): more is hotter.
STOPS = (QColor("#ffe98a"), QColor("#fd8d3c"), QColor("#e31a1c"), QColor("#800026"))
NEVER = QColor(90, 90, 90, 200)


def heat_colour(t: float, alpha: int = 210) -> QColor:
    """The scale's colour at t in [0, 1]."""
    t = min(max(t, 0.0), 1.0) * (len(STOPS) - 1)
    low = min(int(t), len(STOPS) - 2)
    a, b, f = STOPS[low], STOPS[low + 1], t - low
    return QColor(
        round(a.red() + (b.red() - a.red()) * f),
        round(a.green() + (b.green() - a.green()) * f),
        round(a.blue() + (b.blue() - a.blue()) * f),
        alpha,
    )


@dataclass(frozen=True)
class Scale:
    """What the colours of the layer on show mean: figures per game from zero up."""

    title: str
    unit: str  # "arrivals": per game
    high: float
    never: str  # the title of the layer's never list, or "" when it has none

    def fraction(self, value: float) -> float:
        return min(value / self.high, 1.0) if self.high > 0 else 1.0


def _never_pen() -> QPen:
    return QPen(NEVER, 2, Qt.PenStyle.DashLine)


class _ClearOfLabels:
    """Heat that is not painted over the station names near it."""

    _allowed: QPainterPath | None = None  # where the item may paint; None: anywhere

    def keep_clear_of(self, labels: Sequence[QRectF]) -> None:
        item: QGraphicsItem = self  # type: ignore[assignment]
        reach = item.sceneBoundingRect()
        near = [box for box in labels if box.intersects(reach)]
        if not near:
            self._allowed = None
            return
        allowed = QPainterPath()
        allowed.addRect(item.boundingRect())
        for box in near:
            hole = QPainterPath()
            hole.addRect(
                item.mapRectFromScene(box.adjusted(-LABEL_GAP, -LABEL_GAP, LABEL_GAP, LABEL_GAP))
            )
            allowed = allowed.subtracted(hole)
        self._allowed = allowed

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        if self._allowed is not None:
            painter.setClipPath(self._allowed, Qt.ClipOperation.IntersectClip)
        super().paint(painter, option, widget)  # type: ignore[misc]


class StationHeat(_ClearOfLabels, QGraphicsEllipseItem):
    """A halo around a station, larger and hotter with more per game."""

    def __init__(self, station: str, value: float, scale: Scale, pos: Point, name: str) -> None:
        super().__init__()
        self.target_id = station
        self.value = value
        t = scale.fraction(value) if value > 0 else 0.0
        r = style.STATION_RADIUS + 4 + 12 * math.sqrt(t)
        self.setRect(QRectF(-r, -r, 2 * r, 2 * r))
        self.setPos(QPointF(*pos))
        if value > 0:
            self.setBrush(QBrush(heat_colour(t, 190)))
            self.setPen(QPen(Qt.PenStyle.NoPen))
        else:
            self.setPen(_never_pen())
            self.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        self.setToolTip(_tip(name, value, scale))


class BandHeat(_ClearOfLabels, QGraphicsPathItem):
    """A band along a connection or a route, broader and hotter with more per game."""

    def __init__(
        self, element: str, value: float, scale: Scale, line: list[Point], name: str
    ) -> None:
        super().__init__(polyline_path(line))
        self.target_id = element
        self.value = value
        if value > 0:
            t = scale.fraction(value)
            pen = QPen(heat_colour(t), 5 + 7 * t)
        else:
            pen = _never_pen()
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.setPen(pen)
        self.setToolTip(_tip(name, value, scale))


class RegionHeat(QGraphicsPolygonItem):
    """A region tinted by its figure, light enough to read the map through."""

    def __init__(
        self, region: str, value: float, scale: Scale, polygon: list[Point], name: str
    ) -> None:
        super().__init__(QPolygonF([QPointF(*point) for point in polygon]))
        self.target_id = region
        self.value = value
        if value > 0:
            self.setBrush(QBrush(heat_colour(scale.fraction(value), 110)))
            self.setPen(QPen(Qt.PenStyle.NoPen))
        else:
            self.setPen(_never_pen())
        self.setToolTip(_tip(name, value, scale))


HeatItem = StationHeat | BandHeat | RegionHeat


def _tip(name: str, value: float, scale: Scale) -> str:
    return f"{name}: {value:g} {scale.unit} per game" if value > 0 else f"{name}: {scale.never}"


class HeatmapOverlay:
    """The heat layers of one report; the chosen one is drawn under one root item."""

    def __init__(self, labels: Callable[[], Sequence[QRectF]] = list) -> None:
        """`labels`: where the station names are on the scene, to keep heat off them."""
        self._labels = labels
        self._scene: QGraphicsScene | None = None
        self._pack: MapPack | None = None
        self._layers: dict[str, Mapping[str, Any]] = {}  # key -> the report's layer
        self._root: QGraphicsRectItem | None = None
        self.chosen = ""  # the key of the layer on show
        self.visible = True
        self.held_back = False  # hidden, whatever is ticked (a replay is on show)
        self.scale: Scale | None = None

    def attach(self, scene: QGraphicsScene) -> None:
        """Draw on another scene (another document is open)."""
        self._drop_items()
        self._scene = scene
        self._draw()

    def show(self, report: Mapping[str, Any], pack: MapPack) -> None:
        """Show the report's layers; the chosen one stays chosen if this report has it."""
        self._layers = {layer["key"]: layer for layer in report_layers(report)}
        if self.chosen not in self._layers:
            self.chosen = next(iter(self._layers), "")
        self.follow(pack)

    def layers(self) -> list[tuple[str, str]]:
        """(key, title) of each layer of the report, in the report's order."""
        return [(key, layer["title"]) for key, layer in self._layers.items()]

    def choose(self, key: str) -> None:
        self.chosen = key
        if self._pack is not None:
            self.follow(self._pack)

    def follow(self, pack: MapPack) -> None:
        """Redraw the same figures where the elements now are."""
        self._pack = pack
        self._drop_items()
        self._draw()

    def clear(self) -> None:
        self._layers, self._pack, self.chosen, self.scale = {}, None, "", None
        self._drop_items()

    def set_visible(self, visible: bool) -> None:
        self.visible = visible
        self._apply_visibility()

    def hold_back(self, held_back: bool) -> None:
        self.held_back = held_back
        self._apply_visibility()

    def _apply_visibility(self) -> None:
        if self._root is not None and isValid(self._root):  # a closing scene takes it along
            self._root.setVisible(self.visible and not self.held_back)

    def items(self) -> list[HeatItem]:
        """The items of the layer on show."""
        if self._root is None or not isValid(self._root):
            return []
        return [item for item in self._root.childItems() if isinstance(item, HeatItem)]

    def shown_scale(self) -> Scale | None:
        """The scale of the layer on show, for the legend."""
        return self.scale if self.visible and not self.held_back else None

    # ----- drawing

    def _draw(self) -> None:
        layer = self._layers.get(self.chosen)
        if self._scene is None or self._pack is None or layer is None:
            return
        amounts: dict[str, float] = layer["per_game"]
        never = set(layer["never_ids"])
        self.scale = Scale(
            layer["title"], layer["unit"], max(amounts.values(), default=0.0), layer["never"]
        )
        shown = {e: v for e, v in amounts.items() if v > 0 or e in never}
        root = QGraphicsRectItem()
        root.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        root.setZValue(Z_VALUE)
        labels = self._labels()
        for item in _items(layer["element"], shown, self.scale, self._pack):
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setParentItem(root)
            if isinstance(item, _ClearOfLabels):
                item.keep_clear_of(labels)
        self._scene.addItem(root)
        self._root = root
        self._apply_visibility()

    def _drop_items(self) -> None:
        root = self._root
        if root is not None and isValid(root) and root.scene() is not None:
            root.scene().removeItem(root)
        self._root = None


def _items(
    element: str, amounts: Mapping[str, float], scale: Scale, pack: MapPack
) -> list[HeatItem]:
    """One item per element of the kind that the current map still has."""
    stations = pack.station_index
    if element == "station":
        return [
            StationHeat(s, v, scale, stations[s].pos, stations[s].name)
            for s, v in amounts.items()
            if s in stations
        ]
    if element == "connection":
        lines = {c.id: centre_line(c, stations) for c in pack.connections}
        names = {
            c.id: f"{stations[c.a].name} - {stations[c.b].name}"
            for c in pack.connections
            if c.a in stations and c.b in stations
        }
        return [
            BandHeat(c, v, scale, lines[c], names[c]) for c, v in amounts.items() if lines.get(c)
        ]
    if element == "route":
        routes = {r.id: r for r in pack.routes}
        stops = {r.id: [stations[s].pos for s in r.stops if s in stations] for r in pack.routes}
        return [
            BandHeat(r, v, scale, stops[r], routes[r].name or r)
            for r, v in amounts.items()
            if len(stops.get(r, ())) > 1
        ]
    regions = {r.id: r for r in pack.regions}
    return [
        RegionHeat(r, v, scale, list(regions[r].polygon), regions[r].name or r)
        for r, v in amounts.items()
        if r in regions
    ]
