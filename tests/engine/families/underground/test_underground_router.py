"""U13 route costs: (empty spaces walked, distinct lines ridden), fewest first, checked
against worked cases and against brute force over every simple path."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.families.underground.board import Board, build_board
from engine.families.underground.passenger import cheapest_rides
from engine.map.model import Connection, MapPack, Station
from engine.rules.bitmask import bits

RED, BLUE, GREEN = 1, 2, 4


def board_of(stations: int, links: list[tuple[int, int, int, int]]) -> Board:
    """Stations s0..s{n-1} on a circle; links (a, b, lanes, water icons)."""
    pack = MapPack(
        id="router",
        name="Router",
        ruleset="underground",
        stations=tuple(
            Station(f"s{i}", f"S{i}", (100.0 * i, 10.0 * (i % 2))) for i in range(stations)
        ),
        connections=tuple(
            Connection(f"c{k}", f"s{a}", f"s{b}", lanes=lanes, water=water)
            for k, (a, b, lanes, water) in enumerate(links)
        ),
    )
    return build_board(pack, water=True)


def rides(board: Board, occupancy: dict[str, int], start: int, targets: list[int]):
    spans = [0] * board.span_count
    for label, lines in occupancy.items():
        spans[next(s for s in range(board.span_count) if board.span_label(s) == label)] = lines
    mask = sum(1 << t for t in targets)
    return sorted(cheapest_rides(board.adjacency, spans, start, mask))


# s0 - s1 - s3 (c0, c1)   s0 - s2 - s3 (c2, c3)   s0 - s3 (c4)   s0 - s4 - s5 - s3 (c5, c6, c7)
DIAMOND = [
    (0, 1, 1, 0),
    (1, 3, 1, 0),
    (0, 2, 1, 0),
    (2, 3, 1, 0),
    (0, 3, 1, 0),
    (0, 4, 1, 0),
    (4, 5, 1, 0),
    (5, 3, 1, 0),
]


def test_u13_fewest_empty_spaces_come_before_fewest_lines() -> None:
    board = board_of(6, DIAMOND)
    assert rides(board, {}, 0, [3]) == [(3, 0)]  # one empty space, straight there
    built = {"c0": RED, "c1": BLUE}
    assert rides(board, built, 0, [3]) == [(3, RED | BLUE)]  # no walking beats no lines


def test_u13_fewer_lines_win_and_tokens_ridden_do_not_count() -> None:
    board = board_of(6, DIAMOND)
    built = {"c0": RED, "c1": BLUE, "c5": GREEN, "c6": GREEN, "c7": GREEN}
    assert rides(board, built, 0, [3]) == [(3, GREEN)]
    built["c2"] = built["c3"] = RED
    assert rides(board, built, 0, [3]) == [(3, RED), (3, GREEN)]  # a tie for the mover


def test_u13_riding_a_line_many_times_counts_it_once() -> None:
    board = board_of(6, DIAMOND)
    built = {"c0": RED, "c1": RED, "c4": BLUE}
    assert rides(board, built, 0, [3]) == [(3, RED), (3, BLUE)]


def test_u13_a_full_connection_can_only_be_ridden() -> None:
    board = board_of(2, [(0, 1, 1, 0)])
    assert rides(board, {"c0": RED}, 0, [1]) == [(1, RED)]
    two_lanes = board_of(2, [(0, 1, 2, 0)])
    assert rides(two_lanes, {"c0": RED}, 0, [1]) == [(1, RED)]  # riding beats walking the free lane


def test_u13_water_icons_are_passed_through_like_stations() -> None:
    board = board_of(2, [(0, 1, 1, 2)])
    assert rides(board, {}, 0, [1]) == [(1, 0)]
    assert rides(board, {"c0/1": RED, "c0/2": RED, "c0/3": RED}, 0, [1]) == [(1, RED)]


def test_u13_a_destination_at_the_passengers_station_costs_nothing() -> None:
    board = board_of(6, DIAMOND)
    assert rides(board, {"c4": RED}, 3, [3, 0]) == [(3, 0)]


def test_u13_equally_cheap_destinations_are_all_offered() -> None:
    board = board_of(4, [(0, 1, 1, 0), (1, 2, 1, 0), (2, 3, 1, 0)])
    assert rides(board, {"c0": RED, "c1": RED}, 0, [1, 2, 3]) == [(1, RED), (2, RED)]


def test_u13_an_unreachable_destination_gives_no_ride() -> None:
    board = board_of(3, [(0, 1, 1, 0)])
    assert rides(board, {}, 0, [2]) == []


# -- brute force ----------------------------------------------------------------------


def brute_force(
    board: Board, occupancy: list[int], start: int, targets: int
) -> set[tuple[int, int]]:
    """Every simple path, every choice of walking or riding on each span."""
    found: dict[tuple[int, int], set[int]] = {}

    def walk(node: int, seen: int, walked: int, lines: int) -> None:
        if targets >> node & 1:
            found.setdefault((walked, lines.bit_count()), set()).add((node, lines))
        for there, span in board.adjacency[node]:
            if seen >> there & 1:
                continue
            occupied = occupancy[span]
            if occupied.bit_count() < board.lanes[span]:
                walk(there, seen | 1 << there, walked + 1, lines)
            for line in bits(occupied):
                walk(there, seen | 1 << there, walked, lines | 1 << line)

    walk(start, 1 << start, 0, 0)
    if not found:
        return set()
    return found[min(found)]


@st.composite
def scenarios(draw):
    stations = draw(st.integers(2, 6))
    pairs = [(a, b) for a in range(stations) for b in range(a + 1, stations)]
    chosen = draw(st.lists(st.sampled_from(pairs), min_size=1, max_size=8, unique=True))
    links = [
        (a, b, draw(st.integers(1, 3)), draw(st.sampled_from([0, 0, 0, 1, 2]))) for a, b in chosen
    ]
    board = board_of(stations, links)
    occupancy = []
    for span in range(board.span_count):
        lines = draw(st.lists(st.integers(0, 3), max_size=board.lanes[span], unique=True))
        occupancy.append(sum(1 << line for line in lines))
    start = draw(st.integers(0, stations - 1))
    targets = draw(st.lists(st.integers(0, stations - 1), min_size=1, unique=True))
    return board, occupancy, start, sum(1 << t for t in targets)


@settings(max_examples=300, deadline=None)
@given(scenarios())
def test_u13_the_router_agrees_with_brute_force(scenario) -> None:
    board, occupancy, start, targets = scenario
    fast = cheapest_rides(board.adjacency, occupancy, start, targets)
    assert len(fast) == len(set(fast))
    assert set(fast) == brute_force(board, occupancy, start, targets)
