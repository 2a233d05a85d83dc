"""The journey being checked in a window: its stops, the rules' check of them, and
its picture over the map.

It is the designer's trial, not part of the map: adding a stop is no edit and
no undo step, and leaves the pack as it was. An edit of the map checks the
stops again (a stop whose station went away is dropped); another document
starts an empty journey. The Journey tool adds stops and the Journey panel
shows them; the panel keeps the trail on the window's document (`follow`).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QGraphicsScene

from editor.canvas.journey_picture import journey_picture
from editor.canvas.replay_overlay import ReplayOverlay
from editor.document import MapDocument
from engine import journeys
from engine.errors import InputError
from engine.rules.journey import JourneyCheck


class JourneyTrail(QObject):
    changed = Signal()

    def __init__(self, parent: QObject, document: MapDocument, scene: QGraphicsScene) -> None:
        super().__init__(parent)
        self.stops: list[str] = []
        self.journey: JourneyCheck | None = None
        self.overlay = ReplayOverlay()
        self.overlay.attach(scene)
        self._document = document

    def add(self, text: str) -> None:
        """Add the station `text` names (an id or a name); InputError saying why not."""
        pack = self._document.pack
        stop = journeys.find_station(pack, text)
        needed = journeys.journey_rules(pack).journey_stops
        if len(self.stops) >= needed:
            raise InputError(f"a journey has {needed} stops: remove one to change it")
        self.stops.append(stop)
        self._check()

    def drop_last(self) -> None:
        if self.stops:
            self.stops.pop()
            self._check()

    def clear(self) -> None:
        self.stops = []
        self._check()

    def follow(self, document: MapDocument, scene: QGraphicsScene) -> None:
        """After an edit or with another document shown: another document starts an
        empty journey; an edit checks the stops again."""
        if document is not self._document:
            self._document = document
            self.stops = []
            self.overlay.attach(scene)
        elif not self.stops and self.journey is None:
            return
        self._check()

    def _check(self) -> None:
        pack = self._document.pack
        self.stops = [stop for stop in self.stops if stop in pack.station_index]
        try:
            self.journey = journeys.check(pack, self.stops) if self.stops else None
        except InputError:  # the map's rules changed to some without journeys, or shorter ones
            self.stops, self.journey = [], None
        if self.journey is None:
            self.overlay.clear()
        else:
            self.overlay.show(journey_picture(pack, self.journey), pack)
        self.changed.emit()
