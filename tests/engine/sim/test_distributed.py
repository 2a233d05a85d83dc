"""The same runner on a Dask distributed cluster gives the local run's results."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.pack import load_pack
from engine.paths import MAPS
from engine.sim.play import Matchup
from engine.sim.runner import run_local, seeds_for

distributed = pytest.importorskip("distributed")


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    cluster = distributed.LocalCluster(
        n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None
    )
    try:
        yield cluster.scheduler_address
    finally:
        cluster.close()


def test_a_cluster_run_equals_a_local_run(scheduler: str) -> None:
    from engine.sim.distributed import run_on_dask

    matchup = Matchup(load_pack(MAPS / "tutorial.yaml"), ("random", "greedy"))
    seeds = seeds_for(100, 10)
    on_cluster = run_on_dask(matchup, seeds, scheduler)
    assert not on_cluster.interrupted
    assert on_cluster.results == run_local(matchup, seeds).results
