"""The seat's line of the round as the strong bot's planner grows it: where it may go
(N2) and what it adds to the score (N3, N4), kept up to date section by section.

A line carries its score's parts (stations per district packed into one integer,
the districts passed, river crossings, what its stations add at the end) so a
section's value costs a few integer operations, not a walk over the line: the
planner judges hundreds of thousands of sections per game.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import NamedTuple

from engine.families.nextstation.game import NextStationGame
from engine.families.nextstation.options import PATH
from engine.families.nextstation.scoring import edge_points, tourist_visits
from engine.families.nextstation.state import State
from engine.rules.bitmask import bits

COUNT_BITS = 6  # stations of the line in one district, packed per district
COUNT_MASK = (1 << COUNT_BITS) - 1


@dataclass(slots=True)
class Line:
    """The line of the round, the sheet's guides its sections close, and its score."""

    stations: int
    sections: int
    ends: int
    drawn: int
    blocked: int
    doubled: int
    double_rail_left: int
    counts: int  # per district, the line's stations there (COUNT_BITS each)
    best: int  # most stations of the line in one district
    districts: int  # mask of the districts the line passes through (N3)
    crossings: int  # river crossings (N3)
    extra: int  # N4: what the line's stations add at the end, tourists aside
    edges: int  # mask of the edge regions the line gives their first interchange
    lost: float  # what the guides it closed (drew or crossed) were worth to later lines
    value: float  # what the line adds to the seat's score if its round ended now


class Way(NamedTuple):
    """A guide a card lets a section take from a station, with what the section adds
    (greedy's step reads them all at once: it judges every section it may draw)."""

    target: int
    guide: int
    bit: int  # the guide's
    extra: int  # N4: what the line's visit adds at the target
    shift: int  # where the target's district count sits in `Line.counts`, -1: no district
    districts: int  # the target's district, and with PATH those the track passes through
    edges: int  # the regions the target gives their first interchange
    tourist: int  # 1 at a tourist site
    crossings: int  # rivers the track crosses
    closing: int  # the guides the section closes that later lines want
    worth_left: dict[int, float]  # their worth, per those of them already closed


class LineRules:
    """N2-N4 for one seat's line of the round, from one position of the game."""

    def __init__(self, game: NextStationGame, seat: int) -> None:
        sheet, state, options = game.sheet, game.state, game.options
        self.sheet = sheet
        self.deck = game.deck
        self.seat = seat
        self.colour = colour = game.colour(seat)
        self.departure = sheet.departures[colour]
        self.path = options.district_count == PATH
        self.river_points = options.river_points
        others = [0] * len(sheet.station_ids)  # per station, the seat's other lines there
        for other, stations in enumerate(state.line_stations[seat]):
            if other != colour:
                for station in bits(stations):
                    others[station] += 1
        own = state.line_stations[seat][colour]
        before = tourist_visits(sheet, state, seat) - (own & sheet.tourist).bit_count()
        track = options.tourist_track
        # N4: the tourist track's points for the line's visits, 0, 1, 2, ...
        self.tourist_points = [
            track[min(before + visits, len(track) - 1)] for visits in range(len(sheet.names) + 1)
        ]
        self.station_value = []  # N4: what the line's visit adds at each station
        held = lone = 0  # stations that are interchanges without the line; on one line
        for station, count in enumerate(others):
            lines = count + sheet.predrawn_lines[station]
            gain = options.interchange_value(lines + 1) - options.interchange_value(lines)
            if not count and sheet.predrawn_lines[station]:
                gain -= options.predrawn_miss
            self.station_value.append(gain)
            held |= (lines >= 2) << station
            lone |= (lines == 1) << station
        # N4: per edge region without an interchange yet, the stations that would make
        # its first one on this line, and what the region then scores
        self.first_interchange = [
            (edge.stations & lone, edge_points(options, edge.kind, edge.points))
            for edge in sheet.edges
            if edge.stations & lone and not edge.stations & held
        ]
        # per station, the mask of those regions it would give their first interchange
        self.station_edges = [
            sum(
                1 << index
                for index, (first, _) in enumerate(self.first_interchange)
                if first >> s & 1
            )
            for s in range(len(sheet.station_ids))
        ]
        # per station, where its district's count sits in `Line.counts` (-1: no district),
        # and its district's bit
        self.shift_of = [d * COUNT_BITS if d >= 0 else -1 for d in sheet.district_of]
        self.district_bit = [1 << d if d >= 0 else 0 for d in sheet.district_of]
        # per guide, the guides a section along it closes (itself, those it crosses) that
        # a later line may want: (guide's bit, its worth)
        self.worth = worth = later_worth(game, seat)
        self.closing = [
            tuple(
                (1 << other, worth[other])
                for other in bits(1 << guide | sheet.crosses[guide])
                if worth[other]
            )
            for guide in range(len(sheet.guide_ids))
        ]
        # per guide, those guides' bits, and the worth of those still open, by those closed
        self.closing_mask = [sum(bit for bit, _ in closing) for closing in self.closing]
        self._worth_left: list[dict[int, float]] = [{} for _ in self.closing]
        self._edge_memo: dict[int, int] = {}  # what a mask of regions scores (N4)
        # per card of the deck (None until asked), per station: the ways leaving it
        # towards a station the card's face matches
        self._reach: list[list[tuple[Way, ...]] | None] = [None] * len(self.deck)

    def line(self, state: State) -> Line:
        """The seat's line of the round as it stands."""
        seat = self.seat
        sections = state.line_sections[seat][self.colour]
        line = Line(
            stations=0,
            sections=sections,
            ends=state.ends[seat],
            drawn=state.drawn[seat],
            blocked=state.blocked[seat],
            doubled=state.doubled[seat],
            double_rail_left=state.double_rail_left[seat],
            counts=0,
            best=0,
            districts=0,
            crossings=0,
            extra=0,
            edges=0,
            lost=0.0,
            value=0.0,
        )
        self._add_stations(line, bits(state.line_stations[seat][self.colour]))
        for guide in bits(sections):
            self._add_guide(line, guide)
        # what the line's sections closed since the round began: the same for a drawing
        # however many of its sections were drawn before this decision
        before = line.drawn & ~sections | line.doubled & sections
        for guide in bits(before):
            before |= self.sheet.crosses[guide]
        closed = (line.drawn | line.blocked) & ~before
        line.lost = sum(self.worth[guide] for guide in bits(closed))
        line.value = self._value(line)
        return line

    def sections(self, line: Line, code: int) -> list[tuple[int, int, int]]:
        """(start, target, guide) of every section the card allows (`code`: its index in
        the deck shifted left, or 1 after a Switch), as drawing.legal_sections finds them."""
        starts, reach, closed = self._openings(line, code)
        stations = line.stations
        return [
            (start, way.target, way.guide)
            for start in bits(starts)
            for way in reach[start]
            if not (stations >> way.target & 1 or closed & way.bit)
        ]

    def greedy_step(self, line: Line, code: int) -> Line:
        """The line after the section the card allows that adds most now (the first found
        of equals), or the line itself when none adds: greedy drawing, the planner's inner
        loop, so each section's value is worked out here in a few integer operations."""
        starts, reach, closed = self._openings(line, code)
        stations, counts, crossings, lost = line.stations, line.counts, line.crossings, line.lost
        tourist, tourist_points, river_points = (
            self.sheet.tourist,
            self.tourist_points,
            self.river_points,
        )
        lines_closed = line.drawn | line.blocked
        value, choice = line.value, None
        own = (stations, line.best, line.districts, line.extra, line.edges)
        for start in bits(starts):
            with_start, best_before, districts_before, extra_before, edges_before = (
                own if stations >> start & 1 else self._first_start(line, start)
            )
            tourists = (with_start & tourist).bit_count()
            for way in reach[start]:
                (
                    target,
                    guide,
                    bit,
                    extra,
                    shift,
                    districts,
                    edges,
                    at_site,
                    rivers,
                    closing,
                    worth_left,
                ) = way
                if stations >> target & 1 or closed & bit:
                    continue
                best = best_before
                if shift >= 0:
                    count = (counts >> shift & COUNT_MASK) + 1
                    if count > best:
                        best = count
                total = (districts_before | districts).bit_count() * best
                total += (crossings + rivers) * river_points
                total += extra_before + extra + tourist_points[tourists + at_site]
                edges |= edges_before
                if edges:
                    total += self._edge_points(edges)
                worth = worth_left.get(closing & lines_closed)
                if worth is None:
                    worth = self._lost(line, guide)
                after = total - (lost + worth)
                if after > value:
                    value, choice = after, (start, target, guide)
        return line if choice is None else self.drawn(line, *choice)

    def _first_start(self, line: Line, start: int) -> tuple[int, int, int, int, int]:
        """The line's stations, most stations in a district, districts, N4 extra and
        regions with its first section's start added (see greedy_step: the target then
        counts from the line's counts before the start, as the start does)."""
        best, shift = line.best, self.shift_of[start]
        if shift >= 0:
            best = max(best, (line.counts >> shift & COUNT_MASK) + 1)
        return (
            line.stations | 1 << start,
            best,
            line.districts | self.district_bit[start],
            line.extra + self.station_value[start],
            line.edges | self.station_edges[start],
        )

    def _openings(self, line: Line, code: int) -> tuple[int, list[tuple[Way, ...]], int]:
        """Where the card lets a section start, its ways from each station, and the
        guides closed to it."""
        card = self.deck[code >> 1]
        if not line.sections:
            starts = 1 << self.departure
        else:
            starts = line.stations if code & 1 else line.ends
        if card.double_rail and line.double_rail_left > 0:
            closed = line.blocked | line.drawn & ~line.doubled
        else:
            closed = line.blocked | line.drawn
        reach = self._reach[code >> 1]
        return starts, reach if reach is not None else self._reach_of(code >> 1), closed

    def drawn(self, line: Line, start: int, target: int, guide: int) -> Line:
        """The line after a section, as drawing.draw changes the game's state."""
        sheet = self.sheet
        bit = 1 << guide
        doubled, left = line.doubled, line.double_rail_left
        if line.drawn & bit:
            doubled |= bit
            left -= 1
        ends = line.ends
        degree = (line.sections & sheet.incident[start]).bit_count()
        if degree == 0:
            ends |= 1 << start
        elif degree == 1:
            ends &= ~(1 << start)
        after = Line(
            stations=line.stations,
            sections=line.sections | bit,
            ends=ends | 1 << target,
            drawn=line.drawn | bit,
            blocked=line.blocked | sheet.crosses[guide],
            doubled=doubled,
            double_rail_left=left,
            counts=line.counts,
            best=line.best,
            districts=line.districts,
            crossings=line.crossings,
            extra=line.extra,
            edges=line.edges,
            lost=line.lost + self._lost(line, guide),
            value=0.0,
        )
        self._add_stations(after, (start, target))
        self._add_guide(after, guide)
        after.value = self._value(after)
        return after

    def _add_stations(self, line: Line, stations: Iterable[int]) -> None:
        shift_of, values = self.shift_of, self.station_value
        for station in stations:
            if line.stations >> station & 1:
                continue
            line.stations |= 1 << station
            line.extra += values[station]
            shift = shift_of[station]
            if shift >= 0:
                line.counts += 1 << shift
                line.best = max(line.best, line.counts >> shift & COUNT_MASK)
                line.districts |= self.district_bit[station]
            line.edges |= self.station_edges[station]

    def _add_guide(self, line: Line, guide: int) -> None:
        line.crossings += self.sheet.river_crossings[guide]
        if self.path:
            line.districts |= self.sheet.guide_districts[guide]

    def _lost(self, line: Line, guide: int) -> float:
        """What the guides a section along `guide` closes, still open, were worth."""
        closed = line.drawn | line.blocked
        known = self._worth_left[guide]
        key = closed & self.closing_mask[guide]
        worth = known.get(key)
        if worth is None:
            worth = known[key] = sum(w for bit, w in self.closing[guide] if not closed & bit)
        return worth

    def _value(self, line: Line) -> float:
        """N3 districts x stations and rivers, N4 what the stations add, tourists, edges;
        less what the guides the line closed were worth to later lines."""
        value = line.districts.bit_count() * line.best + line.crossings * self.river_points
        value += line.extra + self.tourist_points[(line.stations & self.sheet.tourist).bit_count()]
        if line.edges:
            value += self._edge_points(line.edges)
        return value - line.lost

    def _edge_points(self, edges: int) -> int:
        """What the regions in `edges` score for their first interchange."""
        points = self._edge_memo.get(edges)
        if points is None:
            points = self._edge_memo[edges] = sum(
                own for index, (_, own) in enumerate(self.first_interchange) if edges >> index & 1
            )
        return points

    def _reach_of(self, index: int) -> list[tuple[Way, ...]]:
        """The card's ways, the same for every card of one face (a symbol, or a Joker)."""
        sheet, symbol = self.sheet, self.deck[index].symbol
        same = (self.deck.index(card) for card in self.deck if card.symbol == symbol)
        reach = next((self._reach[other] for other in same if self._reach[other]), None)
        if reach is None:
            reach = [
                tuple(self._way(t, guide) for t, guide in pairs if sheet.matches(t, symbol))
                for pairs in sheet.adjacency
            ]
        self._reach[index] = reach
        return reach

    def _way(self, target: int, guide: int) -> Way:
        sheet = self.sheet
        districts = self.district_bit[target]
        if self.path:
            districts |= sheet.guide_districts[guide]
        return Way(
            target=target,
            guide=guide,
            bit=1 << guide,
            extra=self.station_value[target],
            shift=self.shift_of[target],
            districts=districts,
            edges=self.station_edges[target],
            tourist=sheet.tourist >> target & 1,
            crossings=sheet.river_crossings[guide],
            closing=self.closing_mask[guide],
            worth_left=self._worth_left[guide],
        )


# What a guide is worth to a later line, by its distance in guides from that line's
# departure station: a section that draws or crosses it closes it for the rest of the
# game, and the later lines start there (benchmarks/README.md, "Bots").
FALLOFF = (1.0, 0.5, 0.25, 0.1)


def later_worth(game: NextStationGame, seat: int) -> list[float]:
    """Per guide, its worth to the seat's lines of the later rounds (all 0 in the last)."""
    sheet, state = game.sheet, game.state
    colours = len(sheet.colours)
    worth = [0.0] * len(sheet.guide_ids)
    for later in range(state.round + 1, colours):
        departure = sheet.departures[(seat + later) % colours]
        hops = {departure: 0}
        frontier = [departure]
        for depth in range(1, len(FALLOFF)):
            frontier = [
                other
                for station in frontier
                for other, _ in sheet.adjacency[station]
                if hops.setdefault(other, depth) == depth
            ]
        for guide, (a, b) in enumerate(zip(sheet.guide_a, sheet.guide_b, strict=True)):
            near = min(hops.get(a, len(FALLOFF)), hops.get(b, len(FALLOFF)))
            if near < len(FALLOFF):
                worth[guide] += FALLOFF[near]
    return worth
