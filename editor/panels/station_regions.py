"""Which regions hold the selected station, shown read-only in the inspector.

A station's district decides its line scores (Next Station N3) and its edge or
corner region its end bonus, yet nothing on the station says so: the answer
comes from the region outlines, so it is worked out afresh for the one
selected station whenever the map changes (a fraction of a millisecond).
"""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QLabel

from engine.map.geometry import containing_regions
from engine.map.model import REGION_KINDS, MapPack, Station

# A station outside every district scores in none (N3): that one is worth a warning colour.
NO_DISTRICT = '<span style="color: #b3261e;">none</span>'


class StationRegions(QLabel):
    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("inspector-regions")
        self.setWordWrap(True)
        self.hide()

    def show_station(self, pack: MapPack, station: Station | None) -> None:
        """List, for each kind of region the map has, the regions holding the station."""
        present = {region.kind for region in pack.regions}
        kinds = [kind for kind in REGION_KINDS if kind in present]
        if station is None or not kinds:
            self.hide()
            return
        rows = []
        for kind in kinds:
            names = [
                region.name or region.id for region in containing_regions(pack, kind, station.pos)
            ]
            none = NO_DISTRICT if kind == "district" else "none"
            rows.append(f"{kind.capitalize()}: {escape(', '.join(names)) if names else none}")
        self.setText("<br>".join(rows))
        self.show()
