"""What a designer chooses for a playtest, and the games it stands for."""

from __future__ import annotations

from dataclasses import dataclass

from engine.map.model import MapPack
from engine.sim.play import Matchup
from engine.sim.runner import seeds_for


@dataclass(frozen=True)
class RunSettings:
    bots: tuple[str, ...]  # one per seat, in turn order
    games: int
    seed: int  # game i uses seed + i
    jobs: int  # worker processes

    @property
    def players(self) -> int:
        return len(self.bots)

    def seeds(self) -> range:
        return seeds_for(self.seed, self.games)

    def matchup(self, pack: MapPack) -> Matchup:
        """The map's own rule options apply; the editor adds none on top."""
        return Matchup(pack, self.bots)

    def pairs_with(self, other: RunSettings) -> bool:
        """Whether two runs' games on one seed can be compared: the same bots in the same seats."""
        return self.bots == other.bots
