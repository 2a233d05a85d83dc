"""Route: click stations in order to lay out a Metro X route, a One Day line or a
pre-drawn line; each new route takes the next free line colour. With one route
selected, Alt-click a station to insert it where it lengthens the route least,
or one of its stops to remove it."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QMouseEvent, QPen

from editor.canvas.tools.sequence import SequenceTool
from editor.document import selected_route
from engine.editing import edits as editing
from engine.editing.route_edits import best_place, insert_stop, remove_stop
from engine.map.model import MapPack, Point, Route
from engine.rules import UnknownRulesetError, get_ruleset


class RouteTool(SequenceTool[str]):
    name = "route"
    label = "Route"
    shortcut = "T"
    tip = (
        "Click stations in order; double-click or Enter finishes, a click on the first stop "
        "closes a loop. Backspace drops the last stop, Esc cancels. With a route selected, "
        "Alt-click a station to insert it, or a stop to remove it"
    )
    edits = "route."

    def press(self, point: QPointF, event: QMouseEvent) -> None:
        alt = event.modifiers() & Qt.KeyboardModifier.AltModifier
        route = selected_route(self.document)
        if alt and route is not None and not self.picks:
            station = self.pick_at(point)
            if station is not None:
                self._change_stops(route, station)
            return
        super().press(point, event)

    def _change_stops(self, route: Route, station: str) -> None:
        pack = self.document.pack
        try:
            if station in route.stops:
                after = remove_stop(pack, route.id, route.stops.index(station))
                text = "Remove stop"
            else:
                after = insert_stop(pack, route.id, station, best_place(pack, route.id, station))
                text = "Insert stop"
        except editing.EditError as error:
            self.tell(str(error))
            return
        self.document.edit(text, after, {route.id})

    def pick_at(self, point: QPointF) -> str | None:
        return self.station_at(point)

    def position(self, pick: str) -> Point:
        return self.document.pack.station_index[pick].pos

    def create(self, picks: list[str], closed: bool) -> None:
        pack = self.document.pack
        route = _as_the_rules_draw_it(pack, editing.new_route(pack, picks, loop=closed))
        self.document.edit("Add route", editing.add(pack, route), {route.id})
        self.document.select({route.id})

    def preview_style(self) -> tuple[QPen, QBrush]:
        colour = QColor(editing.next_route_colour(self.document.pack))
        pen = QPen(colour, 3.0, Qt.PenStyle.DashLine)
        return pen, QBrush(Qt.BrushStyle.NoBrush)


def _as_the_rules_draw_it(pack: MapPack, route: Route) -> Route:
    """The new route with what the map's rules give one (Metro X: windows and a
    bonus); as drawn where the rules are not installed here."""
    try:
        return get_ruleset(pack.ruleset).drawn_route(pack, route)
    except UnknownRulesetError:
        return route
