"""Sending a run's games to a Dask distributed cluster, for sweeps that outgrow one machine.

The games, seeds and chunks are the same as in a local run, and results come
back in seed order, so a report does not depend on where the games ran.
Needs the optional `distributed` package (`pip install -e '.[cluster]'`).
Check a user's address with engine.sim.scheduler first: Dask's own connection
trusts the server it reaches.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from itertools import islice
from typing import Any

from engine.errors import ClusterError
from engine.sim.play import GameFault, Matchup, play_seeds
from engine.sim.result import GameResult
from engine.sim.runner import WORKER_DIED, Progress, RunOutcome, chunks, in_seed_order
from engine.sim.scheduler import CONNECT_TIMEOUT

CHUNK = 8
QUEUED = 256  # chunks on the cluster at once: its queue, never the whole run


def require_distributed() -> None:
    """Refuse a cluster run up front when the optional package is missing."""
    if importlib.util.find_spec("distributed") is None:
        raise ClusterError(
            "running on a cluster needs the 'distributed' package: pip install -e '.[cluster]'"
        )


def run_on_dask(
    matchup: Matchup, seeds: Sequence[int], address: str, progress: Progress | None = None
) -> RunOutcome:
    require_distributed()
    from distributed import Client, KilledWorker, as_completed

    try:
        client = Client(address, timeout=CONNECT_TIMEOUT)  # type: ignore[no-untyped-call]
    except Exception as error:  # a scheduler gone or changed since it was checked
        raise ClusterError(f"cannot use the scheduler at {address}: {error}") from None
    with client:
        return _play(client, matchup, seeds, progress, as_completed, KilledWorker)


def _play(
    client: Any,
    matchup: Matchup,
    seeds: Sequence[int],
    progress: Progress | None,
    as_completed: Any,
    killed_worker: type[Exception],
) -> RunOutcome:
    """The games in chunks, a bounded number on the cluster at a time, in seed order."""
    shared = client.scatter(matchup, broadcast=True)
    work = chunks(seeds, CHUNK)
    queued = as_completed()
    done: list[GameResult] = []
    try:
        for chunk in islice(work, QUEUED):
            queued.add(client.submit(play_seeds, shared, chunk, pure=False))
        for future in queued:
            done.extend(future.result())
            for chunk in islice(work, 1):
                queued.add(client.submit(play_seeds, shared, chunk, pure=False))
            if progress:
                progress(len(done), len(seeds))
    except KeyboardInterrupt:
        client.cancel(list(queued.futures))
        return RunOutcome(in_seed_order(done), interrupted=True)
    except killed_worker:
        client.cancel(list(queued.futures))
        return RunOutcome(in_seed_order(done), interrupted=False, stopped=WORKER_DIED)
    except GameFault as fault:
        client.cancel(list(queued.futures))
        return RunOutcome(in_seed_order(done), interrupted=False, stopped=str(fault))
    return RunOutcome(in_seed_order(done), interrupted=False)
