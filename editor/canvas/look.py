"""How the board is drawn: the designer's network diagram or a printed game board.

One `Look` is handed to the scene, which rebuilds its items with it; each item
reads the few choices that concern it. The diagram is the editor's working
look (thin lanes, small labels). The board look draws what a printed board
shows: every track space a slot a token fits in, one per lane; regions tinted
and named; rivers as water; a cartouche with the title and a legend. For
print, `Look.at_scale` makes the labels big enough to read at the page's scale.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

MM_PER_POINT = 25.4 / 72
MIN_LABEL_POINTS = 7.0  # the smallest station name a printed board shows
WRITE_IN_MM = 6.0  # the least side of a box a player writes a digit in, on paper
# No rules text gives the track tokens' size: a printed slot is sized for a
# standard wooden track token of 20 x 6 mm, with half a millimetre of play all round
# (docs/printing.md), and parallel lanes keep a millimetre between their slots.
TOKEN_SLOT_MM = (21.0, 7.0)  # length, width
LANE_MARGIN_MM = 1.0
SLOT = (16.0, 7.0)  # a slot's length and width on screen, in map units
LABEL_HEIGHT = 9.5  # station names' size, in map units, on the board look's screen
DESK_LABEL_HEIGHT = 7 * 96 / 72  # the diagram's 7 pt names on a 96 dpi screen, in map units


@dataclass(frozen=True)
class Look:
    name: str
    slots: bool = False  # track spaces as token slots, one per lane
    lane_gap: float = 4.5  # between the centre lines of parallel lanes
    label_height: float = 0.0  # station names' pixel size in map units; 0: the desk's font
    region_names: bool = False  # regions named on the board
    cartouche: bool = False  # title, credits, rule variant, line colours and a legend
    write_in: float = 0.0  # the least side of a box or station to write in; 0: as drawn
    slot: tuple[float, float] = SLOT  # a token slot's length and width, in map units

    def at_scale(self, mm_per_unit: float, min_points: float = MIN_LABEL_POINTS) -> Look:
        """This look with its station names at least `min_points` tall when one map
        unit prints `mm_per_unit` millimetres long (the diagram's too)."""
        if mm_per_unit <= 0:
            return self
        needed = min_points * MM_PER_POINT / mm_per_unit
        if needed <= (self.label_height or DESK_LABEL_HEIGHT):
            return self
        return replace(self, label_height=needed)

    def for_writing(self, mm_per_unit: float, mm: float = WRITE_IN_MM) -> Look:
        """This look with the boxes and station circles a player writes in at
        least `mm` wide on a sheet printed `mm_per_unit` millimetres to the unit."""
        return replace(self, write_in=mm / mm_per_unit) if mm_per_unit > 0 else self

    def for_tokens(self, mm_per_unit: float) -> Look:
        """This look with every token slot (and the lanes around it) big enough for
        a track token when one map unit prints `mm_per_unit` millimetres long."""
        if mm_per_unit <= 0:
            return self
        length = max(SLOT[0], TOKEN_SLOT_MM[0] / mm_per_unit)
        width = max(SLOT[1], TOKEN_SLOT_MM[1] / mm_per_unit)
        gap = max(self.lane_gap, width + LANE_MARGIN_MM / mm_per_unit)
        return replace(self, slot=(length, width), lane_gap=gap)

    @property
    def text_growth(self) -> float:
        """How much larger than on the board look the station names are (at least
        1): other printed words (badges, tally labels) grow as much."""
        return max(1.0, self.label_height / LABEL_HEIGHT)

    def station_radius(self, drawn: float) -> float:
        """A station's radius in this look, where it is `drawn` on the desk."""
        return max(drawn, self.write_in / 2)


DIAGRAM = Look("diagram")
BOARD = Look(
    "board", slots=True, lane_gap=9.0, label_height=LABEL_HEIGHT, region_names=True, cartouche=True
)
LOOKS = {look.name: look for look in (DIAGRAM, BOARD)}
