"""Step: click a station to step a family's stacked count on it round 0 to its
most and back (a landmark slot, U10); shift-click steps back. Which field it
steps, and what the toolbar calls it, come from the family's declaration
(engine/map/fields.py `steps`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QMouseEvent

from editor.canvas.tools.base import Tool
from editor.ruleset_profile import RulesetProfile, profile_for
from engine.editing import edits as editing
from engine.map.fields import Field


class StepTool(Tool):
    name = "step"
    label = "Step"
    shortcut = "L"
    tip = "Click a station to step its count up; shift-click to step it down"
    cursor = Qt.CursorShape.PointingHandCursor

    @classmethod
    def offered(cls, profile: RulesetProfile) -> bool:
        return _stepped(profile) is not None

    @classmethod
    def titled(cls, profile: RulesetProfile) -> tuple[str, str]:
        declared = _stepped(profile)
        if declared is None:
            return super().titled(profile)
        counts = ", ".join(str(n) for n in range(1, declared.steps + 1))
        what = declared.title.lower()
        tip = f"Click a station to grow its {what} ({counts}, none); shift-click to shrink"
        return declared.title, tip

    def press(self, point: QPointF, event: QMouseEvent) -> None:
        station = self.station_at(point)
        declared = _stepped(profile_for(self.document.pack.ruleset))
        if station is None or declared is None or event.button() != Qt.MouseButton.LeftButton:
            return
        step = -1 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1
        after = editing.step_declared(self.document.pack, station, declared, step)
        self.document.edit(f"Change {declared.title.lower()}", after, {station})


def _stepped(profile: RulesetProfile) -> Field[Any] | None:
    """The station field the map's family lets a click step, if any."""
    return next((f for f in profile.fields_of("station") if f.steps), None)
