"""A fast judge of On the Underground actions for greedy bots.

The generic evaluator clones the game for every legal action; this one reads
the state and adds up, per action, in points:

- **what a token scores now**, exactly as `scoring.py` would: National Rail
  (U5), Terminus (U6, plus the Branch tile it gives), Connection pairs (U7),
  `+` stations (U9), clusters (U11), water icons (U12). Landmarks (U10) count
  +10 when the tile completes a set, otherwise the set's share for a new type
  and +3 when it raises the end bonus. Loops (U8) are computed with the real
  geometry, but only for a token that closes a cycle, and cached.
- **what it costs**: the two Branch tiles of a branch, at `BRANCH_TILE` each.
- **the Passenger** (`prospects.py`): a token on an empty span of one of his
  cheapest walks this turn will be ridden, `RIDE`; on a span another line
  holds there it may tie, which the mover decides, `SHARED_RIDE`. A line
  already on such a walk gains nothing more from it.
- **room to grow**: a new end with free spans beyond it (`EXTENDABLE` each, at
  most two) and `LOOKAHEAD` of the best station one token further on, so
  lines head for points instead of dead ends.

A Branch tile is worth `BRANCH_NEEDED` when a line of the seat can only grow
by branching and the seat cannot pay for it, `BRANCH_SPARE` otherwise. A ride
(the mover's choice between tied routes) is +1 for each of the mover's lines
it rides and -1 for each other line. Everything is deterministic given the
state; the bot breaks equal values.

The weights were checked in head-to-head games against variants (one seat
with the variant, seats rotated). What matters is their order: a token that
only extends a line must beat a spare Branch tile, or the bot hoards tiles
and scores less than half as much; looking ahead to what the next station
would score (landmarks and clusters included) is what sends lines towards
Berlin's landmarks and New York's clusters. Halving or doubling the other
weights moved the mean score by about two points at most, within the noise.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from engine.families.underground.actions import PlaceTrack, Ride
from engine.families.underground.game import UndergroundGame
from engine.families.underground.lines import BRANCH_COST
from engine.families.underground.loops import enclosed
from engine.families.underground.prospects import (
    Leg,
    WalkTables,
    passenger_legs,
    riding_lines,
)
from engine.families.underground.scoring import (
    CONNECTION_PAIR_POINTS,
    LANDMARK_END_POINTS,
    LANDMARK_SET_POINTS,
    NATIONAL_RAIL_POINTS,
    TERMINUS_POINTS,
    plus_points,
    water_points,
)
from engine.families.underground.state import State
from engine.families.underground.table import Table
from engine.rules.base import Action, Game, SearchBudget
from engine.rules.bitmask import bits

BRANCH_TILE = 0.5  # half of a branch; one action takes it, and an action scores about 1
BRANCH_PRICE = BRANCH_COST * BRANCH_TILE  # the tiles a token away from the line's ends costs
RIDE = 1.0  # the Passenger rides the token this turn: +1 to its owner
SHARED_RIDE = 0.5  # a tie between lines on one span, which the mover settles
EXTENDABLE = 0.1  # per free span at a new end, at most two
LOOKAHEAD = 0.25  # share of the best station one more token away
BRANCH_NEEDED = 0.6  # a tile when a line can only grow by branching
BRANCH_SPARE = 0.1  # a tile otherwise: ties go to the most tiles (U15)
LOOPS_KEPT = 4096  # loop results cached; a Monte Carlo bot meets many line shapes
JUDGED_KEPT = 4096  # positions whose values are remembered (`_position`)
TRACKS_KEPT = 8192  # line tracks whose tokens' values are remembered (`_track`)
LEGS_KEPT = 4096  # boards whose Passenger's legs are remembered (`_legs`)
# U14: the game ends when the deck runs dry; from this many cards left (about the last two
# or three rounds of three players) the strong bot searches to the end (`strong_budget_at`)
ENDGAME_CARDS = 8


class UndergroundEvaluator:
    """Judges actions of one game (and its clones): all facts come from its table."""

    def __init__(self, table: Table) -> None:
        self.table = table
        # Each candidate within a point of the best is played out through the rest of
        # the mover's turn (its tokens, the Passenger) and every other seat's turn, in
        # one world: the deck's order matters only from the refill on, and every playout
        # pays for the Passenger's routing. Measured against greedy
        # (benchmarks/bench_bots.py), a second world won fewer games for the same time,
        # and stopping after the next seat's turn won 60% of London's three-player games
        # instead of 64%: the seats after it had not played, which skewed the margin.
        # The first and last rounds get budgets of their own (`strong_budget_at`).
        self._middle = SearchBudget(candidates=4, worlds=1, horizon=table.players, within=1.0)
        self._opening = SearchBudget(candidates=1, worlds=1, horizon=0)
        self._closing = SearchBudget(candidates=5, worlds=1, horizon=None, within=1.0)
        self.strong_budget = replace(self._middle, at=self.strong_budget_at)
        board, options = table.board, table.options
        self._points = [0.0] * board.node_count  # what any line scores reaching the node
        for node in range(board.node_count):
            if board.national_rail >> node & 1:
                self._points[node] += NATIONAL_RAIL_POINTS
            if board.terminus >> node & 1:
                self._points[node] += TERMINUS_POINTS + BRANCH_TILE
        # nodes whose points depend on the line or the state, not just the node
        self._changing = board.icons if options.water else 0
        for node in range(len(board.station_ids)):
            if (
                (options.connection_tiles and node in table.partners)
                or (options.plus and board.plus >> node & 1)
                or (options.landmarks and node in table.landmark_tiles)
                or (options.clusters and board.node_clusters[node])
            ):
                self._changing |= 1 << node
        self._beyond = board.adjacency  # node -> (neighbour, span between)
        # id of a placement -> (it, (line, span))
        self._keys: dict[int, tuple[Action, int, int]] = {}
        self._walks = WalkTables(board)
        # (built spans, face-up cards, the Passenger's node) -> his legs (`_legs`)
        self._known_legs: dict[tuple[int, tuple[int, ...], int], tuple[Leg, ...]] = {}
        self._loops: dict[tuple[int, int], int] = {}
        # position (`_position`) -> the actions judged there and their values
        self._judged: dict[tuple[object, ...], tuple[tuple[Action, ...], tuple[float, ...]]] = {}
        # a line's track (`_track`) -> span -> (`_token`'s value, its spans, the full ones)
        self._tokens: dict[tuple[object, ...], dict[int, tuple[float, int, int]]] = {}
        # node -> the spans touching it, as a mask: a token's value reads only their fullness
        self._touching = tuple(sum(1 << span for span in spans) for spans in board.incident)

    def standing(self, game: Game, seat: int) -> float:
        """The score: every point counts the moment it is scored. (Counting Branch
        tiles too, for the tie-break, lost games against greedy.)"""
        return float(game.scores[seat])

    def strong_budget_at(self, game: Game) -> SearchBudget:
        """What the strong bot searches from here. In the first round, nothing: greedy's
        choice (a fifth of a game's search time, spent where no line has a shape yet to
        judge). Once few cards are left (everyone can count them), five candidates played
        out to the end, where the score decides the winner. A round otherwise."""
        assert isinstance(game, UndergroundGame)
        state = game.state
        if state.round == 0:
            return self._opening
        if len(state.deck) <= ENDGAME_CARDS:
            return self._closing
        return self._middle

    def values(self, game: Game, actions: Sequence[Action]) -> list[float]:
        assert isinstance(game, UndergroundGame)
        state = game.state
        if state.choices:
            return [self._ride(state, action) for action in actions]
        key = _position(state, self.table.options.landmarks)
        known = self._judged.get(key)
        if known is not None and _same(known[0], actions):
            return list(known[1])
        values = self._judge(game, state, actions)
        if len(self._judged) >= JUDGED_KEPT:
            self._judged.clear()
        self._judged[key] = (tuple(actions), tuple(values))
        return values

    def _judge(self, game: UndergroundGame, state: State, actions: Sequence[Action]) -> list[float]:
        legs = self._legs(game, state)
        riding = riding_lines(self.table.board, state, legs, self.table.seat_lines[state.seat])
        full, occupancy = state.full, state.occupancy
        span_a, span_b = self.table.board.span_a, self.table.board.span_b
        values = []
        keys = self._keys
        last, tokens = -1, {}  # a line's actions come together: its `_tokens` entry once
        for action in actions:
            known = keys.get(id(action))
            if known is not None and known[0] is action:
                _, line, span = known
            elif isinstance(action, PlaceTrack):
                line, span = self._key(action)
            else:
                values.append(self._branch(state))
                continue
            if line != last:
                last, tokens = line, self._track(state, line)
            token = tokens.get(span)
            if token is None or full & token[1] != token[2]:
                token = tokens[span] = self._token(state, line, span)
            value = token[0]
            if not riding >> line & 1:
                a, b = span_a[span], span_b[span]
                occupied = occupancy[span]
                cost = 0 if occupied else 1
                for origin, target, walk in legs:  # on a cheapest walk of the move (`Leg`)
                    if origin[a] + cost + target[b] == walk or origin[b] + cost + target[a] == walk:
                        value += SHARED_RIDE if occupied else RIDE
                        break
            values.append(value)
        return values

    def _legs(self, game: UndergroundGame, state: State) -> tuple[Leg, ...]:
        """`passenger_legs`, remembered by all it reads: which spans are built (he walks
        any line's track for nothing), the cards and where he stands. A search's futures
        meet these again with the track in other hands or another seat to move."""
        key = (state.built, tuple(state.face_up), state.passenger)
        legs = self._known_legs.get(key)
        if legs is None:
            if len(self._known_legs) >= LEGS_KEPT:
                self._known_legs.clear()
            self._walks.use(game.walks)
            legs = self._known_legs[key] = passenger_legs(self.table, state, self._walks)
        return legs

    def _track(self, state: State, line: int) -> dict[int, tuple[float, int, int]]:
        """The values remembered for tokens of a line with the track it has: everything
        `_placed` reads but the full spans follows from the key.
        Lines without track share one entry (their first token is worth the same)."""
        table = self.table
        held = state.held[line]
        landmarks: tuple[object, ...] = ()
        if table.options.landmarks:
            owned = state.landmarks_held[table.owner[line]]
            landmarks = (tuple(state.landmarks_left), tuple(owned))
        key = (line if held else -1, held, state.enclosed[line], landmarks)
        tokens = self._tokens.get(key)
        if tokens is None:
            if len(self._tokens) >= TRACKS_KEPT:
                self._tokens.clear()
            tokens = self._tokens[key] = {}
        return tokens

    def _token(self, state: State, line: int, span: int) -> tuple[float, int, int]:
        """`_placed`, with the spans whose fullness it read and which of them were full."""
        board = self.table.board
        a, b = board.span_a[span], board.span_b[span]
        nodes = state.nodes[line]
        if not nodes:
            read = self._touching[a] | self._touching[b]
        elif nodes >> a & 1 and nodes >> b & 1:
            read = 0
        else:
            read = self._touching[a if nodes >> b & 1 else b]
        return self._placed(state, line, span), read, state.full & read

    def _key(self, action: PlaceTrack) -> tuple[int, int]:
        """(line, span) of a placement, remembered by the object: the game reuses its
        action objects, and hashing one by its fields cost more than judging it. The
        entry keeps the action, so its id cannot pass to another object."""
        span = self.table.board.span_index[(action.connection, action.segment)]
        key = (self.table.line_index[action.colour], span)
        self._keys[id(action)] = (action, *key)
        return key

    # -- placing a token --------------------------------------------------------------

    def _placed(self, state: State, line: int, span: int) -> float:
        """The value of a legal token of `line` on `span` for its owner, the Passenger
        aside: what it scores, what it costs and the room it leaves."""
        board = self.table.board
        a, b = board.span_a[span], board.span_b[span]
        nodes = state.nodes[line]
        after = nodes | 1 << a | 1 << b
        if not nodes:  # the line's first token: both ends are new, a first
            value = self._arrival(state, line, a, 0) + self._arrival(state, line, b, 1 << a)
            value += self._frontier(state, line, a, after) + self._frontier(state, line, b, after)
        elif after == nodes:  # both ends on the line: a cycle closes
            degree = state.degree[line]
            value = -BRANCH_PRICE if degree[a] != 1 and degree[b] != 1 else 0.0
            if self.table.options.loops:
                value += self._loop(state, line, span)
        else:
            end, new = (a, b) if nodes >> a & 1 else (b, a)
            value = -BRANCH_PRICE if state.degree[line][end] != 1 else 0.0
            value += self._arrival(state, line, new, nodes)
            value += self._frontier(state, line, new, after)
        return value

    def _arrival(self, state: State, line: int, node: int, before: int) -> float:
        """What the line scores reaching `node` when it touches the nodes in `before`."""
        points = self._points[node]
        if self._changing >> node & 1:
            points += self._changing_points(state, line, node, before)
        return points

    def _changing_points(self, state: State, line: int, node: int, before: int) -> float:
        """The points at `node` that depend on what the line (touching `before`) has
        already reached: Connection partners, `+` count, landmarks, clusters, icons."""
        table = self.table
        board, options = table.board, table.options
        if not board.is_station(node):
            return float(water_points(options, (before & board.icons).bit_count() + 1))
        points = 0.0
        if options.connection_tiles:
            for partner in table.partners.get(node, ()):
                if before >> partner & 1:
                    points += CONNECTION_PAIR_POINTS
        if options.plus and board.plus >> node & 1:
            count = state.plus_seen[line] + (before & board.plus & ~state.nodes[line]).bit_count()
            points += plus_points(options, count + 1)
        if options.landmarks and state.landmarks_left[node]:
            points += self._landmark(state, line, node)
        if options.clusters:
            seen = state.clusters_seen[line]
            for earlier in bits(before & ~state.nodes[line]):
                for cluster in board.node_clusters[earlier]:
                    seen |= 1 << cluster
            for cluster in board.node_clusters[node]:
                if not seen >> cluster & 1:
                    points += seen.bit_count()
                    seen |= 1 << cluster
        return points

    def _landmark(self, state: State, line: int, node: int) -> float:
        """U10: +10 for a completed set; else a share of a set for a new type, and +3
        when the tile raises the count the end bonus multiplies."""
        table = self.table
        held = state.landmarks_held[table.owner[line]]
        kind = table.landmark_type[node]
        if all(count or other == kind for other, count in enumerate(held)):
            return float(LANDMARK_SET_POINTS)
        value = 0.0 if held[kind] else LANDMARK_SET_POINTS / len(held)
        if held[kind] + 1 > max(held):
            value += LANDMARK_END_POINTS
        return value

    def _frontier(self, state: State, line: int, node: int, after: int) -> float:
        """Room to grow from a new end: free spans beyond it, and what the best station
        one more token away would score. `after` is the line's nodes with the token placed."""
        points, changing = self._points, self._changing
        full = state.full
        free, best = 0, 0.0
        for there, span in self._beyond[node]:
            # a span the line holds has both ends on it, so `after` rules those out too
            if after >> there & 1 or full >> span & 1:
                continue
            free += 1
            value = points[there]
            if changing >> there & 1:
                value += self._changing_points(state, line, there, after)
            if value > best:
                best = value
        return EXTENDABLE * (free if free < 2 else 2) + LOOKAHEAD * best

    def _loop(self, state: State, line: int, span: int) -> float:
        """U8 for a token that closes a cycle: the stations its loops newly enclose."""
        board = self.table.board
        held = state.held[line] | 1 << span
        key = (held, state.enclosed[line])
        inside = self._loops.get(key)
        if inside is None:
            if len(self._loops) >= LOOPS_KEPT:
                self._loops.clear()
            stations = (1 << len(board.station_ids)) - 1
            candidates = stations & ~state.nodes[line] & ~state.enclosed[line]
            inside = self._loops[key] = enclosed(board, held, candidates).bit_count()
        return float(inside)

    # -- the other actions --------------------------------------------------------------

    def _branch(self, state: State) -> float:
        if state.branch_tiles[state.seat] < BRANCH_COST and any(
            self._blocked(state, line) for line in self.table.seat_lines[state.seat]
        ):
            return BRANCH_NEEDED
        return BRANCH_SPARE

    def _blocked(self, state: State, line: int) -> bool:
        """Whether the line has tokens left but no end it can grow from for free."""
        if not state.tokens[line] or not state.nodes[line]:
            return False
        board = self.table.board
        for node, degree in state.degree[line].items():
            if degree != 1:
                continue
            for span in board.incident[node]:
                occupied = state.occupancy[span]
                if not occupied >> line & 1 and occupied.bit_count() < board.lanes[span]:
                    return False
        return True

    def _ride(self, state: State, action: Action) -> float:
        """+1 per line of the mover the Passenger rides, -1 per line of anyone else."""
        assert isinstance(action, Ride)
        table = self.table
        return float(
            sum(
                1 if table.owner[table.line_index[colour]] == state.seat else -1
                for colour in action.lines
            )
        )


def _position(state: State, landmarks: bool) -> tuple[object, ...]:
    """Everything `values` reads off a state, when no ride is to be chosen: the track
    (from which the lines' nodes, ends, tokens left, `+` and clusters follow), what is
    scored in the order it was reached (loops, landmarks), the Passenger and his cards,
    and the mover's turn. A look-ahead bot meets a position again after the move its
    playout made: the next decision starts there, whatever the deck holds. Without
    landmarks (U10) their tiles never move, so they are left out."""
    return (
        tuple(state.held),
        tuple(state.enclosed),
        tuple(state.landmarks_left) if landmarks else (),
        tuple(tuple(held) for held in state.landmarks_held) if landmarks else (),
        tuple(state.face_up),
        state.passenger,
        state.seat,
        state.actions_left,
        tuple(state.branch_tiles),
    )


def _same(judged: tuple[Action, ...], actions: Sequence[Action]) -> bool:
    """Whether `actions` are the very objects judged (the game reuses them)."""
    return len(judged) == len(actions) and all(
        mine is theirs for mine, theirs in zip(judged, actions, strict=True)
    )
