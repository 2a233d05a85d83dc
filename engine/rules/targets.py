"""What a person points at to choose an action: the board elements and table pieces it touches.

A family maps each legal action to a path of `Target`s (`Ruleset.action_targets`):
the connection's track space to place a token on, then (where several lines could go
there) the token's colour. Whoever seats a person offers the first targets of every
legal action, keeps the actions whose paths begin with what was chosen, and offers
their next targets, until one action is left (`Pointing`). An action with no path
is chosen from the list of actions in words (`Ruleset.describe_action`) alone; every
action is in that list, so none is reachable only by pointing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from engine.rules.picture import WHOLE

# Drawn on the map: the ids are the map's element ids.
STATION, CONNECTION, ROUTE = "station", "connection", "route"
ON_BOARD = frozenset({STATION, CONNECTION, ROUTE})
# Beside the board, shown as a button with the target's label: a card in a rack or on a
# pile, a die, a token of a line, or a choice that is no piece at all (a count).
CARD, PILE, DIE, TOKEN, CHOICE = "card", "pile", "die", "token", "choice"
KINDS = ON_BOARD | {CARD, PILE, DIE, TOKEN, CHOICE}


@dataclass(frozen=True)
class Target:
    """One thing to point at. Two targets are the same when kind, id and part are."""

    kind: str
    id: str  # an element id on the board; beside it, any id unique among its kind
    part: tuple[int, int] = WHOLE  # a connection's k-th of n track spaces or sections
    label: str = field(default="", compare=False)  # for people: "pile 2", "cross 3"

    @property
    def on_board(self) -> bool:
        return self.kind in ON_BOARD


Path = tuple[Target, ...]
Action = TypeVar("Action")


class Pointing(Generic[Action]):
    """Choosing one of `actions` by pointing at their targets one after another."""

    def __init__(self, actions: Sequence[Action], paths: Sequence[Path]) -> None:
        self._pointed = [(a, p) for a, p in zip(actions, paths, strict=True) if p]
        self.chosen: list[Target] = []

    def _left(self) -> list[tuple[Action, Path]]:
        depth = len(self.chosen)
        return [(a, p) for a, p in self._pointed if list(p[:depth]) == self.chosen]

    def candidates(self) -> list[Action]:
        """The actions the targets chosen so far still leave."""
        return [action for action, _ in self._left()]

    def offered(self) -> list[Target]:
        """The targets that may be chosen next, each once, in the actions' order."""
        depth = len(self.chosen)
        seen: dict[Target, None] = {}
        for _, path in self._left():
            if len(path) > depth:
                seen.setdefault(path[depth], None)
        return list(seen)

    def choose(self, target: Target) -> Action | None:
        """Take `target` as the next choice; the action once only one is left.
        Raises ValueError for a target not offered."""
        if target not in self.offered():
            raise ValueError(f"{target.kind} {target.id} is not one of the choices")
        self.chosen.append(target)
        left = self._left()
        return left[0][0] if len(left) == 1 else None

    def back(self) -> None:
        """Forget the last choice (none: nothing happens)."""
        if self.chosen:
            self.chosen.pop()
