"""What one finished game tells a designer, in plain JSON-able values.

The simulator keeps these rather than games: they are small, cross process
boundaries cheaply, and are all the report needs.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.rules.base import Observation


@dataclass(frozen=True)
class GameResult:
    seed: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    breakdown: tuple[dict[str, int], ...]  # per seat: source -> points
    observation: Observation
    actions: tuple[str, ...]  # every action's text form, for a record
    unfinished: str = ""  # why the game was stopped before its end (engine/sim/play.py)

    @property
    def cut(self) -> str:
        """Why the game stopped before its rules' end, or "": the bound on one game's
        work (`unfinished`), or the rules' own limit (`observation.cut`)."""
        return self.unfinished or self.observation.cut

    def win_share(self, seat: int) -> float:
        """A shared victory counts as a fraction, so seats' shares sum to one game;
        a game cut short is nobody's win, whatever its scores."""
        if self.cut:
            return 0.0
        return 1.0 / len(self.winners) if seat in self.winners else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "scores": list(self.scores),
            "winners": list(self.winners),
            "breakdown": [dict(b) for b in self.breakdown],
            "heat": self.observation.heat,
            "first_build": self.observation.first_build,
            "rounds": self.observation.rounds,
        }
