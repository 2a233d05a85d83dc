"""Everything that changes during a game, in flat lists a clone can copy quickly.

Lines are indexed by their colour's place in the map's colour list, nodes and
spans by the board's numbering; sets of them are int bitmasks. A clone copies
the lists (and the per-line degree maps); the board, options and events are
immutable and shared.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.families.underground.actions import UndergroundAction
from engine.rules.base import Event

Trip = tuple[int, int]  # the Passenger's (destination node, mask of lines ridden)


@dataclass(slots=True)
class State:
    # the board
    occupancy: list[int]  # span -> mask of lines holding a lane of it
    built: int  # mask of spans holding a token of any line
    full: int  # mask of spans whose every lane is taken (U4)
    landmarks_left: list[int]  # node -> landmark tiles still on it (U10)
    # per line
    nodes: list[int]  # mask of nodes the line touches
    held: list[int]  # mask of spans the line holds
    degree: list[dict[int, int]]  # node -> tokens of the line touching it (U3 ends)
    tokens: list[int]  # Track tokens left in the supply
    plus_seen: list[int]  # `+` stations touched so far (U9)
    clusters_seen: list[int]  # mask of clusters reached (U11)
    enclosed: list[int]  # mask of stations already scored inside the line's loops (U8)
    # per seat
    branch_tiles: list[int]
    scores: list[int]
    breakdown: list[dict[str, int]]
    landmarks_held: list[list[int]]  # seat -> count per landmark type
    turns: list[int]
    # the Passenger and the deck
    deck: list[int]  # card indices, the top card last
    face_up: list[int]  # card indices in the order they were revealed
    passenger: int
    moves: list[str]  # card kinds still to visit this turn ("any" for two-moves)
    choices: list[Trip]  # tied trips the mover must choose from, in default order
    # what the playtest report counts (engine.families.underground.observe)
    visits: list[int]  # node -> the Passenger's arrivals there, staying put included
    passes: list[int]  # node -> his arrivals there and rides or walks through it
    crossed: list[int]  # span -> the times he rode or walked it
    walked: list[int]  # span -> the times he walked it (no token on it then)
    first_built: list[int]  # span -> the round (from 1) of its first token; 0 while empty
    # the turn
    seat: int
    round: int
    actions_left: int
    end_triggered: bool
    over: bool
    events: list[Event]
    history: list[UndergroundAction]

    def copy(self) -> State:
        """A state of its own: every list and map copied, events and actions shared.
        Spelled out, as a clone's cost is a search's: the constructor fails on any
        field left out."""
        return State(
            occupancy=list(self.occupancy),
            built=self.built,
            full=self.full,
            landmarks_left=list(self.landmarks_left),
            nodes=list(self.nodes),
            held=list(self.held),
            degree=[dict(item) for item in self.degree],
            tokens=list(self.tokens),
            plus_seen=list(self.plus_seen),
            clusters_seen=list(self.clusters_seen),
            enclosed=list(self.enclosed),
            branch_tiles=list(self.branch_tiles),
            scores=list(self.scores),
            breakdown=[dict(item) for item in self.breakdown],
            landmarks_held=[list(item) for item in self.landmarks_held],
            turns=list(self.turns),
            deck=list(self.deck),
            face_up=list(self.face_up),
            passenger=self.passenger,
            moves=list(self.moves),
            choices=list(self.choices),
            visits=list(self.visits),
            passes=list(self.passes),
            crossed=list(self.crossed),
            walked=list(self.walked),
            first_built=list(self.first_built),
            seat=self.seat,
            round=self.round,
            actions_left=self.actions_left,
            end_triggered=self.end_triggered,
            over=self.over,
            events=list(self.events),
            history=list(self.history),
        )
