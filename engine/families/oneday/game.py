"""A One Day in London game as a state machine: setup (O2), turns (O3), the
win (O5) and the reshuffle of an empty draw pile (O6).

Setup is played as actions: the engine draws a card for the seat in turn
(chance) and the seat chooses its empty slot. A turn is two actions: take a
card, then swap it into a slot or give it up, onto a discard pile.
"""

from __future__ import annotations

import random

from engine.families.oneday.actions import (
    Discard,
    Draw,
    OneDayAction,
    Place,
    Swap,
    Take,
    parse_action,
)
from engine.families.oneday.journey import STOPS, is_journey
from engine.families.oneday.network import Network
from engine.families.oneday.scoring import score_win
from engine.families.oneday.state import DRAW_PILE, NONE, State
from engine.rules.base import Action, IllegalActionError
from engine.rules.mechanisms.deck import Deck, resample_unseen
from engine.rules.options import SetupError
from engine.rules.state_view import StateView

PILES = 3  # discard piles (O2)
MOST_PLAYERS = 4
FULL = (1 << STOPS) - 1

DRAW = Draw()
PLACE = tuple(Place(slot + 1) for slot in range(STOPS))
TAKE = tuple(Take(pile + 1) for pile in range(PILES))
SWAP = tuple(tuple(Swap(slot + 1, pile + 1) for pile in range(PILES)) for slot in range(STOPS))
DISCARD = tuple(Discard(pile + 1) for pile in range(PILES))


def cards_needed(players: int) -> int:
    """O2: the racks and one card on each discard pile."""
    return players * STOPS + PILES


def check_deck(network: Network, players: int) -> None:
    """O1, O2: the deck must deal every rack and the discard piles."""
    cards = sum(network.cards)
    if cards < cards_needed(players):
        raise SetupError(
            f"the deck has {cards} cards; {players} racks of {STOPS} and {PILES} "
            f"discard piles need {cards_needed(players)} (O1, O2)"
        )


def new_state(network: Network, players: int, deck: Deck[int], seed: int) -> State:
    """A state before the first placement, the deck as dealt (top card last)."""
    return State(
        racks=[[NONE] * STOPS for _ in range(players)],
        public=[0] * players,
        deck=deck,
        hand=NONE,
        hand_from=DRAW_PILE,
        seat=0,
        setup=True,
        turns=0,
        step=0,
        seed=seed,
        shuffles=0,
        winner=NONE,
        taken=[0] * len(network.station_ids),
        thrown=[0] * len(network.station_ids),
        over=False,
        scores=[0] * players,
        breakdown=[{} for _ in range(players)],
        events=[],
        history=[],
    )


class OneDayGame(StateView[OneDayAction, State]):
    def __init__(self, network: Network, max_turns: int, state: State) -> None:
        self._network = network
        self._max_turns = max_turns
        self._state = state

    # -- what the Game protocol reads ------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self._state.over else self._state.seat

    @property
    def step(self) -> int:
        """One step per turn begun: each setup placement, then each turn."""
        return self._state.step

    @property
    def network(self) -> Network:
        return self._network

    @property
    def max_turns(self) -> int:
        return self._max_turns

    def clone(self) -> OneDayGame:
        return OneDayGame(self._network, self._max_turns, self._state.copy())

    def parse_action(self, text: str) -> OneDayAction:
        return parse_action(text)

    def winners(self) -> tuple[int, ...]:
        """O5: the seat whose rack became a journey; until then (and in a game
        that ran out of turns) every seat shares first place at 0."""
        state = self._state
        return (state.winner,) if state.winner != NONE else tuple(range(self.players))

    def resample_hidden(self, rng: random.Random, seat: int) -> None:
        """Redeal what `seat` cannot see: the draw pile, the slots of the other
        racks the table never saw filled, and a card another seat drew this
        turn; and draw a new seed for later reshuffles."""
        state = self._state
        slots = [
            (other, slot)
            for other, rack in enumerate(state.racks)
            if other != seat
            for slot, card in enumerate(rack)
            if card != NONE and not state.public[other] >> slot & 1
        ]
        unseen = [state.racks[other][slot] for other, slot in slots]
        held = state.hand != NONE and state.seat != seat and state.hand_from == DRAW_PILE
        if held:
            unseen.append(state.hand)
        resample_unseen(rng, state.deck.draw_pile, unseen)
        for (other, slot), card in zip(slots, unseen, strict=False):
            state.racks[other][slot] = card
        if held:
            state.hand = unseen[-1]
        state.seed = rng.getrandbits(64)

    # -- what the seat to act may do -------------------------------------------------

    def legal_actions(self) -> list[OneDayAction]:
        state = self._state
        if state.over:
            return []
        rack = state.racks[state.seat]
        if state.setup:
            return [PLACE[slot] for slot in range(STOPS) if rack[slot] == NONE]
        if state.hand == NONE:
            taking: list[OneDayAction] = [DRAW] if self._can_draw() else []
            return taking + [TAKE[p] for p in range(PILES) if state.deck.discards[p]]
        piles = self._piles()
        actions: list[OneDayAction] = [SWAP[slot][p] for slot in range(STOPS) for p in piles]
        if state.hand_from == DRAW_PILE:
            actions += [DISCARD[p] for p in piles]
        return actions

    def _can_draw(self) -> bool:
        """O6: an empty draw pile is rebuilt from the discards below their tops."""
        deck = self._state.deck
        return bool(deck.draw_pile) or any(len(pile) > 1 for pile in deck.discards)

    def _piles(self) -> list[int]:
        """O3: the piles a card given up may go on: an empty one while one is empty."""
        discards = self._state.deck.discards
        empty = [p for p in range(PILES) if not discards[p]]
        return empty or list(range(PILES))

    # -- applying an action ----------------------------------------------------------

    def apply(self, action: Action) -> None:
        state = self._state
        if state.over:
            raise IllegalActionError(f"'{action}': the game is over")
        if not isinstance(action, Place | Draw | Take | Swap | Discard):
            raise IllegalActionError(f"'{action}' is not a One Day in London action")
        problem = self._problem(action)
        if problem:
            raise IllegalActionError(f"'{action}': {problem}")
        if isinstance(action, Place):
            state.racks[state.seat][action.slot - 1] = state.hand
            state.history.append(action)
            self._placed()
            return
        if isinstance(action, Draw | Take):
            self._take(action)
        else:
            self._give_up(action)
        state.history.append(action)
        if isinstance(action, Swap | Discard):
            self._turn_done()

    def _problem(self, action: OneDayAction) -> str:
        """Why `action` may not be played now, or ""."""
        state = self._state
        if state.setup != isinstance(action, Place):
            return "setup is placing the cards drawn (O2)" if state.setup else "setup is over (O2)"
        if isinstance(action, Place | Swap) and not 1 <= action.slot <= STOPS:
            return f"a rack has slots 1 to {STOPS}"
        if isinstance(action, Take | Swap | Discard) and not 1 <= action.pile <= PILES:
            return f"the discard piles are 1 to {PILES}"
        rack = state.racks[state.seat]
        if isinstance(action, Place):
            if rack[action.slot - 1] != NONE:
                return "that slot is filled; a placed card never moves during setup (O2)"
            return ""
        if isinstance(action, Draw | Take) != (state.hand == NONE):
            if state.hand != NONE:
                return "the turn has taken its card (O3)"
            return "take a card first (O3)"
        if isinstance(action, Draw):
            return "" if self._can_draw() else "no card is left to draw (O6)"
        if isinstance(action, Take):
            return "" if state.deck.discards[action.pile - 1] else "that discard pile is empty (O3)"
        if isinstance(action, Discard) and state.hand_from != DRAW_PILE:
            return "a card taken from a discard pile must be swapped into the rack (O3)"
        if action.pile - 1 not in self._piles():
            return "a discard pile is empty, and the card given up goes there (O3)"
        return ""

    def _placed(self) -> None:
        """O2: the next seat in turn draws its next card, until every rack is full."""
        state = self._state
        state.hand = NONE
        state.seat = (state.seat + 1) % self.players
        if all(NONE not in rack for rack in state.racks):
            self.finish_setup(deal=True)
            return
        state.step += 1
        state.hand, state.hand_from = state.deck.draw_pile.pop(), DRAW_PILE

    def begin(self, deal: bool = True) -> None:
        """Start the game: draw the first card to place, or, where a scenario has
        filled every rack, finish setup at once."""
        state = self._state
        if all(NONE not in rack for rack in state.racks):
            self.finish_setup(deal)
        else:
            state.hand, state.hand_from = state.deck.draw_pile.pop(), DRAW_PILE

    def finish_setup(self, deal: bool) -> None:
        """O2: one card face up on each discard pile; O5: a rack that is a journey
        already wins, the first in turn order."""
        state = self._state
        if deal:
            for pile in state.deck.discards:
                if not state.deck.draw_pile:
                    raise SetupError(f"no card is left to deal the {PILES} discard piles (O2)")
                pile.append(state.deck.draw_pile.pop())
        state.setup, state.seat = False, 0
        for seat in range(self.players):
            if is_journey(self._network, state.racks[seat]):
                self._win(seat)
                return
        state.step += 1

    def _take(self, action: Draw | Take) -> None:
        state = self._state
        deck = state.deck
        if isinstance(action, Draw):
            if not deck.draw_pile:
                deck.reshuffle(self._shuffler(), keep_tops=True)  # O6
            state.hand, state.hand_from = deck.draw_pile.pop(), DRAW_PILE
        else:
            state.hand, state.hand_from = deck.discards[action.pile - 1].pop(), action.pile - 1
            state.taken[state.hand] += 1

    def _give_up(self, action: Swap | Discard) -> None:
        state = self._state
        given = state.hand
        if isinstance(action, Swap):
            rack, slot = state.racks[state.seat], action.slot - 1
            given, rack[slot] = rack[slot], state.hand
            seen = 1 << slot
            if state.hand_from == DRAW_PILE:
                state.public[state.seat] &= ~seen
            else:
                state.public[state.seat] |= seen
        state.deck.discard(given, action.pile - 1)
        state.thrown[given] += 1
        state.hand = NONE

    def _turn_done(self) -> None:
        """O5: the seat's rack may now be a journey; past `max_turns` each, nobody wins."""
        state = self._state
        state.turns += 1
        if is_journey(self._network, state.racks[state.seat]):
            self._win(state.seat)
        elif state.turns >= self._max_turns * self.players:
            state.over = True
        else:
            state.seat = (state.seat + 1) % self.players
            state.step += 1

    def _win(self, seat: int) -> None:
        state = self._state
        state.winner, state.over, state.public[seat] = seat, True, FULL
        score_win(self._network, state, seat)

    def _shuffler(self) -> random.Random:
        """The chance of the draw pile's next reshuffle, from the game's seed."""
        self._state.shuffles += 1
        return random.Random(f"{self._state.seed}/{self._state.shuffles}")
