"""A Next Station game as a state machine: rounds and cards (N1), drawing (N2),
line scores (N3) and the end (N4).

Everybody plays every card at once on their own sheet. The engine makes that
sequential (engine.rules.mechanisms.simultaneous): for each flipped card the
seats decide in seat order, each drawing one section or passing; when the
last has decided the engine flips the next card (a chance step, from the
order dealt at setup).
"""

from __future__ import annotations

import random

from engine.families.nextstation.actions import Draw, NextStationAction, Pass, parse_action
from engine.families.nextstation.cards import StationCard
from engine.families.nextstation.drawing import EXPLANATIONS, draw, legal_sections, refusal
from engine.families.nextstation.options import Options
from engine.families.nextstation.scoring import score_end, score_line
from engine.families.nextstation.sheet import Sheet
from engine.families.nextstation.state import State
from engine.rules.base import Action, IllegalActionError
from engine.rules.mechanisms.simultaneous import SharedDecision
from engine.rules.state_view import StateView

SWITCH_IGNORED = 2  # N1: a Switch flipped 1st or 2nd in a round does nothing
PASS = Pass()


def start_game(
    sheet: Sheet,
    options: Options,
    players: int,
    deck: tuple[StationCard, ...],
    orders: tuple[tuple[int, ...], ...],
) -> NextStationGame:
    """The game at its first action, from a deal (or a flip order a test stages)."""
    colours = len(sheet.colours)
    state = State(
        drawn=[sheet.predrawn_guides] * players,
        doubled=[0] * players,
        blocked=[_crossed(sheet, sheet.predrawn_guides)] * players,
        double_rail_left=[options.double_rail] * players,
        line_stations=[[0] * colours for _ in range(players)],
        line_sections=[[0] * colours for _ in range(players)],
        line_scores=[[0] * colours for _ in range(players)],
        ends=[0] * players,
        round=0,
        flipped=0,
        underground_flipped=0,
        card=-1,
        switch=False,
        deciding=SharedDecision(),
        over=False,
        scores=[0] * players,
        breakdown=[{} for _ in range(players)],
        events=[],
        history=[],
    )
    game = NextStationGame(sheet, options, deck, orders, state, {})
    game._flip()
    return game


def _crossed(sheet: Sheet, guides: int) -> int:
    mask = 0
    for guide, crosses in enumerate(sheet.crosses):
        if guides >> guide & 1:
            mask |= crosses
    return mask


class NextStationGame(StateView[NextStationAction, State]):
    def __init__(
        self,
        sheet: Sheet,
        options: Options,
        deck: tuple[StationCard, ...],
        orders: tuple[tuple[int, ...], ...],
        state: State,
        draw_actions: dict[tuple[int, int], Draw],
    ) -> None:
        self._sheet = sheet
        self._options = options
        self._deck = deck
        self._orders = orders  # round -> the flip order of the deck
        self._state = state
        self._draw_actions = draw_actions  # immutable values, shared by clones
        self._underground_cards = sum(card.ends_round for card in deck)

    # -- what the Game protocol reads ------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return self._state.deciding.current

    @property
    def step(self) -> int:
        """One step per flipped card: every seat decides on it once."""
        return len(self._state.history) // self.players

    @property
    def sheet(self) -> Sheet:
        return self._sheet

    @property
    def options(self) -> Options:
        return self._options

    @property
    def rounds(self) -> int:
        """N1: one round per colour, so every seat draws every colour once."""
        return len(self._orders)

    @property
    def card(self) -> StationCard | None:
        """The flipped card the seats are deciding on."""
        return None if self._state.over else self._deck[self._state.card]

    @property
    def last_card_of_round(self) -> bool:
        """Whether the card in play is the round's last (its last Underground card)."""
        return not self._state.over and self._round_ends_now()

    def colour(self, seat: int) -> int:
        """N1: the colour the seat draws this round; colours pass on each round."""
        return (seat + self._state.round) % len(self._sheet.colours)

    @property
    def deck(self) -> tuple[StationCard, ...]:
        """The deck's cards; the flip orders index into it."""
        return self._deck

    @property
    def flip_orders(self) -> tuple[tuple[int, ...], ...]:
        """Per round, the order in which the deck's cards are (or will be) flipped."""
        return self._orders

    def resample_hidden(self, rng: random.Random, seat: int) -> None:
        """Shuffle the cards not yet flipped this round and the later rounds' orders."""
        orders = [list(order) for order in self._orders]
        current = self._state.round
        if current < len(orders):
            unseen = orders[current][self._state.flipped :]
            rng.shuffle(unseen)
            orders[current][self._state.flipped :] = unseen
        for later in orders[current + 1 :]:
            rng.shuffle(later)
        self._orders = tuple(tuple(order) for order in orders)

    def clone(self) -> NextStationGame:
        return NextStationGame(
            self._sheet,
            self._options,
            self._deck,
            self._orders,
            self._state.copy(),
            self._draw_actions,
        )

    def parse_action(self, text: str) -> NextStationAction:
        return parse_action(text)

    def winners(self) -> tuple[int, ...]:
        """N4: most points, then the best single line; still tied, they share."""
        state = self._state
        ranks = [(score, max(state.line_scores[seat])) for seat, score in enumerate(state.scores)]
        best = max(ranks)
        return tuple(seat for seat, rank in enumerate(ranks) if rank == best)

    # -- what the current player may do ----------------------------------------------

    def legal_actions(self) -> list[NextStationAction]:
        seat = self.current_player
        if seat is None:
            return []
        card = self._deck[self._state.card]
        found = legal_sections(self._sheet, self._state, seat, self.colour(seat), card)
        return [PASS, *(self._draw_action(start, target) for start, target, _ in found)]

    def _draw_action(self, start: int, target: int) -> Draw:
        action = self._draw_actions.get((start, target))
        if action is None:
            ids = self._sheet.station_ids
            action = self._draw_actions[(start, target)] = Draw(ids[start], ids[target])
        return action

    # -- applying an action ----------------------------------------------------------

    def apply(self, action: Action) -> None:
        state = self._state
        seat = self.current_player
        if seat is None:
            raise IllegalActionError(f"'{action}': the game is over")
        if isinstance(action, Draw):
            start, target, guide = self._checked(action, seat)
            draw(self._sheet, state, seat, self.colour(seat), start, target, guide)
        elif not isinstance(action, Pass):
            raise IllegalActionError(f"'{action}': seat {seat} draws a section or passes")
        state.history.append(action)
        if state.deciding.decided():
            self._card_done()

    def _checked(self, action: Draw, seat: int) -> tuple[int, int, int]:
        """(start, target, guide), or IllegalActionError naming why not."""
        sheet = self._sheet
        start = sheet.station_index.get(action.start)
        target = sheet.station_index.get(action.target)
        if start is None or target is None:
            raise IllegalActionError(f"'{action}': the sheet has no such station")
        guide = sheet.guide_between.get((start, target))
        if guide is None:
            raise IllegalActionError(f"'{action}': no guide joins these stations (N2)")
        colour = self.colour(seat)
        card = self._deck[self._state.card]
        reason = refusal(sheet, self._state, seat, colour, card, start, target, guide)
        if reason is not None:
            line = sheet.colours[colour]
            raise IllegalActionError(
                f"'{action}': {EXPLANATIONS[reason]} (seat {seat}, {line} line, {card}) (N2)"
            )
        return start, target, guide

    # -- cards and rounds --------------------------------------------------------------

    def _round_ends_now(self) -> bool:
        return self._state.underground_flipped == self._underground_cards

    def _flip(self) -> None:
        """N1: flip the next card; a Switch flips another at once and, from the 3rd
        card of the round on, lets that card's section leave any station of the line."""
        state = self._state
        order = self._orders[state.round]
        state.switch = False
        while True:
            card = order[state.flipped]
            state.flipped += 1
            state.underground_flipped += self._deck[card].ends_round
            if not self._deck[card].switch:
                break
            state.switch = state.flipped > SWITCH_IGNORED
        state.card = card
        state.deciding.open(self.players)

    def _card_done(self) -> None:
        """N1: the round ends once the last Underground card has been played."""
        if not self._round_ends_now():
            self._flip()
            return
        state = self._state
        for seat in range(self.players):
            score_line(self._sheet, self._options, state, seat, self.colour(seat))
        state.round += 1
        if state.round == self.rounds:
            for seat in range(self.players):
                score_end(self._sheet, self._options, state, seat)
            state.over = True
            state.card = -1
            return
        state.flipped = state.underground_flipped = 0
        state.ends = [0] * self.players
        self._flip()
