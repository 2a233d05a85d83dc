"""`tracksmith suggest --scheduler`: the same search on a Dask cluster as here."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from engine.cli import main
from engine.paths import MAPS

distributed = pytest.importorskip("distributed")


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    cluster = distributed.LocalCluster(
        n_workers=1,
        threads_per_worker=1,
        processes=False,
        protocol="tcp://",
        dashboard_address=":0",
    )
    try:
        yield cluster.scheduler_address
    finally:
        cluster.close()


def test_a_search_on_a_cluster_lists_what_a_search_here_lists(
    capsys: pytest.CaptureFixture[str], scheduler: str
) -> None:
    args = [
        "suggest", str(MAPS / "tutorial.yaml"), "--bots", "greedy", "--budget", "300",
        "--games", "10", "--confirm", "40", "--steps", "1", "--json",
    ]  # fmt: skip
    listings = []
    for where in (["--jobs", "1"], ["--scheduler", scheduler]):
        assert main([*args, *where]) == 0
        listing = json.loads(capsys.readouterr().out)
        del listing["seconds"]
        listings.append(listing)
    assert listings[0] == listings[1]
    assert listings[0]["games"] > 10 * 5
