"""What kind of game a rule family is, in OpenSpiel's sense of a game type.

The command line, the playtest panel, the replay viewer and the searching
bots read this instead of knowing the family: how many may play, whether the
seats take turns or all decide on one revealed card or roll, what a seat
cannot see and where chance comes from.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

# "sequential": one seat acts at a time and the game says whose turn it is.
# "simultaneous": every seat decides on the same revealed card or roll; the
# engine asks them one after another, but no seat sees another's choice first.
Turns = Literal["sequential", "simultaneous"]
# "shared": every seat plays on one board (On the Underground).
# "per-seat": every seat has a sheet of its own (the roll-and-writes).
Sheets = Literal["shared", "per-seat"]


@dataclass(frozen=True)
class GameType:
    min_players: int
    max_players: int
    default_players: int
    turns: Turns
    sheets: Sheets
    hidden: tuple[str, ...] = ()  # what a seat cannot see, in words: "the order of the deck"
    chance: tuple[str, ...] = ()  # where chance comes from: "the shuffled destination deck"

    def __post_init__(self) -> None:
        if not 1 <= self.min_players <= self.default_players <= self.max_players:
            raise ValueError(
                f"players {self.min_players}-{self.max_players} with default "
                f"{self.default_players}: expected 1 <= min <= default <= max"
            )

    @property
    def players(self) -> range:
        return range(self.min_players, self.max_players + 1)

    def player_problem(self, players: int) -> str | None:
        """Why `players` cannot play this game, or None when they can."""
        if players in self.players:
            return None
        if self.min_players == self.max_players:
            return f"exactly {self.min_players} players play this game, not {players}"
        return f"{self.min_players} to {self.max_players} players play this game, not {players}"
