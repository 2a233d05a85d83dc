"""The deck as the rules count it from the stations (`Ruleset.station_cards`): one row
per station with the copies the rules count and the copies the deck holds, which
the designer may set (the rules' `card_copies` field; 0 goes back to their count).
Like the other tables it only shows and reports: the deck panel makes each
change one undo step, and says why a number was refused."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from PySide6.QtCore import Signal

from editor.panels.editable_table import Cell, EditableTable
from engine.editing.edits import EditError
from engine.editing.typed_values import count_value
from engine.map.fields import Field
from engine.map.model import MapPack
from engine.rules import Ruleset

STATION, RULES, COPIES = range(3)


class StationCardsTable(EditableTable):
    committed = Signal(str, int)  # a station id, the copies its card now has set (0: none)
    rejected = Signal(str)  # why the typed number was refused

    def __init__(self) -> None:
        super().__init__(("Station", "Rules", "Copies"), stretch=STATION)
        self.setObjectName("station-cards")
        self._ids: list[str] = []
        self._copies: Field[int] | None = None
        self.add_button.hide()
        self.remove_button.hide()
        self.cell_edited.connect(self._edited)

    def show_counts(self, pack: MapPack, counted: Mapping[str, int], rules: Ruleset) -> None:
        copies = self._copies = rules.card_copies
        own = rules.station_cards(_uncounted(pack, copies)) or {}
        stations = [s for s in pack.stations if s.id in counted]
        self._ids = [s.id for s in stations]
        self.show_rows(
            [
                [
                    Cell(s.name or s.id, s.id, editable=False),
                    Cell(str(own.get(s.id, 0)), "as the rules count them", editable=False),
                    Cell(str(counted[s.id]), _copies_tip(copies.of(s) if copies else 0)),
                ]
                for s in stations
            ]
        )

    def _edited(self, row: int, column: int, text: str) -> None:
        if self._copies is None:
            self.rejected.emit("these rules let no station set its own copies")
            return
        try:
            cards = count_value(text, "copies", self._copies.least, self._copies.most)
        except EditError as error:
            self.rejected.emit(str(error))
            return
        self.committed.emit(self._ids[row], cards)


def _uncounted(pack: MapPack, copies: Field[int] | None) -> MapPack:
    """The map with no station setting its own copies: what the rules alone count."""
    if copies is None or not any(copies.of(s) for s in pack.stations):
        return pack
    return replace(pack, stations=tuple(copies.put(s, 0) for s in pack.stations))


def _copies_tip(cards: int) -> str:
    if cards:
        return "set for this station; 0 goes back to the rules' count"
    return "as the rules count them; type a number to set this station's own"
