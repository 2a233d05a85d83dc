"""The most work one game may take, whatever the map's options allow.

A One Day map whose every journey is longer than its one line plays all of a huge
`max_turns`, and a bot that plays out to the end plays such a game over and over
for each decision. Past either bound the game ends where it stands, with no winner
and a verdict the report shows. The actions bound keeps a seed's game the same on
every machine; the CPU bound does not, so it only ever cuts a game short: a game
that ends by the rules has never met it, and no game of a playable map comes near.
"""

from __future__ import annotations

import math
import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

MAX_ACTIONS = 100_000
MAX_CPU_SECONDS = 60.0

# the process's CPU time past which the game in play stops; a context variable, so
# that games played in threads side by side (a Dask worker) each keep their own
_DEADLINE: ContextVar[float] = ContextVar("deadline", default=math.inf)


@contextmanager
def cpu_bound() -> Iterator[None]:
    """Start the clock of one game's CPU time."""
    token = _DEADLINE.set(time.process_time() + MAX_CPU_SECONDS)
    try:
        yield
    finally:
        _DEADLINE.reset(token)


def out_of_time() -> bool:
    """Whether the game in play has used up its CPU time (never, outside a game)."""
    deadline = _DEADLINE.get()
    return deadline < math.inf and time.process_time() > deadline
