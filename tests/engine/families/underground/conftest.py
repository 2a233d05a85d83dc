"""Staging On the Underground scenarios directly, boardgame.io style.

`stage` skips the random deal through the ruleset's public `stage`: the test
says which seat owns which colours, what the deck holds (top card first) and
where tiles lie, then plays actions by their text form with `play`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

import pytest

from engine.map.model import MapPack
from engine.rules import Game, get_ruleset

Stage = Callable[..., Any]  # the family's game, whose state the tests inspect
Play = Callable[..., None]

# Enough cards at the start station that the Passenger stays put turn after turn
# and the deck lasts well past any scenario.
IDLE_DECK = (("hub", "standard"),) * 60


def _stage(
    pack: MapPack,
    seat_lines: Iterable[Iterable[str]] = (("red",), ("blue",)),
    deck: Iterable[tuple[str, str]] = IDLE_DECK,
    options: Mapping[str, Any] | None = None,
    connection_tiles: Mapping[str, str] | None = None,
    landmarks: Mapping[str, str] | None = None,
) -> Any:
    seat_lines = [list(tile) for tile in seat_lines]
    scenario = {
        "seat_lines": seat_lines,
        "deck": [list(card) for card in deck],
        "connection_tiles": dict(connection_tiles or {}),
        "landmarks": dict(landmarks or {}),
    }
    return get_ruleset("underground").stage(pack, len(seat_lines), scenario, options)


def _play(game: Game, *texts: str) -> None:
    for text in texts:
        game.apply(game.parse_action(text))


def _finish(game: Game) -> None:
    """Play on, taking Branch tiles (or the default ride), until the game ends."""
    for _ in range(10_000):
        if game.is_over:
            return
        game.apply(game.legal_actions()[0])
    raise AssertionError("the game did not end")


@pytest.fixture
def stage() -> Stage:
    return _stage


@pytest.fixture
def play() -> Play:
    return _play


@pytest.fixture
def finish() -> Callable[[Game], None]:
    return _finish
