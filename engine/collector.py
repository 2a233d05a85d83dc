"""Holding Python's cycle collector while a whole map's objects are made.

Opening a city of thousands of stations makes hundreds of thousands of objects
that all stay: the pack, the canvas items, the panels' rows. Meanwhile the
collector would walk the growing heap again and again, finding nothing to free:
on a 5,000-station map a fifth of the time to open. Reading a transit feed
makes tens of thousands of trips and runs of stops, none in a cycle: a tenth of
the time to read one. Saving a big map makes its plain data twice (written, and
read back to be compared), some 30,000 lists and mappings each time, and drops
them all: the collector's passes over them were about a fifth of the save.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
