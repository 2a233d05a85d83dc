"""Journey: click stations in order to check a journey under the map's rules; the
Journey panel lists it. Backspace drops the last stop, Esc all of them. Offered
only where the map's rules have journeys; it never edits the map."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent

from editor.canvas.journey_trail import JourneyTrail
from editor.canvas.tools.base import Tool
from editor.ruleset_profile import RulesetProfile
from engine.errors import InputError


class JourneyTool(Tool):
    name = "journey"
    label = "Journey"
    shortcut = "J"
    tip = (
        "Click stations in order to check a journey under the map's rules (see the Journey "
        "panel). Backspace drops the last stop, Esc clears the journey"
    )
    cursor = Qt.CursorShape.PointingHandCursor

    @classmethod
    def offered(cls, profile: RulesetProfile) -> bool:
        return profile.journey_stops > 0

    def press(self, point: QPointF, event: QMouseEvent) -> None:
        station = self.station_at(point)
        trail = self._trail()
        if event.button() != Qt.MouseButton.LeftButton or station is None or trail is None:
            return
        try:
            trail.add(station)
        except InputError as error:
            self.tell(str(error))

    def key(self, event: QKeyEvent) -> bool:
        trail = self._trail()
        if trail is None or not trail.stops:
            return False
        if event.key() == Qt.Key.Key_Backspace:
            trail.drop_last()
        elif event.key() == Qt.Key.Key_Escape:
            trail.clear()
        else:
            return False
        return True

    def _trail(self) -> JourneyTrail | None:
        return self.view.window().findChild(JourneyTrail)
