"""A tube dice game as a state machine: the roll (D2), the uses (D3-D5),
completions (D6) and the end (D7).

A turn is one roll of the five dice (a chance step from the game seed). The
seat that rolled decides first, taking two dice; then every other seat takes
two of the three left. Those choices cannot limit each other, so the engine
asks them one after another (engine.rules.mechanisms.simultaneous). When the
last seat has used its dice, the turn's completions are settled together and
the game either ends or the next seat rolls.
"""

from __future__ import annotations

import random

from engine.families.tubedice.actions import (
    HIGHEST,
    LOWEST,
    Keep,
    TubeDiceAction,
    Use,
    parse_action,
)
from engine.families.tubedice.moves import (
    can_move,
    complete_goals,
    keep_problem,
    taken,
    use_problem,
    uses,
)
from engine.families.tubedice.options import Options
from engine.families.tubedice.scoring import score_completions, score_passes
from engine.families.tubedice.sheet import Sheet
from engine.families.tubedice.state import State
from engine.rules.base import Action, IllegalActionError
from engine.rules.mechanisms.completion import CompletionBonuses
from engine.rules.mechanisms.simultaneous import SharedDecision
from engine.rules.state_view import StateView

DICE = 5  # rolled each turn (D2)


def new_state(sheet: Sheet, options: Options, players: int, seed: int, active: int = 0) -> State:
    """A state before the first roll: empty sheets, every pass unused."""
    return State(
        numbers=[[0] * len(sheet.station_ids) for _ in range(players)],
        numbered=[0] * players,
        marked=[0] * players,
        passes=[options.passes] * players,
        completed=[0] * players,
        first=[0] * players,
        roll=(),
        kept=(),
        active=active,
        turn=0,
        seed=seed,
        staged=(),
        bonuses=CompletionBonuses(
            {n: goal.values for n, goal in enumerate(sheet.goals)}, solo=players == 1
        ),
        deciding=SharedDecision(),
        over=False,
        scores=[0] * players,
        breakdown=[{} for _ in range(players)],
        events=[],
        history=[],
    )


class TubeDiceGame(StateView[TubeDiceAction, State]):
    def __init__(self, sheet: Sheet, options: Options, state: State) -> None:
        self._sheet = sheet
        self._options = options
        self._state = state

    # -- what the Game protocol reads ------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return self._state.deciding.current

    @property
    def step(self) -> int:
        """One step per roll: every seat uses its dice once."""
        return max(self._state.turn - 1, 0)

    @property
    def sheet(self) -> Sheet:
        return self._sheet

    @property
    def options(self) -> Options:
        return self._options

    def resample_hidden(self, rng: random.Random, seat: int) -> None:
        """Only the rolls to come are unknown: draw them from a new seed."""
        state = self._state
        state.staged = state.staged[: state.turn]
        state.seed = rng.getrandbits(64)

    def clone(self) -> TubeDiceGame:
        return TubeDiceGame(self._sheet, self._options, self._state.copy())

    def parse_action(self, text: str) -> TubeDiceAction:
        return parse_action(text)

    def winners(self) -> tuple[int, ...]:
        """D7: the most points; a tie is shared."""
        best = max(self._state.scores)
        return tuple(seat for seat, score in enumerate(self._state.scores) if score == best)

    def lines_completed(self, seat: int) -> int:
        return (self._state.completed[seat] & ((1 << self._sheet.lines) - 1)).bit_count()

    # -- what the current player may do ----------------------------------------------

    def legal_actions(self) -> list[TubeDiceAction]:
        seat = self.current_player
        if seat is None:
            return []
        state = self._state
        return uses(self._sheet, state, seat, state.open_dice(seat), self._options.mark_all)

    # -- applying an action ----------------------------------------------------------

    def apply(self, action: Action) -> None:
        seat, state = self.current_player, self._state
        if seat is None:
            raise IllegalActionError(f"'{action}': the game is over")
        if not isinstance(action, Use | Keep):
            raise IllegalActionError(f"'{action}' is not a tube dice action")
        faces = state.open_dice(seat)
        if not taken(faces, action.faces):
            dice = " ".join(map(str, faces))
            raise IllegalActionError(f"'{action}': seat {seat} takes two of {dice} (D2)")
        if isinstance(action, Keep):
            problem, marks = keep_problem(self._sheet, state, seat, action), 0
        else:
            problem, marks = use_problem(self._sheet, state, seat, action, self._options.mark_all)
        if problem is not None:
            raise IllegalActionError(f"'{action}': {problem}")
        if isinstance(action, Use):
            self._use(seat, action, marks)
        state.history.append(action)
        if seat == state.active:
            state.kept = action.faces
        if not state.deciding.decided():
            return
        if seat == state.active and self.players > 1:
            state.deciding.open_to(s for s in range(self.players) if s != seat)
        else:
            self._settle()

    def _use(self, seat: int, action: Use, marks: int) -> None:
        """D3-D5: write the station die, mark the connections, cross off the passes;
        D6: what that completes scores when the turn is settled."""
        sheet, state = self._sheet, self._state
        station = sheet.station_index[action.station]
        state.passes[seat] -= action.passes
        if not state.numbers[seat][station]:
            state.numbers[seat][station] = action.station_die.value
            state.numbered[seat] |= 1 << station
        state.marked[seat] |= marks
        touched = set(sheet.goals_at_station[station])
        for connection in range(marks.bit_length()):
            if marks >> connection & 1:
                touched.update(sheet.goals_at_connection[connection])
        complete_goals(sheet, state, seat, sorted(touched))

    # -- turns and the end -----------------------------------------------------------

    def begin(self) -> None:
        """Start play: settle what a staged sheet has completed already, then roll."""
        self._settle()

    def _settle(self) -> None:
        """D6: settle the turn's completions together; D7: end after the turn in which
        a seat has completed enough lines, or once no sheet can change any more."""
        state, sheet = self._state, self._sheet
        score_completions(sheet, state, state.bonuses.settle())
        target = min(self._options.lines_to_end, sheet.lines)
        seats = range(self.players)
        if (target and any(self.lines_completed(s) >= target for s in seats)) or not any(
            can_move(sheet, state, s) for s in seats
        ):
            score_passes(state)
            state.over = True
            state.roll = state.kept = ()
            return
        self.roll()

    def roll(self) -> None:
        """D2: the next seat clockwise rolls the five dice; the first roll is the start
        seat's."""
        state = self._state
        if state.turn:
            state.active = (state.active + 1) % self.players
        state.turn += 1
        if state.turn <= len(state.staged):
            state.roll = state.staged[state.turn - 1]
        else:
            dice = random.Random(f"{state.seed}/{state.turn}")
            state.roll = tuple(dice.randint(LOWEST, HIGHEST) for _ in range(DICE))
        state.kept = ()
        state.deciding.open_to([state.active])
