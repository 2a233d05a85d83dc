"""How greedy bots judge a card: the points a section adds now, plus a little
look ahead at how many sections could still follow it.

Points now: the change in the line's N3 score (districts x stations, rivers)
and in the N4 sources the section touches (a tourist visit, an interchange,
an edge region's first interchange, a pre-drawn station no longer missed).
Look ahead: every free guide leaving an end of the line counts a fraction of
a point, since a later card may use it; on the round's last card nothing
follows, so it counts nothing. Passing keeps the current ends' guides.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import cast

from engine.families.nextstation import planner
from engine.families.nextstation.actions import Draw
from engine.families.nextstation.game import NextStationGame
from engine.families.nextstation.scoring import (
    edge_points,
    line_score,
    lines_at,
    score_end,
    score_line,
    tourist_visits,
    visited,
)
from engine.families.nextstation.sheet import Sheet
from engine.families.nextstation.state import State
from engine.rules.base import Action, Game, SearchBudget
from engine.rules.bitmask import bits

FREE_GUIDE_VALUE = 0.5


@dataclass(frozen=True)
class _Line:
    """The current line of the seat to move, as the values of its sections start from."""

    seat: int
    colour: int
    stations: int
    sections: int
    ends: int
    points: int  # its N3 score now
    tourist_visits: int
    interchanges: int  # mask of the seat's interchange stations
    lookahead: float  # the value of one free guide at an end


class NextStationEvaluator:
    # Every action worth trying (rarely more than eight) in 64 samples of the cards
    # to come, judged by `judge` to the round's end (a round has 5-10 cards), where the
    # line's N3 score is settled; no playouts, so no horizon (benchmarks/README.md, "Bots").
    strong_budget = SearchBudget(candidates=8, worlds=1, horizon=None)

    def judge(
        self, game: Game, candidates: Sequence[Action], worlds: Sequence[Game]
    ) -> list[float]:
        """The best reply to each next card, then greedy drawing (planner.py)."""
        assert isinstance(game, NextStationGame)
        return planner.judge(game, candidates, cast(Sequence[NextStationGame], worlds))

    def values(self, game: Game, actions: Sequence[Action]) -> list[float]:
        assert isinstance(game, NextStationGame)
        line = _current_line(game)
        return [
            self._section(game, line, action)
            if isinstance(action, Draw)
            else line.lookahead * _free_guides(game.sheet, game.state, line, line.ends)
            for action in actions
        ]

    def standing(self, game: Game, seat: int) -> float:
        """The seat's score if the game ended now: lines score only at the end of
        their round (N3) and interchanges, tourists and edges only at the end (N4),
        so a playout stopped mid-round would otherwise see none of its drawing."""
        assert isinstance(game, NextStationGame)
        state = game.state
        if state.over:
            return float(state.scores[seat])
        ended = state.copy()
        score_line(game.sheet, game.options, ended, seat, game.colour(seat))
        score_end(game.sheet, game.options, ended, seat)
        return float(ended.scores[seat])

    def _section(self, game: NextStationGame, line: _Line, action: Draw) -> float:
        sheet, state, options = game.sheet, game.state, game.options
        start, target = sheet.station_index[action.start], sheet.station_index[action.target]
        guide = sheet.guide_between[(start, target)]
        stations = line.stations | 1 << start | 1 << target
        after = line_score(sheet, options, stations, line.sections | 1 << guide)
        gain = after.district_points + after.crossings * options.river_points - line.points
        new = stations & ~line.stations  # the target, and the departure on a first section
        visits = line.tourist_visits
        gain += options.tourist_points(visits + (new & sheet.tourist).bit_count())
        gain -= options.tourist_points(visits)
        interchanges = line.interchanges
        for station in bits(new):
            points, interchange = _station_gain(game, line.seat, station, interchanges)
            gain += points
            if interchange:
                interchanges |= 1 << station
        ends = _ends_after(sheet, line, start, target)
        free = _free_guides(sheet, state, line, ends, stations, guide)
        return gain + line.lookahead * free


def _station_gain(
    game: NextStationGame, seat: int, station: int, interchanges: int
) -> tuple[int, bool]:
    """What one more line at the station adds at the end (N4): interchange points,
    a pre-drawn station no longer missed, an edge region's first interchange; and
    whether the station becomes an interchange."""
    sheet, options = game.sheet, game.options
    own = len(lines_at(game.state, seat, station))
    lines = own + 1 + sheet.predrawn_lines[station]
    gain = options.interchange_value(lines)
    if own:
        gain -= options.interchange_value(lines - 1)
    elif sheet.predrawn_lines[station]:
        gain -= options.predrawn_miss
    if lines >= 2 and not interchanges >> station & 1:
        for edge in sheet.edges:
            if edge.stations >> station & 1 and not edge.stations & interchanges:
                gain += edge_points(options, edge.kind, edge.points)
    return gain, lines >= 2


def _current_line(game: NextStationGame) -> _Line:
    sheet, state, options = game.sheet, game.state, game.options
    seat = game.current_player
    assert seat is not None
    colour = game.colour(seat)
    stations = state.line_stations[seat][colour]
    sections = state.line_sections[seat][colour]
    now = line_score(sheet, options, stations, sections)
    interchanges = sum(
        1 << s
        for s in bits(visited(state, seat))
        if len(lines_at(state, seat, s)) + sheet.predrawn_lines[s] >= 2
    )
    return _Line(
        seat=seat,
        colour=colour,
        stations=stations,
        sections=sections,
        ends=state.ends[seat] if sections else 1 << sheet.departures[colour],
        points=now.district_points + now.crossings * options.river_points,
        tourist_visits=tourist_visits(sheet, state, seat),
        interchanges=interchanges,
        lookahead=0.0 if game.last_card_of_round else FREE_GUIDE_VALUE,
    )


def _ends_after(sheet: Sheet, line: _Line, start: int, target: int) -> int:
    degree = (line.sections & sheet.incident[start]).bit_count()
    ends = line.ends | 1 << target
    return ends & ~(1 << start) if degree == 1 else ends


def _free_guides(
    sheet: Sheet,
    state: State,
    line: _Line,
    ends: int,
    stations: int | None = None,
    guide: int | None = None,
) -> int:
    """Guides from the ends to stations new to the line that a section may still follow,
    after drawing `guide` (None: as things stand)."""
    stations = line.stations if stations is None else stations
    closed = state.drawn[line.seat] | state.blocked[line.seat]
    if guide is not None:
        closed |= 1 << guide | sheet.crosses[guide]
    return sum(
        1
        for end in bits(ends)
        for other, next_guide in sheet.adjacency[end]
        if not (stations >> other & 1 or closed >> next_guide & 1)
    )
