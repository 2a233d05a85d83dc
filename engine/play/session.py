"""A game with people in some seats: who moves, what they may do, what happened, in words.

The terminal (`tracksmith play`) and the editor's play mode both drive this, so a
game plays the same in either and saves the same record. Bots draw on a stream of
their own per seat, as in the simulator (engine/sim/play.py), so a seat's bot
plays as it would in a playtest of the same seed until a person's choice differs.
"""

from __future__ import annotations

import os
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from engine.map.model import MapPack
from engine.play.hidden import reveals_hidden
from engine.records import GameRecord, new_record
from engine.rules.base import Action, Event, Game, IllegalActionError
from engine.rules.picture import Picture
from engine.rules.registry import get_ruleset
from engine.rules.targets import Path, Pointing
from engine.sim.bots import Bot, CloneEvaluator, bot_names, make_bot
from engine.sim.play import Matchup, play_game

PERSON = "human"  # the seat name for a person, beside the bots'


class SeatError(ValueError):
    """A seat name that is neither a person nor a known bot."""


def check_seats(seats: Sequence[str]) -> None:
    known = (PERSON, *bot_names())
    unknown = next((seat for seat in seats if seat not in known), None)
    if unknown is not None:
        raise SeatError(f"unknown seat '{unknown}' (known: {', '.join(known)})")
    if not seats:
        raise SeatError(f"no seats named (known: {', '.join(known)})")


@dataclass(frozen=True)
class Move:
    """One action played, by whom, in words, and the points it brought anyone."""

    seat: int
    player: str  # PERSON or a bot's name
    action: str  # the text form, as records keep it
    words: str
    events: tuple[Event, ...]

    def lines(self) -> list[str]:
        """The move for a log: a line, and one per change of score with its rule."""
        who = "a person" if self.player == PERSON else self.player
        head = f"seat {self.seat} ({who}): {self.words}  [{self.action}]"
        return [head, *(f"    {event_line(event)}" for event in self.events)]


def event_line(event: Event) -> str:
    return f"{event.points:+d} {event.rule} seat {event.player}: {event.detail}"


class PlaySession:
    def __init__(
        self,
        pack: MapPack,
        seats: Sequence[str],
        seed: int = 0,
        options: Mapping[str, Any] | None = None,
    ) -> None:
        """Raises SeatError for an unknown seat, SetupError when the game cannot start."""
        check_seats(seats)
        self.pack = pack
        self.seats = tuple(seats)
        self.seed = seed
        self.options = dict(options or {})
        self.ruleset = get_ruleset(pack.ruleset)
        self.game: Game = self.ruleset.new_game(pack, len(seats), self.options, seed)
        evaluator = self.ruleset.evaluator(self.game) or CloneEvaluator()
        self._bots: dict[int, Bot] = {
            seat: make_bot(name, evaluator) for seat, name in enumerate(seats) if name != PERSON
        }
        self._streams = [random.Random(f"{seed}/{seat}") for seat in range(len(seats))]
        self.moves: list[Move] = []
        # Before each person's move: the game, and how many moves there were.
        self._before_person: list[tuple[Game, int]] = []

    # -- whose turn, and what they may do -----------------------------------------------

    @property
    def seat(self) -> int | None:
        """The seat to move; None once the game is over."""
        return self.game.current_player

    @property
    def people(self) -> tuple[int, ...]:
        return tuple(seat for seat, name in enumerate(self.seats) if name == PERSON)

    def person_to_move(self) -> bool:
        seat = self.seat
        return seat is not None and self.seats[seat] == PERSON

    def legal(self) -> list[Action]:
        return list(self.game.legal_actions())

    def words(self, action: Action) -> str:
        return self.ruleset.describe_action(self.game, action)

    def targets(self, action: Action) -> Path:
        return self.ruleset.action_targets(self.game, action)

    def pointing(self) -> Pointing[Action]:
        legal = self.legal()
        return Pointing(legal, [self.targets(action) for action in legal])

    def picture(self, seat: int) -> Picture:
        """What `seat` sees of the game now."""
        return self.ruleset.seat_picture(self.game, None, seat)

    def typed(self, text: str) -> Action:
        """The legal action `text` names: its number in the list (from 1), its words or
        its text form, in any case; ValueError saying what is legal otherwise."""
        legal = self.legal()
        wanted = " ".join(text.split()).casefold()
        if wanted.isdigit() and 1 <= int(wanted) <= len(legal):
            return legal[int(wanted) - 1]
        for action in legal:
            if wanted in (str(action).casefold(), self.words(action).casefold()):
                return action
        raise ValueError(
            f"'{text.strip()}' is not a legal action here: type a number from 1 to "
            f"{len(legal)}, or an action's words or text form as listed"
        )

    # -- playing ------------------------------------------------------------------------

    def play(self, action: Action) -> Move:
        """Play `action` for the seat to move; IllegalActionError (nothing changes) if illegal."""
        seat = self.seat
        if seat is None:
            raise IllegalActionError(f"'{action}': the game is over")
        person = self.seats[seat] == PERSON
        before = self.game.clone() if person else None
        words, events = self.words(action), len(self.game.events)
        self.game.apply(action)
        if before is not None:
            self._before_person.append((before, len(self.moves)))
        move = Move(seat, self.seats[seat], str(action), words, tuple(self.game.events[events:]))
        self.moves.append(move)
        return move

    def play_bot(self) -> Move:
        """The move of the bot whose turn it is."""
        seat = self.seat
        assert seat is not None and seat in self._bots, "no bot's turn"
        return self.play(self._bots[seat].choose(self.game, self._streams[seat]))

    # -- taking a move back ---------------------------------------------------------------

    def can_undo(self, seat: int | None = None) -> bool:
        """Whether the last person's move (and the bots' since) can be taken back: only
        where nothing hidden came to light since, which a person could not unsee; given
        `seat`, only a move of that seat's (at one screen, nobody takes back another's)."""
        if not self._before_person:
            return False
        before, count = self._before_person[-1]
        mover = self.moves[count].seat
        if seat is not None and seat != mover:
            return False
        since = [self.game.parse_action(move.action) for move in self.moves[count:]]
        return not reveals_hidden(self.ruleset, before, since, self.game, mover)

    def undo(self, seat: int | None = None) -> list[Move]:
        """Take back the last person's move and every bot's move since; the moves taken back."""
        if not self.can_undo(seat):
            raise ValueError("no move to take back: something hidden came to light since")
        before, count = self._before_person.pop()
        self.game = before
        taken, self.moves = self.moves[count:], self.moves[:count]
        return taken

    # -- measuring the people ---------------------------------------------------------------

    def bots_in_their_seats(self, bot: str = "greedy") -> tuple[int, ...]:
        """The scores of the same deal played with `bot` in every person's seat and the
        other seats as they are: what the people's scores are measured against."""
        seats = tuple(bot if name == PERSON else name for name in self.seats)
        return play_game(Matchup(self.pack, seats, self.options), self.seed).scores

    # -- keeping the game -----------------------------------------------------------------

    def record(self, pack_path: str | os.PathLike[str]) -> GameRecord:
        """The game so far as a record `tracksmith replay` reads, the map at `pack_path`."""
        return new_record(
            self.game,
            pack_path,
            self.pack,
            self.ruleset.name,
            len(self.seats),
            self.seed,
            self.options,
        )
