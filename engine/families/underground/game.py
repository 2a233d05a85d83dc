"""An On the Underground game as a state machine: actions (U1), the Passenger
(U13), the refill and the end (U14), the winner (U15).

A turn is the seat's actions, then the Passenger's moves, then the refill.
When the Passenger's cheapest routes tie, the game pauses with the mover as
current player and the tied rides as the legal actions, listed in the default
order (see `_trips`), so a driver with no opinion takes the first one.
"""

from __future__ import annotations

import random

from engine.families.underground.actions import (
    PlaceTrack,
    Ride,
    TakeBranch,
    UndergroundAction,
    parse_action,
)
from engine.families.underground.board import Board, build_board
from engine.families.underground.lines import CrossingCheck, free_lane, lay, touch_cost
from engine.families.underground.openings import Openings
from engine.families.underground.options import TWO_MOVES, Options
from engine.families.underground.passenger import route_spans
from engine.families.underground.scoring import landmark_end_bonus, score_placement
from engine.families.underground.setup import Setup
from engine.families.underground.state import State, Trip
from engine.families.underground.table import Table, build_table
from engine.families.underground.walks import WalkMemo
from engine.map.model import MapPack
from engine.rules.base import Action, Event, IllegalActionError
from engine.rules.bitmask import bits
from engine.rules.state_view import StateView, award

ACTIONS_PER_TURN = 4  # U1
FACE_UP = 4  # U13: destinations face up after each refill
ANY_KIND = "any"
TAKE_BRANCH = TakeBranch()


def first_round_actions(seat: int, players: int) -> int:
    """U1: the start player has 3 actions, the last player 5, the rest 4."""
    if seat == 0:
        return ACTIONS_PER_TURN - 1
    if seat == players - 1:
        return ACTIONS_PER_TURN + 1
    return ACTIONS_PER_TURN


def start_game(
    pack: MapPack, options: Options, setup: Setup, board: Board | None = None
) -> UndergroundGame:
    """The game at its first action, from a deal (or a scenario a test stages)."""
    board = board or build_board(pack, options.water)
    table = build_table(pack, board, options, setup)
    lines, seats = len(table.line_names), setup.players
    landmarks_left = [0] * board.node_count
    for node, tiles in table.landmark_tiles.items():
        landmarks_left[node] = tiles
    state = State(
        occupancy=[0] * board.span_count,
        built=0,
        full=0,
        landmarks_left=landmarks_left,
        nodes=[0] * lines,
        held=[0] * lines,
        degree=[{} for _ in range(lines)],
        tokens=list(table.supply),
        plus_seen=[0] * lines,
        clusters_seen=[0] * lines,
        enclosed=[0] * lines,
        branch_tiles=[0] * seats,
        scores=[0] * seats,
        breakdown=[{} for _ in range(seats)],
        landmarks_held=[[0] * len(table.landmark_names) for _ in range(seats)],
        turns=[0] * seats,
        deck=list(reversed(range(len(table.cards)))),
        face_up=[],
        passenger=board.station_index[setup.passenger] if setup.passenger else board.start,
        moves=[],
        choices=[],
        visits=[0] * board.node_count,
        passes=[0] * board.node_count,
        crossed=[0] * board.span_count,
        walked=[0] * board.span_count,
        first_built=[0] * board.span_count,
        seat=0,
        round=0,
        actions_left=first_round_actions(0, seats),
        end_triggered=False,
        over=False,
        events=[],
        history=[],
    )
    game = UndergroundGame(table, state, Openings(table))
    game._reveal()
    return game


class UndergroundGame(StateView[UndergroundAction, State]):
    def __init__(
        self,
        table: Table,
        state: State,
        openings: Openings,
        counting: bool = True,
        walks: WalkMemo | None = None,
    ) -> None:
        self._table = table
        self._state = state
        # the actions open to each line, by its track: shared by clones, as the walks below
        self._openings = openings
        # whether the Passenger's passes are counted for the report (`_count_passes`)
        self._counting = counting
        # the router's walking distances, shared by clones: a bot's playouts ask again and again
        self._walks = walks or WalkMemo(table.board)

    # -- what the Game protocol reads ------------------------------------------------

    @property
    def players(self) -> int:
        return self._table.players

    @property
    def current_player(self) -> int | None:
        return None if self._state.over else self._state.seat

    @property
    def table(self) -> Table:
        return self._table

    @property
    def walks(self) -> WalkMemo:
        """The walking-distance tables this game and its clones share."""
        return self._walks

    @property
    def step(self) -> int:
        """One step per seat's turn, the Passenger's ride included."""
        return sum(self._state.turns)

    def clone(self) -> UndergroundGame:
        return UndergroundGame(
            self._table, self._state.copy(), self._openings, self._counting, self._walks
        )

    def resample_hidden(self, rng: random.Random, seat: int) -> None:
        """A redealt deck is a world a bot imagines: no report reads it, so the
        Passenger's passes are no longer counted there (a tenth of a search's time)."""
        rng.shuffle(self._state.deck)
        self._counting = False

    def parse_action(self, text: str) -> UndergroundAction:
        return parse_action(text)

    def winners(self) -> tuple[int, ...]:
        """U15: most points, then most Branch tiles; still tied, they share."""
        state = self._state
        ranks = [(score, state.branch_tiles[seat]) for seat, score in enumerate(state.scores)]
        best = max(ranks)
        return tuple(seat for seat, rank in enumerate(ranks) if rank == best)

    # -- what the current player may do ----------------------------------------------

    def legal_actions(self) -> list[UndergroundAction]:
        state, table = self._state, self._table
        if state.over:
            return []
        if state.choices:
            return [self._ride_action(trip) for trip in state.choices]
        board = table.board
        lines = table.seat_lines[state.seat]
        check = CrossingCheck(board, state, lines, state.actions_left - 1)
        actions: list[UndergroundAction] = [TAKE_BRANCH] if check.allows_other_action() else []
        tiles = state.branch_tiles[state.seat]
        # With no crossing owed, only a token on water can break U12: ask only about those.
        ask = board.water_spans if not check.total else -1
        for line in lines:
            if not state.tokens[line]:
                continue
            spans, placements = self._openings.placements(state, line, tiles)
            if not ask:
                actions.extend(placements)
                continue
            for span, action in zip(spans, placements, strict=True):
                if not ask >> span & 1 or check.allows(line, span):
                    actions.append(action)
        return actions

    def _ride_action(self, trip: Trip) -> Ride:
        node, lines = trip
        names = frozenset(self._table.line_names[line] for line in bits(lines))
        return Ride(self._table.board.station_ids[node], names)

    # -- applying an action ----------------------------------------------------------

    def apply(self, action: Action) -> None:
        state = self._state
        if state.over:
            raise IllegalActionError(f"'{action}': the game is over")
        if state.choices:
            trip = self._chosen_trip(action)
            state.history.append(self._ride_action(trip))
            state.choices = []
            self._travel(trip)
            self._move_passenger()
        elif isinstance(action, TakeBranch):
            self._check_branch()
            state.history.append(action)
            state.branch_tiles[state.seat] += 1
            self._spend_action()
        elif isinstance(action, PlaceTrack):
            line, span, cost = self._checked_placement(action)
            state.history.append(action)
            state.branch_tiles[state.seat] -= cost
            if not state.occupancy[span]:
                state.first_built[span] = state.round + 1
            new_nodes, closed = lay(self._table.board, state, line, span)
            score_placement(self._table, state, line, new_nodes, closed)
            self._spend_action()
        else:
            raise IllegalActionError(
                f"'{action}': seat {state.seat} places track or takes a Branch tile now"
            )

    def _chosen_trip(self, action: Action) -> Trip:
        for trip in self._state.choices:
            if self._ride_action(trip) == action:
                return trip
        options = ", ".join(str(self._ride_action(trip)) for trip in self._state.choices)
        raise IllegalActionError(
            f"'{action}': the Passenger's routes tie; seat {self._state.seat} chooses one of: "
            f"{options} (U13)"
        )

    def _check_branch(self) -> None:
        state = self._state
        lines = self._table.seat_lines[state.seat]
        check = CrossingCheck(self._table.board, state, lines, state.actions_left - 1)
        if not check.allows_other_action():
            raise IllegalActionError(
                "'branch': a water crossing could not be finished this turn (U12)"
            )

    def _checked_placement(self, action: PlaceTrack) -> tuple[int, int, int]:
        """(line, span, Branch tiles it costs), or IllegalActionError naming the rule broken."""
        state, table = self._state, self._table
        board, seat = table.board, state.seat
        line = table.line_index.get(action.colour)
        if line is None or table.owner[line] != seat:
            mine = ", ".join(table.line_names[i] for i in table.seat_lines[seat])
            raise IllegalActionError(f"'{action}': seat {seat} owns the lines {mine} (U2)")
        span = board.span_index.get((action.connection, action.segment))
        if span is None:
            raise IllegalActionError(f"'{action}': the map has no such track space")
        where = board.span_label(span)
        if not state.tokens[line]:
            raise IllegalActionError(f"'{action}': no {action.colour} Track tokens are left (U2)")
        if state.occupancy[span] >> line & 1:
            raise IllegalActionError(
                f"'{action}': {action.colour} already holds a lane of {where} (U4)"
            )
        if not free_lane(board, state, line, span):
            raise IllegalActionError(f"'{action}': every lane of {where} is taken (U4)")
        cost = touch_cost(board, state, line, span)
        if cost is None:
            raise IllegalActionError(
                f"'{action}': the token must touch the {action.colour} line (U3)"
            )
        if cost > state.branch_tiles[seat]:
            raise IllegalActionError(
                f"'{action}': {where} touches the {action.colour} line away from its ends, "
                f"which costs {cost} Branch tiles; seat {seat} has {state.branch_tiles[seat]} (U3)"
            )
        lines = table.seat_lines[seat]
        if not CrossingCheck(board, state, lines, state.actions_left - 1).allows(line, span):
            raise IllegalActionError(
                f"'{action}': a water crossing could not be finished this turn (U12)"
            )
        return line, span, cost

    # -- the end of a turn: Passenger, refill, next seat --------------------------------

    def _spend_action(self) -> None:
        state = self._state
        state.actions_left -= 1
        if state.actions_left:
            return
        if self._table.options.passenger == TWO_MOVES:
            state.moves = [ANY_KIND, ANY_KIND]
        else:
            kinds = {self._table.cards[card][1] for card in state.face_up}
            state.moves = [kind for kind in ("express", "standard") if kind in kinds]
        self._move_passenger()

    def _move_passenger(self) -> None:
        """Make the remaining moves, pausing when the mover must choose between ties."""
        state = self._state
        while state.moves:
            trips = self._trips(state.moves[0])
            if len(trips) > 1:
                state.choices = trips
                return
            if trips:
                self._travel(trips[0])
            else:
                state.moves.pop(0)
        self._end_turn()

    def _matches(self, card: int, kind: str) -> bool:
        return kind == ANY_KIND or self._table.cards[card][1] == kind

    def _trips(self, kind: str) -> list[Trip]:
        """The cheapest rides to a face-up destination of `kind`, in the default order:
        the destination revealed first, then the line set that comes first when
        each is listed in the map's colour order."""
        state, table = self._state, self._table
        cards = [card for card in state.face_up if self._matches(card, kind)]
        targets = 0
        for card in cards:
            targets |= 1 << table.cards[card][0]
        if not targets:
            return []
        trips = self._walks.rides(
            state.held, state.occupancy, state.built, state.passenger, targets
        )
        revealed: dict[int, int] = {}
        for position, card in enumerate(cards):
            revealed.setdefault(table.cards[card][0], position)
        return sorted(trips, key=lambda trip: (revealed[trip[0]], bits(trip[1])))

    def _travel(self, trip: Trip) -> None:
        """U13: each line ridden scores its owner 1; the destination's card is discarded."""
        state, table = self._state, self._table
        node, lines = trip
        name, station = table.board.names[node], table.board.station_ids[node]
        for line in bits(lines):
            colour = table.line_names[line]
            detail = f"{colour} carries the Passenger to {name}"
            award(state, Event("U13", table.owner[line], colour, 1, detail, (station,)))
        if self._counting:
            self._count_passes(node, lines)
        state.passenger = node
        state.visits[node] += 1
        kind = state.moves.pop(0)
        card = next(
            c for c in state.face_up if table.cards[c][0] == node and self._matches(c, kind)
        )
        state.face_up.remove(card)

    def _count_passes(self, stop: int, lines: int) -> None:
        """For the playtest report: the stations and track the ride to `stop` passes,
        along the route the replay draws (`route_spans`)."""
        state, board = self._state, self._table.board
        here = state.passenger
        if here == stop:
            state.passes[stop] += 1
            return
        for span in route_spans(board, state.occupancy, here, stop, lines):
            state.crossed[span] += 1
            if not state.occupancy[span]:
                state.walked[span] += 1
            here = board.span_b[span] if board.span_a[span] == here else board.span_a[span]
            if board.is_station(here):
                state.passes[here] += 1

    def _reveal(self) -> None:
        state = self._state
        while len(state.face_up) < FACE_UP and state.deck:
            state.face_up.append(state.deck.pop())

    def _end_turn(self) -> None:
        """Refill (U13), trigger the end on an empty deck (U14), pass to the next seat."""
        state = self._state
        self._reveal()
        if len(state.face_up) < FACE_UP:
            state.end_triggered = True
        state.turns[state.seat] += 1
        if state.end_triggered and state.seat == self.players - 1:
            if self._table.options.landmarks:
                landmark_end_bonus(self._table, state)
            state.over = True
            return
        state.seat = (state.seat + 1) % self.players
        if state.seat == 0:
            state.round += 1
        state.actions_left = (
            first_round_actions(state.seat, self.players) if state.round == 0 else ACTIONS_PER_TURN
        )
