"""Playtest heatmaps on the canvas: where the Passenger went, which connections the
bots built, and how early.

The items only display a playtest report (docs/playtest-report.md); they
never edit the map and carry no `element_id`, so tools look through them to
the map underneath. They sit over the track and under the station symbols
and names: a hot connection becomes a broad coloured band, a busy station a
coloured halo, and the map stays readable on top. Stations never visited and
connections never built are drawn as grey dashes: the places a designer
looks at first. Positions follow the current map, so after an edit the old
figures stay where their elements now are.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPen
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsScene,
)
from shiboken6 import isValid

from editor.canvas import style
from editor.canvas.geometry import Point
from editor.canvas.track_items import polyline_path
from editor.playtest.track_geometry import centre_line
from engine.model import MapPack

VISITS, BUILDS, FIRST_BUILD = "heat-visits", "heat-builds", "heat-first-build"
LAYER_TITLES = {
    VISITS: "Station visits",
    BUILDS: "Connection builds",
    FIRST_BUILD: "Turn of first build",
}
Z_VALUE = 9.0  # over the track (5), under the stations (10) and their names (11)
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
    """What one layer's colours mean: its lowest and highest figure, and which is hot."""

    title: str
    unit: str
    low: float
    high: float
    early_is_hot: bool = False  # turn of first build: the earliest is the hottest

    def fraction(self, value: float) -> float:
        if self.high <= self.low:
            return 1.0
        t = (value - self.low) / (self.high - self.low)
        return 1.0 - t if self.early_is_hot else t


class StationHeat(QGraphicsEllipseItem):
    """A halo around a station, larger and hotter with more visits per game."""

    def __init__(self, station: str, value: float, scale: Scale, pos: Point) -> None:
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
            pen = QPen(NEVER, 2, Qt.PenStyle.DashLine)
            self.setPen(pen)
            self.setBrush(QBrush(Qt.BrushStyle.NoBrush))
        self.setToolTip(f"{station}: {value:g} {scale.unit}")


class ConnectionHeat(QGraphicsPathItem):
    """A band along a connection, broader and hotter with the layer's figure."""

    def __init__(
        self, connection: str, value: float | None, scale: Scale, line: list[Point]
    ) -> None:
        super().__init__(polyline_path(line))
        self.target_id = connection
        self.value = value
        if value is None or (value <= 0 and not scale.early_is_hot):
            pen = QPen(NEVER, 2, Qt.PenStyle.DashLine)
            self.setToolTip(f"{connection}: never built")
        else:
            t = scale.fraction(value)
            pen = QPen(heat_colour(t), 5 + 7 * t)
            self.setToolTip(f"{connection}: {value:g} {scale.unit}")
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        self.setPen(pen)


HeatItem = StationHeat | ConnectionHeat


class HeatmapOverlay:
    """The three heat layers of one report, each under a root item the layer toggles."""

    def __init__(self) -> None:
        self._scene: QGraphicsScene | None = None
        self._report: Mapping[str, Any] | None = None
        self._pack: MapPack | None = None
        self._roots: dict[str, QGraphicsRectItem] = {}
        self.visible = {VISITS: True, BUILDS: True, FIRST_BUILD: False}
        self.held_back = False  # every layer hidden, whatever is ticked (a replay is on show)
        self.scales: dict[str, Scale] = {}

    def attach(self, scene: QGraphicsScene) -> None:
        """Draw on another scene (another document is open)."""
        self._drop_items()
        self._scene = scene
        self._draw()

    def show(self, report: Mapping[str, Any], pack: MapPack) -> None:
        self._report, self._pack = report, pack
        self._drop_items()
        self._draw()

    def follow(self, pack: MapPack) -> None:
        """Redraw the same figures where the elements now are."""
        if self._report is not None:
            self.show(self._report, pack)

    def clear(self) -> None:
        self._report = self._pack = None
        self.scales = {}
        self._drop_items()

    def set_visible(self, layer: str, visible: bool) -> None:
        self.visible[layer] = visible
        self._apply_visibility()

    def hold_back(self, held_back: bool) -> None:
        self.held_back = held_back
        self._apply_visibility()

    def _apply_visibility(self) -> None:
        for layer, root in self._roots.items():
            if isValid(root):  # a scene closing with its window takes its items along
                root.setVisible(self.visible[layer] and not self.held_back)

    def items(self, layer: str) -> list[HeatItem]:
        root = self._roots.get(layer)
        if root is None:
            return []
        return [
            item for item in root.childItems() if isinstance(item, StationHeat | ConnectionHeat)
        ]

    def shown_scales(self) -> list[Scale]:
        """The scales of the layers on show, for the legend."""
        if self.held_back:
            return []
        return [
            self.scales[layer]
            for layer in LAYER_TITLES
            if self.visible[layer] and layer in self.scales
        ]

    # ----- drawing

    def _draw(self) -> None:
        if self._scene is None or self._report is None or self._pack is None:
            return
        report, pack = self._report, self._pack
        stations = {s: v["visits_per_game"] for s, v in report["stations"].items()}
        builds = {c: v["builds_per_game"] for c, v in report["connections"].items()}
        firsts = {c: v["mean_first_build_turn"] for c, v in report["connections"].items()}
        self.scales = {
            VISITS: _scale(VISITS, "visits per game", stations.values()),
            BUILDS: _scale(BUILDS, "tokens per game", builds.values()),
            FIRST_BUILD: _scale(
                FIRST_BUILD, "mean round of the first build", firsts.values(), True
            ),
        }
        index = pack.station_index
        visits = [
            StationHeat(s, value, self.scales[VISITS], index[s].pos)
            for s, value in stations.items()
            if s in index
        ]
        connections = {c.id: c for c in pack.connections}
        lines = {c: centre_line(connections[c], index) for c in builds if c in connections}
        self._add_layer(VISITS, visits)
        self._add_layer(
            BUILDS,
            [ConnectionHeat(c, builds[c], self.scales[BUILDS], line) for c, line in lines.items()],
        )
        self._add_layer(
            FIRST_BUILD,
            [
                ConnectionHeat(c, firsts[c], self.scales[FIRST_BUILD], line)
                for c, line in lines.items()
            ],
        )

    def _add_layer(self, layer: str, items: Iterable[QGraphicsItem]) -> None:
        assert self._scene is not None
        root = QGraphicsRectItem()
        root.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)
        root.setZValue(Z_VALUE)
        root.setVisible(self.visible[layer] and not self.held_back)
        for item in items:
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
            item.setParentItem(root)
        self._scene.addItem(root)
        self._roots[layer] = root

    def _drop_items(self) -> None:
        for root in self._roots.values():
            if isValid(root) and root.scene() is not None:
                root.scene().removeItem(root)
        self._roots = {}


def _scale(
    layer: str, unit: str, values: Iterable[float | None], early_is_hot: bool = False
) -> Scale:
    """Counts are scaled from zero, so a station visited 0.8 times a game does not look
    cold beside one visited once; rounds are scaled between the earliest and latest."""
    shown = [v for v in values if v is not None and (v > 0 or early_is_hot)]
    low = min(shown, default=0.0) if early_is_hot else 0.0
    return Scale(LAYER_TITLES[layer], unit, low, max(shown, default=0.0), early_is_hot)
