"""Staging On the Underground scenarios directly, boardgame.io style.

`stage` skips the random deal: the test says which seat owns which colours,
what the deck holds (top card first) and where tiles lie, then plays actions
by their text form with `play`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

import pytest

from engine.model import MapPack
from engine.rules.underground.actions import parse_action
from engine.rules.underground.game import UndergroundGame, start_game
from engine.rules.underground.options import resolve_options
from engine.rules.underground.setup import Setup

Stage = Callable[..., UndergroundGame]
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
) -> UndergroundGame:
    setup = Setup(
        seat_lines=tuple(tuple(tile) for tile in seat_lines),
        deck=tuple(deck),
        connection_tiles=dict(connection_tiles or {}),
        landmarks=dict(landmarks or {}),
    )
    return start_game(pack, resolve_options(pack, options), setup)


def _play(game: UndergroundGame, *texts: str) -> None:
    for text in texts:
        game.apply(parse_action(text))


def _finish(game: UndergroundGame) -> None:
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
def finish() -> Callable[[UndergroundGame], None]:
    return _finish
