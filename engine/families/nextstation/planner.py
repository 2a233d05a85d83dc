"""How the strong bot judges a section: by the best reply to each next card, then
greedy drawing to the round's end, in sampled orders of the cards to come.

Greedy playouts judged a section by what greedy drawing made of it, and the
reply to the next card was greedy's too. Here the sampled worlds are grouped
by the card that comes next, and for each group the reply (a section or a
pass) that does best over the group's worlds is taken: the choice a player
makes seeing that card but not the ones after it, so the search never profits
from knowing the order. Each reply is then drawn on greedily to the round's
end and judged by what the line adds to the seat's score then (N3 districts x
stations and rivers; N4 tourists, interchanges, edge regions and pre-drawn
stations it reaches). Everything works on the sheet's bitmasks, about four
times as fast as greedy playouts on clones of the game, so many samples are
affordable (benchmarks/README.md, "Bots").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.families.nextstation.actions import Draw
from engine.families.nextstation.cards import StationCard
from engine.families.nextstation.game import SWITCH_IGNORED, NextStationGame
from engine.families.nextstation.options import PATH
from engine.families.nextstation.scoring import edge_points, tourist_visits
from engine.families.nextstation.state import State
from engine.rules.base import Action
from engine.rules.bitmask import bits

# a card the seats will decide on, and whether a Switch just before it lets a section
# leave any station of the line (N1)
Card = tuple[StationCard, bool]


@dataclass(slots=True)
class Line:
    """The seat's line of the round and what else of its sheet the line's sections change."""

    stations: int
    sections: int
    ends: int
    drawn: int
    blocked: int
    doubled: int
    double_rail_left: int


def judge(
    game: NextStationGame, candidates: Sequence[Action], worlds: Sequence[NextStationGame]
) -> list[float]:
    """Per candidate of the seat to move, its total over the worlds (see the module)."""
    seat = game.current_player
    assert seat is not None
    planner = RoundPlanner(game, seat)
    root = planner.line(game.state)
    orders = [[] if world.last_card_of_round else cards_to_come(world) for world in worlds]
    return [planner.reply(planner.after(root, action), orders) for action in candidates]


class RoundPlanner:
    """What the seat's line of this round is worth, and where it may grow (N2)."""

    def __init__(self, game: NextStationGame, seat: int) -> None:
        sheet, state, options = game.sheet, game.state, game.options
        self.sheet = sheet
        self.seat = seat
        self.colour = colour = game.colour(seat)
        self.departure = sheet.departures[colour]
        self.path = options.district_count == PATH
        self.river_points = options.river_points
        self.tourist_track = options.tourist_track
        others = [0] * len(sheet.station_ids)  # per station, the seat's other lines there
        for other, stations in enumerate(state.line_stations[seat]):
            if other != colour:
                for station in bits(stations):
                    others[station] += 1
        own = state.line_stations[seat][colour]
        self.tourist_before = tourist_visits(sheet, state, seat) - (own & sheet.tourist).bit_count()
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

    def line(self, state: State) -> Line:
        seat = self.seat
        return Line(
            stations=state.line_stations[seat][self.colour],
            sections=state.line_sections[seat][self.colour],
            ends=state.ends[seat],
            drawn=state.drawn[seat],
            blocked=state.blocked[seat],
            doubled=state.doubled[seat],
            double_rail_left=state.double_rail_left[seat],
        )

    def reply(self, line: Line, orders: Sequence[Sequence[Card]]) -> float:
        """The line's total over these card orders when the next card is answered by the
        reply best over the orders that share it, and greedy drawing follows."""
        total = 0.0
        # grouped by the whole card: its kind tells the seat whether the round may end on it
        following: dict[Card, list[Sequence[Card]]] = {}
        for cards in orders:
            if cards:
                following.setdefault(cards[0], []).append(cards)
            else:
                total += self.value(line)
        for group in following.values():
            card, switch = group[0][0]
            replies = [line, *(self.drawn(line, *s) for s in self.sections(line, card, switch))]
            total += max(sum(self.greedy(reply, cards[1:]) for cards in group) for reply in replies)
        return total

    def greedy(self, line: Line, cards: Sequence[Card]) -> float:
        """The line's value at the round's end when each card adds the section worth most now."""
        value = self.value(line)
        for card, switch in cards:
            best = line
            for start, target, guide in self.sections(line, card, switch):
                after = self.drawn(line, start, target, guide)
                after_value = self.value(after)
                if after_value > value:
                    best, value = after, after_value
            line = best
        return value

    def value(self, line: Line) -> float:
        """What the line adds to the seat's score if its round ended now."""
        sheet = self.sheet
        counts: dict[int, int] = {}
        districts = 0
        extra = 0
        for station in bits(line.stations):
            extra += self.station_value[station]
            district = sheet.district_of[station]
            if district >= 0:
                counts[district] = counts.get(district, 0) + 1
                districts |= 1 << district
        crossings = 0
        for guide in bits(line.sections):
            crossings += sheet.river_crossings[guide]
            if self.path:
                districts |= sheet.guide_districts[guide]
        visits = self.tourist_before + (line.stations & sheet.tourist).bit_count()
        extra += self.tourist_track[min(visits, len(self.tourist_track) - 1)]
        for stations, points in self.first_interchange:
            if line.stations & stations:
                extra += points
        best = max(counts.values(), default=0)
        return districts.bit_count() * best + crossings * self.river_points + extra

    def sections(self, line: Line, card: StationCard, switch: bool) -> list[tuple[int, int, int]]:
        """(start, target, guide) of every section the card allows (N2), as
        drawing.legal_sections finds them on the game's state."""
        sheet = self.sheet
        if not line.sections:
            starts = 1 << self.departure
        else:
            starts = line.stations if switch else line.ends
        doubling = card.double_rail and line.double_rail_left > 0
        found = []
        for start in bits(starts):
            for target, guide in sheet.adjacency[start]:
                bit = 1 << guide
                if (
                    line.stations >> target & 1
                    or line.blocked & bit
                    or not sheet.matches(target, card.symbol)
                    or (line.drawn & bit and not (doubling and not line.doubled & bit))
                ):
                    continue
                found.append((start, target, guide))
        return found

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
        return Line(
            stations=line.stations | 1 << start | 1 << target,
            sections=line.sections | bit,
            ends=ends | 1 << target,
            drawn=line.drawn | bit,
            blocked=line.blocked | sheet.crosses[guide],
            doubled=doubled,
            double_rail_left=left,
        )

    def after(self, line: Line, action: Action) -> Line:
        """The line after the seat's action on the card in play."""
        if not isinstance(action, Draw):
            return line
        sheet = self.sheet
        start, target = sheet.station_index[action.start], sheet.station_index[action.target]
        return self.drawn(line, start, target, sheet.guide_between[(start, target)])


def cards_to_come(game: NextStationGame) -> list[Card]:
    """The cards the seats will decide on after the one in play, to the round's end,
    in this world's order (N1: a Switch flips the next card at once)."""
    state, deck = game.state, game.deck
    order = game.flip_orders[state.round]
    total = sum(card.ends_round for card in deck)
    flipped, underground = state.flipped, state.underground_flipped
    cards = []
    while underground < total:
        switch = False
        while True:
            card = deck[order[flipped]]
            flipped += 1
            underground += card.ends_round
            if not card.switch:
                break
            switch = flipped > SWITCH_IGNORED
        cards.append((card, switch))
    return cards
