"""One Day in London at one step, as the plain pieces of engine/rules/picture.py.

Beside the map: every seat's rack and the tops of the discard piles. On the
map: the shown seat's rack as numbers 1-10 on its stations; once somebody
has won, their journey, leg by leg along the connections where the map draws
them.
"""

from __future__ import annotations

from itertools import pairwise

from engine.families.oneday.game import OneDayGame
from engine.families.oneday.network import Network
from engine.families.oneday.scoring import journey_lines
from engine.families.oneday.state import NONE
from engine.families.oneday.view import HIDDEN
from engine.rules.picture import Leg, Path, Picture, SideList, StationMark


def one_day_picture(game: OneDayGame, seat: int | None, private: bool = False) -> Picture:
    """Raises ValueError for a seat not at the table; None shows the winner, else seat 0.
    `private`: as `seat` sees it while it plays, the other racks' unseen cards hidden
    and the card it holds shown."""
    state, network = game.state, game.network
    if seat is None:
        seat = max(state.winner, 0)
    if not 0 <= seat < game.players:
        raise ValueError(f"seat {seat}: the game has seats 0 to {game.players - 1}")
    names = network.names

    def shown(owner: int, slot: int, card: int) -> str:
        if card == NONE:
            return "-"
        seen = not private or owner == seat or state.public[owner] >> slot & 1
        return names[card] if seen else HIDDEN

    racks = tuple(
        SideList(
            f"Seat {s}'s rack" + (" (won)" if state.winner == s else ""),
            tuple(f"{n + 1}. {shown(s, n, c)}" for n, c in enumerate(rack)),
        )
        for s, rack in enumerate(state.racks)
    )
    holding = private and not state.over and state.seat == seat and state.hand != NONE
    hand = (SideList("In your hand", (names[state.hand],)),) if holding else ()
    tops = SideList(
        "Discard piles",
        (
            *(
                f"pile {p + 1}: {names[pile[-1]] if pile else 'empty'}"
                for p, pile in enumerate(state.deck.discards)
            ),
            f"draw pile: {len(state.deck)} cards",
        ),
    )
    marks = tuple(
        StationMark(network.station_ids[card], "number", str(n + 1), seat=seat)
        for n, card in enumerate(state.racks[seat])
        if card != NONE
    )
    paths = _journey(game) if state.winner != NONE else ()
    return Picture(stations=marks, paths=paths, lists=(*hand, *racks, tops))


def _journey(game: OneDayGame) -> tuple[Path, ...]:
    """The winner's journey, a path per leg where the map draws all its track."""
    network, stops = game.network, game.state.racks[game.state.winner]
    names, ids = network.names, network.station_ids
    paths = []
    for leg, line in enumerate(journey_lines(network, stops)):
        a, b = stops[leg], stops[leg + 1]
        hops = [network.connections.get(frozenset(hop)) for hop in _along(network, line, a, b)]
        if hops and all(hops):
            legs = tuple(Leg(c, line=network.lines[line].id) for c in hops if c)
            text = f"{names[a]} → {names[b]}, by {network.lines[line].name}"
            paths.append(Path(ids[a], ids[b], legs, text))
    return tuple(paths)


def _along(network: Network, line: int, a: int, b: int) -> list[tuple[int, int]]:
    """The consecutive stops of a branch of `line` from a to b."""
    for branch, at in zip(network.lines[line].branches, network.lines[line].positions, strict=True):
        if a in at and b in at:
            low, high = sorted((at[a], at[b]))
            run = branch[low : high + 1]
            if at[a] > at[b]:
                run = run[::-1]
            return list(pairwise(run))
    return []
