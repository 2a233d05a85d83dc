"""Batch runs: seeds base + i, the same report whatever the workers, clean interrupts."""

from __future__ import annotations

import pytest

from engine.pack import load_pack
from engine.paths import MAPS
from engine.sim.play import Matchup, play_game
from engine.sim.runner import run_local, seeds_for

TUTORIAL = load_pack(MAPS / "tutorial.yaml")


@pytest.fixture(scope="module")
def matchup() -> Matchup:
    return Matchup(TUTORIAL, ("random", "greedy"))


def test_game_i_uses_seed_base_plus_i(matchup: Matchup) -> None:
    outcome = run_local(matchup, seeds_for(40, 3))
    assert [r.seed for r in outcome.results] == [40, 41, 42]
    assert outcome.results[1] == play_game(matchup, 41)


def test_a_game_is_decided_by_its_seed(matchup: Matchup) -> None:
    assert play_game(matchup, 7) == play_game(matchup, 7)
    assert play_game(matchup, 7).actions != play_game(matchup, 8).actions


def test_results_do_not_depend_on_the_number_of_workers(matchup: Matchup) -> None:
    seeds = seeds_for(0, 12)
    alone = run_local(matchup, seeds, jobs=1)
    pooled = run_local(matchup, seeds, jobs=2)
    assert alone.results == pooled.results
    assert not alone.interrupted and not pooled.interrupted


def test_ctrl_c_keeps_the_games_already_finished(matchup: Matchup) -> None:
    def interrupt_after_three(done: int, total: int) -> None:
        if done == 3:
            raise KeyboardInterrupt

    outcome = run_local(matchup, seeds_for(0, 10), progress=interrupt_after_three)
    assert outcome.interrupted
    assert [r.seed for r in outcome.results] == [0, 1, 2]


def test_ctrl_c_in_a_pool_reports_what_finished(matchup: Matchup) -> None:
    seen: list[int] = []

    def interrupt_midway(done: int, total: int) -> None:
        seen.append(done)
        if done >= 4:
            raise KeyboardInterrupt

    outcome = run_local(matchup, seeds_for(0, 40), jobs=2, progress=interrupt_midway)
    assert outcome.interrupted
    assert len(outcome.results) == seen[-1] < 40
    assert [r.seed for r in outcome.results] == sorted(r.seed for r in outcome.results)
