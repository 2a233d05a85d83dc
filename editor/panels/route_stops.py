"""A route's stops in order, in the inspector, with the edits a designer makes
while laying out a sheet: insert a station after a stop (or, with no stop
chosen, where it lengthens the route least), remove a stop, reverse the route.

The list is a view of the route: each button builds the new pack through
engine/editing/route_edits.py and hands it on as one undo step; a refused edit comes
back as a message, and the list is shown again from the model.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QWidget,
)

from engine.editing.edits import EditError
from engine.editing.route_edits import best_place, insert_stop, remove_stop, reverse_route
from engine.map.model import MapPack, Route


class RouteStops(QWidget):
    edited = Signal(str, object)  # undo text, the new pack
    rejected = Signal(str)  # why an edit was refused

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("route-stops")
        self._pack: MapPack | None = None
        self._route: Route | None = None
        self.stops = QListWidget()
        self.stops.setObjectName("route-stop-list")
        self.stations = QComboBox()
        self.stations.setObjectName("route-insert-station")
        self.stations.setToolTip("The station to insert")
        self.insert = QPushButton("Insert")
        self.insert.setObjectName("route-insert")
        self.insert.setToolTip(
            "Insert the station after the chosen stop; with none chosen, where it "
            "lengthens the route least"
        )
        self.remove = QPushButton("Remove stop")
        self.remove.setObjectName("route-remove")
        self.reverse = QPushButton("Reverse")
        self.reverse.setObjectName("route-reverse")
        self.reverse.setToolTip("Run the route the other way: its End Point becomes its Start")
        self.insert.clicked.connect(self._insert)
        self.remove.clicked.connect(self._remove)
        self.reverse.clicked.connect(lambda: self._apply("Reverse route", reverse_route))
        self.stops.currentRowChanged.connect(lambda _: self._enable())
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.addWidget(QLabel("<b>Stops</b> (Start Point first)"), 0, 0, 1, 3)
        grid.addWidget(self.stops, 1, 0, 1, 3)
        grid.addWidget(self.stations, 2, 0, 1, 2)
        grid.addWidget(self.insert, 2, 2)
        grid.addWidget(self.remove, 3, 0)
        grid.addWidget(self.reverse, 3, 1)
        self.hide()

    def show_route(self, pack: MapPack, route: Route | None) -> None:
        self._pack, self._route = pack, route
        if route is None:
            self.hide()
            return
        names = pack.station_index
        row = self.stops.currentRow()
        self.stops.clear()
        last = len(route.stops) - 1
        for index, stop in enumerate(route.stops):
            end = " (Start Point)" if index == 0 else " (End Point)" if index == last else ""
            name = names[stop].name if stop in names else "no station has this id"
            self.stops.addItem(f"{index + 1}. {name or stop}{end}")
        self.stops.setCurrentRow(row if row < self.stops.count() else -1)
        chosen = self.stations.currentData()
        self.stations.clear()
        for station in pack.stations:
            if station.id not in route.stops:
                self.stations.addItem(station.name or station.id, station.id)
        found = self.stations.findData(chosen)
        self.stations.setCurrentIndex(max(found, 0))
        self._enable()
        self.show()

    def _enable(self) -> None:
        self.insert.setEnabled(self.stations.count() > 0)
        self.remove.setEnabled(self.stops.currentRow() >= 0)

    def _insert(self) -> None:
        station = self.stations.currentData()
        row = self.stops.currentRow()

        def inserted(pack: MapPack, route_id: str) -> MapPack:
            place = row + 1 if row >= 0 else best_place(pack, route_id, station)
            return insert_stop(pack, route_id, station, place)

        self._apply("Insert stop", inserted)

    def _remove(self) -> None:
        row = self.stops.currentRow()
        self._apply("Remove stop", lambda pack, route_id: remove_stop(pack, route_id, row))

    def _apply(self, text: str, edit: Callable[[MapPack, str], MapPack]) -> None:
        if self._pack is None or self._route is None:
            return
        try:
            after = edit(self._pack, self._route.id)
        except EditError as error:
            self.rejected.emit(str(error))
            return
        self.edited.emit(text, after)
