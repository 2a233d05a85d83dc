"""Tiny Race (tests/data/plugin), the plug-in family, registered in this process for a
test: its journeys (T5) stand for those of any family that has them."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager

from engine.paths import ROOT
from engine.rules import Ruleset, registry

PLUGIN = ROOT / "tests" / "data" / "plugin"
RACE = PLUGIN / "race.yaml"


@contextmanager
def tiny_race() -> Iterator[Ruleset]:
    """For the block, Tiny Race registered (and importable, to be subclassed)."""
    sys.path.insert(0, str(PLUGIN))
    try:
        from tiny_race import RULESET

        with registered(RULESET):
            yield RULESET
    finally:
        sys.path.remove(str(PLUGIN))


@contextmanager
def registered(ruleset: Ruleset) -> Iterator[Ruleset]:
    registry.register(ruleset)
    try:
        yield ruleset
    finally:
        registry.unregister(ruleset.name)
