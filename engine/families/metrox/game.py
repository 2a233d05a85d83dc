"""A Metro X game as a state machine: the deck (M2), the cards (M3-M6),
completions (M7) and the end (M8).

Everybody plays every card at once on their own sheet; the engine asks the
seats in seat order (engine.rules.mechanisms.simultaneous), and no seat's
choice limits another's. When the last seat has decided, the card's
completions are settled together, a Re-Shuffle card shuffles the whole deck
back, and the next card is flipped (a chance step) unless every window is
filled.
"""

from __future__ import annotations

import random

from engine.families.metrox.actions import Cross, Free, MetroXAction, Pass, Transfer, parse_action
from engine.families.metrox.cards import FREE, RESHUFFLE, SKIP, TRANSFER, TransitCard
from engine.families.metrox.marking import crossable, first_empty, newly_completed
from engine.families.metrox.options import Options
from engine.families.metrox.scoring import score_completions, score_end, score_transfer
from engine.families.metrox.sheet import Sheet
from engine.families.metrox.state import State
from engine.rules.base import Action, IllegalActionError
from engine.rules.mechanisms.completion import CompletionBonuses
from engine.rules.mechanisms.deck import Deck
from engine.rules.mechanisms.simultaneous import SharedDecision
from engine.rules.options import SetupError
from engine.rules.state_view import StateView

PASS = Pass()
TRANSFER_MARK = "X"  # what a Transfer writes in a window (M5)


def new_state(
    sheet: Sheet, options: Options, players: int, deck: Deck[TransitCard], seed: int
) -> State:
    """A state before the first flip: empty sheets, the deck as dealt."""
    if not any(card.fills_window for card in options.cards):
        raise SetupError("the card mix has no card that fills a window, so no game ends (M2, M8)")
    return State(
        marked=[0] * players,
        numbers=[{} for _ in range(players)],
        written=[[()] * len(sheet.route_ids) for _ in range(players)],
        completed=[0] * players,
        first=[0] * players,
        windows_left=[sheet.total_windows] * players,
        deck=deck,
        card=None,
        turn=0,
        seed=seed,
        shuffles=0,
        bonuses=CompletionBonuses(dict(enumerate(sheet.bonus)), solo=players == 1),
        deciding=SharedDecision(),
        over=False,
        scores=[0] * players,
        breakdown=[{} for _ in range(players)],
        events=[],
        history=[],
    )


class MetroXGame(StateView[MetroXAction, State]):
    def __init__(
        self,
        sheet: Sheet,
        options: Options,
        state: State,
        actions: dict[str, MetroXAction],
    ) -> None:
        self._sheet = sheet
        self._options = options
        self._state = state
        self._actions = actions  # text -> action, immutable values shared by clones

    # -- what the Game protocol reads ------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return self._state.deciding.current

    @property
    def step(self) -> int:
        """One step per flipped card: every seat decides on it once."""
        return max(self._state.turn - 1, 0)

    @property
    def sheet(self) -> Sheet:
        return self._sheet

    @property
    def options(self) -> Options:
        return self._options

    @property
    def card(self) -> TransitCard | None:
        """The flipped card the seats are deciding on."""
        return self._state.card

    def resample_hidden(self, rng: random.Random, seat: int) -> None:
        """Shuffle the cards not yet flipped, and draw new seeds for later shuffles."""
        self._state.deck.resample_hidden(rng)
        self._state.seed = rng.getrandbits(64)

    def clone(self) -> MetroXGame:
        return MetroXGame(self._sheet, self._options, self._state.copy(), self._actions)

    def parse_action(self, text: str) -> MetroXAction:
        return parse_action(text)

    def winners(self) -> tuple[int, ...]:
        """M8: most points, then fewest empty stations; still tied, they share."""
        state, every = self._state, self._sheet.all_stations
        ranks = [(score, -state.empty(every, seat)) for seat, score in enumerate(state.scores)]
        best = max(ranks)
        return tuple(seat for seat, rank in enumerate(ranks) if rank == best)

    # -- what the current player may do ----------------------------------------------

    def legal_actions(self) -> list[MetroXAction]:
        seat, card = self.current_player, self._state.card
        if seat is None or card is None:
            return []
        sheet, state = self._sheet, self._state
        marked = state.marked[seat]
        if card.kind == FREE:
            empty = sheet.all_stations & ~marked
            ids = sheet.station_ids
            return [self._action(f"free {ids[s]}") for s in range(len(ids)) if empty >> s & 1] or [
                PASS
            ]
        actions: list[MetroXAction] = []
        for route, route_id in enumerate(sheet.route_ids):
            if len(state.written[seat][route]) >= sheet.windows[route]:
                continue
            if card.kind == TRANSFER:
                actions.append(self._action(f"transfer {route_id}"))
                continue
            most = len(crossable(sheet, marked, route, card))
            actions += [self._action(f"{card.verb} {route_id} {n}") for n in range(most + 1)]
        return actions

    def _action(self, text: str) -> MetroXAction:
        action = self._actions.get(text)
        if action is None:
            action = self._actions[text] = parse_action(text)
        return action

    # -- applying an action ----------------------------------------------------------

    def apply(self, action: Action) -> None:
        seat, card = self.current_player, self._state.card
        if seat is None or card is None:
            raise IllegalActionError(f"'{action}': the game is over")
        if not isinstance(action, Cross | Transfer | Free | Pass):
            raise IllegalActionError(f"'{action}' is not a Metro X action")
        marks = self._marks(action, seat, card)
        state = self._state
        if isinstance(action, Cross | Transfer):
            route = self._sheet.route_index[action.route]
            written = str(card.count) if isinstance(action, Cross) else TRANSFER_MARK
            state.written[seat][route] += (written,)
            state.windows_left[seat] -= 1
        if isinstance(action, Transfer) and marks:
            self._write_transfer(seat, self._sheet.route_index[action.route], marks)
        else:
            self._mark(seat, marks)
        state.history.append(action)
        if state.deciding.decided():
            self._card_done()

    def _marks(self, action: MetroXAction, seat: int, card: TransitCard) -> int:
        """The stations the action marks, or IllegalActionError naming why it may not."""
        sheet, marked = self._sheet, self._state.marked[seat]
        if isinstance(action, Free | Pass):
            if card.kind != FREE:
                raise IllegalActionError(f"'{action}': the card is {card}, not the Free card (M6)")
            if isinstance(action, Pass):
                if sheet.all_stations & ~marked:
                    raise IllegalActionError("'pass': the Free card crosses an empty station (M6)")
                return 0
            station = sheet.station_index.get(action.station)
            if station is None:
                raise IllegalActionError(f"'{action}': no route stops at '{action.station}'")
            if marked >> station & 1:
                raise IllegalActionError(f"'{action}': seat {seat} has marked it already (M6)")
            return 1 << station
        if isinstance(action, Transfer) != (card.kind == TRANSFER) or (
            isinstance(action, Cross) and action.verb != card.verb
        ):
            raise IllegalActionError(f"'{action}': the card is {card}")
        route = sheet.route_index.get(action.route)
        if route is None:
            raise IllegalActionError(f"'{action}': the sheet has no route '{action.route}'")
        if len(self._state.written[seat][route]) >= sheet.windows[route]:
            raise IllegalActionError(
                f"'{action}': every window of {sheet.route_names[route]} is filled (M3)"
            )
        if isinstance(action, Transfer):
            station = first_empty(sheet, marked, route)
            return 0 if station is None else 1 << station
        stations = crossable(sheet, marked, route, card)
        if action.count > len(stations):
            rule = "M4" if card.kind == SKIP else "M3"
            raise IllegalActionError(
                f"'{action}': {card} crosses at most {len(stations)} stations of "
                f"{sheet.route_names[route]} for seat {seat} ({rule})"
            )
        mask = 0
        for station in stations[: action.count]:
            mask |= 1 << station
        return mask

    def _write_transfer(self, seat: int, route: int, mark: int) -> None:
        """M5: the number 2 x routes there, written at the route's first empty station."""
        station = mark.bit_length() - 1
        self._state.numbers[seat][station] = self._sheet.transfer_value(station)
        self._mark(seat, mark)
        score_transfer(self._sheet, self._state, seat, route, station)

    def _mark(self, seat: int, stations: int) -> None:
        """M1: a station marked once is marked on every route through it; M7:
        the routes this completes score when the card is settled."""
        state = self._state
        marked = state.marked[seat] = state.marked[seat] | stations
        for route in newly_completed(self._sheet, marked, state.completed[seat], stations):
            state.completed[seat] |= 1 << route
            state.bonuses.complete(seat, route)

    # -- cards and the end -----------------------------------------------------------

    def begin(self) -> None:
        """Start play: settle what a staged sheet has completed already, then flip
        the first card (or end at once when the staged windows are all filled)."""
        self._settle()

    def _card_done(self) -> None:
        """M2: after its turn a Re-Shuffle card shuffles the whole deck back."""
        card = self._state.card
        if card is not None and card.kind == RESHUFFLE:
            self._state.deck.reshuffle(self._shuffler(), keep_tops=False)
        self._settle()

    def _settle(self) -> None:
        """M7: settle the card's completions together; M8: the game ends once
        every window is filled."""
        state = self._state
        score_completions(self._sheet, state, state.bonuses.settle())
        if not any(state.windows_left):
            score_end(self._sheet, self._options, state)
            state.over = True
            state.card = None
            return
        self.flip()

    def flip(self) -> None:
        """M2: reveal the next card, face up on the discard pile; a draw pile that has
        run out (a mix without a Re-Shuffle card) is first shuffled from the discards."""
        state = self._state
        if not len(state.deck):
            state.deck.reshuffle(self._shuffler(), keep_tops=False)
        card = state.deck.draw_pile.pop()
        state.deck.discard(card)
        state.card = card
        state.turn += 1
        state.deciding.open(self.players)

    def _shuffler(self) -> random.Random:
        """The chance of the deck's next shuffle, from the game's seed."""
        self._state.shuffles += 1
        return random.Random(f"{self._state.seed}/{self._state.shuffles}")
