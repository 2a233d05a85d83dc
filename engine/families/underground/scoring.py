"""Points for placing a Track token (U5-U12), checked after every token.

Each rule is keyed per line: a player with several lines can score the same
station once per line. A line never leaves a station, so "the first time a
line touches" is exactly "the node is new to the line".
"""

from __future__ import annotations

from engine.families.underground.loops import enclosed
from engine.families.underground.options import WATER_EVERY_THIRD, Options
from engine.families.underground.state import State
from engine.families.underground.table import Table
from engine.rules.base import Event
from engine.rules.bitmask import bits
from engine.rules.state_view import award

NATIONAL_RAIL_POINTS = 1
TERMINUS_POINTS = 2
CONNECTION_PAIR_POINTS = 3
LANDMARK_SET_POINTS = 10
LANDMARK_END_POINTS = 3  # per tile of the type held most
WATER_POINTS = 3
WATER_ICONS = 3  # icons a line touches per bonus


def score_placement(
    table: Table, state: State, line: int, new_nodes: list[int], closed_loop: bool
) -> None:
    """Award everything the token just placed earns its line, in a fixed order:
    node by node (the span's first end first), then the loop it closed."""
    board = table.board
    before = state.nodes[line]
    for node in new_nodes:
        before &= ~(1 << node)
    for node in new_nodes:
        if board.is_station(node):
            _station(table, state, line, node, before)
        else:
            _water_icon(table, state, line, node, before)
        before |= 1 << node
    if closed_loop and table.options.loops:
        _loop(table, state, line)


def plus_points(options: Options, count: int) -> int:
    """U9: what a line's `count`-th `+` station scores; past the table the last repeats."""
    return options.plus_table[min(count, len(options.plus_table)) - 1]


def water_points(options: Options, count: int) -> int:
    """U12: what a line scores touching its `count`-th water icon."""
    every = options.water_bonus == WATER_EVERY_THIRD
    return WATER_POINTS if count == WATER_ICONS or (every and count % WATER_ICONS == 0) else 0


def _event(table: Table, line: int, rule: str, points: int, detail: str, *elements: str) -> Event:
    colour = table.line_names[line]
    return Event(rule, table.owner[line], colour, points, f"{colour} {detail}", elements)


def _station(table: Table, state: State, line: int, node: int, before: int) -> None:
    board, options = table.board, table.options
    name, station = board.names[node], board.station_ids[node]
    if board.national_rail >> node & 1:
        detail = f"reaches {name} (National Rail)"
        award(state, _event(table, line, "U5", NATIONAL_RAIL_POINTS, detail, station))
    if board.terminus >> node & 1:
        state.branch_tiles[table.owner[line]] += 1
        detail = f"reaches {name} (Terminus): a Branch tile too"
        award(state, _event(table, line, "U6", TERMINUS_POINTS, detail, station))
    for partner in table.partners.get(node, ()) if options.connection_tiles else ():
        if before >> partner & 1:
            pair = f"{board.names[partner]} and {name}"
            detail = f"joins {pair}, the two {table.symbols[node]} stations"
            partner_id = board.station_ids[partner]
            award(
                state,
                _event(table, line, "U7", CONNECTION_PAIR_POINTS, detail, partner_id, station),
            )
    if options.plus and board.plus >> node & 1:
        state.plus_seen[line] += 1
        count = state.plus_seen[line]
        points = plus_points(options, count)
        if points:
            detail = f"reaches {name}, its + station number {count}"
            award(state, _event(table, line, "U9", points, detail, station))
    if options.landmarks and state.landmarks_left[node]:
        _take_landmark(table, state, line, node)
    if options.clusters:
        for cluster in board.node_clusters[node]:
            seen = state.clusters_seen[line]
            if not seen >> cluster & 1:
                state.clusters_seen[line] = seen | 1 << cluster
                points = seen.bit_count()
                if points:
                    region = board.cluster_ids[cluster]
                    detail = f"reaches cluster {region} at {name}, its cluster number {points + 1}"
                    award(state, _event(table, line, "U11", points, detail, region, station))


def _take_landmark(table: Table, state: State, line: int, node: int) -> None:
    """U10: the line's player takes a tile; one of every type is traded at once for +10."""
    seat = table.owner[line]
    state.landmarks_left[node] -= 1
    held = state.landmarks_held[seat]
    held[table.landmark_type[node]] += 1
    if all(held):
        for kind in range(len(held)):
            held[kind] -= 1
        name = table.board.names[node]
        detail = f"completes a set of all {len(held)} landmark types at {name}"
        station = table.board.station_ids[node]
        award(state, _event(table, line, "U10", LANDMARK_SET_POINTS, detail, station))


def _water_icon(table: Table, state: State, line: int, node: int, before: int) -> None:
    """U12: +3 when the line touches its 3rd icon (or each 3rd, with every_third)."""
    count = (before & table.board.icons).bit_count() + 1
    points = water_points(table.options, count)
    if points:
        detail = f"has crossed to its water icon number {count}"
        element = table.board.elements[node]
        award(state, _event(table, line, "U12", points, detail, element))


def _loop(table: Table, state: State, line: int) -> None:
    """U8: +1 per station strictly inside the line's loops, once per line and station."""
    board = table.board
    stations = (1 << len(board.station_ids)) - 1
    candidates = stations & ~state.nodes[line] & ~state.enclosed[line]
    inside = enclosed(board, state.held[line], candidates)
    if inside:
        state.enclosed[line] |= inside
        nodes = bits(inside)
        names = ", ".join(board.names[node] for node in nodes)
        detail = f"closes a loop around {len(nodes)} stations: {names}"
        ids = tuple(board.station_ids[node] for node in nodes)
        award(state, _event(table, line, "U8", len(nodes), detail, *ids))


def landmark_end_bonus(table: Table, state: State) -> None:
    """U10 at the end: 3 x the count of the type a player holds most of (a tie counts once)."""
    for seat, held in enumerate(state.landmarks_held):
        most = max(held, default=0)
        if most:
            kind = table.landmark_names[held.index(most)]
            detail = f"seat {seat} ends with {most} {kind} landmarks, its most of one type"
            award(state, Event("U10", seat, None, LANDMARK_END_POINTS * most, detail))
