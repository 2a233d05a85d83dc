"""How the strong bot judges a section: by the best reply to each next card, then
greedy drawing to the round's end, in weighted orders of the cards to come.

Each card not yet flipped comes next with its true chance, followed by a few
shuffles of the others (stratified sampling: the next card, where the reply is
chosen, is never left to chance). The orders are grouped by the card that comes
next, and for each group the reply (a section or a pass) that does best over
the group's orders is taken: the choice a player makes seeing that card but
not the ones after it, so the search never profits from knowing the order.
Each reply is then drawn on greedily to the round's end and judged by what the
line adds to the seat's score then (line_rules.py). Greedy's drawings are kept
per line and card face for the whole round, each seat's apart, so later decisions
of the round reuse the earlier ones' (benchmarks/README.md, "Bots").
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.families.nextstation.actions import Draw
from engine.families.nextstation.cards import StationCard
from engine.families.nextstation.game import SWITCH_IGNORED, NextStationGame
from engine.families.nextstation.line_rules import Line, LineRules
from engine.families.nextstation.state import State
from engine.rules.base import Action

# The cards to come, each a code: its index in the deck, shifted left, or 1 when a Switch
# just before it lets a section leave any station of the line (N1); with its chance.
Order = tuple[float, tuple[int, ...]]
ORDERS_PER_CARD = 8  # shuffles of the other cards after each card that may come next


def judge(
    game: NextStationGame, candidates: Sequence[Action], worlds: Sequence[NextStationGame]
) -> list[float]:
    """Per candidate of the seat to move, its expected value (see the module)."""
    seat = game.current_player
    assert seat is not None
    planner = _round_planner(game, seat)
    root = planner.line(game.state)
    orders = [] if game.last_card_of_round else sampled_orders(game, worlds)
    return [planner.reply(planner.after(root, action), orders) for action in candidates]


# Each seat's planner of its last decision: the seat's next decision in the same round
# reuses its greedy drawings (a drawing is the same from every point of the round), when
# the seats take turns on a card as well as when one plays alone.
_planners: dict[int, tuple[NextStationGame, tuple[object, ...], RoundPlanner]] = {}


def _round_planner(game: NextStationGame, seat: int) -> RoundPlanner:
    state = game.state
    colour = game.colour(seat)
    own = state.line_sections[seat][colour]
    others = tuple(s for c, s in enumerate(state.line_stations[seat]) if c != colour)
    key = (state.round, others, state.drawn[seat] & ~own)
    kept = _planners.get(seat)
    if kept is not None and kept[0] is game and kept[1] == key:
        return kept[2]
    if any(other is not game for other, _, _ in _planners.values()):
        _planners.clear()  # another game's: let it go
    planner = RoundPlanner(game, seat)
    _planners[seat] = (game, key, planner)
    return planner


class RoundPlanner:
    """The seat's search over the cards to come in this round."""

    def __init__(self, game: NextStationGame, seat: int) -> None:
        self.rules = LineRules(game, seat)
        # greedy's next drawing, per drawing so far (its sections) and card face
        self._steps: dict[tuple[int, int], Line] = {}
        # per card code, the code of the first card of the deck drawing the same (a Street
        # and an Underground card of one symbol differ only in whether the round ends)
        deck = game.deck
        first = [
            next(j for j, other in enumerate(deck) if (other.symbol, other.double_rail) == face)
            for face in ((card.symbol, card.double_rail) for card in deck)
        ]
        self._face = [first[code >> 1] << 1 | code & 1 for code in range(2 * len(deck))]

    def line(self, state: State) -> Line:
        return self.rules.line(state)

    def reply(self, line: Line, orders: Sequence[Order]) -> float:
        """The line's expected value over these weighted card orders when the next card
        is answered by the reply best over the orders that share it, and greedy drawing
        follows; with no orders, its value now (the round ends)."""
        if not orders:
            return line.value
        rules = self.rules
        total = 0.0
        # grouped by the whole card: its kind tells the seat whether the round may end on it
        following: dict[int, list[Order]] = {}
        for order in orders:
            following.setdefault(order[1][0], []).append(order)
        for code, group in following.items():
            replies = [line, *(rules.drawn(line, *s) for s in rules.sections(line, code))]
            total += max(
                sum(weight * self.greedy(reply, cards, 1) for weight, cards in group)
                for reply in replies
            )
        return total

    def greedy(self, line: Line, cards: Sequence[int], first: int = 0) -> float:
        """The line's value at the round's end when each card from `first` on adds the
        section worth most now."""
        steps, step, face = self._steps, self.rules.greedy_step, self._face
        for code in cards[first:]:
            key = (line.sections, face[code])
            best = steps.get(key)
            if best is None:
                best = steps[key] = step(line, code)
            line = best
        return line.value

    def after(self, line: Line, action: Action) -> Line:
        """The line after the seat's action on the card in play."""
        if not isinstance(action, Draw):
            return line
        sheet = self.rules.sheet
        start, target = sheet.station_index[action.start], sheet.station_index[action.target]
        return self.rules.drawn(line, start, target, sheet.guide_between[(start, target)])


def sampled_orders(game: NextStationGame, worlds: Sequence[NextStationGame]) -> list[Order]:
    """Weighted orders of the cards the seats will decide on after the one in play, to
    the round's end: each card not yet flipped comes first with its true chance, and
    ORDERS_PER_CARD shuffles of the others follow it (stratified: the reply to the
    next card, where the search chooses, sees every card it may be, not a sample)."""
    state, deck = game.state, game.deck
    order = game.flip_orders[state.round]
    unseen = sorted(order[state.flipped :])  # the hidden order is never read
    # the worlds' own shuffles seed this decision's, so a game's seed decides its play
    seed = 0
    for world in worlds[:1]:
        for card in world.flip_orders[state.round][state.flipped :]:
            seed = seed * len(deck) + card
    rng = random.Random(seed)
    weight = 1 / (len(unseen) * ORDERS_PER_CARD)
    total = sum(card.ends_round for card in deck)
    orders = []
    for first in unseen:
        rest = [card for card in unseen if card != first]
        for _ in range(ORDERS_PER_CARD):
            rng.shuffle(rest)
            cards = _decisions(
                deck, [first, *rest], state.flipped, state.underground_flipped, total
            )
            orders.append((weight, cards))
    return orders


def _decisions(
    deck: Sequence[StationCard], flips: Sequence[int], flipped: int, underground: int, total: int
) -> tuple[int, ...]:
    """The cards decided on when `flips` are flipped in turn, as codes (see Order):
    N1, the round ends on its last Underground card and a Switch flips the next at once."""
    codes = []
    flips_left = iter(flips)
    while underground < total:
        switch = False
        while True:
            index = next(flips_left)
            card = deck[index]
            flipped += 1
            underground += card.ends_round
            if not card.switch:
                break
            switch = flipped > SWITCH_IGNORED
        codes.append(index << 1 | switch)
    return tuple(codes)
