"""Sending a run's games to a Dask distributed cluster, for sweeps that outgrow one machine.

The games, seeds and chunks are the same as in a local run, and results come
back in seed order, so a report does not depend on where the games ran.
Needs the optional `distributed` package (`pip install -e '.[cluster]'`).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.errors import ClusterError
from engine.sim.play import Matchup, play_seeds
from engine.sim.result import GameResult
from engine.sim.runner import Progress, RunOutcome, chunks, in_seed_order

CHUNK = 8


def run_on_dask(
    matchup: Matchup, seeds: Sequence[int], address: str, progress: Progress | None = None
) -> RunOutcome:
    try:
        from distributed import Client, as_completed
    except ImportError:
        raise ClusterError(
            "running on a cluster needs the 'distributed' package: pip install -e '.[cluster]'"
        ) from None
    done: list[GameResult] = []
    with Client(address) as client:  # type: ignore[no-untyped-call]
        shared = client.scatter(matchup, broadcast=True)
        futures = [
            client.submit(play_seeds, shared, chunk, pure=False) for chunk in chunks(seeds, CHUNK)
        ]
        try:
            for future in as_completed(futures):  # type: ignore[no-untyped-call]
                done.extend(future.result())
                if progress:
                    progress(len(done), len(seeds))
        except KeyboardInterrupt:
            client.cancel(futures)
            return RunOutcome(in_seed_order(done), interrupted=True)
    return RunOutcome(in_seed_order(done), interrupted=False)
