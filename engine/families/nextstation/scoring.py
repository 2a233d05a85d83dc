"""Line scores at the end of each round (N3) and the end-of-game scoring (N4).

Each source of points has its own rule id, named after the rule that gives
it, so the playtest report can tell rivers from districts and tourists from
interchanges: N3 (districts x stations), N3.river, N4.tourist,
N4.interchange, N4.edge, N4.predrawn.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.families.nextstation.options import PATH, Options
from engine.families.nextstation.sheet import Sheet
from engine.families.nextstation.state import State
from engine.rules.base import Event
from engine.rules.bitmask import bits
from engine.rules.state_view import award

LINE = "N3"
RIVER = "N3.river"
TOURIST = "N4.tourist"
INTERCHANGE = "N4.interchange"
EDGE = "N4.edge"
PREDRAWN = "N4.predrawn"

SOURCE_NAMES = {
    LINE: "lines",
    RIVER: "rivers",
    TOURIST: "tourists",
    INTERCHANGE: "interchanges",
    EDGE: "edges",
    PREDRAWN: "predrawn_miss",
}


@dataclass(frozen=True)
class LineScore:
    districts: int  # mask of the districts the line counts
    best: int  # most stations of the line in one district
    best_district: int  # that district, -1 when no station lies in a district
    crossings: int  # river crossings of its sections

    @property
    def district_points(self) -> int:
        return self.districts.bit_count() * self.best


def line_score(sheet: Sheet, options: Options, stations: int, sections: int) -> LineScore:
    """N3 for a line with these stations and sections."""
    counts: dict[int, int] = {}
    districts = 0
    for station in bits(stations):
        district = sheet.district_of[station]
        if district >= 0:
            counts[district] = counts.get(district, 0) + 1
            districts |= 1 << district
    crossings = 0
    for guide in bits(sections):
        crossings += sheet.river_crossings[guide]
        if options.district_count == PATH:
            districts |= sheet.guide_districts[guide]
    best_district = max(sorted(counts), key=counts.__getitem__, default=-1)
    return LineScore(districts, counts.get(best_district, 0), best_district, crossings)


def score_line(sheet: Sheet, options: Options, state: State, seat: int, colour: int) -> None:
    """N3 at the end of a round: the seat's line of this round scores."""
    sections = state.line_sections[seat][colour]
    score = line_score(sheet, options, state.line_stations[seat][colour], sections)
    name = sheet.colours[colour]
    river = score.crossings * options.river_points
    state.line_scores[seat][colour] = score.district_points + river
    if score.district_points:
        where = sheet.district_names[score.best_district]
        detail = (
            f"{name}: {score.districts.bit_count()} districts x {score.best} stations "
            f"in {where} = {score.district_points}"
        )
        elements = tuple(sheet.district_ids[d] for d in bits(score.districts))
        award(state, Event(LINE, seat, name, score.district_points, detail, elements))
    if river:
        crossing = tuple(sheet.guide_ids[g] for g in bits(sections) if sheet.river_crossings[g])
        times = "once" if score.crossings == 1 else f"{score.crossings} times"
        detail = f"{name} crosses a river {times}: {river:+d}"
        award(state, Event(RIVER, seat, name, river, detail, crossing))


def lines_at(state: State, seat: int, station: int) -> list[int]:
    """The seat's colours whose line visits the station."""
    return [
        colour
        for colour, stations in enumerate(state.line_stations[seat])
        if stations >> station & 1
    ]


def visited(state: State, seat: int) -> int:
    """The mask of the stations any of the seat's lines visits."""
    mask = 0
    for stations in state.line_stations[seat]:
        mask |= stations
    return mask


def tourist_visits(sheet: Sheet, state: State, seat: int) -> int:
    """A tourist site scores once for every line of the seat that visits it."""
    return sum((stations & sheet.tourist).bit_count() for stations in state.line_stations[seat])


def score_end(sheet: Sheet, options: Options, state: State, seat: int) -> None:
    """N4 for one seat once the last round is scored."""
    visits = tourist_visits(sheet, state, seat)
    points = options.tourist_points(visits)
    if points:
        sites = tuple(sheet.station_ids[s] for s in bits(visited(state, seat) & sheet.tourist))
        detail = f"{visits} tourist-site visits score {points} on the tourist track"
        award(state, Event(TOURIST, seat, None, points, detail, sites))
    interchanges = 0
    for station in bits(visited(state, seat)):
        colours = [sheet.colours[c] for c in lines_at(state, seat, station)]
        colours += [line.name for line in sheet.predrawn if line.stations >> station & 1]
        if len(colours) < 2:
            continue
        interchanges |= 1 << station
        points = options.interchange_value(len(colours))
        if points:
            detail = (
                f"{sheet.names[station]} is an interchange of {len(colours)} lines "
                f"({', '.join(colours)}): {points}"
            )
            station_id = sheet.station_ids[station]
            award(state, Event(INTERCHANGE, seat, None, points, detail, (station_id,)))
    _score_edges(sheet, options, state, seat, interchanges)
    _score_predrawn_miss(sheet, options, state, seat)


def edge_points(options: Options, kind: str, own: int | None) -> int:
    if own is not None:
        return own
    return options.corner_points if kind == "corner" else options.edge_points


def _score_edges(
    sheet: Sheet, options: Options, state: State, seat: int, interchanges: int
) -> None:
    for edge in sheet.edges:
        held = edge.stations & interchanges
        points = edge_points(options, edge.kind, edge.points)
        if held and points:
            station = bits(held)[0]
            detail = f"{edge.kind} region {edge.id} holds an interchange ({sheet.names[station]})"
            award(state, Event(EDGE, seat, None, points, f"{detail}: {points}", (edge.id,)))


def _score_predrawn_miss(sheet: Sheet, options: Options, state: State, seat: int) -> None:
    missed = sheet.predrawn_stations & ~visited(state, seat)
    points = missed.bit_count() * options.predrawn_miss
    if points:
        ids = tuple(sheet.station_ids[s] for s in bits(missed))
        detail = f"none of the lines reaches {len(ids)} pre-drawn stations: {points:+d}"
        award(state, Event(PREDRAWN, seat, None, points, detail, ids))
