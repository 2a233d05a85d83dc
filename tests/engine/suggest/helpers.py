"""Running a search in this process, as the tests need it: small budgets, fixed seeds."""

from __future__ import annotations

from collections.abc import Sequence

from engine.editing.edits import set_flag
from engine.map.model import MapPack
from engine.sim.play import Matchup
from engine.sim.runner import RunOutcome, run_local
from engine.suggest.goals import parse_goal
from engine.suggest.search import Budget, Search, SearchOutcome


def search(
    pack: MapPack,
    bots: Sequence[str],
    budget: Budget,
    goals: Sequence[str] = ("balance",),
    seed: int = 0,
) -> SearchOutcome:
    def play(changed: MapPack, seeds: Sequence[int]) -> RunOutcome:
        return run_local(Matchup(changed, tuple(bots)), seeds)

    return Search(pack, bots, {}, [parse_goal(g) for g in goals], play, budget, seed).run()


def start_in_a_corner(pack: MapPack) -> MapPack:
    """The Passenger's start moved to the station nearest the map's top left corner."""
    start = pack.start_station()
    assert start is not None
    corner = min(pack.stations, key=lambda s: s.pos[0] + s.pos[1])
    return set_flag(set_flag(pack, [start.id], "start", False), [corner.id], "start", True)
