"""Region: click corners to draw a district, cluster, zone, river, edge or corner
region; the kind is chosen in the Tool options bar.

Only the kinds the map's ruleset reads are offered (a district drawn on an On the
Underground map would score nothing), the first of them by default. A map may
change its ruleset while the tool is out, so the choice follows the document."""

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
from editor.ruleset_profile import profile_for
from engine.editing import edits as editing
from engine.map.model import REGION_KINDS, Point, RegionKind

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
    edits = "region."

    def __init__(self, view: MapView, document: MapDocument) -> None:
        super().__init__(view, document)
        self.kind = ToolOption("kind", "Kind", REGION_KINDS, REGION_KINDS[0])
        self._ruleset: str | None = None  # whose kinds are offered
        self._follow_ruleset()

    def activate(self) -> None:
        super().activate()
        self._follow_ruleset()
        self.document.changed.connect(self._on_changed)

    def deactivate(self) -> None:
        self.document.changed.disconnect(self._on_changed)
        super().deactivate()

    def options(self) -> Sequence[ToolOption]:
        return (self.kind,)

    def _on_changed(self) -> None:
        if self._follow_ruleset():
            self.view.tool_changed.emit(self)  # the Tool options bar shows the new kinds

    def _follow_ruleset(self) -> bool:
        """Offer the kinds of the map's ruleset; True when they changed. A ruleset
        that reads no region still gets them all: the tool must draw something."""
        ruleset = self.document.pack.ruleset
        if ruleset == self._ruleset:
            return False
        self._ruleset = ruleset
        profile = profile_for(ruleset)
        kinds = profile.region_kinds()
        if kinds == self.kind.choices:
            return False
        if self.kind.value not in kinds:
            self.kind.value = kinds[0]
        self.kind.choices = kinds
        return True

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
