"""The map fields One Day adds: copies of a station's card, and the lines that run
together on one track (O1)."""

from __future__ import annotations

from engine.map.fields import Field

CARDS: Field[int] = Field(
    "station",
    "cards",
    "whole",
    0,
    "copies of a station's card, where the rules count them from its lines; 0: as counted",
    most=10_000,
    message="expected a whole number of cards from 0 to 10000",
)
# Metropolitan with Hammersmith & City: line ids as routes name them
CONCURRENT_LINES: Field[tuple[tuple[str, str], ...]] = Field(
    "components",
    "concurrent_lines",
    "id_pairs",
    (),
    "pairs of lines that run together on one track",
    label="Lines running together",
    message="expected a pair of line ids: [line, line]",
    prints=False,
    parts=("Line", "Runs together with"),
)

LINE: Field[str] = Field(
    "route",
    "line",
    "line",
    "",
    "the line a route is a branch of; none: a line of its own (O1)",
    label="Branch of",
    role="branch-of",
    prints=False,
)

FIELDS = (CARDS, CONCURRENT_LINES, LINE)
